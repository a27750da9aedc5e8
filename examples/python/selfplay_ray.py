"""Self-play at scale on Ray: actors each drive a `gomoku.VectorEnv` and write training
samples as Parquet shards.

    pip install "ray==2.60.0" "pyarrow==26.0.1" numpy
    python examples/python/selfplay_ray.py --rules renju --policy bot --nodes 200 \\
        --actors 2 --envs 32 --games 400 --batch-games 100 --augment --out shards/
    python examples/python/selfplay_ray.py --rules renju --opening soosorv-8 --policy bot

`ray.init()` starts a local cluster unless `--address` names one to join (or `auto`).
Each actor steps `--envs` games in lock-step in Rust with a policy:

- `random`: the environment's own seeded sampler (`VectorEnv.sample`);
- `bot`: the reference bot in batch (`VectorEnv.bot_actions(nodes)`);
- `module:function`: a user function called as `function(env)` with the `VectorEnv`
  (its `obs`, `mask` and `agent` describe the position of each game) that returns an
  integer array of shape `(num_envs,)`.

Each batch of `--batch-games` finished games makes one shard, written by its actor into
`--out` (on a real cluster, a directory every node shares):

- `samples-aAA-bBBBB.parquet`: one row per move (8 with `--augment`): `game` (int64, the
  game's id), `ply` (int16), `symmetry` (uint8, `gomoku.Symmetry`; 0 without
  `--augment`), `planes` (the observation before the move, from the mover's point of
  view, docs/RL.md's planes, flattened: `fixed_size_list<uint8>[C*S*S]`; the schema's
  metadata `shape` gives `(C, S, S)`), `action` (int16, the move chosen, seen through the
  symmetry), `result` (int8: +1 the mover won the game, -1 lost, 0 draw);
- `games-aAA-bBBBB.parquet`: one row per game: `game`, `rules` (the rules text),
  `opening` (its name, null without one), `moves` (the move list as text, `pass` for a
  pass: without an opening `gomoku.Game.from_moves` replays it), `sgf` (the game's SGF
  record, the opening's actions included: `gomoku.Record.read_sgf(sgf).replay(rules)`
  replays it, opening and all), `actions` (`list<int16>`, docs/RL.md's encoding),
  `winner` (int8: +1 the first player, -1 the second, 0 a draw; without an opening the
  first player is Black).

With `--opening NAME` (RULES.md §7: `swap2`, `rif`, `soosorv-8`, ...) every game starts
with that opening protocol, its actions (swap, colour, number of offers, offers one at a
time, pick) being actions of the environment: the `bot` policy takes them as the core's
reference bot decides. Augmentation uses the core's symmetries (`gomoku.Symmetry.apply`,
RULES.md §10) to map every point, planes and moves alike (an opening action that is no
point, such as a swap, stays as it is).
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import time
from collections.abc import Callable
from typing import Any

import numpy as np
import pyarrow as pa  # type: ignore[import-not-found, import-untyped, unused-ignore]
import pyarrow.parquet as pq  # type: ignore[import-not-found, import-untyped, unused-ignore]
import ray  # type: ignore[import-not-found, import-untyped, unused-ignore]
from numpy.typing import NDArray

import gomoku
from gomoku.env._encoding import Table

Policy = Callable[[gomoku.VectorEnv], Any]


def symmetry_table(size: int) -> NDArray[np.int64]:
    """`table[s, a]`: the point action `a` seen through `Symmetry.ALL[s]`, by the core."""
    table = np.empty((8, size * size), dtype=np.int64)
    for s, symmetry in enumerate(gomoku.Symmetry.ALL):
        for a in range(size * size):
            image = symmetry.apply(gomoku.Point(a % size, a // size), size)
            assert image is not None
            table[s, a] = image.y * size + image.x
    return table


def make_policy(name: str, nodes: int) -> Policy:
    if name == "random":
        return lambda env: env.sample()
    if name == "bot":
        return lambda env: env.bot_actions(nodes)
    module, sep, function = name.partition(":")
    if not sep:
        raise ValueError(f"unknown policy {name!r}: random, bot or module:function")
    found: Policy = getattr(importlib.import_module(module), function)
    return found


class SelfPlay:
    """One actor: a `VectorEnv` of `envs` games, its policy, and the games in progress."""

    def __init__(
        self,
        actor: int,
        rules: str,
        envs: int,
        policy: str,
        nodes: int,
        seed: int,
        augment: bool,
        out: str,
        opening: str | None = None,
    ) -> None:
        self.actor = actor
        self.env = gomoku.VectorEnv(envs, rules, opening, seed=seed + actor)
        self.rules_text = rules
        self.opening = opening
        self.size = self.env.rules.size
        self.area = self.size * self.size
        self.policy = make_policy(policy, nodes)
        self.augment = augment
        self.table = symmetry_table(self.size) if augment else None
        self.out = out
        self.batch = 0
        self.next_game = 0
        # Per game in progress: its observations, actions and actors so far.
        self.obs: list[list[NDArray[np.uint8]]] = [[] for _ in range(envs)]
        self.actions: list[list[int]] = [[] for _ in range(envs)]
        self.agents: list[list[int]] = [[] for _ in range(envs)]
        self.finished: list[tuple[NDArray[np.uint8], list[int], list[int], float]] = []
        self.steps = 0

    def play(self, games: int) -> None:
        """Steps every game until at least `games` finished games wait to be written."""
        env = self.env
        while len(self.finished) < games:
            obs = env.obs.copy()
            agent = env.agent.copy()
            actions = np.asarray(self.policy(env), dtype=np.int64).copy()
            _, reward, terminated, _, _ = env.step(actions)
            self.steps += 1
            for i in range(env.num_envs):
                self.obs[i].append(obs[i])
                self.actions[i].append(int(actions[i]))
                self.agents[i].append(int(agent[i]))
                if terminated[i]:
                    self.finished.append((np.stack(self.obs[i]), self.actions[i], self.agents[i], float(reward[i])))
                    self.obs[i], self.actions[i], self.agents[i] = [], [], []

    def run_batch(self, games: int) -> dict[str, Any]:
        """Plays `games` games and writes them as one shard; returns what it wrote."""
        start = time.perf_counter()
        self.play(games)
        done, self.finished = self.finished[:games], self.finished[games:]
        ids, plies, syms, planes, moves, results = [], [], [], [], [], []
        game_rows: dict[str, list[Any]] = {
            "game": [], "rules": [], "opening": [], "moves": [], "sgf": [], "actions": [], "winner": []
        }
        shape = done[0][0].shape[1:]
        for obs, actions, agents, reward in done:
            game_id = self.actor * 1_000_000_000 + self.next_game
            self.next_game += 1
            last = agents[-1]
            # The result from each mover's point of view: the last actor's reward, negated
            # for the other agent.
            result = np.array([reward if a == last else -reward for a in agents], dtype=np.int8)
            acts = np.array(actions, dtype=np.int64)
            n = len(actions)
            symmetries = range(8) if self.table is not None else range(1)
            for s in symmetries:
                if self.table is None or s == 0:
                    p, m = obs, acts
                else:
                    flat = obs.reshape(n, obs.shape[1], self.area)
                    image = np.empty_like(flat)
                    image[:, :, self.table[s]] = flat
                    p = image.reshape(obs.shape)
                    m = np.where(acts < self.area, self.table[s][np.minimum(acts, self.area - 1)], acts)
                ids.append(np.full(n, game_id, dtype=np.int64))
                plies.append(np.arange(n, dtype=np.int16))
                syms.append(np.full(n, s, dtype=np.uint8))
                planes.append(p.reshape(n, -1))
                moves.append(m.astype(np.int16))
                results.append(result)
            # The winner from the first player's point of view (agents are players: the
            # first player is agent 0 whatever colour an opening gave him).
            first = reward if last == 0 else -reward
            # The game itself, decoded from the actions by the encoding's own replay.
            table = Table(self.env.rules, self.opening)
            for a in actions:
                table.play(a)
            game_rows["game"].append(game_id)
            game_rows["rules"].append(self.rules_text)
            game_rows["opening"].append(self.opening)
            game_rows["moves"].append(" ".join("pass" if m is None else str(m) for m in table.game.moves))
            game_rows["sgf"].append(table.game.to_sgf())
            game_rows["actions"].append(actions)
            game_rows["winner"].append(int(first))
        flat_planes = np.concatenate(planes)
        width = flat_planes.shape[1]
        samples = pa.table(
            {
                "game": pa.array(np.concatenate(ids)),
                "ply": pa.array(np.concatenate(plies)),
                "symmetry": pa.array(np.concatenate(syms)),
                "planes": pa.FixedSizeListArray.from_arrays(pa.array(flat_planes.reshape(-1)), width),
                "action": pa.array(np.concatenate(moves)),
                "result": pa.array(np.concatenate(results)),
            }
        ).replace_schema_metadata(
            {"shape": json.dumps(list(shape)), "planes": json.dumps(list(self.env.planes)), "rules": self.rules_text}
        )
        games_table = pa.table(
            {
                "game": pa.array(game_rows["game"], pa.int64()),
                "rules": pa.array(game_rows["rules"], pa.string()),
                "opening": pa.array(game_rows["opening"], pa.string()),
                "moves": pa.array(game_rows["moves"], pa.string()),
                "sgf": pa.array(game_rows["sgf"], pa.string()),
                "actions": pa.array(game_rows["actions"], pa.list_(pa.int16())),
                "winner": pa.array(game_rows["winner"], pa.int8()),
            }
        )
        name = f"a{self.actor:02d}-b{self.batch:04d}.parquet"
        self.batch += 1
        pq.write_table(samples, os.path.join(self.out, "samples-" + name))
        pq.write_table(games_table, os.path.join(self.out, "games-" + name))
        return {"games": len(done), "samples": samples.num_rows, "seconds": time.perf_counter() - start}


def run(args: argparse.Namespace) -> dict[str, float]:
    """Runs the actors on the Ray cluster already initialised; returns the totals."""
    os.makedirs(args.out, exist_ok=True)
    actor_class = ray.remote(num_cpus=1)(SelfPlay)
    actors: list[Any] = [
        actor_class.remote(
            a, args.rules, args.envs, args.policy, args.nodes, args.seed, args.augment, args.out, args.opening
        )
        for a in range(args.actors)
    ]
    # Batches dealt round-robin to the actors; each actor plays its own in order.
    counts = [args.batch_games] * (args.games // args.batch_games)
    if args.games % args.batch_games:
        counts.append(args.games % args.batch_games)
    start = time.perf_counter()
    refs = [actors[i % len(actors)].run_batch.remote(c) for i, c in enumerate(counts)]
    stats = ray.get(refs)
    seconds = time.perf_counter() - start
    games = sum(s["games"] for s in stats)
    samples = sum(s["samples"] for s in stats)
    return {"games": games, "samples": samples, "seconds": seconds, "shards": len(stats)}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--rules", default="freestyle/9", help="a rules text (renju, freestyle/9, pente, ...)")
    parser.add_argument("--policy", default="random", help="random, bot or module:function")
    parser.add_argument("--nodes", type=int, default=200, help="the bot's VCF nodes a move")
    parser.add_argument("--actors", type=int, default=2)
    parser.add_argument("--envs", type=int, default=32, help="games each actor steps together")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--batch-games", type=int, default=50, help="games a shard")
    parser.add_argument("--opening", default=None, help="an opening protocol (swap2, rif, soosorv-8, ...)")
    parser.add_argument("--augment", action="store_true", help="8 samples a move, one per symmetry")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", default="selfplay-shards")
    parser.add_argument("--address", default=None, help="a Ray cluster to join (default: start a local one)")
    args = parser.parse_args(argv)
    if args.games < 1 or args.batch_games < 1 or args.actors < 1 or args.envs < 1:
        parser.error("--games, --batch-games, --actors and --envs must be positive")
    started = False
    if not ray.is_initialized():
        ray.init(address=args.address, include_dashboard=False)
        started = True
    try:
        totals = run(args)
    finally:
        if started:
            ray.shutdown()
    print(
        f"{args.rules}: {totals['games']} games, {totals['samples']} samples in {totals['shards']} shards, "
        f"{totals['seconds']:.1f} s: {totals['games'] / totals['seconds']:.1f} games/s, "
        f"{totals['samples'] / totals['seconds']:.0f} samples/s"
    )


if __name__ == "__main__":
    main()
