//! The parser's diagnostics, one small input per error, compared exactly with the rendered text
//! (file:line:col, the source line, the caret, the notes).

fn check(src: &str, expected: &str) {
    let diags = match mint_lang::parse(src) {
        Ok(_) => panic!("expected a parse error for:\n{src}"),
        Err(d) => d,
    };
    let got = mint_lang::diagnostic::render_all(&diags, "test.c", src);
    if got != expected {
        panic!("diagnostic mismatch\n--- expected\n{expected}\n--- got\n{got}\n---");
    }
}

#[test]
fn missing_semicolon() {
    check(
        r#"int main() {
    int x = 1
    return x;
}
"#,
        r#"error: syntax error: expected `;` or `,`, found `return`
  ┌─ test.c:2:14
  │
2 │     int x = 1
  │              ^ expected `;` here

"#,
    );
}

#[test]
fn missing_closing_paren() {
    check(
        r#"int main() {
    int x = (1 + 2;
    return x;
}
"#,
        r#"error: syntax error: expected `)`, found `;`
  ┌─ test.c:2:19
  │
2 │     int x = (1 + 2;
  │                   ^ unexpected here

"#,
    );
}

#[test]
fn if_without_parentheses() {
    check(
        r#"int main(int x) {
    if x > 0 { x = 0; }
    return x;
}
"#,
        r#"error: syntax error: expected `(`, found `x`
  ┌─ test.c:2:8
  │
2 │     if x > 0 { x = 0; }
  │        ^ unexpected here

"#,
    );
}

#[test]
fn unexpected_end_of_file() {
    check(
        r#"int main() {
    int x = 1;
"#,
        r#"error: unexpected end of file: expected `}`
  ┌─ test.c:2:15
  │
1 │ int main() {
  │            - this `{` is never closed
2 │     int x = 1;
  │               ^ the file ends here

"#,
    );
}

#[test]
fn stray_closing_brace() {
    check(
        r#"int main() {
    return 0;
}
}
"#,
        r#"error: unexpected `}`: no block is open here
  ┌─ test.c:4:1
  │
4 │ }
  │ ^ no matching `{`

"#,
    );
}

#[test]
fn unterminated_comment() {
    check(
        r#"int main() {
    /* no end
    return 0;
}
"#,
        r#"error: unterminated comment
  ┌─ test.c:2:5
  │
2 │     /* no end
  │     ^^ this comment is never closed
  │
  = close it with `*/`

"#,
    );
}

#[test]
fn unterminated_string() {
    check(
        r#"int main() {
    printf("hello
    return 0;
}
"#,
        r#"error: unterminated string literal
  ┌─ test.c:2:12
  │
2 │     printf("hello
  │            ^^^^^^ this string is not closed on its line
  │
  = close it with `"` before the end of the line

"#,
    );
}

#[test]
fn huge_integer_literal() {
    check(
        r#"int main() {
    long x = 99999999999999999999999;
    return 0;
}
"#,
        r#"error: integer literal `99999999999999999999999` is too large
  ┌─ test.c:2:14
  │
2 │     long x = 99999999999999999999999;
  │              ^^^^^^^^^^^^^^^^^^^^^^^ out of range

"#,
    );
}

#[test]
fn nul_byte() {
    check(
        "int main() {\n    int x = 1;\0\n    return x;\n}\n",
        r#"error: the file contains a NUL byte; is it a binary file?
  ┌─ test.c:2:15
  │
2 │     int x = 1;?
  │               ^ NUL byte here

"#,
    );
}

#[test]
fn control_character() {
    check(
        "int main() {\n    int x = 1; \u{7}\n    return x;\n}\n",
        r#"error: syntax error: expected `;` or `}`, found the character `\u{7}`
  ┌─ test.c:2:16
  │
2 │     int x = 1; ?
  │                ^ unexpected here

"#,
    );
}

#[test]
fn unclosed_tile_clause() {
    check(
        r#"void f(double **U, double **V, int n) {
#pragma mint copy(U, toDevice, n, n)
#pragma mint copy(V, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all) tile(16,16
        for (int y = 1; y < n; y++)
            for (int x = 1; x < n; x++)
                V[y][x] = U[y][x];
    }
}
"#,
        r#"error: the `tile` clause is not closed: expected `)`
  ┌─ test.c:6:32
  │
6 │ #pragma mint for nest(all) tile(16,16
  │                                ^ this `(` is never closed
  │
  = write `tile(16,16)`

"#,
    );
}

#[test]
fn clause_not_closed_before_next() {
    check(
        r#"void f(double **U, double **V, int n) {
#pragma mint copy(U, toDevice, n, n)
#pragma mint copy(V, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all) tile(16,16 chunksize(1,1)
        for (int y = 1; y < n; y++)
            for (int x = 1; x < n; x++)
                V[y][x] = U[y][x];
    }
}
"#,
        r#"error: the `tile` clause is not closed before `chunksize`: expected `)`
  ┌─ test.c:6:32
  │
6 │ #pragma mint for nest(all) tile(16,16 chunksize(1,1)
  │                                ^ this `(` is not closed
  │
  = write `tile(...) chunksize(...)`

"#,
    );
}

#[test]
fn malformed_tile_clause() {
    check(
        r#"void f(double **U, double **V, int n) {
#pragma mint copy(U, toDevice, n, n)
#pragma mint copy(V, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all) tile(16,,16)
        for (int y = 1; y < n; y++)
            for (int x = 1; x < n; x++)
                V[y][x] = U[y][x];
    }
}
"#,
        r#"error: malformed `tile` clause: it takes 1 to 3 integers, fastest-varying dimension first
  ┌─ test.c:6:28
  │
6 │ #pragma mint for nest(all) tile(16,,16)
  │                            ^^^^^^^^^^^^ malformed clause
  │
  = for example `tile(16,16,1)`

"#,
    );
}

#[test]
fn malformed_nest_clause() {
    check(
        r#"void f(double **U, double **V, int n) {
#pragma mint copy(U, toDevice, n, n)
#pragma mint copy(V, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(two)
        for (int y = 1; y < n; y++)
            for (int x = 1; x < n; x++)
                V[y][x] = U[y][x];
    }
}
"#,
        r#"error: malformed `nest` clause: it takes an integer or `all`
  ┌─ test.c:6:18
  │
6 │ #pragma mint for nest(two)
  │                  ^^^^^^^^^ malformed clause
  │
  = for example `nest(2)`

"#,
    );
}

#[test]
fn unknown_clause() {
    check(
        r#"void f(double **U, double **V, int n) {
#pragma mint copy(U, toDevice, n, n)
#pragma mint copy(V, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all) tile(16,16) foo(3)
        for (int y = 1; y < n; y++)
            for (int x = 1; x < n; x++)
                V[y][x] = U[y][x];
    }
}
"#,
        r#"error: unknown clause `foo` on `mint for`
  ┌─ test.c:6:40
  │
6 │ #pragma mint for nest(all) tile(16,16) foo(3)
  │                                        ^^^^^^ here
  │
  = `mint for` accepts: nest, tile, chunksize, nowait, reduction, private, firstprivate, shared, default

"#,
    );
}

#[test]
fn clause_of_another_directive() {
    check(
        r#"void f() {
#pragma mint parallel tile(16,16)
    {
    }
}
"#,
        r#"error: `tile` is not a clause of `mint parallel`
  ┌─ test.c:2:23
  │
2 │ #pragma mint parallel tile(16,16)
  │                       ^^^^^^^^^^^ here
  │
  = `mint parallel` accepts: default, shared, private, firstprivate

"#,
    );
}

#[test]
fn unknown_directive() {
    check(
        r#"void f() {
#pragma mint frobnicate
}
"#,
        r#"error: unknown Mint directive `frobnicate`
  ┌─ test.c:2:14
  │
2 │ #pragma mint frobnicate
  │              ^^^^^^^^^^ unknown directive
  │
  = Mint's directives are parallel, for, single, barrier and copy

"#,
    );
}

#[test]
fn pragma_mint_alone() {
    check(
        r#"void f() {
#pragma mint
}
"#,
        r#"error: `#pragma mint` needs a directive
  ┌─ test.c:2:9
  │
2 │ #pragma mint
  │         ^^^^ no directive after `mint`
  │
  = Mint's directives are parallel, for, single, barrier and copy

"#,
    );
}

#[test]
fn parallel_for_combined() {
    check(
        r#"void f(double *U, int n) {
#pragma mint parallel for
    for (int i = 0; i < n; i++)
        U[i] = 0;
}
"#,
        r#"error: `mint parallel` and `mint for` are separate directives
  ┌─ test.c:2:14
  │
2 │ #pragma mint parallel for
  │              ^^^^^^^^^^^^ not a Mint directive
  │
  = put `#pragma mint parallel` before a `{ }` block and `#pragma mint for` before each loop nest inside it

"#,
    );
}

#[test]
fn copy_unknown_direction() {
    check(
        r#"void f(double ***U, int n) {
#pragma mint copy(U, toHost, n, n, n)
}
"#,
        r#"error: unknown copy direction `toHost`: expected `toDevice` or `fromDevice`
  ┌─ test.c:2:22
  │
2 │ #pragma mint copy(U, toHost, n, n, n)
  │                      ^^^^^^ unknown direction
  │
  = `toDevice` copies the host array to the GPU, `fromDevice` copies it back

"#,
    );
}

#[test]
fn copy_not_closed() {
    check(
        r#"void f(double ***U, int n) {
#pragma mint copy(U, toDevice, n, n, n
}
"#,
        r#"error: the `copy` directive is not closed: expected `)`
  ┌─ test.c:2:18
  │
2 │ #pragma mint copy(U, toDevice, n, n, n
  │                  ^ this `(` is never closed
  │
  = write `copy(U, toDevice, n, n, n)`

"#,
    );
}

#[test]
fn copy_missing_comma() {
    check(
        r#"void f(double ***U, int n) {
#pragma mint copy(U toDevice, n, n, n)
}
"#,
        r#"error: malformed `copy` directive: expected `,`, found `toDevice`
  ┌─ test.c:2:21
  │
2 │ #pragma mint copy(U toDevice, n, n, n)
  │                     ^^^^^^^^ unexpected here
  │
  = the form is `#pragma mint copy(array, toDevice|fromDevice, nx, ny, nz)`

"#,
    );
}

#[test]
fn reduction_unsupported_operator() {
    check(
        r#"void f(double **U, double **V, int n) {
#pragma mint copy(U, toDevice, n, n)
#pragma mint copy(V, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all) reduction(-:n)
        for (int y = 1; y < n; y++)
            for (int x = 1; x < n; x++)
                V[y][x] = U[y][x];
    }
}
"#,
        r#"error: unsupported reduction operator `-`: mint supports +, *, max and min
  ┌─ test.c:6:38
  │
6 │ #pragma mint for nest(all) reduction(-:n)
  │                                      ^ unsupported operator

"#,
    );
}

#[test]
fn mint_for_not_followed_by_loop() {
    check(
        r#"void f(int n) {
#pragma mint parallel
    {
#pragma mint for
        n = 3;
    }
}
"#,
        r#"error: `#pragma mint for` must be followed by a `for` loop
  ┌─ test.c:5:9
  │
4 │ #pragma mint for
  │ ---------------- directive
5 │         n = 3;
  │         ^^^^^^ expected a `for` loop here

"#,
    );
}

#[test]
fn mint_for_at_end_of_block() {
    check(
        r#"void f(int n) {
#pragma mint parallel
    {
#pragma mint for
    }
}
"#,
        r#"error: `#pragma mint for` must be followed by a `for` loop
  ┌─ test.c:4:1
  │
4 │ #pragma mint for
  │ ^^^^^^^^^^^^^^^^ nothing for this directive to govern

"#,
    );
}

#[test]
fn parallel_not_followed_by_block() {
    check(
        r#"void f(double *U, int n) {
#pragma mint parallel
    U[0] = 1;
}
"#,
        r#"error: `#pragma mint parallel` must be followed by a `{ ... }` block
  ┌─ test.c:3:5
  │
2 │ #pragma mint parallel
  │ --------------------- directive
3 │     U[0] = 1;
  │     ^^^^^^^^^ expected a `{ ... }` block here

"#,
    );
}

#[test]
fn pragma_outside_function() {
    check(
        r#"#pragma mint parallel
int main() {
    return 0;
}
"#,
        r#"error: a `#pragma mint` directive must be inside a function
  ┌─ test.c:1:1
  │
1 │ #pragma mint parallel
  │ ^^^^^^^^^^^^^^^^^^^^^ outside any function

"#,
    );
}

#[test]
fn tile_given_twice() {
    check(
        r#"void f(double **U, double **V, int n) {
#pragma mint copy(U, toDevice, n, n)
#pragma mint copy(V, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all) tile(16,16) tile(32,8)
        for (int y = 1; y < n; y++)
            for (int x = 1; x < n; x++)
                V[y][x] = U[y][x];
    }
}
"#,
        r#"error: `tile` is given twice
  ┌─ test.c:6:40
  │
6 │ #pragma mint for nest(all) tile(16,16) tile(32,8)
  │                                        ^^^^^^^^^^ second time here

"#,
    );
}

#[test]
fn default_private() {
    check(
        r#"void f() {
#pragma mint parallel default(private)
    {
    }
}
"#,
        r#"error: `default(private)` is not supported: use `default(shared)` or `default(none)`
  ┌─ test.c:2:31
  │
2 │ #pragma mint parallel default(private)
  │                               ^^^^^^^ unsupported

"#,
    );
}

#[test]
fn a_pointer_to_a_pointer_to_an_array_typedef() {
    check(
        r#"typedef double row[8];
void f(row **p) { }
"#,
        r#"error: this declarator makes a pointer to a pointer to an array (or an array of pointers to arrays) out of an array typedef, which mint does not support
  ┌─ test.c:2:12
  │
2 │ void f(row **p) { }
  │            ^^^ declared here
  │
  = mint takes an array typedef `T` as `T x`, `T x[N]` and `T *x` (a pointer to the array); write the others with their extents

"#,
    );
}

/// Array typedefs are read as C reads them: `row *a` is `double (*a)[8]`, `row b[4]` is
/// `double b[4][8]`, `plane p` (a pointer-to-array typedef) is `float (*p)[N]`.
#[test]
fn array_typedefs_compose_with_declarators() {
    let src = "typedef double row[8];\ntypedef float (*plane)[16];\nvoid f(row *a, plane p) { row b[4]; }\n";
    let tu = mint_lang::parse(src).expect("parses");
    let text = format!("{tu:?}");
    assert!(text.contains("array_pointers: 1"), "{text}");
    let f = tu
        .items
        .iter()
        .find_map(|i| match i {
            mint_lang::ast::Item::Function(f) => Some(f),
            _ => None,
        })
        .expect("f");
    let a = &f.params[0].ty;
    assert_eq!(
        (a.pointers, a.array_pointers, a.dims.len()),
        (0, 1, 1),
        "{a:?}"
    );
    let p = &f.params[1].ty;
    assert_eq!(
        (p.pointers, p.array_pointers, p.dims.len()),
        (0, 1, 1),
        "{p:?}"
    );
    assert_eq!(p.scalar, mint_lang::ast::Scalar::Float);
}

#[test]
fn typedef_names_are_types_in_declarations_casts_and_sizeof() {
    let src = r#"typedef double real;
typedef real *field;
typedef const float cf;
int f(int n) {
    typedef long idx;
    field a = (field) malloc(sizeof(real) * n);
    const field b = a;
    cf w = (real) 1 / 6;
    idx i = 0;
    real (*p)[4] = 0;
    return (int) (a[i] * w) + (b == a);
}
"#;
    let tu = mint_lang::parse(src).expect("parses");
    let mint_lang::ast::Item::Function(f) = &tu.items[0] else {
        panic!("a function")
    };
    let body = &f.body.as_ref().unwrap().stmts;
    let ty = |k: usize| match &body[k].kind {
        mint_lang::ast::StmtKind::Decl(d) => d.decls[0].ty.clone(),
        other => panic!("a declaration, got {other:?}"),
    };
    use mint_lang::ast::Scalar;
    // body[0] is the block-scope typedef (an empty statement).
    let a = ty(1);
    assert_eq!(
        (a.scalar.clone(), a.pointers, a.is_const),
        (Scalar::Double, 1, false)
    );
    // `const field` is a const pointer to (non-const) double.
    let b = ty(2);
    assert_eq!(
        (b.scalar.clone(), b.pointers, b.is_const),
        (Scalar::Double, 1, false)
    );
    let w = ty(3);
    assert_eq!(
        (w.scalar.clone(), w.pointers, w.is_const),
        (Scalar::Float, 0, true)
    );
    assert_eq!(ty(4).scalar, Scalar::Long);
    let p = ty(5);
    assert_eq!(
        (p.scalar.clone(), p.array_pointers, p.dims.len()),
        (Scalar::Double, 1, 1)
    );
}

#[test]
fn a_variable_named_like_a_typedef_hides_it_in_its_block() {
    let src = "typedef double real;\nint f(void) { int real = 3; return real; }\nreal g(real x) { return x; }\n";
    assert!(mint_lang::parse(src).is_ok());
}

#[test]
fn copy_of_a_struct_member() {
    check(
        r#"typedef struct { int n; double *u; } grid_t;
void f(grid_t *g) {
#pragma mint copy(g->u, toDevice, g->n)
}
"#,
        r#"error: `copy` takes an array by name, not the struct member `g->u`
  ┌─ test.c:3:19
  │
3 │ #pragma mint copy(g->u, toDevice, g->n)
  │                   ^^^^ a struct member
  │
  = before the copy, take it into a local pointer of the member's type (`double *u = g->u;`) and copy and index `u`; after the region write it back (`g->u = u;`) if a `single` block swaps it

"#,
    );
}
