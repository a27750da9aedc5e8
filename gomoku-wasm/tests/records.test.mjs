// Game records (RULES.md §11): the golden files of tests/data/records (as golden.jsonl
// says), bad input (cut short, wrong bytes, wrong types) as typed errors, and the writers
// read back.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";

import { gomoku, REPO, Rng, seed } from "./helpers.mjs";

const { Game, Record, Rules } = gomoku;
const DATA = path.join(REPO, "tests/data/records");
const GOLDEN = readFileSync(path.join(DATA, "golden.jsonl"), "utf8").split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l));

const text = (moves) => moves.map((m) => m ?? "pass").join(" ");

function read(c, bytes) {
  switch (c.format) {
    case "sgf": return Record.readSgf(bytes, c.rows ?? "top");
    case "psq": return Record.readPsq(bytes);
    case "moves": return Record.readMoves(bytes, 15);
    default: return Record.readRenlib(bytes);
  }
}

for (const c of GOLDEN.filter((c) => c.format !== "renjunet")) {
  test(`record:${c.file}`, () => {
    const bytes = new Uint8Array(readFileSync(path.join(DATA, c.file)));
    const record = read(c, bytes);
    assert.equal(text(record.moves), c.moves);
    assert.equal(record.size, c.size);
    for (const key of ["black", "white", "event", "date"]) assert.equal(record[key], c[key], key);
    if ("winner" in c) assert.equal(record.winner, c.winner);
    const game = record.replay(new Rules(c.replay_rules));
    const o = game.outcome();
    assert.equal(o === null ? "none" : `${o.winner ?? "draw"} ${o.termination}`, c.outcome);
    // Written and read back, the moves are the same.
    if (game.moves.every((m) => m !== null)) {
      assert.deepEqual(Record.readSgf(game.toSgf()).moves, game.moves);
      assert.deepEqual(Record.readPsq(game.toPsq()).moves, game.moves);
      assert.deepEqual(Record.readMoves(game.toMoves(), game.rules.size).moves, game.moves);
    }
  });
}

test("bad input is a typed error, never a trap", () => {
  assert.throws(() => Record.readSgf("(;GM[4]SZ[15]\n;B[hh]"), (e) => e instanceof gomoku.RecordUnexpectedEndError && /line 2/.test(e.message));
  assert.throws(() => Record.readPsq("Piskvorky 15x15, 0\n8,8,0\n99,1,0\n"), gomoku.RecordOffBoardError);
  assert.throws(() => Record.readSgf(new Uint8Array([...Buffer.from("(;GM[4]C["), 0xff, ...Buffer.from("])")])), gomoku.RecordInvalidUtf8Error);
  const lib = new Uint8Array(readFileSync(path.join(DATA, "opening.lib")));
  assert.throws(() => Record.readRenlib(lib.subarray(0, lib.length - 1)), gomoku.RecordUnexpectedEndError);
  assert.throws(() => Record.readRenlib(lib.buffer.slice(0, 5)), gomoku.RecordError);
  assert.throws(() => Record.readMoves("h8 h9 h8").replay(), gomoku.ReplayError);
  for (const v of [undefined, null, 5, {}, [1, 2], new Uint16Array(2)]) {
    assert.throws(() => Record.readSgf(v), TypeError);
    assert.throws(() => Record.readRenlib(v), TypeError);
  }
  assert.throws(() => Record.readRenlib("a string"), TypeError);
  assert.throws(() => Record.readSgf("(;GM[4])", "left"), TypeError);
  // Every prefix of every golden file, and seeded bytes flipped: an answer or a typed error.
  const rng = new Rng(seed() ^ 0x5ec0n);
  for (const c of GOLDEN.filter((c) => c.format !== "renjunet")) {
    const bytes = new Uint8Array(readFileSync(path.join(DATA, c.file)));
    for (let n = 0; n <= bytes.length; n++) {
      const cut = bytes.slice(0, n);
      for (const input of [cut, (() => { const b = bytes.slice(); if (b.length) b[rng.below(b.length)] = rng.below(256); return b; })()]) {
        try {
          read(c, input).free();
        } catch (e) {
          assert.ok(e instanceof gomoku.GomokuError && !(e instanceof gomoku.InternalError), `${c.file}[..${n}]: ${e}`);
        }
      }
    }
  }
});

test("a game's record keeps its result and opening", () => {
  const game = Game.fromMoves("renju", "h8 i9 h9 i10 h10 i11 h11 i12 h12");
  const record = game.toRecord();
  assert.equal(record.winner, "black");
  assert.match(game.toSgf(), /^\(;FF\[4\]GM\[4\]SZ\[15\]/);
  assert.equal(game.toMoves(), "h8 i9 h9 i10 h10 i11 h11 i12 h12");
  const passed = Game.fromMoves(Rules.renju().withPass(true), "h8 pass");
  assert.throws(() => passed.toPsq(), gomoku.WriteError);
});

test("ORC Game Center's SGF reads leniently, each bend a warning (issue 25)", () => {
  const orc = readFileSync(path.join(DATA, "dialect-orc.sgf"), "utf8");
  assert.throws(() => Record.readSgf(orc), (e) => e instanceof gomoku.RecordError && e.message.includes("column 19"));
  const record = Record.readSgf(orc, "top", true);
  assert.deepEqual(record.warnings.map((w) => w.kind), ["game-number", "property-name", "fifth-move-offers", "rules-from-game-name", "empty-node"]);
  const offers = record.warnings[2];
  assert.deepEqual([offers.offset, offers.line, offers.column], [orc.indexOf("5A") + 2, 1, 21]);
  assert.equal(record.moves.length, 10);
  assert.deepEqual(Record.readSgf("(;GM[4];B[hh])").warnings, []);
  assert.throws(() => Record.readSgf(orc, "top", "yes"), TypeError);
});
