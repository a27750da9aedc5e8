// The rules-only build (gomoku-wasm/pkg-rules: `--no-default-features`, built and
// size-checked by scripts/test-js.sh): rules, games and forbidden points work; the
// analysis, identity, record and opening calls are not in it.
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { REPO } from "./helpers.mjs";

const lite = await import(pathToFileURL(path.join(REPO, "gomoku-wasm/pkg-rules/node.js")).href);

test("the rules-only build referees a renju game with its forbidden points", () => {
  const game = lite.Game.fromMoves("renju", "f8 a1 g8 a2 h6 a3 h7 a4");
  assert.deepEqual([...game.forbiddenPoints()], [["h8", "double-three"]]);
  assert.equal(game.legalMoveCount(), 225 - 8);
  // Renju's policy: a forbidden move loses.
  game.play("h8");
  assert.deepEqual([game.outcome().winner, game.outcome().termination], ["white", "forbidden"]);
  assert.throws(() => game.play("e8"), (e) => e instanceof lite.PlayGameOverError && e.kind === "PlayError::GameOver");
  game.free();
});

test("the rules-only build leaves out analysis, identity, records and openings", () => {
  const game = new lite.Game("renju");
  for (const name of ["threats", "explain", "vcf", "threatsAt", "toSgf", "canonical", "expected", "swap"]) {
    assert.equal(typeof game[name], "undefined", name);
  }
  assert.equal(lite.Record, undefined);
  assert.throws(() => new lite.Game("renju", "swap2"), TypeError);
  game.free();
});
