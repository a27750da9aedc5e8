"""The referee as an OpenSpiel game (docs/RL.md): importing this module registers
`gomoku_referee` with `pyspiel`, so that OpenSpiel's algorithms (MCTS, AlphaZero,
evaluation) play every rule set of the library — Renju with its forbidden moves, Caro,
Pente with captures — which OpenSpiel's own `gomoku` (freestyle) does not.

    >>> import pyspiel
    >>> import gomoku.env.openspiel
    >>> game = pyspiel.load_game("gomoku_referee", {"rules": "renju"})
    >>> state = game.new_initial_state()
    >>> state.apply_action(7 * 15 + 7)
    >>> state.action_to_string(1, 8 * 15 + 8)
    'i9'

The parameter `rules` is any rules text (`"renju"`, `"freestyle/9"`, `"pente"`,
`"standard+pass=on"`). Player 0 is Black (the first player), player 1 White. Action `a`
is the point `(a % size, a // size)` — the grid of `Game.to_numpy` — and, where the rules
allow passing, action `size * size` is the pass. Legal actions are `Game.legal_moves`
(under renju's *lose* policy a forbidden point is legal, and loses, as the rules say).
The observation tensor, from the point of view of the player observing, is the planes
`own`, `other`, `forbidden` (the points forbidden to the side to move), `to_move` (all
ones when that player is to move) and, under captures, `own_pairs` and `other_pairs`
(the captured pairs); float32, shape `(planes, size, size)`. The referee decides
everything: legality, forbidden points, captures and the end.
"""

from __future__ import annotations

from typing import Any

import numpy as np

import pyspiel  # type: ignore[import-not-found, import-untyped, unused-ignore]
from open_spiel.python.observation import (  # type: ignore[import-not-found, import-untyped, unused-ignore]
    IIGObserverForPublicInfoGame,
)

from .. import Color, Game, Point, Rules

SHORT_NAME = "gomoku_referee"

_DEFAULT_PARAMS = {"rules": "renju"}

_GAME_TYPE = pyspiel.GameType(
    short_name=SHORT_NAME,
    long_name="Gomoku family (gomoku-referee: freestyle, standard, renju, caro, omok, pente, ninuki-renju)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.DETERMINISTIC,
    information=pyspiel.GameType.Information.PERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=2,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=False,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification=_DEFAULT_PARAMS,
)


def _plane_names(rules: Rules) -> list[str]:
    names = ["own", "other", "forbidden", "to_move"]
    if rules.capture is not None:
        names += ["own_pairs", "other_pairs"]
    return names


def _info(area: int, pass_allowed: bool, limit: int | None) -> Any:
    """The game's sizes: one action a point (and the pass), the longest game."""
    length = 2 * area + 1 if pass_allowed else area
    if limit is not None:
        length = min(length, limit)
    return pyspiel.GameInfo(
        num_distinct_actions=area + (1 if pass_allowed else 0),
        max_chance_outcomes=0,
        num_players=2,
        min_utility=-1.0,
        max_utility=1.0,
        utility_sum=0.0,
        max_game_length=length,
    )


class GomokuGame(pyspiel.Game):  # type: ignore[misc]
    """The OpenSpiel game of one rule set (`params={"rules": text}`)."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        text = str((params or {}).get("rules", _DEFAULT_PARAMS["rules"]))
        try:
            self.rules = Rules.parse(text)
        except ValueError:
            # The base class first (pyspiel's trampoline crashes on a game left without
            # it), then the referee's error, which load_game raises.
            super().__init__(_GAME_TYPE, _info(1, False, None), {"rules": text})
            raise
        self.size = self.rules.size
        area = self.size * self.size
        self.num_points = area
        info = _info(area, self.rules.pass_allowed, self.rules.move_limit)
        super().__init__(_GAME_TYPE, info, {"rules": text})
        self.planes = _plane_names(self.rules)

    def new_initial_state(self) -> GomokuState:
        """The empty board, Black to move."""
        return GomokuState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> Any:
        """The board observer (planes above), or OpenSpiel's public-information one."""
        if iig_obs_type is None or (iig_obs_type.public_info and not iig_obs_type.perfect_recall):
            return BoardObserver(self, params)
        return IIGObserverForPublicInfoGame(iig_obs_type, params)


class GomokuState(pyspiel.State):  # type: ignore[misc]
    """A state: a `gomoku.Game` (copied by OpenSpiel's `clone` with the history)."""

    def __init__(self, game: GomokuGame) -> None:
        super().__init__(game)
        self.size = game.size
        self.game = Game(game.rules)

    def current_player(self) -> int:
        """0 (Black) or 1 (White), or `TERMINAL` once the game is over."""
        if self.game.is_game_over():
            return int(pyspiel.PlayerId.TERMINAL)
        return 0 if self.game.turn == Color.BLACK else 1

    def _legal_actions(self, player: int) -> list[int]:
        s = self.size
        actions = sorted(p.y * s + p.x for p in self.game.legal_moves)
        if self.game.rules.pass_allowed:
            actions.append(s * s)
        return actions

    def _point(self, action: int) -> Point | None:
        s = self.size
        return None if action == s * s else Point(action % s, action // s)

    def _apply_action(self, action: int) -> None:
        p = self._point(int(action))
        if p is None:
            self.game.push_pass()
        else:
            self.game.push(p)

    def _action_to_string(self, player: int, action: int) -> str:
        p = self._point(int(action))
        return "pass" if p is None else str(p)

    def is_terminal(self) -> bool:
        """Whether the referee says the game is over."""
        return bool(self.game.is_game_over())

    def returns(self) -> list[float]:
        """+1 / -1 to the winner and the loser, 0 each for a draw or while it goes on."""
        outcome = self.game.outcome()
        if outcome is None or outcome.winner is None:
            return [0.0, 0.0]
        return [1.0, -1.0] if outcome.winner == Color.BLACK else [-1.0, 1.0]

    def __str__(self) -> str:
        return str(self.game.diagram())


class BoardObserver:
    """The observation planes (module docstring) and the board's text."""

    def __init__(self, game: GomokuGame, params: Any) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported, got {params}")
        s = game.size
        shape = (len(game.planes), s, s)
        self.tensor = np.zeros(int(np.prod(shape)), np.float32)
        self.dict = {"observation": np.reshape(self.tensor, shape)}

    def set_from(self, state: GomokuState, player: int) -> None:
        """The planes of `state` from the point of view of `player`."""
        obs = self.dict["observation"]
        obs.fill(0)
        g = state.game
        own = Color.BLACK if player == 0 else Color.WHITE
        other = Color.WHITE if own == Color.BLACK else Color.BLACK
        for p in g.stones(own):
            obs[0, p.y, p.x] = 1
        for p in g.stones(other):
            obs[1, p.y, p.x] = 1
        if not g.is_game_over():
            for p in g.forbidden_points():
                obs[2, p.y, p.x] = 1
            if state.current_player() == player:
                obs[3].fill(1)
        if obs.shape[0] > 4:
            obs[4].fill(g.captured_pairs(own))
            obs[5].fill(g.captured_pairs(other))

    def string_from(self, state: GomokuState, player: int) -> str:
        """The board's diagram (the same for both players: perfect information)."""
        return str(state.game.diagram())


pyspiel.register_game(_GAME_TYPE, GomokuGame)
