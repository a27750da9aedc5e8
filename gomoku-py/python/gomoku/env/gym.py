"""Gymnasium environments (docs/RL.md): one agent against an opponent (`GomokuEnv`,
registered as `gomoku/Renju-v0` and the other ids), and `GomokuVectorEnv`, a
`gymnasium.vector.VectorEnv` over the Rust `gomoku.VectorEnv` (self-play)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Union

import gymnasium
import numpy as np
from gymnasium import spaces
from gymnasium.vector import AutoresetMode
from numpy.typing import NDArray

from .. import (
    Game,
    GameOverError,
    InvalidActionError,
    Opening,
    Point,
    ReferenceBot,
    Rules,
    VectorEnv,
)
from ._encoding import Table, player_index
from ._rules import rules_arg
from .aec import PLAYERS, check_action
from .render import rgb_array

Opponent = Union[str, Callable[[Game], Union[int, Point, str]]]
"""`"random"`, `"bot"` (the reference bot, `gomoku.ReferenceBot`, thinking in Rust), or
a callable given a copy of the game that returns an action index or the point to play."""

ENV_IDS = {
    "gomoku/Freestyle-v0": ("freestyle", None),
    "gomoku/Freestyle9-v0": ("freestyle", 9),
    "gomoku/Freestyle20-v0": ("freestyle", 20),
    "gomoku/Standard-v0": ("standard", None),
    "gomoku/Renju-v0": ("renju", None),
    "gomoku/Caro-v0": ("caro", None),
    "gomoku/Omok-v0": ("omok", None),
    "gomoku/Pente-v0": ("pente", None),
    "gomoku/NinukiRenju-v0": ("ninuki-renju", None),
}
"""The registered ids: the rules and the board size (the rules' own when `None`)."""


class GomokuEnv(gymnasium.Env[NDArray[np.uint8], np.int64]):
    """One agent, the first player (`player=0`) or the second (`player=1`), against an
    `opponent`. Observations are the planes of docs/RL.md from the agent's point of
    view; `info["action_mask"]` and `action_masks()` give its mask (sb3-contrib's
    MaskablePPO reads the latter). Rewards are +1 / -1 / 0 at the end; an action outside
    the mask ends the episode with -1; one outside the action space raises
    `InvalidActionError`.

    >>> import gymnasium, gomoku.env
    >>> env = gymnasium.make("gomoku/Freestyle9-v0")
    >>> obs, info = env.reset(seed=0)
    >>> obs.shape
    (5, 9, 9)
    """

    metadata: dict[str, Any] = {"render_modes": ["ansi", "rgb_array"], "render_fps": 2}

    def __init__(
        self,
        rules: Rules | str = "renju",
        size: int | None = None,
        opening: Opening | str | None = None,
        opponent: Opponent = "random",
        player: int = 0,
        mask_forbidden: bool = True,
        render_mode: str | None = None,
        bot_nodes: int = 1000,
    ) -> None:
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}")
        if player not in (0, 1):
            raise ValueError("player must be 0 (the first player) or 1 (the second)")
        if not (opponent in ("random", "bot") or callable(opponent)):
            raise ValueError('opponent must be "random", "bot" or a callable on a Game')
        if isinstance(bot_nodes, bool) or not isinstance(bot_nodes, int) or bot_nodes < 0:
            raise ValueError(f"bot_nodes must be an int >= 0, not {bot_nodes!r}")
        self.render_mode = render_mode
        self.table = Table(rules_arg(rules, size), opening, mask_forbidden)
        self.opponent = opponent
        self.bot_nodes = bot_nodes
        self._bot = ReferenceBot(0)
        self.player = player
        s = self.table.size
        self.observation_space = spaces.Box(
            0, 255, (len(self.table.plane_names), s, s), dtype=np.uint8
        )
        self.action_space = spaces.Discrete(self.table.num_actions)
        self._mask = self.table.mask()
        self._ended_illegally = False

    def _own_turn(self) -> bool:
        actor, _ = self.table.actor()
        return player_index(actor) == self.player

    def _obs(self) -> NDArray[np.uint8]:
        return self.table.observe(self.table.game.color_of(PLAYERS[self.player]))

    def _info(self) -> dict[str, Any]:
        return {"action_mask": self._mask.copy(), **self.table.info(PLAYERS[self.player])}

    def _opponent_action(self) -> int:
        mask = self.table.mask()
        if self.opponent == "bot":
            # The bot decides every step, the opening's too (swap or keep, a colour, the
            # number of offers, the offers one at a time, the pick): the core's policy,
            # the same as in every face. The mask is drawn from only when the bot's step
            # is not in it (an agent chose "offer instead" where the bot would swap).
            try:
                d = self._bot.decide(self.table.game, self.bot_nodes)
            except GameOverError:
                d = None
            action = None if d is None else self.table.decision_action(d, mask)
            if action is not None:
                return action
        if self.opponent in ("random", "bot"):
            legal = np.flatnonzero(mask)
            return int(legal[self.np_random.integers(len(legal))])
        assert callable(self.opponent)
        choice = self.opponent(self.table.game.copy())
        if isinstance(choice, (str, Point)):
            p = Point.parse(choice) if isinstance(choice, str) else choice
            choice = p.y * self.table.size + p.x
        action = check_action(choice, self.table.num_actions)
        if not mask[action]:
            raise InvalidActionError(f"the opponent chose action {action}, outside its mask")
        return action

    def _opponent_plays(self) -> None:
        while not self.table.game.is_game_over() and not self._own_turn():
            self.table.play(self._opponent_action())
        self._mask = self.table.mask() if self._own_turn() else np.zeros_like(self._mask)

    def _reward(self) -> float:
        first, second = self.table.rewards(PLAYERS[self.player])
        return first if self.player == 0 else second

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[NDArray[np.uint8], dict[str, Any]]:
        super().reset(seed=seed)
        self._bot = ReferenceBot(int(self.np_random.integers(2**63)))
        self.table.reset()
        self._ended_illegally = False
        self._opponent_plays()
        return self._obs(), self._info()

    def step(
        self, action: np.int64 | int
    ) -> tuple[NDArray[np.uint8], float, bool, bool, dict[str, Any]]:
        a = check_action(action, self.table.num_actions)
        if self.table.game.is_game_over() or self._ended_illegally:
            raise InvalidActionError("the episode is over: call reset()")
        if not self._mask[a]:
            self._mask = np.zeros_like(self._mask)
            self._ended_illegally = True
            return self._obs(), -1.0, True, False, {**self._info(), "illegal_action": True}
        self.table.play(a)
        self._opponent_plays()
        over = self.table.game.is_game_over()
        reward = self._reward() if over else 0.0
        return self._obs(), reward, over, False, self._info()

    def action_masks(self) -> NDArray[np.bool_]:
        """The mask of the agent's actions, as sb3-contrib's MaskablePPO asks it."""
        return self._mask.astype(bool)

    def render(self) -> Any:
        if self.render_mode == "rgb_array":
            return rgb_array(self.table.game)
        if self.render_mode == "ansi":
            return self.table.game.diagram()
        return None


class GomokuVectorEnv(gymnasium.vector.VectorEnv[NDArray[np.uint8], NDArray[np.int64], NDArray[Any]]):
    """A `gymnasium.vector.VectorEnv` over `gomoku.VectorEnv`: self-play, each game's
    observation and reward from the point of view of the agent to act. Auto-reset is
    `AutoresetMode.SAME_STEP`: `infos["final_obs"]` (with `infos["_final_obs"]`) holds
    the last observation of the games that ended. `infos["action_mask"]` and
    `infos["agent"]` are the masks and the agents to act. The arrays returned are the
    Rust environment's own, rewritten by the next step."""

    metadata: dict[str, Any] = {"autoreset_mode": AutoresetMode.SAME_STEP, "render_modes": []}

    def __init__(
        self,
        num_envs: int,
        rules: Rules | str = "renju",
        size: int | None = None,
        opening: Opening | str | None = None,
        *,
        seed: int = 0,
        threads: int = 1,
        mask_forbidden: bool = True,
    ) -> None:
        r = rules_arg(rules, size)
        self.env = VectorEnv(
            num_envs, r, opening, seed=seed, threads=threads, mask_forbidden=mask_forbidden
        )
        self.num_envs = num_envs
        s = r.size
        c = len(self.env.planes)
        self.single_observation_space = spaces.Box(0, 255, (c, s, s), dtype=np.uint8)
        self.single_action_space = spaces.Discrete(self.env.num_actions)
        self.observation_space = spaces.Box(0, 255, (num_envs, c, s, s), dtype=np.uint8)
        self.action_space = spaces.MultiDiscrete(np.full(num_envs, self.env.num_actions))

    def _infos(self) -> dict[str, Any]:
        return {"action_mask": self.env.mask, "agent": self.env.agent}

    def reset(
        self, *, seed: int | list[int] | None = None, options: dict[str, Any] | None = None
    ) -> tuple[NDArray[np.uint8], dict[str, Any]]:
        if isinstance(seed, list):
            seed = seed[0]
        self.env.reset(seed)
        if seed is not None:
            self.action_space.seed(seed)
        return self.env.obs, self._infos()

    def step(
        self, actions: NDArray[np.int64]
    ) -> tuple[NDArray[np.uint8], NDArray[Any], NDArray[np.bool_], NDArray[np.bool_], dict[str, Any]]:
        obs, reward, terminated, truncated, _ = self.env.step(actions)
        infos = self._infos()
        if terminated.any():
            infos["final_obs"] = self.env.final_obs
            infos["_final_obs"] = terminated.copy()
        return obs, reward, terminated, truncated, infos

    def sample(self) -> NDArray[np.int64]:
        """A random action of each game's mask (the Rust sampler)."""
        return self.env.sample()


def register_envs() -> None:
    """Registers the ids of `ENV_IDS` with Gymnasium (done by `import gomoku.env`)."""
    for env_id, (rules, size) in ENV_IDS.items():
        if env_id not in gymnasium.registry:
            gymnasium.register(
                id=env_id,
                entry_point="gomoku.env.gym:GomokuEnv",
                kwargs={"rules": rules, "size": size},
            )
