"""An independent reference for the golden keys of keys.jsonl (RULES.md §10).

It implements the documented Zobrist table (README "Position identity") and the eight
symmetries from their definitions, without the library, and writes keys.jsonl from the
cases below: `python3 tests/data/keys/reference.py > tests/data/keys/keys.jsonl`. Every
face's suite then checks that the library gives these keys. The resulting stones of a
case with moves (captures included) are worked out by hand in the case itself.
"""

import json

MASK = (1 << 64) - 1
SYMMETRIES = [
    "identity", "rotate-90", "rotate-180", "rotate-270",
    "mirror-left-right", "mirror-top-bottom", "diagonal", "anti-diagonal",
]


def splitmix64(seed):
    state = seed
    while True:
        state = (state + 0x9E3779B97F4A7C15) & MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        yield z ^ (z >> 31)


GEN = splitmix64(int.from_bytes(b"gomoku-1", "big"))
STONES = [[next(GEN) for _ in range(26 * 26)] for _ in range(2)]
SIDE = next(GEN)
SIZES = {size: next(GEN) for size in range(5, 27)}
CAPTURES = [[0] + [next(GEN) for _ in range(255)] for _ in range(2)]


def xy(text):
    return ord(text[0]) - ord("a"), int(text[1:]) - 1


def name(x, y):
    return f"{chr(ord('a') + x)}{y + 1}"


def image(sym, x, y, n):
    return {
        "identity": (x, y),
        "rotate-90": (n - y, x),
        "rotate-180": (n - x, n - y),
        "rotate-270": (y, n - x),
        "mirror-left-right": (n - x, y),
        "mirror-top-bottom": (x, n - y),
        "diagonal": (y, x),
        "anti-diagonal": (n - y, n - x),
    }[sym]


def key(size, black, white, turn, captures):
    k = SIZES[size]
    for color, stones in enumerate((black, white)):
        for x, y in stones:
            k ^= STONES[color][y * 26 + x]
        k ^= CAPTURES[color][captures[color]]
    if turn == "white":
        k ^= SIDE
    return k


SIZE_OF = {"pente": 19}


def case(id, rules, black, white, turn="black", captures=(0, 0), moves=None, why=""):
    size = int(rules.split("/")[1]) if "/" in rules else SIZE_OF.get(rules, 15)
    n = size - 1
    stones = [[xy(p) for p in black], [xy(p) for p in white]]
    images = []
    for sym in SYMMETRIES:
        b = [image(sym, x, y, n) for x, y in stones[0]]
        w = [image(sym, x, y, n) for x, y in stones[1]]
        images.append((key(size, b, w, turn, captures), (frozenset(b), frozenset(w))))
    own = (frozenset(stones[0]), frozenset(stones[1]))
    best = min(range(8), key=lambda i: (images[i][0], i))
    out = {
        "id": id,
        "rules": rules,
        "setup": {"black": black, "white": white, "turn": turn, "captures": {"black": captures[0], "white": captures[1]}},
    }
    if moves is not None:
        out["moves"] = moves
    out.update({
        "key": f"{images[0][0]:016x}",
        "images": [f"{k:016x}" for k, _ in images],
        "canonical": SYMMETRIES[best],
        "stabilizer": [SYMMETRIES[i] for i in range(8) if images[i][1] == own],
        "why": why,
    })
    return out


def thirty_stones():
    """About 30 stones, no two adjacent in any direction (x + 2y mod 5 classes)."""
    black, white = [], []
    for y in range(3, 12):
        for x in range(3, 12):
            if (x + 2 * y) % 5 == 0:
                black.append(name(x, y))
            elif (x + 2 * y) % 5 == 2:
                white.append(name(x, y))
    return black, white


CASES = [
    case("empty-15", "freestyle", [], [], why="the empty 15x15 board: SIZES[15] alone"),
    case("empty-5", "freestyle/5", [], [], why="the smallest board"),
    case("empty-19", "pente", [], [], why="pente's 19x19 board"),
    case("empty-26", "freestyle/26", [], [], why="the largest board"),
    case("centre", "freestyle", ["h8"], [], turn="white", moves=["h8"],
         why="one stone at the centre: every symmetry fixes it"),
    case("three-moves", "renju", ["h8", "i8"], ["h9"], turn="white", moves=["h8", "h9", "i8"],
         why="h8 h9 i8"),
    case("three-moves-other-order", "renju", ["h8", "i8"], ["h9"], turn="white",
         moves=["i8", "h9", "h8"], why="the same stones in another order: the same key"),
    case("corner", "freestyle/6", ["a1"], ["f6"], moves=["a1", "f6"],
         why="6x6, a1 and f6 on the diagonal: the identity and the diagonal fix it"),
    case("pente-capture", "pente", ["j10", "a1", "m10"], [], turn="white", captures=(1, 0),
         moves=["j10", "k10", "a1", "l10", "m10"],
         why="m10 takes k10 l10: one pair for Black, the white stones gone"),
    case("pente-pairs-set-up", "pente", ["j10"], ["k10"], captures=(3, 2),
         why="captured pairs given in a setup"),
    case("thirty-stones", "freestyle", *thirty_stones(), why="a 30-stone middle game"),
]

if __name__ == "__main__":
    for c in CASES:
        print(json.dumps(c))
