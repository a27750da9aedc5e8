"""Analysis (RULES.md §12): threats, threat maps, forbidden explanations, VCF, the
threat planes, and the SVG board drawing them; the VCF puzzles of
tests/data/analysis/vcf.jsonl."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import gomoku
from gomoku import Color, Forbidden, Game, Point, Rules

from conftest import REPO

P = Point.parse


def double_three() -> Game:
    return Game.from_stones(Rules.renju(), ["f8", "g8", "h6", "h7"], ["a1", "a2", "a3"])


def test_threat_map_of_both_colours() -> None:
    game = double_three()
    black = game.threats(Color.BLACK)
    assert black.color is Color.BLACK
    assert P("h8") in black.three_three
    assert P("e8") in black.three and P("e8") not in black.four
    assert isinstance(black.five, frozenset) and not black.five
    white = game.threats(Color.WHITE)
    assert not white.three
    # The side to move by default.
    assert game.threats().three == black.three
    assert "ThreatMap black" in repr(black)


def maps_of(game: Game) -> list[list[frozenset[Point]]]:
    sets = ["five", "four", "straight_four", "three", "four_three", "four_four", "three_three"]
    return [[getattr(game.threats(c), s) for s in sets] for c in (Color.BLACK, Color.WHITE)]


@given(
    st.sampled_from(["renju", "freestyle", "standard", "pente", "caro", "omok", "ninuki_renju"]),
    st.lists(st.tuples(st.integers(-3, 3), st.integers(-3, 3), st.booleans()), max_size=50),
)
def test_the_kept_threat_maps_follow_moves_and_undo(preset: str, steps: list[Any]) -> None:
    # The game keeps its threat maps from one call to the next (issue 28); a copy starts
    # afresh. After every move and undo (captures included) both answer the same.
    game = Game(getattr(Rules, preset)())
    for dx, dy, undo in steps:
        if undo and game.moves:
            game.pop()
        elif not game.is_game_over():
            p = Point(7 + dx, 7 + dy)
            if game.is_legal(p):
                game.push(p)
        assert maps_of(game) == maps_of(game.copy())


def test_threats_at_a_point() -> None:
    game = double_three()
    t = game.threats_at("h8")
    assert (t.point, t.color, t.fours, t.threes, t.wins) == (P("h8"), Color.BLACK, 0, 2, False)
    assert t.forbidden is Forbidden.DOUBLE_THREE
    row = t.lines[0]
    assert (row.direction, row.shape) == ("horizontal", "three")
    assert row.stones == (P("f8"), P("g8"), P("h8"))
    assert row.points == (P("e8"), P("i8"))
    assert t.lines[2].shape == "none"
    assert str(t).startswith("h8 black: horizontal three f8-g8-h8 at e8 i8;")
    four = Game.from_stones(Rules.renju(), ["e8", "g8", "i8", "k8"]).threats_at("h8")
    assert (four.lines[0].shape, four.fours, four.forbidden) == ("four", 2, Forbidden.DOUBLE_FOUR)
    with pytest.raises(gomoku.OccupiedError):
        game.threats_at("f8")
    with pytest.raises(gomoku.OffBoardError):
        game.threats_at(Point(15, 0))
    with pytest.raises(TypeError):
        game.threats_at(7)  # type: ignore[arg-type]


def test_explanation_text_and_tree() -> None:
    game = double_three()
    e = game.explain("h8")
    assert e is not None
    assert (e.point, e.color, e.kind) == (P("h8"), Color.BLACK, Forbidden.DOUBLE_THREE)
    assert str(e) == "h8: double-three: three f8-g8-h8 (e8 ✓, i8 ✓); three h6-h7-h8 (h5 ✓, h9 ✓)"
    assert e.tree().splitlines()[:3] == ["h8: double-three", "  three f8-g8-h8", "    e8 ✓"]
    assert [r.kind for r in e.rows] == ["three", "three"]
    assert [r.direction for r in e.rows] == ["horizontal", "vertical"]
    assert [p.verdict for p in e.rows[1].points] == ["valid", "valid"]
    assert game.explain("a8") is None
    assert game.explain("f8") is None
    assert game.explain("h8", Color.WHITE) is None
    with pytest.raises(gomoku.OffBoardError):
        game.explain("p1")


def test_explanation_one_level_down() -> None:
    # e8 is an overline point (e5 e6 e7 e9 e10): the row f8 g8 h8 counts by i8 alone.
    game = Game.from_stones(
        Rules.renju(), ["f8", "g8", "h6", "h7", "e5", "e6", "e7", "e9", "e10"], ["a1"]
    )
    e = game.explain("h8")
    assert e is not None
    e8 = e.rows[0].points[0]
    assert (e8.point, e8.verdict) == (P("e8"), "forbidden")
    assert e8.explanation is not None
    assert e8.explanation.kind is Forbidden.OVERLINE
    assert e8.explanation.rows[0].kind == "overline"
    assert len(e8.explanation.rows[0].stones) == 6
    assert "e8 ✗ forbidden [overline: overline e5-e6-e7-e8-e9-e10]" in str(e)


def test_vcf_answers_and_bounds() -> None:
    game = Game.from_stones(Rules.renju(), ["h8", "i8", "j8", "k9", "k10", "k11"], ["a1", "a2", "h9", "f8", "o8"])
    v = game.vcf()
    assert v and v.found and v.attacker_moves == 2 and v.end == "five"
    assert v.moves == [P("k12"), P("k8"), P("k13")]
    assert v.stopped_by is None and v.nodes >= 1
    assert "k12 k8 k13" in repr(v)
    fast = game.vcf(fast=True)
    assert fast.found
    none = game.vcf(Color.WHITE)
    assert not none and none.moves == [] and none.stopped_by is None
    assert game.vcf(max_moves=1).stopped_by == "moves"
    assert game.vcf(max_nodes=1).stopped_by == "nodes"
    assert game.vcf(table_entries=0).found
    with pytest.raises(gomoku.VcfMovesOutOfRangeError) as moves:
        game.vcf(max_moves=128)
    assert moves.value.moves == 128
    with pytest.raises(gomoku.VcfTableTooLargeError) as table:
        game.vcf(table_entries=1 << 25)
    assert table.value.entries == 1 << 25
    with pytest.raises(ValueError):
        game.vcf(max_nodes=-1)
    with pytest.raises(gomoku.VcfCaptureError):
        Game(Rules.ninuki_renju()).vcf()
    assert issubclass(gomoku.VcfCaptureError, gomoku.VcfError)
    assert issubclass(gomoku.VcfError, gomoku.GomokuError)


def test_a_reused_vcf_solver_answers_as_the_one_shot_search() -> None:
    solver = gomoku.VcfSolver()
    assert solver.table_entries == 0 and repr(solver) == "VcfSolver(table_entries=0)"
    game = Game.from_stones(Rules.renju(), ["h8", "i8", "j8", "k9", "k10", "k11"], ["a1", "a2", "h9", "f8", "o8"])
    for color in (Color.BLACK, Color.WHITE, None):
        for fast in (False, True):
            for _ in range(2):
                a, b = game.vcf(color, fast=fast), solver.vcf(game, color, fast=fast)
                assert (a.found, a.moves, a.end, a.stopped_by, a.nodes) == (b.found, b.moves, b.end, b.stopped_by, b.nodes)
    assert solver.vcf(game, max_nodes=1).stopped_by == "nodes"
    with pytest.raises(gomoku.VcfMovesOutOfRangeError):
        solver.vcf(game, max_moves=128)
    with pytest.raises(gomoku.VcfTableTooLargeError):
        solver.vcf(game, table_entries=1 << 25)
    with pytest.raises(gomoku.VcfCaptureError):
        solver.vcf(Game(Rules.ninuki_renju()))
    with pytest.raises(TypeError):
        solver.vcf("h8")  # type: ignore[arg-type]
    game.resign(Color.WHITE)
    with pytest.raises(gomoku.VcfGameOverError):
        solver.vcf(game)


def puzzles() -> list[dict[str, Any]]:
    path = REPO / "tests" / "data" / "analysis" / "vcf.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def test_there_are_puzzles() -> None:
    assert len(puzzles()) >= 35


@pytest.mark.parametrize("case", puzzles(), ids=lambda c: c["id"])
def test_vcf_puzzle(case: dict[str, Any]) -> None:
    rules = Rules.parse(case["rules"])
    for key, value in case.get("options", {}).items():
        assert key == "policy", key
        policy = {"reject": gomoku.ForbiddenPolicy.REJECT, "lose": gomoku.ForbiddenPolicy.LOSE}
        rules = rules.with_forbidden_policy(policy[value])
    game = Game.from_stones(rules, case["setup"]["black"], case["setup"]["white"])
    attacker = Color.parse(case["attacker"])
    expect = case["expect"]
    max_moves = expect.get("none_within", 40)
    for fast in (False, True):
        v = game.vcf(attacker, max_moves=max_moves, fast=fast)
        if "found" in expect:
            assert v.found
            assert len(v.moves) in (2 * v.attacker_moves - 1, 2 * v.attacker_moves)
            if not fast:
                assert v.attacker_moves == expect["found"]
                assert v.end == expect.get("end", "five")
                if "first" in expect:
                    assert str(v.moves[0]) in expect["first"]
        elif "none_within" in expect:
            assert not v.found and v.stopped_by == "moves"
        else:
            assert not v.found and v.stopped_by is None


def test_threat_planes() -> None:
    np = pytest.importorskip("numpy")
    game = double_three()
    planes = game.threat_planes(Color.BLACK)
    assert planes.shape == (7, 15, 15) and planes.dtype == np.uint8
    assert gomoku.THREAT_PLANES[6] == "three_three"
    h8 = P("h8")
    assert planes[6, h8.y, h8.x] == 1
    threats = game.threats(Color.BLACK)
    for k, name in enumerate(gomoku.THREAT_PLANES):
        marked = {Point(int(x), int(y)) for y, x in zip(*np.nonzero(planes[k]))}
        assert marked == getattr(threats, name), name


def test_svg_threat_marks_are_the_threat_map_exactly() -> None:
    # Fives, fours and threes all present; each point marked once, by its strongest shape.
    game = Game.from_stones(Rules.renju(), ["d8", "e8", "f8", "g8", "j12", "k12", "l12", "c3", "d4"],
                            ["a15", "o1", "o15", "n2", "b14", "m13", "a2", "o8", "a9"], turn=Color.BLACK)
    tmap = game.threats(Color.BLACK)
    assert tmap.five and tmap.four - tmap.five and tmap.three - tmap.four
    root = ET.fromstring(gomoku.svg.board(game, threats=Color.BLACK))
    marks: dict[str, set[Point]] = {"five": set(), "four": set(), "three": set()}
    for e in root.iter():
        cls = e.get("class", "").split()
        if cls[:1] == ["threat"]:
            title = e.findtext("{http://www.w3.org/2000/svg}title") or ""
            point, shape, _, colour = title.split()
            assert (shape, colour) == (cls[1], "black"), title
            assert Point.parse(point) not in marks[shape], title
            marks[shape].add(Point.parse(point))
    assert marks == {"five": tmap.five, "four": tmap.four - tmap.five,
                     "three": tmap.three - tmap.four - tmap.five}


def test_svg_marks_threats_and_draws_a_vcf() -> None:
    game = Game.from_stones(Rules.renju(), ["h8", "i8", "j8"], ["a1"])
    v = game.vcf()
    picture = gomoku.svg.board(game, threats=True, vcf=v)
    root = ET.fromstring(picture)
    classes = [e.get("class", "") for e in root.iter()]
    assert classes.count("vcf-move") == len(v.moves) == 3
    assert classes.count("vcf-line") == 1
    tmap = game.threats()
    assert classes.count("threat five") == len(tmap.five)
    assert classes.count("threat four") == len(tmap.four - tmap.five)
    assert classes.count("threat three") == len(tmap.three - tmap.four - tmap.five)
    # The same line given as points draws the same picture.
    assert gomoku.svg.board(game, threats=True, vcf=v.moves) == picture
    plain = gomoku.svg.board(game)
    assert "vcf-move" not in plain and "threat" not in plain
