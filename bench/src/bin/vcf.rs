//! The VCF comparison set (issue 28): renju positions from clustered random games, both
//! attackers, half with a VCF and half without, written to a file that another solver's
//! harness can read, and our search timed on it.
//!
//! ```text
//! # write the set: one position a line, `b|w;x,y x,y …;x,y …;L` (the attacker, Black's
//! # stones, White's, 0-based coordinates, and the shortest VCF length, 0 for none)
//! cargo run --release -p gomoku-bench --bin vcf -- --write vcf-set.txt --positions 4000
//! # time Fast and Shortest on it (best of 3 per position), one solver reused throughout
//! cargo run --release -p gomoku-bench --bin vcf -- --time vcf-set.txt
//! # one pass of one mode only, for callgrind (`--mode fast|shortest`; `none` reads the
//! # set and searches nothing: the count to subtract)
//! cargo run --release -p gomoku-bench --bin vcf -- --run vcf-set.txt --mode fast
//! ```

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use gomoku_bench::vcf_positions;
use gomoku_referee::{
    Color, Point, Position, Rules, Setup, VcfLimits, VcfMode, VcfResult, VcfSolver,
};

/// One position of the set: the position, the attacker and the recorded length.
struct Entry {
    pos: Position,
    attacker: Color,
    length: u32,
}

/// The shortest VCF length, 0 for none, `None` when a bound stopped the search.
fn length(pos: &Position, attacker: Color, limits: &VcfLimits) -> Option<u32> {
    match pos.vcf(attacker, limits).expect("renju, running").result {
        VcfResult::Found(line) => Some(line.attacker_moves()),
        VcfResult::NotFound { stopped_by: None } => Some(0),
        VcfResult::NotFound {
            stopped_by: Some(_),
        } => None,
    }
}

fn write(path: &str, count: usize) {
    let limits = VcfLimits {
        max_nodes: 100_000_000,
        table_entries: 1 << 20,
        ..VcfLimits::default()
    };
    let (mut with, mut without) = (0, 0);
    let mut text = String::new();
    for (pos, attacker) in vcf_positions(8 * count) {
        if with + without == count {
            break;
        }
        let Some(l) = length(&pos, attacker, &limits) else {
            eprintln!("skipped (a bound stopped the search):\n{pos}");
            continue;
        };
        if l > 0 && with < count / 2 {
            with += 1;
        } else if l == 0 && without < count - count / 2 {
            without += 1;
        } else {
            continue;
        }
        let stones = |c: Color| {
            pos.stones(c)
                .iter()
                .map(|p| format!("{},{}", p.x(), p.y()))
                .collect::<Vec<_>>()
                .join(" ")
        };
        let a = if attacker == Color::Black { "b" } else { "w" };
        writeln!(
            text,
            "{a};{};{};{l}",
            stones(Color::Black),
            stones(Color::White)
        )
        .expect("a string");
    }
    std::fs::write(path, text).expect("the set written");
    eprintln!("{with} with a VCF, {without} without");
}

fn read(path: &str) -> Vec<Entry> {
    let text = std::fs::read_to_string(path).expect("the set read");
    text.lines()
        .map(|line| {
            let parts: Vec<&str> = line.split(';').collect();
            let mut setup = Setup::new();
            for (i, c) in [(1, Color::Black), (2, Color::White)] {
                for t in parts[i].split_whitespace() {
                    let (x, y) = t.split_once(',').expect("x,y");
                    let p = Point::new(x.parse().expect("x"), y.parse().expect("y"))
                        .expect("on the board");
                    setup = setup.with_stone(p, c);
                }
            }
            Entry {
                pos: Position::from_setup(Rules::renju(), &setup).expect("a legal position"),
                attacker: if parts[0] == "b" {
                    Color::Black
                } else {
                    Color::White
                },
                length: parts[3].parse().expect("a length"),
            }
        })
        .collect()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .map(|i| args[i + 1].clone())
    };
    if let Some(path) = arg("--write") {
        let count = arg("--positions").map_or(4000, |s| s.parse().expect("--positions N"));
        write(&path, count);
    }
    let mode = match arg("--mode").as_deref() {
        None | Some("both") => vec![VcfMode::Fast, VcfMode::Shortest],
        Some("fast") => vec![VcfMode::Fast],
        Some("shortest") => vec![VcfMode::Shortest],
        // The set read and nothing searched: the floor of a callgrind count.
        Some("none") => vec![],
        Some(m) => panic!("--mode fast|shortest|both, not {m}"),
    };
    let table = arg("--table").map_or(VcfLimits::default().table_entries, |s| {
        s.parse().expect("--table ENTRIES")
    });
    if let Some(path) = arg("--record") {
        let count = arg("--positions").map_or(100_000, |s| s.parse().expect("--positions N"));
        record(&path, count);
    }
    if let Some(n) = arg("--scan") {
        scan(n.parse().expect("--scan N"));
    }
    if let Some(path) = arg("--time") {
        time(&read(&path), &mode, 3, arg("--each").as_deref(), table);
    }
    if let Some(path) = arg("--run") {
        time(&read(&path), &mode, 1, None, table);
    }
}

/// Solves every position `reps` times with each mode (default limits, one solver
/// reused throughout, the table size `table`), checks the
/// answers against the recorded lengths, and prints the median, p90 and worst times of
/// the positions with and without a VCF (the best of the runs for each position). With
/// `each`, writes each position's time in nanoseconds there, one line per position.
fn time(set: &[Entry], modes: &[VcfMode], reps: usize, each: Option<&str>, table: usize) {
    let mut per = String::new();
    for &mode in modes {
        let limits = VcfLimits {
            mode,
            table_entries: table,
            ..VcfLimits::default()
        };
        let mut times = [Vec::new(), Vec::new()];
        let mut total = Duration::ZERO;
        let mut nodes = 0;
        let mut wrong = 0;
        // One solver for the whole set, as a bot keeps one: its table allocated once.
        let mut solver = VcfSolver::new();
        for e in set {
            let mut best = Duration::MAX;
            let mut answer = None;
            for _ in 0..reps {
                let start = Instant::now();
                let v = solver
                    .vcf(std::hint::black_box(&e.pos), e.attacker, &limits)
                    .expect("renju, running");
                best = best.min(start.elapsed());
                answer = Some(v);
            }
            let v = answer.expect("one run at least");
            nodes += v.nodes;
            let got = match v.result {
                VcfResult::Found(line) => Some(line.attacker_moves()),
                VcfResult::NotFound { stopped_by: None } => Some(0),
                VcfResult::NotFound {
                    stopped_by: Some(_),
                } => None,
            };
            let right = match (mode, got) {
                (VcfMode::Shortest, Some(l)) => l == e.length,
                (VcfMode::Fast, Some(l)) => (l == 0) == (e.length == 0) && l >= e.length,
                (_, None) => false,
            };
            if !right {
                wrong += 1;
                eprintln!(
                    "{mode:?}: {got:?}, recorded {} ({:?})\n{}",
                    e.length, e.attacker, e.pos
                );
            }
            times[usize::from(e.length == 0)].push(best);
            total += best;
            writeln!(per, "{mode:?} {} {} {}", best.as_nanos(), e.length, v.nodes)
                .expect("a string");
        }
        for (name, t) in ["with a VCF", "without"].iter().zip(&mut times) {
            t.sort();
            if t.is_empty() {
                continue;
            }
            let q = |f: f64| t[((t.len() - 1) as f64 * f).round() as usize];
            println!(
                "{mode:?} {name}: {} positions, median {:?}, p90 {:?}, worst {:?}",
                t.len(),
                q(0.5),
                q(0.9),
                t[t.len() - 1]
            );
        }
        println!("{mode:?}: total {total:?}, {nodes} nodes, {wrong} answers unlike the record");
    }
    if let Some(path) = each {
        std::fs::write(path, per).expect("the times written");
    }
}

/// Solves the first `n` positions of the pool in shortest mode (default limits) and
/// prints those that take more than 20 ms, or stop at a bound, in the set's format.
fn scan(n: usize) {
    for (i, (pos, attacker)) in vcf_positions(n).into_iter().enumerate() {
        let start = Instant::now();
        let v = pos
            .vcf(attacker, &VcfLimits::default())
            .expect("renju, running");
        let t = start.elapsed();
        let stopped = matches!(
            v.result,
            VcfResult::NotFound {
                stopped_by: Some(_)
            }
        );
        if t > Duration::from_millis(10) || stopped {
            let stones = |c: Color| {
                pos.stones(c)
                    .iter()
                    .map(|p| format!("{},{}", p.x(), p.y()))
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            let a = if attacker == Color::Black { "b" } else { "w" };
            println!(
                "{a};{};{};{:?};{t:?};{};{i}",
                stones(Color::Black),
                stones(Color::White),
                v.result,
                v.nodes
            );
        }
    }
}

/// The characters of the recorded lengths: `.` for none, then 1, 2, … 40.
pub const LENGTH_CHARS: &str = ".123456789abcdefghijklmnopqrstuvwxyzABCDE";

/// Writes the shortest VCF length of each of the first `count` positions of the pool
/// (`vcf_positions`), one character each (`LENGTH_CHARS`; `?` where a bound stopped
/// the search), 100 a line, under a header.
fn record(path: &str, count: usize) {
    let mut text = String::from(
        "# The shortest VCF length of each position of gomoku_bench::vcf_positions, in order,\n\
         # as the search before issue 28 found it (default limits): `.` none, 1-9 a-z A-E\n\
         # for 1..=40 attacker moves. Written by `cargo run --release -p gomoku-bench --bin vcf\n\
         # -- --record FILE --positions N`; read by gomoku-core/tests/vcf.rs.\n",
    );
    for (i, (pos, attacker)) in vcf_positions(count).into_iter().enumerate() {
        let c = match length(&pos, attacker, &VcfLimits::default()) {
            Some(l) => LENGTH_CHARS.as_bytes()[l as usize] as char,
            None => '?',
        };
        text.push(c);
        if i % 100 == 99 {
            text.push('\n');
        }
    }
    std::fs::write(path, text).expect("the record written");
}
