//! Structs and unions are types of the host code: mint parses their definitions, variables,
//! typedefs and member accesses and keeps the type by name (`struct timeval`); their members are
//! the C compiler's business. (A nest that reads a member is refused by the analyzer, with the
//! fix in a note.)
use mint_lang::ast::{Item, Scalar, StmtKind};

fn parse(src: &str) -> mint_lang::ast::TranslationUnit {
    mint_lang::parse(src)
        .unwrap_or_else(|ds| panic!("{}", mint_lang::diagnostic::render_all(&ds, "t.c", src)))
}

#[test]
fn definitions_variables_typedefs_and_members_parse() {
    let src = r#"#include <sys/time.h>
struct point { double x, y; };
union bits { unsigned u; float f; };
typedef struct { int nx, ny; double alpha; unsigned flags : 3; unsigned : 5; struct point origin; double *field; } params_t;
struct list { struct list *next; int v[4]; } head = {0, {1, 2, 3, 4}};
typedef struct node node;
static double seconds(struct timeval a, struct timeval b) {
    return (b.tv_sec - a.tv_sec) + 1e-6 * (b.tv_usec - a.tv_usec);
}
int main(void) {
    params_t p = {128, 96, 0.2, 0};
    params_t *pp = &p;
    struct point q, *pq = &q;
    struct timeval t0;
    node *n = 0;
    gettimeofday(&t0, 0);
    q.x = pp->alpha * p.nx + pq->y;
    return (int)seconds(t0, t0) + (n != 0);
}
"#;
    let unit = parse(src);
    let Some(Item::Function(main)) = unit.items.last() else {
        panic!()
    };
    let decls: Vec<(String, String, u32)> = main
        .body
        .as_ref()
        .unwrap()
        .stmts
        .iter()
        .filter_map(|s| match &s.kind {
            StmtKind::Decl(d) => Some(d.decls.iter().map(|dd| {
                (
                    dd.name.as_ref().unwrap().name.clone(),
                    dd.ty.scalar.c_name().to_string(),
                    dd.ty.pointers,
                )
            })),
            _ => None,
        })
        .flatten()
        .collect();
    let untagged = unit.structs[2].name.clone();
    assert!(untagged.starts_with("struct <untagged at "), "{untagged}");
    let want = [
        ("p", untagged.as_str(), 0),
        ("pp", untagged.as_str(), 1),
        ("q", "struct point", 0),
        ("pq", "struct point", 1),
        ("t0", "struct timeval", 0),
        ("n", "struct node", 1),
    ];
    let got: Vec<(&str, &str, u32)> = decls
        .iter()
        .map(|(a, b, c)| (a.as_str(), b.as_str(), *c))
        .collect();
    assert_eq!(got, want);
    // The definitions with their members (bit-field widths and unnamed fields left out).
    let defs: Vec<(String, Vec<String>)> = unit
        .structs
        .iter()
        .map(|d| {
            (
                d.name.clone(),
                d.fields.iter().map(|f| f.1.to_c(&f.0)).collect(),
            )
        })
        .collect();
    assert_eq!(
        defs[0],
        (
            "struct point".to_string(),
            vec!["double x".to_string(), "double y".to_string()]
        )
    );
    assert_eq!(defs[1].0, "union bits");
    assert_eq!(
        defs[2].1,
        [
            "int nx",
            "int ny",
            "double alpha",
            "unsigned int flags",
            "struct point origin",
            "double *field"
        ]
    );
    assert_eq!(defs[3].1, ["struct list *next", "int v[4]"]);
    let Item::Function(seconds) = &unit.items[unit.items.len() - 2] else {
        panic!()
    };
    assert_eq!(
        seconds.params[0].ty.scalar,
        Scalar::Named("struct timeval".into())
    );
    assert!(
        !seconds.params[0].ty.scalar.is_floating() && !seconds.params[0].ty.scalar.is_integer()
    );
}

#[test]
fn a_struct_with_another_type_is_an_error() {
    let src = "struct point { double x; } double p;\n";
    let ds = mint_lang::parse(src).expect_err("two types");
    let text = mint_lang::diagnostic::render_all(&ds, "t.c", src);
    assert!(
        text.contains("a struct or union cannot be combined with another type"),
        "{text}"
    );
}
