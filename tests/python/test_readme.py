"""The README's Python example runs as written (a doctest of the README)."""

from __future__ import annotations

import doctest
from pathlib import Path

README = Path(__file__).resolve().parents[2] / "README.md"


def test_readme_examples_run() -> None:
    result = doctest.testfile(str(README), module_relative=False)
    assert result.attempted >= 5
    assert result.failed == 0
