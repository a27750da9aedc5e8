//! Time (RULES.md §8): a per-move limit and/or a per-game budget with an increment,
//! checked against durations the caller measures. The library keeps no wall clock.

use core::fmt;
use core::time::Duration;

use crate::Player;

/// The time allowed: a limit for each move, a budget for the whole game with an increment
/// added after each move made in time, both, or neither (unlimited).
///
/// ```
/// use core::time::Duration;
/// use gomoku_referee::TimeControl;
/// let blitz = TimeControl::budget(Duration::from_secs(300), Duration::from_secs(2));
/// assert_eq!(blitz.to_string(), "300s+2s");
/// assert_eq!(TimeControl::per_move(Duration::from_secs(30)).to_string(), "30s a move");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct TimeControl {
    /// The most one move may take.
    pub per_move: Option<Duration>,
    /// The time for the whole game.
    pub budget: Option<Duration>,
    /// Added to the budget after each move made in time.
    pub increment: Duration,
}

impl TimeControl {
    /// No limit at all.
    ///
    /// ```
    /// use gomoku_referee::TimeControl;
    /// assert_eq!(TimeControl::unlimited().per_move, None);
    /// ```
    #[must_use]
    pub const fn unlimited() -> TimeControl {
        TimeControl {
            per_move: None,
            budget: None,
            increment: Duration::ZERO,
        }
    }

    /// A limit per move only (the seed sites' 30 s and 60 s).
    ///
    /// ```
    /// use core::time::Duration;
    /// use gomoku_referee::TimeControl;
    /// assert_eq!(TimeControl::per_move(Duration::from_secs(60)).budget, None);
    /// ```
    #[must_use]
    pub const fn per_move(limit: Duration) -> TimeControl {
        TimeControl {
            per_move: Some(limit),
            budget: None,
            increment: Duration::ZERO,
        }
    }

    /// A budget for the game, with an increment per move.
    ///
    /// ```
    /// use core::time::Duration;
    /// use gomoku_referee::TimeControl;
    /// let tc = TimeControl::budget(Duration::from_secs(600), Duration::ZERO);
    /// assert_eq!(tc.per_move, None);
    /// ```
    #[must_use]
    pub const fn budget(budget: Duration, increment: Duration) -> TimeControl {
        TimeControl {
            per_move: None,
            budget: Some(budget),
            increment,
        }
    }

    /// The same, with a limit per move as well.
    ///
    /// ```
    /// use core::time::Duration;
    /// use gomoku_referee::TimeControl;
    /// let tc = TimeControl::budget(Duration::from_secs(600), Duration::ZERO)
    ///     .with_per_move(Some(Duration::from_secs(60)));
    /// assert_eq!(tc.to_string(), "600s, 60s a move");
    /// ```
    #[must_use]
    pub const fn with_per_move(mut self, limit: Option<Duration>) -> TimeControl {
        self.per_move = limit;
        self
    }
}

struct Secs(Duration);

impl fmt::Display for Secs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ms = self.0.as_millis();
        if ms % 1000 == 0 {
            write!(f, "{}s", ms / 1000)
        } else {
            write!(f, "{}.{:03}s", ms / 1000, ms % 1000)
        }
    }
}

impl fmt::Display for TimeControl {
    /// `300s+2s`, `30s a move`, `600s, 60s a move`, `unlimited`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.budget, self.per_move) {
            (None, None) => f.write_str("unlimited"),
            (None, Some(m)) => write!(f, "{} a move", Secs(m)),
            (Some(b), m) => {
                write!(f, "{}", Secs(b))?;
                if !self.increment.is_zero() {
                    write!(f, "+{}", Secs(self.increment))?;
                }
                match m {
                    Some(m) => write!(f, ", {} a move", Secs(m)),
                    None => Ok(()),
                }
            }
        }
    }
}

/// Why a clock refused a report.
///
/// ```
/// use gomoku_referee::{ClockError, Player};
/// assert_eq!(ClockError::TimeRanOut(Player::Second).to_string(), "the second player's time has run out");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
pub enum ClockError {
    /// A player's time has already run out: the clock takes no more reports.
    #[error("the {0} player's time has run out")]
    TimeRanOut(Player),
    /// A limit or budget of zero: no move could ever be made in time.
    #[error("a time limit of zero leaves no time to move")]
    ZeroLimit,
}

/// A clock for the two players of a game: the caller measures how long each move (or
/// opening action) took and reports it; the clock says how much time is left and when it
/// ran out. Keyed by [`Player`], so that it follows the players through an opening's swaps
/// (without an opening the first player is Black).
///
/// ```
/// use core::time::Duration;
/// use gomoku_referee::{Clock, Player, TimeControl};
/// let s = Duration::from_secs;
/// let mut clock = Clock::new(TimeControl::budget(s(60), s(5)).with_per_move(Some(s(30))))?;
/// assert!(clock.spend(Player::First, s(20))?);          // in time: 60 - 20 + 5 left
/// assert_eq!(clock.remaining(Player::First), Some(s(45)));
/// assert_eq!(clock.time_left(Player::First), Some(s(30))); // the move limit is nearer
/// assert!(!clock.spend(Player::Second, s(31))?);        // over the move limit
/// assert_eq!(clock.flagged(), Some(Player::Second));
/// # Ok::<(), gomoku_referee::ClockError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Clock {
    control: TimeControl,
    remaining: [Duration; 2],
    flagged: Option<Player>,
}

impl Clock {
    /// A clock at the start of a game.
    ///
    /// # Errors
    ///
    /// [`ClockError::ZeroLimit`] for a per-move limit or a budget of zero.
    ///
    /// ```
    /// use core::time::Duration;
    /// use gomoku_referee::{Clock, ClockError, TimeControl};
    /// assert_eq!(Clock::new(TimeControl::per_move(Duration::ZERO)), Err(ClockError::ZeroLimit));
    /// ```
    pub fn new(control: TimeControl) -> Result<Clock, ClockError> {
        if control.per_move == Some(Duration::ZERO) || control.budget == Some(Duration::ZERO) {
            return Err(ClockError::ZeroLimit);
        }
        let b = control.budget.unwrap_or(Duration::ZERO);
        Ok(Clock {
            control,
            remaining: [b, b],
            flagged: None,
        })
    }

    /// The time control.
    ///
    /// ```
    /// use gomoku_referee::{Clock, TimeControl};
    /// assert_eq!(Clock::new(TimeControl::unlimited())?.control(), TimeControl::unlimited());
    /// # Ok::<(), gomoku_referee::ClockError>(())
    /// ```
    #[must_use]
    pub const fn control(&self) -> TimeControl {
        self.control
    }

    /// What is left of `player`'s budget, if the control has one.
    ///
    /// ```
    /// use gomoku_referee::{Clock, Player, TimeControl};
    /// assert_eq!(Clock::new(TimeControl::unlimited())?.remaining(Player::First), None);
    /// # Ok::<(), gomoku_referee::ClockError>(())
    /// ```
    #[must_use]
    pub fn remaining(&self, player: Player) -> Option<Duration> {
        self.control.budget.map(|_| self.remaining[player.index()])
    }

    /// How long `player` may take over his next move: the smaller of the move limit and
    /// what is left of his budget; `None` when unlimited.
    ///
    /// ```
    /// use core::time::Duration;
    /// use gomoku_referee::{Clock, Player, TimeControl};
    /// let clock = Clock::new(TimeControl::per_move(Duration::from_secs(30)))?;
    /// assert_eq!(clock.time_left(Player::Second), Some(Duration::from_secs(30)));
    /// # Ok::<(), gomoku_referee::ClockError>(())
    /// ```
    #[must_use]
    pub fn time_left(&self, player: Player) -> Option<Duration> {
        match (self.control.per_move, self.remaining(player)) {
            (Some(m), Some(r)) => Some(m.min(r)),
            (m, r) => m.or(r),
        }
    }

    /// Whether `player` would still be in time after thinking for `elapsed` (a check while
    /// he thinks; nothing changes).
    ///
    /// ```
    /// use core::time::Duration;
    /// use gomoku_referee::{Clock, Player, TimeControl};
    /// let clock = Clock::new(TimeControl::per_move(Duration::from_secs(30)))?;
    /// assert!(clock.in_time(Player::First, Duration::from_secs(30)));
    /// assert!(!clock.in_time(Player::First, Duration::from_millis(30_001)));
    /// # Ok::<(), gomoku_referee::ClockError>(())
    /// ```
    #[must_use]
    pub fn in_time(&self, player: Player, elapsed: Duration) -> bool {
        self.flagged.is_none() && self.time_left(player).is_none_or(|left| elapsed <= left)
    }

    /// `player` made a move (or an opening action) that took `elapsed`. Returns whether he
    /// was in time; if not, his time has run out ([`Clock::flagged`]) and the clock stops.
    /// In time, the move's time comes off his budget and the increment is added.
    ///
    /// # Errors
    ///
    /// [`ClockError::TimeRanOut`] once a player's time has run out; nothing changes.
    ///
    /// ```
    /// use core::time::Duration;
    /// use gomoku_referee::{Clock, ClockError, Player, TimeControl};
    /// let mut clock = Clock::new(TimeControl::budget(Duration::from_secs(10), Duration::ZERO))?;
    /// assert!(!clock.spend(Player::First, Duration::from_secs(11))?);
    /// assert_eq!(clock.remaining(Player::First), Some(Duration::ZERO));
    /// assert_eq!(clock.spend(Player::Second, Duration::ZERO), Err(ClockError::TimeRanOut(Player::First)));
    /// # Ok::<(), ClockError>(())
    /// ```
    pub fn spend(&mut self, player: Player, elapsed: Duration) -> Result<bool, ClockError> {
        if let Some(p) = self.flagged {
            return Err(ClockError::TimeRanOut(p));
        }
        let i = player.index();
        if !self.in_time(player, elapsed) {
            self.flagged = Some(player);
            if self.control.budget.is_some() {
                self.remaining[i] = self.remaining[i].saturating_sub(elapsed);
            }
            return Ok(false);
        }
        if self.control.budget.is_some() {
            self.remaining[i] = self.remaining[i] - elapsed + self.control.increment;
        }
        Ok(true)
    }

    /// The player whose time has run out, if any.
    ///
    /// ```
    /// use gomoku_referee::{Clock, TimeControl};
    /// assert_eq!(Clock::new(TimeControl::unlimited())?.flagged(), None);
    /// # Ok::<(), gomoku_referee::ClockError>(())
    /// ```
    #[must_use]
    pub const fn flagged(&self) -> Option<Player> {
        self.flagged
    }

    /// Ends `game` by a timeout of the player whose time ran out, by his colour in that
    /// game; returns whether it did (`false` while both are in time).
    ///
    /// # Errors
    ///
    /// As [`Game::timeout`](crate::Game::timeout): the game is already over.
    ///
    /// ```
    /// use core::time::Duration;
    /// use gomoku_referee::{Clock, Color, Game, Player, Rules, TimeControl, Termination};
    /// let mut game = Game::new(Rules::renju());
    /// let mut clock = Clock::new(TimeControl::per_move(Duration::from_secs(30)))?;
    /// clock.spend(Player::First, Duration::from_secs(40))?;
    /// assert!(clock.end_game(&mut game)?);
    /// let outcome = game.outcome().unwrap();
    /// assert_eq!((outcome.winner, outcome.termination), (Some(Color::White), Termination::Timeout));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg(feature = "alloc")]
    pub fn end_game(&self, game: &mut crate::Game) -> Result<bool, crate::GameError> {
        match self.flagged {
            None => Ok(false),
            Some(p) => game.timeout(game.color_of(p)).map(|()| true),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::ToString;

    fn s(n: u64) -> Duration {
        Duration::from_secs(n)
    }

    #[test]
    fn a_budget_with_increment() {
        let mut c = Clock::new(TimeControl::budget(s(10), s(2))).unwrap();
        // Exactly the time left is in time; the increment comes after the move.
        assert!(c.spend(Player::First, s(10)).unwrap());
        assert_eq!(c.remaining(Player::First), Some(s(2)));
        assert_eq!(c.remaining(Player::Second), Some(s(10)));
        assert_eq!(c.time_left(Player::First), Some(s(2)));
        // One millisecond more than is left runs out; the clock then stops.
        assert!(!c.spend(Player::First, Duration::from_millis(2001)).unwrap());
        assert_eq!(c.remaining(Player::First), Some(Duration::ZERO));
        assert_eq!(c.flagged(), Some(Player::First));
        let before = c;
        assert_eq!(
            c.spend(Player::Second, s(1)),
            Err(ClockError::TimeRanOut(Player::First))
        );
        assert_eq!(c, before);
        assert!(!c.in_time(Player::Second, Duration::ZERO));
    }

    #[test]
    fn a_limit_per_move_only() {
        let mut c = Clock::new(TimeControl::per_move(s(30))).unwrap();
        for _ in 0..100 {
            assert!(c.spend(Player::Second, s(30)).unwrap());
        }
        assert_eq!(c.remaining(Player::Second), None);
        assert_eq!(c.time_left(Player::Second), Some(s(30)));
        assert!(
            !c.spend(Player::First, Duration::from_millis(30_001))
                .unwrap()
        );
    }

    #[test]
    fn unlimited_never_runs_out() {
        let mut c = Clock::new(TimeControl::unlimited()).unwrap();
        assert!(c.spend(Player::First, Duration::MAX).unwrap());
        assert_eq!((c.time_left(Player::First), c.flagged()), (None, None));
        assert_eq!(TimeControl::unlimited().to_string(), "unlimited");
        assert_eq!(
            TimeControl::budget(Duration::from_millis(1500), Duration::ZERO).to_string(),
            "1.500s"
        );
        assert_eq!(
            Clock::new(TimeControl::budget(Duration::ZERO, s(1))),
            Err(ClockError::ZeroLimit)
        );
    }

    #[test]
    fn clock_error_messages_are_exact() {
        crate::testing::assert_messages(&[(
            &ClockError::TimeRanOut(Player::First),
            "the first player's time has run out",
        )]);
    }
}
