// The Node entry of gomoku-referee: loads the WebAssembly module synchronously from the
// package's own file, so that `import { Game } from "gomoku-referee"` is ready at once.
import { readFileSync } from "node:fs";
import { initSync, __setErrorFactory, Game } from "./gomoku_wasm.js";
// The rules-only build has no `__takeRefusal` (nor `playAt`): read through the namespace.
import * as bindings from "./gomoku_wasm.js";
import { makeError } from "./errors.js";
import { installFastPaths } from "./fast.js";
import "./iterators.js";

initSync({ module: readFileSync(new URL("./gomoku_wasm_bg.wasm", import.meta.url)) });
__setErrorFactory(makeError);

installFastPaths(Game, bindings.__takeRefusal);

export * from "./gomoku_wasm.js";
export * from "./errors.js";
