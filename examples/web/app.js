// The board page: a person plays against the bot (bot-worker.js, in a Web Worker) under
// any rule set and opening protocol. Every rule question goes to gomoku-referee — which
// points are forbidden and why, whether a step is refused, who acts in the opening, the
// outcome and its line — and the page only draws the answers and sends the clicks.
import { Game, Record, Rules, version } from "../../gomoku-wasm/pkg/web.js";
import { coords } from "./bot.js";

const $ = (id) => document.getElementById(id);
const SVG = "http://www.w3.org/2000/svg";
const CELL = 32;
const MARGIN = 30;
const FORBIDDEN_MARK = { "double-three": "3", "double-four": "4", overline: "6" };
const THREAT_MARKS = [
  ["five", "5"],
  ["straightFour", "4!"],
  ["fourFour", "44"],
  ["fourThree", "43"],
  ["threeThree", "33"],
  ["four", "4"],
  ["three", "3"],
];

/** The reference bot's reasons (`BotDecision.reason`), in words. */
const REASONS = {
  win: "it wins",
  vcf: "its VCF",
  refute: "against your VCF",
  delay: "delaying your VCF",
  evaluate: "by its evaluation",
};

const params = new URLSearchParams(location.search);
const state = {
  game: null,
  /** "first", "second" or "both": the player(s) the person at the page is. */
  you: "first",
  /** Bumped on every change, so that an answer of the worker about an older game is dropped. */
  epoch: 0,
  thinking: false,
  hover: null,
  hint: null,
  selection: [],
  seed: Number(params.get("seed") ?? Date.now() % 2 ** 31),
};

// ---------------------------------------------------------------------------------------
// The worker.

const worker = new Worker(new URL("./bot-worker.js", import.meta.url), { type: "module" });
let workerVersion;
const workerReady = new Promise((ok) => {
  workerVersion = ok;
});
const answers = new Map();
let requests = 0;
worker.onmessage = ({ data }) => {
  if (data.ready) {
    workerVersion(data.version);
    return;
  }
  const answer = answers.get(data.id);
  answers.delete(data.id);
  answer?.(data);
};
worker.onerror = (e) => showMessage(`the bot's worker failed: ${e.message}`, "error");

async function ask(request) {
  await workerReady;
  const id = ++requests;
  return new Promise((ok) => {
    answers.set(id, ok);
    worker.postMessage({ ...request, id });
  });
}

// ---------------------------------------------------------------------------------------
// Who acts.

const game = () => state.game;

/** What the page needs of the game's rules, read once per game (a `Rules` holds wasm memory). */
function setGame(next) {
  state.game?.free();
  state.game = next;
  const rules = next.rules;
  state.rules = { size: rules.size, text: rules.toString(), capture: rules.capture, pass: rules.passAllowed };
  rules.free();
}

/** The player ("first" or "second") who acts now. */
function actor() {
  const e = game().expected();
  return e ? e.player : game().player(game().turn);
}

function humanActs() {
  if (game().isGameOver()) return false;
  return state.you === "both" || actor() === state.you;
}

function showMessage(text, kind = "info") {
  const m = $("message");
  m.textContent = text;
  m.className = kind;
}

function errorText(e) {
  return e.kind ? `${e.name} (${e.kind}): ${e.message}` : `${e.name}: ${e.message}`;
}

/** Applies one step (a point, "pass" or an opening action) through the referee. */
function apply(step, by = "you", reason = null) {
  const g = game();
  try {
    if (g.expected() !== null) g.act(step);
    else if (step === "pass") g.pass();
    else g.play(step);
  } catch (e) {
    showMessage(`Refused: ${errorText(e)}`, "error");
    $("message").dataset.kind = e.kind ?? e.name;
    return false;
  }
  delete $("message").dataset.kind;
  if (by === "bot") {
    showMessage(`The bot played ${step}${reason && reason !== "opening" ? ` (${REASONS[reason] ?? reason})` : ""}.`);
    $("message").dataset.bot = step;
  } else {
    showMessage("");
  }
  changed();
  return true;
}

function changed() {
  state.epoch++;
  state.thinking = false;
  state.hint = null;
  state.selection = [];
  render();
  botTurn();
}

async function botTurn() {
  if (game().isGameOver() || humanActs()) return;
  const epoch = state.epoch;
  state.thinking = true;
  render();
  const answer = await ask({
    type: "move",
    sgf: game().toSgf(),
    rules: state.rules.text,
    seed: state.seed + 7919 * (game().moves.length + game().openingActions.length),
    nodes: Number($("strength").value),
  });
  if (epoch !== state.epoch) return;
  state.thinking = false;
  if (answer.error) {
    showMessage(`The bot failed: ${answer.error.name}: ${answer.error.message}`, "error");
    render();
    return;
  }
  apply(answer.step, "bot", answer.reason);
}

// ---------------------------------------------------------------------------------------
// The person's actions.

function clickPoint(point) {
  const g = game();
  if (g.isGameOver()) return showMessage("The game is over: start a new one, or undo.");
  if (!humanActs()) return showMessage("Wait for the bot.");
  const e = g.expected();
  if (e && (e.what === "offer" || e.what === "swap-or-offer")) {
    const i = state.selection.indexOf(point);
    if (i >= 0) state.selection.splice(i, 1);
    else state.selection.push(point);
    render();
    return;
  }
  if (e && (e.what === "swap" || e.what === "choose-color" || e.what === "declare")) {
    return showMessage(`${e.text}: use the buttons.`);
  }
  apply(e && e.what === "pick" ? `pick ${point}` : point);
}

function newGame(event) {
  event?.preventDefault();
  let rules;
  let next;
  try {
    rules = new Rules($("rules").value.trim());
    if ($("refuse").checked) {
      const strict = rules.withForbiddenPolicy("reject");
      rules.free();
      rules = strict;
    }
    const opening = $("opening").value.trim();
    next = opening && opening !== "none" ? new Game(rules, opening) : new Game(rules);
  } catch (e) {
    showMessage(`Cannot start: ${errorText(e)}`, "error");
    return;
  } finally {
    rules?.free();
  }
  setGame(next);
  state.you = $("side").value;
  showMessage(`New game: ${state.rules.text}${next.opening ? `, opening ${next.opening}` : ""}.`);
  changed();
}

function undo() {
  const g = game();
  let undone = 0;
  // Back to the person's turn: the bot's reply and the person's own step.
  do {
    try {
      g.undoStep();
      undone++;
    } catch {
      break;
    }
  } while (state.you !== "both" && !humanActs());
  showMessage(undone ? `Took back ${undone} step${undone > 1 ? "s" : ""}.` : "Nothing to take back.");
  changed();
}

async function hint() {
  const g = game();
  if (g.isGameOver() || g.expected() !== null) return showMessage("A VCF hint is for normal play.");
  const epoch = state.epoch;
  const color = g.turn;
  showMessage(`Searching a VCF for ${color}…`);
  const answer = await ask({ type: "vcf", sgf: g.toSgf(), rules: state.rules.text, color });
  if (epoch !== state.epoch) return;
  if (answer.error) return showMessage(`VCF: ${answer.error.name}: ${answer.error.message}`, "error");
  const v = answer.vcf;
  state.hint = v.found ? v : null;
  $("message").dataset.hint = v.found ? v.moves[0] : "none";
  showMessage(
    v.found
      ? `VCF for ${color} in ${v.attackerMoves} moves: ${v.moves.join(" ")} (ends by ${v.end}).`
      : `No VCF for ${color}${v.stoppedBy ? ` within the ${v.stoppedBy} limit` : ""} (${v.nodes} positions).`,
  );
  render();
}

function download() {
  const blob = new Blob([game().toSgf()], { type: "application/x-go-sgf" });
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = "gomoku.sgf";
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}

async function load(event) {
  const file = event.target.files[0];
  event.target.value = "";
  if (!file) return;
  let loaded;
  try {
    const record = Record.readSgf(new Uint8Array(await file.arrayBuffer()));
    try {
      loaded = record.replay();
    } finally {
      record.free();
    }
  } catch (e) {
    showMessage(`Cannot load ${file.name}: ${errorText(e)}`, "error");
    return;
  }
  setGame(loaded);
  $("rules").value = state.rules.text;
  showMessage(`Loaded ${file.name}: ${loaded.moves.length} stones, ${state.rules.text}.`);
  changed();
}

function act(text) {
  if (!humanActs()) return showMessage("Wait for the bot.");
  apply(text);
}

// ---------------------------------------------------------------------------------------
// Drawing.

function el(name, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  parent?.append(node);
  return node;
}

function at(point) {
  const { x, y } = coords(point);
  const size = state.rules.size;
  return [MARGIN + x * CELL, MARGIN + (size - 1 - y) * CELL];
}

function render() {
  const g = game();
  const size = state.rules.size;
  const side = 2 * MARGIN + (size - 1) * CELL;
  const svg = $("board");
  svg.replaceChildren();
  svg.setAttribute("viewBox", `0 0 ${side} ${side}`);
  svg.setAttribute("width", side);
  svg.setAttribute("height", side);
  el("rect", { class: "wood", x: 0, y: 0, width: side, height: side }, svg);

  const grid = el("g", { class: "grid" }, svg);
  const letters = "abcdefghijklmnopqrstuvwxyz";
  for (let i = 0; i < size; i++) {
    const c = MARGIN + i * CELL;
    el("line", { x1: MARGIN, y1: c, x2: side - MARGIN, y2: c }, grid);
    el("line", { x1: c, y1: MARGIN, x2: c, y2: side - MARGIN }, grid);
    el("text", { x: c, y: side - 8, class: "label" }, grid).textContent = letters[i];
    el("text", { x: 12, y: MARGIN + (size - 1 - i) * CELL + 4, class: "label" }, grid).textContent = i + 1;
  }
  if (size % 2 === 1) {
    const c = (size - 1) / 2;
    const d = size >= 15 ? 4 : 2;
    for (const [x, y] of [[c, c], [c - d, c - d], [c - d, c + d], [c + d, c - d], [c + d, c + d]]) {
      el("circle", { class: "star", cx: MARGIN + x * CELL, cy: MARGIN + y * CELL, r: 3 }, grid);
    }
  }

  const over = g.isGameOver();
  const e = over ? null : g.expected();
  const overlay = el("g", { class: "overlay" }, svg);
  // Where the opening's stone may go, when that is not anywhere.
  if (e && e.area && e.area !== "anywhere" && (e.what === "place" || e.what === "choose-color-or-place")) {
    for (const p of g.allowedPoints()) {
      const [cx, cy] = at(p);
      el("rect", { class: "allowed", x: cx - CELL / 2, y: cy - CELL / 2, width: CELL, height: CELL, "data-point": p }, overlay);
    }
  }

  const stones = el("g", { class: "stones" }, svg);
  const line = new Set(g.outcome()?.line ?? []);
  const moves = g.moves;
  const last = moves.length ? moves[moves.length - 1] : null;
  for (const color of ["black", "white"]) {
    for (const p of g.stones(color)) {
      const [cx, cy] = at(p);
      const cls = `stone ${color}${line.has(p) ? " win" : ""}${p === last ? " last" : ""}`;
      el("circle", { class: cls, cx, cy, r: CELL * 0.44, "data-point": p }, stones);
    }
  }
  if (line.size) {
    const ends = [...line];
    const [x1, y1] = at(ends[0]);
    const [x2, y2] = at(ends[ends.length - 1]);
    el("line", { class: "win-line", x1, y1, x2, y2 }, svg);
  }

  const marks = el("g", { class: "marks" }, svg);
  // Offers waiting for the pick, and the person's offers being chosen.
  for (const p of g.offers) mark(marks, p, "offered", "?");
  for (const p of state.selection) mark(marks, p, "selected", String(state.selection.indexOf(p) + 1));
  if (!over && $("show-threats").checked) {
    const map = g.threats();
    const seen = new Set();
    for (const [key, label] of THREAT_MARKS) {
      for (const p of map[key]) {
        if (seen.has(p)) continue;
        seen.add(p);
        mark(marks, p, `threat ${key}`, label);
      }
    }
  }
  // The side to move's forbidden points, each hit area titled with why (the browser's
  // own tooltip; the line under the board says it too).
  const why = new Map();
  if (!over && e === null) {
    for (const [p, kind] of g.forbiddenPoints()) {
      why.set(p, `${kind}: ${g.explain(p)}`);
      if ($("show-forbidden").checked) mark(marks, p, "forbidden", FORBIDDEN_MARK[kind]).dataset.kind = kind;
    }
  }
  if (state.hint) {
    const m = mark(marks, state.hint.moves[0], "hint", "!");
    m.dataset.line = state.hint.moves.join(" ");
  }

  el("g", { id: "hover-layer" }, svg);
  const hits = el("g", { class: "hits" }, svg);
  for (let x = 0; x < size; x++) {
    for (let y = 0; y < size; y++) {
      const p = `${letters[x]}${y + 1}`;
      const [cx, cy] = at(p);
      const hit = el("rect", { class: "hit", x: cx - CELL / 2, y: cy - CELL / 2, width: CELL, height: CELL, "data-point": p }, hits);
      if (why.has(p)) el("title", {}, hit).textContent = why.get(p);
    }
  }

  svg.dataset.turn = g.turn;
  svg.dataset.stones = String(g.stones("black").length + g.stones("white").length);
  svg.dataset.thinking = String(state.thinking);
  renderHover();
  renderStatus(e);
  renderOpening(e);
  renderSide();
}

function mark(parent, p, cls, label) {
  const [cx, cy] = at(p);
  const group = el("g", { class: `mark ${cls}`, "data-point": p }, parent);
  el("circle", { cx, cy, r: CELL * 0.3 }, group);
  el("text", { x: cx, y: cy + 4 }, group).textContent = label;
  return group;
}

/** The cursor's point: its forbidden kind marked under the cursor, and why, in words. */
function renderHover() {
  const layer = $("hover-layer");
  const info = $("hover-info");
  if (!layer) return;
  layer.replaceChildren();
  const g = game();
  const p = state.hover;
  delete info.dataset.kind;
  if (!p) {
    info.textContent = "\u00a0";
    return;
  }
  if (g.isGameOver() || g.stoneAt(p) !== null) {
    info.textContent = `${p}${g.stoneAt(p) ? `: ${g.stoneAt(p)}` : ""}`;
    return;
  }
  const e = g.expected();
  const color = e ? (e.stone ?? g.turn) : g.turn;
  const kind = e ? null : g.forbidden(p);
  const [cx, cy] = at(p);
  if (kind) {
    const m = mark(layer, p, "cursor forbidden", FORBIDDEN_MARK[kind]);
    m.dataset.kind = kind;
    info.dataset.kind = kind;
    info.textContent = `forbidden for ${color}, ${kind}: ${g.explain(p)}`;
  } else {
    el("circle", { class: `ghost ${color}`, cx, cy, r: CELL * 0.44 }, layer);
    info.textContent = `${p}${humanActs() ? `: ${color} may play here` : ""}`;
  }
}

function renderStatus(e) {
  const g = game();
  const status = $("status");
  const o = g.outcome();
  const who = (player) => (state.you === "both" ? "" : player === state.you ? " (you)" : " (the bot)");
  status.dataset.outcome = o ? `${o.winner ?? "draw"} ${o.termination}` : "";
  if (o) {
    const winner = o.winner ? `${o.winner[0].toUpperCase()}${o.winner.slice(1)} wins` : "Draw";
    status.textContent = `${winner} by ${o.termination}${o.line ? ` (${o.line.join(" ")})` : ""}, ${o.result}.`;
  } else if (e) {
    status.textContent = `${e.text[0].toUpperCase()}${e.text.slice(1)}${who(e.player)}.`;
  } else {
    const t = g.turn;
    status.textContent = `${t[0].toUpperCase()}${t.slice(1)} to move${who(g.player(t))}.`;
  }
  if (state.thinking) status.textContent += " The bot is thinking…";
  document.body.dataset.thinking = String(state.thinking);
}

function renderOpening(e) {
  const panel = $("opening-panel");
  panel.hidden = e === null;
  if (!e) return;
  $("expected").textContent = e.text;
  const mine = humanActs();
  const show = (id, on) => {
    $(id).hidden = !(mine && on);
  };
  show("swap", e.what === "swap" || e.what === "swap-or-offer");
  show("keep", e.what === "swap");
  show("choose-black", e.what === "choose-color" || e.what === "choose-color-or-place");
  show("choose-white", e.what === "choose-color" || e.what === "choose-color-or-place");
  show("declare-box", e.what === "declare");
  show("offer", e.what === "offer" || e.what === "swap-or-offer");
  if (e.what === "declare") {
    $("declare-count").max = e.max;
  }
  if (e.count) $("offer").textContent = `Offer the marked points (${state.selection.length} of ${e.count})`;
}

function renderSide() {
  const g = game();
  const pairs = ["black", "white"].map((c) => g.capturedPairs(c));
  $("captures").textContent =
    state.rules.capture !== undefined && state.rules.capture !== null
      ? `Captured pairs: Black ${pairs[0]}, White ${pairs[1]} (${state.rules.capture} win).`
      : "";
  const list = $("moves");
  list.replaceChildren();
  for (const m of g.moves) {
    const li = document.createElement("li");
    li.textContent = m ?? "pass";
    list.append(li);
  }
  $("undo").disabled = g.moves.length === 0 && g.openingActions.length === 0;
  $("hint").disabled = g.isGameOver() || g.expected() !== null;
  $("pass").hidden = !state.rules.pass;
  $("pass").disabled = g.isGameOver() || g.expected() !== null || !humanActs();
}

// ---------------------------------------------------------------------------------------
// Wiring.

$("setup").addEventListener("submit", newGame);
$("preset").addEventListener("change", () => {
  $("rules").value = $("preset").value;
});
$("board").addEventListener("click", (event) => {
  const p = event.target.closest?.("[data-point]")?.dataset.point;
  if (p && event.target.classList.contains("hit")) clickPoint(p);
});
$("board").addEventListener("mouseover", (event) => {
  const p = event.target.classList?.contains("hit") ? event.target.dataset.point : null;
  if (p !== state.hover) {
    state.hover = p;
    renderHover();
  }
});
$("board").addEventListener("mouseleave", () => {
  state.hover = null;
  renderHover();
});
for (const id of ["show-forbidden", "show-threats"]) $(id).addEventListener("change", render);
$("hint").addEventListener("click", hint);
$("undo").addEventListener("click", undo);
$("pass").addEventListener("click", () => act("pass"));
$("download").addEventListener("click", download);
$("load").addEventListener("change", load);
$("swap").addEventListener("click", () => act("swap"));
$("keep").addEventListener("click", () => act("keep"));
$("choose-black").addEventListener("click", () => act("choose black"));
$("choose-white").addEventListener("click", () => act("choose white"));
$("declare").addEventListener("click", () => act(`declare ${$("declare-count").value}`));
$("offer").addEventListener("click", () => act(`offer ${state.selection.join(" ")}`));

// The presets, as the package names them.
$("preset").replaceChildren(
  ...Rules.presetNames().map((name) => new Option(name, name, name === "renju", name === "renju")),
);
for (const [param, id] of [["rules", "rules"], ["opening", "opening"], ["side", "side"]]) {
  if (params.has(param)) $(id).value = params.get(param);
}
newGame();
if (state.game === null) {
  // Rules or an opening in the address that the referee refuses: say so, play renju.
  const refused = $("message").textContent;
  $("rules").value = "renju";
  $("opening").value = "";
  newGame();
  showMessage(refused, "error");
}
workerReady.then((v) => {
  $("versions").textContent = `Package ${version()}, worker ${v}.`;
  $("board").dataset.ready = "true";
});
