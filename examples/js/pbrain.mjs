#!/usr/bin/env node
// pbrain.mjs: a Gomocup tournament brain in JavaScript. The protocol is the library's
// (`Session`, the core's brain::Session: every reply, error and rule of the protocol is
// decided there); the moves are the core's reference bot (`ReferenceBot`), which stops
// its searches at the move's deadline (`budget.timeForMove`, from the manager's
// timeout_turn and time_left) and is bounded by a fixed number of VCF nodes, so that the
// same seed plays the same games.
//
//   node examples/js/pbrain.mjs                  # a brain on stdin/stdout
//   node examples/js/pbrain.mjs --seed 7 --rules pente
//
// Build the package first (bash scripts/test-js.sh builds it into gomoku-wasm/pkg); an
// installed one is imported as "gomoku-referee" instead of the path below.
import { ReferenceBot, Session, version } from "../../gomoku-wasm/pkg/node.js";

function option(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

const seed = BigInt(option("--seed", "0"));
const rules = option("--rules", undefined);
const session = new Session({ name: "pbrain-js", version: version(), author: "gomoku-referee", country: "", rules });
const bot = new ReferenceBot(seed);
const NODES = 60000;

/** Writes a step's text (nothing when empty); asks the bot on a "think" step. */
function answer(step) {
  while (step.kind === "think") {
    const started = performance.now();
    const seconds = step.budget.timeForMove;
    const outOfTime = seconds === null ? undefined : () => performance.now() - started > seconds * 1000;
    // In a SWAP2BOARD answer the game under the Swap2 opening, where the bot decides the
    // step it expects (SWAP, two more stones, a move); otherwise the game in play.
    const game = session.openingGame ?? session.game;
    let decision;
    try {
      decision = bot.decide(game, NODES, outOfTime);
    } finally {
      game.free();
    }
    step = decision.kind === "move" ? session.play(decision.point) : session.act(decision.step);
  }
  if (step.kind === "exit") {
    process.stdout.write("", () => process.exit(0));
    return false;
  }
  if (step.text !== "") process.stdout.write(step.text + "\n");
  return true;
}

// A line ends with LF, CR LF or a CR alone (as the Rust and Python loops read them).
let pending = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => {
  const lines = (pending + chunk).split(/\r\n|\r|\n/);
  pending = lines.pop();
  for (const line of lines) if (!answer(session.feed(line))) return;
});
process.stdin.on("end", () => {
  if (pending !== "") answer(session.feed(pending));
});
