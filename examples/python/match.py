"""A three-game match (RULES.md §8) through the Python module: the first player
alternates, a clock gives each player 60 s a game plus 2 s a move (10 s at most a move),
the score counts a win 1 and a draw 1/2, Elo ratings start at 1200. The third game starts
with a swap2 opening (RULES.md §7), printed step by step; the match follows the players
through the colour choice. Thinking times are made up: the library keeps no wall clock.

    python examples/python/match.py
"""

from __future__ import annotations

import gomoku
from gomoku import Clock, Color, Game, Match, Player, Point, Rules


def choose(game: Game) -> Point:
    """The legal point with the most stones around it, nearest the centre."""

    def key(p: Point) -> tuple[int, int, int, int]:
        around = 0
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                x, y = p.x + dx, p.y + dy
                if 0 <= x < 15 and 0 <= y < 15 and game.stone_at(Point(x, y)) is not None:
                    around += 1
        return (around, -max(abs(p.x - 7), abs(p.y - 7)), p.x, p.y)

    return max(game.legal_moves, key=key)


def swap2_opening() -> Game:
    game = Game(Rules.freestyle(), opening=gomoku.Opening.swap2())
    steps = ["h8", "i9", "g9", "choose white"]
    for step in steps:
        expected = game.expected
        assert expected is not None
        print(f"    {str(expected):<78} -> {step}")
        if step.startswith("choose"):
            game.choose(Color.parse(step.split()[1]))
        else:
            game.place(step)
    return game


def main() -> None:
    match = Match("Ann", "Bob")
    for number in (1, 2, 3):
        game = swap2_opening() if number == 3 else Game(Rules.freestyle())
        names = match.names
        black = names[match.next_player(game.player(Color.BLACK))]
        white = names[match.next_player(game.player(Color.WHITE))]
        print(f"game {number}: {names[match.next_first]} plays first; Black {black}, White {white}")
        clock = Clock(budget_ms=60_000, increment_ms=2_000, per_move_ms=10_000)
        n = 0
        while not game.is_game_over():
            player = game.player(game.turn)
            slow = number == 2 and names[match.next_player(player)] == "Bob"
            think = [900, 1500, 400, 2300, 700][n % 5] * (3 if slow else 1) + (4000 if slow else 0)
            point = choose(game)
            if not clock.spend(player, think):
                clock.end_game(game)
                break
            game.push(point)
            n += 1
        result = match.record(game)
        winner = "nobody" if result.winner is None else names[result.winner]
        print(f"  {game.outcome()} after {len(game.moves)} moves; winner: {winner}")
        (a, b), (ra, rb) = match.score, match.ratings
        print(f"  score Ann {a} - {b} Bob; Elo Ann {ra:.1f}, Bob {rb:.1f}")
    assert sum(match.score) == 3


if __name__ == "__main__":
    main()
