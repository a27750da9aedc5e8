"""Load a game from a move string and print the forbidden points after each move.

    python examples/python/analyse.py                      # a Renju example game
    python examples/python/analyse.py "h8 h9 i8 i9" --rules freestyle
    python examples/python/analyse.py --svg board.svg      # also draw the final board
"""

from __future__ import annotations

import argparse

import gomoku

#: Black builds f8 g8 and h6 h7, which meet at h8: a double-three, forbidden under renju.
EXAMPLE = "f8 a1 g8 a3 h6 a5 h7 a7"


def describe(forbidden: dict[gomoku.Point, gomoku.Forbidden]) -> str:
    """`h8 double-three, ...` in board order, or `none`."""
    if not forbidden:
        return "none"
    return ", ".join(f"{point} {kind}" for point, kind in sorted(forbidden.items()))


def analyse(rules: gomoku.Rules, moves: str) -> gomoku.Game:
    """Replays `moves` under `rules`, printing the forbidden points after each move."""
    record = gomoku.Game.from_moves(rules, moves)
    game = gomoku.Game(rules)
    print(f"rules: {rules!r}")
    print(f"start: forbidden for {game.turn}: {describe(game.forbidden_points())}")
    for number, move in enumerate(record.moves, 1):
        mover = game.turn
        if move is None:
            game.push_pass()
        else:
            game.push(move)
        played = "pass" if move is None else str(move)
        print(f"{number:3}. {mover} {played:<4}  forbidden for {game.turn}: {describe(game.forbidden_points())}")
    return game


def main() -> None:
    """Reads the command line and prints the analysis, the board and the outcome."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("moves", nargs="?", default=EXAMPLE, help='a move list such as "h8 h9 i8"')
    parser.add_argument("--rules", default="renju", help="a rule set name such as renju or freestyle/19")
    parser.add_argument("--svg", metavar="FILE", help="also write the final board to FILE as an SVG picture")
    args = parser.parse_args()
    try:
        game = analyse(gomoku.Rules.parse(args.rules), args.moves)
    except gomoku.GomokuError as error:
        parser.error(f"{type(error).__name__}: {error}")
    print()
    print(game.diagram())
    outcome = game.outcome()
    print(f"outcome: {outcome if outcome is not None else 'the game goes on'}")
    if args.svg:
        with open(args.svg, "w", encoding="utf-8") as file:
            file.write(gomoku.svg.board(game))


if __name__ == "__main__":
    main()
