// The brain protocol's typed surface: `tsc --strict` compiles it against the package's
// declarations (scripts/test-js.sh); tests/exports.test.mjs checks that the typed examples
// together name every export.
import { Command, formatReply, Game, parseCommand, ProtocolOffBoardError, ReferenceBot, Rules, Session } from "../../pkg/node.js";
import type { Budget, ReplyKind, ReplyOptions, SessionOptions, Step } from "../../pkg/node.js";

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

// The protocol's lines: parsed (a line as text or bytes) and written.
const command: Command = parseCommand("TURN 7,7", 15);
const fields: [string, string | undefined, number | undefined, number | undefined, number | undefined, number | undefined] =
  [command.name, command.point, command.size, command.width, command.height, command.field];
const info: Command = parseCommand(new TextEncoder().encode("INFO rule 4"), 20);
const key: string | undefined = info.key;
const value: number | string | undefined = info.value;
const infoRules: Rules | undefined = info.rules;
const again: string = command.line() + command.line(20);
command.free();
const kind: ReplyKind = "move";
const replyOptions: ReplyOptions = { size: 15, point: "h8", points: ["h8", { x: 8, y: 7 }], text: "", name: "b", version: "1", author: "", country: "" };
const written: string = formatReply(kind, replyOptions) + formatReply("ok");
try {
  formatReply("move", { point: "a16", size: 15 });
} catch (e) {
  if (e instanceof ProtocolOffBoardError) void e.kind;
}

void [plain, texts, started, played, now, rules, folder, memory, fields, key, value, infoRules, again, written];
