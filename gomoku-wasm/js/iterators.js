// The iterator protocol's `[Symbol.iterator]` on the package's iterators (the module
// gives them `next()`): `for (const record of new RenjuNetGames(bytes))`,
// `for (const record of Record.iterSgfCollection(bytes))`. Imported by both
// entries; the rules-only build has no such class, and nothing is installed there.
import * as glue from "./gomoku_wasm.js";

for (const name of ["RenjuNetGames", "SgfCollectionReader"]) {
  const cls = glue[name];
  if (cls) {
    Object.defineProperty(cls.prototype, Symbol.iterator, {
      value: function iterator() { return this; },
      writable: true,
      configurable: true,
    });
  }
}
