"""Batch calls: random_playouts (against a move-by-move Python replica) and replay."""

from __future__ import annotations

import random

import pytest

import gomoku
from gomoku import Color, ForbiddenPolicy, Game, Point, Rules, Termination

M64 = (1 << 64) - 1

PRESETS = ["freestyle", "standard", "renju", "caro", "omok", "pente", "ninuki-renju"]


class Rng:
    """The binding's generator (splitmix64-seeded wyrand), in Python."""

    def __init__(self, seed: int, index: int) -> None:
        z = (seed ^ (index * 0x9E3779B97F4A7C15)) & M64
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
        self.state = z ^ (z >> 31)

    def below(self, n: int) -> int:
        self.state = (self.state + 0xA0761D6478BD642F) & M64
        t = self.state * (self.state ^ 0xE7037ED1A0B428DB)
        r = ((t >> 64) ^ t) & M64
        return (r * n) >> 64


def python_playout(rules: Rules, seed: int, index: int, start: Game | None = None) -> tuple[int, int, int]:
    """Game `index` of `random_playouts(rules, n, seed)`, played with the per-move API:
    a uniformly drawn empty point, or under the reject policy a draw among legal_moves
    when the drawn point is forbidden."""
    game = Game(rules) if start is None else start.copy()
    size = rules.size
    empty = [Point(x, y) for y in range(size) for x in range(size) if game.stone_at(Point(x, y)) is None]
    rng = Rng(seed, index)
    length = 0
    while not game.is_game_over():
        i = rng.below(len(empty))
        try:
            game.push(empty[i])
        except gomoku.ForbiddenMoveError:
            assert rules.forbidden_policy is ForbiddenPolicy.REJECT
            legal = list(game.legal_moves)
            p = legal[rng.below(len(legal))]
            i = empty.index(p)
            game.push(p)
        empty[i] = empty[-1]
        empty.pop()
        empty.extend(game.last_captures())
        length += 1
    outcome = game.outcome()
    assert outcome is not None
    return outcome.winner, int(outcome.termination), length


@pytest.mark.parametrize("preset", PRESETS)
def test_playouts_match_the_per_move_api(preset: str) -> None:
    rules = Rules.parse(preset)
    n = 12
    batch = gomoku.random_playouts(rules, n, 7)
    assert len(batch) == n
    expected = [python_playout(rules, 7, i) for i in range(n)]
    assert list(zip(batch.winners, batch.terminations, batch.lengths)) == expected


def test_playouts_reject_policy_and_small_boards() -> None:
    for rules in [
        Rules.renju().with_forbidden_policy(ForbiddenPolicy.REJECT),
        Rules.freestyle(size=7),
        Rules.standard(size=19).with_move_limit(40),
    ]:
        batch = gomoku.random_playouts(rules, 8, 3)
        expected = [python_playout(rules, 3, i) for i in range(8)]
        assert list(zip(batch.winners, batch.terminations, batch.lengths)) == expected


def test_playouts_from_a_start_game() -> None:
    start = Game.from_moves(Rules.renju(), "h8 h9 i8 i9 g8")
    batch = gomoku.random_playouts(Rules.renju(), 10, 11, start=start)
    expected = [python_playout(Rules.renju(), 11, i, start) for i in range(10)]
    assert list(zip(batch.winners, batch.terminations, batch.lengths)) == expected
    assert start.moves == Game.from_moves(Rules.renju(), "h8 h9 i8 i9 g8").moves

    over = Game(Rules.freestyle())
    over.resign(Color.WHITE)
    done = gomoku.random_playouts(Rules.freestyle(), 3, start=over)
    assert done.winners == [Color.BLACK] * 3
    assert done.terminations == [int(Termination.RESIGNATION)] * 3
    assert done.lengths == [0, 0, 0]

    with pytest.raises(ValueError, match="other rules"):
        gomoku.random_playouts(Rules.freestyle(), 3, start=start)


def test_playouts_are_deterministic() -> None:
    rules = Rules.freestyle()
    a = gomoku.random_playouts(rules, 500, 42)
    b = gomoku.random_playouts(rules, 500, 42, threads=1)
    c = gomoku.random_playouts(rules, 500, 42, threads=3)
    d = gomoku.random_playouts(rules, 500, 43)
    assert a.winners == b.winners == c.winners
    assert a.lengths == b.lengths == c.lengths
    assert a.lengths != d.lengths
    # The first games do not depend on how many are played.
    assert gomoku.random_playouts(rules, 10, 42).lengths == a.lengths[:10]


def test_playouts_summary() -> None:
    batch = gomoku.random_playouts(Rules.renju(), 300, 5)
    assert batch.black_wins + batch.white_wins + batch.draws == 300
    assert batch.black_wins == batch.winners.count(Color.BLACK)
    assert batch.white_wins == batch.winners.count(Color.WHITE)
    assert set(batch.terminations) <= {int(Termination.FIVE), int(Termination.FORBIDDEN)}
    # Under renju Black loses by a forbidden move: White wins those games.
    for w, t in zip(batch.winners, batch.terminations):
        if t == int(Termination.FORBIDDEN):
            assert w == Color.WHITE
    assert all(9 <= n <= 225 for n in batch.lengths)
    assert repr(batch).startswith("<Playouts n=300 ")
    empty = gomoku.random_playouts(Rules.freestyle(), 0)
    assert len(empty) == 0 and empty.winners == []


def test_playouts_bad_arguments() -> None:
    with pytest.raises(ValueError, match="threads"):
        gomoku.random_playouts(Rules.freestyle(), 1, threads=0)
    # Issue 11: a ValueError that says what was wrong, never an OverflowError.
    for kwargs, what in [({"n": -1}, "n"), ({"n": 1, "seed": -1}, "seed"),
                         ({"n": 1, "seed": 2**64}, "seed"), ({"n": 1, "threads": -1}, "threads"),
                         ({"n": 1, "threads": 2**64}, "threads"), ({"n": 2**64}, "n")]:
        with pytest.raises(ValueError, match=f"^{what} must be an int from") as info:
            gomoku.random_playouts(Rules.freestyle(), **kwargs)
        assert not isinstance(info.value, OverflowError)
    with pytest.raises(TypeError):
        gomoku.random_playouts(Rules.freestyle(), 1.0)  # type: ignore[arg-type]
    # The largest seed is a seed; any number of threads is fine (at most 256 start).
    assert len(gomoku.random_playouts(Rules.freestyle(), 3, 2**64 - 1, threads=2**63)) == 3
    with pytest.raises(TypeError):
        gomoku.random_playouts("freestyle", 1)  # type: ignore[arg-type]


def random_move_list(rng: random.Random, rules: Rules) -> list[Point]:
    game = Game(rules)
    for _ in range(rng.randrange(0, 60)):
        if game.is_game_over():
            break
        game.push(rng.choice(list(game.legal_moves)))
    return [p for p in game.moves if p is not None]


def test_replay_matches_from_moves() -> None:
    rng = random.Random(1)
    for preset in PRESETS:
        rules = Rules.parse(preset)
        lists = [random_move_list(rng, rules) for _ in range(10)]
        as_text = [" ".join(str(p) for p in moves) for moves in lists]
        games = gomoku.replay(rules, as_text)
        assert games == [Game.from_moves(rules, t) for t in as_text]
        assert gomoku.replay(rules, lists) == games
        assert gomoku.replay(rules, iter(lists)) == games
    assert gomoku.replay(Rules.freestyle(), []) == []
    mixed = gomoku.replay(Rules.freestyle().with_pass(True), ["h8 h9", ["a1", None, Point(3, 3)]])
    assert mixed[1].moves == [Point.parse("a1"), None, Point(3, 3)]


def test_replay_errors_name_the_list_and_the_move() -> None:
    rules = Rules.freestyle()
    with pytest.raises(gomoku.OccupiedError) as occupied:
        gomoku.replay(rules, ["h8 h9", "a1 b2 a1"])
    assert occupied.value.game_index == 1
    assert occupied.value.index == 2
    assert occupied.value.point == Point.parse("a1")
    assert str(occupied.value) == "move list 1: move 2 of the move list: a1 is occupied"

    with pytest.raises(gomoku.InvalidMoveListError) as unparsable:
        gomoku.replay(rules, ["h8", "h9", "h8 zz9"])
    assert unparsable.value.game_index == 2
    assert unparsable.value.index == 1
    assert str(unparsable.value).startswith("move list 2: ")

    with pytest.raises(gomoku.InvalidMoveError) as bad_item:
        gomoku.replay(rules, [["h8"], ["h9", "nonsense"]])
    assert bad_item.value.game_index == 1

    with pytest.raises(gomoku.ForbiddenMoveError) as forbidden:
        gomoku.replay(
            Rules.renju().with_forbidden_policy(ForbiddenPolicy.REJECT),
            ["f8 a1 g8 a3 h6 a5 h7 a7 h8"],
        )
    assert forbidden.value.game_index == 0 and forbidden.value.index == 8

    with pytest.raises(TypeError):
        gomoku.replay(rules, "h8 h9")
    with pytest.raises(TypeError) as not_a_list:
        gomoku.replay(rules, ["h8", 5])
    assert not_a_list.value.game_index == 1  # type: ignore[attr-defined]


def test_legal_moves_indexing() -> None:
    """`game.legal_moves[i]` follows iteration order, so `random.choice` needs no list."""
    rng = random.Random(8)
    for rules in [Rules.freestyle(size=9), Rules.renju().with_forbidden_policy(ForbiddenPolicy.REJECT)]:
        moves = "f8 a1 g8 a3 h6 a5 h7 a7" if rules.size == 15 else "e5 e6 d4"
        game = Game.from_moves(rules, moves)
        legal = game.legal_moves
        listed = list(legal)
        assert [legal[i] for i in range(len(legal))] == listed
        assert [legal[-i] for i in range(1, len(legal) + 1)] == listed[::-1]
        for bad in (len(listed), -len(listed) - 1):
            with pytest.raises(IndexError):
                legal[bad]
        assert rng.choice(legal) in listed
        if rules.size == 15:
            assert Point.parse("h8") not in listed  # forbidden, refused under reject
    over = Game.from_moves(Rules.freestyle(), "h8 a1 i8 a2 j8 a3 k8 a4 l8")
    with pytest.raises(IndexError):
        over.legal_moves[0]
    # Points handed out are ordinary values.
    assert Game().legal_moves[0] == Point(0, 0) and list(Game().legal_moves)[-1] == Point(14, 14)
