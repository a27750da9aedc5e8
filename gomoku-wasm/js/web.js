// The browser and bundler entry of gomoku-referee: fetches the WebAssembly module next to
// this file (top-level await), so that the exports are ready once the import resolves.
import init, { __setErrorFactory, Game } from "./gomoku_wasm.js";
import { makeError } from "./errors.js";

await init({ module_or_path: new URL("./gomoku_wasm_bg.wasm", import.meta.url) });
__setErrorFactory(makeError);

// Game.playAt(x, y) hands its coordinates to the module as plain numbers (reading them as
// values from inside would cost as much as the move), and gets back undefined or the error
// to throw (one value, where a Result would cross as an array made at every call). This
// keeps a coordinate that is not a number a TypeError, before the call's number conversion
// would turn "7" or null into one, and throws the module's error.
// (The rules-only build has no playAt.)
const rawPlayAt = Game.prototype.playAt;
if (rawPlayAt) Object.defineProperty(Game.prototype, "playAt", {
  value: function playAt(x, y) {
    if (typeof x !== "number" || typeof y !== "number") {
      const bad = typeof x !== "number" ? x : y;
      throw new TypeError(`expected an integer coordinate, not ${bad === null ? "null" : typeof bad}`);
    }
    const error = rawPlayAt.call(this, x, y);
    if (error !== undefined) throw error;
  },
  writable: true,
  configurable: true,
});

export * from "./gomoku_wasm.js";
export * from "./errors.js";
