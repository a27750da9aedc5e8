// RenjuNet exports read from bytes (RULES.md §11): the golden export of tests/data/records
// game by game, as Python's `renjunet.iter_games` and C's `gomoku_renjunet_from_buffer`
// read it; a bad game is its typed error and the stream reads on; malformed, cut or
// fuzzed bytes and wrong types give the documented errors, never a trap.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";

import { gomoku, REPO, Rng, seed } from "./helpers.mjs";

const { Record, RenjuNetGames } = gomoku;
const DATA = path.join(REPO, "tests/data/records");
const GOLDEN = readFileSync(path.join(DATA, "golden.jsonl"), "utf8").split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l));
const CASE = GOLDEN.find((c) => c.format === "renjunet");
const EXPORT = new Uint8Array(readFileSync(path.join(DATA, CASE.file)));

const text = (moves) => moves.map((m) => m ?? "pass").join(" ");
const outcome = (game) => {
  const o = game.outcome();
  return o === null ? "none" : `${o.winner ?? "draw"} ${o.termination}`;
};

/** Every item of a stream: a record, or the kind of the error thrown in its place. */
function drain(games, limit = 10000) {
  const items = [];
  for (let i = 0; i < limit; i++) {
    try {
      const next = games.next();
      if (next.done) return items;
      items.push(next.value);
    } catch (e) {
      assert.ok(e instanceof gomoku.GomokuError, `${e}`);
      items.push(e.kind);
    }
  }
  assert.fail("the stream does not end");
}

test(`renjunet:${CASE.file}: every game, as the other faces read it`, () => {
  for (const source of [EXPORT, EXPORT.buffer.slice(EXPORT.byteOffset, EXPORT.byteOffset + EXPORT.byteLength), new TextDecoder().decode(EXPORT)]) {
    const records = [...new RenjuNetGames(source)];
    assert.equal(records.length, CASE.games.length);
    records.forEach((record, i) => {
      const want = CASE.games[i];
      assert.ok(record instanceof Record);
      assert.equal(record.id, want.id);
      assert.equal(text(record.moves), want.moves);
      assert.deepEqual([record.black, record.white, record.event], [want.black, want.white, want.event]);
      assert.equal(record.rulesName, want.rules_name);
      assert.equal(String(record.rules), want.rules);
      assert.equal(record.openingName, want.opening);
      assert.equal(record.blackScore, want.black_score);
      // The game the moves make (replay() refuses a contradicted result: below).
      const played = gomoku.Game.fromMoves(String(record.rules), want.moves);
      assert.equal(outcome(played), want.outcome);
      assert.equal(record.checkResult(played), want.check);
      if (want.check !== "contradicts") assert.equal(outcome(record.replay()), want.replayed ?? want.outcome);
    });
    assert.throws(() => records[3].replay(), (e) => e.kind === "ReplayError::ResultContradicts" && e.recorded === "black" && e.referee === "white");
    for (const r of records) r.free();
  }
  // The fields of a record of another format.
  const sgf = Record.readSgf("(;GM[4];B[hh])");
  assert.deepEqual([sgf.id, sgf.openingName, sgf.blackScore], [undefined, undefined, undefined]);
});

test("next() follows the iterator protocol, and answers done again after the end", () => {
  const games = new RenjuNetGames('<database><games><game id="9" bresult="0.5"><move>h8 i9</move></game></games></database>');
  assert.equal(games[Symbol.iterator](), games);
  const first = games.next();
  assert.deepEqual([first.done, first.value.id, first.value.blackScore, first.value.moves], [false, 9, 0.5, ["h8", "i9"]]);
  assert.deepEqual(games.next(), { value: undefined, done: true });
  assert.deepEqual(games.next(), { value: undefined, done: true });
  assert.deepEqual(drain(new RenjuNetGames("")), []);
});

test("the opening attributes: the rule's opening, swaps, offers and the offered points", () => {
  const xml = "<database><rules><rule id='1' name='Soosorv-8'/></rules><games>" +
    "<game id='1' rule='1' alt='i10 g8' swap='2'><move>h8 h9 j10</move></game></games></database>";
  const [record] = [...new RenjuNetGames(xml)];
  assert.equal(record.opening, "soosorv-8");
  assert.deepEqual([record.swaps, record.offers, record.offered], [2, 2, ["g8", "i10"]]);
});

test("a bad game is its typed error with its offset, and the stream reads on", () => {
  const xml = '<database><games><game id="1"><move>h8<b>i9</b>j8</move></game>' +
    '<game id="2"><move>h8 p16</move></game><game id="3"><move>h8 i9</move></game></games></database>';
  const games = new RenjuNetGames(xml);
  assert.throws(() => games.next(), (e) => e instanceof gomoku.RecordExpectedError && e.kind === "RecordErrorKind::Expected" && e.offset > 30 && e.format === "renjunet");
  assert.throws(() => games.next(), (e) => e instanceof gomoku.RecordError && e.kind === "RecordErrorKind::OffBoard");
  assert.equal(text(games.next().value.moves), "h8 i9");
  assert.equal(games.next().done, true);
});

test("malformed XML ends the stream with its error; the core's message", () => {
  const games = new RenjuNetGames("<database><games></game></database>");
  assert.throws(() => games.next(), (e) => e instanceof gomoku.RecordError && e.kind === "RecordErrorKind::Xml" && /^renjunet: /.test(e.message));
  assert.equal(games.next().done, true);
  const utf8 = new Uint8Array([...Buffer.from("<database><players><player id='1' name='"), 0xff, ...Buffer.from("'/></players></database>")]);
  assert.throws(() => new RenjuNetGames(utf8).next(), (e) => ["RecordErrorKind::InvalidUtf8", "RecordErrorKind::Xml"].includes(e.kind));
});

test("an export cut short is an unexpected end, wherever it is cut", () => {
  for (const cut of [100, EXPORT.length >> 1, EXPORT.length - 200, EXPORT.length - 5]) {
    const items = drain(new RenjuNetGames(EXPORT.subarray(0, cut)));
    assert.equal(items.at(-1), "RecordErrorKind::UnexpectedEnd", `cut at ${cut}`);
    // The games before the cut are read as they are in the whole export.
    items.slice(0, -1).forEach((r, i) => assert.equal(text(r.moves), CASE.games[i].moves));
  }
});

test("wrong argument types are TypeErrors", () => {
  for (const v of [undefined, null, 5, 5n, {}, [1, 2], new Uint16Array(2), Symbol("x"), () => 1]) {
    assert.throws(() => new RenjuNetGames(v), TypeError);
  }
  // Strings with NUL or lone surrogates are XML that does not parse: a typed error.
  for (const s of ["<database>\0</database>", "<database><games><game id='1'><move>h8 \uD800</move></game></games></database>"]) {
    const items = drain(new RenjuNetGames(s));
    for (const item of items) assert.ok(item instanceof Record || typeof item === "string");
  }
});

test("fuzzed exports (seeded): records or typed errors, never a trap, and the stream ends", () => {
  const rng = new Rng(seed() ^ 0x4e37n);
  let items = 0;
  for (let round = 0; round < 300; round++) {
    const bytes = EXPORT.slice(0, 1 + rng.below(EXPORT.length));
    for (let k = rng.below(6); k > 0; k--) bytes[rng.below(bytes.length)] = rng.pick([0x3c, 0x3e, 0x2f, 0x26, 0x22, 0x27, 0x20, 0xff, 0x00, rng.below(256)]);
    for (const item of drain(new RenjuNetGames(bytes))) {
      if (item instanceof Record) {
        // Every record read can be replayed or refused with a typed error.
        try { item.replay().free(); } catch (e) { assert.ok(e instanceof gomoku.GomokuError, `${e}`); }
        item.free();
      } else {
        assert.ok(gomoku.errorKinds().includes(item), item);
      }
      items++;
    }
  }
  assert.ok(items > 300, `${items} items`);
});

test("a huge export streams: 20,000 games read one at a time", () => {
  const game = '<game id="1" bresult="1"><move>h8 i9 h9 i10 h10 i11 h11 i12 h12</move></game>';
  const xml = `<database><games>${game.repeat(20000)}</games></database>`;
  let n = 0;
  for (const record of new RenjuNetGames(xml)) {
    n += record.moves.length === 9 ? 1 : 0;
    record.free();
  }
  assert.equal(n, 20000);
});
