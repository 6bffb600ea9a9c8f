//! The `<stdint.h>`/`<stddef.h>` type names (the headers are not read): each is a type in
//! declarations, casts and `for` headers, keeps its name in the tree, and is spelled as the
//! built-in type it is on LP64 targets in generated code (NVRTC compiles kernels without the C
//! headers).
use mint_lang::ast::{Item, Scalar};

const NAMES: &[(&str, &str, u32)] = &[
    ("int8_t", "signed char", 1),
    ("uint8_t", "unsigned char", 1),
    ("int16_t", "short", 2),
    ("uint16_t", "unsigned short", 2),
    ("int32_t", "int", 4),
    ("uint32_t", "unsigned int", 4),
    ("int64_t", "long", 8),
    ("uint64_t", "unsigned long", 8),
    ("size_t", "unsigned long", 8),
    ("ptrdiff_t", "long", 8),
    ("intptr_t", "long", 8),
    ("uintptr_t", "unsigned long", 8),
    ("intmax_t", "long", 8),
    ("uintmax_t", "unsigned long", 8),
    ("ssize_t", "long", 8),
];

#[test]
fn every_name_declares_casts_and_counts() {
    for &(name, spelled, bytes) in NAMES {
        let src = format!(
            "{name} g;\nint f(void) {{\n    {name} n = ({name})3, *p = 0;\n    for ({name} i = 0; i < n; i++)\n        g += i;\n    return (int)g + (p != 0);\n}}\n"
        );
        let unit = mint_lang::parse(&src)
            .unwrap_or_else(|ds| panic!("{}", mint_lang::diagnostic::render_all(&ds, "t.c", &src)));
        let Some(Item::Declaration(d)) = unit.items.first() else {
            panic!("{name}: no declaration first")
        };
        let s = &d.decls[0].ty.scalar;
        assert_eq!(s, &Scalar::Named(name.to_string()), "{name}");
        assert_eq!(s.c_name(), spelled, "{name}");
        assert_eq!(s.size_bytes(), Some(bytes), "{name}");
        assert!(s.is_integer(), "{name}");
    }
}

#[test]
fn a_longer_name_is_not_taken_for_its_prefix() {
    // `int64_tx` is an identifier, not `int64_t` followed by `x`.
    let src = "int int64_tx;\nint f(void) { return int64_tx; }\n";
    assert!(mint_lang::parse(src).is_ok());
}
