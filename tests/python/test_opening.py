"""Openings (RULES.md §7), matches and clocks (§8) through the Python API."""

from __future__ import annotations

import copy
import pickle

import pytest

import gomoku
from gomoku import Clock, Color, Game, Match, Opening, Player, Rules, Termination


def test_opening_values() -> None:
    assert Opening.soosorv(8) == Opening.parse("soosorv-8") == Opening.parse("Soosõrv-8")
    assert Opening.soosorv() == Opening.soosorv(8)
    assert Opening.taraguchi().n == 10 and Opening.taraguchi().name == "taraguchi"
    assert str(Opening.swap2()) == "swap2" and Opening.rif().n is None
    assert eval(repr(Opening.yamaguchi()), vars(gomoku)) == Opening.yamaguchi()
    assert pickle.loads(pickle.dumps(Opening.soosorv(5))) == Opening.soosorv(5)
    assert len({Opening.pro(), Opening.pro(), Opening.swap()}) == 2
    with pytest.raises(gomoku.OffersOutOfRangeError) as info:
        Opening.soosorv(0)
    assert (info.value.count, info.value.max) == (0, 32)
    with pytest.raises(gomoku.InvalidOpeningError):
        Opening.parse("swap3")
    assert Player.parse("second") is Player.SECOND and Player.FIRST.other() is Player.SECOND


def test_a_soosorv_game_step_by_step() -> None:
    game = Game(Rules.renju(), opening=Opening.soosorv(8))
    assert game.opening == Opening.soosorv(8)
    e = game.expected
    assert e is not None
    assert (e.player, e.color, e.what, e.stone, e.area) == (
        Player.FIRST, Color.BLACK, "place", Color.BLACK, "centre")
    assert str(e) == "the first player (black) places a black stone on the centre"
    for p in ["h8", "h9", "j10"]:
        game.place(p)
    game.swap()  # the second player takes Black
    assert game.player(Color.BLACK) is Player.SECOND
    assert game.color_of(Player.FIRST) is Color.WHITE
    game.place("g10")
    e = game.expected
    assert e is not None and (e.what, e.max, e.player) == ("declare", 8, Player.FIRST)
    game.declare(2)
    game.keep()
    e = game.expected
    assert e is not None and (e.what, e.count, e.player) == ("offer", 2, Player.SECOND)
    game.offer(["g8", "i8"])
    assert sorted(game.offers) == [gomoku.Point.parse("g8"), gomoku.Point.parse("i8")]
    with pytest.raises(gomoku.NotOfferedError) as info:
        game.pick("a1")
    assert info.value.point == gomoku.Point.parse("a1")
    game.pick("i8")
    assert game.expected is None and game.turn is Color.WHITE
    assert game.opening_actions == ["h8", "h9", "j10", "swap", "g10", "declare 2", "keep", "offer g8 i8", "pick i8"]
    game.push("h11")
    # Copies and pickles keep the opening and its record.
    for other in (game.copy(), copy.deepcopy(game), pickle.loads(pickle.dumps(game))):
        assert other == game
        assert other.opening_actions == game.opening_actions
        assert other.player(Color.BLACK) is Player.SECOND
    # repr() evaluates back to an equal game, opening and record included.
    assert repr(game) == (
        "Game.from_history(Rules.renju(), 'h8 h9 j10 g10 i8 h11', opening='soosorv-8', "
        "opening_actions=['h8', 'h9', 'j10', 'swap', 'g10', 'declare 2', 'keep', 'offer g8 i8', 'pick i8'])"
    )
    again = eval(repr(game), vars(gomoku))
    assert again == game and again.opening_actions == game.opening_actions
    assert Game(Rules.renju(), opening="rif") != Game(Rules.renju())
    assert eval(repr(Game(opening="swap")), vars(gomoku)) == Game(opening="swap")


def test_a_history_with_an_opening_is_checked() -> None:
    with pytest.raises(gomoku.UnexpectedActionError) as info:
        Game.from_history(Rules.renju(), "h8", opening="rif", opening_actions=["h8", "swap"])
    assert info.value.index == 1
    with pytest.raises(gomoku.OpeningError, match="not the stone the opening placed"):
        Game.from_history(Rules.renju(), "a1", opening="rif", opening_actions=["h8"])
    with pytest.raises(gomoku.OpeningError, match="starts on the empty board"):
        Game.from_history(Rules.renju(), black=["a1"], opening="rif")
    with pytest.raises(gomoku.BoardTooSmallError):
        Game.from_history(Rules.freestyle(size=7), opening="taraguchi-10")


def test_refusals_say_what_is_expected() -> None:
    game = Game(Rules.renju(), opening="rif")
    before = game.copy()
    with pytest.raises(gomoku.UnexpectedActionError) as info:
        game.swap()
    assert info.value.action == "swap"
    assert info.value.expected.what == "place"
    assert str(info.value) == "swap is not expected: the first player (black) places a black stone on the centre"
    with pytest.raises(gomoku.OutsideAreaError) as area:
        game.place("a1")
    assert (area.value.area, area.value.area_size) == ("centre", 0)
    with pytest.raises(gomoku.OpeningUnderWayError):
        game.push("a1")  # the placement on the centre, played as a move: not there
    assert game == before
    game.push("h8")  # a move during a placement is that placement (RULES.md §7)
    assert game.opening_actions == ["h8"]
    game.undo_step()
    assert game == before
    for p in ["h8", "h9", "h10"]:
        game.place(p)
    game.keep()
    game.place("h6")
    with pytest.raises(gomoku.SymmetricOfferError) as sym:
        game.offer(["g8", "i8"])
    assert (sym.value.point, sym.value.earlier, sym.value.symmetry) == (
        gomoku.Point.parse("i8"), gomoku.Point.parse("g8"), gomoku.Symmetry.MIRROR_LEFT_RIGHT)
    assert isinstance(sym.value.symmetry, gomoku.Symmetry)
    assert sym.value.centre == (7.0, 7.0)  # h8, on the mirror's axis
    assert str(sym.value) == (
        "i8 is symmetric to the offer g8 by the mirror-left-right symmetry about h8, which keeps "
        "the stones")
    with pytest.raises(gomoku.OfferCountError) as count:
        game.offer(["g8"])
    assert (count.value.given, count.value.expected) == (1, 2)
    with pytest.raises(gomoku.OccupiedError):
        game.offer(["h9", "g8"])
    with pytest.raises(TypeError):
        game.offer("g8")
    with pytest.raises(gomoku.BoardTooSmallError) as small:
        Game(Rules.renju().with_size(7), opening=Opening.taraguchi(10))
    assert (small.value.opening, small.value.min) == (Opening.taraguchi(10), 9)


def test_undo_through_the_opening() -> None:
    game = Game(Rules.freestyle(), opening="swap2")
    for p in ["h8", "h9", "i8"]:
        game.place(p)
    game.choose(Color.WHITE)
    with pytest.raises(gomoku.NotAMoveError) as info:
        game.pop()
    assert info.value.action == "choose"
    assert game.undo_step() == "choose white"
    assert game.pop() == gomoku.Point.parse("i8")
    assert game.undo_step() == "h9"
    assert game.undo_step() == "h8"
    with pytest.raises(gomoku.NothingToUndoError):
        game.undo_step()
    assert len(game.allowed_points()) == 225


def test_no_opening_behaves_as_before() -> None:
    game = Game(Rules.renju())
    assert game.opening is None and game.expected is None
    assert game.player(Color.BLACK) is Player.FIRST
    with pytest.raises(gomoku.NoOpeningError):
        game.swap()
    game.push("h8")
    assert game.undo_step() == "h8"


def test_a_match_follows_the_players() -> None:
    match = Match("Ann", "Bob")
    assert match.names == ("Ann", "Bob") and match.ratings == (1200.0, 1200.0)
    # Game 1: Ann opens a swap game; Bob takes Black and loses.
    assert match.next_first == 0
    game = Game(Rules.freestyle(), opening="swap")
    for p in ["h8", "h9", "i8"]:
        game.place(p)
    game.choose(Color.BLACK)
    game.resign(Color.BLACK)
    g = match.record(game)
    assert (g.first, g.black, g.winner, g.termination) == (0, 1, 0, Termination.RESIGNATION)
    assert match.ratings == (1216.0, 1184.0)
    # Game 2: Bob first (Black without an opening): a draw.
    assert match.next_first == 1 and match.next_player(Player.SECOND) == 0
    game = Game(Rules.freestyle())
    with pytest.raises(gomoku.GameNotOverError):
        match.record(game)
    game.offer_draw(Color.BLACK)
    game.accept_draw(Color.WHITE)
    g = match.record(game)
    assert (g.first, g.black, g.winner) == (1, 1, None)
    assert match.score == (1.5, 0.5)
    assert len(match.games) == 2
    with pytest.raises(gomoku.KOutOfRangeError) as info:
        Match("a", "b", k=101)
    assert info.value.k == 101
    assert Match("a", "b", alternate=False, k=10, ratings=(1500.0, 1300.0)).ratings == (1500.0, 1300.0)


def test_a_clock() -> None:
    clock = Clock(budget_ms=60_000, increment_ms=5_000, per_move_ms=30_000)
    assert clock.time_left(Player.FIRST) == 30_000
    assert clock.spend(Player.FIRST, 20_000)
    assert clock.remaining(Player.FIRST) == 45_000
    assert clock.in_time(Player.SECOND, 30_000) and not clock.in_time(Player.SECOND, 30_001)
    assert not clock.spend(Player.SECOND, 31_000)
    assert clock.flagged is Player.SECOND
    with pytest.raises(gomoku.TimeRanOutError) as info:
        clock.spend(Player.FIRST, 1)
    assert info.value.player is Player.SECOND
    game = Game(Rules.renju())
    assert clock.end_game(game)
    outcome = game.outcome()
    assert outcome is not None and outcome.winner is Color.BLACK
    assert outcome.termination is Termination.TIMEOUT
    assert Clock().time_left(Player.FIRST) is None
    with pytest.raises(gomoku.ZeroLimitError):
        Clock(per_move_ms=0)
    with pytest.raises(ValueError):
        Clock(budget_ms=-1)
