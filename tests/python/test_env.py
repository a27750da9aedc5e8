"""The environments of `gomoku.env` (docs/RL.md): PettingZoo's own api, seed and render
tests on the AEC environment, Gymnasium's `check_env` on the single-agent one, the
vector adaptor, and the behaviour the docs promise (illegal actions, masks, rewards)."""

from __future__ import annotations

import copy
import pickle
import warnings
from typing import Any

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, render_test
from pettingzoo.test.seed_test import seed_test

import gomoku
import gomoku.env as genv

AEC_CASES = [
    ("renju", None, None),
    ("freestyle", 9, None),
    ("pente", None, None),
    ("ninuki-renju", None, None),
    ("renju", None, "soosorv-2"),
    ("renju", None, "taraguchi-2"),
    ("freestyle", None, "swap2"),
]


@pytest.mark.parametrize(("rules", "size", "opening"), AEC_CASES)
def test_pettingzoo_api_test(rules: str, size: int | None, opening: str | None) -> None:
    api_test(genv.aec_env(rules, size, opening), num_cycles=300, verbose_progress=False)


@pytest.mark.parametrize(("rules", "size", "opening"), AEC_CASES[:3] + AEC_CASES[4:5])
def test_pettingzoo_seed_test(rules: str, size: int | None, opening: str | None) -> None:
    seed_test(lambda: genv.aec_env(rules, size, opening), num_cycles=200)


def test_pettingzoo_render_test(capsys: pytest.CaptureFixture[str]) -> None:
    render_test(lambda render_mode=None: genv.aec_env("renju", render_mode=render_mode))
    render_test(
        lambda render_mode=None: genv.aec_env("pente", opening="swap2", render_mode=render_mode)
    )


def play(env: Any, moves: list[int]) -> None:
    for a in moves:
        env.step(a)


def test_a_five_gives_plus_and_minus_one() -> None:
    env = genv.aec_env("freestyle", 9)
    env.reset(seed=0)
    # Black a1..e1 (row 0), White a2..d2.
    play(env, [0, 9, 1, 10, 2, 11, 3, 12])
    env.step(4)
    assert env.terminations == {"player_0": True, "player_1": True}
    assert env.rewards == {"player_0": 1.0, "player_1": -1.0}
    _, reward, terminated, _, _ = env.last()
    assert terminated


def test_an_action_outside_the_mask_ends_the_game_with_minus_one(
    caplog: pytest.LogCaptureFixture,
) -> None:
    env = genv.aec_env("freestyle", 9)
    env.reset(seed=0)
    env.step(40)
    env.step(40)  # occupied
    assert "Illegal move" in caplog.text
    assert all(env.terminations.values())
    assert env._cumulative_rewards["player_1"] == -1
    assert env._cumulative_rewards["player_0"] == 0


def test_actions_outside_the_space_raise_and_change_nothing() -> None:
    env = genv.aec_env("renju")
    env.reset(seed=0)
    env.step(112)
    before = env.observe(env.agent_selection)
    for bad in (-1, 226, 1.5, float("nan"), "h8", True, np.array([1, 2])):
        with pytest.raises(gomoku.InvalidActionError):
            env.step(bad)  # type: ignore[arg-type]
        after = env.observe(env.agent_selection)
        np.testing.assert_array_equal(before["observation"], after["observation"])
        np.testing.assert_array_equal(before["action_mask"], after["action_mask"])
    env.step(np.int64(113))


def test_forbidden_points_are_masked_under_the_lose_policy_unless_kept() -> None:
    moves = ["f8", "a1", "g8", "a3", "h6", "a5", "h7", "a7"]  # h8: a double three
    h8 = 7 * 15 + 7
    for keep, expected in ((False, 0), (True, 1)):
        env = genv.aec_env("renju", mask_forbidden=not keep)
        env.reset()
        for m in moves:
            p = gomoku.Point.parse(m)
            env.step(p.y * 15 + p.x)
        obs = env.observe(env.agent_selection)
        assert obs["observation"][2, 7, 7] == 1  # the forbidden plane
        assert obs["action_mask"][h8] == expected
        if keep:
            env.step(h8)  # a forbidden move loses under renju's policy
            assert env.rewards == {"player_0": -1.0, "player_1": 1.0}


def test_infos_say_which_colour_each_agent_holds_through_a_swap() -> None:
    env = genv.aec_env("renju", opening="soosorv-2")
    env.reset()
    assert env.infos["player_0"]["color"] == gomoku.Color.BLACK
    for p in ("h8", "h9", "j10"):
        q = gomoku.Point.parse(p)
        env.step(q.y * 15 + q.x)
    assert env.agent_selection == "player_1"  # the second player may swap
    env.step(225 + genv._encoding.SWAP)
    assert env.infos["player_1"]["color"] == gomoku.Color.BLACK
    assert env.infos["player_0"]["color"] == gomoku.Color.WHITE


def test_offers_are_one_point_at_a_time_and_never_symmetric() -> None:
    env = genv.aec_env("renju", opening="rif")
    env.reset(seed=1)
    rng = np.random.default_rng(0)
    while True:
        e = env.unwrapped.table.game.expected
        if e is not None and e.what == "offer":
            break
        obs = env.observe(env.agent_selection)
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    agent = env.agent_selection
    obs = env.observe(agent)
    first = int(np.flatnonzero(obs["action_mask"])[0])
    env.step(first)
    assert env.agent_selection == agent  # still offering
    obs = env.observe(agent)
    assert obs["observation"][-2].sum() == 1  # the offer so far
    assert obs["observation"][-1, 0, 0] == 1  # one more to make
    game = env.unwrapped.table.game
    p = gomoku.Point(first % 15, first // 15)
    for a in np.flatnonzero(obs["action_mask"]):
        q = gomoku.Point(int(a) % 15, int(a) // 15)
        game.copy().offer([p, q])  # the core accepts every masked second offer
    env.step(int(np.flatnonzero(obs["action_mask"])[0]))
    assert env.unwrapped.table.game.expected.what == "pick"


def point_action(text: str, size: int = 15) -> int:
    p = gomoku.Point.parse(text)
    return p.y * size + p.x


# RULES.md §7: B h8 j10, W h9 i10 are symmetric in a line through the midpoint of h9 and
# i10, which misses the board's centre: g8 and j11 are the same fifth move, g8 and j12 not.
OFF_CENTRE = ["h8", "h9", "j10", "swap", "i10"]


def off_centre_actions() -> list[int]:
    return [225 + genv._encoding.KEEP if m == "swap" else point_action(m) for m in OFF_CENTRE]


def test_offer_masks_follow_the_cores_symmetries_of_the_stones() -> None:
    env = genv.aec_env("renju", opening="rif")
    env.reset()
    for a in off_centre_actions():
        env.step(a)
    assert env.unwrapped.table.game.expected.what == "offer"
    env.step(point_action("g8"))
    mask = env.observe(env.agent_selection)["action_mask"]
    assert mask[point_action("j11")] == 0
    assert mask[point_action("j12")] == 1
    assert mask[point_action("g8")] == 0


def test_vector_env_offer_masks_follow_the_cores_symmetries_of_the_stones() -> None:
    env = gomoku.VectorEnv(1, "renju", "rif", seed=0)
    for a in off_centre_actions():
        env.step(np.array([a]))
    env.step(np.array([point_action("g8")]))
    assert not env.mask[0, point_action("j11")]
    assert env.mask[0, point_action("j12")]
    with pytest.raises(gomoku.InvalidActionError):
        env.step(np.array([point_action("j11")]))


def test_taraguchi_swaps_or_keeps_or_offers_after_the_fourth_stone() -> None:
    pas = 225
    enc = genv._encoding
    for choice in ("keep", "offer"):
        env = genv.aec_env("renju", opening="taraguchi-2")
        env.reset()
        table = env.unwrapped.table
        while table.game.expected.what != "swap-or-offer":
            mask = env.observe(env.agent_selection)["action_mask"]
            env.step(int(np.flatnonzero(mask)[0]))
        obs = env.observe(env.agent_selection)
        assert list(np.flatnonzero(obs["action_mask"])) == [
            pas + enc.SWAP,
            pas + enc.KEEP,
            pas + enc.OFFER_INSTEAD,
        ]
        assert obs["observation"][-3, 0, 0] == 7
        agent = env.agent_selection
        if choice == "keep":
            env.step(pas + enc.KEEP)
            assert table.game.expected.what == "place"
            mask = env.observe(env.agent_selection)["action_mask"]
            allowed = {point_action(str(p)) for p in table.game.allowed_points()}
            assert set(np.flatnonzero(mask)) == allowed
        else:
            env.step(pas + enc.OFFER_INSTEAD)
            assert env.agent_selection == agent
            obs = env.observe(agent)
            assert obs["observation"][-3, 0, 0] == 6  # offering
            assert obs["observation"][-1, 0, 0] == 2  # two offers to make
            for _ in range(2):
                mask = env.observe(agent)["action_mask"]
                env.step(int(np.flatnonzero(mask)[0]))
            assert table.game.expected.what == "pick"


def test_rgb_array_marks_forbidden_points() -> None:
    game = gomoku.Game(gomoku.Rules.renju())
    for m in ["f8", "a1", "g8", "a3", "h6", "a5", "h7", "a7"]:
        game.push(m)
    img = genv.rgb_array(game)
    assert img.shape == (16 * 24, 16 * 24, 3) and img.dtype == np.uint8
    row, col = (15 - 7) * 24, (7 + 1) * 24  # h8
    assert tuple(img[row, col]) == genv.render.FORBIDDEN
    row, col = (15 - 7) * 24, (5 + 1) * 24  # f8, a black stone
    assert tuple(img[row, col]) == genv.render.BLACK


def test_aec_env_copies_and_pickles() -> None:
    env = genv.aec_env("pente")
    env.reset(seed=2)
    env.step(180)
    clone = copy.deepcopy(env)
    np.testing.assert_array_equal(
        clone.observe(clone.agent_selection)["observation"],
        env.observe(env.agent_selection)["observation"],
    )
    raw = pickle.loads(pickle.dumps(env.unwrapped))
    assert raw.table.rules == gomoku.Rules.pente()
    assert raw.table.game.moves == env.unwrapped.table.game.moves
    assert raw.agent_selection == env.agent_selection
    # The copies go on as the original does.
    for e in (clone, raw, env):
        e.step(181)
    np.testing.assert_array_equal(
        raw.observe(raw.agent_selection)["observation"],
        env.observe(env.agent_selection)["observation"],
    )


@pytest.mark.parametrize("env_id", list(genv.ENV_IDS))
def test_gymnasium_check_env_without_warnings(env_id: str) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        check_env(gymnasium.make(env_id).unwrapped)


def test_gymnasium_check_env_with_an_opening_as_the_second_player() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        check_env(gymnasium.make("gomoku/Renju-v0", opening="soosorv-2", player=1).unwrapped)


def test_gymnasium_episode_against_a_callable_opponent() -> None:
    seen: list[int] = []

    def first_legal(game: gomoku.Game) -> gomoku.Point:
        seen.append(len(game.moves))
        return min(game.legal_moves)

    env = gymnasium.make("gomoku/Freestyle9-v0", opponent=first_legal)
    obs, info = env.reset(seed=0)
    assert obs.shape == (5, 9, 9)
    total = 0.0
    done = False
    rng = np.random.default_rng(1)
    while not done:
        mask = env.unwrapped.action_masks()
        np.testing.assert_array_equal(mask, info["action_mask"].astype(bool))
        obs, reward, done, truncated, info = env.step(int(rng.choice(np.flatnonzero(mask))))
        total += reward
        assert not truncated
    assert total in (-1.0, 0.0, 1.0)
    assert seen and seen[0] == 1


def test_gymnasium_illegal_action_ends_the_episode_with_minus_one() -> None:
    env = gymnasium.make("gomoku/Freestyle-v0", player=1)
    obs, info = env.reset(seed=0)
    occupied = int(np.flatnonzero(obs[1].ravel())[0])  # the opponent's first stone
    _, reward, terminated, _, info = env.step(occupied)
    assert (reward, terminated, info["illegal_action"]) == (-1.0, True, True)
    with pytest.raises(gomoku.InvalidActionError, match="over"):
        env.step(0)  # a step after the end, without reset
    with pytest.raises(gomoku.InvalidActionError):
        env.step(999)
    env.reset(seed=1)
    obs, *_ = env.step(int(np.flatnonzero(env.unwrapped.action_masks())[0]))


def test_gymnasium_vector_adaptor() -> None:
    env = genv.GomokuVectorEnv(8, "renju", seed=4)
    assert isinstance(env, gymnasium.vector.VectorEnv)
    assert env.metadata["autoreset_mode"] == gymnasium.vector.AutoresetMode.SAME_STEP
    obs, infos = env.reset(seed=4)
    assert obs.shape == (8, 5, 15, 15) and obs in env.observation_space
    finished = 0
    for _ in range(400):
        obs, reward, terminated, truncated, infos = env.step(env.sample())
        if terminated.any():
            finished += int(terminated.sum())
            assert infos["_final_obs"].tolist() == terminated.tolist()
            assert infos["final_obs"].shape == obs.shape
        assert infos["action_mask"].any(axis=1).all()
    assert finished > 0


def test_the_docstring_examples_run() -> None:
    import doctest

    for module in (genv.aec, genv.gym):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0, module.__name__
