//! Nests inside host statements that only parse since `switch`, labels and `goto` do: a `mint
//! for` in a `case` block or after a label is found, analysed and launched like any other (it
//! was once left in the host code as an ignored pragma: a silently wrong program).

fn nests_of(src: &str) -> usize {
    let tu = mint_lang::parse(src)
        .unwrap_or_else(|d| panic!("{}", mint_lang::diagnostic::render_all(&d, "t.c", src)));
    let p = mint_analyzer::analyze(&tu)
        .unwrap_or_else(|d| panic!("{}", mint_lang::diagnostic::render_all(&d, "t.c", src)));
    p.functions.iter().map(|f| f.nests.len()).sum()
}

#[test]
fn nests_in_case_blocks_and_after_labels_are_found() {
    let src = r#"void f(int n, int method, double *a, double *b) {
#pragma mint copy(a, toDevice, n)
#pragma mint copy(b, toDevice, n)
#pragma mint parallel
    {
        for (int t = 0; t < 4; t++) {
            switch (method) {
            case 1: {
#pragma mint for nest(1)
                for (int i = 1; i < n - 1; i++)
                    b[i] = 0.5 * (a[i - 1] + a[i + 1]);
                break;
            }
            default: {
#pragma mint for nest(1)
                for (int i = 1; i < n - 1; i++)
                    b[i] = a[i];
            }
            }
            again: {
#pragma mint for nest(1)
                for (int i = 1; i < n - 1; i++)
                    a[i] = b[i];
            }
            if (t < 0)
                goto again;
        }
    }
#pragma mint copy(a, fromDevice, n)
}
"#;
    assert_eq!(nests_of(src), 3);
}
