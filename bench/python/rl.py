"""Speed of the reinforcement-learning environments (docs/RL.md), side by side in one run.

    python bench/python/rl.py [--envs 1024] [--steps 200] [--quick] [--cpu]

Needs `gomoku` installed with the extra `rl` (scripts/test-python.sh's venv has it).
Rows, each in environment steps per second (one step = one move in one game), on the
15x15 board, observations and masks written every step:

- `VectorEnv` with its own masked sampler (`env.step(env.sample())`): the environment,
  not numpy, is timed; then with the actions drawn in numpy from the mask; then with two
  threads;
- the call overhead of one `step` (`VectorEnv` of one game);
- the anchors: a Python loop over N `Game`s (a random legal move, then `to_numpy()` as
  the observation), Gymnasium's `SyncVectorEnv` over 64 single-agent `GomokuEnv`s (one
  agent step = the agent's move and the random opponent's), the PettingZoo AEC
  environment (`gomoku.env.aec_env`), an observation and mask read every step, and
  OpenSpiel through pyspiel (`open_spiel` installed: scripts/test-python.sh's venv has
  it): its own `gomoku` (freestyle) and the referee's `gomoku_referee`
  (`gomoku.env.openspiel`), the observation tensor and the legal actions read every step;
- thread scaling: `step` with the own sampler (freestyle and renju), and
  `bot_actions(100)` (the reference bot for every game), on 1 and on 2 threads, on the
  wall clock and per CPU second of the whole process (all threads: what the second
  thread costs in work, the figure that still means something on a busy machine).

`VectorEnv` and the Python loop are timed after 200 steps of their games (random games
on 15x15 last about a hundred moves: the games are then at all stages, not all fresh).
Every figure is the best of three repetitions (wall clock; `--cpu`: the CPU time of the
calling thread, for a machine shared with other jobs — the two-thread rows stay on the
wall clock). Beside each row: the ratio to the Python loop and to OpenSpiel's `gomoku`
(when installed), and the load average of the machine when it was measured. The script
prints Markdown tables; it never fails on a slow machine.
"""

from __future__ import annotations

import argparse
import os
import random
import time
from collections.abc import Callable

import numpy as np

import gomoku
import gomoku.env


CLOCK = time.perf_counter


def best(f: Callable[[], int], repeat: int = 3, clock: Callable[[], float] | None = None) -> float:
    """The best rate of `f` (which returns the number of env steps it made), per second."""
    clock = clock or CLOCK
    rates = []
    for _ in range(repeat):
        t = clock()
        n = f()
        rates.append(n / (clock() - t))
    return max(rates)


# Steps played before a `VectorEnv` is timed: random games of 15x15 last about a hundred
# moves, so that the games are then at all stages (the judge of renju costs more as the
# board fills; fresh games only would flatter it).
WARM_UP = 200


def vector_own(rules: str, n: int, steps: int, threads: int = 1) -> Callable[[], int]:
    env = gomoku.VectorEnv(n, rules, seed=1, threads=threads)
    for _ in range(WARM_UP):
        env.step(env.sample())

    def run() -> int:
        for _ in range(steps):
            env.step(env.sample())
        return n * steps

    return run


def vector_numpy(rules: str, n: int, steps: int) -> Callable[[], int]:
    env = gomoku.VectorEnv(n, rules, seed=1)
    for _ in range(WARM_UP):
        env.step(env.sample())
    rng = np.random.default_rng(1)

    def run() -> int:
        for _ in range(steps):
            u = rng.random(env.mask.shape)
            u[~env.mask] = -1.0
            env.step(u.argmax(axis=1))
        return n * steps

    return run


def step_overhead() -> float:
    """Seconds per `step` call of a one-game environment (26x26 freestyle, the points
    played in order, so that no sampler is timed)."""
    env = gomoku.VectorEnv(1, "freestyle/26", seed=1)
    a = np.zeros(1, dtype=np.int64)
    best_t = float("inf")
    for _ in range(5):
        env.reset()
        calls = 0
        elapsed = 0.0
        for point in range(600):
            if not env.mask[0, point]:
                continue
            a[0] = point
            t = CLOCK()
            env.step(a)
            elapsed += CLOCK() - t
            calls += 1
        best_t = min(best_t, elapsed / calls)
    return best_t


def python_games(rules: str, n: int, steps: int) -> Callable[[], int]:
    r = gomoku.Rules.parse(rules)
    games = [gomoku.Game(r) for _ in range(n)]
    rnd = random.Random(1)

    def run(steps: int = steps) -> int:
        for _ in range(steps):
            for i, g in enumerate(games):
                g.push(rnd.choice(list(g.legal_moves)))
                if g.is_game_over():
                    games[i] = g = gomoku.Game(r)
                g.to_numpy()
        return n * steps

    run(WARM_UP)
    return run


def sync_vector(rules: str, steps: int, n: int = 64) -> Callable[[], int]:
    import gymnasium

    env = gymnasium.vector.SyncVectorEnv(
        [lambda: gomoku.env.GomokuEnv(rules) for _ in range(n)],
        autoreset_mode=gymnasium.vector.AutoresetMode.SAME_STEP,
    )
    _, infos = env.reset(seed=1)
    rng = np.random.default_rng(1)

    def run() -> int:
        nonlocal infos
        for _ in range(steps):
            u = rng.random(infos["action_mask"].shape)
            u[infos["action_mask"] == 0] = -1.0
            _, _, _, _, infos = env.step(u.argmax(axis=1))
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


def openspiel(name: str, params: dict[str, str], steps: int) -> Callable[[], int] | None:
    """Random play through pyspiel, reading the observation tensor and the legal actions
    every step (None when open_spiel is not installed)."""
    try:
        import pyspiel  # type: ignore[import-not-found, import-untyped, unused-ignore]
    except ImportError:
        return None
    if name == "gomoku_referee":
        import gomoku.env.openspiel  # noqa: F401  (registers it)
    game = pyspiel.load_game(name, params)
    rng = random.Random(1)
    state = game.new_initial_state()

    def run() -> int:
        nonlocal state
        for _ in range(steps):
            if state.is_terminal():
                state = game.new_initial_state()
            state.observation_tensor(state.current_player())
            state.apply_action(rng.choice(state.legal_actions()))
        return steps

    return run


def load() -> float:
    """The machine's load average over the last minute."""
    return os.getloadavg()[0]


def scaling(make: Callable[[int], Callable[[], int]], threads: int) -> tuple[float, float]:
    """The best rates on `threads` threads: per second of the wall clock, and per CPU
    second of the whole process."""
    f = make(threads)
    f()  # warm up: the pool's threads started, the games under way
    return (
        best(f, clock=time.perf_counter),
        best(f, clock=time.process_time),
    )


def bot_batch(rules: str, n: int, steps: int, threads: int) -> Callable[[], int]:
    env = gomoku.VectorEnv(n, rules, seed=1, threads=threads)
    for _ in range(WARM_UP):
        env.step(env.sample())

    def run() -> int:
        for _ in range(steps):
            env.step(env.bot_actions(100))
        return n * steps

    return run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--envs", type=int, default=1024)
    parser.add_argument("--steps", type=int, default=200)
    parser.add_argument("--quick", action="store_true", help="fewer steps")
    parser.add_argument("--cpu", action="store_true", help="CPU time of the thread")
    args = parser.parse_args()
    global CLOCK
    if args.cpu:
        CLOCK = time.thread_time
    n, steps = args.envs, args.steps // (4 if args.quick else 1)
    rows: list[tuple[str, float, float]] = []

    def row(name: str, rate: float) -> None:
        rows.append((name, rate, load()))

    for rules in ("freestyle", "renju"):
        row(f"VectorEnv N={n}, {rules}, own sampler", best(vector_own(rules, n, steps)))
        row(f"VectorEnv N={n}, {rules}, numpy sampling", best(vector_numpy(rules, n, steps)))
        row(
            f"VectorEnv N={n}, {rules}, own sampler, 2 threads (wall clock)",
            best(vector_own(rules, n, steps, 2), clock=time.perf_counter),
        )
        small = max(1, steps // 10)
        row(f"Python loop over N={n} Games, {rules}", best(python_games(rules, n, steps), 1))
        row(f"Gymnasium SyncVectorEnv of 64 GomokuEnv, {rules}", best(sync_vector(rules, small), 1))
        row(f"PettingZoo AEC env, {rules}", best(pettingzoo(rules, 20 * small), 1))
        spiel = [("gomoku_referee", {"rules": rules})]
        if rules == "freestyle":
            spiel.insert(0, ("gomoku", {}))
        for name, params in spiel:
            f = openspiel(name, params, 20 * small)
            if f is not None:
                row(f"OpenSpiel `{name}` through pyspiel, {rules}", best(f, 1))
    anchor = {r: v for r, v, _ in rows}
    spiel_rate = anchor.get("OpenSpiel `gomoku` through pyspiel, freestyle")
    clock = "CPU time of the thread" if args.cpu else "wall clock"
    print(f"N = {n}, {steps} steps a repetition, {clock}; load: the 1-minute load average\n")
    print("| environment (15x15) | env steps/s | x Python loop | x OpenSpiel `gomoku` | load |")
    print("|---|---:|---:|---:|---:|")
    for name, rate, at in rows:
        rules = "renju" if "renju" in name else "freestyle"
        loop = anchor[f"Python loop over N={n} Games, {rules}"]
        spiel_x = f"{rate / spiel_rate:.1f}" if spiel_rate else "-"
        print(f"| {name} | {rate:,.0f} | {rate / loop:.1f} | {spiel_x} | {at:.1f} |")
    print(
        f"\n`step` call overhead (one game, freestyle): {step_overhead() * 1e6:.2f} µs"
        f" (load {load():.1f})"
    )
    print("\nThread scaling (2 cores shared with whatever else runs; steps per second of the")
    print("wall clock, and per CPU second of the whole process):\n")
    print("| work | threads | wall | x | per CPU s | x | load |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for name, make in [
        (f"VectorEnv N={n}, freestyle, step + own sampler", lambda t: vector_own("freestyle", n, steps, t)),
        (f"VectorEnv N={n}, renju, step + own sampler", lambda t: vector_own("renju", n, steps, t)),
        ("VectorEnv N=64, renju, step + bot_actions(100)", lambda t: bot_batch("renju", 64, max(1, steps // 20), t)),
    ]:
        wall1, cpu1 = scaling(make, 1)
        print(f"| {name} | 1 | {wall1:,.0f} | 1.00 | {cpu1:,.0f} | 1.00 | {load():.1f} |")
        wall2, cpu2 = scaling(make, 2)
        print(
            f"| {name} | 2 | {wall2:,.0f} | {wall2 / wall1:.2f} | {cpu2:,.0f} | {cpu2 / cpu1:.2f}"
            f" | {load():.1f} |"
        )


if __name__ == "__main__":
    main()
