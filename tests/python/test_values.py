"""The value classes: Point, Color, Forbidden, Termination, ForbiddenPolicy, Rules, Outcome."""

from __future__ import annotations

import copy
import enum
import pickle
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import gomoku
from gomoku import Color, Forbidden, ForbiddenPolicy, Outcome, Point, Rules, Termination

NAMESPACE: dict[str, Any] = {name: getattr(gomoku, name) for name in gomoku.__all__}


def round_trips(value: object) -> None:
    """repr evaluates back; pickle (every protocol), copy and deepcopy give an equal value."""
    assert eval(repr(value), NAMESPACE) == value
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        again = pickle.loads(pickle.dumps(value, protocol))
        assert again == value
        assert type(again) is type(value)
        assert hash(again) == hash(value)
    assert copy.copy(value) == value
    assert copy.deepcopy(value) == value


points = st.builds(Point, st.integers(0, 25), st.integers(0, 25))


# Point


def test_point_basics() -> None:
    h8 = Point.parse("h8")
    assert (h8.x, h8.y) == (7, 7)
    assert h8 == Point(7, 7)
    assert str(h8) == "h8"
    assert repr(h8) == "Point.parse('h8')"
    assert Point.parse("H8") == h8
    assert str(Point(25, 25)) == "z26"
    assert Point.parse("a1") == Point(0, 0)
    assert h8.is_on_board(15) and not Point.parse("o15").is_on_board(14)
    assert not h8.is_on_board(-1) and not h8.is_on_board(2**80)


@given(points)
def test_point_round_trips(p: Point) -> None:
    round_trips(p)
    assert Point.parse(str(p)) == p
    assert Point.parse(str(p).upper()) == p
    assert Point(p.x, p.y) == p


@given(points, points)
def test_point_order_is_reading_order_from_the_bottom_left(a: Point, b: Point) -> None:
    assert (a < b) == ((a.y, a.x) < (b.y, b.x))
    assert (a <= b) == ((a.y, a.x) <= (b.y, b.x))
    assert (a == b) == (hash(a) == hash(b) and (a.x, a.y) == (b.x, b.y))


def test_point_is_frozen() -> None:
    p = Point(1, 2)
    with pytest.raises(AttributeError):
        p.x = 3  # type: ignore[misc]
    assert {p: 1}[Point.parse("b3")] == 1


@pytest.mark.parametrize("text", ["z99", "", "h", "8", "h0", "h08", "z27", "h-1", " h8", "h8 ", "é8", "pass", "\ud800"])
def test_point_parse_refuses_malformed_text(text: str) -> None:
    with pytest.raises(gomoku.InvalidPointError):
        Point.parse(text)


@pytest.mark.parametrize("bad", [1.5, "7", None, [7]])
def test_point_wrong_types(bad: Any) -> None:
    with pytest.raises(TypeError):
        Point(bad, 0)
    with pytest.raises(TypeError):
        Point(0, bad)
    if not isinstance(bad, str):
        with pytest.raises(TypeError):
            Point.parse(bad)


# The enums


ENUMS = [
    (Color, ["BLACK", "WHITE"]),
    (Forbidden, ["DOUBLE_THREE", "DOUBLE_FOUR", "OVERLINE"]),
    (
        Termination,
        [
            "FIVE",
            "CAPTURE",
            "FORBIDDEN",
            "RESIGNATION",
            "TIMEOUT",
            "BOARD_FULL",
            "NO_LEGAL_MOVE",
            "BOTH_PASSED",
            "MOVE_LIMIT",
            "AGREEMENT",
            "BOTH_WON",
        ],
    ),
    (ForbiddenPolicy, ["REJECT", "LOSE"]),
]


@pytest.mark.parametrize(("cls", "names"), ENUMS)
def test_enum_members(cls: Any, names: list[str]) -> None:
    members = [getattr(cls, n) for n in names]
    for name, member in zip(names, members):
        assert repr(member) == f"{cls.__name__}.{name}"
        assert getattr(cls, name) is member
        round_trips(member)
        assert pickle.loads(pickle.dumps(member)) is member
        assert copy.copy(member) is member and copy.deepcopy(member) is member
    assert len(set(members)) == len(members)
    assert all(a != b for i, a in enumerate(members) for b in members[i + 1 :])


ALL_ENUMS = [Color, gomoku.Player, Forbidden, Termination, ForbiddenPolicy, gomoku.Symmetry]


@pytest.mark.parametrize("cls", ALL_ENUMS, ids=lambda c: c.__name__)
def test_enums_are_int_enums(cls: Any) -> None:
    """Each enumeration is an `enum.IntEnum`, in every respect the README documents."""
    assert issubclass(cls, enum.IntEnum)
    members = list(cls)
    assert [int(m) for m in members] == list(range(len(members)))
    assert len(cls) == len(members) and cls.__members__ == {m.name: m for m in members}
    for m in members:
        assert isinstance(m, int) and isinstance(m, cls)
        assert cls(int(m)) is m and cls[m.name] is m and getattr(cls, m.name) is m
        assert m == int(m) and hash(m) == hash(int(m)) and {int(m): 1}[m] == 1
        assert m.value == int(m) and f"{m:>20}" == f"{str(m):>20}"
        assert repr(m) == f"{cls.__name__}.{m.name}" and eval(repr(m), vars(gomoku)) is m
        assert str(m) == m.name.lower().replace("_", "-")
        assert pickle.loads(pickle.dumps(m)) is m and copy.copy(m) is m and copy.deepcopy(m) is m
        assert m + 0 == int(m) and -m == -int(m)  # arithmetic as ints
    # Ordering as ints.
    assert sorted(reversed(members)) == members
    assert all(a < b and b > a and a <= b for a, b in zip(members, members[1:]))
    assert max(members) is members[-1] and min(members) is members[0]
    with pytest.raises(ValueError):
        cls(len(members))
    # The module hands out these very members, and takes only them.
    assert cls.__module__ == "gomoku" and getattr(gomoku, cls.__name__) is cls


def test_the_module_returns_and_takes_enum_members() -> None:
    game = gomoku.Game.from_moves(Rules.renju(), "f8 a1 g8 a3 h6 a5 h7 a7")
    assert game.turn is Color.BLACK and type(game.turn) is Color
    assert list(game.forbidden_points().values()) == [Forbidden.DOUBLE_THREE]
    assert game.forbidden("h8", Color(0)) is Forbidden.DOUBLE_THREE
    assert Color.BLACK < Color.WHITE and sorted([Color.WHITE, Color.BLACK]) == [Color.BLACK, Color.WHITE]
    assert list(Color) == [Color.BLACK, Color.WHITE] and Color(0) is Color.BLACK
    assert gomoku.Symmetry.ALL == tuple(gomoku.Symmetry)
    assert Rules.renju().with_forbidden_policy(ForbiddenPolicy.REJECT).forbidden_policy is ForbiddenPolicy.REJECT
    with pytest.raises(TypeError):
        game.forbidden("h8", 0)  # type: ignore[arg-type]  # an int, not a Color member
    with pytest.raises(TypeError):
        game.forbidden("h8", Forbidden.DOUBLE_THREE)  # type: ignore[arg-type]  # another enum


def test_enum_text() -> None:
    assert str(Color.BLACK) == "black" and str(Color.WHITE) == "white"
    assert Color.parse("WHITE") is Color.WHITE and Color.parse("b") is Color.BLACK
    assert Color.BLACK.other() is Color.WHITE and ~Color.WHITE is Color.BLACK
    assert [str(f) for f in [Forbidden.DOUBLE_THREE, Forbidden.DOUBLE_FOUR, Forbidden.OVERLINE]] == [
        "double-three",
        "double-four",
        "overline",
    ]
    assert Forbidden.parse("overline") is Forbidden.OVERLINE
    assert str(Termination.BOARD_FULL) == "board-full"
    assert Termination.parse("no-legal-move") is Termination.NO_LEGAL_MOVE
    draws = {t for t in (getattr(Termination, n) for n in ENUMS[2][1]) if t.is_draw()}
    assert draws == {
        Termination.BOARD_FULL,
        Termination.NO_LEGAL_MOVE,
        Termination.BOTH_PASSED,
        Termination.MOVE_LIMIT,
        Termination.AGREEMENT,
        Termination.BOTH_WON,
    }
    assert Termination.parse("both-won") is Termination.BOTH_WON
    assert str(ForbiddenPolicy.LOSE) == "lose"
    for cls, text, err in [
        (Color, "red", gomoku.InvalidColorError),
        (Forbidden, "double-five", gomoku.InvalidForbiddenError),
        (Termination, "", gomoku.InvalidTerminationError),
    ]:
        with pytest.raises(err):
            cls.parse(text)
    with pytest.raises(TypeError):
        Color.parse(0)  # type: ignore[arg-type]
    # Lone surrogates cannot be encoded: they are simply not a name.
    with pytest.raises(gomoku.InvalidColorError):
        Color.parse("\ud800")
    with pytest.raises(gomoku.UnknownRulesError):
        Rules.parse("renju\ud800")


# Rules


PRESETS = {
    "freestyle": Rules.freestyle(),
    "standard": Rules.standard(),
    "renju": Rules.renju(),
    "caro": Rules.caro(),
    "caro-overline": Rules.caro_overline(),
    "omok": Rules.omok(),
    "ninuki-renju": Rules.ninuki_renju(),
    "pente": Rules.pente(),
}


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_presets(name: str) -> None:
    rules = PRESETS[name]
    assert Rules.parse(name) == rules
    assert Rules.parse(name.upper().replace("-", "_")) == rules
    assert str(rules) == name
    assert rules.preset == name
    method = name.replace("-", "_")
    assert repr(rules) == f"Rules.{method}()"
    round_trips(rules)


def test_rule_switches() -> None:
    renju = Rules.renju()
    assert renju.size == 15
    assert not renju.overline_wins(Color.BLACK) and renju.overline_wins(Color.WHITE)
    assert renju.restrictions(Color.BLACK) == frozenset(
        {Forbidden.DOUBLE_THREE, Forbidden.DOUBLE_FOUR, Forbidden.OVERLINE}
    )
    assert renju.restrictions(Color.WHITE) == frozenset()
    assert renju.forbidden_policy is ForbiddenPolicy.LOSE
    assert Rules.omok().forbidden_policy is ForbiddenPolicy.REJECT
    assert Rules.caro().caro_rule and not renju.caro_rule
    assert Rules.pente().capture == 5 and renju.capture is None
    assert Rules.ninuki_renju().perfect_five and not Rules.pente().perfect_five
    assert not renju.pass_allowed and renju.with_pass(True).pass_allowed
    assert renju.move_limit is None and renju.with_move_limit(200).move_limit == 200
    assert renju.gomocup_code == 4 and Rules.omok().gomocup_code is None
    assert Rules.pente().size == 19
    assert Rules.freestyle(size=19).size == 19
    assert Rules.freestyle().with_size(20) == Rules.freestyle(size=20) == Rules.parse("freestyle/20")
    assert str(Rules.renju().with_pass(True)) == "renju+pass=on"
    assert Rules.parse("renju+pass=on") == Rules.renju().with_pass(True)
    assert Rules.renju().with_pass(True).preset is None


def test_rules_are_frozen_values() -> None:
    r = Rules.renju()
    assert r.with_size(19) != r and r.size == 15
    assert hash(Rules.renju()) == hash(r)
    with pytest.raises(AttributeError):
        r.size = 19  # type: ignore[misc]


def test_gomocup_codes() -> None:
    assert Rules.from_gomocup(0) == Rules.freestyle()
    assert Rules.from_gomocup(1) == Rules.standard()
    for code in [2, 4, 5]:
        assert Rules.from_gomocup(code) == Rules.renju()
    assert Rules.from_gomocup(8) == Rules.caro_overline()
    assert Rules.from_gomocup(9) == Rules.caro()
    assert Rules.from_gomocup(0, size=20) == Rules.freestyle(size=20)
    for code in [3, 6, 7, 10, 12]:
        with pytest.raises(gomoku.UnsupportedGomocupCodeError):
            Rules.from_gomocup(code)


def test_repr_of_custom_rules() -> None:
    assert repr(Rules.freestyle().with_size(19).with_pass(True)) == (
        "Rules.freestyle(size=19).with_pass(True)"
    )
    assert repr(Rules.renju().with_size(19)) == "Rules.renju().with_size(19)"
    assert repr(Rules.renju().with_move_limit(200)) == "Rules.renju().with_move_limit(200)"
    assert repr(Rules.pente().with_capture(None)) == "Rules.freestyle(size=19)"
    site = Rules.freestyle().with_restrictions(Color.BLACK, [Forbidden.DOUBLE_THREE, Forbidden.OVERLINE])
    assert eval(repr(site), NAMESPACE) == site


forbidden_sets = st.sets(st.sampled_from([Forbidden.DOUBLE_THREE, Forbidden.DOUBLE_FOUR, Forbidden.OVERLINE]))


@st.composite
def any_rules(draw: st.DrawFn) -> Rules:
    """Rules with random switches, built through the Python API."""
    r = draw(st.sampled_from(sorted(PRESETS.values(), key=repr)))
    r = r.with_size(draw(st.integers(5, 26)))
    for color in [Color.BLACK, Color.WHITE]:
        r = r.with_overline_wins(color, draw(st.booleans()))
        r = r.with_restrictions(color, draw(forbidden_sets))
    r = r.with_forbidden_policy(draw(st.sampled_from([ForbiddenPolicy.REJECT, ForbiddenPolicy.LOSE])))
    r = r.with_caro_rule(draw(st.booleans()))
    r = r.with_capture(draw(st.none() | st.integers(1, 100)))
    if r.capture is not None:
        r = r.with_perfect_five(draw(st.booleans()))
    r = r.with_pass(draw(st.booleans()))
    return r.with_move_limit(draw(st.none() | st.integers(1, 65535)))


@given(any_rules())
def test_any_rules_round_trip(rules: Rules) -> None:
    round_trips(rules)
    if rules.preset is not None:
        assert Rules.parse(str(rules)) == rules


def test_rules_wrong_types() -> None:
    for call in [
        lambda: Rules.freestyle(size="15"),
        lambda: Rules.freestyle(size=15.0),
        lambda: Rules.freestyle(15),
        lambda: Rules.renju().with_pass("yes"),
        lambda: Rules.renju().with_overline_wins("black", True),
        lambda: Rules.renju().with_restrictions(Color.BLACK, ["double-three"]),
        lambda: Rules.renju().with_restrictions(Color.BLACK, 3),
        lambda: Rules.renju().with_capture("5"),
        lambda: Rules.renju().with_forbidden_policy("reject"),
        lambda: Rules.parse(None),
        lambda: Rules.from_gomocup("4"),
    ]:
        with pytest.raises(TypeError):
            call()


# Outcome


def test_outcome() -> None:
    line = [Point.parse(t) for t in ["d4", "e5", "f6", "g7", "h8"]]
    o = Outcome(Color.BLACK, Termination.FIVE, line)
    assert o.winner is Color.BLACK and o.termination is Termination.FIVE
    assert o.line == line
    assert o.result() == "1-0" and not o.is_draw()
    assert str(o) == "1-0 (five)"
    round_trips(o)
    assert Outcome(Color.BLACK, Termination.FIVE, ["d4", "e5", "f6", "g7", "h8"]) == o
    draw = Outcome(None, Termination.AGREEMENT)
    assert draw.result() == "1/2-1/2" and draw.is_draw() and draw.line is None
    assert repr(draw) == "Outcome(None, Termination.AGREEMENT)"
    round_trips(draw)
    assert Outcome(Color.WHITE, Termination.TIMEOUT).result() == "0-1"
    for bad in [["d4", "e5", "g7"], ["h8", "a1"], []]:
        with pytest.raises(gomoku.GomokuError):
            Outcome(Color.BLACK, Termination.FIVE, bad)
    with pytest.raises(TypeError):
        Outcome("black", Termination.FIVE)  # type: ignore[arg-type]


def test_every_rules_value_prints_as_text_that_parses_back() -> None:
    """Issue 11, item 7: `Rules.parse(str(r)) == r` for custom rules too."""
    site = Rules.freestyle(size=19).with_restrictions(Color.BLACK, [Forbidden.DOUBLE_THREE])
    cases = [
        Rules.renju().with_pass(True),
        site,
        site.with_forbidden_policy(ForbiddenPolicy.LOSE).with_move_limit(200),
        Rules.pente().with_capture(None).with_caro_rule(True),
        Rules.ninuki_renju().with_perfect_five(False).with_size(9),
        Rules.freestyle().with_overline_wins(Color.WHITE, False),
    ]
    for rules in cases:
        assert Rules.parse(str(rules)) == rules, str(rules)
    assert str(site) == "freestyle/19+forbidden-black=double-three"
    with pytest.raises(gomoku.SizeOutOfRangeError) as size:
        Rules.parse("renju/27")
    assert size.value.size == 27
    with pytest.raises(gomoku.CaptureTargetOutOfRangeError):
        Rules.parse("pente+capture=0")
    for bad in ["custom/15", "renju+pass", "renju+castling=on", "renju/x"]:
        with pytest.raises(gomoku.UnknownRulesError):
            Rules.parse(bad)
