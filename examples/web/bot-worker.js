// The bot's Web Worker: its own instance of gomoku-referee (WebAssembly), so that the
// page stays responsive while the bot thinks or a VCF is searched.
//
// Requests (postMessage): { id, type: "move" | "vcf", sgf, rules, seed?, color? } — the
// game as SGF (its opening actions included) and its rules' text form. Answers:
// { id, step } (the bot's next step as text, bot.js), { id, vcf } (Game.vcf's answer), or
// { id, error: { name, kind, message } }. On start it posts { ready, version }.
import { Record, version } from "../../gomoku-wasm/pkg/web.js";
import { decide, rng } from "./bot.js";

self.onmessage = ({ data }) => {
  const { id, type, sgf, rules } = data;
  let game = null;
  try {
    const record = Record.readSgf(sgf);
    game = record.replay(rules);
    record.free();
    if (type === "move") {
      const step = decide(game, { rand: rng(data.seed ?? 1), vcfNodes: 50_000 });
      self.postMessage({ id, step });
    } else if (type === "vcf") {
      self.postMessage({ id, vcf: game.vcf(data.color ?? game.turn, { maxNodes: 500_000 }) });
    } else {
      throw new TypeError(`unknown request ${type}`);
    }
  } catch (e) {
    self.postMessage({ id, error: { name: e.name, kind: e.kind ?? null, message: e.message } });
  } finally {
    game?.free();
  }
};

self.postMessage({ ready: true, version: version() });
