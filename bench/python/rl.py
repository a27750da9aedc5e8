"""Speed of the reinforcement-learning environments (docs/RL.md), side by side in one run.

    python bench/python/rl.py [--envs 1024] [--steps 200] [--quick]

Needs `gomoku` installed with the extra `rl` (scripts/test-python.sh's venv has it).
Rows, each in environment steps per second (one step = one move in one game), on the
15x15 board, observations and masks written every step:

- `VectorEnv` with its own masked sampler (`env.step(env.sample())`): the environment,
  not numpy, is timed; then with the actions drawn in numpy from the mask; then with two
  threads;
- the call overhead of one `step` (`VectorEnv` of one game);
- the anchors: a Python loop over N `Game`s (a random legal move, then `to_numpy()` as
  the observation), and the PettingZoo AEC environment (`gomoku.env.aec_env`), an
  observation and mask read every step.

Every figure is the best of three repetitions (wall clock). The script prints a Markdown
table; it never fails on a slow machine.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

import numpy as np

import gomoku
import gomoku.env


def best(f: Callable[[], int], repeat: int = 3) -> float:
    """The best rate of `f` (which returns the number of env steps it made), per second."""
    rates = []
    for _ in range(repeat):
        t = time.perf_counter()
        n = f()
        rates.append(n / (time.perf_counter() - t))
    return max(rates)


def vector_own(rules: str, n: int, steps: int, threads: int = 1) -> Callable[[], int]:
    env = gomoku.VectorEnv(n, rules, seed=1, threads=threads)

    def run() -> int:
        for _ in range(steps):
            env.step(env.sample())
        return n * steps

    return run


def vector_numpy(rules: str, n: int, steps: int) -> Callable[[], int]:
    env = gomoku.VectorEnv(n, rules, seed=1)
    rng = np.random.default_rng(1)

    def run() -> int:
        for _ in range(steps):
            u = rng.random(env.mask.shape)
            u[~env.mask] = -1.0
            env.step(u.argmax(axis=1))
        return n * steps

    return run


def step_overhead() -> float:
    """Seconds per `step` call of a one-game environment (sampler excluded)."""
    env = gomoku.VectorEnv(1, "freestyle", seed=1)
    actions = [env.sample().copy() for _ in range(1)]
    k = 20000
    best_t = float("inf")
    for _ in range(3):
        t_total = 0.0
        for _ in range(k // 100):
            batch = []
            for _ in range(100):
                batch.append(env.sample().copy())
            t = time.perf_counter()
            for a in batch:
                # Keep to legal actions: a sample drawn before this step may be stale.
                if env.mask[0, a[0]]:
                    env.step(a)
            t_total += time.perf_counter() - t
        best_t = min(best_t, t_total / k)
    del actions
    return best_t


def python_games(rules: str, n: int, steps: int) -> Callable[[], int]:
    r = gomoku.Rules.parse(rules)
    games = [gomoku.Game(r) for _ in range(n)]
    rnd = random.Random(1)

    def run() -> int:
        for _ in range(steps):
            for i, g in enumerate(games):
                g.push(rnd.choice(list(g.legal_moves)))
                if g.is_game_over():
                    games[i] = g = gomoku.Game(r)
                g.to_numpy()
        return n * steps

    return run


def pettingzoo(rules: str, steps: int) -> Callable[[], int]:
    env = gomoku.env.aec_env(rules)
    env.reset(seed=1)
    rng = np.random.default_rng(1)

    def run() -> int:
        for _ in range(steps):
            obs, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                env.reset()
                obs, *_ = env.last()
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        return steps

    return run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--envs", type=int, default=1024)
    parser.add_argument("--steps", type=int, default=200)
    parser.add_argument("--quick", action="store_true", help="fewer steps")
    args = parser.parse_args()
    n, steps = args.envs, args.steps // (4 if args.quick else 1)
    rows: list[tuple[str, float]] = []
    for rules in ("freestyle", "renju"):
        rows.append((f"VectorEnv N={n}, {rules}, own sampler", best(vector_own(rules, n, steps))))
        rows.append((f"VectorEnv N={n}, {rules}, numpy sampling", best(vector_numpy(rules, n, steps))))
        rows.append(
            (f"VectorEnv N={n}, {rules}, own sampler, 2 threads", best(vector_own(rules, n, steps, 2)))
        )
        small = max(1, steps // 10)
        rows.append((f"Python loop over N={n} Games, {rules}", best(python_games(rules, n, small), 1)))
        rows.append((f"PettingZoo AEC env, {rules}", best(pettingzoo(rules, 20 * small), 1)))
    anchor = {r: v for r, v in rows}
    print(f"| environment (15x15) | env steps/s | x Python loop |")
    print("|---|---:|---:|")
    for name, rate in rows:
        rules = "renju" if "renju" in name else "freestyle"
        loop = anchor[f"Python loop over N={n} Games, {rules}"]
        print(f"| {name} | {rate:,.0f} | {rate / loop:.1f} |")
    print(f"\n`step` call overhead (one game, freestyle): {step_overhead() * 1e6:.2f} µs")


if __name__ == "__main__":
    main()
