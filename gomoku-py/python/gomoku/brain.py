"""Gomocup tournament brains in Python (the Piskvork protocol, RULES.md §13).

A bot is an object with a method ``choose(game, budget)``, or a plain function
``(game, budget) -> point``; ``run`` makes it a brain that a manager (Piskvork,
c-gomoku-cli, the Gomocup) drives over standard input and output::

    import gomoku
    import gomoku.brain

    @gomoku.brain.bot(name="first-legal", author="me")
    def first_legal(game: gomoku.Game, budget: gomoku.Budget) -> gomoku.Point:
        return game.legal_moves[0]

    if __name__ == "__main__":
        gomoku.brain.run(first_legal)

The protocol itself — parsing the manager's lines, the coordinates counted from the top,
the rule codes, ``BOARD``, ``TAKEBACK``, the time limits — is the core's ``Session``; this
module only reads lines, calls the bot and writes the answers, flushing after each.

>>> import io
>>> out = io.StringIO()
>>> run(first_legal_point, stdin=io.StringIO("START 15\\r\\nBEGIN\\r\\nEND\\r\\n"), stdout=out)
>>> out.getvalue()
'OK\\n0,14\\n'
"""

from __future__ import annotations

import io
import re
import sys
from typing import Callable, Optional, Protocol, TextIO, Union

from . import (
    Budget,
    Command,
    Game,
    Point,
    Rules,
    Session,
    Step,
    format_reply,
    parse_command,
)

__all__ = [
    "Bot",
    "Budget",
    "Command",
    "FunctionBot",
    "Session",
    "Step",
    "bot",
    "first_legal_point",
    "format_reply",
    "parse_command",
    "run",
]

PointLike = Union[Point, str]


class Bot(Protocol):
    """What ``run`` plays: ``choose`` returns the move in ``game`` (the brain to move)."""

    def choose(self, game: Game, budget: Budget) -> PointLike: ...


ChooseFunction = Callable[[Game, Budget], PointLike]


class FunctionBot:
    """A function made a bot, with the answers to ``ABOUT`` (see ``bot``)."""

    def __init__(
        self,
        function: ChooseFunction,
        *,
        name: str,
        version: str = "1.0",
        author: str = "",
        country: str = "",
    ) -> None:
        self.function = function
        self.name = name
        self.version = version
        self.author = author
        self.country = country

    def choose(self, game: Game, budget: Budget) -> PointLike:
        """Calls the function."""
        return self.function(game, budget)

    def __call__(self, game: Game, budget: Budget) -> PointLike:
        return self.function(game, budget)


def bot(
    *,
    name: Optional[str] = None,
    version: str = "1.0",
    author: str = "",
    country: str = "",
) -> Callable[[ChooseFunction], FunctionBot]:
    """Decorates a function ``(game, budget) -> point`` into a bot with its ``ABOUT``."""

    def wrap(function: ChooseFunction) -> FunctionBot:
        return FunctionBot(
            function,
            name=name or function.__name__,
            version=version,
            author=author,
            country=country,
        )

    return wrap


def first_legal_point(game: Game, budget: Budget) -> Point:
    """The simplest bot: the first legal point in board order that is not forbidden."""
    forbidden = game.forbidden_points()
    for p in game.legal_moves:
        if p not in forbidden:
            return p
    return game.legal_moves[0]


_LINE_ENDS = re.compile(r"[\r\n]")


def run(
    player: Union[Bot, ChooseFunction],
    *,
    stdin: Optional[TextIO] = None,
    stdout: Optional[TextIO] = None,
    rules: Optional[Rules] = None,
) -> None:
    """Plays a brain until ``END`` or the end of the input.

    ``player`` is a bot (``choose(game, budget)``) or a function ``(game, budget)``; its
    attributes ``name``, ``version``, ``author`` and ``country``, if it has them, answer
    ``ABOUT``. Lines may end with LF, CR LF or CR. ``rules`` are played (with the size of
    ``START``) until the manager sends ``INFO rule``: freestyle by default, and the way to
    play rule sets without a Gomocup code, such as pente. A bot that raises is answered
    ``ERROR`` and the brain goes on.
    """
    choose = getattr(player, "choose", None)
    if not callable(choose):
        choose = player
    if not callable(choose):
        raise TypeError("a bot is an object with choose(game, budget) or a function")
    default_name = getattr(player, "__name__", type(player).__name__)
    session = Session(
        name=str(getattr(player, "name", default_name)),
        version=str(getattr(player, "version", "1.0")),
        author=str(getattr(player, "author", "")),
        country=str(getattr(player, "country", "")),
        rules=rules,
    )
    if stdin is None:
        # Universal newlines (LF, CR LF, CR); bytes that are not UTF-8 replaced.
        stdin = io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8", errors="replace")
    out = sys.stdout if stdout is None else stdout
    for chunk in stdin:
        # A line ends at LF, CR LF or CR, as Rust's `Session::run` reads it, whatever
        # the stream's own newline handling (a `StringIO` splits at LF only).
        for line in _LINE_ENDS.split(chunk):
            if not line:
                continue
            step = session.feed(line)
            failure: Optional[str] = None
            while step.kind == "think":
                game = session.game
                budget = step.budget
                assert game is not None and budget is not None
                try:
                    # A point that is not one (a bad string, another type) fails like the bot.
                    step = session.play(choose(game, budget))
                except Exception as e:  # the brain keeps running: the manager decides
                    failure = format_reply("error", text=f"the bot failed: {type(e).__name__}: {e}")
                    break
            text = step.text if failure is None else failure
            if text:
                out.write(text + "\n")
                out.flush()
            if failure is None and step.kind == "exit":
                return
