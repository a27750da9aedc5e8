// Analysis (RULES.md §12): the VCF puzzles of tests/data/analysis/vcf.jsonl, as the Rust,
// C and Python suites replay them, and the threat map.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";

import { gomoku, REPO, Rng, seed } from "./helpers.mjs";

const { Game, Rules, VcfSolver } = gomoku;

const puzzles = readFileSync(path.join(REPO, "tests/data/analysis/vcf.jsonl"), "utf8")
  .split("\n")
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l));

test("there are puzzles", () => assert.ok(puzzles.length >= 30));

// One solver for every puzzle, its table reused.
const solver = new VcfSolver();

for (const c of puzzles) {
  test(`vcf:${c.id}`, () => {
    let rules = new Rules(c.rules);
    for (const [k, v] of Object.entries(c.options ?? {})) {
      assert.equal(k, "policy");
      rules = rules.withForbiddenPolicy(v);
    }
    const game = Game.fromStones(rules, { black: c.setup.black, white: c.setup.white });
    const e = c.expect;
    for (const fast of [false, true]) {
      const v = game.vcf(c.attacker, { maxMoves: e.none_within ?? 40, fast });
      // The puzzles' shared solver: the same answer as the one-shot search.
      assert.deepEqual(solver.vcf(game, c.attacker, { maxMoves: e.none_within ?? 40, fast }), v);
      if ("found" in e) {
        assert.ok(v.found);
        assert.ok([2 * v.attackerMoves - 1, 2 * v.attackerMoves].includes(v.moves.length));
        if (!fast) {
          assert.equal(v.attackerMoves, e.found);
          assert.equal(v.end, e.end ?? "five");
          if (e.first) assert.ok(e.first.includes(v.moves[0]), v.moves[0]);
        }
      } else if ("none_within" in e) {
        assert.ok(!v.found && v.stoppedBy === "moves");
      } else {
        assert.ok(!v.found && v.stoppedBy === null);
      }
    }
    game.free();
  });
}

test("vcf refusals and bounds", () => {
  assert.throws(() => new Game(Rules.ninukiRenju()).vcf(), gomoku.VcfCaptureError);
  const game = Game.fromStones("freestyle", { black: ["e8", "f8", "g8"], white: ["a1", "a2"] });
  assert.equal(game.vcf("black", { maxNodes: 1 }).stoppedBy, "nodes");
  assert.throws(() => game.vcf("black", { maxMoves: 1000 }), gomoku.VcfError);
  assert.throws(() => game.vcf("black", { fast: 1 }), TypeError);
  const solver = new VcfSolver();
  assert.equal(solver.tableEntries, 0);
  assert.equal(solver.vcf(game, "black", { maxNodes: 1 }).stoppedBy, "nodes");
  assert.throws(() => solver.vcf(game, "black", { maxMoves: 1000 }), gomoku.VcfError);
  assert.throws(() => solver.vcf(game, "black", { fast: 1 }), TypeError);
  assert.throws(() => solver.vcf("not a game", "black"), Error);
  game.resign("white");
  assert.throws(() => game.vcf(), gomoku.VcfGameOverError);
  assert.throws(() => solver.vcf(game), gomoku.VcfGameOverError);
  solver.free();
});

test("the threat map names the points of each shape", () => {
  const game = Game.fromStones("renju", { black: ["f8", "g8", "h6", "h7"], white: ["a1", "a2", "a3"] });
  const m = game.threats("black");
  assert.equal(m.color, "black");
  assert.ok(m.threeThree.includes("h8"), JSON.stringify(m));
  assert.deepEqual([...game.forbiddenPoints().keys()], ["h8"]);
  assert.deepEqual(game.threats().color, "black");
});

// The game keeps its threat maps from one call to the next (issue 28); a copy starts
// afresh. After every move and undo of random games (captures included) both agree.
test("the kept threat maps follow moves and undo", () => {
  const rng = new Rng(seed());
  const maps = (g) => ["black", "white"].map((c) => g.threats(c));
  for (const preset of ["renju", "freestyle", "standard", "pente", "caro", "omok", "ninuki-renju"]) {
    for (let round = 0; round < 4; round++) {
      const game = new Game(preset);
      let moves = 0;
      for (let i = 0; i < 60; i++) {
        if (moves > 0 && rng.below(5) === 0) {
          game.undo();
          moves--;
        } else if (!game.isGameOver()) {
          const p = String.fromCharCode(104 - 3 + rng.below(7)) + String(8 - 3 + rng.below(7));
          if (game.isLegal(p)) {
            game.play(p);
            moves++;
          }
        }
        assert.deepEqual(maps(game), maps(game.clone()), `${preset} ${game.moves}`);
      }
    }
  }
});
