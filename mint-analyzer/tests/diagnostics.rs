//! The analyzer's diagnostics, one small input per error, compared exactly with the rendered
//! text (file:line:col, the source line, the caret, the notes). Every input parses.

fn render(src: &str) -> Result<String, String> {
    let tu = match mint_lang::parse(src) {
        Ok(tu) => tu,
        Err(d) => {
            let text = mint_lang::diagnostic::render_all(&d, "test.c", src);
            panic!("the input should parse:\n{text}")
        }
    };
    match mint_analyzer::analyze(&tu) {
        Ok(p) => Ok(mint_lang::diagnostic::render_all(
            &p.diagnostics,
            "test.c",
            src,
        )),
        Err(d) => Err(mint_lang::diagnostic::render_all(&d, "test.c", src)),
    }
}

/// The analysis fails with exactly these errors.
fn check(src: &str, expected: &str) {
    match render(src) {
        Ok(w) => panic!("expected errors, the analysis succeeded with:\n{w}"),
        Err(got) if got != expected => {
            panic!("diagnostic mismatch\n--- expected\n{expected}\n--- got\n{got}\n---")
        }
        Err(_) => {}
    }
}

/// The analysis succeeds (the program translates) with exactly these warnings.
fn check_warning(src: &str, expected: &str) {
    match render(src) {
        Err(e) => panic!("expected success with warnings, got errors:\n{e}"),
        Ok(got) if got != expected => {
            panic!("diagnostic mismatch\n--- expected\n{expected}\n--- got\n{got}\n---")
        }
        Ok(_) => {}
    }
}

#[test]
fn zero_tile() {
    check(
        r#"void f(double ***U, double ***V, int n) {
#pragma mint copy(U, toDevice, n, n, n)
#pragma mint copy(V, toDevice, n, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all) tile(0,16,1)
        for (int z = 1; z < n; z++)
            for (int y = 1; y < n; y++)
                for (int x = 1; x < n; x++)
                    V[z][y][x] = U[z][y][x];
    }
}
"#,
        r#"error: `tile` sizes must be positive, but size 1 is 0
  ┌─ test.c:6:28
  │
6 │ #pragma mint for nest(all) tile(0,16,1)
  │                            ^^^^^^^^^^^^ must be at least 1

"#,
    );
}

#[test]
fn negative_chunksize() {
    check(
        r#"void f(double ***U, double ***V, int n) {
#pragma mint copy(U, toDevice, n, n, n)
#pragma mint copy(V, toDevice, n, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all) tile(16,16,16) chunksize(1,-2,1)
        for (int z = 1; z < n; z++)
            for (int y = 1; y < n; y++)
                for (int x = 1; x < n; x++)
                    V[z][y][x] = U[z][y][x];
    }
}
"#,
        r#"error: `chunksize` sizes must be positive, but size 2 is -2
  ┌─ test.c:6:43
  │
6 │ #pragma mint for nest(all) tile(16,16,16) chunksize(1,-2,1)
  │                                           ^^^^^^^^^^^^^^^^^ must be at least 1

"#,
    );
}

#[test]
fn block_of_2048_threads() {
    check(
        r#"void f(double ***U, double ***V, int n) {
#pragma mint copy(U, toDevice, n, n, n)
#pragma mint copy(V, toDevice, n, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all) tile(64,32,1)
        for (int z = 1; z < n; z++)
            for (int y = 1; y < n; y++)
                for (int x = 1; x < n; x++)
                    V[z][y][x] = U[z][y][x];
    }
}
"#,
        r#"error: this schedule needs 64x32x1 = 2048 threads per block; CUDA allows at most 1024 (and at most 64 in z)
  ┌─ test.c:6:28
  │
6 │ #pragma mint for nest(all) tile(64,32,1)
  │                            ^^^^^^^^^^^^^ too many threads per block
  │
  = threads per block = tile / chunksize in each dimension; use a smaller tile or a larger chunksize

"#,
    );
}

#[test]
fn chunksize_does_not_divide_tile() {
    check(
        r#"void f(double ***U, double ***V, int n) {
#pragma mint copy(U, toDevice, n, n, n)
#pragma mint copy(V, toDevice, n, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all) tile(16,16,8) chunksize(1,1,3)
        for (int z = 1; z < n; z++)
            for (int y = 1; y < n; y++)
                for (int x = 1; x < n; x++)
                    V[z][y][x] = U[z][y][x];
    }
}
"#,
        r#"error: the tile size 8 in dimension 3 is not a multiple of the chunk size 3
  ┌─ test.c:6:42
  │
6 │ #pragma mint for nest(all) tile(16,16,8) chunksize(1,1,3)
  │                                          ^^^^^^^^^^^^^^^^ tile / chunksize must divide evenly

"#,
    );
}

#[test]
fn tile_beyond_parallel_loops() {
    check(
        r#"void f(double ***U, double ***V, int n) {
#pragma mint copy(U, toDevice, n, n, n)
#pragma mint copy(V, toDevice, n, n, n)
#pragma mint parallel
    {
#pragma mint for nest(2) tile(16,16,4)
        for (int z = 1; z < n; z++)
            for (int y = 1; y < n; y++)
                for (int x = 1; x < n; x++)
                    V[z][y][x] = U[z][y][x];
    }
}
"#,
        r#"error: `tile` gives size 4 for dimension 3, but the nest has only 2 parallel loop(s)
  ┌─ test.c:6:26
  │
6 │ #pragma mint for nest(2) tile(16,16,4)
  │                          ^^^^^^^^^^^^^ extra dimension
  │
  = `nest(N)` sets how many loops are parallel; sizes beyond them must be 1

"#,
    );
}

#[test]
fn nest_deeper_than_loops() {
    check(
        r#"void f(double ***U, double ***V, int n) {
#pragma mint copy(U, toDevice, n, n, n)
#pragma mint copy(V, toDevice, n, n, n)
#pragma mint parallel
    {
#pragma mint for nest(4)
        for (int z = 1; z < n; z++)
            for (int y = 1; y < n; y++)
                for (int x = 1; x < n; x++)
                    V[z][y][x] = U[z][y][x];
    }
}
"#,
        r#"error: `nest(4)` asks for 4 parallel loops, but only 3 loop(s) are perfectly nested here
   ┌─ test.c:6:18
   │  
 6 │   #pragma mint for nest(4)
   │                    ^^^^^^^ deeper than the loop nest
 7 │ ╭         for (int z = 1; z < n; z++)
 8 │ │             for (int y = 1; y < n; y++)
 9 │ │                 for (int x = 1; x < n; x++)
10 │ │                     V[z][y][x] = U[z][y][x];
   │ ╰────────────────────────────────────────────' this nest

"#,
    );
}

#[test]
fn nest_zero() {
    check(
        r#"void f(double ***U, double ***V, int n) {
#pragma mint copy(U, toDevice, n, n, n)
#pragma mint copy(V, toDevice, n, n, n)
#pragma mint parallel
    {
#pragma mint for nest(0)
        for (int z = 1; z < n; z++)
            for (int y = 1; y < n; y++)
                for (int x = 1; x < n; x++)
                    V[z][y][x] = U[z][y][x];
    }
}
"#,
        r#"error: `nest(0)`: the depth must be at least 1
  ┌─ test.c:6:18
  │
6 │ #pragma mint for nest(0)
  │                  ^^^^^^^ invalid depth

"#,
    );
}

#[test]
fn missing_copy() {
    check(
        r#"void f(double **U, double **V, int n) {
#pragma mint copy(U, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all)
        for (int y = 1; y < n; y++)
            for (int x = 1; x < n; x++)
                V[y][x] = U[y][x];
    }
}
"#,
        r#"error: array `V` is used on the device but was not copied to it
  ┌─ test.c:5:1
  │
5 │ #pragma mint for nest(all)
  │ ^^^^^^^^^^^^^^^^^^^^^^^^^^ this nest uses `V`
  │
  = add `#pragma mint copy(V, toDevice, nx, ny)` before the parallel region

"#,
    );
}

#[test]
fn copy_after_use() {
    check(
        r#"void f(double **U, double **V, int n) {
#pragma mint copy(V, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all)
        for (int y = 1; y < n; y++)
            for (int x = 1; x < n; x++)
                V[y][x] = U[y][x];
    }
#pragma mint copy(U, toDevice, n, n)
}
"#,
        r#"error: array `U` is used on the device but was not copied to it
   ┌─ test.c:5:1
   │
 5 │ #pragma mint for nest(all)
   │ ^^^^^^^^^^^^^^^^^^^^^^^^^^ this nest uses `U`
   ·
10 │ #pragma mint copy(U, toDevice, n, n)
   │ ------------------------------------ copied only here, after the nest
   │
   = move the `copy` before the parallel region

"#,
    );
}

#[test]
fn undeclared_array() {
    check(
        r#"void f(double **U, double **V, int n) {
#pragma mint copy(U, toDevice, n, n)
#pragma mint copy(V, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all)
        for (int y = 1; y < n; y++)
            for (int x = 1; x < n; x++)
                V[y][x] = W[y][x];
    }
}
"#,
        r#"error: array `W` is not declared
  ┌─ test.c:9:27
  │
9 │                 V[y][x] = W[y][x];
  │                           ^ undeclared array
  │
  = declare it before the parallel region (a parameter, a local variable or a global)

"#,
    );
}

#[test]
fn undeclared_scalar() {
    check(
        r#"void f(double **U, double **V, int n) {
#pragma mint copy(U, toDevice, n, n)
#pragma mint copy(V, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all)
        for (int y = 1; y < n; y++)
            for (int x = 1; x < n; x++)
                V[y][x] = c * U[y][x];
    }
}
"#,
        r#"error: `c` is not declared
  ┌─ test.c:9:27
  │
9 │                 V[y][x] = c * U[y][x];
  │                           ^ undeclared name
  │
  = declare it before the parallel region (a parameter, a local variable or a global)

"#,
    );
}

#[test]
fn flattened_subscript() {
    check(
        r#"void f(double ***U, double ***V, int n) {
#pragma mint copy(U, toDevice, n, n, n)
#pragma mint copy(V, toDevice, n, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all)
        for (int z = 1; z < n; z++)
            for (int y = 1; y < n; y++)
                for (int x = 1; x < n; x++)
                    V[z][y][x] = U[z * n * n + y * n + x];
    }
}
"#,
        r#"error: `U` has 3 dimensions but is indexed with 1: mint needs full subscripts such as `U[z][y][x]`
   ┌─ test.c:10:34
   │
10 │                     V[z][y][x] = U[z * n * n + y * n + x];
   │                                  ^^^^^^^^^^^^^^^^^^^^^^^^ wrong number of subscripts

"#,
    );
}

#[test]
fn partly_flattened_subscript() {
    check(
        r#"void f(double ***U, double ***V, int n) {
#pragma mint copy(U, toDevice, n, n, n)
#pragma mint copy(V, toDevice, n, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all)
        for (int z = 1; z < n; z++)
            for (int y = 1; y < n; y++)
                for (int x = 1; x < n; x++)
                    V[z][y][x] = U[z * n + y][x];
    }
}
"#,
        r#"error: `U` has 3 dimensions but is indexed with 2: mint needs full subscripts such as `U[z][y][x]`
   ┌─ test.c:10:34
   │
10 │                     V[z][y][x] = U[z * n + y][x];
   │                                  ^^^^^^^^^^^^^^^ wrong number of subscripts

"#,
    );
}

#[test]
fn array_without_subscripts() {
    check(
        r#"void f(double **U, double **V, int n) {
#pragma mint copy(U, toDevice, n, n)
#pragma mint copy(V, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all)
        for (int y = 1; y < n; y++)
            for (int x = 1; x < n; x++)
                V[y][x] = U;
    }
}
"#,
        r#"error: array `U` is used without subscripts; inside a `mint for` nest write every reference as `U[y][x]`
  ┌─ test.c:9:27
  │
9 │                 V[y][x] = U;
  │                           ^ needs full subscripts

"#,
    );
}

#[test]
fn scalar_indexed() {
    check(
        r#"void f(double **U, double **V, int n) {
#pragma mint copy(U, toDevice, n, n)
#pragma mint copy(V, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all)
        for (int y = 1; y < n; y++)
            for (int x = 1; x < n; x++)
                V[y][x] = n[y];
    }
}
"#,
        r#"error: `n` is a scalar and cannot be indexed
  ┌─ test.c:9:27
  │
9 │                 V[y][x] = n[y];
  │                           ^ not an array

"#,
    );
}

/// `abs` of a double: C converts it to `int` (the CPU program truncates), CUDA's overload keeps
/// it; integer arguments (and casts to int) are fine.
#[test]
fn abs_of_a_floating_value() {
    check(
        r#"void f(double **U, float **W, int n) {
#pragma mint copy(U, toDevice, n, n)
#pragma mint copy(W, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all)
        for (int y = 1; y < n; y++)
            for (int x = 1; x < n; x++) {
                int k = abs(x - y) + abs((int)U[y][x]);
                U[y][x] = k + abs(W[y][x] * 2);
            }
    }
}
"#,
        r#"error: `abs` of a floating-point value: C's `abs` takes an `int`, so the CPU program truncates the value, while CUDA's `abs` keeps it
   ┌─ test.c:10:31
   │
10 │                 U[y][x] = k + abs(W[y][x] * 2);
   │                               ^^^ integer absolute value
   │
   = use `fabs` (or `fabsf` for float)

"#,
    );
}

#[test]
fn non_math_function_call() {
    check(
        r#"void f(double **U, double **V, int n) {
#pragma mint copy(U, toDevice, n, n)
#pragma mint copy(V, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all)
        for (int y = 1; y < n; y++)
            for (int x = 1; x < n; x++)
                V[y][x] = smooth(U[y][x]);
    }
}
"#,
        r#"error: `smooth` cannot be called on the GPU: only math functions (sqrt, exp, fabs, ...) may be called inside a `mint for` nest
  ┌─ test.c:9:27
  │
9 │                 V[y][x] = smooth(U[y][x]);
  │                           ^^^^^^ unsupported call

"#,
    );
}

#[test]
fn mint_for_outside_parallel() {
    check(
        r#"void f(double *U, int n) {
#pragma mint copy(U, toDevice, n)
#pragma mint for
    for (int i = 0; i < n; i++)
        U[i] = 0;
}
"#,
        r#"error: `#pragma mint for` must be inside a `#pragma mint parallel` region
  ┌─ test.c:3:1
  │
3 │ #pragma mint for
  │ ^^^^^^^^^^^^^^^^ outside any parallel region
  │
  = a function holding `mint for` nests may instead be called as a statement inside a `#pragma mint parallel` region of its caller: mint then runs its nests there

"#,
    );
}

#[test]
fn assignment_to_shared_scalar() {
    check(
        r#"void f(double **U, double **V, int n) {
    double sum = 0;
#pragma mint copy(U, toDevice, n, n)
#pragma mint copy(V, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all)
        for (int y = 1; y < n; y++)
            for (int x = 1; x < n; x++)
                sum += U[y][x];
    }
}
"#,
        r#"error: the nest assigns `sum`, which is shared by all threads
   ┌─ test.c:10:17
   │
10 │                 sum += U[y][x];
   │                 ^^^ every thread would write this variable at once
   │
   = declare `sum` inside the loop body, or add `reduction(+:sum)` (or *, max, min) to the `mint for`

"#,
    );
}

#[test]
fn assignment_to_loop_variable() {
    check(
        r#"void f(double **U, double **V, int n) {
#pragma mint copy(U, toDevice, n, n)
#pragma mint copy(V, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all)
        for (int y = 1; y < n; y++)
            for (int x = 1; x < n; x++)
                { V[y][x] = U[y][x]; x = n; }
    }
}
"#,
        r#"error: the loop variable `x` of a parallel loop cannot be assigned
  ┌─ test.c:9:38
  │
9 │                 { V[y][x] = U[y][x]; x = n; }
  │                                      ^ assigned here

"#,
    );
}

#[test]
fn downward_loop_by_more_than_one() {
    check(
        r#"void f(double *U, double *V, int n) {
#pragma mint copy(U, toDevice, n)
#pragma mint copy(V, toDevice, n)
#pragma mint parallel
    {
#pragma mint for
        for (int i = n - 1; i >= 0; i -= 2)
            V[i] = U[i];
    }
}
"#,
        r#"error: the parallel loop over `i` counts downward by more than one; mint takes downward loops only by one
  ┌─ test.c:7:37
  │
7 │         for (int i = n - 1; i >= 0; i -= 2)
  │                                     ^^^^^^ counts down
  │
  = the iterations run in parallel, so the order does not matter: write `for (i = lo; i <= hi; i += c)`

"#,
    );
}

/// `!=` stops where `<` does only when the loop steps by one; a larger step is refused.
#[test]
fn not_equal_with_a_step_of_two() {
    check(
        r#"void f(double *U, double *V, int n) {
#pragma mint copy(U, toDevice, n)
#pragma mint copy(V, toDevice, n)
#pragma mint parallel
    {
#pragma mint for
        for (int i = 0; i != n; i += 2)
            V[i] = U[i];
    }
}
"#,
        r#"error: the parallel loop over `i` steps by 2 to `i != hi`, which ends only if the step divides the distance
  ┌─ test.c:7:25
  │
7 │         for (int i = 0; i != n; i += 2)
  │                         ^^^^^^ `!=` with a step other than 1
  │
  = write `i < hi`: the same iterations where this loop ends

"#,
    );
}

/// `i != hi` counting up by one and `i != lo` counting down are the loops `i < hi` and
/// `i > lo`.
#[test]
fn not_equal_bounds_read_as_strict_ones() {
    for (head, lo, hi) in [
        ("int i = 1; i != n - 1; i++", "1", "n - 1"),
        ("int i = n - 2; i != 0; --i", "(0) + 1", "n - 2"),
        ("int i = 1; n - 1 != i; ++i", "1", "n - 1"),
    ] {
        let src = format!(
            "void f(double *U, double *V, int n) {{\n#pragma mint copy(U, toDevice, n)\n#pragma mint copy(V, toDevice, n)\n#pragma mint parallel\n{{\n#pragma mint for\nfor ({head})\nV[i] = U[i - 1] + U[i + 1];\n}}\n}}\n"
        );
        let tu = mint_lang::parse(&src).unwrap();
        let p = mint_analyzer::analyze(&tu)
            .unwrap_or_else(|d| panic!("{}", mint_lang::diagnostic::render_all(&d, "t.c", &src)));
        let l = &p.nests().next().unwrap().loops[0];
        assert_eq!(
            (l.lo.to_c(), l.hi.to_c()),
            (lo.to_string(), hi.to_string()),
            "{head}"
        );
        assert_eq!(l.hi_inclusive, head.contains("--"), "{head}");
    }
}

#[test]
fn loop_step_not_constant() {
    check(
        r#"void f(double *U, double *V, int n) {
#pragma mint copy(U, toDevice, n)
#pragma mint copy(V, toDevice, n)
#pragma mint parallel
    {
#pragma mint for
        for (int i = 0; i < n; i += n)
            V[i] = U[i];
    }
}
"#,
        r#"error: a parallel loop must count upward by a constant: `i++` or `i += c` with c > 0
  ┌─ test.c:7:32
  │
7 │         for (int i = 0; i < n; i += n)
  │                                ^^^^^^ unsupported loop step

"#,
    );
}

#[test]
fn triangular_nest() {
    check(
        r#"void f(double **U, double **V, int n) {
#pragma mint copy(U, toDevice, n, n)
#pragma mint copy(V, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(2)
        for (int y = 1; y < n; y++)
            for (int x = 1; x < y; x++)
                V[y][x] = U[y][x];
    }
}
"#,
        r#"error: the upper bound of loop `x` depends on loop variable `y`: parallel loops must be rectangular
  ┌─ test.c:8:33
  │
8 │             for (int x = 1; x < y; x++)
  │                                 ^ depends on another loop
  │
  = run the parallel loops over the whole rectangle and skip the points outside with `if`, or make `x` a serial loop inside the kernel with a smaller `nest(N)`

"#,
    );
}

#[test]
fn copy_wrong_number_of_sizes() {
    check(
        r#"void f(double ***U, int n) {
#pragma mint copy(U, toDevice, n, n)
}
"#,
        r#"error: `copy` of `U` gives 2 size(s), but `U` has 3 dimension(s)
  ┌─ test.c:2:1
  │
2 │ #pragma mint copy(U, toDevice, n, n)
  │ ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ expected 3 size(s), fastest-varying first
  │
  = e.g. #pragma mint copy(U, toDevice, nx, ny, nz)

"#,
    );
}

#[test]
fn copy_of_scalar() {
    check(
        r#"void f(double ***U, int n) {
#pragma mint copy(n, toDevice, n)
}
"#,
        r#"error: `n` is not an array: only arrays can be copied
  ┌─ test.c:2:19
  │
2 │ #pragma mint copy(n, toDevice, n)
  │                   ^ declared as `int`

"#,
    );
}

#[test]
fn copy_of_undeclared_array() {
    check(
        r#"void f(int n) {
#pragma mint copy(W, toDevice, n, n)
}
"#,
        r#"error: `W` is not declared
  ┌─ test.c:2:19
  │
2 │ #pragma mint copy(W, toDevice, n, n)
  │                   ^ undeclared array
  │
  = declare the host array before copying it

"#,
    );
}

#[test]
fn reduction_variable_undeclared() {
    check(
        r#"void f(double **U, double **V, int n) {
#pragma mint copy(U, toDevice, n, n)
#pragma mint copy(V, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all) reduction(+:err)
        for (int y = 1; y < n; y++)
            for (int x = 1; x < n; x++)
                V[y][x] = U[y][x];
    }
}
"#,
        r#"error: reduction variable `err` is not declared
  ┌─ test.c:6:40
  │
6 │ #pragma mint for nest(all) reduction(+:err)
  │                                        ^^^ undeclared

"#,
    );
}

#[test]
fn nested_parallel_region() {
    check(
        r#"void f(double **U, int n) {
#pragma mint copy(U, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint parallel
        {
        }
    }
}
"#,
        r#"error: parallel regions cannot be nested
  ┌─ test.c:5:1
  │
3 │ #pragma mint parallel
  │ --------------------- inside this region
4 │     {
5 │ #pragma mint parallel
  │ ^^^^^^^^^^^^^^^^^^^^^ nested region
  │
  = remove the inner `#pragma mint parallel`; its loops can use the outer region

"#,
    );
}

#[test]
fn break_in_nest() {
    check(
        r#"void f(double **U, double **V, int n) {
#pragma mint copy(U, toDevice, n, n)
#pragma mint copy(V, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all)
        for (int y = 1; y < n; y++)
            for (int x = 1; x < n; x++)
                { if (U[y][x] > 1.0) break; V[y][x] = U[y][x]; }
    }
}
"#,
        r#"error: `break` cannot leave a parallel loop
  ┌─ test.c:9:38
  │
9 │                 { if (U[y][x] > 1.0) break; V[y][x] = U[y][x]; }
  │                                      ^^^^^^ not allowed in a `mint for` nest

"#,
    );
}

#[test]
fn return_in_nest() {
    check(
        r#"void f(double **U, double **V, int n) {
#pragma mint copy(U, toDevice, n, n)
#pragma mint copy(V, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all)
        for (int y = 1; y < n; y++)
            for (int x = 1; x < n; x++)
                { V[y][x] = U[y][x]; return; }
    }
}
"#,
        r#"error: `return` cannot appear inside a `mint for` nest
  ┌─ test.c:9:38
  │
9 │                 { V[y][x] = U[y][x]; return; }
  │                                      ^^^^^^^ not allowed here

"#,
    );
}

#[test]
fn struct_member_in_nest() {
    check(
        r#"void f(double **U, double **V, int n, double *p) {
#pragma mint copy(U, toDevice, n, n)
#pragma mint copy(V, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all)
        for (int y = 1; y < n; y++)
            for (int x = 1; x < n; x++)
                V[y][x] = p->scale * U[y][x];
    }
}
"#,
        r#"error: structure members cannot be used inside a `mint for` nest
  ┌─ test.c:9:27
  │
9 │                 V[y][x] = p->scale * U[y][x];
  │                           ^^^^^^^^ not supported
  │
  = read it into a local before the parallel region and use that in the nest (`scale = p->scale;`, declared with the member's type)

"#,
    );
}

#[test]
fn pointer_dereference_in_nest() {
    check(
        r#"void f(double **U, double **V, int n) {
#pragma mint copy(U, toDevice, n, n)
#pragma mint copy(V, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all)
        for (int y = 1; y < n; y++)
            for (int x = 1; x < n; x++)
                V[y][x] = *U[y];
    }
}
"#,
        r#"error: pointer operations (`*p`, `&x`) cannot be used inside a `mint for` nest; index arrays with full subscripts
  ┌─ test.c:9:27
  │
9 │                 V[y][x] = *U[y];
  │                           ^^^^^ pointer operation

"#,
    );
}

#[test]
fn single_outside_parallel() {
    check(
        r#"void f(double **U, double **V) {
#pragma mint single
    {
        double **t = U;
        U = V;
        V = t;
    }
}
"#,
        r#"error: `#pragma mint single` must be inside a `#pragma mint parallel` region
  ┌─ test.c:2:1
  │
2 │ #pragma mint single
  │ ^^^^^^^^^^^^^^^^^^^ outside any parallel region

"#,
    );
}

#[test]
fn barrier_outside_parallel() {
    check(
        r#"void f() {
#pragma mint barrier
}
"#,
        r#"error: `#pragma mint barrier` must be inside a `#pragma mint parallel` region
  ┌─ test.c:2:1
  │
2 │ #pragma mint barrier
  │ ^^^^^^^^^^^^^^^^^^^^ outside any parallel region

"#,
    );
}

#[test]
fn gauss_seidel_not_independent() {
    check(
        r#"void f(double **U, double **V, int n) {
#pragma mint copy(U, toDevice, n, n)
#pragma mint copy(V, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all)
        for (int y = 1; y < n; y++)
            for (int x = 1; x < n; x++)
                U[y][x] = 0.25 * (U[y][x - 1] + U[y][x + 1] + U[y - 1][x] + U[y + 1][x]);
    }
}
"#,
        r#"error: this nest writes `U` and also reads it at another point: the iterations are not independent, so the result would depend on the order the GPU runs them in
  ┌─ test.c:6:1
  │
6 │ #pragma mint for nest(all)
  │ ^^^^^^^^^^^^^^^^^^^^^^^^^^ in this nest
  │
  = it reads `U` at offset(s) (-1,0,0) (1,0,0) (0,-1,0) (0,1,0) (x, y, z) while writing it at (0,0,0): an in-place (Gauss-Seidel style) update cannot run as a parallel `mint for`
  = write to a second array and swap them in a `single` block (Jacobi style), or leave this loop on the host

"#,
    );
}

#[test]
fn a_dependence_carried_by_a_sequential_loop_is_no_dependence_between_threads() {
    // nest(1): each thread runs one row's x loop in order, and every reference of `U` has the
    // parallel variable `y` as its subscript: the row recurrence stays inside one thread, so the
    // GPU computes what the C program computes, and nothing is said.
    check_warning(
        r#"void f(double **U, int n) {
#pragma mint copy(U, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(1)
        for (int y = 1; y < n; y++)
            for (int x = 1; x < n; x++)
                U[y][x] = 0.5 * U[y][x - 1];
    }
}
"#,
        "",
    );
}

#[test]
fn boundary_faces_copied_within_an_array_are_independent() {
    // Neumann walls: a 2-D nest over (j, i) copies the first interior plane onto each wall of
    // a 3-D array. Writes and reads differ in the fixed plane index, and every reference has
    // `j` and `i` as subscripts: no two iterations meet.
    check_warning(
        r#"void f(int n, double b[n][n][n]) {
#pragma mint copy(b, toDevice, n, n, n)
#pragma mint parallel
    {
#pragma mint for nest(2)
        for (int j = 1; j < n - 1; j++)
            for (int i = 1; i < n - 1; i++) {
                b[0][j][i] = b[1][j][i];
                b[n - 1][j][i] = b[n - 2][j][i];
            }
    }
}
"#,
        "",
    );
}

#[test]
fn edge_updates_outside_the_loop_range_are_independent() {
    // An insulated boundary in one loop over the edges: every write is on an edge row or
    // column (0, n - 1), every read on the next one in (1, n - 2), and `k` runs over 1 .. n - 2
    // only, so `b[0][k]` never meets `b[k][1]` (that needs k = 0) nor `b[n - 1][k]` `b[k][n - 2]`.
    check_warning(
        r#"void f(int n, double b[n][n]) {
#pragma mint copy(b, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(1)
        for (int k = 1; k < n - 1; k++) {
            b[0][k] = b[1][k];
            b[n - 1][k] = b[n - 2][k];
            b[k][0] = b[k][1];
            b[k][n - 1] = b[k][n - 2];
        }
    }
}
"#,
        "",
    );
}

#[test]
fn edge_updates_inside_the_loop_range_still_warn() {
    // From k = 0 the loop reaches the column it writes: iteration 0 reads `b[0][1]`, which
    // iteration 1 writes; up to `k <= n - 1` likewise at the far edge.
    for (lo, hi) in [("0", "k < n - 1"), ("1", "k <= n - 1")] {
        let src = format!(
            r#"void f(int n, double b[n][n]) {{
#pragma mint copy(b, toDevice, n, n)
#pragma mint parallel
    {{
#pragma mint for nest(1)
        for (int k = {lo}; {hi}; k++) {{
            b[0][k] = b[k][1];
            b[n - 1][k] = b[k][n - 2];
        }}
    }}
}}
"#
        );
        let warnings = render(&src).unwrap_or_else(|e| panic!("errors:\n{e}"));
        assert!(
            warnings.contains("the iterations are not independent"),
            "{lo}, {hi}: no warning:\n{src}"
        );
    }
}

#[test]
fn a_reference_without_a_parallel_variable_still_warns() {
    // `b[j][1]` is read by every `i` of row j, and the `i = 1` iteration writes it: two
    // iterations meet, so it warns.
    check_warning(
        r#"void f(int n, double b[n][n]) {
#pragma mint copy(b, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(2)
        for (int j = 1; j < n - 1; j++)
            for (int i = 1; i < n - 1; i++)
                b[j][i] = b[j][1] + 1.0;
    }
}
"#,
        r#"warning: this nest writes `b` and also reads it at another point: the iterations are not independent, so the result depends on the order the GPU runs them in
  ┌─ test.c:5:1
  │
5 │ #pragma mint for nest(2)
  │ ^^^^^^^^^^^^^^^^^^^^^^^^ in this nest
  │
  = write to a second array and swap them in a `single` block (Jacobi style)

"#,
    );
}

#[test]
fn time_parity_planes_of_one_array_are_independent() {
    // `u[2][N][N]` holding two time levels: the nest writes plane `(t + 1) % 2` and reads plane
    // `t % 2`, which differ for every `t`.
    check_warning(
        r#"void f(int t, double u[2][64][64]) {
#pragma mint copy(u, toDevice, 64, 64, 2)
#pragma mint parallel
    {
#pragma mint for nest(2)
        for (int i = 1; i < 63; i++)
            for (int j = 1; j < 63; j++)
                u[(t + 1) % 2][i][j] = 0.5 * (u[t % 2][i - 1][j] + u[t % 2][i + 1][j]);
    }
}
"#,
        "",
    );
}

#[test]
fn the_same_time_plane_read_at_a_neighbour_still_warns() {
    // `(t + 2) % 2` is `t % 2`: the nest updates the plane it reads at neighbours.
    check_warning(
        r#"void f(int t, double u[2][64][64]) {
#pragma mint copy(u, toDevice, 64, 64, 2)
#pragma mint parallel
    {
#pragma mint for nest(2)
        for (int i = 1; i < 63; i++)
            for (int j = 1; j < 63; j++)
                u[(t + 2) % 2][i][j] = 0.5 * (u[t % 2][i - 1][j] + u[t % 2][i + 1][j]);
    }
}
"#,
        r#"warning: this nest writes `u` and also reads it at another point: the iterations are not independent, so the result depends on the order the GPU runs them in
  ┌─ test.c:5:1
  │
5 │ #pragma mint for nest(2)
  │ ^^^^^^^^^^^^^^^^^^^^^^^^ in this nest
  │
  = write to a second array and swap them in a `single` block (Jacobi style)

"#,
    );
}

#[test]
fn a_red_black_half_sweep_in_place_is_independent() {
    // Under `(i + j + colour) % 2 == 0` every point written has one colour and every
    // neighbour read (offsets of odd sum) the other: no iteration reads what another writes.
    check_warning(
        r#"void f(int n, int colour, double u[n][n]) {
#pragma mint copy(u, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(2)
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++)
                if ((i + j + colour) % 2 == 0)
                    u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
    }
}
"#,
        "",
    );
}

#[test]
fn a_parity_guard_does_not_hide_a_same_colour_read() {
    // `u[i - 2][j]` has the colour of the point written: the guard does not separate them.
    check(
        r#"void f(int n, int colour, double u[n][n]) {
#pragma mint copy(u, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(2)
        for (int i = 2; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++)
                if ((i + j) % 2 == colour)
                    u[i][j] = 0.5 * (u[i - 2][j] + u[i][j + 1]);
    }
}
"#,
        r#"error: this nest writes `u` and also reads it at another point: the iterations are not independent, so the result would depend on the order the GPU runs them in
  ┌─ test.c:5:1
  │
5 │ #pragma mint for nest(2)
  │ ^^^^^^^^^^^^^^^^^^^^^^^^ in this nest
  │
  = it reads `u` at offset(s) (0,-2,0) (x, y, z) while writing it at (0,0,0): an in-place (Gauss-Seidel style) update cannot run as a parallel `mint for`
  = write to a second array and swap them in a `single` block (Jacobi style), or leave this loop on the host

"#,
    );
}

#[test]
fn two_writes_at_different_offsets_meet_across_iterations() {
    // Iteration j writes u[i][j + 2], which iteration j + 2 reads (and writes) at offset 0.
    let got = render(
        r#"void f(int n, double u[n][n]) {
#pragma mint copy(u, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(2)
        for (int i = 1; i < n - 3; i++)
            for (int j = 1; j < n - 3; j++) {
                u[i][j] = 0.5 * u[i][j];
                u[i][j + 2] = 1.0;
            }
    }
}
"#,
    );
    assert!(
        got.as_ref()
            .is_err_and(|e| e.contains("the iterations are not independent")),
        "{got:?}"
    );
}

#[test]
fn a_plane_chosen_by_a_local_of_the_body_still_warns() {
    // `p` depends on `i`: `u[p]` and `u[p + 1]` of two iterations can be the same plane.
    let got = render(
        r#"void f(int n, double u[2][64][64]) {
#pragma mint copy(u, toDevice, 64, 64, 2)
#pragma mint parallel
    {
#pragma mint for nest(2)
        for (int i = 1; i < 63; i++)
            for (int j = 1; j < 63; j++) {
                int p = i % 2;
                u[p][i][j] = u[(p + 1) % 2][i - 1][j];
            }
    }
}
"#,
    );
    assert!(
        got.as_ref()
            .is_ok_and(|w| w.contains("warning: this nest writes `u`")),
        "{got:?}"
    );
}

#[test]
fn a_switch_in_a_nest_is_a_kernel_statement_and_goto_is_refused() {
    // Host code and kernel bodies may use `switch` (its shape is checked in
    // tests/host_statements.rs); `goto` and named labels stay host-only.
    let ok = render(
        r#"void f(int n, int mode, double *a, double *b) {
    switch (mode) { case 1: n = n - 1; break; default: break; }
#pragma mint copy(a, toDevice, n)
#pragma mint copy(b, toDevice, n)
#pragma mint parallel
    {
#pragma mint for nest(1)
        for (int i = 1; i < n - 1; i++) {
            switch (mode) {
            case 0: b[i] = a[i]; break;
            default: b[i] = a[i - 1];
            }
        }
    }
}
"#,
    );
    assert_eq!(ok, Ok(String::new()));
    check(
        r#"void f(int n, int mode, double *a, double *b) {
#pragma mint copy(a, toDevice, n)
#pragma mint copy(b, toDevice, n)
#pragma mint parallel
    {
#pragma mint for nest(1)
        for (int i = 1; i < n - 1; i++) {
            if (a[i] < 0)
                goto skip;
            b[i] = a[i];
        skip:
            b[i] += 1;
        }
    }
}
"#,
        r#"error: `goto` cannot appear inside a `mint for` nest
  ┌─ test.c:9:17
  │
9 │                 goto skip;
  │                 ^^^^^^^^^^ not supported in a kernel
  │
  = write it with `if`/`else` (host code may use it)

error: a named label cannot appear inside a `mint for` nest
   ┌─ test.c:11:9
   │  
11 │ ╭         skip:
12 │ │             b[i] += 1;
   │ ╰──────────────────────^ not supported in a kernel
   │  
   = write it with `if`/`else` (host code may use it)

"#,
    );
}

#[test]
fn struct_member_arrays_in_a_nest_say_how_to_take_them_out() {
    check(
        r#"typedef struct { int n; double *u, *v; } grid_t;
void f(grid_t *g, int n, double *u) {
#pragma mint copy(u, toDevice, n)
#pragma mint parallel
    {
#pragma mint for nest(1)
        for (int i = 1; i < n - 1; i++)
            g->v[i] = u[i - 1] + g->v[i + 1] + g->v[i - 1];
    }
}
"#,
        r#"error: `g->v` is an array in a struct: mint copies and indexes arrays by name
  ┌─ test.c:8:13
  │
8 │             g->v[i] = u[i - 1] + g->v[i + 1] + g->v[i - 1];
  │             ^^^^^^^ a struct member indexed in the nest
  │
  = before the region, take it into a local pointer of the member's type (`double *v = g->v;`), copy and index `v` (`v[...]` in the nest), and after the region write it back (`g->v = v;`) if a `single` block swaps it
  = `g->v` is used 3 times in `f` with this same error; it is reported once

"#,
    );
}

/// An array of structures (`cell (*g)[64]` with `typedef struct { double rho, mx; } cell`): the
/// copy says so and names the arrays of a structure of arrays; the fields read in the nest are
/// reported once per array.
#[test]
fn array_of_structures() {
    check(
        r#"typedef struct { double rho, mx; } cell;
void f(cell (*g)[64], cell (*h)[64], int n) {
#pragma mint copy(g, toDevice, 64, n)
#pragma mint copy(h, toDevice, 64, n)
#pragma mint parallel
    {
#pragma mint for nest(2)
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < 63; j++)
                h[i][j].rho = g[i - 1][j].rho + g[i + 1][j].mx;
    }
}
"#,
        r#"error: the elements of `g` are structures, which mint cannot copy: its kernels take arrays of numbers
  ┌─ test.c:3:19
  │
2 │ void f(cell (*g)[64], cell (*h)[64], int n) {
  │        ------------- declared here
3 │ #pragma mint copy(g, toDevice, 64, n)
  │                   ^ an array of structures
  │
  = keep each field in an array of its own (a structure of arrays: `g_rho`, `g_mx`), copy those and index them in the nests (`g_rho[i][j]` for `g[i][j].rho`)

error: the elements of `h` are structures, which mint cannot copy: its kernels take arrays of numbers
  ┌─ test.c:4:19
  │
2 │ void f(cell (*g)[64], cell (*h)[64], int n) {
  │                       ------------- declared here
3 │ #pragma mint copy(g, toDevice, 64, n)
4 │ #pragma mint copy(h, toDevice, 64, n)
  │                   ^ an array of structures
  │
  = keep each field in an array of its own (a structure of arrays: `h_rho`, `h_mx`), copy those and index them in the nests (`h_rho[i][j]` for `h[i][j].rho`)

error: structure members cannot be used inside a `mint for` nest
   ┌─ test.c:10:17
   │
10 │                 h[i][j].rho = g[i - 1][j].rho + g[i + 1][j].mx;
   │                 ^^^^^^^^^^^ not supported
   │
   = `h[i][j].rho` is a field of an element of an array of structures; mint's kernels take arrays of numbers: keep each field in an array of its own (`h_rho[...]` for `.rho`, a structure of arrays)

error: structure members cannot be used inside a `mint for` nest
   ┌─ test.c:10:31
   │
10 │                 h[i][j].rho = g[i - 1][j].rho + g[i + 1][j].mx;
   │                               ^^^^^^^^^^^^^^^ not supported
   │
   = `g[i - 1][j].rho` is a field of an element of an array of structures; mint's kernels take arrays of numbers: keep each field in an array of its own (`g_rho[...]` for `.rho`, a structure of arrays)
   = `g` is used 2 times in `f` with this same error; it is reported once

"#,
    );
}

#[test]
fn nest_all_stopped_by_a_statement_between_loops() {
    check_warning(
        "void f(int nx, int ny, int nz, double a[nz][ny][nx], double b[nz][ny][nx]) {
    int z;
#pragma mint copy(a, toDevice, nx, ny, nz)
#pragma mint copy(b, toDevice, nx, ny, nz)
#pragma mint parallel
    {
#pragma mint for nest(all)
        for (z = 1; z < nz - 1; z++) {
            int y;
            b[z][0][0] = 0.0;
            for (y = 1; y < ny - 1; y++) {
                int x;
                for (x = 1; x < nx - 1; x++)
                    b[z][y][x] = a[z][y][x - 1];
            }
        }
    }
}
",
        "warning: `nest(all)` stops at loop `z`: the loop over `y` and the loops inside it run one after another in each thread, so far fewer threads run than points
   ┌─ test.c:7:1
   │
 7 │ #pragma mint for nest(all)
   │ ^^^^^^^^^^^^^^^^^^^^^^^^^^ this nest
   ·
10 │             b[z][0][0] = 0.0;
   │             ----------------- keeps the loops below from being parallel
   │
   = let the body of `z` hold only the loop over `y`: move this statement into the innermost loop's body (declarations without a value may stay: mint moves them), then the nest is a stencil over every loop

",
    );
}

#[test]
fn a_number_subscripted_in_a_loop_bound() {
    // Found by fuzzing: it reached the emitter (an internal error) before.
    check(
        "void f(int n, int t, double a[n], double b[n]) {
#pragma mint copy(a, toDevice, n)
#pragma mint copy(b, toDevice, n)
#pragma mint parallel
    {
#pragma mint for
        for (int i = 1; i < n - 1[t % 2]; i++)
            b[i] = a[i];
    }
}
",
        "error: only an array or a pointer can be subscripted
  ┌─ test.c:7:33
  │
7 │         for (int i = 1; i < n - 1[t % 2]; i++)
  │                                 ^^^^^^^^ not an array
  │
  = C rejects a subscript of a number; a `copy` size may subscript a named array only

",
    );
}

#[test]
fn a_pointer_swap_under_a_condition_in_a_single_is_refused() {
    // The device copies follow straight-line swaps only: this one would have left the device
    // arrays unswapped while the host's pointers swapped (a silently wrong program).
    let src = "void f(int n, int T, double *u, double *v) {
#pragma mint copy(u, toDevice, n)
#pragma mint copy(v, toDevice, n)
#pragma mint parallel
    {
        for (int t = 0; t < T; t++) {
#pragma mint for
            for (int i = 1; i < n - 1; i++)
                v[i] = 0.5 * (u[i - 1] + u[i + 1]);
#pragma mint single
            {
                if (t % 2 == 0) {
                    double *tmp = u;
                    u = v;
                    v = tmp;
                }
            }
        }
    }
}
";
    let err = render(src).expect_err("refused");
    assert!(
        err.contains("changes the device array pointer `u` inside a condition or a loop")
            && err.contains("test.c:12:17")
            && err.contains("`SWAP(a, b)` is fine"),
        "{err}"
    );
    // The same swap as a macro's `do { ... } while (0)`, governed by `single` as one statement.
    let ok = src.replace(
        "{\n                if (t % 2 == 0) {\n                    double *tmp = u;\n                    u = v;\n                    v = tmp;\n                }\n            }",
        "do { double *tmp = u; u = v; v = tmp; } while (0);",
    );
    assert!(ok.contains("while (0);"), "{ok}");
    assert!(render(&ok).is_ok(), "{:?}", render(&ok));
}

/// A nest whose `nest(N)` leaves loops of its perfect chain serial says which loop and how to
/// make it parallel (the -O0 and `--time-block` notes quote this reason).
#[test]
fn serial_inner_loops_name_the_loop_and_the_clause() {
    let src = "void f(int n, double (*a)[n][n], double (*b)[n][n]) {\n#pragma mint copy(a, toDevice, n, n, n)\n#pragma mint copy(b, toDevice, n, n, n)\n#pragma mint parallel\n{\n#pragma mint for nest(2)\nfor (int i = 1; i < n - 1; i++)\nfor (int j = 1; j < n - 1; j++)\nfor (int k = 1; k < n - 1; k++)\nb[i][j][k] = a[i][j][k - 1] + a[i][j][k + 1];\n}\n}\n";
    let tu = mint_lang::parse(src).unwrap();
    let p = mint_analyzer::analyze(&tu).unwrap();
    let why = p
        .nests()
        .next()
        .unwrap()
        .not_stencil_reason
        .clone()
        .unwrap();
    assert!(
        why.contains("`nest(2)` leaves the loop over `k` serial in each thread; `nest(all)` makes it parallel"),
        "{why}"
    );
}
