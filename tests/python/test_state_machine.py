"""Hypothesis state machine: random pushes, pops, passes, resignations and draw offers,
checking the invariants of the Game API after every step."""

from __future__ import annotations

import pickle

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

import gomoku
from gomoku import Color, Game, Point, Rules

from conftest import LONG, snapshot

RULES = [
    Rules.freestyle(size=7),
    Rules.standard(size=6),
    Rules.renju().with_size(7),
    Rules.renju().with_size(8).with_forbidden_policy(gomoku.ForbiddenPolicy.REJECT),
    Rules.omok().with_size(7),
    Rules.ninuki_renju().with_size(7),
    Rules.pente().with_size(7).with_pass(True),
    Rules.caro(size=6).with_move_limit(20),
]
colors = st.sampled_from([Color.BLACK, Color.WHITE])


def lapsed(game: Game) -> Game:
    """`game` with any pending draw offer declined (what an undo does to an offer)."""
    game = game.copy()
    if game.draw_offer is not None:
        game.decline_draw(game.draw_offer.other())
    return game


class GameMachine(RuleBasedStateMachine):
    """Drives one Game and a model of its move list."""

    game: Game
    history: list[Point | None]

    @initialize(rules=st.sampled_from(RULES))
    def start(self, rules: Rules) -> None:
        self.game = Game(rules)
        self.history = []
        # The view, taken once: the game keeps it, and it follows every change.
        self.view = self.game.legal_moves
        # A copy's view, held after the copy is gone: it keeps that moment's points.
        self.left: tuple[gomoku.LegalMoves, list[Point]] | None = None

    def refused(self, call: object, *args: object) -> None:
        """A call that raised must have left the game exactly as it was."""
        before = snapshot(self.game)
        try:
            call(*args)  # type: ignore[operator]
        except gomoku.GomokuError:
            assert snapshot(self.game) == before
            raise

    @rule(x=st.integers(-2, 9), y=st.integers(-2, 9))
    def push(self, x: int, y: int) -> None:
        size = self.game.rules.size
        on_board = 0 <= x < size and 0 <= y < size
        if not (0 <= x < 26 and 0 <= y < 26):
            return
        p = Point(x, y)
        legal = self.game.is_legal(p)
        assert legal == (p in self.game.legal_moves)
        before = self.game.copy()
        mover = self.game.turn
        offer = self.game.draw_offer
        try:
            self.refused(self.game.push, p if x % 2 else str(p))
        except gomoku.IllegalMoveError as e:
            assert not legal
            if not on_board and not before.is_game_over():
                assert isinstance(e, gomoku.OffBoardError)
            return
        assert legal
        self.history.append(p)
        # The stone stands (a stone is never captured by its own move); it took exactly the
        # stones last_captures names, and nothing else changed on the board.
        assert self.game.stone_at(p) == mover
        taken = set(self.game.last_captures())
        assert set(self.game.stones(mover)) == set(before.stones(mover)) | {p}
        assert set(self.game.stones(~mover)) == set(before.stones(~mover)) - taken
        assert taken <= set(before.stones(~mover))
        if offer is not None and offer != mover:
            assert self.game.draw_offer is None
        # pop after push restores the same game (an undo lets a draw offer lapse)
        again = self.game.copy()
        assert again.pop() == p
        assert again == lapsed(before)

    @rule()
    def push_pass(self) -> None:
        before = self.game.copy()
        try:
            self.refused(self.game.push_pass)
        except (gomoku.PassNotAllowedError, gomoku.GameOverError):
            assert not self.game.rules.pass_allowed or self.game.is_game_over()
            return
        self.history.append(None)
        again = self.game.copy()
        assert again.pop() is None
        assert again == lapsed(before)

    @rule()
    def pop(self) -> None:
        try:
            self.refused(self.game.pop)
        except gomoku.NothingToUndoError:
            assert self.history == []
            return
        except gomoku.EndedByActionError:
            assert self.game.outcome().termination in (  # type: ignore[union-attr]
                gomoku.Termination.RESIGNATION,
                gomoku.Termination.TIMEOUT,
                gomoku.Termination.AGREEMENT,
            )
            return
        self.history.pop()

    @rule(color=colors)
    def resign(self, color: Color) -> None:
        over = self.game.is_game_over()
        try:
            self.refused(self.game.resign, color)
        except gomoku.GameOverError:
            assert over
            return
        assert not over
        assert self.game.outcome() == gomoku.Outcome(color.other(), gomoku.Termination.RESIGNATION)

    @rule(color=colors)
    def offer(self, color: Color) -> None:
        pending = self.game.draw_offer
        try:
            self.refused(self.game.offer_draw, color)
        except gomoku.DrawOfferPendingError as e:
            assert e.color is pending
            return
        except gomoku.GameOverError:
            assert self.game.is_game_over()
            return
        assert pending is None and self.game.draw_offer is color

    @precondition(lambda self: self.game.draw_offer is not None)
    @rule(accept=st.booleans(), color=colors)
    def answer(self, accept: bool, color: Color) -> None:
        offered_by = self.game.draw_offer
        call = self.game.accept_draw if accept else self.game.decline_draw
        try:
            self.refused(call, color)
        except gomoku.NoDrawOfferError:
            assert color is offered_by
            return
        assert color is not offered_by
        assert self.game.draw_offer is None
        assert self.game.is_game_over() == accept

    @rule()
    def pickle_round_trip(self) -> None:
        assert pickle.loads(pickle.dumps(self.game)) == self.game

    @rule()
    def outliving_view(self) -> None:
        copy = self.game.copy()
        self.left = (copy.legal_moves, list(self.game.legal_moves))
        del copy

    @invariant()
    def bookkeeping(self) -> None:
        if not hasattr(self, "game"):
            return
        game = self.game
        assert game.moves == self.history
        size = game.rules.size
        legal = [p for y in range(size) for x in range(size) if game.is_legal(p := Point(x, y))]
        assert game.legal_moves is self.view and list(self.view) == legal
        assert len(self.view) == len(legal) and bool(self.view) == bool(legal)
        if self.left is not None:
            view, points = self.left
            assert list(view) == points
        outcome = game.outcome()
        assert game.is_game_over() == (outcome is not None)
        if outcome is not None:
            assert len(game.legal_moves) == 0
            assert (outcome.line is not None) == (outcome.termination is gomoku.Termination.FIVE)
        else:
            assert len(game.legal_moves) > 0
        placed = sum(m is not None for m in self.history)
        stones = len(game.stones(Color.BLACK)) + len(game.stones(Color.WHITE))
        pairs = game.captured_pairs(Color.BLACK) + game.captured_pairs(Color.WHITE)
        assert stones == placed - 2 * pairs


GameMachine.TestCase.settings = settings(
    max_examples=2000 if LONG else 200, stateful_step_count=50, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
TestGame = GameMachine.TestCase
