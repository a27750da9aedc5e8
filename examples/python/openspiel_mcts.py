"""OpenSpiel's MCTSBot against the library's reference bot on the referee's OpenSpiel game
(`gomoku.env.openspiel`, registered with pyspiel as `gomoku_referee`): any rule set,
Renju's forbidden moves and Pente's captures included, decided by the referee.

    pip install open_spiel==2.0.2
    python examples/python/openspiel_mcts.py --rules renju --games 2 --simulations 200 --nodes 2000

Colours alternate; the summary counts the games each side won.
"""

from __future__ import annotations

import argparse

import numpy as np
import pyspiel  # type: ignore[import-not-found, import-untyped, unused-ignore]
from open_spiel.python.algorithms import mcts  # type: ignore[import-not-found, import-untyped, unused-ignore]

import gomoku
import gomoku.env.openspiel  # noqa: F401  (registers "gomoku_referee")


def play(rules: str, mcts_player: int, simulations: int, nodes: int, seed: int) -> list[float]:
    """One game; the returns of players 0 (Black) and 1 (White)."""
    game = pyspiel.load_game("gomoku_referee", {"rules": rules})
    rng = np.random.RandomState(seed)
    bot = mcts.MCTSBot(game, 1.4, simulations, mcts.RandomRolloutEvaluator(1, rng), random_state=rng)
    reference = gomoku.ReferenceBot(seed)
    state = game.new_initial_state()
    size = game.new_initial_state().size
    while not state.is_terminal():
        if state.current_player() == mcts_player:
            action = int(bot.step(state))
        else:
            p = reference.choose(state.game, nodes)
            action = p.y * size + p.x
        state.apply_action(action)
    print(" ".join("pass" if p is None else str(p) for p in state.game.moves))
    returns: list[float] = list(state.returns())
    return returns


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="renju", help="a rules text (renju, freestyle/9, pente, ...)")
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--simulations", type=int, default=200, help="MCTS simulations a move")
    parser.add_argument("--nodes", type=int, default=2000, help="the reference bot's VCF nodes a move")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    score = {"mcts": 0, "reference": 0, "draw": 0}
    for g in range(args.games):
        mcts_player = g % 2
        returns = play(args.rules, mcts_player, args.simulations, args.nodes, args.seed + g)
        if returns[mcts_player] > 0:
            score["mcts"] += 1
        elif returns[1 - mcts_player] > 0:
            score["reference"] += 1
        else:
            score["draw"] += 1
    print(f"{args.rules}: MCTS ({args.simulations} simulations) won {score['mcts']}, "
          f"the reference bot ({args.nodes} nodes) won {score['reference']}, draws {score['draw']}")


if __name__ == "__main__":
    main()
