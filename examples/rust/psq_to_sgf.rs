//! Converts a directory of PSQ files (the Gomocup archives) into one SGF collection.
//!
//! ```sh
//! cargo run -p gomoku-referee --example psq_to_sgf -- DIR [OUT.sgf] [RULES]
//! ```
//!
//! Each game is replayed under RULES (freestyle by default, on the file's board) so that
//! an illegal record is reported, not converted; the SGF counts rows from the top.

use std::fmt::Write as _;
use std::path::PathBuf;

use gomoku_referee::Rules;
use gomoku_referee::record::{SgfRows, read_psq};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let dir = PathBuf::from(args.next().unwrap_or_else(|| "tests/data/records".into()));
    let out = args.next();
    let rules: Rules = args.next().as_deref().unwrap_or("freestyle").parse()?;
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e.eq_ignore_ascii_case("psq")))
        .collect();
    files.sort();
    let mut collection = String::new();
    let (mut converted, mut refused) = (0, 0);
    for path in &files {
        let bytes = std::fs::read(path)?;
        let result = read_psq(&bytes)
            .map_err(|e| e.to_string())
            .and_then(|mut record| {
                let rules = rules
                    .with_size(u32::from(record.size))
                    .map_err(|e| e.to_string())?;
                record.replay(rules).map_err(|e| e.to_string())?;
                record
                    .event
                    .get_or_insert_with(|| path.display().to_string());
                Ok(record.to_sgf(SgfRows::FromTop))
            });
        match result {
            Ok(sgf) => {
                collection.push_str(&sgf);
                converted += 1;
            }
            Err(e) => {
                eprintln!("{}: {e}", path.display());
                refused += 1;
            }
        }
    }
    match out {
        Some(out) => std::fs::write(&out, &collection)?,
        None => print!("{collection}"),
    }
    let mut summary = String::new();
    write!(summary, "{converted} games converted, {refused} refused")?;
    eprintln!("{summary}");
    Ok(())
}
