//! The modules of the core form one acyclic order (docs/DESIGN.md, "The order of the
//! modules"): each module's code refers only to modules before it. The test reads every
//! source file of `src/` as text, finds its references (`crate::x::…`, `crate::{…}`, and
//! the names re-exported by `lib.rs`, traced back to the module that defines them), and
//! checks them against [`ORDER`]. Comments and `#[cfg(test)] mod tests` blocks do not
//! count: a unit test may use anything.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The order, lowest first; the same list stands in docs/DESIGN.md.
const ORDER: [&str; 34] = [
    "text",
    "point",
    "color",
    "point_set",
    "board",
    "line_table",
    "rules",
    "outcome",
    "capture",
    "forbidden",
    "zobrist",
    "moves",
    "setup",
    "symmetry",
    "position",
    "threat_scan",
    "threats",
    "threat_tracker",
    "forbidden_tracker",
    "explain",
    "vcf",
    "opening",
    "history",
    "game",
    "clock",
    "match_play",
    "record",
    "protocol",
    "error_kind",
    "brain",
    "bot",
    "playout",
    "testing",
    "serde_impls",
];

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../gomoku-core/src")
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The modules `lib.rs` declares, and the module each re-exported name comes from (a
/// `pub use` may span lines).
fn lib() -> (Vec<String>, BTreeMap<String, String>) {
    let text = code(&read(&src().join("lib.rs")));
    let mut modules = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        let decl = line.strip_prefix("pub ").unwrap_or(line);
        if let Some(m) = decl.strip_prefix("mod ").and_then(|r| r.strip_suffix(';')) {
            modules.push(m.to_string());
        }
    }
    let mut names = BTreeMap::new();
    for rest in text.split("pub use ").skip(1) {
        let rest = rest.split(';').next().expect("pub use …;");
        let (module, items) = rest.split_once("::").expect("pub use module::items");
        for item in items
            .trim()
            .trim_matches(|c| c == '{' || c == '}')
            .split(',')
        {
            let item = item.trim();
            if !item.is_empty() {
                let name = item.rsplit(" as ").next().unwrap_or(item).trim();
                names.insert(name.to_string(), module.trim().to_string());
            }
        }
    }
    (modules, names)
}

/// The crate root's own helpers: a name of `lib.rs` that is neither a module nor
/// re-exported (`name_matches`).
fn root_helpers() -> BTreeSet<String> {
    let text = code(&read(&src().join("lib.rs")));
    text.split("fn ")
        .skip(1)
        .map(first_word)
        .filter(|name| !name.is_empty())
        .collect()
}

/// The files of a module: `x.rs` with the files it includes by `#[path]`, or every file
/// of the folder `x/`.
fn files(module: &str) -> Vec<PathBuf> {
    let dir = src().join(module);
    if dir.is_dir() {
        let mut out: Vec<PathBuf> = fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "rs"))
            .collect();
        out.sort();
        return out;
    }
    let file = src().join(format!("{module}.rs"));
    let text = read(&file);
    let mut out = vec![file];
    for rest in text.split("#[path = \"").skip(1) {
        let path = rest.split('"').next().unwrap();
        out.push(src().join(path));
    }
    out
}

/// The text without comments and without `#[cfg(test)] mod tests { … }` blocks.
fn code(text: &str) -> String {
    let mut out = String::new();
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        if line.trim() == "#[cfg(test)]"
            && lines
                .peek()
                .is_some_and(|l| l.trim_start().starts_with("mod tests"))
        {
            let mut depth = 0i32;
            let mut opened = false;
            for l in lines.by_ref() {
                depth += l.matches('{').count() as i32 - l.matches('}').count() as i32;
                opened |= l.contains('{');
                if opened && depth == 0 {
                    break;
                }
            }
            continue;
        }
        let line = match line.find("//") {
            Some(i) => &line[..i],
            None => line,
        };
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// The first segments of every path that starts with `crate::`: `crate::board::Dir` gives
/// `board`, `crate::{Color, moves::parse_moves}` gives `Color` and `moves`.
fn crate_refs(code: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let bytes = code.as_bytes();
    let mut at = 0;
    while let Some(i) = code[at..].find("crate::") {
        let start = at + i + "crate::".len();
        at = start;
        if bytes.get(start) == Some(&b'{') {
            // A group: its top-level items, up to the matching brace.
            let (mut depth, mut item, mut j) = (1, String::new(), start + 1);
            while depth > 0 && j < bytes.len() {
                let c = bytes[j] as char;
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    _ => {}
                }
                if depth == 1 && c == ',' || depth == 0 {
                    out.insert(first_word(&item));
                    item.clear();
                } else {
                    item.push(c);
                }
                j += 1;
            }
        } else {
            out.insert(first_word(&code[start..]));
        }
    }
    out.remove("");
    out
}

fn first_word(s: &str) -> String {
    s.trim_start()
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect()
}

/// Every module's references to other modules (a re-exported name counts as its module;
/// `lib` stands for the crate root's own helpers). A name that is none of these fails:
/// the reader would not know where it points.
fn references() -> BTreeMap<String, BTreeSet<String>> {
    let (modules, names) = lib();
    let helpers = root_helpers();
    let mut out = BTreeMap::new();
    for module in &modules {
        let mut refs = BTreeSet::new();
        for file in files(module) {
            for name in crate_refs(&code(&read(&file))) {
                let target = if modules.contains(&name) {
                    name
                } else if let Some(m) = names.get(&name) {
                    m.clone()
                } else if helpers.contains(&name) {
                    "lib".to_string()
                } else {
                    panic!(
                        "{}: crate::{name} is no module, re-export or root helper",
                        file.display()
                    )
                };
                if &target != module {
                    refs.insert(target);
                }
            }
        }
        out.insert(module.clone(), refs);
    }
    out
}

#[test]
fn every_module_is_placed_once() {
    let (modules, _) = lib();
    let placed: BTreeSet<&str> = ORDER.iter().copied().collect();
    assert_eq!(placed.len(), ORDER.len(), "a module placed twice");
    let declared: BTreeSet<&str> = modules.iter().map(String::as_str).collect();
    assert_eq!(declared, placed, "lib.rs's modules and the order differ");
}

#[test]
fn each_module_refers_only_to_modules_before_it() {
    let refs = references();
    let mut wrong = Vec::new();
    for (i, module) in ORDER.iter().enumerate() {
        for target in &refs[*module] {
            let earlier = ORDER[..i].contains(&target.as_str());
            if !(earlier || target == "lib") {
                wrong.push(format!("{module} -> {target}"));
            }
        }
    }
    assert!(wrong.is_empty(), "references up the order: {wrong:?}");
}

#[test]
fn the_reader_sees_references_and_skips_comments_and_unit_tests() {
    let text = "use crate::board::Dir;\nuse crate::{Color, moves::{parse_moves, Move}};\n\
                // crate::game::Game\nfn f() -> crate::Rules { todo!() }\n\
                #[cfg(test)]\nmod tests {\n    use crate::vcf::Vcf;\n    fn g() {}\n}\n\
                fn h(_: crate::zobrist::Key) {}\n";
    let got: Vec<String> = crate_refs(&code(text)).into_iter().collect();
    assert_eq!(got, ["Color", "Rules", "board", "moves", "zobrist"]);
    // The reader finds the known edges of the real tree.
    let refs = references();
    assert!(refs["position"].contains("capture"));
    assert!(refs["forbidden"].contains("rules"));
    assert!(refs["game"].contains("position"));
    assert!(refs["point"].contains("text"));
    assert!(refs["position"].contains("moves")); // PlayError
    assert!(refs["game"].contains("setup")); // SetupError
    // Names re-exported by a `pub use` over several lines count too.
    let (_, names) = lib();
    assert_eq!(names["OpeningError"], "opening");
    assert_eq!(names["RulesTextError"], "rules");
    assert_eq!(root_helpers(), BTreeSet::from(["name_matches".to_string()]));
}

#[test]
fn design_md_states_the_order() {
    let design = read(&src().join("../../docs/DESIGN.md"));
    let listed = ORDER.join(" → ");
    assert!(
        design.contains(&listed),
        "docs/DESIGN.md does not list the order:\n{listed}"
    );
}

/// Cargo builds a package's dev-dependencies for its examples too: the crate keeps none,
/// so that the main example (`cargo run -p gomoku-referee --example renju`) builds only
/// what it needs, and its tests (these files) are the package `gomoku-referee-tests`.
#[test]
fn the_crate_has_no_dev_dependencies() {
    let manifest = read(&src().join("../Cargo.toml"));
    let sections: Vec<&str> = manifest.lines().filter(|l| l.starts_with('[')).collect();
    assert!(
        !sections.iter().any(|s| s.contains("dev-dependencies")),
        "gomoku-core/Cargo.toml has {sections:?}"
    );
    let tests = read(&Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml"));
    for entry in fs::read_dir(src().join("../tests")).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        if let Some(test) = name.strip_suffix(".rs") {
            assert!(
                tests.contains(&format!("path = \"../gomoku-core/tests/{test}.rs\"")),
                "core-tests/Cargo.toml does not run gomoku-core/tests/{name}"
            );
        }
    }
}
