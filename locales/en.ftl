# Backrank's messages in English, the language every other file follows.
#
# Each language has one file like this one, with the same message ids.
# A command's or option's description has its path as its id
# (cmd-random-variant, cmd-settings-set-role); the registrations find them
# by it, in every language.
#
# A number that counts something picks its plural form in every language
# that has them ({ $count -> [one] … *[other] … }; Korean has one form):
# "1 round", "last day", "once". Counts come as numbers; one that can run
# into the millions is written { GROUPED($count) }, "25,401,600", grouped
# as the file's language groups digits (CLDR: "25.401.600" in German).

## A roll's message

# The line every roll's message starts with, so the position arrives even
# with embeds turned off.
key-facts = **{ $heading }** · { $side } `{ $white }`{ $legend }{ $black } · replay `{ $code }`
key-facts-black = { " " }· { $side } `{ $row }`
letters-janggi = R chariot, N horse, B elephant, A advisor

roll-footer = Redo it at the table: each step says what to throw and how to count.
roll-too-long = The record has { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
} and is too long to show here: it is attached as record.txt.
roll-record-attached = The record has { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
}: it is attached as record.txt.
record-file-description = The roll's full record, step by step

field-not-uniform = ⚠️ Not uniform
warning-not-uniform = This published procedure is not uniform: some positions come out { $most }/{ $least } times as often as others. Use the default method for a fair draw.
field-record = Record
field-method = Method
field-device = Device
field-source = Source
field-standard = Standard position
field-standard-excluded = excluded: thrown again if it comes
field-pair = Games
field-pair-value = a pair: play it twice, colours swapped
field-repeats = Repeats
field-repeats-no = none: a draw that gives an earlier round's position is drawn again
field-repeats-allowed = allowed: a position may come up in more than one round
field-excluded = Left out
field-excluded-value = { $positions }: a draw that gives one is drawn again
field-avoided = Avoided
field-avoided-value = the { $count ->
    [one] position
   *[other] { $count } positions
} "{ $event }" revealed: { $positions }
field-number = Number
field-throws = Throws
field-fen = FEN
field-replay = Replay
# A fact on a line of its own: its label and its value.
fact-line = { $label }: { $value }

button-roll-again = Roll again
button-full-record = Full record
button-web = Open on the web
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

## Command and option descriptions (the names stay English)

-variant-default = Chess960, crc, korean, … (default: the server's)
-variant-search = Chess960, crc, korean, … (type to search)
-method = The hand procedure (default: the fair one)
-dice = coin, d4, d6, d8, d10, d12 or d20 (default d6)
-source = Where the throws come from
-event-name = The event's name (default: the server's only running event)

cmd-random = Roll a random starting position, with the record of every throw
cmd-random-variant = { -variant-default }
cmd-random-method = { -method }
cmd-random-dice = { -dice }
cmd-random-source = { -source }
cmd-random-rolls = The faces you threw, in order ("5 3 6", H/T for coins)
cmd-random-private = Only you see the reply
cmd-random-text = A text board only, no image (screen readers, embeds off)
cmd-random-exclude_standard = Throw again on the standard position (Chess960's 518); default: the server's
cmd-random-pair = The position is for two games, colours swapped; default: the server's
cmd-position = Show a numbered starting position
cmd-position-variant = { -variant-search }
cmd-position-number = The position's number (Chess960: SP 0–959)
cmd-replay = Reproduce a roll from its replay code
cmd-replay-code = The code under a roll, like 960-p6-…
cmd-variants = The variants, their positions and methods
cmd-fairness = The exact fairness audit of a method with a device
cmd-fairness-variant = { -variant-search }
cmd-fairness-method = { -method }
cmd-fairness-dice = { -dice }
cmd-stats = How this server's rolls came out, against fair dice, with a chart
cmd-stats-days = Only the last this many days (all time if left out)
cmd-stats-source = Only the rolls of one source: the tower, with its health tests
cmd-record = Show a saved roll by its number
cmd-record-id = The record number under a roll (#42)
cmd-roll-along = Throw real dice at the table; the bot keeps the books step by step
cmd-roll-along-variant = { -variant-default }
cmd-roll-along-method = { -method }
cmd-roll-along-dice = { -dice }
cmd-roll-along-witnesses = People who take turns throwing with you, in order: @Ana @Ben
cmd-prefs = How you see rolls: board colours, side, size, or text only
cmd-prefs-show = Show your preferences
cmd-prefs-set = Change how you see rolls, everywhere
cmd-prefs-set-theme = The board's colours
cmd-prefs-set-flipped = Black at the bottom
cmd-prefs-set-width = The board image's width in pixels
cmd-prefs-set-text_only = A text board instead of an image (screen readers, embeds off)
cmd-prefs-set-language = The language replies to you are in (auto: your Discord's)
cmd-prefs-reset = Back to the server's defaults
cmd-settings = This server's defaults and who may enter throws
cmd-settings-show = Show this server's settings
cmd-settings-set = Change some of this server's settings
cmd-settings-set-variant = { -variant-default }
cmd-settings-set-method = { -method }
cmd-settings-set-dice = { -dice }
cmd-settings-set-source = { -source }
cmd-settings-set-guided = Who may enter throws in a /roll-along
cmd-settings-set-role = The role for guided: role
cmd-settings-set-public = Replies everyone sees (on) or only the asker (off)
cmd-settings-set-log_channel = Where the bot reports problems with daily posts
cmd-settings-set-missed_daily = A daily post missed while the bot was down
cmd-settings-set-manager_role = Members of this role may use /settings and /daily too
cmd-settings-set-exclude_standard = Throw again when a roll gives the standard position (Chess960's 518)
cmd-settings-set-pairs = Every position is for two games, colours swapped
cmd-settings-set-event_study = Minutes from an event round's reveal to the start of play (0–60; 0: none)
cmd-settings-set-lichess = Offer "Play on lichess" under rolls lichess can play
cmd-settings-set-lichess_clock = The clock of games made on lichess: 10+5 (minutes+seconds) or 3d (days a move)
cmd-settings-set-language = For daily posts, and people whose Discord is in another language
cmd-settings-set-reset = Back to the defaults first
cmd-daily = A random position posted every day
cmd-daily-set = Post a daily challenge in a channel
cmd-daily-set-channel = Where to post
cmd-daily-set-time = Local time of day, like 18:30
cmd-daily-set-timezone = Like Europe/Berlin or America/New_York (type to search)
cmd-daily-set-variants = Variants to use, like "chess960, crc", or "all"
cmd-daily-set-order = How each day's variant is picked
cmd-daily-set-thread = Open a thread on each post for discussion
cmd-daily-off = Stop daily posts
cmd-daily-off-channel = The channel whose daily post stops (needed when there are several)
cmd-daily-off-all = Stop every daily post of this server
cmd-daily-show = Show this server's daily posts
cmd-daily-now = Post a challenge here now (does not change the schedule)
cmd-daily-now-channel = Use this channel's schedule's variants
cmd-variant = This server's own variants, from variant files
cmd-variant-add = Add a variant file (.toml) to this server, or a new version
cmd-variant-add-file = The variant file, as `backrank variants check` reads it
cmd-variant-show = This server's variants, or one with its audit and file
cmd-variant-show-variant = { -variant-default }
cmd-variant-remove = Stop using one of this server's variants
cmd-variant-remove-variant = { -variant-search }
cmd-event = One position per round for a whole event, committed to in advance or drawn from a public beacon
cmd-event-start = Start an event: seeds committed to now, or drand's beacon at each reveal (draw:)
cmd-event-start-name = The event's name, like "Club Open 2026"
cmd-event-start-rounds = How many rounds
cmd-event-start-variant = { -variant-search }
cmd-event-start-method = { -method }
cmd-event-start-dice = { -dice }
cmd-event-start-exclude_standard = Throw again on the standard position in every round; default: the server's
cmd-event-start-pair = Each round is two games, colours swapped; default: the server's
cmd-event-start-draw = Seeds committed to now (default), or drand's public beacon at each reveal
cmd-event-start-repeats = No position twice (default), or allow repeats
cmd-event-start-exclude = Positions to leave out: 518,534 or 0-16 or standard
cmd-event-start-avoid = Leave out every position an earlier event revealed
cmd-event-next = Reveal the next round
cmd-event-next-name = { -event-name }
cmd-event-next-study = Minutes to study the position before play starts (0–60); default: the server's
cmd-event-show = The event's commitments and the rounds revealed so far
cmd-event-show-name = { -event-name }
cmd-event-verify = Check a revealed round's seed against its published commitment
cmd-event-verify-name = { -event-name }
cmd-event-verify-round = The round, from 1
cmd-event-verify-seed = The round's revealed seed
cmd-event-verify-commitment = The round's commitment, as published at the start
cmd-event-list = This server's events, newest first

# The choices some options offer, as Discord lists them (the others
# reuse messages: source-os, source-tower, settings-guided-…).
choice-source-beacon = drand's public beacon: nobody can know it in advance
choice-guided-role = members with a role (give `role`)
choice-missed-post = post it late, once
choice-missed-skip = skip it
choice-lichess-on = on: offer "Play on lichess"
choice-lichess-off = off: do not offer it
choice-order-rotate = in turn
choice-order-random = at random
choice-draw-seeds = seeds
choice-draw-beacon = beacon
choice-repeats-no = no
choice-repeats-allow = allow
choice-language-auto = auto

side-white = White
side-black = Black
side-cho = Cho
side-han = Han

## A roll-along (/roll-along): real dice at the table

along-title = Roll-along #{ $id } · { $variant }
along-heading = { $variant }, being set up in roll-along #{ $id }
along-step = **Step { $step } · { $title }**
along-step-so-far = This step so far: { $throws }
along-done-so-far = **Done so far**
along-progress = throw { $throw } of about { $expected }
along-progress-open = throw { $throw }
along-progress-over = throw { $throw }: more than the usual { $expected }, since a throw that makes no position is thrown again
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
along-complete = ✅ Roll-along #{ $id } is complete: { $throws ->
    [one] { $throws } throw
   *[other] { $throws } throws
}. Set up the board as shown.
along-cancelled = ✖️ Roll-along #{ $id } ({ $variant }) cancelled by { $name } after { $throws ->
    [one] { $throws } throw
   *[other] { $throws } throws
}.

button-heads = Heads
button-tails = Tails
button-type-several = Type several…
button-type-yours = Type your throw…
button-undo = Undo last throw
button-cancel = Cancel…
button-cancel-yes = Yes, cancel it
button-keep-rolling = Keep rolling
along-cancel-question = ⚠️ Cancel roll-along #{ $id }? { $throws ->
    [0] No throw is made yet.
    [one] Its one throw is lost.
   *[other] Its { $throws } throws are lost.
} Nothing changes unless you press **Yes, cancel it**.
along-select = The { $die } shows…
along-form-title = Enter several throws
along-form-title-yours = Enter your throw
along-form-label = The { $die } faces, in the order thrown
along-form-label-yours = The { $die } face you threw

## Headlines over a roll

replay-confirmed = ✅ Replay confirmed: { $throws ->
    [one] { $throws } throw gives
   *[other] { $throws } throws give
} { $position }.
record-file-numbered = Full record #{ $number } (`{ $code }`):
record-file-code = Full record of `{ $code }`:
daily-headline = 🗓️ **Daily challenge for { $date }**: { $position }. Set it up and play it at the next meetup — the record below lets anyone redo the throws by hand.
daily-headline-late = 🗓️ **Daily challenge for { $date }** (posted late: the bot was down at the usual time): { $position }. Set it up and play it at the next meetup — the record below lets anyone redo the throws by hand.
# The name of a post's thread (Backrank keeps it within Discord's 100 characters).
daily-thread = Daily challenge { $date } · { $variant }

## /record

record-headline = Record #{ $number }: { $kind } by { $name } on { $when }.
record-kind-random = random
record-kind-roll-along = roll-along
record-kind-daily = daily
record-kind-event = event round

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
settings-beacon-silent = ⚠️ Saved, but drand's beacon does not answer just now ({ $why }): rolls from the beacon fail until it does. Whoever runs the bot can check `[beacon] relays` with `backrank doctor`.
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
settings-standard = Standard position
settings-standard-excluded = thrown again (tournament rule)
settings-standard-allowed = rolled like any other
settings-pairs-on = two games a position, colours swapped
settings-pairs-off = one game a position
settings-study = Study time in events
settings-managers = members with Manage Server
settings-managers-and-role = members with Manage Server, and { $role }

## /event

event-started = 🏁 **{ $name }**: every round's position is drawn and fixed now. Each line below is the SHA-256 of the event's name, the round, that round's secret seed and the event's rules (listed below); `/event next` reveals the seeds one round at a time, and anyone can check them against these lines.
event-round = 🏁 **{ $name }**, round { $round } of { $rounds }: { $position }.
event-started-beacon = 🏁 **{ $name }**: no position exists yet, and nobody can know one in advance. Each round is decided by the first round of drand's public beacon published after its `/event next`: a number signed by the League of Entropy, which no one holds alone. Each reveal gives the beacon round and its signature, and the command that checks it with no network.
event-beacon-rule = Each round: the first round of drand's **{ $chain }** beacon after its `/event next`, drawn for `event { $server } { $name } round N`.
event-beacon-unfixed = not drawn yet
event-round-forged = ⚠️ its kept record does not match what was published: not shown
event-round-unchecked = could not be checked just now: not shown
event-verified = ✅ Round { $round } of "{ $name }": the seed matches the commitment `{ $commitment }`, and gives { $position }.
field-study = Study time
event-study-rule = { $minutes ->
    [0] none: play starts when a round is revealed, unless the arbiter gives study time with it
    [one] { $minutes } minute from each reveal to the start of play, unless the arbiter gives another with it
   *[other] { $minutes } minutes from each reveal to the start of play, unless the arbiter gives another with it
}
event-play-starts = ⏱️ { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
} to study the position: play starts at { $time } ({ $relative }).
field-play-starts = Play starts
round-study-given = after { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
} of study
event-title = { $name } · { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
} of { $variant }
event-footer = { $method } with a { $dice }. Revealed: { $revealed } of { $rounds }. Check a round: backrank verify-event.
event-list-title = { $count ->
    [one] One event
   *[other] { $count } events
}
event-list-running = **{ $name }** · { $variant } · { $revealed } of { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
} revealed
event-list-finished = **{ $name }** · { $variant } · { $rounds ->
    [one] its only round revealed
    [2] both rounds revealed
   *[other] all { $rounds } rounds revealed
}
event-list-more = …and { $more } older
event-again-seeds = A draw that gives a position { $repeats ->
    [no] left out, or an earlier round's,
   *[allowed] left out
} is drawn again from the seed followed by ` attempt 2`, ` attempt 3`… until one is allowed.
event-again-beacon = A draw that gives a position { $repeats ->
    [no] left out, or an earlier round's,
   *[allowed] left out
} is drawn again for the purpose followed by ` attempt 2`, ` attempt 3`… until one is allowed.

## The record: every instruction a person follows at the table
#
# Squares (a1), faces (H, T, 1–20) and numbers stay as they are in every
# language, so a record read in one language replays in another.

ordinal = { NUMBER($n, type: "ordinal") ->
    [one] { $n }st
    [two] { $n }nd
    [few] { $n }rd
   *[other] { $n }th
}
nth-word = { $n ->
    [1] first
    [2] second
    [3] third
    [4] fourth
    [5] fifth
    [6] sixth
    [7] seventh
    [8] eighth
    [9] ninth
    [10] tenth
   *[other] next
}
number-word = { $n ->
    [0] no
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
    [8] eight
    [9] nine
    [10] ten
    [11] eleven
    [12] twelve
   *[other] several
}
list-and = { $rest } and { $last }
list-or = { $rest } or { $last }
# One option of a choice: "3rd: c1".
option = { $nth }: { $name }

pieces-king = kings
pieces-queen = queens
pieces-rook = rooks
pieces-bishop = bishops
pieces-knight = knights
pieces-archbishop = archbishops
pieces-chancellor = chancellors
pieces-prime-minister = prime ministers
pieces-pawn = pawns
pieces-general = generals
pieces-advisor = advisors
pieces-elephant = elephants
pieces-horse = horses
pieces-chariot = chariots
pieces-cannon = cannons
pieces-soldier = soldiers

# How to turn throws into a choice. $die is "coin", "d4", "d6", …
rule-one-choice = No throw needed: there is only one choice.
rule-coin-two = Toss a coin: heads = 1st, tails = 2nd.
rule-binary = Toss a coin { $throws ->
    [one] once
   *[other] { $throws } times
}; write heads as 1 and tails as 0, first toss first: a binary number from 0 to { $top }.
rule-binary-start-over = Start over as soon as it can only come out at { $accept } or more{ $hint }; { $throws ->
    [one] you may also make the toss first, and it then counts
   *[other] you may also toss all { $throws } first, and those tosses then count
} for nothing.
rule-binary-hint = { $lead ->
    [1] { " " }(the first toss heads)
   *[other] { " " }(the first { $lead } tosses all heads)
}
rule-throw-once = { $die ->
    [coin] Toss a coin
   *[other] Throw a { $die }
}
rule-throw-times = Throw a { $die } { $times ->
    [one] once
   *[other] { $times } times
}: the number is { $formula }, from 1 to { $span }
rule-weight = { $weight } × ({ $nth } − 1)
rule-coins-table = { $coins ->
    [one] Toss a coin and read it
   *[other] Toss { $coins } coins and read them in order
}: { $table }
rule-coins-binary = { $coins ->
    [one] Toss a coin and read it
   *[other] Toss { $coins } coins and read them in order
} as a binary number with tails = 1, first coin highest, plus 1 ({ $first } … { $last })
rule-again = ; on { $range } { $die ->
    [coin] toss
   *[other] throw
} again
rule-again-all = ; on { $range } { $die ->
    [coin] toss
   *[other] throw
} { $throws ->
    [one] it again
   *[other] all { $throws } again
}
rule-count = { " " }and count { $range }
rule-odd-even = : odd = 1st, even = 2nd
rule-fold = ; { $high } count as { $low }
rule-take-away = ; take away { $k } until it is { $k } or less

# Counting the squares a piece may take. $names lists them (a1 c1 e1),
# $from is one of the two below.
from-left = from the left
from-blacks-left = from Black's left
count-empty = Count the empty squares { $from }: { $names }.
count-colour = Count the empty { $colour ->
    [dark] dark
   *[light] light
} squares { $from }: { $names }.
count-inner = The king may not take the first or the last empty square; count { $from } starting at the second: { $names }.
count-left-of = Count the empty squares left of the { $piece } { $from }: { $names }.
count-right-of = Count the empty squares right of the { $piece } { $from }: { $names }.
count-left-of-general = Count the empty squares left of the general { $from }: { $names }.
count-right-of-general = Count the empty squares right of the general { $from }: { $names }.
only-one-left = Only one is left: { $choice }.
number-the-sets = Number the ways to put { $how_many } { $pieces } on them, leftmost first: { $list }.
sets-in-order = count the sets in dictionary order of their squares

# What a step did. $piece starts with a capital letter.
outcome-on = { $piece } on { $squares }.
placed-on = { $piece } on { $square }
title-king-and-rooks = King and rooks
fill-king-between-rooks = Three squares are left: the king takes the middle one and the rooks the other two.
title-colour = { $title }: colour
pick-colour = Choose the colour of the squares: 1st = dark, 2nd = light.
dark-squares = dark squares
light-squares = light squares
start-over-because = { $why }, so this row is not allowed: start over from the first step.
step-start-over = Start over
step-standard-again = This is the standard position ({ $row }), which this roll excludes: throw again from the first step.

# Why a row is thrown away. $colour is "dark" or "light", $side "left" or
# "right"; $piece is "bishop".
violation-wrong-pieces = the row has the wrong pieces for this variant
violation-same-colour = both { $piece }s stand on { $colour } squares
violation-queen-archbishop = the queen and the archbishop both stand on { $colour } squares
violation-king-between-rooks = the king is not between the rooks
violation-unprotected-pawn = the pawn on { $square } is unprotected
violation-uneven-half = the { $side } side of the general does not hold one chariot, one horse and one elephant
violation-not-a-relocation = no king relocation and queen relocation lead from the standard array to this row

# Step titles. $nth is a word (second), $n the same as a number (2).
title-nth-piece = { $nth } { $piece }
title-dark-bishop = Dark-squared bishop
title-light-bishop = Light-squared bishop
title-rook-left-of-king = Rook left of the king
title-rook-right-of-king = Rook right of the king
fill-one = One square is left: the { $piece } takes it.
fill-many = { $how_many } squares are left: the { $pieces } take them.
title-left-of-general = { $piece }, left of the general
title-right-of-general = { $piece }, right of the general
title-king-relocation = King relocation
title-queen-relocation = Queen relocation
square-and-piece = { $square } ({ $piece })
count-relocations = Count, from the left, the pieces the { $piece } may swap with (itself means it stays): { $list }.
relocation-stays = The { $piece } stays on { $square }.
relocation-swaps = { $piece } goes to { $to }, the { $other } to { $from }.

# The Pawn Method (Chess960). $mark is Q, B or N; $n is 1 or 2 for the
# pawn of two with the same mark, 0 for the only one.
title-pawn-marked = { $n ->
    [1] First pawn marked { $mark }
    [2] Second pawn marked { $mark }
   *[other] Pawn marked { $mark }
}
title-black-pawn = Black pawn
pick-black-pawn = Both bishops share a colour. Pick one of the black pawns marked L1–L4, R1–R4: L or R names the left or right bishop, the number which square of the other colour (counting all four from the left) it moves to.
bishop-moves = The bishop on { $from } moves to { $to }, the { $nth } { $colour ->
    [dark] dark
   *[light] light
} square
bishop-moves-alone = { $moved }.
bishop-moves-and-swaps = { $moved }, and the { $piece } goes to { $from }.
no-black-pawn = The bishops stand on opposite colours: no black pawn is needed.

# Capablanca Random: Scharnagl's steps (b.1 …) and the numbering's.
title-queen-or-archbishop-first = Queen or archbishop first
title-first-piece-light = First piece, light square
title-second-piece-dark = Second piece, dark square
pick-queen-or-archbishop = Choose which piece goes on a light square: 1st = the queen, 2nd = the archbishop.
queen-on-light = the queen on a light square
archbishop-on-light = the archbishop on a light square
title-queen-or-archbishop-light = Queen or archbishop on a light square
title-piece-light = Piece on a light square
title-piece-dark = Piece on a dark square
number-division = { $before } ÷ { $k } = { $after } remainder { $digit } → { $choice }.

# The number method: a number drawn in parts, then decoded.
title-position-number = Position number
title-row-number = { $side ->
    [white] White's row number
   *[black] Black's row number
}
title-number-part = { $whose }, part { $part } of { $parts }
number-runs = The number runs from 0 to { $top }.
number-part-runs = This part runs from 0 to { $top }: it is the count minus 1.
number-formula = { $formula } = { $number }.

# The record as text (record.txt and the command line).
record-throws = Throws: { $throws } → { $choice }
record-again = { $face } (again)
record-setup-from-number = Setting it up from the number:

## Errors: what went wrong and what to do

error-store-unreached = the bot's records could not be reached, so nothing was done: try again in a moment, or tell whoever runs the bot
error-roll-unsaved = the roll could not be saved, so it is not shown: try again, or tell whoever runs the bot
error-store-full = the bot's disk is full, so nothing can be saved (and no roll shown) until space is freed: tell whoever runs the bot
error-store-slow = the bot's records did not answer in time, so this may not have been done: try again in a moment (a roll that was kept shows in /record)
error-render = drawing the board failed: try again, or tell whoever runs the bot
error-rate = that is more than { $most ->
    [one] { $most } roll
   *[other] { $most } rolls
} a minute, the most this bot takes from one person: try again in { $seconds } s
error-no-record = there is no record #{ $record } here: the number is under each roll, as "Record", and records are shown where they were made (a private one to its maker only)
# An option's value is wrong: "`rolls`: face 3 ('7'): …".
error-in-option = `{ $option }`: { $problem }

# Typed faces. $die is "coin", "d6", …; $hint says what a face of it is.
face-hint = { $die ->
    [coin] H (heads) or T (tails)
   *[other] a number from 1 to { $sides }
}
error-faces-too-long = the faces are { $bytes ->
    [one] { $bytes } byte
   *[other] { $bytes } bytes
} long; type at most { $most }
error-faces-too-many = { $count ->
    [one] { $count } face is
   *[other] { $count } faces is
} more than any roll needs; type at most { $most }
error-bad-face = face { $position } ('{ $token }'): { $problem }
error-faces-look-like-coin = { $problem }. These look like coin tosses: add { $option }
error-typed-needs-faces = `{ $typed }` needs the faces: add `{ $rolls }` with them, like "5 3 6 …"
error-faces-and-source = `{ $rolls }` gives typed faces, but a `{ $source }` is named beside them: drop `{ $source }` (typed faces are their own source)
error-face-out-of-range = { $value } is not a face of a { $die }: use { $hint }
error-not-a-face = '{ $token }' is not a face of a { $die }: use { $hint }
# Faces that do not make a position. $title is the step's title.
error-need-more = ran out of faces at step { $step } ({ $side ->
    [black] Black: { LOWER($title) }
   *[white] { LOWER($title) }
}): { $die ->
    [coin] toss
   *[other] throw
} a { $die } next
error-add-to-rolls = { $error }, then add it to `{ $rolls }`
error-left-over = the position was complete after { $used } of { $total ->
    [one] { $total } face
   *[other] { $total } faces
}; { $unused ->
    [one] the last face ({ $extra }) was not used
   *[other] the rest ({ $extra }) were not used
}: check the faces against the record, or use fewer
error-wrong-device = face { $position } is a { $found }, but this roll uses a { $expected }

# Roll-alongs.
error-witnesses-none = name at least one other person in `witnesses` to take turns with, like witnesses:@Ana
error-witnesses-too-many = `witnesses` names { $count ->
    [one] { $count } person
   *[other] { $count } people
}; a roll-along takes turns among at most { $most } besides you: name fewer
error-witness-role = '{ $shown }' in `witnesses` is a role; name the people who will throw, like witnesses:@Ana @Ben
error-witness-not-a-person = '{ $shown }' in `witnesses` is not a person: type @ and pick each person who will throw, like witnesses:@Ana @Ben
error-not-a-player = only the players of this roll-along enter its throws, in turn: { $order }. Start your own with /roll-along
error-undo-not-yours = only { $player }, who made the last throw, can undo it
error-not-your-turn = it is { $player }'s throw now: players take turns ({ $order }), so wait for yours
error-one-face-only = players take turns here, so type just your own throw (one face); you typed { $count }: nothing was entered
error-guided-role = only { $owner } and members with the <@&{ $role }> role can enter throws here
error-guided-starter = only { $owner } can enter throws here: they started this roll-along. Start your own with /roll-along
error-nothing-to-undo = there is no throw to undo yet
error-too-many-throws = a roll-along takes at most { $most ->
    [one] { $most } throw
   *[other] { $most } throws
}, and this would make { $count }: nothing was entered. Check the throws against the table
error-along-finished = this roll-along is finished: it made record #{ $record }
error-along-cancelled = this roll-along was cancelled: start a new one with /roll-along
error-along-left-over = the position is complete after { $used ->
    [one] one more of your throws
   *[other] { $used } more of your throws
}; { $unused ->
    [one] the last one ({ $extra }) is not needed
   *[other] the rest ({ $extra }) are not needed
}. Nothing was entered: check them against the table and type only those that count
error-along-conflict = another throw was entered at the same moment: the message now shows the latest step; press again if your throw is still needed
error-change-busy = others kept changing the same settings at this very moment, so yours were not saved: look at them again and try once more
error-along-not-a-face = '{ $text }' is not a face of a { $die }: press one of the buttons
error-along-expired = Roll-along #{ $id } expired after { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
} without a throw. Start a new one with /roll-along.
error-along-expired-with-throws = Roll-along #{ $id } expired after { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
} without a throw. Start a new one with /roll-along; the throws so far were { $throws }.

## /variants and /fairness (variant and method names, and a variant's
## rules, stay as their files write them)
# Where a built-in method comes from, as a record names it: "placement
# (Carrillo's procedure #1)". A club's file's words stay as written.
method-ref-carrillo-1 = Carrillo's procedure #1
method-ref-carrillo-2 = Carrillo's procedure #2, as published
method-ref-numbering = Backrank's position numbering
method-ref-after-carrillo-1 = Backrank, after Carrillo's procedure #1
method-ref-derived-placement = Backrank's placement, worked out from the rules
method-ref-pawns = the Pawn Method (Walker and Suzman)
method-ref-carrillo-ajax = Carrillo's Ajax Random 8x8, as published
method-ref-carrillo-capablanca-1a = Carrillo's Capablanca Random 1a, as published
method-ref-carrillo-capablanca-1b = Carrillo's Capablanca Random 1b, as published
method-ref-carrillo-english-1 = Carrillo's English Random procedure #1, as published
method-ref-carrillo-english-2 = Carrillo's English Random procedure #2 (uniform with any device)
method-ref-carrillo-korean = Carrillo's Korean Random procedure (already uniform)
method-ref-carrillo-korean-published = Carrillo's Korean Random procedure, as published (4–6 count as 1–3)
method-ref-carrillo-modern = Carrillo's Modern Random 9x9, as published
method-ref-scharnagl = Scharnagl's steps b.1–b.13
method-ref-winther = Winther's die method

variants-title = Variants
variants-description = `/random variant` rolls one; `/fairness variant` shows its exact audit.
variants-line = { $files }x{ $ranks } · { $positions ->
        [one] { $positions } position
       *[other] { GROUPED($positions) } positions
    } · { $summary }
    methods: **{ $default }** (default){ $others }
fairness-title = Fairness · { $variant } · { $method } · { $dice }
fairness-positions = Positions
fairness-positions-value = { GROUPED($positions) } of { GROUPED($legal) } legal
fairness-uniform = Uniform
fairness-uniform-yes = yes: every position is equally likely
fairness-uniform-no = no: the likeliest position comes out { $ratio } times as often as the least likely
fairness-expected = Expected throws
fairness-expected-value = { $decimal } (exactly { $exact })
fairness-lower-bound = Lower bound
fairness-skew = Where the { $piece } stands
fairness-skew-value = On the { $file }-file { $method } of the time by this method, against { $uniform } by a uniform draw. The chart shows every file: a bar for this method, a line for a uniform draw.
fairness-chart-alt = Bar chart of where the { $piece } stands by { $method }, file by file, with a uniform draw in brackets: { $bars }.
fairness-skew-none-name = Where the pieces stand
fairness-skew-none = Each piece stands on each file as often as in a uniform draw: the bias is in how the pieces combine, so no one piece's chart shows it.
fairness-table-title = Fairness · { $variant } · every method
fairness-table-method = method
fairness-table-intro = Expected throws of each method with each device, over { $positions ->
    [one] the one legal position
   *[other] all { GROUPED($positions) } legal positions
}; * marks a draw that is not uniform.
fairness-table-all-uniform = Every one here is uniform: each position is equally likely.
fairness-table-not-uniform = Not uniform: { $methods }. `/fairness` with one `method` gives the ratio.

## /stats: how a server's rolls came out
stats-title-server = Rolls in this server · { $period }
stats-title-dms = Your rolls outside servers · { $period }
stats-period-days = { $days ->
    [one] last day
   *[other] last { $days } days
}
stats-period-all = all time
stats-none = No rolls in this period yet. `/random` makes one.
stats-summary = { $rolls ->
    [one] { $rolls } roll
   *[other] { GROUPED($rolls) } rolls
}. Variants: { $variants }. Devices: { $devices }. Sources: { $sources }.
stats-faces = Faces · { $source } · { $dice }
stats-piece = Where the { $piece } stood · { $variant }
stats-fit = { GROUPED($total) } counted: chi-square { $chi } with { $df ->
    [one] { $df } degree
   *[other] { $df } degrees
} of freedom, p = { $p }.
stats-verdict-few = Too few to judge: every bar should be expected at least 5 times. Keep rolling.
stats-verdict-fine = Well within what fair rolls give.
stats-verdict-unusual = Fair rolls give counts this uneven { $percent ->
    [one] once
   *[other] { $percent } times
} in 100. Unusual, but among several tests one lands here now and then: not proof of bias on its own.
stats-verdict-rare = Fair rolls would give counts this uneven less than once in 1,000 times: check the device or the method.
stats-impossible = ⚠️ { $count ->
    [one] { $count } roll is a position
   *[other] { GROUPED($count) } rolls are positions
} this method cannot make: tell whoever runs the bot.
stats-others = Standard array and repeats
stats-others-value = Rolls that gave the standard array: { GROUPED($standard) }. Rolls that repeated a position already rolled in the period: { GROUPED($repeats) }.
stats-unread = { $count ->
    [one] { $count } roll could not be read back (a server variant removed since) and is not tested.
   *[other] { GROUPED($count) } rolls could not be read back (a server variant removed since) and are not tested.
}
stats-p-value-note = A p-value is how often fair rolls would look at least this uneven. It is not the chance that the dice are fair.
stats-chart-alt = Bar chart of { $what }: { $bars }. A line marks what fair rolls give on average, a band the range they fall in 95 times in 100.
stats-health = Health tests · { $source }
stats-health-stream = { $stream }: { $samples ->
    [one] { $samples } throw
   *[other] { GROUPED($samples) } throws
} checked, { $failures ->
    [one] { $failures } failure
   *[other] { GROUPED($failures) } failures
} since the tests were last reset; { $state }.
stats-health-passing = passing
stats-health-refused = refused ({ $why }); { $healthy } of { $needed ->
    [one] { $needed } healthy throw
   *[other] { $needed } healthy throws
} in a row to be let back
stats-health-none = No throws checked yet: the tests start with the tower's first throw.
stats-title-server-id = Rolls in server { $id } · { $period }
stats-title-user-id = Rolls of user { $id } outside servers · { $period }
stats-column-seen = seen
stats-column-expected = expected
stats-column-range = fair range (95 in 100)
stats-charts-written = Charts written: { $files }
# `backrank variants` and `backrank audit` on a terminal.
variants-also = Also
variants-board = Board
variants-rules = Rules
variants-methods = Methods
variants-default = { $method } (default)
variants-file = From
variants-file-value = a variant file, digest { $digest }
audit-whole-set = the whole legal set
audit-not-whole-set = NOT the whole legal set
audit-whole-but-standard = every legal position but the standard one
audit-excludes-standard = The standard position is thrown again: every figure is over the positions left.
audit-lower-bound-value = { $bound } (log base { $sides } of { GROUPED($legal) })
audit-start-over = Start over
audit-start-over-value = { $share } of attempts ({ $percent }%)
audit-paths = Paths walked
# `backrank verify-event` on a terminal. $rules are the rules as committed
# ("repeats: no; exclude: 421"), the same in every language; the --options
# are the command's own.
verify-event-seed = ✓ Round { $round } of "{ $event }": the seed matches the published commitment { $commitment }.
verify-event-seed-rules = ✓ Round { $round } of "{ $event }": the seed matches the published commitment { $commitment }, which covers the event's rules ({ $rules }).
verify-event-beacon = ✓ Round { $round } of "{ $event }": round { $number } of drand's { $chain } beacon is genuine (its signature verifies), drawn for "{ $purpose }".
verify-event-attempt = ✓ Attempt { $attempt } gives { $position }, the first position the rules allow.
verify-event-attempt-revealed = ✓ Attempt { $attempt } gives { $position }, the first position the rules allow, as revealed.
verify-event-other-position = ✗ round { $round } of "{ $event }" gives { $position } (attempt { $attempt }), not { $given }
verify-event-other-position-why = ✗ round { $round } of "{ $event }" gives { $position } (attempt { $attempt }), not { $given }: { $why }
verify-event-earlier-missing = round { $round } comes after { $before ->
    [one] { $before } round
   *[other] { $before } rounds
}, each of whose positions the draw needs: --earlier gives { $given } (copy the round's check line whole)
verify-event-earlier-with-repeats = --earlier is for an event with no position twice (--repeats no): with repeats allowed, the earlier rounds do not matter
verify-event-seed-or-beacon = give the round's --seed and --commitment, or its --beacon round
verify-event-rules-need-repeats = --exclude and --earlier need the event's --repeats rule beside them (the round's check line gives it): its commitment covers the rules
verify-event-no-beacon = this backrank was built without the beacon feature

# A name Backrank does not know. $suggestion is empty or did-you-mean.
error-unknown-variant = unknown variant '{ $given }'{ $suggestion }: the variants are { $list }
did-you-mean = { " " }(did you mean { $name }?)
error-unknown-method = { $variant } has no method '{ $method }': use one of { $list }
error-unknown-device = unknown device '{ $given }': use one of coin, d4, d6, d8, d10, d12, d20

## /daily's replies to whoever manages the schedules
# $order is "rotate", "random" or "single" (one variant: no order); $thread
# "yes" or "no"; $next is empty or
# daily-next; $at is a Unix time Discord shows in the reader's own clock.

daily-schedule = <#{ $channel }> every day at { $time } { $timezone }: { $variants }{ $order ->
    [random] {" "}at random
    [single] {""}
   *[rotate] {" "}in turn
}{ $thread ->
    [yes] , with a thread for each post
   *[no] {""}
}.{ $next }
daily-next = { " " }Next: <t:{ $at }:F> (<t:{ $at }:R>).
daily-set = ✅ Daily challenge set. { $schedule }
daily-stopped = { $count ->
    [one] ✅ Stopped the daily challenge in { $channels }.
   *[other] ✅ Stopped { $count } daily challenges, in { $channels }.
}
daily-none-yet = No daily challenges yet: `/daily set channel time timezone variants` starts one.
daily-title = Daily challenges
daily-last = last: { $date } { $status }
# A date's challenge made before its schedule (or the server's variant)
# changed stays that date's one (issue 59). $date and $next are dates,
# 2026-12-07 and 2026-12-08.
daily-kept-stands = The challenge for { $date } was already made, so it stays that date's challenge; the new variants apply from { $next }.
error-daily-none-in = there is no daily challenge in <#{ $channel }>: `/daily show` lists them
error-daily-none = this server has no daily challenges
error-daily-which = this server has { $count ->
    [one] { $count } daily challenge
   *[other] { $count } daily challenges
} ({ $channels }): name the one to stop with `channel`, or stop them all with `all: true`
error-daily-off-both = give `channel` to stop one daily challenge, or `all: true` to stop them all, not both

## Refusals of what a person typed in an option, a preference, a server
## setting, a schedule, an event or a replay code. Each names the bad part
## and what to do; nothing was changed.

error-option-too-long = `{ $option }` is too long ({ $count ->
    [one] { $count } character
   *[other] { $count } characters
})
error-option-not-a-number = `{ $option }` must be a whole number, not '{ $given }'
error-option-out-of-range = `{ $option }` must be from { $min } to { $max }, not { $given }
error-option-missing = `{ $option }` is missing
error-option-needs-file = `{ $option }` needs a file attached: pick the file in Discord's `{ $option }` option
error-use-subcommand = use /{ $command } { $list }
error-option-not-an-id = `{ $option }` must be a channel or role, not '{ $given }'
error-not-one-of = '{ $given }' is not one of: { $list }
error-old-control = this control is from an older version of the bot: run the command again
error-no-tower = this bot has no dice tower set up: use `source: os`, or ask whoever runs the bot to set [bot] hardware_source
error-no-tower-server-default = this server rolls with the dice tower by default, but this bot has none set up any more: roll with `source: os` for now, and a manager can make that the default with `/settings set source:os`
# The hardware source as people read it when the operator named none.
source-tower = the club's dice tower
source-os = the computer's random numbers
source-typed = typed throws
source-table = dice at the table
source-table-players = dice at the table, thrown in turn by { $players }
source-seed = seed { $seed }
source-seeded = a seed
source-beacon = drand beacon round { $round } ({ $chain })
source-beacons = the drand beacon
source-beacon-published = { $source }, published at { $at } UTC
beacon-drawn-from = Drawn from drand { $chain } round { $round } (published { $published } UTC) for “{ $purpose }”: its signature verified against the chain’s key.
beacon-check-offline = Check it offline: { $command }
source-replay-code = the throws in its replay code
# The hardware source's faults. $tower is its name (source-tower, or the
# operator's [bot] hardware_name); its path or command is never shown.
error-tower-refused = { $tower } is refused by the health tests: { $why }. Rolls with it stay refused until whoever runs the bot checks the device; use `source: os` meanwhile
error-tower-cannot-throw = { $tower } cannot throw a { $die }: it can throw { $dice }. Leave `{ $dice_option }` empty, or use `{ $os }`
error-tower-failed = { $tower } could not throw just now (it may be unplugged, switched off or stuck), so no position was made and nothing else was used instead: try again in a moment, or use `source: os`. Whoever runs the bot finds the cause in its log
error-tower-records = { $tower } was not used, because its health records could not be read: try again in a moment, or tell whoever runs the bot
error-unknown-source = unknown source '{ $given }': use os (the default), tower, or give your own throws in `rolls`
error-unknown-stats-source = unknown source '{ $given }': /stats counts one of { $list }
error-unknown-command = unknown command /{ $name }: Backrank's commands may have changed since this one was registered; try again in a minute
error-panicked = something went wrong on the bot's side: try again, or tell whoever runs the bot
error-form-too-late = that took too long to open the form: press the button again
error-os-random = the operating system gave no random numbers, so no position was made: try again, or tell whoever runs the bot
error-beacon-unreadable = drand's beacon could not be read just now (no relay gave the round in time, or none verified), so no position was made: try again in a minute, or roll with another source
error-source-setup = this bot's source of throws is not set up right, so no position was made: tell whoever runs the bot (its log says what to fix)
error-variant-file-unreadable = this server's variant file could not be read: try again, or tell whoever runs the bot
error-variant-file-unchecked = the variant file could not be checked: try again, or tell whoever runs the bot
error-round-unrolled = this round could not be rolled from its seed: tell whoever runs the bot
error-roll-along-unreadable = this roll-along's saved state could not be read: start a new one, and tell whoever runs the bot
error-audit-failed = the fairness audit failed: try again, or tell whoever runs the bot
error-stats-failed = the statistics could not be worked out: try again, or tell whoever runs the bot
error-event-unreadable = this event's saved state could not be read: tell whoever runs the bot
error-restarted = Backrank restarted before this was finished: please try again
error-no-throws-needed = this method needs no throws
error-along-missing = this roll-along is not in the books: start a new one with /roll-along
error-along-elsewhere = this roll-along belongs to another channel: start your own with /roll-along
error-no-such-number = { $variant } has no position number { $number }: use 0 to { $last }
error-number-not-legal = { $variant } number { $number } is not a starting position: { $why } (Scharnagl's rules skip it)
error-server-only = this belongs to a server: use the command in one
error-not-manager = only members with Manage Server (or the server's manager role) can use `/{ $command }`
error-manager-role = only members with Manage Server can choose the manager role
error-settings-method-unfit = { $reason }. The server's method was set for another variant: name one of these in the same command (`method:`), or start from the defaults (`reset:`). Nothing was changed
error-guided-needs-role = `guided: role` needs a `role`: pick the role whose members may enter throws
error-no-tower-default = this bot has no dice tower set up ([bot] hardware_source), so `source: tower` cannot be the default
error-unknown-language = '{ $given }' is not a language Backrank speaks: use one of en, de, fr, es, ko
error-prefs-nothing = give at least one of theme, flipped, width, text_only, language or lichess
error-unknown-theme = `theme` '{ $given }' is not one of Backrank's: choose { $list }
error-not-a-time = '{ $given }' is not a time of day: use 24-hour HH:MM, like 18:30
error-not-a-zone = '{ $given }' is not a time zone name: use a name like Europe/Berlin or America/New_York
error-not-a-zone-near = '{ $given }' is not a time zone name: did you mean { $near }?
error-no-variants = `variants` is empty: name one or more, like "chess960, crc", or "all"
error-event-name = an event's name is { $most ->
    [one] 1 character
   *[other] 1 to { $most } characters
} on one line, not starting with - and without a backtick (`), like "Club Open 2026"
error-event-name-hidden = an event's name may not hold { $kind ->
        [formatting] `` { $char } ``
       *[invisible] an invisible character
    } (U+{ $code }): invisible and direction characters and Discord's formatting characters (`` { $formatting } ``, and { $at_start } at the start) change how the name and the text around it show; use letters, digits, spaces, punctuation such as ( ) - ' . , : / + and emoji
error-event-exists = this server already has an event called "{ $name }": choose another name, or `/event show name:{ $name }`
error-event-all-revealed = { $rounds ->
    [one] the only round of "{ $name }" is revealed: `/event show` shows it
    [2] both rounds of "{ $name }" are revealed: `/event show` lists them
   *[other] all { $rounds } rounds of "{ $name }" are revealed: `/event show` lists them
}
error-event-forged = round { $round } of "{ $name }" was not revealed: its kept seed no longer matches the commitment published when the event started, so the bot's records were changed afterwards. Tell whoever runs the bot; the round's position cannot be trusted
error-event-busy = round { $round } was revealed by someone else at the same moment: `/event show` lists it, and `/event next` reveals the round after
error-event-missing = this server has no event called "{ $name }": start one with `/event start`
error-event-server-only = events belong to a server: use this in one
error-event-none = this server has no event yet: `/event start` begins one
error-event-which = which event? This server has several: { $names }. Give its `name`, or see them all with `/event list`
error-event-draw = `draw` is `seeds` (every round drawn now and committed to) or `beacon` (drand's public beacon, round by round), not "{ $given }"
error-event-beacon-down = drand's beacon could not be read just now, so no beacon round was fixed and nothing was revealed: try `/event next` again in a minute
error-event-beacon-clock = this machine's clock disagrees with drand's (it is behind the chain's, or before the event's start), so no beacon round was fixed and nothing was revealed: tell whoever runs the bot to set the clock right (NTP), then `/event next` again
error-event-beacon-unread = round { $round } of drand's { $chain } beacon, which decides this round, could not be fetched and verified just now, so nothing was revealed. The round stays fixed: `/event next` again reveals this same round
error-event-beacon-forged = round { $round } of "{ $name }" was not revealed: the beacon round kept for it breaks the rule published at the start (the first round after its `/event next`), so the bot's records were changed afterwards. Tell whoever runs the bot; the round's position cannot be trusted
error-event-verify-beacon = "{ $name }" is drawn from drand's beacon, not from seeds: check a round with the command in its reveal (`backrank verify-event … --beacon …`), which needs no network
error-exclude-item = `{ $option }`: "{ $given }" is not a position number, a range like 0-16, or `standard`
error-exclude-range = `{ $option }`: { $variant } has no position number { $number }: use 0 to { $last }
error-exclude-no-standard = `{ $option }`: the standard array of { $variant } is not one of its random positions, so `standard` leaves nothing out
error-event-repeats = `repeats` is `no` (no position twice, the default) or `allow`, not "{ $given }"
error-event-nothing-left = every position of { $variant } is left out: nothing could be drawn
error-event-too-few-positions = { $rounds ->
    [one] one round
   *[other] { $rounds } rounds
} with no position twice need as many positions, but { $variant } has { $left ->
    [one] only one
   *[other] only { $left }
} left after the exclusions: ask for fewer rounds, leave fewer positions out, or allow repeats (`repeats:allow`)
error-event-draw-too-long = only { GROUPED($left) } of { $variant }'s { $total ->
    [one] { $total } position
   *[other] { GROUPED($total) } positions
} would be left for the last round, so drawing it would take about { $attempts ->
    [one] { $attempts } attempt
   *[other] { GROUPED($attempts) } attempts
}: leave fewer positions out, or ask for fewer rounds
error-event-avoid-missing = this server has no event called "{ $name }" to avoid: `/event list` names its events
error-event-avoid-variant = "{ $name }" was drawn on { $theirs }, not { $variant }: its position numbers name other positions
error-event-avoid-none = "{ $name }" has revealed no position yet: there is nothing to avoid
error-event-avoid-unchecked = round { $round } of "{ $name }" cannot be checked just now, so its position cannot be left out: try again in a moment
error-event-verify-earlier = the seed matches round { $round }'s commitment, but its position depends on the rounds before it (no position comes twice), and round { $before } is not revealed yet: `/event verify` can check it once that round is
error-event-round-unchecked = round { $round } of "{ $name }" could not be checked just now, and the next round's draw needs its position, so nothing was revealed: try `/event next` again in a moment
event-round-held = ⚠️ its own record matches what was published, but its draw needs the position of round { $round }, whose record does not: not shown
web-event-held = This round's own record matches what was published at the start, but its draw needs the position of round { $round }, whose record does not, so its position is not shown. Tell whoever runs the bot.
web-event-held-fix = Tell whoever runs the bot: an earlier round's record was changed after it was published.
error-event-avoid-forged = round { $round } of "{ $name }" does not match what was published: the bot's records were changed afterwards, so its positions cannot be trusted to be left out. Tell whoever runs the bot, or avoid another event
error-exclude-not-position = `{ $option }`: { $why }, so it is no position to leave out
error-exclude-no-position-in = `{ $option }`: { $variant } has no position from { $from } to { $to } (its numbering skips every number there), so the range leaves nothing out
error-event-name-mark-alone = an event's name may not start with an accent or other combining mark (U+{ $code }), nor hold one after a space: a mark needs a letter, digit or sign to sit on, like the é in "Café Open"
error-event-name-marks = an event's name may put at most { $most ->
    [one] { $most } accent or other combining mark
   *[other] { $most } accents or other combining marks
} on one character, not { $count } on "{ $base }": piled-up marks spill over the text around the name
error-option-longest = `{ $option }` takes at most { $most ->
    [one] { $most } character
   *[other] { $most } characters
}, not { $count }: shorten it
event-check-attached = { $label }: `{ $command }` (the check line is too long for a Discord message, so it is attached whole as { $file }: run this where you saved it)
event-rounds-attached = Rounds 1 to { $shown } of { $rounds } are listed here, as many as a Discord message holds; the whole list is attached as { $file }.
error-not-a-commitment = the commitment must be 64 hex digits (a SHA-256), not '{ $given }'
error-commitment-mismatch = round { $round } of "{ $event }" with seed { $seed } hashes to { $actual }, not to the published { $published }: this is not the committed seed (or the event's name or round differ)
error-code-too-long = the replay code is { $count ->
    [one] { $count } character
   *[other] { $count } characters
} long; a code is at most { $most }
error-code-shape = '{ $given }' is not a replay code: it looks like 960-p6-655354225554-9 (variant, method and device, faces, check)
error-code-variant = unknown variant '{ $given }' in the replay code
error-code-changed = this replay code is for { $id } as its file was when the code was made (digest { $digest }), but the file loaded here has changed (digest { $loaded }): replay it against the file as it was, or roll again
error-code-not-loaded = this replay code is for the variant { $id } (file digest { $digest }), which is not loaded here: load its file with --variant-file FILE, or add it to this server with /variant add
error-code-method = unknown method and device '{ $given }' in the replay code
error-code-face = character { $position } of the faces ('{ $found }') is not a face of a { $die }
error-code-check = the replay code's check character does not match: a character was probably mistyped

## /variant: a server's own variants, for whoever manages them. The
## variant's name, id, summary and version (its file's digest) stay as the
## file makes them.

variant-added = ✅ Added { $name } (`{ $id }`) to this server: `/random variant:{ $id }` rolls it.
variant-replaced = ✅ { $name } (`{ $id }`) now uses this file (version { $version }; it was { $was }). Rolls made with the earlier version still replay as they were.
variant-removed = ✅ Removed { $name } (`{ $id }`) from this server. Rolls made with it still show and replay.
variant-file-alt = The variant file of { $name }
variant-board = Board
variant-legal = Legal positions
variant-codes = Replay codes
variant-method = Method `{ $method }`
# One device's audit of a method: "d6: uniform, 4.2 expected throws".
variant-audit-line = { $dice }: { $uniform }, { $expected } expected throws
variant-uniform = uniform
variant-not-uniform = not uniform (ratio { $ratio })
variant-list-title = This server's own variants
variant-list-none = None yet. Write one (see "Variant files" in the user guide), check it with `backrank variants check FILE`, and add it with `/variant add`.
variant-list-count = { $count } of at most { $most }. `/variant show variant:ID` shows one with its audit and file.
variant-list-line = { $files }x{ $ranks } · { $positions ->
    [one] { $positions } position
   *[other] { GROUPED($positions) } positions
} · version { $version }
# $uses lists variant-used-by-default and variant-used-by-daily.
error-variant-in-use = { $id } is still in use: { $uses }. Change that first, then remove it
variant-used-by-default = the server's default variant (`/settings set variant:`)
variant-used-by-daily = the daily challenge in <#{ $channel }>
error-variant-missing = this server has no variant of its own called '{ $given }': `/variant show` lists them
error-variant-server-only = a server's own variants belong to a server: use this in one
error-variant-checks = this server had { $most ->
    [one] { $most } new variant file
   *[other] { $most } new variant files
} checked in the last hour, the most the bot takes: try again in { $minutes } min
error-variant-digest-clash = this file's digest { $digest } is the same as an earlier, different version's: change anything in its definition (its name, say) and add it again
error-variant-full = this server has { $most ->
    [one] { $most } variant
   *[other] { $most } variants
} of its own, the most it may have: remove one with /variant remove first
error-variant-name-taken = '{ $name }' already names the variant { $variant } ({ $id }) here: choose another id or alias

## The console's own words.
console-welcome = Backrank console: type /random chess960, /variants, /help or /quit.
console-nothing-to-press = nothing to press yet: /press takes a button of the last message with buttons, and none has come yet
console-no-such-button = no button { $given }: the last message with buttons has { $count ->
    [one] one button (/press 1)
   *[other] { $count } buttons (/press 1 to { $count })
}

## The web pages (backrank web)
web-home-title = Open a roll or a position
web-home-intro = Every roll's replay code gives back its position and every step of its record, so anyone at the table can follow or redo it by hand.
web-home-link = Back to the front page
web-code-label = Replay code
web-variant-label = Variant
web-number-label = Position number
web-open = Open
web-steps = Every step, as done at the table
web-qr-alt = QR code of this page's address
web-qr-caption = Scan to open this page on a phone.
web-links = This roll elsewhere
web-position-link = This position by its number
web-bad-code-title = This replay code cannot be read
web-bad-code-fix = Check the code against the one you were given (the last character catches most typing mistakes), or open the front page and type it again.
web-bad-position-title = No such position
web-bad-position-fix = Give a variant Backrank knows and a number in its range, like /p/chess960/518.
web-bad-number = '{ $given }' is not a position number: write it in digits, like 518.
web-not-found-title = No page here
web-not-found = There is no page at this address.
web-not-found-fix = A roll's page is /r/ followed by its replay code; a position's is /p/ followed by its variant and number.
web-along-heading = Roll along with your own dice
web-along-home = Throw real dice at the table and tap each face: every step says what to throw. Pick the variant:
web-along-title = Roll along: { $variant }
web-along-intro = Pick the method and the die you have at the table. Each step then says what to throw; tap the face that lands up. Back undoes a throw, and the address can be shared half-way.
web-method-label = Method
web-dice-label = Die
web-along-start = Start
web-along-progress = Step { $step } · { $throws ->
    [one] one throw so far
   *[other] { $throws } throws so far
}
web-along-this-step = This step so far
web-along-undo = Undo the last throw
web-along-faces = The faces of the { $die }
web-along-refused-title = This roll-along cannot go on
web-along-refused-fix = Start again from the variant's page, or go back one throw.
web-along-too-many = A roll-along here holds at most { $most ->
    [one] { $most } throw
   *[other] { $most } throws
}.
web-along-exclude-standard = Throw again if the standard position comes
web-along-pair = For a pair of games, colours swapped
web-along-bad-rule = { $name }={ $given } in the address is neither true nor false: tick or clear the box on the variant's roll-along page and press Start again.
web-bad-address-title = This address cannot be read
web-bad-address-fix = Open the page from its link or its QR code again, or start from the front page.
web-bad-query-twice = The address gives '{ $field }' twice: a page reads each of its fields once.
web-bad-query-value = '{ $given }' is not a value this address's '{ $field }' takes.
web-bad-query = The part of this address after its '?' cannot be read.
web-bad-path = This address's path does not read as text.
web-variant-fairness = methods and fairness
web-variant-board = A board of { $files ->
    [one] { $files } file
   *[other] { $files } files
} and { $ranks ->
    [one] { $ranks } rank
   *[other] { $ranks } ranks
}; { $positions ->
    [one] { $positions } starting position
   *[other] { GROUPED($positions) } starting positions
} in the legal set.
web-variant-first = Its positions by number
web-variant-methods = Methods
web-variant-audit = Every method is audited exactly: each path of throws is walked, so these are the true averages, not estimates.
web-variant-caption = Average throws to a position, by method and device
web-variant-not-uniform = not uniform: some positions come more often than others
web-bad-variant-title = No such variant
web-bad-variant-fix = Pick a variant from the front page.
web-audit-failed-title = The audit could not be worked out
web-audit-failed-fix = This is a fault of Backrank's: try again later, and tell the club's operator if it stays.
error-event-unrevealed = round { $round } of "{ $name }" is not revealed yet
web-event-missing-title = No event at this address
web-event-missing = This address names no event. An event's page is the link in its start post: open it from there, or copy it whole.
web-event-missing-fix = Ask the organizer for the link: `/event show` posts it again.
web-roll-down-title = This roll cannot be read just now
web-file-down-title = This variant file cannot be read just now
web-event-down-title = The event cannot be read just now
web-event-down = The bot's records did not answer.
web-event-down-fix = Reload in a moment, and tell the club's operator if it stays.
web-file-missing-title = No variant file at this address
web-file-missing = No server's variant file here has the digest { $digest } and the name { $name }.
web-file-missing-fix = Open the variant file from the event's or the roll's page, by the link beside the line that names it, or copy that link whole. A built-in variant needs no file.
web-event-summary = { $variant } · { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
} · { $method } with a { $dice } · { $revealed } of { $rounds } revealed
web-event-screen = Arbiter's screen
web-event-drawn = How the rounds are drawn
web-event-seeds = Each round's position comes from a seed drawn before the first round. Its commitment (the SHA-256 of the event's name, the round and the seed) was published when the event started, so nobody could choose a position afterwards. A revealed round shows its seed and the lines that redo and check it.
web-event-seeds-rules = Each round's position comes from a seed drawn before the first round. Its commitment (the SHA-256 of the event's name, the round, the seed and the event's rules) was published when the event started, so nobody could choose a position or change the rules afterwards. A revealed round shows its seed and the lines that redo and check it.
web-event-beacon = Each round is decided by the first round of drand's { $chain } beacon published after the arbiter reveals it, drawn for "event { $server } { $name } round N". Nobody, the organizer included, can know a position before then. A revealed round shows its beacon round and signature, and the line that checks it with no network.
web-event-round = Round { $round }
web-event-not-yet = Not revealed yet.
web-event-forged = This round's kept record does not match what was published at the start, so its position is not shown. Tell whoever runs the bot.
web-event-forged-title = This round cannot be shown
web-event-forged-fix = Tell whoever runs the bot: the round's record was changed after it was published.
round-commitment = Commitment
round-beacon-round = Beacon round
web-event-beacon-unfixed = fixed when the round is revealed
round-seed = Seed
round-signature = Signature
round-fixed = Fixed at
round-published = Published at
round-redo = Redo it
round-check = Check it
round-file = Variant file
round-attempts = Attempts
round-attempt-excluded = attempt { $attempt } gave { $position }, left out at the start: drawn again
round-attempt-avoided = attempt { $attempt } gave { $position }, one of "{ $event }"'s positions: drawn again
round-attempt-taken = attempt { $attempt } gave { $position }, round { $round }'s position: drawn again
round-attempts-more = …and { $more ->
    [one] one more attempt
   *[other] { $more } more attempts
} that gave a position left out or drawn before
web-event-sheets = Sheets for the boards
web-event-roll-page = This round's roll page
web-event-back = Back to the event
web-event-boards = Boards
web-bad-round-title = No such round
web-bad-round = '{ $given }' is not a round of this event: { $rounds ->
    [one] it has only round 1.
   *[other] it has rounds 1 to { $rounds }.
}
web-bad-round-fix = Open the event's page and pick a revealed round.
web-bad-boards = Sheets can be printed for { $most ->
    [one] 1 board only
   *[other] 1 to { $most } boards
}, not { $given }.
web-bad-boards-fix = Give the number of boards in the room.
web-sheets-title = { $name } · round { $round } · sheets
web-sheets-intro = One sheet per board, each with the board's number, the position and its rows, to lay beside the board. Print them on A4 or Letter: each board starts a new page.
web-sheets-make = Make the sheets
web-sheet-board = Board { $board }
web-screen-title = { $name } · round { $round } of { $rounds }
web-screen-waiting = Round { $round } is not revealed yet: this screen shows it the moment the arbiter reveals it.
web-screen-countdown = Time left to study the position
web-screen-play-started = Play has started
web-event-links = This event elsewhere
web-event-unchecked = This round could not be checked just now, so it is not shown: it will be in a moment.
error-file-too-big = { $name } is { $size ->
    [one] { $size } byte
   *[other] { $size } bytes
}; the file may be at most { $max ->
    [one] { $max } byte
   *[other] { $max } bytes
}
error-file-foreign = { $name } is not on Discord's file server, so it was not fetched
error-file-unfetched = { $name } could not be fetched from Discord ({ $why }): try attaching it again
error-file-not-text = { $name } is not plain text (UTF-8): save it as a plain text file
error-daily-roll-missing = the roll kept for this daily challenge is missing from the bot's records; tell whoever runs the bot
error-along-stuck = this roll-along's throws no longer add up to a step to wait for; tell whoever runs the bot

# Play on lichess (issue 53).
button-play-lichess = Play on lichess
settings-lichess = Play on lichess
settings-lichess-on = offered, { $clock }
settings-lichess-off = not offered
settings-lichess-install-off = not offered: whoever runs the bot turned it off for every server
lichess-made = ♟️ **{ $name }** is ready on lichess: { $url } (the first two people to open it play)
lichess-colours = To choose colours: White { $white } · Black { $black }
lichess-terms = Unrated, { $clock }; the game waits 24 hours for its players.
lichess-days = { $days ->
    [one] { $days } day a move
   *[other] { $days } days a move
}
lichess-pair = A pair: when the game ends, lichess's Rematch plays the position again with colours swapped.
lichess-off = playing on lichess is turned off here
lichess-not-playable = lichess has no board for { $variant }: it plays Chess960 and other 8x8 positions with the standard pieces
lichess-rate-person = you have made { $most ->
    [one] { $most } lichess game
   *[other] { $most } lichess games
} in the last hour, the most one person may: try again in { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
lichess-rate-server = this server has made { $most ->
    [one] { $most } lichess game
   *[other] { $most } lichess games
} in the last hour, the most one server may: try again in { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
lichess-rate-visitor = { $most ->
    [one] { $most } lichess game was
   *[other] { $most } lichess games were
} made from your address in the last hour, the most one address may: try again in { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
lichess-too-many = lichess has asked for a pause: try again in a minute
lichess-waiting = your last game is still being made on lichess: wait for it, then press again
lichess-refused = lichess refused the game: { $reason }
lichess-timed-out = lichess did not answer in time: try again in a moment
lichess-unreachable = lichess could not be reached: try again later
lichess-unexpected = lichess answered with something that is not a game: try again later
lichess-refused-silent = lichess refused the game without saying why
lichess-round-none = "{ $name }" has no round { $round }: { $rounds ->
    [one] it has only round 1
   *[other] its rounds are 1 to { $rounds }
}
lichess-round-forged = round { $round } of "{ $name }" does not match what was published at its start, so no game is made of it: tell whoever runs the bot
lichess-round-unchecked = round { $round } of "{ $name }" could not be checked just now, so no game is made of it: try again in a moment
lichess-round-held = round { $round } of "{ $name }" needs the position of round { $by }, whose record does not match what was published at the start, so no game is made of it: tell whoever runs the bot
lichess-round-other = this button does not show round { $round } of "{ $name }": press the button under the round itself
lichess-daily-other = this button does not show the daily challenge of { $date }: press the button under that day's post
web-play-refused-fix = lichess will refuse this game again: set the position up on any board from its rows or its FEN, and tell the club's operator.
error-lichess-clock = `lichess_clock`: { $given } is not a clock lichess plays: write minutes+seconds, like 10+5 (up to 180 minutes and 60 seconds a move), or days a move, like 3d (1, 2, 3, 5, 7, 10 or 14)
# Play on lichess on the web pages (issue 53).
web-play-note = An unrated game on lichess from this position: the first two people to open its address play.
web-play-made-title = Your game is ready on lichess
web-play-open = The first two people to open this address play the game: send it to your opponent, or open it yourself.
web-play-colours = To choose colours, open one of these instead:
web-play-white = Play White
web-play-black = Play Black
web-play-back-roll = Back to the roll
web-play-back-position = Back to the position
web-play-none-title = No lichess game from this page
web-play-none-fix = The position can still be set up on any board from its rows or its FEN.
web-play-wait-title = Wait before the next lichess game
web-play-wait-fix = Press Play on lichess again once the wait is over.
web-play-failed-title = No game was made on lichess
web-play-failed-fix = Go back and press Play on lichess again in a while, and tell the club's operator if it stays.
web-play-cross-title = Pressed from another site
web-play-cross = This request to make a lichess game came from another site's page, not from this site's own: nothing was made.
web-play-cross-fix = Open the roll's page on this site and press Play on lichess there.

# meetups: times people type, pairings, the calendar
meetup-when-unreadable = '{ $given }' is not a day and time I can read: write it like 2026-12-10 19:00, thursday 19:00, tomorrow 18:30, or 19:00 alone
meetup-when-no-time = '{ $given }' has no time of day: add one, like '{ $given } 19:00'
meetup-when-no-such-date = '{ $given }' is not a date on the calendar: check the month and the day (2026-12-10 is 10 December)
meetup-when-past = '{ $given }' is { $at } ({ $zone }), which has passed: give a time still to come
meetup-when-too-far = '{ $given }' is { $at } ({ $zone }), more than a year ahead: plan a meetup at most a year ahead
meetup-pairing-board = Board { $board }: { $white } (White) – { $black } (Black)
meetup-pairing-bye = Bye: { $player }
pairings-from-seed = Pairings drawn from the seed “{ $seed }”:
pairings-from-beacon = ✓ Round { $round } of drand's { $chain } beacon is genuine (its signature verifies); pairings drawn for “{ $purpose }”:
pairings-seed-or-round = give round 1's --seed, or its beacon --round with its --signature and the --purpose
pairings-player-bad = --players: '{ $given }' is not a Discord user id: give ids (numbers like 123456789012345678) separated by commas, each maybe with a name, like ann=123456789012345678
pairings-player-twice = --players: { $id } is given twice: give each player once

# meetups: the server's time zone and members' lichess usernames
cmd-settings-set-timezone = Time zone of typed times, like Europe/Berlin
settings-timezone = Time zone
settings-timezone-unset = not set (a daily challenge's zone is used, if there is one)
error-timezone-setting = `timezone`: { $problem } — type a city in `timezone:` and pick one of the names offered (IANA names, like Europe/Berlin), or write `none` to unset it
cmd-prefs-set-lichess = Your lichess username, for games locked to you at club nights (none: unlink)
prefs-lichess = lichess
prefs-lichess-unset = not linked
error-lichess-username = `lichess`: '{ $given }' is not a lichess username: 2 to 20 letters, digits, _ or -, starting with a letter or digit (as in your lichess profile's address), or `none` to unlink it
error-lichess-same-player = both players of a board are lichess's { $name }: a game needs two accounts

# pages on a phone, a projector and paper (issue 63)
web-die-coin = coin
web-coin-key = H = heads, T = tails: the record and the replay code write the tosses with these letters.
web-along-double-tap = A second press of { $face } came right after the first and was not counted. If it was a throw of its own, press { $face } again.
web-along-so-far = So far
web-along-start-again = Start again

# meetups: the lead
error-meetup-round-out = round 1 of "{ $name }" is out already: the night can no longer be moved
error-meetup-not-started = "{ $name }" starts { $start }: its first round is drawn from randomness nobody has before then
error-meetup-gone = this meetup is no longer kept: `/meetup list` shows the coming ones
error-meetup-cancelled = "{ $name }" is cancelled
error-meetup-started = "{ $name }" has started and its players are drawn: answers are closed
error-meetup-zone = "{ $zone }" is not a time zone: use a name like `Europe/Berlin` or `America/New_York` (`/settings timezone:` lists them as you type)
error-meetup-no-zone = this server has no time zone yet: set one with `/settings timezone:` (like `Europe/Berlin`), so times are read as your members mean them
error-meetup-name-long = a meetup's name is too long: the most is { $most } (each weekly night's rounds add its date to it)
error-meetup-place = `where:` is one line, its length 1 to { $most }, like `Café Central, Hauptstraße 5`
error-meetup-range = `{ $option }:` takes { $least } to { $most } (you gave { $given })
error-meetup-unreadable = this meetup's kept data no longer reads: the operator's log says why
error-meetup-unknown = this server has no coming meetup called "{ $name }": `/meetup list` shows the coming ones
error-meetup-none = this server has no coming meetup: `/meetup plan` arranges one
error-meetup-which = several meetups are coming here ({ $names }): name one with `name:`
error-meetup-busy = "{ $name }" was changed by someone else at the same moment: try again
meetup-and-more = and { $count } more
meetup-coming = Coming ({ $count })
meetup-coming-of = Coming ({ $count }/{ $places })
meetup-waiting = Waiting for a place ({ $count })
meetup-maybe = Maybe ({ $count })
meetup-draw-beacon = 🎲 **How round 1 is drawn**: from round { $round } of drand's public **{ $chain }** beacon, the first published after { $start }. Nobody, the organizers and the bot included, can know the position before then, and anyone can check it after.
meetup-draw-seeds = 🎲 **How the rounds are drawn**: from seeds drawn now and committed to; round 1's commitment is `{ $commitment }` (every round's is on the event's page and in `/event show`). Each reveal gives its seed, which anyone can check against it.
meetup-is-cancelled = ❌ **Cancelled.**
meetup-is-started = ▶️ **Started**: round 1 and the pairings are posted below.
meetup-when = 🕖 { $start } – { $end }
meetup-where = 📍 { $place }
meetup-what = ♟️ { $variant }, { $rounds ->
    [one] one round
   *[other] { $rounds } rounds
}
meetup-moved-after = ⚠️ Moved after { $was }, when that time's beacon round was already public: the move's message says what position it gave.
meetup-weekly = 🔁 Every week at this time; each week's list starts afresh.
meetup-calendar = 🗓️ Subscribe in your calendar: <{ $webcal }>
button-meetup-coming = I'm coming
button-meetup-maybe = Maybe
button-meetup-cannot = Can't come
button-meetup-calendar = Add to your calendar
meetup-reminder = ⏰ **{ $name }** starts { $start } at { $place }. { $people }
meetup-pairings = **Pairings**, drawn from the same randomness as the position:
meetup-no-players = Nobody said they were coming, so there are no pairings.
meetup-pairings-check = Check the pairings with no network:
meetup-late = ⏱️ This post is late: the bot was down at { $start }.
meetup-list-empty = No meetup is coming here: `/meetup plan` arranges one.
meetup-list-line = **{ $name }**: { $start }, { $place } · { $coming ->
    [one] one coming
   *[other] { $coming } coming
}
meetup-list-title = Coming meetups
meetup-list-now = 🟢 under way until { $end }
meetup-planned = 📅 **{ $name }** is planned: its announcement is posted in <#{ $channel }> in a moment.
meetup-no-discord-event = The bot may not create this server's events (it needs the **Create Events** permission), so this night has no Discord event: the announcement and its buttons work all the same.
meetup-moved-up = 🎟️ A place opened up for { $people }.
meetup-you-moved-up = 🎟️ { $person }, a place opened up for you: you're coming to **{ $name }**, { $start }, { $place }.
meetup-moved = 📅 **{ $name }** moves to { $start }.
meetup-moved-public = The beacon round of its first time, round { $round }, was already public: it gives position { $position }, which stays on record with this move.
meetup-cancelled-one = ❌ **{ $name }** is cancelled.
meetup-cancelled-series = ❌ **{ $name }** is cancelled, and no more weekly nights are planned.
meetup-cancelled-week = ❌ This week's **{ $name }** is cancelled; the series goes on next week.
meetup-event-beacon = 🎲 Round 1 comes from round { $round } of drand's public { $chain } beacon, the first after the start: nobody can know it before.
meetup-event-seeds = 🎲 The rounds come from seeds committed to when the night was planned: each reveal can be checked against its commitment.
choice-every-week = every week
error-meetup-every = `every:` takes `week` (a weekly series), not "{ $given }"
cmd-meetup = Club nights over the board: plan, answer, and get round 1 and the pairings
cmd-meetup-plan = Plan a night: when, where, the variant; the bot announces and starts it
cmd-meetup-plan-name = The night's name, like "Thursday 960"
cmd-meetup-plan-when = When: 2026-12-10 19:00, thursday 19:00, tomorrow 18:30 (the server's time zone)
cmd-meetup-plan-where = Where, like "Café Central, Hauptstraße 5"
cmd-meetup-plan-variant = { -variant-search }
cmd-meetup-plan-rounds = How many rounds (default 1)
cmd-meetup-plan-hours = How long the night lasts, in hours (default 3)
cmd-meetup-plan-places = The most who may come; those past it wait for a place
cmd-meetup-plan-every = Every week at this time, until /meetup cancel
cmd-meetup-plan-remind = Remind those coming this many minutes before (default: no reminder)
cmd-meetup-plan-round_every = Reveal each later round by itself this many minutes after the last
cmd-meetup-plan-study = Minutes to study each round before play (0–60)
cmd-meetup-plan-pair = Each round is two games, colours swapped
cmd-meetup-plan-draw = drand's beacon at the start, or seeds committed now
cmd-meetup-plan-repeats = No position twice (default), or allow repeats
cmd-meetup-plan-exclude = Positions to leave out: 518,534 or 0-16 or standard
cmd-meetup-plan-avoid = Leave out every position an earlier event revealed
cmd-meetup-list = This server's coming meetups
cmd-meetup-move = Move a night (one week of a series) to a new time; Discord's event follows
cmd-meetup-move-when = The new time: 2026-12-10 19:00, friday 19:30
cmd-meetup-move-name = The night (default: the server's only coming one)
cmd-meetup-cancel = Cancel a night, or a weekly series; Discord's event is cancelled too
cmd-meetup-cancel-name = The night (default: the server's only coming one)
cmd-meetup-cancel-this_week_only = Only this week's night; the weekly series goes on
web-meetup-starts = The night starts at
web-meetup-countdown = Time left until round 1 is drawn
web-meetup-drawing = Round 1 is being drawn…
meetup-calendar-name = Club nights
web-calendar-missing-title = No such calendar
web-calendar-missing = This address names no server's calendar of meetups.
web-calendar-missing-fix = Copy the calendar's address whole from a meetup's announcement ("Add to your calendar").
web-calendar-down-title = The calendar cannot be read just now
meetup-board-lichess = ♞ Board { $board } on lichess, for its two players only: <{ $url }>
