//! Host code inside a parallel region right after a `copy(u, fromDevice)` (periodic output)
//! reads the host copy, which the copy made current: reading it and passing it to a function
//! that only reads through that parameter are fine there; writing it, a function that writes
//! through it, or a read after the next nest (stale again) stay errors.

fn errors(tail: &str) -> Vec<String> {
    let src = format!(
        "static void show(int n, const double *a) {{ double s = 0.0; for (int i = 0; i < n; i++) s += a[i]; (void)s; }}\n\
         static void scale(int n, double *a) {{ for (int i = 0; i < n; i++) a[i] *= 2.0; }}\n\
         void f(int n, int T, double *u, double *v) {{\n\
         double *tmp; double probe = 0.0;\n\
         #pragma mint copy(u, toDevice, n, n)\n\
         #pragma mint copy(v, toDevice, n, n)\n\
         #pragma mint parallel\n{{\n\
         for (int t = 0; t < T; t++) {{\n\
         #pragma mint for nest(all)\n\
         for (int i = 1; i < n - 1; i++) for (int j = 1; j < n - 1; j++)\n\
         v[i * n + j] = 0.25 * (u[(i - 1) * n + j] + u[(i + 1) * n + j] + u[i * n + j - 1] + u[i * n + j + 1]);\n\
         #pragma mint single\n{{ tmp = u; u = v; v = tmp; }}\n\
         if (t % 5 == 0) {{\n{tail}\n}}\n\
         }}\n}}\n\
         #pragma mint copy(u, fromDevice, n, n)\n\
         (void)probe;\n}}\n"
    );
    let tu = mint_lang::parse(&src).unwrap_or_else(|e| panic!("{e:?}"));
    let tu = match mint_analyzer::prepare_unit(&tu) {
        Ok(p) => p.tu,
        Err(d) => return d.into_iter().map(|d| d.message).collect(),
    };
    match mint_analyzer::analyze(&tu) {
        Ok(_) => Vec::new(),
        Err(d) => d.into_iter().map(|d| d.message).collect(),
    }
}

#[test]
fn host_code_after_a_copy_back_reads_the_current_values() {
    let fine = "#pragma mint copy(u, fromDevice, n, n)\nshow(n * n, u);\nprobe = u[n / 2];\nfor (int j = 0; j < n; j++) probe += u[j];";
    assert_eq!(errors(fine), Vec::<String>::new());
    // Writing the host copy: the GPU's would not follow.
    let e = errors("#pragma mint copy(u, fromDevice, n, n)\nu[0] = 1.0;");
    assert!(
        e.iter().any(|m| m.contains("`u` is written by host code")),
        "{e:?}"
    );
    let e = errors("#pragma mint copy(u, fromDevice, n, n)\nscale(n * n, u);");
    assert!(
        e.iter().any(|m| m.contains("`u` is passed to `scale`")),
        "{e:?}"
    );
    // Without the copy, or with `v` copied instead, the host copy of `u` is stale.
    let e = errors("show(n * n, u);");
    assert!(
        e.iter().any(|m| m.contains("`u` is passed to `show`")),
        "{e:?}"
    );
    let e = errors("#pragma mint copy(v, fromDevice, n, n)\nshow(n * n, u);");
    assert!(
        e.iter().any(|m| m.contains("`u` is passed to `show`")),
        "{e:?}"
    );
}

/// One element set by host code in the region (a point source, a value pinned at a point): set
/// on the GPU (`FunctionInfo::host_writes`); one whose value reads a device array, or in a host
/// loop over elements, stays an error.
#[test]
fn single_elements_set_by_host_code_are_set_on_the_gpu() {
    assert_eq!(
        errors("u[n / 2] += 1.0;\nv[0] = (double)t;"),
        Vec::<String>::new()
    );
    let e = errors("u[n / 2] = v[n / 2];");
    assert!(
        e.iter().any(|m| m.contains("`u` is written by host code")),
        "{e:?}"
    );
    let e = errors("for (int j = 0; j < n; j++) u[j] = 0.0;");
    assert!(
        e.iter().any(|m| m.contains("`u` is written by host code")),
        "{e:?}"
    );
}
