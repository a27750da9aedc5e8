"""Self-play on Ray (issue 26 item 5): examples/python/selfplay_ray.py run on a local Ray
cluster of two workers; its Parquet shards are read back and every game is replayed by
`gomoku.Game` to its recorded result, every sample checked against the replay (the
mover's stones, the move, the result from the mover's point of view), augmented samples
against the core's `Game.transform` and `Symmetry.apply`."""

from __future__ import annotations

import json
import os
import pathlib
import sys
from collections.abc import Iterator
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
import ray

import gomoku
import gomoku.env as genv

REPO = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "examples/python"))
import selfplay_ray  # noqa: E402


def first_legal(env: gomoku.VectorEnv) -> Any:
    """A user policy (`test_selfplay_ray:first_legal`): each game's first action of its mask."""
    return np.argmax(env.mask, axis=1)


@pytest.fixture(scope="module")
def cluster() -> Iterator[None]:
    # A local cluster of two workers, no dashboard, whatever the environment names; the
    # workers import the example and this module (the user policy) from PYTHONPATH.
    # No usage statistics sent: the test command stays off the network.
    os.environ.pop("RAY_ADDRESS", None)
    os.environ["RAY_USAGE_STATS_ENABLED"] = "0"
    paths = [str(REPO / "examples/python"), str(REPO / "tests/python")]
    old = os.environ.get("PYTHONPATH")
    os.environ["PYTHONPATH"] = os.pathsep.join(paths + ([old] if old else []))
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, configure_logging=False)
    try:
        yield
    finally:
        ray.shutdown()
        if old is None:
            del os.environ["PYTHONPATH"]
        else:
            os.environ["PYTHONPATH"] = old


def run(tmp: pathlib.Path, *args: str) -> tuple[list[pa.Table], list[pa.Table]]:
    selfplay_ray.main(["--out", str(tmp), *args])
    samples = sorted(tmp.glob("samples-*.parquet"))
    games = sorted(tmp.glob("games-*.parquet"))
    assert [p.name[len("samples-") :] for p in samples] == [p.name[len("games-") :] for p in games]
    return [pq.read_table(p) for p in samples], [pq.read_table(p) for p in games]


def winner_sign(game: gomoku.Game) -> int:
    outcome = game.outcome()
    assert outcome is not None
    return {gomoku.Color.BLACK: 1, gomoku.Color.WHITE: -1, None: 0}[outcome.winner]


def check(
    samples: list[pa.Table], games: list[pa.Table], rules_text: str, count: int, augment: bool, replay_planes: int
) -> None:
    rules = gomoku.Rules.parse(rules_text)
    size = rules.size
    area = size * size
    channels = len(gomoku.VectorEnv(1, rules).planes)
    views = 8 if augment else 1
    for t in samples:
        assert t.schema.field("game").type == pa.int64()
        assert t.schema.field("ply").type == pa.int16()
        assert t.schema.field("symmetry").type == pa.uint8()
        assert t.schema.field("planes").type == pa.list_(pa.uint8(), channels * area)
        assert t.schema.field("action").type == pa.int16()
        assert t.schema.field("result").type == pa.int8()
        assert json.loads(t.schema.metadata[b"shape"]) == [channels, size, size]
    for t in games:
        assert t.schema.field("actions").type == pa.list_(pa.int16())
        assert t.schema.field("winner").type == pa.int8()
    game_rows = pa.concat_tables(games).to_pylist()
    assert len(game_rows) == count
    assert len({g["game"] for g in game_rows}) == count
    sample = pa.concat_tables(samples)
    assert sample.num_rows == views * sum(len(g["actions"]) for g in game_rows)
    planes = sample.column("planes").combine_chunks().values.to_numpy().reshape(-1, channels, size, size)
    ids = sample.column("game").to_numpy()
    plies = sample.column("ply").to_numpy()
    syms = sample.column("symmetry").to_numpy()
    actions = sample.column("action").to_numpy()
    results = sample.column("result").to_numpy()
    rows_of: dict[int, np.ndarray] = {}
    order = np.argsort(ids, kind="stable")
    bounds = np.searchsorted(ids[order], [g["game"] for g in game_rows])
    for g, start in zip(game_rows, bounds):
        rows_of[g["game"]] = order[start : start + views * len(g["actions"])]
    for n, g in enumerate(game_rows):
        assert g["rules"] == rules_text
        # The move list replays through the referee to the recorded result.
        replayed = gomoku.Game.from_moves(rules, g["moves"])
        assert replayed.is_game_over()
        assert winner_sign(replayed) == g["winner"]
        assert [None if a == area else a for a in g["actions"]] == [
            None if p is None else p.y * size + p.x for p in replayed.moves
        ]
        rows = rows_of[g["game"]]
        assert (ids[rows] == g["game"]).all()
        assert sorted(zip(plies[rows], syms[rows])) == [(k, s) for k in range(len(g["actions"])) for s in range(views)]
        # The result from the mover's point of view: Black moves at even plies.
        mover_sign = np.where(plies[rows] % 2 == 0, 1, -1)
        assert (results[rows] == g["winner"] * mover_sign).all()
        if n >= replay_planes:
            assert (actions[rows][syms[rows] == 0] == np.array(g["actions"])[plies[rows][syms[rows] == 0]]).all()
            continue
        # Every sample of the first games against the referee's own replay.
        by_key = {(int(plies[r]), int(syms[r])): r for r in rows}
        game = gomoku.Game(rules)
        for k, a in enumerate(g["actions"]):
            for s in range(views):
                symmetry = gomoku.Symmetry.ALL[s]
                image = game.transform(symmetry)
                r = by_key[(k, s)]
                mine = np.zeros((size, size), dtype=np.uint8)
                theirs = np.zeros((size, size), dtype=np.uint8)
                for p in image.stones(game.turn):
                    mine[p.y, p.x] = 1
                for p in image.stones(game.turn.other()):
                    theirs[p.y, p.x] = 1
                assert (planes[r, 0] == mine).all() and (planes[r, 1] == theirs).all()
                if a == area:
                    assert actions[r] == area
                else:
                    moved = symmetry.apply(gomoku.Point(a % size, a // size), size)
                    assert moved is not None and actions[r] == moved.y * size + moved.x
            if a == area:
                game.push_pass()
            else:
                game.push(gomoku.Point(a % size, a // size))


def test_freestyle_random_augmented(cluster: None, tmp_path: pathlib.Path) -> None:
    samples, games = run(
        tmp_path, "--rules", "freestyle/9", "--games", "300", "--batch-games", "50", "--envs", "16", "--augment"
    )
    # Six batches of 50, dealt to two actors: six shards.
    assert len(samples) == 6 and {len(t) for t in games} == {50}
    assert {p.name for p in tmp_path.iterdir()} >= {"samples-a00-b0000.parquet", "samples-a01-b0002.parquet"}
    check(samples, games, "freestyle/9", 300, augment=True, replay_planes=15)


def test_renju_bot(cluster: None, tmp_path: pathlib.Path) -> None:
    samples, games = run(
        tmp_path, "--rules", "renju", "--policy", "bot", "--nodes", "50", "--games", "40", "--batch-games", "20",
        "--envs", "10",
    )
    assert len(samples) == 2
    check(samples, games, "renju", 40, augment=False, replay_planes=5)


def test_a_user_policy(cluster: None, tmp_path: pathlib.Path) -> None:
    # The first action of each mask: the same game everywhere, a1 b1 c1 ... until a row of five.
    samples, games = run(
        tmp_path, "--rules", "freestyle/9", "--policy", "test_selfplay_ray:first_legal", "--games", "7",
        "--batch-games", "4", "--envs", "3", "--actors", "1",
    )
    assert len(samples) == 2
    check(samples, games, "freestyle/9", 7, augment=False, replay_planes=7)
    assert {g for t in games for g in t.column("moves").to_pylist()} == {games[0].column("moves")[0].as_py()}


def test_renju_bot_with_an_opening(cluster: None, tmp_path: pathlib.Path) -> None:
    # Soosorv-8 played by the bot (its swaps, declarations, offers and picks): every game's
    # SGF record replays, opening and all, to the recorded winner, and its actions replay
    # through the encoding to the same game.
    samples, games = run(
        tmp_path, "--rules", "renju", "--opening", "soosorv-8", "--policy", "bot", "--nodes", "50",
        "--games", "12", "--batch-games", "6", "--envs", "6", "--augment",
    )
    rules = gomoku.Rules.renju()
    rows = pa.concat_tables(games).to_pylist()
    assert len(rows) == 12
    sample = pa.concat_tables(samples)
    assert sample.num_rows == 8 * sum(len(g["actions"]) for g in rows)
    channels = len(gomoku.VectorEnv(1, rules, "soosorv-8").planes)
    assert json.loads(samples[0].schema.metadata[b"shape"]) == [channels, 15, 15]
    kinds: set[str] = set()
    for g in rows:
        assert g["opening"] == "soosorv-8"
        replayed = gomoku.Record.read_sgf(g["sgf"]).replay(rules)
        assert replayed.opening == gomoku.Opening.parse("soosorv-8")
        assert replayed.is_game_over()
        outcome = replayed.outcome()
        assert outcome is not None
        winner = 0 if outcome.winner is None else (1 if replayed.player(outcome.winner) == gomoku.Player.FIRST else -1)
        assert winner == g["winner"]
        table = genv._encoding.Table(rules, "soosorv-8")
        for a in g["actions"]:
            table.play(a)
        assert table.game.opening_actions == replayed.opening_actions
        assert table.game.moves == replayed.moves
        kinds.update(a.split()[0] for a in replayed.opening_actions)
    # The bot's choices are there, not only stones.
    assert {"declare", "offer", "pick"} <= kinds and kinds & {"swap", "keep"}


def test_a_bad_policy_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown policy"):
        selfplay_ray.make_policy("nonsense", 10)
