// The board page in a real browser: Debian's Chromium, headless, driven by puppeteer-core
// (which downloads no browser) through clicks, as a person plays. It checks a bot reply
// from the Web Worker and its undo, an opening played against the bot, a forbidden point
// marked with its kind and explained under the cursor and its refusal, the threat map, the
// VCF hint, a win, and the SGF downloaded and loaded back; it saves screenshots under
// target/web/. Every expectation about the rules is the package's own answer in node.
//
// The browser: $GOMOKU_CHROMIUM, else `chromium` (or `chromium-browser`) on the PATH. When
// there is none the test is skipped, except under GOMOKU_NO_SKIP=1 (scripts/test-web.sh,
// the test command), where a missing browser is a failure.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Game, ReferenceBot } from "../../../gomoku-wasm/pkg/node.js";
import { decide } from "../bot.js";
import { serve } from "../serve.mjs";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const OUT = join(process.env.CARGO_TARGET_DIR ?? join(ROOT, "target"), "web");
const NO_SKIP = process.env.GOMOKU_NO_SKIP === "1";

function findChromium() {
  if (process.env.GOMOKU_CHROMIUM) return process.env.GOMOKU_CHROMIUM;
  for (const name of ["chromium", "chromium-browser"]) {
    try {
      return execFileSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" }).trim();
    } catch {
      // not this one
    }
  }
  return null;
}

const chromium = findChromium();
const skip = chromium === null && !NO_SKIP ? "no Chromium (install Debian's chromium, or set GOMOKU_CHROMIUM)" : false;

let browser;
let page;
let server;
let url;

before(async () => {
  if (skip) return;
  assert.ok(chromium, "no Chromium found, and GOMOKU_NO_SKIP=1 makes that a failure (apt-get install chromium)");
  const { default: puppeteer } = await import("puppeteer-core");
  ({ server, url } = await serve(0));
  mkdirSync(OUT, { recursive: true });
  browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    // The sandbox needs a non-root user; CI runs these tests as root.
    args: ["--no-sandbox", "--disable-dev-shm-usage"],
  });
  page = await browser.newPage();
  await page.setViewport({ width: 1200, height: 900 });
  page.on("pageerror", (e) => {
    throw new Error(`the page threw: ${e.message}`);
  });
});

after(async () => {
  await browser?.close();
  server?.close();
});

// ---------------------------------------------------------------------------------------
// Helpers: the page as a person sees it.

const stones = () => page.$$eval("#board circle.stone", (cs) => cs.map((c) => `${c.classList[1]}:${c.dataset.point}`));
const text = (selector) => page.$eval(selector, (e) => e.textContent);

async function open(query = "") {
  await page.goto(`${url}?seed=1${query}`);
  await page.waitForSelector('#board[data-ready="true"]', { timeout: 20_000 });
}

async function newGame({ rules = "renju", opening = "", side = "both" } = {}) {
  await page.$eval("#rules", (e, v) => {
    e.value = v;
  }, rules);
  await page.$eval("#opening", (e, v) => {
    e.value = v;
  }, opening);
  await page.select("#side", side);
  await page.click("#new-game");
}

async function click(point) {
  await page.click(`#board rect.hit[data-point="${point}"]`);
}

/** Clicks moves in turn (both sides, no bot), each one checked to be on the board. */
async function playAll(moves) {
  for (const m of moves) {
    const before = (await stones()).length;
    await click(m);
    await page.waitForFunction((n) => document.querySelectorAll("#board circle.stone").length === n, {}, before + 1);
  }
}

const botIdle = () => page.waitForFunction(() => document.body.dataset.thinking === "false", { timeout: 20_000 });

// ---------------------------------------------------------------------------------------

test("the bot replies from its Web Worker, and undo takes back both moves", { skip }, async () => {
  await open();
  assert.ok(
    page.workers().some((w) => w.url().endsWith("/examples/web/bot-worker.js")),
    "the bot runs in a Web Worker",
  );
  await click("h8");
  await page.waitForFunction(() => document.querySelectorAll("#board circle.stone").length === 2, { timeout: 20_000 });
  await botIdle();
  const reply = await page.$eval("#message", (e) => e.dataset.bot);
  assert.ok(reply, "the page names the bot's move");
  assert.deepEqual((await stones()).sort(), ["black:h8", `white:${reply}`].sort());
  // The reference bot's move: the page seeds it with ?seed plus 7919 per step so far, and
  // gives it 60,000 nodes by default.
  const expected = new ReferenceBot(1 + 7919).decide(Game.fromMoves("renju+policy=reject", "h8"), 60_000);
  assert.equal(reply, expected.point);
  assert.match(await text("#message"), new RegExp(`^The bot played ${reply} \\(`));
  assert.match(await text("#status"), /^Black to move \(you\)/);

  await page.click("#undo");
  await page.waitForFunction(() => document.querySelectorAll("#board circle.stone").length === 0);
  assert.match(await text("#message"), /Took back 2 steps/);
});

test("another rule set against the bot: Pente on its 19×19 board, with the captures shown", { skip }, async () => {
  await open("&rules=pente&side=first");
  assert.equal(await page.$$eval("#board rect.hit", (rs) => rs.length), 19 * 19);
  assert.equal(await text("#captures"), "Captured pairs: Black 0, White 0 (5 win).");
  await click("k10");
  await page.waitForFunction(() => document.querySelectorAll("#board circle.stone").length === 2, { timeout: 20_000 });
  await botIdle();
  assert.match(await text("#status"), /^Black to move \(you\)/);
});

test("rules or an opening the referee refuses are its typed error, and the game on the board stays", { skip }, async () => {
  await open("&side=both");
  await click("h8");
  await newGame({ rules: "renju/99", side: "both" });
  assert.match(await text("#message"), /^Cannot start: RulesSizeOutOfRangeError \(RulesError::SizeOutOfRange\)/);
  await newGame({ rules: "renju", opening: "swap3", side: "both" });
  assert.match(await text("#message"), /^Cannot start: Parse\w*Error \(ParseError::\w+\)/);
  assert.deepEqual(await stones(), ["black:h8"]);
});

test("an opening protocol against the bot: it places swap2's three stones, the person takes White", { skip }, async () => {
  await open();
  await newGame({ opening: "swap2", side: "second" });
  // The bot, first player, places three stones; then the person chooses.
  await page.waitForSelector("#choose-white:not([hidden])", { timeout: 20_000 });
  await botIdle();
  const placed = await stones();
  assert.equal(placed.length, 3);
  // Two black stones and a white one, each in the area the protocol allows (the referee
  // accepted them); the board shows what the bot's steps made.
  assert.deepEqual(placed.map((s) => s.split(":")[0]).sort(), ["black", "black", "white"]);
  assert.match(await text("#expected"), /chooses a colour or places/);
  await page.click("#choose-white");
  await page.waitForFunction(() => document.querySelector("#opening-panel").hidden);
  assert.match(await text("#status"), /^White to move \(you\)/);
  // The person plays White's 4th; the bot (Black) answers.
  const free = ["a1", "o15", "a15", "o1"].find((p) => !placed.some((s) => s.endsWith(`:${p}`)));
  await click(free);
  await page.waitForFunction(() => document.querySelectorAll("#board circle.stone").length === 5, { timeout: 20_000 });
  await botIdle();
  assert.match(await text("#status"), /^White to move \(you\)/);
});

test("every opening protocol of RULES.md §7 through the page's controls", { skip }, async () => {
  await open();
  for (const opening of ["swap", "swap2", "pro", "rif", "yamaguchi", "taraguchi-10", "soosorv-8"]) {
    // A sequence of steps the referee accepts, chosen in node by the bot, then given to the
    // page as a person would: stones and picks by clicks, the rest by the buttons.
    const reference = new Game("renju+policy=reject", opening);
    const bot = new ReferenceBot(5);
    const steps = [];
    while (reference.expected() !== null) {
      const { step } = decide(reference, { bot, nodes: 2_000 });
      steps.push([reference.expected().what, step]);
      reference.act(step);
    }
    await newGame({ opening, side: "both" });
    for (const [what, step] of steps) {
      const expectedText = await text("#expected");
      assert.ok(expectedText.length > 0, `${opening}: the step is shown`);
      const [verb, ...rest] = step.split(" ");
      if (verb === "swap" || verb === "keep") await page.click(`#${verb}`);
      else if (verb === "choose") await page.click(`#choose-${rest[0]}`);
      else if (verb === "declare") {
        await page.$eval("#declare-count", (e, v) => {
          e.value = v;
        }, rest[0]);
        await page.click("#declare");
      } else if (verb === "offer") {
        for (const p of rest) await click(p);
        assert.equal(await page.$$eval("#board .mark.selected", (ms) => ms.length), rest.length);
        await page.click("#offer");
        const offered = await page.$$eval("#board .mark.offered", (ms) => ms.map((m) => m.dataset.point));
        assert.deepEqual(offered.sort(), [...rest].sort(), `${opening}: the offers are marked`);
      } else if (verb === "pick") await click(rest[0]);
      else await click(step);
      assert.notEqual(await page.$eval("#message", (e) => e.className), "error", `${opening}: ${what} ${step}: ${await text("#message")}`);
    }
    assert.ok(await page.$eval("#opening-panel", (e) => e.hidden), `${opening}: the opening is over`);
    const expectedStones = [
      ...reference.stones("black").map((p) => `black:${p}`),
      ...reference.stones("white").map((p) => `white:${p}`),
    ].sort();
    assert.deepEqual((await stones()).sort(), expectedStones, opening);
    const turn = reference.turn;
    assert.equal(await text("#status"), `${turn[0].toUpperCase()}${turn.slice(1)} to move.`);
    reference.free();
    bot.free();
  }
});

const SETUP = ["f8", "a1", "g8", "a3", "h6", "a5", "h7", "a7"];

test("a forbidden point is marked with its kind, explained under the cursor, and refused", { skip }, async () => {
  await open();
  await newGame({ side: "both" });
  await playAll(SETUP);
  const reference = Game.fromMoves("renju+policy=reject", SETUP.join(" "));
  const forbidden = [...reference.forbiddenPoints()];
  assert.deepEqual(forbidden, [["h8", "double-three"]]);
  const marks = await page.$$eval("#board .mark.forbidden:not(.cursor)", (ms) => ms.map((m) => [m.dataset.point, m.dataset.kind]));
  assert.deepEqual(marks, forbidden);

  await page.hover('#board rect.hit[data-point="h8"]');
  await page.waitForSelector('#hover-layer .mark.cursor.forbidden[data-kind="double-three"]');
  assert.equal(await text("#hover-layer .mark.cursor.forbidden text"), "3");
  const info = await text("#hover-info");
  assert.equal(info, `forbidden for black, double-three: ${reference.explain("h8")}`);
  assert.equal(
    await page.$eval('#board rect.hit[data-point="h8"] title', (t) => t.textContent),
    `double-three: ${reference.explain("h8")}`,
  );
  await page.screenshot({ path: join(OUT, "forbidden.png") });

  await click("h8");
  await page.waitForSelector('#message[data-kind="PlayError::Forbidden"]');
  assert.match(await text("#message"), /^Refused: PlayForbiddenError \(PlayError::Forbidden\): h8 is forbidden for black: double-three/);
  assert.equal((await stones()).length, SETUP.length, "the refused move changed nothing");
  assert.match(await text("#status"), /^Black to move/);

  // An ordinary point is no forbidden mark under the cursor.
  await page.hover('#board rect.hit[data-point="e8"]');
  await page.waitForFunction(() => document.querySelector("#hover-info").textContent.startsWith("e8"));
  assert.equal(await page.$("#hover-layer .mark.cursor"), null);
  reference.free();
});

test("the threat map, the VCF hint, a win, and the SGF downloaded and loaded back", { skip }, async () => {
  // Goes on from the previous test's position.
  await playAll(["e8", "a9"]);
  const moves = [...SETUP, "e8", "a9"];
  const reference = Game.fromMoves("renju+policy=reject", moves.join(" "));

  await page.click("#show-threats");
  const map = reference.threats();
  const expected = new Set(["five", "straightFour", "fourFour", "fourThree", "threeThree", "four", "three"].flatMap((k) => map[k]));
  const shown = await page.$$eval("#board .mark.threat", (ms) => ms.map((m) => m.dataset.point));
  assert.deepEqual(new Set(shown), expected);
  assert.ok(shown.length > 0);
  await page.click("#show-threats");

  const vcf = reference.vcf();
  assert.ok(vcf.found);
  await page.click("#hint");
  await page.waitForSelector("#board .mark.hint", { timeout: 20_000 });
  assert.equal(await page.$eval("#board .mark.hint", (m) => m.dataset.point), vcf.moves[0]);
  assert.equal(await page.$eval("#board .mark.hint", (m) => m.dataset.line), vcf.moves.join(" "));
  assert.match(await text("#message"), new RegExp(`^VCF for black in ${vcf.attackerMoves} moves: ${vcf.moves.join(" ")}`));

  // Black follows the line (White's replies clicked too) to the five.
  await playAll(vcf.moves);
  for (const m of vcf.moves) reference.play(m);
  const outcome = reference.outcome();
  assert.equal(outcome.termination, "five");
  assert.equal(await page.$eval("#status", (e) => e.dataset.outcome), "black five");
  assert.equal(await text("#status"), `Black wins by five (${outcome.line.join(" ")}), 1-0.`);
  const winning = await page.$$eval("#board circle.stone.win", (cs) => cs.map((c) => c.dataset.point));
  assert.deepEqual(winning.sort(), [...outcome.line].sort());
  assert.ok(await page.$("#board .win-line"));
  await page.screenshot({ path: join(OUT, "board.png") });

  // Download: the file is the referee's SGF of this game.
  const downloads = join(OUT, "downloads");
  rmSync(downloads, { recursive: true, force: true });
  mkdirSync(downloads, { recursive: true });
  const cdp = await browser.target().createCDPSession();
  await cdp.send("Browser.setDownloadBehavior", { behavior: "allow", downloadPath: downloads });
  await page.click("#download");
  const file = join(downloads, "gomoku.sgf");
  for (let i = 0; i < 100 && !existsSync(file); i++) await new Promise((ok) => setTimeout(ok, 100));
  assert.ok(existsSync(file), "the SGF was downloaded");
  const sgf = readFileSync(file, "utf8");
  assert.equal(sgf, reference.toSgf());
  assert.match(sgf, /RU\[renju\+policy=reject\]/);
  assert.match(sgf, /RE\[B\+\]/);

  // A new game clears the board; loading the file brings the game back, finished.
  await newGame({ side: "both" });
  await page.waitForFunction(() => document.querySelectorAll("#board circle.stone").length === 0);
  const input = await page.$("#load");
  await input.uploadFile(file);
  await page.waitForFunction((n) => document.querySelectorAll("#board circle.stone").length === n, {}, reference.moves.length);
  const board = (await stones()).sort();
  const expectedStones = [
    ...reference.stones("black").map((p) => `black:${p}`),
    ...reference.stones("white").map((p) => `white:${p}`),
  ].sort();
  assert.deepEqual(board, expectedStones);
  assert.equal(await page.$eval("#status", (e) => e.dataset.outcome), "black five");
  assert.deepEqual(await page.$$eval("#moves li", (ls) => ls.map((l) => l.textContent)), reference.moves);
  assert.equal(await page.$eval("#rules", (e) => e.value), "renju+policy=reject");

  // Undo (both sides at the board): one step back, the game goes on.
  await page.click("#undo");
  await page.waitForFunction((n) => document.querySelectorAll("#board circle.stone").length === n, {}, reference.moves.length - 1);
  assert.equal(await page.$eval("#status", (e) => e.dataset.outcome), "");
  assert.match(await text("#status"), /^Black to move/);
  reference.free();
});

test("RenLib's GBK texts decode in the browser as in node (the platform's TextDecoder)", { skip }, async () => {
  // Every byte pair from a lead of 0x80 between ASCII letters, and four-byte sequences:
  // the package decodes RenLib's comments with the platform's TextDecoder, so Chromium's
  // must give what node's gives (which the agreement suite compares with encoding_rs).
  const comments = [];
  for (let lead = 0x80; lead <= 0xff; lead++) {
    const c = [];
    for (let trail = 1; trail <= 0xff; trail++) c.push(0x61, lead, trail);
    comments.push(c);
  }
  for (let b1 = 0x81; b1 <= 0xfe; b1 += 5) {
    const c = [];
    for (let b2 = 0x30; b2 <= 0x39; b2++) for (let b3 = 0x81; b3 <= 0xfe; b3 += 3) c.push(b1, b2, b3, 0x30 + (b3 % 10));
    comments.push(c);
  }
  const lib = [0xff, ...Buffer.from("RenLib"), 0xff, 3, 4, ...Array(10).fill(0xff), 0x00, 0x02];
  comments.forEach((c, i) => {
    lib.push(0x78, i + 1 === comments.length ? 0x48 : 0x08, ...c, 0);
    if (c.length % 2 === 0) lib.push(0);
  });
  const { Record } = await import("../../../gomoku-wasm/pkg/node.js");
  const inNode = Record.readRenlib(new Uint8Array(lib)).toSgf();
  await open();
  const inBrowser = await page.evaluate(async (bytes) => {
    const { Record: R } = await import("/gomoku-wasm/pkg/web.js");
    return R.readRenlib(new Uint8Array(bytes)).toSgf();
  }, lib);
  assert.equal(inNode.match(/C\[/g).length, comments.length);
  if (inBrowser !== inNode) {
    const [a, b] = [[...inNode], [...inBrowser]];
    const at = a.findIndex((c, i) => c !== b[i]);
    assert.fail(`Chromium decodes otherwise from character ${at}: ${a.slice(at, at + 8)} / ${b.slice(at, at + 8)}`);
  }
});

test("with the refusal off, a forbidden point is played and Black loses by it", { skip }, async () => {
  await open();
  // Renju's own policy: a forbidden move is played, and loses (RULES.md §6).
  await page.$eval("#refuse", (e) => {
    e.checked = false;
  });
  await newGame({ side: "both" });
  await playAll(SETUP);
  const reference = Game.fromMoves("renju", SETUP.join(" "));
  assert.equal(reference.forbidden("h8"), "double-three");
  assert.equal(
    await page.$eval('#board .mark.forbidden:not(.cursor)[data-point="h8"]', (m) => m.dataset.kind),
    "double-three",
    "the point is marked before the move",
  );

  await playAll(["h8"]);
  reference.play("h8");
  const outcome = reference.outcome();
  assert.deepEqual(outcome, { winner: "white", termination: "forbidden", line: null, result: "0-1" });
  assert.equal(await page.$eval("#status", (e) => e.dataset.outcome), "white forbidden");
  assert.equal(await text("#status"), "White wins by forbidden, 0-1.");
  assert.notEqual(await page.$eval("#message", (e) => e.className), "error", "the move was not refused");
  assert.ok((await stones()).includes("black:h8"), "the forbidden stone is on the board");
  assert.equal(await page.$("#board .mark.forbidden"), null, "no forbidden mark once the game is over");
  assert.equal(await page.$("#board .win-line"), null, "no winning line: the game ended by a forbidden move");
  // The game is over: another click plays nothing.
  await click("o15");
  assert.match(await text("#message"), /^The game is over/);
  assert.equal((await stones()).length, SETUP.length + 1);
  reference.free();

  await page.$eval("#refuse", (e) => {
    e.checked = true;
  });
});
