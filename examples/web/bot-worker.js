// The bot's Web Worker: its own instance of gomoku-referee (WebAssembly) and the
// library's reference bot, so that the page stays responsive while the bot thinks or a
// VCF is searched.
//
// Requests (postMessage): { id, type: "move" | "vcf", sgf, rules, seed?, nodes?, seconds?,
// color? } — the game as SGF (its opening actions included) and its rules' text form.
// Answers: { id, step, reason } (the bot's next step as text, bot.js), { id, vcf }
// (Game.vcf's answer), or { id, error: { name, kind, message } }. On start it posts
// { ready, version }.
import { Record, ReferenceBot, version } from "../../gomoku-wasm/pkg/web.js";
import { decide } from "./bot.js";

self.onmessage = ({ data }) => {
  const { id, type, sgf, rules } = data;
  let game = null;
  let bot = null;
  try {
    const record = Record.readSgf(sgf);
    try {
      game = record.replay(rules);
    } finally {
      record.free();
    }
    if (type === "move") {
      const seed = data.seed ?? 1;
      bot = new ReferenceBot(seed);
      // The node budget bounds each search; the deadline stops between searches.
      const deadline = performance.now() + 1000 * (data.seconds ?? 5);
      const { step, reason } = decide(game, {
        bot,
        nodes: data.nodes ?? 60_000,
        outOfTime: () => performance.now() >= deadline,
      });
      self.postMessage({ id, step, reason });
    } else if (type === "vcf") {
      self.postMessage({ id, vcf: game.vcf(data.color ?? game.turn, { maxNodes: 500_000 }) });
    } else {
      throw new TypeError(`unknown request ${type}`);
    }
  } catch (e) {
    self.postMessage({ id, error: { name: e.name, kind: e.kind ?? null, message: e.message } });
  } finally {
    bot?.free();
    game?.free();
  }
};

self.postMessage({ ready: true, version: version() });
