// A typed example that uses every export of gomoku-referee but the per-kind error
// classes (whose declarations are generated with the classes): `tsc --strict` compiles
// it against the package's declarations (scripts/test-js.sh), and
// tests/exports.test.mjs checks that it names every export.
import {
  Game,
  Record,
  RenjuNetGames,
  SgfCollectionReader,
  Match,
  Clock,
  replay,
  symmetryInverse,
  symmetryThen,
  ReferenceBot,
  Rules,
  VcfSolver,
  GomokuError,
  InternalError,
  PlayError,
  PlayForbiddenError,
  GameError,
  ParseError,
  RulesError,
  SetupError,
  OutcomeError,
  RecordError,
  RenjuNetError,
  ReplayError,
  WriteError,
  VcfError,
  ProtocolError,
  OpeningError,
  MatchError,
  ClockError,
  HistoryError,
  errorKinds,
  makeError,
  version,
  initSync,
  type BotDecision,
  type ClockOptions,
  type MatchGame,
  type MatchOptions,
  type RecordFormat,
  type RecordNode,
  type ResultCheck,
  type ColorName,
  type ErrorKindName,
  type Expected,
  type ForbiddenKind,
  type ForbiddenPolicyName,
  type MoveLike,
  type Outcome,
  type PointLike,
  type RulesLike,
  type SetupLike,
  type TerminationName,
  type ThreatMap,
  type Vcf,
  type VcfOptions,
} from "../../pkg/node.js";

const groups: (typeof GomokuError)[] = [
  InternalError, PlayError, GameError, ParseError, RulesError, SetupError, OutcomeError, RecordError,
  RenjuNetError, ReplayError, WriteError, VcfError, ProtocolError, OpeningError, MatchError, ClockError,
  HistoryError,
];
void initSync;

const v: string = version();
const kinds: string[] = errorKinds();
const made: GomokuError = makeError(kinds[0] ?? "Panic", "message");
const kindName: ErrorKindName = made.kind;

let rules: Rules = Rules.renju().withPass(true).withMoveLimit(200);
rules = new Rules("renju+pass=on");
const like: RulesLike = "freestyle/19";
const policy: ForbiddenPolicyName = rules.forbiddenPolicy;
const presets: string[] = Rules.presetNames();
const others: Rules[] = [
  Rules.freestyle(19), Rules.standard(), Rules.caro(), Rules.caroOverline(), Rules.omok(), Rules.pente().withCapture(5),
  Rules.ninukiRenju().withPerfectFive(true), Rules.fromGomocup(4, 15), Rules.parse("renju"),
  Rules.standard().withSize(19).withOverlineWins("black", true).withRestrictions("black", ["overline"])
    .withForbiddenPolicy("lose").withCaroRule(true),
];
const switches: [number, boolean, boolean, ForbiddenKind[], boolean, number | undefined, boolean, boolean, number | undefined, string | undefined, number | undefined, string, boolean] = [
  rules.size, rules.overlineWins("white"), rules.overlineSwitch("black"), rules.restrictions("black"), rules.caroRule,
  rules.capture, rules.perfectFive, rules.passAllowed, rules.moveLimit, rules.preset, rules.gomocupCode, rules.text,
  rules.equals(like),
];

const game = new Game(rules);
const point: PointLike = { x: 7, y: 7 };
const pass: MoveLike = null;
game.play(point);
game.play("i9");
game.playText("h9 i8");
const undone: string | null = game.undo();
const last: string | null | undefined = game.peek();
const legal: string[] = game.legalMoves();
const count: number = game.legalMoveCount();
const isLegal: boolean = game.isLegal("j10");
const kind: ForbiddenKind | null = game.forbidden("f7", "black");
const forbidden: Map<string, ForbiddenKind> = game.forbiddenPoints();
const why: string | undefined = game.explain("f7");
const outcome: Outcome | null = game.outcome();
const termination: TerminationName | undefined = outcome?.termination;
const over: boolean = game.isGameOver();
const turn: ColorName = game.turn;
const moves: (string | null)[] = game.moves;
const stone: ColorName | null = game.stoneAt("h8");
const stones: string[] = game.stones("black");
const pairs: number = game.capturedPairs("white");
const captured: string[] = game.lastCaptures();
const key: bigint = game.key();
const keys: BigUint64Array = game.symmetricKeys();
const image: Game = game.transform("rotate-90");
const [canonical, symmetry]: [Game, string] = game.canonical();
const stabilizer: string[] = game.stabilizer();
const board: string = game.toString();
const copy: Game = game.clone();
copy.offerDraw("black");
copy.declineDraw("white");
copy.offerDraw("white");
copy.acceptDraw("black");
const offer: ColorName | null = game.drawOffer;
game.resign("white");
copy.free();
Game.fromMoves("pente", ["h8", pass, { x: 0, y: 0 }]).timeout("black");
const setup: SetupLike = { black: ["h8"], white: new Set(["i9"]), turn: "black", blackPairs: 0 };
const fromStones: Game = Game.fromStones(Rules.pente(), setup);
const currentRules: Rules = fromStones.rules;

const opening = new Game("renju", "swap2");
const expected: Expected | null = opening.expected();
opening.place("h8");
opening.place("h9");
opening.place("i9");
opening.act("swap");
const actions: string[] = opening.openingActions;
const offers: string[] = opening.offers;
const allowed: string[] = opening.allowedPoints();
const player: "first" | "second" = opening.player("black");
const color: ColorName = opening.colorOf("second");
const step: string = opening.undoStep();
for (const f of [() => opening.swap(), () => opening.keep(), () => opening.choose("white"), () => opening.declare(2),
  () => opening.offer(["g8", "i8"]), () => opening.pick("g8"), () => opening.pass()]) {
  try {
    f();
  } catch (e) {
    if (e instanceof PlayForbiddenError || e instanceof GomokuError) {
      const k: ErrorKindName = e.kind;
      void k;
    } else {
      throw e;
    }
  }
}
const record: Record = Record.readSgf("(;GM[4]SZ[15];B[hh];W[ii])", "top");
const recordFields: [number, Rules | undefined, string | undefined, string | undefined, string | undefined, string | undefined, string | undefined, ColorName | null, (string | null)[]] = [
  record.size, record.rules, record.rulesName, record.black, record.white, record.event, record.date, record.winner, record.moves,
];
const replayed: Game = record.replay("renju");
const written: string[] = [record.toSgf("bottom"), record.toPsq(), record.toMoves(), replayed.toSgf(), replayed.toPsq(), replayed.toMoves()];
const others2: Record[] = [Record.readPsq(replayed.toPsq()), Record.readMoves(new TextEncoder().encode("h8 i9"), 15), replayed.toRecord()];
try {
  Record.readRenlib(new Uint8Array([0]).buffer);
} catch (e) {
  if (!(e instanceof RecordError)) throw e;
}
// The rest of a record, its tree, matches, clocks, replay and the symmetries' algebra.
const moreFields: [string | undefined, string | undefined, (number | null)[], string[], string | undefined, "top" | "bottom" | null, string | undefined, string[], number | undefined, number | undefined, string[], ColorName | null] = [
  record.comment, record.result, record.times, record.trailer, record.psqHeader, record.sgfRows, record.opening,
  record.openingActions, record.swaps, record.offers, record.offered, record.drawOffer,
];
const tree: [number, boolean, Map<number, string>, number[], Map<number, string>] = [record.nodeCount, record.hasVariations, record.comments, record.marks, record.boardTexts];
const root: RecordNode = record.root;
const firstChild: RecordNode | undefined = root.children[0] === undefined ? undefined : record.node(root.children[0]);
const nodeFields: [number | null, ColorName | null, string | null, number | null, string | null, boolean, string | null, [string, string[]][]] = [
  root.parent, root.color, root.move, root.time, root.comment, root.mark, root.boardText, root.properties,
];
const lines: RecordNode[][] = record.variations();
const mainLine: RecordNode[] = record.mainLine;
const check: ResultCheck = record.checkResult(replayed);
const format: RecordFormat = "sgf";
const rewritten: string = record.write(format, "top");
const collection: Record[] = Record.readSgfCollection("(;GM[4];B[hh])(;GM[4];B[ii])", "top", false);
const streamedGames: SgfCollectionReader = Record.iterSgfCollection(new Uint8Array([0x28, 0x3b, 0x29]), "bottom", true);
for (const streamedGame of streamedGames) streamedGame.free();
const renjunet = new RenjuNetGames(new TextEncoder().encode('<database><games><game id="7" bresult="1"><move>h8 i9</move></game></games></database>'));
for (const game of renjunet) {
  const renjunetFields: [number | undefined, string | undefined, number | undefined] = [game.id, game.openingName, game.blackScore];
  void renjunetFields;
}
const renjunetEnd: IteratorResult<Record, undefined> = renjunet.next();
renjunet.free();
const matchOptions: MatchOptions = { k: 16, alternate: false, ratings: [1300, 1250] };
const match = new Match("Ann", "Bob", matchOptions);
const resigned = new Game("renju");
resigned.resign("black");
const matchGame: MatchGame = match.record(resigned);
const matchState: [[string, string], number, boolean, number, number, [number, number], [number, number], MatchGame[]] = [
  match.names, match.k, match.alternate, match.nextFirst, match.nextPlayer("second"), match.score, match.ratings, match.games,
];
match.clone().free();
const clockOptions: ClockOptions = { budgetMs: 60000, incrementMs: 2000n, perMoveMs: null };
const clock = new Clock(clockOptions);
const inTime: boolean = clock.spend("first", 1500) && clock.inTime("second", 100n);
const clockState: [number | null, number | null, "first" | "second" | null, boolean] = [clock.remaining("first"), clock.timeLeft("second"), clock.flagged, clock.endGame(new Game("renju"))];
clock.clone().free();
const batch: Game[] = replay("renju", ["h8 h9", ["h8", { x: 8, y: 8 }, null]]);
const inverse: string = symmetryInverse("rotate-90");
const composed: string = symmetryThen("rotate-90", inverse);
void [moreFields, tree, firstChild, nodeFields, lines, mainLine, check, rewritten, collection, matchGame, matchState, inTime, clockState, batch, composed];
const threatMap: ThreatMap = game.threats("black");
const vcf: Vcf = game.vcf("black", { maxMoves: 10, maxNodes: 1000, fast: true } satisfies VcfOptions);
const bot: ReferenceBot = new ReferenceBot(7n);
const botMove: string = bot.choose(game, 1000);
const decision: BotDecision = new ReferenceBot(7).clone().decide(game, 1000, () => false);
const decidedKind: BotDecision["kind"] = decision.kind;
const decidedStep: string = decision.step;
const decidedStone: string | null = decision.point;
const solver = new VcfSolver();
const reused: Vcf = solver.vcf(game, "black", { maxMoves: 10 });
const entries: number = solver.tableEntries;
solver.free();
{
  using disposed = new Game("renju");
  disposed.play("h8");
}

void [renjunetEnd, collection, botMove, decision, decidedKind, decidedStep, decidedStone, recordFields, written, others2, threatMap, vcf, reused, entries, v, kindName, policy, presets, others, switches, undone, last, legal, count, isLegal, kind, forbidden, why,
  termination, over, turn, moves, stone, stones, pairs, captured, key, keys, image, canonical, symmetry, stabilizer,
  board, offer, currentRules, expected, actions, offers, allowed, player, color, step, groups, opening.opening];
