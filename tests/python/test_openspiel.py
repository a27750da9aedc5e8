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
    assert game.get_parameters() == {"rules": "renju", "opening": ""}
    assert game.num_distinct_actions() == 225 and game.num_players() == 2
    nine = pyspiel.load_game("gomoku_referee", {"rules": "freestyle/9"})
    assert nine.num_distinct_actions() == 81 and nine.max_game_length() == 81
    passing = pyspiel.load_game("gomoku_referee", {"rules": "standard+pass=on"})
    assert passing.num_distinct_actions() == 226


OPENINGS = [
    ("freestyle", "swap"),
    ("freestyle", "swap2"),
    ("standard", "pro"),
    ("renju", "rif"),
    ("renju", "yamaguchi"),
    ("renju", "taraguchi-2"),
    ("renju", "taraguchi-10"),
    ("renju", "soosorv-2"),
    ("renju", "soosorv-8"),
]


@pytest.mark.parametrize("rules,opening", OPENINGS)
def test_openspiels_random_simulation_test_under_every_opening(rules: str, opening: str) -> None:
    game = pyspiel.load_game("gomoku_referee", {"rules": rules, "opening": opening})
    assert game.num_distinct_actions() == 15 * 15 + 1 + 5 + 32
    pyspiel.random_sim_test(game, num_sims=3, serialize=False, verbose=False)


def core_legal_actions(g: gomoku.Game, offered: list[gomoku.Point], offering: bool) -> set[int]:
    """The actions the referee allows now, from its own answers (`expected`, the allowed
    points, the legal moves; offers judged one by one by `Game.offer` on a copy)."""
    s = g.rules.size
    pas = s * s
    index = lambda p: p.y * s + p.x  # noqa: E731
    e = g.expected
    if g.is_game_over():
        return set()
    if e is None:
        return {index(p) for p in g.legal_moves} | ({pas} if g.rules.pass_allowed else set())
    points = {index(p) for p in g.allowed_points()}
    if e.what in ("place", "pick"):
        return points
    if e.what == "swap":
        return {pas + 1, pas + 2}
    if e.what == "choose-color":
        return {pas + 3, pas + 4}
    if e.what == "choose-color-or-place":
        return points | {pas + 3, pas + 4}
    if e.what == "declare":
        assert e.max is not None
        return {pas + 5 + k for k in range(1, e.max + 1)}
    if e.what == "swap-or-offer" and not offering:
        return {pas + 1, pas + 2, pas + 5}
    # An offer: a point the referee takes beside the offers so far.
    assert e.count is not None
    out = set()
    for p in g.allowed_points():
        if p in offered:
            continue
        try:
            g.copy().offer([*offered, p])
        except gomoku.OfferCountError:
            pass
        except gomoku.OpeningError:
            continue
        out.add(index(p))
    return out


@pytest.mark.parametrize("rules,opening", OPENINGS)
def test_legal_actions_under_an_opening_are_the_referees(rules: str, opening: str) -> None:
    game = pyspiel.load_game("gomoku_referee", {"rules": rules, "opening": opening})
    rng = np.random.RandomState(3)
    for _ in range(2):
        state = game.new_initial_state()
        steps = 0
        while not state.is_terminal() and steps < 40:
            g = state.game
            legal = state.legal_actions()
            assert set(legal) == core_legal_actions(g, state.table.offered, state.table.offering), (
                opening, g.expected, state.history())
            e = g.expected
            expected_player = (e.player if e is not None else g.player(g.turn))
            assert state.current_player() == (0 if expected_player == gomoku.Player.FIRST else 1)
            state.apply_action(int(rng.choice(legal)))
            steps += 1
        # The opening was played through, by the referee's steps.
        assert state.game.expected is None


def test_an_action_outside_the_legal_ones_changes_nothing() -> None:
    game = pyspiel.load_game("gomoku_referee", {"rules": "freestyle", "opening": "swap2"})
    state = game.new_initial_state()
    for bad in [225 + 1, 225, 225 + 3]:  # swap, pass, choose: not now
        with pytest.raises(gomoku.InvalidActionError):
            state.apply_action(bad)
    assert state.history() == [] and state.game.expected is not None
    assert state.game.expected.what == "place"


def test_players_keep_their_number_through_a_swap() -> None:
    game = pyspiel.load_game("gomoku_referee", {"rules": "freestyle", "opening": "swap"})
    state = game.new_initial_state()
    for p in ["h8", "h9", "i8"]:
        state.apply_action(state.string_to_action(p))
    assert state.current_player() == 1
    assert state.action_to_string(226) == "swap"
    state.apply_action(state.string_to_action("choose black"))
    # Player 1 (the second player) holds Black now; White (player 0) is to move.
    assert state.game.color_of(gomoku.Player.SECOND) == gomoku.Color.BLACK
    assert state.current_player() == 0
    obs = np.array(state.observation_tensor(1)).reshape(game.observation_tensor_shape())
    # Player 1's own stones are Black's: h8 and i8.
    assert obs[0, 7, 7] == 1 and obs[0, 7, 8] == 1 and obs[1, 8, 7] == 1 and not obs[3].any()
    assert game.observation_tensor_shape()[0] == 4 + 3
    for p in ["a1", "h7", "a2", "h6", "a3", "h5", "a4", "h4"]:
        state.apply_action(state.string_to_action(p))
    # Black (player 1) made five on the h file.
    assert state.is_terminal() and state.returns() == [-1.0, 1.0]


def test_unknown_openings_are_the_referees_error() -> None:
    with pytest.raises(gomoku.ParseError):
        pyspiel.load_game("gomoku_referee", {"rules": "renju", "opening": "swap3"})
    with pytest.raises(gomoku.OpeningError):
        pyspiel.load_game("gomoku_referee", {"rules": "renju/7", "opening": "taraguchi-10"})


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


def test_the_reference_bot_plays_the_opening_against_mcts() -> None:
    from open_spiel.python.algorithms import mcts

    game = pyspiel.load_game("gomoku_referee", {"rules": "renju", "opening": "soosorv-2"})
    rng = np.random.RandomState(1)
    bot = mcts.MCTSBot(game, 1.4, 8, mcts.RandomRolloutEvaluator(1, rng), random_state=rng)
    reference = gomoku.ReferenceBot(0)
    state = game.new_initial_state()
    kinds = []
    while state.game.expected is not None:
        if state.current_player() == 1:
            d = reference.decide(state.game, 200)
            kinds.append(d.kind)
            action = state.decision_action(d)
            assert action is not None and action in state.legal_actions()
        else:
            action = bot.step(state)
        state.apply_action(action)
    # Soosorv's second player swaps or keeps after each of stones 1-4 (the reference
    # bot's choice each time, by its evaluation) and, at the end, picks a fifth move.
    assert set(kinds) <= {"swap", "keep", "place", "declare", "offer", "pick"} and kinds


def test_the_docstring_example_runs() -> None:
    import doctest

    result = doctest.testmod(gomoku.env.openspiel)
    assert result.attempted >= 5 and result.failed == 0
