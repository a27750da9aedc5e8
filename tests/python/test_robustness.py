"""Issue 11: no Python call aborts the process, raises a BaseException or an
OverflowError where a documented class is due, or is refused by a borrow."""

from __future__ import annotations

import pickle
import subprocess
import sys
import textwrap
import threading
from typing import Any, Callable

import pytest

import gomoku
from gomoku import Color, Game, Rules

HUGE = [-1, -(2**63), 2**64, 2**70]


def raises_documented(call: Callable[[], object], cls: type[BaseException]) -> BaseException:
    """`call` raises `cls` (never OverflowError, never a non-Exception BaseException)."""
    with pytest.raises(BaseException) as info:
        call()
    assert isinstance(info.value, Exception), repr(info.value)
    assert not isinstance(info.value, OverflowError), repr(info.value)
    assert isinstance(info.value, cls), repr(info.value)
    return info.value


# Rules pickles


def test_rules_overline_switch_is_read_as_set() -> None:
    r = Rules.renju().with_overline_wins(Color.BLACK, True)
    assert r.overline_switch(Color.BLACK) and not r.overline_wins(Color.BLACK)
    assert not Rules.renju().overline_switch(Color.BLACK)
    assert pickle.loads(pickle.dumps(r)) == r


def tampered_rules(**changes: Any) -> bytes:
    """A pickle of renju rules with some switches changed by hand."""
    ctor, args = Rules.renju().__reduce__()
    names = ["size", "black_overline", "white_overline", "black_restrictions",
             "white_restrictions", "policy", "caro", "capture", "perfect_five",
             "pass_allowed", "move_limit"]
    values = dict(zip(names, args))
    values.update(changes)
    return pickle.dumps(_Reduce(ctor, tuple(values[n] for n in names)))


class _Reduce:
    """An object that pickles as `ctor(*args)`."""

    def __init__(self, ctor: Any, args: tuple[Any, ...]) -> None:
        self.ctor, self.args = ctor, args

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return self.ctor, self.args


@pytest.mark.parametrize("value", HUGE)
def test_tampered_rules_pickles_raise_rules_errors(value: int) -> None:
    for field, cls in [("size", gomoku.SizeOutOfRangeError),
                       ("capture", gomoku.CaptureTargetOutOfRangeError),
                       ("move_limit", gomoku.MoveLimitOutOfRangeError),
                       ("black_restrictions", gomoku.RulesError)]:
        raises_documented(lambda: pickle.loads(tampered_rules(**{field: value})), cls)
    raises_documented(lambda: pickle.loads(tampered_rules(perfect_five=True)),
                      gomoku.PerfectFiveNeedsCaptureError)


# Item 10: no call aborts the process (run in a child, under a memory limit where it counts)


def run_child(code: str, limit_mb: int | None = None) -> subprocess.CompletedProcess[str]:
    """Runs `code` in a fresh interpreter (address space limited to `limit_mb` MB)."""
    prelude = "import resource, sys\n"
    if limit_mb is not None:
        prelude += (f"resource.setrlimit(resource.RLIMIT_AS, ({limit_mb} << 20, {limit_mb} << 20))\n")
    return subprocess.run([sys.executable, "-c", prelude + textwrap.dedent(code)],
                          capture_output=True, text=True, timeout=300)


def test_huge_playout_counts_raise_memory_error_in_the_process() -> None:
    child = run_child("""
        import gomoku
        for n in [2**40, 2**62, 2**64 - 1]:
            try:
                gomoku.random_playouts(gomoku.Rules.freestyle(), n, threads=1)
            except MemoryError as e:
                print("MemoryError", e)
            else:
                print("accepted", n)
        """, limit_mb=2048)
    assert child.returncode == 0, child.stderr
    assert child.stdout.splitlines() == [
        f"MemoryError cannot allocate the records of {n} games" for n in [2**40, 2**62, 2**64 - 1]
    ]


def test_stack_games_of_many_games_raises_memory_error_under_a_limit() -> None:
    pytest.importorskip("numpy")
    child = run_child("""
        import gomoku
        g = gomoku.Game.from_moves(gomoku.Rules.renju(), "h8 h9")
        try:
            gomoku.stack_games([g] * 1_000_000)   # 1.6 GB of planes
        except MemoryError:
            print("MemoryError")
        print(gomoku.stack_games([g] * 10).shape)
        """, limit_mb=1024)
    assert child.returncode == 0, child.stderr
    assert child.stdout.split("\n")[:2] == ["MemoryError", "(10, 7, 15, 15)"]


def test_replay_reserves_no_room_it_does_not_need() -> None:
    # 100,000 two-move games: a few MB; at 19 KB reserved per game it was 1.9 GB.
    child = run_child("""
        import gomoku
        games = gomoku.replay(gomoku.Rules.freestyle(), ["h8 h9"] * 100_000)
        print(len(games), games[-1].moves)
        """, limit_mb=1024)
    assert child.returncode == 0, child.stderr
    assert child.stdout.strip() == "100000 [Point.parse('h8'), Point.parse('h9')]"


# Item 12: the documented classes, never OverflowError


def test_legal_move_indices_of_any_size_are_index_errors() -> None:
    moves = Game(Rules.freestyle(size=5)).legal_moves
    assert moves[24] == gomoku.Point.parse("e5") and moves[-25] == gomoku.Point.parse("a1")
    for i in [25, -26, 2**63, -(2**63) - 1, 2**70, -(2**70)]:
        raises_documented(lambda: moves[i], IndexError)
    with pytest.raises(TypeError):
        moves["a1"]  # type: ignore[index]


def tampered_game(state_changes: dict[int, Any]) -> bytes:
    """A pickle of a pente game whose state tuple has some items replaced."""
    g = Game.from_stones(Rules.pente(), ["m10"], ["k10", "l10"], black_pairs=2)
    cls, args, state = g.__reduce__()
    state = tuple(state_changes.get(i, v) for i, v in enumerate(state))
    return pickle.dumps(_ReduceState(cls, args, state))


class _ReduceState:
    def __init__(self, cls: Any, args: Any, state: Any) -> None:
        self.cls, self.args, self.state = cls, args, state

    def __reduce__(self) -> tuple[Any, Any, Any]:
        return self.cls, self.args, self.state


@pytest.mark.parametrize("value", HUGE + [5])
def test_tampered_game_pickles_raise_setup_errors(value: int) -> None:
    for index in [4, 5]:  # Black's and White's captured pairs
        e = raises_documented(lambda: pickle.loads(tampered_game({index: value})),
                              gomoku.CapturedPairsError)
        assert e.pairs == value  # type: ignore[attr-defined]


def test_tampered_game_pickles_name_the_failing_step() -> None:
    h8 = gomoku.Point.parse("h8")
    e = raises_documented(lambda: pickle.loads(tampered_game({6: [h8, h8]})), gomoku.OccupiedError)
    assert e.index == 1  # type: ignore[attr-defined]
    raises_documented(lambda: pickle.loads(tampered_game({7: (None, gomoku.Termination.FIVE)})),
                      ValueError)


# Item 11: no "Already borrowed"


def test_a_writer_thread_is_never_refused_while_a_reader_thread_reads() -> None:
    np = pytest.importorskip("numpy")  # noqa: F841 (to_numpy needs it)
    game = Game.from_moves(Rules.omok(), "h8 a1 i9 a3 j8 a5")
    errors: list[BaseException] = []
    done = threading.Event()

    def reader() -> None:
        reads: list[Callable[[], object]] = [
            game.forbidden_points, lambda: game.forbidden("k7"), game.diagram, game.to_numpy,
            lambda: len(game.legal_moves), lambda: list(game.legal_moves),
            lambda: game.legal_moves[0],
        ]
        while not done.is_set():
            for read in reads:
                try:
                    read()
                except BaseException as e:  # noqa: BLE001
                    errors.append(e)

    def writer() -> None:
        try:
            for _ in range(3000):
                for call in (lambda: game.push("o15"), game.pop):
                    try:
                        call()
                    except BaseException as e:  # noqa: BLE001
                        errors.append(e)
        finally:
            done.set()

    threads = [threading.Thread(target=reader), threading.Thread(target=writer)]
    old = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # switch threads as often as possible
    try:
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        sys.setswitchinterval(old)
    assert errors == []
    assert game.moves == Game.from_moves(Rules.omok(), "h8 a1 i9 a3 j8 a5").moves


def test_stack_games_lets_the_callers_generator_play() -> None:
    pytest.importorskip("numpy")
    game = Game(Rules.renju())

    def positions() -> Any:
        for move in ["h8", "h9", "i8"]:
            yield game
            game.push(move)  # the game yielded before must not still be borrowed

    planes = gomoku.stack_games(positions())
    assert planes.shape == (3, 7, 15, 15)
    assert [int(planes[i, :2].sum()) for i in range(3)] == [0, 1, 2]


def test_a_tampered_pickle_names_no_rust_type() -> None:
    import pickle

    data = pickle.dumps(gomoku.Game.from_moves(gomoku.Rules.renju(), "h8 h9"))
    cls, args, state = gomoku.Game.from_moves(gomoku.Rules.renju(), "h8").__reduce__()
    tampered = (state[0], "h8", *state[2:])  # a str where the black stones go
    game = gomoku.Game()
    with pytest.raises(TypeError) as info:
        game.__setstate__(tampered)
    message = str(info.value)
    assert "Vec" not in message and "`" not in message and "extract" not in message, message
    assert "pickled state of a Game" in message
    assert pickle.loads(data) == gomoku.Game.from_moves(gomoku.Rules.renju(), "h8 h9")


@pytest.mark.parametrize("value", [float("inf"), float("nan"), -1.0])
def test_a_budget_refuses_what_is_no_duration_and_says_so(value: float) -> None:
    with pytest.raises(ValueError) as info:
        gomoku.Budget(turn=value)
    message = str(info.value).lower()
    assert f"not {value!r}" in message and "finite" in message, message


def test_a_missing_file_is_the_os_error_with_errno_and_filename(tmp_path: Any) -> None:
    import errno
    import pathlib

    missing = pathlib.Path(tmp_path) / "missing.sgf"
    for call in (gomoku.Record.read_sgf, gomoku.renjunet.iter_games):
        with pytest.raises(FileNotFoundError) as info:
            call(missing)
        assert info.value.errno == errno.ENOENT and info.value.filename == str(missing)
    # A directory: one rule for every reader of a path, IsADirectoryError as it is opened.
    for call in (gomoku.Record.read_sgf, gomoku.Record.read_psq, gomoku.renjunet.iter_games):
        with pytest.raises(IsADirectoryError) as dir_info:
            call(pathlib.Path(tmp_path))
        assert dir_info.value.errno == errno.EISDIR
        assert dir_info.value.filename == str(tmp_path)
