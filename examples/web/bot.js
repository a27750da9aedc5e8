// The board page's opponent: what to do next in a game of gomoku-referee, as the text of
// one step — a point for a stone, or an opening action ("swap", "keep", "choose white",
// "declare 3", "offer g8 i9", "pick g8"). It runs in the Web Worker (bot-worker.js) and,
// for its tests, in node.
//
// Every step is the library's reference bot's (`ReferenceBot.decide`, the same player as
// in Rust, C, Python and the reinforcement-learning environments): its stones, and in an
// opening its choices — swap or keep, a colour, the number of offers, the offers, the
// pick. This file only carries the answer to the page; nothing is decided here.

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** "h8" → {x, y} (0-based from the bottom left). */
export function coords(point) {
  return { x: LETTERS.indexOf(point[0]), y: Number(point.slice(1)) - 1 };
}

/** {x, y} → "h8". */
export function pointName(x, y) {
  return `${LETTERS[x]}${y + 1}`;
}

/**
 * The bot's next step in `game`: `{ step, kind, reason }` — `step` the text `game.act`
 * (during the opening) or `game.play` (after it) takes, `kind` the kind of step
 * (`BotDecision.kind`: "move", "place", "swap", "keep", "choose", "declare", "offer",
 * "pick"), `reason` the reference bot's (`"win"`, `"vcf"`, `"refute"`, `"delay"`,
 * `"evaluate"`, or `"opening"` for an opening choice). `bot` is a `ReferenceBot`; `nodes`
 * its budget of VCF nodes, `outOfTime` its deadline (`ReferenceBot.decide`'s).
 */
export function decide(game, { bot, nodes = 60_000, outOfTime }) {
  const d = outOfTime ? bot.decide(game, nodes, outOfTime) : bot.decide(game, nodes);
  return { step: d.step, kind: d.kind, reason: d.reason };
}
