"""The memory of reading a big SGF collection (issue 25): a generated collection of
85-move games (100 MB by default) read by `Record.iter_sgf_collection` (one game at a time)
in a child process whose peak resident memory `/usr/bin/time -v` reports, beside the same
child reading nothing but the module (the baseline) and, with `--whole`, beside
`Record.read_sgf_collection` (every record held, for comparison). Not a timed test: a
measurement for the report and the README.

    .venv/bin/python bench/python/sgf_stream.py [--mb 100] [--whole]
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile


def game(i: int) -> str:
    """An 85-move game on 15x15 (distinct points), its players numbered."""
    sgf = f"(;GM[4]FF[4]SZ[15]RU[renju]PB[Player {i}]PW[Player {i + 1}]EV[Generated]RE[B+R]"
    for k in range(85):
        x, y = (k + i) % 15, k // 15 * 2 % 15 + k % 2
        sgf += ";%s[%s%s]" % ("BW"[k % 2], chr(97 + x), chr(97 + y))
    return sgf + ")\n"


def write_collection(path: str, mb: int) -> int:
    """Writes games until the file holds `mb` megabytes; returns how many."""
    n = 0
    with open(path, "w") as f:
        while f.tell() < mb * 1_000_000:
            f.write("".join(game(n + k) for k in range(1000)))
            n += 1000
    return n


def peak_kb(code: str, path: str) -> tuple[int, str]:
    """The maximum resident set of a child running `code` (with `path` as sys.argv[1])."""
    run = subprocess.run(
        ["/usr/bin/time", "-v", sys.executable, "-c", code, path],
        capture_output=True,
        text=True,
        check=True,
    )
    peak = re.search(r"Maximum resident set size \(kbytes\): (\d+)", run.stderr)
    assert peak, run.stderr
    return int(peak.group(1)), run.stdout.strip()


STREAM = """
import sys, gomoku
games = moves = 0
for record in gomoku.Record.iter_sgf_collection(sys.argv[1]):
    games += 1
    moves += len(record.moves)
print(games, moves)
"""

WHOLE = """
import sys, gomoku
records = gomoku.Record.read_sgf_collection(open(sys.argv[1], "rb").read())
print(len(records), sum(len(r.moves) for r in records))
"""

BASELINE = """
import sys, gomoku
print(0, 0)
"""


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--mb", type=int, default=100)
    parser.add_argument("--whole", action="store_true", help="also read it whole")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "collection.sgf")
        n = write_collection(path, args.mb)
        size = os.path.getsize(path) / 1e6
        print(f"{size:.0f} MB, {n} games of 85 moves")
        rows = [("import gomoku, read nothing", BASELINE), ("Record.iter_sgf_collection", STREAM)]
        if args.whole:
            rows.append(("Record.read_sgf_collection", WHOLE))
        for name, code in rows:
            kb, out = peak_kb(code, path)
            print(f"| {name} | {out} | peak RSS {kb / 1024:.1f} MiB |")


if __name__ == "__main__":
    main()
