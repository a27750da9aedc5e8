// The calls for loops, typed: `playAt`, `legalMask`, `forbiddenMask`, `randomPlayouts`
// and `replay` (compiled with `tsc --strict` by scripts/test-js.sh).
import { Game, randomPlayouts, replay, type ForbiddenKind, type PlayoutOptions, type Playouts } from "../../pkg/node.js";

const KINDS: readonly ForbiddenKind[] = ["double-three", "double-four", "overline"];

const game = new Game("renju");
const blank: Game = game.clone();
blank.playAt(7, 7);
const legal: Uint8Array = blank.legalMask();
const forbidden: Uint8Array = blank.forbiddenMask();
const firstForbidden: ForbiddenKind | undefined = forbidden.findIndex((k) => k > 0) >= 0 ? KINDS[(forbidden.find((k) => k > 0) ?? 1) - 1] : undefined;
const legalCount: number = legal.reduce((n, b) => n + b, 0);

const options: PlayoutOptions = { start: blank };
const batch: Playouts = randomPlayouts("renju", 10, 7n, options);
const wins: number = batch.blackWins + batch.whiteWins + batch.draws;
const lengths: number[] = batch.lengths;
const firstEnd: string | undefined = batch.terminations[0];
const winner: "black" | "white" | null | undefined = batch.winners[0];

const games: Game[] = replay("renju", ["h8 h9", [{ x: 7, y: 7 }, "i9"]]);
for (const g of games) g.free();
console.log(firstForbidden, legalCount, wins, lengths.length, firstEnd, winner);
blank.free();
game.free();
