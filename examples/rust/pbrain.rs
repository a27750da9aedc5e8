//! `pbrain-gomoku`: a Gomocup tournament brain (RULES.md §13) playing the crate's reference
//! bot ([`gomoku_referee::bot::ReferenceBot`]), built only on the public API.
//!
//! The bot, in this order: wins at once when it can; never plays a move after which the
//! opponent wins at once (so it blocks fours, and under pente or ninuki-renju captures that
//! would win); plays the first move of its VCF when it has one ([`Game::vcf`]); when the
//! opponent has a VCF, plays a move after which he has none, taken from the points of his
//! VCF line and the threat maps of both sides (or, failing that, the move that leaves him
//! the longest); otherwise it picks by a small evaluation: the five-point windows through
//! each candidate, the shapes of both threat maps ([`Position::threats`]) and captures.
//! It never plays a point forbidden to it. Under the capture rules (pente, ninuki-renju)
//! VCF is not defined, and the bot goes by the evaluation.
//!
//! Its searches are bounded by nodes, not by the clock: a node budget fitted to the move's
//! time ([`ReferenceBot::nodes_for`]) and capped, so that its moves are the same on a fast
//! or a slow machine for the same seed; the clock only stops it if the machine is far
//! slower than the budget assumes. Ties are broken by a seeded generator: `--seed N` (default 0,
//! so that two runs play the same games; `--seed random` draws one from the clock).
//!
//! ```sh
//! cargo run --release -p gomoku-referee --example pbrain-gomoku             # a brain on stdin/stdout
//! cargo run --release -p gomoku-referee --example pbrain-gomoku -- --seed 7 --rules pente
//! cargo run --release -p gomoku-referee --example pbrain-gomoku -- --bench 200    # vs random, and vs itself
//! ```

use std::io;
use std::time::{Duration, Instant};

use gomoku_referee::bot::{Reason, ReferenceBot, Rng};
use gomoku_referee::brain::{Bot, Budget, Session};
use gomoku_referee::protocol::About;
use gomoku_referee::{Color, Game, Point, Preset, Rules, Step, Termination};

/// The seed when `--seed` is not given: the same games every run.
const DEFAULT_SEED: u64 = 0;

/// The brain: the reference bot, answering `ABOUT` as `pbrain-gomoku`.
struct Brain(ReferenceBot);

impl Bot for Brain {
    fn choose(&mut self, game: &Game, budget: Budget) -> Point {
        Bot::choose(&mut self.0, game, budget)
    }

    /// Every step the reference bot's: in a `SWAP2BOARD` answer it places the stones,
    /// takes a colour (`SWAP` when it takes Black) or places two more, as the core decides.
    fn decide(&mut self, game: &Game, budget: Budget) -> Step {
        Bot::decide(&mut self.0, game, budget)
    }

    fn about(&self) -> About<'_> {
        About {
            name: "pbrain-gomoku",
            version: env!("CARGO_PKG_VERSION"),
            author: "The gomoku developers",
            country: "CZ",
        }
    }
}

/// The reference bot's move under a manager's `budget` (its node budget and the move's
/// time as a deadline), with why and the nodes spent.
fn decide(bot: &mut ReferenceBot, game: &Game, budget: Budget) -> (Point, Reason, u64) {
    let deadline = budget.time_for_move().map(|t| Instant::now() + t);
    let d = bot
        .decide_until(game, ReferenceBot::nodes_for(budget), &mut || {
            deadline.is_some_and(|d| Instant::now() >= d)
        })
        .unwrap_or_else(|e| panic!("no move: {e}"));
    let point = d.point().unwrap_or_else(|| panic!("no stone: {}", d.step));
    (point, d.reason, d.nodes)
}

/// A uniformly random legal move (it may play forbidden points, and lose by them).
fn random_move(game: &Game, rng: &mut Rng) -> Point {
    let legal = game.legal_moves();
    legal
        .iter()
        .nth(rng.below(legal.len()))
        .unwrap_or_else(|| unreachable!())
}

#[derive(Default)]
struct Times {
    all: Vec<Duration>,
    /// The VCF nodes of every move.
    nodes: u64,
}

impl Times {
    fn report(&mut self) -> String {
        self.all.sort();
        let n = self.all.len().max(1);
        let total: Duration = self.all.iter().sum();
        let pct = |q: usize| {
            self.all
                .get((self.all.len() * q / 100).min(n - 1))
                .copied()
                .unwrap_or_default()
        };
        format!(
            "{} moves: mean {:.2?}, median {:.2?}, p99 {:.2?}, max {:.2?}; {} VCF nodes \
             ({:.0} a millisecond of thinking; the budget assumes {})",
            self.all.len(),
            total / n as u32,
            pct(50),
            pct(99),
            self.all.last().copied().unwrap_or_default(),
            self.nodes,
            self.nodes as f64 / (total.as_secs_f64() * 1e3).max(1e-9),
            ReferenceBot::NODES_PER_MS
        )
    }
}

/// Plays `games` games of the reference bot against the random bot per preset (colours
/// alternating), then `games / 4` games against itself (the first four moves random, so
/// that the games differ), every move limited to one second.
fn bench(games: usize, seed: u64) {
    let budget = Budget {
        turn: Some(Duration::from_secs(1)),
        ..Budget::UNLIMITED
    };
    let mut times = Times::default();
    let mut reasons = std::collections::BTreeMap::new();
    println!("reference bot vs random bot, {games} games per rule set, 1 s per move");
    for preset in Preset::ALL {
        let rules = preset.rules();
        let (mut won, mut drawn, mut lost) = (0, 0, 0);
        let mut ends = std::collections::BTreeMap::new();
        for g in 0..games {
            let mut bot = ReferenceBot::new(seed.wrapping_add(g as u64));
            let mut rng = Rng::new(seed.wrapping_add(1000 + g as u64));
            let mut game = Game::new(rules);
            let bot_color = if g % 2 == 0 {
                Color::Black
            } else {
                Color::White
            };
            while !game.is_game_over() {
                let p = if game.turn() == bot_color {
                    let t = Instant::now();
                    let (p, why, nodes) = decide(&mut bot, &game, budget);
                    times.nodes += nodes;
                    *reasons.entry(format!("{why:?}")).or_insert(0) += 1;
                    let spent = t.elapsed();
                    times.all.push(spent);
                    if spent > Duration::from_secs(1) {
                        game.timeout(bot_color).unwrap_or_else(|e| panic!("{e}"));
                        break;
                    }
                    p
                } else {
                    random_move(&game, &mut rng)
                };
                game.play_at(p)
                    .unwrap_or_else(|e| panic!("{preset}: illegal move {p}: {e}"));
            }
            let outcome = game.outcome().unwrap_or_else(|| unreachable!());
            *ends.entry(outcome.termination.name()).or_insert(0) += 1;
            match outcome.winner {
                Some(c) if c == bot_color => won += 1,
                Some(_) => lost += 1,
                None => drawn += 1,
            }
        }
        println!(
            "  {:<13} won {won:>3}, drawn {drawn}, lost {lost} ({:.1}% won); ends: {ends:?}",
            preset.name(),
            100.0 * won as f64 / games as f64
        );
    }
    println!("  move times: {}", times.report());
    println!("  reasons: {reasons:?}");
    let selfplay = (games / 4).max(1);
    println!("reference bot vs itself, {selfplay} games per rule set, 1 s per move");
    let mut times = Times::default();
    let mut reasons = std::collections::BTreeMap::new();
    for preset in Preset::ALL {
        let rules = preset.rules();
        let mut ends = std::collections::BTreeMap::new();
        let (mut black, mut white, mut draws) = (0, 0, 0);
        for g in 0..selfplay {
            let mut bots = [
                ReferenceBot::new(seed.wrapping_add(2 * g as u64)),
                ReferenceBot::new(seed.wrapping_add(2 * g as u64 + 1)),
            ];
            let mut rng = Rng::new(seed.wrapping_add(5000 + g as u64));
            let mut game = Game::new(rules);
            while !game.is_game_over() {
                let p = if game.moves().len() < 4 {
                    let pos = game.position();
                    let c = i32::from(rules.size() / 2);
                    let near: Vec<Point> = pos
                        .legal_moves()
                        .iter()
                        .filter(|p| {
                            (i32::from(p.x()) - c).abs() <= 2 && (i32::from(p.y()) - c).abs() <= 2
                        })
                        .filter(|&p| pos.forbidden(p).is_none())
                        .collect();
                    near[rng.below(near.len())]
                } else {
                    let side = game.turn().index();
                    let t = Instant::now();
                    let (p, why, nodes) = decide(&mut bots[side], &game, budget);
                    times.nodes += nodes;
                    *reasons.entry(format!("{why:?}")).or_insert(0) += 1;
                    let spent = t.elapsed();
                    times.all.push(spent);
                    if spent > Duration::from_secs(1) {
                        let turn = game.turn();
                        game.timeout(turn).unwrap_or_else(|e| panic!("{e}"));
                        break;
                    }
                    p
                };
                game.play_at(p)
                    .unwrap_or_else(|e| panic!("{preset}: illegal move {p}: {e}"));
            }
            let outcome = game.outcome().unwrap_or_else(|| unreachable!());
            assert!(
                !matches!(
                    outcome.termination,
                    Termination::Forbidden | Termination::Timeout
                ),
                "{preset}: {outcome}"
            );
            *ends.entry(outcome.termination.name()).or_insert(0) += 1;
            match outcome.winner {
                Some(Color::Black) => black += 1,
                Some(Color::White) => white += 1,
                None => draws += 1,
            }
        }
        println!(
            "  {:<13} black {black}, white {white}, draws {draws}; ends: {ends:?}",
            preset.name()
        );
    }
    println!("  move times: {}", times.report());
    println!("  reasons: {reasons:?}");
}

/// The seed of `--seed`: a number, or `random` for one drawn from the clock.
fn parse_seed(text: &str) -> Option<u64> {
    if text.eq_ignore_ascii_case("random") {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        return Some(nanos as u64 ^ u64::from(std::process::id()) << 32);
    }
    text.parse().ok()
}

fn usage(problem: &str) -> ! {
    eprintln!(
        "usage: pbrain-gomoku [--seed N|random] [--rules NAME] | --bench GAMES [--seed N] ({problem})"
    );
    std::process::exit(2);
}

fn main() -> io::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut rules = Rules::freestyle();
    let mut seed = DEFAULT_SEED;
    let mut games = None;
    let mut i = 0;
    while i < args.len() {
        let value = args.get(i + 1).map_or("", String::as_str);
        match args[i].as_str() {
            "--bench" => {
                games = Some(
                    value
                        .parse()
                        .unwrap_or_else(|_| usage("--bench needs a number")),
                );
            }
            "--seed" => {
                seed = parse_seed(value).unwrap_or_else(|| usage("--seed needs a number"));
            }
            "--rules" => {
                rules = value.parse().map_err(|e| {
                    io::Error::new(io::ErrorKind::InvalidInput, format!("--rules {value}: {e}"))
                })?;
            }
            other => usage(other),
        }
        i += 2;
    }
    if let Some(games) = games {
        bench(games, seed);
        return Ok(());
    }
    let mut bot = Brain(ReferenceBot::new(seed));
    let about = bot.about();
    let mut session = Session::with_rules(about, rules);
    session.run(&mut bot, io::stdin().lock(), io::stdout().lock())
}
