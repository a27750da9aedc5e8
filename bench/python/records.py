"""Game records from Python: `gomoku.renjunet.iter_games` over a generated RenjuNet file
(moves per second, iterating and reading each record's moves), and Record.read_sgf +
replay. The file is written in a temporary directory and removed.

    .venv/bin/python bench/python/records.py [--mb 20]
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time

import gomoku


def games(n: int) -> list[str]:
    """Move texts of random renju games to their end, from the batch replay of random
    playouts' move lists (deterministic)."""
    import random

    rng = random.Random(7)
    out = []
    for _ in range(n):
        game = gomoku.Game(gomoku.Rules.renju())
        while not game.is_game_over():
            legal = game.legal_moves
            near = [p for p in legal if abs(p.x - 7) <= 4 and abs(p.y - 7) <= 4]
            game.push(rng.choice(near or list(legal)))
        out.append(game.to_moves())
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--mb", type=int, default=20)
    args = parser.parse_args()
    texts = games(300)
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "generated.rif")
        with open(path, "w") as f:
            f.write('<?xml version="1.0" encoding="UTF-8"?>\n<database>\n')
            f.write('<rules><rule id="1" name="RIF"/></rules>\n')
            f.write('<players><player id="1" name="A" surname="B"/><player id="2" name="C" surname="D"/></players>\n')
            f.write('<openings><opening id="1" name="Kagetsu"/></openings>\n<games>\n')
            written, i = 0, 0
            while written < args.mb << 20:
                line = (
                    f'<game id="{i}" rule="1" black="1" white="2" bresult="1" opening="1">'
                    f"<move>{texts[i % len(texts)]}</move></game>\n"
                )
                f.write(line)
                written += len(line)
                i += 1
            f.write("</games>\n</database>\n")
        for _ in range(2):
            start = time.perf_counter()
            n = moves = 0
            for record in gomoku.renjunet.iter_games(path):
                moves += len(record.moves)
                n += 1
            t = time.perf_counter() - start
            print(f"renjunet.iter_games, {args.mb} MB: {n} games, {moves} moves, {t:.2f} s, {moves / t / 1e3:.0f} k moves/s")
    sgfs = [gomoku.Record.read_moves(t).to_sgf() for t in texts]
    start = time.perf_counter()
    moves = 0
    for _ in range(5):
        for s in sgfs:
            moves += len(gomoku.Record.read_sgf(s).replay(gomoku.Rules.renju()).moves)
    t = time.perf_counter() - start
    print(f"Record.read_sgf + replay: {moves / t / 1e3:.0f} k moves/s")


if __name__ == "__main__":
    main()
