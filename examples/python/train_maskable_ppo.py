"""Trains sb3-contrib's MaskablePPO on 9x9 freestyle against the random opponent, then
measures its win rate against random as the first and as the second player.

    pip install -r examples/python/requirements-train.txt ./gomoku-py
    python examples/python/train_maskable_ppo.py --steps 200000 --games 200

The environment is `gymnasium.make("gomoku/Freestyle9-v0", player=...)` (docs/RL.md):
half of the `--envs` training environments play first, half second, so one policy
learns both seats (the plane `own_is_black` tells it which colour it holds). Its
`action_masks()` is what MaskablePPO reads, so the agent never plays an occupied point.

The policy is a small multilayer perceptron over the flattened planes (`--net`, default
two layers of 256). The planes are 0/1, not pixels: `normalize_images=False` keeps
Stable-Baselines3 from dividing them by 255 (it takes any 3-D uint8 box in 0..255 for
an image).

After training it plays `--games` games in each seat, greedy (`deterministic=True`),
against the random opponent with seeds `--seed + 1000 + i`, and prints the win rates
with their 95% Wilson intervals; a random agent's own win rate in the same seats is
printed beside them as the baseline.
"""

from __future__ import annotations

import argparse
import math
import time
from typing import Any

import gymnasium
import numpy as np
import torch  # type: ignore[import-not-found, import-untyped, unused-ignore]
from sb3_contrib import MaskablePPO  # type: ignore[import-not-found, import-untyped, unused-ignore]
from stable_baselines3.common.vec_env import DummyVecEnv, VecMonitor  # type: ignore[import-not-found, import-untyped, unused-ignore]

import gomoku.env  # noqa: F401  (registers the gomoku/ ids)

ENV_ID = "gomoku/Freestyle9-v0"


def make_env(player: int) -> Any:
    """A thunk making the 9x9 freestyle environment for the agent in seat `player`."""
    return lambda: gymnasium.make(ENV_ID, player=player, opponent="random")


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion `wins / n`."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def play(model: Any, player: int, games: int, seed: int) -> tuple[int, int, int, int]:
    """Wins, losses, draws and moves of `games` games in seat `player`; the random
    agent when `model` is None."""
    env: Any = gymnasium.make(ENV_ID, player=player, opponent="random")
    rng = np.random.default_rng(seed)
    wins = losses = draws = moves = 0
    for i in range(games):
        obs, _ = env.reset(seed=seed + i)
        done = False
        reward = 0.0
        while not done:
            mask = env.get_wrapper_attr("action_masks")()
            if model is None:
                action = int(rng.choice(np.flatnonzero(mask)))
            else:
                predicted, _ = model.predict(obs, action_masks=mask, deterministic=True)
                action = int(predicted)
            obs, r, terminated, truncated, _ = env.step(action)
            reward = float(r)
            done = terminated or truncated
            moves += 1
        if reward > 0:
            wins += 1
        elif reward < 0:
            losses += 1
        else:
            draws += 1
    env.close()
    return wins, losses, draws, moves


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--steps", type=int, default=200_000, help="training steps (the agent's moves)")
    parser.add_argument("--envs", type=int, default=8, help="training environments (even)")
    parser.add_argument("--net", default="256,256", help="hidden layers of the policy and value nets")
    parser.add_argument("--games", type=int, default=200, help="evaluation games per seat")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--threads", type=int, default=1, help="torch threads")
    parser.add_argument("--save", help="where to save the trained model (a .zip)")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)

    layers = [int(n) for n in args.net.split(",")]
    venv = VecMonitor(DummyVecEnv([make_env(i % 2) for i in range(args.envs)]))
    model = MaskablePPO(
        "MlpPolicy",
        venv,
        n_steps=256,
        batch_size=512,
        n_epochs=4,
        learning_rate=3e-4,
        gamma=0.99,
        ent_coef=0.01,
        policy_kwargs={"net_arch": layers, "normalize_images": False},
        seed=args.seed,
        verbose=1,
    )
    start = time.perf_counter()
    model.learn(total_timesteps=args.steps)
    trained = time.perf_counter() - start
    print(f"trained {model.num_timesteps} steps in {trained:.0f} s ({model.num_timesteps / trained:.0f} steps/s)")
    if args.save:
        model.save(args.save)

    start = time.perf_counter()
    for player, seat in ((0, "first"), (1, "second")):
        for name, agent in (("MaskablePPO", model), ("random", None)):
            w, lost, d, moves = play(agent, player, args.games, args.seed + 1000)
            lo, hi = wilson(w, args.games)
            print(
                f"{name:>11} as the {seat:<6} player vs random: won {w}/{args.games}"
                f" ({100 * w / args.games:.1f}%, 95% CI {100 * lo:.1f}-{100 * hi:.1f}%),"
                f" lost {lost}, drew {d}, {moves / args.games:.1f} moves a game"
            )
    print(f"evaluated in {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
