"""Every integer argument of the module takes any Python int: one out of range (negative,
beyond 64 bits, 20 digits) is the argument's own typed error quoting the number given —
never a wrapped 4294967295 or 0, never a bare OverflowError (gomoku-py/src/ints.rs)."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any, Callable

import pytest

import gomoku
from gomoku import Clock, Game, Match, Opening, Player, Point, Record, Rules, Symmetry

STUBS = Path(gomoku.__file__).with_name("__init__.pyi")

# Numbers out of every range of the core: negative, beyond i64, beyond u64, 20 digits.
BAD = [-1, -(2**70), 2**63, 2**64, 10**20]


def declare_step() -> Game:
    """A game at Soosõrv-8's declaration of the number of offers."""
    game = Game(Rules.renju(), opening="soosorv-8")
    for p in ["h8", "h9", "j10"]:
        game.place(p)
    game.swap()
    game.place("g10")
    return game


def record() -> Record:
    return Record.read_moves("h8 h9")


# (stub name, parameter): (call with the number, the error class, its attribute or None,
# the numbers of BAD that are out of range). A call that is not an error for an
# out-of-range number (a predicate, an optional image) gives its answer instead: the
# class is then None and the attribute the expected answer.
Case = tuple[Callable[[int], Any], Any, Any, list[int]]
U64 = [n for n in BAD if n < 0 or n >= 2**64]
CASES: dict[tuple[str, str], Case] = {
    ("Opening.taraguchi", "n"): (lambda n: Opening.taraguchi(n), gomoku.OffersOutOfRangeError, "count", BAD),
    ("Opening.soosorv", "n"): (lambda n: Opening.soosorv(n), gomoku.OffersOutOfRangeError, "count", BAD),
    ("Match.__new__", "k"): (lambda n: Match("a", "b", k=n), gomoku.KOutOfRangeError, "k", BAD),
    ("Clock.__new__", "per_move_ms"): (lambda n: Clock(per_move_ms=n), ValueError, None, U64),
    ("Clock.__new__", "budget_ms"): (lambda n: Clock(budget_ms=n), ValueError, None, U64),
    ("Clock.__new__", "increment_ms"): (lambda n: Clock(increment_ms=n), ValueError, None, U64),
    ("Clock.spend", "elapsed_ms"): (lambda n: Clock().spend(Player.FIRST, n), ValueError, None, U64),
    ("Clock.in_time", "elapsed_ms"): (lambda n: Clock().in_time(Player.FIRST, n), ValueError, None, U64),
    ("Symmetry.apply", "size"): (lambda n: Symmetry.IDENTITY.apply("a1", n), None, None, BAD),
    ("Point.__new__", "x"): (lambda n: Point(n, 0), gomoku.InvalidPointError, None, BAD),
    ("Point.__new__", "y"): (lambda n: Point(0, n), gomoku.InvalidPointError, None, BAD),
    ("Point.is_on_board", "size"): (lambda n: Point(0, 0).is_on_board(n), None, False, BAD),
    ("Rules.freestyle", "size"): (lambda n: Rules.freestyle(size=n), gomoku.SizeOutOfRangeError, "size", BAD),
    ("Rules.standard", "size"): (lambda n: Rules.standard(size=n), gomoku.SizeOutOfRangeError, "size", BAD),
    ("Rules.caro", "size"): (lambda n: Rules.caro(size=n), gomoku.SizeOutOfRangeError, "size", BAD),
    ("Rules.caro_overline", "size"): (lambda n: Rules.caro_overline(size=n), gomoku.SizeOutOfRangeError, "size", BAD),
    ("Rules.from_gomocup", "code"): (lambda n: Rules.from_gomocup(n), gomoku.UnsupportedGomocupCodeError, "code", BAD),
    ("Rules.from_gomocup", "size"): (lambda n: Rules.from_gomocup(0, size=n), gomoku.SizeOutOfRangeError, "size", BAD),
    ("Rules.with_size", "size"): (lambda n: Rules.renju().with_size(n), gomoku.SizeOutOfRangeError, "size", BAD),
    ("Rules.with_capture", "pairs"): (lambda n: Rules.pente().with_capture(n), gomoku.CaptureTargetOutOfRangeError, "pairs", BAD),
    ("Rules.with_move_limit", "limit"): (lambda n: Rules.renju().with_move_limit(n), gomoku.MoveLimitOutOfRangeError, "limit", BAD),
    ("LegalMoves.__getitem__", "index"): (lambda n: Game().legal_moves[n], IndexError, None, [n for n in BAD if n != -1]),
    ("Game.declare", "count"): (lambda n: declare_step().declare(n), gomoku.OffersOutOfRangeError, "count", BAD),
    ("Game.from_stones", "black_pairs"): (lambda n: Game.from_stones(Rules.pente(), black_pairs=n), gomoku.CapturedPairsError, "pairs", BAD),
    ("Game.from_stones", "white_pairs"): (lambda n: Game.from_stones(Rules.pente(), white_pairs=n), gomoku.CapturedPairsError, "pairs", BAD),
    ("Game.from_history", "black_pairs"): (lambda n: Game.from_history(Rules.pente(), black_pairs=n), gomoku.CapturedPairsError, "pairs", BAD),
    ("Game.from_history", "white_pairs"): (lambda n: Game.from_history(Rules.pente(), white_pairs=n), gomoku.CapturedPairsError, "pairs", BAD),
    ("Game.vcf", "max_moves"): (lambda n: Game().vcf(max_moves=n), gomoku.VcfMovesOutOfRangeError, "moves", BAD),
    ("Game.vcf", "max_nodes"): (lambda n: Game().vcf(max_nodes=n), ValueError, None, U64),
    ("Game.vcf", "table_entries"): (lambda n: Game().vcf(table_entries=n), ValueError, None, BAD),
    ("VcfSolver.vcf", "max_moves"): (lambda n: gomoku.VcfSolver().vcf(Game(), max_moves=n), gomoku.VcfMovesOutOfRangeError, "moves", BAD),
    ("VcfSolver.vcf", "max_nodes"): (lambda n: gomoku.VcfSolver().vcf(Game(), max_nodes=n), ValueError, None, U64),
    ("VcfSolver.vcf", "table_entries"): (lambda n: gomoku.VcfSolver().vcf(Game(), table_entries=n), ValueError, None, BAD),
    ("Command.line", "size"): (lambda n: gomoku.parse_command("TURN 1,1", 15).line(n), gomoku.SizeOutOfRangeError, "size", [n for n in BAD if n < 0 or n > 255]),
    ("parse_command", "size"): (lambda n: gomoku.parse_command("TURN 1,1", n), gomoku.SizeOutOfRangeError, "size", BAD),
    ("format_reply", "size"): (lambda n: gomoku.format_reply("move", size=n, point="a1"), gomoku.SizeOutOfRangeError, "size", BAD),
    ("random_playouts", "n"): (lambda n: gomoku.random_playouts(Rules.freestyle(), n), ValueError, None, U64),
    ("random_playouts", "seed"): (lambda n: gomoku.random_playouts(Rules.freestyle(), 1, n), ValueError, None, U64),
    ("random_playouts", "threads"): (lambda n: gomoku.random_playouts(Rules.freestyle(), 1, threads=n), ValueError, None, U64),
    ("ReferenceBot.__new__", "seed"): (lambda n: gomoku.ReferenceBot(n), ValueError, None, U64),
    ("ReferenceBot.choose", "nodes"): (lambda n: gomoku.ReferenceBot().choose(Game(Rules.renju()), n), ValueError, None, U64),
    ("ReferenceBot.decide", "nodes"): (lambda n: gomoku.ReferenceBot().decide(Game(Rules.renju()), n), ValueError, None, U64),
    ("VectorEnv.__new__", "num_envs"): (lambda n: gomoku.VectorEnv(n), ValueError, None, [n for n in BAD if n < 0 or n > 2**20]),
    ("VectorEnv.__new__", "seed"): (lambda n: gomoku.VectorEnv(1, seed=n), ValueError, None, U64),
    ("VectorEnv.__new__", "threads"): (lambda n: gomoku.VectorEnv(1, threads=n), ValueError, None, U64),
    ("VectorEnv.bot_actions", "nodes"): (lambda n: gomoku.VectorEnv(1).bot_actions(n), ValueError, None, U64),
    ("VectorEnv.reset", "seed"): (lambda n: gomoku.VectorEnv(1).reset(seed=n), ValueError, None, U64),
    ("Record.read_moves", "size"): (lambda n: Record.read_moves("h8", size=n), gomoku.RecordSizeOutOfRangeError, "size", BAD),
    ("Record.node", "index"): (lambda n: record().node(n), IndexError, None, BAD),
}


def int_parameters() -> set[tuple[str, str]]:
    """Every parameter of the stubs annotated `int` (or `int | None`)."""
    found = set()

    def walk(body: list[ast.stmt], prefix: str) -> None:
        for node in body:
            if isinstance(node, ast.ClassDef):
                walk(node.body, f"{prefix}{node.name}.")
            elif isinstance(node, ast.FunctionDef):
                a = node.args
                for arg in a.posonlyargs + a.args + a.kwonlyargs:
                    if arg.annotation is not None and ast.unparse(arg.annotation) in ("int", "int | None"):
                        found.add((prefix + node.name, arg.arg))

    walk(ast.parse(STUBS.read_text(encoding="utf-8")).body, "")
    return found


def test_every_integer_argument_is_covered() -> None:
    assert int_parameters() == set(CASES)


@pytest.mark.parametrize("name", sorted(CASES), ids=lambda k: f"{k[0]}({k[1]})")
def test_an_out_of_range_int_is_the_typed_error_quoting_it(name: tuple[str, str]) -> None:
    call, cls, attr, numbers = CASES[name]
    assert numbers
    for n in numbers:
        if cls is None:
            assert call(n) == attr, (name, n)
            continue
        with pytest.raises(cls) as info:
            call(n)
        assert not isinstance(info.value, OverflowError), (name, n)
        message = str(info.value)
        if cls is not IndexError:
            assert str(n) in message, (name, n, message)
        assert "4294967295" not in message, (name, n, message)
        if attr is not None:
            assert getattr(info.value, attr) == n, (name, n)


@pytest.mark.parametrize("text", [f"pente+capture={10**20}", f"renju+move-limit={10**20}", f"renju/{10**20}"])
def test_a_huge_number_in_a_rules_text_is_quoted(text: str) -> None:
    with pytest.raises(gomoku.RulesError) as info:
        Rules.parse(text)
    assert str(10**20) in str(info.value) and "4294967295" not in str(info.value)


def test_an_index_object_is_an_int_and_other_types_are_type_errors() -> None:
    class Three:
        def __index__(self) -> int:
            return 3

    assert Point(Three(), 0) == Point(3, 0)  # type: ignore[arg-type]
    assert Game().legal_moves[Three()] == Point(3, 0)  # type: ignore[index]
    for bad in [1.5, "7"]:
        with pytest.raises(TypeError):
            Match("a", "b", k=bad)  # type: ignore[arg-type]
        with pytest.raises(TypeError):
            Game().vcf(max_moves=bad)  # type: ignore[arg-type]
