"""pbrain.py: a Gomocup tournament brain in Python, with the reference bot of
``pbrain-gomoku`` (the Rust example) written on the public Python API.

The bot, in this order: wins at once when it can; never plays a move after which the
opponent wins at once (it blocks fours, and captures that would win under pente or
ninuki-renju); plays the first move of its VCF when it has one (``game.vcf``); when the
opponent has a VCF, plays a move after which he has none, taken from the points of his
VCF line and the threat maps of both sides (or, failing that, the move that leaves him the
longest); otherwise it picks by a small evaluation: the five-point windows through each
candidate, the shapes of both threat maps (``game.threats``) and captures.  It never plays
a point forbidden to it.  Under the capture rules VCF is not defined, and the bot goes by
the evaluation.

Its searches are bounded by VCF nodes fitted to the move's time (``budget.time_for_move``)
and capped, not by the clock (which only stops it on a machine far slower than assumed),
so the same seed plays the same games.  Ties are broken by ``random.Random(seed)``:
``--seed N`` (default 0; ``--seed random`` for a fresh one).  The protocol is the
library's (``gomoku.brain.run``)::

    python examples/python/pbrain.py                 # a brain on stdin/stdout
    python examples/python/pbrain.py --seed 7 --rules pente
    python examples/python/pbrain.py --bench 20      # against a random bot
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Optional

import gomoku
import gomoku.brain

DIRECTIONS = ((1, 0), (0, 1), (1, 1), (1, -1))
WINDOW = (0, 2, 20, 200, 5_000, 100_000)

Grid = dict[tuple[int, int], gomoku.Color]


def grid(game: gomoku.Game) -> Grid:
    """The stones of the board by (x, y)."""
    out: Grid = {}
    for color in (gomoku.Color.BLACK, gomoku.Color.WHITE):
        for p in game.stones(color):
            out[(p.x, p.y)] = color
    return out


def near(game: gomoku.Game, stones: Grid, reach: int) -> list[gomoku.Point]:
    """The empty points within ``reach`` of a stone (the centre on an empty board)."""
    size = game.rules.size
    seen: set[tuple[int, int]] = set()
    for x, y in stones:
        for dx in range(-reach, reach + 1):
            for dy in range(-reach, reach + 1):
                q = (x + dx, y + dy)
                if 0 <= q[0] < size and 0 <= q[1] < size and q not in stones:
                    seen.add(q)
    if not stones:
        seen.add((size // 2, size // 2))
    return [gomoku.Point(x, y) for x, y in sorted(seen)]


def wins(game: gomoku.Game, p: gomoku.Point) -> bool:
    """Whether the side to move wins by playing ``p``."""
    me = game.turn
    after = game.copy()
    try:
        after.push(p)
    except gomoku.IllegalMoveError:
        return False
    outcome = after.outcome()
    return outcome is not None and outcome.winner == me


def windows(stones: Grid, size: int, p: gomoku.Point, color: gomoku.Color) -> int:
    """The windows of five through ``p`` free of the other colour, by their stones."""
    score = 0
    for dx, dy in DIRECTIONS:
        for start in range(-4, 1):
            own, ok = 1, True
            for k in range(start, start + 5):
                if k == 0:
                    continue
                x, y = p.x + dx * k, p.y + dy * k
                if not (0 <= x < size and 0 <= y < size):
                    ok = False
                    break
                c = stones.get((x, y))
                if c is None:
                    continue
                if c == color:
                    own += 1
                else:
                    ok = False
                    break
            if ok:
                score += WINDOW[min(own, 5)]
    return score


DEFAULT_SEED = 0
"""The seed when ``--seed`` is not given: the same games every run."""

NODES_PER_SECOND = 500_000
"""VCF nodes the bot may visit per second of its move's time (a quarter of it is used)."""

MAX_NODES = 60_000
"""The most VCF nodes for one move, whatever the time (also when there is no limit)."""

VCF_MOVES = 20
"""The longest VCF looked for (attacker moves)."""


class Effort:
    """What one move may spend: VCF nodes, and the clock as a last resort."""

    def __init__(self, nodes: int, deadline: Optional[float] = None) -> None:
        self.nodes = nodes
        self.deadline = deadline

    @classmethod
    def from_budget(cls, budget: gomoku.Budget) -> "Effort":
        """The effort for a move under ``budget``, from now."""
        limit = budget.time_for_move()
        if limit is None:
            return cls(MAX_NODES)
        nodes = min(int(limit * NODES_PER_SECOND) // 4, MAX_NODES)
        return cls(nodes, time.monotonic() + limit)

    def out_of_time(self) -> bool:
        """Whether the clock says stop."""
        return self.deadline is not None and time.monotonic() >= self.deadline


def shapes(threats: gomoku.ThreatMap, p: gomoku.Point) -> int:
    """What the shapes of a threat map make of ``p``."""
    score = 0
    if p in threats.straight_four:
        score += 40_000
    if p in threats.four_three or p in threats.four_four:
        score += 20_000
    if p in threats.three_three:
        score += 8_000
    if p in threats.four:
        score += 600
    if p in threats.three:
        score += 400
    return score


def vcf(game: gomoku.Game, attacker: gomoku.Color, nodes: int) -> tuple[Optional[gomoku.Vcf], bool, int]:
    """A VCF of ``attacker`` within ``nodes`` (``None`` if none was found, or under the
    capture rules), whether the search proved there is none, and the nodes it cost."""
    if nodes <= 0 or game.rules.capture is not None or game.is_game_over():
        return None, False, 0
    found = game.vcf(attacker, max_moves=VCF_MOVES, max_nodes=nodes)
    if found.found:
        return found, True, found.nodes
    return None, found.stopped_by != "nodes", found.nodes


def loses_at_once(game: gomoku.Game, p: gomoku.Point) -> bool:
    """Whether playing ``p`` lets the opponent win at once (or ends the game otherwise)."""
    after = game.copy()
    try:
        after.push(p)
    except gomoku.IllegalMoveError:
        return True
    if after.is_game_over():
        return True
    # A five or a winning capture is always next to a stone already there.
    return any(wins(after, q) for q in near(after, grid(after), 1))


class Reference:
    """The reference bot (``choose(game, budget)``)."""

    name = "pbrain-py"
    version = gomoku.__version__
    author = "The gomoku developers"
    country = "CZ"

    def __init__(self, seed: int = DEFAULT_SEED) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: gomoku.Game, budget: gomoku.Budget) -> gomoku.Point:
        return self.decide(game, Effort.from_budget(budget))[0]

    def decide(self, game: gomoku.Game, effort: Effort) -> tuple[gomoku.Point, str]:
        """The move and why: ``win``, ``vcf``, ``refute``, ``delay`` or ``evaluate``."""
        me = game.turn
        them = me.other()
        stones = grid(game)
        size = game.rules.size
        forbidden = game.forbidden_points()
        moves = [p for p in near(game, stones, 2) if game.is_legal(p) and p not in forbidden]
        if not moves:
            moves = [p for p in game.legal_moves if p not in forbidden] or list(game.legal_moves)
        for p in moves:
            if wins(game, p):
                return p, "win"
        # Moves after which the opponent cannot win at once: always checked, even under
        # ``INFO timeout_turn 0``, since a missed block loses; when every move loses, the
        # best of them anyway.
        pool = [p for p in moves if not loses_at_once(game, p)] or moves
        mine, theirs = game.threats(me), game.threats(them)
        capture = game.rules.capture is not None
        scored: list[tuple[int, gomoku.Point]] = []
        for p in pool:
            score = (windows(stones, size, p, me) + windows(stones, size, p, them) * 4 // 5
                     + shapes(mine, p) + shapes(theirs, p) * 3 // 5)
            if capture:
                after = game.copy()
                after.push(p)
                score += 3_000 * len(after.last_captures()) // 2
            scored.append((score * 8 + self.rng.randrange(8), p))
        scored.sort(key=lambda sp: (-sp[0], sp[1].y, sp[1].x))
        best = scored[0][1]
        in_pool = {p for _, p in scored}

        left = effort.nodes
        line, _, spent = vcf(game, me, left // 4)
        left -= spent
        if line is not None and line.moves[0] in in_pool:
            return line.moves[0], "vcf"
        line, _, spent = vcf(game, them, left // 3)
        left -= spent
        if line is None:
            return best, "evaluate"
        points = set(line.moves)
        # His line's points and fours, and our fours (which only delay: last).
        candidates = [p for _, p in scored
                      if p in points or p in theirs.four or p in mine.four]
        candidates.sort(key=lambda p: p in mine.four and p not in points)
        per_check = max(left // 8, 1)
        fallback: Optional[tuple[int, gomoku.Point]] = None
        unknown = 1 << 30
        for p in candidates:
            if left <= 0 or effort.out_of_time():
                break
            after = game.copy()
            after.push(p)
            found, proved, spent = vcf(after, them, min(per_check, left))
            left -= spent
            if found is None and proved:
                return p, "refute"
            held = unknown if found is None else found.attacker_moves
            if fallback is None or (fallback[0] < held and fallback[0] != unknown):
                fallback = (held, p)
        if fallback is not None:
            return fallback[1], "delay"
        return best, "evaluate"


def bench(games: int, seed: int) -> None:
    """The reference bot against a random bot, colours alternating, per rule set."""
    rng = random.Random(seed)
    budget = gomoku.Budget(turn=1.0)
    presets = ["freestyle", "standard", "renju", "caro", "caro-overline", "omok",
               "ninuki-renju", "pente"]
    times: list[float] = []
    reasons: dict[str, int] = {}
    for name in presets:
        rules = gomoku.Rules.parse(name)
        won = 0
        for g in range(games):
            bot = Reference(seed + g)
            game = gomoku.Game(rules)
            mine = gomoku.Color.BLACK if g % 2 == 0 else gomoku.Color.WHITE
            while not game.is_game_over():
                if game.turn == mine:
                    t = time.monotonic()
                    p, why = bot.decide(game, Effort.from_budget(budget))
                    times.append(time.monotonic() - t)
                    reasons[why] = reasons.get(why, 0) + 1
                else:
                    legal = game.legal_moves
                    p = legal[rng.randrange(len(legal))]
                game.push(p)
            outcome = game.outcome()
            assert outcome is not None
            won += outcome.winner == mine
        print(f"  {name:<13} won {won}/{games}")
    times.sort()
    ms = [t * 1000 for t in times]
    print(f"  move times: {len(ms)} moves, mean {sum(ms) / len(ms):.2f} ms, "
          f"median {ms[len(ms) // 2]:.2f} ms, p99 {ms[len(ms) * 99 // 100]:.2f} ms, "
          f"max {ms[-1]:.2f} ms")
    print(f"  reasons: {dict(sorted(reasons.items()))}")


def parse_seed(text: str) -> int:
    """A seed: a number, or ``random`` for a fresh one."""
    if text.lower() == "random":
        return random.SystemRandom().randrange(1 << 63)
    return int(text)


def parse_rules(text: str) -> gomoku.Rules:
    """Rules by name (``Rules.parse``); a name that is not one is argparse's usage error."""
    try:
        return gomoku.Rules.parse(text)
    except gomoku.GomokuError as e:
        raise argparse.ArgumentTypeError(f"{text!r}: {e}") from None


def main() -> None:
    """Runs the brain (or the benchmark)."""
    parser = argparse.ArgumentParser(description="A Gomocup brain with the reference bot.")
    parser.add_argument("--rules", type=parse_rules,
                        help="rules before any INFO rule (e.g. pente)")
    parser.add_argument("--bench", type=int, metavar="GAMES", help="play a random bot")
    parser.add_argument("--seed", type=parse_seed, default=DEFAULT_SEED,
                        help=f"the bot's random seed, or 'random' (default {DEFAULT_SEED})")
    args = parser.parse_args()
    if args.bench:
        bench(args.bench, args.seed)
        return
    gomoku.brain.run(Reference(args.seed), rules=args.rules)


if __name__ == "__main__":
    main()
