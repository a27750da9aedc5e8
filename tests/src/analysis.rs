//! What the faces are compared on for the analysis of RULES.md §12, after the last step of
//! a scenario: both threat maps, the threats of a stone at every point of them, the
//! explanation of every forbidden point of the side to move (one line and tree), a VCF
//! search of the side to move, and the reference bot's decision there.

use gomoku_referee::{Color, Point};

use crate::snapshot::Refusal;

/// The names of the seven sets of a threat map, in the order of every face.
pub const SETS: [&str; 7] = [
    "five",
    "four",
    "straight_four",
    "three",
    "four_three",
    "four_four",
    "three_three",
];

/// The limits of the compared VCF searches (small: Python runs them too, every scenario).
pub const VCF_MAX_MOVES: u32 = 12;
/// The node budget of the compared VCF searches.
pub const VCF_MAX_NODES: u64 = 20_000;
/// The table of the compared VCF searches.
pub const VCF_TABLE: usize = 1024;

/// The seed of the compared reference bot.
pub const BOT_SEED: u64 = 5;
/// The node budget of the compared reference bot (small: Python runs it too).
pub const BOT_NODES: u64 = 1_000;

/// The reference bot's decision as all faces say it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BotView {
    /// The kind of step: `move`, `place`, `swap`, `keep`, `choose`, `declare`, `offer`,
    /// `pick`.
    pub kind: String,
    /// The step as text (`h8`, `choose black`, `offer g8 i9`, ...).
    pub step: String,
    /// Why: `win`, `vcf`, `refute`, `delay`, `evaluate` or `opening`.
    pub reason: String,
    /// The VCF nodes spent.
    pub nodes: u64,
}

/// A VCF search's answer as all faces can say it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VcfView {
    /// `found`, `none`, `none-within-moves` or `node-budget`.
    pub answer: &'static str,
    /// The line.
    pub moves: Vec<Point>,
    /// `five`, `forbidden-defence`, or empty without a line.
    pub end: &'static str,
    /// The positions visited.
    pub nodes: u64,
}

/// The analysis of one position, as a face reports it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Analysis {
    /// For Black and White, the seven sets of [`SETS`], each sorted.
    pub maps: [[Vec<Point>; 7]; 2],
    /// For each colour and each point of its five, four and three sets (sorted), the
    /// threats of a stone there as text: per line `direction shape wins stones points`,
    /// then `fours threes wins forbidden`.
    pub threats: Vec<(Color, Point, String)>,
    /// For each forbidden point of the side to move (sorted): the one-line and the tree
    /// text of its explanation, and its structure walked through each face's accessors
    /// (the point and kind, each row's kind, direction, stones and points with their
    /// verdicts, and the explanation of each forbidden point, recursively).
    pub explanations: Vec<(Point, String, String, String)>,
    /// The VCF searches of the side to move: the shortest, then the fast mode (issue 18:
    /// a C face that refused the fast mode survived when only the shortest was asked);
    /// then both again with the face's reusable solver (issue 28), kept from one analysis
    /// to the next, which must answer as the one-shot searches.
    pub vcf: [Result<VcfView, Refusal>; 4],
    /// The reference bot's decision for the side to move ([`BOT_SEED`], [`BOT_NODES`]).
    pub bot: Result<BotView, Refusal>,
}

/// One explained row as each face gives it: kind, direction, stones, and its points with
/// their verdicts and, for a forbidden one, its own explanation's text.
pub type RowParts<'a> = (
    &'a str,
    &'a str,
    Vec<Point>,
    Vec<(Point, &'a str, Option<String>)>,
);

/// One explanation's structure as text, from its parts as each face gives them: the point
/// and kind, then per row `kind direction [stones] [point verdict {child}, ...]`.
#[must_use]
pub fn explanation_text(point: Point, kind: &str, rows: &[RowParts<'_>]) -> String {
    let rows: Vec<String> = rows
        .iter()
        .map(|(kind, direction, stones, points)| {
            let stones: Vec<String> = stones.iter().map(ToString::to_string).collect();
            let points: Vec<String> = points
                .iter()
                .map(|(p, verdict, child)| match child {
                    Some(c) => format!("{p} {verdict} {{{c}}}"),
                    None => format!("{p} {verdict}"),
                })
                .collect();
            format!(
                "{kind} {direction} [{}] [{}]",
                stones.join("-"),
                points.join(", ")
            )
        })
        .collect();
    format!("{point} {kind}: {}", rows.join("; "))
}

/// The points to ask `threats_at` about: the five, four and three points of a map.
#[must_use]
pub fn threat_points(map: &[Vec<Point>; 7]) -> Vec<Point> {
    let mut v: Vec<Point> = map[0]
        .iter()
        .chain(&map[1])
        .chain(&map[3])
        .copied()
        .collect();
    v.sort();
    v.dedup();
    v
}

/// The text of one line's threat, the same in every face.
#[must_use]
pub fn line_text(
    direction: &str,
    shape: &str,
    wins: bool,
    stones: &[Point],
    points: &[Point],
) -> String {
    let list = |ps: &[Point]| {
        ps.iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("-")
    };
    format!(
        "{direction} {shape} {wins} [{}] [{}]",
        list(stones),
        list(points)
    )
}
