"""Boards drawn as SVG pictures, the way python-chess draws with `chess.svg`.

>>> import gomoku
>>> game = gomoku.Game.from_moves(gomoku.Rules.renju(), "h8 h9 i8")
>>> picture = gomoku.svg.board(game, size=300, numbers=True)
>>> picture.startswith("<svg ") and picture.endswith("</svg>\\n")
True

In Jupyter a `Game` draws itself: `Game._repr_svg_()` returns `board(game)`.

The picture is built from the public API alone (the stones, the moves, the forbidden
points and the outcome); it holds no rule of its own. Its parts carry classes for
styling and testing: `stone black`, `stone white`, `star`, `file` and `rank` (the
coordinates), `number`, `last-move`, `forbidden` (with a `<title>` such as
`h8 double-three`, a tooltip in browsers), `five`, and for analysis `threat five`,
`threat four`, `threat three` (the threat map of a colour, `Game.threats`) and
`vcf-line` / `vcf-move` (a VCF line drawn over the board, `Game.vcf`).

>>> game = gomoku.Game.from_stones(gomoku.Rules.renju(), ["h8", "i8", "j8"], ["a1"])
>>> line = game.vcf()
>>> line.moves
[Point.parse('g8'), Point.parse('f8'), Point.parse('k8')]
>>> picture = gomoku.svg.board(game, threats=True, vcf=line)
>>> picture.count('class="vcf-move"')
3
"""

from __future__ import annotations

from html import escape
from string import ascii_lowercase

# The package imports this module last, when these names are already defined.
from collections.abc import Sequence

from . import Color, Game, Point, Vcf

__all__ = ["board"]

#: The grid spacing in viewBox units (every coordinate of the picture is an integer).
CELL = 40
#: The margin on the coordinates' sides (left, bottom) and on the others, and how far
#: the coordinates sit from the outer lines.
LABEL_MARGIN = 48
MARGIN = 24
LABEL_GAP = 30
#: Radii of a stone, a star point and the last-move dot (the ring when numbered).
STONE = 19
STAR = 4
DOT = 6
RING = 16
#: How far the arms of a forbidden point's cross reach from the intersection.
CROSS = 8

BOARD_FILL = "#dcb35c"
INK = {Color.BLACK: "#111", Color.WHITE: "#fafafa"}
#: The colour that stands out on each stone (last move, numbers).
CONTRAST = {Color.BLACK: "#fafafa", Color.WHITE: "#111"}
RED = "#d22"


def _star_points(size: int) -> list[tuple[int, int]]:
    """The customary star points (0-based columns and rows) of a board of `size`."""
    if size == 15:
        return [(3, 3), (11, 3), (7, 7), (3, 11), (11, 11)]
    if size == 19:
        return [(x, y) for y in (3, 9, 15) for x in (3, 9, 15)]
    if size % 2 == 1:
        return [(size // 2, size // 2)]
    return []


def board(
    game: Game,
    *,
    size: int = 400,
    coordinates: bool = True,
    forbidden: bool = True,
    last_move: bool = True,
    numbers: bool = False,
    threats: bool | Color = False,
    vcf: Vcf | Sequence[Point] | None = None,
) -> str:
    """The position of `game` as a standalone SVG document, `size` pixels square.

    It shows the grid with its star points, the stones, the coordinates (`a`... along
    the bottom, `1`... up the left side, row 1 at the bottom), the last move, the
    forbidden points of the side to move (red crosses) and the line of a winning five.
    With `numbers=True` each stone shows the number of the move that placed it (the
    latest one, for a point captured and played again). The same game always gives the
    same text; the `viewBox` lets the picture scale.

    With `threats=True` (the side to move) or a `Color`, the threat map of that colour is
    marked on the empty points: a filled square where a stone makes a five, a square
    outline for a four, a small diamond for a three (`Game.threats`). With `vcf` (a `Vcf`
    from `Game.vcf`, or its list of moves) the line is drawn over the board: a dashed path
    through its points and, on each, a small numbered stone of the player who plays it
    (the first move the attacker's, who is the side to move unless `threats` names him).

    Raises `TypeError` if `game` is not a `Game` or `size` not an integer, and
    `ValueError` if `size` is not positive.
    """
    if not isinstance(game, Game):
        raise TypeError(f"board() needs a gomoku.Game, not {type(game).__name__}")
    if isinstance(size, bool) or not isinstance(size, int):
        raise TypeError(f"size must be an int, not {type(size).__name__}")
    if size <= 0:
        raise ValueError(f"size must be positive, not {size}")

    n = game.rules.size
    left = LABEL_MARGIN if coordinates else MARGIN
    top = MARGIN
    extent = left + (n - 1) * CELL + (LABEL_MARGIN if coordinates else MARGIN)

    def cx(point: Point) -> int:
        return left + point.x * CELL

    def cy(point: Point) -> int:
        return top + (n - 1 - point.y) * CELL  # row 1 (y = 0) at the bottom

    span = (n - 1) * CELL  # from the first line to the last
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
        f'viewBox="0 0 {extent} {extent}">',
        f'<rect class="board" width="{extent}" height="{extent}" fill="{BOARD_FILL}"/>',
        '<g class="grid" stroke="#000" stroke-width="1.5" stroke-linecap="square">',
    ]
    for i in range(n):
        x = left + i * CELL
        out.append(f'<line x1="{x}" y1="{top}" x2="{x}" y2="{top + span}"/>')
    for i in range(n):
        y = top + i * CELL
        out.append(f'<line x1="{left}" y1="{y}" x2="{left + span}" y2="{y}"/>')
    out.append("</g>")
    for x, y in _star_points(n):
        p = Point(x, y)
        out.append(f'<circle class="star" cx="{cx(p)}" cy="{cy(p)}" r="{STAR}"/>')

    if coordinates:
        out.append('<g font-family="sans-serif" font-size="16" text-anchor="middle" fill="#000">')
        below, beside = top + span + LABEL_GAP, left - LABEL_GAP
        for i in range(n):
            p = Point(i, i)
            file, rank = ascii_lowercase[i], i + 1
            out.append(f'<text class="file" x="{cx(p)}" y="{below}" dy=".35em">{file}</text>')
            out.append(f'<text class="rank" x="{beside}" y="{cy(p)}" dy=".35em">{rank}</text>')
        out.append("</g>")

    colours = {p: colour for colour in (Color.BLACK, Color.WHITE) for p in game.stones(colour)}
    for point, colour in colours.items():
        edge = ' stroke="#000" stroke-width="1.5"' if colour == Color.WHITE else ""
        out.append(
            f'<circle class="stone {colour}" cx="{cx(point)}" cy="{cy(point)}" r="{STONE}" '
            f'fill="{INK[colour]}"{edge}/>'
        )

    outcome = game.outcome()
    if outcome is not None and outcome.line:
        ends = sorted(outcome.line, key=lambda p: (p.x, p.y))
        a, b = ends[0], ends[-1]
        out.append(
            f'<line class="five" x1="{cx(a)}" y1="{cy(a)}" x2="{cx(b)}" y2="{cy(b)}" '
            f'stroke="{RED}" stroke-width="5" stroke-linecap="round" stroke-opacity="0.85"/>'
        )

    moves = game.moves
    if numbers:
        # A point played twice (captured in between) shows its latest number.
        latest = {move: i for i, move in enumerate(moves, 1) if move is not None}
        for point, colour in colours.items():
            if point in latest:
                number = latest[point]
                font = 16 if number < 100 else 13
                out.append(
                    f'<text class="number" x="{cx(point)}" y="{cy(point)}" dy=".35em" '
                    f'font-family="sans-serif" font-size="{font}" text-anchor="middle" '
                    f'fill="{CONTRAST[colour]}">{number}</text>'
                )

    if last_move and moves and moves[-1] is not None:
        point = moves[-1]
        mark = CONTRAST[colours[point]] if point in colours else RED
        at = f'cx="{cx(point)}" cy="{cy(point)}"'
        if numbers:
            ring = f'r="{RING}" fill="none" stroke="{mark}" stroke-width="1.5"'
            out.append(f'<circle class="last-move" {at} {ring}/>')
        else:
            out.append(f'<circle class="last-move" {at} r="{DOT}" fill="{mark}"/>')

    if forbidden:
        for point, kind in sorted(game.forbidden_points().items()):
            c = CROSS
            out.append(
                f'<g class="forbidden" transform="translate({cx(point)},{cy(point)})" '
                f'stroke="{RED}" stroke-width="3">'
                f"<title>{escape(f'{point} {kind}')}</title>"
                f'<path d="M{-c},{-c}L{c},{c}M{-c},{c}L{c},{-c}"/></g>'
            )

    attacker = game.turn if threats is True or threats is False else threats
    if threats is not False:
        threat_colour = threats if isinstance(threats, Color) else game.turn
        tmap = game.threats(threat_colour)
        shown: set[Point] = set()
        for shape_name, points in (
            ("five", tmap.five),
            ("four", tmap.four),
            ("three", tmap.three),
        ):
            for point in sorted(points - shown):
                shown.add(point)
                x, y = cx(point), cy(point)
                if shape_name == "five":
                    shape = f'<rect x="{x - 7}" y="{y - 7}" width="14" height="14" fill="{RED}"/>'
                elif shape_name == "four":
                    shape = (
                        f'<rect x="{x - 7}" y="{y - 7}" width="14" height="14" fill="none" '
                        f'stroke="{RED}" stroke-width="2.5"/>'
                    )
                else:
                    shape = f'<path d="M{x},{y - 6}L{x + 6},{y}L{x},{y + 6}L{x - 6},{y}Z" fill="#25c"/>'
                out.append(
                    f'<g class="threat {shape_name}">'
                    f'<title>{escape(f"{point} {shape_name} for {threat_colour}")}</title>'
                    f"{shape}</g>"
                )

    if vcf is not None:
        line = list(vcf.moves) if isinstance(vcf, Vcf) else list(vcf)
        if line:
            path = "".join(
                f"{'M' if i == 0 else 'L'}{cx(p)},{cy(p)}" for i, p in enumerate(line)
            )
            out.append(
                f'<path class="vcf-line" d="{path}" fill="none" stroke="{RED}" '
                f'stroke-width="3" stroke-dasharray="8 6" stroke-opacity="0.8"/>'
            )
        for i, point in enumerate(line):
            defender = Color.WHITE if attacker == Color.BLACK else Color.BLACK
            colour = attacker if i % 2 == 0 else defender
            at = f'cx="{cx(point)}" cy="{cy(point)}"'
            out.append(
                f'<g class="vcf-move"><circle {at} r="{STONE - 5}" fill="{INK[colour]}" '
                f'fill-opacity="0.75" stroke="{RED}" stroke-width="2"/>'
                f'<text x="{cx(point)}" y="{cy(point)}" dy=".35em" font-family="sans-serif" '
                f'font-size="13" text-anchor="middle" fill="{CONTRAST[colour]}">{i + 1}</text></g>'
            )

    out.append("</svg>")
    return "\n".join(out) + "\n"
