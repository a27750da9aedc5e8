//! A match: a series of games between two named players, with the score and Elo ratings
//! (RULES.md §8).

use alloc::string::String;
use alloc::vec::Vec;

use crate::{Color, Game, Player, Termination};

/// Why a match refused something.
///
/// ```
/// use gomoku_referee::MatchError;
/// assert_eq!(MatchError::GameNotOver.to_string(), "the game is not over");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
pub enum MatchError {
    /// A game was recorded before its end.
    #[error("the game is not over")]
    GameNotOver,
    /// An Elo K factor outside 1..=100.
    #[error("elo k factor {k} is out of range 1..=100")]
    KOutOfRange {
        /// The factor given.
        k: u32,
    },
}

/// One finished game of a match, by the players' indices in the match (0 or 1, the order
/// of [`Match::new`]).
///
/// ```
/// use gomoku_referee::{Color, Game, Match, Rules};
/// let mut m = Match::new("Ann", "Bob");
/// let mut game = Game::new(Rules::renju());
/// game.resign(Color::White)?;
/// let g = m.record(&game)?;
/// assert_eq!((g.first, g.black, g.winner), (0, 0, Some(0)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MatchGame {
    /// Who was the game's first player (the opener, or Black without an opening).
    pub first: usize,
    /// Who held Black once the opening was over.
    pub black: usize,
    /// Who won, or `None` for a draw.
    pub winner: Option<usize>,
    /// How the game ended.
    pub termination: Termination,
}

/// A series of games between two named players: who plays first in each game, the score
/// (win 1, draw ½) and Elo ratings.
///
/// The first player of a game is Black without an opening; under an opening he is the
/// opener, the protocol decides the colours, and [`Match::record`] reads from the game who
/// ended up with which (the match follows the players through swaps). By default the first
/// player alternates, starting with the first-named; [`Match::with_alternate`] turns it off.
///
/// Ratings are Elo's: new players at 1200; after each game each rating moves by
/// K × (score − expected score), the expected score being 1 / (1 + 10^((R_other − R) / 400)).
///
/// ```
/// use gomoku_referee::{Color, Game, Match, Player, Rules};
/// let mut m = Match::new("Ann", "Bob");
/// for _ in 0..2 {
///     let first = m.next_first(); // 0, then 1
///     let mut game = Game::new(Rules::renju());
///     game.resign(game.color_of(Player::Second))?; // the first player wins each game
///     m.record(&game)?;
///     assert_eq!(m.games().last().unwrap().winner, Some(first));
/// }
/// assert_eq!(m.score(), [1.0, 1.0]);
/// // Elo is zero-sum; B won his game as the lower-rated, so he gained more than A did.
/// assert!((m.ratings()[0] + m.ratings()[1] - 2400.0).abs() < 1e-9);
/// assert!(m.ratings()[1] > m.ratings()[0]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct Match {
    names: [String; 2],
    ratings: [f64; 2],
    k: u32,
    alternate: bool,
    games: Vec<MatchGame>,
}

impl Match {
    /// The rating of a new player.
    ///
    /// ```
    /// assert_eq!(gomoku_referee::Match::NEW_RATING, 1200.0);
    /// ```
    pub const NEW_RATING: f64 = 1200.0;

    /// The default K factor.
    ///
    /// ```
    /// assert_eq!(gomoku_referee::Match::DEFAULT_K, 32);
    /// ```
    pub const DEFAULT_K: u32 = 32;

    /// A match between two new players (rated 1200, K = 32, alternating first player).
    ///
    /// ```
    /// use gomoku_referee::Match;
    /// let m = Match::new("Ann", "Bob");
    /// assert_eq!(m.names(), ["Ann", "Bob"]);
    /// assert_eq!(m.ratings(), [1200.0, 1200.0]);
    /// ```
    #[must_use]
    pub fn new(first: &str, second: &str) -> Match {
        Match {
            names: [first.into(), second.into()],
            ratings: [Match::NEW_RATING; 2],
            k: Match::DEFAULT_K,
            alternate: true,
            games: Vec::new(),
        }
    }

    /// The same match with these starting ratings (players who are not new).
    ///
    /// ```
    /// use gomoku_referee::Match;
    /// assert_eq!(Match::new("A", "B").with_ratings([1500.0, 1400.0]).ratings(), [1500.0, 1400.0]);
    /// ```
    #[must_use]
    pub fn with_ratings(mut self, ratings: [f64; 2]) -> Match {
        self.ratings = ratings;
        self
    }

    /// The same match with Elo factor `k`.
    ///
    /// # Errors
    ///
    /// [`MatchError::KOutOfRange`] unless `1 <= k <= 100`.
    ///
    /// ```
    /// use gomoku_referee::{Match, MatchError};
    /// assert_eq!(Match::new("A", "B").with_k(16)?.k(), 16);
    /// assert_eq!(Match::new("A", "B").with_k(0).unwrap_err(), MatchError::KOutOfRange { k: 0 });
    /// # Ok::<(), MatchError>(())
    /// ```
    pub fn with_k(mut self, k: u32) -> Result<Match, MatchError> {
        if !(1..=100).contains(&k) {
            return Err(MatchError::KOutOfRange { k });
        }
        self.k = k;
        Ok(self)
    }

    /// The same match with the first player alternating from game to game (`true`, the
    /// default) or always the first-named (`false`).
    ///
    /// ```
    /// use gomoku_referee::Match;
    /// assert!(!Match::new("A", "B").with_alternate(false).alternate());
    /// ```
    #[must_use]
    pub fn with_alternate(mut self, alternate: bool) -> Match {
        self.alternate = alternate;
        self
    }

    /// The players' names.
    ///
    /// ```
    /// assert_eq!(gomoku_referee::Match::new("A", "B").names()[1], "B");
    /// ```
    #[must_use]
    pub fn names(&self) -> [&str; 2] {
        [&self.names[0], &self.names[1]]
    }

    /// The Elo K factor.
    ///
    /// ```
    /// assert_eq!(gomoku_referee::Match::new("A", "B").k(), 32);
    /// ```
    #[must_use]
    pub const fn k(&self) -> u32 {
        self.k
    }

    /// Whether the first player alternates.
    ///
    /// ```
    /// assert!(gomoku_referee::Match::new("A", "B").alternate());
    /// ```
    #[must_use]
    pub const fn alternate(&self) -> bool {
        self.alternate
    }

    /// The games recorded so far.
    ///
    /// ```
    /// assert!(gomoku_referee::Match::new("A", "B").games().is_empty());
    /// ```
    #[must_use]
    pub fn games(&self) -> &[MatchGame] {
        &self.games
    }

    /// Who (0 or 1) is the first player of the next game: Black without an opening, the
    /// opener under one.
    ///
    /// ```
    /// assert_eq!(gomoku_referee::Match::new("A", "B").next_first(), 0);
    /// ```
    #[must_use]
    pub fn next_first(&self) -> usize {
        if self.alternate {
            self.games.len() % 2
        } else {
            0
        }
    }

    /// The match player (0 or 1) who is `player` in the next game.
    ///
    /// ```
    /// use gomoku_referee::{Match, Player};
    /// assert_eq!(Match::new("A", "B").next_player(Player::Second), 1);
    /// ```
    #[must_use]
    pub fn next_player(&self, player: Player) -> usize {
        match player {
            Player::First => self.next_first(),
            Player::Second => 1 - self.next_first(),
        }
    }

    /// The score: a win counts 1, a draw ½ to each.
    ///
    /// ```
    /// assert_eq!(gomoku_referee::Match::new("A", "B").score(), [0.0, 0.0]);
    /// ```
    #[must_use]
    pub fn score(&self) -> [f64; 2] {
        let mut s = [0.0; 2];
        for g in &self.games {
            match g.winner {
                Some(w) => s[w] += 1.0,
                None => {
                    s[0] += 0.5;
                    s[1] += 0.5;
                }
            }
        }
        s
    }

    /// The current Elo ratings.
    ///
    /// ```
    /// assert_eq!(gomoku_referee::Match::new("A", "B").ratings(), [1200.0; 2]);
    /// ```
    #[must_use]
    pub const fn ratings(&self) -> [f64; 2] {
        self.ratings
    }

    /// Records `game`, the next game of the match, whose first player was
    /// [`Match::next_first`]: the score and ratings move, and the first player of the next
    /// game changes (when alternating).
    ///
    /// # Errors
    ///
    /// [`MatchError::GameNotOver`] before the game's end; nothing changes.
    ///
    /// ```
    /// use gomoku_referee::{Color, Game, Match, Rules};
    /// let mut m = Match::new("A", "B");
    /// let mut game = Game::new(Rules::renju());
    /// game.offer_draw(Color::Black)?;
    /// game.accept_draw(Color::White)?;
    /// m.record(&game)?;
    /// assert_eq!(m.score(), [0.5, 0.5]);
    /// assert_eq!(m.ratings(), [1200.0, 1200.0]); // a draw between equals moves nothing
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn record(&mut self, game: &Game) -> Result<MatchGame, MatchError> {
        let outcome = game.outcome().ok_or(MatchError::GameNotOver)?;
        let first = self.next_first();
        let index = |p: Player| if p == Player::First { first } else { 1 - first };
        let black = index(game.player(Color::Black));
        let winner = outcome.winner.map(|c| index(game.player(c)));
        let record = MatchGame {
            first,
            black,
            winner,
            termination: outcome.termination,
        };
        let s0 = match winner {
            Some(0) => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        };
        let e0 = expected_score(self.ratings[0], self.ratings[1]);
        let delta = f64::from(self.k) * (s0 - e0);
        self.ratings[0] += delta;
        self.ratings[1] -= delta;
        self.games.push(record);
        Ok(record)
    }
}

/// Elo's expected score of a player rated `r` against one rated `other`:
/// 1 / (1 + 10^((other − r) / 400)).
///
/// ```
/// use gomoku_referee::expected_score;
/// assert_eq!(expected_score(1200.0, 1200.0), 0.5);
/// assert!((expected_score(1600.0, 1200.0) - 10.0 / 11.0).abs() < 1e-12);
/// ```
#[must_use]
pub fn expected_score(r: f64, other: f64) -> f64 {
    1.0 / (1.0 + exp((other - r) / 400.0 * core::f64::consts::LN_10))
}

/// e^x without the standard library (the core is `no_std`): x = k ln 2 + r with
/// |r| ≤ ln 2 / 2, e^r by its series, then scaled by 2^k. Accurate to a few ulps over the
/// range ratings reach; the same in every face, since every face calls it.
fn exp(x: f64) -> f64 {
    if x > 709.0 {
        return f64::INFINITY;
    }
    if x < -745.0 {
        return 0.0;
    }
    let k = (x / core::f64::consts::LN_2 + if x < 0.0 { -0.5 } else { 0.5 }) as i32;
    let r = x - f64::from(k) * core::f64::consts::LN_2;
    let (mut term, mut sum) = (1.0f64, 1.0f64);
    for n in 1..=20 {
        term *= r / f64::from(n);
        sum += term;
    }
    // 2^k, in two steps so that neither factor overflows.
    let half = k / 2;
    sum * pow2(half) * pow2(k - half)
}

fn pow2(k: i32) -> f64 {
    f64::from_bits(((i64::from(k) + 1023) as u64) << 52)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Opening, Rules};

    #[test]
    fn exp_agrees_with_std() {
        let mut x = -30.0;
        while x < 30.0 {
            let (a, b) = (exp(x), std::primitive::f64::exp(x));
            assert!(((a - b) / b).abs() < 1e-14, "{x}: {a} vs {b}");
            x += 0.137;
        }
    }

    #[test]
    fn elo_updates_as_published() {
        // Equal players, a win: +K/2 and -K/2.
        let mut m = Match::new("A", "B");
        let mut g = Game::new(Rules::renju());
        g.resign(Color::White).unwrap();
        m.record(&g).unwrap();
        assert_eq!(m.ratings(), [1216.0, 1184.0]);
        // 400 points apart, the favourite loses: A's expectation was 10/11.
        let mut m = Match::new("A", "B")
            .with_ratings([1600.0, 1200.0])
            .with_k(20)
            .unwrap();
        let mut g = Game::new(Rules::renju());
        g.resign(Color::Black).unwrap(); // A (first, Black) resigns
        m.record(&g).unwrap();
        let d = 20.0 * (10.0 / 11.0);
        assert!((m.ratings()[0] - (1600.0 - d)).abs() < 1e-9);
        assert!((m.ratings()[1] - (1200.0 + d)).abs() < 1e-9);
    }

    #[test]
    fn the_match_follows_players_through_a_swap() {
        let mut m = Match::new("A", "B");
        let mut g = Game::with_opening(Rules::freestyle(), Opening::Swap).unwrap();
        for p in ["h8", "h9", "i8"] {
            g.place(p.parse().unwrap()).unwrap();
        }
        g.choose(Color::Black).unwrap(); // B, the second player, takes Black
        g.resign(Color::Black).unwrap();
        let r = m.record(&g).unwrap();
        assert_eq!((r.first, r.black, r.winner), (0, 1, Some(0)));
        // Next game: B opens.
        assert_eq!(m.next_first(), 1);
        let mut g = Game::new(Rules::freestyle());
        assert!(m.record(&g).is_err());
        g.resign(Color::Black).unwrap(); // B is Black and resigns
        let r = m.record(&g).unwrap();
        assert_eq!((r.first, r.black, r.winner), (1, 1, Some(0)));
        assert_eq!(m.score(), [2.0, 0.0]);
        let m = m.with_alternate(false);
        assert_eq!(m.next_first(), 0);
    }
}
