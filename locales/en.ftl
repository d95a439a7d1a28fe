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
