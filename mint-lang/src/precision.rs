//! Single precision from a double-precision program, on the source text: every `double` (and
//! `long double`) type becomes `float`, and every floating literal without a suffix gets `f`
//! (`0.25` -> `0.25f`, `1e-3` -> `1e-3f`; `2.0L` -> `2.0f`). Comments, string and character
//! literals are copied unchanged.
//!
//! This is how `--precision f32` makes the float version of a program, and what the hand
//! baselines' `_f32` kernels compute (kernels/hand/README.md).
//!
//! Invariants: the output has the same lines as the input (no newline is added or removed), so a
//! diagnostic's line number is the same in both; a program without `double` and without
//! floating literals comes back unchanged; the function never panics.

/// The single-precision version of `src` (see the module docs).
pub fn to_single(src: &str) -> String {
    let b = src.as_bytes();
    let mut out = String::with_capacity(src.len() + src.len() / 16);
    let mut i = 0;
    // The last identifier, to turn `long double` into `float`.
    let mut last_ident: Option<(usize, usize)> = None;
    while i < b.len() {
        let c = b[i];
        if c == b'/' && b.get(i + 1) == Some(&b'/') {
            let end = src[i..].find('\n').map_or(b.len(), |e| i + e);
            out.push_str(&src[i..end]);
            i = end;
        } else if c == b'/' && b.get(i + 1) == Some(&b'*') {
            let end = src[i + 2..].find("*/").map_or(b.len(), |e| i + 2 + e + 2);
            out.push_str(&src[i..end]);
            i = end;
        } else if c == b'"' || c == b'\'' {
            let mut j = i + 1;
            while j < b.len() && b[j] != c && b[j] != b'\n' {
                j += if b[j] == b'\\' { 2 } else { 1 };
            }
            let end = (j + 1).min(b.len());
            out.push_str(&src[i..end]);
            i = end;
            last_ident = None;
        } else if c.is_ascii_alphabetic() || c == b'_' {
            let mut j = i;
            while j < b.len() && (b[j].is_ascii_alphanumeric() || b[j] == b'_') {
                j += 1;
            }
            let word = &src[i..j];
            if word == "double" {
                match last_ident {
                    // `long double`: drop the `long` already written, keep the blanks after it.
                    Some((s, e)) if &src[s..e] == "long" && src[e..i].trim().is_empty() => {
                        let at = out.len() - (i - s);
                        out.replace_range(at..at + 4, "");
                        out.push_str("float");
                    }
                    _ => out.push_str("float"),
                }
            } else {
                out.push_str(word);
            }
            last_ident = Some((i, j));
            i = j;
        } else if c.is_ascii_digit() || (c == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_digit))
        {
            // A preprocessing number: digits, letters, `_`, `.`, and a sign after an exponent.
            let mut j = i + 1;
            while j < b.len() {
                let d = b[j];
                let exponent = if is_hex(&src[i..j]) {
                    matches!(b[j - 1], b'p' | b'P')
                } else {
                    matches!(b[j - 1], b'e' | b'E')
                };
                let exp_sign = (d == b'+' || d == b'-') && exponent;
                if d.is_ascii_alphanumeric() || d == b'_' || d == b'.' || exp_sign {
                    j += 1;
                } else {
                    break;
                }
            }
            out.push_str(&single_literal(&src[i..j]));
            i = j;
            last_ident = None;
        } else {
            let ch = src[i..].chars().next().expect("inside the string");
            out.push(ch);
            if !ch.is_whitespace() {
                last_ident = None;
            }
            i += ch.len_utf8();
        }
    }
    out
}

fn is_hex(t: &str) -> bool {
    t.starts_with("0x") || t.starts_with("0X")
}

/// A number token in single precision: floating literals get an `f` suffix.
fn single_literal(t: &str) -> String {
    let floating = if is_hex(t) {
        t.contains(['p', 'P'])
    } else {
        t.contains(['.', 'e', 'E'])
    };
    if !floating {
        return t.to_string();
    }
    match t.as_bytes().last() {
        Some(b'f' | b'F') => t.to_string(),
        Some(b'l' | b'L') => format!("{}f", &t[..t.len() - 1]),
        _ => format!("{t}f"),
    }
}

#[cfg(test)]
mod tests {
    use super::to_single;

    #[test]
    fn types_and_literals() {
        assert_eq!(
            to_single("double c = 0.25 * x + 1e-3 + 2.0L + 3.f + 7 + 0x1F + .5;"),
            "float c = 0.25f * x + 1e-3f + 2.0f + 3.f + 7 + 0x1F + .5f;"
        );
        assert_eq!(
            to_single("double ***U; long double q;"),
            "float ***U;  float q;"
        );
        assert_eq!(to_single("x = 1.5e+10 - 2E-3;"), "x = 1.5e+10f - 2E-3f;");
        assert_eq!(to_single("y = 0x1.8p+1;"), "y = 0x1.8p+1f;");
    }

    #[test]
    fn comments_strings_and_names_unchanged() {
        let s = "/* double 1.0 */ // double 2.0\nprintf(\"%f double 1.0\\n\", x); char c = '1'; int doubled = a1.b;\n";
        assert_eq!(to_single(s), s);
    }

    #[test]
    fn lines_are_kept() {
        let s = "double a = 1.0;\n/* two\nlines */\nlong\n  double b;\n";
        let t = to_single(s);
        assert_eq!(s.lines().count(), t.lines().count());
        assert!(t.contains("float a = 1.0f;"));
    }

    #[test]
    fn never_panics_on_odd_input() {
        for s in [
            "\"unterminated",
            "/* open",
            "1.",
            "1e",
            "1e+",
            "'\\",
            "é double ü 1.0",
        ] {
            let _ = to_single(s);
        }
    }
}
