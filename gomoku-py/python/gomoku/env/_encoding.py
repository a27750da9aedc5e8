"""The encoding of docs/RL.md over a `gomoku.Game`: planes, masks and actions.

Every answer here is the core's (legal moves, forbidden points, the opening's expected
step and allowed points, its judgement of each offer), written into numpy arrays; `VectorEnv`
writes the same encoding in Rust, and tests/python/test_env_agreement.py checks that the
two agree step by step.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numpy.typing import NDArray

from .. import BotDecision, Color, Game, OfferCountError, Opening, OpeningError, Player, Point, Rules

MAX_OFFERS = 32
"""The largest number of fifth-move offers an opening may ask (`Opening::MAX_OFFERS`)."""

OPENING_ACTIONS = 5 + MAX_OFFERS
"""The actions after pass under an opening: swap, keep, black, white, offer, declare 1..32."""

SWAP, KEEP, CHOOSE_BLACK, CHOOSE_WHITE, OFFER_INSTEAD, DECLARE_1 = 1, 2, 3, 4, 5, 6

STEP_CODES = {
    "place": 1,
    "swap": 2,
    "choose-color": 3,
    "choose-color-or-place": 4,
    "declare": 5,
    "offer": 6,
    "swap-or-offer": 7,
    "pick": 8,
}
"""The step code of the opening plane, by the name of `Expected.what` (0: normal play)."""

AGENTS = ("player_0", "player_1")
"""The agents: the first player, the second player."""


def plane_names(rules: Rules, opening: bool) -> tuple[str, ...]:
    """The names of the observation planes under `rules`, with or without an opening."""
    names = ["own", "other", "forbidden", "last_move", "own_is_black"]
    if rules.capture is not None:
        names += ["own_pairs", "other_pairs"]
    if opening:
        names += ["opening_step", "offers", "offers_left"]
    return tuple(names)


def num_actions(rules: Rules, opening: bool) -> int:
    """The number of actions: the points, pass, and the opening block if any."""
    return rules.size * rules.size + 1 + (OPENING_ACTIONS if opening else 0)


def player_index(player: Player) -> int:
    """0 for the first player, 1 for the second."""
    return 0 if player == Player.FIRST else 1


class Table:
    """A game and the encoding's own state: the offers chosen so far in an offer step,
    and whether "offer instead" was chosen at taraguchi's swap-or-offer step."""

    def __init__(
        self, rules: Rules, opening: Opening | str | None, mask_forbidden: bool = True
    ) -> None:
        self.rules = rules
        self.opening = opening
        self.mask_forbidden = mask_forbidden
        self.size = rules.size
        self.points = self.size * self.size
        self.num_actions = num_actions(rules, opening is not None)
        self.plane_names = plane_names(rules, opening is not None)
        self.game = Game(rules, opening)
        self.offered: list[Point] = []
        self.offering = False
        self._planes: NDArray[np.uint8] | None = None

    def reset(self) -> None:
        self.game = Game(self.rules, self.opening)
        self.offered = []
        self.offering = False
        self._planes = None

    def planes(self) -> NDArray[np.uint8]:
        """`Game.to_numpy()` of the game as it is (kept until the next action): the
        stones, the legal points and the forbidden points, judged in Rust."""
        if self._planes is None:
            self._planes = self.game.to_numpy()
        return self._planes

    def copy_state(self) -> tuple[Game, list[Point], bool]:
        return self.game.copy(), list(self.offered), self.offering

    def set_state(self, state: tuple[Game, list[Point], bool]) -> None:
        self.game, self.offered, self.offering = state[0].copy(), list(state[1]), state[2]
        self._planes = None

    def actor(self) -> tuple[Player, Color]:
        """The agent to act and the colour it holds now."""
        e = self.game.expected
        if e is not None:
            return e.player, e.color
        turn = self.game.turn
        return self.game.player(turn), turn

    def _offers_left(self) -> int:
        e = self.game.expected
        if e is None or e.count is None:
            return 0
        if e.what == "offer" or (e.what == "swap-or-offer" and self.offering):
            return e.count - len(self.offered)
        return 0

    def _index(self, p: Point) -> int:
        return p.y * self.size + p.x

    def _offer_points(self) -> list[Point]:
        """The points where the next offer may go: the allowed points less those offered
        and those the core refuses beside them (a symmetry of the stones maps them onto an
        earlier offer). The core judges: `Game.offer` is given the offers so far and the
        point, and the point goes when the only complaint is that the offers are not all
        there yet (a refused offer changes nothing; a complete one is made on a copy)."""
        g = self.game
        allowed = g.allowed_points()
        if not self.offered:
            return allowed
        e = g.expected
        assert e is not None and e.count is not None
        complete = len(self.offered) + 1 == e.count
        out = []
        for p in allowed:
            if p in self.offered:
                continue
            try:
                (g.copy() if complete else g).offer([*self.offered, p])
            except OfferCountError:
                pass
            except OpeningError:
                continue
            out.append(p)
        return out

    def decision_action(self, d: BotDecision, mask: NDArray[np.int8]) -> int | None:
        """The reference bot's decision (`ReferenceBot.decide` on this table's game) as an
        action of the encoding, or `None` when `mask` does not hold it: a stone or a pick
        as its point; swap, keep, a colour, a number of offers as theirs; offers one at a
        time — "offer instead" first at Taraguchi's choice, then the first of the bot's
        offers not yet made that the mask holds. `VectorEnv.bot_actions` encodes the same
        way in Rust."""
        pas = self.points
        e = self.game.expected
        if d.kind == "offer":
            if e is not None and e.what == "swap-or-offer" and not self.offering:
                action = pas + OFFER_INSTEAD
            else:
                offers = [Point.parse(w) for w in d.step.split()[1:]]
                fresh = [self._index(p) for p in offers if p not in self.offered and mask[self._index(p)]]
                return fresh[0] if fresh else None
        elif d.point is not None:
            action = self._index(d.point)
        elif d.kind in ("swap", "keep") and not self.offering:
            action = pas + (SWAP if d.kind == "swap" else KEEP)
        elif d.kind == "choose":
            action = pas + (CHOOSE_BLACK if d.step == "choose black" else CHOOSE_WHITE)
        elif d.kind == "declare":
            action = pas + DECLARE_1 + int(d.step.split()[1]) - 1
        else:
            return None
        return action if mask[action] else None

    def mask(self) -> NDArray[np.int8]:
        """The action mask of the actor (docs/RL.md), int8."""
        m = np.zeros(self.num_actions, dtype=np.int8)
        g = self.game
        if g.is_game_over():
            return m
        pas = self.points
        e = g.expected
        points: list[Point]
        if e is None:
            planes = self.planes()
            legal = planes[3].astype(bool)
            if self.mask_forbidden:
                kept = legal & ~planes[4:7].any(axis=0)
                if kept.any() or self.rules.pass_allowed:
                    legal = kept
            m[:pas] = legal.ravel()
            points = []
            if self.rules.pass_allowed:
                m[pas] = 1
        elif e.what in ("place", "pick"):
            points = g.allowed_points()
        elif e.what == "swap":
            points = []
            m[pas + SWAP] = m[pas + KEEP] = 1
        elif e.what == "choose-color":
            points = []
            m[pas + CHOOSE_BLACK] = m[pas + CHOOSE_WHITE] = 1
        elif e.what == "choose-color-or-place":
            points = g.allowed_points()
            m[pas + CHOOSE_BLACK] = m[pas + CHOOSE_WHITE] = 1
        elif e.what == "declare":
            points = []
            assert e.max is not None
            m[pas + DECLARE_1 : pas + DECLARE_1 + e.max] = 1
        elif e.what == "offer" or (e.what == "swap-or-offer" and self.offering):
            points = self._offer_points()
        else:  # swap-or-offer
            points = []
            m[pas + SWAP] = m[pas + KEEP] = m[pas + OFFER_INSTEAD] = 1
        for p in points:
            m[self._index(p)] = 1
        return m

    def observe(self, color: Color) -> NDArray[np.uint8]:
        """The planes of the game from the point of view of the agent holding `color`."""
        g = self.game
        s = self.size
        planes = self.planes()
        obs = np.zeros((len(self.plane_names), s, s), dtype=np.uint8)
        black = color == Color.BLACK
        obs[0] = planes[0 if black else 1]
        obs[1] = planes[1 if black else 0]
        obs[2] = planes[4:7].any(axis=0)
        moves = g.moves
        if moves and moves[-1] is not None:
            last = moves[-1]
            obs[3, last.y, last.x] = 1
        obs[4] = 1 if color == Color.BLACK else 0
        k = 5
        if self.rules.capture is not None:
            obs[5] = g.captured_pairs(color)
            obs[6] = g.captured_pairs(~color)
            k = 7
        if self.opening is not None:
            e = g.expected
            code = 0
            if e is not None:
                code = STEP_CODES[e.what]
                if e.what == "swap-or-offer" and self.offering:
                    code = STEP_CODES["offer"]
            obs[k] = code
            shown = g.allowed_points() if e is not None and e.what == "pick" else self.offered
            for p in shown:
                obs[k + 1, p.y, p.x] = 1
            obs[k + 2] = self._offers_left()
        return obs

    def play(self, action: int) -> None:
        """Plays an action the mask allows (the caller checked it)."""
        g = self.game
        self._planes = None
        pas = self.points
        e = g.expected
        if action < pas:
            p = Point(action % self.size, action // self.size)
            if e is None:
                g.push(p)
            elif e.what == "offer" or (e.what == "swap-or-offer" and self.offering):
                self.offered.append(p)
                assert e.count is not None
                if len(self.offered) == e.count:
                    g.offer(self.offered)
                    self.offered = []
                    self.offering = False
            elif e.what == "pick":
                g.pick(p)
            else:
                g.place(p)
            return
        k = action - pas
        if k == 0:
            g.push_pass()
        elif k == SWAP:
            g.swap()
        elif k == KEEP:
            g.keep()
        elif k == CHOOSE_BLACK:
            g.choose(Color.BLACK)
        elif k == CHOOSE_WHITE:
            g.choose(Color.WHITE)
        elif k == OFFER_INSTEAD:
            self.offering = True
        else:
            g.declare(k - DECLARE_1 + 1)

    def rewards(self, actor: Player) -> tuple[float, float]:
        """The rewards of the first and the second player in the finished game."""
        outcome = self.game.outcome()
        if outcome is None or outcome.winner is None:
            return 0.0, 0.0
        winner = player_index(self.game.player(outcome.winner))
        return (1.0, -1.0) if winner == 0 else (-1.0, 1.0)

    def info(self, player: Player) -> dict[str, Any]:
        return {"color": self.game.color_of(player)}
