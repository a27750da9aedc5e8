"""Per opening of a RenjuNet database: games, Black's score, and how many games ended by a
forbidden move (replayed under renju). A progress bar with tqdm when it is installed.

    python examples/python/renjunet_openings.py FILE.rif
"""

from __future__ import annotations

import argparse
import pathlib
from collections import defaultdict
from typing import Iterable, Iterator

import gomoku

DEFAULT = pathlib.Path(__file__).resolve().parents[2] / "tests/data/records/sample-renjunet.rif"


def progress(records: Iterator[gomoku.Record]) -> Iterable[gomoku.Record]:
    try:
        from tqdm import tqdm  # type: ignore[import-not-found, import-untyped, unused-ignore]
    except ImportError:
        return records
    return tqdm(records, unit=" games")  # type: ignore[no-any-return, unused-ignore]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("file", nargs="?", default=str(DEFAULT))
    args = parser.parse_args()
    games: dict[str, int] = defaultdict(int)
    points: dict[str, float] = defaultdict(float)
    forbidden: dict[str, int] = defaultdict(int)
    refused: dict[str, int] = defaultdict(int)
    for record in progress(gomoku.renjunet.iter_games(args.file)):
        name = record.opening_name or "?"
        games[name] += 1
        points[name] += record.black_score or 0.0
        try:
            game = gomoku.Game.from_moves(record.rules or gomoku.Rules.renju(), record.to_moves())
        except gomoku.GomokuError:
            refused[name] += 1
            continue
        outcome = game.outcome()
        if outcome is not None and outcome.termination == gomoku.Termination.FORBIDDEN:
            forbidden[name] += 1
    print(f"{'opening':<24} {'games':>7} {'black score':>12} {'forbidden':>10} {'refused':>8}")
    for name in sorted(games):
        score = 100.0 * points[name] / games[name]
        print(f"{name:<24} {games[name]:>7} {score:>11.1f}% {forbidden[name]:>10} {refused[name]:>8}")


if __name__ == "__main__":
    main()
