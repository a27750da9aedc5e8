// Game.fromHistory: a game rebuilt from its start, moves, ending, draw offer and opening,
// as Python's Game.from_history; a history that cannot be replayed is the core's error.
import { test } from "node:test";
import assert from "node:assert/strict";

import { gomoku } from "./helpers.mjs";

const { Game } = gomoku;

test("fromHistory rebuilds the start, the moves, the ending and the draw offer", () => {
  const g = Game.fromHistory("renju", { black: ["a1"], white: ["a2"], moves: "h8 h9", drawOffer: "black" });
  assert.deepEqual(g.moves, ["h8", "h9"]);
  assert.equal(g.stoneAt("a1"), "black");
  assert.equal(g.drawOffer, "black");
  const resigned = Game.fromHistory("renju", { moves: ["h8", "h9"], ending: { winner: "black", termination: "resignation" } });
  assert.deepEqual([resigned.outcome().winner, resigned.outcome().termination], ["black", "resignation"]);
  const same = Game.fromMoves("renju", "h8 h9");
  same.resign("white");
  assert.equal(resigned.toSgf(), same.toSgf());
  for (const x of [g, resigned, same]) x.free();
});

test("fromHistory replays an opening with its actions", () => {
  const g = Game.fromHistory("renju", { opening: "swap", moves: "h8 h9 i8", openingActions: ["h8", "h9", "i8", "choose white"] });
  const h = new Game("renju", "swap");
  for (const a of ["h8", "h9", "i8", "choose white"]) h.act(a);
  assert.deepEqual(g.openingActions, h.openingActions);
  assert.equal(g.key(), h.key());
  g.free();
  h.free();
});

test("a history that cannot be replayed is refused with the core's error", () => {
  assert.throws(() => Game.fromHistory("renju", { moves: "h8 h8" }), (e) => e instanceof gomoku.PlayOccupiedError && /^move 1 of the history/.test(e.message));
  assert.throws(() => Game.fromHistory("renju", { ending: { winner: "black", termination: "five" } }), TypeError);
  assert.throws(() => Game.fromHistory("renju", { ending: { winner: null, termination: "resignation" } }), (e) => e.kind === "OutcomeError::WinnerMismatch");
  assert.throws(() => Game.fromHistory("renju", 7), TypeError);
  assert.throws(() => Game.fromHistory("renju", { openingActions: ["dance"] }), (e) => e instanceof gomoku.ParseError);
});
