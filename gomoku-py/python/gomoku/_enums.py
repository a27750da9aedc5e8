"""The enumerations of the module, as real `enum.IntEnum` classes.

`Color`, `Player`, `Forbidden`, `Termination`, `ForbiddenPolicy` and `Symmetry` are
`IntEnum`s: a member is an `int` (`isinstance(Color.BLACK, int)`), equals and hashes as
its value, orders as it (`Color.BLACK < Color.WHITE`, `sorted(...)`), and the class
iterates over its members (`list(Color)`) and looks them up by value (`Color(0)`). As with
every `IntEnum`, members of two enumerations with the same value are equal, being ints.

What differs from a plain `IntEnum` is the text: `str()` and `format()` give the core's
name (`"black"`, `"double-three"`, `"rotate-90"`) and `repr()` evaluates back
(`Color.BLACK`). The native module returns these very members and takes them as
arguments; it checks at its first use that every member has the value and the name the
Rust core gives it. The values are the core's order: `Color.BLACK == 0`,
`Symmetry.ALL[i] == i`.

Everything that is a rule (parsing the names, which terminations are draws, the
symmetries' compositions and images) is the core's, through the native module.

>>> from gomoku import Color, Symmetry
>>> list(Color), Color(1), sorted([Color.WHITE, Color.BLACK])
([Color.BLACK, Color.WHITE], Color.WHITE, [Color.BLACK, Color.WHITE])
>>> str(Symmetry.ROTATE_90), f"{Color.WHITE:>6}", Symmetry.ROTATE_90.inverse()
('rotate-90', ' white', Symmetry.ROTATE_270)
"""

from __future__ import annotations

import enum
import importlib
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    from . import Point

# The native module, typed loosely: its private helpers have no stub.
_gomoku: Any = importlib.import_module("gomoku._gomoku")

__all__ = ["Color", "Forbidden", "ForbiddenPolicy", "Player", "Symmetry", "Termination"]


class _NamedIntEnum(enum.IntEnum):
    """An `IntEnum` whose text is the core's name, and whose repr evaluates back."""

    def __str__(self) -> str:
        return self.name.lower().replace("_", "-")

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"


class Color(_NamedIntEnum):
    """A side of the game. Black moves first.

    `str(Color.BLACK) == "black"`; `Color.parse("white")` reads a name (or `b`, `w`, `x`,
    `o`), case-insensitive.
    """

    __module__ = "gomoku"

    BLACK = 0
    WHITE = 1

    @staticmethod
    def parse(text: str) -> Color:
        """Parses `"black"`/`"white"` (or `b`/`w`, `x`/`o`), case-insensitive.

        Raises `InvalidColorError` otherwise.
        """
        return Color(_gomoku._parse_color(text))

    def other(self) -> Color:
        """The other colour."""
        return Color.WHITE if self is Color.BLACK else Color.BLACK

    def __invert__(self) -> Color:
        """The other colour (`~Color.BLACK is Color.WHITE`)."""
        return Color.WHITE if self is Color.BLACK else Color.BLACK


class Player(_NamedIntEnum):
    """One of the two players of a game, whatever colour he holds: `Player.FIRST` (the
    opener, Black without an opening) and `Player.SECOND`. `str(Player.FIRST) == "first"`.
    """

    __module__ = "gomoku"

    FIRST = 0
    SECOND = 1

    @staticmethod
    def parse(text: str) -> Player:
        """Parses `"first"`/`"second"`, case-insensitive.

        Raises `InvalidPlayerError` otherwise.
        """
        return Player(_gomoku._parse_player(text))

    def other(self) -> Player:
        """The other player."""
        return Player.SECOND if self is Player.FIRST else Player.FIRST


class Forbidden(_NamedIntEnum):
    """Why a point is forbidden (RULES.md §6). `str(Forbidden.DOUBLE_THREE) == "double-three"`."""

    __module__ = "gomoku"

    DOUBLE_THREE = 0
    DOUBLE_FOUR = 1
    OVERLINE = 2

    @staticmethod
    def parse(text: str) -> Forbidden:
        """Parses `"double-three"`, `"double-four"` or `"overline"`.

        Raises `InvalidForbiddenError` otherwise.
        """
        return Forbidden(_gomoku._parse_forbidden(text))


class Termination(_NamedIntEnum):
    """How a game ended: one member per row of RULES.md §3.
    `str(Termination.BOARD_FULL) == "board-full"`.
    """

    __module__ = "gomoku"

    FIVE = 0
    CAPTURE = 1
    FORBIDDEN = 2
    RESIGNATION = 3
    TIMEOUT = 4
    BOARD_FULL = 5
    NO_LEGAL_MOVE = 6
    BOTH_PASSED = 7
    MOVE_LIMIT = 8
    AGREEMENT = 9
    BOTH_WON = 10

    @staticmethod
    def parse(text: str) -> Termination:
        """Parses a termination name such as `"five"` or `"board-full"`.

        Raises `InvalidTerminationError` otherwise.
        """
        return Termination(_gomoku._parse_termination(text))

    def is_draw(self) -> bool:
        """Whether this way of ending is a draw."""
        return bool(_gomoku._termination_is_draw(self))


class ForbiddenPolicy(_NamedIntEnum):
    """What happens when a restricted colour plays a forbidden point (RULES.md §6)."""

    __module__ = "gomoku"

    REJECT = 0
    LOSE = 1


class Symmetry(_NamedIntEnum):
    """One of the eight symmetries of the board (RULES.md §10), numbered 0–7 in the order
    that breaks ties of `Game.canonical()`. `str(Symmetry.ROTATE_90) == "rotate-90"`;
    rotations are counter-clockwise, with row 1 at the bottom.
    """

    __module__ = "gomoku"

    IDENTITY = 0
    ROTATE_90 = 1
    ROTATE_180 = 2
    ROTATE_270 = 3
    MIRROR_LEFT_RIGHT = 4
    MIRROR_TOP_BOTTOM = 5
    DIAGONAL = 6
    ANTI_DIAGONAL = 7

    # The eight symmetries in their order (a tuple), set after the class (a value here
    # would make it a member); typed loosely here, exactly in the package's stub.
    ALL: ClassVar[tuple[Any, ...]]

    @staticmethod
    def parse(text: str) -> Symmetry:
        """Parses a name such as `"rotate-90"` or `"anti-diagonal"`, case-insensitive.

        Raises `InvalidSymmetryError` otherwise.
        """
        return Symmetry(_gomoku._parse_symmetry(text))

    def inverse(self) -> Symmetry:
        """The symmetry that undoes this one: `s.then(s.inverse()) is Symmetry.IDENTITY`."""
        return Symmetry(_gomoku._symmetry_inverse(self))

    def then(self, next: Symmetry) -> Symmetry:
        """The composition "this one first, then `next`"."""
        return Symmetry(_gomoku._symmetry_then(self, next))

    def apply(self, point: Point | str, size: int) -> Point | None:
        """The image of `point` on a `size` × `size` board, or `None` when the size is not
        5–26 or the point is not on that board."""
        image: Point | None = _gomoku._symmetry_apply(self, point, size)
        return image


Symmetry.ALL = tuple(Symmetry)
