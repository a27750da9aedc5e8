// The JavaScript face's speed, beside its anchors in one run (issue 27, "Size and speed"):
//
//   node bench/js/bench.mjs [SECS] [REFEREE]
//
// - random renju playouts (15×15, a uniformly random empty point each move, a forbidden
//   move loses) through the npm package's API, against the same workload in native Rust
//   (`cargo run --release -p gomoku-bench --example wasm_anchor`, run first by this
//   script): the loop a demanding user writes (a copy of an empty game, `playAt(x, y)`,
//   `isGameOver()`), the same loop with the points as text (`play("h8")`), and the loop
//   inside the module (`randomPlayouts`, Python's `random_playouts`);
// - `forbiddenPoints()` and `forbiddenMask()` of the 30-stone renju mid-games of the
//   `report` table (the same positions, replayed from the native side's move lists), per
//   position;
// - with REFEREE, a module path, the same playouts through a pure-JavaScript renju referee
//   fetched for a local comparison (never committed): the module exports
//   `playout(below)`, which plays one random game the same way, drawing each move's
//   index among the empty points with `below(n)`, and returns the number of moves; and
//   `name`, for the table.
//
// Reads the package from gomoku-wasm/pkg (scripts/test-js.sh builds it). Prints a
// Markdown table. Not a test: timings on a shared machine wander; the ratios are the
// figures to read, measured in one run, both sides in CPU time.
import { execFileSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.join(here, "..", "..");
const secs = Number(process.argv[2] ?? 1);
const referee = process.argv[3];
const { Game, Rules, randomPlayouts } = await import(pathToFileURL(path.join(repo, "gomoku-wasm/pkg/node.js")).href);

// The native anchors first.
const native = JSON.parse(
  execFileSync("cargo", ["run", "-q", "--release", "-p", "gomoku-bench", "--example", "wasm_anchor", "--", String(secs)], {
    cwd: repo,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  }),
);

// A xorshift32 generator: both JavaScript sides draw their moves with it.
let s32 = 0x2545f491;
function below(n) {
  s32 ^= s32 << 13;
  s32 ^= s32 >>> 17;
  s32 ^= s32 << 5;
  return ((s32 >>> 0) * n) / 4294967296 | 0;
}

// Units of `f` per second of CPU time (this process's, as the native side counts its
// own), run for about `secs` of wall time after a warm-up (a tenth of it, or `warmUp`
// milliseconds): on a shared machine the wall time of each side depends on what else runs
// then, the CPU time much less.
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
function rate(f, warmUp = secs * 100) {
  const budget = secs * 1000;
  const warm = performance.now();
  while (performance.now() - warm < warmUp) f();
  const start = performance.now();
  const cpu = cpuMs();
  let n = 0;
  while (performance.now() - start < budget) {
    f();
    n++;
  }
  return (n * 1000) / (cpuMs() - cpu);
}

// The loop a demanding user writes: a copy of an empty game (cheaper than `new Game`,
// which reads its rules), each move by its coordinates (`playAt`: two numbers cross, no
// text), `isGameOver()` after each.
const renju = Rules.renju();
const blank = new Game(renju);
const CELLS = Array.from({ length: 225 }, (_, i) => i);
let jsMoves = 0;
let jsGames = 0;
function jsPlayout() {
  const game = blank.clone();
  const empties = CELLS.slice();
  let len = empties.length;
  let n = 0;
  while (len > 0 && !game.isGameOver()) {
    const i = below(len);
    const p = empties[i];
    empties[i] = empties[--len];
    game.playAt(p % 15, (p / 15) | 0);
    n++;
  }
  game.free();
  jsMoves += n;
  jsGames++;
}
const jsRate = rate(jsPlayout);

// The same with the points as text ("h8"), the API's first form.
const POINTS = CELLS.map((i) => `${"abcdefghijklmno"[i % 15]}${Math.floor(i / 15) + 1}`);
function textPlayout() {
  const game = new Game(renju);
  const empties = POINTS.slice();
  let len = empties.length;
  while (len > 0 && !game.isGameOver()) {
    const i = below(len);
    const p = empties[i];
    empties[i] = empties[--len];
    game.play(p);
  }
  game.free();
}
const textRate = rate(textPlayout);

// The loop inside the module, 100 games a call.
let batchSeed = 0;
const batchRate = 100 * rate(() => randomPlayouts(renju, 100, batchSeed++));

const positions = native.midgames.map((moves) => Game.fromMoves("renju", moves));
let k = 0;
const fpRate = rate(() => {
  positions[k++ % positions.length].forbiddenPoints();
});
const fmRate = rate(() => {
  positions[k++ % positions.length].forbiddenMask();
});

let refRate = null;
const ref = referee ? await import(pathToFileURL(path.resolve(referee)).href) : null;
if (ref) {
  // A whole workload's time of warm-up: a referee written in JavaScript is compiled by the
  // engine as it runs (renjukit-ts ran its first seconds at a quarter of its later rate).
  refRate = rate(() => ref.playout(below), secs * 1000);
}

const pct = (r) =>
  `${f((100 * r) / native.renjuPlayoutsPerSec, 1)}% of native \`Position\`, ${f((100 * r) / native.gamePlayoutsPerSec, 1)}% of native \`Game\``;
const f = (x, digits = 0) => x.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const rows = [
  ["random renju playouts, native Rust `Position` (the report's anchor)", `${f(native.renjuPlayoutsPerSec)} /s`, `${native.movesPerPlayout.toFixed(1)} moves each`],
  ["random renju playouts, native Rust `Game` (what the JavaScript `Game` wraps)", `${f(native.gamePlayoutsPerSec)} /s`, ""],
  [
    "random renju playouts, JavaScript API, per move (`clone`, `playAt(x, y)`, `isGameOver`)",
    `${f(jsRate)} /s`,
    `${pct(jsRate)}; ${(jsMoves / jsGames).toFixed(1)} moves each`,
  ],
  ["random renju playouts, JavaScript API, per move with text points (`new Game`, `play(\"h8\")`, `isGameOver`)", `${f(textRate)} /s`, pct(textRate)],
  ["random renju playouts, JavaScript API, inside the module (`randomPlayouts`, 100 a call)", `${f(batchRate)} /s`, pct(batchRate)],
];
if (refRate !== null) {
  rows.push([`random renju playouts, pure JavaScript (${ref.name ?? path.basename(referee)})`, `${f(refRate, 1)} /s`, `JavaScript API ${f(jsRate / refRate, 1)}× faster`]);
}
rows.push(
  ["`forbiddenPoints()`, 30-stone renju mid-game, native Rust", `${f(1e6 / native.forbiddenPointsPerSec, 2)} µs`, "per position"],
  ["`forbiddenPoints()`, 30-stone renju mid-game, JavaScript API", `${f(1e6 / fpRate, 2)} µs`, `per position (${f((100 * fpRate) / native.forbiddenPointsPerSec, 1)}% of native's rate)`],
  ["`forbiddenMask()`, 30-stone renju mid-game, JavaScript API", `${f(1e6 / fmRate, 2)} µs`, `per position (${f((100 * fmRate) / native.forbiddenPointsPerSec, 1)}% of native's rate)`],
);
console.log(`node ${process.version}, ${secs} s a workload, rates per second of CPU time, load ${os.loadavg()[0].toFixed(1)}\n`);
console.log("| workload | rate | note |\n|---|---|---|");
for (const r of rows) console.log(`| ${r.join(" | ")} |`);
for (const p of positions) p.free();
blank.free();
renju.free();
