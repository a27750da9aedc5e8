"""pbrain.py: a Gomocup tournament brain in Python, with the reference bot of
``pbrain-gomoku`` (the Rust example) written on the public Python API.

The bot wins when it can, never plays a move after which the opponent wins at once (it
blocks fours, and captures that would win under pente or ninuki-renju), never plays a
point forbidden to it, and otherwise picks by a small evaluation of the five-point windows
through each candidate.  The protocol is the library's (``gomoku.brain.run``)::

    python examples/python/pbrain.py                 # a brain on stdin/stdout
    python examples/python/pbrain.py --rules pente   # rules that have no Gomocup code
    python examples/python/pbrain.py --bench 20      # against a random bot
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Optional

import gomoku
import gomoku.brain

DIRECTIONS = ((1, 0), (0, 1), (1, 1), (1, -1))
WINDOW = (0, 2, 20, 200, 5_000, 100_000)

Grid = dict[tuple[int, int], gomoku.Color]


def grid(game: gomoku.Game) -> Grid:
    """The stones of the board by (x, y)."""
    out: Grid = {}
    for color in (gomoku.Color.BLACK, gomoku.Color.WHITE):
        for p in game.stones(color):
            out[(p.x, p.y)] = color
    return out


def near(game: gomoku.Game, stones: Grid, reach: int) -> list[gomoku.Point]:
    """The empty points within ``reach`` of a stone (the centre on an empty board)."""
    size = game.rules.size
    seen: set[tuple[int, int]] = set()
    for x, y in stones:
        for dx in range(-reach, reach + 1):
            for dy in range(-reach, reach + 1):
                q = (x + dx, y + dy)
                if 0 <= q[0] < size and 0 <= q[1] < size and q not in stones:
                    seen.add(q)
    if not stones:
        seen.add((size // 2, size // 2))
    return [gomoku.Point(x, y) for x, y in sorted(seen)]


def wins(game: gomoku.Game, p: gomoku.Point) -> bool:
    """Whether the side to move wins by playing ``p``."""
    me = game.turn
    after = game.copy()
    try:
        after.push(p)
    except gomoku.IllegalMoveError:
        return False
    outcome = after.outcome()
    return outcome is not None and outcome.winner == me


def windows(stones: Grid, size: int, p: gomoku.Point, color: gomoku.Color) -> int:
    """The windows of five through ``p`` free of the other colour, by their stones."""
    score = 0
    for dx, dy in DIRECTIONS:
        for start in range(-4, 1):
            own, ok = 1, True
            for k in range(start, start + 5):
                if k == 0:
                    continue
                x, y = p.x + dx * k, p.y + dy * k
                if not (0 <= x < size and 0 <= y < size):
                    ok = False
                    break
                c = stones.get((x, y))
                if c is None:
                    continue
                if c == color:
                    own += 1
                else:
                    ok = False
                    break
            if ok:
                score += WINDOW[min(own, 5)]
    return score


class Reference:
    """The reference bot (``choose(game, budget)``)."""

    name = "pbrain-py"
    version = gomoku.__version__
    author = "The gomoku developers"
    country = "CZ"

    def __init__(self, seed: Optional[int] = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: gomoku.Game, budget: gomoku.Budget) -> gomoku.Point:
        started = time.monotonic()
        limit = budget.time_for_move()
        me = game.turn
        them = me.other()
        stones = grid(game)
        size = game.rules.size
        forbidden = game.forbidden_points()
        moves = [p for p in near(game, stones, 2) if game.is_legal(p) and p not in forbidden]
        if not moves:
            moves = [p for p in game.legal_moves if p not in forbidden] or list(game.legal_moves)
        for p in moves:
            if wins(game, p):
                return p
        safe: list[gomoku.Point] = []
        checked = 0
        for p in moves:
            if limit is not None and time.monotonic() - started >= limit:
                break
            checked += 1
            after = game.copy()
            after.push(p)
            if after.is_game_over():
                continue
            # A five or a winning capture is always next to a stone already there.
            if not any(wins(after, q) for q in near(after, grid(after), 1)):
                safe.append(p)
        if safe:
            pool = safe
        elif checked == len(moves):
            pool = moves
        else:
            pool = moves[checked:]
        capture = game.rules.capture is not None
        best, best_score = pool[0], -1
        for p in pool:
            score = windows(stones, size, p, me) + windows(stones, size, p, them) * 4 // 5
            if capture:
                after = game.copy()
                after.push(p)
                score += 3_000 * len(after.last_captures()) // 2
            score = score * 8 + self.rng.randrange(8)
            if score > best_score:
                best, best_score = p, score
        return best


def bench(games: int, seed: int) -> None:
    """The reference bot against a random bot, colours alternating, per rule set."""
    rng = random.Random(seed)
    budget = gomoku.Budget(turn=1.0)
    presets = ["freestyle", "standard", "renju", "caro", "caro-overline", "omok",
               "ninuki-renju", "pente"]
    times: list[float] = []
    for name in presets:
        rules = gomoku.Rules.parse(name)
        won = 0
        for g in range(games):
            bot = Reference(seed + g)
            game = gomoku.Game(rules)
            mine = gomoku.Color.BLACK if g % 2 == 0 else gomoku.Color.WHITE
            while not game.is_game_over():
                if game.turn == mine:
                    t = time.monotonic()
                    p = bot.choose(game, budget)
                    times.append(time.monotonic() - t)
                else:
                    legal = game.legal_moves
                    p = legal[rng.randrange(len(legal))]
                game.push(p)
            outcome = game.outcome()
            assert outcome is not None
            won += outcome.winner == mine
        print(f"  {name:<13} won {won}/{games}")
    times.sort()
    print(f"  move times: {len(times)} moves, mean {sum(times) / len(times) * 1000:.1f} ms, "
          f"max {times[-1] * 1000:.1f} ms")


def main() -> None:
    """Runs the brain (or the benchmark)."""
    parser = argparse.ArgumentParser(description="A Gomocup brain with the reference bot.")
    parser.add_argument("--rules", help="rules before any INFO rule (e.g. pente)")
    parser.add_argument("--bench", type=int, metavar="GAMES", help="play a random bot")
    parser.add_argument("--seed", type=int, default=None, help="the bot's random seed")
    args = parser.parse_args()
    if args.bench:
        bench(args.bench, args.seed or 1)
        return
    rules = gomoku.Rules.parse(args.rules) if args.rules else None
    gomoku.brain.run(Reference(args.seed), rules=rules)


if __name__ == "__main__":
    main()
