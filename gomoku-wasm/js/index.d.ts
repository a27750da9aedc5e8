// The declarations of gomoku-referee (both entries export the same names).
export * from "./gomoku_wasm.js";
export * from "./errors.js";
