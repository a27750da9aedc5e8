"""The PettingZoo AEC environment (docs/RL.md): two agents, `player_0` (the first
player) and `player_1` (the second), over a `gomoku.Game`."""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from numpy.typing import NDArray
from pettingzoo import AECEnv  # type: ignore[import-untyped]
from pettingzoo.utils import AgentSelector, wrappers  # type: ignore[import-untyped]
from pettingzoo.utils.wrappers.base import BaseWrapper  # type: ignore[import-untyped]

from .. import InvalidActionError, Opening, Player, Rules
from ._encoding import AGENTS, Table, player_index
from ._rules import rules_arg
from .render import rgb_array

PLAYERS = (Player.FIRST, Player.SECOND)


class raw_env(AECEnv):  # type: ignore[misc]  # noqa: N801 (PettingZoo's name)
    """The unwrapped environment; `aec_env()` wraps it as PettingZoo's classic games are.

    It copies and pickles with its whole state (the game with its history), not only
    its arguments as PettingZoo's `EzPickle` would."""

    metadata: dict[str, Any] = {
        "render_modes": ["human", "ansi", "rgb_array"],
        "name": "gomoku_v0",
        "is_parallelizable": False,
        "render_fps": 2,
    }

    def __init__(
        self,
        rules: Rules | str = "renju",
        size: int | None = None,
        opening: Opening | str | None = None,
        render_mode: str | None = None,
        mask_forbidden: bool = True,
    ) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}")
        self.render_mode = render_mode
        self.table = Table(rules_arg(rules, size), opening, mask_forbidden)
        self.possible_agents = list(AGENTS)
        self.agents = self.possible_agents[:]
        s = self.table.size
        n = self.table.num_actions
        c = len(self.table.plane_names)
        self.action_spaces = {a: spaces.Discrete(n) for a in self.possible_agents}
        self.observation_spaces = {
            a: spaces.Dict(
                {
                    "observation": spaces.Box(0, 255, (c, s, s), dtype=np.uint8),
                    "action_mask": spaces.Box(0, 1, (n,), dtype=np.int8),
                }
            )
            for a in self.possible_agents
        }
        self._mask = self.table.mask()

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def observe(self, agent: str) -> dict[str, NDArray[Any]]:
        player = PLAYERS[AGENTS.index(agent)]
        obs = self.table.observe(self.table.game.color_of(player))
        if agent == self.agent_selection and not self.terminations[agent]:
            mask = self._mask.copy()
        else:
            mask = np.zeros(self.table.num_actions, dtype=np.int8)
        return {"observation": obs, "action_mask": mask}

    def _select(self) -> None:
        actor, _ = self.table.actor()
        self.agent_selection = AGENTS[player_index(actor)]
        self._mask = self.table.mask()
        for a, p in zip(AGENTS, PLAYERS):
            self.infos[a] = self.table.info(p)

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        self.table.reset()
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._agent_selector = AgentSelector(self.agents)
        self._select()

    def step(self, action: int) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        actor, _ = self.table.actor()
        self.table.play(int(action))
        self._cumulative_rewards[agent] = 0.0
        self.rewards = dict.fromkeys(self.agents, 0.0)
        if self.table.game.is_game_over():
            first, second = self.table.rewards(actor)
            self.rewards = {AGENTS[0]: first, AGENTS[1]: second}
            self.terminations = dict.fromkeys(self.agents, True)
        self._select()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> Any:
        if self.render_mode is None:
            return None
        if self.render_mode == "rgb_array":
            return rgb_array(self.table.game)
        text = self.table.game.diagram()
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass


class _CheckAction(BaseWrapper):  # type: ignore[misc]
    """Refuses an action outside the action space with `InvalidActionError`, before the
    illegal-move wrapper reads the mask (a step after the end may pass `None`)."""

    def step(self, action: int) -> None:
        agent = self.agent_selection
        dead = self.terminations.get(agent, False) or self.truncations.get(agent, False)
        if not dead or action is not None:
            check_action(action, self.action_space(agent).n)
        super().step(action)


def check_action(action: Any, n: int) -> int:
    """The action as an int in `0 .. n-1`, or `InvalidActionError`."""
    if isinstance(action, (bool, np.bool_)) or not isinstance(action, (int, np.integer)):
        if not (isinstance(action, np.ndarray) and action.shape == () and action.dtype.kind in "iu"):
            raise InvalidActionError(f"an action is an integer, not {action!r}")
    value = int(action)
    if not 0 <= value < n:
        raise InvalidActionError(f"action {value} is out of range 0..{n}")
    return value


def aec_env(
    rules: Rules | str = "renju",
    size: int | None = None,
    opening: Opening | str | None = None,
    render_mode: str | None = None,
    mask_forbidden: bool = True,
) -> Any:
    """The PettingZoo AEC environment of `rules` (a `Rules` or its text) on a `size`
    board (the rules' own by default), starting with `opening` if given.

    An action outside the mask ends the game with -1 for the agent that played it
    (PettingZoo's `TerminateIllegalWrapper`, as its classic games); one outside the
    action space raises `InvalidActionError`. `mask_forbidden=False` keeps the forbidden
    points of the *lose* policy in the mask.

    >>> env = aec_env("renju")
    >>> env.reset(seed=1)
    >>> obs, reward, terminated, truncated, info = env.last()
    >>> obs["observation"].shape, int(obs["action_mask"].sum())
    ((5, 15, 15), 225)
    """
    env: Any = raw_env(rules, size, opening, render_mode, mask_forbidden)
    env = wrappers.TerminateIllegalWrapper(env, illegal_reward=-1)
    env = _CheckAction(env)
    env = wrappers.OrderEnforcingWrapper(env)
    return env
