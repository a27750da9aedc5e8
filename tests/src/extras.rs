//! The rest of the C header through every face (issue 18, items 1 and 5): symmetries,
//! openings, game records read back in every format (valid and damaged), matches, clocks,
//! the protocol's replies and the default VCF limits — each face's raw answers compared
//! with the core's. The questions are fixed and the same for every face; arguments only C
//! can pass (numbers past an enum, NULL, negative times) are asserted in the C face.

use core::fmt::Write as _;

use gomoku_referee::{Color, Point, Termination};

use crate::texts::Parsed;

/// A record to read: its format and bytes.
#[derive(Debug, Clone)]
pub struct RecordInput {
    /// How to read it.
    pub format: RecordFormat,
    /// The file's bytes.
    pub bytes: Vec<u8>,
}

/// The readers of RULES.md §11.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RecordFormat {
    /// Move text, on a board of this size.
    Moves(u8),
    /// Gomocup PSQ.
    Psq,
    /// SGF, rows from the top (`false`) or the bottom (`true`).
    Sgf(bool),
    /// RenLib (binary).
    RenLib,
}

/// A game text of a [`MatchScript`]: the moves, and whether the game is then drawn by
/// agreement (the text ends in `" ="`: the side to move offers, the other accepts).
#[must_use]
pub fn drawn_text(text: &str) -> (&str, bool) {
    match text.strip_suffix(" =") {
        Some(moves) => (moves, true),
        None => (text, false),
    }
}

/// A match to play: the players, the settings, and the games to record (move texts played
/// under freestyle: finished or not; drawn by agreement after a text ending in `" ="`).
#[derive(Debug, Clone)]
pub struct MatchScript {
    /// The two players' names.
    pub names: [String; 2],
    /// The Elo K factor (refused outside 1–100).
    pub k: u32,
    /// Whether the first player alternates.
    pub alternate: bool,
    /// The players' ratings, if not new.
    pub ratings: Option<[f64; 2]>,
    /// The games to record.
    pub games: Vec<String>,
}

/// A clock to run: its control (per move, budget, increment, in ms) and the time each
/// player spends, in order; then whether it ends a game of `h8 i9` on time.
#[derive(Debug, Clone)]
pub struct ClockScript {
    /// The limit per move.
    pub per_move: Option<u64>,
    /// The budget.
    pub budget: Option<u64>,
    /// The increment.
    pub increment: u64,
    /// `(player, ms)` reports.
    pub spends: Vec<(usize, u64)>,
}

/// The questions, the same for every face.
#[derive(Debug, Clone)]
pub struct ExtraQuestions {
    /// Texts to parse as symmetries.
    pub symmetry_texts: Vec<String>,
    /// Texts to parse as openings.
    pub opening_texts: Vec<String>,
    /// Records to read.
    pub records: Vec<RecordInput>,
    /// RenjuNet files to read, every game.
    pub renjunet: Vec<String>,
    /// RenjuNet texts to read as one record (the first game).
    pub renjunet_texts: Vec<Vec<u8>>,
    /// Matches to play.
    pub matches: Vec<MatchScript>,
    /// Clocks to run.
    pub clocks: Vec<ClockScript>,
    /// Brain moves to write: the point and the board size.
    pub move_replies: Vec<(Point, u8)>,
    /// Replies with a text: the kind (`ok`, `error`, `unknown`, `message`, `debug`, `swap`)
    /// and the text.
    pub text_replies: Vec<(&'static str, String)>,
    /// Answers to `ABOUT`: name, version, author, country.
    pub abouts: Vec<[String; 4]>,
}

/// A replayed game: its key, its moves, its outcome (winner, how it ended) if over.
pub type Replayed = (u64, Vec<Option<Point>>, Option<OutcomeParts>);

/// A refused replay: the variant, and the 1-based number of the move refused for a move
/// out of turn or illegal.
pub type ReplayRefusal = (&'static str, Option<usize>);

/// An outcome: the winner (`None` a draw) and how the game ended.
pub type OutcomeParts = (Option<Color>, Termination);

/// A record as read: what each face reports of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordView {
    /// The board size.
    pub size: u8,
    /// The main line (`None` a pass).
    pub moves: Vec<Option<Point>>,
    /// The 15 text fields of `gomoku_record_field`, in its order: Black, White, event,
    /// date, result, rules name, comment (as recorded), the opening rule, its actions
    /// (`, `-joined), RenjuNet's swaps and offers (decimal), the offered points
    /// (space-joined), the side with a pending draw offer, PSQ's trailer (its lines
    /// `\n`-joined, `None` when there are none) and PSQ's header after the size.
    pub texts: [Option<String>; 15],
    /// The row convention an SGF record was read with (`"top"`, `"bottom"`), `None` for
    /// another format.
    pub sgf_rows: Option<&'static str>,
    /// The milliseconds of each move of the main line (PSQ), `None` where there is none.
    pub times: Vec<Option<u32>>,
    /// Every node of the tree, in index order: its move's time and the properties it keeps
    /// as written (identifier, values).
    pub nodes: Vec<NodeExtras>,
    /// The record itself written in each format of [`WRITTEN`], or the `WriteError`
    /// variant.
    pub written: Vec<Result<String, &'static str>>,
    /// The recorded winner (`Some(None)` a draw), `None` without a result.
    pub winner: Option<Option<Color>>,
    /// Replayed under the rules it names (renju if none): the key and moves of the game
    /// and its outcome, or the refusal.
    pub replay: Result<Replayed, ReplayRefusal>,
    /// Replayed under freestyle.
    pub replay_freestyle: Result<Replayed, ReplayRefusal>,
}

/// What a node of a record keeps besides its place in the tree: its move's time, and the
/// properties kept as written (identifier, values).
pub type NodeExtras = (Option<u32>, Vec<(String, Vec<String>)>);

/// The formats a record is written in for [`RecordView::written`], in order: the format's
/// name (as the core and Python name it), its `gomoku_format` number and the SGF rows
/// (`true` from the bottom). RenjuNet and RenLib are read only: their writes are refused.
pub const WRITTEN: [(&str, i32, bool); 6] = [
    ("moves", 0, false),
    ("psq", 1, false),
    ("sgf", 2, false),
    ("sgf", 2, true),
    ("renjunet", 3, false),
    ("renlib", 4, false),
];

/// A refused read: the variant and the byte offset of the error.
pub type ReadError = (&'static str, usize);

/// A game of a match: first player, who held Black, the winner, how it ended.
pub type MatchGameView = (usize, usize, Option<usize>, Termination);

/// A match as played.
#[derive(Debug, Clone, PartialEq)]
pub struct MatchView {
    /// Each game recorded.
    pub recorded: Vec<Parsed<MatchGameView>>,
    /// The games kept, in order.
    pub games: Vec<MatchGameView>,
    /// The score.
    pub score: [f64; 2],
    /// The ratings.
    pub ratings: [f64; 2],
    /// The first player of the next game.
    pub next_first: usize,
}

/// A clock as run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClockView {
    /// Each report: in time, or the refusal.
    pub spent: Vec<Parsed<bool>>,
    /// After each report: remaining then time left, first player then second.
    pub times: Vec<[Option<u64>; 4]>,
    /// The player who ran out, if any.
    pub flagged: Option<usize>,
    /// Whether it ended a game of `h8 i9` (and that game's outcome then).
    pub ended: Parsed<(bool, Option<OutcomeParts>)>,
}

/// The answers of one face.
#[derive(Debug, Clone, PartialEq)]
pub struct Extras {
    /// The names of the eight symmetries, in order.
    pub symmetry_names: Vec<String>,
    /// Each symmetry text parsed (the symmetry's number).
    pub symmetries: Vec<Parsed<usize>>,
    /// The inverse of each symmetry.
    pub inverses: Vec<usize>,
    /// `a.then(b)` for every pair, `a` major.
    pub products: Vec<usize>,
    /// Each opening text parsed: its name and number of offers.
    pub openings: Vec<Parsed<(String, Option<u8>)>>,
    /// Each record read.
    pub records: Vec<Result<RecordView, ReadError>>,
    /// The line and column of each refused read of [`Extras::records`]; `None` for a
    /// face that gives only the offset (Python).
    pub record_lines: Option<Vec<Option<(usize, usize)>>>,
    /// Each RenjuNet text read as one record; `None` for a face that reads RenjuNet
    /// files only (Python).
    pub renjunet_texts: Option<Vec<Result<RecordView, ReadError>>>,
    /// Each RenjuNet file: its games, up to the first error.
    pub renjunet: Vec<Vec<Result<RecordView, &'static str>>>,
    /// Each match.
    pub matches: Vec<Parsed<MatchView>>,
    /// Each clock.
    pub clocks: Vec<Parsed<ClockView>>,
    /// Each move reply written.
    pub move_replies: Vec<Parsed<String>>,
    /// Each text reply written.
    pub text_replies: Vec<Parsed<String>>,
    /// Each `ABOUT` answer written.
    pub abouts: Vec<Parsed<String>>,
    /// The default VCF limits (moves, nodes, table entries), `None` for a face that has
    /// no such value to read (Python: keyword defaults).
    pub vcf_defaults: Option<(u32, u64, usize)>,
}

/// A description of every difference, or `None` if the two agree. A face without VCF
/// defaults is compared on the rest.
#[must_use]
pub fn extras_diff(core: &Extras, other: &Extras) -> Option<String> {
    let mut other = other.clone();
    if other.vcf_defaults.is_none() {
        other.vcf_defaults = core.vcf_defaults;
    }
    if other.record_lines.is_none() {
        other.record_lines.clone_from(&core.record_lines);
    }
    if other.renjunet_texts.is_none() {
        other.renjunet_texts.clone_from(&core.renjunet_texts);
    }
    if *core == other {
        return None;
    }
    let mut out = String::new();
    macro_rules! field {
        ($name:ident) => {
            if core.$name != other.$name {
                let _ = write!(
                    out,
                    "\n  {}: {:?}\n   vs {:?}",
                    stringify!($name),
                    core.$name,
                    other.$name
                );
            }
        };
    }
    field!(symmetry_names);
    field!(symmetries);
    field!(inverses);
    field!(products);
    field!(openings);
    for (i, (a, b)) in core.records.iter().zip(&other.records).enumerate() {
        if a != b {
            let _ = write!(out, "\n  record {i}: {a:?}\n   vs {b:?}");
        }
    }
    if core.records.len() != other.records.len() {
        let _ = write!(
            out,
            "\n  records: {} vs {}",
            core.records.len(),
            other.records.len()
        );
    }
    field!(record_lines);
    field!(renjunet_texts);
    field!(renjunet);
    field!(matches);
    field!(clocks);
    field!(move_replies);
    field!(text_replies);
    field!(abouts);
    field!(vcf_defaults);
    Some(out)
}

/// The sample records of `tests/data/records`.
fn sample(name: &str) -> Vec<u8> {
    std::fs::read(format!(
        "{}/data/records/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap_or_else(|e| panic!("tests/data/records/{name}: {e}"))
}

/// Every prefix of `bytes` cut at `step`-byte intervals (a damaged file), and a few bytes
/// changed.
fn damaged(format: RecordFormat, bytes: &[u8], step: usize) -> Vec<RecordInput> {
    let mut v: Vec<RecordInput> = (0..bytes.len())
        .step_by(step)
        .map(|n| RecordInput {
            format,
            bytes: bytes[..n].to_vec(),
        })
        .collect();
    for (at, b) in [(1, b'#'), (bytes.len() / 2, 0xff), (bytes.len() / 3, b'(')] {
        let mut changed = bytes.to_vec();
        if at < changed.len() {
            changed[at] = b;
            v.push(RecordInput {
                format,
                bytes: changed,
            });
        }
    }
    v
}

/// The fixed questions: the sample records whole, damaged and read as the wrong format;
/// names valid and invalid; matches and clocks with settings in and out of range.
#[must_use]
pub fn questions() -> ExtraQuestions {
    let sgf = sample("renju-five.sgf");
    let sgf_bottom = sample("renju-five-bottom.sgf");
    let psq = sample("renju-five.psq");
    let moves = sample("renju-five.txt");
    let forbidden = sample("renju-forbidden.txt");
    let lib = sample("opening.lib");
    let mut records =
        vec![
        RecordInput {
            format: RecordFormat::Sgf(false),
            bytes: sgf.clone(),
        },
        RecordInput {
            format: RecordFormat::Sgf(true),
            bytes: sgf.clone(),
        },
        RecordInput {
            format: RecordFormat::Sgf(true),
            bytes: sgf_bottom.clone(),
        },
        RecordInput {
            format: RecordFormat::Psq,
            bytes: psq.clone(),
        },
        RecordInput {
            format: RecordFormat::RenLib,
            bytes: lib.clone(),
        },
        RecordInput {
            format: RecordFormat::Psq,
            bytes: sgf.clone(),
        },
        RecordInput {
            format: RecordFormat::Sgf(false),
            bytes: psq.clone(),
        },
        RecordInput {
            format: RecordFormat::RenLib,
            bytes: moves.clone(),
        },
        RecordInput {
            format: RecordFormat::Sgf(false),
            bytes: b"(;GM[4]SZ[9]RE[0];B[ee];W[];B[ff])".to_vec(),
        },
        RecordInput {
            format: RecordFormat::Sgf(false),
            bytes: b"(;GM[4]SZ[15]RE[W+R]RU[freestyle];B[hh];B[ii])".to_vec(),
        },
        RecordInput {
            format: RecordFormat::Sgf(false),
            bytes: b"(;GM[4]SZ[30])".to_vec(),
        },
        RecordInput {
            format: RecordFormat::Sgf(false),
            bytes: b"(;GM[4]SZ[15];B[hh];W[ii];B[jj];W[hh])".to_vec(),
        },
        // The library's own SGF properties: an opening with its actions, a draw offer.
        RecordInput {
            format: RecordFormat::Sgf(false),
            bytes:
                b"(;GM[4]SZ[15]OR[soosorv-2]OA[h8][h9][j10][swap][g10][declare 2]OD[B];B[hh];W[hg])"
                    .to_vec(),
        },
        // What a record keeps as written: PSQ's header, times and trailer; properties
        // SGF does not interpret, on the root and below, with escapes and several values
        // (read from the top and from the bottom); a set-up start PSQ cannot hold.
        RecordInput {
            format: RecordFormat::Psq,
            bytes: b"Piskvorky 15x15, 11:11, 0\n8,8,1234\n9,7,250\n-1\nengine A vs B\n".to_vec(),
        },
        RecordInput {
            format: RecordFormat::Psq,
            bytes: b"Piskvorky 15x15\n8,8\n9,7,0\n".to_vec(),
        },
        RecordInput {
            format: RecordFormat::Sgf(false),
            bytes: b"(;GM[4]SZ[15]XY[1][a\\]b]ZZ[];B[hh]BR[3d]C[x];W[ig](;B[jj]WR[1k][2k])(;B[kk]))"
                .to_vec(),
        },
        RecordInput {
            format: RecordFormat::Sgf(true),
            bytes: b"(;GM[4]SZ[15]XY[1][a\\]b]ZZ[];B[hh]BR[3d]C[x];W[ig](;B[jj]WR[1k][2k])(;B[kk]))"
                .to_vec(),
        },
        RecordInput {
            format: RecordFormat::Sgf(false),
            bytes: b"(;GM[4]SZ[15]AB[aa]PL[W];W[hh];B[ii])".to_vec(),
        },
    ];
    for size in [15, 9, 5, 4, 27] {
        for text in [&moves, &forbidden] {
            records.push(RecordInput {
                format: RecordFormat::Moves(size),
                bytes: text.clone(),
            });
        }
    }
    records.extend(damaged(RecordFormat::Sgf(false), &sgf, 23));
    records.extend(damaged(RecordFormat::Psq, &psq, 13));
    records.extend(damaged(RecordFormat::Moves(15), &moves, 5));
    records.extend(damaged(RecordFormat::RenLib, &lib, 7));
    let finished = "h8 a1 h9 a2 h10 a3 h11 a4 h12";
    let white_wins = "a1 h8 a2 h9 a3 h10 a4 h11 b5 h12";
    let matches = vec![
        MatchScript {
            names: ["Ann".into(), "Bo".into()],
            k: 32,
            alternate: true,
            ratings: None,
            // A drawn game has no winner (issue 18: a C winner of 1 for a draw survived).
            games: vec![
                finished.into(),
                white_wins.into(),
                "h8".into(),
                "h8 i9 =".into(),
                finished.into(),
            ],
        },
        MatchScript {
            names: ["first".into(), "".into()],
            k: 1,
            alternate: false,
            ratings: Some([1800.0, 1500.5]),
            games: vec![white_wins.into(), white_wins.into(), finished.into()],
        },
        MatchScript {
            names: ["a".into(), "b".into()],
            k: 100,
            alternate: true,
            ratings: Some([0.0, 3000.0]),
            games: vec![finished.into(), "".into()],
        },
        MatchScript {
            names: ["a".into(), "b".into()],
            k: 0,
            alternate: true,
            ratings: None,
            games: vec![],
        },
        MatchScript {
            names: ["a".into(), "b".into()],
            k: 101,
            alternate: true,
            ratings: None,
            games: vec![],
        },
    ];
    let clocks = vec![
        ClockScript {
            per_move: Some(1000),
            budget: None,
            increment: 0,
            spends: vec![(0, 999), (1, 1000), (0, 1001), (1, 0)],
        },
        ClockScript {
            per_move: None,
            budget: Some(5000),
            increment: 100,
            spends: vec![(0, 2000), (1, 4000), (0, 3100), (1, 1200), (1, 0)],
        },
        ClockScript {
            per_move: Some(300),
            budget: Some(1000),
            increment: 50,
            spends: vec![(1, 200), (0, 301), (0, 10)],
        },
        ClockScript {
            per_move: None,
            budget: None,
            increment: 0,
            spends: vec![(0, u64::from(u32::MAX)), (1, 7)],
        },
        ClockScript {
            per_move: Some(0),
            budget: None,
            increment: 0,
            spends: vec![(0, 0)],
        },
        ClockScript {
            per_move: None,
            budget: Some(0),
            increment: 5,
            spends: vec![(1, 1)],
        },
    ];
    let point = |x, y| Point::new(x, y).expect("a point");
    ExtraQuestions {
        symmetry_texts: [
            "identity",
            "rotate-90",
            "ROTATE-180",
            "rotate-270",
            "mirror-left-right",
            "Mirror-Top-Bottom",
            "diagonal",
            "anti-diagonal",
            "rotate-45",
            "",
            " identity",
            "rotate",
            "antidiagonal",
        ]
        .map(String::from)
        .to_vec(),
        opening_texts: [
            "swap",
            "swap2",
            "PRO",
            "rif",
            "yamaguchi",
            "taraguchi",
            "taraguchi-10",
            "soosorv-8",
            "soosorv",
            "taraguchi-0",
            "taraguchi-11",
            "soosorv-99",
            "swap3",
            "",
            "swap-2",
        ]
        .map(String::from)
        .to_vec(),
        records,
        renjunet: vec![
            format!(
                "{}/data/records/sample-renjunet.rif",
                env!("CARGO_MANIFEST_DIR")
            ),
            format!("{}/data/records/README.md", env!("CARGO_MANIFEST_DIR")),
            format!(
                "{}/data/records/no-such-file.rif",
                env!("CARGO_MANIFEST_DIR")
            ),
        ],
        renjunet_texts: {
            let rif = sample("sample-renjunet.rif");
            let mut v: Vec<Vec<u8>> = (0..rif.len())
                .step_by(97)
                .map(|n| rif[..n].to_vec())
                .collect();
            // The first game's `alt` as the points offered, not their number.
            let text = String::from_utf8_lossy(&rif).replacen(r#"alt="2""#, r#"alt="g8 i10""#, 1);
            v.push(text.into_bytes());
            v.push(rif);
            v.push(b"<database><games></games></database>".to_vec());
            v.push(sgf.clone());
            v
        },
        matches,
        clocks,
        move_replies: vec![
            (point(0, 0), 15),
            (point(14, 14), 15),
            (point(7, 3), 20),
            (point(19, 0), 20),
            (point(15, 0), 15),
            (point(0, 15), 15),
            (point(4, 4), 5),
            (point(25, 25), 26),
            (point(0, 0), 4),
            (point(3, 3), 27),
        ],
        text_replies: vec![
            ("ok", String::new()),
            ("error", "no\nway".into()),
            ("unknown", "what".into()),
            ("message", "hello\r\nthere".into()),
            ("debug", "x=1".into()),
            ("swap", "ignored".into()),
            ("error", String::new()),
        ],
        abouts: vec![
            ["a".into(), "1".into(), "".into(), "CZ".into()],
            ["name \"q\"".into(), "0.1".into(), "me".into(), "".into()],
            [String::new(), String::new(), String::new(), String::new()],
        ],
    }
}
