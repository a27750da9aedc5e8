"""Game: every method, with good and bad input."""

from __future__ import annotations

import copy
import pickle
import threading
from typing import Any

import pytest

import gomoku
from gomoku import Color, Forbidden, ForbiddenPolicy, Game, Outcome, Point, Rules, Termination

from conftest import DOUBLE_THREE_MOVES, snapshot

P = Point.parse


def five_for_black() -> Game:
    return Game.from_moves(Rules.freestyle(), "h8 a1 i8 a2 j8 a3 k8 a4 l8")


def test_new_game() -> None:
    game = Game()
    assert game.rules == Rules.freestyle()
    assert Game(Rules.renju()).rules == Rules.renju()
    assert Game(rules=Rules.omok()).rules == Rules.omok()
    assert game.turn is Color.BLACK
    assert game.moves == []
    assert game.outcome() is None and not game.is_game_over()
    assert game.draw_offer is None
    assert len(game.legal_moves) == 225
    assert game.forbidden_points() == {}
    assert game == Game.from_stones(Rules.freestyle())
    assert game != Game(Rules.renju())


def test_push_pop_peek() -> None:
    game = Game()
    game.push("h8")
    game.push(Point(7, 8))
    assert game.moves == [P("h8"), P("h9")]
    assert game.peek() == P("h9")
    assert game.turn is Color.BLACK
    assert game.stone_at("h8") is Color.BLACK and game.stone_at(P("h9")) is Color.WHITE
    assert game.stone_at("a1") is None
    assert game.stones(Color.BLACK) == [P("h8")]
    assert game.pop() == P("h9")
    assert game.pop() == P("h8")
    assert game == Game()
    with pytest.raises(IndexError):
        game.pop()
    with pytest.raises(IndexError):
        game.peek()


def test_pass() -> None:
    game = Game(Rules.renju().with_pass(True))
    game.push("h8")
    game.push_pass()
    assert game.moves == [P("h8"), None]
    assert game.peek() is None
    assert game.turn is Color.BLACK
    assert not game.is_game_over()
    game.push("h9")
    game.push_pass()
    game.push_pass()
    outcome = game.outcome()
    assert outcome == Outcome(None, Termination.BOTH_PASSED)
    assert game.pop() is None
    assert not game.is_game_over()
    with pytest.raises(gomoku.PassNotAllowedError):
        Game().push_pass()


def test_five_wins_and_undo_reopens() -> None:
    game = five_for_black()
    outcome = game.outcome()
    assert outcome is not None
    assert outcome.winner is Color.BLACK
    assert outcome.termination is Termination.FIVE
    assert outcome.line == [P(t) for t in ["h8", "i8", "j8", "k8", "l8"]]
    assert outcome.result() == "1-0"
    assert game.is_game_over()
    assert len(game.legal_moves) == 0 and not game.legal_moves
    assert list(game.legal_moves) == []
    assert not game.is_legal("a15")
    with pytest.raises(gomoku.GameOverError):
        game.push("a15")
    game.pop()
    assert game.outcome() is None and game.is_legal("l8")


def test_legal_moves_view() -> None:
    game = Game(Rules.freestyle(size=5))
    view = game.legal_moves
    assert len(view) == 25 and bool(view)
    assert list(view)[:3] == [P("a1"), P("b1"), P("c1")]
    game.push("c3")
    assert len(view) == 24  # the view follows the game
    assert "c3" not in view and P("c3") not in view and "a1" in view
    assert "z99" not in view and 3 not in view and "e6" not in view and None not in view
    assert set(view) == {Point(x, y) for x in range(5) for y in range(5)} - {P("c3")}
    assert all(game.is_legal(p) for p in view)
    assert "LegalMoves (24)" in repr(view)


def test_legal_moves_view_is_kept_by_its_game_and_does_not_hold_it() -> None:
    import sys

    game = Game.from_moves(Rules.freestyle(), "h8 h9")
    count = sys.getrefcount(game)
    view = game.legal_moves
    assert game.legal_moves is view  # made once, kept by the game
    # The view points back at the game without holding it: no reference cycle.
    assert sys.getrefcount(game) == count
    # A copy of the game has a view of its own, which follows the copy.
    for other in (copy.copy(game), copy.deepcopy(game), game.copy(), pickle.loads(pickle.dumps(game))):
        assert other == game and other.legal_moves is not view
        other.push("a1")
        assert len(other.legal_moves) == 222 and len(view) == 223
        assert other == other.copy()  # the kept view takes no part in equality


@pytest.mark.parametrize(
    "preset, moves",
    [
        ("freestyle", "h8 h9 a1"),
        ("freestyle/7", "d4 a1"),
        ("renju", DOUBLE_THREE_MOVES),
        ("renju+policy=reject", DOUBLE_THREE_MOVES),  # h8, forbidden, is not legal
        ("freestyle/5", "a1 a2 b1 b2 c1 c2 d1 d2 e1"),  # over: nothing legal
        ("pente", "j10 j11 j12 k10 j9 l10"),
    ],
)
def test_a_view_that_outlives_its_game_keeps_the_last_legal_points(preset: str, moves: str) -> None:
    import gc

    rules = Rules.parse(preset)
    game = Game.from_moves(rules, moves)
    view = game.legal_moves
    board = [Point(x, y) for y in range(rules.size) for x in range(rules.size)]
    expected = [p for p in board if game.is_legal(p)]
    it = iter(view)
    del game
    gc.collect()
    assert list(view) == expected and len(view) == len(expected) and bool(view) == bool(expected)
    assert [view[i] for i in range(len(view))] == expected
    assert all(p in view for p in expected) and not any(p in view for p in board if p not in expected)
    assert f"LegalMoves ({len(expected)})" in repr(view)
    assert list(it) == expected  # an iterator made before keeps its snapshot
    if expected:
        assert view[-1] == expected[-1] and str(expected[0]) in view
    with pytest.raises(IndexError):
        view[len(expected)]


def test_a_view_read_by_another_thread_while_its_game_goes() -> None:
    # The game leaves its view the last legal points as it is freed; a thread reading the
    # view meanwhile sees the game or those points, never anything else.
    import time

    for _ in range(20):
        game = Game.from_moves(Rules.freestyle(), "h8 h9")
        view = game.legal_moves
        seen: list[int] = []
        started, done = threading.Event(), threading.Event()

        def read() -> None:
            while not done.is_set():
                seen.append(len(view))
                seen.append(len(list(view)))
                started.set()

        reader = threading.Thread(target=read)
        reader.start()
        started.wait()  # the reader reads while the game lives ...
        del game
        before = len(seen)
        deadline = time.monotonic() + 10
        while len(seen) < before + 20 and time.monotonic() < deadline:  # ... and after
            time.sleep(0)
        done.set()
        reader.join()
        assert len(seen) >= before + 20, "the reader stopped"
        assert set(seen) == {223} and len(view) == 223


def test_legal_moves_list_iteration_and_indexing_agree_in_board_order() -> None:
    # list(), iteration and indexing are the three ways loops read the view; they give the
    # same points in board order (row by row from a1), on every board size.
    for size in (5, 15, 26):
        game = Game.from_moves(Rules.freestyle(size=size), "a1 b1 c2 d4")
        view = game.legal_moves
        listed = list(view)
        assert listed == [p for p in view] == [view[i] for i in range(len(view))]
        assert len(listed) == size * size - 4 and listed[0] == P("c1")
        assert listed == sorted(listed, key=lambda p: (p.y, p.x))
        assert view[-1] == listed[-1] == Point(size - 1, size - 1)
        # The points are shared objects (one per intersection), not made anew per call.
        assert all(a is b for a, b in zip(listed, list(view)))
        assert view[3] is listed[3]

def test_legal_moves_iteration_follows_every_change_and_keeps_its_snapshot() -> None:
    # Iteration runs on a list kept from the last call and patched when the legal points
    # change by a few (a move, an undo, captures, forbidden points coming and going), or
    # built anew when they change more (another game, another board) or when an iterator
    # of the old list is still alive. Every way must give the points of now, and an
    # iterator must keep giving those of when it started.
    import random

    rng = random.Random(12)
    for rules in (Rules.freestyle(size=5), Rules.renju(), Rules.pente(), Rules.freestyle(size=26)):
        size = rules.size
        board = [Point(x, y) for y in range(size) for x in range(size)]
        games = [Game(rules), Game(rules)]
        held: list[tuple[Any, list[Point]]] = []
        for step in range(300):
            game = games[rng.randrange(2)] if step % 7 == 0 else games[0]
            expected = [p for p in board if game.is_legal(p)]
            view = game.legal_moves
            assert list(view) == expected, (rules, step)
            assert [view[i] for i in range(len(view))] == expected
            if rng.random() < 0.1:  # an iterator that outlives the next moves
                it = iter(view)
                taken = [next(it) for _ in range(min(2, len(expected)))]
                held.append((it, expected))
                assert taken == expected[: len(taken)]
            if game.is_game_over() or (game.moves and rng.random() < 0.3):
                game.pop()
            else:
                game.push(rng.choice(expected))
        for it, expected in held:
            assert list(it) == expected[min(2, len(expected)) :]


def test_legal_moves_list_made_anew_from_the_board_list() -> None:
    # A list made anew (not patched) is a copy of the board's full list with the runs of
    # absent points cut out, while there are at most 12 such runs, else built point by
    # point. Each case below is listed while an iterator of the cached list is alive, so
    # its list is made anew: runs at the start and the end of the board, one going on
    # across rows, 12 and 13 runs, a game over (one run: the whole board), every size.
    cases = [
        ("freestyle/5", ""),
        ("freestyle/5", "a1"),
        ("freestyle/5", "e5"),
        ("freestyle/5", "e1 a2"),  # e1 and a2 are neighbours in board order: one run
        ("freestyle/5", "e1 a2 e2 a3 b3 c3"),
        ("freestyle/5", "a1 a2 b1 b2 c1 c2 d1 d2 e1"),  # five: over, nothing legal
        ("freestyle", "a1 c1 e1 g1 i1 k1 a3 c3 e3 g3 i3 k3"),  # 12 runs
        ("freestyle", "a1 c1 e1 g1 i1 k1 a3 c3 e3 g3 i3 k3 m3"),  # 13 runs
        ("freestyle", "a1 b1 c1 d1 a2 b2 c2 d2 a3 b3 c3 d3 a4 b4 c4 d4"),
        ("freestyle/26", "z26 a1 z1 a26 m13"),
        ("freestyle/6", "f6 a1 f1 a6 c3 d4 f3 a4"),
    ]
    for preset, moves in cases:
        rules = Rules.parse(preset)
        game = Game.from_moves(rules, moves)
        board = [Point(x, y) for y in range(rules.size) for x in range(rules.size)]
        expected = [p for p in board if game.is_legal(p)]
        blocker = iter(Game(Rules.freestyle(size=7)).legal_moves)
        assert list(game.legal_moves) == expected, (preset, moves)
        assert list(blocker)[:2] == [P("a1"), P("b1")]
    assert list(Game.from_moves(Rules.freestyle(size=5), "a1 a2 b1 b2 c1 c2 d1 d2 e1").legal_moves) == []


def test_forbidden_points_under_renju(renju_reject: Rules) -> None:
    for rules in [Rules.renju(), renju_reject]:
        game = Game.from_moves(rules, DOUBLE_THREE_MOVES)
        assert game.forbidden("h8") is Forbidden.DOUBLE_THREE
        assert game.forbidden(P("a15")) is None
        assert game.forbidden("f8") is None  # occupied
        assert game.forbidden_points() == {P("h8"): Forbidden.DOUBLE_THREE}
        row8 = " 8 . . . . . X X 3 . . . . . . ."
        assert row8 in game.diagram().splitlines()
        assert row8.replace("3", ".") in str(game).splitlines()
    # Under the lose policy h8 is still legal to play (and loses); under reject it is not.
    lose = Game.from_moves(Rules.renju(), DOUBLE_THREE_MOVES)
    assert lose.is_legal("h8") and "h8" in lose.legal_moves
    lose.push("h8")
    assert lose.outcome() == Outcome(Color.WHITE, Termination.FORBIDDEN)
    reject = Game.from_moves(renju_reject, DOUBLE_THREE_MOVES)
    assert not reject.is_legal("h8") and "h8" not in reject.legal_moves
    assert len(reject.legal_moves) == 225 - 8 - 1
    before = snapshot(reject)
    with pytest.raises(gomoku.ForbiddenMoveError):
        reject.push("h8")
    assert snapshot(reject) == before


def test_rif_text_case_is_legal() -> None:
    # RULES.md §6: Black G4 G5 G6 G7 F8 I8 H7 H9, Black to play H8 is not a double-three.
    game = Game.from_stones(
        Rules.renju(), ["g4", "g5", "g6", "g7", "f8", "i8", "h7", "h9"], ["a1", "c1", "e1", "a3", "c3", "e3", "a5", "c5"]
    )
    assert game.forbidden("h8") is None
    assert game.is_legal("h8")


def test_resign_timeout() -> None:
    game = Game()
    game.push("h8")
    game.resign(Color.BLACK)
    assert game.outcome() == Outcome(Color.WHITE, Termination.RESIGNATION)
    with pytest.raises(gomoku.GameOverError):
        game.resign(Color.WHITE)
    with pytest.raises(gomoku.GameOverError):
        game.timeout(Color.WHITE)
    with pytest.raises(gomoku.EndedByActionError):
        game.pop()
    assert game.moves == [P("h8")]
    game = Game()
    game.timeout(Color.WHITE)
    assert game.outcome() == Outcome(Color.BLACK, Termination.TIMEOUT)
    assert game.outcome().result() == "1-0"  # type: ignore[union-attr]


def test_draw_offers() -> None:
    game = Game()
    game.offer_draw(Color.BLACK)
    assert game.draw_offer is Color.BLACK
    with pytest.raises(gomoku.NoDrawOfferError):
        game.accept_draw(Color.BLACK)
    game.decline_draw(Color.WHITE)
    assert game.draw_offer is None
    with pytest.raises(gomoku.NoDrawOfferError):
        game.decline_draw(Color.WHITE)
    game.offer_draw(Color.WHITE)
    game.push("h8")  # Black, to whom it was made, moves: the offer lapses
    assert game.draw_offer is None
    game.offer_draw(Color.WHITE)
    game.accept_draw(Color.BLACK)
    assert game.outcome() == Outcome(None, Termination.AGREEMENT)
    assert game.draw_offer is None
    with pytest.raises(gomoku.GameOverError):
        game.offer_draw(Color.BLACK)


def test_captures() -> None:
    game = Game.from_stones(Rules.pente(), ["m10"], ["k10", "l10"])
    game.push("j10")
    assert game.captured_pairs(Color.BLACK) == 1
    assert game.captured_pairs(Color.WHITE) == 0
    assert sorted(game.last_captures()) == [P("k10"), P("l10")]
    assert game.stone_at("k10") is None and game.is_legal("k10")
    game.push("a1")
    assert game.last_captures() == []
    game.pop()
    game.pop()
    assert game.stone_at("k10") is Color.WHITE
    assert game.captured_pairs(Color.BLACK) == 0
    start = Game.from_stones(Rules.pente(), black_pairs=4, white_pairs=2)
    assert start.captured_pairs(Color.BLACK) == 4 and start.captured_pairs(Color.WHITE) == 2


def test_from_stones() -> None:
    game = Game.from_stones(Rules.renju(), black=["h8", P("i9")], white=("h9",), turn=Color.WHITE)
    assert game.turn is Color.WHITE
    assert game.stones(Color.BLACK) == [P("h8"), P("i9")]
    assert game.moves == []
    game.push("a1")
    assert game.turn is Color.BLACK
    assert Game.from_stones(Rules.renju(), {"h8"}, (p for p in ["h9"])).stone_at("h9") is Color.WHITE
    with pytest.raises(TypeError):
        Game.from_stones(Rules.renju(), "h8")
    with pytest.raises(TypeError):
        Game.from_stones(Rules.renju(), [8])
    with pytest.raises(TypeError):
        Game.from_stones(Rules.renju(), turn="white")  # type: ignore[arg-type]
    with pytest.raises(gomoku.InvalidPointError):
        Game.from_stones(Rules.renju(), ["h8", "h"])


def test_from_moves() -> None:
    text = Game.from_moves(Rules.renju().with_pass(True), "h8 h9 i8, pass")
    items = Game.from_moves(Rules.renju().with_pass(True), ["h8", P("h9"), "i8", None])
    assert text == items
    assert text.moves == [P("h8"), P("h9"), P("i8"), None]
    assert Game.from_moves(Rules.renju().with_pass(True), ["h8", "h9", "i8", "pass"]) == text
    with pytest.raises(gomoku.InvalidMoveError):
        Game.from_moves(Rules.freestyle(), ["h8", "z99"])
    with pytest.raises(TypeError):
        Game.from_moves(Rules.freestyle(), 5)


def test_str_draws_the_board() -> None:
    game = Game.from_moves(Rules.freestyle(size=5), "a1 e5")
    assert str(game) == "\n".join(
        [
            " 5 . . . . O",
            " 4 . . . . .",
            " 3 . . . . .",
            " 2 . . . . .",
            " 1 X . . . .",
            "   a b c d e",
        ]
    )


def test_repr() -> None:
    game = Game.from_moves(Rules.renju(), "h8 h9")
    assert repr(game) == "Game.from_moves(Rules.renju(), 'h8 h9')"
    namespace = {n: getattr(gomoku, n) for n in gomoku.__all__}
    assert eval(repr(game), namespace) == game
    game.resign(Color.WHITE)
    # Issue 11: a game ended by an action, or set up, evaluates back too.
    assert repr(game) == (
        "Game.from_history(Rules.renju(), 'h8 h9', "
        "ending=Outcome(Color.BLACK, Termination.RESIGNATION))"
    )
    assert eval(repr(game), namespace) == game
    pairs = Game.from_stones(Rules.pente(), [], [], black_pairs=3)
    assert repr(pairs) == "Game.from_history(Rules.pente(), black_pairs=3)"
    assert eval(repr(pairs), namespace) == pairs
    for g in games():
        assert eval(repr(g), namespace) == g, repr(g)


def games() -> list[Game]:
    """Games in many states, for copy and pickle."""
    out = [Game(), five_for_black(), Game.from_moves(Rules.renju(), DOUBLE_THREE_MOVES)]
    g = Game.from_stones(Rules.pente(), ["m10"], ["k10", "l10"], black_pairs=2)
    g.push("j10")
    out.append(g)
    g = Game.from_moves(Rules.renju().with_pass(True), "h8 pass")
    g.offer_draw(Color.WHITE)
    out.append(g)
    for end in ["resign", "timeout", "agree"]:
        g = Game.from_moves(Rules.omok(), "h8 h9 i9")
        if end == "resign":
            g.resign(Color.BLACK)
        elif end == "timeout":
            g.timeout(Color.WHITE)
        else:
            g.offer_draw(Color.BLACK)
            g.accept_draw(Color.WHITE)
        out.append(g)
    out.append(Game.from_stones(Rules.freestyle(size=6), ["a1"], ["f6"], turn=Color.WHITE))
    return out


@pytest.mark.parametrize("game", games(), ids=repr)
def test_copy_and_pickle(game: Game) -> None:
    for other in [game.copy(), copy.copy(game), copy.deepcopy(game)]:
        assert other == game and other is not game
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        again = pickle.loads(pickle.dumps(game, protocol))
        assert again == game
        assert again.moves == game.moves
        assert again.outcome() == game.outcome()
        assert again.draw_offer == game.draw_offer
        assert str(again) == str(game)
    twin = game.copy()
    if not twin.is_game_over():
        twin.push(next(iter(twin.legal_moves)))
        assert twin != game  # the copy is independent


def test_game_is_not_hashable() -> None:
    with pytest.raises(TypeError):
        hash(Game())
    assert Game() != "not a game"


BAD_POINTS: list[Any] = ["z99", "", "h", "h0", " h8", "pass", "h8\x00", "\ud800", "\u0127" * 3]
WRONG_TYPES: list[Any] = [None, 7, 7.5, (7, 7), b"h8", Color.BLACK]


def test_bad_points_change_nothing() -> None:
    game = Game.from_moves(Rules.freestyle(size=9), "e5 d4")
    before = snapshot(game)
    for bad in BAD_POINTS:
        for call in [game.push, game.is_legal, game.forbidden, game.stone_at]:
            with pytest.raises(gomoku.InvalidPointError):
                call(bad)
    for wrong in WRONG_TYPES:
        for call in [game.push, game.is_legal, game.forbidden, game.stone_at]:
            with pytest.raises(TypeError):
                call(wrong)
        for call in [game.resign, game.timeout, game.offer_draw, game.accept_draw, game.decline_draw, game.captured_pairs, game.stones]:
            if wrong is Color.BLACK:
                continue
            with pytest.raises(TypeError):
                call(wrong)
    for off in ["j10", "a10", "j1", "z26", Point(25, 0)]:
        with pytest.raises(gomoku.OffBoardError):
            game.push(off)
        with pytest.raises(gomoku.OffBoardError):
            game.forbidden(off)
        with pytest.raises(gomoku.OffBoardError):
            game.stone_at(off)
        assert not game.is_legal(off) and off not in game.legal_moves
    with pytest.raises(gomoku.OccupiedError):
        game.push("e5")
    with pytest.raises(TypeError):
        Game("renju")  # type: ignore[arg-type]
    # `rules=None` is the default rules (a signature `inspect` can read).
    assert Game(None) == Game() == Game(Rules.freestyle())
    assert snapshot(game) == before


def test_heavy_calls_from_threads() -> None:
    # forbidden_points and legal_moves run without the GIL; several threads may call them.
    game = Game.from_moves(Rules.renju(), DOUBLE_THREE_MOVES)
    results: list[object] = []

    def work() -> None:
        for _ in range(20):
            results.append((game.forbidden_points(), len(game.legal_moves)))

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == [({P("h8"): Forbidden.DOUBLE_THREE}, 217)] * 80


def test_no_legal_move_under_reject() -> None:
    # Omok refuses double-threes for both: a position is drawn when the mover has none left.
    rules = Rules.renju().with_forbidden_policy(ForbiddenPolicy.REJECT)
    game = Game.from_moves(rules, DOUBLE_THREE_MOVES)
    assert game.forbidden_points()
    assert all(game.forbidden(p) is None for p in game.legal_moves)


def test_forbidden_for_a_colour() -> None:
    """Issue 11, item 8: `forbidden(point, color)` as in Rust (`forbidden_for`) and C."""
    game = Game.from_stones(Rules.renju(), black=["f8", "g8", "h6", "h7"], turn=Color.WHITE)
    assert game.forbidden("h8") is None  # White to move, and White is free
    assert game.forbidden("h8", Color.WHITE) is None
    assert game.forbidden("h8", Color.BLACK) is gomoku.Forbidden.DOUBLE_THREE
    assert game.forbidden("h8", color=Color.BLACK) is gomoku.Forbidden.DOUBLE_THREE
    assert game.forbidden(Point.parse("a1"), Color.BLACK) is None
    with pytest.raises(gomoku.OffBoardError):
        game.forbidden("p16", Color.BLACK)
    with pytest.raises(TypeError):
        game.forbidden("h8", "black")  # type: ignore[arg-type]


def test_play_text_all_or_nothing() -> None:
    """`Game.play_text` as C's `gomoku_game_play_text` and Rust's `Game::play_text`."""
    game = Game()
    game.play_text("h8 h9,i8")
    assert [str(p) for p in game.moves] == ["h8", "h9", "i8"]
    before = snapshot(game)
    with pytest.raises(gomoku.OccupiedError) as occupied:
        game.play_text("a1 a1")
    assert occupied.value.index == 1
    with pytest.raises(gomoku.InvalidMoveListError) as bad:
        game.play_text("a1;a2")
    assert (bad.value.index, bad.value.token) == (0, "a1;a2")
    with pytest.raises(gomoku.InvalidMoveListError) as bad:
        game.play_text("a1 a2a3")
    assert (bad.value.index, bad.value.token) == (1, "a2a3")
    assert snapshot(game) == before
