//! `Serialize`/`Deserialize` for the types whose fields carry invariants (feature `serde`).
//!
//! A derived `Deserialize` would accept any field values and so build what the public API
//! refuses (a 40×40 board, a perfect five without captures, a "line" that bends). These
//! impls read plain data and build the value through the same checks as the API, so
//! deserializing refuses exactly what the builders refuse, with their error message.
//!
//! - [`Point`] and [`Move`]: their text, `"h8"` and `"pass"`, parsed as `FromStr` does;
//! - [`Rules`]: an object of every switch of RULES.md §4.1 as set (`overline_wins` is the
//!   switch before restrictions apply, so that a round trip gives equal rules), built
//!   with [`Rules::from_switches`] (its `RulesError` on failure);
//! - [`Restrictions`]: a list of kind names, `["double-three", "overline"]`;
//! - [`PointSet`]: a list of points in board order, `["a1", "h8"]` (the derived
//!   [`Setup`](crate::Setup) and [`History`](crate::History) hold them);
//! - [`Line`]: `{"start": "d8", "end": "h8"}`, built with [`Line::new`].

use core::fmt;
use core::marker::PhantomData;
use core::str::FromStr;

use serde::de::{Error as _, SeqAccess, Visitor};
use serde::ser::SerializeSeq;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::{
    Forbidden, ForbiddenPolicy, Line, Move, Point, PointSet, Restrictions, Rules, RulesSwitches,
};

/// Reads a value from its text with `FromStr`; `what` names it in the error.
struct TextVisitor<T> {
    what: &'static str,
    value: PhantomData<T>,
}

impl<T: FromStr<Err: fmt::Display>> Visitor<'_> for TextVisitor<T> {
    type Value = T;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.what)
    }
    fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<T, E> {
        v.parse().map_err(E::custom)
    }
}

/// Deserializes a value that serializes as its `Display` text.
fn from_text<'de, D: Deserializer<'de>, T: FromStr<Err: fmt::Display>>(
    deserializer: D,
    what: &'static str,
) -> Result<T, D::Error> {
    deserializer.deserialize_str(TextVisitor {
        what,
        value: PhantomData,
    })
}

impl Serialize for Point {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Point {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Point, D::Error> {
        from_text(deserializer, "a point such as \"h8\"")
    }
}

impl Serialize for Move {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Move {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Move, D::Error> {
        from_text(deserializer, "a move such as \"h8\" or \"pass\"")
    }
}

impl Serialize for Restrictions {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let kinds = Forbidden::ALL.into_iter().filter(|&k| self.contains(k));
        let mut seq = serializer.serialize_seq(Some(kinds.clone().count()))?;
        for kind in kinds {
            seq.serialize_element(&kind)?;
        }
        seq.end()
    }
}

impl<'de> Deserialize<'de> for Restrictions {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Restrictions, D::Error> {
        struct Kinds;
        impl<'de> Visitor<'de> for Kinds {
            type Value = Restrictions;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a list of forbidden kinds such as [\"double-three\"]")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Restrictions, A::Error> {
                let mut out = Restrictions::NONE;
                while let Some(kind) = seq.next_element::<Forbidden>()? {
                    out = out.with(kind);
                }
                Ok(out)
            }
        }
        deserializer.deserialize_seq(Kinds)
    }
}

impl Serialize for PointSet {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(self.len()))?;
        for p in self {
            seq.serialize_element(&p)?;
        }
        seq.end()
    }
}

impl<'de> Deserialize<'de> for PointSet {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<PointSet, D::Error> {
        struct Points;
        impl<'de> Visitor<'de> for Points {
            type Value = PointSet;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a list of points such as [\"h8\", \"h9\"]")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<PointSet, A::Error> {
                let mut out = PointSet::new();
                while let Some(p) = seq.next_element::<Point>()? {
                    out.insert(p);
                }
                Ok(out)
            }
        }
        deserializer.deserialize_seq(Points)
    }
}

/// A value for each colour, `{"black": ..., "white": ...}`.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ByColor<T> {
    black: T,
    white: T,
}

/// The switches of [`Rules`] as plain data.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RulesData {
    size: u32,
    overline_wins: ByColor<bool>,
    restrictions: ByColor<Restrictions>,
    forbidden_policy: ForbiddenPolicy,
    caro_rule: bool,
    capture: Option<u32>,
    perfect_five: bool,
    pass: bool,
    move_limit: Option<u32>,
}

impl Serialize for Rules {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let s = self.switches();
        let [black, white] = s.overline_wins;
        let [black_r, white_r] = s.restrictions;
        RulesData {
            size: s.size,
            overline_wins: ByColor { black, white },
            restrictions: ByColor {
                black: black_r,
                white: white_r,
            },
            forbidden_policy: s.forbidden_policy,
            caro_rule: s.caro_rule,
            capture: s.capture,
            perfect_five: s.perfect_five,
            pass: s.pass,
            move_limit: s.move_limit,
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Rules {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Rules, D::Error> {
        let d = RulesData::deserialize(deserializer)?;
        // Checked as the builders check a caller of the API.
        Rules::from_switches(&RulesSwitches {
            size: d.size,
            overline_wins: [d.overline_wins.black, d.overline_wins.white],
            restrictions: [d.restrictions.black, d.restrictions.white],
            forbidden_policy: d.forbidden_policy,
            caro_rule: d.caro_rule,
            capture: d.capture,
            perfect_five: d.perfect_five,
            pass: d.pass,
            move_limit: d.move_limit,
        })
        .map_err(D::Error::custom)
    }
}

/// The two ends of a [`Line`] as plain data.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct LineData {
    start: Point,
    end: Point,
}

impl Serialize for Line {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        LineData {
            start: self.start(),
            end: self.end(),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Line {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Line, D::Error> {
        let d = LineData::deserialize(deserializer)?;
        Line::new(d.start, d.end).ok_or_else(|| {
            D::Error::custom(format_args!(
                "{} and {} are not on one row, column or diagonal",
                d.start, d.end
            ))
        })
    }
}
