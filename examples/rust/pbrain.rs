//! `pbrain-gomoku`: a Gomocup tournament brain (RULES.md §13) with a small reference bot,
//! built only on the public API of `gomoku-core`.
//!
//! The bot wins when it can, never plays a move after which the opponent wins at once (so
//! it blocks fours, and under pente or ninuki-renju captures that would win), never plays a
//! point forbidden to it, and otherwise picks by a small evaluation of the five-point
//! windows through each candidate (its own chances and the opponent's), plus captures.
//!
//! ```sh
//! cargo run --release -p gomoku-referee --example pbrain-gomoku             # a brain on stdin/stdout
//! cargo run --release -p gomoku-referee --example pbrain-gomoku -- --rules pente   # rules without a Gomocup code
//! cargo run --release -p gomoku-referee --example pbrain-gomoku -- --bench 200    # vs random, and vs itself
//! ```

use std::io;
use std::time::{Duration, Instant};

use gomoku_referee::brain::{Bot, Budget, Session};
use gomoku_referee::protocol::About;
use gomoku_referee::{Color, Game, Point, Position, Preset, Rules, Termination};

/// A small seeded generator (xorshift64*), for tie-breaks and the random bot.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The reference bot.
struct Reference {
    rng: Rng,
}

/// The four line directions.
const DIRECTIONS: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// Points worth a window of five holding `n` stones of one colour and none of the other.
const WINDOW: [i64; 6] = [0, 2, 20, 200, 5_000, 100_000];

fn at(pos: &Position, x: i32, y: i32) -> Option<Option<Color>> {
    let size = i32::from(pos.size());
    if x < 0 || y < 0 || x >= size || y >= size {
        return None;
    }
    Point::new(x as u8, y as u8).map(|p| pos.stone_at(p))
}

/// The empty points within two of a stone (the centre on an empty board).
fn near_stones(pos: &Position) -> Vec<Point> {
    let mut out = Vec::new();
    for p in pos.empty_points().iter() {
        let (x, y) = (i32::from(p.x()), i32::from(p.y()));
        let near =
            (-2..=2).any(|dx| (-2..=2).any(|dy| matches!(at(pos, x + dx, y + dy), Some(Some(_)))));
        if near {
            out.push(p);
        }
    }
    if out.is_empty() {
        let c = pos.size() / 2;
        out.extend(Point::new(c, c));
    }
    out
}

/// How good `p` is for `color`: the windows of five through it free of the other colour,
/// each by the stones it would hold.
fn windows(pos: &Position, p: Point, color: Color) -> i64 {
    let (x, y) = (i32::from(p.x()), i32::from(p.y()));
    let mut score = 0;
    for (dx, dy) in DIRECTIONS {
        for start in -4..=0 {
            let mut own = 1;
            let mut open = true;
            for k in start..start + 5 {
                if k == 0 {
                    continue;
                }
                match at(pos, x + dx * k, y + dy * k) {
                    None => open = false,
                    Some(Some(c)) if c == color => own += 1,
                    Some(Some(_)) => open = false,
                    Some(None) => {}
                }
            }
            if open {
                score += WINDOW[own.min(5)];
            }
        }
    }
    score
}

/// Whether `color` wins by playing `p` in `pos` (its move).
fn wins(pos: &Position, p: Point, color: Color) -> bool {
    let mut next = *pos;
    next.play_at(p).is_ok() && next.outcome().is_some_and(|o| o.winner == Some(color))
}

impl Reference {
    fn new(seed: u64) -> Reference {
        Reference {
            rng: Rng::new(seed),
        }
    }
}

impl Bot for Reference {
    fn choose(&mut self, game: &Game, budget: Budget) -> Point {
        let started = Instant::now();
        let deadline = budget.time_for_move();
        let pos = game.position();
        let me = pos.turn();
        let them = me.other();
        // Never a forbidden point: under *lose* it loses, under *reject* it is refused.
        let mut moves: Vec<Point> = near_stones(pos)
            .into_iter()
            .filter(|&p| pos.is_legal(p) && pos.forbidden(p).is_none())
            .collect();
        if moves.is_empty() {
            moves = pos
                .legal_moves()
                .iter()
                .filter(|&p| pos.forbidden(p).is_none())
                .collect();
        }
        if moves.is_empty() {
            moves = pos.legal_moves().iter().collect();
        }
        if let Some(&p) = moves.iter().find(|&&p| wins(pos, p, me)) {
            return p;
        }
        // Moves after which the opponent cannot win at once; checked while time lasts.
        let mut safe = Vec::with_capacity(moves.len());
        let mut checked = 0;
        for &p in &moves {
            if deadline.is_some_and(|d| started.elapsed() >= d) {
                break;
            }
            checked += 1;
            let mut next = *pos;
            if next.play_at(p).is_err() || next.is_game_over() {
                continue;
            }
            if !near_stones(&next).iter().any(|&q| wins(&next, q, them)) {
                safe.push(p);
            }
        }
        let pool = if !safe.is_empty() {
            safe
        } else if checked == moves.len() {
            moves // every move loses: play the best of them anyway
        } else {
            moves[checked..].to_vec()
        };
        let mut best = (i64::MIN, pool[0]);
        for &p in &pool {
            let mut score = windows(pos, p, me) + windows(pos, p, them) * 4 / 5;
            if pos.rules().capture().is_some() {
                let mut next = *pos;
                if next.play_at(p).is_ok() {
                    score += 3_000 * next.last_captures().len() as i64 / 2;
                }
            }
            score = score * 8 + self.rng.below(8) as i64;
            if score > best.0 {
                best = (score, p);
            }
        }
        best.1
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
            "{} moves: mean {:.2?}, median {:.2?}, p99 {:.2?}, max {:.2?}",
            self.all.len(),
            total / n as u32,
            pct(50),
            pct(99),
            self.all.last().copied().unwrap_or_default()
        )
    }
}

/// Plays `games` games of the reference bot against the random bot per preset (colours
/// alternating), then `games / 4` games against itself (the first four moves random, so
/// that the games differ), every move limited to one second.
fn bench(games: usize) {
    let budget = Budget {
        turn: Some(Duration::from_secs(1)),
        ..Budget::UNLIMITED
    };
    let mut times = Times::default();
    println!("reference bot vs random bot, {games} games per rule set, 1 s per move");
    for preset in Preset::ALL {
        let rules = preset.rules();
        let (mut won, mut drawn, mut lost) = (0, 0, 0);
        let mut ends = std::collections::BTreeMap::new();
        for g in 0..games {
            let mut bot = Reference::new(g as u64);
            let mut rng = Rng::new(1000 + g as u64);
            let mut game = Game::new(rules);
            let bot_color = if g % 2 == 0 {
                Color::Black
            } else {
                Color::White
            };
            while !game.is_game_over() {
                let p = if game.turn() == bot_color {
                    let t = Instant::now();
                    let p = bot.choose(&game, budget);
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
    let selfplay = (games / 4).max(1);
    println!("reference bot vs itself, {selfplay} games per rule set, 1 s per move");
    let mut times = Times::default();
    for preset in Preset::ALL {
        let rules = preset.rules();
        let mut ends = std::collections::BTreeMap::new();
        let (mut black, mut white, mut draws) = (0, 0, 0);
        for g in 0..selfplay {
            let mut bots = [
                Reference::new(2 * g as u64),
                Reference::new(2 * g as u64 + 1),
            ];
            let mut rng = Rng::new(5000 + g as u64);
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
                    let p = bots[side].choose(&game, budget);
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
}

fn main() -> io::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut rules = Rules::freestyle();
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--bench" => {
                let games = args.get(i + 1).and_then(|s| s.parse().ok()).unwrap_or(200);
                bench(games);
                return Ok(());
            }
            "--rules" => {
                let name = args.get(i + 1).map_or("", String::as_str);
                rules = name.parse().map_err(|e| {
                    io::Error::new(io::ErrorKind::InvalidInput, format!("--rules {name}: {e}"))
                })?;
                i += 1;
            }
            other => {
                eprintln!("usage: pbrain-gomoku [--rules NAME] | --bench GAMES ({other}?)");
                std::process::exit(2);
            }
        }
        i += 1;
    }
    let mut bot = Reference::new(std::process::id().into());
    let about = bot.about();
    let mut session = Session::with_rules(about, rules);
    session.run(&mut bot, io::stdin().lock(), io::stdout().lock())
}
