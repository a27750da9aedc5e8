"""Replays the shared conformance data of tests/data/*.jsonl and the golden vectors of
tests/data/golden/*.jsonl (format: tests/data/README.md) through the Python module, with the
same expectations as the Rust and C suites."""

from __future__ import annotations

import json
from typing import Any

import pytest

import gomoku
from gomoku import Color, Forbidden, ForbiddenPolicy, Game, Opening, Point, Rules

from conftest import REPO, snapshot

DATA = REPO / "tests" / "data"

KEYS = {"id", "category", "rules", "options", "setup", "actions", "setup_error", "turn"}
KEYS |= {"forbidden", "explain", "legal", "illegal", "outcome", "captures", "why"}
KEYS |= {"opening", "opening_error", "expected", "black", "moves", "record", "offers", "allowed"}

ACTION_ERRORS: dict[str, type[Exception]] = {
    "off-board": gomoku.OffBoardError,
    "occupied": gomoku.OccupiedError,
    "forbidden": gomoku.ForbiddenMoveError,
    "game-over": gomoku.GameOverError,
    "pass-not-allowed": gomoku.PassNotAllowedError,
    "nothing-to-undo": gomoku.NothingToUndoError,
    "ended-by-action": gomoku.EndedByActionError,
    "no-draw-offer": gomoku.NoDrawOfferError,
    "draw-offer-pending": gomoku.DrawOfferPendingError,
    "opening-under-way": gomoku.OpeningUnderWayError,
    "not-a-move": gomoku.NotAMoveError,
    "unexpected": gomoku.UnexpectedActionError,
    "outside-area": gomoku.OutsideAreaError,
    "duplicate-offer": gomoku.DuplicateOfferError,
    "symmetric-offer": gomoku.SymmetricOfferError,
    "offer-count": gomoku.OfferCountError,
    "offers-out-of-range": gomoku.OffersOutOfRangeError,
    "not-offered": gomoku.NotOfferedError,
    "no-opening": gomoku.NoOpeningError,
}
OPENING_ERRORS: dict[str, type[Exception]] = {
    "board-too-small": gomoku.BoardTooSmallError,
    "invalid-opening": gomoku.InvalidOpeningError,
}
SETUP_ERRORS: dict[str, type[Exception]] = {
    "off-board": gomoku.OffBoardSetupError,
    "overlap": gomoku.OverlapError,
    "already-won": gomoku.AlreadyWonError,
    "captures": gomoku.CapturedPairsError,
}
COLORS = {"black": Color.BLACK, "white": Color.WHITE}


def cases() -> list[Any]:
    out = []
    for path in sorted(DATA.glob("*.jsonl")) + sorted(DATA.glob("golden/*.jsonl")):
        for number, line in enumerate(path.read_text().splitlines(), 1):
            if line.strip():
                case = json.loads(line)
                out.append(pytest.param(case, id=f"{path.stem}:{case.get('id', number)}"))
    return out


def rules_of(case: dict[str, Any]) -> Rules:
    rules = Rules.parse(case["rules"])
    options = case.get("options", {})
    assert set(options) <= {"restrictions", "policy", "pass", "move_limit", "capture", "caro_rule", "overline_wins"}
    for color, kinds in options.get("restrictions", {}).items():
        rules = rules.with_restrictions(COLORS[color], [Forbidden.parse(k) for k in kinds])
    if "policy" in options:
        policy = {"reject": ForbiddenPolicy.REJECT, "lose": ForbiddenPolicy.LOSE}[options["policy"]]
        rules = rules.with_forbidden_policy(policy)
    if "pass" in options:
        rules = rules.with_pass(options["pass"])
    if "move_limit" in options:
        rules = rules.with_move_limit(options["move_limit"])
    if "capture" in options:
        rules = rules.with_capture(options["capture"])
    if "caro_rule" in options:
        rules = rules.with_caro_rule(options["caro_rule"])
    for color, wins in options.get("overline_wins", {}).items():
        rules = rules.with_overline_wins(COLORS[color], wins)
    return rules


def start(case: dict[str, Any]) -> Game:
    rules = rules_of(case)
    setup = case.get("setup")
    if "opening" in case:
        assert setup is None
        return Game(rules, opening=Opening.parse(case["opening"]))
    if setup is None:
        return Game(rules)
    assert set(setup) <= {"black", "white", "turn", "captures"}
    captures = setup.get("captures", {})
    return Game.from_stones(
        rules,
        setup.get("black", []),
        setup.get("white", []),
        turn=COLORS[setup.get("turn", "black")],
        black_pairs=captures.get("black", 0),
        white_pairs=captures.get("white", 0),
    )


def act_opening(game: Game, action: str) -> bool:
    """An opening action of the data; False if `action` is none."""
    verb, *rest = action.split(" ")
    if verb == "place":
        game.place(rest[0])
    elif verb == "pick":
        game.pick(rest[0])
    elif verb == "swap" and not rest:
        game.swap()
    elif verb == "keep" and not rest:
        game.keep()
    elif verb == "choose":
        game.choose(COLORS[rest[0]])
    elif verb == "declare":
        game.declare(int(rest[0]))
    elif verb == "offer":
        game.offer(rest)
    elif verb == "undo-step":
        game.undo_step()
    else:
        return False
    return True


def expected_of(game: Game) -> Any:
    e = game.expected
    if e is None:
        return None
    out: dict[str, Any] = {"player": str(e.player), "color": str(e.color), "what": e.what}
    if e.area is not None:
        out.update(stone=str(e.stone), area=e.area, area_size=e.area_size)
    if e.count is not None:
        out["count"] = e.count
    if e.max is not None:
        out["max"] = e.max
    return out


def act(game: Game, action: str) -> None:
    if act_opening(game, action):
        return
    verb, _, color = action.partition(":")
    if color:
        c = COLORS[color]
        {
            "resign": game.resign,
            "timeout": game.timeout,
            "offer": game.offer_draw,
            "accept": game.accept_draw,
            "decline": game.decline_draw,
        }[verb](c)
    elif action == "pass":
        game.push_pass()
    elif action == "undo":
        game.pop()
    else:
        game.push(action)


def test_every_data_file_has_its_cases() -> None:
    # Floors, as the Rust and C runners have: every file holds cases (an emptied file fails
    # here, not as fewer parameters), 346 hand-written cases and 400 golden vectors.
    counts = {path: sum(1 for line in path.read_text().splitlines() if line.strip())
              for path in sorted(DATA.glob("*.jsonl")) + sorted(DATA.glob("golden/*.jsonl"))}
    assert all(counts.values()), [str(p) for p, n in counts.items() if not n]
    assert sum(n for p, n in counts.items() if p.parent == DATA) >= 346
    assert sum(n for p, n in counts.items() if p.parent.name == "golden") >= 400


@pytest.mark.parametrize("case", cases())
def test_case(case: dict[str, Any]) -> None:
    assert set(case) <= KEYS, f"unknown keys {set(case) - KEYS}"
    if "setup_error" in case:
        with pytest.raises(SETUP_ERRORS[case["setup_error"]]):
            start(case)
        return
    if "opening_error" in case:
        with pytest.raises(OPENING_ERRORS[case["opening_error"]]):
            start(case)
        return
    game = start(case)
    for action in case.get("actions", []):
        if isinstance(action, str):
            act(game, action)
        else:
            before = snapshot(game)
            with pytest.raises(ACTION_ERRORS[action["error"]]) as raised:
                act(game, action["do"])
            assert snapshot(game) == before
            if "symmetry" in action:
                assert getattr(raised.value, "symmetry") == gomoku.Symmetry.parse(action["symmetry"])
            if "centre" in action:
                assert getattr(raised.value, "centre") == tuple(v / 2 for v in action["centre"])
    if "turn" in case:
        assert game.turn is COLORS[case["turn"]]
    for p, text in case.get("explain", {}).items():
        explanation = game.explain(p)
        assert explanation is not None, f"{p} is not forbidden"
        assert str(explanation) == text
    if "forbidden" in case:
        expected = {Point.parse(p): Forbidden.parse(k) for p, k in case["forbidden"].items()}
        assert game.forbidden_points() == expected
        for p, kind in expected.items():
            assert game.forbidden(p) is kind
    for p in case.get("legal", []):
        assert game.is_legal(p) and p in game.legal_moves, p
    for p in case.get("illegal", []):
        assert not game.is_legal(p) and p not in game.legal_moves, p
    if "outcome" in case:
        expected_outcome = case["outcome"]
        outcome = game.outcome()
        assert game.is_game_over() == (expected_outcome is not None)
        if expected_outcome is None:
            assert outcome is None
        else:
            assert outcome is not None
            winner = expected_outcome["winner"]
            assert outcome.winner is (None if winner is None else COLORS[winner])
            assert outcome.termination is gomoku.Termination.parse(expected_outcome["termination"])
            line = expected_outcome.get("line")
            if line is None:
                assert outcome.line is None
            else:
                assert outcome.line is not None
                assert sorted(outcome.line) == sorted(Point.parse(p) for p in line)
    for color, pairs in case.get("captures", {}).items():
        assert game.captured_pairs(COLORS[color]) == pairs
    if "expected" in case:
        assert expected_of(game) == case["expected"]
    if "black" in case:
        assert str(game.player(Color.BLACK)) == case["black"]
    if "moves" in case:
        assert " ".join(str(m) for m in game.moves) == case["moves"]
    if "record" in case:
        assert game.opening_actions == case["record"]
    if "offers" in case:
        assert sorted(game.offers) == sorted(Point.parse(p) for p in case["offers"])
    if "allowed" in case:
        assert len(game.allowed_points()) == case["allowed"]


def test_there_is_data() -> None:
    # The suite must not pass vacuously.
    assert len(cases()) > 100
