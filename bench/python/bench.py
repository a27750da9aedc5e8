"""Speed of the `gomoku` Python module against its anchors, side by side in one run.

    python bench/python/bench.py [--quick] [--no-install] [--cpu] [--baseline BUILD]
    python bench/python/bench.py --breakdown [--cpu]    # the list loop, call by call

Needs the `gomoku` module installed (scripts/test-python.sh puts it in `.venv`). The
anchors are installed from PyPI into the running interpreter if they are missing
(unless --no-install): OpenSpiel (`open_spiel`, its `gomoku` game), the `renju` package
(its per-point forbidden check) and numpy. An anchor that cannot be installed is
reported as missing and its rows are skipped.

Every figure is the best of several repetitions (wall clock, `time.perf_counter`):
timings on a shared machine are noisy, and the best run is the least disturbed one. The
script prints a Markdown table of rates and ratios; it never fails on a slow machine.
On a machine so loaded that every repetition is preempted, `--cpu` times the CPU time of
the thread (`time.thread_time`) instead, which leaves out the time the process waits for
a core (the batch rows, whose work may run on other threads, stay on the wall clock).

With `--baseline BUILD` (another build of the extension: its wheel, or the `_gomoku*.so`
in it), that build is imported beside this one and the rows that a change is usually about
(the Python loops, the augmentation planes) are measured for both in turns, in the same
run: a before/after on one machine. bench/python/README.md says how to build main's.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import os
import pathlib
import platform
import random
import re
import subprocess
import sys
import tempfile
import time
import zipfile
from collections.abc import Callable
from typing import Any

import gomoku
from gomoku import Color, Game, Point, Rules

ANCHORS = {
    # module to import: the pinned PyPI requirement that provides it
    "pyspiel": "open_spiel==2.0.2",
    "renju": "renju==0.1.0",
    "numpy": "numpy",
}

#: A renju middle game, Black to move, with one forbidden point of each kind:
#: g8 double-four, i8 double-three, f9 overline (found by a seeded random search).
MIDGAME = (
    "g11 f7 h11 k7 e8 e10 j9 f6 i6 k9 e9 j11 g9 e7 f10 j8 h9 f8 g7 e11 i9 h10 e6 j6 g5 "
    "h5 k11 k8 k10 f5"
)


def ensure_anchors(install: bool) -> dict[str, Any]:
    """Imports each anchor, pip-installing the missing ones first if allowed."""
    found: dict[str, Any] = {}
    missing = []
    for module in ANCHORS:
        try:
            found[module] = importlib.import_module(module)
        except ImportError:
            missing.append(module)
    if missing and install:
        reqs = [ANCHORS[m] for m in missing]
        print(f"installing {' '.join(reqs)} ...", file=sys.stderr)
        cmd = [sys.executable, "-m", "pip", "install", "--disable-pip-version-check", "-q"]
        done = subprocess.run([*cmd, *reqs], check=False)
        if done.returncode != 0:  # try one by one: one failure should not block the rest
            for r in reqs:
                subprocess.run([*cmd, r], check=False)
        importlib.invalidate_caches()
        for module in missing:
            try:
                found[module] = importlib.import_module(module)
            except ImportError as e:
                print(f"anchor {module} unavailable: {e}", file=sys.stderr)
    return found


#: The clock of the timings: the wall clock, or the thread's CPU time with `--cpu`.
CLOCK: Callable[[], float] = time.perf_counter


def best(fn: Callable[[], object], repeat: int, clock: Callable[[], float] | None = None) -> float:
    """The least time of `repeat` calls of `fn` on `clock` (default `CLOCK`), in seconds."""
    clock = clock or CLOCK
    times = []
    for _ in range(repeat):
        t = clock()
        fn()
        times.append(clock() - t)
    return min(times)


def best_each(fns: dict[str, Callable[[], object]], repeat: int) -> dict[str, float]:
    """The least wall-clock time of `repeat` calls of each function, the functions taking
    turns (so that a disturbance of the machine falls on all of them alike)."""
    times = {k: float("inf") for k in fns}
    for _ in range(repeat):
        for k, fn in fns.items():
            t = CLOCK()
            fn()
            times[k] = min(times[k], CLOCK() - t)
    return times


def load_baseline(path: str) -> Any:
    """Another build of the extension (a wheel, or the `_gomoku*.so` it holds), imported
    beside this one as `gomoku_baseline._gomoku`: its own classes, its own statics."""
    file = pathlib.Path(path)
    if file.suffix == ".whl":
        with zipfile.ZipFile(file) as wheel:
            names = [n for n in wheel.namelist() if re.fullmatch(r"gomoku/_gomoku[^/]*\.(so|pyd)", n)]
            if not names:
                sys.exit(f"{path}: no gomoku/_gomoku extension in this wheel")
            file = pathlib.Path(wheel.extract(names[0], tempfile.mkdtemp(prefix="gomoku-baseline-")))
    # The module's init function is found by the last part of the name: `_gomoku`.
    spec = importlib.util.spec_from_file_location("gomoku_baseline._gomoku", file)
    if spec is None or spec.loader is None:
        sys.exit(f"{path}: not an extension module")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def fmt_rate(x: float, unit: str) -> str:
    if x >= 1e6:
        return f"{x / 1e6:,.2f} M {unit}"
    if x >= 1e3:
        return f"{x / 1e3:,.1f} k {unit}"
    return f"{x:,.1f} {unit}"


def fmt_time(seconds: float) -> str:
    if seconds < 1e-6:
        return f"{seconds * 1e9:,.0f} ns"
    if seconds < 1e-3:
        return f"{seconds * 1e6:,.2f} µs"
    return f"{seconds * 1e3:,.2f} ms"


class Table:
    def __init__(self) -> None:
        self.rows: list[tuple[str, ...]] = []
        self.notes: list[str] = []

    def add(
        self,
        what: str,
        ours: str,
        anchor: str,
        ratio: float | None,
        target: float | None,
        *,
        target_text: str | None = None,
        met: bool | None = None,
    ) -> None:
        """A row; `ratio` is anchor time / our time. The target is a least ratio, or
        `target_text` with `met` saying whether it is reached."""
        r = "–" if ratio is None else f"{ratio:,.1f}×"
        if target is not None:
            target_text = f"≥ {target:,.0f}×"
            met = ratio is not None and ratio >= target
        t = target_text or "–"
        m = "–" if met is None else ("yes" if met else "**no**")
        self.rows.append((what, ours, anchor, r, t, m))

    def print(self) -> None:
        head = ("measure", "gomoku", "anchor", "ratio", "target", "met")
        print("| " + " | ".join(head) + " |")
        print("|" + "|".join("---" for _ in head) + "|")
        for row in self.rows:
            print("| " + " | ".join(row) + " |")
        for note in self.notes:
            print(f"\n{note}")


def python_loop_playouts(
    args: argparse.Namespace, anchors: dict[str, Any], table: Table, baseline: Any = None
) -> None:
    """Random games driven move by move from Python: gomoku vs OpenSpiel's `gomoku`
    (and the baseline build, if any, in the same turns)."""
    n = args.games

    def loops(m: Any) -> dict[str, Callable[[], None]]:
        rules = m.Rules.freestyle()

        def listed() -> None:
            rng = random.Random(1)
            for _ in range(n):
                game = m.Game(rules)
                while not game.is_game_over():
                    game.push(rng.choice(list(game.legal_moves)))

        def indexed() -> None:
            rng = random.Random(1)
            for _ in range(n):
                game = m.Game(rules)
                legal = game.legal_moves
                while not game.is_game_over():
                    game.push(rng.choice(legal))  # len() + one index: no list built

        return {"list": listed, "view": indexed}

    # The interpreter's floor for the list form: the same random choices from ready lists
    # of the same lengths, copied by `list()` through an iterator as for any object that
    # is not itself a list or tuple, and no call into any module (a list pops its last
    # point instead of a move). No module's view can make its loop faster than this.
    lengths = []
    rng0 = random.Random(1)
    for _ in range(n):
        g = Game(Rules.freestyle())
        while not g.is_game_over():
            g.push(rng0.choice(g.legal_moves))
        lengths.append(len(g.moves))
    full = list(Game(Rules.freestyle()).legal_moves)

    def floor() -> None:
        rng = random.Random(1)
        for k in lengths:
            points = full[:]
            for _ in range(k):
                rng.choice(list(iter(points)))
                points.pop()

    fns = loops(gomoku)
    fns["floor"] = floor
    if baseline is not None:
        fns |= {f"baseline {k}": f for k, f in loops(baseline).items()}
    spiel = anchors.get("pyspiel")
    if spiel is not None:
        sgame = spiel.load_game("gomoku")

        def theirs() -> None:
            rng = random.Random(1)
            for _ in range(n):
                state = sgame.new_initial_state()
                while not state.is_terminal():
                    state.apply_action(rng.choice(state.legal_actions()))

        fns["spiel"] = theirs
    t = best_each(fns, args.repeat)
    forms = [
        ("list", "Python-loop random game, freestyle 15×15: `rng.choice(list(game.legal_moves))`"),
        ("view", "the same with the view: `rng.choice(game.legal_moves)` (no list)"),
    ]
    if baseline is not None:
        forms += [
            ("baseline list", "baseline build: `rng.choice(list(game.legal_moves))`"),
            ("baseline view", "baseline build: `rng.choice(game.legal_moves)`"),
        ]
    if spiel is None:
        for key, what in forms:
            table.add(what, fmt_rate(n / t[key], "games/s"), "OpenSpiel missing", None, None)
        return

    def mean_lengths() -> tuple[float, float]:
        rng = random.Random(4)
        ours = theirs_ = 0
        for _ in range(n):
            game = Game(Rules.freestyle())
            while not game.is_game_over():
                game.push(rng.choice(game.legal_moves))
            ours += len(game.moves)
            state = sgame.new_initial_state()
            while not state.is_terminal():
                state.apply_action(rng.choice(state.legal_actions()))
            theirs_ += state.move_number()
        return ours / n, theirs_ / n

    table.notes.append(
        "Mean random-game length, freestyle 15×15: gomoku {:.1f} moves, OpenSpiel {:.1f} moves "
        "(comparable games: both end at the first five).".format(*mean_lengths())
    )
    anchor = f"{fmt_rate(n / t['spiel'], 'games/s')} (OpenSpiel `gomoku`, `rng.choice(state.legal_actions())`)"
    # The loop as people write it first; then the view form, which builds no list.
    for key, what in forms:
        table.add(what, fmt_rate(n / t[key], "games/s"), anchor, t["spiel"] / t[key], 2)
    table.add(
        "the interpreter's floor for the list form: `rng.choice(list(iter(l)))` on ready lists of the same lengths, no call into a module",
        fmt_rate(n / t["floor"], "games/s"),
        anchor,
        t["spiel"] / t["floor"],
        None,
    )


def midgame() -> Game:
    game = Game.from_moves(Rules.renju(), MIDGAME)
    assert game.turn is Color.BLACK and not game.is_game_over()
    return game


def forbidden_scan(args: argparse.Namespace, anchors: dict[str, Any], table: Table) -> None:
    """The forbidden points of one middle-game position: one call vs a per-point check."""
    game = midgame()
    ours = {(p.x, p.y): int(k) for p, k in game.forbidden_points().items()}
    reps = 2000
    t_all = best(lambda: [game.forbidden_points() for _ in range(reps)], args.repeat) / reps
    empties = [Point(x, y) for x in range(15) for y in range(15) if game.stone_at(Point(x, y)) is None]
    t_pp = best(lambda: [game.forbidden(p) for p in empties], args.repeat) / len(empties)
    renju = anchors.get("renju")
    if renju is None:
        table.add("`forbidden_points()`, renju middle game", fmt_time(t_all), "renju missing", None, 1000)
        return
    from renju.check_forbid import get_foul_type  # type: ignore[import-untyped]

    board = [[0] * 15 for _ in range(15)]
    for p in game.stones(Color.BLACK):
        board[p.x][p.y] = 1
    for p in game.stones(Color.WHITE):
        board[p.x][p.y] = 2
    cells = [(p.x, p.y) for p in empties]

    def theirs() -> dict[tuple[int, int], int]:
        return {c: k for c in cells if (k := get_foul_type(board, *c))}

    found = theirs()
    # renju's codes: 1 double-three, 2 double-four, 3 overline; gomoku's int(): 0, 1, 2.
    agree = {c: k - 1 for c, k in found.items()} == ours
    t_theirs = best(theirs, args.repeat)
    table.add(
        f"`forbidden_points()`, renju middle game ({len(empties)} empty, {len(ours)} forbidden; "
        f"answers {'agree' if agree else '**differ**'})",
        fmt_time(t_all),
        f"{fmt_time(t_theirs)} (`renju` `get_foul_type` on every empty point)",
        t_theirs / t_all,
        1000,
    )
    table.add(
        "`game.forbidden(p)` per point, same position",
        fmt_time(t_pp),
        f"{fmt_time(t_theirs / len(cells))} (`get_foul_type` per point)",
        t_theirs / len(cells) / t_pp,
        None,
    )


def batch_playouts(args: argparse.Namespace, table: Table, loop_rate: float) -> None:
    """`random_playouts`: many games in one call, inside Rust without the GIL, against
    the same games played by a Python loop (`rng.choice(game.legal_moves)`)."""
    n = args.batch
    cores = os.cpu_count() or 1
    anchor = f"{fmt_rate(loop_rate, 'games/s')} (Python loop, freestyle)"
    for label, rules in [("freestyle", Rules.freestyle()), ("renju", Rules.renju())]:
        for threads in sorted({1, cores}):
            # The wall clock always: with threads > 1 the work runs on other threads.
            t = best(lambda: gomoku.random_playouts(rules, n, 1, threads=threads), args.repeat,
                     time.perf_counter)
            rate = n / t
            if label == "freestyle":
                table.add(
                    f"`random_playouts(freestyle, {n:,})`, threads={threads}",
                    fmt_rate(rate, "games/s"), anchor, rate / loop_rate, None,
                    target_text="≥ 250,000 games/s", met=rate >= 250_000,
                )
            else:
                table.add(f"`random_playouts(renju, {n:,})`, threads={threads}",
                          fmt_rate(rate, "games/s"), "–", None, None)


def numpy_export(
    args: argparse.Namespace, anchors: dict[str, Any], table: Table, baseline: Any = None
) -> None:
    """The planes of a position as numpy arrays: one game, and a stack of many."""
    np = anchors.get("numpy")
    if np is None:
        table.add("`game.to_numpy()`", "numpy missing", "", None, None)
        return
    game = midgame()
    reps = 2000
    t_one = best(lambda: [game.to_numpy() for _ in range(reps)], args.repeat) / reps
    freestyle = Game.from_moves(Rules.freestyle(), MIDGAME)
    t_free = best(lambda: [freestyle.to_numpy() for _ in range(reps)], args.repeat) / reps
    rng = random.Random(2)
    games = []
    for _ in range(1000):
        g = Game(Rules.renju())
        for _ in range(rng.randrange(60)):
            if g.is_game_over():
                break
            g.push(rng.choice(g.legal_moves))
        games.append(g)
    t_stack = best(lambda: gomoku.stack_games(games), args.repeat) / len(games)

    def python_planes() -> Any:
        # The same planes from the per-point API: what a user would write without it.
        a = np.zeros((7, 15, 15), dtype=np.uint8)
        for p in game.stones(Color.BLACK):
            a[0, p.y, p.x] = 1
        for p in game.stones(Color.WHITE):
            a[1, p.y, p.x] = 1
        a[2] = game.turn is Color.BLACK
        for p in game.legal_moves:
            a[3, p.y, p.x] = 1
        for p, k in game.forbidden_points().items():
            a[4 + int(k), p.y, p.x] = 1
        return a

    assert (python_planes() == game.to_numpy()).all()
    t_py = best(lambda: [python_planes() for _ in range(200)], args.repeat) / 200
    anchor = f"{fmt_time(t_py)} (numpy filled from Python with the per-point API)"
    table.add("`game.to_numpy()`, renju middle game (7×15×15 uint8)", fmt_time(t_one), anchor,
              t_py / t_one, None)
    table.add("`game.to_numpy()`, freestyle, same stones", fmt_time(t_free), "", None, None)
    table.add("`stack_games(1,000 renju games)`, per position", fmt_time(t_stack), anchor,
              t_py / t_stack, None)

    # Augmentation (RULES.md §10): the planes of all eight images in one call, against the
    # eight `transform(s).to_numpy()` calls it replaces. Target: ≤ 5 µs per position.
    # Two ways to call it: keeping every result (as when a data set is collected: each call
    # writes fresh memory, whose page faults can cost more than the planes on a loaded
    # machine) and dropping each at once (its memory reused by the next call).
    def kept(g: Any) -> Callable[[], object]:
        return lambda: [g.to_numpy_symmetries() for _ in range(reps)]

    def dropped(g: Any) -> Callable[[], object]:
        def run() -> None:
            for _ in range(reps):
                g.to_numpy_symmetries()
        return run

    t_aug = best(kept(game), args.repeat) / reps
    symmetries = gomoku.Symmetry.ALL

    def eight_calls() -> Any:
        return np.stack([game.transform(s).to_numpy() for s in symmetries])

    assert (eight_calls() == game.to_numpy_symmetries()).all()
    t_eight = best(lambda: [eight_calls() for _ in range(200)], args.repeat) / 200
    table.add("`game.to_numpy_symmetries()`, renju middle game (8×7×15×15 uint8), results kept",
              fmt_time(t_aug), f"{fmt_time(t_eight)} (`np.stack` of 8 `transform(s).to_numpy()`)",
              t_eight / t_aug, None, target_text="≤ 5 µs", met=t_aug <= 5e-6)
    t_aug_drop = best(dropped(game), args.repeat) / reps
    table.add("the same, each result dropped at once (its memory reused)", fmt_time(t_aug_drop),
              "", None, None, target_text="≤ 5 µs", met=t_aug_drop <= 5e-6)
    t_aug_free = best(kept(freestyle), args.repeat) / reps
    table.add("`game.to_numpy_symmetries()`, freestyle, same stones (no forbidden judge), kept",
              fmt_time(t_aug_free), "", None, None, target_text="≤ 5 µs", met=t_aug_free <= 5e-6)
    if baseline is not None:
        # Both builds on the same positions, in turns; their planes must agree.
        cases: dict[str, Callable[[], object]] = {}
        for label in ["renju", "freestyle"]:
            ours_g, base_g = (m.Game.from_moves(getattr(m.Rules, label)(), MIDGAME)
                              for m in (gomoku, baseline))
            assert (ours_g.to_numpy_symmetries() == base_g.to_numpy_symmetries()).all()
            for how, call in [("kept", kept), ("dropped", dropped)]:
                for build, g in [("this build", ours_g), ("baseline build", base_g)]:
                    what = f"{build}: `game.to_numpy_symmetries()`, {label}, {how} (in turns)"
                    cases[what] = call(g)
        for what, t_b in best_each(cases, args.repeat).items():
            table.add(what, fmt_time(t_b / reps), "", None, None,
                      target_text="≤ 5 µs", met=t_b / reps <= 5e-6)
    t_canon = best(lambda: [game.canonical() for _ in range(reps)], args.repeat) / reps
    t_key = best(lambda: [game.key() for _ in range(reps)], args.repeat) / reps
    table.add("`game.canonical()`, renju middle game (a new Game + Symmetry)",
              fmt_time(t_canon), "", None, None)
    table.add("`game.key()`", fmt_time(t_key), "", None, None)


def breakdown(args: argparse.Namespace) -> None:
    """Where a move of the list loop goes: recorded random games replayed with one more
    call per move each time (nanoseconds per move; the differences are the calls' costs),
    beside the interpreter's floor (ready lists, no call into the module), the loop itself,
    a design not taken (a list kept by the game, simulated) and OpenSpiel's loop if it is
    installed (the ratio column)."""
    rules = Rules.freestyle()
    rng0 = random.Random(1)
    games = []
    places = []  # the place of each move's point among the legal points before it
    for _ in range(args.games // 4):
        g = Game(rules)
        seq = []
        at = []
        while not g.is_game_over():
            legal = list(g.legal_moves)
            p = rng0.choice(legal)
            seq.append(p)
            at.append(legal.index(p))
            g.push(p)
        games.append(seq)
        places.append(at)
    moves = sum(len(s) for s in games)
    full = list(Game(rules).legal_moves)

    def replay(step: Callable[[Any, Any, random.Random], object]) -> Callable[[], None]:
        def run() -> None:
            rng = random.Random(1)
            for seq in games:
                g = Game(rules)
                for p in seq:
                    step(g, p, rng)
        return run

    def floor(copy: Callable[[list[Any]], object]) -> Callable[[], None]:
        def run() -> None:
            rng = random.Random(1)
            for seq in games:
                points = full[:]
                for _ in seq:
                    rng.choice(copy(points))
                    points.pop()
        return run

    def loop() -> None:  # the same games, as people write the loop
        rng = random.Random(1)
        for _ in games:
            g = Game(rules)
            while not g.is_game_over():
                g.push(rng.choice(list(g.legal_moves)))

    class Kept(list):  # type: ignore[type-arg]  # not a list to list(): copied by its iterator
        __slots__ = ()

    def kept() -> None:
        # A design not taken: `legal_moves` a list (subclass) that the game keeps and
        # patches as moves are played, so that len() and iteration are CPython's own.
        # Simulated: `game.turn` stands for the getter, `del kept[i]` for the patch.
        rng = random.Random(1)
        for seq, at in zip(games, places):
            g = Game(rules)
            points = Kept(full)
            for p, i in zip(seq, at):
                g.is_game_over()
                g.turn
                rng.choice(list(points))
                g.push(p)
                del points[i]

    steps: dict[str, Callable[[], None]] = {
        "`push(p)`": replay(lambda g, p, r: g.push(p)),
        "+ `is_game_over()`": replay(lambda g, p, r: (g.is_game_over(), g.push(p))),
        "+ `game.legal_moves` (the view)": replay(
            lambda g, p, r: (g.is_game_over(), g.legal_moves, g.push(p))),
        "+ `len(view)`": replay(lambda g, p, r: (g.is_game_over(), len(g.legal_moves), g.push(p))),
        "+ `iter(view)` instead": replay(
            lambda g, p, r: (g.is_game_over(), iter(g.legal_moves), g.push(p))),
        "+ `list(view)` (`iter` + `len` + the copy)": replay(
            lambda g, p, r: (g.is_game_over(), list(g.legal_moves), g.push(p))),
        "+ `rng.choice(list(view))`: the whole loop": replay(
            lambda g, p, r: (g.is_game_over(), r.choice(list(g.legal_moves)), g.push(p))),
        "the loop as people write it (no replay)": loop,
        "a design not taken, simulated: a list the game keeps and patches": kept,
        "floor: `rng.choice(list(iter(l)))` + `l.pop()`": floor(lambda l: list(iter(l))),
        "the same with `list(l)` (a list is copied directly)": floor(list),
    }
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        pyspiel = None
    if pyspiel is not None:
        sgame = pyspiel.load_game("gomoku")
        spiel_moves = 0
        rng1 = random.Random(1)
        for _ in games:
            state = sgame.new_initial_state()
            while not state.is_terminal():
                state.apply_action(rng1.choice(state.legal_actions()))
                spiel_moves += 1

        def theirs() -> None:  # as many games (the same ones each time), timed per move below
            rng = random.Random(1)
            for _ in games:
                state = sgame.new_initial_state()
                while not state.is_terminal():
                    state.apply_action(rng.choice(state.legal_actions()))

        steps["OpenSpiel: `state.apply_action(rng.choice(state.legal_actions()))`"] = theirs
    t = best_each(steps, args.repeat)
    spiel = None
    if pyspiel is not None:
        # Per move: OpenSpiel's own games have their own number of moves.
        key = "OpenSpiel: `state.apply_action(rng.choice(state.legal_actions()))`"
        t[key] *= moves / spiel_moves
        spiel = t[key]
    print(f"Per move, {len(games)} recorded random games (freestyle 15×15, {moves} moves); "
          f"best of {args.repeat} (ns a move{'; OpenSpiel ÷ the row' if spiel else ''}):\n")
    print("| replay | ns a move |" + (" × OpenSpiel |" if spiel else ""))
    print("|---|---|" + ("---|" if spiel else ""))
    for what, secs in t.items():
        ratio = f" {spiel / secs:.2f}× |" if spiel else ""
        print(f"| {what} | {secs / moves * 1e9:,.0f} |{ratio}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer games and repetitions")
    parser.add_argument("--no-install", action="store_true", help="do not pip-install anchors")
    parser.add_argument("--cpu", action="store_true",
                        help="time the thread's CPU time rather than the wall clock")
    parser.add_argument("--baseline", metavar="BUILD",
                        help="another build (wheel or _gomoku*.so) to measure beside this one")
    parser.add_argument("--breakdown", action="store_true",
                        help="only where a move of the list loop goes, call by call")
    args = parser.parse_args()
    args.repeat = 3 if args.quick else 7
    args.games = 100 if args.quick else 400
    args.batch = 20_000 if args.quick else 200_000

    if args.cpu:
        global CLOCK
        CLOCK = time.thread_time
    if args.breakdown:
        breakdown(args)
        return
    anchors = ensure_anchors(not args.no_install)
    baseline = load_baseline(args.baseline) if args.baseline else None
    versions = [f"gomoku {gomoku.__version__}"]
    for module, req in ANCHORS.items():
        dist = req.split("==")[0]
        try:
            from importlib.metadata import version

            versions.append(f"{dist} {version(dist)}" if module in anchors else f"{dist} MISSING")
        except Exception:
            versions.append(f"{dist} ?")
    load = os.getloadavg() if hasattr(os, "getloadavg") else ("?",)
    print(f"Python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} CPUs, "
          f"load average {load[0]}; {', '.join(versions)}; best of {args.repeat} runs"
          f"{' (CPU time)' if args.cpu else ''}\n")

    table = Table()
    python_loop_playouts(args, anchors, table, baseline)
    # The Python-loop rate, for the batch row.
    n = max(args.games // 4, 20)

    def loop() -> None:
        rng = random.Random(3)
        for _ in range(n):
            g = Game(Rules.freestyle())
            legal = g.legal_moves
            while not g.is_game_over():
                g.push(rng.choice(legal))

    loop_rate = n / best(loop, args.repeat)
    forbidden_scan(args, anchors, table)
    batch_playouts(args, table, loop_rate)
    numpy_export(args, anchors, table, baseline)
    table.print()


if __name__ == "__main__":
    main()
