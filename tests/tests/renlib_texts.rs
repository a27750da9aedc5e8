//! RenLib's texts decode alike in the core (encoding_rs, `read_renlib`'s GBK) and in the
//! JavaScript face, whose `.wasm` leaves encoding_rs's tables out and decodes with the
//! platform's `TextDecoder` (`gomoku-wasm/src/text.rs`): libraries whose comments hold
//! every one-byte and two-byte sequence (each in context, so that a bad lead byte's
//! recovery is compared too) and every four-byte GB18030 sequence, read by both and
//! written as SGF, must give the same text. C and Python decode with the core's code.
//!
//! Needs the npm package that `scripts/test-js.sh` builds (`gomoku-wasm/pkg`).

use std::path::PathBuf;

use gomoku_agreement::JsFace;
use gomoku_referee::record::{SgfRows, read_renlib};

/// A RenLib 3.4 library: the root, then a line of h8 moves, each a child of the one
/// before, the `i`-th with comment `comments[i]` (bytes; no 0 byte).
fn library(comments: &[Vec<u8>]) -> Vec<u8> {
    let mut lib = vec![0xFF, b'R', b'e', b'n', b'L', b'i', b'b', 0xFF, 3, 4];
    lib.extend([0xFF; 10]);
    lib.extend([0x00, 0x02]);
    for (i, comment) in comments.iter().enumerate() {
        assert!(!comment.contains(&0));
        let leaf = if i + 1 == comments.len() { 0x40 } else { 0 };
        lib.extend([0x78, 0x08 | leaf]);
        lib.extend(comment);
        lib.push(0);
        if comment.len() % 2 == 0 {
            lib.push(0);
        }
    }
    lib
}

/// Every byte alone; every byte pair with a lead from 0x80, between ASCII letters.
fn short_sequences() -> Vec<Vec<u8>> {
    let mut comments = vec![(1..=255).collect::<Vec<u8>>()];
    for lead in 0x80..=0xFF_u8 {
        let mut c = Vec::new();
        for trail in 1..=0xFF_u8 {
            c.extend([b'a', lead, trail]);
        }
        c.push(b'z');
        comments.push(c);
    }
    comments
}

/// Every four-byte GB18030 sequence (first and third byte 0x81–0xFE, second and fourth
/// 0x30–0x39), and sequences broken at their third or fourth byte.
fn four_byte_sequences() -> Vec<Vec<u8>> {
    let mut comments = Vec::new();
    for b1 in 0x81..=0xFE_u8 {
        let mut c = Vec::new();
        for b2 in 0x30..=0x39_u8 {
            for b3 in 0x81..=0xFE_u8 {
                for b4 in 0x30..=0x39_u8 {
                    c.extend([b1, b2, b3, b4]);
                }
            }
        }
        comments.push(c);
        let mut broken = Vec::new();
        for b2 in [0x30, 0x35, 0x39] {
            for b3 in [0x20, 0x30, 0x7F, 0x80, 0x81, 0xFF] {
                for b4 in [0x2F, 0x30, 0x39, 0x3A, 0x41, 0x81] {
                    broken.extend([b'a', b1, b2, b3, b4]);
                }
            }
        }
        comments.push(broken);
    }
    comments
}

/// The first place two SGF texts differ, with some context.
fn first_difference(core: &str, js: &str) -> String {
    let at = core
        .chars()
        .zip(js.chars())
        .take_while(|(a, b)| a == b)
        .count();
    let around = |s: &str| {
        s.chars()
            .skip(at.saturating_sub(8))
            .take(24)
            .map(|c| format!("{:X} ", u32::from(c)))
            .collect::<String>()
    };
    format!(
        "at character {at}: core {} / JavaScript {}",
        around(core),
        around(js)
    )
}

#[test]
fn renlib_texts_agree_with_the_platforms_decoder() {
    let mut node = JsFace::new();
    let dir = std::env::temp_dir();
    for (name, comments) in [
        ("short", short_sequences()),
        ("four-byte", four_byte_sequences()),
    ] {
        let lib = library(&comments);
        let path: PathBuf = dir.join(format!(
            "gomoku-renlib-texts-{}-{name}.lib",
            std::process::id()
        ));
        std::fs::write(&path, &lib).unwrap();
        let core = read_renlib(&lib).unwrap().to_sgf(SgfRows::FromTop);
        let js = node.renlib_sgf(&path);
        std::fs::remove_file(&path).unwrap();
        let js = js.unwrap_or_else(|kind| panic!("JavaScript refused the {name} library: {kind}"));
        assert!(
            core == js,
            "the {name} library's texts decode otherwise in JavaScript: {}",
            first_difference(&core, &js)
        );
        // The comparison saw the texts: every comment is in the SGF.
        assert_eq!(
            core.matches(";B[hh]C[").count() + core.matches(";W[hh]C[").count(),
            comments.len()
        );
    }
}
