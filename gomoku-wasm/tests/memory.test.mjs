// Memory: free() and Symbol.dispose give an object's wasm memory back; a dropped object
// is freed by the FinalizationRegistry; a million games created and dropped leave the
// wasm heap flat.
import { test } from "node:test";
import assert from "node:assert/strict";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

import { gomoku } from "./helpers.mjs";

const { Game, Rules } = gomoku;
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc");
// The module's exports, the memory among them (initSync returns them once loaded).
const memory = () => gomoku.initSync({ module: new Uint8Array() }).memory.buffer.byteLength;

test("free() and Symbol.dispose release an object; using it after is an error, not a trap", () => {
  const game = new Game("renju");
  game.free();
  assert.throws(() => game.play("h8"), (e) => e instanceof Error && !(e instanceof WebAssembly.RuntimeError));
  // A second free() is refused with an Error, as any use after free.
  assert.throws(() => game.free(), (e) => e instanceof Error && !(e instanceof WebAssembly.RuntimeError));
  assert.equal(typeof Symbol.dispose === "symbol" ? typeof Game.prototype[Symbol.dispose] : "function", "function");
  if (typeof Symbol.dispose === "symbol") {
    const g = new Game("renju");
    g[Symbol.dispose]();
    assert.throws(() => g.moves, Error);
    const r = Rules.pente();
    r[Symbol.dispose]();
  }
});

test("a million games created and freed leave the wasm heap flat", () => {
  for (let i = 0; i < 20000; i++) new Game("renju").free();
  const before = memory();
  for (let i = 0; i < 1_000_000; i++) {
    const g = new Game("renju");
    if (i % 1000 === 0) g.play("h8");
    g.free();
  }
  assert.equal(memory(), before);
});

test("games dropped without free() are freed by the FinalizationRegistry", async () => {
  const settle = async () => {
    for (let k = 0; k < 3; k++) {
      gc();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const round = () => {
    for (let i = 0; i < 20000; i++) Game.fromMoves("renju", "h8 h9 i8");
  };
  round();
  await settle();
  const before = memory();
  for (let r = 0; r < 25; r++) {
    round();
    await settle();
  }
  // 500,000 games of about a kilobyte each: without the registry the heap would have
  // grown by hundreds of megabytes.
  assert.ok(memory() <= before + (1 << 20), `${before} -> ${memory()}`);
});
