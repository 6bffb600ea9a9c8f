//! `enum` declarations: the type is `int` and each enumerator an `int` constant declared where the
//! enum is (a `const int` with its value: the written one, or one more than the one before).
use mint_lang::ast::{Initializer, Item, Scalar, StmtKind};

/// `(name, value as C text)` of every constant the file declares at file scope.
fn constants(src: &str) -> Vec<(String, String)> {
    let unit = mint_lang::parse(src)
        .unwrap_or_else(|ds| panic!("{}", mint_lang::diagnostic::render_all(&ds, "t.c", src)));
    let mut out = Vec::new();
    for item in unit.items {
        if let Item::Declaration(d) = item {
            for dd in d.decls {
                if dd.ty.is_const && dd.ty.scalar == Scalar::Int {
                    let v = match dd.init {
                        Some(Initializer::Expr(e)) => e.to_c(),
                        _ => String::new(),
                    };
                    out.push((dd.name.unwrap().name, v));
                }
            }
        }
    }
    out
}

fn pairs(v: &[(&str, &str)]) -> Vec<(String, String)> {
    v.iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect()
}

#[test]
fn values_count_on_from_the_last_one_written() {
    assert_eq!(
        constants("enum { NX = 96, NY = 80 };\nenum dir { WEST, EAST, SOUTH = 5, NORTH, };\n"),
        pairs(&[
            ("NX", "96"),
            ("NY", "80"),
            ("WEST", "0"),
            ("EAST", "1"),
            ("SOUTH", "5"),
            ("NORTH", "6")
        ])
    );
    assert_eq!(
        constants("enum { A = 2 * 4, B, C = B + 1, D };\n"),
        pairs(&[
            ("A", "2 * 4"),
            ("B", "(2 * 4) + 1"),
            ("C", "B + 1"),
            ("D", "(B + 1) + 1")
        ])
    );
}

#[test]
fn enum_types_are_int_and_typedefs_declare_the_constants() {
    let src = "typedef enum { COLD, WARM = 3 } temp_t;\nenum dir { W, E } heading = E;\nint f(enum dir d, temp_t t) { enum { LOCAL = 7 }; temp_t x = WARM; return d + t + x + LOCAL; }\n";
    assert_eq!(
        constants(src),
        pairs(&[("COLD", "0"), ("WARM", "3"), ("W", "0"), ("E", "1")])
    );
    let unit = mint_lang::parse(src).unwrap();
    let Item::Declaration(d) = &unit.items[1] else {
        panic!()
    };
    let heading = d.decls.last().unwrap();
    assert_eq!(heading.name.as_ref().unwrap().name, "heading");
    assert_eq!(heading.ty.scalar, Scalar::Int);
    assert!(!heading.ty.is_const);
    let Item::Function(f) = &unit.items[2] else {
        panic!()
    };
    assert!(f.params.iter().all(|p| p.ty.scalar == Scalar::Int));
    let StmtKind::Decl(local) = &f.body.as_ref().unwrap().stmts[0].kind else {
        panic!()
    };
    assert_eq!(local.decls[0].name.as_ref().unwrap().name, "LOCAL");
}
