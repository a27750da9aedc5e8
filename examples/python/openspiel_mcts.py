"""OpenSpiel's MCTSBot against the library's reference bot on the referee's OpenSpiel game
(`gomoku.env.openspiel`, registered with pyspiel as `gomoku_referee`): any rule set,
Renju's forbidden moves and Pente's captures included, decided by the referee.

    pip install open_spiel==2.0.2
    python examples/python/openspiel_mcts.py --rules renju --games 2 --simulations 200 --nodes 2000
    python examples/python/openspiel_mcts.py --rules renju --opening soosorv-2 --games 2

Seats alternate (player 0 is the first player: Black, or under `--opening` the one who
starts the opening); the summary counts the games each side won. Under an opening the
reference bot takes every step of it as the core decides (`ReferenceBot.decide`: swap or
keep, a colour, the number of offers, the offers one at a time, the pick).
"""

from __future__ import annotations

import argparse

import numpy as np
import pyspiel  # type: ignore[import-not-found, import-untyped, unused-ignore]
from open_spiel.python.algorithms import mcts  # type: ignore[import-not-found, import-untyped, unused-ignore]

import gomoku
import gomoku.env.openspiel  # noqa: F401  (registers "gomoku_referee")


def play(rules: str, opening: str, mcts_player: int, simulations: int, nodes: int,
         seed: int) -> list[float]:
    """One game; the returns of players 0 (the first player) and 1 (the second)."""
    game = pyspiel.load_game("gomoku_referee", {"rules": rules, "opening": opening})
    rng = np.random.RandomState(seed)
    bot = mcts.MCTSBot(game, 1.4, simulations, mcts.RandomRolloutEvaluator(1, rng), random_state=rng)
    reference = gomoku.ReferenceBot(seed)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.current_player() == mcts_player:
            action = int(bot.step(state))
        else:
            # The bot's step (a move, or the opening's step) as an action of the game;
            # None only where the step is not legal here, which the core never decides.
            decided = state.decision_action(reference.decide(state.game, nodes))
            action = decided if decided is not None else state.legal_actions()[0]
        state.apply_action(action)
    print(" ".join("pass" if p is None else str(p) for p in state.game.moves))
    returns: list[float] = list(state.returns())
    return returns


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="renju", help="a rules text (renju, freestyle/9, pente, ...)")
    parser.add_argument("--opening", default="", help="an opening protocol (swap2, rif, soosorv-8, ...)")
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--simulations", type=int, default=200, help="MCTS simulations a move")
    parser.add_argument("--nodes", type=int, default=2000, help="the reference bot's VCF nodes a move")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    score = {"mcts": 0, "reference": 0, "draw": 0}
    for g in range(args.games):
        mcts_player = g % 2
        returns = play(args.rules, args.opening, mcts_player, args.simulations, args.nodes, args.seed + g)
        if returns[mcts_player] > 0:
            score["mcts"] += 1
        elif returns[1 - mcts_player] > 0:
            score["reference"] += 1
        else:
            score["draw"] += 1
    name = f"{args.rules} {args.opening}" if args.opening else args.rules
    print(f"{name}: MCTS ({args.simulations} simulations) won {score['mcts']}, "
          f"the reference bot ({args.nodes} nodes) won {score['reference']}, draws {score['draw']}")


if __name__ == "__main__":
    main()
