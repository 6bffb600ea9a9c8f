//! Constants of the C library's headers that stencil codes use in nest bodies (`M_PI` in a
//! source term, `DBL_EPSILON` in a guard, `INT_MAX` as a sentinel). A system header is never read
//! ([`crate::preprocess`]), so without these such a name would be undeclared in a nest; defined as
//! the GNU C library defines them (the `M_` constants as in its default, non-strict mode), so a
//! kernel computes with the value the host program's compiler sees. Only object-like macros whose
//! value is a literal or a parenthesized literal expression; a `#define` of the program replaces
//! one.

/// The constants `#include <header>` defines, as `(name, replacement)`.
pub fn constants(header: &str) -> &'static [(&'static str, &'static str)] {
    match header {
        "math.h" | "tgmath.h" => &[
            ("M_E", "2.7182818284590452354"),
            ("M_LOG2E", "1.4426950408889634074"),
            ("M_LOG10E", "0.43429448190325182765"),
            ("M_LN2", "0.69314718055994530942"),
            ("M_LN10", "2.30258509299404568402"),
            ("M_PI", "3.14159265358979323846"),
            ("M_PI_2", "1.57079632679489661923"),
            ("M_PI_4", "0.78539816339744830962"),
            ("M_1_PI", "0.31830988618379067154"),
            ("M_2_PI", "0.63661977236758134308"),
            ("M_2_SQRTPI", "1.12837916709551257390"),
            ("M_SQRT2", "1.41421356237309504880"),
            ("M_SQRT1_2", "0.70710678118654752440"),
        ],
        "float.h" => &[
            ("FLT_EPSILON", "1.19209290e-7F"),
            ("DBL_EPSILON", "2.2204460492503131e-16"),
            ("FLT_MAX", "3.40282347e+38F"),
            ("DBL_MAX", "1.7976931348623157e+308"),
            ("FLT_MIN", "1.17549435e-38F"),
            ("DBL_MIN", "2.2250738585072014e-308"),
            ("FLT_DIG", "6"),
            ("DBL_DIG", "15"),
        ],
        "limits.h" => &[
            ("CHAR_BIT", "8"),
            ("SCHAR_MAX", "127"),
            ("SCHAR_MIN", "(-128)"),
            ("UCHAR_MAX", "255"),
            ("SHRT_MAX", "32767"),
            ("SHRT_MIN", "(-32768)"),
            ("USHRT_MAX", "65535"),
            ("INT_MAX", "2147483647"),
            ("INT_MIN", "(-2147483647 - 1)"),
            ("UINT_MAX", "4294967295U"),
            ("LONG_MAX", "9223372036854775807L"),
            ("LONG_MIN", "(-9223372036854775807L - 1L)"),
            ("ULONG_MAX", "18446744073709551615UL"),
        ],
        "stdlib.h" => &[
            ("RAND_MAX", "2147483647"),
            ("EXIT_SUCCESS", "0"),
            ("EXIT_FAILURE", "1"),
        ],
        _ => &[],
    }
}
