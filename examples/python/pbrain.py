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

It keeps to the time the manager gives (``budget.time_for_move``, from ``timeout_turn``
and ``time_left``): the move's checks and evaluation cost a few board scans (``threats``),
not a copy of the game per point; the VCF searches get a node budget scaled by the speed
the bot measures of its own searches (nodes per second, updated after each search), and
every stage stops at the move's deadline, the blocking of an immediate win excepted.
Without a time limit the searches are bounded by a fixed number of nodes, so the same seed
plays the same games.  Ties are broken by ``random.Random(seed)``: ``--seed N`` (default
0; ``--seed random`` for a fresh one).  The protocol is the
library's (``gomoku.brain.run``)::

    python examples/python/pbrain.py                 # a brain on stdin/stdout
    python examples/python/pbrain.py --seed 7 --rules pente
    python examples/python/pbrain.py --bench 20      # against a random bot
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Callable, Optional

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
    """Whether the side to move wins by playing ``p``. ``game`` is played on and taken
    back: it is as it was after the call."""
    me = game.turn
    try:
        game.push(p)
    except gomoku.IllegalMoveError:
        return False
    try:
        outcome = game.outcome()
        return outcome is not None and outcome.winner == me
    finally:
        game.pop()


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

NODES_PER_SECOND = 200_000
"""The VCF speed assumed before the bot has measured its own (nodes per second)."""

MAX_NODES = 60_000
"""The most VCF nodes for one move, whatever the time (also when there is no limit)."""

VCF_MOVES = 20
"""The longest VCF looked for (attacker moves)."""

TIME_SHARE = 0.8
"""The share of the move's time (``budget.time_for_move``) the bot plans to use; the rest
covers what it does not measure (the reply, the interpreter's pauses)."""

VCF_SHARE = 0.5
"""The share of the planned time the VCF searches' node budget is fitted to."""

Clock = Callable[[], float]


class Speed:
    """The VCF speed the bot measures of its own searches (nodes per second).

    Each search long enough to time (a millisecond or more) moves the estimate a quarter
    of the way to what it measured; a slower machine, or one under load, so gets smaller
    node budgets."""

    def __init__(self, nodes_per_second: float = NODES_PER_SECOND) -> None:
        self.nodes_per_second = nodes_per_second

    def record(self, nodes: int, seconds: float) -> None:
        """Takes in one search: ``nodes`` visited in ``seconds``."""
        if seconds >= 0.001 and nodes > 0:
            self.nodes_per_second += (nodes / seconds - self.nodes_per_second) / 4


class Effort:
    """What one move may spend: VCF nodes, and a deadline on ``clock`` (none without a
    time limit)."""

    def __init__(self, nodes: int, deadline: Optional[float] = None,
                 clock: Clock = time.monotonic, speed: Optional[Speed] = None) -> None:
        self.nodes = nodes
        self.deadline = deadline
        self.clock = clock
        self.speed = speed

    @classmethod
    def from_budget(cls, budget: gomoku.Budget, speed: Optional[Speed] = None,
                    clock: Clock = time.monotonic) -> "Effort":
        """The effort for a move under ``budget``, from now on ``clock``: a deadline at
        ``TIME_SHARE`` of the move's time, and as many VCF nodes as ``speed`` says fit in
        ``VCF_SHARE`` of that (at most ``MAX_NODES``)."""
        limit = budget.time_for_move()
        if limit is None:
            return cls(MAX_NODES, None, clock, speed)
        planned = limit * TIME_SHARE
        rate = (speed or Speed()).nodes_per_second
        nodes = min(int(planned * VCF_SHARE * rate), MAX_NODES)
        return cls(nodes, clock() + planned, clock, speed)

    def out_of_time(self) -> bool:
        """Whether the deadline has passed."""
        return self.deadline is not None and self.clock() >= self.deadline

    def nodes_now(self, nodes: int) -> int:
        """``nodes``, or fewer when the time left would not cover them at the measured
        speed (none once the deadline has passed)."""
        if self.deadline is None:
            return nodes
        left = self.deadline - self.clock()
        if left <= 0:
            return 0
        rate = (self.speed or Speed()).nodes_per_second
        return min(nodes, int(left * rate))


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


def vcf(game: gomoku.Game, attacker: gomoku.Color, nodes: int,
        effort: Optional[Effort] = None) -> tuple[Optional[gomoku.Vcf], bool, int]:
    """A VCF of ``attacker`` within ``nodes`` (``None`` if none was found, or under the
    capture rules), whether the search proved there is none, and the nodes it cost. With
    an ``effort``, the nodes are cut to what its time left covers, and the search is
    timed into its speed."""
    if effort is not None:
        nodes = effort.nodes_now(nodes)
    if nodes <= 0 or game.rules.capture is not None or game.is_game_over():
        return None, False, 0
    started = effort.clock() if effort is not None else 0.0
    found = game.vcf(attacker, max_moves=VCF_MOVES, max_nodes=nodes)
    if effort is not None and effort.speed is not None:
        effort.speed.record(found.nodes, effort.clock() - started)
    if found.found:
        return found, True, found.nodes
    return None, found.stopped_by != "nodes", found.nodes


def loses_at_once(game: gomoku.Game, p: gomoku.Point) -> bool:
    """Whether playing ``p`` lets the opponent win at once (or ends the game otherwise).
    ``game`` is played on and taken back: it is as it was after the call."""
    try:
        game.push(p)
    except gomoku.IllegalMoveError:
        return True
    try:
        if game.is_game_over():
            return True
        if game.rules.capture is None:
            # Without captures a win at once is a five: the threat map has them all.
            return bool(game.threats(game.turn).five)
        # A five or a winning capture is always next to a stone already there.
        return any(wins(game, q) for q in near(game, grid(game), 1))
    finally:
        game.pop()


class Reference:
    """The reference bot (``choose(game, budget)``)."""

    name = "pbrain-py"
    version = gomoku.__version__
    author = "The gomoku developers"
    country = "CZ"

    def __init__(self, seed: int = DEFAULT_SEED, clock: Clock = time.monotonic) -> None:
        self.rng = random.Random(seed)
        self.clock = clock
        self.speed = Speed()

    def choose(self, game: gomoku.Game, budget: gomoku.Budget) -> gomoku.Point:
        return self.decide(game, Effort.from_budget(budget, self.speed, self.clock))[0]

    def decide(self, game: gomoku.Game, effort: Effort) -> tuple[gomoku.Point, str]:
        """The move and why: ``win``, ``vcf``, ``refute``, ``delay`` or ``evaluate``."""
        me = game.turn
        them = me.other()
        # One copy to play on and take back (a copy per point cost a long game dear).
        work = game.copy()
        stones = grid(game)
        size = game.rules.size
        capture = game.rules.capture is not None
        forbidden = game.forbidden_points()
        moves = [p for p in near(game, stones, 2) if game.is_legal(p) and p not in forbidden]
        if not moves:
            moves = [p for p in game.legal_moves if p not in forbidden] or list(game.legal_moves)
        mine, theirs = game.threats(me), game.threats(them)
        for p in moves:
            if (p in mine.five) if not capture else wins(work, p):
                return p, "win"
        # Moves after which the opponent cannot win at once: always checked, even under
        # ``INFO timeout_turn 0``, since a missed block loses; when every move loses, the
        # best of them anyway. Without captures a stone of ours makes no five of his: only
        # when he has one already is there anything to check.
        if capture or theirs.five:
            pool = [p for p in moves if not loses_at_once(work, p)] or moves
        else:
            pool = moves
        scored: list[tuple[int, gomoku.Point]] = []
        for p in pool:
            if scored and effort.out_of_time():
                break
            score = (windows(stones, size, p, me) + windows(stones, size, p, them) * 4 // 5
                     + shapes(mine, p) + shapes(theirs, p) * 3 // 5)
            if capture:
                work.push(p)
                score += 3_000 * len(work.last_captures()) // 2
                work.pop()
            scored.append((score * 8 + self.rng.randrange(8), p))
        scored.sort(key=lambda sp: (-sp[0], sp[1].y, sp[1].x))
        best = scored[0][1]
        in_pool = {p for _, p in scored}

        left = effort.nodes
        line, _, spent = vcf(game, me, left // 4, effort)
        left -= spent
        if line is not None and line.moves[0] in in_pool:
            return line.moves[0], "vcf"
        line, _, spent = vcf(game, them, left // 3, effort)
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
            work.push(p)
            found, proved, spent = vcf(work, them, min(per_check, left), effort)
            work.pop()
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
                    p, why = bot.decide(game, Effort.from_budget(budget, bot.speed))
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
