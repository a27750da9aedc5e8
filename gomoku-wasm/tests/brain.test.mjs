// The Gomocup brain protocol in JavaScript (`Session`, the core's `brain::Session`): the
// same replies to the same lines as the Python face (tests/python/test_brain.py) and the
// core (gomoku-core/tests/brain.rs), bad arguments as TypeError or the point's ParseError,
// the example brain examples/js/pbrain.mjs through a pipe, and fuzzed calls.
import { test } from "node:test";
import assert from "node:assert/strict";

import { gomoku, REPO, Rng, seed } from "./helpers.mjs";

const { Game, Rules, Session } = gomoku;

const reply = (text) => ({ kind: "reply", text, budget: null });
const UNLIMITED = { turn: null, left: null, game: null, timeForMove: null };

test("a scripted dialogue: START, BEGIN, TURN, ABOUT, END", () => {
  const session = new Session({ name: "first", version: "1.0" });
  assert.deepEqual(session.feed("START 15"), reply("OK"));
  assert.deepEqual(session.feed("BEGIN"), { kind: "think", text: "", budget: UNLIMITED });
  assert.deepEqual(session.play("a1"), reply("0,14"));
  assert.equal(session.feed("TURN 7,7").kind, "think");
  assert.deepEqual(session.game.moves, ["a1", "h8"]);
  assert.deepEqual(session.play({ x: 1, y: 0 }), reply("1,14"));
  assert.deepEqual(session.feed("ABOUT"), reply('name="first", version="1.0", author="", country=""'));
  assert.deepEqual(session.feed("END"), { kind: "exit", text: "", budget: null });
});

test("the time limits of INFO make the budget, in seconds", () => {
  const session = new Session({ name: "centre", version: "2.0", author: "me", country: "CZ" });
  for (const line of ["INFO timeout_turn 1000", "INFO time_left 2147483647", "INFO timeout_match 0"]) {
    assert.deepEqual(session.feed(line), reply(""));
  }
  assert.deepEqual(session.feed("START 15"), reply("OK"));
  assert.deepEqual(session.feed("ABOUT"), reply('name="centre", version="2.0", author="me", country="CZ"'));
  const think = session.feed("BEGIN");
  assert.equal(think.kind, "think");
  assert.equal(think.budget.turn, 1);
  assert.ok(Math.abs(think.budget.timeForMove - 0.9) < 1e-9);
  assert.deepEqual(session.play("h8"), reply("7,7"));
  session.feed("INFO time_left -5");
  assert.equal(session.feed("TURN 0,0").budget.left, 0, "negative time left: out of time");
  assert.equal(session.budget().left, 0);
  session.feed("INFO max_memory 83886080");
  session.feed("INFO folder /tmp/brain");
  assert.equal(session.maxMemory, 83886080);
  assert.equal(session.folder, "/tmp/brain");
});

test("bad lines are answered and the brain goes on", () => {
  const session = new Session();
  const answers = [];
  for (const line of ["HELLO", "START 99", "START 15", "TURN 15,15", "TURN 7,7"]) answers.push(session.feed(line));
  answers.push(session.play("a1"));
  for (const line of ["TURN 7,7", "TAKEBACK 3,3"]) answers.push(session.feed(line));
  assert.deepEqual(
    answers.map((s) => (s.kind === "reply" ? s.text : s.kind)),
    [
      "UNKNOWN unknown command HELLO",
      "ERROR board size 99 is out of range 5..=26",
      "OK",
      "ERROR TURN 15,15 is off the 15x15 board",
      "think",
      "0,14",
      "ERROR TURN 7,7: h8 is occupied",
      "ERROR TAKEBACK 3,3: the last move is 0,14",
    ],
  );
  // A bot that chooses an occupied point is answered ERROR, as in Python.
  const other = new Session();
  other.feed("START 15");
  assert.equal(other.feed("TURN 7,7").kind, "think");
  assert.deepEqual(other.play("h8"), reply("ERROR the bot chose 7,7: h8 is occupied"));
});

test("BOARD ... DONE, RESTART and the rules of INFO rule", () => {
  const session = new Session({ name: "x" });
  assert.equal(session.game, undefined, "no game before START");
  assert.deepEqual(session.feed("START 15"), reply("OK"));
  assert.deepEqual(session.feed("BOARD"), reply(""));
  for (const line of ["7,7,1", "8,8,2"]) assert.deepEqual(session.feed(line), reply(""));
  const think = session.feed("DONE");
  assert.deepEqual(think, { kind: "think", text: "", budget: UNLIMITED });
  assert.equal(session.game.moves.length, 2);
  assert.deepEqual(session.play("a1"), reply("0,14"));

  // Renju from INFO rule 4; the core's board_after_restart_replays_the_moves_in_order.
  const renju = new Session();
  assert.deepEqual(renju.feed("INFO rule 4"), reply(""));
  assert.deepEqual(renju.feed("START 15"), reply("OK"));
  assert.ok(renju.game.rules.equals(Rules.renju()));
  assert.ok(renju.rules.equals(Rules.renju()));
  assert.deepEqual(renju.feed("RESTART"), reply("OK"));
  for (const line of ["BOARD", "7,7,2", "7,6,1", "8,8,2", "6,6,1", "9,9,2"]) renju.feed(line);
  assert.equal(renju.feed("DONE").kind, "think");
  assert.equal(renju.game.moves.length, 5, "the history is kept, so TAKEBACK works");
  assert.equal(renju.game.turn, "white");
  assert.deepEqual(renju.feed("TAKEBACK 9,9"), reply("OK"));

  // A rule code the library does not play is told at the next game command.
  assert.equal(renju.feed("INFO rule 6").kind, "reply");
  assert.match(renju.feed("BEGIN").text, /^ERROR gomocup rule code 6 is not supported/);

  // Pente has no Gomocup code: the caller says so.
  const pente = new Session({ rules: "pente" });
  assert.deepEqual(pente.feed("START 19"), reply("OK"));
  assert.equal(pente.feed("BEGIN").kind, "think");
  assert.deepEqual(pente.play("a1"), reply("0,18"));
  assert.ok(new Session({ rules: Rules.pente() }).rules.equals(Rules.pente()));
});

test("the session's game is a copy", () => {
  const session = new Session();
  session.feed("START 15");
  session.feed("BEGIN");
  const game = session.game;
  assert.ok(game instanceof Game);
  game.play("h8");
  assert.equal(session.game.moves.length, 0);
  game.free();
});

test("bad arguments: a TypeError or the point's ParseError, and nothing changes", () => {
  for (const bad of [7, "x", true, ["renju"], () => {}]) {
    assert.throws(() => new Session(bad), TypeError, String(bad));
  }
  assert.throws(() => new Session({ name: 7 }), TypeError);
  assert.throws(() => new Session({ version: null }), TypeError);
  assert.throws(() => new Session({ rules: 15 }), TypeError);
  assert.throws(() => new Session({ rules: "chess" }), gomoku.UnknownRulesError);

  const session = new Session();
  session.feed("START 15");
  assert.equal(session.feed("BEGIN").kind, "think");
  for (const bad of [undefined, null, 15, 2 ** 64, NaN, {}, Symbol("START 15")]) {
    assert.throws(() => session.feed(bad), TypeError);
  }
  for (const [bad, cls] of [
    [undefined, TypeError], [42, TypeError], [{ x: 1.5, y: 0 }, TypeError], [{ x: 2 ** 64, y: 0 }, gomoku.InvalidPointError],
    ["z99", gomoku.InvalidPointError], ["h8\0", gomoku.InvalidPointError],
  ]) {
    assert.throws(() => session.play(bad), cls, String(bad));
  }
  // The question is still open: the refused calls changed nothing.
  assert.deepEqual(session.play("h8"), reply("7,7"));
  // Huge numbers and NUL in the manager's lines are answered, not thrown.
  assert.match(session.feed(`START ${2 ** 64}`).text, /^ERROR /);
  assert.match(session.feed("TURN 7,7\0").text, /^ERROR /);
  assert.match(session.feed("\0").text, /^UNKNOWN /);
  assert.equal(session.feed("\uD800").kind, "reply");
  assert.deepEqual(session.feed("TURN 8,8"), { kind: "think", text: "", budget: UNLIMITED });
});

test("the example brain through a pipe", async () => {
  const { spawnSync } = await import("node:child_process");
  // No time limit: the bot's searches are bounded by nodes only, so its moves are those of
  // ReferenceBot with the same seed (a deadline would make them depend on the machine).
  const script = "START 15\r\nINFO max_memory 0\r\nINFO rule 4\r\nBEGIN\r\nTURN 0,0\r\nHELLO\r\nEND\r\nBEGIN\r\n";
  const done = spawnSync(process.execPath, [`${REPO}/examples/js/pbrain.mjs`, "--seed", "1"], {
    input: script,
    encoding: "utf8",
    timeout: 60000,
  });
  assert.equal(done.status, 0, done.stderr);
  const lines = done.stdout.split("\n");
  assert.equal(lines.pop(), "");
  assert.equal(lines[0], "OK");
  assert.equal(lines[1], "7,7", "the centre on an empty board");
  assert.match(lines[2], /^\d+,\d+$/);
  // The brain's second move is the reference bot's in the same game.
  const bot = new gomoku.ReferenceBot(1);
  assert.equal(bot.decide(new Game("renju"), 60000).point, "h8");
  assert.equal(lines[2], pointLine(bot.decide(Game.fromMoves("renju", "h8 a15"), 60000).point, 15));
  assert.equal(lines[3], "UNKNOWN unknown command HELLO");
  assert.equal(lines.length, 4, "nothing after END");
});

/** A point "h8" as the protocol's "x,y" on a board of `size` (y from the top). */
function pointLine(point, size) {
  const x = point.charCodeAt(0) - 97;
  const y = size - Number(point.slice(1));
  return `${x},${y}`;
}

test("no Session call traps or panics on fuzzed arguments", () => {
  const rng = new Rng(seed() ^ 0xb4a1dn);
  const LINES = [
    "START 15", "START 20", "START 99", "RECTSTART 15,15", "RESTART", "BEGIN", "TURN 7,7", "TURN 0,0", "TURN 15,15",
    "BOARD", "7,7,1", "8,8,2", "0,0,3", "DONE", "TAKEBACK 7,7", "PLAY 1,1", "SWAP2BOARD", "INFO rule 4", "INFO rule 6",
    "INFO time_left -1", "INFO timeout_turn 2147483647", "INFO max_memory 18446744073709551615", "INFO folder /x", "ABOUT",
    "END", "", "\0", "\uD800", "TURN 7,7\0", `TURN ${2 ** 64},0`, "x".repeat(5000), "HELLO",
  ];
  const VALUES = [undefined, null, 0, -1, 2 ** 64, NaN, Infinity, 10n, "", "h8", "a1", "z99", "h8\0", "\uD800", { x: 7, y: 7 },
    { x: 1.5, y: 0 }, { x: -1, y: 3 }, [], {}, Symbol("h8"), () => "h8"];
  const names = ["feed", "play", "budget"];
  let calls = 0;
  for (let round = 0; round < 100; round++) {
    const session = new gomoku.Session({ rules: rng.pick(["renju", "freestyle", "caro", "pente"]) });
    for (let i = 0; i < 60; i++) {
      const name = rng.pick(names);
      const arg = name === "feed" && rng.below(4) ? rng.pick(LINES) : rng.pick(VALUES);
      try {
        const step = session[name](arg);
        if (name !== "budget") assert.ok(["reply", "think", "exit"].includes(step.kind));
      } catch (e) {
        assert.ok(!(e instanceof WebAssembly.RuntimeError), `trap: ${e}`);
        assert.ok(!(e instanceof gomoku.InternalError), `panic: ${e.message}`);
        assert.ok(e instanceof TypeError || e instanceof gomoku.GomokuError, `unexpected ${e?.constructor?.name}: ${e}`);
      }
      void session.game?.free(), session.rules.free(), session.folder, session.maxMemory;
      calls++;
    }
    assert.equal(session.feed("START 15").kind, "reply"); // still usable
    session.free();
  }
  assert.equal(calls, 6000);
});

test("SWAP2BOARD: the bot's opening step through openingGame and act, SWAP included", () => {
  const swap2 = (stones) => {
    const session = new Session();
    session.feed("START 15");
    session.feed("SWAP2BOARD");
    for (const line of stones) session.feed(line);
    assert.equal(session.feed("DONE").kind, "think");
    return session;
  };
  let session = swap2(["7,7", "8,7", "9,9"]);
  const opening = session.openingGame;
  assert.equal(opening.expected().what, "choose-color-or-place");
  opening.free();
  assert.deepEqual(session.act("choose black"), reply("SWAP"));
  assert.equal(session.openingGame, undefined);
  session = swap2(["7,7", "8,7", "9,9"]);
  assert.equal(session.act("a1").kind, "think");
  assert.deepEqual(session.act("b1"), reply("0,14 1,14"));
  session = swap2(["7,7", "8,7", "9,9", "8,8", "8,6"]);
  assert.equal(session.act("choose white").kind, "think");
  assert.deepEqual(session.play("o15"), reply("14,0"));
  session = swap2(["7,7", "8,7", "9,9", "8,8", "8,6"]);
  assert.match(session.act("swap").text, /^ERROR the bot chose swap/);
  assert.throws(() => session.act("jump"), (e) => e.kind === "ParseError::InvalidOpeningAction");
  assert.throws(() => session.act(3), TypeError);
});
