//! The threat maps of both colours kept from one position to the next (RULES.md §12,
//! issue 28): for a bot that asks for them after every move it plays or takes back.
//!
//! [`ThreatTracker`] remembers the board it last answered for. Asked again, it compares
//! that board with the new one stone by stone (a move, an undo, the captures of a move, or
//! any jump from one position to another) and changes only what the changed stones can
//! change; the answer is always exactly [`Position::threat_maps`]'s (a property test
//! follows random games of every rule set, move by move and undo by undo).
//!
//! What is recomputed (docs/DESIGN.md, "Threat maps kept"):
//!
//! - Without captures and without the caro rule (the rules of the line table,
//!   `threat_scan.rs`), a changed stone changes the line words of its four lines and the
//!   table entries of the points within five steps of it along them; those points are
//!   classified again, and so are the points with a three whose straight-four point is one
//!   of them (the three reads that point's other lines). The points the table leaves to
//!   the judge (a restricted colour's three whose straight-four point might be forbidden,
//!   which can depend on stones far away through the recursion of RULES.md §6) are judged
//!   again after every change.
//! - Under captures or the caro rule the whole map is recomputed after every change (a
//!   capture removes stones and the caro rule reads what blocks a five: the table does not
//!   apply, `threat_maps` judges every candidate point).
//! - Many stones changed at once (more than [`ThreatTracker`] follows one by one: a jump
//!   to an unrelated position), or other rules or another board size: a fresh start.

use crate::board::Board;
use crate::threat_scan::KeptScan;
use crate::threats::threat_map;
use crate::{Color, Point, Position, Rules, ThreatMap};

/// The most changed stones followed one by one; more, and the tracker starts afresh.
const FOLLOWED: usize = 12;

/// The threat maps of both colours ([`Position::threat_maps`]) kept up to date from one
/// position to the next: a bot keeps one and asks it after every move and every undo, at
/// a fraction of a fresh computation's cost (see the module text of `threat_tracker.rs`
/// for what is recomputed). No allocation; a few kilobytes, so a face boxes it.
///
/// # Examples
///
/// ```
/// use gomoku_referee::{Color, Move, Position, Rules, ThreatTracker};
///
/// let mut pos = Position::new(Rules::renju());
/// let mut tracker = ThreatTracker::new();
/// for m in ["h8", "a1", "i8", "a2", "j8"] {
///     pos.play(Move::Place(m.parse()?))?;
///     assert_eq!(tracker.maps(&pos), &pos.threat_maps());
/// }
/// assert!(tracker.threats(&pos, Color::Black).four.contains("k8".parse()?));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct ThreatTracker {
    /// The rules and board the maps are of; `None` before the first question.
    at: Option<(Rules, Board)>,
    /// The maps kept stone by stone, under the rules of the line table.
    kept: Option<KeptScan>,
    /// The maps under other rules (recomputed after every change).
    maps: [ThreatMap; 2],
}

impl Default for ThreatTracker {
    fn default() -> ThreatTracker {
        ThreatTracker::new()
    }
}

impl core::fmt::Debug for ThreatTracker {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("ThreatTracker")
            .field("rules", &self.at.as_ref().map(|(r, _)| r))
            .field("kept", &self.kept.is_some())
            .finish_non_exhaustive()
    }
}

impl ThreatTracker {
    /// A tracker that has seen no position yet (its first question computes the maps
    /// afresh).
    ///
    /// ```
    /// use gomoku_referee::{Position, Rules, ThreatTracker};
    /// let pos = Position::new(Rules::freestyle());
    /// assert_eq!(ThreatTracker::new().maps(&pos), &pos.threat_maps());
    /// ```
    #[must_use]
    pub fn new() -> ThreatTracker {
        ThreatTracker {
            at: None,
            kept: None,
            maps: [ThreatMap::default(); 2],
        }
    }

    /// The threat maps of both colours of `pos`, `[black, white]`: exactly
    /// [`Position::threat_maps`], brought up to date from the last position asked about.
    ///
    /// ```
    /// use gomoku_referee::{Move, Position, Rules, ThreatTracker};
    /// let mut pos = Position::new(Rules::pente()); // captures: recomputed, still exact
    /// let mut tracker = ThreatTracker::new();
    /// for m in ["h8", "h9", "i8", "a1", "j8"] {
    ///     pos.play(Move::Place(m.parse()?))?;
    ///     assert_eq!(tracker.maps(&pos), &pos.threat_maps());
    /// }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn maps(&mut self, pos: &Position) -> &[ThreatMap; 2] {
        self.sync(pos.board(), pos.rules());
        match &self.kept {
            Some(kept) => &kept.maps,
            None => &self.maps,
        }
    }

    /// The threat map of `color` in `pos` ([`Position::threats`]), as [`ThreatTracker::maps`].
    ///
    /// ```
    /// use gomoku_referee::{Color, Move, Position, Rules, ThreatTracker};
    /// let mut pos = Position::new(Rules::standard());
    /// let mut tracker = ThreatTracker::new();
    /// pos.play(Move::Place("h8".parse()?))?;
    /// assert_eq!(tracker.threats(&pos, Color::White), &pos.threats(Color::White));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn threats(&mut self, pos: &Position, color: Color) -> &ThreatMap {
        &self.maps(pos)[color.index()]
    }

    /// Brings the maps to `board` under `rules`.
    fn sync(&mut self, board: &Board, rules: &Rules) {
        let Some((at_rules, at_board)) = &self.at else {
            return self.restart(board, rules);
        };
        if at_rules != rules || at_board.size() != board.size() {
            return self.restart(board, rules);
        }
        if at_board == board {
            return;
        }
        let mut changed = [Point::new(0, 0).expect("a1"); FOLLOWED];
        let mut count = 0;
        for c in Color::ALL {
            let (was, now) = (at_board.stones(c).rows(), board.stones(c).rows());
            for (y, (&a, &b)) in was
                .iter()
                .zip(now)
                .enumerate()
                .take(usize::from(board.size()))
            {
                let mut diff = a ^ b;
                while diff != 0 {
                    let x = diff.trailing_zeros();
                    diff &= diff - 1;
                    let p = Point::new(x as u8, y as u8).expect("a point of the board");
                    // A point that changed colour shows in both colours' differences.
                    if changed[..count].contains(&p) {
                        continue;
                    }
                    if count == FOLLOWED {
                        return self.restart(board, rules);
                    }
                    changed[count] = p;
                    count += 1;
                }
            }
        }
        self.at = Some((*rules, *board));
        match &mut self.kept {
            Some(kept) => kept.update(board, &changed[..count]),
            None => self.maps = Color::ALL.map(|c| threat_map(board, rules, c)),
        }
    }

    /// Computes the maps of `board` afresh.
    fn restart(&mut self, board: &Board, rules: &Rules) {
        self.at = Some((*rules, *board));
        self.kept = KeptScan::new(board, rules);
        if self.kept.is_none() {
            self.maps = Color::ALL.map(|c| threat_map(board, rules, c));
        }
    }
}
