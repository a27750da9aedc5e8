//! The README's Rust example, compiled and run as written: the lines between the two
//! markers below must be the README's ```` ```rust ```` block, verbatim (once the body's
//! indentation is taken off); `readme_block_is_this_code` checks it, so the README cannot
//! drift from code that compiles.

#[test]
fn readme_example_runs() -> Result<(), Box<dyn std::error::Error>> {
    // README BEGIN
    use gomoku_referee::{Forbidden, Game, Rules, Termination};

    let mut game = Game::new(Rules::renju());
    for m in ["f8", "a1", "g8", "a3", "h6", "a5", "h7", "a7"] {
        game.play_at(m.parse()?)?;
    }
    let h8 = "h8".parse()?;
    assert_eq!(game.position().forbidden(h8), Some(Forbidden::DoubleThree));
    print!("{:#}", game.position()); // the board, h8 marked `3`
    game.play_at(h8)?; // renju: a forbidden move loses
    assert_eq!(game.outcome().unwrap().termination, Termination::Forbidden);
    // README END
    Ok(())
}

/// The text between `start` and `end` in `text` (each on a line of its own, trimmed).
fn between<'a>(text: &'a str, start: &str, end: &str) -> Vec<&'a str> {
    text.lines()
        .skip_while(|l| l.trim() != start)
        .skip(1)
        .take_while(|l| l.trim() != end)
        .collect()
}

#[test]
fn readme_block_is_this_code() {
    let readme = include_str!("../../README.md");
    let block = between(readme, "```rust", "```");
    assert!(!block.is_empty(), "the README has no ```rust block");
    let this = include_str!("readme.rs");
    let code: Vec<&str> = between(this, "// README BEGIN", "// README END")
        .into_iter()
        .map(|l| l.strip_prefix("    ").unwrap_or(l))
        .collect();
    assert_eq!(
        block, code,
        "README.md's ```rust block differs from this test's code"
    );
}
