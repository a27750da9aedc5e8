//! The rule sets (RULES.md §4): the switches of §4.1, the presets, and what line wins.

use core::fmt;
use core::str::FromStr;

use crate::board::{Board, Cell, Dir};
use crate::point::{MAX_SIZE, MIN_SIZE};
use crate::{Color, ParseError, Point};

/// Why a point is forbidden for a colour.
///
/// # Examples
///
/// ```
/// use gomoku_referee::Forbidden;
///
/// assert_eq!(Forbidden::DoubleThree.to_string(), "double-three");
/// assert_eq!("overline".parse(), Ok(Forbidden::Overline));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Forbidden {
    /// The move makes two or more threes at once.
    DoubleThree = 0,
    /// The move makes two or more fours at once.
    DoubleFour = 1,
    /// The move makes a line of six or more.
    Overline = 2,
}

impl Forbidden {
    /// The three kinds, in the order of their numeric values.
    ///
    /// ```
    /// use gomoku_referee::Forbidden;
    /// assert_eq!(Forbidden::ALL.len(), 3);
    /// ```
    pub const ALL: [Forbidden; 3] = [
        Forbidden::DoubleThree,
        Forbidden::DoubleFour,
        Forbidden::Overline,
    ];

    /// The kebab-case name: `double-three`, `double-four`, `overline`.
    ///
    /// ```
    /// use gomoku_referee::Forbidden;
    /// assert_eq!(Forbidden::DoubleFour.name(), "double-four");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Forbidden::DoubleThree => "double-three",
            Forbidden::DoubleFour => "double-four",
            Forbidden::Overline => "overline",
        }
    }

    /// The mark used in board drawings: `3`, `4` or `6`.
    ///
    /// ```
    /// use gomoku_referee::Forbidden;
    /// assert_eq!(Forbidden::Overline.char(), '6');
    /// ```
    #[must_use]
    pub const fn char(self) -> char {
        match self {
            Forbidden::DoubleThree => '3',
            Forbidden::DoubleFour => '4',
            Forbidden::Overline => '6',
        }
    }

    const fn bit(self) -> u8 {
        1 << self as u8
    }
}

impl fmt::Display for Forbidden {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

impl FromStr for Forbidden {
    type Err = ParseError;
    /// Parses the name, case-insensitive, with `-`, `_` or a space between the words.
    fn from_str(s: &str) -> Result<Forbidden, ParseError> {
        Forbidden::ALL
            .into_iter()
            .find(|k| crate::name_matches(s, k.name()))
            .ok_or(ParseError::InvalidForbidden)
    }
}

/// The set of forbidden kinds that apply to one colour (RULES.md §4.1).
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Forbidden, Restrictions};
///
/// let r = Restrictions::DOUBLE_THREE;
/// assert!(r.contains(Forbidden::DoubleThree));
/// assert!(!r.contains(Forbidden::Overline));
/// assert_eq!(Restrictions::RENJU.bits(), 0b111);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
// Serialize/Deserialize: in serde_impls.rs (checked like the API).
pub struct Restrictions(u8);

impl Restrictions {
    /// Nothing is forbidden.
    pub const NONE: Restrictions = Restrictions(0);
    /// Only double-threes are forbidden (omok, ninuki-renju).
    pub const DOUBLE_THREE: Restrictions = Restrictions(Forbidden::DoubleThree.bit());
    /// Only double-fours are forbidden.
    pub const DOUBLE_FOUR: Restrictions = Restrictions(Forbidden::DoubleFour.bit());
    /// Only overlines are forbidden.
    pub const OVERLINE: Restrictions = Restrictions(Forbidden::Overline.bit());
    /// Double-three, double-four and overline: Black under renju.
    pub const RENJU: Restrictions = Restrictions(0b111);

    /// The set from its bits (bit `k` = the kind of numeric value `k`), or `None` if a bit
    /// above 2 is set.
    ///
    /// ```
    /// use gomoku_referee::Restrictions;
    /// assert_eq!(Restrictions::from_bits(1), Some(Restrictions::DOUBLE_THREE));
    /// assert_eq!(Restrictions::from_bits(8), None);
    /// ```
    #[must_use]
    pub const fn from_bits(bits: u32) -> Option<Restrictions> {
        if bits <= 0b111 {
            Some(Restrictions(bits as u8))
        } else {
            None
        }
    }

    /// The bits of the set.
    ///
    /// ```
    /// use gomoku_referee::Restrictions;
    /// assert_eq!(Restrictions::OVERLINE.bits(), 4);
    /// ```
    #[must_use]
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// Whether `kind` is in the set.
    ///
    /// ```
    /// use gomoku_referee::{Forbidden, Restrictions};
    /// assert!(Restrictions::RENJU.contains(Forbidden::DoubleFour));
    /// ```
    #[must_use]
    pub const fn contains(self, kind: Forbidden) -> bool {
        self.0 & kind.bit() != 0
    }

    /// The set with `kind` added.
    ///
    /// ```
    /// use gomoku_referee::{Forbidden, Restrictions};
    /// let r = Restrictions::NONE.with(Forbidden::Overline);
    /// assert_eq!(r, Restrictions::OVERLINE);
    /// ```
    #[must_use]
    pub const fn with(self, kind: Forbidden) -> Restrictions {
        Restrictions(self.0 | kind.bit())
    }

    /// Whether nothing is forbidden.
    ///
    /// ```
    /// use gomoku_referee::Restrictions;
    /// assert!(Restrictions::NONE.is_empty());
    /// ```
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// What happens when a restricted colour plays a forbidden point (RULES.md §6).
///
/// # Examples
///
/// ```
/// use gomoku_referee::{ForbiddenPolicy, Rules};
///
/// assert_eq!(Rules::renju().forbidden_policy(), ForbiddenPolicy::Lose);
/// assert_eq!(Rules::omok().forbidden_policy(), ForbiddenPolicy::Reject);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum ForbiddenPolicy {
    /// The move is refused and the same side is still to move.
    #[default]
    Reject = 0,
    /// The move is played and its side loses at once (the renju tournament rule).
    Lose = 1,
}

impl ForbiddenPolicy {
    /// The name: `reject` or `lose` (also its serde form).
    ///
    /// ```
    /// use gomoku_referee::ForbiddenPolicy;
    /// assert_eq!(ForbiddenPolicy::Lose.name(), "lose");
    /// assert_eq!(ForbiddenPolicy::Reject.to_string(), "reject");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            ForbiddenPolicy::Reject => "reject",
            ForbiddenPolicy::Lose => "lose",
        }
    }
}

impl fmt::Display for ForbiddenPolicy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

/// The named rule sets of RULES.md §4.
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Preset, Rules};
///
/// let preset: Preset = "ninuki-renju".parse()?;
/// assert_eq!(preset, Preset::NinukiRenju);
/// assert_eq!(Rules::from(Preset::Renju), Rules::renju());
/// # Ok::<(), gomoku_referee::ParseError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Preset {
    /// Five or more wins, for both; nothing is forbidden (the default).
    Freestyle = 0,
    /// Exactly five wins, for both; an overline does not win and the game goes on.
    Standard = 1,
    /// RIF renju: Black wins with exactly five and may not make a double-three,
    /// double-four or overline (and loses if he does); White wins with five or more.
    Renju = 2,
    /// Caro (Gomocup rule 9): exactly five, and not if both its ends are blocked by the
    /// opponent.
    Caro = 3,
    /// Caro with overlines (Gomocup rule 8): five or more, not if blocked at both ends.
    CaroOverline = 4,
    /// Korean omok: exactly five wins; double-three forbidden for both (refused).
    Omok = 5,
    /// Ninuki-renju: a perfect five or five captured pairs; double-three forbidden for both.
    NinukiRenju = 6,
    /// Pente (19×19): five or more, or five captured pairs.
    Pente = 7,
}

impl Preset {
    /// Every preset.
    ///
    /// ```
    /// use gomoku_referee::Preset;
    /// assert_eq!(Preset::ALL.len(), 8);
    /// ```
    pub const ALL: [Preset; 8] = [
        Preset::Freestyle,
        Preset::Standard,
        Preset::Renju,
        Preset::Caro,
        Preset::CaroOverline,
        Preset::Omok,
        Preset::NinukiRenju,
        Preset::Pente,
    ];

    /// The name that parses and prints: `freestyle`, `standard`, `renju`, `caro`,
    /// `caro-overline`, `omok`, `ninuki-renju`, `pente`.
    ///
    /// ```
    /// use gomoku_referee::Preset;
    /// assert_eq!(Preset::CaroOverline.name(), "caro-overline");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Preset::Freestyle => "freestyle",
            Preset::Standard => "standard",
            Preset::Renju => "renju",
            Preset::Caro => "caro",
            Preset::CaroOverline => "caro-overline",
            Preset::Omok => "omok",
            Preset::NinukiRenju => "ninuki-renju",
            Preset::Pente => "pente",
        }
    }

    /// The rules of this preset.
    ///
    /// ```
    /// use gomoku_referee::{Preset, Rules};
    /// assert_eq!(Preset::Pente.rules().size(), 19);
    /// ```
    #[must_use]
    pub const fn rules(self) -> Rules {
        match self {
            Preset::Freestyle => Rules::freestyle(),
            Preset::Standard => Rules::standard(),
            Preset::Renju => Rules::renju(),
            Preset::Caro => Rules::caro(),
            Preset::CaroOverline => Rules::caro_overline(),
            Preset::Omok => Rules::omok(),
            Preset::NinukiRenju => Rules::ninuki_renju(),
            Preset::Pente => Rules::pente(),
        }
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

impl FromStr for Preset {
    type Err = ParseError;
    /// Parses a preset name, case-insensitive, with `-`, `_` or a space between words.
    fn from_str(s: &str) -> Result<Preset, ParseError> {
        Preset::ALL
            .into_iter()
            .find(|p| crate::name_matches(s, p.name()))
            .ok_or(ParseError::UnknownRules)
    }
}

impl From<Preset> for Rules {
    fn from(preset: Preset) -> Rules {
        preset.rules()
    }
}

/// Every switch of a [`Rules`] value as plain data (RULES.md §4.1), unchecked: what
/// [`Rules::switches`] gives and [`Rules::from_switches`] checks and takes back. The
/// per-colour switches are indexed by [`Color::index`] (Black 0, White 1).
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Color, Restrictions, Rules, RulesSwitches};
///
/// let s = RulesSwitches {
///     pass: true,
///     ..Rules::omok().switches()
/// };
/// assert_eq!(s.restrictions[Color::White.index()], Restrictions::DOUBLE_THREE);
/// assert_eq!(Rules::from_switches(&s), Ok(Rules::omok().with_pass(true)));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RulesSwitches {
    /// The board size (5 to 26).
    pub size: u32,
    /// Whether an overline wins, per colour, as set (see [`Rules::overline_switch`]).
    pub overline_wins: [bool; 2],
    /// The kinds of points forbidden to each colour.
    pub restrictions: [Restrictions; 2],
    /// What happens when a restricted colour plays a forbidden point.
    pub forbidden_policy: ForbiddenPolicy,
    /// Whether an exact five blocked by the opponent at both ends does not win (caro).
    pub caro_rule: bool,
    /// The captured pairs that win (1 to 100), or `None` without captures.
    pub capture: Option<u32>,
    /// The perfect-five rule (needs captures).
    pub perfect_five: bool,
    /// Whether a side may pass.
    pub pass: bool,
    /// The move limit (1 to 65535), or `None`.
    pub move_limit: Option<u32>,
}

/// A rule set: the switches of RULES.md §4.1. Build one from a preset and change it with
/// the `with_*` methods; a combination that cannot be played is refused with a
/// [`RulesError`].
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Color, Forbidden, ForbiddenPolicy, Restrictions, Rules};
///
/// let renju = Rules::renju();
/// assert_eq!(renju.size(), 15);
/// assert!(!renju.overline_wins(Color::Black));
/// assert!(renju.overline_wins(Color::White));
/// assert!(renju.restrictions(Color::Black).contains(Forbidden::DoubleThree));
///
/// // The seed site's options: freestyle on 19x19 with Black's forbidden points refused.
/// let site = Rules::freestyle()
///     .with_size(19)?
///     .with_restrictions(Color::Black, Restrictions::RENJU)
///     .with_forbidden_policy(ForbiddenPolicy::Reject);
/// assert!(!site.overline_wins(Color::Black)); // a forbidden overline never wins
/// assert_eq!("renju".parse(), Ok(Rules::renju()));
/// assert_eq!(Rules::from_gomocup(1)?, Rules::standard());
/// # Ok::<(), gomoku_referee::RulesError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
// Serialize/Deserialize: in serde_impls.rs (checked like the API).
pub struct Rules {
    size: u8,
    overline_wins: [bool; 2],
    restrictions: [Restrictions; 2],
    policy: ForbiddenPolicy,
    caro: bool,
    capture: Option<u8>,
    perfect_five: bool,
    pass: bool,
    move_limit: Option<u16>,
}

impl Default for Rules {
    /// Freestyle on 15×15.
    fn default() -> Rules {
        Rules::freestyle()
    }
}

impl Rules {
    /// Freestyle on 15×15: five or more wins, nothing forbidden.
    ///
    /// ```
    /// use gomoku_referee::{Color, Rules};
    /// assert!(Rules::freestyle().overline_wins(Color::Black));
    /// ```
    #[must_use]
    pub const fn freestyle() -> Rules {
        Rules {
            size: 15,
            overline_wins: [true, true],
            restrictions: [Restrictions::NONE, Restrictions::NONE],
            policy: ForbiddenPolicy::Reject,
            caro: false,
            capture: None,
            perfect_five: false,
            pass: false,
            move_limit: None,
        }
    }

    /// Standard (exact five) on 15×15: an overline does not win, and is not illegal.
    ///
    /// ```
    /// use gomoku_referee::{Color, Rules};
    /// assert!(!Rules::standard().overline_wins(Color::White));
    /// ```
    #[must_use]
    pub const fn standard() -> Rules {
        let mut r = Rules::freestyle();
        r.overline_wins = [false, false];
        r
    }

    /// RIF renju on 15×15.
    ///
    /// ```
    /// use gomoku_referee::{Color, Restrictions, Rules};
    /// assert_eq!(Rules::renju().restrictions(Color::Black), Restrictions::RENJU);
    /// assert!(Rules::renju().restrictions(Color::White).is_empty());
    /// ```
    #[must_use]
    pub const fn renju() -> Rules {
        let mut r = Rules::freestyle();
        r.overline_wins = [false, true];
        r.restrictions = [Restrictions::RENJU, Restrictions::NONE];
        r.policy = ForbiddenPolicy::Lose;
        r
    }

    /// Caro, Gomocup rule 9: exactly five, and a five blocked by the opponent at both ends
    /// does not win (the edge does not block).
    ///
    /// ```
    /// use gomoku_referee::Rules;
    /// assert!(Rules::caro().caro_rule());
    /// ```
    #[must_use]
    pub const fn caro() -> Rules {
        let mut r = Rules::standard();
        r.caro = true;
        r
    }

    /// Caro with overlines, Gomocup rule 8 as the Gomocup judge referees it: an exact five
    /// wins unless blocked at both ends by the opponent, an overline wins whatever blocks
    /// it.
    ///
    /// ```
    /// use gomoku_referee::{Color, Rules};
    /// assert!(Rules::caro_overline().overline_wins(Color::Black));
    /// ```
    #[must_use]
    pub const fn caro_overline() -> Rules {
        let mut r = Rules::freestyle();
        r.caro = true;
        r
    }

    /// Korean omok: exactly five; double-three forbidden for both colours, refused.
    ///
    /// ```
    /// use gomoku_referee::{Color, Restrictions, Rules};
    /// assert_eq!(Rules::omok().restrictions(Color::White), Restrictions::DOUBLE_THREE);
    /// ```
    #[must_use]
    pub const fn omok() -> Rules {
        let mut r = Rules::standard();
        r.restrictions = [Restrictions::DOUBLE_THREE, Restrictions::DOUBLE_THREE];
        r
    }

    /// Ninuki-renju on 15×15: exactly five, which wins only as a perfect five; five
    /// captured pairs win; double-three forbidden for both colours, refused.
    ///
    /// ```
    /// use gomoku_referee::Rules;
    /// assert_eq!(Rules::ninuki_renju().capture(), Some(5));
    /// assert!(Rules::ninuki_renju().perfect_five());
    /// ```
    #[must_use]
    pub const fn ninuki_renju() -> Rules {
        let mut r = Rules::omok();
        r.capture = Some(5);
        r.perfect_five = true;
        r
    }

    /// Pente on 19×19: five or more, or five captured pairs.
    ///
    /// ```
    /// use gomoku_referee::Rules;
    /// assert_eq!(Rules::pente().size(), 19);
    /// ```
    #[must_use]
    pub const fn pente() -> Rules {
        let mut r = Rules::freestyle();
        r.size = 19;
        r.capture = Some(5);
        r
    }

    /// The rules for a Gomocup/Piskvork `INFO rule` code (a bitmask: 1 exact five,
    /// 2 continuous game, 4 renju, 8 caro), on 15×15:
    ///
    /// | code | rules |
    /// |---|---|
    /// | 0 | freestyle |
    /// | 1 | standard |
    /// | 2 | renju (Yixin-Board sends 2 for renju; a continuous game cannot be refereed) |
    /// | 4, 5 | renju (renju already means an exact five for Black; 5 is sent for swap1 openings) |
    /// | 8 | caro with overlines (Gomocup rule 8) |
    /// | 9 | caro (Gomocup rule 9) |
    ///
    /// # Errors
    ///
    /// [`RulesError::UnsupportedGomocupCode`] for any other code (continuous games, renju
    /// with caro, 6 whose meaning differs between engines).
    ///
    /// ```
    /// use gomoku_referee::Rules;
    /// assert_eq!(Rules::from_gomocup(9), Ok(Rules::caro()));
    /// assert!(Rules::from_gomocup(6).is_err());
    /// ```
    pub const fn from_gomocup(code: u32) -> Result<Rules, RulesError> {
        match code {
            0 => Ok(Rules::freestyle()),
            1 => Ok(Rules::standard()),
            2 | 4 | 5 => Ok(Rules::renju()),
            8 => Ok(Rules::caro_overline()),
            9 => Ok(Rules::caro()),
            _ => Err(RulesError::UnsupportedGomocupCode { code }),
        }
    }

    /// The Gomocup rule code of these rules, if there is one (the inverse of
    /// [`Rules::from_gomocup`], giving 4 for renju).
    ///
    /// ```
    /// use gomoku_referee::Rules;
    /// assert_eq!(Rules::renju().gomocup_code(), Some(4));
    /// assert_eq!(Rules::omok().gomocup_code(), None);
    /// ```
    #[must_use]
    pub fn gomocup_code(&self) -> Option<u32> {
        match self.preset()? {
            Preset::Freestyle => Some(0),
            Preset::Standard => Some(1),
            Preset::Renju => Some(4),
            Preset::CaroOverline => Some(8),
            Preset::Caro => Some(9),
            _ => None,
        }
    }

    /// The preset whose switches these rules have, whatever the board size.
    ///
    /// ```
    /// use gomoku_referee::{Preset, Rules};
    /// assert_eq!(Rules::renju().with_size(19).unwrap().preset(), Some(Preset::Renju));
    /// assert_eq!(Rules::renju().with_pass(true).preset(), None);
    /// ```
    #[must_use]
    pub fn preset(&self) -> Option<Preset> {
        Preset::ALL.into_iter().find(|p| {
            let mut r = p.rules();
            r.size = self.size;
            r == *self
        })
    }

    /// The same rules on a `size` × `size` board.
    ///
    /// # Errors
    ///
    /// [`RulesError::SizeOutOfRange`] unless `5 <= size <= 26`.
    ///
    /// ```
    /// use gomoku_referee::Rules;
    /// assert_eq!(Rules::freestyle().with_size(20)?.size(), 20);
    /// assert!(Rules::freestyle().with_size(27).is_err());
    /// # Ok::<(), gomoku_referee::RulesError>(())
    /// ```
    pub const fn with_size(mut self, size: u32) -> Result<Rules, RulesError> {
        if size < MIN_SIZE as u32 || size > MAX_SIZE as u32 {
            return Err(RulesError::SizeOutOfRange { size });
        }
        self.size = size as u8;
        Ok(self)
    }

    /// Whether an overline wins for `color` (the *overline wins* switch).
    ///
    /// ```
    /// use gomoku_referee::{Color, Rules};
    /// let r = Rules::freestyle().with_overline_wins(Color::Black, false);
    /// assert!(!r.overline_wins(Color::Black));
    /// ```
    #[must_use]
    pub const fn with_overline_wins(mut self, color: Color, wins: bool) -> Rules {
        self.overline_wins[color.index()] = wins;
        self
    }

    /// The points forbidden to `color`. When an overline is forbidden to a colour, an
    /// overline never wins for it, whatever [`Rules::with_overline_wins`] said (RULES.md
    /// §4, the forbidden option).
    ///
    /// ```
    /// use gomoku_referee::{Color, Restrictions, Rules};
    /// let r = Rules::standard().with_restrictions(Color::White, Restrictions::DOUBLE_THREE);
    /// assert_eq!(r.restrictions(Color::White), Restrictions::DOUBLE_THREE);
    /// ```
    #[must_use]
    pub const fn with_restrictions(mut self, color: Color, restrictions: Restrictions) -> Rules {
        self.restrictions[color.index()] = restrictions;
        self
    }

    /// What happens when a restricted colour plays a forbidden point.
    ///
    /// ```
    /// use gomoku_referee::{ForbiddenPolicy, Rules};
    /// let r = Rules::renju().with_forbidden_policy(ForbiddenPolicy::Reject);
    /// assert_eq!(r.forbidden_policy(), ForbiddenPolicy::Reject);
    /// ```
    #[must_use]
    pub const fn with_forbidden_policy(mut self, policy: ForbiddenPolicy) -> Rules {
        self.policy = policy;
        self
    }

    /// Whether an exact five blocked at both ends by opponent stones does not win (caro;
    /// an overline that wins is never denied).
    ///
    /// ```
    /// use gomoku_referee::Rules;
    /// assert!(Rules::standard().with_caro_rule(true).caro_rule());
    /// ```
    #[must_use]
    pub const fn with_caro_rule(mut self, caro: bool) -> Rules {
        self.caro = caro;
        self
    }

    /// Turns captures on with a target of `pairs` captured pairs, or off with `None`
    /// (which also turns the perfect-five rule off).
    ///
    /// # Errors
    ///
    /// [`RulesError::CaptureTargetOutOfRange`] unless `1 <= pairs <= 100`.
    ///
    /// ```
    /// use gomoku_referee::Rules;
    /// assert_eq!(Rules::freestyle().with_capture(Some(7))?.capture(), Some(7));
    /// assert!(Rules::freestyle().with_capture(Some(0)).is_err());
    /// # Ok::<(), gomoku_referee::RulesError>(())
    /// ```
    pub const fn with_capture(mut self, pairs: Option<u32>) -> Result<Rules, RulesError> {
        match pairs {
            None => {
                self.capture = None;
                self.perfect_five = false;
            }
            Some(pairs) if pairs >= 1 && pairs <= 100 => self.capture = Some(pairs as u8),
            Some(pairs) => return Err(RulesError::CaptureTargetOutOfRange { pairs }),
        }
        Ok(self)
    }

    /// Whether a five wins only when the opponent cannot break it by a capture on the next
    /// move (ninuki-renju's *perfect five*).
    ///
    /// # Errors
    ///
    /// [`RulesError::PerfectFiveNeedsCapture`] when turning it on without captures.
    ///
    /// ```
    /// use gomoku_referee::Rules;
    /// assert!(Rules::pente().with_perfect_five(true)?.perfect_five());
    /// assert!(Rules::freestyle().with_perfect_five(true).is_err());
    /// # Ok::<(), gomoku_referee::RulesError>(())
    /// ```
    pub const fn with_perfect_five(mut self, on: bool) -> Result<Rules, RulesError> {
        if on && self.capture.is_none() {
            return Err(RulesError::PerfectFiveNeedsCapture);
        }
        self.perfect_five = on;
        Ok(self)
    }

    /// Whether a side may pass (two passes in a row draw).
    ///
    /// ```
    /// use gomoku_referee::Rules;
    /// assert!(Rules::renju().with_pass(true).pass());
    /// ```
    #[must_use]
    pub const fn with_pass(mut self, pass: bool) -> Rules {
        self.pass = pass;
        self
    }

    /// A draw once `limit` stones have been played without a win, or no limit with `None`.
    ///
    /// # Errors
    ///
    /// [`RulesError::MoveLimitOutOfRange`] for a limit outside 1..=65535.
    ///
    /// ```
    /// use gomoku_referee::{Rules, RulesError};
    /// assert_eq!(Rules::renju().with_move_limit(Some(200))?.move_limit(), Some(200));
    /// assert_eq!(Rules::renju().with_move_limit(Some(65535))?.move_limit(), Some(65535));
    /// assert_eq!(Rules::renju().with_move_limit(Some(0)),
    ///            Err(RulesError::MoveLimitOutOfRange { limit: 0 }));
    /// let err = Rules::renju().with_move_limit(Some(70000)).unwrap_err();
    /// assert_eq!(err.to_string(), "move limit 70000 is out of range 1..=65535");
    /// # Ok::<(), gomoku_referee::RulesError>(())
    /// ```
    pub const fn with_move_limit(mut self, limit: Option<u32>) -> Result<Rules, RulesError> {
        match limit {
            None => self.move_limit = None,
            Some(limit) if limit >= 1 && limit <= u16::MAX as u32 => {
                self.move_limit = Some(limit as u16);
            }
            Some(limit) => return Err(RulesError::MoveLimitOutOfRange { limit }),
        }
        Ok(self)
    }

    /// The board size.
    ///
    /// ```
    /// use gomoku_referee::Rules;
    /// assert_eq!(Rules::default().size(), 15);
    /// ```
    #[must_use]
    pub const fn size(&self) -> u8 {
        self.size
    }

    /// Whether a line of six or more wins for `color` (never when overlines are forbidden
    /// to it).
    ///
    /// ```
    /// use gomoku_referee::{Color, Rules};
    /// assert!(!Rules::renju().overline_wins(Color::Black));
    /// ```
    #[must_use]
    pub const fn overline_wins(&self, color: Color) -> bool {
        self.overline_wins[color.index()]
            && !self.restrictions[color.index()].contains(Forbidden::Overline)
    }

    /// The overline switch of `color` as set by [`Rules::with_overline_wins`], before a
    /// forbidden overline overrides it (see [`Rules::overline_wins`] for what it means in
    /// play). With [`Rules::switches`], what rebuilds equal rules.
    ///
    /// ```
    /// use gomoku_referee::{Color, Rules};
    /// // Renju forbids Black's overline: it never wins, whatever the switch says.
    /// let r = Rules::renju().with_overline_wins(Color::Black, true);
    /// assert!(r.overline_switch(Color::Black));
    /// assert!(!r.overline_wins(Color::Black));
    /// ```
    #[must_use]
    pub const fn overline_switch(&self, color: Color) -> bool {
        self.overline_wins[color.index()]
    }

    /// Whether a forbidden point is refused to `color`: the colour has restrictions and
    /// the policy is *reject* (RULES.md §6). Then its forbidden points are not legal moves,
    /// and a side with nothing but forbidden points left has no legal move.
    ///
    /// ```
    /// use gomoku_referee::{Color, Rules};
    /// assert!(Rules::omok().rejects_forbidden(Color::White));
    /// assert!(!Rules::renju().rejects_forbidden(Color::Black)); // renju: played, and lost
    /// assert!(!Rules::freestyle().rejects_forbidden(Color::Black)); // nothing forbidden
    /// ```
    #[must_use]
    pub const fn rejects_forbidden(&self, color: Color) -> bool {
        matches!(self.policy, ForbiddenPolicy::Reject)
            && !self.restrictions[color.index()].is_empty()
    }

    /// Every switch, as plain values: what [`Rules::from_switches`] takes back.
    ///
    /// ```
    /// use gomoku_referee::{Color, Rules};
    /// let s = Rules::pente().switches();
    /// assert_eq!((s.size, s.capture), (19, Some(5)));
    /// assert_eq!(Rules::from_switches(&s), Ok(Rules::pente()));
    /// ```
    #[must_use]
    pub const fn switches(&self) -> RulesSwitches {
        RulesSwitches {
            size: self.size as u32,
            overline_wins: self.overline_wins,
            restrictions: self.restrictions,
            forbidden_policy: self.policy,
            caro_rule: self.caro,
            capture: match self.capture {
                Some(n) => Some(n as u32),
                None => None,
            },
            perfect_five: self.perfect_five,
            pass: self.pass,
            move_limit: match self.move_limit {
                Some(n) => Some(n as u32),
                None => None,
            },
        }
    }

    /// The rules with these switches, checked as the `with_*` builders check them.
    ///
    /// # Errors
    ///
    /// The [`RulesError`] of the first switch out of range, in the order size, capture
    /// target, perfect five (which needs captures), move limit.
    ///
    /// ```
    /// use gomoku_referee::{Rules, RulesError};
    /// let mut s = Rules::renju().switches();
    /// s.size = 19;
    /// assert_eq!(Rules::from_switches(&s), Rules::renju().with_size(19));
    /// s.size = 27;
    /// assert_eq!(Rules::from_switches(&s), Err(RulesError::SizeOutOfRange { size: 27 }));
    /// ```
    pub const fn from_switches(s: &RulesSwitches) -> Result<Rules, RulesError> {
        let r = Rules::freestyle()
            .with_overline_wins(Color::Black, s.overline_wins[0])
            .with_overline_wins(Color::White, s.overline_wins[1])
            .with_restrictions(Color::Black, s.restrictions[0])
            .with_restrictions(Color::White, s.restrictions[1])
            .with_forbidden_policy(s.forbidden_policy)
            .with_caro_rule(s.caro_rule)
            .with_pass(s.pass);
        let r = match r.with_size(s.size) {
            Ok(r) => r,
            Err(e) => return Err(e),
        };
        let r = match r.with_capture(s.capture) {
            Ok(r) => r,
            Err(e) => return Err(e),
        };
        let r = match r.with_perfect_five(s.perfect_five) {
            Ok(r) => r,
            Err(e) => return Err(e),
        };
        r.with_move_limit(s.move_limit)
    }

    /// The kinds of points forbidden to `color`.
    ///
    /// ```
    /// use gomoku_referee::{Color, Rules};
    /// assert!(Rules::freestyle().restrictions(Color::Black).is_empty());
    /// ```
    #[must_use]
    pub const fn restrictions(&self, color: Color) -> Restrictions {
        self.restrictions[color.index()]
    }

    /// The forbidden policy.
    ///
    /// ```
    /// use gomoku_referee::{ForbiddenPolicy, Rules};
    /// assert_eq!(Rules::freestyle().forbidden_policy(), ForbiddenPolicy::Reject);
    /// ```
    #[must_use]
    pub const fn forbidden_policy(&self) -> ForbiddenPolicy {
        self.policy
    }

    /// Whether an exact five blocked at both ends by the opponent does not win (an overline
    /// that wins is never denied).
    ///
    /// ```
    /// use gomoku_referee::Rules;
    /// assert!(!Rules::freestyle().caro_rule());
    /// ```
    #[must_use]
    pub const fn caro_rule(&self) -> bool {
        self.caro
    }

    /// The number of captured pairs that wins, if captures are on.
    ///
    /// ```
    /// use gomoku_referee::Rules;
    /// assert_eq!(Rules::renju().capture(), None);
    /// ```
    #[must_use]
    pub const fn capture(&self) -> Option<u8> {
        self.capture
    }

    /// Whether the perfect-five rule is on.
    ///
    /// ```
    /// use gomoku_referee::Rules;
    /// assert!(!Rules::pente().perfect_five());
    /// ```
    #[must_use]
    pub const fn perfect_five(&self) -> bool {
        self.perfect_five
    }

    /// Whether passing is allowed.
    ///
    /// ```
    /// use gomoku_referee::Rules;
    /// assert!(!Rules::renju().pass());
    /// ```
    #[must_use]
    pub const fn pass(&self) -> bool {
        self.pass
    }

    /// The move limit, if any.
    ///
    /// ```
    /// use gomoku_referee::Rules;
    /// assert_eq!(Rules::renju().move_limit(), None);
    /// ```
    #[must_use]
    pub const fn move_limit(&self) -> Option<u16> {
        self.move_limit
    }

    /// Whether the stone of `color` at `p` is part of a line along `d` that wins for it.
    // Kept out of line: inlined into `Position::play` it makes the common move slower.
    #[inline(never)]
    pub(crate) fn line_wins(&self, board: &Board, color: Color, p: Point, d: Dir) -> bool {
        let (back, fwd) = board.run(color, p, d);
        self.run_wins(board, color, p, d, (back, fwd))
    }

    /// [`Rules::line_wins`] for a caller that has the run already: `run` must be
    /// `board.run(color, p, d)`.
    #[inline]
    pub(crate) fn run_wins(
        &self,
        board: &Board,
        color: Color,
        p: Point,
        d: Dir,
        (back, fwd): (i32, i32),
    ) -> bool {
        let len = 1 + back + fwd;
        if len < 5 || (len > 5 && !self.overline_wins(color)) {
            return false;
        }
        // Caro denies the win to an exact five blocked at both ends; an overline that wins
        // wins whatever blocks it (Gomocup rule 8 as GomocupJudge referees it).
        if self.caro && len == 5 {
            let (x, y) = (i32::from(p.x()), i32::from(p.y()));
            let opp = Cell::Stone(color.other());
            let before = board.cell(x - d.0 * (back + 1), y - d.1 * (back + 1));
            let after = board.cell(x + d.0 * (fwd + 1), y + d.1 * (fwd + 1));
            if before == opp && after == opp {
                return false;
            }
        }
        true
    }
}

/// The switches of the text form of [`Rules`], in the order they print and apply.
const SWITCHES: [&str; 9] = [
    "overline-wins",
    "forbidden-black",
    "forbidden-white",
    "policy",
    "caro",
    "capture",
    "perfect-five",
    "pass",
    "move-limit",
];

fn on_off(on: bool) -> &'static str {
    if on { "on" } else { "off" }
}

/// The text of restrictions: the kinds joined by `,` (in the order of [`Forbidden::ALL`]),
/// or `none`.
struct KindsText(Restrictions);

impl fmt::Display for KindsText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for k in Forbidden::ALL.into_iter().filter(|k| self.0.contains(*k)) {
            if !first {
                f.write_str(",")?;
            }
            f.write_str(k.name())?;
            first = false;
        }
        if first {
            f.write_str("none")?;
        }
        Ok(())
    }
}

impl Rules {
    /// The value of switch `SWITCHES[i]` of these rules, written to `f`.
    fn write_switch(&self, i: usize, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match i {
            0 => f.write_str(match self.overline_wins {
                [true, true] => "black,white",
                [true, false] => "black",
                [false, true] => "white",
                [false, false] => "none",
            }),
            1 => write!(f, "{}", KindsText(self.restrictions[0])),
            2 => write!(f, "{}", KindsText(self.restrictions[1])),
            3 => f.write_str(self.policy.name()),
            4 => f.write_str(on_off(self.caro)),
            5 => match self.capture {
                Some(n) => write!(f, "{n}"),
                None => f.write_str("off"),
            },
            6 => f.write_str(on_off(self.perfect_five)),
            7 => f.write_str(on_off(self.pass)),
            _ => match self.move_limit {
                Some(n) => write!(f, "{n}"),
                None => f.write_str("off"),
            },
        }
    }

    /// Whether switch `SWITCHES[i]` differs between these rules and `other`.
    fn switch_differs(&self, i: usize, other: &Rules) -> bool {
        match i {
            0 => self.overline_wins != other.overline_wins,
            1 => self.restrictions[0] != other.restrictions[0],
            2 => self.restrictions[1] != other.restrictions[1],
            3 => self.policy != other.policy,
            4 => self.caro != other.caro,
            5 => self.capture != other.capture,
            6 => self.perfect_five != other.perfect_five,
            7 => self.pass != other.pass,
            _ => self.move_limit != other.move_limit,
        }
    }

    /// These rules with switch `name` set to `value` (the text form's `+name=value`).
    fn with_switch(self, name: &str, value: &str) -> Result<Rules, RulesTextError> {
        let unknown = RulesTextError::Parse(ParseError::UnknownRules);
        let i = SWITCHES
            .iter()
            .position(|s| crate::name_matches(name, s))
            .ok_or(unknown)?;
        let on = || match value {
            v if crate::name_matches(v, "on") => Ok(true),
            v if crate::name_matches(v, "off") => Ok(false),
            _ => Err(unknown),
        };
        // A number, or `off`; digits too many for a `u32` are out of every range.
        let number = || -> Result<Option<u32>, RulesTextError> {
            if crate::name_matches(value, "off") {
                return Ok(None);
            }
            if value.is_empty() || !value.bytes().all(|b| b.is_ascii_digit()) {
                return Err(unknown);
            }
            Ok(Some(value.parse().unwrap_or(u32::MAX)))
        };
        let kinds = || -> Result<Restrictions, RulesTextError> {
            if crate::name_matches(value, "none") {
                return Ok(Restrictions::NONE);
            }
            value.split(',').try_fold(Restrictions::NONE, |set, k| {
                let kind: Forbidden = k.parse().map_err(|_| unknown)?;
                Ok(set.with(kind))
            })
        };
        Ok(match i {
            0 => {
                let mut wins = [false, false];
                if !crate::name_matches(value, "none") {
                    for c in value.split(',') {
                        let c: Color = c.parse().map_err(|_| unknown)?;
                        wins[c.index()] = true;
                    }
                }
                self.with_overline_wins(Color::Black, wins[0])
                    .with_overline_wins(Color::White, wins[1])
            }
            1 => self.with_restrictions(Color::Black, kinds()?),
            2 => self.with_restrictions(Color::White, kinds()?),
            3 => self.with_forbidden_policy(
                [ForbiddenPolicy::Reject, ForbiddenPolicy::Lose]
                    .into_iter()
                    .find(|p| crate::name_matches(value, p.name()))
                    .ok_or(unknown)?,
            ),
            4 => self.with_caro_rule(on()?),
            5 => self.with_capture(number()?)?,
            6 => self.with_perfect_five(on()?)?,
            7 => self.with_pass(on()?),
            _ => self.with_move_limit(number()?)?,
        })
    }

    /// The preset the text form starts from (the one that needs the fewest switches; the
    /// first of [`Preset::ALL`] on a tie), and the switches that differ from it.
    fn nearest_preset(&self) -> (Preset, [bool; 9]) {
        let mut best = (Preset::Freestyle, [true; 9], usize::MAX);
        for p in Preset::ALL {
            let mut base = p.rules();
            base.size = self.size;
            let mut differs = [false; 9];
            for (i, d) in differs.iter_mut().enumerate() {
                *d = base.switch_differs(i, self);
            }
            let n = differs.iter().filter(|d| **d).count();
            if n < best.2 {
                best = (p, differs, n);
            }
        }
        (best.0, best.1)
    }
}

impl fmt::Display for Rules {
    /// The text that parses back to these rules: the nearest preset's name, `/size` when
    /// the size is not the preset's own, then `+switch=value` for every switch that
    /// differs from the preset (`renju`, `freestyle/19`, `renju+pass=on`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (preset, differs) = self.nearest_preset();
        f.write_str(preset.name())?;
        if preset.rules().size != self.size {
            write!(f, "/{}", self.size)?;
        }
        for (i, name) in SWITCHES.iter().enumerate() {
            if differs[i] {
                write!(f, "+{name}=")?;
                self.write_switch(i, f)?;
            }
        }
        Ok(())
    }
}

impl FromStr for Rules {
    type Err = RulesTextError;
    /// Parses the text form: a preset name, then optionally `/size`, then any number of
    /// `+switch=value`, applied in order through the builders' checks. Names and values
    /// parse as every name does (any case, `-`, `_` or a space between words):
    ///
    /// | switch | value |
    /// |---|---|
    /// | `overline-wins` | the colours an overline wins for: `black,white`, `black`, `white`, `none` |
    /// | `forbidden-black`, `forbidden-white` | kinds joined by `,` (`double-three,double-four,overline`), or `none` |
    /// | `policy` | `reject` or `lose` |
    /// | `caro`, `perfect-five`, `pass` | `on` or `off` |
    /// | `capture` | the pairs that win, or `off` |
    /// | `move-limit` | a number of stones, or `off` |
    ///
    /// Every `Rules` value prints (`Display`) as such a text, and parses back equal.
    ///
    /// ```
    /// use gomoku_referee::{Color, Restrictions, Rules};
    ///
    /// let site = Rules::freestyle().with_size(19)?.with_restrictions(Color::Black, Restrictions::RENJU);
    /// let text = site.to_string();
    /// assert_eq!(text, "freestyle/19+forbidden-black=double-three,double-four,overline");
    /// assert_eq!(text.parse(), Ok(site));
    /// assert_eq!("renju+pass=on".parse(), Ok(Rules::renju().with_pass(true)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn from_str(s: &str) -> Result<Rules, RulesTextError> {
        let mut parts = s.split('+');
        let head = parts.next().unwrap_or("");
        let (name, size) = match head.split_once('/') {
            Some((name, size)) => (name, Some(size)),
            None => (head, None),
        };
        let mut rules = name.parse::<Preset>()?.rules();
        if let Some(size) = size {
            if size.is_empty() || !size.bytes().all(|b| b.is_ascii_digit()) {
                return Err(ParseError::UnknownRules.into());
            }
            rules = rules.with_size(size.parse().unwrap_or(u32::MAX))?;
        }
        for part in parts {
            let (name, value) = part.split_once('=').ok_or(ParseError::UnknownRules)?;
            rules = rules.with_switch(name, value)?;
        }
        Ok(rules)
    }
}

/// Why a set of rules could not be built.
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Rules, RulesError};
///
/// assert_eq!(Rules::freestyle().with_size(4), Err(RulesError::SizeOutOfRange { size: 4 }));
/// assert_eq!(Rules::from_gomocup(3), Err(RulesError::UnsupportedGomocupCode { code: 3 }));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
pub enum RulesError {
    /// The size is not in 5..=26.
    #[error("board size {size} is out of range 5..=26")]
    SizeOutOfRange {
        /// The size asked for.
        size: u32,
    },
    /// A Gomocup rule code that the library cannot honour.
    #[error(
        "gomocup rule code {code} is not supported (supported: 0, 1, 2, 4, 5, 8, 9; 2 is read as renju, as Yixin-Board sends it)"
    )]
    UnsupportedGomocupCode {
        /// The code given.
        code: u32,
    },
    /// A capture target of zero pairs (or more than the board could ever give).
    #[error("capture target of {pairs} pairs is out of range 1..=100")]
    CaptureTargetOutOfRange {
        /// The target given.
        pairs: u32,
    },
    /// A move limit outside 1..=65535.
    #[error("move limit {limit} is out of range 1..=65535")]
    MoveLimitOutOfRange {
        /// The limit given.
        limit: u32,
    },
    /// The perfect-five rule was asked for without captures, which it is defined by.
    #[error("the perfect-five rule needs the capture option")]
    PerfectFiveNeedsCapture,
}

/// Why a text could not be read as rules (`"renju/19+pass=on"`, see [`Rules`]'s
/// `FromStr`): a text that names no rules, or a value the builders refuse.
///
/// # Examples
///
/// ```
/// use gomoku_referee::{ParseError, Rules, RulesError, RulesTextError};
///
/// assert_eq!("gomoku".parse::<Rules>(), Err(RulesTextError::Parse(ParseError::UnknownRules)));
/// assert_eq!(
///     "renju/27".parse::<Rules>(),
///     Err(RulesTextError::Rules(RulesError::SizeOutOfRange { size: 27 }))
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
pub enum RulesTextError {
    /// No rules by that name, or a switch or value that does not parse: always
    /// [`ParseError::UnknownRules`].
    #[error(transparent)]
    Parse(#[from] ParseError),
    /// A value the builders refuse: a size out of range, a capture target or move limit
    /// out of range, the perfect-five rule without captures.
    #[error(transparent)]
    Rules(#[from] RulesError),
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::prelude::rust_2024::*;

    #[test]
    fn names_parse_back() {
        for k in Forbidden::ALL {
            assert_eq!(k.to_string(), k.name());
            assert_eq!(k.name().parse(), Ok(k));
            assert_eq!(k.name().to_uppercase().parse(), Ok(k));
            assert_eq!(k.name().replace('-', "_").parse(), Ok(k));
            assert_eq!(k.name().replace('-', " ").parse(), Ok(k));
        }
        assert_eq!(Forbidden::ALL.map(Forbidden::char), ['3', '4', '6']);
        for bad in [
            "",
            "double",
            "doublethree",
            "double--three",
            "double-three ",
            "six",
            "3",
        ] {
            assert_eq!(
                bad.parse::<Forbidden>(),
                Err(ParseError::InvalidForbidden),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn restrictions_are_bits() {
        for bits in 0..8u32 {
            let r = Restrictions::from_bits(bits).unwrap();
            assert_eq!(u32::from(r.bits()), bits);
            assert_eq!(r.is_empty(), bits == 0);
            for k in Forbidden::ALL {
                assert_eq!(r.contains(k), bits >> (k as u32) & 1 != 0);
                assert!(r.with(k).contains(k));
                assert_eq!(r.with(k).with(k), r.with(k));
            }
        }
        for bits in [8, 9, 255, u32::MAX] {
            assert_eq!(Restrictions::from_bits(bits), None);
        }
        let all = Forbidden::ALL
            .into_iter()
            .fold(Restrictions::NONE, Restrictions::with);
        assert_eq!(all, Restrictions::RENJU);
        assert_eq!(Restrictions::default(), Restrictions::NONE);
    }

    #[test]
    fn preset_names_round_trip() {
        for p in Preset::ALL {
            assert_eq!(p.name().parse(), Ok(p));
            assert_eq!(p.to_string().to_uppercase().parse(), Ok(p));
            assert_eq!(p.rules().to_string(), p.name());
            assert_eq!(p.name().parse(), Ok(p.rules()));
            assert_eq!(p.rules().preset(), Some(p));
        }
        assert_eq!("ninuki_renju".parse(), Ok(Preset::NinukiRenju));
        assert_eq!("Ninuki Renju".parse(), Ok(Preset::NinukiRenju));
        assert_eq!("freestyle/19".parse::<Rules>().unwrap().size(), 19);
        assert_eq!(
            Rules::pente().with_size(15).unwrap().to_string(),
            "pente/15"
        );
        assert!("gomoku".parse::<Rules>().is_err());
        assert_eq!(
            "renju/4".parse::<Rules>(),
            Err(RulesTextError::Rules(RulesError::SizeOutOfRange {
                size: 4
            }))
        );
    }

    /// Issue 11, item 7: every rules value prints as text that parses back to it: the
    /// nearest preset, `/size`, then `+switch=value` for each switch that differs.
    #[test]
    fn custom_rules_print_and_parse_back() {
        let site = Rules::freestyle()
            .with_size(19)
            .unwrap()
            .with_restrictions(Color::Black, Restrictions::RENJU);
        let cases = [
            (Rules::renju().with_pass(true), "renju+pass=on"),
            (
                site,
                "freestyle/19+forbidden-black=double-three,double-four,overline",
            ),
            (
                Rules::renju().with_forbidden_policy(ForbiddenPolicy::Reject),
                "renju+policy=reject",
            ),
            (
                Rules::standard().with_move_limit(Some(200)).unwrap(),
                "standard+move-limit=200",
            ),
            (
                Rules::pente()
                    .with_capture(None)
                    .unwrap()
                    .with_caro_rule(true),
                "caro-overline/19",
            ),
            (
                Rules::ninuki_renju().with_perfect_five(false).unwrap(),
                "omok+capture=5",
            ),
            (
                Rules::freestyle().with_overline_wins(Color::White, false),
                "freestyle+overline-wins=black",
            ),
            (
                Rules::omok().with_capture(Some(7)).unwrap(),
                "omok+capture=7",
            ),
            (
                Rules::renju().with_overline_wins(Color::Black, true),
                "renju+overline-wins=black,white",
            ),
        ];
        for (rules, text) in cases {
            assert_eq!(rules.to_string(), text);
            assert_eq!(text.parse::<Rules>(), Ok(rules), "{text}");
        }
        // Names and values parse as every name does: any case, `-`, `_` or a space.
        assert_eq!(
            "Renju + PASS=On".parse::<Rules>(),
            Err(RulesTextError::Parse(ParseError::UnknownRules))
        );
        assert_eq!("RENJU+Pass=ON".parse(), Ok(Rules::renju().with_pass(true)));
        assert_eq!(
            "freestyle+forbidden_black=Double Three+policy=LOSE".parse(),
            Ok(Rules::freestyle()
                .with_restrictions(Color::Black, Restrictions::DOUBLE_THREE)
                .with_forbidden_policy(ForbiddenPolicy::Lose))
        );
        // Switches apply in order, through the builders' checks.
        assert_eq!(
            "freestyle+forbidden-white=none+move-limit=off+capture=off".parse(),
            Ok(Rules::freestyle())
        );
        for (bad, err) in [
            (
                "renju/27",
                RulesTextError::Rules(RulesError::SizeOutOfRange { size: 27 }),
            ),
            (
                "renju/99999999999",
                RulesTextError::Rules(RulesError::SizeOutOfRange { size: u32::MAX }),
            ),
            (
                "pente+capture=0",
                RulesTextError::Rules(RulesError::CaptureTargetOutOfRange { pairs: 0 }),
            ),
            (
                "renju+move-limit=70000",
                RulesTextError::Rules(RulesError::MoveLimitOutOfRange { limit: 70000 }),
            ),
            (
                "renju+perfect-five=on",
                RulesTextError::Rules(RulesError::PerfectFiveNeedsCapture),
            ),
            ("renju/", RulesTextError::Parse(ParseError::UnknownRules)),
            ("renju/-5", RulesTextError::Parse(ParseError::UnknownRules)),
            ("renju+", RulesTextError::Parse(ParseError::UnknownRules)),
            (
                "renju+pass",
                RulesTextError::Parse(ParseError::UnknownRules),
            ),
            (
                "renju+pass=maybe",
                RulesTextError::Parse(ParseError::UnknownRules),
            ),
            (
                "renju+castling=on",
                RulesTextError::Parse(ParseError::UnknownRules),
            ),
            (
                "renju+forbidden-black=triple",
                RulesTextError::Parse(ParseError::UnknownRules),
            ),
            ("custom/15", RulesTextError::Parse(ParseError::UnknownRules)),
        ] {
            assert_eq!(bad.parse::<Rules>(), Err(err), "{bad}");
        }
        assert_eq!(
            "renju/27".parse::<Rules>().unwrap_err().to_string(),
            "board size 27 is out of range 5..=26"
        );
    }

    #[test]
    fn presets_are_distinct() {
        for a in Preset::ALL {
            for b in Preset::ALL {
                if a != b {
                    let mut ra = a.rules();
                    ra.size = 15;
                    let mut rb = b.rules();
                    rb.size = 15;
                    assert_ne!(ra, rb, "{a} and {b}");
                }
            }
        }
    }

    #[test]
    fn gomocup_codes() {
        let expected = [
            (0, Some(Preset::Freestyle)),
            (1, Some(Preset::Standard)),
            (2, Some(Preset::Renju)),
            (3, None),
            (4, Some(Preset::Renju)),
            (5, Some(Preset::Renju)),
            (6, None),
            (7, None),
            (8, Some(Preset::CaroOverline)),
            (9, Some(Preset::Caro)),
            (10, None),
            (12, None),
            (u32::MAX, None),
        ];
        for (code, preset) in expected {
            assert_eq!(
                Rules::from_gomocup(code).ok().and_then(|r| r.preset()),
                preset,
                "{code}"
            );
        }
        for p in Preset::ALL {
            if let Some(code) = p.rules().gomocup_code() {
                assert_eq!(Rules::from_gomocup(code), Ok(p.rules()));
            }
        }
    }

    #[test]
    fn sizes() {
        for n in 0..40 {
            assert_eq!(
                Rules::freestyle().with_size(n).is_ok(),
                (5..=26).contains(&n)
            );
        }
    }

    /// Whether the stone at `*` wins along the row, for its colour (`X` Black, `O` White;
    /// a leading `|` puts the row against the left edge; a trailing one only marks where
    /// the board of the rules ends).
    fn wins(rules: &Rules, row: &str) -> bool {
        let mut board = Board::empty(rules.size());
        // Rows that start at the edge start at a1; others start one point in.
        let (row, x0) = match row.strip_prefix('|') {
            Some(rest) => (rest, 0),
            None => (row, 1),
        };
        let row = row.strip_suffix('|').unwrap_or(row);
        let mut at = None;
        for (i, c) in row.chars().enumerate() {
            let q = Point::new(x0 + i as u8, 0).unwrap();
            match c {
                'X' => board.set(q, Color::Black),
                'O' => board.set(q, Color::White),
                '*' => at = Some(q),
                _ => {}
            }
        }
        let q = at.unwrap();
        let color = if row.contains('X') {
            Color::Black
        } else {
            Color::White
        };
        board.set(q, color);
        rules.line_wins(&board, color, q, (1, 0))
    }

    #[test]
    fn what_line_wins() {
        let free = Rules::freestyle();
        let standard = Rules::standard();
        let renju = Rules::renju();
        let caro = Rules::caro();
        let caro_overline = Rules::caro_overline();
        assert!(wins(&free, ".XX*XX."));
        assert!(!wins(&free, ".XX*X.."));
        assert!(wins(&free, ".XX*XXX"));
        assert!(!wins(&standard, ".XX*XXX"));
        assert!(wins(&standard, "OXX*XXO"));
        // Renju: Black exactly five, White five or more.
        assert!(!wins(&renju, ".XX*XXX"));
        assert!(wins(&renju, ".OO*OOO"));
        // Caro: blocked at both ends by the opponent, no win; the edge does not block.
        assert!(!wins(&caro, "OXX*XXO"));
        assert!(wins(&caro, "OXX*XX."));
        assert!(wins(&caro, "|XX*XXO"));
        assert!(wins(&caro.with_size(5).unwrap(), "|XX*XX|"));
        assert!(wins(&caro.with_size(6).unwrap(), "|XX*XXO|"));
        assert!(!wins(&caro, ".XX*XXX."));
        // Rule 8: the both-ends test is for exact fives; an overline wins blocked or not.
        assert!(!wins(&caro_overline, "OXX*XXO"));
        assert!(wins(&caro_overline, "OXX*XXXO"));
        assert!(wins(&caro_overline, "OXX*XXX."));
        // A forbidden overline never wins, whatever the overline switch says.
        let site = free.with_restrictions(Color::Black, Restrictions::OVERLINE);
        assert!(!site.overline_wins(Color::Black));
        assert!(!wins(&site, ".XX*XXX"));
        assert!(wins(&site, ".XX*XX."));
        assert!(wins(&site, ".OO*OOO"));
    }

    #[test]
    fn switches_round_trip_and_are_checked() {
        let mut all = std::vec::Vec::new();
        for p in Preset::ALL {
            let r = p.rules();
            all.extend([
                r,
                r.with_pass(true),
                r.with_overline_wins(Color::Black, !r.overline_switch(Color::Black)),
                r.with_restrictions(Color::White, Restrictions::OVERLINE)
                    .with_overline_wins(Color::White, true),
                r.with_move_limit(Some(65535)).unwrap(),
            ]);
        }
        for r in all {
            assert_eq!(Rules::from_switches(&r.switches()), Ok(r), "{r:?}");
            for c in Color::ALL {
                assert_eq!(r.overline_switch(c), r.switches().overline_wins[c.index()]);
                assert_eq!(
                    r.rejects_forbidden(c),
                    r.forbidden_policy() == ForbiddenPolicy::Reject
                        && !r.restrictions(c).is_empty()
                );
            }
        }
        // The overline switch survives a forbidden overline, which only masks it.
        let r = Rules::renju().with_overline_wins(Color::Black, true);
        assert!(r.overline_switch(Color::Black) && !r.overline_wins(Color::Black));
        let base = Rules::freestyle().switches();
        let bad = [
            (
                RulesSwitches { size: 4, ..base },
                RulesError::SizeOutOfRange { size: 4 },
            ),
            (
                RulesSwitches {
                    capture: Some(0),
                    ..base
                },
                RulesError::CaptureTargetOutOfRange { pairs: 0 },
            ),
            (
                RulesSwitches {
                    perfect_five: true,
                    ..base
                },
                RulesError::PerfectFiveNeedsCapture,
            ),
            (
                RulesSwitches {
                    move_limit: Some(65536),
                    ..base
                },
                RulesError::MoveLimitOutOfRange { limit: 65536 },
            ),
        ];
        for (s, e) in bad {
            assert_eq!(Rules::from_switches(&s), Err(e));
        }
    }

    #[test]
    fn capture_switches() {
        let r = Rules::freestyle();
        assert_eq!(
            r.with_capture(Some(0)),
            Err(RulesError::CaptureTargetOutOfRange { pairs: 0 })
        );
        assert_eq!(r.with_capture(Some(1)).unwrap().capture(), Some(1));
        assert_eq!(r.with_capture(Some(100)).unwrap().capture(), Some(100));
        assert_eq!(
            r.with_capture(Some(101)),
            Err(RulesError::CaptureTargetOutOfRange { pairs: 101 })
        );
        // Captures off takes the perfect-five rule with them.
        let off = Rules::ninuki_renju().with_capture(None).unwrap();
        assert_eq!((off.capture(), off.perfect_five()), (None, false));
        assert_eq!(
            off.with_perfect_five(true),
            Err(RulesError::PerfectFiveNeedsCapture)
        );
        assert!(off.with_perfect_five(false).is_ok());
    }

    #[test]
    fn every_rules_error_message_is_exact() {
        crate::testing::assert_messages(&[
            (
                &RulesError::SizeOutOfRange { size: 27 },
                "board size 27 is out of range 5..=26",
            ),
            (
                &RulesError::UnsupportedGomocupCode { code: 6 },
                "gomocup rule code 6 is not supported (supported: 0, 1, 2, 4, 5, 8, 9; 2 is read \
                 as renju, as Yixin-Board sends it)",
            ),
            (
                &RulesError::CaptureTargetOutOfRange { pairs: 0 },
                "capture target of 0 pairs is out of range 1..=100",
            ),
            (
                &RulesError::MoveLimitOutOfRange { limit: 70000 },
                "move limit 70000 is out of range 1..=65535",
            ),
            (
                &RulesError::PerfectFiveNeedsCapture,
                "the perfect-five rule needs the capture option",
            ),
            (
                &RulesTextError::Rules(RulesError::SizeOutOfRange { size: 4 }),
                "board size 4 is out of range 5..=26",
            ),
        ]);
    }
}
