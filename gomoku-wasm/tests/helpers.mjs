// Shared by the tests of the npm package: the package under test (the Node entry of the
// build in ../pkg), the repository's paths, a seeded generator and a game's snapshot.
import { fileURLToPath } from "node:url";
import path from "node:path";

export * as gomoku from "../pkg/node.js";
import { Game } from "../pkg/node.js";

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The suite's seed: GOMOKU_TEST_SEED (a number, or "random"), 0 by default. */
export function seed() {
  const s = process.env.GOMOKU_TEST_SEED ?? "";
  if (s.toLowerCase() === "random") return BigInt(Date.now()) ^ 0x5eedn;
  return s === "" ? 0n : BigInt(s);
}

/** SplitMix64, as the Rust suites' generator. */
export class Rng {
  constructor(seed) {
    this.state = BigInt.asUintN(64, BigInt(seed));
  }
  next() {
    this.state = BigInt.asUintN(64, this.state + 0x9e3779b97f4a7c15n);
    let z = this.state;
    z = BigInt.asUintN(64, (z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n);
    z = BigInt.asUintN(64, (z ^ (z >> 27n)) * 0x94d049bb133111ebn);
    return z ^ (z >> 31n);
  }
  /** An integer in 0..n. */
  below(n) {
    return Number(this.next() % BigInt(n));
  }
  pick(items) {
    return items[this.below(items.length)];
  }
}

/** Everything observable about a game, to check that a refused call changed nothing. */
export function snapshot(game) {
  return JSON.stringify({
    rules: game.rules.text,
    turn: game.turn,
    moves: game.moves,
    outcome: game.outcome(),
    drawOffer: game.drawOffer,
    black: game.stones("black"),
    white: game.stones("white"),
    pairs: [game.capturedPairs("black"), game.capturedPairs("white")],
    lastCaptures: game.lastCaptures(),
    board: game.toString(),
    key: game.key().toString(),
    expected: game.expected(),
    openingActions: game.openingActions,
    offers: game.offers,
    legal: game.legalMoves(),
  });
}

export { Game };
