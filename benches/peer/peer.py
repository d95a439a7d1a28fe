"""The peer for board images: python-chess's chess.svg.board drawn to PNG by
cairosvg.svg2png, the stack Python chess bots use. Renders the same 300
Chess960 positions as `cargo bench --bench peer` (SP 0, 3, 6, …, 897) at the
same width, encode included, and prints one JSON line.

Run by benches/peer/run, which compares the two side by side.
"""

import json
import sys
import time

import cairosvg
import chess
import chess.svg

WIDTH = int(sys.argv[1]) if len(sys.argv) > 1 else 576
NUMBERS = range(0, 900, 3)


def main() -> None:
    # One board first, so imports and caches are warm, as the Rust side's
    # renderer is warmed up before it is timed.
    cairosvg.svg2png(bytestring=chess.svg.board(chess.Board(), size=WIDTH).encode())
    sizes = []
    start = time.perf_counter()
    for n in NUMBERS:
        board = chess.Board.from_chess960_pos(n)
        svg = chess.svg.board(board, size=WIDTH)
        sizes.append(len(cairosvg.svg2png(bytestring=svg.encode())))
    seconds = time.perf_counter() - start
    print(json.dumps({
        "who": "python-chess + cairosvg",
        "images": len(sizes),
        "width": WIDTH,
        "ms_per_image": 1000 * seconds / len(sizes),
        "mean_bytes": sum(sizes) / len(sizes),
    }))


if __name__ == "__main__":
    main()
