//! Small helpers shared by the text readers.

/// The lines of `input` with the byte offset of each, without the line break (`\n`, and a
/// `\r` before it).
pub(crate) fn lines(input: &[u8]) -> impl Iterator<Item = (usize, &[u8])> + '_ {
    let mut at = 0;
    core::iter::from_fn(move || {
        if at >= input.len() {
            return None;
        }
        let start = at;
        let end = input[start..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(input.len(), |i| start + i);
        at = end + 1;
        let mut line = &input[start..end];
        if let [rest @ .., b'\r'] = line {
            line = rest;
        }
        Some((start, line))
    })
}

/// A decimal integer, optionally signed, with no other characters.
pub(crate) fn parse_int(s: &[u8]) -> Option<i64> {
    let (neg, digits) = match s {
        [b'-', rest @ ..] => (true, rest),
        [b'+', rest @ ..] => (false, rest),
        _ => (false, s),
    };
    if digits.is_empty() || digits.len() > 12 || !digits.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let v = digits
        .iter()
        .fold(0i64, |acc, &d| acc * 10 + i64::from(d - b'0'));
    Some(if neg { -v } else { v })
}

/// `s` without ASCII white space at either end, and the number of bytes cut at the start.
pub(crate) fn trim(s: &[u8]) -> (usize, &[u8]) {
    let start = s
        .iter()
        .position(|b| !b.is_ascii_whitespace())
        .unwrap_or(s.len());
    let end = s
        .iter()
        .rposition(|b| !b.is_ascii_whitespace())
        .map_or(start, |i| i + 1);
    (start, &s[start..end])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_keep_offsets_and_drop_breaks() {
        let v: alloc::vec::Vec<_> = lines(b"ab\r\ncd\n\ne").collect();
        assert_eq!(v, [(0, &b"ab"[..]), (4, b"cd"), (7, b""), (8, b"e")]);
    }

    #[test]
    fn integers() {
        assert_eq!(parse_int(b"-12"), Some(-12));
        assert_eq!(parse_int(b"1x"), None);
        assert_eq!(parse_int(b""), None);
        assert_eq!(parse_int(b"9999999999999"), None);
    }
}
