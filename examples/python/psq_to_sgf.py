"""Converts a directory of PSQ files (the Gomocup archives) into one SGF collection,
replaying each game under the given rules so that an illegal record is reported.

    python examples/python/psq_to_sgf.py DIR [-o OUT.sgf] [--rules freestyle]
"""

from __future__ import annotations

import argparse
import pathlib
import sys

import gomoku

DEFAULT = pathlib.Path(__file__).resolve().parents[2] / "tests/data/records"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("dir", nargs="?", default=str(DEFAULT))
    parser.add_argument("-o", "--output")
    parser.add_argument("--rules", default="freestyle")
    args = parser.parse_args()
    out = []
    refused = 0
    for path in sorted(pathlib.Path(args.dir).glob("*.psq")):
        try:
            record = gomoku.Record.read_psq(path)
            record.replay(gomoku.Rules.parse(f"{args.rules}/{record.size}"))
        except gomoku.GomokuError as e:
            print(f"{path}: {e}", file=sys.stderr)
            refused += 1
            continue
        out.append(record.to_sgf())
    text = "".join(out)
    if args.output:
        pathlib.Path(args.output).write_text(text)
    else:
        sys.stdout.write(text)
    print(f"{len(out)} games converted, {refused} refused", file=sys.stderr)


if __name__ == "__main__":
    main()
