// The Gomocup protocol's lines in JavaScript (`parseCommand`, `Command`, `formatReply`: the
// core's parser and formatter): the same answers as the Python face
// (tests/python/test_brain.py), errors as the documented classes with their fields, bad
// arguments as TypeError, and fuzzed lines that never trap. The agreement
// suite (tests/tests/protocol.rs) compares seeded random lines with the core, C and Python.
import { test } from "node:test";
import assert from "node:assert/strict";

import { gomoku, Rng, seed } from "./helpers.mjs";

const { parseCommand, formatReply, Command, Rules } = gomoku;

test("parseCommand is the core's parser", () => {
  const c = parseCommand("TURN 0,0\r\n", 20);
  assert.ok(c instanceof Command);
  assert.deepEqual([c.name, c.point], ["TURN", "a20"]);
  assert.equal(c.line(), "TURN 0,0");
  assert.equal(c.line(15), "TURN 0,0");
  assert.equal(parseCommand("start 19", 19).size, 19);
  const r = parseCommand("RECTSTART 30,20", 20);
  assert.deepEqual([r.width, r.height, r.size, r.point], [30, 20, undefined, undefined]);
  const s = parseCommand("1,2,3", 15);
  assert.deepEqual([s.name, s.field, s.point], ["x,y,field", 3, "b13"]);
  assert.deepEqual([parseCommand("7,7", 15).name, parseCommand("7,7", 15).point], ["x,y", "h8"]);
  for (const [line, key, value] of [
    ["INFO timeout_turn 1000", "timeout_turn", 1000],
    ["INFO time_left -1", "time_left", -1],
    ["INFO rule 9", "rule", 9],
    ["INFO folder /tmp/x", "folder", "/tmp/x"],
    ["INFO evaluate 0,0", "evaluate", "a20"],
    ["INFO ponder 1", "ponder", "1"],
  ]) {
    const info = parseCommand(line, 20);
    assert.deepEqual([info.name, info.key, info.value], ["INFO", key, value], line);
    assert.equal(info.line(), line);
  }
  assert.equal(parseCommand("INFO rule 2", 20).rules.toString(), Rules.renju().toString());
  assert.equal(parseCommand("TURN 1,1", 20).rules, undefined);
  assert.equal(parseCommand("TURN 1,1", 20).value, undefined);
  // The bytes a pipe delivers.
  assert.equal(parseCommand(new TextEncoder().encode("BEGIN\r\n"), 20).name, "BEGIN");
});

test("parseCommand throws the protocol's errors with their fields", () => {
  assert.throws(() => parseCommand("HELLO", 20), gomoku.ProtocolUnknownCommandError);
  assert.throws(() => parseCommand(" \r\n", 20), gomoku.ProtocolEmptyLineError);
  assert.throws(() => parseCommand(new Uint8Array([0x54, 0xff]), 20), gomoku.ProtocolInvalidUtf8Error);
  assert.throws(
    () => parseCommand("TURN 1", 20),
    (e) => e instanceof gomoku.ProtocolMalformedError && e instanceof gomoku.ProtocolError &&
      e instanceof gomoku.GomokuError && e.command === "TURN" && e.kind === "ProtocolError::Malformed",
  );
  assert.throws(
    () => parseCommand("TAKEBACK 3,25", 20),
    (e) => e instanceof gomoku.ProtocolOffBoardError && e.command === "TAKEBACK" && e.x === 3 && e.y === 25 &&
      e.size === 20 && e.message === "TAKEBACK 3,25 is off the 20x20 board",
  );
  assert.throws(() => parseCommand("START 40", 20), (e) => e instanceof gomoku.RulesSizeOutOfRangeError && e.size === 40);
  assert.throws(() => parseCommand("INFO rule 6", 20), (e) => e instanceof gomoku.RulesUnsupportedGomocupCodeError && e.code === 6);
  // Wrong arguments: a TypeError, or the core's size error for a size beyond a byte.
  for (const bad of [undefined, null, 5, {}, ["TURN 1,1"], new Uint16Array(2)]) {
    assert.throws(() => parseCommand(bad, 20), TypeError);
  }
  for (const bad of [undefined, "20", NaN, 1.5, Infinity]) assert.throws(() => parseCommand("BEGIN", bad), TypeError);
  assert.throws(() => parseCommand("BEGIN", 256), (e) => e instanceof gomoku.RulesSizeOutOfRangeError && e.size === 256);
  assert.throws(() => parseCommand("BEGIN", -1), gomoku.RulesSizeOutOfRangeError);
  assert.throws(() => parseCommand("TURN 0,0", 20).line(300), gomoku.RulesSizeOutOfRangeError);
});

test("formatReply is the core's formatter", () => {
  assert.equal(formatReply("ok"), "OK");
  assert.equal(formatReply("move", { point: "a1", size: 15 }), "0,14");
  assert.equal(formatReply("move", { point: { x: 14, y: 0 }, size: 15 }), "14,14");
  assert.equal(formatReply("suggest", { point: "h8", size: 15 }), "SUGGEST 7,7");
  assert.equal(formatReply("stones", { points: ["h8", "i8", "j10"], size: 15 }), "7,7 8,7 9,5");
  assert.equal(formatReply("swap"), "SWAP");
  assert.equal(formatReply("error", { text: "two\nlines" }), "ERROR two lines");
  assert.equal(formatReply("unknown"), "UNKNOWN");
  assert.equal(formatReply("message", { text: "hi" }), "MESSAGE hi");
  assert.equal(formatReply("about", { name: "n", version: "1", author: "a", country: "c" }), 'name="n", version="1", author="a", country="c"');
  assert.throws(() => formatReply("hello"), TypeError);
  assert.throws(() => formatReply("move"), TypeError);
  assert.throws(() => formatReply("stones", { points: ["a1", "b1", "c1", "d1"] }), TypeError);
  for (const bad of [undefined, 3, {}]) assert.throws(() => formatReply(bad), TypeError);
  assert.throws(() => formatReply("ok", "size 15"), TypeError);
  assert.throws(() => formatReply("error", { text: 5 }), TypeError);
  assert.throws(() => formatReply("move", { point: "z99" }), gomoku.ParseError);
});

test("formatReply refuses a point off the board or a bad size", () => {
  assert.throws(() => formatReply("move", { point: { x: 15, y: 0 }, size: 15 }), gomoku.PlayOffBoardError);
  assert.throws(() => formatReply("suggest", { point: "a16", size: 15 }), gomoku.PlayOffBoardError);
  assert.throws(() => formatReply("stones", { points: ["a1", "p1"], size: 15 }), gomoku.PlayOffBoardError);
  assert.throws(() => formatReply("move", { point: "a1", size: 4 }), gomoku.RulesSizeOutOfRangeError);
  assert.throws(() => formatReply("move", { point: "a1", size: 27 }), gomoku.RulesSizeOutOfRangeError);
  assert.equal(formatReply("move", { point: "o15", size: 15 }), "14,0");
});

test("fuzzed lines: a Command or a ProtocolError / RulesError, never a trap", () => {
  const rng = new Rng(seed() ^ 0x7072n);
  const words = ["START", "TURN", "BOARD", "INFO", "rule", "timeout_turn", "evaluate", "1", "-", ",", " ", "\r", "99999999999999999999", "\u0000", "\ud800", "é"];
  for (let i = 0; i < 3000; i++) {
    const parts = Array.from({ length: rng.below(5) }, () => words[rng.below(words.length)] + (rng.below(2) ? String(rng.below(30)) : ""));
    const line = parts.join(rng.below(2) ? " " : ",");
    const size = 5 + rng.below(22);
    try {
      const c = parseCommand(line, size);
      assert.equal(parseCommand(c.line(), size).line(), c.line(), line);
    } catch (e) {
      assert.ok(e instanceof gomoku.ProtocolError || e instanceof gomoku.RulesError, `${JSON.stringify(line)}: ${e}`);
    }
  }
});
