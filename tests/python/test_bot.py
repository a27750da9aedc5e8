"""The reference bot in Python (`gomoku.ReferenceBot`, the core's `bot::ReferenceBot`): the
same seed and node budget give the same decision as the core (tests/data/bot/decisions.jsonl, which
gomoku-core/tests/bot.rs checks against the core and the C and JavaScript faces replay
too); bad input is the documented error and changes nothing."""

from __future__ import annotations

import copy
import json
import time

import pytest

import gomoku
from conftest import REPO, snapshot

CASES = [json.loads(line) for line in (REPO / "tests/data/bot/decisions.jsonl").read_text().splitlines()]


def test_the_data_is_there() -> None:
    assert len(CASES) >= 50
    assert {c["reason"] for c in CASES} >= {"win", "vcf", "refute", "evaluate"}


@pytest.mark.parametrize("case", CASES, ids=lambda c: f'{c["rules"]}-{c["seed"]}-{len(c["moves"].split())}')
def test_the_same_decision_as_the_core(case: dict[str, object]) -> None:
    game = gomoku.Game.from_moves(gomoku.Rules.parse(str(case["rules"])), str(case["moves"]))
    before = snapshot(game)
    d = gomoku.ReferenceBot(case["seed"]).decide(game, case["nodes"])
    assert (str(d.point), d.reason, d.nodes) == (case["point"], case["reason"], case["spent"])
    assert gomoku.ReferenceBot(case["seed"]).choose(game, case["nodes"]) == d.point
    assert snapshot(game) == before, "the bot does not touch the game"


def test_it_blocks_a_four_and_never_plays_a_forbidden_point() -> None:
    game = gomoku.Game.from_moves(gomoku.Rules.freestyle(), "e8 d8 f8 a1 g8 a3 h8")
    assert str(gomoku.ReferenceBot(1).choose(game)) == "i8"
    # h8 is Black's double three: the bot never plays it, whatever the seed.
    game = gomoku.Game.from_moves(gomoku.Rules.renju(), "f8 a1 g8 a3 h6 a5 h7 a7")
    assert game.forbidden("h8") is not None
    for seed in range(6):
        p = gomoku.ReferenceBot(seed).choose(game, 2000)
        assert game.forbidden(p) is None and game.is_legal(p)


def test_a_game_with_no_move_for_it_is_refused() -> None:
    over = gomoku.Game.from_moves(gomoku.Rules.freestyle(), "h8 a1 i8 a2 j8 a3 k8 a4 l8")
    bot = gomoku.ReferenceBot(0)
    before = copy.copy(bot)
    with pytest.raises(gomoku.GameOverError):
        bot.choose(over)
    assert bot == before
    swap = gomoku.Game(gomoku.Rules.renju(), opening="swap")
    for p in ["h8", "h9", "i9"]:
        swap.place(p)
    with pytest.raises(gomoku.OpeningUnderWayError):
        bot.choose(swap)
    assert bot == before
    assert bot.decide(swap).kind == "choose"  # the step that puts no stone is decide's


def test_bad_arguments_are_refused() -> None:
    game = gomoku.Game(gomoku.Rules.renju())
    bot = gomoku.ReferenceBot(0)
    for bad in [-1, 2**64]:
        with pytest.raises(ValueError, match="nodes"):
            bot.choose(game, bad)
        with pytest.raises(ValueError, match="seed"):
            gomoku.ReferenceBot(bad)
    with pytest.raises(TypeError):
        bot.choose(game, 1.5)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        bot.choose("h8 h9")  # type: ignore[arg-type]
    for bad_seconds in [-1.0, float("nan"), float("inf")]:
        with pytest.raises(ValueError, match="seconds"):
            bot.choose(game, seconds=bad_seconds)
    assert bot == gomoku.ReferenceBot(0), "a refused call leaves the bot as it was"


def test_a_deadline_stops_its_searches() -> None:
    # Black's open three: White searches VCFs. With no time at all it plays by the
    # evaluation, as with no nodes.
    game = gomoku.Game.from_moves(gomoku.Rules.freestyle(), "f8 a1 g8 a3 h8")
    hurried = gomoku.ReferenceBot(2).decide(game, 60_000, seconds=0.0)
    assert (hurried.reason, hurried.nodes) == ("evaluate", 0)
    assert hurried == gomoku.ReferenceBot(2).decide(game, 0)
    t = time.perf_counter()
    gomoku.ReferenceBot(2).decide(game, 10**12, seconds=0.05)
    assert time.perf_counter() - t < 5.0


def test_copies_make_the_same_choices() -> None:
    bot = gomoku.ReferenceBot(11)
    game = gomoku.Game(gomoku.Rules.standard())
    for _ in range(4):
        game.push(bot.choose(game, 500))
    twin = copy.deepcopy(bot)
    assert twin == bot and twin is not bot
    assert [twin.choose(game, 500) for _ in range(3)] == [bot.choose(game, 500) for _ in range(3)]


def test_nodes_for_a_managers_budget() -> None:
    assert gomoku.ReferenceBot.nodes_for(gomoku.Budget()) == gomoku.ReferenceBot.MAX_NODES == 60_000
    assert gomoku.ReferenceBot.nodes_for(gomoku.Budget(turn=0.1)) == 90 * gomoku.ReferenceBot.NODES_PER_MS // 4


OPENING_CASES = [json.loads(line) for line in (REPO / "tests/data/bot/openings.jsonl").read_text().splitlines()]


def act(game: gomoku.Game, text: str) -> None:
    """One opening action as `Game.opening_actions` writes it."""
    verb, *rest = text.split()
    if verb == "swap":
        game.swap()
    elif verb == "keep":
        game.keep()
    elif verb == "choose":
        game.choose(gomoku.Color.parse(rest[0]))
    elif verb == "declare":
        game.declare(int(rest[0]))
    elif verb == "offer":
        game.offer(rest)
    elif verb == "pick":
        game.pick(rest[0])
    else:
        game.place(verb)


@pytest.mark.parametrize("case", OPENING_CASES, ids=lambda c: f'{c["rules"]}-{c["opening"]}-{c["seed"]}')
def test_the_same_opening_decision_as_the_core(case: dict[str, object]) -> None:
    game = gomoku.Game(gomoku.Rules.parse(str(case["rules"])), str(case["opening"]))
    for a in filter(None, str(case["actions"]).split(", ")):
        act(game, a)
    d = gomoku.ReferenceBot(case["seed"]).decide(game, case["nodes"])
    assert (d.kind, d.step, d.reason, d.nodes) == (case["kind"], case["step"], case["reason"], case["spent"])
    assert d.kind in gomoku.BotDecision.KINDS
    assert (d.point is not None) == (d.kind in ("place", "pick"))
    d.apply(game)
    assert game.opening_actions[-1] == d.step


def test_the_data_has_every_opening_step() -> None:
    assert {c["kind"] for c in OPENING_CASES} == set(gomoku.BotDecision.KINDS) - {"move"}
