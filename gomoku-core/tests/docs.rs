//! The project's own documents hold what they promise: `docs/RULES.md` keeps the section
//! numbers the code cites ("RULES.md §n"), names every conformance category of
//! `tests/data/*.jsonl` and every case it draws, and no document links outside the
//! repository (to the specification's old home, `../shared/`).

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use serde_json::Value;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn read(path: &str) -> String {
    fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Every case of the conformance data: (id, category).
fn cases() -> Vec<(String, String)> {
    let mut out = Vec::new();
    for entry in fs::read_dir(root().join("tests/data")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "jsonl") {
            for line in fs::read_to_string(&path).unwrap().lines() {
                if line.trim().is_empty() {
                    continue;
                }
                let case: Value = serde_json::from_str(line).unwrap();
                let text = |k: &str| case[k].as_str().unwrap().to_owned();
                out.push((text("id"), text("category")));
            }
        }
    }
    out
}

/// The words written in backticks in `text`.
fn quoted(text: &str) -> BTreeSet<&str> {
    text.split('`').skip(1).step_by(2).collect()
}

#[test]
fn rules_md_keeps_the_section_numbers_the_code_cites() {
    let rules = read("docs/RULES.md");
    let mut last = 0;
    for line in rules.lines().filter(|l| l.starts_with("## ")) {
        let n: u32 = line[3..].split('.').next().unwrap().parse().unwrap();
        assert_eq!(n, last + 1, "sections out of order at {line:?}");
        last = n;
    }
    assert_eq!(last, 13, "RULES.md has sections 1 to 13");
    assert!(rules.contains("### 4.1 The switches"));
    // Each section says where it is implemented or what its status is.
    for section in rules.split("\n## ").skip(1) {
        let title = section.lines().next().unwrap();
        assert!(
            section.contains("**Where**") || section.contains("**Status**"),
            "section {title:?} names no module and no status"
        );
    }
}

#[test]
fn rules_md_names_every_conformance_category_and_every_case_it_draws() {
    let rules = read("docs/RULES.md");
    let words = quoted(&rules);
    let cases = cases();
    assert!(cases.len() > 200);
    let categories: BTreeSet<&str> = cases.iter().map(|(_, c)| c.as_str()).collect();
    for category in &categories {
        assert!(
            words.contains(category),
            "docs/RULES.md does not name the category `{category}`"
        );
    }
    // The cases drawn as diagrams (their names stand in backticks) exist.
    let ids: BTreeSet<&str> = cases.iter().map(|(id, _)| id.as_str()).collect();
    for drawn in [
        "double-three-simple-cross",
        "double-three-split-xx-x",
        "three-blocked-by-adjacent-stone",
        "fake-three-straight-four-point-overline",
        "fake-three-control-one-straight-four-point",
        "fake-three-straight-four-point-double-three",
        "three-restored-at-second-level",
        "four-three-legal",
        "double-four-two-lines",
        "double-four-one-line-x-xxx-x",
        "straight-four-counts-once",
        "gap-six-is-no-four",
        "overline-seven",
        "five-with-overline-wins",
        "kind-order-overline-and-double-four",
        "g4-case-h8-legal",
        "caro-blocked-both-ends-no-win",
        "caro-edge-does-not-block",
        "cap-pente-east",
        "cap-pente-flanked-by-own-move-is-safe",
        "cap-ninuki-breakable-five-does-not-win-yet",
    ] {
        assert!(
            words.contains(drawn),
            "docs/RULES.md does not cite `{drawn}`"
        );
        assert!(ids.contains(drawn), "no conformance case `{drawn}`");
    }
}

#[test]
fn no_document_links_outside_the_repository() {
    for path in [
        "README.md",
        "docs/RULES.md",
        "docs/DESIGN.md",
        "gomoku-core/README.md",
        "gomoku-py/README.md",
        "gomoku-ffi/README.md",
        "tests/data/README.md",
        "examples/c/README.md",
        "bench/python/README.md",
    ] {
        let text = read(path);
        assert!(!text.contains("shared/"), "{path} links to ../shared/");
    }
    let readme = read("README.md");
    assert!(readme.contains("(docs/RULES.md)") && readme.contains("(docs/DESIGN.md)"));
}
