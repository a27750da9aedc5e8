//! The conformance data of `tests/data/*.jsonl` (format: `tests/data/README.md`), checked
//! against the core: every case builds its rules, sets up a game, applies its actions and
//! checks each expectation it states.
//!
//! Run with `cargo test -p gomoku-referee-tests --test conformance -- --nocapture` to see the
//! number of cases per category.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use gomoku_referee::{
    Color, Expected, Expecting, Forbidden, ForbiddenPolicy, Game, GameError, Opening, OpeningError,
    Outcome, PlayError, Player, Point, Restrictions, Rules, Setup, SetupError, Symmetry,
    SymmetryCentre,
};
use serde_json::{Map, Value};

/// The keys a case may have; any other key is an error in the data.
const CASE_KEYS: &[&str] = &[
    "id",
    "category",
    "rules",
    "options",
    "setup",
    "actions",
    "setup_error",
    "turn",
    "forbidden",
    "explain",
    "legal",
    "illegal",
    "outcome",
    "captures",
    "opening",
    "opening_error",
    "expected",
    "black",
    "moves",
    "record",
    "offers",
    "allowed",
    "why",
];
const OPTION_KEYS: &[&str] = &[
    "restrictions",
    "policy",
    "pass",
    "move_limit",
    "capture",
    "caro_rule",
    "overline_wins",
];
const SETUP_KEYS: &[&str] = &["black", "white", "turn", "captures"];
const OUTCOME_KEYS: &[&str] = &["winner", "termination", "line"];
const MIN_CASES: usize = 346; // the hand-written cases (issue 29: the real count)

/// An error in the data itself (not a disagreement with the core).
type DataResult<T> = Result<T, String>;

/// `tests/data`, or the directory named by `GOMOKU_CONFORMANCE_DIR` (to try other data).
fn data_dir() -> PathBuf {
    std::env::var_os("GOMOKU_CONFORMANCE_DIR").map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data"),
        PathBuf::from,
    )
}

fn check_keys(obj: &Map<String, Value>, allowed: &[&str], what: &str) -> DataResult<()> {
    match obj.keys().find(|k| !allowed.contains(&k.as_str())) {
        Some(k) => Err(format!("unknown key {k:?} in {what}")),
        None => Ok(()),
    }
}

fn as_obj<'a>(v: &'a Value, what: &str) -> DataResult<&'a Map<String, Value>> {
    v.as_object()
        .ok_or_else(|| format!("{what} must be an object"))
}

fn as_str<'a>(v: &'a Value, what: &str) -> DataResult<&'a str> {
    v.as_str().ok_or_else(|| format!("{what} must be a string"))
}

fn as_bool(v: &Value, what: &str) -> DataResult<bool> {
    v.as_bool()
        .ok_or_else(|| format!("{what} must be a boolean"))
}

fn as_u32(v: &Value, what: &str) -> DataResult<u32> {
    v.as_u64()
        .and_then(|n| u32::try_from(n).ok())
        .ok_or_else(|| format!("{what} must be a non-negative integer"))
}

fn point(v: &Value, what: &str) -> DataResult<Point> {
    let s = as_str(v, what)?;
    s.parse().map_err(|e| format!("{what}: {s:?}: {e}"))
}

fn points(v: &Value, what: &str) -> DataResult<Vec<Point>> {
    v.as_array()
        .ok_or_else(|| format!("{what} must be an array of points"))?
        .iter()
        .map(|p| point(p, what))
        .collect()
}

fn color(v: &Value, what: &str) -> DataResult<Color> {
    match as_str(v, what)? {
        "black" => Ok(Color::Black),
        "white" => Ok(Color::White),
        other => Err(format!("{what}: {other:?} is not \"black\" or \"white\"")),
    }
}

fn color_name(c: Color) -> &'static str {
    match c {
        Color::Black => "black",
        Color::White => "white",
    }
}

/// An object whose keys are colours, e.g. `{"black": 1, "white": 0}`.
fn per_color<'a>(v: &'a Value, what: &str) -> DataResult<Vec<(Color, &'a Value)>> {
    let obj = as_obj(v, what)?;
    check_keys(obj, &["black", "white"], what)?;
    obj.iter()
        .map(|(k, v)| Ok((color(&Value::String(k.clone()), what)?, v)))
        .collect()
}

fn rules(case: &Map<String, Value>) -> DataResult<Rules> {
    let name = as_str(case.get("rules").ok_or("missing \"rules\"")?, "rules")?;
    let mut rules: Rules = name.parse().map_err(|e| format!("rules {name:?}: {e}"))?;
    let Some(options) = case.get("options") else {
        return Ok(rules);
    };
    let options = as_obj(options, "options")?;
    check_keys(options, OPTION_KEYS, "options")?;
    // Applied in the documented order, whatever the order of the keys in the line.
    if let Some(v) = options.get("restrictions") {
        for (c, kinds) in per_color(v, "options.restrictions")? {
            let mut r = Restrictions::NONE;
            for k in kinds
                .as_array()
                .ok_or("options.restrictions: a colour's value must be an array")?
            {
                let k = as_str(k, "options.restrictions")?;
                let kind: Forbidden = k
                    .parse()
                    .map_err(|e| format!("options.restrictions: {k:?}: {e}"))?;
                r = r.with(kind);
            }
            rules = rules.with_restrictions(c, r);
        }
    }
    if let Some(v) = options.get("policy") {
        rules = rules.with_forbidden_policy(match as_str(v, "options.policy")? {
            "reject" => ForbiddenPolicy::Reject,
            "lose" => ForbiddenPolicy::Lose,
            other => return Err(format!("options.policy: {other:?}")),
        });
    }
    if let Some(v) = options.get("pass") {
        rules = rules.with_pass(as_bool(v, "options.pass")?);
    }
    if let Some(v) = options.get("move_limit") {
        let limit = match v {
            Value::Null => None,
            v => Some(as_u32(v, "options.move_limit")?),
        };
        rules = rules
            .with_move_limit(limit)
            .map_err(|e| format!("options.move_limit: {e}"))?;
    }
    if let Some(v) = options.get("capture") {
        let pairs = match v {
            Value::Null => None,
            v => Some(as_u32(v, "options.capture")?),
        };
        rules = rules
            .with_capture(pairs)
            .map_err(|e| format!("options.capture: {e}"))?;
    }
    if let Some(v) = options.get("caro_rule") {
        rules = rules.with_caro_rule(as_bool(v, "options.caro_rule")?);
    }
    if let Some(v) = options.get("overline_wins") {
        for (c, wins) in per_color(v, "options.overline_wins")? {
            rules = rules.with_overline_wins(c, as_bool(wins, "options.overline_wins")?);
        }
    }
    Ok(rules)
}

fn setup(case: &Map<String, Value>) -> DataResult<Option<Setup>> {
    let Some(v) = case.get("setup") else {
        return Ok(None);
    };
    let obj = as_obj(v, "setup")?;
    check_keys(obj, SETUP_KEYS, "setup")?;
    let mut s = Setup::new();
    for (key, c) in [("black", Color::Black), ("white", Color::White)] {
        if let Some(list) = obj.get(key) {
            for p in points(list, &format!("setup.{key}"))? {
                s = s.with_stone(p, c);
            }
        }
    }
    if let Some(t) = obj.get("turn") {
        s = s.with_turn(color(t, "setup.turn")?);
    }
    if let Some(caps) = obj.get("captures") {
        for (c, n) in per_color(caps, "setup.captures")? {
            s.captures[c.index()] = as_u32(n, "setup.captures")?;
        }
    }
    Ok(Some(s))
}

fn setup_error_kind(e: &SetupError) -> &'static str {
    match e {
        SetupError::OffBoard { .. } => "off-board",
        SetupError::Overlap { .. } => "overlap",
        SetupError::AlreadyWon { .. } => "already-won",
        SetupError::Captures { .. } => "captures",
    }
}

fn play_error_kind(e: &PlayError) -> &'static str {
    match e {
        PlayError::OffBoard { .. } => "off-board",
        PlayError::Occupied { .. } => "occupied",
        PlayError::Forbidden { .. } => "forbidden",
        PlayError::GameOver => "game-over",
        PlayError::PassNotAllowed => "pass-not-allowed",
        PlayError::OpeningUnderWay => "opening-under-way",
    }
}

fn game_error_kind(e: &GameError) -> &'static str {
    match e {
        GameError::GameOver => "game-over",
        GameError::NothingToUndo => "nothing-to-undo",
        GameError::EndedByAction(_) => "ended-by-action",
        GameError::NoDrawOffer(_) => "no-draw-offer",
        GameError::DrawOfferPending(_) => "draw-offer-pending",
        GameError::NotAMove(_) => "not-a-move",
    }
}

const ERROR_KINDS: &[&str] = &[
    "off-board",
    "occupied",
    "forbidden",
    "game-over",
    "pass-not-allowed",
    "nothing-to-undo",
    "ended-by-action",
    "no-draw-offer",
    "draw-offer-pending",
    "opening-under-way",
    "not-a-move",
    "unexpected",
    "outside-area",
    "duplicate-offer",
    "symmetric-offer",
    "offer-count",
    "offers-out-of-range",
    "not-offered",
    "no-opening",
];

/// The kind of a refused opening action; a symmetric offer also names its symmetry.
fn opening_error_kind(e: &OpeningError) -> &'static str {
    match e {
        OpeningError::Unexpected { .. } => "unexpected",
        OpeningError::OutsideArea { .. } => "outside-area",
        OpeningError::Illegal(e) => play_error_kind(e),
        OpeningError::DuplicateOffer { .. } => "duplicate-offer",
        OpeningError::SymmetricOffer { .. } => "symmetric-offer",
        OpeningError::OfferCount { .. } => "offer-count",
        OpeningError::OffersOutOfRange { .. } => "offers-out-of-range",
        OpeningError::NotOffered { .. } => "not-offered",
        OpeningError::NoOpening => "no-opening",
        OpeningError::GameOver => "game-over",
        OpeningError::BoardTooSmall { .. } => "board-too-small",
    }
}

thread_local! {
    /// The last refused opening action's symmetry, for `"symmetry"` in the data. One per
    /// thread: the tests of this file replay the data in parallel, and a shared value was
    /// reset by one test between another's refusal and its check.
    static LAST_SYMMETRY: std::cell::Cell<Option<(Symmetry, SymmetryCentre)>> = const { std::cell::Cell::new(None) };
}

/// An opening action of the data (`place h8`, `swap`, `keep`, `choose white`,
/// `declare 3`, `offer g8 i8`, `pick g8`, `undo-step`), or `None` if `action` is none.
fn apply_opening(game: &mut Game, action: &str) -> DataResult<Option<Result<(), &'static str>>> {
    let oe = |r: Result<(), OpeningError>| {
        r.map_err(|e| {
            if let OpeningError::SymmetricOffer {
                symmetry, centre, ..
            } = e
            {
                LAST_SYMMETRY.set(Some((symmetry, centre)));
            }
            opening_error_kind(&e)
        })
    };
    let mut words = action.split(' ');
    let verb = words.next().unwrap_or_default();
    let rest: Vec<&str> = words.collect();
    let one_point = |rest: &[&str]| -> DataResult<Point> {
        match rest {
            [p] => point(&Value::String((*p).to_owned()), "action point"),
            _ => Err(format!("{action:?}: one point expected")),
        }
    };
    Ok(Some(match verb {
        "place" => oe(game.place(one_point(&rest)?)),
        "pick" => oe(game.pick(one_point(&rest)?)),
        "swap" if rest.is_empty() => oe(game.swap()),
        "keep" if rest.is_empty() => oe(game.keep()),
        "choose" => oe(game.choose(color(&Value::String(rest.join(" ")), "choose colour")?)),
        "declare" => {
            let n: u8 = rest
                .join(" ")
                .parse()
                .map_err(|e| format!("{action:?}: {e}"))?;
            oe(game.declare(n))
        }
        "offer" => {
            let pts = rest
                .iter()
                .map(|p| point(&Value::String((*p).to_owned()), "offer"))
                .collect::<DataResult<Vec<_>>>()?;
            oe(game.offer(&pts))
        }
        "undo-step" if rest.is_empty() => {
            game.undo_step().map(drop).map_err(|e| game_error_kind(&e))
        }
        _ => return Ok(None),
    }))
}

fn player_name(p: Player) -> &'static str {
    p.name()
}

/// An `Expected` as the data writes it.
fn expected_json(e: &Expected) -> Value {
    let mut m = Map::new();
    m.insert("player".into(), player_name(e.player).into());
    m.insert("color".into(), color_name(e.color).into());
    m.insert("what".into(), e.what.name().into());
    let area = |m: &mut Map<String, Value>, stone: Color, a: gomoku_referee::Area| {
        m.insert("stone".into(), color_name(stone).into());
        m.insert("area".into(), a.name().into());
        m.insert("area_size".into(), a.size().into());
    };
    match e.what {
        Expecting::Place { color, area: a } => area(&mut m, color, a),
        Expecting::ChooseColorOrPlace { area: a } => area(&mut m, Color::White, a),
        Expecting::Offer { count } | Expecting::SwapOrOffer { count } => {
            m.insert("count".into(), count.into());
        }
        Expecting::Declare { max } => {
            m.insert("max".into(), max.into());
        }
        Expecting::Swap | Expecting::ChooseColor | Expecting::Pick => {}
    }
    Value::Object(m)
}

/// Applies one action; `Ok(Err(kind))` is a refusal by the core, `Err` a data error.
fn apply(game: &mut Game, action: &str) -> DataResult<Result<(), &'static str>> {
    if let Some(r) = apply_opening(game, action)? {
        return Ok(r);
    }
    let pe = |r: Result<(), PlayError>| r.map_err(|e| play_error_kind(&e));
    let ge = |r: Result<(), GameError>| r.map_err(|e| game_error_kind(&e));
    if let Some((verb, who)) = action.split_once(':') {
        let c = color(&Value::String(who.to_owned()), "action colour")?;
        return Ok(match verb {
            "resign" => ge(game.resign(c)),
            "timeout" => ge(game.timeout(c)),
            "offer" => ge(game.offer_draw(c)),
            "accept" => ge(game.accept_draw(c)),
            "decline" => ge(game.decline_draw(c)),
            _ => return Err(format!("unknown action {action:?}")),
        });
    }
    Ok(match action {
        "pass" => pe(game.pass()),
        "undo" => ge(game.undo().map(|_| ())),
        text => pe(game.play_at(point(&Value::String(text.to_owned()), "action")?)),
    })
}

fn outcome_text(o: Option<&Outcome>) -> String {
    match o {
        None => "none".to_owned(),
        Some(o) => {
            let mut s = format!(
                "winner {} by {}",
                o.winner.map_or("none (draw)", color_name),
                o.termination
            );
            if let Some(line) = &o.line {
                let pts: Vec<String> = line.points().map(|p| p.to_string()).collect();
                write!(s, ", line {}", pts.join(" ")).unwrap_or(());
            }
            s
        }
    }
}

/// Checks one case. `Err` holds every problem found, data errors and disagreements alike.
fn run_case(case: &Map<String, Value>) -> Result<(), Vec<String>> {
    let mut problems = Vec::new();
    if let Err(e) = run_case_inner(case, &mut problems) {
        problems.push(format!("bad data: {e}"));
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems)
    }
}

fn run_case_inner(case: &Map<String, Value>, problems: &mut Vec<String>) -> DataResult<()> {
    check_keys(case, CASE_KEYS, "case")?;
    for key in ["category", "why"] {
        let s = as_str(case.get(key).ok_or(format!("missing {key:?}"))?, key)?;
        if s.trim().is_empty() {
            return Err(format!("{key:?} is empty"));
        }
    }
    let rules = rules(case)?;
    let setup = setup(case)?;

    if let Some(expected) = case.get("setup_error") {
        let expected = as_str(expected, "setup_error")?;
        if let Some(k) = case.keys().find(|k| {
            ![
                "id",
                "category",
                "rules",
                "options",
                "setup",
                "setup_error",
                "why",
            ]
            .contains(&k.as_str())
        }) {
            return Err(format!("{k:?} is not allowed with \"setup_error\""));
        }
        let s = setup.ok_or("\"setup_error\" needs a \"setup\"")?;
        match Game::from_setup(rules, &s) {
            Ok(_) => problems.push(format!(
                "setup: expected the error {expected:?}, but the setup was accepted"
            )),
            Err(e) if setup_error_kind(&e) != expected => problems.push(format!(
                "setup: expected the error {expected:?}, got {:?} ({e})",
                setup_error_kind(&e)
            )),
            Err(_) => {}
        }
        return Ok(());
    }

    let opening = match case.get("opening") {
        None => None,
        Some(v) => Some(as_str(v, "opening")?),
    };
    if let Some(expected) = case.get("opening_error") {
        let expected = as_str(expected, "opening_error")?;
        let name = opening.ok_or("\"opening_error\" needs an \"opening\"")?;
        let got = match name.parse::<Opening>() {
            Err(_) => "invalid-opening",
            Ok(o) => match Game::with_opening(rules, o) {
                Ok(_) => "accepted",
                Err(e) => opening_error_kind(&e),
            },
        };
        if got != expected {
            problems.push(format!(
                "opening {name:?}: expected {expected:?}, got {got:?}"
            ));
        }
        return Ok(());
    }
    let mut game = match (setup, opening) {
        (Some(_), Some(_)) => return Err("an opening starts on the empty board: no setup".into()),
        (None, Some(name)) => {
            let o: Opening = name.parse().map_err(|e| format!("opening {name:?}: {e}"))?;
            match Game::with_opening(rules, o) {
                Ok(g) => g,
                Err(e) => {
                    problems.push(format!("opening {name:?} refused: {e}"));
                    return Ok(());
                }
            }
        }
        (None, None) => Game::new(rules),
        (Some(s), None) => match Game::from_setup(rules, &s) {
            Ok(g) => g,
            Err(e) => {
                problems.push(format!("setup refused: {e}"));
                return Ok(());
            }
        },
    };

    if let Some(actions) = case.get("actions") {
        let actions = actions.as_array().ok_or("actions must be an array")?;
        for (i, a) in actions.iter().enumerate() {
            match a {
                Value::String(text) => {
                    if let Err(kind) = apply(&mut game, text)? {
                        problems.push(format!(
                            "action {i} ({text:?}) was refused ({kind}); the game so far: {game:?}"
                        ));
                        return Ok(());
                    }
                }
                Value::Object(obj) => {
                    check_keys(obj, &["do", "error", "symmetry", "centre"], "action")?;
                    LAST_SYMMETRY.set(None);
                    let text = as_str(obj.get("do").ok_or("action without \"do\"")?, "do")?;
                    let expected =
                        as_str(obj.get("error").ok_or("action without \"error\"")?, "error")?;
                    if !ERROR_KINDS.contains(&expected) {
                        return Err(format!("unknown error kind {expected:?}"));
                    }
                    let before = game.clone();
                    match apply(&mut game, text)? {
                        Ok(()) => {
                            problems.push(format!(
                                "action {i} ({text:?}): expected the error {expected:?}, but it was accepted"
                            ));
                            return Ok(());
                        }
                        Err(kind) if kind != expected => problems.push(format!(
                            "action {i} ({text:?}): expected the error {expected:?}, got {kind:?}"
                        )),
                        Err(_) => {}
                    }
                    if let Some(sym) = obj.get("symmetry") {
                        let sym: Symmetry = as_str(sym, "symmetry")?
                            .parse()
                            .map_err(|e| format!("symmetry {sym}: {e}"))?;
                        let got = LAST_SYMMETRY.get().map(|(s, _)| s);
                        if got != Some(sym) {
                            problems.push(format!(
                                "action {i} ({text:?}): expected the symmetry {sym:?}, got {got:?}"
                            ));
                        }
                    }
                    if let Some(centre) = obj.get("centre") {
                        let want: Vec<u64> = centre
                            .as_array()
                            .filter(|a| a.len() == 2)
                            .and_then(|a| a.iter().map(Value::as_u64).collect())
                            .ok_or("centre must be [x2, y2]")?;
                        let got = LAST_SYMMETRY
                            .get()
                            .map(|(_, c)| vec![u64::from(c.x2()), u64::from(c.y2())]);
                        if got.as_ref() != Some(&want) {
                            problems.push(format!(
                                "action {i} ({text:?}): expected the centre {want:?}, got {got:?}"
                            ));
                        }
                    }
                    if game != before {
                        problems.push(format!(
                            "action {i} ({text:?}) was refused but changed the game: {before:?} -> {game:?}"
                        ));
                        return Ok(());
                    }
                }
                _ => return Err(format!("action {i} must be a string or an object")),
            }
        }
    }

    let pos = game.position();

    if let Some(t) = case.get("turn") {
        let t = color(t, "turn")?;
        if game.turn() != t {
            problems.push(format!(
                "turn: expected {}, got {}",
                color_name(t),
                color_name(game.turn())
            ));
        }
    }

    if let Some(f) = case.get("forbidden") {
        let f = as_obj(f, "forbidden")?;
        let mut expected = BTreeMap::new();
        for (p, kind) in f {
            let p = point(&Value::String(p.clone()), "forbidden")?;
            let kind = as_str(kind, "forbidden kind")?;
            let kind: Forbidden = kind
                .parse()
                .map_err(|e| format!("forbidden kind {kind:?}: {e}"))?;
            expected.insert(p.to_string(), kind.to_string());
        }
        let actual: BTreeMap<String, String> = pos
            .forbidden_points()
            .iter()
            .map(|(p, k)| (p.to_string(), k.to_string()))
            .collect();
        if expected != actual {
            let mut diff = String::new();
            for (p, k) in &expected {
                match actual.get(p) {
                    None => write!(diff, " missing {p}={k};").unwrap_or(()),
                    Some(a) if a != k => write!(diff, " {p}: expected {k}, got {a};").unwrap_or(()),
                    Some(_) => {}
                }
            }
            for (p, k) in &actual {
                if !expected.contains_key(p) {
                    write!(diff, " unexpected {p}={k};").unwrap_or(());
                }
            }
            problems.push(format!(
                "forbidden points of {}:{diff}\n{:#}",
                color_name(pos.turn()),
                pos
            ));
        }
    }

    // The explanation of a forbidden point (RULES.md §12), on one line.
    if let Some(e) = case.get("explain") {
        for (p, text) in as_obj(e, "explain")? {
            let q = point(&Value::String(p.clone()), "explain")?;
            let text = as_str(text, "explanation")?;
            match pos.explain(q) {
                None => problems.push(format!("explain {p}: not forbidden")),
                Some(got) if got.to_string() != text => problems.push(format!(
                    "explain {p}:\n  expected {text}\n  got      {got}\n{got:#}"
                )),
                Some(_) => {}
            }
        }
    }

    // Not an expectation of the data: the threat map of every position of the data, both
    // colours, is the map of `threats_at` point by point (so the fast map meets the data's
    // hand-built shapes too: fake threes at one and two levels, the G4 case, overlines).
    let both = pos.threat_maps();
    for color in Color::ALL {
        if both[color.index()] != pos.threats(color)
            || pos.threats(color) != gomoku_referee::testing::threat_map_point_by_point(pos, color)
        {
            problems.push(format!(
                "the threat map of {} is not the map of threats_at",
                color_name(color)
            ));
        }
    }

    for (key, want) in [("legal", true), ("illegal", false)] {
        if let Some(list) = case.get(key) {
            for p in points(list, key)? {
                if game.is_legal(p) != want {
                    problems.push(format!(
                        "{p}: expected {key}, but is_legal says {} ({:?})",
                        !want,
                        game.check(p.into())
                    ));
                }
            }
        }
    }

    if let Some(o) = case.get("outcome") {
        let actual = game.outcome();
        match o {
            Value::Null => {
                if actual.is_some() {
                    problems.push(format!(
                        "outcome: expected none, got {}",
                        outcome_text(actual.as_ref())
                    ));
                }
            }
            o => {
                let o = as_obj(o, "outcome")?;
                check_keys(o, OUTCOME_KEYS, "outcome")?;
                let winner = match o.get("winner").ok_or("outcome without \"winner\"")? {
                    Value::Null => None,
                    w => Some(color(w, "outcome.winner")?),
                };
                let term = as_str(
                    o.get("termination")
                        .ok_or("outcome without \"termination\"")?,
                    "outcome.termination",
                )?;
                let term: gomoku_referee::Termination = term
                    .parse()
                    .map_err(|e| format!("outcome.termination {term:?}: {e}"))?;
                let line = match o.get("line") {
                    Some(l) => Some(
                        points(l, "outcome.line")?
                            .into_iter()
                            .map(|p| p.to_string())
                            .collect::<BTreeSet<_>>(),
                    ),
                    None => None,
                };
                if (term == gomoku_referee::Termination::Five) != line.is_some() {
                    return Err("outcome.line is required for a five, and only for a five".into());
                }
                let ok = actual.as_ref().is_some_and(|a| {
                    a.winner == winner
                        && a.termination == term
                        && a.line
                            .map(|l| l.points().map(|p| p.to_string()).collect::<BTreeSet<_>>())
                            == line
                });
                if !ok {
                    let expected = format!(
                        "winner {} by {term}{}",
                        winner.map_or("none (draw)", color_name),
                        line.map(|l| format!(", line {}", Vec::from_iter(l).join(" ")))
                            .unwrap_or_default()
                    );
                    problems.push(format!(
                        "outcome: expected {expected}, got {}",
                        outcome_text(actual.as_ref())
                    ));
                }
            }
        }
    }

    if let Some(e) = case.get("expected") {
        let actual = game.expected().map_or(Value::Null, |e| expected_json(&e));
        if *e != actual {
            problems.push(format!(
                "expected: the data says {e}, the game says {actual}"
            ));
        }
    }
    if let Some(b) = case.get("black") {
        let b = as_str(b, "black")?;
        let got = player_name(game.player(Color::Black));
        if got != b {
            problems.push(format!("black: expected the {b} player, got the {got}"));
        }
    }
    if let Some(m) = case.get("moves") {
        let m = as_str(m, "moves")?;
        let got: Vec<String> = game.moves().iter().map(ToString::to_string).collect();
        if got.join(" ") != m {
            problems.push(format!("moves: expected {m:?}, got {:?}", got.join(" ")));
        }
    }
    if let Some(r) = case.get("record") {
        let want: Vec<&str> = r
            .as_array()
            .ok_or("record must be an array")?
            .iter()
            .map(|v| as_str(v, "record"))
            .collect::<DataResult<_>>()?;
        let got: Vec<String> = game
            .opening_actions()
            .iter()
            .map(ToString::to_string)
            .collect();
        if got != want {
            problems.push(format!("record: expected {want:?}, got {got:?}"));
        }
    }
    if let Some(o) = case.get("offers") {
        let want: BTreeSet<Point> = points(o, "offers")?.into_iter().collect();
        let got: BTreeSet<Point> = game
            .opening_state()
            .map(|s| s.offers().iter().collect())
            .unwrap_or_default();
        if got != want {
            problems.push(format!("offers: expected {want:?}, got {got:?}"));
        }
    }
    if let Some(n) = case.get("allowed") {
        let n = as_u32(n, "allowed")? as usize;
        let got = game.allowed_points().len();
        if got != n {
            problems.push(format!("allowed points: expected {n}, got {got}"));
        }
    }

    if let Some(c) = case.get("captures") {
        for (color, n) in per_color(c, "captures")? {
            let n = as_u32(n, "captures")?;
            let got = u32::from(pos.captured_pairs(color));
            if got != n {
                problems.push(format!(
                    "captures of {}: expected {n}, got {got}",
                    color_name(color)
                ));
            }
        }
    }
    Ok(())
}

fn is_kebab(s: &str) -> bool {
    !s.is_empty()
        && !s.starts_with('-')
        && !s.ends_with('-')
        && !s.contains("--")
        && s.bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

#[test]
fn conformance_data() {
    replay_dir(&data_dir(), MIN_CASES);
}

/// Every forbidden point of the hand-written data carries its expected explanation
/// (issue 15): the `explain` map of a case has exactly the points of its `forbidden` map.
/// The explanations are written by the independent reference judge
/// `tests/data/explain/reference.py` (checked against the ones written by hand first);
/// `conformance_data` compares each with the library's. The golden vectors, written from
/// the core, carry none.
#[test]
fn every_forbidden_point_has_its_explanation() {
    let dir = data_dir();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "jsonl"))
        .collect();
    files.sort();
    let (mut points, mut missing) = (0, Vec::new());
    for file in &files {
        let text = std::fs::read_to_string(file).expect("a readable data file");
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let case: Value =
                serde_json::from_str(line).expect("JSON (checked by conformance_data)");
            let Some(forbidden) = case.get("forbidden").and_then(Value::as_object) else {
                continue;
            };
            let explain = case.get("explain").and_then(Value::as_object);
            let explained: BTreeSet<&String> =
                explain.map(|e| e.keys().collect()).unwrap_or_default();
            let id = case.get("id").and_then(Value::as_str).unwrap_or("?");
            for p in forbidden.keys() {
                points += 1;
                if !explained.contains(p) {
                    missing.push(format!("{id} {p}"));
                }
            }
            for p in explained
                .iter()
                .filter(|p| !forbidden.contains_key(p.as_str()))
            {
                missing.push(format!("{id} {p}: explained but not in the forbidden map"));
            }
        }
    }
    println!("{points} forbidden points, each with its explanation");
    assert!(
        missing.is_empty(),
        "without an explanation:\n{}",
        missing.join("\n")
    );
    assert!(points >= 99, "only {points} forbidden points in the data");
}

/// The golden vectors of `tests/data/golden/` (written from the core by the agreement
/// crate, `tests/src/golden.rs`), read back here as the C and Python suites read them.
#[test]
fn golden_vectors() {
    replay_dir(&data_dir().join("golden"), 400);
}

/// Replays every `.jsonl` file of `dir` (at least `min_cases` cases).
fn replay_dir(dir: &Path, min_cases: usize) {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "jsonl"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no .jsonl file in {}", dir.display());

    let mut ids = BTreeSet::new();
    let mut categories: BTreeMap<String, usize> = BTreeMap::new();
    let mut failures = Vec::new();
    let mut total = 0;
    for file in &files {
        let name = file
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        let text = std::fs::read_to_string(file).expect("a readable data file");
        for (n, line) in text.lines().enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            let place = format!("{name}:{}", n + 1);
            let value: Value = match serde_json::from_str(line) {
                Ok(v) => v,
                Err(e) => {
                    failures.push(format!("{place}: not JSON: {e}"));
                    continue;
                }
            };
            let Some(case) = value.as_object() else {
                failures.push(format!("{place}: a case must be a JSON object"));
                continue;
            };
            let Some(id) = case.get("id").and_then(Value::as_str) else {
                failures.push(format!("{place}: missing string \"id\""));
                continue;
            };
            total += 1;
            if !is_kebab(id) {
                failures.push(format!("{place} {id}: the id is not kebab-case"));
            }
            if !ids.insert(id.to_owned()) {
                failures.push(format!("{place} {id}: duplicate id"));
            }
            if let Some(c) = case.get("category").and_then(Value::as_str) {
                *categories.entry(c.to_owned()).or_default() += 1;
            }
            if let Err(problems) = run_case(case) {
                for p in problems {
                    failures.push(format!("{place} {id}: {p}"));
                }
            }
        }
    }

    println!("conformance: {total} cases in {} files", files.len());
    for (c, n) in &categories {
        println!("  {c:<24} {n}");
    }
    assert!(
        failures.is_empty(),
        "{} problem(s):\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(
        total >= min_cases,
        "only {total} cases; at least {min_cases} expected"
    );
}
