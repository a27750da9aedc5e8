"""Position identity (RULES.md §10) from Python: Symmetry, keys, images, canonical forms,
stabilisers, the augmentation planes, and the golden keys of tests/data/keys/keys.jsonl."""

from __future__ import annotations

import copy
import json
import pickle
import random

import pytest

import gomoku
from gomoku import Color, Game, Point, Rules, Symmetry

from conftest import REPO

KEYS = REPO / "tests" / "data" / "keys" / "keys.jsonl"


def golden_cases() -> list[dict[str, object]]:
    return [json.loads(line) for line in KEYS.read_text().splitlines() if line.strip()]


def random_game(rng: random.Random, rules: Rules, moves: int) -> Game:
    game = Game(rules)
    for _ in range(moves):
        legal = game.legal_moves
        if game.is_game_over() or not len(legal):
            break
        game.push(legal[rng.randrange(len(legal))])
    return game


def test_symmetry_members_names_and_numbers() -> None:
    assert len(Symmetry.ALL) == 8
    assert Symmetry.ALL[0] is Symmetry.IDENTITY
    for i, s in enumerate(Symmetry.ALL):
        assert int(s) == i
        assert Symmetry.parse(str(s)) is s
        assert eval("gomoku." + repr(s)) is s
        assert pickle.loads(pickle.dumps(s)) is s
        assert copy.deepcopy(s) is s
        assert hash(s) == hash(Symmetry.parse(str(s).upper()))
    assert str(Symmetry.ROTATE_90) == "rotate-90"
    assert str(Symmetry.ANTI_DIAGONAL) == "anti-diagonal"
    with pytest.raises(gomoku.InvalidSymmetryError):
        Symmetry.parse("rotate-45")
    assert issubclass(gomoku.InvalidSymmetryError, gomoku.ParseError)


def test_symmetry_group() -> None:
    for a in Symmetry.ALL:
        assert a.then(a.inverse()) is Symmetry.IDENTITY
        assert {a.then(b) for b in Symmetry.ALL} == set(Symmetry.ALL)
        for b in Symmetry.ALL:
            for x, y in [(0, 0), (2, 5), (8, 3)]:
                p = Point(x, y)
                q = a.apply(p, 9)
                assert q is not None
                assert a.then(b).apply(p, 9) == b.apply(q, 9)
    assert Symmetry.ROTATE_90.inverse() is Symmetry.ROTATE_270
    assert Symmetry.ROTATE_90.apply("a1", 15) == Point.parse("o1")
    assert Symmetry.DIAGONAL.apply("b3", 15) == Point.parse("c2")
    # Off the board, or no such board: no image.
    assert Symmetry.IDENTITY.apply("o15", 9) is None
    assert Symmetry.IDENTITY.apply("a1", 0) is None
    assert Symmetry.IDENTITY.apply("a1", 27) is None
    assert Symmetry.IDENTITY.apply("a1", -1) is None
    assert Symmetry.IDENTITY.apply("a1", 2**70) is None


def test_keys_do_not_depend_on_the_move_order() -> None:
    a = Game.from_moves(Rules.renju(), "h8 h9 i8")
    b = Game.from_moves(Rules.renju(), "i8 h9 h8")
    assert a.key() == b.key() == 0x131EA7A193F98969
    assert a != b  # games compare their histories
    set_up = Game.from_stones(Rules.renju(), ["h8", "i8"], ["h9"], turn=Color.WHITE)
    assert set_up.key() == a.key()
    a.pop()
    assert a.key() == Game.from_moves(Rules.renju(), "h8 h9").key()


def test_transform_canonical_stabilizer() -> None:
    rng = random.Random(13)
    for preset in ["freestyle", "renju", "pente", "ninuki-renju"]:
        for _ in range(20):
            rules = Rules.parse(preset)
            game = random_game(rng, rules, rng.randrange(0, 40))
            keys = game.symmetric_keys()
            canonical, s = game.canonical()
            assert canonical.key() == min(keys) == keys[int(s)]
            assert all(keys[i] > keys[int(s)] for i in range(int(s)))
            stabilizer = game.stabilizer()
            assert Symmetry.IDENTITY in stabilizer
            for t in Symmetry.ALL:
                image = game.transform(t)
                assert image.key() == keys[int(t)]
                assert len(image.moves) == len(game.moves)
                assert image.transform(t.inverse()) == game
                assert image.canonical()[0].key() == canonical.key()
                assert (t in stabilizer) == (image.key() == game.key() and all(
                    image.stone_at(p) == game.stone_at(p) for p in game.stones(Color.BLACK)
                    + game.stones(Color.WHITE)))


def test_symmetric_moves() -> None:
    game = Game.from_moves(Rules.renju(), "h8")
    assert game.stabilizer() == list(Symmetry.ALL)
    assert game.moves_are_symmetric("h9", "g8")
    assert not game.moves_are_symmetric("h9", "i9")
    game.push("h9")
    assert game.stabilizer() == [Symmetry.IDENTITY, Symmetry.MIRROR_LEFT_RIGHT]
    assert game.moves_are_symmetric("g9", "i9")
    assert not game.moves_are_symmetric("g9", "g10")
    # A point off this board is no symmetric move.
    small = Game(Rules.freestyle().with_size(9))
    assert not small.moves_are_symmetric("o15", "a1")


def test_there_are_golden_keys() -> None:
    # A floor (the C runner's): an emptied keys.jsonl fails here, not as an empty
    # parametrization that pytest would only skip.
    assert len(golden_cases()) >= 11


@pytest.mark.parametrize("case", golden_cases(), ids=lambda c: str(c["id"]))
def test_golden_keys(case: dict[str, object]) -> None:
    rules = Rules.parse(str(case["rules"]))
    setup = case["setup"]
    assert isinstance(setup, dict)
    game = Game.from_stones(
        rules,
        setup["black"],
        setup["white"],
        turn=Color.parse(setup["turn"]),
        black_pairs=setup["captures"]["black"],
        white_pairs=setup["captures"]["white"],
    )
    key = int(str(case["key"]), 16)
    assert game.key() == key
    if "moves" in case:
        assert Game.from_moves(rules, case["moves"]).key() == key  # type: ignore[arg-type]
    images = [int(k, 16) for k in case["images"]]  # type: ignore[union-attr]
    assert game.symmetric_keys() == images
    assert [game.transform(s).key() for s in Symmetry.ALL] == images
    canonical, s = game.canonical()
    assert str(s) == case["canonical"]
    assert canonical.key() == images[int(s)]
    assert [str(t) for t in game.stabilizer()] == case["stabilizer"]


def test_augmentation_planes_are_the_planes_of_each_image() -> None:
    np = pytest.importorskip("numpy")
    rng = random.Random(7)
    for preset in ["renju", "pente", "freestyle/6"]:
        for _ in range(10):
            game = random_game(rng, Rules.parse(preset), rng.randrange(0, 50))
            planes = game.to_numpy_symmetries()
            size = game.rules.size
            assert planes.shape == (8, 7, size, size) and planes.dtype == np.uint8
            for s in Symmetry.ALL:
                assert np.array_equal(planes[int(s)], game.transform(s).to_numpy()), str(s)


def test_augmentation_planes_in_every_state_of_the_legal_plane() -> None:
    # The legal plane is written two ways: filled and its few other points cleared while
    # most points are legal, its points set once most are not (a full board, a game over).
    # Both must give the planes of each image, on the smallest and largest boards, under
    # both forbidden-move policies, and after an ending by action.
    np = pytest.importorskip("numpy")
    rng = random.Random(8)
    games = []
    for preset in ["freestyle/5", "renju", "freestyle/26", "pente"]:
        rules = Rules.parse(preset)
        for moves in [0, 1, 5, 12, 20, 40, 200]:
            games.append(random_game(rng, rules, moves))
    reject = Rules.renju().with_forbidden_policy(gomoku.ForbiddenPolicy.REJECT)
    games += [random_game(rng, reject, moves) for moves in [15, 25, 35]]
    resigned = random_game(rng, Rules.renju(), 10)
    resigned.resign(Color.WHITE)
    games.append(resigned)
    # A 5×5 board with only a few empty points left and no five: the legal plane is sparse.
    crowded = Game.from_moves(
        Rules.freestyle(size=5), "a1 b1 c1 e1 d1 a2 b2 c2 d2 e2 a3 b3 c3 d3 e3 a4 b4 c4"
    )
    assert not crowded.is_game_over() and 0 < len(crowded.legal_moves) < 25 / 2
    games.append(crowded)
    seen_sparse = seen_dense = False
    for game in games:
        planes = game.to_numpy_symmetries()
        size = game.rules.size
        legal = len(game.legal_moves)
        seen_sparse |= 2 * legal <= size * size
        seen_dense |= 2 * legal > size * size
        for s in Symmetry.ALL:
            assert np.array_equal(planes[int(s)], game.transform(s).to_numpy()), (game, str(s))
    assert seen_sparse and seen_dense
