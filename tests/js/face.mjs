// The JavaScript face of the agreement tests (tests/src/js_face.rs): reads one request a
// line (JSON) on stdin, drives the npm package gomoku-referee through its public API, and
// writes one answer a line (JSON) on stdout. It reports what the package says, in the
// package's own words (point texts, colour and kind names, error kinds); the Rust side
// turns them into the core's vocabulary and compares them with the other faces.
//
// The package is the one scripts/test-js.sh builds: gomoku-wasm/pkg/node.js, or the
// path given as the first argument.
import { createInterface } from "node:readline";
import { pathToFileURL, fileURLToPath } from "node:url";
import path from "node:path";

const here = path.dirname(fileURLToPath(import.meta.url));
const entry = process.argv[2] ?? path.join(here, "..", "..", "gomoku-wasm", "pkg", "node.js");
const g = await import(pathToFileURL(entry).href);
const { Game, Rules, ReferenceBot, VcfSolver, symmetryNames, applySymmetry, GomokuError } = g;
import { brainOps } from "./brain.mjs";

let rules = null;
let game = null;
let solver = null;

function reset() {
  game?.free();
  rules?.free();
  game = null;
  rules = null;
}

// A refusal: the core variant the error stands for. Anything but a GomokuError (a
// TypeError, a RangeError, a trap) is reported as such, and the Rust side fails on it.
const FIELDS = ["point", "size", "color", "forbidden", "termination", "pairs", "code", "earlier", "symmetry", "centre"];
function refusal(e) {
  if (e instanceof GomokuError) {
    const fields = {};
    for (const f of FIELDS) if (f in e) fields[f] = e[f];
    return { kind: e.kind, message: e.message, fields };
  }
  return { kind: `(not a GomokuError: ${e?.name}: ${e?.message})` };
}

function attempt(f) {
  try {
    f();
    return { ok: true };
  } catch (e) {
    return { ok: false, refusal: refusal(e) };
  }
}

const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
const pt = ([x, y]) => ({ x, y });

function applySwitch(r, s) {
  switch (s.k) {
    case "size": return r.withSize(s.n);
    case "overline-wins": return r.withOverlineWins(s.color, s.on);
    case "restrictions": return r.withRestrictions(s.color, s.kinds);
    case "policy": return r.withForbiddenPolicy(s.lose ? "lose" : "reject");
    case "caro": return r.withCaroRule(s.on);
    case "capture": return r.withCapture(s.n);
    case "perfect-five": return r.withPerfectFive(s.on);
    case "pass": return r.withPass(s.on);
    case "move-limit": return r.withMoveLimit(s.n);
    default: throw new Error(`unknown switch ${s.k}`);
  }
}

function buildRules(req) {
  reset();
  rules = Rules[camel(req.preset)]();
  return req.switches.map((s) => {
    try {
      const next = applySwitch(rules, s);
      rules.free();
      rules = next;
      return { ok: true };
    } catch (e) {
      return { ok: false, refusal: refusal(e) };
    }
  });
}

const OPENINGS = ["swap", "swap2", "pro", "rif", "yamaguchi", "taraguchi", "soosorv"];

function start(req) {
  game?.free();
  game = null;
  let answer = { ok: true };
  if (req.start === "opening") {
    answer = attempt(() => {
      const name = OPENINGS[req.kind];
      game = new Game(rules, req.kind >= 5 ? { name, n: req.n } : name);
    });
  } else if (req.start === "setup") {
    answer = attempt(() => {
      game = Game.fromStones(rules, {
        black: req.black.map(pt),
        white: req.white.map(pt),
        turn: req.turn,
        blackPairs: req.captures[0],
        whitePairs: req.captures[1],
      });
    });
  }
  if (game === null) game = new Game(rules);
  return answer;
}

function act(a) {
  return attempt(() => {
    switch (a.k) {
      case "place": return game.play(pt(a.p));
      case "pass": return game.pass();
      case "undo": return game.undo();
      case "resign": return game.resign(a.color);
      case "timeout": return game.timeout(a.color);
      case "offer-draw": return game.offerDraw(a.color);
      case "accept-draw": return game.acceptDraw(a.color);
      case "decline-draw": return game.declineDraw(a.color);
      case "stone": return game.place(pt(a.p));
      case "pick": return game.pick(pt(a.p));
      case "swap": return game.swap();
      case "keep": return game.keep();
      case "choose": return game.choose(a.color);
      case "declare": return game.declare(a.n);
      case "offer": return game.offer(a.points.map(pt));
      case "undo-step": return game.undoStep();
      default: throw new Error(`unknown action ${a.k}`);
    }
  });
}

// The points of the largest board that are off this one, and the 5×5 round the centre:
// the same lists as tests/src/snapshot.rs.
function offBoard(size) {
  return [[size, 0], [0, size], [25, 25]].filter(([x, y]) => x < 26 && y < 26 && (x >= size || y >= size));
}
function centre(size) {
  const c = size >> 1;
  const v = [];
  for (let y = c - 2; y <= c + 2; y++) for (let x = c - 2; x <= c + 2; x++) v.push([x, y]);
  return v;
}

function withFree(game, f) {
  try {
    return f(game);
  } finally {
    game.free();
  }
}

function identity(size) {
  const names = symmetryNames();
  const probe = { x: 1, y: 2 };
  const [canonical, symmetry] = game.canonical();
  const images = names.map((s) => applySymmetry(s, probe, size));
  return {
    key: String(game.key()),
    images: Array.from(game.symmetricKeys(), String),
    transformed: names.map((s) => withFree(game.transform(s), (t) => [String(t.key()), t.moves])),
    canonical: [names.indexOf(symmetry), ...withFree(canonical, (c) => [String(c.key()), c.moves])],
    stabilizer: game.stabilizer().map((s) => names.indexOf(s)),
    pointImages: images,
    symmetric: images.map((q) => q !== null && game.movesAreSymmetric(probe, q)),
  };
}

function record(f) {
  try {
    return f();
  } catch (e) {
    return `error ${refusal(e).kind}`;
  }
}

function observe() {
  const r = game.rules;
  const size = r.size;
  const rulesView = {
    size,
    overlineWins: ["black", "white"].map((c) => r.overlineWins(c)),
    overlineSwitch: ["black", "white"].map((c) => r.overlineSwitch(c)),
    restrictions: ["black", "white"].map((c) => r.restrictions(c)),
    lose: r.forbiddenPolicy === "lose",
    caro: r.caroRule,
    capture: r.capture ?? null,
    perfectFive: r.perfectFive,
    pass: r.passAllowed,
    moveLimit: r.moveLimit ?? null,
    name: r.text,
    preset: r.preset ?? null,
    gomocup: r.gomocupCode ?? null,
  };
  r.free();
  const turn = game.turn;
  const other = turn === "black" ? "white" : "black";
  const legal = [];
  const forbiddenOther = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      legal.push(game.isLegal({ x, y }));
      const k = game.forbidden({ x, y }, other);
      if (k !== null) forbiddenOther.push([x, y, k]);
    }
  }
  const outcome = game.outcome();
  const expected = game.expected();
  return {
    rules: rulesView,
    stones: { black: game.stones("black"), white: game.stones("white") },
    turn,
    legal,
    legalMoves: game.legalMoves(),
    legalMask: Array.from(game.legalMask()),
    forbiddenMask: Array.from(game.forbiddenMask()),
    legalMoveCount: game.legalMoveCount(),
    forbidden: [...game.forbiddenPoints()],
    captures: [game.capturedPairs("black"), game.capturedPairs("white")],
    lastCaptures: game.lastCaptures(),
    over: game.isGameOver(),
    outcome,
    drawOffer: game.drawOffer,
    moves: game.moves,
    offBoardLegal: offBoard(size).map((p) => game.isLegal(pt(p))),
    forbiddenCentre: centre(size).map((p) => game.forbidden(pt(p), other)),
    forbiddenOther,
    expected,
    black: game.player("black"),
    colors: [game.colorOf("first"), game.colorOf("second")],
    opening: game.opening ?? null,
    record: game.openingActions,
    offers: game.offers,
    allowed: game.allowedPoints(),
    identity: identity(size),
    records: [
      record(() => game.toSgf("top")),
      record(() => game.toSgf("bottom")),
      record(() => game.toPsq()),
      record(() => game.toMoves()),
    ],
    diagrams: [game.toString(), game.diagram()],
    threatMaps: ["black", "white"].map((c) => {
      const m = game.threats(c);
      return SETS.map((k) => m[k]);
    }),
  };
}

const SETS = ["five", "four", "straightFour", "three", "fourThree", "fourFour", "threeThree"];

function analyse(req) {
  const maps = ["black", "white"].map((c) => {
    const m = game.threats(c);
    return SETS.map((s) => m[s]);
  });
  const threats = ["black", "white"].map((c, i) => {
    const [five, four, , three] = maps[i];
    const at = {};
    for (const p of new Set([...five, ...four, ...three])) at[p] = game.threatsAt(p, c);
    return at;
  });
  const explanations = [...game.forbiddenPoints().keys()].map((p) => [p, game.explain(p), game.explanation(p)]);
  // The one-shot searches, then the same with the reusable solver kept from one analysis
  // to the next (issue 28), which must answer as the one-shot ones.
  solver ??= new VcfSolver();
  const vcf = [[false, false], [true, false], [false, true], [true, true]].map(([fast, reused]) => {
    const options = { maxMoves: req.maxMoves, maxNodes: req.maxNodes, tableEntries: req.table, fast };
    try {
      return { ok: reused ? solver.vcf(game, game.turn, options) : game.vcf(game.turn, options) };
    } catch (e) {
      return { refusal: refusal(e) };
    }
  });
  let bot;
  const referee = new ReferenceBot(BigInt(req.botSeed));
  try {
    bot = { ok: referee.decide(game, req.botNodes) };
  } catch (e) {
    bot = { refusal: refusal(e) };
  } finally {
    referee.free();
  }
  return { maps, threats, explanations, vcf, bot };
}

// A record's variation tree walked through the package's navigation: every node in index
// order (`record.node(i)`), or null when the record cannot be read.
function tree(req) {
  const bytes = new Uint8Array(req.bytes);
  let record;
  try {
    record = req.renlib ? g.Record.readRenlib(bytes) : g.Record.readSgf(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch (e) {
    if (e instanceof GomokuError || e instanceof TypeError) return null;
    throw e;
  }
  try {
    return Array.from({ length: record.nodeCount }, (_, i) => record.node(i));
  } finally {
    record.free();
  }
}

// The symmetries' algebra, records read in every format, matches and clocks (the
// questions of tests/src/extras.rs), in the package's own words.
function extras(req) {
  const names = g.symmetryNames();
  const index = (s) => names.indexOf(s);
  const inverses = names.map((s) => index(g.symmetryInverse(s)));
  const products = names.flatMap((a) => names.map((b) => index(g.symmetryThen(a, b))));
  const joined = (items, sep) => (items.length ? items.join(sep) : null);
  const outcomeOf = (game) => {
    const o = game.outcome();
    return o && [o.winner, o.termination];
  };
  const replayed = (f) => {
    let game;
    try {
      game = f();
    } catch (e) {
      return { refusal: refusal(e), number: e.number ?? null };
    }
    const v = { key: game.key().toString(), moves: game.moves, outcome: outcomeOf(game) };
    game.free();
    return v;
  };
  const view = (r) => ({
    size: r.size,
    moves: r.moves,
    texts: [r.black, r.white, r.event, r.date, r.result, r.rulesName, r.comment, r.opening,
      joined(r.openingActions, ", "), r.swaps?.toString(), r.offers?.toString(), joined(r.offered, " "), r.drawOffer,
      joined(r.trailer, "\n"), r.psqHeader].map((t) => t ?? null),
    sgfRows: r.sgfRows,
    times: r.times,
    nodes: Array.from({ length: r.nodeCount }, (_, i) => {
      const n = r.node(i);
      return [n.time, n.properties];
    }),
    written: [["moves"], ["psq"], ["sgf", "top"], ["sgf", "bottom"], ["renjunet"], ["renlib"]].map(([f, rows]) => {
      try {
        return { ok: r.write(f, rows) };
      } catch (e) {
        return { refusal: refusal(e) };
      }
    }),
    hasResult: r.result !== undefined,
    winner: r.winner,
    replay: replayed(() => r.replay()),
    replayFreestyle: replayed(() => r.replay(Rules.freestyle())),
  });
  const records = req.records.map((q) => {
    const bytes = new Uint8Array(q.bytes);
    let r;
    try {
      switch (q.format) {
        case "moves": r = g.Record.readMoves(bytes, q.size); break;
        case "psq": r = g.Record.readPsq(bytes); break;
        case "sgf": r = g.Record.readSgf(bytes, q.bottom ? "bottom" : "top"); break;
        default: r = g.Record.readRenlib(bytes);
      }
    } catch (e) {
      return { refusal: refusal(e), offset: e.offset ?? null };
    }
    try {
      return { ok: view(r) };
    } finally {
      r.free();
    }
  });
  const gameOf = (text) => {
    const drawn = text.endsWith(" =");
    const game = new Game("freestyle");
    game.playText(drawn ? text.slice(0, -2) : text);
    if (drawn) {
      const turn = game.turn;
      game.offerDraw(turn);
      game.acceptDraw(turn === "black" ? "white" : "black");
    }
    return game;
  };
  const matchGame = (m) => [m.first, m.black, m.winner, m.termination];
  const matches = req.matches.map((q) => {
    let m;
    try {
      m = new g.Match(q.names[0], q.names[1], { k: q.k, alternate: q.alternate, ratings: q.ratings ?? undefined });
    } catch (e) {
      return { refusal: refusal(e) };
    }
    const recorded = q.games.map((text) => {
      const game = gameOf(text);
      try {
        return { ok: matchGame(m.record(game)) };
      } catch (e) {
        return { refusal: refusal(e) };
      } finally {
        game.free();
      }
    });
    const v = { recorded, games: m.games.map(matchGame), score: m.score, ratings: m.ratings, nextFirst: m.nextFirst };
    m.free();
    return { ok: v };
  });
  const players = ["first", "second"];
  const clocks = req.clocks.map((q) => {
    let c;
    try {
      c = new g.Clock({ perMoveMs: q.perMove, budgetMs: q.budget, incrementMs: q.increment });
    } catch (e) {
      return { refusal: refusal(e) };
    }
    const spent = [];
    const times = [];
    for (const [p, ms] of q.spends) {
      try {
        spent.push({ ok: c.spend(players[p], ms) });
      } catch (e) {
        spent.push({ refusal: refusal(e) });
      }
      times.push([c.remaining("first"), c.remaining("second"), c.timeLeft("first"), c.timeLeft("second")]);
    }
    const game = gameOf("h8 i9");
    let ended;
    try {
      ended = { ok: [c.endGame(game), outcomeOf(game)] };
    } catch (e) {
      ended = { refusal: refusal(e) };
    }
    game.free();
    const flagged = c.flagged === null ? null : players.indexOf(c.flagged);
    c.free();
    return { ok: { spent, times, flagged, ended } };
  });
  // RenjuNet: each text's first game (as C's gomoku_record_read reads a buffer), and each
  // export's games up to the first error, through RenjuNetGames.
  const renjunetTexts = (req.renjunetTexts ?? []).map((b) => {
    const bytes = new Uint8Array(b);
    const games = new g.RenjuNetGames(bytes);
    try {
      const next = games.next();
      if (next.done) return { refusal: { kind: "RecordErrorKind::NoGame" }, offset: bytes.length };
      try {
        return { ok: view(next.value) };
      } finally {
        next.value.free();
      }
    } catch (e) {
      return { refusal: refusal(e), offset: e.offset ?? null };
    } finally {
      games.free();
    }
  });
  const renjunet = (req.renjunet ?? []).map((b) => {
    const games = new g.RenjuNetGames(new Uint8Array(b));
    const out = [];
    for (;;) {
      let next;
      try {
        next = games.next();
      } catch (e) {
        out.push({ refusal: refusal(e) });
        break;
      }
      if (next.done) break;
      out.push({ ok: view(next.value) });
      next.value.free();
    }
    games.free();
    return out;
  });
  return { inverses, products, records, matches, clocks, renjunetTexts, renjunet };
}

const out = (v) => process.stdout.write(JSON.stringify(v) + "\n");
const brain = brainOps(g, refusal);
for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  let req;
  try {
    req = JSON.parse(line);
    switch (req.op) {
      case "rules": out(buildRules(req)); break;
      case "start": out(start(req)); break;
      case "act": out(act(req.action)); break;
      case "observe": out(observe()); break;
      case "analyse": out(analyse(req)); break;
      case "reset": reset(); out(null); break;
      case "tree": out(tree(req)); break;
      case "extras": out(extras(req)); break;
      case "playouts": {
        const p = g.randomPlayouts(req.rules, req.n, BigInt(req.seed));
        out({ winners: p.winners, terminations: p.terminations, lengths: p.lengths });
        break;
      }
      default:
        // The brain protocol's questions (tests/js/brain.mjs).
        if (!Object.hasOwn(brain, req.op)) throw new Error(`unknown request ${req.op}`);
        out(brain[req.op](req));
    }
  } catch (e) {
    // A question the face could not answer: the Rust side fails with this.
    out({ crash: `${e?.stack ?? e}`, request: line });
  }
}
