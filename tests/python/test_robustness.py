"""Issue 11: no Python call aborts the process, raises a BaseException or an
OverflowError where a documented class is due, or is refused by a borrow."""

from __future__ import annotations

import pickle
import threading
from typing import Any, Callable

import pytest

import gomoku
from gomoku import Color, Game, Rules

HUGE = [-1, -(2**63), 2**64, 2**70]


def raises_documented(call: Callable[[], object], cls: type[BaseException]) -> BaseException:
    """`call` raises `cls` (never OverflowError, never a non-Exception BaseException)."""
    with pytest.raises(BaseException) as info:
        call()
    assert isinstance(info.value, Exception), repr(info.value)
    assert not isinstance(info.value, OverflowError), repr(info.value)
    assert isinstance(info.value, cls), repr(info.value)
    return info.value


# Rules pickles


def test_rules_overline_switch_is_read_as_set() -> None:
    r = Rules.renju().with_overline_wins(Color.BLACK, True)
    assert r.overline_switch(Color.BLACK) and not r.overline_wins(Color.BLACK)
    assert not Rules.renju().overline_switch(Color.BLACK)
    assert pickle.loads(pickle.dumps(r)) == r


def tampered_rules(**changes: Any) -> bytes:
    """A pickle of renju rules with some switches changed by hand."""
    ctor, args = Rules.renju().__reduce__()
    names = ["size", "black_overline", "white_overline", "black_restrictions",
             "white_restrictions", "policy", "caro", "capture", "perfect_five",
             "pass_allowed", "move_limit"]
    values = dict(zip(names, args))
    values.update(changes)
    return pickle.dumps(_Reduce(ctor, tuple(values[n] for n in names)))


class _Reduce:
    """An object that pickles as `ctor(*args)`."""

    def __init__(self, ctor: Any, args: tuple[Any, ...]) -> None:
        self.ctor, self.args = ctor, args

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return self.ctor, self.args


@pytest.mark.parametrize("value", HUGE)
def test_tampered_rules_pickles_raise_rules_errors(value: int) -> None:
    for field, cls in [("size", gomoku.SizeOutOfRangeError),
                       ("capture", gomoku.CaptureTargetOutOfRangeError),
                       ("move_limit", gomoku.MoveLimitOutOfRangeError),
                       ("black_restrictions", gomoku.RulesError)]:
        raises_documented(lambda: pickle.loads(tampered_rules(**{field: value})), cls)
    raises_documented(lambda: pickle.loads(tampered_rules(perfect_five=True)),
                      gomoku.PerfectFiveNeedsCaptureError)
