"""Issue 11: the contracts of the Python face: enum hash/eq (IntEnum's), playout winners
that compare with Color, and a real signature for every public callable."""

from __future__ import annotations

import inspect
import itertools
import pickle
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gomoku
from gomoku import Color, Forbidden, ForbiddenPolicy, Game, Rules, Termination

ENUMS: list[Any] = [Color, Forbidden, Termination, ForbiddenPolicy]


def members(enum: Any) -> list[Any]:
    return list(enum)


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
    # As with every IntEnum, members of two enums with one value are equal: both are ints.
    assert Color.BLACK == Forbidden.DOUBLE_THREE == 0
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


def public_callables() -> list[tuple[str, Any]]:
    """Every public function, class and method of the module (exception classes aside:
    like the builtin ones they take any arguments)."""
    out: list[tuple[str, Any]] = []
    for name in gomoku.__all__:
        obj = getattr(gomoku, name)
        if inspect.isclass(obj) and issubclass(obj, BaseException):
            continue
        if inspect.isclass(obj):
            out.append((name, obj))
            for attr, value in vars(obj).items():
                if attr.startswith("_") and attr not in ("__new__",):
                    continue
                if callable(value) or isinstance(value, (classmethod, staticmethod)):
                    out.append((f"{name}.{attr}", getattr(obj, attr)))
        elif callable(obj):
            out.append((name, obj))
    return out


def has_constructor(cls: type) -> bool:
    try:
        cls()
    except TypeError as e:
        return "cannot create" not in str(e)
    except Exception:  # noqa: BLE001 (a constructor that refuses no arguments)
        return True
    return True


def test_every_public_callable_has_a_signature() -> None:
    checked = []
    for name, obj in public_callables():
        if inspect.isclass(obj) and not has_constructor(obj):
            continue  # not callable: made by classmethods, or its members are fixed
        sig = inspect.signature(obj)
        assert "Ellipsis" not in str(sig) and "..." not in str(sig), (name, sig)
        checked.append(name)
    for name in ["Game", "Game.from_stones", "Game.from_history", "Game.from_moves",
                 "Point", "Outcome", "Rules.freestyle", "random_playouts", "replay",
                 "stack_games", "Color.parse"]:
        assert name in checked
    assert str(inspect.signature(Game)) == "(rules=None, opening=None)"
    assert "rules=Ellipsis" not in pydoc_text(Game)
    sig = inspect.signature(Game.from_stones)
    assert list(sig.parameters) == ["rules", "black", "white", "turn", "black_pairs", "white_pairs"]
    assert sig.parameters["black_pairs"].default == 0


def pydoc_text(obj: object) -> str:
    import pydoc

    return pydoc.render_doc(obj, renderer=pydoc.plaintext)


def test_classes_that_do_not_order_list_no_ordering_methods() -> None:
    for cls in [Game, Rules, gomoku.Outcome]:
        for name in ["__lt__", "__le__", "__gt__", "__ge__"]:
            assert name not in vars(cls), (cls, name)
        assert "__lt__" not in pydoc_text(cls)
    with pytest.raises(TypeError):
        Game() < Game()  # type: ignore[operator]
    assert Game() == Game() and Game() != Game.from_moves(Rules.freestyle(), "h8")
    # Points do order (row, then column).
    assert gomoku.Point.parse("a1") < gomoku.Point.parse("a2")


# Item 13: eval(repr(game)) == game for every game

REPR_RULES = [
    Rules.freestyle(size=7),
    Rules.renju().with_size(7),
    Rules.omok().with_size(7),
    Rules.ninuki_renju().with_size(7),
    Rules.pente().with_size(7).with_pass(True),
    Rules.caro(size=6).with_move_limit(20),
]
NAMESPACE: dict[str, Any] = {n: getattr(gomoku, n) for n in gomoku.__all__}
coords = st.tuples(st.integers(0, 6), st.integers(0, 6))
actions = st.one_of(
    coords.map(lambda xy: ("push", gomoku.Point(*xy))),
    st.sampled_from([("pass", None), ("pop", None)]),
    st.tuples(st.sampled_from(["resign", "timeout", "offer_draw", "accept_draw", "decline_draw"]),
              st.sampled_from([Color.BLACK, Color.WHITE])),
)


@st.composite
def any_game(draw: st.DrawFn) -> Game:
    """A game from the empty board or a setup (with captured pairs where the rules
    allow them), after random actions of every kind, refused ones included."""
    rules = draw(st.sampled_from(REPR_RULES))
    game = Game(rules)
    if draw(st.booleans()):
        stones = draw(st.lists(st.tuples(coords, st.booleans()), max_size=8))
        target = rules.capture or 1
        try:
            game = Game.from_stones(
                rules,
                [gomoku.Point(*xy) for xy, black in stones if black],
                [gomoku.Point(*xy) for xy, black in stones if not black],
                turn=draw(st.sampled_from([Color.BLACK, Color.WHITE])),
                black_pairs=draw(st.integers(0, target - 1)),
                white_pairs=draw(st.integers(0, target - 1)),
            )
        except gomoku.SetupError:
            pass
    for action, arg in draw(st.lists(actions, max_size=30)):
        try:
            if action == "push":
                game.push(arg)
            elif action == "pass":
                game.push_pass()
            elif action == "pop":
                game.pop()
            else:
                getattr(game, action)(arg)
        except gomoku.GomokuError:
            pass
    return game


@given(any_game())
@settings(max_examples=300, derandomize=True)
def test_repr_of_every_game_evaluates_back(game: Game) -> None:
    again = eval(repr(game), NAMESPACE)
    assert again == game, repr(game)
    assert repr(again) == repr(game)
    assert pickle.loads(pickle.dumps(game)) == game


def test_repr_of_set_up_and_ended_games() -> None:
    cases = []
    g = Game.from_stones(Rules.pente(), [], [], black_pairs=3)
    cases.append(g)
    g = Game.from_stones(Rules.freestyle(), ["h8"], ["h9"], turn=Color.WHITE)
    g.push("a1")
    g.timeout(Color.BLACK)
    cases.append(g)
    g = Game()
    g.offer_draw(Color.BLACK)
    g.accept_draw(Color.WHITE)
    cases.append(g)
    g = Game()
    g.offer_draw(Color.WHITE)
    cases.append(g)
    for g in cases:
        assert eval(repr(g), NAMESPACE) == g, repr(g)
    assert repr(cases[2]) == (
        "Game.from_history(Rules.freestyle(), ending=Outcome(None, Termination.AGREEMENT))"
    )
    assert repr(cases[3]) == "Game.from_history(Rules.freestyle(), draw_offer=Color.WHITE)"
    # The history argument is checked as the methods check it.
    with pytest.raises(ValueError, match="not an ending by action"):
        Game.from_history(Rules.freestyle(), ending=gomoku.Outcome(None, Termination.BOARD_FULL))
    with pytest.raises(gomoku.GameOverError):
        Game.from_history(Rules.freestyle(), ending=gomoku.Outcome(None, Termination.AGREEMENT),
                          draw_offer=Color.BLACK)
    with pytest.raises(gomoku.OccupiedError) as info:
        Game.from_history(Rules.freestyle(), "h8 h8")
    assert info.value.index == 1  # type: ignore[attr-defined]
