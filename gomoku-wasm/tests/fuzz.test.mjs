// Every public call with random arguments, seeded (GOMOKU_TEST_SEED): whatever it gets,
// a call returns or throws a TypeError, a RangeError or a GomokuError of the core's kinds; it never
// traps (WebAssembly.RuntimeError), never panics (InternalError), and the objects stay
// usable afterwards.
import { test } from "node:test";
import assert from "node:assert/strict";

import { gomoku, Rng, seed, snapshot } from "./helpers.mjs";

const { Game, Rules } = gomoku;

const VALUES = [
  undefined, null, true, false, 0, 1, 3, 7, 8, 15, 19, 26, -1, 255, 256, 65535, 65536, 2 ** 31, 2 ** 32, 2 ** 53,
  -(2 ** 53), 0.5, -0.0, NaN, Infinity, -Infinity, Number.MAX_VALUE, 10n, -1n, 2n ** 64n,
  "", "h8", "a1", "o15", "z26", "pass", "black", "white", "first", "second", "renju", "freestyle/19",
  "pente", "standard+pass=on", "swap2", "rif", "taraguchi-10", "soosorv-8", "double-three", "overline", "reject",
  "lose", "rotate-90", "mirror-left-right", "h8 h9 i8", "swap", "keep", "choose white", "declare 3", "offer g8 i9",
  "pick g8", "h8\0", "\uD800", "\uDFFFh8", "h".repeat(5000), "é", "∞",
  {}, [], { x: 7, y: 7 }, { x: -1, y: 3 }, { x: 25, y: 25 }, { x: 1.5, y: 2 }, { x: "7", y: 7 },
  ["h8", "i9"], ["h8", 7], [null, "pass"], new Set(["g8", "i8"]), new Map(), new Uint8Array(3),
  Symbol("h8"), () => "h8", Object.create(null),
];

function value(rng, fresh) {
  const r = rng.below(10);
  if (r === 0) return fresh();
  if (r === 1) return { x: rng.below(30) - 2, y: rng.below(30) - 2 };
  if (r === 2) return `${"abcdefghijklmnopqrstuvwxyz"[rng.below(26)]}${rng.below(28)}`;
  return rng.pick(VALUES);
}

function methods(proto) {
  return Object.getOwnPropertyNames(proto).filter((name) => {
    if (["constructor", "free", "__destroy_into_raw"].includes(name)) return false;
    const d = Object.getOwnPropertyDescriptor(proto, name);
    return typeof d.value === "function";
  });
}

function statics(cls) {
  return Object.getOwnPropertyNames(cls).filter((n) => typeof cls[n] === "function" && !n.startsWith("__"));
}


function allowed(e, name) {
  assert.ok(!(e instanceof WebAssembly.RuntimeError), `trap: ${e}`);
  assert.ok(!(e instanceof gomoku.InternalError), `panic: ${e.message}`);
  // A RangeError: a number of the right type out of a range the core has no error for
  // (a record's node index, a negative time, a playout count), as Python's IndexError and ValueError.
  assert.ok(e instanceof TypeError || e instanceof RangeError || e instanceof gomoku.GomokuError, `unexpected ${e?.constructor?.name}: ${e}`);
  if (e instanceof gomoku.GomokuError) assert.ok(gomoku.errorKinds().includes(e.kind), e.kind);
}

test("no public call traps or panics on fuzzed arguments", () => {
  const rng = new Rng(seed() ^ 0xf022n);
  const fresh = () => (rng.below(2) ? Rules.renju() : Game.fromMoves("renju", "h8 h9 i8 i9"));
  const gameMethods = methods(Game.prototype);
  const rulesMethods = methods(Rules.prototype);
  const recordMethods = methods(gomoku.Record.prototype);
  const matchMethods = methods(gomoku.Match.prototype);
  const clockMethods = methods(gomoku.Clock.prototype);
  assert.ok(matchMethods.includes("record") && clockMethods.includes("endGame"), `${matchMethods} ${clockMethods}`);
  assert.ok(gameMethods.length > 40 && rulesMethods.length > 10, `${gameMethods} ${rulesMethods}`);
  const owners = [
    ...statics(Game).map((m) => [Game, m]),
    ...statics(Rules).map((m) => [Rules, m]),
    ...statics(gomoku.Record).map((m) => [gomoku.Record, m]),
    ...statics(gomoku).filter((m) => /^[a-z]/.test(m) && !["initSync", "makeError"].includes(m)).map((m) => [gomoku, m]),
  ];
  let calls = 0;
  for (let round = 0; round < 400; round++) {
    const game = rng.below(3) ? new Game(rng.pick(["renju", "freestyle", "pente", "caro/9", "omok"]), rng.below(4) ? undefined : rng.pick(["swap2", "rif", "soosorv-8"])) : Game.fromMoves("renju", "h8 h9 i8 i9 j8");
    const rules = Rules.renju();
    const record = gomoku.Record.readSgf("(;GM[4]SZ[15]RU[renju];B[hh];W[ii];B[hi])");
    const match = new gomoku.Match("Ann", "Bob");
    const clock = new gomoku.Clock({ perMoveMs: 1000, budgetMs: 5000 });
    for (let i = 0; i < 40; i++) {
      const args = Array.from({ length: rng.below(4) }, () => value(rng, fresh));
      const kind = rng.below(8);
      let target, name;
      if (kind === 0) [target, name] = [game, rng.pick(gameMethods)];
      else if (kind === 1) [target, name] = [rules, rng.pick(rulesMethods)];
      else if (kind === 2) [target, name] = [record, rng.pick(recordMethods)];
      else if (kind === 5) [target, name] = [match, rng.pick(matchMethods)];
      else if (kind === 6) [target, name] = [clock, rng.pick(clockMethods)];
      else [target, name] = rng.pick(owners);
      try {
        if (kind === 7) {
          // The constructors of the classes that take plain arguments.
          const pick = rng.below(3);
          const made = pick === 0 ? new gomoku.Match(...args) : pick === 1 ? new gomoku.Clock(...args) : new gomoku.RenjuNetGames(...args);
          if (pick === 2) for (let k = 0; k < 3; k++) try { made.next(); } catch (e) { allowed(e, "RenjuNetGames.next"); }
          made.free();
          calls++;
          continue;
        }
        const out = target[name](...args);
        if (out instanceof Game || out instanceof Rules || out instanceof gomoku.Record || out instanceof gomoku.Match || out instanceof gomoku.Clock) out.free();
        else if (Array.isArray(out)) for (const o of out) if (o instanceof Game || o instanceof gomoku.Record) o.free();
      } catch (e) {
        allowed(e, name);
      }
      calls++;
    }
    snapshot(game); // still usable
    game.free();
    rules.free();
    record.free();
    assert.ok(match.games.length >= 0 && match.score.length === 2); // still usable
    match.free();
    clock.free();
  }
  assert.ok(calls >= 16000);
});
