// Match and Clock (RULES.md §8), replay, and the algebra of symmetries, as Python has
// them; bad input as typed errors that change nothing.
import { test } from "node:test";
import assert from "node:assert/strict";

import { gomoku } from "./helpers.mjs";

const { Game, Match, Clock, Rules, replay, symmetryInverse, symmetryThen, symmetryNames, applySymmetry } = gomoku;

const finished = (text) => Game.fromMoves("freestyle", text);
const FIVE = "h8 a1 i8 a2 j8 a3 k8 a4 l8"; // Black wins

test("a match: who plays first, the score and Elo ratings", () => {
  const m = new Match("Ann", "Bob");
  assert.deepEqual([m.names, m.k, m.alternate, m.nextFirst], [["Ann", "Bob"], 32, true, 0]);
  assert.deepEqual(m.ratings, [1200, 1200]);
  assert.equal(m.nextPlayer("first"), 0);
  assert.equal(m.nextPlayer("second"), 1);
  assert.deepEqual(m.record(finished(FIVE)), { first: 0, black: 0, winner: 0, termination: "five" });
  assert.deepEqual(m.score, [1, 0]);
  assert.deepEqual(m.ratings, [1216, 1184]);
  assert.equal(m.nextFirst, 1);
  // Bob is Black now and wins again.
  assert.deepEqual(m.record(finished(FIVE)), { first: 1, black: 1, winner: 1, termination: "five" });
  const drawn = new Game("freestyle");
  drawn.offerDraw("black");
  drawn.acceptDraw("white");
  assert.deepEqual(m.record(drawn), { first: 0, black: 0, winner: null, termination: "agreement" });
  assert.deepEqual(m.score, [1.5, 1.5]);
  assert.equal(m.games.length, 3);
  const copy = m.clone();
  copy.record(finished(FIVE));
  assert.equal(m.games.length, 3);
  const fixed = new Match("A", "B", { k: 10, alternate: false, ratings: [1600, 1200] });
  assert.deepEqual([fixed.k, fixed.alternate, fixed.ratings], [10, false, [1600, 1200]]);
  fixed.record(finished(FIVE));
  assert.equal(fixed.nextFirst, 0);
  assert.ok(Math.abs(fixed.ratings[0] - (1600 + 10 * (1 - 10 / 11))) < 1e-9);
});

test("a match refuses an unfinished game and a K out of range, and changes nothing", () => {
  const m = new Match("Ann", "Bob");
  assert.throws(() => m.record(new Game("renju")), (e) => e instanceof gomoku.MatchGameNotOverError && e.kind === "MatchError::GameNotOver" && e.message === "the game is not over");
  for (const k of [0, 101, 2 ** 40, -5]) {
    assert.throws(() => new Match("a", "b", { k }), (e) => e instanceof gomoku.MatchKOutOfRangeError && typeof e.k === "number", String(k));
  }
  assert.throws(() => new Match("a", "b", { k: 0 }), { message: "elo k factor 0 is out of range 1..=100" });
  for (const args of [[], ["a"], [1, "b"], ["a", null], ["a", "b", 3], ["a", "b", { k: "3" }], ["a", "b", { k: NaN }], ["a", "b", { alternate: 1 }],
    ["a", "b", { ratings: [1] }], ["a", "b", { ratings: "12" }], ["a", "b", { ratings: [NaN, 1] }], ["a", "b", { ratings: [1, 2, 3] }], ["a", "b", { ratings: [1n, 2n] }]]) {
    assert.throws(() => new Match(...args), TypeError, JSON.stringify(args, (_, v) => (typeof v === "bigint" ? `${v}n` : v)));
  }
  for (const g of [undefined, null, "h8 h9", {}, Rules.renju(), m]) assert.throws(() => m.record(g), TypeError);
  for (const p of [undefined, "third", 0, null]) assert.throws(() => m.nextPlayer(p), p === "third" ? gomoku.ParseInvalidPlayerError : TypeError);
  assert.deepEqual([m.games, m.score, m.nextFirst], [[], [0, 0], 0]);
});

test("a clock: budget, increment, per-move limit, the flag and the game's end", () => {
  const clock = new Clock({ budgetMs: 60000, incrementMs: 5000, perMoveMs: 30000 });
  assert.equal(clock.spend("first", 20000), true);
  assert.equal(clock.remaining("first"), 45000);
  assert.equal(clock.timeLeft("first"), 30000);
  assert.equal(clock.inTime("second", 31000), false);
  assert.equal(clock.flagged, null);
  assert.equal(clock.spend("second", 31000n), false);
  assert.equal(clock.flagged, "second");
  assert.throws(() => clock.spend("first", 1), (e) => e instanceof gomoku.ClockTimeRanOutError && e.player === "second" && e.message === "the second player's time has run out");
  const game = Game.fromMoves("renju", "h8");
  assert.equal(clock.endGame(game), true);
  assert.deepEqual(game.outcome(), { winner: "black", termination: "timeout", line: null, result: "1-0" });
  assert.deepEqual(game.moves, ["h8"]);
  assert.throws(() => clock.endGame(game), gomoku.GameError);
  const free = new Clock();
  assert.equal(free.remaining("first"), null);
  assert.equal(free.timeLeft("second"), null);
  assert.equal(free.spend("first", 2 ** 53), true);
  const g2 = new Game("renju");
  assert.equal(free.endGame(g2), false);
  assert.equal(g2.outcome(), null);
  const copy = clock.clone();
  assert.equal(copy.flagged, "second");
});

test("a clock refuses bad limits and reports with typed errors, and changes nothing", () => {
  for (const o of [{ perMoveMs: 0 }, { budgetMs: 0 }, { budgetMs: 0n }]) assert.throws(() => new Clock(o), gomoku.ClockZeroLimitError);
  for (const o of [{ perMoveMs: -1 }, { budgetMs: -(2 ** 53) }, { incrementMs: 2n ** 64n }, { budgetMs: -1n }]) assert.throws(() => new Clock(o), RangeError);
  for (const o of [3, "60s", { perMoveMs: "1000" }, { budgetMs: NaN }, { incrementMs: 0.5 }, { perMoveMs: Infinity }]) assert.throws(() => new Clock(o), TypeError);
  const clock = new Clock({ perMoveMs: 1000 });
  for (const [p, ms] of [[undefined, 1], ["first", undefined], ["first", NaN], ["first", "1"], [0, 1], ["first", 1.5]]) assert.throws(() => clock.spend(p, ms), TypeError);
  assert.throws(() => clock.spend("first", -1), RangeError);
  assert.throws(() => clock.spend("nobody", 1), gomoku.ParseInvalidPlayerError);
  for (const g of [undefined, null, 7, {}, { clone: () => ({}) }, Rules.renju()]) assert.throws(() => clock.endGame(g), TypeError);
  assert.equal(clock.flagged, null);
  assert.equal(clock.timeLeft("first"), 1000);
});

test("replay: many move lists into games, the first bad one named", () => {
  const games = replay("renju", ["h8 h9", ["h8", { x: 8, y: 8 }, "j10"], new Set(["a1"]), ""]);
  assert.deepEqual(games.map((g) => g.moves), [["h8", "h9"], ["h8", "i9", "j10"], ["a1"], []]);
  assert.ok(games.every((g) => g.rules.text === "renju"));
  assert.deepEqual(replay(Rules.freestyle(), []), []);
  assert.throws(() => replay("renju", ["h8", "h8 h8"]), (e) => e instanceof gomoku.PlayOccupiedError && e.gameIndex === 1 && e.index === 1 && e.message.startsWith("move list 1: "));
  assert.throws(() => replay("renju", ["h8", "h8 zz"]), (e) => e instanceof gomoku.ParseError && e.gameIndex === 1);
  assert.throws(() => replay("renju", ["h8", 5]), (e) => e instanceof TypeError && e.gameIndex === 1);
  for (const lists of [undefined, null, "h8 h9", 5, {}]) assert.throws(() => replay("renju", lists), TypeError);
  assert.throws(() => replay(undefined, ["h8"]), TypeError);
  assert.throws(() => replay("chess", ["h8"]), gomoku.GomokuError);
});

test("symmetries: inverse and composition, as the core has them", () => {
  const names = symmetryNames();
  for (const s of names) {
    const inv = symmetryInverse(s);
    assert.equal(symmetryThen(s, inv), "identity", s);
    for (const t of names) {
      // Composition is applying one, then the other, to every point.
      const st = symmetryThen(s, t);
      for (const p of ["a1", "c5", "h8", "o2"]) assert.equal(applySymmetry(st, p, 15), applySymmetry(t, applySymmetry(s, p, 15), 15), `${s} then ${t} at ${p}`);
    }
  }
  assert.equal(symmetryInverse("rotate-90"), "rotate-270");
  assert.equal(symmetryThen("rotate-90", "rotate-90"), "rotate-180");
  assert.throws(() => symmetryInverse("spin"), gomoku.ParseInvalidSymmetryError);
  for (const v of [undefined, null, 3, {}]) {
    assert.throws(() => symmetryInverse(v), TypeError);
    assert.throws(() => symmetryThen("identity", v), TypeError);
  }
});

test("matches, clocks and records are freed like games: free(), Symbol.dispose, the heap flat", () => {
  const memory = () => gomoku.initSync({ module: new Uint8Array() }).memory.buffer.byteLength;
  const m = new Match("a", "b");
  m.free();
  assert.throws(() => m.score, (e) => e instanceof Error && !(e instanceof WebAssembly.RuntimeError));
  const c = new Clock({ perMoveMs: 5 });
  c.free();
  assert.throws(() => c.spend("first", 1), (e) => e instanceof Error && !(e instanceof WebAssembly.RuntimeError));
  if (typeof Symbol.dispose === "symbol") {
    for (const o of [new Match("a", "b"), new Clock(), gomoku.Record.readSgf("(;GM[4];B[hh])")]) {
      o[Symbol.dispose]();
      assert.throws(() => o.clone?.() ?? o.moves, Error);
    }
  }
  const game = finished(FIVE);
  const round = () => {
    for (let i = 0; i < 2000; i++) {
      const match = new Match("Ann", "Bob", { k: 16 });
      match.record(game);
      match.free();
      const clock = new Clock({ budgetMs: 1000 });
      clock.spend("first", 10);
      clock.free();
      for (const r of gomoku.Record.readSgfCollection("(;GM[4];B[hh](;W[ii])(;W[hi]))(;GM[4])")) {
        r.variations();
        r.free();
      }
    }
  };
  round();
  const before = memory();
  for (let k = 0; k < 20; k++) round();
  assert.equal(memory(), before);
});
