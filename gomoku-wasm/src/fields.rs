//! The fields of a core error on its JavaScript object, as Python's exceptions carry them
//! (gomoku-py/EXCEPTIONS.md), in camelCase: `point`, `size`, `color`, `forbidden` (Python's
//! `kind`: here `kind` names the error), `termination`, `pairs`, `code`, `earlier`, `symmetry`, `centre`, `index`, and a
//! record's `format`, `offset`, `line` and `column`, a replay's `number`, `move`,
//! `expected`, `recorded`, `referee`, `recordSize`, `rulesSize` and `cause`. Points are texts, colours and kinds
//! names, as everywhere in the package.

use alloc::vec::Vec;
use core::any::Any;

#[cfg(feature = "full")]
use gomoku_referee::HistoryError;
#[cfg(feature = "full")]
use gomoku_referee::record::RecordError;
use gomoku_referee::{
    GameError, MoveListError, OpeningError, ParseError, PlayError, RulesError, SetupError,
};
use wasm_bindgen::JsValue;

use crate::interop::{color_js, point_js, termination_js};

/// A field's name and value.
type Fields = Vec<(&'static str, JsValue)>;

fn play(e: &PlayError) -> Fields {
    match *e {
        PlayError::OffBoard { point, size } => {
            alloc::vec![("point", point_js(point)), ("size", size.into())]
        }
        PlayError::Occupied { point } => alloc::vec![("point", point_js(point))],
        PlayError::Forbidden { point, color, kind } => alloc::vec![
            ("point", point_js(point)),
            ("color", color_js(color)),
            // `kind` is the error's own (`"PlayError::Forbidden"`): the forbidden kind is
            // `forbidden`.
            ("forbidden", kind.name().into()),
        ],
        _ => Vec::new(),
    }
}

fn game(e: &GameError) -> Fields {
    match *e {
        GameError::EndedByAction(t) => alloc::vec![("termination", termination_js(t))],
        GameError::NoDrawOffer(c) | GameError::DrawOfferPending(c) => {
            alloc::vec![("color", color_js(c))]
        }
        _ => Vec::new(),
    }
}

fn setup(e: &SetupError) -> Fields {
    match *e {
        SetupError::OffBoard { point, size } => {
            alloc::vec![("point", point_js(point)), ("size", size.into())]
        }
        SetupError::Overlap { point } => alloc::vec![("point", point_js(point))],
        SetupError::AlreadyWon { color, point } => {
            alloc::vec![("color", color_js(color)), ("point", point_js(point))]
        }
        SetupError::Captures { color, pairs } => {
            alloc::vec![("color", color_js(color)), ("pairs", pairs.into())]
        }
    }
}

fn opening(e: &OpeningError) -> Fields {
    match e {
        OpeningError::SymmetricOffer {
            point,
            earlier,
            symmetry,
            centre,
        } => {
            let centre: js_sys::Array = [centre.x2(), centre.y2()]
                .iter()
                .map(|&v| JsValue::from(f64::from(v) / 2.0))
                .collect();
            alloc::vec![
                ("point", point_js(*point)),
                ("earlier", point_js(*earlier)),
                ("symmetry", symmetry.name().into()),
                ("centre", centre.into()),
            ]
        }
        // A move refused as a move: the move's fields.
        OpeningError::Illegal(e) => play(e),
        _ => Vec::new(),
    }
}

/// The fields of `e`, one of the core error types (none for a type or variant without).
pub fn of(e: &dyn Any) -> Fields {
    if let Some(e) = e.downcast_ref::<PlayError>() {
        return play(e);
    }
    if let Some(e) = e.downcast_ref::<GameError>() {
        return game(e);
    }
    if let Some(e) = e.downcast_ref::<SetupError>() {
        return setup(e);
    }
    if let Some(e) = e.downcast_ref::<OpeningError>() {
        return opening(e);
    }
    if let Some(e) = e.downcast_ref::<RulesError>() {
        return match *e {
            RulesError::SizeOutOfRange { size } => alloc::vec![("size", size.into())],
            RulesError::UnsupportedGomocupCode { code } => alloc::vec![("code", code.into())],
            RulesError::CaptureTargetOutOfRange { pairs } => alloc::vec![("pairs", pairs.into())],
            _ => Vec::new(),
        };
    }
    if let Some(e) = e.downcast_ref::<ParseError>() {
        return match *e {
            ParseError::InvalidMoveList { index, .. } => {
                alloc::vec![("index", JsValue::from(index as f64))]
            }
            _ => Vec::new(),
        };
    }
    if let Some(e) = e.downcast_ref::<MoveListError>() {
        return match e {
            MoveListError::Parse(p) => of(p),
            MoveListError::Play { index, error } => {
                let mut v = play(error);
                v.push(("index", JsValue::from(*index as f64)));
                v
            }
        };
    }
    #[cfg(feature = "full")]
    if let Some(e) = e.downcast_ref::<HistoryError>() {
        return match e {
            HistoryError::Setup(s) => setup(s),
            HistoryError::Move { index, error } => {
                let mut v = play(error);
                v.push(("index", JsValue::from(*index as f64)));
                v
            }
            HistoryError::OpeningAction { index, error } => {
                let mut v = opening(error);
                v.push(("index", JsValue::from(*index as f64)));
                v
            }
            _ => Vec::new(),
        };
    }
    #[cfg(feature = "full")]
    if let Some(e) = e.downcast_ref::<RecordError>() {
        return alloc::vec![
            ("format", e.format.name().into()),
            ("offset", JsValue::from(e.location.offset as f64)),
            ("line", JsValue::from(e.location.line as f64)),
            ("column", JsValue::from(e.location.column as f64)),
        ];
    }
    #[cfg(feature = "full")]
    if let Some(e) = e.downcast_ref::<gomoku_referee::record::ReplayError>() {
        return replay(e);
    }
    Vec::new()
}

/// A replay's refusal: Python's fields in camelCase (`number`, `move`, `color`,
/// `expected`, `recorded`, `referee`, `recordSize`, `rulesSize`, `index`), and the
/// refusal behind it as the standard `cause` (Python's `__cause__`).
#[cfg(feature = "full")]
fn replay(e: &gomoku_referee::record::ReplayError) -> Fields {
    use crate::interop::{move_js, opt_color_js};
    use gomoku_referee::record::ReplayError as R;
    let number = |n: usize| ("number", JsValue::from(n as f64));
    match *e {
        R::SizeMismatch { record, rules } => {
            alloc::vec![("recordSize", record.into()), ("rulesSize", rules.into())]
        }
        R::Setup(cause) => alloc::vec![("cause", crate::errors::error(cause))],
        R::WrongColor {
            number: n,
            mv,
            color,
            expected,
        } => alloc::vec![
            number(n),
            ("move", move_js(mv)),
            ("color", color_js(color)),
            ("expected", color_js(expected)),
        ],
        R::Illegal {
            number: n,
            mv,
            color,
            error,
        } => alloc::vec![
            number(n),
            ("move", move_js(mv)),
            ("color", color_js(color)),
            ("cause", crate::errors::error(error)),
        ],
        R::ResultContradicts { recorded, referee } => alloc::vec![
            ("recorded", opt_color_js(recorded)),
            ("referee", opt_color_js(referee)),
        ],
        R::Opening(cause) => alloc::vec![("cause", crate::errors::error(cause))],
        R::OpeningAction { index, error } => alloc::vec![
            ("index", JsValue::from(index as f64)),
            ("cause", crate::errors::error(error)),
        ],
        R::OpeningStone { number: n } => alloc::vec![number(n)],
        R::OpeningStart => Vec::new(),
    }
}
