"""gomoku.svg.board and Game._repr_svg_: the board drawn as an SVG picture."""

from __future__ import annotations

import doctest
import re
import xml.etree.ElementTree as ET

import pytest
from conftest import DOUBLE_THREE_MOVES

import gomoku
from gomoku import Color, Game, Point, Rules

NS = "{http://www.w3.org/2000/svg}"
#: Black wins along row 8 with its ninth move, h8 to l8.
FIVE_MOVES = "h8 h9 i8 i9 j8 j9 k8 k9 l8"


def parse(game: Game, **options: bool) -> ET.Element:
    """The picture of `game`, parsed (which checks that it is well-formed XML)."""
    root = ET.fromstring(gomoku.svg.board(game, **options))
    assert root.tag == f"{NS}svg"
    return root


def of_class(root: ET.Element, name: str) -> list[ET.Element]:
    """The elements of the picture whose class list holds `name`, in document order."""
    return [e for e in root.iter() if name in e.get("class", "").split()]


def centre(element: ET.Element) -> tuple[float, float]:
    """Where a circle, text or translated group sits."""
    if "transform" in element.attrib:
        found = re.fullmatch(r"translate\((-?[\d.]+),(-?[\d.]+)\)", element.attrib["transform"])
        assert found is not None
        return float(found[1]), float(found[2])
    if element.tag == f"{NS}circle":
        return float(element.attrib["cx"]), float(element.attrib["cy"])
    return float(element.attrib["x"]), float(element.attrib["y"])


def locate(root: ET.Element) -> dict[str, tuple[float, float]]:
    """Each point's name (`h8`) → its place, read off the coordinate labels: the column
    of its file's label along the bottom, the row of its rank's label up the side."""
    columns = {e.text: centre(e)[0] for e in of_class(root, "file")}
    rows = {e.text: centre(e)[1] for e in of_class(root, "rank")}
    return {f"{f}{r}": (x, y) for f, x in columns.items() for r, y in rows.items()}


def test_stones_of_each_colour_sit_on_their_points() -> None:
    game = Game.from_moves(Rules.renju(), DOUBLE_THREE_MOVES)
    root = parse(game)
    at = locate(root)
    for colour, name in [(Color.BLACK, "black"), (Color.WHITE, "white")]:
        circles = [e for e in of_class(root, "stone") if name in e.attrib["class"].split()]
        assert len(circles) == len(game.stones(colour)) == 4
        assert sorted(centre(e) for e in circles) == sorted(at[str(p)] for p in game.stones(colour))


def test_forbidden_points_of_the_side_to_move_are_crossed_with_their_kind() -> None:
    game = Game.from_moves(Rules.renju(), DOUBLE_THREE_MOVES)
    assert game.forbidden_points() == {Point.parse("h8"): gomoku.Forbidden.DOUBLE_THREE}
    root = parse(game)
    marks = of_class(root, "forbidden")
    assert [(centre(m), m.findtext(f"{NS}title")) for m in marks] == [
        (locate(root)[str(p)], f"{p} {kind}") for p, kind in sorted(game.forbidden_points().items())
    ]
    assert marks[0].findtext(f"{NS}title") == "h8 double-three"
    assert of_class(parse(game, forbidden=False), "forbidden") == []
    game.push("a9")  # Black elsewhere: White, unrestricted, is to move
    assert of_class(parse(game), "forbidden") == []


def test_the_last_move_is_marked_on_its_point() -> None:
    game = Game.from_moves(Rules.freestyle(), "h8 h9 c3")
    root = parse(game)
    [mark] = of_class(root, "last-move")
    assert centre(mark) == locate(root)["c3"]
    [ring] = of_class(parse(game, numbers=True), "last-move")
    assert centre(ring) == locate(root)["c3"]
    assert of_class(parse(game, last_move=False), "last-move") == []
    assert of_class(parse(Game()), "last-move") == []
    game = Game.from_moves(Rules.freestyle().with_pass(True), ["h8", None])
    assert of_class(parse(game), "last-move") == []  # a pass has no point


def test_a_five_is_struck_through_and_nothing_else_is() -> None:
    game = Game.from_moves(Rules.freestyle(), FIVE_MOVES)
    root = parse(game)
    [line] = of_class(root, "five")
    at = locate(root)
    ends = {(float(line.attrib["x1"]), float(line.attrib["y1"])), (float(line.attrib["x2"]), float(line.attrib["y2"]))}
    assert ends == {at["h8"], at["l8"]}
    game.pop()
    assert of_class(parse(game), "five") == []
    game.resign(Color.WHITE)
    assert game.outcome() is not None and of_class(parse(game), "five") == []


@pytest.mark.parametrize("n", [5, 15, 19, 26])
def test_every_size_draws_its_grid_and_coordinates(n: int) -> None:
    game = Game(Rules.freestyle(size=n))
    root = parse(game)
    assert root.attrib["width"] == root.attrib["height"] == "400"
    assert len(root.attrib["viewBox"].split()) == 4
    [grid] = of_class(root, "grid")
    assert len(grid.findall(f"{NS}line")) == 2 * n
    # The labels follow the notation of Point: files a.. left to right, ranks 1.. upwards.
    files, ranks = of_class(root, "file"), of_class(root, "rank")
    assert [e.text for e in files] == [str(Point(x, 0))[:-1] for x in range(n)]
    assert [e.text for e in ranks] == [str(Point(0, y))[1:] for y in range(n)]
    assert [centre(e)[0] for e in files] == sorted(centre(e)[0] for e in files)
    assert [centre(e)[1] for e in ranks] == sorted((centre(e)[1] for e in ranks), reverse=True)
    assert len(of_class(root, "star")) == {5: 1, 15: 5, 19: 9, 26: 0}[n]
    bare = parse(game, coordinates=False)
    assert of_class(bare, "file") == of_class(bare, "rank") == []


def test_star_points_of_the_15_board() -> None:
    root = parse(Game(Rules.renju()))
    at = locate(root)
    assert sorted(centre(e) for e in of_class(root, "star")) == sorted(at[p] for p in ["h8", "d4", "d12", "l4", "l12"])


def test_move_numbers_only_when_asked() -> None:
    game = Game.from_moves(Rules.freestyle(), FIVE_MOVES)
    assert of_class(parse(game), "number") == []
    root = parse(game, numbers=True)
    at = locate(root)
    shown = {centre(e): e.text for e in of_class(root, "number")}
    assert shown == {at[str(p)]: str(i) for i, p in enumerate(game.moves, 1)}


def test_a_point_captured_and_played_again_shows_its_latest_number() -> None:
    # Black's m10 captures k10 l10; White plays k10 again with move 6.
    game = Game.from_moves(Rules.pente(), "j10 k10 a1 l10 m10 k10")
    root = parse(game, numbers=True)
    at = locate(root)
    shown = {centre(e): e.text for e in of_class(root, "number")}
    assert shown == {at["j10"]: "1", at["a1"]: "3", at["m10"]: "5", at["k10"]: "6"}
    assert len(of_class(root, "stone")) == 4  # l10 stays empty


def test_the_same_game_gives_the_same_text() -> None:
    game = Game.from_moves(Rules.renju(), DOUBLE_THREE_MOVES)
    text = gomoku.svg.board(game, numbers=True)
    assert text == gomoku.svg.board(game.copy(), numbers=True)
    assert text == gomoku.svg.board(Game.from_moves(Rules.renju(), " ".join(DOUBLE_THREE_MOVES)), numbers=True)
    assert text != gomoku.svg.board(game)


def test_jupyter_shows_the_board() -> None:
    game = Game.from_moves(Rules.renju(), DOUBLE_THREE_MOVES)
    assert game._repr_svg_() == gomoku.svg.board(game)
    assert Game()._repr_svg_() == gomoku.svg.board(Game())


def test_size_scales_the_picture_not_the_drawing() -> None:
    game = Game.from_moves(Rules.freestyle(), FIVE_MOVES)
    small, large = gomoku.svg.board(game, size=1), gomoku.svg.board(game, size=1000)
    assert 'width="1" height="1"' in small and 'width="1000" height="1000"' in large
    assert small.replace('width="1" height="1"', 'width="1000" height="1000"') == large


@pytest.mark.parametrize("size", [0, -400])
def test_a_size_that_is_not_positive_is_refused(size: int) -> None:
    with pytest.raises(ValueError, match="positive"):
        gomoku.svg.board(Game(), size=size)


@pytest.mark.parametrize("size", ["400", 400.0, True, None])
def test_a_size_that_is_not_an_int_is_refused(size: object) -> None:
    with pytest.raises(TypeError, match="size"):
        gomoku.svg.board(Game(), size=size)  # type: ignore[arg-type]


@pytest.mark.parametrize("game", [None, "h8 h9", Rules.renju(), [Game()]])
def test_only_a_game_is_drawn(game: object) -> None:
    with pytest.raises(TypeError, match="Game"):
        gomoku.svg.board(game)  # type: ignore[arg-type]


def test_module_docstring_runs() -> None:
    result = doctest.testmod(gomoku.svg)
    assert result.attempted > 0
    assert result.failed == 0
