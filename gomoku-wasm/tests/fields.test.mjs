// The fields of a core error on its exception, as Python's exceptions carry them (in
// camelCase; the forbidden kind is `forbidden`, since `kind` names the error).
import { test } from "node:test";
import assert from "node:assert/strict";

import { gomoku } from "./helpers.mjs";

const { Game, Rules, Record } = gomoku;

function caught(f) {
  try {
    f();
  } catch (e) {
    return e;
  }
  assert.fail("no error");
}

test("a refused move names its point, size, colour and forbidden kind", () => {
  const g = Game.fromMoves("renju", "h8");
  assert.deepEqual({ ...caught(() => g.play("h8")) }, { kind: "PlayError::Occupied", point: "h8" });
  const off = caught(() => Game.fromMoves("freestyle/9", "").play("k10"));
  assert.equal(off.kind, "PlayError::OffBoard");
  assert.deepEqual([off.point, off.size], ["k10", 9]);
  const reject = Game.fromMoves(Rules.renju().withForbiddenPolicy("reject"), "f8 a1 g8 a3 h6 a5 h7 a7");
  const f = caught(() => reject.play("h8"));
  assert.deepEqual([f.kind, f.point, f.color, f.forbidden], ["PlayError::Forbidden", "h8", "black", "double-three"]);
  g.free();
  reject.free();
});

test("game, setup, rules and parse errors carry their fields", () => {
  const g = Game.fromMoves("renju", "h8");
  g.resign("black");
  const ended = caught(() => g.undo());
  assert.deepEqual([ended.kind, ended.termination], ["GameError::EndedByAction", "resignation"]);
  const h = new Game("renju");
  assert.equal(caught(() => h.acceptDraw("white")).color, "white");
  assert.equal(caught(() => Rules.renju().withSize(99)).size, 99);
  assert.equal(caught(() => Game.fromStones("renju", { black: ["h8"], white: ["h8"] })).point, "h8");
  assert.equal(caught(() => Game.fromMoves("renju", "h8 h9 zz")).index, 2);
  const bad = caught(() => Record.readSgf("(;GM[4]SZ[15]\n;B[hh]\n;W[", "top"));
  assert.equal(bad.format, "sgf");
  assert.ok(bad.line >= 3 && bad.column >= 1 && bad.offset > 0, `${bad.line}:${bad.column} @${bad.offset}`);
  g.free();
  h.free();
});
