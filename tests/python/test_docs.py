"""The package docstring is a doctest, and every public name is documented."""

from __future__ import annotations

import doctest
import inspect

import gomoku


def test_package_docstring_runs() -> None:
    result = doctest.testmod(gomoku)
    assert result.attempted > 0
    assert result.failed == 0


def test_every_public_name_has_a_docstring() -> None:
    checked: list[str] = []
    for name in gomoku.__all__:
        if name.startswith("__"):
            continue
        obj = getattr(gomoku, name)
        assert inspect.getdoc(obj), name
        if inspect.isclass(obj) and not issubclass(obj, BaseException):
            for attr in vars(obj):
                if not attr.startswith("_"):
                    assert inspect.getdoc(getattr(obj, attr)), f"{name}.{attr}"
                    checked.append(f"{name}.{attr}")
    assert "Game.push" in checked and "Rules.size" in checked and "Point.x" in checked


def test_version() -> None:
    assert gomoku.__version__.count(".") == 2
