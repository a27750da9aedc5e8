"""Shared helpers of the pytest suite of the `gomoku` Python module."""

from __future__ import annotations

import os
import pathlib

import pytest
from hypothesis import settings

import gomoku

REPO = pathlib.Path(__file__).resolve().parents[2]

#: Black's double-three at h8 under renju: f8 g8 (h8) and h6 h7 (h8).
DOUBLE_THREE_MOVES = ["f8", "a1", "g8", "a3", "h6", "a5", "h7", "a7"]


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
    )


# No example database: nothing is written into the working tree. The test command is
# deterministic (derandomize: the same examples every run, issue 11); with
# GOMOKU_TEST_SEED=random (scripts/test-long.sh) every run draws fresh examples, ten times
# as many, and `pytest --hypothesis-seed=N` replays a run.
settings.register_profile("gomoku", database=None, deadline=None, derandomize=True)
settings.register_profile("gomoku-long", database=None, deadline=None, max_examples=1000)
LONG = os.environ.get("GOMOKU_TEST_SEED", "").lower() == "random"
settings.load_profile("gomoku-long" if LONG else "gomoku")
