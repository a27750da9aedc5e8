// The rest of Record (as Python's Record has it): the fields of golden.jsonl (result,
// comment, times, trailer, node count, comments, marks, board texts, the result check),
// the variation tree walked node by node, the writers, collections; bad input as typed
// errors.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";

import { gomoku, REPO } from "./helpers.mjs";

const { Game, Record, Rules } = gomoku;
const DATA = path.join(REPO, "tests/data/records");
const GOLDEN = readFileSync(path.join(DATA, "golden.jsonl"), "utf8").split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l));

function read(c, bytes) {
  switch (c.format) {
    case "sgf": return Record.readSgf(bytes, c.rows ?? "top");
    case "psq": return Record.readPsq(bytes);
    case "moves": return Record.readMoves(bytes, 15);
    default: return Record.readRenlib(bytes);
  }
}

// Every node reached from the root by `children`, in index order.
function walk(record) {
  const seen = [];
  const stack = [record.root];
  while (stack.length) {
    const n = stack.pop();
    seen.push(n);
    for (const c of n.children) {
      const child = record.node(c);
      assert.equal(child.parent, n.index, "a child names its parent");
      stack.push(child);
    }
  }
  return seen.sort((a, b) => a.index - b.index);
}

for (const c of GOLDEN.filter((c) => c.format !== "renjunet")) {
  test(`record fields and tree:${c.file}`, () => {
    const record = read(c, new Uint8Array(readFileSync(path.join(DATA, c.file))));
    assert.equal(record.result ?? null, c.result ?? null);
    assert.equal(record.comment ?? null, c.comment ?? null);
    assert.equal(record.rules?.text ?? null, c.rules ?? null);
    assert.equal(record.nodeCount, c.nodes);
    assert.deepEqual(record.times, c.times ?? record.moves.map(() => null));
    assert.deepEqual(record.trailer, c.trailer ?? []);
    assert.equal(record.sgfRows, c.format === "sgf" ? c.rows : null);
    assert.equal(record.psqHeader === undefined, c.format !== "psq");
    assert.equal(record.comments.get(0), c.comment);
    if (c.comments) assert.deepEqual(Object.fromEntries(record.comments), c.comments);
    assert.deepEqual(record.marks, c.marks ?? []);
    assert.deepEqual(Object.fromEntries(record.boardTexts), c.board_texts ?? {});
    const game = record.replay(new Rules(c.replay_rules));
    assert.equal(record.checkResult(game), c.check);
    // The tree: every node reached once from the root, the main line the moves.
    const nodes = walk(record);
    assert.deepEqual(nodes.map((n) => n.index), [...Array(record.nodeCount).keys()]);
    assert.equal(record.root.parent, null);
    assert.deepEqual(record.mainLine.map((n) => n.move), record.moves);
    assert.deepEqual(record.mainLine.map((n) => n.time), record.times);
    assert.equal(record.hasVariations, record.variations().length > 1);
    assert.deepEqual(record.variations()[0].map((n) => n.index), record.mainLine.map((n) => n.index));
    for (const n of nodes) {
      assert.equal(n.comment, record.comments.get(n.index) ?? null);
      assert.equal(n.boardText, record.boardTexts.get(n.index) ?? null);
      assert.equal(n.mark, record.marks.includes(n.index));
    }
    // Each writer of the formats that have one, read back to the same moves.
    assert.deepEqual(Record.readSgf(record.write("sgf")).moves, record.moves);
    assert.equal(record.write("sgf", "bottom"), record.toSgf("bottom"));
    assert.deepEqual(Record.readMoves(record.write("moves")).moves, record.moves);
    if (c.format !== "renlib") assert.deepEqual(Record.readPsq(record.write("psq")).moves, record.moves);
    for (const f of ["renjunet", "renlib"]) assert.throws(() => record.write(f), gomoku.WriteReadOnlyError);
    record.free();
  });
}

test("a tree with variations: children, parents, comments and properties", () => {
  const record = Record.readSgf("(;GM[4]SZ[15]C[root];B[hh]XY[a][b](;W[ii]C[main \\]];B[jj])(;W[hi]C[second])(;W[]))");
  assert.equal(record.nodeCount, 6);
  assert.ok(record.hasVariations);
  assert.deepEqual(record.root.children, [1]);
  const first = record.node(1);
  assert.deepEqual([first.color, first.move, first.parent], ["black", "h8", 0]);
  assert.deepEqual(first.properties, [["XY", ["a", "b"]]]);
  assert.equal(first.children.length, 3);
  const [main, second, pass] = first.children.map((i) => record.node(i));
  assert.deepEqual([main.move, main.comment], ["i7", "main ]"]);
  assert.deepEqual([second.move, second.comment], ["h7", "second"]);
  assert.deepEqual([pass.color, pass.move], ["white", null]);
  assert.deepEqual(record.mainLine.map((n) => n.move), ["h8", "i7", "j6"]);
  assert.deepEqual(record.variations().map((line) => line.map((n) => n.move ?? "pass")), [["h8", "i7", "j6"], ["h8", "h7"], ["h8", "pass"]]);
  assert.deepEqual(record.comments, new Map([[0, "root"], [main.index, "main ]"], [second.index, "second"]]));
  // Written as SGF and read back, the tree is the same.
  const again = Record.readSgf(record.write("sgf"));
  assert.deepEqual(walk(again), walk(record));
});

test("the fields of a game's own record and of the opening", () => {
  const game = new Game("renju", "swap");
  const stones = ["h8", "i9", "j10"];
  for (let e = game.expected(); e !== null; e = game.expected()) {
    if (e.what === "place") game.place(stones.shift());
    else if (e.what === "choose-color") game.choose("white");
    else assert.fail(`unexpected ${e.what}`);
  }
  game.play("g7");
  const offering = game.turn;
  game.offerDraw(offering);
  const record = game.toRecord();
  assert.equal(record.opening, "swap");
  assert.deepEqual(record.openingActions, game.openingActions);
  assert.equal(record.drawOffer, offering);
  const again = Record.readSgf(record.toSgf());
  assert.equal(again.opening, "swap");
  assert.deepEqual(again.openingActions, game.openingActions);
  assert.equal(again.drawOffer, offering);
  assert.deepEqual(again.replay().moves, game.moves);
  assert.equal(record.swaps, undefined);
  assert.equal(record.offers, undefined);
  assert.deepEqual(record.offered, []);
  // An unrecorded result, one that agrees, one the referee contradicts.
  assert.equal(record.checkResult(game), "not-recorded");
  const won = Game.fromMoves("renju", "h8 i9 h9 i10 h10 i11 h11 i12 h12");
  assert.equal(Record.readSgf("(;GM[4]SZ[15]RE[B+];B[hh];W[ig];B[hg];W[if];B[hf];W[ie];B[he];W[id];B[hd])").checkResult(won), "agrees");
  assert.equal(Record.readSgf("(;GM[4]SZ[15]RE[W+];B[hh])").checkResult(won), "contradicts");
});

test("SGF collections", () => {
  const records = Record.readSgfCollection("(;GM[4];B[hh])\n(;GM[4]SZ[19];B[ii];W[jj])");
  assert.deepEqual(records.map((r) => [r.size, r.moves]), [[15, ["h8"]], [19, ["i11", "j10"]]]);
  assert.deepEqual(Record.readSgfCollection(new TextEncoder().encode("(;GM[4];B[hh])"), "bottom").map((r) => r.moves), [["h8"]]);
  assert.deepEqual(Record.readSgfCollection(""), []);
  assert.throws(() => Record.readSgfCollection("(;GM[4];B[hh])(;GM[4];B[zz"), (e) => e instanceof gomoku.RecordError && e.offset > 14);
  assert.equal(Record.readSgfCollection("(;GM[5];B[hh])(;GM[4];B[ii])", "top", true)[0].warnings[0].kind, "game-number");
});

test("navigation and the new fields refuse bad input with typed errors", () => {
  const record = Record.readSgf("(;GM[4]SZ[15];B[hh];W[ii])");
  for (const i of [3, -1, 2 ** 53, Number.MAX_VALUE]) assert.throws(() => record.node(i), RangeError, String(i));
  for (const i of [undefined, null, NaN, Infinity, 0.5, "1", 1n, {}]) assert.throws(() => record.node(i), TypeError, String(i));
  for (const f of [undefined, null, 3, "SGF", "txt", {}]) assert.throws(() => record.write(f), TypeError, String(f));
  assert.throws(() => record.write("sgf", "left"), TypeError);
  for (const g of [undefined, null, 3, "h8", {}, { clone: () => 3 }, Rules.renju()]) assert.throws(() => record.checkResult(g), TypeError);
  for (const v of [undefined, null, 5, {}, [1]]) assert.throws(() => Record.readSgfCollection(v), TypeError);
  assert.throws(() => Record.readSgfCollection("(;GM[4])", "top", 1), TypeError);
  const bytes = new TextEncoder().encode("(;GM[4];B[hh])(;GM[4];B[ii])");
  for (let n = 0; n <= bytes.length; n++) {
    try {
      for (const r of Record.readSgfCollection(bytes.subarray(0, n))) r.free();
    } catch (e) {
      assert.ok(e instanceof gomoku.RecordError, `${n}: ${e}`);
    }
  }
  // The record is unchanged by the refusals.
  assert.deepEqual(record.moves, ["h8", "i7"]);
});

test("a replay's refusal carries Python's fields and the refusal behind it", () => {
  const illegal = (() => { try { Record.readMoves("h8 h9 h8").replay(); } catch (e) { return e; } })();
  assert.ok(illegal instanceof gomoku.ReplayIllegalError);
  assert.deepEqual([illegal.number, illegal.move, illegal.color], [3, "h8", "black"]);
  assert.ok(illegal.cause instanceof gomoku.PlayOccupiedError && illegal.cause.point === "h8");
  assert.throws(() => Record.readSgf("(;GM[4]SZ[15];B[hh];B[ii])").replay(), (e) => e instanceof gomoku.ReplayWrongColorError && e.number === 2 && e.move === "i7" && e.color === "black" && e.expected === "white");
  const contradicted = "(;GM[4]SZ[15]RE[W+];B[hh];W[ig];B[hg];W[if];B[hf];W[ie];B[he];W[id];B[hd])";
  assert.throws(() => Record.readSgf(contradicted).replay(), (e) => e instanceof gomoku.ReplayResultContradictsError && e.recorded === "white" && e.referee === "black");
  assert.throws(() => Record.readMoves("h8").replay(Rules.freestyle(19)), (e) => e instanceof gomoku.ReplaySizeMismatchError && e.recordSize === 15 && e.rulesSize === 19);
});
