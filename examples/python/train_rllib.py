"""Trains RLlib's PPO (the new API stack) in self-play on the PettingZoo AEC environment
through RLlib's PettingZoo wrapper, with action masking, then plays the policy against a
random agent.

    pip install -r examples/python/requirements-train.txt ./gomoku-py
    python examples/python/train_rllib.py --rules freestyle --size 9 --iterations 3

The environment is `gomoku.env.aec_env(rules, size)` (docs/RL.md) wrapped by
`ray.rllib.env.wrappers.pettingzoo_env.PettingZooEnv`: its two agents, `player_0` and
`player_1`, are mapped to one shared policy (`--policies shared`, the default; the plane
`own_is_black` tells it which colour it holds) or to one policy each (`--policies two`).

Each observation is PettingZoo's dict of `observation` (the planes) and `action_mask`.
`MaskedPolicy` below is the RLModule: a multilayer perceptron over the flattened planes
with a policy head and a value head, which sets the logits of the masked actions to the
lowest float before RLlib samples from them, so that an agent never plays an occupied or
a forbidden point (the environment would end the game with -1 for it).

Every iteration prints RLlib's episode metrics (in self-play the two agents' returns add
up to 0, so the mean return per agent and the episode length are the figures to read);
then `--games` games in each seat, greedy, against a random agent, print the policy's
win rates.

`ray.init()` starts a local cluster unless `--address` names one to join.
"""

from __future__ import annotations

import argparse
import time
from typing import Any

import numpy as np
import ray  # type: ignore[import-not-found, import-untyped, unused-ignore]
import torch  # type: ignore[import-not-found, import-untyped, unused-ignore]
from ray.rllib.algorithms.ppo import PPOConfig  # type: ignore[import-not-found, import-untyped, unused-ignore]
from ray.rllib.core.columns import Columns  # type: ignore[import-not-found, import-untyped, unused-ignore]
from ray.rllib.core.rl_module.apis import ValueFunctionAPI  # type: ignore[import-not-found, import-untyped, unused-ignore]
from ray.rllib.core.rl_module.multi_rl_module import MultiRLModuleSpec  # type: ignore[import-not-found, import-untyped, unused-ignore]
from ray.rllib.core.rl_module.rl_module import RLModuleSpec  # type: ignore[import-not-found, import-untyped, unused-ignore]
from ray.rllib.core.rl_module.torch import TorchRLModule  # type: ignore[import-not-found, import-untyped, unused-ignore]
from ray.rllib.env.wrappers.pettingzoo_env import PettingZooEnv  # type: ignore[import-not-found, import-untyped, unused-ignore]
from ray.tune.registry import register_env  # type: ignore[import-not-found, import-untyped, unused-ignore]

import gomoku.env

MASKED = torch.finfo(torch.float32).min
"""The logit of a masked action: the lowest float, not -inf, so that the entropy and the
KL divergence of PPO's loss stay finite."""


class MaskedPolicy(TorchRLModule, ValueFunctionAPI):  # type: ignore[misc, unused-ignore]
    """PPO's RLModule over the AEC environment's dict observations: a shared trunk (a
    multilayer perceptron over the planes), a policy head whose masked logits are set to
    `MASKED`, and a value head. `model_config["hidden"]` lists the trunk's layers."""

    def setup(self) -> None:
        observation_space: Any = self.observation_space
        action_space: Any = self.action_space
        model_config: Any = self.model_config
        layers: list[torch.nn.Module] = [torch.nn.Flatten()]
        width = int(np.prod(observation_space["observation"].shape))
        for hidden in model_config.get("hidden", [256, 256]):
            layers += [torch.nn.Linear(width, hidden), torch.nn.ReLU()]
            width = hidden
        self.trunk = torch.nn.Sequential(*layers)
        self.pi = torch.nn.Linear(width, action_space.n)
        self.vf = torch.nn.Linear(width, 1)

    def _forward(self, batch: dict[str, Any], **kwargs: Any) -> dict[str, Any]:
        obs = batch[Columns.OBS]
        embeddings = self.trunk(obs["observation"].float())
        logits = self.pi(embeddings)
        logits = torch.where(obs["action_mask"] > 0, logits, MASKED)
        return {Columns.ACTION_DIST_INPUTS: logits, Columns.EMBEDDINGS: embeddings}

    def compute_values(self, batch: dict[str, Any], embeddings: Any = None) -> Any:
        if embeddings is None:
            embeddings = self.trunk(batch[Columns.OBS]["observation"].float())
        return self.vf(embeddings).squeeze(-1)


def make_env(config: dict[str, Any]) -> Any:
    """The AEC environment of `config` (`rules`, `size`) through RLlib's wrapper."""
    env = gomoku.env.aec_env(config["rules"], config["size"])
    return PettingZooEnv(env)  # type: ignore[no-untyped-call, unused-ignore]


def greedy(module: Any, obs: dict[str, Any]) -> int:
    """The policy's most likely action in the AEC observation `obs` (masked)."""
    batch = {
        Columns.OBS: {
            "observation": torch.from_numpy(obs["observation"][None]),
            "action_mask": torch.from_numpy(obs["action_mask"][None]),
        }
    }
    with torch.no_grad():
        logits = module.forward_inference(batch)[Columns.ACTION_DIST_INPUTS]
    return int(logits[0].argmax())


def versus_random(
    modules: dict[str, Any], rules: str, size: int, games: int, seed: int
) -> dict[str, tuple[int, int, int]]:
    """Wins, losses and draws of the policy of each agent against a random agent in its
    seat, over `games` games each."""
    rng = np.random.default_rng(seed)
    results = {}
    for agent, module in modules.items():
        wins = losses = draws = 0
        for _ in range(games):
            env = gomoku.env.aec_env(rules, size)
            env.reset()
            for name in env.agent_iter():
                obs, reward, terminated, truncated, _ = env.last()
                if terminated or truncated:
                    if name == agent:
                        wins += reward > 0
                        losses += reward < 0
                        draws += reward == 0
                    env.step(None)
                elif name == agent:
                    env.step(greedy(module, obs))
                else:
                    env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        results[agent] = (wins, losses, draws)
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rules", default="freestyle")
    parser.add_argument("--size", type=int, default=9)
    parser.add_argument("--policies", choices=["shared", "two"], default="shared")
    parser.add_argument("--iterations", type=int, default=3)
    parser.add_argument("--batch", type=int, default=4000, help="env steps per iteration")
    parser.add_argument("--hidden", default="256,256", help="the trunk's layers")
    parser.add_argument("--env-runners", type=int, default=1)
    parser.add_argument("--games", type=int, default=100, help="games per seat against random")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--address", default=None, help="a Ray cluster to join (default: start a local one)")
    args = parser.parse_args()

    ray.init(address=args.address, include_dashboard=False)
    register_env("gomoku_aec", make_env)
    agents = list(gomoku.env.AGENTS)
    # The policy of each agent: one shared, or one each.
    mapping = dict.fromkeys(agents, "shared") if args.policies == "shared" else {a: a for a in agents}
    spec = RLModuleSpec(
        module_class=MaskedPolicy,
        model_config={"hidden": [int(n) for n in args.hidden.split(",")]},
    )
    config = (
        PPOConfig()  # type: ignore[no-untyped-call, unused-ignore]
        .environment("gomoku_aec", env_config={"rules": args.rules, "size": args.size})
        .multi_agent(
            policies=set(mapping.values()),
            policy_mapping_fn=lambda agent_id, episode, **kwargs: mapping[agent_id],
        )
        .rl_module(
            rl_module_spec=MultiRLModuleSpec(rl_module_specs=dict.fromkeys(mapping.values(), spec))
        )
        # A busy machine may take more than the default minute for one batch.
        .env_runners(num_env_runners=args.env_runners, sample_timeout_s=600)
        .training(
            train_batch_size_per_learner=args.batch,
            minibatch_size=256,
            num_epochs=4,
            lr=3e-4,
            entropy_coeff=0.01,
        )
        .debugging(seed=args.seed)
    )
    algo = config.build_algo()
    start = time.perf_counter()
    for i in range(1, args.iterations + 1):
        result = algo.train()  # type: ignore[no-untyped-call, unused-ignore]
        runners = result.get("env_runners", {})
        per_agent = runners.get("agent_episode_returns_mean", {})
        print(
            f"iteration {i}: {runners.get('num_env_steps_sampled_lifetime', 0):.0f} env steps,"
            f" {runners.get('num_episodes_lifetime', 0):.0f} episodes,"
            f" episode_len_mean {runners.get('episode_len_mean', float('nan')):.1f},"
            f" episode_return_mean {runners.get('episode_return_mean', float('nan')):.2f},"
            " agent_episode_returns_mean "
            + ", ".join(f"{a} {per_agent[a]:+.2f}" for a in sorted(per_agent))
            + f", {time.perf_counter() - start:.0f} s"
        )
    if args.games:
        modules = {a: algo.get_module(mapping[a]) for a in agents}
        for agent, (w, lost, d) in versus_random(modules, args.rules, args.size, args.games, args.seed).items():
            print(f"policy as {agent} vs random: won {w}/{args.games}, lost {lost}, drew {d}")
    algo.stop()  # type: ignore[no-untyped-call, unused-ignore]
    ray.shutdown()


if __name__ == "__main__":
    main()
