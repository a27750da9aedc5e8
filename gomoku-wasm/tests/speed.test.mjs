// The cheap calls for loops (`playAt`, `legalMask`, `forbiddenMask`) and the loops inside
// the module (`randomPlayouts`, `replay`): the same answers as the ordinary calls, the
// documented errors for bad input, and nothing changed by a refused call.
import { test } from "node:test";
import assert from "node:assert/strict";

import { gomoku, Rng, seed, snapshot } from "./helpers.mjs";

const { Game, Rules, randomPlayouts, replay } = gomoku;
const KINDS = ["double-three", "double-four", "overline"];

/** A random game of `n` moves under `rules` (fewer if it ends), by the package's moves. */
function randomGame(rules, n, rng) {
  const game = new Game(rules);
  for (let i = 0; i < n && !game.isGameOver(); i++) {
    const legal = game.legalMoves();
    if (legal.length === 0) break;
    game.play(rng.pick(legal));
  }
  return game;
}

const text = (x, y) => `${"abcdefghijklmnopqrstuvwxyz"[x]}${y + 1}`;

test("playAt(x, y) and play({x, y}) (the fast path) play what play(\"h8\") plays", () => {
  const rng = new Rng(seed() ^ 0x5eedn);
  const attempt = (f) => {
    try {
      f();
      return null;
    } catch (e) {
      return e;
    }
  };
  for (const rules of ["renju", "renju+policy=reject", "freestyle", "pente", "caro/9"]) {
    const [a, b, c] = [new Game(rules), new Game(rules), new Game(rules)];
    const size = a.rules.size;
    for (let i = 0; i < 80 && !b.isGameOver(); i++) {
      const [x, y] = [rng.below(size + 2), rng.below(size)];
      const ea = attempt(() => a.playAt(x, y));
      const eb = attempt(() => b.play(text(x, y)));
      const ec = attempt(() => c.play({ x, y }));
      for (const e of [ea, ec]) {
        assert.equal(e?.constructor, eb?.constructor, `${rules} ${text(x, y)}`);
        assert.equal(e?.kind, eb?.kind);
        assert.equal(e?.message, eb?.message);
      }
      assert.deepEqual(snapshot(a), snapshot(b));
      assert.deepEqual(snapshot(c), snapshot(b));
    }
    for (const g of [a, b, c]) g.free();
  }
  // Objects that are not two numbers still go through the module's reading of a point.
  const game = new Game("renju");
  assert.throws(() => game.play({ x: "7", y: 7 }), TypeError);
  assert.throws(() => game.play({ x: 1.5, y: 7 }), /expected an integer coordinate, not number/);
  assert.throws(() => game.play([7, 7]), TypeError);
  assert.throws(() => game.play({ x: 30, y: 0 }), (e) => e.kind === "ParseError::InvalidPoint");
  game.play({ x: 7, y: 7, extra: true });
  assert.deepEqual(game.moves, ["h8"]);
  game.free();
});

test("playAt refuses bad coordinates with the documented error and changes nothing", () => {
  const game = Game.fromMoves("renju", "h8 h9");
  const before = snapshot(game);
  for (const bad of [["7", 7], [7, "7"], [null, 0], [undefined, 0], [0], [], [{}, 0], [7n, 7], [true, 0], [Symbol("x"), 0]]) {
    assert.throws(() => game.playAt(...bad), TypeError, String(bad.map(String)));
  }
  for (const bad of [[1.5, 2], [NaN, 0], [0, Infinity], [-Infinity, 0]]) {
    assert.throws(() => game.playAt(...bad), (e) => e instanceof TypeError && /integer coordinate/.test(e.message), String(bad));
  }
  assert.throws(() => game.playAt(-1, 0), (e) => e.kind === "ParseError::InvalidPoint");
  assert.throws(() => game.playAt(2 ** 53, 0), (e) => e.kind === "ParseError::InvalidPoint");
  assert.throws(() => game.playAt(20, 3), (e) => e.kind === "PlayError::OffBoard");
  assert.throws(() => game.playAt(7, 7), (e) => e.kind === "PlayError::Occupied" && e instanceof gomoku.PlayOccupiedError);
  assert.deepEqual(snapshot(game), before);
  // Under the reject policy a forbidden point is refused, as by play.
  const strict = Game.fromMoves("renju+policy=reject", "f8 a1 g8 a3 h6 a5 h7 a7");
  const s = snapshot(strict);
  assert.throws(() => strict.playAt(7, 7), gomoku.PlayForbiddenError);
  assert.deepEqual(snapshot(strict), s);
});

test("playAt's coordinates: every integer number, and each refusal its own error", () => {
  // The module answers a refusal with a number and keeps the error for the wrapper to
  // take: a refusal after a played move, or after another refusal, is its own error.
  const game = new Game("renju");
  game.playAt(-0, 0);
  assert.deepEqual(game.moves, ["a1"]);
  for (const huge of [2 ** 63, -(2 ** 63), 1e300, -1e300, Number.MAX_VALUE]) {
    assert.throws(() => game.playAt(huge, 0), (e) => e.kind === "ParseError::InvalidPoint", String(huge));
    assert.throws(() => game.playAt(0, huge), (e) => e.kind === "ParseError::InvalidPoint", String(huge));
  }
  for (const fraction of [2 ** 51 + 0.5, -(2 ** 51) - 0.5, 0.1, -0.5, Number.MIN_VALUE]) {
    assert.throws(() => game.playAt(fraction, 0), (e) => e instanceof TypeError && /integer coordinate/.test(e.message), String(fraction));
  }
  const errors = [];
  for (const [x, y] of [[0, 0], [7, 7], [7, 7], [20, 3], [8, 8], [0, 0]]) {
    try {
      game.playAt(x, y);
      errors.push(null);
    } catch (e) {
      errors.push([e.kind, e.point, e.message]);
    }
  }
  assert.deepEqual(errors, [
    ["PlayError::Occupied", "a1", "a1 is occupied"],
    null,
    ["PlayError::Occupied", "h8", "h8 is occupied"],
    ["PlayError::OffBoard", "u4", "u4 is off the 15x15 board"],
    null,
    ["PlayError::Occupied", "a1", "a1 is occupied"],
  ]);
  assert.throws(() => game.play({ x: 7, y: 7 }), (e) => e.kind === "PlayError::Occupied" && e.point === "h8");
  game.play({ x: 9, y: 9 });
  assert.deepEqual(game.moves, ["a1", "h8", "i9", "j10"]);
  game.free();
});

test("legalMask and forbiddenMask are legalMoves and forbiddenPoints, indexed y * size + x", () => {
  const rng = new Rng(seed() ^ 0x3a5cn);
  let forbiddenSeen = 0;
  for (let round = 0; round < 150; round++) {
    const rules = rng.pick(["renju", "renju+policy=reject", "freestyle", "pente", "caro/9", "renju/19"]);
    const game = randomGame(rules, rng.below(60), rng);
    const size = game.rules.size;
    const legal = game.legalMask();
    const forbidden = game.forbiddenMask();
    assert.ok(legal instanceof Uint8Array && forbidden instanceof Uint8Array);
    assert.equal(legal.length, size * size);
    assert.equal(forbidden.length, size * size);
    const fromLegal = [];
    const fromForbidden = new Map();
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const i = y * size + x;
        assert.ok(legal[i] <= 1 && forbidden[i] <= 3);
        if (legal[i]) fromLegal.push(text(x, y));
        if (forbidden[i]) fromForbidden.set(text(x, y), KINDS[forbidden[i] - 1]);
      }
    }
    assert.deepEqual(new Set(fromLegal), new Set(game.legalMoves()), rules);
    assert.deepEqual(fromForbidden, new Map([...game.forbiddenPoints()].sort()), rules);
    forbiddenSeen += fromForbidden.size;
    game.free();
  }
  // Every kind, from known positions (RULES.md §6's examples).
  for (const [moves, point, kind] of [
    ["f8 a1 g8 a3 h6 a5 h7 a7", "h8", "double-three"],
    ["d8 a1 e8 a3 f8 a5 h5 a7 h6 a9 h7 a11", "h8", "double-four"],
    ["c8 a1 d8 a3 e8 a5 g8 a7 h8 a9", "f8", "overline"],
  ]) {
    const game = Game.fromMoves("renju", moves);
    assert.equal(game.forbidden(point), kind, moves);
    const x = point.charCodeAt(0) - 97;
    const y = Number(point.slice(1)) - 1;
    assert.equal(KINDS[game.forbiddenMask()[y * 15 + x] - 1], kind);
  }
  assert.ok(forbiddenSeen > 0, "the random positions had forbidden points");
});

test("randomPlayouts: seeded, counted, each game a real end", () => {
  const a = randomPlayouts("renju", 300, 42);
  const b = randomPlayouts(Rules.renju(), 300, 42n);
  assert.deepEqual(a, b, "the same seed as a number or a BigInt, the same games");
  const c = randomPlayouts("renju", 300, 43);
  assert.notDeepEqual(a.lengths, c.lengths);
  assert.equal(a.winners.length, 300);
  assert.equal(a.blackWins + a.whiteWins + a.draws, 300);
  assert.equal(a.blackWins, a.winners.filter((w) => w === "black").length);
  assert.equal(a.whiteWins, a.winners.filter((w) => w === "white").length);
  assert.equal(a.draws, a.winners.filter((w) => w === null).length);
  for (let i = 0; i < 300; i++) {
    const t = a.terminations[i];
    assert.ok(["five", "forbidden", "board-full"].includes(t), t);
    if (t === "forbidden") assert.equal(a.winners[i], "white");
    if (t === "five") assert.equal(a.winners[i], a.lengths[i] % 2 === 1 ? "black" : "white");
    assert.ok(a.lengths[i] >= 9 && a.lengths[i] <= 225);
  }
  assert.ok(a.terminations.includes("forbidden"), "renju's random games lose by forbidden moves");
  // Under the reject policy nobody plays a forbidden point.
  const strict = randomPlayouts("renju+policy=reject", 200, 1);
  assert.ok(!strict.terminations.includes("forbidden"));
  // A game of the first `seed` is the same whatever the batch's size.
  assert.deepEqual(randomPlayouts("renju", 10, 42).lengths, a.lengths.slice(0, 10));
  assert.deepEqual(randomPlayouts("freestyle", 0, 1), { winners: [], terminations: [], lengths: [], blackWins: 0, whiteWins: 0, draws: 0 });
});

test("randomPlayouts plays the games of Python's random_playouts for the same seed", () => {
  // Python's answer, taken once from the gomoku module of this repository:
  //   p = gomoku.random_playouts(gomoku.Rules.renju(), 12, 42)
  //   list(p.lengths), p.winners, [int(t) for t in p.terminations]  (0 five, 2 forbidden)
  // Both faces draw with the same generator (gomoku-py/src/batch.rs, gomoku-wasm/src/playouts.rs).
  const p = randomPlayouts("renju", 12, 42);
  assert.deepEqual(p.lengths, [71, 68, 71, 109, 135, 105, 120, 65, 77, 98, 121, 48]);
  assert.deepEqual(p.winners, ["white", "white", "white", "white", "black", "black", "white", "white", "white", "white", "white", "white"]);
  const names = { 0: "five", 2: "forbidden" };
  assert.deepEqual(p.terminations, [2, 0, 2, 2, 0, 0, 0, 2, 2, 0, 2, 0].map((t) => names[t]));
});

test("randomPlayouts from a start game, and from a finished one", () => {
  const start = Game.fromMoves("renju", "h8 h9 i8 i9");
  const p = randomPlayouts("renju", 50, 3, { start });
  assert.ok(p.lengths.every((n) => n >= 1 && n <= 225 - 4));
  assert.deepEqual(p, randomPlayouts("renju", 50, 3, { start: Game.fromMoves("renju", "h8 h9 i8 i9") }));
  assert.notDeepEqual(p.lengths, randomPlayouts("renju", 50, 3).lengths);
  assert.deepEqual(start.moves, ["h8", "h9", "i8", "i9"], "the start game is not changed");
  const over = Game.fromMoves("freestyle", "h8 h9 i8 i9 j8 j9 k8 k9 l8");
  const q = randomPlayouts("freestyle", 3, 0, { start: over });
  assert.deepEqual(q.winners, ["black", "black", "black"]);
  assert.deepEqual(q.terminations, ["five", "five", "five"]);
  assert.deepEqual(q.lengths, [0, 0, 0]);
});

test("randomPlayouts refuses bad arguments", () => {
  assert.throws(() => randomPlayouts("renju", -1), RangeError);
  assert.throws(() => randomPlayouts("renju", 2 ** 24 + 1), RangeError);
  assert.throws(() => randomPlayouts("renju", 10, -1), RangeError);
  assert.throws(() => randomPlayouts("renju", 10, 2n ** 64n), RangeError);
  assert.throws(() => randomPlayouts("renju", 10, 0, { start: new Game("freestyle") }), RangeError);
  assert.throws(() => randomPlayouts("renju", "10"), TypeError);
  assert.throws(() => randomPlayouts("renju", 1.5), TypeError);
  assert.throws(() => randomPlayouts("renju"), TypeError);
  assert.throws(() => randomPlayouts(7, 10), TypeError);
  assert.throws(() => randomPlayouts("renju", 10, "x"), TypeError);
  assert.throws(() => randomPlayouts("renju", 10, 0, 5), TypeError);
  assert.throws(() => randomPlayouts("renju", 10, 0, { start: "h8" }), TypeError);
  assert.throws(() => randomPlayouts("renju/99", 10), (e) => e.kind === "RulesError::SizeOutOfRange");
});

test("replay: the games of Game.fromMoves, in order; the first bad list's error, tagged", () => {
  const lists = ["h8 h9 i8", ["h8", { x: 8, y: 8 }], "", new Set(["a1", "b2"])];
  const games = replay("renju", lists);
  assert.equal(games.length, 4);
  assert.deepEqual(games.map((g) => g.moves), [["h8", "h9", "i8"], ["h8", "i9"], [], ["a1", "b2"]]);
  for (const [i, list] of lists.entries()) assert.deepEqual(snapshot(games[i]), snapshot(Game.fromMoves("renju", list)));
  for (const g of games) g.free();
  assert.deepEqual(replay("renju", []), []);

  const direct = (() => {
    try {
      Game.fromMoves("renju", "h8 h8");
    } catch (e) {
      return e;
    }
  })();
  try {
    replay("renju", ["h8", "h8 h8"]);
    assert.fail("no error");
  } catch (e) {
    assert.equal(e.constructor, direct.constructor);
    assert.equal(e.kind, direct.kind);
    assert.equal(e.index, direct.index);
    assert.equal(e.gameIndex, 1);
    assert.equal(e.message, `move list 1: ${direct.message}`);
  }
  assert.throws(() => replay("renju", ["h8", "zz"]), (e) => e.kind.startsWith("ParseError::") && e.gameIndex === 1);
  assert.throws(() => replay("renju", [7]), (e) => e instanceof TypeError && e.gameIndex === 0);
  assert.throws(() => replay("renju", "h8 h9"), TypeError);
  assert.throws(() => replay("renju", 5), TypeError);
  assert.throws(() => replay(undefined, []), TypeError);
});
