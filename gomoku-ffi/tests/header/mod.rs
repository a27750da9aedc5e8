//! Reading `include/gomoku.h` and Rust sources as text, for the tests that check every
//! header function is called somewhere: the C call-sequence checker
//! (`gomoku-ffi/tests/call_sequences.rs`) and the agreement tests' C face
//! (`tests/tests/agreement.rs`, which includes this file with `#[path]`).

/// Whether `c` can be part of an identifier.
pub fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The text of the file at `path` (from the repository root), without its `//` comments:
/// a name in a comment declares or calls nothing.
pub fn code_of(path: &str) -> String {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
    std::fs::read_to_string(format!("{root}/{path}"))
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The functions `include/gomoku.h` declares (`gomoku_…(` outside comments and
/// preprocessor lines), sorted, each once.
pub fn header_functions() -> Vec<String> {
    let header = code_of("include/gomoku.h");
    let mut declared = Vec::new();
    for line in header.lines() {
        let code = line.trim_start();
        if code.starts_with('*') || code.starts_with("/*") || code.starts_with('#') {
            continue;
        }
        let mut rest = code;
        while let Some(at) = rest.find("gomoku_") {
            let tail = &rest[at..];
            let end = tail.find(|c: char| !is_ident(c)).unwrap_or(tail.len());
            let before = rest[..at].chars().next_back();
            if tail[end..].starts_with('(') && !before.is_some_and(is_ident) {
                declared.push(tail[..end].to_owned());
            }
            rest = &tail[end..];
        }
    }
    declared.sort();
    declared.dedup();
    declared
}

/// The functions of `declared` that `code` never names as a whole identifier that `used`
/// accepts, given the first character after the name and any spaces (`None` at the end of
/// the text).
pub fn unused<'a>(
    code: &str,
    declared: &'a [String],
    used: impl Fn(Option<char>) -> bool,
) -> Vec<&'a String> {
    let named = |name: &str| {
        code.match_indices(name).any(|(i, _)| {
            let before = code[..i].chars().next_back();
            let rest = &code[i + name.len()..];
            let whole = !before.is_some_and(is_ident) && !rest.starts_with(is_ident);
            whole && used(rest.trim_start().chars().next())
        })
    };
    declared.iter().filter(|f| !named(f)).collect()
}
