// The package's surface: both entries export the same names, the typed examples name
// every export (but the per-kind error classes), and the version agrees with the crate.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { gomoku, REPO } from "./helpers.mjs";

test("the typed examples use every export", () => {
  const dir = path.join(REPO, "gomoku-wasm/tests/types");
  const example = readdirSync(dir)
    .filter((f) => f.endsWith(".ts"))
    .map((f) => readFileSync(path.join(dir, f), "utf8"))
    .join("\n");
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
