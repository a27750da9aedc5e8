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
    println!("{:#}", game.position()); // the board, h8 marked `3`
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

#[test]
fn readme_opening_example_runs() -> Result<(), Box<dyn std::error::Error>> {
    // README OPENING BEGIN
    use gomoku_referee::{Color, Game, Opening, Player, Rules};

    let mut game = Game::with_opening(Rules::renju(), Opening::soosorv(8)?)?;
    for p in ["h8", "h9", "j10"] {
        game.place(p.parse()?)?;
    }
    game.swap()?; // the second player takes Black
    game.place("g10".parse()?)?; // White's 4th, by the first player
    game.declare(2)?;
    game.keep()?;
    println!("{}", game.expected().unwrap()); // the second player (black) offers 2 fifth moves
    game.offer(&["g8".parse()?, "i8".parse()?])?;
    game.pick("i8".parse()?)?;
    assert_eq!(game.player(Color::Black), Player::Second);
    // README OPENING END
    Ok(())
}

/// The README's second ```` ```rust ```` block (the openings) is the code above.
#[test]
fn readme_opening_block_is_this_code() {
    let readme = include_str!("../../README.md");
    let second = readme
        .match_indices("```rust")
        .nth(1)
        .map(|(i, _)| &readme[i..])
        .expect("a second ```rust block");
    let block = between(second, "```rust", "```");
    let this = include_str!("readme.rs");
    let code: Vec<&str> = between(this, "// README OPENING BEGIN", "// README OPENING END")
        .into_iter()
        .map(|l| l.strip_prefix("    ").unwrap_or(l))
        .collect();
    assert_eq!(
        block, code,
        "README.md's openings example differs from this test's code"
    );
}
