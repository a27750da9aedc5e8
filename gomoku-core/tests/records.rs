//! Game records (RULES.md §11): the golden files of `tests/data/records/` read and replayed
//! as `golden.jsonl` says, bad input (each a typed error with its position, never a
//! panic), round trips by proptest for every writable format, and arbitrary bytes through
//! every reader for a fixed, seeded budget.

use std::path::PathBuf;

use gomoku_referee::record::renjunet::{RenjuNetError, RenjuNetReader};
use gomoku_referee::record::{
    Format, Record, RecordError, RecordErrorKind, RecordMove, RecordedResult, RenLibOptions,
    ReplayError, ResultCheck, SgfCollectionReader, SgfGames, SgfOptions, SgfRows, StreamError,
    TextEncoding, Tree, read_moves, read_psq, read_renlib, read_renlib_with, read_sgf,
    read_sgf_collection,
};
use gomoku_referee::{
    Color, Expecting, Game, Move, Opening, OpeningError, PlayError, Point, Rules, Setup,
    Termination,
};
use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
use serde_json::Value;

#[path = "seed/mod.rs"]
mod seed;

fn data(file: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/data/records")
        .join(file)
}

fn golden() -> Vec<Value> {
    std::fs::read_to_string(data("golden.jsonl"))
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

fn moves_text(record: &Record) -> String {
    record
        .moves()
        .map(|m| m.mv.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

fn outcome_text(game: &Game) -> String {
    match game.outcome() {
        None => "none".into(),
        Some(o) => format!(
            "{} {}",
            o.winner.map_or("draw", |c| c.name()),
            o.termination.name()
        ),
    }
}

fn check_text(c: ResultCheck) -> &'static str {
    match c {
        ResultCheck::NotRecorded => "not-recorded",
        ResultCheck::Agrees => "agrees",
        ResultCheck::Unconfirmed => "unconfirmed",
        ResultCheck::Contradicts { .. } => "contradicts",
    }
}

fn opt_str<'a>(v: &'a Value, key: &str) -> Option<&'a str> {
    v.get(key).and_then(Value::as_str)
}

fn read_golden(case: &Value) -> Record {
    let bytes = std::fs::read(data(case["file"].as_str().unwrap())).unwrap();
    let rows = match opt_str(case, "rows") {
        Some("bottom") => SgfRows::FromBottom,
        _ => SgfRows::FromTop,
    };
    match case["format"].as_str().unwrap() {
        "sgf" => read_sgf(
            &bytes,
            SgfOptions {
                rows,
                ..SgfOptions::default()
            },
        )
        .unwrap(),
        "psq" => read_psq(&bytes).unwrap(),
        "moves" => read_moves(&bytes, 15).unwrap(),
        "renlib" => read_renlib(&bytes).unwrap(),
        f => panic!("unknown format {f}"),
    }
}

#[test]
fn golden_files_read_as_golden_jsonl_says() {
    let mut checked = 0;
    for case in golden() {
        let file = case["file"].as_str().unwrap();
        if case["format"] == "renjunet" {
            continue;
        }
        let record = read_golden(&case);
        assert_eq!(
            moves_text(&record),
            case["moves"].as_str().unwrap(),
            "{file}"
        );
        assert_eq!(
            u64::from(record.size),
            case["size"].as_u64().unwrap(),
            "{file}"
        );
        assert_eq!(
            record.tree.nodes.len() as u64,
            case["nodes"].as_u64().unwrap(),
            "{file}"
        );
        assert_eq!(record.black.as_deref(), opt_str(&case, "black"), "{file}");
        assert_eq!(record.white.as_deref(), opt_str(&case, "white"), "{file}");
        assert_eq!(record.event.as_deref(), opt_str(&case, "event"), "{file}");
        assert_eq!(record.date.as_deref(), opt_str(&case, "date"), "{file}");
        assert_eq!(record.comment(), opt_str(&case, "comment"), "{file}");
        assert_eq!(
            record.result.as_ref().map(|r| r.text.as_str()),
            opt_str(&case, "result"),
            "{file}"
        );
        assert_eq!(
            record
                .result
                .as_ref()
                .and_then(|r| r.winner)
                .map(Color::name),
            opt_str(&case, "winner"),
            "{file}"
        );
        assert_eq!(
            record.rules.and_then(|r| r.preset()).map(|p| p.name()),
            opt_str(&case, "rules"),
            "{file}"
        );
        if let Some(times) = case.get("times") {
            let got: Vec<u64> = record
                .moves()
                .map(|m| u64::from(m.time_ms.unwrap()))
                .collect();
            let want: Vec<u64> = times
                .as_array()
                .unwrap()
                .iter()
                .map(|t| t.as_u64().unwrap())
                .collect();
            assert_eq!(got, want, "{file}");
        }
        if let Some(trailer) = case.get("trailer") {
            let want: Vec<&str> = trailer
                .as_array()
                .unwrap()
                .iter()
                .map(|t| t.as_str().unwrap())
                .collect();
            assert_eq!(record.trailer, want, "{file}");
        }
        for (key, get) in [
            (
                "comments",
                (|n: &gomoku_referee::record::Node| n.comment().map(str::to_owned)) as fn(&_) -> _,
            ),
            ("board_texts", |n| n.board_text().map(str::to_owned)),
        ] {
            if let Some(map) = case.get(key) {
                for (index, text) in map.as_object().unwrap() {
                    let node = &record.tree.nodes[index.parse::<usize>().unwrap()];
                    assert_eq!(get(node).as_deref(), text.as_str(), "{file} {key} {index}");
                }
            }
        }
        if let Some(marks) = case.get("marks") {
            let want: Vec<usize> = marks
                .as_array()
                .unwrap()
                .iter()
                .map(|m| m.as_u64().unwrap() as usize)
                .collect();
            let got: Vec<usize> = (0..record.tree.nodes.len())
                .filter(|&i| record.tree.nodes[i].mark())
                .collect();
            assert_eq!(got, want, "{file}");
        }
        let rules: Rules = case["replay_rules"].as_str().unwrap().parse().unwrap();
        let game = record.replay(rules).unwrap();
        assert_eq!(
            outcome_text(&game),
            case["outcome"].as_str().unwrap(),
            "{file}"
        );
        assert_eq!(
            check_text(record.check_result(&game)),
            case["check"].as_str().unwrap(),
            "{file}"
        );
        checked += 1;
    }
    assert_eq!(checked, 6);
}

#[test]
fn golden_renjunet_file_streams_game_by_game() {
    let case = golden()
        .into_iter()
        .find(|c| c["format"] == "renjunet")
        .unwrap();
    let want = case["games"].as_array().unwrap();
    let reader = RenjuNetReader::open(data(case["file"].as_str().unwrap())).unwrap();
    let games: Vec<_> = reader.collect::<Result<_, _>>().unwrap();
    assert_eq!(games.len(), want.len());
    for (game, w) in games.iter().zip(want) {
        let r = &game.record;
        assert_eq!(game.id, w["id"].as_u64().unwrap());
        assert_eq!(moves_text(r), w["moves"].as_str().unwrap());
        assert_eq!(r.black.as_deref(), opt_str(w, "black"));
        assert_eq!(r.white.as_deref(), opt_str(w, "white"));
        assert_eq!(r.event.as_deref(), opt_str(w, "event"));
        assert_eq!(r.rules_name.as_deref(), opt_str(w, "rules_name"));
        assert_eq!(
            r.rules.and_then(|r| r.preset()).map(|p| p.name()),
            opt_str(w, "rules")
        );
        assert_eq!(game.opening.as_deref(), opt_str(w, "opening"));
        assert_eq!(game.black_score.map(f64::from), w["black_score"].as_f64());
        let played = r.replay_moves(Rules::renju()).unwrap();
        assert_eq!(outcome_text(&played), w["outcome"].as_str().unwrap());
        // `replayed`: what `replay` makes of the recorded result as well (a draw that the
        // moves do not make is a draw by agreement, RULES.md §3).
        if w["check"] != "contradicts" {
            let replayed = w.get("replayed").unwrap_or(&w["outcome"]);
            let game = r.replay(Rules::renju()).unwrap();
            assert_eq!(outcome_text(&game), replayed.as_str().unwrap());
        }
        assert_eq!(
            check_text(r.check_result(&played)),
            w["check"].as_str().unwrap()
        );
        // Written as SGF, the game reads back with its moves, names and result: the XML
        // fields SGF cannot name (`id`, `rule`) are left out, and `bresult` becomes `RE`
        // (RenjuNet's `0`, a White win, is SGF's `W+`, not its `0`, a draw).
        let sgf = r.to_sgf(SgfRows::FromTop);
        let back = read_sgf(&sgf, SgfOptions::default()).unwrap();
        assert_eq!(moves_text(&back), moves_text(r), "{sgf}");
        assert_eq!(
            (&back.black, &back.white, &back.event),
            (&r.black, &r.white, &r.event)
        );
        assert_eq!((&back.rules_name, &back.date), (&r.rules_name, &r.date));
        let winner = |r: &Record| r.result.as_ref().map(|r| r.winner);
        assert_eq!(winner(&back), winner(r), "{sgf}");
        assert_eq!(
            check_text(back.check_result(&played)),
            w["check"].as_str().unwrap()
        );
    }
    // Game 4 claims a Black win for a game Black lost by a forbidden move: reported.
    assert_eq!(
        games[3].record.replay(Rules::renju()),
        Err(ReplayError::ResultContradicts {
            recorded: Some(Color::Black),
            referee: Some(Color::White)
        })
    );
}

// ---- bad input: each a typed error with its position, never a panic ----

#[test]
fn truncated_files() {
    let sgf = std::fs::read(data("renju-five.sgf")).unwrap();
    for cut in [1, 10, 40, sgf.len() - 3] {
        let err = read_sgf(&sgf[..cut], SgfOptions::default()).unwrap_err();
        assert_eq!(err.kind, RecordErrorKind::UnexpectedEnd, "cut at {cut}");
        assert_eq!(err.location.offset, cut, "cut at {cut}");
    }
    let lib = std::fs::read(data("opening.lib")).unwrap();
    for cut in [5, 19, 25, 30, 37, 45, lib.len() - 1] {
        let err = read_renlib(&lib[..cut]).unwrap_err();
        assert!(
            matches!(
                err.kind,
                RecordErrorKind::UnexpectedEnd | RecordErrorKind::WrongHeader { .. }
            ),
            "cut at {cut}: {err}"
        );
    }
    let xml = std::fs::read(data("sample-renjunet.rif")).unwrap();
    for cut in [100, xml.len() / 2, xml.len() - 200, xml.len() - 5] {
        let results: Vec<_> = RenjuNetReader::new(&xml[..cut]).collect();
        assert!(
            matches!(results.last(), Some(Err(RenjuNetError::Record(e))) if e.kind == RecordErrorKind::UnexpectedEnd),
            "cut at {cut}: {results:?}"
        );
    }
}

#[test]
fn wrong_headers_and_versions() {
    assert!(matches!(
        read_psq("Gomoku 15x15\n1,1,0\n").unwrap_err().kind,
        RecordErrorKind::WrongHeader { .. }
    ));
    assert!(matches!(
        read_renlib(b"\xffRenLin\xff\x03\x04").unwrap_err().kind,
        RecordErrorKind::WrongHeader { .. }
    ));
    let mut lib = std::fs::read(data("opening.lib")).unwrap();
    lib[8] = 4;
    let err = read_renlib(&lib).unwrap_err();
    assert_eq!(
        err.kind,
        RecordErrorKind::UnknownVersion { major: 4, minor: 4 }
    );
    assert_eq!(err.to_string(), "renlib: unknown version 4.4 at byte 8");
    assert_eq!(
        read_sgf("(;GM[1]SZ[19])", SgfOptions::default())
            .unwrap_err()
            .kind,
        RecordErrorKind::UnsupportedGame(1)
    );
}

#[test]
fn off_board_coordinates_in_every_format() {
    let off = |kind: RecordErrorKind| matches!(kind, RecordErrorKind::OffBoard { .. });
    assert!(off(read_moves("h8 q8", 15).unwrap_err().kind));
    assert!(off(read_psq("Piskvorky 15x15, 0\n0,5,0\n")
        .unwrap_err()
        .kind));
    assert!(off(read_sgf("(;GM[4]SZ[9];B[jj])", SgfOptions::default())
        .unwrap_err()
        .kind));
    let mut lib = std::fs::read(data("opening.lib")).unwrap();
    lib[22] = 0xF0;
    assert!(off(read_renlib(&lib).unwrap_err().kind));
    let xml = b"<database><games><game id='1'><move>h8 p16</move></game></games></database>";
    let err = RenjuNetReader::new(&xml[..]).next().unwrap().unwrap_err();
    assert!(matches!(err, RenjuNetError::Record(e) if off(e.kind)));
}

#[test]
fn occupied_and_forbidden_moves_name_the_move() {
    let record = read_sgf("(;GM[4]SZ[15];B[hh];W[ii];B[hh])", SgfOptions::default()).unwrap();
    let h8: Point = "h8".parse().unwrap();
    assert_eq!(
        record.replay(Rules::renju()),
        Err(ReplayError::Illegal {
            number: 3,
            mv: Move::Place(h8),
            color: Color::Black,
            error: PlayError::Occupied { point: h8 }
        })
    );
    // Under renju a forbidden move loses: a move after it is refused, naming it.
    let record = read_moves("f8 a1 g8 a3 h6 a5 h7 a7 h8 a9", 15).unwrap();
    let err = record.replay(Rules::renju()).unwrap_err();
    assert!(
        matches!(
            err,
            ReplayError::Illegal {
                number: 10,
                error: PlayError::GameOver,
                ..
            }
        ),
        "{err}"
    );
    // Under the reject policy the forbidden move itself is refused.
    let reject = Rules::renju().with_forbidden_policy(gomoku_referee::ForbiddenPolicy::Reject);
    let record = read_moves("f8 a1 g8 a3 h6 a5 h7 a7 h8", 15).unwrap();
    let err = record.replay(reject).unwrap_err();
    assert!(
        matches!(
            err,
            ReplayError::Illegal {
                number: 9,
                error: PlayError::Forbidden { .. },
                ..
            }
        ),
        "{err}"
    );
    assert_eq!(
        err.to_string(),
        "move 9 (black h8): h8 is forbidden for black: double-three"
    );
    // Out of turn.
    let record = read_sgf("(;GM[4];B[hh];B[ii])", SgfOptions::default()).unwrap();
    assert!(matches!(
        record.replay(Rules::renju()),
        Err(ReplayError::WrongColor { number: 2, .. })
    ));
    // A size the rules do not have.
    assert!(matches!(
        read_moves("h8", 19).unwrap().replay(Rules::renju()),
        Err(ReplayError::SizeMismatch {
            record: 19,
            rules: 15
        })
    ));
}

#[test]
fn unknown_sgf_properties_are_kept_and_written_back() {
    let record = read_sgf(
        "(;GM[4]SZ[15]ZZ[a][b]CA[UTF-8];B[hh]TE[1];W[ii])",
        SgfOptions::default(),
    )
    .unwrap();
    let ids: Vec<&str> = record
        .tree
        .root()
        .properties()
        .iter()
        .map(|p| p.id.as_str())
        .collect();
    assert_eq!(ids, ["ZZ", "CA"]);
    assert_eq!(record.tree.nodes[1].properties()[0].id, "TE");
    let again = read_sgf(record.to_sgf(SgfRows::FromTop), SgfOptions::default()).unwrap();
    assert_eq!(again, record);
}

#[test]
fn malformed_escapes_and_invalid_utf8() {
    let err = read_sgf("(;GM[4]C[trailing \\", SgfOptions::default()).unwrap_err();
    assert_eq!(err.kind, RecordErrorKind::BadEscape);
    assert_eq!(err.location.column, 19);
    for (format, err) in [
        (
            Format::Sgf,
            read_sgf(b"(;GM[4]C[\xc3\x28])", SgfOptions::default()).unwrap_err(),
        ),
        (
            Format::Psq,
            read_psq(b"Piskvorky 15x15, 0\n8,8,0\n\xff\n").unwrap_err(),
        ),
        (Format::Moves, read_moves(b"h8 \xfe", 15).unwrap_err()),
    ] {
        assert_eq!(
            (err.format, err.kind),
            (format, RecordErrorKind::InvalidUtf8)
        );
    }
    let xml = b"<database><players><player id='1' name='\xff'/></players></database>";
    let err = RenjuNetReader::new(&xml[..]).next().unwrap().unwrap_err();
    assert!(
        matches!(err, RenjuNetError::Record(e) if e.kind == RecordErrorKind::InvalidUtf8 || e.kind == RecordErrorKind::Xml),
        "{err:?}"
    );
}

#[test]
fn variations_nested_ten_thousand_deep() {
    let depth = 10_000;
    let mut sgf = String::from("(;GM[4]SZ[15]");
    for i in 0..depth {
        let color = if i % 2 == 0 { 'B' } else { 'W' };
        let p = i % 225;
        let (x, y) = (b'a' + (p % 15) as u8, b'a' + (p / 15) as u8);
        sgf.push_str(&format!("(;{color}[{}{}]", x as char, y as char));
    }
    sgf.push_str(&")".repeat(depth + 1));
    let record = read_sgf(&sgf, SgfOptions::default()).unwrap();
    assert_eq!(record.tree.nodes.len(), depth + 1);
    let written = record.to_sgf(SgfRows::FromTop);
    let again = read_sgf(&written, SgfOptions::default()).unwrap();
    assert_eq!(again, record);
    // A tree whose every node holds two variations, 10,000 deep, too.
    let mut wide = String::from("(;GM[4]");
    for _ in 0..depth {
        wide.push_str("(;C[side])(;C[main]");
    }
    wide.push_str(&")".repeat(depth + 1));
    let record = read_sgf(&wide, SgfOptions::default()).unwrap();
    assert_eq!(record.tree.nodes.len(), 2 * depth + 1);
    assert_eq!(
        read_sgf(record.to_sgf(SgfRows::FromTop), SgfOptions::default()).unwrap(),
        record
    );
    drop(record);
}

#[test]
fn sgf_collections_and_results() {
    let games = read_sgf_collection(
        "junk before (;GM[4]RE[W+T];B[hh])(;GM[4]RE[Draw])\n(;GM[4]RE[B+Resign])",
        SgfOptions::default(),
    )
    .unwrap();
    let results: Vec<_> = games
        .iter()
        .map(|g| g.result.clone().map(|r| (r.winner, r.termination)))
        .collect();
    assert_eq!(
        results,
        [
            Some((Some(Color::White), Some(Termination::Timeout))),
            Some((None, None)),
            Some((Some(Color::Black), Some(Termination::Resignation)))
        ]
    );
    let game = games[0].replay(Rules::renju()).unwrap();
    assert_eq!(game.outcome().unwrap().termination, Termination::Timeout);
}

// ---- round trips: write then read gives the same record ----

/// A random legal game (with random ends: five, resignation, timeout, agreement, or
/// still running) under one of the presets, played from the empty board.
fn arb_game() -> impl Strategy<Value = Game> {
    (0usize..4, any::<u64>(), 0usize..60, 0u8..5).prop_map(|(preset, seed, len, end)| {
        let rules = [
            Rules::renju(),
            Rules::freestyle(),
            Rules::standard(),
            Rules::omok(),
        ][preset];
        let mut game = Game::new(rules);
        let mut s = seed;
        for _ in 0..len {
            let legal: Vec<Point> = game.legal_moves().iter().collect();
            if game.is_game_over() || legal.is_empty() {
                break;
            }
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            game.play_at(legal[(s >> 33) as usize % legal.len()])
                .unwrap();
        }
        if !game.is_game_over() {
            let turn = game.turn();
            match end {
                0 => game.resign(turn).unwrap(),
                1 => game.timeout(!turn).unwrap(),
                2 => {
                    game.offer_draw(turn).unwrap();
                    game.accept_draw(!turn).unwrap();
                }
                _ => {}
            }
        }
        game
    })
}

/// A random game that uses what a `History` holds: under an opening (random legal
/// actions, complete or not), or from a random set-up (some stones, either side to move),
/// with passes allowed, then random moves, then a random end or a pending draw offer.
fn arb_history_game() -> impl Strategy<Value = Game> {
    (any::<u64>(), 0usize..30, 0u8..6, 0usize..10).prop_map(|(seed, len, end, start)| {
        let mut s = seed | 1;
        let mut next = move |n: usize| {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (s >> 33) as usize % n.max(1)
        };
        let rules = [Rules::renju(), Rules::freestyle().with_pass(true)][next(2)];
        let mut game = if start < 7 {
            let opening = Opening::ALL[start];
            let mut game = Game::with_opening(rules, opening).unwrap();
            let steps = next(20);
            for _ in 0..steps {
                let Some(expected) = game.expected() else {
                    break;
                };
                let allowed: Vec<Point> = game.allowed_points().iter().collect();
                let place = |game: &mut Game, i: usize| allowed.get(i).map(|&p| game.place(p));
                let done = match expected.what {
                    Expecting::Place { .. } => place(&mut game, next(allowed.len())),
                    Expecting::Swap => Some(if next(2) == 0 {
                        game.swap()
                    } else {
                        game.keep()
                    }),
                    Expecting::ChooseColor => Some(game.choose(Color::ALL[next(2)])),
                    Expecting::ChooseColorOrPlace { .. } => {
                        if next(2) == 0 {
                            Some(game.choose(Color::ALL[next(2)]))
                        } else {
                            place(&mut game, next(allowed.len()))
                        }
                    }
                    Expecting::Declare { max } => {
                        Some(game.declare(1 + next(usize::from(max)) as u8))
                    }
                    Expecting::Offer { count } | Expecting::SwapOrOffer { count } => {
                        if matches!(expected.what, Expecting::SwapOrOffer { .. }) && next(2) == 0 {
                            Some(game.keep())
                        } else {
                            // Offers no two of which a symmetry of the stones maps onto each
                            // other: the core checks symmetry before the count, so a shorter
                            // list is refused as symmetric only for its last point.
                            let mut offers: Vec<Point> = Vec::new();
                            let first = next(allowed.len());
                            for k in 0..allowed.len() {
                                let p = allowed[(first + k) % allowed.len()];
                                if offers.len() < usize::from(count) {
                                    offers.push(p);
                                    if matches!(
                                        game.clone().offer(&offers),
                                        Err(OpeningError::SymmetricOffer { .. })
                                    ) {
                                        offers.pop();
                                    }
                                }
                            }
                            Some(game.offer(&offers))
                        }
                    }
                    Expecting::Pick => {
                        let offered: Vec<Point> = game.allowed_points().iter().collect();
                        offered.get(next(offered.len())).map(|&p| game.pick(p))
                    }
                };
                if !matches!(done, Some(Ok(()))) {
                    break;
                }
            }
            game
        } else {
            let mut setup = Setup::new().with_turn(Color::ALL[next(2)]);
            for _ in 0..next(6) {
                let p = Point::new(next(15) as u8, next(15) as u8).unwrap();
                if !setup.white.contains(p) {
                    setup = setup.with_stone(p, Color::Black);
                }
                let q = Point::new(next(15) as u8, next(15) as u8).unwrap();
                if !setup.black.contains(q) {
                    setup = setup.with_stone(q, Color::White);
                }
            }
            Game::from_setup(rules, &setup).unwrap_or_else(|_| Game::new(rules))
        };
        if game.expected().is_none() {
            for _ in 0..len {
                let legal: Vec<Point> = game.legal_moves().iter().collect();
                if game.is_game_over() || legal.is_empty() {
                    break;
                }
                if game.rules().pass() && next(8) == 0 {
                    game.pass().unwrap();
                } else {
                    game.play_at(legal[next(legal.len())]).unwrap();
                }
            }
        }
        if !game.is_game_over() {
            let turn = game.turn();
            let _ = match end {
                0 => game.resign(turn),
                1 => game.timeout(!turn),
                2 => game.offer_draw(turn).and_then(|()| game.accept_draw(!turn)),
                3 => game.offer_draw(!turn),
                _ => Ok(()),
            };
        }
        game
    })
}

fn moves_of(record: &Record) -> Vec<RecordMove> {
    record
        .moves()
        .map(|m| RecordMove { time_ms: None, ..m })
        .collect()
}

proptest! {
    // The run's seed (GOMOKU_TEST_SEED: fixed unless asked otherwise), PROPTEST_CASES cases
    // when set (scripts/test-long.sh).
    #![proptest_config(ProptestConfig { failure_persistence: None, ..seed::cases(200) })]

    #[test]
    fn sgf_round_trip(game in arb_game(), bottom in any::<bool>()) {
        let rows = if bottom { SgfRows::FromBottom } else { SgfRows::FromTop };
        let mut record = game.to_record();
        record.black = Some("Ann [the first]".into());
        record.tree.nodes[0].extra_mut().comment = Some("a \\ comment ] with\nlines".into());
        let text = record.to_sgf(rows);
        let back = read_sgf(&text, SgfOptions { rows, ..SgfOptions::default() }).unwrap();
        // SGF keeps everything but the referee's termination of a drawn or won game,
        // which it does not spell (only resignation and time are).
        let mut want = record.clone();
        want.sgf_rows = Some(rows);
        if let Some(r) = &mut want.result {
            if !matches!(r.termination, Some(Termination::Resignation | Termination::Timeout)) || r.winner.is_none() {
                r.termination = None;
            }
        }
        prop_assert_eq!(&back, &want);
        prop_assert_eq!(back.to_sgf(rows), text);
        // And the game comes back, a draw by agreement too: `RE[0]` on a game the moves
        // leave running can only be an agreement (RULES.md §3).
        prop_assert_eq!(back.replay(*game.rules()).unwrap(), game);
    }

    /// Everything a game's `History` knows — a set-up start, passes, the ending, a pending
    /// draw offer, the opening and its actions — goes through `to_record` into SGF and
    /// back into the same game.
    #[test]
    fn sgf_keeps_the_whole_history(game in arb_history_game(), bottom in any::<bool>()) {
        let rows = if bottom { SgfRows::FromBottom } else { SgfRows::FromTop };
        let record = game.to_record();
        prop_assert_eq!(&record, &Record::from_history(&game.history()).unwrap());
        prop_assert_eq!(record.opening, game.opening());
        prop_assert_eq!(&record.opening_actions[..], game.opening_actions());
        prop_assert_eq!(record.draw_offer, game.draw_offer());
        let text = record.to_sgf(rows);
        let back = read_sgf(&text, SgfOptions { rows, ..SgfOptions::default() }).unwrap();
        prop_assert_eq!(back.opening, record.opening);
        prop_assert_eq!(&back.opening_actions, &record.opening_actions);
        prop_assert_eq!(back.to_sgf(rows), text);
        let replayed = back.replay(*game.rules()).unwrap();
        prop_assert_eq!(replayed.history(), game.history());
        prop_assert_eq!(replayed, game);
    }

    #[test]
    fn psq_round_trip(game in arb_game(), times in proptest::collection::vec(0u32..100_000, 60)) {
        let mut record = game.to_record();
        for (i, node) in record.tree.nodes.iter_mut().skip(1).enumerate() {
            if let Some(m) = &mut node.mv { m.time_ms = Some(times[i % times.len()]); }
        }
        record.trailer = vec!["-1".into(), "engine one".into()];
        let text = record.to_psq().unwrap();
        let back = read_psq(&text).unwrap();
        prop_assert_eq!(back.moves().collect::<Vec<_>>(), record.moves().collect::<Vec<_>>());
        prop_assert_eq!(&back.trailer, &record.trailer);
        prop_assert_eq!(back.to_psq().unwrap(), text);
        let replayed = back.replay_moves(*game.rules()).unwrap();
        prop_assert_eq!(replayed.moves(), game.moves());
    }

    #[test]
    fn move_text_round_trip(game in arb_game()) {
        let record = game.to_record();
        let text = record.to_moves().unwrap();
        let back = read_moves(&text, 15).unwrap();
        prop_assert_eq!(moves_of(&back), moves_of(&record));
        prop_assert_eq!(back.to_moves().unwrap(), text);
        let replayed = back.replay_moves(*game.rules()).unwrap();
        prop_assert_eq!(replayed.moves(), game.moves());
    }
}

#[test]
fn writers_refuse_what_the_format_cannot_hold() {
    let record = read_sgf("(;GM[4]SZ[15]AB[hh];W[ii])", SgfOptions::default()).unwrap();
    assert_eq!(
        record.to_psq(),
        Err(gomoku_referee::record::WriteError::Setup)
    );
    assert_eq!(
        record.to_moves(),
        Err(gomoku_referee::record::WriteError::Setup)
    );
    let pass = Record {
        tree: Tree::from_line([RecordMove::new(Color::Black, Move::Pass)]),
        ..Record::new(15)
    };
    assert_eq!(pass.to_psq(), Err(gomoku_referee::record::WriteError::Pass));
    assert_eq!(pass.to_moves().unwrap(), "pass");
    assert_eq!(
        pass.write(Format::RenLib, SgfRows::FromTop),
        Err(gomoku_referee::record::WriteError::ReadOnly)
    );
    let r = RecordedResult::new(None, Some(Termination::Agreement));
    assert_eq!(r.text, "0");
}

// ---- arbitrary bytes through every reader: never a panic ----

/// Bytes near the formats (their headers and punctuation) and arbitrary ones.
fn arb_input() -> impl Strategy<Value = Vec<u8>> {
    let prefix = prop_oneof![
        Just(Vec::new()),
        Just(b"(;GM[4]SZ[15]".to_vec()),
        // The library's own properties: an opening with its actions, a draw offer.
        Just(
            b"(;GM[4]SZ[15]OR[soosorv-2]OA[h8][h9][j10][swap][g10][declare 2]OD[B];B[hh];W[hg]"
                .to_vec()
        ),
        // Issue 25: the rules text in RU (exact, or an opening name), a point in both
        // colours of a set-up, PSQ lines shaped as moves.
        Just(b"(;GM[4]SZ[15]RU[renju/15+pass=on+capture=".to_vec()),
        Just(b"(;GM[4]SZ[15]RU[Swap2]AB[hh]AW[hh:ii]".to_vec()),
        Just(b"Piskvorky 15x15, 0\n8,8,0\n".to_vec()),
        Just(b"Piskvorky 15x15, 0\n".to_vec()),
        Just(b"\xffRenLib\xff\x03\x04\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff".to_vec()),
        Just(b"<database><games><game id='1'><move>".to_vec()),
        Just(b"<database><games><game id='1'><move>h8 &".to_vec()),
    ];
    let alphabet = prop_oneof![
        any::<u8>(),
        proptest::sample::select(b"();[]\\:BWCABAWPLEORD hh8,1-\n<>/=\"'".to_vec()),
    ];
    (prefix, proptest::collection::vec(alphabet, 0..200)).prop_map(|(mut p, rest)| {
        p.extend(rest);
        p
    })
}

/// SGF made of the properties a record holds — moves, passes, set-ups, names, comments with
/// escapes, results, rules, an unknown property, variations — mostly well-formed, so that
/// most of it reads (random bytes seldom do).
fn arb_sgf() -> impl Strategy<Value = String> {
    let coord = prop_oneof![
        4 => (0u8..17, 0u8..17).prop_map(|(x, y)| format!("{}{}", char::from(b'a' + x), char::from(b'a' + y))),
        1 => Just(String::new()),
    ];
    let text = proptest::collection::vec(
        proptest::sample::select(vec![
            "a", "Z", " ", "\\]", "\\\\", "\n", ":", "é", "[", ")", "\\\n",
        ]),
        0..5,
    )
    .prop_map(|v| v.concat());
    let prop = prop_oneof![
        4 => coord.clone().prop_map(|c| format!("B[{c}]")),
        4 => coord.clone().prop_map(|c| format!("W[{c}]")),
        1 => coord.clone().prop_map(|c| format!("AB[{c}]")),
        1 => coord.prop_map(|c| format!("AW[{c}]")),
        1 => text.clone().prop_map(|t| format!("C[{t}]")),
        1 => text.clone().prop_map(|t| format!("PB[{t}]")),
        1 => text.clone().prop_map(|t| format!("EV[{t}]")),
        1 => text.clone().prop_map(|t| format!("DT[{t}]")),
        1 => text.prop_map(|t| format!("XX[{t}]")),
        1 => proptest::sample::select(vec!["B+", "W+R", "W+T", "0", "B+F", "Void", "?"])
            .prop_map(|r| format!("RE[{r}]")),
        1 => proptest::sample::select(vec!["renju", "gomoku", "freestyle", "standard", "caro"])
            .prop_map(|r| format!("RU[{r}]")),
        1 => proptest::sample::select(vec!["B", "W"]).prop_map(|c| format!("PL[{c}]")),
    ];
    let node = proptest::collection::vec(prop, 0..3).prop_map(|v| format!(";{}", v.concat()));
    let nodes = proptest::collection::vec(node, 0..8).prop_map(|v| v.concat());
    let root = proptest::sample::select(vec!["", "SZ[15]", "SZ[19]", "SZ[7]", "SZ[17]"]);
    (root, nodes.clone(), proptest::collection::vec(nodes, 0..3)).prop_map(|(sz, main, vars)| {
        let vars: String = vars.iter().map(|v| format!("({v})")).collect();
        format!("(;GM[4]{sz}{main}{vars})")
    })
}

proptest! {
    #![proptest_config(ProptestConfig { failure_persistence: None, ..seed::cases(1000) })]

    /// What reads reads again the same after writing (what fuzz/fuzz_targets/record_sgf.rs
    /// checks on libFuzzer's inputs), the whole record compared.
    #[test]
    fn written_sgf_reads_back_the_same(sgf in arb_sgf(), bottom in any::<bool>()) {
        let rows = if bottom { SgfRows::FromBottom } else { SgfRows::FromTop };
        if let Ok(records) = read_sgf_collection(&sgf, SgfOptions { rows, ..SgfOptions::default() }) {
            for r in records {
                let written = r.to_sgf(rows);
                let again = read_sgf_collection(&written, SgfOptions { rows, ..SgfOptions::default() }).unwrap();
                prop_assert_eq!(&again, &[r], "{}\nwritten {}", sgf, written);
            }
        }
    }
}

/// The stream of an SGF collection read through a buffer of `capacity` bytes (so that a
/// game spans many reads) gives what `SgfGames` gives, and `read_sgf_collection` is their
/// collected form: the same records, then the same error, at the same place.
fn assert_stream_agrees(bytes: &[u8], capacity: usize) {
    for lenient in [false, true] {
        let options = SgfOptions {
            lenient,
            ..SgfOptions::default()
        };
        assert_stream_agrees_with(bytes, capacity, options);
    }
}

fn assert_stream_agrees_with(bytes: &[u8], capacity: usize, options: SgfOptions) {
    let reader = std::io::BufReader::with_capacity(capacity, bytes);
    let streamed: Vec<Result<Record, StreamError>> =
        SgfCollectionReader::new(reader, options).collect();
    let in_memory: Vec<Result<Record, StreamError>> = SgfGames::new(bytes, options)
        .map(|r| r.map_err(StreamError::Record))
        .collect();
    assert_eq!(streamed, in_memory, "{}", String::from_utf8_lossy(bytes));
    let collected: Result<Vec<Record>, RecordError> = SgfGames::new(bytes, options).collect();
    assert_eq!(read_sgf_collection(bytes, options), collected);
}

proptest! {
    #![proptest_config(ProptestConfig { failure_persistence: None, ..seed::cases(300) })]

    /// Issue 25: a collection read as a stream, through buffers of 1 to 16 bytes, gives the
    /// games that each read alone gives, and agrees with the collection reader whatever
    /// stands between the games (blanks, text that is no game).
    #[test]
    fn the_sgf_stream_reads_each_game(
        games in proptest::collection::vec(arb_sgf(), 0..4),
        between in proptest::sample::select(vec!["", "\n", " \r\n\t", "x", "\n)"]),
        capacity in 1usize..16,
    ) {
        let text = games.join(between);
        assert_stream_agrees(text.as_bytes(), capacity);
        let alone: Result<Vec<Record>, RecordError> = games
            .iter()
            .map(|g| read_sgf(g, SgfOptions::default()))
            .collect();
        let reader = std::io::BufReader::with_capacity(capacity, text.as_bytes());
        let streamed: Result<Vec<Record>, StreamError> =
            SgfCollectionReader::new(reader, SgfOptions::default()).collect();
        if let (Ok(alone), true) = (alone, between.trim().is_empty()) {
            prop_assert_eq!(streamed, Ok(alone));
        }
    }
}

/// Errors of the stream name their place in the whole input, past many games and lines.
#[test]
fn stream_errors_say_where_in_the_whole_input() {
    let text = "junk before\n(;GM[4];B[hh])\n\n(;GM[4]\n;B[hh];W[zz])";
    let reader = std::io::BufReader::with_capacity(3, text.as_bytes());
    let items: Vec<_> = SgfCollectionReader::new(reader, SgfOptions::default()).collect();
    assert_eq!(items.len(), 2);
    let Err(StreamError::Record(e)) = &items[1] else {
        panic!("{items:?}")
    };
    assert_eq!(e.location.offset, text.find("[zz]").unwrap());
    assert_eq!((e.location.line, e.location.column), (5, 9));
    assert_eq!(
        read_sgf_collection(text, SgfOptions::default()).unwrap_err(),
        *e
    );
}

/// An I/O error of the input ends the stream with `StreamError::Io`.
#[test]
fn stream_io_errors_end_the_stream() {
    struct Broken;
    impl std::io::Read for Broken {
        fn read(&mut self, _: &mut [u8]) -> std::io::Result<usize> {
            Err(std::io::Error::other("disk on fire"))
        }
    }
    let mut games =
        SgfCollectionReader::new(std::io::BufReader::new(Broken), SgfOptions::default());
    assert_eq!(
        games.next(),
        Some(Err(StreamError::Io(std::io::ErrorKind::Other)))
    );
    assert_eq!(games.next(), None);
}

/// Most of what `arb_sgf` makes reads: the round trip above is not vacuous.
#[test]
fn most_generated_sgf_reads() {
    let mut runner = TestRunner::new_with_rng(
        Config::default(),
        TestRng::from_seed(RngAlgorithm::ChaCha, &[9; 32]),
    );
    let strategy = arb_sgf();
    let read = (0..1000)
        .filter(|_| {
            let sgf = strategy.new_tree(&mut runner).unwrap().current();
            read_sgf_collection(&sgf, SgfOptions::default()).is_ok()
        })
        .count();
    println!("{read} of 1000 generated SGF collections read");
    assert!(read > 300, "{read} of 1000 read");
}

#[test]
fn arbitrary_bytes_never_panic_in_any_reader() {
    // GOMOKU_FUZZ_RUNS inputs (default 10000), from the run's seed when GOMOKU_TEST_SEED is
    // set (scripts/test-long.sh), else from a fixed one.
    let cases: u32 = std::env::var("GOMOKU_FUZZ_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000);
    let config = Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    };
    let key = match std::env::var_os("GOMOKU_TEST_SEED") {
        None => [7; 32],
        Some(_) => {
            let mut key = [0u8; 32];
            for chunk in key.chunks_mut(8) {
                chunk.copy_from_slice(&seed::seed().to_le_bytes());
            }
            key
        }
    };
    let rng = TestRng::from_seed(RngAlgorithm::ChaCha, &key);
    let mut runner = TestRunner::new_with_rng(config, rng);
    let runs = std::cell::Cell::new(0u64);
    let sgf_read = std::cell::Cell::new(0u64);
    runner
        .run(&arb_input(), |bytes| {
            let _ = read_moves(&bytes, 15);
            let _ = read_psq(&bytes);
            // The SGF stream reads what the collection reader reads, in any pieces.
            let capacity = 1 + bytes.len() % 7;
            assert_stream_agrees(&bytes, capacity);
            for rows in [SgfRows::FromTop, SgfRows::FromBottom] {
                if let Ok(records) = read_sgf_collection(
                    &bytes,
                    SgfOptions {
                        rows,
                        ..SgfOptions::default()
                    },
                ) {
                    for r in records {
                        let _ = r.replay(Rules::renju());
                        // What reads reads again the same after writing (fuzz/fuzz_targets/
                        // record_sgf.rs checks the same on libFuzzer's inputs).
                        let again = read_sgf_collection(
                            r.to_sgf(rows),
                            SgfOptions {
                                rows,
                                ..SgfOptions::default()
                            },
                        )
                        .expect("a written record reads");
                        assert_eq!(again, [r], "{}", String::from_utf8_lossy(&bytes));
                        sgf_read.set(sgf_read.get() + 1);
                    }
                }
            }
            if let Ok(r) = read_renlib(&bytes) {
                let _ = r.replay(Rules::renju());
                let _ = r.to_sgf(SgfRows::FromTop);
            }
            // The other code pages decode what GBK does not, never failing otherwise.
            for encoding in [TextEncoding::WINDOWS_1252, TextEncoding::UTF_8] {
                let other = read_renlib_with(&bytes, RenLibOptions { encoding });
                assert_eq!(other.is_ok(), read_renlib(&bytes).is_ok());
            }
            for g in RenjuNetReader::new(&bytes[..]).take(100).flatten() {
                let _ = g.record.replay(Rules::renju());
            }
            runs.set(runs.get() + 1);
            Ok(())
        })
        .unwrap();
    println!(
        "{} inputs through the 6 readers, {} SGF records written and read back",
        runs.get(),
        sgf_read.get()
    );
    assert_eq!(runs.get(), u64::from(cases));
}

/// The README's "Game records" example, run as written there.
#[test]
fn readme_records_example() -> Result<(), Box<dyn std::error::Error>> {
    let code = r#"let record = read_sgf("(;GM[4]SZ[15]RU[renju]PB[Ann]RE[B+];B[hh];W[ig])", SgfOptions::default())?;
let game = record.replay(record.rules.unwrap_or(Rules::renju()))?;
assert_eq!(game.to_record().to_moves()?, "h8 i9");
assert!(record.to_sgf(SgfRows::FromBottom).contains(";W[ii]"));"#;
    let readme = include_str!("../../README.md");
    assert!(
        readme.contains(code),
        "the README's records example is this code"
    );
    let record = read_sgf(
        "(;GM[4]SZ[15]RU[renju]PB[Ann]RE[B+];B[hh];W[ig])",
        SgfOptions::default(),
    )?;
    let game = record.replay(record.rules.unwrap_or(Rules::renju()))?;
    assert_eq!(game.to_record().to_moves()?, "h8 i9");
    assert!(record.to_sgf(SgfRows::FromBottom).contains(";W[ii]"));
    Ok(())
}

#[test]
fn renjunet_entries_without_table_elements_are_found_too() {
    let xml = r#"<database><player id="1" name="Ann"/><opening id="2" name="Kagetsu"/>
        <game id="5" black="1" opening="2" bresult="1"><move>h8</move></game></database>"#;
    let game = RenjuNetReader::new(xml.as_bytes()).next().unwrap().unwrap();
    assert_eq!(game.record.black.as_deref(), Some("Ann"));
    assert_eq!(game.opening.as_deref(), Some("Kagetsu"));
}

// ---- the history in records: openings, endings, draw offers, set-ups below the root ----

/// A complete Soosõrv-8 opening, then a few moves.
fn soosorv_game() -> Game {
    let p = |s: &str| s.parse::<Point>().unwrap();
    let mut game = Game::with_opening(Rules::renju(), Opening::soosorv(8).unwrap()).unwrap();
    for s in ["h8", "h9", "j10"] {
        game.place(p(s)).unwrap();
    }
    game.swap().unwrap();
    game.place(p("g10")).unwrap();
    game.declare(2).unwrap();
    game.keep().unwrap();
    game.offer(&[p("g8"), p("i8")]).unwrap();
    game.pick(p("i8")).unwrap();
    game.play_at(p("k11")).unwrap();
    game
}

#[test]
fn an_opening_and_its_actions_go_into_sgf_and_back() {
    let game = soosorv_game();
    let record = game.to_record();
    assert_eq!(record.opening, Some(Opening::Soosorv(8)));
    assert_eq!(record.opening_actions.len(), 9);
    let sgf = record.to_sgf(SgfRows::FromTop);
    assert!(
        sgf.contains(
            "OR[soosorv-8]OA[h8][h9][j10][swap][g10][declare 2][keep][offer g8 i8][pick i8]"
        ),
        "{sgf}"
    );
    for rows in [SgfRows::FromTop, SgfRows::FromBottom] {
        let back = read_sgf(
            record.to_sgf(rows),
            SgfOptions {
                rows,
                ..SgfOptions::default()
            },
        )
        .unwrap();
        let replayed = back.replay(Rules::renju()).unwrap();
        // The opening state comes back: who is Black, and the undo through its steps.
        assert_eq!(replayed, game);
        assert_eq!(replayed.player(Color::Black), game.player(Color::Black));
        assert_eq!(replayed.opening_actions(), game.opening_actions());
    }
    // An opening still under way comes back under way.
    let mut part = Game::with_opening(Rules::renju(), Opening::Rif).unwrap();
    part.place("h8".parse().unwrap()).unwrap();
    let back = read_sgf(
        part.to_record().to_sgf(SgfRows::FromTop),
        SgfOptions::default(),
    )
    .unwrap();
    let replayed = back.replay(Rules::renju()).unwrap();
    assert_eq!(replayed.expected(), part.expected());
    assert_eq!(replayed, part);
}

#[test]
fn opening_actions_that_do_not_replay_are_typed_errors() {
    let read = |s: &str| read_sgf(s, SgfOptions::default()).unwrap();
    // An action the opening refuses: a swap before the three stones.
    let err = read("(;GM[4]SZ[15]OR[rif]OA[h8][swap];B[hh])")
        .replay(Rules::renju())
        .unwrap_err();
    assert!(
        matches!(err, ReplayError::OpeningAction { index: 1, .. }),
        "{err}"
    );
    assert!(
        err.to_string()
            .starts_with("opening action 1 of the record cannot be taken: swap is not expected"),
        "{err}"
    );
    // A stone the actions place that is not the main line's move.
    let err = read("(;GM[4]SZ[15]OR[rif]OA[h8];B[ii])")
        .replay(Rules::renju())
        .unwrap_err();
    assert_eq!(err, ReplayError::OpeningStone { number: 1 });
    assert_eq!(
        err.to_string(),
        "move 1 of the record is not the stone its opening placed"
    );
    // Fewer moves than stones placed.
    assert_eq!(
        read("(;GM[4]SZ[15]OR[rif]OA[h8][h9])").replay(Rules::renju()),
        Err(ReplayError::OpeningStone { number: 1 })
    );
    // An opening starts on the empty board.
    assert_eq!(
        read("(;GM[4]SZ[15]AB[aa]OR[rif]OA[h8];B[hh])").replay(Rules::renju()),
        Err(ReplayError::OpeningStart)
    );
    // A board too small for the opening.
    assert!(matches!(
        read("(;GM[4]SZ[5]OR[rif]OA[c3];B[cc])").replay(Rules::renju().with_size(5).unwrap()),
        Err(ReplayError::Opening(_))
    ));
    // Values the library cannot read leave the property unknown: kept and written back.
    let odd = read("(;GM[4]SZ[15]OR[tic-tac]OA[jump]OD[X];B[hh])");
    assert_eq!(
        (odd.opening, odd.opening_actions.len(), odd.draw_offer),
        (None, 0, None)
    );
    let ids: Vec<&str> = odd
        .tree
        .root()
        .properties()
        .iter()
        .map(|p| p.id.as_str())
        .collect();
    assert_eq!(ids, ["OR", "OA", "OD"]);
    assert!(
        odd.to_sgf(SgfRows::FromTop)
            .contains("OR[tic-tac]OA[jump]OD[X]")
    );
    assert_eq!(odd.replay(Rules::renju()).unwrap().moves().len(), 1);
}

/// What each format keeps of a game's end (RULES.md §3 and §8) — and what it loses.
#[test]
fn endings_are_written_as_faithfully_as_each_format_allows() {
    let h8 = "h8".parse().unwrap();
    let mut agreed = Game::new(Rules::renju());
    agreed.play_at(h8).unwrap();
    agreed.offer_draw(Color::White).unwrap();
    agreed.accept_draw(Color::Black).unwrap();
    let mut resigned = Game::new(Rules::renju());
    resigned.play_at(h8).unwrap();
    resigned.resign(Color::White).unwrap();
    let mut late = Game::new(Rules::renju());
    late.play_at(h8).unwrap();
    late.timeout(Color::White).unwrap();
    let mut offered = Game::new(Rules::renju());
    offered.play_at(h8).unwrap();
    offered.offer_draw(Color::Black).unwrap();
    for (game, re) in [
        (&agreed, "RE[0]"),
        (&resigned, "RE[B+R]"),
        (&late, "RE[B+T]"),
        (&offered, "OD[B]"),
    ] {
        let sgf = game.to_record().to_sgf(SgfRows::FromTop);
        assert!(sgf.contains(re), "{sgf}");
        // SGF: all of it comes back.
        let back = read_sgf(&sgf, SgfOptions::default()).unwrap();
        assert_eq!(&back.replay(Rules::renju()).unwrap(), game, "{sgf}");
        // Move text and PSQ: the moves only; the game comes back running, no offer.
        for text in [
            game.to_record().to_moves().unwrap(),
            game.to_record().to_psq().unwrap(),
        ] {
            let back = if text.starts_with("Piskvorky") {
                read_psq(&text).unwrap()
            } else {
                read_moves(&text, 15).unwrap()
            };
            let replayed = back.replay(Rules::renju()).unwrap();
            assert_eq!(replayed.moves(), game.moves());
            assert_eq!((replayed.outcome(), replayed.draw_offer()), (None, None));
        }
    }
    // A draw recorded as `RE[Draw]` on a game the moves leave running: agreement.
    let record = read_sgf("(;GM[4]SZ[15]RE[Draw];B[hh])", SgfOptions::default()).unwrap();
    let game = record.replay(Rules::renju()).unwrap();
    assert_eq!(game.outcome().unwrap().termination, Termination::Agreement);
    // A pending offer recorded in a game that is over is dropped.
    let record = read_sgf("(;GM[4]SZ[15]RE[W+R]OD[B];B[hh])", SgfOptions::default()).unwrap();
    assert_eq!(
        record.replay(Rules::renju()).unwrap(),
        resigned_by(Color::Black)
    );
}

fn resigned_by(color: Color) -> Game {
    let mut game = Game::new(Rules::renju());
    game.play_at("h8".parse().unwrap()).unwrap();
    game.resign(color).unwrap();
    game
}

/// RULES.md §11 lists `AB`/`AW`/`AE`/`PL` as a set-up without restricting them to the
/// root (the SGF standard allows them on any node): below the root they are read into the
/// node, written back, and replayed — the position there, with the change, becomes the
/// game's start (a `Game` has no set-up between moves).
#[test]
fn set_ups_below_the_root_are_replayed() {
    let text = "(;FF[4]GM[4]SZ[15];B[hh];AB[aa]AW[bb]AE[hh]PL[W];W[ii];AE[aa]B[jj])\n";
    let record = read_sgf(text, SgfOptions::default()).unwrap();
    assert!(record.tree.root().properties().is_empty());
    assert!(record.tree.nodes.iter().all(|n| n.properties().is_empty()));
    let setup = record.tree.nodes[2].setup().unwrap();
    assert_eq!(
        (setup.black.len(), setup.white.len(), setup.empty.len()),
        (1, 1, 1)
    );
    assert_eq!(setup.turn, Some(Color::White));
    assert_eq!(record.to_sgf(SgfRows::FromTop), text);
    let game = record.replay(Rules::freestyle()).unwrap();
    // h8 emptied, a15 (black) and b14 (white) set up, White to move: i7; then a15 emptied
    // on the node of Black's j6 (a set-up comes before its node's move).
    let p = |s: &str| s.parse::<Point>().unwrap();
    let at = |q: &str| {
        Color::ALL
            .into_iter()
            .find(|&c| game.position().stones(c).contains(p(q)))
    };
    assert_eq!(
        [at("h8"), at("a15"), at("b14"), at("i7"), at("j6")],
        [
            None,
            None,
            Some(Color::White),
            Some(Color::White),
            Some(Color::Black)
        ]
    );
    assert_eq!(
        game.moves().len(),
        1,
        "the moves before a set-up become its start"
    );
    assert_eq!(game.turn(), Color::White);
    // A move out of turn after the set-up is named by its number among the moves.
    let err = read_sgf("(;GM[4]SZ[15];B[hh];PL[B];W[ii])", SgfOptions::default())
        .unwrap()
        .replay(Rules::freestyle())
        .unwrap_err();
    assert!(
        matches!(err, ReplayError::WrongColor { number: 2, .. }),
        "{err}"
    );
    // A stone set up on an occupied point of the other colour replaces it; a set-up that
    // leaves a five is the setup's error.
    let err = read_sgf(
        "(;GM[4]SZ[15];B[hh];AB[ha][hb][hc][hd][he])",
        SgfOptions::default(),
    )
    .unwrap()
    .replay(Rules::freestyle())
    .unwrap_err();
    assert!(matches!(err, ReplayError::Setup(_)), "{err}");
    // Move text and PSQ cannot hold a set-up between moves.
    assert_eq!(
        record.to_moves(),
        Err(gomoku_referee::record::WriteError::Setup)
    );
    assert_eq!(
        record.to_psq(),
        Err(gomoku_referee::record::WriteError::Setup)
    );
}

#[test]
fn renjunet_opening_attributes_are_read() {
    let xml = r#"<database><rules><rule id="1" name="RIF"/><rule id="2" name="Soosorv-8"/>
        <rule id="3" name="Swap"/></rules><games>
        <game id="1" rule="1" alt="2" swap="1"><move>h8 h9 j10 g10 i8</move></game>
        <game id="2" rule="2" alt="i10 g8" swap="2"><move>h8 h9 j10 g10 i8</move></game>
        <game id="3" rule="3" alt="" swap="x"><move>h8</move></game>
        </games></database>"#;
    let games: Vec<_> = RenjuNetReader::new(xml.as_bytes())
        .map(Result::unwrap)
        .collect();
    let r = &games[0].record;
    assert_eq!(
        (r.opening, r.swaps, r.offers),
        (Some(Opening::Rif), Some(1), Some(2))
    );
    assert!(r.offered.is_empty());
    let r = &games[1].record;
    assert_eq!(
        (r.opening, r.swaps, r.offers),
        (Some(Opening::Soosorv(8)), Some(2), Some(2))
    );
    let offered: Vec<String> = r.offered.iter().map(|p| p.to_string()).collect();
    assert_eq!(offered, ["g8", "i10"]);
    // Renju's old swap rule is not RULES.md §7's swap; values in another form are left
    // uninterpreted (the attributes stay as properties).
    let r = &games[2].record;
    assert_eq!((r.opening, r.swaps, r.offers), (None, None, None));
    assert!(
        r.tree
            .root()
            .properties()
            .iter()
            .any(|p| p.id == "swap" && p.values == ["x"])
    );
    // Without the actions, the moves replay as a plain renju game.
    let game = games[1].record.replay(Rules::renju()).unwrap();
    assert_eq!((game.moves().len(), game.opening()), (5, None));
}

// ---- issue 25: the field's own files ----

fn sgf_with_ru(ru: &str, size: u8) -> Record {
    read_sgf(
        format!("(;GM[4]SZ[{size}]RU[{ru}];B[cc])"),
        SgfOptions::default(),
    )
    .unwrap()
}

/// `RU` is the rules text of RULES.md §4, read exactly (preset names in any case); any
/// other text gives no rules and stays as written — never a guess by prefix.
#[test]
fn sgf_ru_is_the_rules_text_read_exactly() {
    let sized = |r: Rules, n: u32| r.with_size(n).unwrap();
    for (ru, size, want) in [
        ("renju", 15, Rules::renju()),
        ("Renju", 15, Rules::renju()),
        ("Standard", 15, Rules::standard()),
        ("FREESTYLE", 20, sized(Rules::freestyle(), 20)),
        ("renju", 19, sized(Rules::renju(), 19)),
        ("renju/19", 19, sized(Rules::renju(), 19)),
        ("pente", 15, sized(Rules::pente(), 15)),
        ("renju+pass=on", 15, Rules::renju().with_pass(true)),
        ("freestyle+pass=on", 15, Rules::freestyle().with_pass(true)),
        (
            "freestyle/19+forbidden-black=double-three,double-four,overline",
            19,
            sized(Rules::freestyle(), 19)
                .with_restrictions(Color::Black, gomoku_referee::Restrictions::RENJU),
        ),
    ] {
        let record = sgf_with_ru(ru, size);
        assert_eq!(record.rules, Some(want), "RU[{ru}] SZ[{size}]");
        assert_eq!(record.rules_name.as_deref(), Some(ru));
        assert_eq!(record.opening, None, "RU[{ru}]");
    }
    for (ru, size) in [
        ("renjux", 15),
        ("renju+pass=maybe", 15),
        ("renju+", 15),
        ("renju/19", 15),
        ("gomoku", 15),
        ("Swapper", 15),
        (" ", 15),
    ] {
        let record = sgf_with_ru(ru, size);
        assert_eq!(record.rules, None, "RU[{ru}] SZ[{size}]");
        assert_eq!(record.rules_name.as_deref(), Some(ru));
        assert_eq!(record.opening, None, "RU[{ru}]");
        // Kept as written, and written back so.
        assert!(
            record
                .to_sgf(SgfRows::FromTop)
                .contains(&format!("RU[{ru}]"))
        );
    }
}

/// An opening name of RULES.md §7 in `RU` sets the record's opening; the renju opening
/// rules (RIF, Yamaguchi, Taraguchi-N, Soosõrv-N) are played under renju, the gomoku ones
/// (swap, swap2, pro) under no one set of rules.
#[test]
fn sgf_ru_with_an_opening_name_sets_the_opening() {
    for (ru, opening, rules) in [
        ("Swap2", Opening::Swap2, None),
        ("swap1", Opening::Swap, None),
        ("Swap", Opening::Swap, None),
        ("Pro", Opening::Pro, None),
        ("RIF", Opening::Rif, Some(Rules::renju())),
        ("Yamaguchi", Opening::Yamaguchi, Some(Rules::renju())),
        (
            "Soosorv-8",
            Opening::soosorv(8).unwrap(),
            Some(Rules::renju()),
        ),
        (
            "Taraguchi-10",
            Opening::taraguchi(10).unwrap(),
            Some(Rules::renju()),
        ),
    ] {
        let record = sgf_with_ru(ru, 15);
        assert_eq!(record.opening, Some(opening), "RU[{ru}]");
        assert_eq!(record.rules, rules, "RU[{ru}]");
        assert_eq!(record.rules_name.as_deref(), Some(ru));
        // The moves replay as moves (no actions), and the text reads back the same.
        let back = read_sgf(record.to_sgf(SgfRows::FromTop), SgfOptions::default()).unwrap();
        assert_eq!(back, record);
    }
    // `OR` is the library's own property: it wins over `RU`.
    let record = read_sgf("(;GM[4]RU[Swap2]OR[swap];B[hh])", SgfOptions::default()).unwrap();
    assert_eq!(record.opening, Some(Opening::Swap));
}

fn any_switches_rules() -> impl Strategy<Value = Rules> {
    use gomoku_referee::{ForbiddenPolicy, Restrictions, RulesSwitches};
    (
        5u32..=26,
        any::<[bool; 2]>(),
        any::<[u8; 2]>(),
        any::<bool>(),
        any::<bool>(),
        prop_oneof![Just(None), (1u32..=100).prop_map(Some)],
        any::<bool>(),
        any::<bool>(),
        prop_oneof![Just(None), (1u32..=65_535).prop_map(Some)],
    )
        .prop_map(
            |(size, overline_wins, r, lose, caro_rule, capture, perfect, pass, move_limit)| {
                let restriction = |bits: u8| Restrictions::from_bits(u32::from(bits & 7)).unwrap();
                let s = RulesSwitches {
                    size,
                    overline_wins,
                    restrictions: [restriction(r[0]), restriction(r[1])],
                    forbidden_policy: if lose {
                        ForbiddenPolicy::Lose
                    } else {
                        ForbiddenPolicy::Reject
                    },
                    caro_rule,
                    capture,
                    perfect_five: perfect && capture.is_some(),
                    pass,
                    move_limit,
                };
                Rules::from_switches(&s).unwrap()
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, rng_algorithm: RngAlgorithm::ChaCha, failure_persistence: None, ..ProptestConfig::default() })]

    /// Every `Rules` value goes into SGF as its text form and reads back equal, from a
    /// game's record and from a record given only the rules.
    #[test]
    fn sgf_writes_every_rules_value_and_reads_it_back(rules in any_switches_rules()) {
        let record = Game::new(rules).to_record();
        let text = record.to_sgf(SgfRows::FromTop);
        let ru = format!("RU[{rules}]");
        prop_assert!(text.contains(&ru), "{} lacks {}", text, ru);
        let back = read_sgf(&text, SgfOptions::default()).unwrap();
        prop_assert_eq!(back.rules, Some(rules));
        let bare = Record { rules: Some(rules), ..Record::new(rules.size()) };
        let back = read_sgf(bare.to_sgf(SgfRows::FromTop), SgfOptions::default()).unwrap();
        prop_assert_eq!(back.rules, Some(rules));
    }
}

/// One point in both colours of a set-up is the same overlap error as a set-up made by
/// hand (`Game::from_setup`), on the root and below it.
#[test]
fn sgf_setup_with_a_point_in_both_colours_is_an_overlap() {
    use gomoku_referee::SetupError;
    let h8 = Point::new(7, 7).unwrap();
    for sgf in [
        "(;GM[4]SZ[15]AB[hh]AW[hh];B[aa])",
        "(;GM[4]SZ[15]AW[hh]AB[hh];W[aa])",
        "(;GM[4]SZ[15]AB[gg:ii]AW[hh];B[aa])",
        "(;GM[4]SZ[15];B[aa];AB[hh]AW[hh];W[bb])",
    ] {
        let record = read_sgf(sgf, SgfOptions::default()).unwrap();
        assert_eq!(
            record.replay(Rules::freestyle()),
            Err(ReplayError::Setup(SetupError::Overlap { point: h8 })),
            "{sgf}"
        );
        // Written back as read.
        let back = read_sgf(record.to_sgf(SgfRows::FromTop), SgfOptions::default()).unwrap();
        assert_eq!(
            back.replay(Rules::freestyle()),
            record.replay(Rules::freestyle())
        );
    }
    // A later node's set-up still replaces what was there: `AW` on a black stone.
    let record = read_sgf(
        "(;GM[4]SZ[15]AB[hh];B[aa];AW[hh];W[bb])",
        SgfOptions::default(),
    )
    .unwrap();
    assert!(record.replay(Rules::freestyle()).is_ok());
}

/// RenjuNet move text that cannot be read as written is the game's typed error, with its
/// position, and the stream goes on with the next game: never moves lost in silence.
#[test]
fn renjunet_moves_are_never_lost_in_silence() {
    let game = |inner: &str| {
        format!(
            "<database><games><game id=\"1\" bresult=\"1\">{inner}</game>\
             <game id=\"2\" bresult=\"0\"><move>h8 i9</move></game></games></database>"
        )
    };
    for inner in [
        "<move>h8 &foo; i9</move>",
        "<move>h8<b>i9</b>j8</move>",
        "<move>h8<br/>i9</move>",
        "<move>h8</move><move>i9 j8</move>",
    ] {
        let xml = game(inner);
        let mut games = RenjuNetReader::new(xml.as_bytes());
        match games.next() {
            Some(Err(RenjuNetError::Record(e))) => {
                assert!(
                    matches!(e.kind, RecordErrorKind::Expected { .. }),
                    "{inner}: {e}"
                );
                // Inside the first game.
                let start = xml.find("<game").unwrap();
                let end = xml.find("</game>").unwrap();
                assert!(
                    (start..=end + 7).contains(&e.location.offset),
                    "{inner}: {}",
                    e.location.offset
                );
            }
            other => panic!("{inner}: {other:?}"),
        }
        let next = games.next().unwrap().unwrap();
        assert_eq!((next.id, moves_text(&next.record)), (2, "h8 i9".into()));
    }
    // What XML defines still reads: character references, and comments.
    let xml = game("<move>h8&#32;i9<!-- c --> j8</move>");
    let first = RenjuNetReader::new(xml.as_bytes()).next().unwrap().unwrap();
    assert_eq!(moves_text(&first.record), "h8 i9 j8");
    // `swap` in the form of the real exports (`R--R-`) is kept as written.
    let xml =
        "<database><games><game id=\"3\" swap=\"R--R-\"><move>h8</move></game></games></database>";
    let g = RenjuNetReader::new(xml.as_bytes()).next().unwrap().unwrap();
    assert_eq!(g.record.swaps, None);
    let kept = g
        .record
        .tree
        .root()
        .properties()
        .iter()
        .find(|p| p.id == "swap");
    assert_eq!(kept.map(|p| p.values[0].as_str()), Some("R--R-"));
}

/// RenLib's texts are in the code page of the library's author: GBK by default (the public
/// libraries are Chinese), another by name.
#[test]
fn renlib_texts_are_decoded_in_their_code_page() {
    let mut lib = vec![0xFF, b'R', b'e', b'n', b'L', b'i', b'b', 0xFF, 3, 4];
    lib.extend([0xFF; 10]);
    lib.extend([0x00, 0x02]);
    // h8 with a comment and a board text: "花月" then a line, "必胜"; the text "甲".
    lib.extend([0x78, 0x09, 0x00, 0x01]);
    lib.extend([0xBB, 0xA8, 0xD4, 0xC2, 0x08, 0xB1, 0xD8, 0xCA, 0xA4, 0x00]);
    lib.extend([0xBC, 0xD7, 0x00, 0x00]);
    lib.extend([0x79, 0x40]);
    let record = read_renlib(&lib).unwrap();
    let h8 = &record.tree.nodes[1];
    assert_eq!(h8.comment(), Some("花月\n必胜"));
    assert_eq!(h8.board_text(), Some("甲"));
    let western: TextEncoding = "windows-1252".parse().unwrap();
    let record = read_renlib_with(&lib, RenLibOptions { encoding: western }).unwrap();
    assert_eq!(record.tree.nodes[1].comment(), Some("»¨ÔÂ\n±ØÊ¤"));
    assert_eq!(
        "no-such-code-page".parse::<TextEncoding>(),
        Err(gomoku_referee::ParseError::UnknownEncoding)
    );
    // Bytes GBK does not define are U+FFFD, never an error.
    let mut bad = lib.clone();
    let at = bad.iter().position(|&b| b == 0xBB).unwrap();
    bad[at + 1] = 0x7F;
    let record = read_renlib(&bad).unwrap();
    assert!(record.tree.nodes[1].comment().unwrap().contains('\u{FFFD}'));
}

// ---- issue 25: the dialects of the field, read leniently ----

fn lenient() -> SgfOptions {
    SgfOptions {
        lenient: true,
        ..SgfOptions::default()
    }
}

fn kinds(record: &Record) -> Vec<&'static str> {
    record.warnings.iter().map(|w| w.kind.name()).collect()
}

/// The strict reader refuses ORC Game Center's file at its first bend, naming the byte.
#[test]
fn orc_game_center_is_refused_strictly_at_the_offending_byte() {
    let text = std::fs::read_to_string(data("dialect-orc.sgf")).unwrap();
    let err = read_sgf(&text, SgfOptions::default()).unwrap_err();
    assert!(
        matches!(err.kind, RecordErrorKind::Expected { .. }),
        "{err}"
    );
    assert_eq!(err.location.offset, text.find("5A").unwrap());
    // Without its `5A`, the game number is what the strict reader refuses.
    let no_offers = text.replacen("5A[ie][ge]", "", 1);
    let err = read_sgf(&no_offers, SgfOptions::default()).unwrap_err();
    assert_eq!(err.kind, RecordErrorKind::UnsupportedGame(5));
    assert_eq!(err.location.offset, no_offers.find("GM[").unwrap() + 2);
}

/// Read leniently, ORC Game Center's games are whole records: the rule from `GN`, the
/// fifth-move offers from `5A`, no trailing empty node, the `tt` move dropped, and every
/// bend a warning with its place.
#[test]
fn orc_game_center_reads_leniently_with_warnings() {
    let text = std::fs::read_to_string(data("dialect-orc.sgf")).unwrap();
    let games = read_sgf_collection(&text, lenient()).unwrap();
    assert_eq!(games.len(), 2);
    let first = &games[0];
    assert_eq!(
        kinds(first),
        [
            "game-number",
            "property-name",
            "fifth-move-offers",
            "rules-from-game-name",
            "empty-node"
        ]
    );
    let offers = &first.warnings[2];
    assert_eq!(offers.location.offset, text.find("5A").unwrap() + 2);
    assert_eq!((offers.location.line, offers.location.column), (1, 21));
    assert_eq!(first.offers, Some(2));
    let offered: Vec<String> = first.offered.iter().map(|p| p.to_string()).collect();
    assert_eq!(offered, ["g11", "i11"]);
    assert_eq!(first.rules_name.as_deref(), Some("RIF"));
    assert_eq!(first.rules, Some(Rules::renju()));
    assert_eq!(first.opening, Some(Opening::Rif));
    // Ten moves and no empty node after them; the 5A property kept as written.
    assert_eq!(first.moves().count(), 10);
    assert_eq!(first.tree.nodes.len(), 11);
    assert!(first.tree.root().properties().iter().any(|p| p.id == "5A"));
    let game = first.replay(Rules::renju()).unwrap();
    let outcome = game.outcome().unwrap();
    assert_eq!(
        (outcome.winner, outcome.termination),
        (Some(Color::White), Termination::Resignation)
    );
    let second = &games[1];
    assert_eq!(
        kinds(second),
        [
            "skipped-text",
            "game-number",
            "property-name",
            "fifth-move-offers",
            "rules-from-game-name",
            "tt-move"
        ]
    );
    assert_eq!(
        second.warnings[0].location.offset,
        text.find("---").unwrap()
    );
    assert_eq!(second.opening, Some(Opening::Yamaguchi));
    assert_eq!(second.moves().count(), 3);
    let game = second.replay(Rules::renju()).unwrap();
    let outcome = game.outcome().unwrap();
    assert_eq!(
        (outcome.winner, outcome.termination),
        (Some(Color::Black), Termination::Timeout)
    );
    // The stream reads the same games, with the same warnings.
    let reader = std::io::BufReader::with_capacity(7, text.as_bytes());
    let streamed: Vec<Record> = SgfCollectionReader::new(reader, lenient())
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(streamed, games);
    // Strictly, the collection stops at the first game's `5A`.
    assert!(read_sgf_collection(&text, SgfOptions::default()).is_err());
}

/// A Renjubase export: the rule's name in `RU` and the offers in `FA`, which the strict
/// reader keeps as a property and the lenient one reads as the offers.
#[test]
fn renjubase_exports_read() {
    let text = std::fs::read_to_string(data("dialect-renjubase.sgf")).unwrap();
    let strict = read_sgf(&text, SgfOptions::default()).unwrap();
    assert!(strict.warnings.is_empty());
    assert_eq!((strict.offers, strict.opening), (None, Some(Opening::Rif)));
    let record = read_sgf(&text, lenient()).unwrap();
    assert_eq!(kinds(&record), ["fifth-move-offers"]);
    assert_eq!(record.offers, Some(2));
    assert_eq!(record.moves().count(), 9);
    record.replay(Rules::renju()).unwrap();
}

/// What the strict reader reads, the lenient one reads the same, without a warning,
/// unless it has an empty last node (which the lenient reader drops).
#[test]
fn lenient_reads_strict_files_alike() {
    for file in ["renju-five.sgf", "renju-five-bottom.sgf"] {
        let text = std::fs::read_to_string(data(file)).unwrap();
        let strict = read_sgf_collection(&text, SgfOptions::default()).unwrap();
        assert_eq!(read_sgf_collection(&text, lenient()).unwrap(), strict);
    }
    let strict = read_sgf("(;GM[4];B[hh];)", SgfOptions::default()).unwrap();
    assert_eq!(strict.tree.nodes.len(), 3);
    let bent = read_sgf("(;GM[4];B[hh];)", lenient()).unwrap();
    assert_eq!(
        (bent.tree.nodes.len(), kinds(&bent)),
        (2, vec!["empty-node"])
    );
    // A `tt` off a 15×15 board is an error strictly, and a 26×26 board's t20 leniently.
    assert!(read_sgf("(;GM[4];B[hh];W[tt])", SgfOptions::default()).is_err());
    let big = read_sgf("(;GM[4]SZ[26];B[tt])", lenient()).unwrap();
    assert!(big.warnings.is_empty() && big.moves().count() == 1);
}
