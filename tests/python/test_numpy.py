"""The numpy arrays (Game.to_numpy, stack_games, Playouts.to_numpy), compared with the
per-point API on random games; and numpy stays optional."""

from __future__ import annotations

import random
import subprocess
import sys
import textwrap
from typing import Any

import pytest

import gomoku
from gomoku import Color, Forbidden, ForbiddenPolicy, Game, Point, Rules

PRESETS = ["freestyle", "standard", "renju", "caro", "omok", "pente", "ninuki-renju"]
KIND_PLANE = {Forbidden.DOUBLE_THREE: 4, Forbidden.DOUBLE_FOUR: 5, Forbidden.OVERLINE: 6}


def run_without_numpy(code: str) -> None:
    """Runs `code` in a fresh interpreter where `import numpy` fails."""
    prelude = "import sys\nsys.modules['numpy'] = None  # makes `import numpy` fail\n"
    subprocess.run([sys.executable, "-c", prelude + textwrap.dedent(code)], check=True)


def test_import_does_not_need_numpy() -> None:
    run_without_numpy(
        """
        import gomoku
        game = gomoku.Game.from_moves(gomoku.Rules.renju(), "h8 h9")
        assert len(gomoku.replay(gomoku.Rules.renju(), ["h8"])) == 1
        playouts = gomoku.random_playouts(gomoku.Rules.freestyle(), 10)
        for call in (game.to_numpy, lambda: gomoku.stack_games([game]), playouts.to_numpy):
            try:
                call()
            except ImportError as e:
                assert "need numpy" in str(e) and "pip install numpy" in str(e), e
            else:
                raise AssertionError("no ImportError")
        """
    )
    subprocess.run(
        [sys.executable, "-c", "import sys, gomoku; assert 'numpy' not in sys.modules"],
        check=True,
    )


@pytest.fixture
def np() -> Any:
    """numpy, or a skip when it is not installed."""
    return pytest.importorskip("numpy")


def expected_planes(game: Game) -> list[list[list[int]]]:
    """The planes of `game`, point by point with the per-point API."""
    size = game.rules.size
    planes = [[[0] * size for _ in range(size)] for _ in range(7)]
    over = game.is_game_over()
    for y in range(size):
        for x in range(size):
            p = Point(x, y)
            stone = game.stone_at(p)
            planes[0][y][x] = int(stone is Color.BLACK)
            planes[1][y][x] = int(stone is Color.WHITE)
            planes[2][y][x] = int(game.turn is Color.BLACK)
            planes[3][y][x] = int(game.is_legal(p) and not over)
            kind = game.forbidden(p)
            if kind is not None:
                planes[KIND_PLANE[kind]][y][x] = 1
    return planes


def random_games(rules: Rules, count: int, seed: int) -> list[Game]:
    """Games of random legal moves of random lengths, some finished."""
    rng = random.Random(seed)
    games = []
    for _ in range(count):
        game = Game(rules)
        for _ in range(rng.randrange(0, 120)):
            if game.is_game_over():
                break
            game.push(rng.choice(list(game.legal_moves)))
        games.append(game)
    return games


def check(np: Any, game: Game) -> None:
    array = game.to_numpy()
    size = game.rules.size
    assert array.shape == (7, size, size)
    assert array.dtype == np.uint8
    assert array.flags.c_contiguous and array.flags.writeable
    assert array.tolist() == expected_planes(game)
    assert int(array[3].sum()) == len(game.legal_moves)
    assert int(array[4:].sum()) == len(game.forbidden_points())


@pytest.mark.parametrize("preset", PRESETS)
def test_planes_match_the_per_point_api(np: Any, preset: str) -> None:
    for game in random_games(Rules.parse(preset), 8, seed=PRESETS.index(preset)):
        check(np, game)


def test_planes_on_other_sizes_and_policies(np: Any) -> None:
    for rules in [
        Rules.freestyle(size=9),
        Rules.standard(size=19),
        Rules.renju().with_forbidden_policy(ForbiddenPolicy.REJECT),
    ]:
        for game in random_games(rules, 5, seed=3):
            check(np, game)


def test_planes_of_known_positions(np: Any) -> None:
    # Black's double-three at h8 under renju.
    game = Game.from_moves(Rules.renju(), "f8 a1 g8 a3 h6 a5 h7 a7")
    a = game.to_numpy()
    h8 = Point.parse("h8")
    assert a[:, h8.y, h8.x].tolist() == [0, 0, 1, 1, 1, 0, 0]
    f8 = Point.parse("f8")
    assert a[0, f8.y, f8.x] == 1 and a[3, f8.y, f8.x] == 0
    assert gomoku.PLANES == (
        "black", "white", "black_to_move", "legal", "double_three", "double_four", "overline",
    )
    # A game ended by an action has no legal point; its stones are still there.
    game.resign(Color.BLACK)
    b = game.to_numpy()
    assert b[3].sum() == 0 and (b[:3] == a[:3]).all()
    # The array is the caller's: changing it changes nothing else.
    b[0] = 7
    assert game.to_numpy()[0, f8.y, f8.x] == 1


def test_stack_games(np: Any) -> None:
    games = random_games(Rules.renju(), 20, seed=9)
    stacked = gomoku.stack_games(games)
    assert stacked.shape == (20, 7, 15, 15) and stacked.dtype == np.uint8
    assert (stacked == np.stack([g.to_numpy() for g in games])).all()
    assert (gomoku.stack_games(iter(games[:3])) == stacked[:3]).all()
    replayed = gomoku.replay(Rules.renju(), [[p for p in g.moves if p is not None] for g in games])
    assert (gomoku.stack_games(replayed) == stacked).all()
    with pytest.raises(ValueError, match="at least one"):
        gomoku.stack_games([])
    with pytest.raises(ValueError, match="9x9"):
        gomoku.stack_games([Game(), Game(Rules.freestyle(size=9))])
    with pytest.raises(TypeError):
        gomoku.stack_games([Game(), "h8"])


def test_playouts_to_numpy(np: Any) -> None:
    batch = gomoku.random_playouts(Rules.pente(), 50, 2)
    winners, terminations, lengths = batch.to_numpy()
    assert winners.dtype == np.int8 and terminations.dtype == np.uint8
    assert lengths.dtype == np.uint16
    assert winners.tolist() == [-1 if w is None else int(w) for w in batch.winners]
    assert terminations.tolist() == batch.terminations
    assert lengths.tolist() == batch.lengths


def test_legal_plane_during_an_opening(np: Any) -> None:
    """The legal plane is what the game allows now: during an opening, the points where
    the expected stone, offer or pick may go (`Game.allowed_points()`), none at a swap."""

    def plane_points(plane: Any) -> set[Point]:
        return {Point(int(x), int(y)) for y, x in zip(*np.nonzero(plane))}

    def check_step(game: Game) -> None:
        allowed = set(game.allowed_points())
        planes = game.to_numpy()
        assert plane_points(planes[3]) == allowed
        assert (gomoku.stack_games([game, game.copy()])[:, 3] == planes[3]).all()
        images = game.to_numpy_symmetries()
        for s, image in zip(gomoku.Symmetry.ALL, images):
            assert (image == game.transform(s).to_numpy()).all()
        assert (images[0] == planes).all()

    game = Game(Rules.renju(), opening="rif")
    check_step(game)
    game.place("h8")
    assert len(game.allowed_points()) == 8
    assert int(game.to_numpy()[3].sum()) == 8
    check_step(game)
    for action in ["h9", "h10", "keep", "h6", "offer g8 j9", "pick g8"]:
        verb, _, rest = action.partition(" ")
        if verb == "keep":
            game.keep()
        elif verb == "offer":
            game.offer(rest.split())
        elif verb == "pick":
            game.pick(rest)
        else:
            game.place(verb)
        check_step(game)
    assert game.expected is None
    assert int(game.to_numpy()[3].sum()) == len(game.legal_moves) > 0
