//! `Game`: a position with its history (the core's `Game`), its opening, analysis and
//! identity.
//!
//! The analysis, identity and record methods are the `full` feature's: the rules-only
//! build leaves them out, and the imports only they use with them.
#![cfg_attr(not(feature = "full"), allow(unused_imports))]

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use gomoku_referee::{self as core, Color, Expecting, Opening, Player, Setup, Symmetry};
use js_sys::{Array, Map};
use wasm_bindgen::prelude::*;

use crate::errors::error;
use crate::interop::{self, color_js, expected, move_js, point_js, point_set_js};
use crate::rules::{Rules, rules_arg};

/// A game: the position, its history (undo), the opening protocol if any, and the end.
/// Refused actions throw the core error's class and change nothing.
///
/// ```js
/// const game = new Game("renju");
/// game.play("h8");
/// game.play({ x: 8, y: 8 }); // i9
/// game.legalMoves().length;  // 223
/// game.undo();                // "i9"
/// game.free();                // or `using game = ...`; else the FinalizationRegistry frees it
/// ```
#[wasm_bindgen]
#[derive(Clone)]
pub struct Game(pub(crate) core::Game, pub(crate) KeptThreats);

impl Game {
    /// The face of a core game.
    pub(crate) fn of(game: core::Game) -> Game {
        Game(game, KeptThreats::default())
    }
}

/// The core's `ThreatTracker` (issue 28), kept by a game so that asking `threats` after
/// every move costs a fraction of a fresh map: it follows the game's board whatever
/// happened to it (moves, undo, captures) and answers exactly as a fresh map. Made on
/// first use; a copy of the game starts without one. Nothing in the rules-only build.
#[derive(Default)]
pub(crate) struct KeptThreats(
    #[cfg(feature = "full")] ::core::cell::RefCell<Option<alloc::boxed::Box<core::ThreatTracker>>>,
);

impl Clone for KeptThreats {
    fn clone(&self) -> KeptThreats {
        KeptThreats::default()
    }
}

#[cfg(feature = "full")]
/// An opening: its name as printed (`"swap2"`, `"soosorv-8"`), or `{name, n}`, whose N
/// out of range is the core's `OpeningOffersOutOfRangeError` (as Python's
/// `Opening.soosorv(n)`), not a parse error.
pub(crate) fn opening_arg(v: &JsValue) -> Result<Opening, JsValue> {
    if v.is_object() {
        let name = interop::string(
            &js_sys::Reflect::get(v, &"name".into())?,
            "an opening name such as \"soosorv\"",
        )?;
        let n = interop::opt_count(&js_sys::Reflect::get(v, &"n".into())?, "N (an integer)")?;
        return match (name.as_str(), n) {
            ("taraguchi", Some(n)) => Opening::taraguchi(n).map_err(error),
            ("soosorv", Some(n)) => Opening::soosorv(n).map_err(error),
            (_, None) => name.parse().map_err(error),
            _ => Err(error(core::ParseError::InvalidOpening)),
        };
    }
    interop::string(v, "an opening name such as \"swap2\" or {name, n}")?
        .parse()
        .map_err(error)
}

#[cfg(feature = "full")]
fn player_arg(v: &JsValue) -> Result<Player, JsValue> {
    interop::string(v, "a player, \"first\" or \"second\"")?
        .parse()
        .map_err(error)
}

#[cfg(feature = "full")]
fn symmetry_arg(v: &JsValue) -> Result<Symmetry, JsValue> {
    interop::string(v, "a symmetry name such as \"rotate-90\"")?
        .parse()
        .map_err(error)
}

pub(crate) fn setup_arg(v: &JsValue) -> Result<Setup, JsValue> {
    if !v.is_object() {
        return Err(expected(
            "a setup {black, white, turn, blackPairs, whitePairs}",
            v,
        ));
    }
    let get = |k: &str| js_sys::Reflect::get(v, &k.into());
    // Both lists may name a point: the core refuses that setup (an overlap), so the lists
    // go into the setup's sets as given.
    let mut setup = Setup::new();
    for (key, color) in [("black", Color::Black), ("white", Color::White)] {
        let stones = get(key)?;
        if !stones.is_undefined() {
            for p in interop::points(&stones)? {
                match color {
                    Color::Black => setup.black.insert(p),
                    Color::White => setup.white.insert(p),
                };
            }
        }
    }
    setup.turn = interop::color_or(&get("turn")?, Color::Black)?;
    for (i, key) in ["blackPairs", "whitePairs"].into_iter().enumerate() {
        let v = get(key)?;
        if !v.is_undefined() {
            setup.captures[i] = interop::count(&v, "a number of captured pairs")?;
        }
    }
    Ok(setup)
}

#[wasm_bindgen]
impl Game {
    /// A new game on the empty board under `rules` (freestyle by default), with an
    /// `opening` protocol (`"swap"`, `"swap2"`, `"pro"`, `"rif"`, `"yamaguchi"`,
    /// `"taraguchi-10"`, `"soosorv-8"`, or `{ name: "soosorv", n: 5 }`) if given.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_optional_param_type = "RulesLike")] rules: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "string | { name: string; n?: number }")]
        opening: JsValue,
    ) -> Result<Game, JsValue> {
        let rules = if rules.is_undefined() {
            core::Rules::freestyle()
        } else {
            rules_arg(&rules)?
        };
        if opening.is_undefined() || opening.is_null() {
            return Ok(Game::of(core::Game::new(rules)));
        }
        // The rules-only build has no opening protocols (a smaller .wasm).
        #[cfg(not(feature = "full"))]
        return Err(crate::errors::type_error(
            "this build of gomoku-referee has no opening protocols (the rules-only build)",
        ));
        #[cfg(feature = "full")]
        let opening = opening_arg(&opening)?;
        #[cfg(feature = "full")]
        core::Game::with_opening(rules, opening)
            .map(Game::of)
            .map_err(error)
    }

    /// A game from the empty board through `moves`: their text (`"h8 h9 pass"`) or an
    /// iterable of moves. Throws the refused move's error.
    #[wasm_bindgen(js_name = fromMoves)]
    pub fn from_moves(
        #[wasm_bindgen(unchecked_param_type = "RulesLike")] rules: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string | Iterable<MoveLike>")] moves: JsValue,
    ) -> Result<Game, JsValue> {
        let rules = rules_arg(&rules)?;
        let moves = interop::moves(&moves)?;
        core::Game::from_moves(rules, moves)
            .map(Game::of)
            .map_err(error)
    }

    /// A game that starts from stones already on the board. Throws a `SetupError`
    /// subclass for a position that cannot be set up.
    #[wasm_bindgen(js_name = fromStones)]
    pub fn from_stones(
        #[wasm_bindgen(unchecked_param_type = "RulesLike")] rules: JsValue,
        #[wasm_bindgen(unchecked_param_type = "SetupLike")] setup: JsValue,
    ) -> Result<Game, JsValue> {
        let rules = rules_arg(&rules)?;
        let setup = setup_arg(&setup)?;
        core::Game::from_setup(rules, &setup)
            .map(Game::of)
            .map_err(error)
    }

    /// A copy of the game, history included.
    #[wasm_bindgen(js_name = clone)]
    pub fn copy(&self) -> Game {
        self.clone()
    }

    /// The rules.
    #[wasm_bindgen(getter)]
    pub fn rules(&self) -> Rules {
        Rules(*self.0.rules())
    }

    /// The side to move.
    #[wasm_bindgen(getter, unchecked_return_type = "ColorName")]
    pub fn turn(&self) -> JsValue {
        color_js(self.0.turn())
    }

    /// The moves played, in order: points as text, `null` for a pass.
    #[wasm_bindgen(getter, unchecked_return_type = "(string | null)[]")]
    pub fn moves(&self) -> Array {
        self.0.moves().iter().map(|&m| move_js(m)).collect()
    }

    /// Plays `move` for the side to move: a point, or `"pass"` / `null`.
    pub fn play(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "MoveLike")] mv: JsValue,
    ) -> Result<(), JsValue> {
        let mv = interop::move_arg(&mv)?;
        self.0.play(mv).map_err(error)
    }

    /// Passes (when the rules allow it).
    pub fn pass(&mut self) -> Result<(), JsValue> {
        self.0.pass().map_err(error)
    }

    /// Plays the moves of a text such as `"h8 h9 i8"`; all or nothing.
    #[wasm_bindgen(js_name = playText)]
    pub fn play_text(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    ) -> Result<(), JsValue> {
        let text = interop::string(&text, "a move list text")?;
        self.0.play_text(&text).map_err(error)
    }

    /// Takes back the last move and returns it (`null` for a pass). Throws
    /// `GameNothingToUndoError` with no move.
    #[wasm_bindgen(unchecked_return_type = "string | null")]
    pub fn undo(&mut self) -> Result<JsValue, JsValue> {
        self.0.undo().map(move_js).map_err(error)
    }

    /// The last move (`null` for a pass), `undefined` when there is none.
    #[wasm_bindgen(unchecked_return_type = "string | null | undefined")]
    pub fn peek(&self) -> JsValue {
        self.0
            .moves()
            .last()
            .map_or(JsValue::UNDEFINED, |&m| move_js(m))
    }

    /// Whether the side to move may play at `point` now.
    #[wasm_bindgen(js_name = isLegal)]
    pub fn is_legal(
        &self,
        #[wasm_bindgen(unchecked_param_type = "PointLike")] point: JsValue,
    ) -> Result<bool, JsValue> {
        Ok(self.0.is_legal(interop::point(&point)?))
    }

    /// The points the side to move may play, in board order.
    #[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "string[]")]
    pub fn legal_moves(&self) -> Array {
        point_set_js(&self.0.legal_moves())
    }

    /// How many points the side to move may play.
    #[wasm_bindgen(js_name = legalMoveCount)]
    pub fn legal_move_count(&self) -> usize {
        self.0.legal_move_count()
    }

    /// The forbidden kind of `point` for `color` (the side to move by default), or
    /// `null`.
    #[wasm_bindgen(unchecked_return_type = "ForbiddenKind | null")]
    pub fn forbidden(
        &self,
        #[wasm_bindgen(unchecked_param_type = "PointLike")] point: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "ColorName")] color: JsValue,
    ) -> Result<JsValue, JsValue> {
        let p = interop::point(&point)?;
        let color = interop::color_or(&color, self.0.turn())?;
        let kind = self
            .0
            .position()
            .try_forbidden_for(color, p)
            .map_err(error)?;
        Ok(kind.map_or(JsValue::NULL, |k| k.name().into()))
    }

    /// The forbidden points of the side to move, point → kind, in board order.
    #[wasm_bindgen(js_name = forbiddenPoints, unchecked_return_type = "Map<string, ForbiddenKind>")]
    pub fn forbidden_points(&self) -> Map {
        let map = Map::new();
        let f = self.0.position().forbidden_points();
        for p in f.points().iter() {
            if let Some(k) = f.get(p) {
                // The names made once (the whole API's); the rules-only build, which
                // favours size, makes them at each call.
                #[cfg(feature = "full")]
                interop::with_names(p, k, |point, kind| {
                    map.set(point, kind);
                });
                #[cfg(not(feature = "full"))]
                map.set(&point_js(p), &k.name().into());
            }
        }
        map
    }

    #[cfg(feature = "full")]
    /// Why `point` is forbidden for the side to move, in the one-line form of RULES.md
    /// §12 (`"h8: double-three: three …; three …"`), or `null` when it is not.
    pub fn explain(
        &self,
        #[wasm_bindgen(unchecked_param_type = "PointLike")] point: JsValue,
    ) -> Result<Option<String>, JsValue> {
        let p = interop::point(&point)?;
        Ok(self.0.position().explain(p).map(|e| e.to_string()))
    }

    #[cfg(feature = "full")]
    /// The threat map of `color` (the side to move by default), RULES.md §12: for each
    /// shape, the empty points where a stone of that colour makes it. The game keeps the
    /// maps from one call to the next and brings them up to date stone by stone (moves,
    /// undo, captures), so that asking after every move costs a fraction of a fresh map.
    #[wasm_bindgen(unchecked_return_type = "ThreatMap")]
    pub fn threats(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "ColorName")] color: JsValue,
    ) -> Result<JsValue, JsValue> {
        let c = interop::color_or(&color, self.0.turn())?;
        let pos = self.0.position();
        let m = match self.1.0.try_borrow_mut() {
            Ok(mut kept) => *kept
                .get_or_insert_with(|| alloc::boxed::Box::new(core::ThreatTracker::new()))
                .threats(pos, c),
            Err(_) => pos.threats(c),
        };
        Ok(interop::object(&[
            ("color", color_js(c)),
            ("five", point_set_js(&m.five).into()),
            ("four", point_set_js(&m.four).into()),
            ("straightFour", point_set_js(&m.straight_four).into()),
            ("three", point_set_js(&m.three).into()),
            ("fourThree", point_set_js(&m.four_three).into()),
            ("fourFour", point_set_js(&m.four_four).into()),
            ("threeThree", point_set_js(&m.three_three).into()),
        ]))
    }

    #[cfg(feature = "full")]
    /// Searches a VCF of `color` (the side to move by default), who moves first (RULES.md
    /// §12): the shortest, or with `fast` the first found, within `maxMoves` attacker
    /// moves (40) and `maxNodes` positions (a million), with a transposition table of
    /// `tableEntries` entries (65,536). Throws `VcfCaptureError` under
    /// the capture option and `VcfGameOverError` on a finished game.
    #[wasm_bindgen(unchecked_return_type = "Vcf")]
    pub fn vcf(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "ColorName")] color: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "VcfOptions")] options: JsValue,
    ) -> Result<JsValue, JsValue> {
        vcf(&self.0, None, &color, &options)
    }

    /// The outcome, or `null` while the game goes on.
    #[wasm_bindgen(unchecked_return_type = "Outcome | null")]
    pub fn outcome(&self) -> JsValue {
        interop::outcome_js(self.0.outcome())
    }

    /// Whether the game is over.
    #[wasm_bindgen(js_name = isGameOver)]
    pub fn is_game_over(&self) -> bool {
        self.0.is_game_over()
    }

    /// `color` resigns.
    pub fn resign(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "ColorName")] color: JsValue,
    ) -> Result<(), JsValue> {
        let c = interop::color(&color)?;
        self.0.resign(c).map_err(error)
    }

    /// `color` ran out of time.
    pub fn timeout(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "ColorName")] color: JsValue,
    ) -> Result<(), JsValue> {
        let c = interop::color(&color)?;
        self.0.timeout(c).map_err(error)
    }

    /// `color` offers a draw.
    #[wasm_bindgen(js_name = offerDraw)]
    pub fn offer_draw(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "ColorName")] color: JsValue,
    ) -> Result<(), JsValue> {
        let c = interop::color(&color)?;
        self.0.offer_draw(c).map_err(error)
    }

    /// `color` accepts the draw offered to it.
    #[wasm_bindgen(js_name = acceptDraw)]
    pub fn accept_draw(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "ColorName")] color: JsValue,
    ) -> Result<(), JsValue> {
        let c = interop::color(&color)?;
        self.0.accept_draw(c).map_err(error)
    }

    /// `color` declines the draw offered to it.
    #[wasm_bindgen(js_name = declineDraw)]
    pub fn decline_draw(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "ColorName")] color: JsValue,
    ) -> Result<(), JsValue> {
        let c = interop::color(&color)?;
        self.0.decline_draw(c).map_err(error)
    }

    /// Who offered the pending draw, or `null`.
    #[wasm_bindgen(getter, js_name = drawOffer, unchecked_return_type = "ColorName | null")]
    pub fn draw_offer(&self) -> JsValue {
        interop::opt_color_js(self.0.draw_offer())
    }

    /// The stone at `point`: `"black"`, `"white"` or `null`. Throws
    /// `PlayOffBoardError` off the board.
    #[wasm_bindgen(js_name = stoneAt, unchecked_return_type = "ColorName | null")]
    pub fn stone_at(
        &self,
        #[wasm_bindgen(unchecked_param_type = "PointLike")] point: JsValue,
    ) -> Result<JsValue, JsValue> {
        let p = interop::point(&point)?;
        let c = self.0.position().try_stone_at(p).map_err(error)?;
        Ok(interop::opt_color_js(c))
    }

    /// The stones of `color`, in board order.
    #[wasm_bindgen(unchecked_return_type = "string[]")]
    pub fn stones(
        &self,
        #[wasm_bindgen(unchecked_param_type = "ColorName")] color: JsValue,
    ) -> Result<Array, JsValue> {
        let c = interop::color(&color)?;
        Ok(point_set_js(self.0.position().stones(c)))
    }

    /// The pairs `color` has captured.
    #[wasm_bindgen(js_name = capturedPairs)]
    pub fn captured_pairs(
        &self,
        #[wasm_bindgen(unchecked_param_type = "ColorName")] color: JsValue,
    ) -> Result<u8, JsValue> {
        Ok(self.0.position().captured_pairs(interop::color(&color)?))
    }

    /// The stones the last move captured.
    #[wasm_bindgen(js_name = lastCaptures, unchecked_return_type = "string[]")]
    pub fn last_captures(&self) -> Array {
        self.0
            .position()
            .last_captures()
            .iter()
            .map(point_js)
            .collect()
    }

    /// The Zobrist key of the position (RULES.md §10).
    pub fn key(&self) -> u64 {
        self.0.key()
    }

    #[cfg(feature = "full")]
    /// The keys of the position's eight images, in the order of the symmetries.
    #[wasm_bindgen(js_name = symmetricKeys)]
    pub fn symmetric_keys(&self) -> Vec<u64> {
        self.0.position().symmetric_keys().to_vec()
    }

    #[cfg(feature = "full")]
    /// The game's image under `symmetry` (history included).
    pub fn transform(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] symmetry: JsValue,
    ) -> Result<Game, JsValue> {
        Ok(Game::of(self.0.transform(symmetry_arg(&symmetry)?)))
    }

    #[cfg(feature = "full")]
    /// The canonical form: the image with the smallest key, and the symmetry that maps
    /// this game onto it.
    #[wasm_bindgen(unchecked_return_type = "[Game, string]")]
    pub fn canonical(&self) -> Array {
        let (g, s) = self.0.canonical();
        Array::of2(&Game::of(g).into(), &s.name().into())
    }

    #[cfg(feature = "full")]
    /// The symmetries that keep the position.
    #[wasm_bindgen(unchecked_return_type = "string[]")]
    pub fn stabilizer(&self) -> Array {
        self.0
            .position()
            .stabilizer()
            .iter()
            .map(|s| JsValue::from(s.name()))
            .collect()
    }

    /// The board drawn as text, as Python's `str(game)`: the stones only (`diagram()`
    /// marks the forbidden points too).
    #[wasm_bindgen(js_name = toString)]
    pub fn to_js_string(&self) -> String {
        self.0.position().to_string()
    }

    #[cfg(feature = "full")]
    /// The game as a record (its start, moves, result and opening).
    #[wasm_bindgen(js_name = toRecord)]
    pub fn to_record(&self) -> crate::record::Record {
        crate::record::Record::from(self.0.to_record())
    }

    #[cfg(feature = "full")]
    /// The game as SGF (rows from the top, the standard, or `"bottom"`).
    #[wasm_bindgen(js_name = toSgf)]
    pub fn to_sgf(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "\"top\" | \"bottom\"")] rows: JsValue,
    ) -> Result<String, JsValue> {
        Ok(self.0.to_record().to_sgf(crate::record::rows_arg(&rows)?))
    }

    #[cfg(feature = "full")]
    /// The game as PSQ (Piskvork); a `WriteError` subclass for a set-up start or a
    /// pass.
    #[wasm_bindgen(js_name = toPsq)]
    pub fn to_psq(&self) -> Result<String, JsValue> {
        self.0.to_record().to_psq().map_err(error)
    }

    #[cfg(feature = "full")]
    /// The game as move text, `"h8 h9 i8"`.
    #[wasm_bindgen(js_name = toMoves)]
    pub fn to_moves(&self) -> Result<String, JsValue> {
        self.0.to_record().to_moves().map_err(error)
    }

    // The opening protocol (RULES.md §7).

    #[cfg(feature = "full")]
    /// The opening rule the game started with as printed (`"swap2"`, `"soosorv-8"`: it
    /// names N), or `undefined`.
    #[wasm_bindgen(getter)]
    pub fn opening(&self) -> Option<String> {
        self.0.opening().map(|o| o.to_string())
    }

    #[cfg(feature = "full")]
    /// What the opening expects now, or `null` (normal play, or the game is over).
    #[wasm_bindgen(unchecked_return_type = "Expected | null")]
    pub fn expected(&self) -> JsValue {
        let Some(e) = self.0.expected() else {
            return JsValue::NULL;
        };
        let (stone, area, count, max) = match e.what {
            Expecting::Place { color, area } => (Some(color), Some(area), None, None),
            Expecting::ChooseColorOrPlace { area } => (Some(Color::White), Some(area), None, None),
            Expecting::Offer { count } | Expecting::SwapOrOffer { count } => {
                (None, None, Some(count), None)
            }
            Expecting::Declare { max } => (None, None, None, Some(max)),
            _ => (None, None, None, None),
        };
        let opt = |v: Option<u8>| v.map_or(JsValue::NULL, JsValue::from);
        interop::object(&[
            ("player", e.player.to_string().into()),
            ("color", color_js(e.color)),
            ("what", e.what.name().into()),
            ("stone", interop::opt_color_js(stone)),
            ("area", area.map_or(JsValue::NULL, |a| a.name().into())),
            ("areaSize", opt(area.map(core::Area::size))),
            ("count", opt(count)),
            ("max", opt(max)),
            ("text", e.to_string().into()),
        ])
    }

    #[cfg(feature = "full")]
    /// The fifth moves offered and not yet picked.
    #[wasm_bindgen(getter, unchecked_return_type = "string[]")]
    pub fn offers(&self) -> Array {
        match self.0.opening_state() {
            Some(s) => point_set_js(s.offers()),
            None => Array::new(),
        }
    }

    #[cfg(feature = "full")]
    /// The opening's actions so far, as text (`"h8"`, `"swap"`, `"declare 3"`, ...).
    #[wasm_bindgen(getter, js_name = openingActions, unchecked_return_type = "string[]")]
    pub fn opening_actions(&self) -> Array {
        self.0
            .opening_actions()
            .iter()
            .map(|a| JsValue::from(a.to_string()))
            .collect()
    }

    #[cfg(feature = "full")]
    /// The points the expected stone, offers or pick may go to.
    #[wasm_bindgen(js_name = allowedPoints, unchecked_return_type = "string[]")]
    pub fn allowed_points(&self) -> Array {
        point_set_js(&self.0.allowed_points())
    }

    #[cfg(feature = "full")]
    /// The player (`"first"` or `"second"`) who holds `color`.
    #[wasm_bindgen(unchecked_return_type = "\"first\" | \"second\"")]
    pub fn player(
        &self,
        #[wasm_bindgen(unchecked_param_type = "ColorName")] color: JsValue,
    ) -> Result<String, JsValue> {
        Ok(self.0.player(interop::color(&color)?).to_string())
    }

    #[cfg(feature = "full")]
    /// The colour `player` (`"first"` or `"second"`) holds.
    #[wasm_bindgen(js_name = colorOf, unchecked_return_type = "ColorName")]
    pub fn color_of(
        &self,
        #[wasm_bindgen(unchecked_param_type = "\"first\" | \"second\"")] player: JsValue,
    ) -> Result<JsValue, JsValue> {
        Ok(color_js(self.0.color_of(player_arg(&player)?)))
    }

    #[cfg(feature = "full")]
    /// Places the opening stone the opening expects.
    pub fn place(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "PointLike")] point: JsValue,
    ) -> Result<(), JsValue> {
        let p = interop::point(&point)?;
        self.0.place(p).map_err(error)
    }

    #[cfg(feature = "full")]
    /// Swaps colours.
    pub fn swap(&mut self) -> Result<(), JsValue> {
        self.0.swap().map_err(error)
    }

    #[cfg(feature = "full")]
    /// Keeps colours.
    pub fn keep(&mut self) -> Result<(), JsValue> {
        self.0.keep().map_err(error)
    }

    #[cfg(feature = "full")]
    /// Chooses a colour.
    pub fn choose(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "ColorName")] color: JsValue,
    ) -> Result<(), JsValue> {
        let c = interop::color(&color)?;
        self.0.choose(c).map_err(error)
    }

    #[cfg(feature = "full")]
    /// Declares the number of fifth-move offers.
    pub fn declare(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] count: JsValue,
    ) -> Result<(), JsValue> {
        let n = interop::count(&count, "a number of offers")?;
        let n = u8::try_from(n).unwrap_or(u8::MAX);
        self.0.declare(n).map_err(error)
    }

    #[cfg(feature = "full")]
    /// Offers fifth moves, checked in the order given.
    pub fn offer(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Iterable<PointLike>")] points: JsValue,
    ) -> Result<(), JsValue> {
        let points = interop::points(&points)?;
        self.0.offer(&points).map_err(error)
    }

    #[cfg(feature = "full")]
    /// Picks one of the offered fifth moves.
    pub fn pick(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "PointLike")] point: JsValue,
    ) -> Result<(), JsValue> {
        let p = interop::point(&point)?;
        self.0.pick(p).map_err(error)
    }

    #[cfg(feature = "full")]
    /// Any opening action in its text form (`"swap"`, `"choose white"`, `"declare 3"`,
    /// `"offer g8 i9"`, `"pick g8"`, or a point).
    pub fn act(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] action: JsValue,
    ) -> Result<(), JsValue> {
        let text = interop::string(&action, "an opening action text")?;
        let action = text.parse().map_err(error)?;
        self.0.act(action).map_err(error)
    }

    #[cfg(feature = "full")]
    /// Takes back the last step of any kind (a move or an opening action) and returns it
    /// as text.
    #[wasm_bindgen(js_name = undoStep)]
    pub fn undo_step(&mut self) -> Result<String, JsValue> {
        self.0.undo_step().map(|s| s.to_string()).map_err(error)
    }
}

#[wasm_bindgen(typescript_custom_section)]
const EXPECTED: &'static str = r#"
/** The threat map of one colour (RULES.md §12): the empty points where its stone makes each shape. */
export interface ThreatMap {
  readonly color: ColorName;
  readonly five: string[];
  readonly four: string[];
  readonly straightFour: string[];
  readonly three: string[];
  readonly fourThree: string[];
  readonly fourFour: string[];
  readonly threeThree: string[];
}
/** The limits of a VCF search. */
export interface VcfOptions {
  /** The most attacker moves, the final five included (40). */
  readonly maxMoves?: number;
  /** The most positions visited (1,000,000). */
  readonly maxNodes?: number;
  /** The entries of the transposition table (the core's default; at most 2^24). */
  readonly tableEntries?: number;
  /** The first VCF found rather than a shortest. */
  readonly fast?: boolean;
}
/** A VCF search's answer. */
export interface Vcf {
  readonly found: boolean;
  /** Attacker and defender moves in turn, the final five last. */
  readonly moves: string[];
  readonly attackerMoves: number;
  readonly end: "five" | "forbidden-defence" | null;
  /** When none was found: the bound that cut the search short ("moves" or "nodes"), or null when none exists at all. */
  readonly stoppedBy: "moves" | "nodes" | null;
  readonly nodes: number;
}
/** What an opening expects next (RULES.md §7). */
export interface Expected {
  readonly player: "first" | "second";
  /** The colour that player holds now. */
  readonly color: ColorName;
  readonly what: "place" | "swap" | "choose-color" | "choose-color-or-place" | "declare" | "offer" | "swap-or-offer" | "pick";
  /** For a stone, its colour. */
  readonly stone: ColorName | null;
  /** For a stone, where it may go: "anywhere", "centre", "square", "away-from-centre". */
  readonly area: string | null;
  /** The square's side or the distance from the centre (0 for the other areas). */
  readonly areaSize: number | null;
  /** For offers, how many. */
  readonly count: number | null;
  /** For a declaration, the largest number allowed. */
  readonly max: number | null;
  /** In words. */
  readonly text: string;
}
"#;

/// A VCF search of `game` (`Game.vcf`'s arguments), with `solver`'s table if given.
#[cfg(feature = "full")]
fn vcf(
    game: &core::Game,
    solver: Option<&mut core::VcfSolver>,
    color: &JsValue,
    options: &JsValue,
) -> Result<JsValue, JsValue> {
    let c = interop::color_or(color, game.turn())?;
    let mut limits = core::VcfLimits::default();
    if !options.is_undefined() && !options.is_null() {
        if !options.is_object() {
            return Err(expected("VCF options {maxMoves, maxNodes, fast}", options));
        }
        let get = |k: &str| js_sys::Reflect::get(options, &k.into());
        let v = get("maxMoves")?;
        if !v.is_undefined() {
            limits.max_moves = interop::count(&v, "maxMoves (an integer)")?;
        }
        let v = get("maxNodes")?;
        if !v.is_undefined() {
            limits.max_nodes = interop::count(&v, "maxNodes (an integer)")?.into();
        }
        let v = get("tableEntries")?;
        if !v.is_undefined() {
            let n = interop::count(&v, "tableEntries (an integer)")?;
            limits.table_entries = usize::try_from(n).unwrap_or(usize::MAX);
        }
        let v = get("fast")?;
        if !v.is_undefined() && interop::boolean(&v, "fast (a boolean)")? {
            limits.mode = core::VcfMode::Fast;
        }
    }
    let v = match solver {
        Some(solver) => game.vcf_with(solver, c, &limits),
        None => game.vcf(c, &limits),
    }
    .map_err(error)?;
    Ok(match v.result {
        core::VcfResult::Found(line) => interop::object(&[
            ("found", true.into()),
            (
                "moves",
                line.moves()
                    .iter()
                    .map(|&p| point_js(p))
                    .collect::<Array>()
                    .into(),
            ),
            ("attackerMoves", line.attacker_moves().into()),
            (
                "end",
                match line.end() {
                    core::VcfEnd::Five => "five",
                    core::VcfEnd::ForbiddenDefence => "forbidden-defence",
                }
                .into(),
            ),
            ("stoppedBy", JsValue::NULL),
            ("nodes", JsValue::from(v.nodes as f64)),
        ]),
        core::VcfResult::NotFound { stopped_by } => interop::object(&[
            ("found", false.into()),
            ("moves", Array::new().into()),
            ("attackerMoves", 0.into()),
            ("end", JsValue::NULL),
            (
                "stoppedBy",
                stopped_by.map_or(JsValue::NULL, |b| b.name().into()),
            ),
            ("nodes", JsValue::from(v.nodes as f64)),
        ]),
    })
}

/// A reusable VCF solver: it owns its transposition table, cleared (not reallocated) at
/// each search, so that a program that searches often pays for the table once.
/// `solver.vcf(game, color, options)` answers as `game.vcf(color, options)`. Free it
/// with `free()` (or let the garbage collector do it).
#[cfg(feature = "full")]
#[wasm_bindgen]
#[derive(Debug, Default)]
pub struct VcfSolver(core::VcfSolver);

#[cfg(feature = "full")]
#[wasm_bindgen]
impl VcfSolver {
    /// A solver with no table yet.
    #[wasm_bindgen(constructor)]
    #[must_use]
    pub fn new() -> VcfSolver {
        VcfSolver::default()
    }

    /// The entries of the table allocated so far (0 before the first search that
    /// stores one).
    #[wasm_bindgen(getter, js_name = tableEntries)]
    #[must_use]
    pub fn table_entries(&self) -> usize {
        self.0.table_entries()
    }

    /// `game.vcf(color, options)` with this solver's table: the same answer, the same
    /// errors.
    #[wasm_bindgen(unchecked_return_type = "Vcf")]
    pub fn vcf(
        &mut self,
        game: &Game,
        #[wasm_bindgen(unchecked_optional_param_type = "ColorName")] color: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "VcfOptions")] options: JsValue,
    ) -> Result<JsValue, JsValue> {
        vcf(&game.0, Some(&mut self.0), &color, &options)
    }
}
