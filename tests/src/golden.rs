//! Golden vectors: seeded random games played by the core, written as conformance data
//! (the format of `tests/data/README.md`) into `tests/data/golden/<preset>.jsonl`.

use gomoku_referee::{Color, Game, GameError, Move, PlayError, Point, Preset};
use serde_json::{Map, Value, json};

/// Games per preset.
pub const GAMES_PER_PRESET: u64 = 50;

/// A small deterministic generator (SplitMix64), so the files depend on nothing else.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed.
    #[must_use]
    pub const fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }
}

fn play_kind(e: PlayError) -> &'static str {
    match e {
        PlayError::OffBoard { .. } => "off-board",
        PlayError::Occupied { .. } => "occupied",
        PlayError::Forbidden { .. } => "forbidden",
        PlayError::GameOver => "game-over",
        PlayError::PassNotAllowed => "pass-not-allowed",
    }
}

fn game_kind(e: GameError) -> &'static str {
    match e {
        GameError::GameOver => "game-over",
        GameError::NothingToUndo => "nothing-to-undo",
        GameError::EndedByAction(_) => "ended-by-action",
        GameError::NoDrawOffer(_) => "no-draw-offer",
        GameError::DrawOfferPending(_) => "draw-offer-pending",
    }
}

fn color(rng: &mut Rng) -> Color {
    if rng.below(2) == 0 {
        Color::Black
    } else {
        Color::White
    }
}

/// A point near the stones already played (or the centre), so that shapes form.
fn near(rng: &mut Rng, game: &Game) -> Point {
    let size = game.rules().size();
    let stones: Vec<Point> = game.moves().iter().filter_map(|m| m.point()).collect();
    let (cx, cy) = if stones.is_empty() || rng.below(4) == 0 {
        (i64::from(size / 2), i64::from(size / 2))
    } else {
        let p = stones[rng.below(stones.len() as u64) as usize];
        (i64::from(p.x()), i64::from(p.y()))
    };
    let dx = rng.below(5) as i64 - 2;
    let dy = rng.below(5) as i64 - 2;
    let max = i64::from(size) - 1;
    Point::from_coords((cx + dx).clamp(0, max), (cy + dy).clamp(0, max))
        .expect("a point on the board")
}

/// One seeded game: the actions (each as the conformance format writes it) and the game.
fn random_game(preset: Preset, seed: u64) -> (Vec<Value>, Game) {
    let mut rng = Rng::new(seed ^ ((preset as u64) << 32));
    let mut game = Game::new(preset.rules());
    let mut actions = Vec::new();
    let len = 8 + rng.below(100);
    let mut after_end = 0;
    for _ in 0..len {
        let roll = rng.below(1000);
        let (text, result): (String, Result<(), &'static str>) = match roll {
            0..=849 => {
                // Mostly an empty point (a few tries), sometimes whatever comes.
                let mut p = near(&mut rng, &game);
                for _ in 0..8 {
                    if game.position().stone_at(p).is_none() || rng.below(10) == 0 {
                        break;
                    }
                    p = near(&mut rng, &game);
                }
                (p.to_string(), game.play_at(p).map_err(play_kind))
            }
            850..=869 => {
                // A point beyond the board (only where the text can name one).
                let size = game.rules().size();
                match Point::new(size, rng.below(u64::from(size)) as u8) {
                    Some(p) => (p.to_string(), game.play_at(p).map_err(play_kind)),
                    None => ("pass".to_owned(), game.play(Move::Pass).map_err(play_kind)),
                }
            }
            870..=884 => ("pass".to_owned(), game.pass().map_err(play_kind)),
            885..=934 => ("undo".to_owned(), game.undo().map(drop).map_err(game_kind)),
            935..=959 => {
                let c = color(&mut rng);
                (format!("offer:{c}"), game.offer_draw(c).map_err(game_kind))
            }
            960..=974 => {
                let c = color(&mut rng);
                (
                    format!("decline:{c}"),
                    game.decline_draw(c).map_err(game_kind),
                )
            }
            975..=996 => {
                let c = color(&mut rng);
                (
                    format!("accept:{c}"),
                    game.accept_draw(c).map_err(game_kind),
                )
            }
            997..=998 => {
                let c = color(&mut rng);
                (format!("resign:{c}"), game.resign(c).map_err(game_kind))
            }
            _ => {
                let c = color(&mut rng);
                (format!("timeout:{c}"), game.timeout(c).map_err(game_kind))
            }
        };
        actions.push(match result {
            Ok(()) => Value::String(text),
            Err(kind) => json!({"do": text, "error": kind}),
        });
        if game.is_game_over() {
            after_end += 1;
            if after_end > 3 {
                break;
            }
        }
    }
    (actions, game)
}

fn case(preset: Preset, seed: u64) -> Value {
    let (actions, game) = random_game(preset, seed);
    let pos = game.position();
    let mut forbidden = Map::new();
    for (p, k) in pos.forbidden_points().iter() {
        forbidden.insert(p.to_string(), Value::String(k.name().to_owned()));
    }
    let outcome = game.outcome().map_or(Value::Null, |o| {
        let mut obj = Map::new();
        obj.insert(
            "winner".to_owned(),
            o.winner
                .map_or(Value::Null, |c| Value::String(c.name().to_owned())),
        );
        obj.insert(
            "termination".to_owned(),
            Value::String(o.termination.name().to_owned()),
        );
        if let Some(line) = o.line {
            let points: Vec<Value> = line
                .points()
                .map(|p| Value::String(p.to_string()))
                .collect();
            obj.insert("line".to_owned(), Value::Array(points));
        }
        Value::Object(obj)
    });
    let mut c = Map::new();
    c.insert(
        "id".to_owned(),
        Value::String(format!("golden-{}-{seed:02}", preset.name())),
    );
    c.insert(
        "category".to_owned(),
        Value::String(format!("golden-{}", preset.name())),
    );
    c.insert("rules".to_owned(), Value::String(preset.name().to_owned()));
    c.insert("actions".to_owned(), Value::Array(actions));
    c.insert(
        "turn".to_owned(),
        Value::String(game.turn().name().to_owned()),
    );
    c.insert("forbidden".to_owned(), Value::Object(forbidden));
    c.insert("outcome".to_owned(), outcome);
    c.insert(
        "captures".to_owned(),
        json!({
            "black": pos.captured_pairs(Color::Black),
            "white": pos.captured_pairs(Color::White),
        }),
    );
    c.insert(
        "why".to_owned(),
        Value::String(format!(
            "golden vector: seeded random game {seed} under {}, transcribed from gomoku-core by tests/src/golden.rs (GOMOKU_BLESS=1 regenerates)",
            preset.name()
        )),
    );
    Value::Object(c)
}

/// The file name and the text of the golden file of each preset.
#[must_use]
pub fn files() -> Vec<(String, String)> {
    Preset::ALL
        .into_iter()
        .map(|preset| {
            let mut text = String::new();
            for seed in 0..GAMES_PER_PRESET {
                text.push_str(&case(preset, seed).to_string());
                text.push('\n');
            }
            (format!("{}.jsonl", preset.name()), text)
        })
        .collect()
}
