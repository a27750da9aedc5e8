//! What the agreement tests generate: rules built switch by switch, a start, actions;
//! each printed as short text (`h8`, `resign black`, `(-3, 40)`).

use core::fmt;

use gomoku_referee::{Color, Forbidden, MAX_SIZE, Point, Preset, Restrictions};

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

/// The text of coordinates: `h8` when they name a point of the core, else `(x, y)`.
#[must_use]
pub fn point_text(x: i32, y: i32) -> String {
    match Point::from_coords(i64::from(x), i64::from(y)) {
        Some(p) => p.to_string(),
        None => format!("({x}, {y})"),
    }
}

/// Where the game starts.
#[derive(Clone, PartialEq, Eq)]
pub enum Start {
    /// The empty board, Black to move.
    Empty,
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

/// One action of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// The side to move places a stone at these coordinates (any, even no point at all).
    Place(i32, i32),
    /// The side to move passes.
    Pass,
    /// Take back the last move.
    Undo,
    /// A colour resigns.
    Resign(Color),
    /// A colour's time ran out.
    Timeout(Color),
    /// A colour offers a draw.
    Offer(Color),
    /// A colour accepts a draw offer.
    Accept(Color),
    /// A colour declines a draw offer.
    Decline(Color),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Place(x, y) => f.write_str(&point_text(*x, *y)),
            Action::Pass => f.write_str("pass"),
            Action::Undo => f.write_str("undo"),
            Action::Resign(c) => write!(f, "resign {c}"),
            Action::Timeout(c) => write!(f, "timeout {c}"),
            Action::Offer(c) => write!(f, "offer {c}"),
            Action::Accept(c) => write!(f, "accept {c}"),
            Action::Decline(c) => write!(f, "decline {c}"),
        }
    }
}

impl Action {
    /// Whether the action is a move (refused with a `PlayError`) rather than a game
    /// action (refused with a `GameError`).
    #[must_use]
    pub const fn is_move(&self) -> bool {
        matches!(self, Action::Place(..) | Action::Pass)
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
