"""An independent reference judge for the forbidden points of the conformance data
(RULES.md §6) and their one-line explanations (RULES.md §12, the `explain` format of
tests/data/README.md).

Written from RULES.md and the data README alone, without the library: a plain, slow judge
on a grid of cells, one hypothetical stone at a time, recursing for the three. For every
case of the hand-written data that has a `forbidden` map — an empty map `{}` too: that
no point is forbidden (a fake three, White's freedom) is a verdict like any other — it
judges every empty point for the side to move, checks the complete map against the case's
`forbidden`, and explains each forbidden point. It reads every file of the hand-written
data (FILES), fails on a case it cannot replay, and ends by printing how many cases,
maps and empty maps it checked (scripts/test-python.sh holds it to a floor):

    python3 tests/data/explain/reference.py           # check: every map and every
                                                      # explanation written agrees
    python3 tests/data/explain/reference.py --write   # also give every forbidden point
                                                      # without one its explanation

Nothing the library prints is read. The hand-written explanations (43 when this was
written) were checked to agree with this judge before it filled in the others; the Rust,
C and Python conformance suites then compare the library's explanation with the data.

The definitions, as RULES.md §6 gives them (a "five" is a line that wins for the colour):

- the run through a stone: its stones of one colour along one line without a gap;
- a line wins for a colour with five in a run, or more where the colour's overline wins
  (overline switch on and overline not forbidden to it, §4), and not if the caro rule is
  on and both neighbours of the run are opponent stones (§4);
- a four: an empty point on the line that makes, with the stone, a winning run holding
  the stone; its row is the stones of that winning run ("the five-to-be"); a straight
  four (an unbroken four that two moves turn into a five: two completion points with four
  own stones between them) is one four, with both points;
- a line that holds a five or more, or a four, holds no three (a line holds one shape);
  a three: some empty point of the line, played, makes the run through the stone exactly
  four stones, holding that point, whose two neighbours are empty and each turn it into
  a winning line — a straight-four point — without making a five at the same time (any
  line) and without being forbidden itself, judged with the stones so far on the board;
- five has priority; then overline, double-four, double-three, each if restricted.

Under the capture option every stone the reasoning places takes its captures first
(§5: a stone flanking exactly two opponent stones removes them).
"""

import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.dirname(HERE)
FILES = ["forbidden.jsonl", "rulesets.jsonl", "errors.jsonl", "capture-games.jsonl",
         "openings.jsonl", "outcomes.jsonl"]
# The opening steps that place no stone (RULES.md §7): the replay passes over them.
OPENING_STEPS_WITHOUT_STONE = {"keep", "choose", "swap", "declare", "offer"}
DIRS = [(1, 0), (0, 1), (1, 1), (1, -1)]  # horizontal, vertical, rising, falling
KINDS = ["double-three", "double-four", "overline"]

# RULES.md §4: per colour (black, white): overline switch, restrictions; caro; capture.
PRESETS = {
    "freestyle": dict(overline=(True, True), restrict=(set(), set()), caro=False, capture=None),
    "standard": dict(overline=(False, False), restrict=(set(), set()), caro=False, capture=None),
    "renju": dict(overline=(False, True), restrict=(set(KINDS), set()), caro=False, capture=None),
    "caro": dict(overline=(False, False), restrict=(set(), set()), caro=True, capture=None),
    "omok": dict(overline=(False, False), restrict=({"double-three"}, {"double-three"}),
                 caro=False, capture=None),
    "ninuki-renju": dict(overline=(False, False), restrict=({"double-three"}, {"double-three"}),
                         caro=False, capture=5),
    "pente": dict(overline=(True, True), restrict=(set(), set()), caro=False, capture=5),
}
DEFAULT_SIZE = {"pente": 19}


def parse_rules(text, options):
    name, _, size = text.partition("/")
    p = PRESETS[name]
    r = dict(size=int(size) if size else DEFAULT_SIZE.get(name, 15),
             overline=list(p["overline"]), restrict=[set(p["restrict"][0]), set(p["restrict"][1])],
             caro=p["caro"], capture=p["capture"])
    options = options or {}
    for i, c in enumerate(["black", "white"]):
        if c in options.get("restrictions", {}):
            r["restrict"][i] = set(options["restrictions"][c])
        if c in options.get("overline_wins", {}):
            r["overline"][i] = options["overline_wins"][c]
    if "capture" in options:
        r["capture"] = options["capture"]
    if "caro_rule" in options:
        r["caro"] = options["caro_rule"]
    return r


def xy(text):
    return ord(text[0]) - ord("a"), int(text[1:]) - 1


def name(p):
    return chr(ord("a") + p[0]) + str(p[1] + 1)


class Judge:
    def __init__(self, rules, grid, color):
        self.rules, self.grid, self.n = rules, grid, rules["size"]
        self.c = color  # 0 black, 1 white
        self.restrict = rules["restrict"][color]
        self.overline_wins = rules["overline"][color] and "overline" not in self.restrict

    def at(self, p):
        x, y = p
        if 0 <= x < self.n and 0 <= y < self.n:
            return self.grid.get(p, ".")
        return "#"  # the edge

    def place(self, p):
        """Puts a stone of the judged colour on p, taking its captures; returns the undo."""
        self.grid[p] = self.c
        taken = []
        if self.rules["capture"] is not None:
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    if (dx, dy) == (0, 0):
                        continue
                    a, b, e = [(p[0] + k * dx, p[1] + k * dy) for k in (1, 2, 3)]
                    if self.at(a) == 1 - self.c and self.at(b) == 1 - self.c and self.at(e) == self.c:
                        taken += [a, b]
        for q in taken:
            del self.grid[q]
        return p, taken

    def lift(self, undo):
        p, taken = undo
        del self.grid[p]
        for q in taken:
            self.grid[q] = 1 - self.c

    def run(self, p, d):
        """The cells of the run of own stones through p along d, in the line's order."""
        cells = [p]
        for s in (-1, 1):
            q = (p[0] + s * d[0], p[1] + s * d[1])
            while self.at(q) == self.c:
                cells.append(q)
                q = (q[0] + s * d[0], q[1] + s * d[1])
        return sorted(cells, key=lambda q: q[0] * d[0] + q[1] * d[1] if d != (1, -1) else q[0])

    def wins(self, cells, d):
        if len(cells) < 5 or (len(cells) > 5 and not self.overline_wins):
            return False
        if self.rules["caro"]:
            a, b = cells[0], cells[-1]
            before = self.at((a[0] - d[0], a[1] - d[1]))
            after = self.at((b[0] + d[0], b[1] + d[1]))
            if before == 1 - self.c and after == 1 - self.c:
                return False
        return True

    def line(self, p, d, reach):
        """The points k steps from p along d, k = -reach..reach, k != 0."""
        return [(k, (p[0] + k * d[0], p[1] + k * d[1])) for k in range(-reach, reach + 1) if k]

    def makes_five(self, p):
        return any(self.wins(self.run(p, d), d) for d in DIRS)

    def fours(self, p, d):
        """The fours through the stone on p along d: [(stones, [completion points])]."""
        found = []
        for k, q in self.line(p, d, 4):
            if self.at(q) != ".":
                continue
            u = self.place(q)
            cells = self.run(q, d)
            if p in cells and self.wins(cells, d):
                found.append((k, [s for s in cells if s != q], q))
            self.lift(u)
        fours = []
        for k, stones, q in found:
            # The far end of an unbroken four: the same four (a straight four).
            twin = [f for f in fours if f[2] == k - 5 and f[0] == stones]
            if twin:
                twin[0][1].append(q)
            else:
                fours.append((stones, [q], k))
        return [(stones, points) for stones, points, _ in fours]

    def straight_four_points(self, p, d):
        """The straight-four points of the line through p: [(q, stones of the four)]."""
        out = []
        for k, q in self.line(p, d, 3):
            if self.at(q) != ".":
                continue
            u = self.place(q)
            cells = self.run(p, d)
            ok = len(cells) == 4 and q in cells
            if ok:
                a, b = cells[0], cells[-1]
                for e in [(a[0] - d[0], a[1] - d[1]), (b[0] + d[0], b[1] + d[1])]:
                    if self.at(e) != ".":
                        ok = False
                        break
                    ue = self.place(e)
                    ok = ok and self.wins(self.run(e, d), d)
                    self.lift(ue)
            if ok:
                out.append((q, [s for s in cells if s != q]))
            self.lift(u)
        return out

    def judge(self, p):
        """The forbidden kind of the empty point p and its explanation (rows), or None."""
        if not self.restrict:
            return None
        u = self.place(p)
        try:
            return self.judge_placed(p)
        finally:
            self.lift(u)

    def judge_placed(self, p):
        runs = [(d, self.run(p, d)) for d in DIRS]
        if any(self.wins(cells, d) for d, cells in runs):
            return None  # five has priority
        overlines = [cells for d, cells in runs if len(cells) >= 6]
        if "overline" in self.restrict and overlines:
            return "overline", ["overline " + "-".join(map(name, cells)) for cells in overlines]
        fours, threes = [], []
        for d, cells in runs:
            along = self.fours(p, d) if len(cells) < 5 else []
            fours += along
            if along or len(cells) >= 5:
                continue
            points = []
            stones = set()
            for q, four in self.straight_four_points(p, d):
                stones |= set(four)
                uq = self.place(q)
                if self.makes_five(q):
                    verdict = "✗ five"
                else:
                    inner = self.judge_placed(q) if self.restrict else None
                    verdict = "✓" if inner is None else "✗ forbidden [%s: %s]" % (
                        inner[0], "; ".join(inner[1]))
                self.lift(uq)
                points.append((q, verdict))
            if any(v == "✓" for _, v in points):
                order = self.run_order(d)
                threes.append("three %s (%s)" % (
                    "-".join(name(s) for s in sorted(stones, key=order)),
                    ", ".join("%s %s" % (name(q), v) for q, v in points)))
        if "double-four" in self.restrict and len(fours) >= 2:
            return "double-four", [
                ("straight four " if len(pts) == 2 else "four ")
                + "-".join(map(name, stones)) + " at " + " ".join(map(name, pts))
                for stones, pts in fours]
        if "double-three" in self.restrict and len(threes) >= 2:
            return "double-three", threes
        return None

    @staticmethod
    def run_order(d):
        return (lambda q: q[1]) if d == (0, 1) else (lambda q: q[0])


def replay(case, rules):
    """The stones and the side to move after the case's setup and actions."""
    setup = case.get("setup", {})
    grid = {xy(p): 0 for p in setup.get("black", [])}
    grid.update({xy(p): 1 for p in setup.get("white", [])})
    turn = 1 if setup.get("turn") == "white" else 0
    history = []
    for a in case.get("actions", []):
        if isinstance(a, dict):
            continue  # refused: changes nothing
        if "opening" in case:
            # An opening (RULES.md §7) places its stones in the alternating order of the
            # board whoever places them: the colour to move is the stones' parity.
            word, _, rest = a.partition(" ")
            if word in OPENING_STEPS_WITHOUT_STONE:
                continue
            if word == "place":
                a = rest
            elif rest or word in ("undo", "undo-step", "pick"):
                raise ValueError("%s: the opening step %r is not modelled" % (case["id"], a))
        if a == "undo":
            grid, turn = history.pop()
            continue
        history.append((dict(grid), turn))
        j = Judge(rules, grid, turn)
        j.place(xy(a))
        turn = 1 - turn
    return grid, turn


def explain_case(case):
    rules = parse_rules(case["rules"], case.get("options"))
    grid, turn = replay(case, rules)
    if "opening" in case:
        turn = len(grid) % 2  # the stone to come (no capture under an opening)
    elif "turn" in case:
        assert case["turn"] == ["black", "white"][turn], case["id"]
    judge = Judge(rules, grid, turn)
    out = {}
    for y in range(rules["size"]):
        for x in range(rules["size"]):
            if (x, y) not in grid:
                verdict = judge.judge((x, y))
                if verdict:
                    kind, rows = verdict
                    out[name((x, y))] = "%s: %s: %s" % (name((x, y)), kind, "; ".join(rows))
    return out


def main():
    write = "--write" in sys.argv[1:]
    problems, checked, added = 0, 0, 0
    cases, maps, empty = 0, 0, 0
    for f in FILES:
        path = os.path.join(DATA, f)
        with open(path, encoding="utf-8") as fh:
            lines = fh.read().split("\n")
        changed = False
        for i, line in enumerate(lines):
            if not line.strip():
                continue
            case = json.loads(line)
            cases += 1
            if "forbidden" not in case:
                continue
            maps += 1
            empty += not case["forbidden"]
            found = explain_case(case)
            kinds = {p: e.split(": ")[1] for p, e in found.items()}
            if kinds != case["forbidden"]:
                print("%s %s: forbidden map %s, the data says %s" % (f, case["id"], kinds,
                                                                    case["forbidden"]))
                problems += 1
                continue
            explain = case.get("explain", {})
            for p, text in explain.items():
                checked += 1
                if found.get(p) != text:
                    print("%s %s %s:\n  data      %s\n  reference %s" % (f, case["id"], p, text,
                                                                       found.get(p)))
                    problems += 1
            missing = [p for p in case["forbidden"] if p not in explain]
            if missing and write:
                new = {p: found[p] for p in sorted(case["forbidden"], key=lambda q: xy(q)[::-1])}
                new.update(explain)  # kept as written (they agree: checked above)
                ordered = {}
                for k, v in case.items():
                    if k != "explain":
                        ordered[k] = v
                    if k == "forbidden":
                        ordered["explain"] = new
                lines[i] = json.dumps(ordered, ensure_ascii=False)
                added += len(missing)
                changed = True
            elif missing:
                print("%s %s: no explanation for %s" % (f, case["id"], ", ".join(missing)))
        if changed:
            with open(path, "w", encoding="utf-8") as fh:
                fh.write("\n".join(lines))
    print("%d cases read in %d files, %d forbidden maps checked, %d of them empty" % (
        cases, len(FILES), maps, empty))
    print("%d explanations checked, %d added, %d problems" % (checked, added, problems))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
