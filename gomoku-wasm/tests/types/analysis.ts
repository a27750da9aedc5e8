// The typed example of the analysis and identity questions added after the first part
// (gomoku-wasm/src/analysis.rs): compiled with `tsc --strict` beside example.ts, and
// read by tests/exports.test.mjs with it.
import {
  Game,
  applySymmetry,
  symmetryNames,
  type Explanation,
  type ExplainedPoint,
  type ExplainedRow,
  type LineThreat,
  type MoveThreats,
  type HistoryLike,
} from "../../pkg/node.js";

const game: Game = Game.fromStones("renju", { black: ["f8", "g8", "h6", "h7"] });
const threats: MoveThreats = game.threatsAt("e8", "black");
const line: LineThreat | undefined = threats.lines[0];
const why: Explanation | null = game.explanation("h8");
const row: ExplainedRow | undefined = why?.rows[0];
const verdict: ExplainedPoint | undefined = row?.points[0];
const nested: Explanation | null | undefined = verdict?.explanation;
const diagram: string = game.diagram();
const symmetric: boolean = game.movesAreSymmetric("h9", "i8");
const names: string[] = symmetryNames();
const image: string | null = applySymmetry("rotate-90", "b3", 15);
const opened: Game = new Game("renju", { name: "soosorv", n: 5 });
const vcf = game.vcf("black", { tableEntries: 1024 });
game.free();
opened.free();

void [line, nested, diagram, symmetric, names, image, vcf];

const rebuilt: Game = Game.fromHistory("renju", {
  moves: "h8 h9",
  black: ["a1"],
  ending: { winner: "black", termination: "resignation" },
  drawOffer: null,
} satisfies HistoryLike);
rebuilt.free();
