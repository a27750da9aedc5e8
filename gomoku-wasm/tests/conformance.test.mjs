// Replays the shared conformance data of tests/data/*.jsonl and the golden vectors of
// tests/data/golden/*.jsonl (format: tests/data/README.md) through the JavaScript API, with
// the same expectations as the Rust, C and Python suites.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { gomoku, REPO, snapshot } from "./helpers.mjs";

const { Game, Rules } = gomoku;
const DATA = path.join(REPO, "tests", "data");

const KEYS = new Set([
  "id", "category", "rules", "options", "setup", "actions", "setup_error", "turn",
  "forbidden", "explain", "legal", "illegal", "outcome", "captures", "why",
  "opening", "opening_error", "expected", "black", "moves", "record", "offers", "allowed",
]);

// The data's error names → the ErrorKind names the classes carry.
const ACTION_ERRORS = {
  "off-board": ["PlayError::OffBoard"],
  occupied: ["PlayError::Occupied"],
  forbidden: ["PlayError::Forbidden"],
  "game-over": ["PlayError::GameOver", "GameError::GameOver", "OpeningError::GameOver"],
  "pass-not-allowed": ["PlayError::PassNotAllowed"],
  "nothing-to-undo": ["GameError::NothingToUndo"],
  "ended-by-action": ["GameError::EndedByAction"],
  "no-draw-offer": ["GameError::NoDrawOffer"],
  "draw-offer-pending": ["GameError::DrawOfferPending"],
  "opening-under-way": ["PlayError::OpeningUnderWay"],
  "not-a-move": ["GameError::NotAMove"],
  unexpected: ["OpeningError::Unexpected"],
  "outside-area": ["OpeningError::OutsideArea"],
  "duplicate-offer": ["OpeningError::DuplicateOffer"],
  "symmetric-offer": ["OpeningError::SymmetricOffer"],
  "offer-count": ["OpeningError::OfferCount"],
  "offers-out-of-range": ["OpeningError::OffersOutOfRange"],
  "not-offered": ["OpeningError::NotOffered"],
  "no-opening": ["OpeningError::NoOpening"],
};
const OPENING_ERRORS = {
  "board-too-small": ["OpeningError::BoardTooSmall"],
  "invalid-opening": ["ParseError::InvalidOpening", "OpeningError::OffersOutOfRange"],
};
const SETUP_ERRORS = {
  "off-board": ["SetupError::OffBoard"],
  overlap: ["SetupError::Overlap"],
  "already-won": ["SetupError::AlreadyWon"],
  captures: ["SetupError::Captures"],
};

function cases() {
  const files = readdirSync(DATA)
    .filter((f) => f.endsWith(".jsonl"))
    .sort()
    .map((f) => path.join(DATA, f));
  const golden = path.join(DATA, "golden");
  files.push(...readdirSync(golden).filter((f) => f.endsWith(".jsonl")).sort().map((f) => path.join(golden, f)));
  const out = [];
  for (const file of files) {
    readFileSync(file, "utf8")
      .split("\n")
      .forEach((line, i) => {
        if (line.trim()) {
          const c = JSON.parse(line);
          out.push({ name: `${path.basename(file, ".jsonl")}:${c.id ?? i + 1}`, c });
        }
      });
  }
  return out;
}

function rulesOf(c) {
  let rules = new Rules(c.rules);
  const o = c.options ?? {};
  for (const k of Object.keys(o)) {
    assert.ok(["restrictions", "policy", "pass", "move_limit", "capture", "caro_rule", "overline_wins"].includes(k), k);
  }
  for (const [color, kinds] of Object.entries(o.restrictions ?? {})) rules = rules.withRestrictions(color, kinds);
  if ("policy" in o) rules = rules.withForbiddenPolicy(o.policy);
  if ("pass" in o) rules = rules.withPass(o.pass);
  if ("move_limit" in o) rules = rules.withMoveLimit(o.move_limit);
  if ("capture" in o) rules = rules.withCapture(o.capture);
  if ("caro_rule" in o) rules = rules.withCaroRule(o.caro_rule);
  for (const [color, wins] of Object.entries(o.overline_wins ?? {})) rules = rules.withOverlineWins(color, wins);
  return rules;
}

function start(c) {
  const rules = rulesOf(c);
  if ("opening" in c) {
    assert.equal(c.setup, undefined);
    return new Game(rules, c.opening);
  }
  if (c.setup === undefined) return new Game(rules);
  const s = c.setup;
  return Game.fromStones(rules, {
    black: s.black ?? [],
    white: s.white ?? [],
    turn: s.turn ?? "black",
    blackPairs: s.captures?.black ?? 0,
    whitePairs: s.captures?.white ?? 0,
  });
}

function actOpening(game, action) {
  const [verb, ...rest] = action.split(" ");
  switch (verb) {
    case "place": game.place(rest[0]); return true;
    case "pick": game.pick(rest[0]); return true;
    case "swap": if (rest.length) return false; game.swap(); return true;
    case "keep": if (rest.length) return false; game.keep(); return true;
    case "choose": game.choose(rest[0]); return true;
    case "declare": game.declare(Number(rest[0])); return true;
    case "offer": game.offer(rest); return true;
    case "undo-step": game.undoStep(); return true;
    default: return false;
  }
}

function act(game, action) {
  if (actOpening(game, action)) return;
  const [verb, color] = action.split(":");
  if (color !== undefined) {
    ({ resign: () => game.resign(color), timeout: () => game.timeout(color), offer: () => game.offerDraw(color),
       accept: () => game.acceptDraw(color), decline: () => game.declineDraw(color) })[verb]();
  } else if (action === "pass") game.pass();
  else if (action === "undo") game.undo();
  else game.play(action);
}

function expectedOf(game) {
  const e = game.expected();
  if (e === null) return null;
  const out = { player: e.player, color: e.color, what: e.what };
  if (e.area !== null) Object.assign(out, { stone: e.stone, area: e.area, area_size: e.areaSize });
  if (e.count !== null) out.count = e.count;
  if (e.max !== null) out.max = e.max;
  return out;
}

function throwsKind(f, kinds) {
  assert.throws(f, (e) => {
    assert.ok(e instanceof gomoku.GomokuError, `${e} is not a GomokuError`);
    assert.ok(kinds.includes(e.kind), `${e.kind} is not one of ${kinds}`);
    return true;
  });
}

function run(c) {
  for (const k of Object.keys(c)) assert.ok(KEYS.has(k), `unknown key ${k}`);
  if ("setup_error" in c) return throwsKind(() => start(c), SETUP_ERRORS[c.setup_error]);
  if ("opening_error" in c) return throwsKind(() => start(c), OPENING_ERRORS[c.opening_error]);
  const game = start(c);
  try {
    for (const action of c.actions ?? []) {
      if (typeof action === "string") act(game, action);
      else {
        const before = snapshot(game);
        let raised;
        throwsKind(() => {
          try { act(game, action.do); } catch (e) { raised = e; throw e; }
        }, ACTION_ERRORS[action.error]);
        assert.equal(snapshot(game), before, "a refused action changed the game");
        if ("symmetry" in action) assert.match(raised.message, new RegExp(action.symmetry));
      }
    }
    if ("turn" in c) assert.equal(game.turn, c.turn);
    for (const [p, text] of Object.entries(c.explain ?? {})) assert.equal(game.explain(p), text);
    if ("forbidden" in c) {
      assert.deepEqual(Object.fromEntries(game.forbiddenPoints()), c.forbidden);
      for (const [p, kind] of Object.entries(c.forbidden)) assert.equal(game.forbidden(p), kind);
    }
    const legal = new Set(game.legalMoves());
    for (const p of c.legal ?? []) assert.ok(game.isLegal(p) && legal.has(p), p);
    for (const p of c.illegal ?? []) assert.ok(!game.isLegal(p) && !legal.has(p), p);
    if ("outcome" in c) {
      const want = c.outcome;
      const got = game.outcome();
      assert.equal(game.isGameOver(), want !== null);
      if (want === null) assert.equal(got, null);
      else {
        assert.equal(got.winner, want.winner);
        assert.equal(got.termination, want.termination);
        if (want.line === undefined || want.line === null) assert.equal(got.line, null);
        else assert.deepEqual([...got.line].sort(), [...want.line].sort());
      }
    }
    for (const [color, pairs] of Object.entries(c.captures ?? {})) assert.equal(game.capturedPairs(color), pairs);
    if ("expected" in c) assert.deepEqual(expectedOf(game), c.expected);
    if ("black" in c) assert.equal(game.player("black"), c.black);
    if ("moves" in c) assert.equal(game.moves.map((m) => m ?? "pass").join(" "), c.moves);
    if ("record" in c) assert.deepEqual(game.openingActions, c.record);
    if ("offers" in c) assert.deepEqual([...game.offers].sort(), [...c.offers].sort());
    if ("allowed" in c) assert.equal(game.allowedPoints().length, c.allowed);
  } finally {
    game.free();
  }
}

const all = cases();

test("there is data", () => {
  // The suite must not pass vacuously: as many cases as the data holds today, at least.
  assert.ok(all.length >= 740, `only ${all.length} cases`);
});

for (const { name, c } of all) {
  test(name, () => run(c));
}
