//! What the agreement tests generate: rules built switch by switch, a start, actions;
//! each printed as short text (`h8`, `resign black`, `(-3, 40)`).

use core::fmt;

use gomoku_referee::{Color, Forbidden, MAX_SIZE, Preset, Restrictions};
// The action model is shared with the core's property tests: gomoku_referee::testing.
pub use gomoku_referee::testing::{Action, Offers, point_text};

/// One change to the rules (RULES.md §4.1), applied on top of a preset.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Switch {
    /// The board size (out-of-range values are refused).
    Size(u32),
    /// Whether an overline wins for a colour.
    OverlineWins(Color, bool),
    /// The forbidden kinds of a colour, as bits: 1 double-three, 2 double-four, 4 overline.
    Restrictions(Color, u8),
    /// The forbidden policy: `true` for *lose*, `false` for *reject*.
    Lose(bool),
    /// Caro's blocked-five rule.
    Caro(bool),
    /// Captures: the winning number of pairs, or off.
    Capture(Option<u32>),
    /// Ninuki-renju's perfect five (needs captures).
    PerfectFive(bool),
    /// Whether passing is allowed.
    Pass(bool),
    /// The move limit, or none.
    MoveLimit(Option<u32>),
}

impl Switch {
    /// The kinds of a restriction bit set, in the core's order.
    #[must_use]
    pub fn kinds(bits: u8) -> Vec<Forbidden> {
        let set = Restrictions::from_bits(u32::from(bits)).unwrap_or(Restrictions::NONE);
        Forbidden::ALL
            .into_iter()
            .filter(|k| set.contains(*k))
            .collect()
    }
}

impl fmt::Display for Switch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Switch::Size(n) => write!(f, "size {n}"),
            Switch::OverlineWins(c, on) => write!(f, "overline-wins {c} {on}"),
            Switch::Restrictions(c, bits) => {
                let kinds: Vec<&str> = Switch::kinds(*bits).iter().map(|k| k.name()).collect();
                write!(f, "restrictions {c} [{}]", kinds.join(" "))
            }
            Switch::Lose(true) => f.write_str("policy lose"),
            Switch::Lose(false) => f.write_str("policy reject"),
            Switch::Caro(on) => write!(f, "caro {on}"),
            Switch::Capture(None) => f.write_str("capture off"),
            Switch::Capture(Some(n)) => write!(f, "capture {n}"),
            Switch::PerfectFive(on) => write!(f, "perfect-five {on}"),
            Switch::Pass(on) => write!(f, "pass {on}"),
            Switch::MoveLimit(None) => f.write_str("move-limit none"),
            Switch::MoveLimit(Some(n)) => write!(f, "move-limit {n}"),
        }
    }
}

/// A preset and the switches applied to it in order.
#[derive(Clone, PartialEq, Eq)]
pub struct RulesSpec {
    /// The preset the rules start from.
    pub preset: Preset,
    /// The changes, in order.
    pub switches: Vec<Switch>,
}

impl fmt::Display for RulesSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.preset.name())?;
        for s in &self.switches {
            write!(f, " + {s}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for RulesSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Where the game starts.
#[derive(Clone, PartialEq, Eq)]
pub enum Start {
    /// The empty board, Black to move.
    Empty,
    /// The empty board under an opening rule: its C kind (`GOMOKU_OPENING_*`, any
    /// integer) and N. When the rules' board is too small the game starts without it.
    Opening {
        /// The rule, as C numbers it (0 swap ... 6 soosorv).
        kind: i32,
        /// Its N (Taraguchi, Soosõrv).
        n: u32,
    },
    /// Stone lists (possibly overlapping, off the board, or already won), the side to
    /// move and captured pairs.
    Setup {
        /// Black's stones, as coordinates.
        black: Vec<(i32, i32)>,
        /// White's stones, as coordinates.
        white: Vec<(i32, i32)>,
        /// The side to move.
        turn: Color,
        /// Captured pairs, Black's then White's.
        captures: [u32; 2],
    },
}

impl fmt::Display for Start {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Start::Empty => f.write_str("empty"),
            Start::Opening { kind, n } => write!(f, "opening {kind}/{n}"),
            Start::Setup {
                black,
                white,
                turn,
                captures,
            } => {
                let list = |v: &[(i32, i32)]| {
                    v.iter()
                        .map(|&(x, y)| point_text(x, y))
                        .collect::<Vec<_>>()
                        .join(" ")
                };
                write!(
                    f,
                    "setup black [{}] white [{}] turn {turn} pairs {}/{}",
                    list(black),
                    list(white),
                    captures[0],
                    captures[1]
                )
            }
        }
    }
}

impl fmt::Debug for Start {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Rules, a start, and actions: one test case.
#[derive(Clone, PartialEq, Eq)]
pub struct Scenario {
    /// The rules.
    pub rules: RulesSpec,
    /// The start position.
    pub start: Start,
    /// The actions, in order.
    pub actions: Vec<Action>,
}

impl fmt::Display for Scenario {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let actions: Vec<String> = self.actions.iter().map(Action::to_string).collect();
        write!(
            f,
            "rules {}; start {}; {} action(s): {}",
            self.rules,
            self.start,
            self.actions.len(),
            actions.join(", ")
        )
    }
}

/// Proptest prints the (shrunk) failing input with `Debug`: the readable text.
impl fmt::Debug for Scenario {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The largest board: coordinates below it name a point of the core.
pub(crate) const MAX: i32 = MAX_SIZE as i32;
