//! A scripted Gomocup manager (RULES.md §13) drives the three example brains —
//! `pbrain-gomoku` (Rust, `examples/rust/pbrain.rs`), `examples/python/pbrain.py` and
//! `examples/js/pbrain.mjs` (on the npm package `gomoku-wasm/pkg`) — as
//! spawned processes through pipes: protocol conversations (START, BEGIN, TURN, BOARD,
//! TAKEBACK, INFO, RESTART, ABOUT, END, every rule code, malformed lines, a finished game,
//! an occupied point, time limits), and whole games between the two brains under
//! freestyle 20×20, standard, renju and caro, each written as PSQ and replayed by the
//! referee.
//!
//! Needs the brains: the Rust one built (`cargo build -p gomoku-core --example
//! pbrain-gomoku`, or `$GOMOKU_PBRAIN`), the Python module installed in `$GOMOKU_VENV` (or
//! `.venv`); `scripts/test-agreement.sh` provides both. The tests assert what the brains
//! answer, never how fast: the reading timeout only stops a hung brain.
//!
//! Each brain is started with `--seed`, from the run's seed (`GOMOKU_TEST_SEED`: unset, the
//! fixed default, so that the test command plays the same games every run; `random` in
//! `scripts/test-long.sh`, printed to replay a failure). The brains' searches are bounded
//! by nodes, not by the clock, so a seed fixes their games.

#[path = "../../gomoku-core/tests/seed/mod.rs"]
mod seed;

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command as Process, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::thread;
use std::time::{Duration, Instant};

use gomoku_referee::protocol::{Command, Reply};
use gomoku_referee::record::{Record, RecordMove, Tree, read_psq};
use gomoku_referee::{Color, Game, Move, Point, Rules, Termination};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The seed a brain is started with: the run's seed plus `offset` (so that two brains of
/// one test differ).
fn brain_seed(offset: u64) -> String {
    seed::seed().wrapping_add(offset).to_string()
}

/// The Rust brain: `$GOMOKU_PBRAIN`, or the debug build of the example beside this test,
/// seeded by the run's seed plus `offset`.
fn rust_brain(offset: u64) -> Process {
    let path = std::env::var_os("GOMOKU_PBRAIN").map_or_else(
        || {
            let exe = std::env::current_exe().expect("the test's path");
            // target/debug/deps/brain_pipes-... -> target/debug/examples/pbrain-gomoku
            exe.parent()
                .and_then(Path::parent)
                .map(|d| d.join("examples/pbrain-gomoku"))
                .expect("a target folder")
        },
        PathBuf::from,
    );
    assert!(
        path.exists(),
        "no Rust brain at {}: build it with `cargo build -p gomoku-referee --example pbrain-gomoku` \
         (scripts/test-agreement.sh does) or set GOMOKU_PBRAIN",
        path.display()
    );
    let mut p = Process::new(path);
    p.args(["--seed", &brain_seed(offset)]);
    p
}

/// The Python brain, run by the interpreter of the virtual environment, seeded by the
/// run's seed plus `offset`.
fn python_brain(offset: u64) -> Process {
    // A separate process cannot run the code linked into this binary: in linked mode it
    // would test the installed extension while claiming to test the linked one.
    assert!(
        !gomoku_agreement::python_linked().unwrap_or(true),
        "the Python brain runs in its own interpreter, with the installed extension: \
         unset GOMOKU_PY_LINKED, or leave out --test brain_pipes"
    );
    let venv = std::env::var_os("GOMOKU_VENV").map_or_else(|| root().join(".venv"), PathBuf::from);
    let python = venv.join("bin/python");
    assert!(
        python.exists(),
        "no Python at {}: run scripts/test-python.sh (or set GOMOKU_VENV)",
        python.display()
    );
    let mut p = Process::new(python);
    p.arg(root().join("examples/python/pbrain.py"));
    p.args(["--seed", &brain_seed(offset)]);
    p
}

/// The JavaScript brain, run by node on the package `scripts/test-js.sh` builds, seeded by
/// the run's seed plus `offset`.
fn js_brain(offset: u64) -> Process {
    assert!(
        root().join("gomoku-wasm/pkg/node.js").exists(),
        "no npm package at gomoku-wasm/pkg: run scripts/test-js.sh first"
    );
    let mut p = Process::new("node");
    p.arg(root().join("examples/js/pbrain.mjs"));
    p.args(["--seed", &brain_seed(offset)]);
    p
}

/// A brain process, spoken to line by line.
struct Brain {
    name: &'static str,
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    /// Every line sent and received, for failure messages.
    log: Vec<String>,
}

impl Brain {
    fn spawn(name: &'static str, mut process: Process) -> Brain {
        let mut child = process
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start the {name} brain: {e}"));
        let stdout = child.stdout.take().expect("a pipe");
        let (tx, lines) = channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Brain {
            name,
            stdin: child.stdin.take(),
            child,
            lines,
            log: Vec::new(),
        }
    }

    /// Sends a line, ended with CR LF as managers do.
    fn send(&mut self, line: &str) {
        self.log.push(format!("> {line}"));
        let stdin = self.stdin.as_mut().expect("the brain's input is open");
        write!(stdin, "{line}\r\n")
            .and_then(|()| stdin.flush())
            .unwrap_or_else(|e| {
                panic!(
                    "{}: cannot write {line:?}: {e}\n{}",
                    self.name,
                    self.log.join("\n")
                )
            });
    }

    /// The next answer, skipping `MESSAGE` and `DEBUG` lines.
    fn answer(&mut self) -> String {
        loop {
            let line = self
                .lines
                .recv_timeout(Duration::from_secs(120))
                .unwrap_or_else(|e| {
                    panic!("{}: no answer ({e})\n{}", self.name, self.log.join("\n"))
                });
            self.log.push(format!("< {line}"));
            if !(line.starts_with("MESSAGE") || line.starts_with("DEBUG")) {
                return line;
            }
        }
    }

    /// Sends a line and returns the answer.
    fn ask(&mut self, line: &str) -> String {
        self.send(line);
        self.answer()
    }

    /// Asks for a move and returns it, checked to be a move on a board of `size`.
    fn ask_move(&mut self, line: &str, size: u8) -> Point {
        let answer = self.ask(line);
        match Reply::parse(&answer, size) {
            Ok(Reply::Move(p)) => p,
            other => panic!(
                "{}: {line:?} answered {answer:?} ({other:?}), not a move\n{}",
                self.name,
                self.log.join("\n")
            ),
        }
    }

    fn expect(&mut self, line: &str, want: &str) {
        let got = self.ask(line);
        assert!(
            got.starts_with(want),
            "{}: {line:?} answered {got:?}, expected {want:?}...\n{}",
            self.name,
            self.log.join("\n")
        );
    }

    /// Sends `END` and waits for the process to exit by itself, successfully.
    fn end(mut self) {
        self.send("END");
        drop(self.stdin.take());
        let started = Instant::now();
        loop {
            match self.child.try_wait() {
                Ok(Some(status)) => {
                    assert!(status.success(), "{}: exited with {status}", self.name);
                    break;
                }
                Ok(None) if started.elapsed() < Duration::from_secs(60) => {
                    thread::sleep(Duration::from_millis(20));
                }
                _ => {
                    let _ = self.child.kill();
                    panic!("{}: did not exit after END", self.name);
                }
            }
        }
        // Nothing is written after END.
        assert!(
            self.lines.try_recv().is_err(),
            "{}: wrote after END",
            self.name
        );
    }
}

impl Drop for Brain {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// A deterministic "opponent" for conversations: the legal, not forbidden point nearest
/// the centre after `skip` others.
fn some_move(game: &Game, skip: usize) -> Point {
    let c = i32::from(game.rules().size() / 2);
    let mut moves: Vec<Point> = game
        .legal_moves()
        .iter()
        .filter(|&p| game.position().forbidden(p).is_none())
        .collect();
    moves.sort_by_key(|p| {
        let (dx, dy) = (i32::from(p.x()) - c, i32::from(p.y()) - c);
        (dx * dx + dy * dy, p.y(), p.x())
    });
    moves[skip.min(moves.len() - 1)]
}

fn turn(p: Point, size: u8) -> String {
    Command::Turn(p).display(size).to_string()
}

/// START, INFO, BEGIN, TURN, TAKEBACK, RESTART, BOARD, ABOUT, malformed lines: the
/// answers a manager relies on.
fn conversation(mut brain: Brain) {
    let size = 15;
    brain.send("INFO timeout_match 300000");
    brain.send("INFO timeout_turn 1000");
    brain.send("INFO max_memory 83886080");
    brain.send("INFO game_type 1");
    brain.send("INFO rule 1");
    brain.send("INFO folder /tmp");
    brain.send("INFO some_new_key 12");
    brain.expect("START 15", "OK");
    let about = brain.ask("ABOUT");
    assert!(
        matches!(Reply::parse(&about, size), Ok(Reply::About(a)) if a.name.starts_with("pbrain")),
        "{about}"
    );
    // Malformed and unknown lines: answered, and the brain goes on.
    brain.expect("HELLO WORLD", "UNKNOWN");
    brain.expect("TURN 99,99", "ERROR");
    brain.expect("TURN seven", "ERROR");
    brain.expect("START", "ERROR");
    brain.expect("BEGIN please", "ERROR");
    brain.expect("DONE", "ERROR");

    let mut referee = Game::new(Rules::standard());
    brain.send("INFO time_left 300000");
    let first = brain.ask_move("BEGIN", size);
    referee.play_at(first).expect("a legal first move");
    let reply = some_move(&referee, 3);
    referee.play_at(reply).expect("legal");
    let second = brain.ask_move(&turn(reply, size), size);
    referee.play_at(second).expect("the brain's move is legal");
    // TURN on an occupied point: ERROR, and the game goes on unchanged.
    brain.expect(&turn(first, size), "ERROR");
    // TAKEBACK: the brain's last move, then the opponent's.
    brain.expect(&Command::Takeback(second).display(size).to_string(), "OK");
    brain.expect(&Command::Takeback(reply).display(size).to_string(), "OK");
    referee.undo().expect("undo");
    referee.undo().expect("undo");
    brain.expect(&Command::Takeback(reply).display(size).to_string(), "ERROR");
    let other = some_move(&referee, 5);
    referee.play_at(other).expect("legal");
    let third = brain.ask_move(&turn(other, size), size);
    referee
        .play_at(third)
        .expect("the brain's move after TAKEBACK is legal");
    // Time limits: as fast as possible, and a match time already spent.
    brain.send("INFO timeout_turn 0");
    brain.send("INFO time_left -1");
    let fast = some_move(&referee, 7);
    referee.play_at(fast).expect("legal");
    let answer = brain.ask_move(&turn(fast, size), size);
    referee.play_at(answer).expect("legal under timeout_turn 0");
    brain.send("INFO timeout_turn 1000");
    brain.send("INFO time_left 2147483647");

    // RESTART and BOARD with the position so far: the brain answers a legal move in it.
    brain.expect("RESTART", "OK");
    brain.send("BOARD");
    let me = referee.turn();
    for m in referee.moves() {
        let Move::Place(p) = *m else { unreachable!() };
        let field = if referee.position().stone_at(p) == Some(me) {
            1
        } else {
            2
        };
        let (x, y) = p.to_gomocup(size).expect("a point on the board");
        brain.send(&format!("{x},{y},{field}"));
    }
    let p = brain.ask_move("DONE", size);
    assert!(referee.is_legal(p), "{p} after BOARD");

    // BOARD with a finished game: ERROR, and the brain still plays afterwards.
    brain.expect("RESTART", "OK");
    brain.send("BOARD");
    for (i, line) in [
        "0,0,2", "1,0,2", "2,0,2", "3,0,2", "4,0,2", "0,5,1", "2,5,1", "4,5,1", "6,5,1",
    ]
    .into_iter()
    .enumerate()
    {
        let _ = i;
        brain.send(line);
    }
    brain.expect("DONE", "ERROR");
    // BOARD with malformed lines: ERROR at DONE.
    brain.expect("RESTART", "OK");
    brain.send("BOARD");
    brain.send("7,7,1");
    brain.send("70,7,2");
    brain.expect("DONE", "ERROR");
    brain.expect("RESTART", "OK");
    brain.ask_move("BEGIN", size);
    brain.end();
}

#[test]
fn the_rust_brain_answers_every_command() {
    conversation(Brain::spawn("pbrain-gomoku", rust_brain(0)));
}

#[test]
fn the_python_brain_answers_every_command() {
    conversation(Brain::spawn("pbrain.py", python_brain(0)));
}

/// Every rule code: supported ones give a game under the core's rules, the others an
/// ERROR at the next command (INFO itself is never answered).
fn rule_codes(mut brain: Brain) {
    for code in [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12] {
        brain.send(&format!("INFO rule {code}"));
        let start = brain.ask("START 15");
        match Rules::from_gomocup(code) {
            Ok(rules) => {
                assert_eq!(start, "OK", "{}: rule {code}", brain.name);
                let p = brain.ask_move("BEGIN", 15);
                let mut referee = Game::new(rules);
                referee.play_at(p).expect("a legal first move");
                let q = some_move(&referee, 1);
                referee.play_at(q).expect("legal");
                let r = brain.ask_move(&turn(q, 15), 15);
                assert!(referee.is_legal(r), "{}: rule {code}: {r}", brain.name);
                assert!(
                    referee.position().forbidden(r).is_none(),
                    "{}: rule {code}: forbidden {r}",
                    brain.name
                );
            }
            Err(_) => {
                assert!(
                    start.starts_with("ERROR"),
                    "{}: rule {code}: {start}",
                    brain.name
                );
                brain.expect("BEGIN", "ERROR");
            }
        }
    }
    brain.end();
}

#[test]
fn the_rust_brain_takes_every_rule_code() {
    rule_codes(Brain::spawn("pbrain-gomoku", rust_brain(0)));
}

#[test]
fn the_python_brain_takes_every_rule_code() {
    rule_codes(Brain::spawn("pbrain.py", python_brain(0)));
}

/// A whole game between two brains through the scripted manager: `black` begins. Returns
/// the referee's game and its PSQ record.
fn match_game(black: &mut Brain, white: &mut Brain, code: u32, size: u8) -> (Game, String) {
    let rules = Rules::from_gomocup(code)
        .and_then(|r| r.with_size(u32::from(size)))
        .expect("supported rules");
    for brain in [&mut *black, &mut *white] {
        brain.send("INFO timeout_turn 1000");
        brain.send("INFO timeout_match 1000000");
        brain.send(&format!("INFO rule {code}"));
        brain.expect(&format!("START {size}"), "OK");
    }
    let mut referee = Game::new(rules);
    let mut moves = Vec::new();
    let mut sides = [black, white];
    let mut command = "BEGIN".to_string();
    loop {
        let brain = &mut sides[referee.moves().len() % 2];
        brain.send("INFO time_left 1000000");
        let t = Instant::now();
        let p = brain.ask_move(&command, size);
        let name = brain.name;
        let ms = u32::try_from(t.elapsed().as_millis()).unwrap_or(u32::MAX);
        moves.push((p, ms));
        if let Err(e) = referee.play_at(p) {
            panic!(
                "{name} played an illegal move {p}: {e}\n{}",
                brain.log.join("\n")
            );
        }
        if referee.is_game_over() {
            break;
        }
        command = turn(p, size);
    }
    let outcome = referee.outcome().expect("over");
    let trailer = vec![
        "-1".to_string(),
        sides[0].name.to_string(),
        sides[1].name.to_string(),
        format!("{} {}", outcome.result(), outcome.termination),
    ];
    // The library's PSQ writer (RULES.md §11): `x,y,t` 1-based with rows from the top,
    // then the trailer as written.
    let mut record = Record::new(size);
    let mut color = Color::Black;
    record.tree = Tree::from_line(moves.iter().map(|&(p, ms)| {
        let mut m = RecordMove::new(color, Move::Place(p));
        m.time_ms = Some(ms);
        color = !color;
        m
    }));
    record.trailer = trailer;
    let psq = record
        .to_psq()
        .expect("a game of placements from the empty board");
    (referee, psq)
}

/// pbrain-gomoku and pbrain.py play each other under freestyle 20×20, standard, renju and
/// caro, each taking Black in turn; each game ends by a five or a draw (never by an
/// illegal or forbidden move), and its PSQ record replays to the same end.
#[test]
fn the_rust_and_python_brains_play_whole_games() {
    let mut rust = Brain::spawn("pbrain-gomoku", rust_brain(1));
    let mut python = Brain::spawn("pbrain.py", python_brain(2));
    for (i, (code, size)) in [(0, 20), (1, 15), (4, 15), (9, 15)].into_iter().enumerate() {
        let (game, psq) = if i % 2 == 0 {
            match_game(&mut rust, &mut python, code, size)
        } else {
            match_game(&mut python, &mut rust, code, size)
        };
        let outcome = game.outcome().expect("over");
        assert!(
            matches!(
                outcome.termination,
                Termination::Five | Termination::BoardFull
            ),
            "rule {code}: {outcome:?}\n{psq}"
        );
        // The referee replays the record.
        let read = read_psq(&psq).unwrap_or_else(|e| panic!("rule {code}: {e}\n{psq}"));
        assert_eq!(read.size, size);
        let rules = Rules::from_gomocup(code)
            .and_then(|r| r.with_size(u32::from(size)))
            .unwrap();
        let replayed = read
            .replay_moves(rules)
            .unwrap_or_else(|e| panic!("rule {code}: the record: {e}\n{psq}"));
        assert_eq!(replayed.outcome(), Some(outcome), "rule {code}\n{psq}");
        assert_eq!(replayed.position(), game.position());
        // The final key: two runs with one seed print the same.
        eprintln!(
            "rule {code}, {size}x{size}: {} moves, {}, key {:016x}",
            game.moves().len(),
            outcome,
            game.key()
        );
        for brain in [&mut rust, &mut python] {
            brain.expect("RESTART", "OK");
        }
    }
    rust.end();
    python.end();
}

#[test]
fn the_js_brain_answers_every_command() {
    conversation(Brain::spawn("pbrain.mjs", js_brain(0)));
}

#[test]
fn the_js_brain_takes_every_rule_code() {
    rule_codes(Brain::spawn("pbrain.mjs", js_brain(0)));
}

/// pbrain.mjs and pbrain-gomoku play each other under renju (the JavaScript brain Black,
/// so that its forbidden points count) and freestyle 20×20; each game ends by a five or a
/// draw, and its PSQ record replays to the same end.
#[test]
fn the_js_and_rust_brains_play_whole_games() {
    let mut js = Brain::spawn("pbrain.mjs", js_brain(3));
    let mut rust = Brain::spawn("pbrain-gomoku", rust_brain(4));
    for (i, (code, size)) in [(4, 15), (0, 20)].into_iter().enumerate() {
        let (game, psq) = if i % 2 == 0 {
            match_game(&mut js, &mut rust, code, size)
        } else {
            match_game(&mut rust, &mut js, code, size)
        };
        let outcome = game.outcome().expect("over");
        assert!(
            matches!(
                outcome.termination,
                Termination::Five | Termination::BoardFull
            ),
            "rule {code}: {outcome:?}\n{psq}"
        );
        let rules = Rules::from_gomocup(code)
            .and_then(|r| r.with_size(u32::from(size)))
            .unwrap();
        let read = read_psq(&psq).unwrap_or_else(|e| panic!("rule {code}: {e}\n{psq}"));
        let replayed = read
            .replay_moves(rules)
            .unwrap_or_else(|e| panic!("rule {code}: the record: {e}\n{psq}"));
        assert_eq!(replayed.outcome(), Some(outcome), "rule {code}\n{psq}");
        eprintln!(
            "JavaScript and Rust, rule {code}, {size}x{size}: {} moves, {}, key {:016x}",
            game.moves().len(),
            outcome,
            game.key()
        );
        for brain in [&mut js, &mut rust] {
            brain.expect("RESTART", "OK");
        }
    }
    js.end();
    rust.end();
}
