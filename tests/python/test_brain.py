"""The Gomocup brain protocol from Python (RULES.md §13): gomoku.brain.run with bots of
every shape, the Session, parse_command and format_reply (the core's parser and
formatter), and the example brain examples/python/pbrain.py through a pipe."""

from __future__ import annotations

import io
import pathlib
import subprocess
import sys

import pytest

import gomoku
import gomoku.brain

ROOT = pathlib.Path(__file__).resolve().parents[2]


def converse(player: object, text: str, **kwargs: object) -> list[str]:
    out = io.StringIO()
    gomoku.brain.run(player, stdin=io.StringIO(text), stdout=out, **kwargs)  # type: ignore[arg-type]
    return out.getvalue().splitlines()


def first(game: gomoku.Game, budget: gomoku.Budget) -> gomoku.Point:
    return gomoku.brain.first_legal_point(game, budget)


def test_a_plain_function_is_a_brain() -> None:
    out = converse(first, "START 15\r\nBEGIN\r\nTURN 7,7\r\nABOUT\r\nEND\r\nBEGIN\r\n")
    assert out == ["OK", "0,14", "1,14", 'name="first", version="1.0", author="", country=""']


@pytest.mark.parametrize("end", ["\n", "\r\n", "\r"])
def test_lines_end_with_lf_crlf_or_cr_in_any_stream(end: str) -> None:
    # As Rust's Session::run: a CR alone ends a line even where the stream splits at LF
    # only (a StringIO), and a line with several commands is several lines.
    script = end.join(["START 15", "BEGIN", "TURN 7,7", "END", "BEGIN"]) + end
    assert converse(first, script) == ["OK", "0,14", "1,14"]
    assert converse(first, "START 15\rBEGIN\n\n\rEND\r") == ["OK", "0,14"]


def test_a_class_with_choose_and_about() -> None:
    class Centre:
        name = "centre"
        version = "2.0"
        author = "me"
        country = "CZ"

        def __init__(self) -> None:
            self.budgets: list[gomoku.Budget] = []

        def choose(self, game: gomoku.Game, budget: gomoku.Budget) -> str:
            self.budgets.append(budget)
            return "h8" if game.is_legal("h8") else str(game.legal_moves[0])

    bot = Centre()
    out = converse(
        bot,
        "INFO timeout_turn 1000\nINFO time_left 2147483647\nINFO timeout_match 0\n"
        "START 15\nABOUT\nBEGIN\nINFO time_left -5\nTURN 0,0\n",
    )
    assert out == ["OK", 'name="centre", version="2.0", author="me", country="CZ"', "7,7", "0,14"]
    assert bot.budgets[0] == gomoku.Budget(turn=1.0)
    assert bot.budgets[0].time_for_move() == pytest.approx(0.9)
    assert bot.budgets[1].left == 0.0  # negative time left: out of time


def test_a_decorated_function() -> None:
    @gomoku.brain.bot(name="deco", author="a")
    def deco(game: gomoku.Game, budget: gomoku.Budget) -> gomoku.Point:
        return game.legal_moves[-1]

    out = converse(deco, "START 5\nABOUT\nBEGIN\n")
    assert out == ["OK", 'name="deco", version="1.0", author="a", country=""', "4,0"]


def test_bad_lines_are_answered_and_the_brain_goes_on() -> None:
    out = converse(first, "HELLO\nSTART 99\nSTART 15\nTURN 15,15\nTURN 7,7\nTURN 7,7\nTAKEBACK 3,3\n")
    assert out == [
        "UNKNOWN unknown command HELLO",
        "ERROR board size 99 is out of range 5..=26",
        "OK",
        "ERROR TURN 15,15 is off the 15x15 board",
        "0,14",
        "ERROR TURN 7,7: h8 is occupied",
        "ERROR TAKEBACK 3,3: the last move is 0,14",
    ]


def test_a_bot_that_raises_or_cheats_is_answered_error() -> None:
    def broken(game: gomoku.Game, budget: gomoku.Budget) -> gomoku.Point:
        raise RuntimeError("oops")

    assert converse(broken, "START 15\nBEGIN\nABOUT\n")[1:] == [
        "ERROR the bot failed: RuntimeError: oops",
        'name="broken", version="1.0", author="", country=""',
    ]

    def nonsense(game: gomoku.Game, budget: gomoku.Budget) -> object:
        return 42

    out = converse(nonsense, "START 15\nBEGIN\nTURN 0,0\n")
    assert out[0] == "OK" and out[1].startswith("ERROR the bot failed: TypeError")
    assert out[2].startswith("ERROR the bot failed: TypeError")

    def occupied(game: gomoku.Game, budget: gomoku.Budget) -> str:
        return "h8"

    assert converse(occupied, "START 15\nTURN 7,7\n") == [
        "OK",
        "ERROR the bot chose 7,7: h8 is occupied",
    ]


def test_rules_from_info_and_from_the_caller() -> None:
    session = gomoku.Session()
    assert session.feed("INFO rule 4").text == ""
    assert session.feed("START 15").text == "OK"
    game = session.game
    assert game is not None and game.rules == gomoku.Rules.renju()
    assert session.feed("INFO rule 6").kind == "reply"
    assert session.feed("BEGIN").text.startswith("ERROR gomocup rule code 6 is not supported")
    # Pente has no Gomocup code: the caller says so.
    out = converse(first, "START 19\nBEGIN\n", rules=gomoku.Rules.pente())
    assert out == ["OK", "0,18"]


def test_session_steps() -> None:
    session = gomoku.Session(name="x")
    step = session.feed("START 15")
    assert (step.kind, step.text, step.budget) == ("reply", "OK", None)
    think = session.feed("BOARD")
    assert think.text == ""
    for line in ["7,7,1", "8,8,2"]:
        session.feed(line)
    think = session.feed("DONE")
    assert think.kind == "think" and think.budget == gomoku.Budget()
    game = session.game
    assert game is not None and len(game.moves) == 2
    assert session.play("a1").text == "0,14"
    assert session.feed("END").kind == "exit"


def swap2_session(stones: list[str]) -> gomoku.Session:
    s = gomoku.Session(name="t")
    s.feed("START 15")
    s.feed("SWAP2BOARD")
    for line in stones:
        s.feed(line)
    assert s.feed("DONE").kind == "think"
    return s


def test_swap2board_is_answered_with_the_bots_opening_step() -> None:
    # Three stones: the second player's choice, under the core's Swap2 opening.
    s = swap2_session(["7,7", "8,7", "9,9"])
    assert s.opening_game is not None and s.opening_game.expected is not None
    assert s.opening_game.expected.what == "choose-color-or-place"
    # `game` is where a point is White's move (the brain keeps White).
    assert s.game is not None and s.game.expected is None and s.game.turn == gomoku.Color.WHITE
    assert s.act("choose black").text == "SWAP"
    # Two more stones, then the answer.
    s = swap2_session(["7,7", "8,7", "9,9"])
    assert s.act("a1").kind == "think"
    assert s.act("b1").text == "0,14 1,14"
    # Keeping White: the brain's move follows.
    s = swap2_session(["7,7", "8,7", "9,9", "8,8", "8,6"])
    assert s.act("choose white").kind == "think"
    assert s.play("o15").text == "14,0"
    # A step the opening does not expect is an ERROR and changes nothing; a text that is
    # no action raises.
    s = swap2_session(["7,7", "8,7", "9,9", "8,8", "8,6"])
    assert s.act("swap").text.startswith("ERROR the bot chose swap")
    with pytest.raises(gomoku.ParseError):
        s.act("jump")
    # The reference bot decides the step, the session answers it.
    d = gomoku.ReferenceBot(0).decide(s.opening_game, 100)
    assert d.kind == "choose"
    answer = s.act(d.step)
    assert answer.text == "SWAP" if d.step == "choose black" else answer.kind == "think"
    assert gomoku.Session(name="t").opening_game is None


def test_parse_command_is_the_cores_parser() -> None:
    c = gomoku.parse_command("TURN 0,0\r\n", 20)
    assert (c.name, c.point) == ("TURN", gomoku.Point.parse("a20"))
    assert c.line() == "TURN 0,0"
    assert gomoku.parse_command("start 19", 19).size == 19
    r = gomoku.parse_command("RECTSTART 30,20", 20)
    assert (r.width, r.height) == (30, 20)
    s = gomoku.parse_command("1,2,3", 15)
    assert (s.name, s.field, s.point) == ("x,y,field", 3, gomoku.Point.parse("b13"))
    for line, key, value in [
        ("INFO timeout_turn 1000", "timeout_turn", 1000),
        ("INFO time_left -1", "time_left", -1),
        ("INFO rule 9", "rule", 9),
        ("INFO folder /tmp/x", "folder", "/tmp/x"),
        ("INFO evaluate 0,0", "evaluate", gomoku.Point.parse("a20")),
        ("INFO ponder 1", "ponder", "1"),
    ]:
        info = gomoku.parse_command(line, 20)
        assert (info.name, info.key, info.value) == ("INFO", key, value), line
        assert info.line() == line
    assert gomoku.parse_command("INFO rule 2", 20).rules == gomoku.Rules.renju()
    assert gomoku.parse_command("TURN 1,1", 20).rules is None
    with pytest.raises(gomoku.UnknownCommandError):
        gomoku.parse_command("HELLO", 20)
    with pytest.raises(gomoku.EmptyLineError):
        gomoku.parse_command(" \r\n", 20)
    with pytest.raises(gomoku.MalformedCommandError) as malformed:
        gomoku.parse_command("TURN 1", 20)
    assert malformed.value.command == "TURN"
    assert isinstance(malformed.value, gomoku.ProtocolError)
    assert isinstance(malformed.value, gomoku.GomokuError)
    with pytest.raises(gomoku.OffBoardCommandError) as off:
        gomoku.parse_command("TAKEBACK 3,25", 20)
    assert (off.value.command, off.value.x, off.value.y, off.value.size) == ("TAKEBACK", 3, 25, 20)
    assert str(off.value) == "TAKEBACK 3,25 is off the 20x20 board"
    with pytest.raises(gomoku.SizeOutOfRangeError):
        gomoku.parse_command("START 40", 20)
    with pytest.raises(gomoku.UnsupportedGomocupCodeError):
        gomoku.parse_command("INFO rule 6", 20)


def test_format_reply_is_the_cores_formatter() -> None:
    assert gomoku.format_reply("ok") == "OK"
    assert gomoku.format_reply("move", point="a1", size=15) == "0,14"
    assert gomoku.format_reply("stones", points=["h8", "i8", "j10"], size=15) == "7,7 8,7 9,5"
    assert gomoku.format_reply("error", text="two\nlines") == "ERROR two lines"
    assert gomoku.format_reply("unknown") == "UNKNOWN"
    assert gomoku.format_reply("about", name="n", version="1", author="a", country="c") == (
        'name="n", version="1", author="a", country="c"'
    )
    with pytest.raises(ValueError):
        gomoku.format_reply("hello")
    with pytest.raises(ValueError):
        gomoku.format_reply("move")


def test_format_reply_refuses_a_point_off_the_board_or_a_bad_size() -> None:
    # As gomoku_protocol_format_move: the core's formatter would write a wrong move.
    with pytest.raises(gomoku.OffBoardError):
        gomoku.format_reply("move", point=gomoku.Point(15, 0), size=15)
    with pytest.raises(gomoku.OffBoardError):
        gomoku.format_reply("suggest", point="a16", size=15)
    with pytest.raises(gomoku.OffBoardError):
        gomoku.format_reply("stones", points=["a1", "p1"], size=15)
    with pytest.raises(gomoku.SizeOutOfRangeError):
        gomoku.format_reply("move", point="a1", size=4)
    with pytest.raises(gomoku.SizeOutOfRangeError):
        gomoku.format_reply("move", point="a1", size=27)
    assert gomoku.format_reply("move", point="o15", size=15) == "14,0"


def test_the_example_brain_through_a_pipe() -> None:
    script = "START 15\r\nINFO timeout_turn 1000\r\nINFO rule 4\r\nBEGIN\r\nTURN 0,0\r\nHELLO\r\nEND\r\n"
    done = subprocess.run(
        [sys.executable, str(ROOT / "examples/python/pbrain.py"), "--seed", "1"],
        input=script.encode(),
        capture_output=True,
        timeout=60,
        check=True,
    )
    lines = done.stdout.decode().splitlines()
    assert lines[0] == "OK"
    first_move = gomoku.parse_command(lines[1], 15).point  # the brain's move as x,y
    assert first_move == gomoku.Point.parse("h8")  # the centre on an empty board
    assert gomoku.parse_command(lines[2], 15).name == "x,y"
    assert lines[3] == "UNKNOWN unknown command HELLO"
    assert len(lines) == 4
