"""Issue 11: the contracts of the Python face: enum hash/eq (IntEnum's), playout winners
that compare with Color, and a real signature for every public callable."""

from __future__ import annotations

import inspect
import itertools
from typing import Any

import pytest

import gomoku
from gomoku import Color, Forbidden, ForbiddenPolicy, Game, Rules, Termination

ENUMS: list[Any] = [Color, Forbidden, Termination, ForbiddenPolicy]


def members(enum: Any) -> list[Any]:
    return [v for k, v in vars(enum).items() if k.isupper()]


def test_enums_hash_as_their_int_like_int_enum() -> None:
    values: list[object] = [False, True, None, 0.0, 1.0, "black"]
    values += list(range(-2, 12))
    for enum in ENUMS:
        values += members(enum)
    for a, b in itertools.product(values, repeat=2):
        if a == b:
            assert hash(a) == hash(b), (a, b)
    for enum in ENUMS:
        for m in members(enum):
            assert m == int(m) and hash(m) == hash(int(m))
            assert {int(m): "x"}.get(m) == "x"
            assert {m: "x"}.get(int(m)) == "x"
            for other in members(enum):
                assert (m == other) == (m is other)
    # IntEnum's contract, documented: BLACK is 0 (False, as chess.BLACK), WHITE is 1.
    assert Color.BLACK == 0 and Color.BLACK == False  # noqa: E712
    assert Color.WHITE == 1 and Color.WHITE == True  # noqa: E712
    # Members of different enums are different things.
    assert Color.BLACK != Forbidden.DOUBLE_THREE
    assert len({Color.BLACK, 0, False}) == 1


def test_playout_winners_compare_with_color() -> None:
    pl = gomoku.random_playouts(Rules.freestyle(size=7).with_move_limit(20), 300, seed=3, threads=1)
    assert pl.draws > 0 and pl.black_wins > 0 and pl.white_wins > 0
    assert set(pl.winners) == {Color.BLACK, Color.WHITE, None}
    assert sum(w == Color.BLACK for w in pl.winners) == pl.black_wins
    assert sum(w == Color.WHITE for w in pl.winners) == pl.white_wins
    assert sum(w is None for w in pl.winners) == pl.draws
    assert all(w is None or isinstance(w, Color) for w in pl.winners)


def test_playout_winners_in_numpy_compare_with_color() -> None:
    np = pytest.importorskip("numpy")
    pl = gomoku.random_playouts(Rules.freestyle(size=7).with_move_limit(20), 300, seed=3, threads=1)
    winners, terminations, lengths = pl.to_numpy()
    assert int(np.sum(winners == Color.BLACK)) == pl.black_wins
    assert int(np.sum(winners == Color.WHITE)) == pl.white_wins
    assert int(np.sum(winners < 0)) == pl.draws
    assert winners.tolist() == [-1 if w is None else int(w) for w in pl.winners]
