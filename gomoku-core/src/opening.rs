//! Opening rules of tournament gomoku and renju (RULES.md §7): the protocols that place
//! the first stones, swap colours and offer fifth moves before normal play.
//!
//! An [`Opening`] names a rule; an [`OpeningState`] is where a game stands in it. The state
//! is a small `Copy` value with no allocation: it says what is [`Expected`] next (who acts,
//! and what), and [`OpeningState::apply`] takes one [`OpeningAction`] against the current
//! [`Position`], refusing anything else with an [`OpeningError`] that says what was
//! expected. [`Game::with_opening`](crate::Game::with_opening) runs it for you, with undo
//! and a record of the actions.
//!
//! The two players are [`Player::First`] (the opener, who starts as the tentative Black)
//! and [`Player::Second`]. A swap exchanges their colours, so after the opening the first
//! player may be White.

use core::fmt;
use core::str::FromStr;

use crate::{Color, Move, ParseError, PlayError, Point, PointSet, Position, Symmetry};

/// One of the two players of a game, whatever colour they hold.
///
/// Without an opening the first player is Black. Under an opening the first player is the
/// opener (the tentative Black), and swaps may give him White.
///
/// # Examples
///
/// ```
/// use gomoku_referee::Player;
/// assert_eq!(!Player::First, Player::Second);
/// assert_eq!(Player::Second.to_string(), "second");
/// assert_eq!("first".parse(), Ok(Player::First));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Player {
    /// The player who starts the game (the opener).
    First = 0,
    /// The other player.
    Second = 1,
}

impl Player {
    /// Both players, the first one first.
    ///
    /// ```
    /// use gomoku_referee::Player;
    /// assert_eq!(Player::ALL[1], Player::Second);
    /// ```
    pub const ALL: [Player; 2] = [Player::First, Player::Second];

    /// The other player.
    ///
    /// ```
    /// use gomoku_referee::Player;
    /// assert_eq!(Player::First.other(), Player::Second);
    /// ```
    #[must_use]
    pub const fn other(self) -> Player {
        match self {
            Player::First => Player::Second,
            Player::Second => Player::First,
        }
    }

    /// 0 for the first player, 1 for the second.
    ///
    /// ```
    /// use gomoku_referee::Player;
    /// assert_eq!(Player::Second.index(), 1);
    /// ```
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The name, `first` or `second`.
    ///
    /// ```
    /// use gomoku_referee::Player;
    /// assert_eq!(Player::First.name(), "first");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Player::First => "first",
            Player::Second => "second",
        }
    }
}

impl core::ops::Not for Player {
    type Output = Player;
    fn not(self) -> Player {
        self.other()
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

impl FromStr for Player {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Player, ParseError> {
        Player::ALL
            .into_iter()
            .find(|p| s.eq_ignore_ascii_case(p.name()))
            .ok_or(ParseError::InvalidPlayer)
    }
}

/// An opening rule of RULES.md §7. `N`, where a rule has one, is a number of fifth-move
/// offers in `1..=`[`Opening::MAX_OFFERS`]; build those with [`Opening::taraguchi`] and
/// [`Opening::soosorv`], which check it.
///
/// | rule | name | protocol |
/// |---|---|---|
/// | [`Swap`](Opening::Swap) | `swap` | the first player places two black stones and one white anywhere; the second chooses a colour |
/// | [`Swap2`](Opening::Swap2) | `swap2` | as swap, but the second player may instead place a white and a black stone and let the first choose |
/// | [`Pro`](Opening::Pro) | `pro` | the first stone on the centre; Black's second stone at least 3 intersections from it |
/// | [`Rif`](Opening::Rif) | `rif` | stones 1–3 in one of the 26 patterns; swap; the 4th anywhere; 2 non-symmetric fifth offers; White picks |
/// | [`Yamaguchi`](Opening::Yamaguchi) | `yamaguchi` | as RIF, the opener declaring the number of fifth offers before the swap |
/// | [`Taraguchi`](Opening::Taraguchi) | `taraguchi-N` | stones 1–4 in the central 1×1, 3×3, 5×5, 7×7, a swap after the first three; then a swap, the 5th in the 9×9 and a swap, or N offers |
/// | [`Soosorv`](Opening::Soosorv) | `soosorv-N` | 26 patterns; swap; the 4th anywhere, White declares 1..=N offers; swap; offers; White picks |
///
/// # Examples
///
/// ```
/// use gomoku_referee::Opening;
/// assert_eq!("soosorv-8".parse(), Ok(Opening::soosorv(8)?));
/// assert_eq!("Soosõrv-8".parse::<Opening>()?.to_string(), "soosorv-8");
/// assert_eq!(Opening::Rif.to_string(), "rif");
/// assert!(Opening::taraguchi(0).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Opening {
    /// Swap (swap1).
    Swap,
    /// Swap2, the gomoku championship and Gomocup opening.
    Swap2,
    /// Pro: the distance rule of the first player's second stone.
    Pro,
    /// The RIF opening rule of 1996 (two fifth-move offers).
    Rif,
    /// Yamaguchi: the opener declares the number of fifth-move offers.
    Yamaguchi,
    /// Taraguchi-N (Taraguchi-10): growing central areas, a swap after each stone.
    Taraguchi(u8),
    /// Soosõrv-N (Soosõrv-8, the renju world-championship rule since 2017).
    Soosorv(u8),
}

impl Opening {
    /// The most fifth-move offers any rule may ask for.
    ///
    /// ```
    /// use gomoku_referee::Opening;
    /// assert!(Opening::soosorv(u32::from(Opening::MAX_OFFERS)).is_ok());
    /// ```
    pub const MAX_OFFERS: u8 = 32;

    /// Every rule, with the usual N (Taraguchi-10, Soosõrv-8).
    ///
    /// ```
    /// use gomoku_referee::Opening;
    /// assert_eq!(Opening::ALL.len(), 7);
    /// ```
    pub const ALL: [Opening; 7] = [
        Opening::Swap,
        Opening::Swap2,
        Opening::Pro,
        Opening::Rif,
        Opening::Yamaguchi,
        Opening::Taraguchi(10),
        Opening::Soosorv(8),
    ];

    /// Taraguchi-N.
    ///
    /// # Errors
    ///
    /// [`OpeningError::OffersOutOfRange`] unless `1 <= n <= MAX_OFFERS`.
    ///
    /// ```
    /// use gomoku_referee::Opening;
    /// assert_eq!(Opening::taraguchi(10)?, Opening::Taraguchi(10));
    /// # Ok::<(), gomoku_referee::OpeningError>(())
    /// ```
    pub const fn taraguchi(n: u32) -> Result<Opening, OpeningError> {
        match check_n(n) {
            Ok(n) => Ok(Opening::Taraguchi(n)),
            Err(e) => Err(e),
        }
    }

    /// Soosõrv-N.
    ///
    /// # Errors
    ///
    /// [`OpeningError::OffersOutOfRange`] unless `1 <= n <= MAX_OFFERS`.
    ///
    /// ```
    /// use gomoku_referee::Opening;
    /// assert_eq!(Opening::soosorv(8)?, Opening::Soosorv(8));
    /// # Ok::<(), gomoku_referee::OpeningError>(())
    /// ```
    pub const fn soosorv(n: u32) -> Result<Opening, OpeningError> {
        match check_n(n) {
            Ok(n) => Ok(Opening::Soosorv(n)),
            Err(e) => Err(e),
        }
    }

    /// The rule's name without its N: `swap`, `swap2`, `pro`, `rif`, `yamaguchi`,
    /// `taraguchi`, `soosorv`.
    ///
    /// ```
    /// use gomoku_referee::Opening;
    /// assert_eq!(Opening::Soosorv(8).name(), "soosorv");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Opening::Swap => "swap",
            Opening::Swap2 => "swap2",
            Opening::Pro => "pro",
            Opening::Rif => "rif",
            Opening::Yamaguchi => "yamaguchi",
            Opening::Taraguchi(_) => "taraguchi",
            Opening::Soosorv(_) => "soosorv",
        }
    }

    /// The rule's N (Taraguchi, Soosõrv), if it has one.
    ///
    /// ```
    /// use gomoku_referee::Opening;
    /// assert_eq!(Opening::Taraguchi(10).n(), Some(10));
    /// assert_eq!(Opening::Rif.n(), None);
    /// ```
    #[must_use]
    pub const fn n(self) -> Option<u8> {
        match self {
            Opening::Taraguchi(n) | Opening::Soosorv(n) => Some(n),
            _ => None,
        }
    }

    /// The smallest board the rule can be played on (its central areas must fit, and
    /// Pro's third stone must find a point 3 intersections from the centre).
    ///
    /// ```
    /// use gomoku_referee::Opening;
    /// assert_eq!(Opening::Taraguchi(10).min_size(), 9);
    /// assert_eq!(Opening::Swap2.min_size(), 5);
    /// ```
    #[must_use]
    pub const fn min_size(self) -> u8 {
        match self {
            Opening::Swap | Opening::Swap2 => 5,
            Opening::Pro | Opening::Rif | Opening::Yamaguchi | Opening::Soosorv(_) => 7,
            Opening::Taraguchi(_) => 9,
        }
    }

    fn valid(self) -> Result<(), OpeningError> {
        match self {
            Opening::Taraguchi(n) | Opening::Soosorv(n) => check_n(n as u32).map(drop),
            _ => Ok(()),
        }
    }
}

const fn check_n(n: u32) -> Result<u8, OpeningError> {
    if n >= 1 && n <= Opening::MAX_OFFERS as u32 {
        Ok(n as u8)
    } else {
        Err(OpeningError::OffersOutOfRange {
            count: n,
            max: Opening::MAX_OFFERS,
        })
    }
}

impl fmt::Display for Opening {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.n() {
            Some(n) => write!(f, "{}-{n}", self.name()),
            None => f.write_str(self.name()),
        }
    }
}

impl FromStr for Opening {
    type Err = ParseError;
    /// A name as printed (`soosorv-8`, `taraguchi-10`, `swap2`), case-insensitive; `õ` is
    /// accepted for `o`, and `soosorv`/`taraguchi` alone mean N = 8 and 10.
    fn from_str(s: &str) -> Result<Opening, ParseError> {
        let mut buf = [0u8; 24];
        let mut len = 0;
        for c in s.chars() {
            let c = match c {
                'õ' | 'Õ' => 'o',
                '_' | ' ' => '-',
                c if c.is_ascii() => c.to_ascii_lowercase(),
                _ => return Err(ParseError::InvalidOpening),
            };
            if len == buf.len() {
                return Err(ParseError::InvalidOpening);
            }
            buf[len] = c as u8;
            len += 1;
        }
        let s = core::str::from_utf8(&buf[..len]).map_err(|_| ParseError::InvalidOpening)?;
        let (name, n) = match s.rsplit_once('-') {
            Some((name, n)) if n.bytes().all(|b| b.is_ascii_digit()) && !n.is_empty() => (
                name,
                Some(n.parse::<u32>().map_err(|_| ParseError::InvalidOpening)?),
            ),
            _ => (s, None),
        };
        let bad = |_| ParseError::InvalidOpening;
        match (name, n) {
            ("swap", None) => Ok(Opening::Swap),
            ("swap2", None) => Ok(Opening::Swap2),
            ("pro", None) => Ok(Opening::Pro),
            ("rif", None) => Ok(Opening::Rif),
            ("yamaguchi", None) => Ok(Opening::Yamaguchi),
            ("taraguchi", n) => Opening::taraguchi(n.unwrap_or(10)).map_err(bad),
            ("soosorv", n) => Opening::soosorv(n.unwrap_or(8)).map_err(bad),
            _ => Err(ParseError::InvalidOpening),
        }
    }
}

/// Where an opening stone may go.
///
/// The centre of an N×N board is the point ((N-1)/2, (N-1)/2): `h8` on 15×15. Distances
/// are counted as a king moves (the larger of the column and the row difference), so the
/// central 5×5 holds the points at distance 2 or less.
///
/// An even board has four central points, each as much the centre as the others:
/// [`Area::Centre`] holds all four there, and in a game the other areas are measured from
/// the opening's first stone, which every opening with areas places on the centre (on an
/// odd board, the same point). So an opening reads the same through any symmetry of the
/// board ([`Game::transform`](crate::Game::transform)), on every size.
///
/// ```
/// use gomoku_referee::Area;
/// let h8 = "h8".parse()?;
/// assert!(Area::Square(5).contains("j10".parse()?, 15));
/// assert!(!Area::Square(5).contains("k8".parse()?, 15));
/// assert!(Area::Centre.contains(h8, 15));
/// assert!(Area::AwayFromCentre(3).contains("k8".parse()?, 15));
/// assert_eq!(Area::Square(3).to_string(), "the central 3x3");
/// # Ok::<(), gomoku_referee::ParseError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Area {
    /// Any empty point.
    Anywhere,
    /// The centre of the board (on an even board, any of its four central points).
    Centre,
    /// The central k×k square (k odd).
    Square(u8),
    /// At least this many intersections from the centre (Pro's distance rule).
    AwayFromCentre(u8),
}

impl Area {
    /// Whether `p` lies in the area on a `size` board (on the board or not).
    ///
    /// ```
    /// use gomoku_referee::Area;
    /// assert!(Area::Anywhere.contains("a1".parse()?, 15));
    /// # Ok::<(), gomoku_referee::ParseError>(())
    /// ```
    #[must_use]
    pub fn contains(self, p: Point, size: u8) -> bool {
        self.holds(p, size, centre(size))
    }

    /// Whether `p` lies in the area, its squares and distances measured from `from` (a
    /// game's first opening stone).
    fn holds(self, p: Point, size: u8, from: Point) -> bool {
        let d = p.x().abs_diff(from.x()).max(p.y().abs_diff(from.y()));
        match self {
            Area::Anywhere => true,
            Area::Centre => {
                // The central point, or on an even board the four central points.
                let central = (size.saturating_sub(1) / 2)..=(size / 2);
                central.contains(&p.x()) && central.contains(&p.y())
            }
            Area::Square(k) => d <= k / 2,
            Area::AwayFromCentre(min) => d >= min,
        }
    }

    /// The kind's name: `anywhere`, `centre`, `square`, `away-from-centre`.
    ///
    /// ```
    /// use gomoku_referee::Area;
    /// assert_eq!(Area::AwayFromCentre(3).name(), "away-from-centre");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Area::Anywhere => "anywhere",
            Area::Centre => "centre",
            Area::Square(_) => "square",
            Area::AwayFromCentre(_) => "away-from-centre",
        }
    }

    /// The square's side or the distance from the centre; 0 for the other kinds.
    ///
    /// ```
    /// use gomoku_referee::Area;
    /// assert_eq!(Area::Square(7).size(), 7);
    /// assert_eq!(Area::Centre.size(), 0);
    /// ```
    #[must_use]
    pub const fn size(self) -> u8 {
        match self {
            Area::Square(k) | Area::AwayFromCentre(k) => k,
            Area::Anywhere | Area::Centre => 0,
        }
    }

    /// The area's points on a `size` board (occupied or not).
    ///
    /// ```
    /// use gomoku_referee::Area;
    /// assert_eq!(Area::Square(7).points(15).len(), 49);
    /// assert_eq!(Area::AwayFromCentre(3).points(15).len(), 225 - 25);
    /// ```
    #[must_use]
    pub fn points(self, size: u8) -> PointSet {
        PointSet::full(size)
            .iter()
            .filter(|&p| self.contains(p, size))
            .collect()
    }
}

impl fmt::Display for Area {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Area::Anywhere => f.write_str("anywhere"),
            Area::Centre => f.write_str("the centre"),
            Area::Square(k) => write!(f, "the central {k}x{k}"),
            Area::AwayFromCentre(d) => write!(f, "at least {d} intersections from the centre"),
        }
    }
}

/// The centre of a `size` board.
///
/// ```
/// use gomoku_referee::centre;
/// assert_eq!(centre(15).to_string(), "h8");
/// assert_eq!(centre(20).to_string(), "j10");
/// ```
#[must_use]
pub fn centre(size: u8) -> Point {
    let c = size.saturating_sub(1) / 2;
    Point::new(c, c).unwrap_or_else(|| unreachable!("a board is at most 26 wide"))
}

/// What the opening expects next: who acts, and what.
///
/// ```
/// use gomoku_referee::{Area, Color, Expected, Expecting, Game, Opening, Player, Rules};
/// let game = Game::with_opening(Rules::renju(), Opening::Rif)?;
/// let e = game.expected().unwrap();
/// assert_eq!(e.player, Player::First);
/// assert_eq!(e.color, Color::Black); // the colour the first player holds for now
/// assert_eq!(e.what, Expecting::Place { color: Color::Black, area: Area::Centre });
/// assert_eq!(e.to_string(), "the first player (black) places a black stone on the centre");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Expected {
    /// Who acts.
    pub player: Player,
    /// The colour that player holds now (tentatively, while swaps may follow).
    pub color: Color,
    /// What is expected of him.
    pub what: Expecting,
}

/// The kind of action an opening expects.
///
/// ```
/// use gomoku_referee::Expecting;
/// assert_eq!(Expecting::Offer { count: 2 }.to_string(), "offers 2 fifth moves");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Expecting {
    /// Place a stone of `color` in `area` ([`OpeningAction::Place`]).
    Place {
        /// The stone's colour.
        color: Color,
        /// Where it may go.
        area: Area,
    },
    /// Decide whether to swap colours ([`OpeningAction::Swap`] or [`OpeningAction::Keep`]).
    Swap,
    /// Choose a colour ([`OpeningAction::Choose`]).
    ChooseColor,
    /// Swap2's choice: take a colour ([`OpeningAction::Choose`]), or place a white stone
    /// in `area` ([`OpeningAction::Place`]) and then a black one, leaving the choice to the
    /// other player.
    ChooseColorOrPlace {
        /// Where the white stone may go.
        area: Area,
    },
    /// Declare how many fifth moves will be offered, 1 to `max`
    /// ([`OpeningAction::Declare`]).
    Declare {
        /// The largest number allowed.
        max: u8,
    },
    /// Offer exactly `count` fifth moves, no two symmetric ([`OpeningAction::Offer`]).
    Offer {
        /// How many.
        count: u8,
    },
    /// Taraguchi's choice after the 4th stone: swap colours or keep them
    /// ([`OpeningAction::Swap`], [`OpeningAction::Keep`]; the 5th stone is then placed in
    /// the central 9×9, and a swap follows), or offer `count` fifth moves anywhere
    /// ([`OpeningAction::Offer`]; no swap before them).
    SwapOrOffer {
        /// How many offers.
        count: u8,
    },
    /// Pick one of the offered fifth moves ([`OpeningAction::Pick`]).
    Pick,
}

impl Expecting {
    /// A short name of the kind: `place`, `swap`, `choose-color`,
    /// `choose-color-or-place`, `declare`, `offer`, `swap-or-offer`, `pick`.
    ///
    /// ```
    /// use gomoku_referee::Expecting;
    /// assert_eq!(Expecting::Pick.name(), "pick");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Expecting::Place { .. } => "place",
            Expecting::Swap => "swap",
            Expecting::ChooseColor => "choose-color",
            Expecting::ChooseColorOrPlace { .. } => "choose-color-or-place",
            Expecting::Declare { .. } => "declare",
            Expecting::Offer { .. } => "offer",
            Expecting::SwapOrOffer { .. } => "swap-or-offer",
            Expecting::Pick => "pick",
        }
    }
}

impl fmt::Display for Expecting {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let place = |f: &mut fmt::Formatter<'_>, color: Color, area: Area| match area {
            Area::Anywhere => write!(f, "places a {color} stone anywhere"),
            Area::Centre => write!(f, "places a {color} stone on the centre"),
            Area::Square(_) => write!(f, "places a {color} stone in {area}"),
            Area::AwayFromCentre(_) => write!(f, "places a {color} stone {area}"),
        };
        match *self {
            Expecting::Place { color, area } => place(f, color, area),
            Expecting::Swap => f.write_str("swaps colours or keeps them"),
            Expecting::ChooseColor => f.write_str("chooses a colour"),
            Expecting::ChooseColorOrPlace { area } => {
                f.write_str("chooses a colour or ")?;
                place(f, Color::White, area)?;
                f.write_str(" and then a black one")
            }
            Expecting::Declare { max } => {
                write!(f, "declares the number of fifth-move offers, 1 to {max}")
            }
            Expecting::Offer { count: 1 } => f.write_str("offers 1 fifth move"),
            Expecting::Offer { count } => write!(f, "offers {count} fifth moves"),
            Expecting::SwapOrOffer { count } => {
                write!(
                    f,
                    "swaps colours or keeps them, or offers {count} fifth moves"
                )
            }
            Expecting::Pick => f.write_str("picks one of the offered fifth moves"),
        }
    }
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the {} player ({}) {}",
            self.player, self.color, self.what
        )
    }
}

/// One action of an opening protocol.
///
/// ```
/// use gomoku_referee::{OpeningAction, Point, PointSet};
/// let offers: PointSet = ["i9", "g9"].iter().map(|s| s.parse::<Point>().unwrap()).collect();
/// assert_eq!(OpeningAction::Offer(offers).to_string(), "offer g9 i9");
/// assert_eq!(OpeningAction::Place("h8".parse()?).to_string(), "h8");
/// # Ok::<(), gomoku_referee::ParseError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OpeningAction {
    /// Place the expected stone.
    Place(Point),
    /// Swap colours with the other player.
    Swap,
    /// Decline to swap.
    Keep,
    /// Take this colour (the other player gets the other).
    Choose(Color),
    /// Declare the number of fifth-move offers.
    Declare(u8),
    /// Offer these fifth moves.
    Offer(PointSet),
    /// Pick this offered fifth move (it is played as Black's fifth stone).
    Pick(Point),
}

impl OpeningAction {
    /// The kind's name: `place`, `swap`, `keep`, `choose`, `declare`, `offer`, `pick`.
    ///
    /// ```
    /// use gomoku_referee::OpeningAction;
    /// assert_eq!(OpeningAction::Keep.name(), "keep");
    /// ```
    #[must_use]
    pub const fn name(&self) -> &'static str {
        match self {
            OpeningAction::Place(_) => "place",
            OpeningAction::Swap => "swap",
            OpeningAction::Keep => "keep",
            OpeningAction::Choose(_) => "choose",
            OpeningAction::Declare(_) => "declare",
            OpeningAction::Offer(_) => "offer",
            OpeningAction::Pick(_) => "pick",
        }
    }
}

impl OpeningAction {
    /// This action seen through `symmetry` on a board of side `n`.
    #[cfg(feature = "alloc")]
    pub(crate) fn transform(self, symmetry: crate::Symmetry, n: u8) -> OpeningAction {
        match self {
            OpeningAction::Place(p) => OpeningAction::Place(symmetry.map_point(p, n)),
            OpeningAction::Pick(p) => OpeningAction::Pick(symmetry.map_point(p, n)),
            OpeningAction::Offer(set) => {
                OpeningAction::Offer(set.iter().map(|p| symmetry.map_point(p, n)).collect())
            }
            other => other,
        }
    }
}

impl fmt::Display for OpeningAction {
    /// `h8`, `swap`, `keep`, `choose white`, `declare 3`, `offer g9 i9`, `pick i9`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OpeningAction::Place(p) => write!(f, "{p}"),
            OpeningAction::Swap | OpeningAction::Keep => f.write_str(self.name()),
            OpeningAction::Choose(c) => write!(f, "choose {c}"),
            OpeningAction::Declare(n) => write!(f, "declare {n}"),
            OpeningAction::Offer(set) => {
                f.write_str("offer")?;
                for p in set.iter() {
                    write!(f, " {p}")?;
                }
                Ok(())
            }
            OpeningAction::Pick(p) => write!(f, "pick {p}"),
        }
    }
}

impl FromStr for OpeningAction {
    type Err = ParseError;
    /// The text [`Display`](fmt::Display) writes: `h8`, `swap`, `keep`, `choose white`,
    /// `declare 3`, `offer g9 i9`, `pick i9` (case-insensitive, spaces between words).
    ///
    /// ```
    /// use gomoku_referee::{Color, OpeningAction};
    /// assert_eq!("choose white".parse(), Ok(OpeningAction::Choose(Color::White)));
    /// assert_eq!("declare 3".parse(), Ok(OpeningAction::Declare(3)));
    /// let offer: OpeningAction = "offer g9 i9".parse()?;
    /// assert_eq!(offer.to_string(), "offer g9 i9");
    /// assert!("jump".parse::<OpeningAction>().is_err());
    /// assert!("offer g9 g9".parse::<OpeningAction>().is_err()); // a point twice
    /// # Ok::<(), gomoku_referee::ParseError>(())
    /// ```
    fn from_str(s: &str) -> Result<OpeningAction, ParseError> {
        let bad = ParseError::InvalidOpeningAction;
        let mut words = s.split_ascii_whitespace();
        let verb = words.next().ok_or(bad)?;
        let point = |w: Option<&str>| -> Result<Point, ParseError> { w.ok_or(bad)?.parse() };
        let action = if verb.eq_ignore_ascii_case("swap") {
            OpeningAction::Swap
        } else if verb.eq_ignore_ascii_case("keep") {
            OpeningAction::Keep
        } else if verb.eq_ignore_ascii_case("choose") {
            OpeningAction::Choose(words.next().ok_or(bad)?.parse()?)
        } else if verb.eq_ignore_ascii_case("declare") {
            OpeningAction::Declare(words.next().ok_or(bad)?.parse().map_err(|_| bad)?)
        } else if verb.eq_ignore_ascii_case("pick") {
            OpeningAction::Pick(point(words.next())?)
        } else if verb.eq_ignore_ascii_case("offer") {
            let mut set = PointSet::new();
            for w in words.by_ref() {
                // A point offered twice is refused, as `Game::offer` refuses it: the set
                // would hide it.
                let q: Point = w.parse()?;
                if set.contains(q) {
                    return Err(bad);
                }
                set.insert(q);
            }
            OpeningAction::Offer(set)
        } else {
            OpeningAction::Place(verb.parse().map_err(|_| bad)?)
        };
        match words.next() {
            None => Ok(action),
            Some(_) => Err(bad),
        }
    }
}

/// Why an opening refused an action, or could not start. A refusal changes nothing.
///
/// ```
/// use gomoku_referee::{Area, Game, Opening, OpeningError, Rules};
/// let mut game = Game::with_opening(Rules::renju(), Opening::Rif)?;
/// let a1 = "a1".parse()?;
/// assert_eq!(game.place(a1), Err(OpeningError::OutsideArea { point: a1, area: Area::Centre }));
/// assert_eq!(game.place(a1).unwrap_err().to_string(), "a1 is not on the centre");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
pub enum OpeningError {
    /// The action is not of the kind the opening expects now.
    #[error("{action} is not expected: {expected}")]
    Unexpected {
        /// The kind of action refused (its [`OpeningAction::name`]).
        action: &'static str,
        /// What is expected.
        expected: Expected,
    },
    /// A stone outside the area the rule allows for it.
    #[error("{point} is not {}", AreaPhrase(*area))]
    OutsideArea {
        /// The point.
        point: Point,
        /// The allowed area.
        area: Area,
    },
    /// The position refuses the stone or offer (off the board, occupied, forbidden).
    #[error(transparent)]
    Illegal(PlayError),
    /// The same point offered twice.
    #[error("{point} is offered twice")]
    DuplicateOffer {
        /// The point.
        point: Point,
    },
    /// An offer that a symmetry of the stones on the board maps onto an earlier offer
    /// (RULES.md §7): a reflection or rotation that maps every stone onto a stone of its
    /// colour, about any centre (the board's or another, on a point or between points),
    /// whether or not it also keeps the board's edges.
    #[error(
        "{point} is symmetric to the offer {earlier} by the {symmetry} symmetry about {centre}, which keeps the stones"
    )]
    SymmetricOffer {
        /// The later offer.
        point: Point,
        /// The earlier offer it is an image of.
        earlier: Point,
        /// The kind of the symmetry: the [`Symmetry`] of the board that, moved to `centre`,
        /// maps `point` onto `earlier` (the first in the documented order of [`Symmetry`]).
        /// When `centre` is the board's centre, it is a symmetry of the position's
        /// [stabiliser](Position::stabilizer).
        symmetry: Symmetry,
        /// Where the symmetry is centred: the centre of the rotation, or for a reflection
        /// the midpoint of `point` and `earlier` (a point of its axis).
        centre: SymmetryCentre,
    },
    /// Not as many offers as required.
    #[error("{expected} fifth-move offers required, {given} given")]
    OfferCount {
        /// How many were offered.
        given: usize,
        /// How many are required.
        expected: u8,
    },
    /// A declared number of offers (or a rule's N) out of range.
    #[error("{count} fifth-move offers is out of range 1..={max}")]
    OffersOutOfRange {
        /// The number given.
        count: u32,
        /// The largest allowed.
        max: u8,
    },
    /// A pick of a point that was not offered.
    #[error("{point} was not offered")]
    NotOffered {
        /// The point.
        point: Point,
    },
    /// An opening action when no opening is under way (none was chosen, or it is
    /// complete).
    #[error("no opening is under way")]
    NoOpening,
    /// An opening action after the end of the game (a resignation during the opening).
    #[error("the game is over")]
    GameOver,
    /// The board is too small for the rule.
    #[error("{opening} needs a board of at least {min}x{min}")]
    BoardTooSmall {
        /// The rule.
        opening: Opening,
        /// The smallest size.
        min: u8,
    },
}

/// The centre of a symmetry of the stones (see [`OpeningError::SymmetricOffer`]): a point
/// of the board, or the midpoint between two or four points, kept in half-points (twice
/// the coordinates, so an odd value lies half-way between two lines).
///
/// It prints as a point (`h8`) or as the midpoint of the two points around it (`the
/// midpoint of h9 and i10`).
///
/// ```
/// use gomoku_referee::SymmetryCentre;
/// let c = SymmetryCentre::from_doubled(15, 17);
/// assert_eq!((c.x2(), c.y2()), (15, 17));
/// assert_eq!(c.point(), None);
/// assert_eq!(c.to_string(), "the midpoint of h9 and i10");
/// let h8 = SymmetryCentre::from_doubled(14, 14);
/// assert_eq!(h8.point(), "h8".parse().ok());
/// assert_eq!(h8.to_string(), "h8");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SymmetryCentre {
    x2: u8,
    y2: u8,
}

impl SymmetryCentre {
    /// The centre whose coordinates are `x2 / 2` and `y2 / 2` (column `a` and row 1 are 0).
    ///
    /// ```
    /// use gomoku_referee::SymmetryCentre;
    /// assert_eq!(SymmetryCentre::from_doubled(0, 1).to_string(), "the midpoint of a1 and a2");
    /// ```
    #[must_use]
    pub const fn from_doubled(x2: u8, y2: u8) -> SymmetryCentre {
        SymmetryCentre { x2, y2 }
    }

    /// Twice the column (0 for `a`).
    ///
    /// ```
    /// assert_eq!(gomoku_referee::SymmetryCentre::from_doubled(3, 4).x2(), 3);
    /// ```
    #[must_use]
    pub const fn x2(self) -> u8 {
        self.x2
    }

    /// Twice the row (0 for row 1).
    ///
    /// ```
    /// assert_eq!(gomoku_referee::SymmetryCentre::from_doubled(3, 4).y2(), 4);
    /// ```
    #[must_use]
    pub const fn y2(self) -> u8 {
        self.y2
    }

    /// The point, when the centre is one (both coordinates whole).
    ///
    /// ```
    /// use gomoku_referee::SymmetryCentre;
    /// assert_eq!(SymmetryCentre::from_doubled(0, 0).point(), "a1".parse().ok());
    /// ```
    #[must_use]
    pub const fn point(self) -> Option<Point> {
        if self.x2 % 2 == 0 && self.y2 % 2 == 0 {
            Point::new(self.x2 / 2, self.y2 / 2)
        } else {
            None
        }
    }
}

impl fmt::Display for SymmetryCentre {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let low = Point::new(self.x2 / 2, self.y2 / 2);
        let high = Point::new(self.x2.div_ceil(2), self.y2.div_ceil(2));
        match (self.point(), low, high) {
            (Some(p), _, _) => write!(f, "{p}"),
            (None, Some(a), Some(b)) => write!(f, "the midpoint of {a} and {b}"),
            _ => write!(f, "({}, {})/2", self.x2, self.y2),
        }
    }
}

struct AreaPhrase(Area);

impl fmt::Display for AreaPhrase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Area::Anywhere => f.write_str("anywhere"),
            Area::Centre => f.write_str("on the centre"),
            Area::Square(_) => write!(f, "in {}", self.0),
            Area::AwayFromCentre(_) => write!(f, "{}", self.0),
        }
    }
}

// ---------------------------------------------------------------------------------------
// The state machine.

/// Who acts at a step, before it is resolved to a player.
#[derive(Debug, Clone, Copy)]
enum Who {
    First,
    Second,
    /// Whoever holds this colour now.
    Holder(Color),
    /// Whoever holds the colour to move in the position.
    ToMove,
}

/// One step of a protocol's script.
#[derive(Debug, Clone, Copy)]
enum StepKind {
    Place(Color, Area, Who),
    Swap,
    Choose(Who),
    Swap2Choice,
    Declare(Who),
    Offer,
    SwapOrOffer,
    Pick,
}

use Color::{Black as B, White as W};
use StepKind::*;

const SWAP: &[StepKind] = &[
    Place(B, Area::Anywhere, Who::First),
    Place(W, Area::Anywhere, Who::First),
    Place(B, Area::Anywhere, Who::First),
    Choose(Who::Second),
];
const SWAP2: &[StepKind] = &[
    Place(B, Area::Anywhere, Who::First),
    Place(W, Area::Anywhere, Who::First),
    Place(B, Area::Anywhere, Who::First),
    Swap2Choice,
    Place(B, Area::Anywhere, Who::Second),
    Choose(Who::First),
];
const PRO: &[StepKind] = &[
    Place(B, Area::Centre, Who::First),
    Place(W, Area::Anywhere, Who::Second),
    Place(B, Area::AwayFromCentre(3), Who::First),
];
const PATTERN: [StepKind; 3] = [
    Place(B, Area::Centre, Who::First),
    Place(W, Area::Square(3), Who::First),
    Place(B, Area::Square(5), Who::First),
];
const RIF: &[StepKind] = &[
    PATTERN[0],
    PATTERN[1],
    PATTERN[2],
    Swap,
    Place(W, Area::Anywhere, Who::Holder(W)),
    Offer,
    Pick,
];
const YAMAGUCHI: &[StepKind] = &[
    PATTERN[0],
    PATTERN[1],
    PATTERN[2],
    Declare(Who::First),
    Swap,
    Place(W, Area::Anywhere, Who::Holder(W)),
    Offer,
    Pick,
];
const TARAGUCHI: &[StepKind] = &[
    Place(B, Area::Centre, Who::Holder(B)),
    Swap,
    Place(W, Area::Square(3), Who::Holder(W)),
    Swap,
    Place(B, Area::Square(5), Who::Holder(B)),
    Swap,
    Place(W, Area::Square(7), Who::Holder(W)),
    // Choice 1: a swap decision, the 5th in the 9×9, a swap. Choice 2: N offers with no
    // swap before them, then the pick (see `kind`).
    SwapOrOffer,
    Place(B, Area::Square(9), Who::Holder(B)),
    Swap,
];
/// Taraguchi's step after its offers: the pick, and the end of the opening.
const TARAGUCHI_PICK: u8 = 8;
const SOOSORV: &[StepKind] = &[
    PATTERN[0],
    PATTERN[1],
    PATTERN[2],
    Swap,
    Place(W, Area::Anywhere, Who::Holder(W)),
    Declare(Who::Holder(W)),
    Swap,
    Offer,
    Pick,
];

/// Where a game stands in its opening: a small `Copy` value, no allocation.
///
/// [`Game`](crate::Game) holds one and keeps the earlier ones for undo; a search or an
/// embedded referee can drive it directly beside a [`Position`]: ask
/// [`expected`](OpeningState::expected), then [`apply`](OpeningState::apply) an action,
/// playing the stone it returns.
///
/// ```
/// use gomoku_referee::{Move, OpeningAction, OpeningState, Opening, Position, Rules};
/// let mut pos = Position::new(Rules::freestyle());
/// let mut state = OpeningState::new(Opening::Pro, pos.size())?;
/// for p in ["h8", "a1", "h11"] {
///     let (next, stone) = state.apply(&pos, OpeningAction::Place(p.parse()?))?;
///     pos.play(Move::Place(stone.unwrap()))?;
///     state = next;
/// }
/// assert!(state.is_complete());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct OpeningState {
    opening: Opening,
    step: u8,
    /// Who holds Black now.
    black: Player,
    declared: u8,
    offers: PointSet,
    /// Swap2: the second player placed two more stones; Taraguchi: Black offered.
    branch: bool,
    complete: bool,
    /// The first stone placed, from which the areas are measured (see [`Area`]).
    first: Option<Point>,
}

impl OpeningState {
    /// This state seen through `symmetry` on a board of side `n`: its offers and its first
    /// stone moved (the areas, measured from that stone, follow it).
    #[cfg(feature = "alloc")]
    pub(crate) fn transform(&self, symmetry: crate::Symmetry, n: u8) -> OpeningState {
        OpeningState {
            offers: self
                .offers
                .iter()
                .map(|p| symmetry.map_point(p, n))
                .collect(),
            first: self.first.map(|p| symmetry.map_point(p, n)),
            ..*self
        }
    }

    /// The start of `opening` on a `size` board.
    ///
    /// # Errors
    ///
    /// [`OpeningError::BoardTooSmall`] below [`Opening::min_size`];
    /// [`OpeningError::OffersOutOfRange`] for an N out of range.
    ///
    /// ```
    /// use gomoku_referee::{Opening, OpeningState};
    /// assert!(OpeningState::new(Opening::Taraguchi(10), 7).is_err());
    /// ```
    pub fn new(opening: Opening, size: u8) -> Result<OpeningState, OpeningError> {
        opening.valid()?;
        if size < opening.min_size() {
            return Err(OpeningError::BoardTooSmall {
                opening,
                min: opening.min_size(),
            });
        }
        Ok(OpeningState {
            opening,
            step: 0,
            black: Player::First,
            declared: 0,
            offers: PointSet::new(),
            branch: false,
            complete: false,
            first: None,
        })
    }

    /// The rule.
    ///
    /// ```
    /// use gomoku_referee::{Opening, OpeningState};
    /// assert_eq!(OpeningState::new(Opening::Rif, 15)?.opening(), Opening::Rif);
    /// # Ok::<(), gomoku_referee::OpeningError>(())
    /// ```
    #[must_use]
    pub const fn opening(&self) -> Opening {
        self.opening
    }

    /// Whether the opening is over (normal play goes on).
    ///
    /// ```
    /// use gomoku_referee::{Opening, OpeningState};
    /// assert!(!OpeningState::new(Opening::Swap, 15)?.is_complete());
    /// # Ok::<(), gomoku_referee::OpeningError>(())
    /// ```
    #[must_use]
    pub const fn is_complete(&self) -> bool {
        self.complete
    }

    /// The player who holds `color` now.
    ///
    /// ```
    /// use gomoku_referee::{Color, Opening, OpeningState, Player};
    /// let s = OpeningState::new(Opening::Swap, 15)?;
    /// assert_eq!(s.player(Color::White), Player::Second);
    /// # Ok::<(), gomoku_referee::OpeningError>(())
    /// ```
    #[must_use]
    pub fn player(&self, color: Color) -> Player {
        match color {
            Color::Black => self.black,
            Color::White => !self.black,
        }
    }

    /// The colour `player` holds now.
    ///
    /// ```
    /// use gomoku_referee::{Color, Opening, OpeningState, Player};
    /// let s = OpeningState::new(Opening::Swap, 15)?;
    /// assert_eq!(s.color_of(Player::First), Color::Black);
    /// # Ok::<(), gomoku_referee::OpeningError>(())
    /// ```
    #[must_use]
    pub fn color_of(&self, player: Player) -> Color {
        if player == self.black {
            Color::Black
        } else {
            Color::White
        }
    }

    /// The number of fifth-move offers declared (Yamaguchi, Soosõrv), once declared.
    ///
    /// ```
    /// use gomoku_referee::{Opening, OpeningState};
    /// assert_eq!(OpeningState::new(Opening::Yamaguchi, 15)?.declared(), None);
    /// # Ok::<(), gomoku_referee::OpeningError>(())
    /// ```
    #[must_use]
    pub const fn declared(&self) -> Option<u8> {
        if self.declared == 0 {
            None
        } else {
            Some(self.declared)
        }
    }

    /// The fifth moves offered and not yet picked (empty before the offers and after the
    /// pick).
    ///
    /// ```
    /// use gomoku_referee::{Opening, OpeningState};
    /// assert!(OpeningState::new(Opening::Rif, 15)?.offers().is_empty());
    /// # Ok::<(), gomoku_referee::OpeningError>(())
    /// ```
    #[must_use]
    pub const fn offers(&self) -> &PointSet {
        &self.offers
    }

    fn kind(&self) -> Option<StepKind> {
        if self.complete {
            return None;
        }
        let script = match self.opening {
            Opening::Swap => SWAP,
            Opening::Swap2 => SWAP2,
            Opening::Pro => PRO,
            Opening::Rif => RIF,
            Opening::Yamaguchi => YAMAGUCHI,
            Opening::Taraguchi(_) => TARAGUCHI,
            Opening::Soosorv(_) => SOOSORV,
        };
        if matches!(self.opening, Opening::Taraguchi(_)) && self.branch {
            // Choice 2: the offers made, the pick ends the opening.
            return (self.step == TARAGUCHI_PICK).then_some(Pick);
        }
        script.get(usize::from(self.step)).copied()
    }

    fn offer_count(&self) -> u8 {
        match self.opening {
            Opening::Rif => 2,
            Opening::Taraguchi(n) => n,
            _ => self.declared,
        }
    }

    fn resolve(&self, who: Who, pos: &Position) -> Player {
        match who {
            Who::First => Player::First,
            Who::Second => Player::Second,
            Who::Holder(c) => self.player(c),
            Who::ToMove => self.player(pos.turn()),
        }
    }

    /// What is expected next in `pos` (the position the opening has built so far), or
    /// `None` once the opening is complete.
    ///
    /// ```
    /// use gomoku_referee::{Expecting, Opening, OpeningState, Position, Rules};
    /// let s = OpeningState::new(Opening::Swap2, 15)?;
    /// let e = s.expected(&Position::new(Rules::freestyle())).unwrap();
    /// assert_eq!(e.what.name(), "place");
    /// # Ok::<(), gomoku_referee::OpeningError>(())
    /// ```
    #[must_use]
    pub fn expected(&self, pos: &Position) -> Option<Expected> {
        let (who, what) = match self.kind()? {
            Place(color, area, who) => (who, Expecting::Place { color, area }),
            Swap => (Who::ToMove, Expecting::Swap),
            Choose(who) => (who, Expecting::ChooseColor),
            Swap2Choice => (
                Who::Second,
                Expecting::ChooseColorOrPlace {
                    area: Area::Anywhere,
                },
            ),
            Declare(who) => (
                who,
                Expecting::Declare {
                    max: self.opening.n().unwrap_or(Opening::MAX_OFFERS),
                },
            ),
            Offer => (
                Who::Holder(Color::Black),
                Expecting::Offer {
                    count: self.offer_count(),
                },
            ),
            SwapOrOffer => (
                Who::ToMove,
                Expecting::SwapOrOffer {
                    count: self.offer_count(),
                },
            ),
            Pick => (Who::Holder(Color::White), Expecting::Pick),
        };
        let player = self.resolve(who, pos);
        Some(Expected {
            player,
            color: self.color_of(player),
            what,
        })
    }

    /// The points where the expected stone, offer or pick may go now: for a placement, the
    /// empty points of its area that the position accepts; for offers, every point the
    /// position accepts for Black (symmetry is checked between offers, not here); for a
    /// pick, the offers. Empty for the other steps.
    ///
    /// ```
    /// use gomoku_referee::{Opening, OpeningState, Position, Rules};
    /// let s = OpeningState::new(Opening::Rif, 15)?;
    /// assert_eq!(s.allowed_points(&Position::new(Rules::renju())).len(), 1);
    /// # Ok::<(), gomoku_referee::OpeningError>(())
    /// ```
    #[must_use]
    pub fn allowed_points(&self, pos: &Position) -> PointSet {
        let n = pos.size();
        let legal = pos.legal_moves();
        match self.kind() {
            Some(Place(_, area, _)) => {
                let from = self.areas_from(n);
                legal.iter().filter(|&p| area.holds(p, n, from)).collect()
            }
            Some(SwapOrOffer | Offer | Swap2Choice) => legal,
            Some(Pick) => self.offers,
            _ => PointSet::new(),
        }
    }

    /// Takes `action` in `pos`: returns the next state and the stone to play (a placed
    /// stone, or the picked fifth move), which the caller plays on `pos`.
    ///
    /// # Errors
    ///
    /// [`OpeningError::NoOpening`] when the opening is complete; [`OpeningError::GameOver`]
    /// when the position is over;
    /// [`OpeningError::Unexpected`] for an action of another kind than expected; then, by
    /// kind: [`OutsideArea`](OpeningError::OutsideArea),
    /// [`Illegal`](OpeningError::Illegal) (the position refuses the point),
    /// [`OffersOutOfRange`](OpeningError::OffersOutOfRange),
    /// [`OfferCount`](OpeningError::OfferCount),
    /// [`SymmetricOffer`](OpeningError::SymmetricOffer),
    /// [`NotOffered`](OpeningError::NotOffered).
    ///
    /// ```
    /// use gomoku_referee::{OpeningAction, OpeningError, OpeningState, Opening, Position, Rules};
    /// let pos = Position::new(Rules::freestyle());
    /// let s = OpeningState::new(Opening::Swap, 15)?;
    /// assert!(matches!(s.apply(&pos, OpeningAction::Swap), Err(OpeningError::Unexpected { .. })));
    /// # Ok::<(), OpeningError>(())
    /// ```
    pub fn apply(
        &self,
        pos: &Position,
        action: OpeningAction,
    ) -> Result<(OpeningState, Option<Point>), OpeningError> {
        if pos.is_game_over() {
            return Err(OpeningError::GameOver);
        }
        let (Some(kind), Some(expected)) = (self.kind(), self.expected(pos)) else {
            return Err(OpeningError::NoOpening);
        };
        let unexpected = || OpeningError::Unexpected {
            action: action.name(),
            expected,
        };
        let mut next = *self;
        next.step += 1;
        let stone = match (kind, action) {
            (Place(_, area, _), OpeningAction::Place(p)) => {
                self.place(pos, p, area)?;
                Some(p)
            }
            (Swap2Choice, OpeningAction::Place(p)) => {
                self.place(pos, p, Area::Anywhere)?;
                next.branch = true;
                Some(p)
            }
            (Swap | SwapOrOffer, OpeningAction::Swap) => {
                next.black = !next.black;
                None
            }
            (Swap | SwapOrOffer, OpeningAction::Keep) => None,
            (Choose(_) | Swap2Choice, OpeningAction::Choose(c)) => {
                let chooser = expected.player;
                next.black = if c == Color::Black { chooser } else { !chooser };
                next.complete = true;
                None
            }
            (Declare(_), OpeningAction::Declare(n)) => {
                let max = self.opening.n().unwrap_or(Opening::MAX_OFFERS);
                if n == 0 || n > max {
                    return Err(OpeningError::OffersOutOfRange {
                        count: u32::from(n),
                        max,
                    });
                }
                next.declared = n;
                None
            }
            (Offer | SwapOrOffer, OpeningAction::Offer(set)) => {
                check_offers(pos, set.iter(), self.offer_count())?;
                next.offers = set;
                next.branch = true;
                None
            }
            (Pick, OpeningAction::Pick(p)) => {
                if !self.offers.contains(p) {
                    return Err(OpeningError::NotOffered { point: p });
                }
                next.offers = PointSet::new();
                Some(p)
            }
            _ => return Err(unexpected()),
        };
        if next.kind().is_none() {
            next.complete = true;
        }
        if next.first.is_none() {
            next.first = stone;
        }
        Ok((next, stone))
    }

    /// The point the areas are measured from: the first stone, once placed; the board's
    /// centre before.
    fn areas_from(&self, size: u8) -> Point {
        self.first.unwrap_or_else(|| centre(size))
    }

    /// Checks an opening stone on `p`, which must lie in `area`.
    fn place(&self, pos: &Position, p: Point, area: Area) -> Result<(), OpeningError> {
        pos.check(Move::Place(p)).map_err(OpeningError::Illegal)?;
        if !area.holds(p, pos.size(), self.areas_from(pos.size())) {
            return Err(OpeningError::OutsideArea { point: p, area });
        }
        Ok(())
    }
}

/// A symmetry of the stones on the board: `symmetry` (about the board's centre), then a
/// shift by `(dx, dy)`.
#[derive(Debug, Clone, Copy)]
struct StoneSymmetry {
    symmetry: Symmetry,
    dx: i16,
    dy: i16,
}

impl StoneSymmetry {
    fn map(self, p: Point, n: u8) -> Option<Point> {
        let q = self.symmetry.map_point(p, n);
        let x = i16::from(q.x()) + self.dx;
        let y = i16::from(q.y()) + self.dy;
        Point::from_coords(i64::from(x), i64::from(y)).filter(|q| q.is_on_board(n))
    }
}

/// The symmetries other than the identity that map the stones on the board onto
/// themselves, colour by colour (RULES.md §7), in the documented order of [`Symmetry`]:
/// for each kind, the only shift that can work brings the smallest stone of the image
/// onto the smallest stone. With no stone on the board, the board's own symmetries.
fn stone_symmetries(pos: &Position) -> impl Iterator<Item = StoneSymmetry> + '_ {
    let n = pos.size();
    let anchor_color = if pos.stones(Color::Black).is_empty() {
        Color::White
    } else {
        Color::Black
    };
    let anchor = pos.stones(anchor_color).iter().next();
    Symmetry::ALL[1..].iter().filter_map(move |&symmetry| {
        let (dx, dy) = match anchor {
            None => (0, 0),
            Some(a) => {
                let image = pos
                    .stones(anchor_color)
                    .iter()
                    .map(|p| symmetry.map_point(p, n))
                    .min()?;
                (
                    i16::from(a.x()) - i16::from(image.x()),
                    i16::from(a.y()) - i16::from(image.y()),
                )
            }
        };
        let s = StoneSymmetry { symmetry, dx, dy };
        let keeps = Color::ALL.iter().all(|&c| {
            let stones = pos.stones(c);
            stones
                .iter()
                .all(|p| s.map(p, n).is_some_and(|q| stones.contains(q)))
        });
        keeps.then_some(s)
    })
}

/// The centre of `s`, which maps `point` onto `earlier`: for a reflection the midpoint of
/// the two, for a rotation its fixed point, the centroid of the stones.
fn symmetry_centre(
    pos: &Position,
    s: StoneSymmetry,
    point: Point,
    earlier: Point,
) -> SymmetryCentre {
    let reflection = matches!(
        s.symmetry,
        Symmetry::MirrorLeftRight
            | Symmetry::MirrorTopBottom
            | Symmetry::Diagonal
            | Symmetry::AntiDiagonal
    );
    if reflection || pos.stones(Color::Black).is_empty() && pos.stones(Color::White).is_empty() {
        if !reflection {
            // No stone: the board's symmetries, about its centre.
            let c = pos.size() - 1;
            return SymmetryCentre::from_doubled(c, c);
        }
        return SymmetryCentre::from_doubled(point.x() + earlier.x(), point.y() + earlier.y());
    }
    let (mut sx, mut sy, mut count) = (0u32, 0u32, 0u32);
    for c in Color::ALL {
        for p in pos.stones(c).iter() {
            sx += u32::from(p.x());
            sy += u32::from(p.y());
            count += 1;
        }
    }
    // A rotation's fixed point is the stones' centroid, whole or half-way.
    let half = |sum: u32| u8::try_from(2 * sum / count).unwrap_or(u8::MAX);
    SymmetryCentre::from_doubled(half(sx), half(sy))
}

/// Checks offered fifth moves in the order given: each a legal point for Black (the side
/// to move), no point twice, none the image of an earlier one under a symmetry of the
/// stones on the board (RULES.md §7); then their number.
pub(crate) fn check_offers(
    pos: &Position,
    offers: impl IntoIterator<Item = Point>,
    count: u8,
) -> Result<PointSet, OpeningError> {
    let mut keep = [None; 7];
    for (slot, s) in keep.iter_mut().zip(stone_symmetries(pos)) {
        *slot = Some(s);
    }
    let n = pos.size();
    let mut set = PointSet::new();
    let mut given = 0usize;
    for p in offers {
        pos.check(Move::Place(p)).map_err(OpeningError::Illegal)?;
        if set.contains(p) {
            return Err(OpeningError::DuplicateOffer { point: p });
        }
        for s in keep.iter().flatten() {
            if let Some(image) = s.map(p, n).filter(|&q| set.contains(q)) {
                return Err(OpeningError::SymmetricOffer {
                    point: p,
                    earlier: image,
                    symmetry: s.symmetry,
                    centre: symmetry_centre(pos, *s, p, image),
                });
            }
        }
        set.insert(p);
        given += 1;
    }
    if given != usize::from(count) {
        return Err(OpeningError::OfferCount {
            given,
            expected: count,
        });
    }
    Ok(set)
}

/// The RIF opening patterns (RULES.md §7): with the first stone on the centre, the
/// second (White) next to it — directly (a *direct* opening) or diagonally (an *indirect*
/// one) — and the third (Black) within the central 5×5. Up to the symmetries, there are
/// 13 direct and 13 indirect patterns: this returns, for a board of `size`, one
/// representative of each, the second stone above (direct) or above-right (indirect) of
/// the centre, as `(second, third)`. The classes are those of an odd board (RIF is played
/// on 15×15): on an even one the board's mirrors do not keep the centre point, so the list
/// there is not one pattern of each class.
///
/// ```
/// use gomoku_referee::rif_patterns;
/// let patterns = rif_patterns(15);
/// assert_eq!(patterns.len(), 26);
/// assert_eq!(patterns.iter().filter(|(w, _)| w.to_string() == "h9").count(), 13);
/// ```
#[must_use]
pub fn rif_patterns(size: u8) -> PatternList {
    let c = centre(size);
    let mut out = PatternList {
        items: [(c, c); 26],
        len: 0,
    };
    for (dx, dy) in [(0u8, 1u8), (1, 1)] {
        let second = Point::new(c.x() + dx, c.y() + dy).unwrap_or(c);
        for third in Area::Square(5).points(size).iter() {
            if third == c || third == second {
                continue;
            }
            // The pattern's class: the smallest image of `third` under the symmetries that
            // keep the centre and the second stone (a mirror for each kind).
            let mirror = if dx == 0 {
                Symmetry::MirrorLeftRight
            } else {
                Symmetry::Diagonal
            };
            let image = mirror.map_point(third, size);
            if image >= third && out.len < 26 {
                out.items[out.len] = (second, third);
                out.len += 1;
            }
        }
    }
    out
}

/// The 26 RIF patterns as a fixed list (see [`rif_patterns`]).
///
/// ```
/// use gomoku_referee::rif_patterns;
/// assert!(rif_patterns(15).iter().all(|(w, b)| w != b));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PatternList {
    items: [(Point, Point); 26],
    len: usize,
}

impl PatternList {
    /// The number of patterns (26).
    ///
    /// ```
    /// assert_eq!(gomoku_referee::rif_patterns(15).len(), 26);
    /// ```
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len
    }

    /// Whether the list is empty (never, on a board the opening allows).
    ///
    /// ```
    /// assert!(!gomoku_referee::rif_patterns(15).is_empty());
    /// ```
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The patterns as `(second, third)`.
    ///
    /// ```
    /// assert_eq!(gomoku_referee::rif_patterns(15).iter().count(), 26);
    /// ```
    pub fn iter(&self) -> impl ExactSizeIterator<Item = (Point, Point)> + '_ {
        self.items[..self.len].iter().copied()
    }
}

/// One step of a game: a move of normal play, or an action of its opening. What
/// [`Game::undo_step`](crate::Game::undo_step) takes back.
///
/// ```
/// use gomoku_referee::{Move, OpeningAction, Step};
/// let s = Step::Opening(OpeningAction::Swap);
/// assert_eq!(s.to_string(), "swap");
/// assert_eq!(Step::Move(Move::Pass).to_string(), "pass");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Step {
    /// A move of normal play.
    Move(Move),
    /// An opening action (a placed opening stone and a picked fifth move are also moves
    /// of the game's move list).
    Opening(OpeningAction),
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Step::Move(m) => write!(f, "{m}"),
            Step::Opening(a) => write!(f, "{a}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rules;
    use crate::testing::p;
    use std::collections::BTreeSet;
    use std::string::ToString;

    #[test]
    fn there_are_13_direct_and_13_indirect_patterns() {
        // Counted independently: all placements, grouped by the full symmetry group
        // mapping each (centre, second, third) to its smallest image.
        let n = 15;
        let c = centre(n);
        let mut classes = BTreeSet::new();
        for second in Area::Square(3).points(n).iter().filter(|&q| q != c) {
            for third in Area::Square(5).points(n).iter() {
                if third == c || third == second {
                    continue;
                }
                let class = Symmetry::ALL
                    .iter()
                    .map(|s| (s.map_point(second, n), s.map_point(third, n)))
                    .min()
                    .unwrap();
                let direct = second.x() == c.x() || second.y() == c.y();
                classes.insert((direct, class));
            }
        }
        assert_eq!(classes.iter().filter(|(d, _)| *d).count(), 13);
        assert_eq!(classes.iter().filter(|(d, _)| !*d).count(), 13);
        // And the representatives `rif_patterns` lists are one per class.
        let listed: BTreeSet<_> = rif_patterns(n)
            .iter()
            .map(|(w, b)| {
                Symmetry::ALL
                    .iter()
                    .map(|s| (s.map_point(w, n), s.map_point(b, n)))
                    .min()
                    .unwrap()
            })
            .collect();
        assert_eq!(listed.len(), 26);
        assert_eq!(
            listed,
            classes.iter().map(|(_, c)| *c).collect::<BTreeSet<_>>()
        );
    }

    #[test]
    fn offers_symmetric_only_under_a_symmetry_that_keeps_the_stones() {
        let mut pos = Position::new(Rules::renju());
        for m in ["h8", "h9", "h10", "h6"] {
            pos.play_at(p(m)).unwrap();
        }
        // The stones lie on column h: the left-right mirror keeps the position.
        assert_eq!(
            check_offers(&pos, [p("g8"), p("i8")], 2),
            Err(OpeningError::SymmetricOffer {
                point: p("i8"),
                earlier: p("g8"),
                symmetry: Symmetry::MirrorLeftRight,
                centre: SymmetryCentre::from_doubled(14, 14),
            })
        );
        assert!(check_offers(&pos, [p("g8"), p("i9")], 2).is_ok());
        // Move the fourth stone off the column: g8 and i8 are no longer alike.
        let mut pos = Position::new(Rules::renju());
        for m in ["h8", "h9", "h10", "g6"] {
            pos.play_at(p(m)).unwrap();
        }
        assert!(check_offers(&pos, [p("g8"), p("i8")], 2).is_ok());
        assert_eq!(
            check_offers(&pos, [p("g8"), p("g8")], 2),
            Err(OpeningError::DuplicateOffer { point: p("g8") })
        );
        assert_eq!(
            check_offers(&pos, [p("g8")], 2),
            Err(OpeningError::OfferCount {
                given: 1,
                expected: 2
            })
        );
    }

    #[test]
    fn offers_symmetric_about_another_centre_are_refused() {
        // RULES.md §7 (issue 25): B h8 j10, W h9 i10 are symmetric in the line through the
        // midpoint of h9 and i10, which misses the board's centre: g8 and j11 are the same
        // fifth move.
        let mut pos = Position::new(Rules::renju());
        for m in ["h8", "h9", "j10", "i10"] {
            pos.play_at(p(m)).unwrap();
        }
        assert_eq!(
            pos.stabilizer().len(),
            1,
            "no symmetry of the board keeps it"
        );
        let err = check_offers(&pos, [p("g8"), p("j11")], 2).unwrap_err();
        assert_eq!(
            err,
            OpeningError::SymmetricOffer {
                point: p("j11"),
                earlier: p("g8"),
                symmetry: Symmetry::AntiDiagonal,
                centre: SymmetryCentre::from_doubled(15, 17),
            }
        );
        assert_eq!(
            err.to_string(),
            "j11 is symmetric to the offer g8 by the anti-diagonal symmetry about the midpoint \
             of h9 and i10, which keeps the stones"
        );
        assert!(check_offers(&pos, [p("g8"), p("j12")], 2).is_ok());
        // A half turn about a point between four: B h8 i9, W i8 h9 (and its mirrors).
        let mut pos = Position::new(Rules::freestyle());
        for m in ["h8", "i8", "i9", "h9"] {
            pos.play_at(p(m)).unwrap();
        }
        let Err(OpeningError::SymmetricOffer {
            symmetry, centre, ..
        }) = check_offers(&pos, [p("g7"), p("j10")], 2)
        else {
            panic!("g7 and j10 are symmetric");
        };
        assert_eq!(symmetry, Symmetry::Rotate180);
        assert_eq!(centre.to_string(), "the midpoint of h8 and i9");
        // The same shape near a corner (B b2 d4, W b3 c4): its axis is far from the
        // board's centre.
        let mut pos = Position::new(Rules::freestyle());
        for m in ["b2", "b3", "d4", "c4"] {
            pos.play_at(p(m)).unwrap();
        }
        assert!(matches!(
            check_offers(&pos, [p("a2"), p("d5")], 2),
            Err(OpeningError::SymmetricOffer { .. })
        ));
    }

    #[test]
    fn taraguchi_offers_come_instead_of_the_swap_after_the_fourth_stone() {
        let start = || {
            let mut pos = Position::new(Rules::renju());
            let mut s = OpeningState::new(Opening::Taraguchi(10), 15).unwrap();
            for a in ["h8", "keep", "h9", "keep", "j10", "keep", "g11"] {
                let (next, stone) = s.apply(&pos, a.parse().unwrap()).unwrap();
                if let Some(q) = stone {
                    pos.play_at(q).unwrap();
                }
                s = next;
            }
            (pos, s)
        };
        let (pos, s) = start();
        let e = s.expected(&pos).unwrap();
        assert_eq!(e.what, Expecting::SwapOrOffer { count: 10 });
        assert_eq!(e.color, Color::Black);
        // Choice 1: a swap decision, then the 5th in the 9×9, then a swap; no offers.
        let (after_swap, _) = s.apply(&pos, OpeningAction::Swap).unwrap();
        let offers: PointSet = ["a1", "b1", "c1", "d1", "e1", "f1", "g1", "a15", "o15", "o1"]
            .into_iter()
            .map(p)
            .collect();
        assert!(matches!(
            after_swap.apply(&pos, OpeningAction::Offer(offers)),
            Err(OpeningError::Unexpected { .. })
        ));
        assert_eq!(
            after_swap.expected(&pos).unwrap().what,
            Expecting::Place {
                color: Color::Black,
                area: Area::Square(9)
            }
        );
        // Choice 2: the offers with no swap before them, then the pick ends the opening.
        let (offered, _) = s.apply(&pos, OpeningAction::Offer(offers)).unwrap();
        assert_eq!(offered.expected(&pos).unwrap().what, Expecting::Pick);
        let (picked, stone) = offered.apply(&pos, OpeningAction::Pick(p("o1"))).unwrap();
        assert_eq!(stone, Some(p("o1")));
        assert!(picked.is_complete());
    }

    #[test]
    fn actions_print_and_parse_back() {
        let offers: PointSet = [p("g8"), p("i9"), p("a15")].into_iter().collect();
        for a in [
            OpeningAction::Place(p("h8")),
            OpeningAction::Swap,
            OpeningAction::Keep,
            OpeningAction::Choose(Color::White),
            OpeningAction::Declare(8),
            OpeningAction::Offer(offers),
            OpeningAction::Pick(p("i9")),
        ] {
            assert_eq!(a.to_string().parse::<OpeningAction>(), Ok(a), "{a}");
        }
        for bad in [
            "",
            "swap now",
            "declare",
            "declare -1",
            "pick",
            "choose red",
            "z99",
        ] {
            assert!(bad.parse::<OpeningAction>().is_err(), "{bad:?}");
        }
    }

    #[test]
    fn names_parse_back() {
        for o in Opening::ALL {
            assert_eq!(o.to_string().parse::<Opening>(), Ok(o));
        }
        for bad in [
            "",
            "soosorv-0",
            "soosorv-33",
            "taraguchi-",
            "rif-2",
            "swap-1",
            "renju",
        ] {
            assert_eq!(
                bad.parse::<Opening>(),
                Err(ParseError::InvalidOpening),
                "{bad:?}"
            );
        }
        assert_eq!("SWAP2".parse(), Ok(Opening::Swap2));
        assert_eq!("taraguchi".parse(), Ok(Opening::Taraguchi(10)));
    }

    #[test]
    fn a_refused_action_leaves_the_state_as_it_was() {
        let pos = Position::new(Rules::renju());
        let s = OpeningState::new(Opening::Soosorv(8), 15).unwrap();
        let copy = s;
        assert!(s.apply(&pos, OpeningAction::Place(p("a1"))).is_err());
        assert!(s.apply(&pos, OpeningAction::Declare(3)).is_err());
        assert_eq!(s, copy);
        // The protocol over, nothing is expected and every action is refused.
        let mut pos = Position::new(Rules::freestyle());
        let mut s = OpeningState::new(Opening::Pro, 15).unwrap();
        for q in ["h8", "a1", "k8"] {
            let (next, stone) = s.apply(&pos, OpeningAction::Place(p(q))).unwrap();
            pos.play_at(stone.unwrap()).unwrap();
            s = next;
        }
        assert!(s.is_complete() && s.expected(&pos).is_none());
        assert_eq!(
            s.apply(&pos, OpeningAction::Swap),
            Err(OpeningError::NoOpening)
        );
        assert!(s.allowed_points(&pos).is_empty());
    }

    #[test]
    fn opening_error_messages_are_exact() {
        crate::testing::assert_messages(&[
            (
                &OpeningError::SymmetricOffer {
                    point: p("i8"),
                    earlier: p("g8"),
                    symmetry: crate::Symmetry::MirrorLeftRight,
                    centre: SymmetryCentre::from_doubled(14, 14),
                },
                "i8 is symmetric to the offer g8 by the mirror-left-right symmetry about h8, \
                 which keeps the stones",
            ),
            (
                &OpeningError::OfferCount {
                    given: 1,
                    expected: 2,
                },
                "2 fifth-move offers required, 1 given",
            ),
        ]);
    }
}
