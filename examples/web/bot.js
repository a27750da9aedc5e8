// The board page's opponent: what to do next in a game of gomoku-referee, as the text of
// one step — a point for a stone, or an opening action ("swap", "keep", "choose white",
// "declare 3", "offer g8 i9", "pick g8"). It runs in the Web Worker (bot-worker.js) and,
// for its tests, in node.
//
// Every stone — of normal play and of the opening's placements — is the library's
// reference bot's (`ReferenceBot.decide`, the same player as in Rust, C and Python). The
// opening's other choices (swap or keep, a colour, a declaration, offers, a pick), which
// the reference bot does not make, are this file's small policy: an evaluation by the
// windows of five and the referee's threat maps. Every rule question (legal, forbidden,
// threats, symmetric offers) is asked of the referee, never decided here.

/** Points worth a window of five holding n stones of one colour and none of the other. */
const WINDOW = [0, 2, 20, 200, 5_000, 100_000];
const DIRECTIONS = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
];
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** "h8" → {x, y} (0-based from the bottom left). */
export function coords(point) {
  return { x: LETTERS.indexOf(point[0]), y: Number(point.slice(1)) - 1 };
}

/** {x, y} → "h8". */
export function pointName(x, y) {
  return `${LETTERS[x]}${y + 1}`;
}

/** A small seeded generator (xorshift32): `rand(n)` is an integer in 0..n. */
export function rng(seed) {
  let s = seed >>> 0 || 0x9e3779b9;
  return (n) => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s % n;
  };
}

const other = (color) => (color === "black" ? "white" : "black");

/** The board as columns of "black" / "white" / null, read through the API. */
function grid(game) {
  const rules = game.rules;
  const size = rules.size;
  rules.free();
  const cells = Array.from({ length: size }, () => new Array(size).fill(null));
  for (const color of ["black", "white"]) {
    for (const p of game.stones(color)) {
      const { x, y } = coords(p);
      cells[x][y] = color;
    }
  }
  return cells;
}

/** A stone of `color` at (x, y): the windows of five through it free of the other colour. */
function windows(cells, x, y, color) {
  const size = cells.length;
  let score = 0;
  for (const [dx, dy] of DIRECTIONS) {
    for (let start = -4; start <= 0; start++) {
      let own = 1;
      let open = true;
      for (let k = start; k < start + 5 && open; k++) {
        if (k === 0) continue;
        const cx = x + dx * k;
        const cy = y + dy * k;
        if (cx < 0 || cy < 0 || cx >= size || cy >= size) open = false;
        else if (cells[cx][cy] === color) own++;
        else if (cells[cx][cy] !== null) open = false;
      }
      if (open) score += WINDOW[Math.min(own, 5)];
    }
  }
  return score;
}

/** What the referee's threat map of one colour makes of a point. */
function shapes(map, point) {
  let score = 0;
  if (map.straightFour.has(point)) score += 40_000;
  if (map.fourThree.has(point) || map.fourFour.has(point)) score += 20_000;
  if (map.threeThree.has(point)) score += 8_000;
  if (map.four.has(point)) score += 600;
  if (map.three.has(point)) score += 400;
  return score;
}

/** A threat map with its lists as sets. */
function threatSets(game, color) {
  const m = game.threats(color);
  const sets = {};
  for (const k of ["five", "four", "straightFour", "three", "fourThree", "fourFour", "threeThree"]) {
    sets[k] = new Set(m[k]);
  }
  return sets;
}

/** The empty points within two of a stone (the centre on an empty board). */
function nearStones(cells) {
  const size = cells.length;
  const out = [];
  for (let x = 0; x < size; x++) {
    for (let y = 0; y < size; y++) {
      if (cells[x][y] !== null) continue;
      let near = false;
      for (let dx = -2; dx <= 2 && !near; dx++) {
        for (let dy = -2; dy <= 2 && !near; dy++) {
          const cx = x + dx;
          const cy = y + dy;
          near = cx >= 0 && cy >= 0 && cx < size && cy < size && cells[cx][cy] !== null;
        }
      }
      if (near) out.push(pointName(x, y));
    }
  }
  if (out.length === 0) {
    const c = Math.floor(size / 2);
    out.push(pointName(c, c));
  }
  return out;
}

/** The value of a stone of `color` at each point: its own chances, and the other's it takes. */
function scorer(game, color) {
  const cells = grid(game);
  const mine = threatSets(game, color);
  const theirs = threatSets(game, other(color));
  const centre = (cells.length - 1) / 2;
  return (point) => {
    const { x, y } = coords(point);
    return (
      // Nearer the centre breaks ties (the first stones of an opening).
      -(Math.abs(x - centre) + Math.abs(y - centre)) +
      windows(cells, x, y, color) +
      windows(cells, x, y, other(color)) * 0.8 +
      shapes(mine, point) +
      shapes(theirs, point) * 0.8
    );
  };
}

/** How much `color` would like to hold the position as it stands (a rough guess). */
function prospects(game, color) {
  const cells = grid(game);
  const mine = threatSets(game, color);
  let top = 0;
  for (const p of nearStones(cells)) {
    const { x, y } = coords(p);
    top = Math.max(top, windows(cells, x, y, color) + shapes(mine, p));
  }
  // The side to move has the tempo.
  return game.turn === color ? top * 1.3 : top;
}

/** The colour the bot would rather hold now. */
function preferred(game) {
  return prospects(game, "black") >= prospects(game, "white") ? "black" : "white";
}

/** `count` offers of fifth moves that the referee accepts (no two symmetric). */
function offers(game, count, rand) {
  const allowed = game.allowedPoints();
  const score = scorer(game, game.turn);
  const ranked = allowed
    .map((p) => [p, score(p) + rand(5)])
    .sort((a, b) => b[1] - a[1])
    .map(([p]) => p);
  const accepted = (points) => {
    const trial = game.clone();
    try {
      trial.act(`offer ${points.join(" ")}`);
      return true;
    } catch (e) {
      if (e.kind === "OpeningError::SymmetricOffer") return false;
      throw e;
    } finally {
      trial.free();
    }
  };
  // Greedy down the ranking: a point that pairs with one already chosen is refused by the
  // referee when the set is tried, and the next point is tried instead.
  const chosen = [];
  for (const p of ranked) {
    if (chosen.length === count) break;
    const padded = [...chosen, p];
    if (padded.length < count) {
      chosen.push(p);
      continue;
    }
    if (accepted(padded)) chosen.push(p);
  }
  if (chosen.length === count && accepted(chosen)) return chosen;
  for (let attempt = 0; attempt < 200; attempt++) {
    const set = new Set();
    while (set.size < count) set.add(allowed[rand(allowed.length)]);
    if (accepted([...set])) return [...set];
  }
  return ranked.slice(0, count);
}

/**
 * The bot's next step in `game`: `{ step, reason }`, `step` the text `game.act` (during
 * the opening) or `game.play` (after it) takes, `reason` the reference bot's for a stone
 * (`"win"`, `"vcf"`, `"refute"`, `"delay"`, `"evaluate"`) or `"opening"` for a choice.
 * `bot` is a `ReferenceBot`; `nodes` its budget of VCF nodes, `outOfTime` its deadline
 * (`ReferenceBot.decide`'s); `rand` breaks the opening policy's ties.
 */
export function decide(game, { bot, nodes = 60_000, outOfTime, rand = rng(1) }) {
  const stone = () => {
    const d = outOfTime ? bot.decide(game, nodes, outOfTime) : bot.decide(game, nodes);
    return { step: d.point, reason: d.reason };
  };
  const choice = (step) => ({ step, reason: "opening" });
  const e = game.expected();
  if (e === null) return stone();
  switch (e.what) {
    case "place":
      return stone();
    case "swap":
      return choice(preferred(game) === e.color ? "keep" : "swap");
    case "choose-color":
      return choice(`choose ${preferred(game)}`);
    case "choose-color-or-place": {
      const b = prospects(game, "black");
      const w = prospects(game, "white");
      if (Math.abs(b - w) > 0.25 * Math.max(b, w)) return choice(`choose ${b > w ? "black" : "white"}`);
      return stone();
    }
    case "declare":
      return choice(`declare ${Math.max(1, Math.ceil(e.max / 2))}`);
    case "swap-or-offer":
      if (preferred(game) !== e.color) return choice("swap");
      return choice(`offer ${offers(game, e.count, rand).join(" ")}`);
    case "offer":
      return choice(`offer ${offers(game, e.count, rand).join(" ")}`);
    case "pick": {
      // The offers are the other side's stones: the one worth least to them.
      const score = scorer(game, other(e.color));
      const ranked = game.offers.map((p) => [p, score(p) + rand(3)]).sort((a, b) => a[1] - b[1]);
      return choice(`pick ${ranked[0][0]}`);
    }
    default:
      throw new Error(`the bot does not know the opening step ${e.what}`);
  }
}
