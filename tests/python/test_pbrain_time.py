"""The reference bot of examples/python/pbrain.py keeps to the manager's time (issue 25): it
lost a long 20x20 game on time, each move costing 230-680 ms whatever ``time_left`` said.

Nothing here races the clock: the node budget is checked against the time given, the
deadline logic runs on an injected clock, and the long game measures the bot's own CPU
time (``time.process_time``, which other processes' load does not inflate) against a bound
ten times the move's time."""

from __future__ import annotations

import random
import time
from typing import Any, Optional

import pytest

import gomoku
from conftest import load_pbrain

pbrain = load_pbrain()


class FakeClock:
    """A clock that moves only when told to."""

    def __init__(self, now: float = 100.0) -> None:
        self.now = now
        self.calls = 0

    def __call__(self) -> float:
        self.calls += 1
        return self.now


def crowded_game(size: int = 20, plies: int = 160, seed: int = 3) -> gomoku.Game:
    """A long game: ``plies`` random moves after which neither side has a four (so the
    game goes on for a while when two bots play on from it)."""
    rng = random.Random(seed)
    game = gomoku.Game(gomoku.Rules.freestyle(size=size))
    while len(game.moves) < plies:
        legal = list(game.legal_moves)
        game.push(legal[rng.randrange(len(legal))])
        if any(game.threats(c).five for c in (gomoku.Color.BLACK, gomoku.Color.WHITE)):
            game.pop()
    return game


def test_the_node_budget_follows_the_time_given() -> None:
    clock = FakeClock(5.0)
    speed = pbrain.Speed(100_000)
    effort = pbrain.Effort.from_budget(gomoku.Budget(turn=0.1), speed, clock)
    planned = 0.1 * 0.9 * pbrain.TIME_SHARE  # time_for_move keeps a tenth back
    assert effort.deadline == pytest.approx(5.0 + planned)
    assert abs(effort.nodes - planned * pbrain.VCF_SHARE * 100_000) < 2
    # The case: 108 ms left of the match. A twentieth of it, and fewer nodes.
    tight = pbrain.Effort.from_budget(gomoku.Budget(turn=5.0, left=0.108), speed, clock)
    assert tight.deadline is not None and tight.deadline - 5.0 <= 0.108 / 20
    assert tight.nodes < effort.nodes
    # A bot that measured itself slower asks for fewer nodes in the same time.
    speed.record(nodes=10_000, seconds=1.0)
    assert speed.nodes_per_second < 100_000
    slower = pbrain.Effort.from_budget(gomoku.Budget(turn=0.1), speed, clock)
    assert slower.nodes < effort.nodes
    # No limit: the fixed cap, no deadline (the same games for the same seed).
    free = pbrain.Effort.from_budget(gomoku.Budget(), speed, clock)
    assert (free.nodes, free.deadline) == (pbrain.MAX_NODES, None)
    # The searches get what the time left covers at the measured speed.
    clock.now = effort.deadline - 0.001
    assert effort.nodes_now(10**9) == int(0.001 * speed.nodes_per_second)
    clock.now = effort.deadline
    assert effort.nodes_now(10**9) == 0


def test_past_its_deadline_the_bot_searches_nothing_but_still_blocks(
        monkeypatch: pytest.MonkeyPatch) -> None:
    granted: list[int] = []
    real = pbrain.vcf

    def spy(game: gomoku.Game, attacker: gomoku.Color, nodes: int,
            effort: Optional[Any] = None) -> Any:
        granted.append(effort.nodes_now(nodes) if effort is not None else nodes)
        return real(game, attacker, nodes, effort)

    monkeypatch.setattr(pbrain, "vcf", spy)
    clock = FakeClock()
    bot = pbrain.Reference(1, clock=clock)
    game = crowded_game()
    effort = pbrain.Effort.from_budget(gomoku.Budget(turn=0.05), bot.speed, clock)
    clock.now = effort.deadline  # the time is up as soon as it starts
    p, why = bot.decide(game, effort)
    assert game.is_legal(p)
    assert why in ("win", "evaluate")  # no search: no vcf, refute or delay
    assert all(n == 0 for n in granted), granted
    # A four of the opponent is blocked all the same.
    g = gomoku.Game.from_stones(gomoku.Rules.freestyle(size=20), black=["d8", "a1", "a3", "c1"],
                                white=["e8", "f8", "g8", "h8"], turn=gomoku.Color.BLACK)
    effort = pbrain.Effort.from_budget(gomoku.Budget(turn=0.0), bot.speed, clock)
    assert bot.decide(g, effort)[0] == gomoku.Point.parse("i8")


def test_a_long_20x20_game_keeps_to_a_small_budget() -> None:
    budget = gomoku.Budget(turn=0.02, left=10.0)
    limit = budget.time_for_move()
    assert limit is not None
    spent: list[float] = []
    for seed in (3, 4, 5, 6):
        # Two bots that block each other play on from a crowded board, 160 moves in.
        game = crowded_game(seed=seed)
        bots = [pbrain.Reference(seed), pbrain.Reference(seed + 1)]
        for turn in range(20):
            if game.is_game_over():
                break
            started = time.process_time()
            p = bots[turn % 2].choose(game, budget)
            spent.append(time.process_time() - started)
            game.push(p)
    assert len(spent) >= 8
    # Ten times the move's time: a bound the old bot (a copy of the game per point
    # checked) missed by far on such a board, and that no machine load reaches.
    assert max(spent) < 10 * limit, [round(s, 3) for s in spent]
