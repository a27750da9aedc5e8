"""Shared helpers of the pytest suite of the `gomoku` Python module."""

from __future__ import annotations

import importlib.util
import os
import pathlib
import sys

from types import ModuleType

import pytest
from hypothesis import settings

import gomoku

REPO = pathlib.Path(__file__).resolve().parents[2]

#: Black's double-three at h8 under renju: f8 g8 (h8) and h6 h7 (h8).
DOUBLE_THREE_MOVES = ["f8", "a1", "g8", "a3", "h6", "a5", "h7", "a7"]


def load_pbrain() -> ModuleType:
    """examples/python/pbrain.py loaded as the module `pbrain` (the bot's test files)."""
    spec = importlib.util.spec_from_file_location("pbrain", REPO / "examples/python/pbrain.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["pbrain"] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def renju_reject() -> gomoku.Rules:
    """Renju with forbidden moves refused rather than lost."""
    return gomoku.Rules.renju().with_forbidden_policy(gomoku.ForbiddenPolicy.REJECT)


def snapshot(game: gomoku.Game) -> tuple[object, ...]:
    """Everything observable about a game, to check that a refused call changed nothing."""
    return (
        game.rules,
        game.turn,
        game.moves,
        game.outcome(),
        game.draw_offer,
        game.stones(gomoku.Color.BLACK),
        game.stones(gomoku.Color.WHITE),
        game.captured_pairs(gomoku.Color.BLACK),
        game.captured_pairs(gomoku.Color.WHITE),
        game.last_captures(),
        str(game),
        game.copy(),
        game.expected,
        game.opening_actions,
        game.offers,
    )


# No example database: nothing is written into the working tree. The test command is
# deterministic (derandomize: the same examples every run, issue 11); with
# GOMOKU_TEST_SEED=random (scripts/test-long.sh) every run draws fresh examples, ten times
# as many, and `pytest --hypothesis-seed=N` replays a run.
settings.register_profile("gomoku", database=None, deadline=None, derandomize=True)
settings.register_profile("gomoku-long", database=None, deadline=None, max_examples=1000)
LONG = os.environ.get("GOMOKU_TEST_SEED", "").lower() == "random"
settings.load_profile("gomoku-long" if LONG else "gomoku")


# In the test command a skip is a failure (issue 29): scripts/test-python.sh sets
# GOMOKU_NO_SKIP=1, so that a missing or broken optional dependency (numpy, renju) or an
# emptied data file cannot turn tests into skips and the run green. Run by hand without it,
# pytest skips as usual what an environment lacks.
NO_SKIP = os.environ.get("GOMOKU_NO_SKIP") == "1"


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> pytest.TestReport:
    report: pytest.TestReport = yield
    if NO_SKIP and report.skipped and not hasattr(report, "wasxfail"):
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else report.longrepr
        report.outcome = "failed"
        report.longrepr = f"skipped, and GOMOKU_NO_SKIP=1 makes a skip a failure: {reason}"
    return report


@pytest.hookimpl(wrapper=True)
def pytest_make_collect_report(collector: pytest.Collector) -> pytest.CollectReport:
    report: pytest.CollectReport = yield
    if NO_SKIP and report.skipped:
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else report.longrepr
        report.outcome = "failed"
        report.longrepr = f"skipped at collection, and GOMOKU_NO_SKIP=1 makes a skip a failure: {reason}"
    return report
