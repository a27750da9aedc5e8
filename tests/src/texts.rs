//! Names and texts through every face (issue 18, item 6): the names of colours, kinds,
//! terminations and rules, points and move lists as text, parsed back — valid texts and
//! invalid ones — and the values made from numbers (Gomocup codes, outcomes), each face's
//! answers compared with the core's.

use gomoku_referee::{Color, Forbidden, MAX_SIZE, Point, Preset, Rules, Termination};

use crate::core_face::{build, rules_view};
use crate::model::{RulesSpec, Switch};
use crate::snapshot::RulesView;

/// A parse or a construction: the value, or the core variant of its refusal.
pub type Parsed<T> = Result<T, &'static str>;

/// What a move list played on a fresh freestyle game with passes gives: the moves then
/// played (`None` a pass), or the variant of the refusal and the index of the move refused
/// with the moves then (unchanged: all or nothing).
pub type Played = (Parsed<()>, Option<usize>, Vec<Option<Point>>);

/// The questions, the same for every face.
#[derive(Debug, Clone)]
pub struct TextQuestions {
    /// Points to write as text: every point of the largest board.
    pub points: Vec<Point>,
    /// Texts to parse as points.
    pub point_texts: Vec<String>,
    /// Texts to parse as colours.
    pub color_texts: Vec<String>,
    /// Texts to parse as forbidden kinds.
    pub forbidden_texts: Vec<String>,
    /// Texts to parse as terminations.
    pub termination_texts: Vec<String>,
    /// Texts to parse as rules.
    pub rules_texts: Vec<String>,
    /// Gomocup rule codes.
    pub gomocup_codes: Vec<u32>,
    /// Move lists to play.
    pub move_texts: Vec<String>,
}

/// The answers of one face.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Texts {
    /// The library's version.
    pub version: String,
    /// The text of each point of [`TextQuestions::points`].
    pub point_names: Vec<String>,
    /// Each point text parsed.
    pub points: Vec<Parsed<Point>>,
    /// The names of Black and White.
    pub color_names: Vec<String>,
    /// Each colour text parsed.
    pub colors: Vec<Parsed<Color>>,
    /// The names of the forbidden kinds, in the core's order.
    pub forbidden_names: Vec<String>,
    /// Each kind text parsed.
    pub forbidden: Vec<Parsed<Forbidden>>,
    /// The names of the terminations, in the core's order.
    pub termination_names: Vec<String>,
    /// Each termination text parsed.
    pub terminations: Vec<Parsed<Termination>>,
    /// Each rules text parsed.
    pub rules: Vec<Parsed<RulesView>>,
    /// The rules of each Gomocup code.
    pub gomocup: Vec<Parsed<RulesView>>,
    /// An outcome made of every winner (none, Black, White) and every termination.
    pub outcomes: Vec<Parsed<(Option<Color>, Termination)>>,
    /// Each move list played.
    pub played: Vec<Played>,
}

/// Every winner, for [`Texts::outcomes`]: none, Black, White.
pub const WINNERS: [Option<Color>; 3] = [None, Some(Color::Black), Some(Color::White)];

/// The rules the move lists are played under: freestyle with passes.
#[must_use]
pub fn move_list_rules() -> RulesSpec {
    RulesSpec {
        preset: Preset::Freestyle,
        switches: vec![Switch::Pass(true)],
    }
}

fn with_variants(names: impl IntoIterator<Item = String>, invalid: &[&str]) -> Vec<String> {
    let mut v = Vec::new();
    for n in names {
        v.push(n.to_uppercase());
        v.push(n);
    }
    v.extend(invalid.iter().map(|s| (*s).to_owned()));
    v
}

impl TextQuestions {
    /// The questions: the core's own names and texts, their upper-case forms, and texts
    /// that are none.
    #[must_use]
    pub fn new() -> TextQuestions {
        let points: Vec<Point> = (0..MAX_SIZE)
            .flat_map(|y| (0..MAX_SIZE).filter_map(move |x| Point::new(x, y)))
            .collect();
        let point_texts = with_variants(
            points.iter().map(Point::to_string),
            &[
                "", "a0", "a27", "@1", "{1", "h", "8", "h8 ", " h8", "aa1", "h-1", "h 8", "é1",
            ],
        );
        let color_texts = with_variants(
            Color::ALL.iter().map(|c| c.name().to_owned()),
            &["b", "w", "x", "o", "B", "O", "", "red", "blackk", "none"],
        );
        let forbidden_texts = with_variants(
            Forbidden::ALL.iter().map(|k| k.name().to_owned()),
            &["", "four", "double"],
        );
        let termination_texts = with_variants(
            Termination::ALL.iter().map(|t| t.name().to_owned()),
            &["", "win", "none"],
        );
        let mut built: Vec<Rules> = Preset::ALL.iter().map(|p| p.rules()).collect();
        for preset in Preset::ALL {
            for s in [
                Switch::Size(19),
                Switch::Size(5),
                Switch::Pass(true),
                Switch::Capture(Some(3)),
                Switch::Capture(None),
                Switch::MoveLimit(Some(40)),
                Switch::Restrictions(Color::White, 5),
                Switch::OverlineWins(Color::Black, true),
                Switch::Lose(true),
                Switch::Caro(true),
                Switch::PerfectFive(true),
            ] {
                built.push(build(&RulesSpec {
                    preset,
                    switches: vec![s],
                }));
            }
        }
        let rules_texts = with_variants(
            built.iter().map(Rules::to_string),
            &[
                "",
                "chess",
                "renju/27",
                "renju/4",
                "renju+pass=maybe",
                "freestyle+capture=0",
                "freestyle/",
                "pente+",
            ],
        );
        TextQuestions {
            points,
            point_texts,
            color_texts,
            forbidden_texts,
            termination_texts,
            rules_texts,
            gomocup_codes: (0..=12).chain([100, u32::MAX]).collect(),
            move_texts: [
                "h8 h9 i8",
                "h8,h9",
                "h8h9i8",
                "H8 pass h9",
                "pass pass",
                "h8 h8",
                "h8 zz i9",
                "h8 i9 a16",
                "h8 i9 a27",
                "",
                "h8 , h9",
                "a1 o15",
                "h8 h9 i8 i9 j8 j9 k8 k9 l8 l9",
                "h8;h9",
            ]
            .iter()
            .map(|s| (*s).to_owned())
            .collect(),
        }
    }
}

impl Default for TextQuestions {
    fn default() -> TextQuestions {
        TextQuestions::new()
    }
}

/// The core's view of rules, for the faces' answers to be compared with.
#[must_use]
pub fn core_rules(r: &Rules) -> RulesView {
    rules_view(r)
}

/// A description of every difference from `other`, or `None` if they are equal.
#[must_use]
pub fn texts_diff(a: &Texts, b: &Texts) -> Option<String> {
    if a == b {
        return None;
    }
    let mut out = String::new();
    macro_rules! field {
        ($name:ident) => {
            if a.$name != b.$name {
                let diffs: Vec<String> = if a.$name.len() == b.$name.len() {
                    a.$name
                        .iter()
                        .zip(&b.$name)
                        .enumerate()
                        .filter(|(_, (x, y))| x != y)
                        .take(5)
                        .map(|(i, (x, y))| format!("#{i}: {x:?} vs {y:?}"))
                        .collect()
                } else {
                    vec![format!("{} vs {} answers", a.$name.len(), b.$name.len())]
                };
                out.push_str(&format!(
                    "\n    {}: {}",
                    stringify!($name),
                    diffs.join("; ")
                ));
            }
        };
    }
    if a.version != b.version {
        out.push_str(&format!("\n    version: {} vs {}", a.version, b.version));
    }
    field!(point_names);
    field!(points);
    field!(color_names);
    field!(colors);
    field!(forbidden_names);
    field!(forbidden);
    field!(termination_names);
    field!(terminations);
    field!(rules);
    field!(gomocup);
    field!(outcomes);
    field!(played);
    Some(out)
}
