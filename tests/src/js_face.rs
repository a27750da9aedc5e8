//! The JavaScript face: the npm package gomoku-referee (gomoku-wasm, built into
//! `gomoku-wasm/pkg` by `scripts/test-js.sh`), driven through its public API by a node
//! process running `tests/js/face.mjs`. Each request is a line of JSON on the process's
//! stdin, each answer a line on its stdout: the package's own words (point texts, names,
//! error kinds), turned here into the core's vocabulary.
//!
//! The processes are pooled: a face takes one for its scenario and gives it back, reset,
//! when dropped; the tests that run in parallel each get their own.

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::Mutex;

use gomoku_referee::{Color, ErrorKind, Forbidden, Point, Preset, Termination};
use serde_json::{Value, json};

use crate::analysis::{
    Analysis, BOT_NODES, BOT_SEED, BotView, RowParts, SETS, VCF_MAX_MOVES, VCF_MAX_NODES,
    VCF_TABLE, VcfView, explanation_text, line_text, threat_points,
};
use crate::model::{Action, RulesSpec, Start, Switch};
use crate::snapshot::{
    Answer, ExpectedView, IdentityView, OutcomeView, Refusal, RulesView, Snapshot, check_points,
    pick, pick_indices,
};

/// One node process running the face script.
struct Node {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Drop for Node {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

static POOL: Mutex<Vec<Node>> = Mutex::new(Vec::new());

/// The package's Node entry: `GOMOKU_JS_PKG`, or `gomoku-wasm/pkg/node.js`.
fn package_entry() -> PathBuf {
    std::env::var_os("GOMOKU_JS_PKG").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../gomoku-wasm/pkg/node.js"),
        PathBuf::from,
    )
}

fn spawn() -> Result<Node, String> {
    let entry = package_entry();
    if !entry.exists() {
        return Err(format!(
            "the npm package is not built at {}: run `bash scripts/test-js.sh` first (or set GOMOKU_JS_PKG)",
            entry.display()
        ));
    }
    let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("js/face.mjs");
    let mut child = Command::new("node")
        .arg(&script)
        .arg(&entry)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .map_err(|e| format!("cannot run node {}: {e}", script.display()))?;
    let stdin = child.stdin.take().expect("piped stdin");
    let stdout = BufReader::new(child.stdout.take().expect("piped stdout"));
    Ok(Node {
        child,
        stdin,
        stdout,
    })
}

impl Node {
    fn ask(&mut self, request: &Value) -> Value {
        let line = request.to_string();
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .unwrap_or_else(|e| panic!("JavaScript: the node process is gone ({e})"));
        let mut answer = String::new();
        let n = self
            .stdout
            .read_line(&mut answer)
            .unwrap_or_else(|e| panic!("JavaScript: cannot read the answer ({e})"));
        assert!(n > 0, "JavaScript: the node process ended at {line}");
        let v: Value = serde_json::from_str(&answer)
            .unwrap_or_else(|e| panic!("JavaScript: not JSON ({e}): {answer}"));
        if let Some(crash) = v.get("crash") {
            panic!(
                "JavaScript: the face could not answer {line}:\n{}",
                crash.as_str().unwrap_or_default()
            );
        }
        v
    }
}

/// The JavaScript face of one scenario.
pub struct JsFace {
    node: Option<Node>,
}

impl Drop for JsFace {
    fn drop(&mut self) {
        if let Some(mut node) = self.node.take() {
            if !std::thread::panicking() {
                node.ask(&json!({"op": "reset"}));
                POOL.lock().unwrap_or_else(|e| e.into_inner()).push(node);
            }
        }
    }
}

impl JsFace {
    /// A face with a node process of its own (from the pool, or a new one).
    ///
    /// # Errors
    ///
    /// When the package is not built or node cannot run: the tests then fail, saying how
    /// to build it.
    pub fn load() -> Result<JsFace, String> {
        let pooled = POOL.lock().unwrap_or_else(|e| e.into_inner()).pop();
        let node = match pooled {
            Some(n) => n,
            None => spawn()?,
        };
        Ok(JsFace { node: Some(node) })
    }

    /// A face for one scenario; panics when the package cannot be loaded.
    #[must_use]
    pub fn new() -> JsFace {
        JsFace::load().unwrap_or_else(|e| panic!("the agreement tests need the npm package: {e}"))
    }

    pub(crate) fn ask(&mut self, request: &Value) -> Value {
        self.node.as_mut().expect("a node process").ask(request)
    }
}

impl Default for JsFace {
    fn default() -> JsFace {
        JsFace::new()
    }
}

/// The core's name of an error kind, as `&'static str` (an unknown one, such as a
/// `TypeError`, is kept as its text: it then differs from every core variant).
fn variant(kind: &str) -> &'static str {
    ErrorKind::ALL
        .iter()
        .map(|k| k.name())
        .find(|n| *n == kind)
        .unwrap_or_else(|| Box::leak(kind.to_owned().into_boxed_str()))
}

/// The error fields the faces are compared on, by variant (as `core_face::refusal` writes
/// them), with the JavaScript field of each (`forbidden` for the core's `kind`).
fn detail_fields(variant: &str) -> &'static [(&'static str, &'static str)] {
    match variant {
        "PlayError::OffBoard" | "SetupError::OffBoard" => &[("point", "point"), ("size", "size")],
        "PlayError::Occupied" | "SetupError::Overlap" => &[("point", "point")],
        "PlayError::Forbidden" => &[
            ("point", "point"),
            ("color", "color"),
            ("kind", "forbidden"),
        ],
        "GameError::EndedByAction" => &[("termination", "termination")],
        "GameError::NoDrawOffer" | "GameError::DrawOfferPending" => &[("color", "color")],
        "SetupError::AlreadyWon" => &[("color", "color"), ("point", "point")],
        "SetupError::Captures" => &[("color", "color"), ("pairs", "pairs")],
        "RulesError::SizeOutOfRange" => &[("size", "size")],
        "RulesError::UnsupportedGomocupCode" => &[("code", "code")],
        "RulesError::CaptureTargetOutOfRange" => &[("pairs", "pairs")],
        "OpeningError::SymmetricOffer" => &[
            ("point", "point"),
            ("earlier", "earlier"),
            ("symmetry", "symmetry"),
            ("centre", "centre"),
        ],
        _ => &[],
    }
}

/// A refusal with the error's fields as the core face writes them (`point=h8 size=15`);
/// a field the error lacks is written as missing, and then differs.
fn refusal_of(r: &Value) -> Refusal {
    let v = variant(r["kind"].as_str().unwrap_or("(no kind)"));
    let names = detail_fields(v);
    if names.is_empty() {
        return Refusal::new(v);
    }
    let text = |x: &Value| match x {
        Value::String(s) => s.clone(),
        Value::Array(a) => format!(
            "({:?}, {:?})",
            a[0].as_f64().unwrap_or(f64::NAN),
            a[1].as_f64().unwrap_or(f64::NAN)
        ),
        Value::Null => "(missing)".to_owned(),
        other => other.to_string(),
    };
    let fields: Vec<String> = names
        .iter()
        .map(|(core, js)| format!("{core}={}", text(&r["fields"][*js])))
        .collect();
    Refusal::with_detail(v, fields.join(" "))
}

fn answer(v: &Value) -> Answer {
    if v["ok"].as_bool() == Some(true) {
        Ok(())
    } else {
        Err(refusal_of(&v["refusal"]))
    }
}

fn color_json(c: Color) -> &'static str {
    c.name()
}

fn switch_json(s: Switch) -> Value {
    match s {
        Switch::Size(n) => json!({"k": "size", "n": n}),
        Switch::OverlineWins(c, on) => {
            json!({"k": "overline-wins", "color": color_json(c), "on": on})
        }
        Switch::Restrictions(c, bits) => {
            let kinds: Vec<&str> = Switch::kinds(bits).iter().map(|k| k.name()).collect();
            json!({"k": "restrictions", "color": color_json(c), "kinds": kinds})
        }
        Switch::Lose(lose) => json!({"k": "policy", "lose": lose}),
        Switch::Caro(on) => json!({"k": "caro", "on": on}),
        Switch::Capture(n) => json!({"k": "capture", "n": n}),
        Switch::PerfectFive(on) => json!({"k": "perfect-five", "on": on}),
        Switch::Pass(on) => json!({"k": "pass", "on": on}),
        Switch::MoveLimit(n) => json!({"k": "move-limit", "n": n}),
    }
}

fn action_json(a: &Action) -> Value {
    let c = color_json;
    match *a {
        Action::Place(x, y) => json!({"k": "place", "p": [x, y]}),
        Action::Pass => json!({"k": "pass"}),
        Action::Undo => json!({"k": "undo"}),
        Action::Resign(col) => json!({"k": "resign", "color": c(col)}),
        Action::Timeout(col) => json!({"k": "timeout", "color": c(col)}),
        Action::Offer(col) => json!({"k": "offer-draw", "color": c(col)}),
        Action::Accept(col) => json!({"k": "accept-draw", "color": c(col)}),
        Action::Decline(col) => json!({"k": "decline-draw", "color": c(col)}),
        Action::Stone(x, y) => json!({"k": "stone", "p": [x, y]}),
        Action::Pick(x, y) => json!({"k": "pick", "p": [x, y]}),
        Action::Swap => json!({"k": "swap"}),
        Action::Keep => json!({"k": "keep"}),
        Action::Choose(col) => json!({"k": "choose", "color": c(col)}),
        Action::Declare(n) => json!({"k": "declare", "n": n}),
        Action::Offers(o) => json!({"k": "offer", "points": o.points()}),
        Action::UndoStep => json!({"k": "undo-step"}),
    }
}

fn point(v: &Value) -> Point {
    v.as_str()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("JavaScript: {v} is not a point"))
}

fn opt_point(v: &Value) -> Option<Point> {
    (!v.is_null()).then(|| point(v))
}

fn points(v: &Value) -> Vec<Point> {
    v.as_array()
        .unwrap_or_else(|| panic!("JavaScript: {v} is not a list"))
        .iter()
        .map(point)
        .collect()
}

fn sorted(mut v: Vec<Point>) -> Vec<Point> {
    v.sort();
    v
}

fn color(v: &Value) -> Color {
    v.as_str()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("JavaScript: {v} is not a colour"))
}

fn opt_color(v: &Value) -> Option<Color> {
    (!v.is_null()).then(|| color(v))
}

fn kind(v: &Value) -> Forbidden {
    v.as_str()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("JavaScript: {v} is not a forbidden kind"))
}

fn opt_forbidden(v: &Value) -> Option<Forbidden> {
    (!v.is_null()).then(|| kind(v))
}

fn string(v: &Value) -> String {
    v.as_str()
        .unwrap_or_else(|| panic!("JavaScript: {v} is not a string"))
        .to_owned()
}

fn opt_u32(v: &Value) -> Option<u32> {
    v.as_u64().map(|n| u32::try_from(n).expect("a u32"))
}

fn key(v: &Value) -> u64 {
    v.as_str()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("JavaScript: {v} is not a key"))
}

fn moves(v: &Value) -> Vec<Option<Point>> {
    v.as_array()
        .expect("a list of moves")
        .iter()
        .map(opt_point)
        .collect()
}

fn player(v: &Value) -> u8 {
    match v.as_str() {
        Some("first") => 0,
        Some("second") => 1,
        _ => panic!("JavaScript: {v} is not a player"),
    }
}

fn rules_view(r: &Value) -> RulesView {
    let pair = |k: &str| [0, 1].map(|i| r[k][i].as_bool().expect("a boolean"));
    RulesView {
        size: u8::try_from(r["size"].as_u64().expect("a size")).expect("a size"),
        overline_wins: pair("overlineWins"),
        overline_switch: pair("overlineSwitch"),
        restrictions: [0, 1].map(|i| {
            let mut kinds: Vec<Forbidden> = r["restrictions"][i]
                .as_array()
                .expect("a list of kinds")
                .iter()
                .map(kind)
                .collect();
            kinds.sort_by_key(|k| Forbidden::ALL.iter().position(|x| x == k));
            kinds
        }),
        lose: r["lose"].as_bool().expect("a boolean"),
        caro: r["caro"].as_bool().expect("a boolean"),
        capture: opt_u32(&r["capture"]),
        perfect_five: r["perfectFive"].as_bool().expect("a boolean"),
        pass: r["pass"].as_bool().expect("a boolean"),
        move_limit: opt_u32(&r["moveLimit"]),
        name: string(&r["name"]),
        preset: r["preset"].as_str().map(|s| {
            s.parse::<Preset>()
                .unwrap_or_else(|_| panic!("JavaScript: {s} is not a preset"))
        }),
        gomocup: opt_u32(&r["gomocup"]),
    }
}

fn identity(v: &Value) -> IdentityView {
    let transformed = v["transformed"]
        .as_array()
        .expect("a list")
        .iter()
        .map(|t| (key(&t[0]), moves(&t[1])))
        .collect();
    let c = &v["canonical"];
    IdentityView {
        key: key(&v["key"]),
        images: v["images"]
            .as_array()
            .expect("a list")
            .iter()
            .map(key)
            .collect(),
        transformed,
        canonical: (
            usize::try_from(c[0].as_u64().expect("a symmetry's index")).expect("an index"),
            key(&c[1]),
            moves(&c[2]),
        ),
        stabilizer: v["stabilizer"]
            .as_array()
            .expect("a list")
            .iter()
            .fold(0u8, |bits, i| bits | 1 << i.as_u64().expect("an index")),
        point_images: v["pointImages"]
            .as_array()
            .expect("a list")
            .iter()
            .map(opt_point)
            .collect(),
        symmetric: v["symmetric"]
            .as_array()
            .expect("a list")
            .iter()
            .map(|b| b.as_bool().expect("a boolean"))
            .collect(),
    }
}

/// An opening's printed name (`soosorv-8`) as a name and its N.
fn opening(v: &Value) -> Option<(String, Option<u8>)> {
    let s = v.as_str()?;
    Some(match s.rsplit_once('-') {
        Some((name, n)) if n.bytes().all(|b| b.is_ascii_digit()) => {
            (name.to_owned(), Some(n.parse().expect("an N")))
        }
        _ => (s.to_owned(), None),
    })
}

/// One explained row as the package gives it, owned: kind, direction, stones, and each
/// point with its verdict and, for a forbidden one, its explanation's text.
type OwnedRow = (
    String,
    String,
    Vec<Point>,
    Vec<(Point, String, Option<String>)>,
);

fn explanation_tree(e: &Value) -> String {
    let rows: Vec<OwnedRow> = e["rows"]
        .as_array()
        .expect("rows")
        .iter()
        .map(|r| {
            let points = r["points"]
                .as_array()
                .expect("points")
                .iter()
                .map(|q| {
                    let child = &q["explanation"];
                    (
                        point(&q["point"]),
                        string(&q["verdict"]),
                        (!child.is_null()).then(|| explanation_tree(child)),
                    )
                })
                .collect();
            (
                string(&r["kind"]),
                string(&r["direction"]),
                points_in_order(&r["stones"]),
                points,
            )
        })
        .collect();
    let parts: Vec<RowParts<'_>> = rows
        .iter()
        .map(|(k, d, stones, points)| {
            (
                k.as_str(),
                d.as_str(),
                stones.clone(),
                points
                    .iter()
                    .map(|(p, v, c)| (*p, v.as_str(), c.clone()))
                    .collect(),
            )
        })
        .collect();
    explanation_text(
        point(&e["point"]),
        e["kind"].as_str().expect("a kind"),
        &parts,
    )
}

fn points_in_order(v: &Value) -> Vec<Point> {
    points(v)
}

impl crate::Face for JsFace {
    fn name(&self) -> &'static str {
        "JavaScript"
    }

    fn build_rules(&mut self, spec: &RulesSpec) -> Vec<Answer> {
        let switches: Vec<Value> = spec.switches.iter().map(|s| switch_json(*s)).collect();
        let v =
            self.ask(&json!({"op": "rules", "preset": spec.preset.name(), "switches": switches}));
        v.as_array().expect("answers").iter().map(answer).collect()
    }

    fn start(&mut self, start: &Start) -> Answer {
        let request = match start {
            Start::Empty => json!({"op": "start", "start": "empty"}),
            Start::Opening { kind, n } => {
                json!({"op": "start", "start": "opening", "kind": kind, "n": n})
            }
            Start::Setup {
                black,
                white,
                turn,
                captures,
            } => json!({
                "op": "start", "start": "setup", "black": black, "white": white,
                "turn": color_json(*turn), "captures": captures,
            }),
        };
        answer(&self.ask(&request))
    }

    fn act(&mut self, action: &Action) -> Answer {
        answer(&self.ask(&json!({"op": "act", "action": action_json(action)})))
    }

    fn observe(&mut self) -> Snapshot {
        let v = self.ask(&json!({"op": "observe"}));
        let rules = rules_view(&v["rules"]);
        let size = rules.size;
        let n = usize::from(size);
        let mut stones = vec![None; n * n];
        for c in Color::ALL {
            for p in points(&v["stones"][c.name()]) {
                stones[usize::from(p.y()) * n + usize::from(p.x())] = Some(c);
            }
        }
        let in_order = points(&v["legalMoves"]);
        let legal_move_count =
            usize::try_from(v["legalMoveCount"].as_u64().expect("a count")).expect("a count");
        let mut forbidden: Vec<(Point, Forbidden)> = v["forbidden"]
            .as_array()
            .expect("entries")
            .iter()
            .map(|e| (point(&e[0]), kind(&e[1])))
            .collect();
        forbidden.sort();
        let mut forbidden_points_other: Vec<(Point, Forbidden)> = v["forbiddenOther"]
            .as_array()
            .expect("entries")
            .iter()
            .map(|e| {
                let c = |i: usize| u8::try_from(e[i].as_u64().expect("a coordinate")).expect("u8");
                (Point::new(c(0), c(1)).expect("a point"), kind(&e[2]))
            })
            .collect();
        forbidden_points_other.sort();
        let o = &v["outcome"];
        let outcome = (!o.is_null()).then(|| OutcomeView {
            winner: opt_color(&o["winner"]),
            termination: o["termination"]
                .as_str()
                .and_then(|s| s.parse::<Termination>().ok())
                .unwrap_or_else(|| panic!("JavaScript: {o} has no termination")),
            line: (!o["line"].is_null()).then(|| {
                let l = points(&o["line"]);
                (l[0], l[l.len() - 1], l.len())
            }),
        });
        let e = &v["expected"];
        let expected = (!e.is_null()).then(|| ExpectedView {
            player: player(&e["player"]),
            color: color(&e["color"]),
            what: string(&e["what"]),
            stone: opt_color(&e["stone"]),
            area: e["area"]
                .as_str()
                .map(|a| (a.to_owned(), opt_u32(&e["areaSize"]).expect("an area size"))),
            count: opt_u32(&e["count"]),
            max: opt_u32(&e["max"]),
        });
        let moves = moves(&v["moves"]);
        let record: Vec<String> = v["record"]
            .as_array()
            .expect("actions")
            .iter()
            .map(string)
            .collect();
        let bools = |k: &str| -> Vec<bool> {
            v[k].as_array()
                .expect("a list")
                .iter()
                .map(|b| b.as_bool().expect("a boolean"))
                .collect()
        };
        Snapshot {
            stones,
            turn: color(&v["turn"]),
            legal: bools("legal"),
            legal_moves: sorted(in_order.clone()),
            legal_move_count,
            legal_picks: pick_indices(legal_move_count)
                .into_iter()
                .map(|i| pick(&in_order, i))
                .collect(),
            any_legal: !in_order.is_empty(),
            legal_contains: check_points(size)
                .iter()
                .map(|p| in_order.contains(p))
                .collect(),
            forbidden,
            captures: [0, 1].map(|i| opt_u32(&v["captures"][i]).expect("a count")),
            last_captures: sorted(points(&v["lastCaptures"])),
            over: v["over"].as_bool().expect("a boolean"),
            outcome,
            draw_offer: opt_color(&v["drawOffer"]),
            move_count: moves.len(),
            moves,
            off_board_legal: bools("offBoardLegal"),
            forbidden_other: v["forbiddenCentre"]
                .as_array()
                .expect("a list")
                .iter()
                .map(opt_forbidden)
                .collect(),
            expected,
            black: player(&v["black"]),
            colors: [0, 1].map(|i| color(&v["colors"][i])),
            opening: opening(&v["opening"]),
            record: record.join(", "),
            offers: sorted(points(&v["offers"])),
            allowed: sorted(points(&v["allowed"])),
            identity: identity(&v["identity"]),
            records: v["records"]
                .as_array()
                .expect("records")
                .iter()
                .map(string)
                .collect(),
            forbidden_points_other,
            diagrams: [string(&v["diagrams"][0]), string(&v["diagrams"][1])],
            threat_maps: Color::ALL.map(|c| {
                let m = &v["threatMaps"][c.index()];
                let mut i = 0;
                crate::analysis::SETS.map(|_| {
                    i += 1;
                    sorted(points(&m[i - 1]))
                })
            }),
            // JavaScript, like Python, asks "would this move be accepted" by trying it.
            check: None,
            legal_mask: Some(bytes(&v["legalMask"])),
            forbidden_mask: bytes(&v["forbiddenMask"]),
            rules,
        }
    }

    fn analyse(&mut self) -> Analysis {
        let v = self.ask(&json!({
            "op": "analyse", "maxMoves": VCF_MAX_MOVES, "maxNodes": VCF_MAX_NODES, "table": VCF_TABLE,
            "botSeed": BOT_SEED, "botNodes": BOT_NODES,
        }));
        let maps = Color::ALL.map(|c| {
            let m = &v["maps"][c.index()];
            let mut i = 0;
            SETS.map(|_| {
                i += 1;
                sorted(points(&m[i - 1]))
            })
        });
        let mut threats = Vec::new();
        for c in Color::ALL {
            for p in threat_points(&maps[c.index()]) {
                let t = &v["threats"][c.index()][p.to_string()];
                let mut text: Vec<String> = t["lines"]
                    .as_array()
                    .expect("lines")
                    .iter()
                    .map(|l| {
                        line_text(
                            l["direction"].as_str().expect("a direction"),
                            l["shape"].as_str().expect("a shape"),
                            l["overlineWins"].as_bool().expect("a boolean"),
                            &points_in_order(&l["stones"]),
                            &points_in_order(&l["points"]),
                        )
                    })
                    .collect();
                text.push(format!(
                    "{} {} {} {:?}",
                    t["fours"].as_u64().expect("fours"),
                    t["threes"].as_u64().expect("threes"),
                    t["wins"].as_bool().expect("wins"),
                    opt_forbidden(&t["forbidden"])
                ));
                threats.push((c, p, text.join("; ")));
            }
        }
        let mut explanations: Vec<(Point, String, String, String)> = v["explanations"]
            .as_array()
            .expect("explanations")
            .iter()
            .map(|e| {
                let tree = &e[2];
                assert!(
                    !tree.is_null(),
                    "JavaScript: a forbidden point without an explanation"
                );
                assert_eq!(
                    e[1], tree["text"],
                    "JavaScript: explain() and explanation().text differ"
                );
                (
                    point(&e[0]),
                    string(&e[1]),
                    string(&tree["tree"]),
                    explanation_tree(tree),
                )
            })
            .collect();
        explanations.sort();
        let vcf = [0, 1, 2, 3].map(|i| {
            let r = &v["vcf"][i];
            if let Some(refusal) = r.get("refusal") {
                return Err(refusal_of(refusal));
            }
            let r = &r["ok"];
            let found = r["found"].as_bool().expect("found");
            Ok(VcfView {
                answer: match (found, r["stoppedBy"].as_str()) {
                    (true, _) => "found",
                    (false, None) => "none",
                    (false, Some("moves")) => "none-within-moves",
                    (false, Some(_)) => "node-budget",
                },
                moves: points_in_order(&r["moves"]),
                end: match r["end"].as_str() {
                    Some("five") => "five",
                    Some("forbidden-defence") => "forbidden-defence",
                    _ => "",
                },
                nodes: r["nodes"].as_u64().expect("nodes"),
            })
        });
        let bot = match v["bot"].get("refusal") {
            Some(refusal) => Err(refusal_of(refusal)),
            None => {
                let d = &v["bot"]["ok"];
                Ok(BotView {
                    kind: string(&d["kind"]),
                    step: string(&d["step"]),
                    reason: string(&d["reason"]),
                    nodes: d["nodes"].as_u64().expect("nodes"),
                })
            }
        };
        Analysis {
            maps,
            threats,
            explanations,
            vcf,
            bot,
        }
    }

    fn record_tree(&mut self, data: &[u8], renlib: bool) -> Option<Vec<crate::NodeView>> {
        let v = self.ask(&json!({"op": "tree", "bytes": data, "renlib": renlib}));
        let nodes = v.as_array()?;
        let index = |v: &Value| usize::try_from(v.as_u64().expect("an index")).expect("an index");
        let opt_string = |v: &Value| (!v.is_null()).then(|| string(v));
        Some(
            nodes
                .iter()
                .enumerate()
                .map(|(i, n)| {
                    assert_eq!(index(&n["index"]), i, "JavaScript: node {i} says {n}");
                    crate::NodeView {
                        parent: (!n["parent"].is_null()).then(|| index(&n["parent"])),
                        children: n["children"]
                            .as_array()
                            .expect("children")
                            .iter()
                            .map(index)
                            .collect(),
                        mv: opt_color(&n["color"]).map(|c| (c, opt_point(&n["move"]))),
                        comment: opt_string(&n["comment"]),
                        mark: n["mark"].as_bool().expect("mark"),
                        board_text: opt_string(&n["boardText"]),
                        properties: n["properties"]
                            .as_array()
                            .expect("properties")
                            .iter()
                            .map(|p| {
                                let values = p[1].as_array().expect("values");
                                (string(&p[0]), values.iter().map(string).collect())
                            })
                            .collect(),
                    }
                })
                .collect(),
        )
    }

    fn not_a_point(&self, _in_setup: bool, _game_over: bool) -> &'static str {
        // Coordinates that are no point ({x: -3, y: 40}) are refused as the argument is
        // read, before any game is asked: `ParseInvalidPointError`, as Python.
        "ParseError::InvalidPoint"
    }
}

/// The JavaScript face's answers to the questions of `extras` that it has a call for: the
/// symmetries' algebra, records read in every format, RenjuNet read from bytes, matches and
/// clocks. (The protocol's replies are compared by the brain's own suite.)
#[derive(Debug, Clone, PartialEq)]
pub struct JsExtras {
    /// The inverse of each symmetry.
    pub inverses: Vec<usize>,
    /// `a` then `b` for every pair, `a` major.
    pub products: Vec<usize>,
    /// Each record read.
    pub records: Vec<Result<crate::extras::RecordView, crate::extras::ReadError>>,
    /// Each match.
    pub matches: Vec<crate::texts::Parsed<crate::extras::MatchView>>,
    /// Each clock.
    pub clocks: Vec<crate::texts::Parsed<crate::extras::ClockView>>,
    /// Each RenjuNet text read as one record (its first game), through `RenjuNetGames`.
    pub renjunet_texts: Vec<Result<crate::extras::RecordView, crate::extras::ReadError>>,
    /// Each RenjuNet file of the questions that can be read, its bytes streamed through
    /// `RenjuNetGames`: its games up to the first error (the package reads bytes, not
    /// paths: a file that cannot be opened is not asked).
    pub renjunet: Vec<Vec<Result<crate::extras::RecordView, &'static str>>>,
}

fn termination(v: &Value) -> Termination {
    v.as_str()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("JavaScript: {v} is not a termination"))
}

fn js_outcome(v: &Value) -> Option<crate::extras::OutcomeParts> {
    (!v.is_null()).then(|| (opt_color(&v[0]), termination(&v[1])))
}

fn usize_of(v: &Value) -> usize {
    usize::try_from(
        v.as_u64()
            .unwrap_or_else(|| panic!("JavaScript: {v} is not a count")),
    )
    .expect("a usize")
}

/// `{ok}` or `{refusal}` as a parsed value.
fn parsed<T>(v: &Value, f: impl FnOnce(&Value) -> T) -> crate::texts::Parsed<T> {
    match v.get("refusal") {
        Some(r) => Err(refusal_of(r).variant),
        None => Ok(f(&v["ok"])),
    }
}

fn js_record_view(v: &Value) -> crate::extras::RecordView {
    let texts = v["texts"].as_array().expect("texts");
    let replayed = |r: &Value| -> Result<crate::extras::Replayed, crate::extras::ReplayRefusal> {
        match r.get("refusal") {
            Some(refusal) => Err((
                refusal_of(refusal).variant,
                r["number"]
                    .as_u64()
                    .map(|n| usize::try_from(n).expect("a usize")),
            )),
            None => Ok((
                key(&r["key"]),
                moves(&r["moves"]),
                js_outcome(&r["outcome"]),
            )),
        }
    };
    crate::extras::RecordView {
        size: u8::try_from(v["size"].as_u64().expect("a size")).expect("a u8"),
        moves: moves(&v["moves"]),
        texts: std::array::from_fn(|i| (!texts[i].is_null()).then(|| string(&texts[i]))),
        sgf_rows: match v["sgfRows"].as_str() {
            None => None,
            Some("top") => Some("top"),
            Some("bottom") => Some("bottom"),
            Some(other) => panic!("JavaScript: {other:?} is no row convention"),
        },
        times: v["times"]
            .as_array()
            .expect("times")
            .iter()
            .map(opt_u32)
            .collect(),
        nodes: v["nodes"]
            .as_array()
            .expect("nodes")
            .iter()
            .map(|n| {
                let properties = n[1].as_array().expect("properties").iter();
                let properties = properties.map(|p| {
                    let values = p[1].as_array().expect("values");
                    (string(&p[0]), values.iter().map(string).collect())
                });
                (opt_u32(&n[0]), properties.collect())
            })
            .collect(),
        written: v["written"]
            .as_array()
            .expect("written")
            .iter()
            .map(|w| parsed(w, string))
            .collect(),
        winner: v["hasResult"]
            .as_bool()
            .expect("hasResult")
            .then(|| opt_color(&v["winner"])),
        replay: replayed(&v["replay"]),
        replay_freestyle: replayed(&v["replayFreestyle"]),
    }
}

impl JsFace {
    /// The package's answers to the questions of `extras` it has calls for.
    #[must_use]
    pub fn extras(&mut self, q: &crate::extras::ExtraQuestions) -> JsExtras {
        use crate::extras::{ClockView, MatchView, RecordFormat};
        let records: Vec<Value> = q
            .records
            .iter()
            .map(|r| match r.format {
                RecordFormat::Moves(size) => {
                    json!({"format": "moves", "size": size, "bytes": r.bytes})
                }
                RecordFormat::Psq => json!({"format": "psq", "bytes": r.bytes}),
                RecordFormat::Sgf(bottom) => {
                    json!({"format": "sgf", "bottom": bottom, "bytes": r.bytes})
                }
                RecordFormat::RenLib => json!({"format": "renlib", "bytes": r.bytes}),
            })
            .collect();
        let matches: Vec<Value> = q
            .matches
            .iter()
            .map(|m| json!({"names": m.names, "k": m.k, "alternate": m.alternate, "ratings": m.ratings, "games": m.games}))
            .collect();
        let clocks: Vec<Value> = q
            .clocks
            .iter()
            .map(|c| json!({"perMove": c.per_move, "budget": c.budget, "increment": c.increment, "spends": c.spends}))
            .collect();
        let renjunet: Vec<Vec<u8>> = q
            .renjunet
            .iter()
            .filter_map(|path| std::fs::read(path).ok())
            .collect();
        let v = self.ask(
            &json!({"op": "extras", "records": records, "matches": matches,
            "clocks": clocks, "renjunetTexts": q.renjunet_texts, "renjunet": renjunet}),
        );
        let indices = |v: &Value| {
            v.as_array()
                .expect("indices")
                .iter()
                .map(usize_of)
                .collect()
        };
        let match_game = |g: &Value| {
            (
                usize_of(&g[0]),
                usize_of(&g[1]),
                (!g[2].is_null()).then(|| usize_of(&g[2])),
                termination(&g[3]),
            )
        };
        let pair = |v: &Value| [0, 1].map(|i| v[i].as_f64().expect("a number"));
        let read = |r: &Value| match r.get("refusal") {
            Some(refusal) => Err((refusal_of(refusal).variant, usize_of(&r["offset"]))),
            None => Ok(js_record_view(&r["ok"])),
        };
        JsExtras {
            inverses: indices(&v["inverses"]),
            products: indices(&v["products"]),
            records: v["records"]
                .as_array()
                .expect("records")
                .iter()
                .map(read)
                .collect(),
            renjunet_texts: v["renjunetTexts"]
                .as_array()
                .expect("renjunetTexts")
                .iter()
                .map(read)
                .collect(),
            renjunet: v["renjunet"]
                .as_array()
                .expect("renjunet")
                .iter()
                .map(|games| {
                    let games = games.as_array().expect("games").iter();
                    games
                        .map(|g| match g.get("refusal") {
                            Some(refusal) => Err(refusal_of(refusal).variant),
                            None => Ok(js_record_view(&g["ok"])),
                        })
                        .collect()
                })
                .collect(),
            matches: v["matches"]
                .as_array()
                .expect("matches")
                .iter()
                .map(|m| {
                    parsed(m, |m| MatchView {
                        recorded: m["recorded"]
                            .as_array()
                            .expect("recorded")
                            .iter()
                            .map(|g| parsed(g, match_game))
                            .collect(),
                        games: m["games"]
                            .as_array()
                            .expect("games")
                            .iter()
                            .map(match_game)
                            .collect(),
                        score: pair(&m["score"]),
                        ratings: pair(&m["ratings"]),
                        next_first: usize_of(&m["nextFirst"]),
                    })
                })
                .collect(),
            clocks: v["clocks"]
                .as_array()
                .expect("clocks")
                .iter()
                .map(|c| {
                    parsed(c, |c| ClockView {
                        spent: c["spent"]
                            .as_array()
                            .expect("spent")
                            .iter()
                            .map(|s| parsed(s, |b| b.as_bool().expect("a boolean")))
                            .collect(),
                        times: c["times"]
                            .as_array()
                            .expect("times")
                            .iter()
                            .map(|t| [0, 1, 2, 3].map(|i| t[i].as_u64()))
                            .collect(),
                        flagged: (!c["flagged"].is_null()).then(|| usize_of(&c["flagged"])),
                        ended: parsed(&c["ended"], |e| {
                            (e[0].as_bool().expect("a boolean"), js_outcome(&e[1]))
                        }),
                    })
                })
                .collect(),
        }
    }
}

/// A list of small numbers (a mask).
fn bytes(v: &Value) -> Vec<u8> {
    v.as_array()
        .expect("a list")
        .iter()
        .map(|b| u8::try_from(b.as_u64().expect("a number")).expect("a byte"))
        .collect()
}

impl JsFace {
    /// `n` random games from the empty board of the rules named `name`, seeded `seed`:
    /// `randomPlayouts`.
    #[must_use]
    pub fn random_playouts(
        &mut self,
        name: &str,
        n: usize,
        seed: u64,
    ) -> Vec<crate::snapshot::PlayoutView> {
        let v =
            self.ask(&json!({"op": "playouts", "rules": name, "n": n, "seed": seed.to_string()}));
        let lengths = v["lengths"].as_array().expect("lengths");
        assert_eq!(lengths.len(), n, "JavaScript: one record a game");
        (0..n)
            .map(|i| {
                (
                    opt_color(&v["winners"][i]),
                    termination(&v["terminations"][i]),
                    u32::try_from(lengths[i].as_u64().expect("a length")).expect("a length"),
                )
            })
            .collect()
    }
}
