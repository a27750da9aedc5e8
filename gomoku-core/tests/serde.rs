//! The serde forms of the value types (feature `serde`): what they look like, that they
//! round-trip, and that deserializing refuses what the public API refuses.
//!
//! Run with `cargo test -p gomoku-referee-tests --features serde --test serde`.

use gomoku_referee::testing::{Rng, p};
use gomoku_referee::{
    Color, Forbidden, ForbiddenPolicy, Line, Move, Outcome, Point, Preset, Restrictions, Rules,
    Termination,
};
use proptest::prelude::*;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

mod seed;

fn round_trip<T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug>(value: &T) {
    let text = serde_json::to_string(value).unwrap();
    let back: T = serde_json::from_str(&text).unwrap();
    assert_eq!(&back, value, "{text}");
}

/// The error message of deserializing `value` as a `T`, which must fail.
fn refused<T: DeserializeOwned + std::fmt::Debug>(value: Value) -> String {
    match serde_json::from_value::<T>(value.clone()) {
        Ok(t) => panic!("{value} was accepted as {t:?}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn points_and_moves_are_their_text() {
    assert_eq!(serde_json::to_value(p("h8")).unwrap(), json!("h8"));
    assert_eq!(
        serde_json::to_value(Move::Place(p("z26"))).unwrap(),
        json!("z26")
    );
    assert_eq!(serde_json::to_value(Move::Pass).unwrap(), json!("pass"));
    assert_eq!(
        serde_json::from_value::<Point>(json!("H8")).unwrap(),
        p("h8")
    );
    assert_eq!(
        serde_json::from_value::<Move>(json!("PASS")).unwrap(),
        Move::Pass
    );
    for bad in [json!("z99"), json!(""), json!("h"), json!(8), json!(null)] {
        refused::<Point>(bad);
    }
    assert!(refused::<Move>(json!("h8 h9")).contains("invalid move"));
}

#[test]
fn rules_are_an_object_of_every_switch() {
    assert_eq!(
        serde_json::to_value(Rules::renju()).unwrap(),
        json!({
            "size": 15,
            "overline_wins": {"black": false, "white": true},
            "restrictions": {"black": ["double-three", "double-four", "overline"], "white": []},
            "forbidden_policy": "lose",
            "caro_rule": false,
            "capture": null,
            "perfect_five": false,
            "pass": false,
            "move_limit": null
        })
    );
    for preset in Preset::ALL {
        round_trip(&preset.rules());
        round_trip(&preset);
    }
}

#[test]
fn rules_refuse_what_the_builders_refuse() {
    let renju = serde_json::to_value(Rules::renju()).unwrap();
    let with = |key: &str, v: Value| {
        let mut o = renju.clone();
        o[key] = v;
        o
    };
    // Each with the builder's own message.
    assert!(
        refused::<Rules>(with("size", json!(40))).contains("board size 40 is out of range 5..=26")
    );
    assert!(refused::<Rules>(with("size", json!(4))).contains("out of range"));
    assert!(refused::<Rules>(with("capture", json!(0))).contains("capture target"));
    assert!(refused::<Rules>(with("capture", json!(101))).contains("capture target"));
    assert!(refused::<Rules>(with("perfect_five", json!(true))).contains("perfect-five rule"));
    assert!(refused::<Rules>(with("move_limit", json!(0))).contains("move limit 0"));
    assert!(refused::<Rules>(with("move_limit", json!(70_000))).contains("move limit 70000"));
    // Malformed data.
    refused::<Rules>(with("size", json!(-1)));
    refused::<Rules>(with("forbidden_policy", json!("maybe")));
    refused::<Rules>(with(
        "restrictions",
        json!({"black": ["triple"], "white": []}),
    ));
    refused::<Rules>(with("restrictions", json!({"black": []})));
    refused::<Rules>(with(
        "overline_wins",
        json!({"black": true, "white": true, "red": true}),
    ));
    let mut extra = renju.clone();
    extra["speed"] = json!(1);
    assert!(refused::<Rules>(extra).contains("unknown field"));
    let mut missing = renju;
    missing.as_object_mut().unwrap().remove("pass");
    assert!(refused::<Rules>(missing).contains("missing field"));
    // And a valid combination the presets do not have.
    let custom = Rules::pente()
        .with_size(13)
        .unwrap()
        .with_move_limit(Some(100))
        .unwrap();
    round_trip(&custom);
}

#[test]
fn restrictions_are_a_list_of_kinds() {
    assert_eq!(
        serde_json::to_value(Restrictions::DOUBLE_THREE.with(Forbidden::Overline)).unwrap(),
        json!(["double-three", "overline"])
    );
    for bits in 0..8 {
        round_trip(&Restrictions::from_bits(bits).unwrap());
    }
    // Order and repetition do not matter, as for `with`.
    assert_eq!(
        serde_json::from_value::<Restrictions>(json!(["overline", "double-three", "overline"]))
            .unwrap(),
        Restrictions::DOUBLE_THREE.with(Forbidden::Overline)
    );
    refused::<Restrictions>(json!(7));
    refused::<Restrictions>(json!(["five"]));
}

#[test]
fn lines_must_be_straight() {
    let line = Line::new(p("d8"), p("h8")).unwrap();
    assert_eq!(
        serde_json::to_value(line).unwrap(),
        json!({"start": "d8", "end": "h8"})
    );
    round_trip(&line);
    round_trip(&Line::new(p("a1"), p("e5")).unwrap());
    let message = refused::<Line>(json!({"start": "a1", "end": "b3"}));
    assert!(
        message.contains("a1 and b3 are not on one row, column or diagonal"),
        "{message}"
    );
    refused::<Line>(json!({"start": "a1"}));
}

#[test]
fn outcomes_round_trip() {
    let mut five = Outcome::new(Some(Color::Black), Termination::Five).unwrap();
    five.line = Line::new(p("d8"), p("h8"));
    round_trip(&five);
    round_trip(&Outcome::new(None, Termination::BothWon).unwrap());
    // What RULES.md §3 rules out is refused on the way in too (issue 11, item 5).
    let message =
        refused::<Outcome>(json!({"winner": "black", "termination": "board-full", "line": null}));
    assert!(
        message.contains("a game ended by board-full is a draw: it has no winner"),
        "{message}"
    );
    refused::<Outcome>(json!({"winner": null, "termination": "five", "line": null}));
    assert_eq!(
        serde_json::to_value(Termination::BoardFull).unwrap(),
        json!("board-full")
    );
    assert_eq!(
        serde_json::to_value(ForbiddenPolicy::Reject).unwrap(),
        json!("reject")
    );
    for t in Termination::ALL {
        round_trip(&t);
    }
    for kind in Forbidden::ALL {
        round_trip(&kind);
    }
    round_trip(&Color::White);
}

proptest! {
    #![proptest_config(seed::seeded(ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(256),
        ..ProptestConfig::default()
    }))]

    /// Any rules the builders accept round-trip through JSON, equal in every switch.
    #[test]
    fn any_valid_rules_round_trip(
        preset in proptest::sample::select(Preset::ALL.to_vec()),
        size in 5u32..=26,
        overline in any::<[bool; 2]>(),
        restrictions in [0u32..8, 0u32..8],
        lose in any::<bool>(),
        caro in any::<bool>(),
        capture in proptest::option::of(1u32..=100),
        perfect in any::<bool>(),
        pass in any::<bool>(),
        limit in proptest::option::of(1u32..=65_535),
    ) {
        let policy = if lose { ForbiddenPolicy::Lose } else { ForbiddenPolicy::Reject };
        let rules = preset
            .rules()
            .with_size(size)
            .unwrap()
            .with_overline_wins(Color::Black, overline[0])
            .with_overline_wins(Color::White, overline[1])
            .with_restrictions(Color::Black, Restrictions::from_bits(restrictions[0]).unwrap())
            .with_restrictions(Color::White, Restrictions::from_bits(restrictions[1]).unwrap())
            .with_forbidden_policy(policy)
            .with_caro_rule(caro)
            .with_capture(capture)
            .unwrap()
            .with_pass(pass)
            .with_move_limit(limit)
            .unwrap();
        let rules = rules.with_perfect_five(perfect && capture.is_some()).unwrap();
        let text = serde_json::to_string(&rules).unwrap();
        let back: Rules = serde_json::from_str(&text).unwrap();
        prop_assert_eq!(back, rules);
    }
}

#[test]
fn a_history_round_trips_and_rebuilds_its_game() {
    use gomoku_referee::{Ending, Game, History, Setup};
    let setup = Setup {
        captures: [2, 1],
        ..Setup::from_text("j10 k11", "l12").unwrap()
    };
    let mut game = Game::from_setup(Rules::pente(), &setup.with_turn(Color::White)).unwrap();
    game.play_at(p("a1")).unwrap();
    game.offer_draw(Color::White).unwrap();
    let history = game.history();
    let value = serde_json::to_value(&history).unwrap();
    assert_eq!(
        value["start"],
        json!({"black": ["j10", "k11"], "white": ["l12"], "turn": "white", "captures": [2, 1]})
    );
    assert_eq!(value["moves"], json!(["a1"]));
    assert_eq!(value["ending"], json!(null));
    assert_eq!(value["draw_offer"], json!("white"));
    round_trip(&history);
    let back: History = serde_json::from_value(value).unwrap();
    assert_eq!(Game::from_history(&back), Ok(game.clone()));

    game.resign(Color::Black).unwrap();
    let value = serde_json::to_value(game.history()).unwrap();
    assert_eq!(value["ending"], json!({"resignation": "black"}));
    assert_eq!(
        serde_json::to_value(Ending::Agreement).unwrap(),
        json!("agreement")
    );
    round_trip(&game.history());
    // Deserializing checks the values (points, rules); replaying checks the game.
    let mut bad = value.clone();
    bad["start"]["black"] = json!(["z99"]);
    assert!(refused::<History>(bad).contains("invalid point"));
    let mut bad = value;
    bad["extra"] = json!(1);
    refused::<History>(bad);
}

#[path = "../../fuzz/checks/serde.rs"]
mod serde_checks;

/// The serde checks of `fuzz/` (issue 11, item 16) on seeded mutations of valid JSON:
/// nothing panics, and what is accepted is valid and round-trips. `GOMOKU_FUZZ_RUNS`
/// (default 4000) sets the number of inputs, `GOMOKU_TEST_SEED` the seed;
/// `cargo fuzz run serde_values` (in `fuzz/`) runs the same checks under libFuzzer.
#[test]
fn seeded_serde_inputs_keep_every_invariant() {
    let runs: usize = std::env::var("GOMOKU_FUZZ_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(4000);
    let mut seeds: Vec<String> = Vec::new();
    for preset in Preset::ALL {
        seeds.push(serde_json::to_string(&preset.rules()).unwrap());
        seeds.push(serde_json::to_string(&preset).unwrap());
    }
    for t in Termination::ALL {
        let winner = (!t.is_draw()).then_some(Color::Black);
        seeds.push(serde_json::to_string(&Outcome::new(winner, t).unwrap()).unwrap());
    }
    let mut five = Outcome::new(Some(Color::White), Termination::Five).unwrap();
    five.line = Line::new(p("a1"), p("e5"));
    for text in [
        serde_json::to_string(&five).unwrap(),
        serde_json::to_string(&Outcome::new(None, Termination::BothWon).unwrap()).unwrap(),
        serde_json::to_string(&Line::new(p("c3"), p("c9")).unwrap()).unwrap(),
        serde_json::to_string(&Move::Pass).unwrap(),
        serde_json::to_string(&p("z26")).unwrap(),
        serde_json::to_string(&Restrictions::RENJU).unwrap(),
    ] {
        seeds.push(text);
    }
    // Tokens a mutation puts in: values each field may (not) take.
    const TOKENS: &[&str] = &[
        "null",
        "true",
        "false",
        "0",
        "1",
        "4",
        "5",
        "26",
        "27",
        "100",
        "101",
        "65535",
        "65536",
        "-1",
        "4294967296",
        "1e3",
        "\"black\"",
        "\"white\"",
        "\"none\"",
        "\"five\"",
        "\"board-full\"",
        "\"both-won\"",
        "\"agreement\"",
        "\"h8\"",
        "\"z27\"",
        "\"pass\"",
        "\"a1\"",
        "\"b3\"",
        "\"double-three\"",
        "\"overline\"",
        "\"lose\"",
        "\"renju\"",
        "[]",
        "{}",
        "\"\"",
        ",",
        ":",
        "\"size\"",
        "\"winner\"",
        "\"line\"",
    ];
    let mut rng = Rng::from_state(seed::seed());
    let mut total = serde_checks::Accepted::default();
    for run in 0..runs {
        let mut text = seeds[rng.index(seeds.len())].clone().into_bytes();
        for _ in 0..1 + rng.index(2) {
            // Where values start: after `:`, `[` or `,` (or the whole text).
            let starts: Vec<usize> = core::iter::once(0)
                .chain(
                    (0..text.len())
                        .filter(|&i| b":[,".contains(&text[i]))
                        .map(|i| i + 1),
                )
                .collect();
            match rng.index(6) {
                // Replace a value (the run of bytes up to the next delimiter).
                0..=3 => {
                    let at = starts[rng.index(starts.len())];
                    let end = text[at..]
                        .iter()
                        .position(|b| b",:}]".contains(b))
                        .map_or(text.len(), |n| at + n);
                    let token = TOKENS[rng.index(TOKENS.len())].as_bytes();
                    text.splice(at..end, token.iter().copied());
                }
                4 => {
                    let at = rng.index(text.len() + 1);
                    let end = (at + 1 + rng.index(4)).min(text.len());
                    text.drain(at..end);
                }
                _ => {
                    let at = rng.index(text.len() + 1);
                    text.insert(at, rng.next_u64() as u8);
                }
            }
        }
        let result = std::panic::catch_unwind(|| serde_checks::run(&text));
        match result {
            Ok(a) => {
                total.values += a.values;
                total.rules += a.rules;
                total.outcomes += a.outcomes;
            }
            Err(_) => panic!(
                "input {run} broke an invariant: {:?}",
                String::from_utf8_lossy(&text)
            ),
        }
    }
    println!("serde inputs: {runs}, accepted {total:?}");
    if runs >= 1000 {
        assert!(total.rules > 0 && total.outcomes > 0, "{total:?}");
        assert!(
            total.values < runs,
            "every mutation was accepted: {total:?}"
        );
    }
}

#[test]
fn a_history_keeps_the_opening_and_its_actions() {
    use gomoku_referee::{Game, History, HistoryError, Move, Opening, OpeningAction, OpeningError};
    let mut game = Game::with_opening(Rules::renju(), Opening::Rif).unwrap();
    for s in ["h8", "h9", "j10"] {
        game.place(p(s)).unwrap();
    }
    game.keep().unwrap();
    game.place(p("g10")).unwrap();
    game.offer(&[p("g8"), p("i8")]).unwrap();
    game.pick(p("i8")).unwrap();
    game.play_at(p("h11")).unwrap();
    let history = game.history();
    assert_eq!(history.opening, Some(Opening::Rif));
    assert_eq!(history.opening_actions, game.opening_actions());
    assert_eq!(history.moves.len(), 6);
    let value = serde_json::to_value(&history).unwrap();
    assert_eq!(value["opening"], json!("rif"));
    assert_eq!(
        value["opening_actions"],
        json!(["h8", "h9", "j10", "keep", "g10", "offer g8 i8", "pick i8"])
    );
    round_trip(&history);
    let back: History = serde_json::from_value(value.clone()).unwrap();
    let again = Game::from_history(&back).unwrap();
    assert_eq!(again, game);
    assert_eq!(again.opening_state(), game.opening_state());

    // A game without an opening leaves both keys out, as before.
    let plain = serde_json::to_value(Game::new(Rules::renju()).history()).unwrap();
    assert!(plain.get("opening").is_none() && plain.get("opening_actions").is_none());

    // Replaying checks the opening: its actions, its stones, its start.
    let mut bad = history.clone();
    bad.opening_actions[3] = OpeningAction::Swap;
    bad.opening_actions.insert(3, OpeningAction::Declare(2));
    assert!(matches!(
        Game::from_history(&bad),
        Err(HistoryError::OpeningAction {
            index: 3,
            error: OpeningError::Unexpected { .. }
        })
    ));
    let mut bad = history.clone();
    bad.moves[1] = Move::Place(p("a1"));
    assert_eq!(
        Game::from_history(&bad),
        Err(HistoryError::OpeningStone { index: 1 })
    );
    let mut bad = history.clone();
    bad.moves.truncate(2);
    assert_eq!(
        Game::from_history(&bad),
        Err(HistoryError::OpeningStone { index: 2 })
    );
    let mut bad = history.clone();
    bad.start = gomoku_referee::Setup::from_text("a1", "").unwrap();
    assert_eq!(Game::from_history(&bad), Err(HistoryError::OpeningStart));
    let bad = History {
        opening: Some(Opening::Taraguchi(10)),
        ..History::new(Rules::renju().with_size(7).unwrap())
    };
    assert!(matches!(
        Game::from_history(&bad),
        Err(HistoryError::Opening(OpeningError::BoardTooSmall { .. }))
    ));
    let mut bad = value;
    bad["opening"] = json!("taraguchi-0");
    refused::<History>(bad);
}
