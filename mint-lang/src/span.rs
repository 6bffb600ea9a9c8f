//! Byte spans into the source file.
//!
//! Invariant: `start <= end`, both byte offsets into the one source text that was parsed, on
//! UTF-8 character boundaries.

/// A half-open byte range `start..end` of the source.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct Span {
    /// First byte.
    pub start: u32,
    /// One past the last byte.
    pub end: u32,
}

impl Span {
    /// A span from byte offsets.
    pub fn new(start: usize, end: usize) -> Span {
        debug_assert!(start <= end);
        Span {
            start: start as u32,
            end: end as u32,
        }
    }

    /// Convert a pest span, shifted by `base` bytes.
    pub fn from_pest(s: pest::Span<'_>, base: usize) -> Span {
        Span::new(s.start() + base, s.end() + base)
    }

    /// The smallest span covering both.
    pub fn join(self, other: Span) -> Span {
        Span {
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }

    /// As a `Range<usize>`.
    pub fn range(self) -> std::ops::Range<usize> {
        self.start as usize..self.end as usize
    }

    /// The text this span covers.
    pub fn text(self, src: &str) -> &str {
        &src[self.range()]
    }

    /// The line of `src` it starts on (from 1).
    pub fn line(self, src: &str) -> usize {
        let at = (self.start as usize).min(src.len());
        src.as_bytes()[..at].iter().filter(|&&b| b == b'\n').count() + 1
    }
}
