"""The referee as an OpenSpiel game (`gomoku.env.openspiel`, issue 26 item 4): registered
with pyspiel as `gomoku_referee`, it passes OpenSpiel's own random simulation test for
Python games (`pyspiel.random_sim_test`, as OpenSpiel's tests of its Python games run it)
under every kind of rule set, and its states are the referee's."""

from __future__ import annotations

import numpy as np
import pytest
import pyspiel

import gomoku
import gomoku.env.openspiel  # noqa: F401  (registers the game)


@pytest.mark.parametrize(
    "rules,sims",
    [("freestyle/9", 5), ("renju", 2), ("standard/9+pass=on", 3), ("caro/9", 3), ("pente/9", 3), ("ninuki-renju/9", 3)],
)
def test_openspiels_random_simulation_test(rules: str, sims: int) -> None:
    game = pyspiel.load_game("gomoku_referee", {"rules": rules})
    pyspiel.random_sim_test(game, num_sims=sims, serialize=False, verbose=False)


def test_the_default_is_renju_and_the_parameters_are_kept() -> None:
    game = pyspiel.load_game("gomoku_referee")
    assert game.get_parameters() == {"rules": "renju"}
    assert game.num_distinct_actions() == 225 and game.num_players() == 2
    nine = pyspiel.load_game("gomoku_referee", {"rules": "freestyle/9"})
    assert nine.num_distinct_actions() == 81 and nine.max_game_length() == 81
    passing = pyspiel.load_game("gomoku_referee", {"rules": "standard+pass=on"})
    assert passing.num_distinct_actions() == 226


def test_unknown_rules_are_the_referees_error() -> None:
    with pytest.raises(gomoku.UnknownRulesError):
        pyspiel.load_game("gomoku_referee", {"rules": "standard/9+pass=maybe"})
    with pytest.raises(gomoku.RulesError):
        pyspiel.load_game("gomoku_referee", {"rules": "freestyle/99"})


def test_legal_actions_and_the_end_are_the_referees() -> None:
    game = pyspiel.load_game("gomoku_referee", {"rules": "renju"})
    state = game.new_initial_state()
    reference = gomoku.Game(gomoku.Rules.renju())
    for m in ["f8", "a1", "g8", "a3", "h6", "a5", "h7", "a7"]:
        p = gomoku.Point.parse(m)
        state.apply_action(p.y * 15 + p.x)
        reference.push(m)
        assert state.legal_actions() == sorted(q.y * 15 + q.x for q in reference.legal_moves)
    # h8 is Black's double three: legal under the lose policy, and it loses.
    h8 = 7 * 15 + 7
    obs = np.array(state.observation_tensor(0)).reshape(game.observation_tensor_shape())
    assert obs[2, 7, 7] == 1 and obs[3].all()
    assert h8 in state.legal_actions()
    state.apply_action(h8)
    assert state.is_terminal() and state.returns() == [-1.0, 1.0]


def test_clones_are_independent() -> None:
    game = pyspiel.load_game("gomoku_referee", {"rules": "freestyle/9"})
    state = game.new_initial_state()
    state.apply_action(40)
    twin = state.clone()
    twin.apply_action(41)
    assert state.history() == [40] and twin.history() == [40, 41]
    assert str(state) != str(twin)


def test_openspiels_mcts_plays_against_the_reference_bot() -> None:
    from open_spiel.python.algorithms import mcts

    game = pyspiel.load_game("gomoku_referee", {"rules": "freestyle/9"})
    rng = np.random.RandomState(0)
    bot = mcts.MCTSBot(game, 1.4, 20, mcts.RandomRolloutEvaluator(1, rng), random_state=rng)
    reference = gomoku.ReferenceBot(0)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.current_player() == 0:
            action = bot.step(state)
        else:
            p = reference.choose(state.game, 300)
            action = p.y * 9 + p.x
        state.apply_action(action)
    # 20 simulations a move are no match for the bot; the referee ended the game.
    assert state.returns()[1] == 1.0


def test_the_docstring_example_runs() -> None:
    import doctest

    result = doctest.testmod(gomoku.env.openspiel)
    assert result.attempted >= 5 and result.failed == 0
