"""Environments for reinforcement learning (docs/RL.md).

`aec_env(...)`: the PettingZoo AEC environment (two agents); `GomokuEnv`: a Gymnasium
environment against an opponent, registered as `gomoku/Renju-v0` and the other ids of
`ENV_IDS` when this module is imported; `GomokuVectorEnv`: a `gymnasium.vector.VectorEnv`
over the Rust `gomoku.VectorEnv`. They need the extra `rl` (`pip install
gomoku-referee[rl]`: gymnasium, pettingzoo); `import gomoku` does not.
"""

from __future__ import annotations

from ._encoding import (
    AGENTS,
    MAX_OFFERS,
    OPENING_ACTIONS,
    STEP_CODES,
    Table,
    num_actions,
    plane_names,
)
from .aec import aec_env, raw_env
from .gym import ENV_IDS, GomokuEnv, GomokuVectorEnv, register_envs
from .render import rgb_array

register_envs()

__all__ = [
    "AGENTS",
    "ENV_IDS",
    "MAX_OFFERS",
    "OPENING_ACTIONS",
    "STEP_CODES",
    "GomokuEnv",
    "GomokuVectorEnv",
    "Table",
    "aec_env",
    "num_actions",
    "plane_names",
    "raw_env",
    "register_envs",
    "rgb_array",
]
