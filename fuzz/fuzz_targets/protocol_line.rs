//! One line of the Gomocup protocol, any bytes: the parser answers a command or a typed
//! error and never panics; a command prints back to itself; replies parse without panic;
//! a brain session fed the line (after `START`) answers and keeps running.
#![no_main]

use gomoku_referee::brain::{Session, Step};
use gomoku_referee::protocol::{About, Command, Reply};

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let Some((&size, line)) = data.split_first() else {
        return;
    };
    let size = 5 + size % 22;
    if let Ok(command) = Command::parse_bytes(line, size) {
        let printed = command.display(size).to_string();
        assert_eq!(Command::parse(&printed, size), Ok(command));
    }
    let text = String::from_utf8_lossy(line);
    let _ = Reply::parse(&text, size);
    let about = About {
        name: "fuzz",
        version: "0",
        author: "",
        country: "",
    };
    let mut session = Session::new(about);
    session.feed(&format!("START {size}"));
    for part in text.split(['\r', '\n']) {
        if let Step::Think(_) = session.feed(part) {
            let game = session.game().expect("a game to think about").clone();
            if let Some(p) = game.legal_moves().iter().next() {
                let _ = session.play(p);
            }
        }
    }
});
