// The brain protocol's typed surface: `tsc --strict` compiles it against the package's
// declarations (scripts/test-js.sh); tests/exports.test.mjs checks that the typed examples
// together name every export.
import { Game, ReferenceBot, Rules, Session } from "../../pkg/node.js";
import type { Budget, SessionOptions, Step } from "../../pkg/node.js";

const options: SessionOptions = { name: "mybot", version: "1.0", author: "me", country: "CZ", rules: Rules.renju() };
const session: Session = new Session(options);
const plain: Session = new Session();
const texts: Session = new Session({ rules: "pente" });
const started: Step = session.feed("START 15");
const asked: Step = session.feed("BEGIN");
if (asked.kind === "think" && asked.budget !== null) {
  const budget: Budget = asked.budget;
  const seconds: number | null = budget.timeForMove ?? budget.turn ?? budget.left ?? budget.game;
  const game: Game | undefined = session.game;
  if (game !== undefined) {
    const answer: Step = session.play(new ReferenceBot(7).choose(game, 1000));
    void [answer.text, seconds];
  }
}
const played: Step = session.play({ x: 7, y: 7 });
const now: Budget = session.budget();
const rules: Rules = session.rules;
const folder: string | undefined = session.folder;
const memory: number | undefined = session.maxMemory;
session.free();

void [plain, texts, started, played, now, rules, folder, memory];
