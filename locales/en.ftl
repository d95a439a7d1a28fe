# Backrank's messages in English, the language every other file follows.
#
# Each language has one file like this one, with the same message ids.
# Command and option descriptions (cmd-…) live in the code in English and
# are translated in the other files only.

## A roll's message

# The line every roll's message starts with, so the position arrives even
# with embeds turned off.
key-facts = **{ $heading }** · White `{ $white }`{ $black } · replay `{ $code }`
key-facts-black = { " " }· Black `{ $row }`

roll-footer = Redo it at the table: each step says what to throw and how to count.
roll-too-long = The record has { $steps } steps and is too long to show here: it is attached as record.txt.
roll-record-attached = The record has { $steps } steps: it is attached as record.txt.
record-file-description = The roll's full record, step by step

field-not-uniform = ⚠️ Not uniform
field-record = Record
field-method = Method
field-device = Device
field-source = Source
field-number = Number
field-throws = Throws
field-fen = FEN
field-replay = Replay

button-roll-again = Roll again
button-full-record = Full record
button-lichess = Analyse on lichess

## The board in words (the image's alt text)

alt-board = { $heading }. White: { $white }. Black: { $black }.
alt-piece = { $square } { $piece }
alt-pawns = { $count ->
    [one] { $count } pawn
   *[other] { $count } pawns
}
alt-nothing = nothing yet

piece-king = king
piece-queen = queen
piece-rook = rook
piece-bishop = bishop
piece-knight = knight
piece-archbishop = archbishop
piece-chancellor = chancellor
piece-prime-minister = prime minister
piece-pawn = pawn
piece-general = general
piece-advisor = advisor
piece-elephant = elephant
piece-horse = horse
piece-chariot = chariot
piece-cannon = cannon
piece-soldier = soldier

side-white = White
side-black = Black

## A roll-along (/roll-along): real dice at the table

along-title = Roll-along #{ $id } · { $variant }
along-heading = { $variant }, being set up in roll-along #{ $id }
along-step = **Step { $step } · { $title }**
along-step-so-far = This step so far: { $throws }
along-done-so-far = **Done so far**
along-progress = throw { $throw } of about { $expected }
along-progress-open = throw { $throw }
along-field-progress = Progress
along-field-throws = Throws so far
along-field-who = Who threw what
along-none-yet = none yet
along-toss-coin = Toss the coin and press the side that lands up.
along-pick-face = Throw the die and pick the face from the list.
along-press-face = Throw the die and press the face that lands up.
along-anyone = Anyone here can enter throws.
along-starter-and-role = { $starter } and members with the server's dice role can enter throws.
along-only-starter = Only { $starter } can enter throws.
along-in-turn = Players take turns: only the player named above enters this throw, and only the last thrower can undo.
along-turn = 🎲 **{ $player }'s throw** · turns: { $order }
along-threw = { $player } threw { $faces } ({ $count } in all)
along-threw-more = { $player } threw { $faces } … and { $more } more ({ $count } in all)
along-no-throws = { $player }: no throws
along-complete = ✅ Roll-along #{ $id } is complete: { $throws } throws. Set up the board as shown.
along-cancelled = ✖️ Roll-along #{ $id } ({ $variant }) cancelled by { $name } after { $throws } throws.

button-heads = Heads
button-tails = Tails
button-type-several = Type several…
button-type-yours = Type your throw…
button-undo = Undo last throw
button-cancel = Cancel
along-select = The { $die } shows…
along-form-title = Enter several throws
along-form-title-yours = Enter your throw
along-form-label = The { $die } faces, in the order thrown
along-form-label-yours = The { $die } face you threw

## Headlines over a roll

replay-confirmed = ✅ Replay confirmed: { $throws } throws give { $position }.
daily-headline = 🗓️ **Daily challenge for { $date }**: { $position }. Set it up and play it at the next meetup — the record below lets anyone redo the throws by hand.
daily-headline-late = 🗓️ **Daily challenge for { $date }** (posted late: the bot was down at the usual time): { $position }. Set it up and play it at the next meetup — the record below lets anyone redo the throws by hand.

## /record

record-headline = Record #{ $number }: { $kind } by { $name } on { $when }.
record-kind-random = random
record-kind-roll-along = roll-along
record-kind-daily = daily

## /prefs

prefs-title = Your preferences
prefs-description = How you see rolls wherever you roll. Change them with `/prefs set`, clear them with `/prefs reset`.
prefs-theme = Theme
prefs-flipped = Flipped
prefs-width = Width
prefs-text-only = Text only
prefs-language = Language
prefs-default = (default)
prefs-your-discord = (your Discord's)
prefs-yes = yes
prefs-no = no
prefs-saved = ✅ Saved: your rolls look like this from now on.
prefs-reset-done = ✅ Back to the defaults.

## Refusals

refused-outside-servers = /{ $command } changes a server's Backrank, so it works only on a server that has added the bot (someone with Manage Server can add it there). Here you can use { $commands }

## /settings

settings-title = Backrank settings for this server
settings-description = Change them with `/settings set`; `reset: true` returns to the defaults.
settings-saved = ✅ Saved.
settings-default = (default)
settings-variant = Variant
settings-dice = Dice
settings-method-fair = the variant's fair one
settings-guided = Who enters throws in /roll-along
settings-guided-starter = the person who started it
settings-guided-anyone = anyone
settings-guided-role = the starter and { $role }
settings-guided-role-unset = a role (not set)
settings-replies = Replies
settings-replies-public = public
settings-replies-private = only the asker sees them
settings-log = Log channel
settings-log-none = none: problems go to the bot's log
settings-missed = Missed daily posts
settings-missed-post = posted late, once
settings-missed-skip = skipped
settings-daily = Daily challenges
settings-daily-count = { $count } (see `/daily show`)
settings-language = Language
settings-language-auto = each person's Discord's (daily posts: English)
settings-language-set = { $language } (and daily posts)
settings-managers-title = Who manages Backrank here
settings-managers = members with Manage Server
settings-managers-and-role = members with Manage Server, and { $role }

## /event

event-started = 🏁 **{ $name }**: every round's position is drawn and fixed now. Each line below is the SHA-256 of the event's name, the round and that round's secret seed; `/event next` reveals the seeds one round at a time, and anyone can check them against these lines.
event-round = 🏁 **{ $name }**, round { $round } of { $rounds }: { $position }.
event-seed = Seed `{ $seed }`, committed to as `{ $commitment }`.
event-redo = Redo it: { $command }
event-check = Check it: { $command }
event-verified = ✅ Round { $round } of "{ $name }": the seed matches the commitment `{ $commitment }`, and gives { $position }.
event-title = { $name } · { $rounds } rounds of { $variant }
event-footer = { $method } with a { $dice }. Revealed: { $revealed } of { $rounds }. Check a round: backrank verify-event.
