// The reference bot in JavaScript (`ReferenceBot`, the core's `bot::ReferenceBot`): the
// same seed and node budget give the same decision as the core (tests/data/bot/decisions.jsonl,
// which gomoku-core/tests/bot.rs checks against the core, and the Python suite replays
// too); bad input is the documented error and changes nothing.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";

import { gomoku, REPO } from "./helpers.mjs";

const { Game, ReferenceBot } = gomoku;
/** The cases of a data file of tests/data/bot/, one JSON object a line. */
const cases = (name) =>
  readFileSync(path.join(REPO, "tests/data/bot", name), "utf8")
    .split("\n")
    .filter((l) => l !== "")
    .map((l) => JSON.parse(l));
const CASES = cases("decisions.jsonl");

test("the same decisions as the core", () => {
  assert.ok(CASES.length >= 50);
  for (const c of CASES) {
    const game = Game.fromMoves(c.rules, c.moves);
    const before = game.toMoves();
    const d = new ReferenceBot(c.seed).decide(game, c.nodes);
    assert.deepEqual(
      d,
      { kind: "move", step: c.point, point: c.point, reason: c.reason, nodes: c.spent },
      JSON.stringify(c),
    );
    assert.equal(new ReferenceBot(BigInt(c.seed)).choose(game, c.nodes), c.point);
    assert.equal(game.toMoves(), before, "the bot does not touch the game");
    game.free();
  }
});

const OPENING_CASES = cases("openings.jsonl");

test("the same opening decisions as the core", () => {
  assert.ok(OPENING_CASES.length >= 50);
  for (const c of OPENING_CASES) {
    const game = new Game(c.rules, c.opening);
    for (const a of c.actions.split(", ").filter((a) => a !== "")) game.act(a);
    const d = new ReferenceBot(c.seed).decide(game, c.nodes);
    const stone = c.kind === "place" ? c.step : c.kind === "pick" ? c.step.split(" ")[1] : null;
    assert.deepEqual(
      d,
      { kind: c.kind, step: c.step, point: stone, reason: c.reason, nodes: c.spent },
      JSON.stringify(c),
    );
    game.act(d.step);
    game.free();
  }
});

test("a game with no move for it is refused", () => {
  const over = Game.fromMoves("freestyle", "h8 a1 i8 a2 j8 a3 k8 a4 l8");
  const bot = new ReferenceBot(0);
  assert.throws(() => bot.choose(over), (e) => e.kind === "PlayError::GameOver");
  const swap = new Game("renju", "swap");
  for (const p of ["h8", "h9", "i9"]) swap.play(p);
  assert.throws(() => bot.choose(swap), (e) => e.kind === "PlayError::OpeningUnderWay");
  assert.equal(bot.clone().decide(swap).kind, "choose"); // decide makes the choice
  // Unchanged: the same choices as a fresh bot of the same seed.
  const game = new Game("standard");
  assert.equal(bot.choose(game, 100), new ReferenceBot(0).choose(game, 100));
});

test("bad arguments throw and change nothing", () => {
  const game = new Game("renju");
  const bot = new ReferenceBot(3);
  for (const bad of [-1, -1n, 2n ** 64n]) assert.throws(() => new ReferenceBot(bad), RangeError);
  for (const bad of [1.5, NaN, "7", {}, null]) assert.throws(() => new ReferenceBot(bad), TypeError);
  assert.throws(() => bot.choose(game, -5), RangeError);
  for (const bad of [1.5, NaN, Infinity, "100", null]) assert.throws(() => bot.choose(game, bad), TypeError);
  assert.throws(() => bot.choose("h8"), TypeError);
  assert.throws(() => bot.decide(game, 100, 42), TypeError);
  assert.equal(bot.choose(game, 100), new ReferenceBot(3).choose(game, 100));
});

test("outOfTime stops its searches, and what it throws is thrown", () => {
  // Black's open three: White searches VCFs; out of time at once, no nodes are spent.
  const game = Game.fromMoves("freestyle", "f8 a1 g8 a3 h8");
  let asked = 0;
  const hurried = new ReferenceBot(2).decide(game, 60000, () => {
    asked += 1;
    return true;
  });
  assert.ok(asked > 0);
  assert.deepEqual(hurried, new ReferenceBot(2).decide(game, 0));
  assert.equal(hurried.reason, "evaluate");
  class Boom extends Error {}
  assert.throws(() => new ReferenceBot(2).decide(game, 60000, () => { throw new Boom(); }), Boom);
});

test("a clone makes the same choices", () => {
  const game = new Game("renju");
  const bot = new ReferenceBot(5);
  for (let i = 0; i < 4; i++) game.play(bot.choose(game, 300));
  const twin = bot.clone();
  const a = [1, 2, 3].map(() => bot.choose(game, 300));
  const b = [1, 2, 3].map(() => twin.choose(game, 300));
  assert.deepEqual(a, b);
});
