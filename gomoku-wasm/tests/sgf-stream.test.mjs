// An SGF collection read one game at a time (Record.iterSgfCollection, as Python's
// Record.iter_sgf_collection): the same games and the same errors, at the same places, as
// readSgfCollection, on the golden files and on seeded damaged collections.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";

import { gomoku, REPO, Rng, seed } from "./helpers.mjs";

const { Record } = gomoku;
const DATA = path.join(REPO, "tests/data/records");

/** What a whole read gives: the games' moves and warnings, then the error's kind and offset. */
function whole(bytes, rows, lenient) {
  try {
    return Record.readSgfCollection(bytes, rows, lenient).map((r) => [r.moves, r.size, r.warnings.map((w) => w.kind)]);
  } catch (e) {
    assert.ok(e instanceof gomoku.RecordError, `${e}`);
    return [[e.kind, e.offset, e.line, e.column]];
  }
}

/** The same through the stream; the error ends it (next() answers done after). */
function streamed(bytes, rows, lenient) {
  const games = Record.iterSgfCollection(bytes, rows, lenient);
  const out = [];
  try {
    for (const r of games) {
      out.push([r.moves, r.size, r.warnings.map((w) => w.kind)]);
      r.free();
    }
  } catch (e) {
    assert.ok(e instanceof gomoku.RecordError, `${e}`);
    assert.deepEqual(games.next(), { value: undefined, done: true });
    return [[e.kind, e.offset, e.line, e.column]];
  }
  assert.deepEqual(games.next(), { value: undefined, done: true });
  return out;
}

test("iterSgfCollection reads what readSgfCollection reads", () => {
  const text = "(;GM[4];B[hh])\n(;GM[4]SZ[19];B[ii];W[jj])";
  assert.deepEqual(streamed(text), [[["h8"], 15, []], [["i11", "j10"], 19, []]]);
  assert.deepEqual(streamed(new TextEncoder().encode("(;GM[4];B[hh])"), "bottom"), whole(new TextEncoder().encode("(;GM[4];B[hh])"), "bottom"));
  assert.deepEqual(streamed(""), []);
  assert.deepEqual(streamed("(;GM[5];B[hh])(;GM[4];B[ii])", "top", true), whole("(;GM[5];B[hh])(;GM[4];B[ii])", "top", true));
  const bad = "(;GM[4];B[hh])(;GM[4];B[zz";
  assert.deepEqual(streamed(bad), whole(bad));
  assert.equal(streamed(bad)[0][0].startsWith("RecordErrorKind::"), true);
  for (const file of ["renju-five.sgf", "renju-five-bottom.sgf", "dialect-orc.sgf", "dialect-renjubase.sgf"]) {
    const bytes = new Uint8Array(readFileSync(path.join(DATA, file)));
    for (const lenient of [false, true]) assert.deepEqual(streamed(bytes, "top", lenient), whole(bytes, "top", lenient), file);
  }
});

test("bad arguments are TypeErrors; damaged collections (seeded) agree with the whole read", () => {
  for (const v of [undefined, null, 5, {}, [1], new Uint16Array(2)]) assert.throws(() => Record.iterSgfCollection(v), TypeError);
  assert.throws(() => Record.iterSgfCollection("(;GM[4])", "left"), TypeError);
  assert.throws(() => Record.iterSgfCollection("(;GM[4])", "top", 1), TypeError);
  const base = new TextEncoder().encode(readFileSync(path.join(DATA, "renju-five.sgf"), "utf8") + "\n(;GM[4];B[hh];W[ii](;B[jj])(;B[kk]))");
  const rng = new Rng(seed() ^ 0x5c0fn);
  for (let round = 0; round < 300; round++) {
    const bytes = base.slice(0, 1 + rng.below(base.length));
    for (let k = rng.below(5); k > 0; k--) bytes[rng.below(bytes.length)] = rng.pick([0x28, 0x29, 0x3b, 0x5b, 0x5d, 0x5c, 0xff, rng.below(256)]);
    const lenient = rng.below(2) === 1;
    assert.deepEqual(streamed(bytes, "top", lenient), whole(bytes, "top", lenient), `round ${round}`);
  }
});
