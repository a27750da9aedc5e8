// Errors: one class per core error kind, with `kind` and the core's message; wrong
// argument types are TypeErrors; bad input of every sort changes nothing; a panic is a
// thrown InternalError, not a trap.
import { test } from "node:test";
import assert from "node:assert/strict";

import { gomoku, snapshot } from "./helpers.mjs";

const { Game, Rules, GomokuError } = gomoku;

test("every core error kind has its class, under its group and GomokuError", () => {
  const kinds = gomoku.errorKinds();
  assert.ok(kinds.length > 80, `${kinds.length} kinds`);
  for (const kind of kinds) {
    const e = gomoku.makeError(kind, "m");
    const [type, variant] = kind.split("::");
    const group = type.replace(/Kind$/, "");
    assert.equal(e.constructor.name, `${type.replace(/Error(Kind)?$/, "")}${variant}Error`, kind);
    assert.ok(e instanceof gomoku[group], `${kind} is not a ${group}`);
    assert.ok(e instanceof GomokuError && e instanceof Error);
    assert.equal(e.kind, kind);
    assert.equal(e.name, e.constructor.name);
    assert.equal(e.message, "m");
  }
});

test("a refused move throws its class with the core's message and changes nothing", () => {
  const game = new Game("renju");
  game.play("h8");
  const before = snapshot(game);
  assert.throws(() => game.play("h8"), (e) => {
    assert.ok(e instanceof gomoku.PlayOccupiedError);
    assert.ok(e instanceof gomoku.PlayError);
    assert.equal(e.kind, "PlayError::Occupied");
    assert.equal(e.message, "h8 is occupied");
    return true;
  });
  assert.throws(() => game.play("z26"), gomoku.PlayOffBoardError);
  assert.equal(snapshot(game), before);
  const empty = new Game();
  assert.throws(() => empty.undo(), gomoku.GameNothingToUndoError);
  assert.throws(() => new Rules("renju/4"), gomoku.RulesSizeOutOfRangeError);
  assert.throws(() => Rules.fromGomocup(6), gomoku.RulesUnsupportedGomocupCodeError);
  assert.throws(() => new Game("renju", "swap9"), gomoku.ParseInvalidOpeningError);
});

test("wrong argument types are TypeErrors, and change nothing", () => {
  const game = new Game("renju");
  game.play("h8");
  const before = snapshot(game);
  const wrong = [undefined, null, 8, 8.5, NaN, Infinity, -1, 2 ** 64, 10n, true, [], [7, 7], {}, { x: "h" }, { x: 1.5, y: 2 }, Symbol("h8"), () => "h8"];
  for (const v of wrong) {
    if (v === null) continue; // null is a pass for play()
    assert.throws(() => game.play(v), TypeError, `play(${String(v)})`);
    assert.throws(() => game.isLegal(v), TypeError);
    assert.throws(() => game.forbidden(v), TypeError);
    assert.throws(() => game.stoneAt(v), TypeError);
  }
  for (const v of [undefined, null, 1, {}, [], NaN, "h8"]) {
    if (typeof v !== "string") assert.throws(() => game.resign(v), TypeError);
    assert.throws(() => Game.fromMoves(v, "h8"), v === "h8" ? gomoku.ParseError : TypeError);
  }
  for (const v of [undefined, null, "15", NaN, 1.5, {}, 10n]) {
    assert.throws(() => Rules.renju().withSize(v), TypeError, `withSize(${String(v)})`);
    assert.throws(() => Rules.renju().withPass(v ?? 1), TypeError);
  }
  assert.throws(() => Rules.renju().withForbiddenPolicy("never"), TypeError);
  assert.throws(() => game.offer("g8 i9"), TypeError);
  assert.throws(() => new Game({ text: "renju" }), TypeError);
  assert.equal(snapshot(game), before);
});

test("bad values of the right type get the core's error, and change nothing", () => {
  const game = new Game("renju");
  game.play("h8");
  const before = snapshot(game);
  const texts = ["", "h", "h0", "h27", "z99", "h8\0", "\0", "h\uD800", "\uDC00h8", "h8 ", "H8x", "ⅷ8", "h".repeat(100000)];
  for (const t of texts) {
    assert.throws(() => game.play(t), gomoku.ParseInvalidPointError, JSON.stringify(t.slice(0, 10)));
    assert.throws(() => game.resign(t), gomoku.ParseInvalidColorError);
    assert.throws(() => new Rules(t), GomokuError);
  }
  for (const [x, y] of [[-1, 0], [0, 26], [2 ** 53, 0], [-(2 ** 60), 3], [26, 26]]) {
    assert.throws(() => game.play({ x, y }), gomoku.ParseInvalidPointError);
  }
  // A point on the 26×26 grid but off this 15×15 board.
  assert.throws(() => game.play({ x: 20, y: 20 }), gomoku.PlayOffBoardError);
  for (const n of [0, 4, 27, 2 ** 40, -5, Number.MAX_SAFE_INTEGER, -Number.MAX_VALUE, Number.MAX_VALUE]) {
    assert.throws(() => Rules.renju().withSize(n), gomoku.RulesSizeOutOfRangeError, String(n));
  }
  assert.throws(() => Rules.pente().withCapture(0), gomoku.RulesCaptureTargetOutOfRangeError);
  assert.throws(() => Rules.pente().withCapture(1e300), gomoku.RulesCaptureTargetOutOfRangeError);
  assert.throws(() => Rules.renju().withMoveLimit(70000), gomoku.RulesMoveLimitOutOfRangeError);
  assert.throws(() => Game.fromMoves("renju", "h8 h8"), gomoku.PlayOccupiedError);
  assert.throws(() => Game.fromMoves("renju", "h8 q\0"), gomoku.ParseInvalidMoveListError);
  assert.throws(() => Game.fromStones("renju", { black: ["h8"], white: ["h8"] }), gomoku.SetupOverlapError);
  assert.equal(snapshot(game), before);
});

test("every panic is thrown as an InternalError, not an unreachable trap, and the module goes on", () => {
  for (let i = 0; i < 3; i++) {
    assert.throws(() => gomoku.__panicForTests(), (e) => {
      assert.ok(e instanceof gomoku.InternalError, `panic ${i}: ${e}`);
      assert.ok(!(e instanceof WebAssembly.RuntimeError));
      assert.equal(e.kind, "Panic");
      assert.match(e.message, /a deliberate panic of the tests/);
      return true;
    });
  }
  const game = new Game("renju");
  game.play("h8");
  assert.deepEqual(game.moves, ["h8"]);
});
