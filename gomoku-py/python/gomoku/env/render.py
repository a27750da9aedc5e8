"""A picture of the board as an RGB array, drawn with numpy alone."""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from .. import Color, Game

CELL = 24
"""Pixels between two lines."""

WOOD = (220, 179, 92)
LINE = (60, 40, 20)
BLACK = (20, 20, 20)
WHITE = (240, 240, 240)
FORBIDDEN = (200, 30, 30)
LAST = (230, 60, 60)


def rgb_array(game: Game, cell: int = CELL) -> NDArray[np.uint8]:
    """The board of `game` as a `(H, W, 3)` uint8 picture: lines, stones, the last stone
    ringed, and the points forbidden to the side to move marked with a red cross.
    Row 0 of the board (`a1`) is at the bottom, as in the diagram."""
    s = game.rules.size
    side = (s + 1) * cell
    img = np.empty((side, side, 3), dtype=np.uint8)
    img[:] = WOOD

    def centre(x: int, y: int) -> tuple[int, int]:
        return (s - y) * cell, (x + 1) * cell

    lo, hi = cell, s * cell
    for k in range(s):
        c = (k + 1) * cell
        img[c, lo : hi + 1] = LINE
        img[lo : hi + 1, c] = LINE
    yy, xx = np.mgrid[-cell // 2 : cell // 2 + 1, -cell // 2 : cell // 2 + 1]
    dist2 = yy * yy + xx * xx
    r = cell * 0.45
    disc = dist2 <= r * r
    ring = (dist2 <= (r * 0.45) ** 2) & (dist2 >= (r * 0.25) ** 2)
    half = cell // 2

    def paint(x: int, y: int, shape: NDArray[np.bool_], colour: tuple[int, int, int]) -> None:
        row, col = centre(x, y)
        window = img[row - half : row + half + 1, col - half : col + half + 1]
        window[shape] = colour

    for colour, rgb in ((Color.BLACK, BLACK), (Color.WHITE, WHITE)):
        for p in game.stones(colour):
            paint(p.x, p.y, disc, rgb)
    moves = game.moves
    if moves and moves[-1] is not None:
        paint(moves[-1].x, moves[-1].y, ring, LAST)
    cross = (np.abs(np.abs(yy) - np.abs(xx)) <= 1) & (np.abs(yy) <= cell // 4)
    for p in game.forbidden_points():
        paint(p.x, p.y, cross, FORBIDDEN)
    return img
