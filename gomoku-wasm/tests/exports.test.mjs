// The package's surface: both entries export the same names, the typed example names
// every export (but the per-kind error classes), and the version agrees with the crate.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";

import { gomoku, REPO } from "./helpers.mjs";

test("the typed example uses every export", () => {
  const example = readFileSync(path.join(REPO, "gomoku-wasm/tests/types/example.ts"), "utf8");
  const leaves = new Set(gomoku.errorKinds().map((k) => gomoku.makeError(k, "").constructor.name));
  const missing = Object.keys(gomoku).filter((name) => !name.startsWith("__") && !leaves.has(name) && !new RegExp(`\\b${name}\\b`).test(example));
  assert.deepEqual(missing, []);
});

test("the package's version is the crate's", () => {
  const pkg = JSON.parse(readFileSync(path.join(REPO, "gomoku-wasm/js/package.json"), "utf8"));
  const cargo = readFileSync(path.join(REPO, "Cargo.toml"), "utf8");
  assert.equal(pkg.version, gomoku.version());
  assert.match(cargo, new RegExp(`\\nversion = "${gomoku.version()}"`));
});
