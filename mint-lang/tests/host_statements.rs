//! C as host code is written around the nests: `switch` with `case`/`default` (fall-through
//! included), labels and `goto` parse and are kept (a nest refuses them, in the analyzer), and
//! the compiler extensions that change nothing mint computes (`__attribute__((...))`,
//! `_Alignas(...)`, `__declspec(...)`, `__extension__`, `_Noreturn`, `__inline__`) are read
//! like comments wherever they stand between tokens.
use mint_lang::ast::{Item, Label, Stmt, StmtKind};

fn parse(src: &str) -> mint_lang::ast::TranslationUnit {
    mint_lang::parse(src)
        .unwrap_or_else(|ds| panic!("{}", mint_lang::diagnostic::render_all(&ds, "t.c", src)))
}

fn body(unit: &mint_lang::ast::TranslationUnit, name: &str) -> Vec<Stmt> {
    unit.items
        .iter()
        .find_map(|i| match i {
            Item::Function(f) if f.name.name == name => {
                Some(f.body.as_ref().expect("a definition").stmts.clone())
            }
            _ => None,
        })
        .unwrap_or_else(|| panic!("no function {name}"))
}

#[test]
fn switch_case_default_labels_and_goto_parse() {
    let src = r#"int classify(int opt, int *n) {
    int r = 0;
    switch (opt) {
    case 'n':
        *n = 3;
        break;
    case 1 + 1:
    case 4:
        r = 2;
        /* falls through */
    default:
        r += 1;
    }
    if (r < 0)
        goto fail;
    return r;
fail:
    return -1;
}
"#;
    let unit = parse(src);
    let stmts = body(&unit, "classify");
    let StmtKind::Switch { body: sw, .. } = &stmts[1].kind else {
        panic!("not a switch: {:?}", stmts[1].kind)
    };
    let StmtKind::Block(b) = &sw.kind else {
        panic!("switch body")
    };
    let labels: Vec<&Label> = b
        .stmts
        .iter()
        .filter_map(|s| match &s.kind {
            StmtKind::Labeled { label, .. } => Some(label),
            _ => None,
        })
        .collect();
    assert_eq!(
        labels.len(),
        3,
        "case 'n', case 1 + 1 (holding case 4), default"
    );
    assert!(matches!(labels[0], Label::Case(_)));
    assert!(matches!(labels[2], Label::Default));
    let StmtKind::Labeled { stmt: inner, .. } = &b.stmts[2].kind else {
        panic!("case 1 + 1")
    };
    assert!(matches!(
        inner.kind,
        StmtKind::Labeled {
            label: Label::Case(_),
            ..
        }
    ));
    let StmtKind::If { then, .. } = &stmts[2].kind else {
        panic!("if")
    };
    assert!(matches!(&then.kind, StmtKind::Goto(l) if l.name == "fail"));
    assert!(matches!(
        &stmts[4].kind,
        StmtKind::Labeled { label: Label::Name(l), .. } if l.name == "fail"
    ));
}

#[test]
fn words_named_like_keywords_still_work() {
    // `default_size`, `cases`, `goto_x`, `switches` are names; a label is not a ternary.
    let src = r#"int f(int cases, int default_size) {
    int goto_x = cases > 0 ? default_size : 1, switches = 0;
    again:
    switches++;
    if (switches < 3) goto again;
    return goto_x + switches;
}
"#;
    let unit = parse(src);
    // the declaration, `again: switches++;`, the `if`, the `return`
    assert_eq!(body(&unit, "f").len(), 4);
}

#[test]
fn compiler_extensions_are_read_like_comments() {
    let src = r#"static double grid[64][64] __attribute__((aligned(64)));
_Alignas(32) static float halo[8];
typedef int v4si __attribute__ ((vector_size (16)));
static inline __attribute__((always_inline, hot)) double relax(double c, double n)
{
    return c + 0.25 * (n - c);
}
static __inline__ int twice(int x) { return 2 * x; }
static _Noreturn void die(void) { for (;;) {} }
__extension__ typedef unsigned long long u64;
int main(void)
{
    double __attribute__((unused)) spare = relax(grid[0][0], halo[0]);
    u64 n = (u64)twice(3);
    return (int)n + (int)spare;
}
"#;
    let unit = parse(src);
    assert_eq!(body(&unit, "main").len(), 3);
    assert!(body(&unit, "relax").len() == 1);
}

#[test]
fn an_unclosed_attribute_is_a_syntax_error() {
    let src = "static double g[4] __attribute__((aligned(64));\nint main(void) { return 0; }\n";
    let e = mint_lang::parse(src).expect_err("unbalanced parentheses");
    let text = mint_lang::diagnostic::render_all(&e, "t.c", src);
    assert!(text.contains("this `(` is never closed"), "{text}");
}

/// C's comma operator where codes write it: a loop's init and step and an expression
/// statement, built as left-nested `BinOp::Comma`; the text round-trips; elsewhere (a call's
/// arguments, a condition) a comma keeps its meaning or stays a syntax error.
#[test]
fn commas_in_loop_headers_and_statements() {
    use mint_lang::ast::{BinOp, ExprKind, ForInit};
    let src = r#"void f(int n, double *a) {
    int i, j;
    double t;
    for (i = 0, j = n - 1; i < j; i++, j--, t += 0.5)
        a[i] = a[j];
    i = 1, j = 2;
}
"#;
    let unit = parse(src);
    let b = body(&unit, "f");
    let StmtKind::For(fl) = &b[2].kind else {
        panic!("{:?}", b[2].kind)
    };
    let ForInit::Expr(init) = &fl.init else {
        panic!("{:?}", fl.init)
    };
    assert!(matches!(init.kind, ExprKind::Binary(BinOp::Comma, _, _)));
    let step = fl.step.as_ref().expect("a step");
    // `(i++, j--), t += 0.5`
    let ExprKind::Binary(BinOp::Comma, l, r) = &step.kind else {
        panic!("{:?}", step.kind)
    };
    assert!(matches!(l.kind, ExprKind::Binary(BinOp::Comma, _, _)));
    assert!(matches!(r.kind, ExprKind::Assign(..)));
    assert_eq!(step.to_c(), "i++ , j-- , t += 0.5");
    let StmtKind::Expr(e) = &b[3].kind else {
        panic!("{:?}", b[3].kind)
    };
    assert_eq!(e.to_c(), "i = 1 , j = 2");
    // Not in a condition (C allows it there; no code mint serves writes it).
    assert!(mint_lang::parse("void g(int i, int j) { if (i = 1, j) i = 2; }").is_err());
}
