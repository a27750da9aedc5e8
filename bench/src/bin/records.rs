//! Game-record throughput: parse + replay under renju (forbidden checks included) in
//! moves per second, per format; and a generated RenjuNet file streamed (its size in MB as
//! the second argument: 100 for the memory check, measured with `/usr/bin/time -v`).
//!
//! ```sh
//! cargo run --release -p gomoku-bench --bin records -- --secs 1
//! cargo run --release -p gomoku-bench --bin records -- --secs 1 --renjunet-mb 100 --dir /tmp/x
//! ```
//!
//! `--keep` keeps the generated file (to measure the memory of streaming it alone, e.g.
//! `/usr/bin/time -v target/release/examples/renjunet_openings FILE`).

use std::io::Write as _;
use std::time::{Duration, Instant};

use gomoku_referee::record::renjunet::RenjuNetReader;
use gomoku_referee::record::{SgfOptions, SgfRows, read_moves, read_psq, read_sgf};
use gomoku_referee::{Game, Point, Rules};

/// Random renju games to their end (deterministic).
fn games(n: usize) -> Vec<Game> {
    let mut s: u64 = 0x9E37_79B9_7F4A_7C15;
    (0..n)
        .map(|_| {
            let mut game = Game::new(Rules::renju());
            while !game.is_game_over() {
                let legal: Vec<Point> = game.legal_moves().iter().collect();
                if legal.is_empty() {
                    break;
                }
                s = s
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                // Near the centre first: games look like games (fives, forbidden points).
                let near: Vec<Point> = legal
                    .iter()
                    .copied()
                    .filter(|p| p.x().abs_diff(7) <= 4 && p.y().abs_diff(7) <= 4)
                    .collect();
                let pool = if near.is_empty() { &legal } else { &near };
                game.play_at(pool[(s >> 33) as usize % pool.len()]).unwrap();
            }
            game
        })
        .collect()
}

fn rate(name: &str, secs: f64, texts: &[String], read: &dyn Fn(&str) -> usize) {
    let start = Instant::now();
    let mut moves = 0usize;
    let mut rounds = 0;
    while start.elapsed() < Duration::from_secs_f64(secs) || rounds == 0 {
        for t in texts {
            moves += read(t);
        }
        rounds += 1;
    }
    let per_s = moves as f64 / start.elapsed().as_secs_f64();
    println!("{name:<40} {:>8.2} M moves/s", per_s / 1e6);
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    let arg = |k: &str| {
        args.iter()
            .position(|a| a == k)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let secs: f64 = arg("--secs").map_or(Ok(1.0), |s| s.parse())?;
    let games = games(2000);
    let total: usize = games.iter().map(|g| g.moves().len()).sum();
    println!(
        "{} random renju games, {:.1} moves each",
        games.len(),
        total as f64 / games.len() as f64
    );
    let sgf: Vec<String> = games
        .iter()
        .map(|g| g.to_record().to_sgf(SgfRows::FromTop))
        .collect();
    let psq: Vec<String> = games
        .iter()
        .map(|g| g.to_record().to_psq().unwrap())
        .collect();
    let txt: Vec<String> = games
        .iter()
        .map(|g| g.to_record().to_moves().unwrap())
        .collect();
    let replay =
        |r: gomoku_referee::record::Record| r.replay_moves(Rules::renju()).unwrap().moves().len();
    rate("SGF parse + replay (renju)", secs, &sgf, &|t| {
        replay(read_sgf(t, SgfOptions::default()).unwrap())
    });
    rate("PSQ parse + replay (renju)", secs, &psq, &|t| {
        replay(read_psq(t).unwrap())
    });
    rate("move text parse + replay (renju)", secs, &txt, &|t| {
        replay(read_moves(t, 15).unwrap())
    });
    rate("SGF parse only", secs, &sgf, &|t| {
        read_sgf(t, SgfOptions::default()).unwrap().moves().count()
    });

    if let (Some(mb), Some(dir)) = (arg("--renjunet-mb"), arg("--dir")) {
        let mb: usize = mb.parse()?;
        let path = std::path::Path::new(&dir).join("generated.rif");
        let mut f = std::io::BufWriter::new(std::fs::File::create(&path)?);
        writeln!(
            f,
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<database>\n<rules><rule id=\"1\" name=\"RIF\"/></rules>"
        )?;
        writeln!(
            f,
            "<players><player id=\"1\" name=\"A\" surname=\"B\"/><player id=\"2\" name=\"C\" surname=\"D\"/></players>"
        )?;
        writeln!(
            f,
            "<openings><opening id=\"1\" name=\"Kagetsu\"/></openings>\n<games>"
        )?;
        let mut written = 0usize;
        let mut id = 0usize;
        while written < mb << 20 {
            let g = &games[id % games.len()];
            let bresult = match g.outcome().and_then(|o| o.winner) {
                Some(gomoku_referee::Color::Black) => "1",
                Some(gomoku_referee::Color::White) => "0",
                None => "0.5",
            };
            let line = format!(
                "<game id=\"{id}\" rule=\"1\" black=\"1\" white=\"2\" bresult=\"{bresult}\" opening=\"1\" alt=\"2\" swap=\"0\"><move>{}</move></game>\n",
                txt[id % txt.len()]
            );
            written += line.len();
            f.write_all(line.as_bytes())?;
            id += 1;
        }
        writeln!(f, "</games>\n</database>")?;
        drop(f);
        let start = Instant::now();
        let (mut n, mut moves, mut forbidden) = (0usize, 0usize, 0usize);
        for game in RenjuNetReader::open(&path)? {
            let game = game?;
            let played = game.record.replay_moves(Rules::renju())?;
            moves += played.moves().len();
            forbidden += usize::from(
                played.outcome().map(|o| o.termination)
                    == Some(gomoku_referee::Termination::Forbidden),
            );
            n += 1;
        }
        let t = start.elapsed().as_secs_f64();
        println!(
            "RenjuNet {mb} MB stream + replay: {n} games, {moves} moves, {forbidden} forbidden, {:.2} s, {:.2} M moves/s",
            t,
            moves as f64 / t / 1e6
        );
        if args.iter().any(|a| a == "--keep") {
            println!("kept {}", path.display());
        } else {
            std::fs::remove_file(&path)?;
        }
    }
    Ok(())
}
