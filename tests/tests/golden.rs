//! The golden vectors of `tests/data/golden/` are what the core produces now.
//! `GOMOKU_BLESS=1` rewrites them.

use std::path::Path;

use gomoku_agreement::golden;

#[test]
fn golden_vectors_are_up_to_date() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("data/golden");
    let files = golden::files();
    if std::env::var_os("GOMOKU_BLESS").is_some_and(|v| v == "1") {
        std::fs::create_dir_all(&dir).expect("a writable tests/data/golden");
        for (name, text) in &files {
            std::fs::write(dir.join(name), text).expect("a writable golden file");
        }
        println!("golden: wrote {} files to {}", files.len(), dir.display());
        return;
    }
    let mut stale = Vec::new();
    for (name, text) in &files {
        match std::fs::read_to_string(dir.join(name)) {
            Ok(old) if old == *text => {}
            Ok(_) => stale.push(format!("{name} differs")),
            Err(e) => stale.push(format!("{name}: {e}")),
        }
    }
    let expected: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
    if let Ok(entries) = std::fs::read_dir(&dir) {
        for e in entries.flatten() {
            let n = e.file_name().to_string_lossy().into_owned();
            if !expected.contains(&n.as_str()) {
                stale.push(format!("{n} is not generated any more"));
            }
        }
    }
    assert!(
        stale.is_empty(),
        "the golden vectors in {} are stale: {}\nregenerate them with \
         GOMOKU_BLESS=1 cargo test -p gomoku-agreement --test golden",
        dir.display(),
        stale.join("; ")
    );
}

#[test]
fn generation_is_deterministic() {
    assert_eq!(golden::files(), golden::files());
}
