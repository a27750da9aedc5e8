// The page's bot (examples/web/bot.js) in node, on the package's node entry: every step
// is the library's reference bot's (`ReferenceBot.decide`), which takes every protocol of
// RULES.md §7 through to normal play, every step being one the referee accepts; it
// finishes games under every preset.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game, ReferenceBot } from "../../../gomoku-wasm/pkg/node.js";
import { decide } from "../bot.js";

/** Plays the bot against itself; every step goes through the referee. */
function selfPlay(rules, opening, seed, maxSteps) {
  const game = opening ? new Game(rules, opening) : new Game(rules);
  const bot = new ReferenceBot(seed);
  const reasons = [];
  for (let steps = 0; !game.isGameOver() && steps < maxSteps; steps++) {
    const { step, reason } = decide(game, { bot, nodes: 2_000 });
    reasons.push(reason);
    if (game.expected() !== null) game.act(step);
    else game.play(step);
  }
  bot.free();
  return { game, reasons };
}

test("the bot finishes games under every preset", () => {
  for (const rules of ["freestyle", "standard", "renju", "caro", "caro-overline", "omok", "pente", "ninuki-renju"]) {
    const { game } = selfPlay(rules, null, 7, 400);
    assert.ok(game.isGameOver(), `${rules}: not over after 400 steps`);
    game.free();
  }
});

test("the bot plays every opening protocol through to normal play", () => {
  for (const opening of ["swap", "swap2", "pro", "rif", "yamaguchi", "taraguchi-10", "soosorv-8", "taraguchi-1", "soosorv-3"]) {
    for (const seed of [1, 2, 3]) {
      const { game, reasons } = selfPlay("renju", opening, seed, 40);
      assert.ok(game.expected() === null, `${opening}/${seed}: still in the opening: ${game.expected()?.text}`);
      assert.equal(game.opening, opening); // the printed name, with its N
      // Every protocol but pro (placements only) asks for a choice the policy makes.
      assert.equal(reasons.includes("opening"), opening !== "pro", `${opening}/${seed}: ${reasons}`);
      game.free();
    }
  }
});

test("its steps are the reference bot's, in normal play and in the opening", () => {
  const swap = new Game("freestyle", "swap");
  for (const p of ["h8", "a1", "i8"]) swap.act(p);
  // The core's choice there (gomoku-core/tests/bot.rs): Black.
  assert.equal(decide(swap, { bot: new ReferenceBot(0) }).step, "choose black");
  const positions = [
    swap,
    Game.fromMoves("renju", "h8 h9 i8 i9 j8"),
    Game.fromMoves("freestyle", "h8 a1 i9 a3 j10 a5 h10 a7 j8 a9"),
    new Game("renju", "rif"),
    Game.fromMoves("renju", ""),
  ];
  const rif = positions[3];
  rif.play("h8");
  for (const game of positions) {
    for (const seed of [0, 5]) {
      const bot = new ReferenceBot(seed);
      const { step, kind, reason } = decide(game, { bot, nodes: 3_000 });
      const expected = new ReferenceBot(seed).decide(game, 3_000);
      assert.deepEqual([step, kind, reason], [expected.step, expected.kind, expected.reason]);
      bot.free();
    }
  }
  // rif's second stone goes in the central 3×3, as the referee allows.
  assert.ok(rif.allowedPoints().includes(decide(rif, { bot: new ReferenceBot(0) }).step));
});
