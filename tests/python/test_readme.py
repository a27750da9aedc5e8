"""The README's Python example runs as written (a doctest of the README)."""

from __future__ import annotations

import doctest
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
#: The PyPI page of the distribution.
PY_README = ROOT / "gomoku-py" / "README.md"


def test_readme_examples_run() -> None:
    result = doctest.testfile(str(README), module_relative=False)
    assert result.attempted >= 5
    assert result.failed == 0


def test_pypi_readme_examples_run() -> None:
    result = doctest.testfile(str(PY_README), module_relative=False)
    assert result.attempted >= 4
    assert result.failed == 0
