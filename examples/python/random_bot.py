"""A random-but-legal bot plays a full Renju game against itself.

Black never plays its forbidden points (under renju they would lose at once); every move
comes from the game's own list of legal moves.

    python examples/python/random_bot.py --seed 7
"""

from __future__ import annotations

import argparse
import random

import gomoku


def choose(game: gomoku.Game, rng: random.Random) -> gomoku.Point:
    """A random legal point that is not forbidden for the side to move."""
    forbidden = game.forbidden_points()
    candidates = [p for p in game.legal_moves if p not in forbidden]
    return rng.choice(candidates)


def play(seed: int) -> gomoku.Game:
    """Plays one Renju game to its end with random legal moves."""
    rng = random.Random(seed)
    game = gomoku.Game(gomoku.Rules.renju())
    while not game.is_game_over():
        game.push(choose(game, rng))
    return game


def main() -> None:
    """Plays a game and prints its moves, the final board and the result."""
    parser = argparse.ArgumentParser(description="A random Renju bot playing itself.")
    parser.add_argument("--seed", type=int, default=2024, help="the random seed")
    args = parser.parse_args()
    game = play(args.seed)
    print(" ".join(str(m) for m in game.moves))
    print()
    print(game)
    outcome = game.outcome()
    assert outcome is not None
    print()
    print(f"{len(game.moves)} moves, {outcome.result()} by {outcome.termination}", end="")
    if outcome.line is not None:
        print(": " + " ".join(str(p) for p in outcome.line), end="")
    print()
    assert outcome.termination is not gomoku.Termination.FORBIDDEN


if __name__ == "__main__":
    main()
