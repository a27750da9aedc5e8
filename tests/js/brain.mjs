// The brain protocol's questions of the JavaScript face (tests/src/js_brain.rs): a line
// parsed by `parseCommand`, a whole conversation with `Session` (its bot the first legal
// point not forbidden, as in the other faces), and a RenLib library read and written as
// SGF (its texts decoded by the platform's TextDecoder). Answers in the package's words.
import { readFileSync } from "node:fs";

export function brainOps(g, refusal) {
  const { parseCommand, Session, Record } = g;

  function parse(req) {
    let c;
    try {
      c = parseCommand(Uint8Array.from(req.line), req.size);
    } catch (e) {
      return { refusal: refusal(e) };
    }
    const answer = { name: c.name, point: c.point ?? null, size: c.size ?? null, width: c.width ?? null,
      height: c.height ?? null, field: c.field ?? null, key: c.key ?? null,
      value: typeof c.value === "number" ? c.value : null };
    c.free();
    return answer;
  }

  function session(req) {
    const s = new Session({ name: "a", version: "1" });
    const out = [];
    const ms = (t) => (t === null ? -1 : Math.round(t * 1000));
    for (const line of req.lines) {
      let step = s.feed(line);
      while (step.kind === "think") {
        const b = step.budget;
        out.push(`(think ${ms(b.turn)} ${ms(b.left)} ${ms(b.timeForMove)})`);
        const game = s.game;
        const forbidden = game.forbiddenPoints();
        const legal = game.legalMoves();
        const ok = legal.filter((p) => !forbidden.has(p));
        game.free();
        step = s.play((ok.length > 0 ? ok : legal)[0]);
      }
      if (step.kind === "exit") {
        out.push("(exit)");
        break;
      }
      out.push(step.text);
    }
    s.free();
    return out;
  }

  function renlibSgf(req) {
    try {
      const record = Record.readRenlib(new Uint8Array(readFileSync(req.path)));
      const sgf = record.toSgf();
      record.free();
      return { sgf };
    } catch (e) {
      return { refusal: refusal(e) };
    }
  }

  // A SWAP2BOARD answer: the reference bot decides each step in `openingGame` (or
  // `game`), taken by `act` or, for a move, `play`.
  function swap2(req) {
    const s = new Session();
    const bot = new g.ReferenceBot(BigInt(req.seed));
    let step = s.feed("START 15");
    for (const line of req.lines) step = s.feed(line);
    while (step.kind === "think") {
      const game = s.openingGame ?? s.game;
      let d;
      try {
        d = bot.decide(game, req.nodes);
      } finally {
        game.free();
      }
      step = d.kind === "move" ? s.play(d.point) : s.act(d.step);
    }
    bot.free();
    s.free();
    return step.text;
  }

  return { parse, session, swap2, "renlib-sgf": renlibSgf };
}
