// The browser and bundler entry of gomoku-referee: fetches the WebAssembly module next to
// this file (top-level await), so that the exports are ready once the import resolves.
import init, { __setErrorFactory, Game } from "./gomoku_wasm.js";
// The rules-only build has no `__takeRefusal` (nor `playAt`): read through the namespace.
import * as bindings from "./gomoku_wasm.js";
import { makeError } from "./errors.js";
import { installFastPaths } from "./fast.js";
import "./iterators.js";

await init({ module_or_path: new URL("./gomoku_wasm_bg.wasm", import.meta.url) });
__setErrorFactory(makeError);

installFastPaths(Game, bindings.__takeRefusal);

export * from "./gomoku_wasm.js";
export * from "./errors.js";
