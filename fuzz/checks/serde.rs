//! The serde checker (issue 11, item 16), shared by the fuzz target
//! `fuzz/fuzz_targets/serde_values.rs` (`cargo fuzz run serde_values`) and the seeded,
//! bounded driver of the test command (`gomoku-core/tests/serde.rs`).
//!
//! [`run`] reads its input as JSON text and deserializes it as every value type of the
//! core. Deserializing never panics; what it accepts is a value the API could have built
//! (rules that print as text parsing back to them, an outcome whose winner fits its
//! termination, a straight line, a point of the largest board), and it serializes to JSON
//! that reads back equal.

use gomoku_referee::{
    Color, Forbidden, ForbiddenPolicy, Line, MAX_SIZE, Move, Outcome, Point, Preset, Restrictions,
    Rules, Termination,
};
use serde::Serialize;
use serde::de::DeserializeOwned;

/// What a run accepted, so that a driver can tell its inputs reach the checks.
#[derive(Debug, Default, Clone, Copy)]
pub struct Accepted {
    /// Inputs some type accepted.
    pub values: usize,
    /// Of them, rules.
    pub rules: usize,
    /// Of them, outcomes.
    pub outcomes: usize,
}

/// Deserializes `text` as a `T`; if it is one, checks it with `valid` and round-trips it.
fn check<T>(text: &str, valid: impl FnOnce(&T)) -> bool
where
    T: Serialize + DeserializeOwned + PartialEq + core::fmt::Debug,
{
    let Ok(value) = serde_json::from_str::<T>(text) else {
        return false;
    };
    valid(&value);
    let json = serde_json::to_string(&value).expect("every value serializes");
    let back: T = serde_json::from_str(&json)
        .unwrap_or_else(|e| panic!("{value:?} serialized as {json}, which reads as {e}"));
    assert_eq!(back, value, "round trip through {json}");
    true
}

/// Checks the JSON text `data` against every value type (see the module).
///
/// # Panics
///
/// When a check fails: that is a bug of the library.
pub fn run(data: &[u8]) -> Accepted {
    let text = String::from_utf8_lossy(data);
    let text = text.as_ref();
    let mut accepted = Accepted::default();
    let point_ok = |p: &Point| assert!(p.x() < MAX_SIZE && p.y() < MAX_SIZE, "{p:?}");
    let mut any = check::<Point>(text, point_ok);
    any |= check::<Move>(text, |m| {
        if let Some(p) = m.point() {
            point_ok(&p);
        }
    });
    any |= check::<Line>(text, |l| {
        assert_eq!(Line::new(l.start(), l.end()), Some(*l), "a bent line {l:?}");
    });
    any |= check::<Restrictions>(text, |r| {
        assert_eq!(Restrictions::from_bits(u32::from(r.bits())), Some(*r));
    });
    let rules = check::<Rules>(text, |r| {
        assert!((5..=MAX_SIZE).contains(&r.size()), "{r:?}");
        assert!(!r.perfect_five() || r.capture().is_some(), "{r:?}");
        // Everything the builders could build prints as text that parses back.
        assert_eq!(r.to_string().parse::<Rules>(), Ok(*r), "{r}");
    });
    let outcome = check::<Outcome>(text, |o| {
        assert_eq!(
            o.termination.is_draw(),
            o.winner.is_none(),
            "a winner that does not fit the termination: {o:?}"
        );
        assert!(Outcome::new(o.winner, o.termination).is_ok(), "{o:?}");
        if let Some(l) = o.line {
            assert_eq!(Line::new(l.start(), l.end()), Some(l));
        }
    });
    any |= check::<Termination>(text, |t| assert_eq!(t.name().parse(), Ok(*t)));
    any |= check::<Color>(text, |c| assert_eq!(c.name().parse(), Ok(*c)));
    any |= check::<Forbidden>(text, |k| assert_eq!(k.name().parse(), Ok(*k)));
    any |= check::<ForbiddenPolicy>(text, |_| {});
    any |= check::<Preset>(text, |p| assert_eq!(p.name().parse(), Ok(*p)));
    accepted.rules += usize::from(rules);
    accepted.outcomes += usize::from(outcome);
    accepted.values += usize::from(any || rules || outcome);
    accepted
}
