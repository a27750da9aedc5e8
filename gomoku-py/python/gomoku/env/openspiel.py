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
`"standard+pass=on"`); `opening` is an opening protocol of RULES.md §7 (`"swap2"`,
`"rif"`, `"taraguchi-10"`, `"soosorv-8"`, ...), or `""` (the default) for none. Player 0
is the first player (Black without an opening), player 1 the second; under an opening a
player keeps its number through swaps (`state.game.color_of(...)` says its colour).
Action `a` is the point `(a % size, a // size)` — the grid of `Game.to_numpy` — and,
where the rules allow passing, action `size * size` is the pass. Under an opening the
actions are the encoding of docs/RL.md (`gomoku.env`'s, shared with the PettingZoo and
Gymnasium environments): `size * size + 1` swap, `+ 2` keep, `+ 3` / `+ 4` choose Black /
White, `+ 5` offer instead, `+ 6 ..` declare 1 .. 32 offers, and the points for stones,
offers (one at a time) and the pick. Legal actions are the referee's: `Game.legal_moves`
in normal play (under renju's *lose* policy a forbidden point is legal, and loses, as
the rules say), the step the opening expects (`Game.expected`) while one runs.
The observation tensor, from the point of view of the player observing, is the planes
`own`, `other`, `forbidden` (the points forbidden to the side to move), `to_move` (all
ones when that player is to move), under captures `own_pairs` and `other_pairs` (the
captured pairs), and under an opening `opening_step`, `offers`, `offers_left` (docs/RL.md);
float32, shape `(planes, size, size)`. The referee decides everything: legality,
forbidden points, the opening's steps, captures and the end.

    >>> swap2 = pyspiel.load_game("gomoku_referee", {"rules": "freestyle", "opening": "swap2"})
    >>> state = swap2.new_initial_state()
    >>> for p in ["h8", "h9", "i8"]:
    ...     state.apply_action(state.string_to_action(p))
    >>> [state.action_to_string(a) for a in state.legal_actions()[-2:]]
    ['choose black', 'choose white']
    >>> state.apply_action(state.string_to_action("choose black"))
    >>> import gomoku
    >>> str(state.game.color_of(gomoku.Player.SECOND)), state.current_player()
    ('black', 0)
"""

from __future__ import annotations

from typing import Any

import numpy as np

import pyspiel  # type: ignore[import-not-found, import-untyped, unused-ignore]
from open_spiel.python.observation import (  # type: ignore[import-not-found, import-untyped, unused-ignore]
    IIGObserverForPublicInfoGame,
)

from .. import BotDecision, Game, InvalidActionError, Opening, Player, Point, Rules
from ._encoding import (
    CHOOSE_BLACK,
    CHOOSE_WHITE,
    DECLARE_1,
    KEEP,
    MAX_OFFERS,
    OFFER_INSTEAD,
    SWAP,
    Table,
    num_actions,
    plane_names,
)

SHORT_NAME = "gomoku_referee"

_DEFAULT_PARAMS = {"rules": "renju", "opening": ""}

OPENING_STEPS = MAX_OFFERS + 16
"""The most steps an opening adds to a game beyond its stones: its swaps, keeps and
colour choices (fewer than ten in every protocol of RULES.md §7), a declaration or an
"offer instead", and up to `MAX_OFFERS` offers made one point at a time."""

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


def _plane_names(rules: Rules, opening: bool) -> list[str]:
    names = ["own", "other", "forbidden", "to_move"]
    if rules.capture is not None:
        names += ["own_pairs", "other_pairs"]
    if opening:
        names += list(plane_names(rules, True)[-3:])
    return names


def _info(rules: Rules | None, opening: bool) -> Any:
    """The game's sizes: one action a point (and the pass), the opening's actions (the
    encoding of docs/RL.md) under an opening; the longest game."""
    area = 1 if rules is None else rules.size * rules.size
    pass_allowed = rules is not None and rules.pass_allowed
    length = 2 * area + 1 if pass_allowed else area
    if rules is not None and rules.move_limit is not None:
        length = min(length, rules.move_limit)
    actions = area + (1 if pass_allowed else 0)
    if rules is not None and opening:
        actions = num_actions(rules, True)
        length += OPENING_STEPS
    return pyspiel.GameInfo(
        num_distinct_actions=actions,
        max_chance_outcomes=0,
        num_players=2,
        min_utility=-1.0,
        max_utility=1.0,
        utility_sum=0.0,
        max_game_length=length,
    )


class GomokuGame(pyspiel.Game):  # type: ignore[misc]
    """The OpenSpiel game of one rule set and opening (`params={"rules": text,
    "opening": text}`)."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        text = str((params or {}).get("rules", _DEFAULT_PARAMS["rules"]))
        opening_text = str((params or {}).get("opening", _DEFAULT_PARAMS["opening"]))
        kept = {"rules": text, "opening": opening_text}
        try:
            self.rules = Rules.parse(text)
            self.opening = Opening.parse(opening_text) if opening_text else None
            if self.opening is not None:
                # The referee judges the pair (an opening whose areas do not fit the board).
                Game(self.rules, self.opening)
        except ValueError:
            # The base class first (pyspiel's trampoline crashes on a game left without
            # it), then the referee's error, which load_game raises.
            super().__init__(_GAME_TYPE, _info(None, False), kept)
            raise
        self.size = self.rules.size
        self.num_points = self.size * self.size
        info = _info(self.rules, self.opening is not None)
        super().__init__(_GAME_TYPE, info, kept)
        self.planes = _plane_names(self.rules, self.opening is not None)

    def new_initial_state(self) -> GomokuState:
        """The empty board: Black to move, or the opening's first step."""
        return GomokuState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> Any:
        """The board observer (planes above), or OpenSpiel's public-information one."""
        if iig_obs_type is None or (iig_obs_type.public_info and not iig_obs_type.perfect_recall):
            return BoardObserver(self, params)
        return IIGObserverForPublicInfoGame(iig_obs_type, params)


class GomokuState(pyspiel.State):  # type: ignore[misc]
    """A state: a `gomoku.Game` and, under an opening, the offers chosen so far (the
    encoding's `Table`, shared with the PettingZoo and Gymnasium environments), copied by
    OpenSpiel's `clone` with the history."""

    def __init__(self, game: GomokuGame) -> None:
        super().__init__(game)
        self.size = game.size
        self.table = Table(game.rules, game.opening, mask_forbidden=False)

    @property
    def game(self) -> Game:
        """The referee's game (read it; actions go through `apply_action`)."""
        return self.table.game

    def current_player(self) -> int:
        """0 (the first player) or 1 (the second) — the one who acts: the player the
        opening expects while one runs, else the one holding the side to move — or
        `TERMINAL` once the game is over."""
        if self.game.is_game_over():
            return int(pyspiel.PlayerId.TERMINAL)
        return 0 if self.table.actor()[0] == Player.FIRST else 1

    def _legal_actions(self, player: int) -> list[int]:
        return [int(a) for a in np.flatnonzero(self.table.mask())]

    def _apply_action(self, action: int) -> None:
        a = int(action)
        mask = self.table.mask()
        if not 0 <= a < len(mask) or not mask[a]:
            raise InvalidActionError(f"action {a} is not legal here")
        self.table.play(a)

    def _action_to_string(self, player: int, action: int) -> str:
        a = int(action)
        s = self.size
        if a < s * s:
            return str(Point(a % s, a // s))
        k = a - s * s
        names = {0: "pass", SWAP: "swap", KEEP: "keep", CHOOSE_BLACK: "choose black",
                 CHOOSE_WHITE: "choose white", OFFER_INSTEAD: "offer instead"}
        return names.get(k, f"declare {k - DECLARE_1 + 1}")

    def decision_action(self, decision: BotDecision) -> int | None:
        """The reference bot's decision (`gomoku.ReferenceBot.decide(state.game, ...)`)
        as an action of this state, or `None` when it is not legal here: a stone, swap,
        keep, a colour, a number of offers, the pick; offers one at a time (the first
        of the bot's offers not made yet)."""
        return self.table.decision_action(decision, self.table.mask())

    def is_terminal(self) -> bool:
        """Whether the referee says the game is over."""
        return bool(self.game.is_game_over())

    def returns(self) -> list[float]:
        """+1 / -1 to the winner and the loser, 0 each for a draw or while it goes on."""
        if not self.game.is_game_over():
            return [0.0, 0.0]
        return list(self.table.rewards(Player.FIRST))

    def __str__(self) -> str:
        text = str(self.game.diagram())
        e = self.game.expected
        if e is not None:
            offered = " ".join(str(p) for p in self.table.offered)
            text += f"\nopening: {e.what} by {e.player}" + (" (offering)" if self.table.offering else "")
            text += f"; offered {offered}" if offered else ""
        return text


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
        own = g.color_of(Player.FIRST if player == 0 else Player.SECOND)
        other = ~own
        for p in g.stones(own):
            obs[0, p.y, p.x] = 1
        for p in g.stones(other):
            obs[1, p.y, p.x] = 1
        if not g.is_game_over():
            for p in g.forbidden_points():
                obs[2, p.y, p.x] = 1
            if state.current_player() == player:
                obs[3].fill(1)
        if g.rules.capture is not None:
            obs[4].fill(g.captured_pairs(own))
            obs[5].fill(g.captured_pairs(other))
        if state.table.opening is not None:
            obs[-3:] = state.table.observe(own)[-3:]

    def string_from(self, state: GomokuState, player: int) -> str:
        """The board's diagram and the opening's step (the same for both players:
        perfect information)."""
        return str(state)


pyspiel.register_game(_GAME_TYPE, GomokuGame)
