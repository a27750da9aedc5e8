//! The Gomocup protocol (RULES.md §13): the parser on arbitrary lines (a bounded, seeded
//! property test; the cargo-fuzz target `protocol_line` in `fuzz/` runs the same check
//! without bounds), and the brain driven in memory through whole manager conversations.

use std::cell::RefCell;
use std::time::Duration;

use gomoku_referee::brain::{self, Budget, Session, Step};
use gomoku_referee::protocol::{About, Command, Info, ProtocolError, Reply};
use gomoku_referee::{Color, Game, Point, Rules, Termination};
use proptest::prelude::*;
use proptest::test_runner::Config;

#[path = "seed/mod.rs"]
mod seed;

/// `cases` cases (`PROPTEST_CASES` when set), with the run's seed (`GOMOKU_TEST_SEED`:
/// fixed unless asked otherwise, fresh in `scripts/test-long.sh`).
fn config(cases: u32) -> Config {
    Config {
        failure_persistence: None,
        ..seed::cases(cases)
    }
}

/// The words and fragments a manager's lines are made of, to mix into random lines.
fn fragment() -> impl Strategy<Value = String> {
    prop_oneof![
        proptest::sample::select(vec![
            "START",
            "RECTSTART",
            "RESTART",
            "BEGIN",
            "TURN",
            "BOARD",
            "DONE",
            "TAKEBACK",
            "PLAY",
            "INFO",
            "END",
            "ABOUT",
            "SWAP2BOARD",
            "timeout_turn",
            "timeout_match",
            "time_left",
            "max_memory",
            "game_type",
            "rule",
            "evaluate",
            "folder",
            "turn",
            "info",
            "-",
            ",",
            " ",
            "\r",
            "\t",
            "0",
            "-1",
            "2147483647",
            "99999999999999999999",
        ])
        .prop_map(str::to_string),
        (0u32..40).prop_map(|n| n.to_string()),
        (0u32..40, 0u32..40).prop_map(|(x, y)| format!("{x},{y}")),
        (0u32..30, 0u32..30, 0u32..5).prop_map(|(x, y, f)| format!("{x},{y},{f}")),
        "\\PC{0,6}",
    ]
}

fn line() -> impl Strategy<Value = String> {
    prop_oneof![
        proptest::collection::vec(fragment(), 0..6).prop_map(|v| v.join(" ")),
        proptest::collection::vec(fragment(), 0..6).prop_map(|v| v.concat()),
        "\\PC{0,40}",
        any::<String>(),
    ]
}

/// The parser's contract on one line: no panic; a command prints back to itself.
fn check_line(text: &str, size: u8) {
    match Command::parse(text, size) {
        Ok(command) => {
            let printed = command.display(size).to_string();
            assert_eq!(
                Command::parse(&printed, size),
                Ok(command),
                "{text:?} -> {printed:?}"
            );
        }
        Err(e) => {
            // Every error prints a lower-case message without a period.
            let msg = e.to_string();
            assert!(!msg.is_empty() && !msg.ends_with('.'), "{msg}");
        }
    }
    let _ = Reply::parse(text, size);
}

proptest! {
    #![proptest_config(config(2000))]

    #[test]
    fn any_line_parses_or_is_a_typed_error(text in line(), size in 5u8..=26) {
        check_line(&text, size);
    }

    #[test]
    fn any_bytes_parse_or_are_a_typed_error(bytes in proptest::collection::vec(any::<u8>(), 0..40)) {
        match Command::parse_bytes(&bytes, 20) {
            Err(ProtocolError::InvalidUtf8) => prop_assert!(std::str::from_utf8(&bytes).is_err()),
            other => prop_assert_eq!(other, Command::parse(std::str::from_utf8(&bytes).unwrap(), 20)),
        }
    }

    #[test]
    fn replies_print_back_to_themselves(x in 0u8..20, y in 0u8..20, text in "\\PC{0,20}") {
        let p = Point::new(x, y).unwrap();
        for reply in [Reply::Move(p), Reply::Suggest(p), Reply::Ok, Reply::Swap] {
            let printed = reply.display(20).to_string();
            prop_assert_eq!(Reply::parse(&printed, 20), Ok(reply));
        }
        let printed = Reply::Error(&text).display(20).to_string();
        prop_assert!(!printed.contains('\n') && !printed.contains('\r'));
        let Ok(Reply::Error(back)) = Reply::parse(&printed, 20) else { panic!("{printed:?}") };
        let want = text.split(['\r', '\n']).collect::<Vec<_>>().join(" ");
        prop_assert_eq!(back, want.trim());
    }

    /// A session fed arbitrary lines never panics, and answers each line with at most the
    /// lines the protocol allows: it keeps running whatever it is sent.
    #[test]
    fn a_session_survives_any_lines(lines in proptest::collection::vec(line(), 0..12)) {
        let mut session = Session::new(ABOUT);
        session.feed("START 15");
        for text in &lines {
            match session.feed(text) {
                Step::Think(_) => {
                    let out = answer_with_first_legal(&mut session);
                    prop_assert!(out.lines().last().unwrap().contains(','), "{out:?}");
                }
                Step::Reply(out) => {
                    for l in out.lines() {
                        prop_assert!(Reply::parse(l, session.rules().size()).is_ok(), "{l:?}");
                    }
                }
                Step::Exit => break,
            }
        }
    }
}

/// Answers a `Step::Think` with the first legal point of the game the bot is asked about
/// (the opening game of a `SWAP2BOARD` answer, whose three stones are asked for one at a
/// time, or the game), until the session has lines to write; returns them.
fn answer_with_first_legal(session: &mut Session) -> String {
    for _ in 0..8 {
        let game = session.opening_game().or(session.game()).unwrap().clone();
        let p = game.legal_moves().iter().next().unwrap();
        match session.play(p) {
            Step::Reply(out) => return out,
            Step::Think(_) => {}
            Step::Exit => panic!("the session exited on a move"),
        }
    }
    panic!("the session asked for more than eight stones");
}

/// The long run's fresh seeds found this one (the test played one stone and expected the
/// answer, but a `SWAP2BOARD` answer on an empty board is three stones).
#[test]
fn a_swap2board_answer_on_an_empty_board_is_three_stones_asked_one_at_a_time() {
    let mut session = Session::new(ABOUT);
    session.feed("START 15");
    assert_eq!(session.feed("SWAP2BOARD"), Step::Reply(String::new()));
    assert!(matches!(session.feed("DONE"), Step::Think(_)));
    let out = answer_with_first_legal(&mut session);
    assert_eq!(out.split(' ').count(), 3, "{out:?}");
    assert!(out.split(' ').all(|s| s.contains(',')), "{out:?}");
}

const ABOUT: About<'static> = About {
    name: "test-brain",
    version: "1.0",
    author: "gomoku",
    country: "CZ",
};

/// A bot that plays the first legal point in board order, and records its budgets.
struct FirstLegal {
    budgets: RefCell<Vec<Budget>>,
}

impl FirstLegal {
    fn new() -> FirstLegal {
        FirstLegal {
            budgets: RefCell::new(Vec::new()),
        }
    }
}

impl brain::Bot for FirstLegal {
    fn choose(&mut self, game: &Game, budget: Budget) -> Point {
        self.budgets.borrow_mut().push(budget);
        game.legal_moves()
            .iter()
            .find(|&p| game.position().forbidden(p).is_none())
            .unwrap()
    }
    fn about(&self) -> About<'_> {
        ABOUT
    }
}

/// The brain's output for `input`.
fn converse(bot: &mut FirstLegal, input: &str) -> Vec<String> {
    let mut out = Vec::new();
    brain::run(bot, input.as_bytes(), &mut out).unwrap();
    String::from_utf8(out)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

#[test]
fn a_game_from_start_to_end() {
    let mut bot = FirstLegal::new();
    let out = converse(
        &mut bot,
        "START 20\r\nINFO timeout_turn 5000\r\nINFO time_left 100000\r\nINFO rule 0\r\n\
         ABOUT\r\nBEGIN\r\nTURN 10,10\r\nTAKEBACK 10,10\r\nTAKEBACK 1,19\r\nTAKEBACK 10,10\r\nTURN 5,5\r\nEND\r\nBEGIN\r\n",
    );
    assert_eq!(
        out,
        [
            "OK",
            r#"name="test-brain", version="1.0", author="gomoku", country="CZ""#,
            "0,19",
            "1,19",
            "ERROR TAKEBACK 10,10: the last move is 1,19",
            "OK",
            "OK",
            "1,19",
        ],
        "a TAKEBACK of the last move is OK, of another an ERROR; nothing after END"
    );
    let ms = Duration::from_millis;
    assert_eq!(
        bot.budgets.borrow()[0],
        Budget {
            turn: Some(ms(5000)),
            left: Some(ms(100_000)),
            game: None
        }
    );
}

#[test]
fn bad_lines_are_answered_and_the_brain_goes_on() {
    let mut bot = FirstLegal::new();
    let out = converse(
        &mut bot,
        "HELLO\nSTART\nSTART 40\nRECTSTART 20,15\nSTART 15\nTURN 15,0\nTURN 7\nBEGIN now\n\
         DONE\n1,1,1\nTURN 7,7\nTURN 0,0\n\n\nEND\n",
    );
    assert_eq!(
        out,
        [
            "UNKNOWN unknown command HELLO",
            "ERROR START expects a board size, like START 20",
            "ERROR board size 40 is out of range 5..=26",
            "ERROR rectangular boards are not supported (20x15)",
            "OK",
            "ERROR TURN 15,0 is off the 15x15 board",
            "ERROR TURN expects a point x,y counted from 0 at the top left, like 10,10",
            "ERROR BEGIN expects no argument",
            "ERROR DONE outside a BOARD block",
            "ERROR x,y,field outside a BOARD block",
            "0,14",
            // 0,0 is a15: free; the brain answers the next free point.
            "1,14",
        ]
    );
}

#[test]
fn turn_on_an_occupied_point_is_an_error_and_changes_nothing() {
    let mut session = Session::new(ABOUT);
    session.feed("START 15");
    assert!(matches!(session.feed("TURN 7,7"), Step::Think(_)));
    assert_eq!(
        session.play("h9".parse().unwrap()),
        Step::Reply("7,6".into())
    );
    let before = session.game().unwrap().clone();
    assert_eq!(
        session.feed("TURN 7,6"),
        Step::Reply("ERROR TURN 7,6: h9 is occupied".into())
    );
    assert_eq!(session.game().unwrap(), &before);
    // The bot choosing an occupied point is refused too, and it is asked again.
    assert!(matches!(session.feed("TURN 8,8"), Step::Think(_)));
    assert_eq!(
        session.play("h8".parse().unwrap()),
        Step::Reply("ERROR the bot chose 7,7: h8 is occupied".into())
    );
    assert_eq!(
        session.play("a1".parse().unwrap()),
        Step::Reply("0,14".into())
    );
}

#[test]
fn board_after_restart_replays_the_moves_in_order() {
    let mut bot = FirstLegal::new();
    // Renju: the manager sends the moves in the order played. The brain has 2 stones,
    // the opponent 3: the brain is White.
    let out = converse(
        &mut bot,
        "INFO rule 4\nSTART 15\nRESTART\nBOARD\n7,7,2\n7,6,1\n8,8,2\n6,6,1\n9,9,2\nDONE\nEND\n",
    );
    assert_eq!(out, ["OK", "OK", "0,14"]);
    let mut session = Session::new(ABOUT);
    for line in [
        "INFO rule 4",
        "START 15",
        "BOARD",
        "7,7,2",
        "7,6,1",
        "8,8,2",
        "6,6,1",
        "9,9,2",
    ] {
        session.feed(line);
    }
    let Step::Think(_) = session.feed("DONE") else {
        panic!()
    };
    let game = session.game().unwrap();
    assert_eq!(
        game.moves().len(),
        5,
        "the history is kept, so TAKEBACK works"
    );
    assert_eq!(game.turn(), Color::White);
    assert_eq!(game.rules(), &Rules::renju());
    assert_eq!(session.feed("TAKEBACK 9,9"), Step::Reply("OK".into()));
}

#[test]
fn board_in_any_order_under_gomoku() {
    let mut session = Session::new(ABOUT);
    session.feed("START 15");
    // Out of order: alternating them makes no sense of it, the position is set up.
    for line in [
        "BOARD", "1,1,1", "2,2,1", "3,3,1", "9,9,2", "9,10,2", "9,11,2",
    ] {
        assert_eq!(session.feed(line), Step::Reply(String::new()));
    }
    let Step::Think(_) = session.feed("DONE") else {
        panic!()
    };
    let game = session.game().unwrap();
    assert_eq!(game.position().stones_played(), 6);
    assert_eq!(game.turn(), Color::Black);
}

#[test]
fn board_with_a_finished_game_is_an_error() {
    let mut session = Session::new(ABOUT);
    session.feed("START 15");
    // The opponent has five in a row already.
    for line in [
        "BOARD", "0,0,2", "1,0,2", "2,0,2", "3,0,2", "4,0,2", "0,5,1", "2,5,1", "4,5,1", "6,5,1",
    ] {
        session.feed(line);
    }
    let Step::Reply(out) = session.feed("DONE") else {
        panic!()
    };
    assert!(out.starts_with("ERROR BOARD: "), "{out}");
    // In order, a game whose last move made five.
    session.feed("RESTART");
    for line in [
        "BOARD", "0,0,1", "0,1,2", "1,0,1", "1,1,2", "2,0,1", "2,1,2", "3,0,1", "3,1,2", "4,0,1",
        "4,1,2",
    ] {
        session.feed(line);
    }
    let Step::Reply(out) = session.feed("DONE") else {
        panic!()
    };
    assert!(out.starts_with("ERROR BOARD: "), "{out}");
    // The brain still answers.
    assert_eq!(session.feed("RESTART"), Step::Reply("OK".into()));
    assert!(matches!(session.feed("BEGIN"), Step::Think(_)));
}

#[test]
fn bad_lines_inside_a_block_are_answered_at_done() {
    let mut session = Session::new(ABOUT);
    // Before START: one ERROR, at DONE, not one a line.
    for line in ["BOARD", "7,7,1", "8,8,2"] {
        assert_eq!(session.feed(line), Step::Reply(String::new()));
    }
    assert_eq!(
        session.feed("DONE"),
        Step::Reply("ERROR BOARD before START".into())
    );
    session.feed("START 15");
    for line in ["BOARD", "7,7,1", "77,7,2", "8,8,3", "BEGIN"] {
        assert_eq!(session.feed(line), Step::Reply(String::new()));
    }
    assert_eq!(
        session.feed("DONE"),
        Step::Reply("ERROR BOARD: x,y,field 77,7 is off the 15x15 board".into())
    );
    for line in ["BOARD", "7,7,3"] {
        session.feed(line);
    }
    assert_eq!(
        session.feed("DONE"),
        Step::Reply("ERROR BOARD: continuous games are not supported (field 3 at 7,7)".into())
    );
    for line in ["BOARD", "7,7,1", "8,8,1"] {
        session.feed(line);
    }
    let Step::Reply(out) = session.feed("DONE") else {
        panic!()
    };
    assert!(out.contains("the brain cannot be to move"), "{out}");
}

#[test]
fn every_rule_code() {
    for (code, rules) in [
        (0, Some(Rules::freestyle())),
        (1, Some(Rules::standard())),
        (2, Some(Rules::renju())),
        (3, None),
        (4, Some(Rules::renju())),
        (5, Some(Rules::renju())),
        (6, None),
        (7, None),
        (8, Some(Rules::caro_overline())),
        (9, Some(Rules::caro())),
        (12, None),
    ] {
        let mut session = Session::new(ABOUT);
        assert_eq!(
            session.feed(&format!("INFO rule {code}")),
            Step::Reply(String::new())
        );
        let start = session.feed("START 20");
        match rules {
            Some(rules) => {
                assert_eq!(start, Step::Reply("OK".into()), "rule {code}");
                assert_eq!(
                    session.game().unwrap().rules(),
                    &rules.with_size(20).unwrap()
                );
            }
            None => {
                // Told at the next command that is not INFO, as the protocol asks.
                let Step::Reply(out) = start else { panic!() };
                assert!(
                    out.starts_with(&format!("ERROR gomocup rule code {code} is not supported")),
                    "{out}"
                );
                let Step::Reply(out) = session.feed("BEGIN") else {
                    panic!()
                };
                assert!(out.starts_with("ERROR"), "{out}");
                // A supported code makes the brain playable again.
                session.feed("INFO rule 1");
                assert_eq!(session.feed("START 20"), Step::Reply("OK".into()));
            }
        }
    }
}

#[test]
fn rule_info_after_start_applies_to_the_game() {
    let mut session = Session::new(ABOUT);
    session.feed("START 15");
    session.feed("INFO rule 4");
    assert_eq!(session.game().unwrap().rules(), &Rules::renju());
    // Mid-game: the moves are replayed under the new rules.
    assert!(matches!(session.feed("TURN 7,7"), Step::Think(_)));
    session.play("a1".parse().unwrap());
    session.feed("INFO rule 1");
    assert_eq!(session.game().unwrap().rules(), &Rules::standard());
    assert_eq!(session.game().unwrap().moves().len(), 2);
}

/// A session whose freestyle game has moves that renju cannot replay: Black (the
/// opponent) made a double three at h8, which loses under renju, and White (the brain)
/// played on. Then `INFO rule 4` (renju) arrives.
fn session_with_a_game_renju_does_not_fit() -> Session {
    let mut session = Session::new(ABOUT);
    assert_eq!(session.feed("START 15"), Step::Reply("OK".into()));
    // Black f8 g8 h6 h7 h8 (x from the left, y from the top), White a1 a3 a5 a7 a9.
    for (black, white) in [
        ("5,7", "a1"),
        ("6,7", "a3"),
        ("7,9", "a5"),
        ("7,8", "a7"),
        ("7,7", "a9"),
    ] {
        assert!(matches!(
            session.feed(&format!("TURN {black}")),
            Step::Think(_)
        ));
        session.play(white.parse().unwrap());
    }
    assert_eq!(session.feed("INFO rule 4"), Step::Reply(String::new()));
    session
}

#[test]
fn rules_that_do_not_fit_the_game_refuse_it_until_a_new_game() {
    let misfit = |out: &Step| matches!(out, Step::Reply(r) if r.starts_with("ERROR INFO rule 4 does not fit the game in progress"));
    for new_game in ["START 15", "RESTART", "RECTSTART 15,15"] {
        let mut session = session_with_a_game_renju_does_not_fit();
        // The game in progress cannot go on under renju...
        assert!(misfit(&session.feed("TURN 0,0")), "{new_game}");
        assert!(misfit(&session.feed("BEGIN")), "{new_game}");
        assert_eq!(session.game().unwrap().rules(), &Rules::freestyle());
        // ...but a new game starts under it, and the brain plays on.
        assert_eq!(
            session.feed(new_game),
            Step::Reply("OK".into()),
            "{new_game}"
        );
        let game = session.game().unwrap();
        assert_eq!((game.rules(), game.moves().len()), (&Rules::renju(), 0));
        assert!(
            matches!(session.feed("BEGIN"), Step::Think(_)),
            "{new_game}"
        );
    }
    // A BOARD gives the whole new position: played under renju.
    let mut session = session_with_a_game_renju_does_not_fit();
    for line in ["BOARD", "7,7,2", "8,8,1"] {
        assert_eq!(session.feed(line), Step::Reply(String::new()));
    }
    assert!(matches!(session.feed("DONE"), Step::Think(_)));
    let game = session.game().unwrap();
    assert_eq!((game.rules(), game.moves().len()), (&Rules::renju(), 2));
    // An unsupported code still refuses every game command, new games too.
    let mut session = session_with_a_game_renju_does_not_fit();
    session.feed("INFO rule 3");
    let Step::Reply(out) = session.feed("START 15") else {
        panic!()
    };
    assert!(
        out.starts_with("ERROR gomocup rule code 3 is not supported"),
        "{out}"
    );
}

#[test]
fn malformed_info_is_told_before_the_next_reply() {
    let mut session = Session::new(ABOUT);
    assert_eq!(
        session.feed("INFO timeout_turn soon"),
        Step::Reply(String::new())
    );
    assert_eq!(session.feed("INFO whatever 12"), Step::Reply(String::new()));
    assert_eq!(
        session.feed("START 15"),
        Step::Reply(
            "MESSAGE ignored \"INFO timeout_turn soon\": the value of timeout_turn must be a whole number of milliseconds, 0 to 4294967295\nOK"
                .into()
        )
    );
}

#[test]
fn the_budget_follows_the_time_infos() {
    let ms = Duration::from_millis;
    let mut bot = FirstLegal::new();
    converse(
        &mut bot,
        "START 15\nINFO timeout_turn 0\nBEGIN\nINFO timeout_turn 1000\nINFO timeout_match 60000\n\
         INFO time_left 2147483647\nTURN 9,9\nINFO time_left -1\nTURN 10,10\nEND\n",
    );
    let budgets = bot.budgets.borrow();
    assert_eq!(
        budgets[0].turn,
        Some(Duration::ZERO),
        "0 = as fast as possible"
    );
    assert_eq!(budgets[0].time_for_move(), Some(Duration::ZERO));
    assert_eq!(
        budgets[1],
        Budget {
            turn: Some(ms(1000)),
            left: None,
            game: Some(ms(60_000))
        },
        "2147483647 = unlimited"
    );
    assert_eq!(
        budgets[2].left,
        Some(Duration::ZERO),
        "negative = out of time"
    );
}

#[test]
fn swap2board_places_three_stones_or_keeps_its_colour() {
    let mut bot = FirstLegal::new();
    let out = converse(
        &mut bot,
        "INFO rule 1\nSTART 15\nSWAP2BOARD\nDONE\nSWAP2BOARD\n7,7\n8,7\n9,9\nDONE\n\
         SWAP2BOARD\n7,7\n8,7\n9,9\n8,8\n8,6\nDONE\nSWAP2BOARD\n7,7\nDONE\nEND\n",
    );
    assert_eq!(
        out,
        [
            "OK",
            "0,14 1,14 2,14",
            "0,14",
            "0,14",
            "ERROR SWAP2BOARD with 1 stones: expected 0, 3 or 5",
        ]
    );
    // The game in step with the manager is untouched by the opening talk.
    let mut session = Session::new(ABOUT);
    session.feed("START 15");
    for line in ["SWAP2BOARD", "7,7", "8,7", "9,9"] {
        session.feed(line);
    }
    let Step::Think(_) = session.feed("DONE") else {
        panic!()
    };
    assert_eq!(session.game().unwrap().moves().len(), 3);
    session.play("a1".parse().unwrap());
    assert!(session.game().unwrap().moves().is_empty());
}

/// A bot that takes, in each Swap2 answer, the steps of a script (then the first legal
/// point): what a bot that decides opening steps does through `Bot::decide`.
struct Scripted(Vec<gomoku_referee::Step>);

impl brain::Bot for Scripted {
    fn choose(&mut self, game: &Game, _: Budget) -> Point {
        game.legal_moves().iter().next().unwrap()
    }
    fn decide(&mut self, game: &Game, budget: Budget) -> gomoku_referee::Step {
        if self.0.is_empty() {
            let p = self.choose(game, budget);
            return gomoku_referee::Step::Move(gomoku_referee::Move::Place(p));
        }
        self.0.remove(0)
    }
}

fn scripted(steps: &[&str], input: &str) -> Vec<String> {
    use gomoku_referee::{Color, Move, OpeningAction, Step};
    let steps = steps
        .iter()
        .map(|s| match *s {
            "black" => Step::Opening(OpeningAction::Choose(Color::Black)),
            "white" => Step::Opening(OpeningAction::Choose(Color::White)),
            "swap" => Step::Opening(OpeningAction::Swap),
            p if p.starts_with("place ") => {
                Step::Opening(OpeningAction::Place(p[6..].parse().unwrap()))
            }
            p => Step::Move(Move::Place(p.parse().unwrap())),
        })
        .collect();
    let mut out = Vec::new();
    brain::run(&mut Scripted(steps), input.as_bytes(), &mut out).unwrap();
    String::from_utf8(out)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

#[test]
fn swap2board_answers_with_the_bots_decision_swap_two_stones_or_a_move() {
    let three = "START 15\nSWAP2BOARD\n7,7\n8,7\n9,9\nDONE\nEND\n";
    let five = "START 15\nSWAP2BOARD\n7,7\n8,7\n9,9\n8,8\n8,6\nDONE\nEND\n";
    // Three stones: the second player takes Black (SWAP), keeps White and plays the
    // fourth stone, or places two more (White's, then Black's).
    assert_eq!(scripted(&["black"], three), ["OK", "SWAP"]);
    assert_eq!(scripted(&["white", "a1"], three), ["OK", "0,14"]);
    assert_eq!(
        scripted(&["place a1", "place b1"], three),
        ["OK", "0,14 1,14"]
    );
    // Five stones: the first player takes Black (SWAP: the opponent plays White's sixth)
    // or White, and plays the sixth stone.
    assert_eq!(scripted(&["black"], five), ["OK", "SWAP"]);
    assert_eq!(scripted(&["white", "o15"], five), ["OK", "14,0"]);
    // No stone: the three opening stones.
    assert_eq!(
        scripted(
            &["place h8", "place h9", "place i8"],
            "START 15\nSWAP2BOARD\nDONE\nEND\n"
        ),
        ["OK", "7,7 7,6 8,7"]
    );
    // A step the opening does not expect is an ERROR (the manager reads it as the answer).
    let out = scripted(&["swap"], five);
    assert_eq!(out.len(), 2);
    assert!(out[1].starts_with("ERROR the bot chose swap: "), "{out:?}");
}

#[test]
fn a_refused_opening_step_changes_nothing_and_the_session_goes_on() {
    use gomoku_referee::{Color, OpeningAction};
    let mut session = Session::new(ABOUT);
    session.feed("START 15");
    for line in ["SWAP2BOARD", "7,7", "8,7", "9,9", "8,8", "8,6"] {
        session.feed(line);
    }
    let Step::Think(_) = session.feed("DONE") else {
        panic!()
    };
    let before = session.game().cloned();
    let Step::Reply(refused) = session.act(OpeningAction::Swap) else {
        panic!()
    };
    assert!(refused.starts_with("ERROR the bot chose swap"), "{refused}");
    assert_eq!(session.game().cloned(), before);
    assert_eq!(
        session.act(OpeningAction::Choose(Color::Black)),
        Step::Reply("SWAP".to_string())
    );
    // Nothing asked now: an action is refused.
    let Step::Reply(none) = session.act(OpeningAction::Choose(Color::Black)) else {
        panic!()
    };
    assert!(
        none.starts_with("ERROR no opening step was asked for"),
        "{none}"
    );
}

#[test]
fn the_reference_bot_swaps_to_the_stronger_colour() {
    // Black's two stones side by side against White's far in the corner: the reference
    // bot, second player, takes Black.
    let mut bot = gomoku_referee::bot::ReferenceBot::new(0);
    let mut out = Vec::new();
    brain::run(
        &mut bot,
        "START 15\nSWAP2BOARD\n7,7\n0,0\n8,7\nDONE\nEND\n".as_bytes(),
        &mut out,
    )
    .unwrap();
    assert_eq!(String::from_utf8(out).unwrap(), "OK\nSWAP\n");
}

#[test]
fn line_ends_lf_crlf_and_cr_alone() {
    for input in [
        "START 15\nBEGIN\n",
        "START 15\r\nBEGIN\r\n",
        "START 15\rBEGIN\r",
        "START 15\r\n\r\nBEGIN",
    ] {
        let mut bot = FirstLegal::new();
        assert_eq!(converse(&mut bot, input), ["OK", "0,14"], "{input:?}");
    }
    // Bytes that are not UTF-8 are an unknown command, not a crash.
    let mut out = Vec::new();
    let mut bot = FirstLegal::new();
    brain::run(&mut bot, &b"\xff\xfe\nSTART 15\n"[..], &mut out).unwrap();
    assert_eq!(
        String::from_utf8(out).unwrap(),
        "UNKNOWN unknown command \u{fffd}\u{fffd}\nOK\n"
    );
}

#[test]
fn a_whole_game_under_every_preset_ends_by_the_rules() {
    // The session plays both sides (two sessions talking through a tiny manager loop),
    // under rules given to the sessions directly (pente and the others have no code).
    for preset in gomoku_referee::Preset::ALL {
        let rules = preset.rules();
        let mut a = Session::with_rules(ABOUT, rules);
        let mut b = Session::with_rules(ABOUT, rules);
        let size = rules.size();
        assert_eq!(a.feed(&format!("START {size}")), Step::Reply("OK".into()));
        assert_eq!(b.feed(&format!("START {size}")), Step::Reply("OK".into()));
        let mut referee = Game::new(rules);
        let mut step = a.feed("BEGIN");
        let (mut mover, mut other) = (&mut a, &mut b);
        while let Step::Think(_) = step {
            let game = mover.game().unwrap().clone();
            assert_eq!(game.position(), referee.position());
            let p = game
                .legal_moves()
                .iter()
                .find(|&p| game.position().forbidden(p).is_none())
                .unwrap();
            let Step::Reply(text) = mover.play(p) else {
                panic!()
            };
            let Ok(Reply::Move(q)) = Reply::parse(&text, size) else {
                panic!("{text}")
            };
            assert_eq!(q, p);
            referee.play_at(q).unwrap();
            if referee.is_game_over() {
                break;
            }
            step = other.feed(&Command::Turn(q).display(size).to_string());
            std::mem::swap(&mut mover, &mut other);
        }
        let outcome = referee.outcome().unwrap();
        assert!(
            matches!(
                outcome.termination,
                Termination::Five
                    | Termination::Capture
                    | Termination::BoardFull
                    | Termination::NoLegalMove
            ),
            "{preset}: {outcome:?}"
        );
        let _ = Info::TimeoutTurn(0);
    }
}

/// A manager that writes one line at a time, each ended by CR alone, and waits for the
/// brain's answer before the next: a read past a line's end, before its answer, would
/// block a real brain for ever (issue 25); here it fails the test.
struct CrOnlyManager {
    lines: Vec<&'static [u8]>,
    /// How many answers each line has earned, in order.
    answers_before: Vec<usize>,
    next: usize,
    out: std::rc::Rc<RefCell<Vec<u8>>>,
}

impl std::io::Read for CrOnlyManager {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let Some(line) = self.lines.get(self.next) else {
            return Ok(0);
        };
        let answered = self.out.borrow().iter().filter(|&&b| b == b'\n').count();
        assert_eq!(
            answered, self.answers_before[self.next],
            "the brain read on before answering line {}",
            self.next
        );
        buf[..line.len()].copy_from_slice(line);
        self.next += 1;
        Ok(line.len())
    }
}

struct SharedOut(std::rc::Rc<RefCell<Vec<u8>>>);

impl std::io::Write for SharedOut {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[test]
fn a_line_ended_by_cr_alone_is_answered_before_the_next_is_read() {
    let out = std::rc::Rc::new(RefCell::new(Vec::new()));
    let manager = CrOnlyManager {
        lines: vec![b"START 15\r", b"BEGIN\r", b"TURN 7,7\r", b"END\r"],
        answers_before: vec![0, 1, 2, 3],
        next: 0,
        out: out.clone(),
    };
    let mut bot = FirstLegal::new();
    brain::run(
        &mut bot,
        std::io::BufReader::new(manager),
        SharedOut(out.clone()),
    )
    .unwrap();
    assert_eq!(String::from_utf8(out.take()).unwrap(), "OK\n0,14\n1,14\n");
}

#[test]
fn a_long_unknown_line_is_quoted_short() {
    let garbage = "x".repeat(100_000);
    let mut session = Session::new(ABOUT);
    let Step::Reply(reply) = session.feed(&garbage) else {
        panic!("an unknown command is answered");
    };
    assert!(reply.starts_with("UNKNOWN unknown command xxxx"), "{reply}");
    assert!(reply.len() < 80, "{} bytes quoted", reply.len());
    assert!(reply.ends_with('…'), "{reply}");
    // And the note on a long malformed INFO line is as short.
    session.feed(&format!("INFO timeout_turn {garbage}"));
    let Step::Reply(reply) = session.feed("START 15") else {
        panic!("START is answered");
    };
    assert!(reply.len() < 200, "{} bytes quoted", reply.len());
}

#[test]
fn an_info_value_out_of_range_is_named_as_such() {
    let mut session = Session::new(ABOUT);
    assert_eq!(session.feed("INFO game_type 9"), Step::Reply(String::new()));
    assert_eq!(
        session.feed("START 15"),
        Step::Reply(
            "MESSAGE ignored \"INFO game_type 9\": the value of game_type must be 0, 1, 2 or 3\nOK"
                .into()
        )
    );
}
