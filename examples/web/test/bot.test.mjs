// The page's bot (examples/web/bot.js) in node, on the package's node entry: it finishes
// games under every preset and every opening protocol of RULES.md §7, every step it
// chooses being one the referee accepts; and it takes a five, blocks one, and plays a VCF.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game } from "../../../gomoku-wasm/pkg/node.js";
import { decide, rng } from "../bot.js";

/** Plays the bot against itself; every step goes through the referee. */
function selfPlay(rules, opening, seed, maxSteps = 80) {
  const game = opening ? new Game(rules, opening) : new Game(rules);
  const rand = rng(seed);
  let steps = 0;
  while (!game.isGameOver() && steps < maxSteps) {
    const step = decide(game, { rand, vcfNodes: 5_000 });
    if (game.expected() !== null) game.act(step);
    else if (step === "pass") game.pass();
    else game.play(step);
    steps++;
  }
  return { game, steps };
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
      const { game } = selfPlay("renju", opening, seed, 40);
      assert.ok(game.expected() === null, `${opening}/${seed}: still in the opening: ${game.expected()?.text}`);
      assert.equal(game.opening, opening.split("-")[0]);
      game.free();
    }
  }
});

test("the bot takes a five, blocks a four and plays its VCF", () => {
  // Black has four in a row (h8-k8 with g8 and l8 open): black to move takes a five.
  const five = Game.fromMoves("freestyle", "h8 a1 i8 a3 j8 a5 k8 a7");
  assert.ok(["g8", "l8"].includes(decide(five)));
  // Black's four h8-k8 is closed at g8 by White: White to move blocks at l8.
  const block = Game.fromMoves("freestyle", "h8 g8 i8 a3 j8 a5 k8");
  assert.equal(decide(block), "l8");
  // A position with a VCF for black to move: the bot plays the referee's first move of it.
  const vcf = Game.fromMoves("freestyle", "h8 a1 i9 a3 j10 a5 h10 a7 j8 a9");
  const line = vcf.vcf();
  assert.ok(line.found);
  const move = decide(vcf);
  const after = vcf.clone();
  after.play(move);
  assert.ok(after.threats("black").five.length > 0 || after.isGameOver(), `${move} makes no four`);
});
