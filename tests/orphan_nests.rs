//! A function holding `mint for` nests, called as a statement inside a parallel region of its
//! caller, through the command line: the translated program launches the kernel where the call
//! was, the emulator verifies it, lines name the function's own pragma, and a call that cannot
//! be inlined (or a nest error inside the function) is a diagnostic on the function's lines that
//! names the call.

mod common;

use common::{mint, TempDir};

const PROGRAM: &str = r#"#include <stdio.h>
#include <stdlib.h>

static void relax(int n, double *restrict out, const double *restrict in, double w)
{
#pragma mint for
  for (int i = 1; i < n - 1; i++)
    out[i] = in[i] + w * (in[i - 1] - 2.0 * in[i] + in[i + 1]);
}

int main(void)
{
  int n = 200;
  double *a = malloc(n * sizeof(double)), *b = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++)
    a[i] = b[i] = (i % 7) * 0.5;
#pragma mint copy(a, toDevice, n)
#pragma mint copy(b, toDevice, n)
#pragma mint parallel
  {
    for (int t = 0; t < 10; t++) {
      relax(n, b, a, 0.25);
      relax(n, a, b, 0.25);
    }
  }
#pragma mint copy(a, fromDevice, n)
  double s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * (i + 1);
  printf("checksum %.15e\n", s);
  return 0;
}
"#;

fn write(dir: &TempDir, name: &str, text: &str) -> String {
    let p = dir.path().join(name);
    std::fs::write(&p, text).expect("write");
    p.display().to_string()
}

#[test]
fn each_call_becomes_a_launch_and_verifies() {
    let dir = TempDir::new("orphans");
    let src = write(&dir, "relax.c", PROGRAM);
    let out = dir.path().join("relax.cu").display().to_string();
    let (code, _, err) = mint(&["translate", &src, "-o", &out]);
    assert_eq!(code, Some(0), "{err}");
    assert!(!err.contains("warning"), "{err}");
    let host = std::fs::read_to_string(dir.path().join("relax.host.c")).expect("host code");
    // Two calls, two kernels, launched inside the time loop; the function stays plain C.
    assert!(
        host.contains("mint_launch_1(") && host.contains("mint_launch_2("),
        "{host}"
    );
    assert!(host.contains("`mint for` at relax.c:6"), "{host}");
    assert!(host.contains(
        "/* mint: inlined where `relax` is called in a parallel region: #pragma mint for */"
    ));
    let (code, stdout, err) = mint(&["run", "--emulate", &src]);
    assert_eq!(code, Some(0), "{stdout}{err}");
    assert_eq!(stdout.matches(": verified").count(), 2, "{stdout}");
    assert!(stdout.contains("mint_kernel_1 (line 6,"), "{stdout}");
}

#[test]
fn an_array_argument_that_is_not_a_name_is_refused_at_the_call() {
    let dir = TempDir::new("orphans");
    let src = write(
        &dir,
        "bad.c",
        &PROGRAM.replace("relax(n, b, a, 0.25);", "relax(n, b + 1, a, 0.25);"),
    );
    let (code, _, err) = mint(&["translate", &src, "-o", "/dev/null"]);
    assert_eq!(code, Some(1), "{err}");
    assert!(
        err.contains("cannot run the nests of `relax` in this parallel region: argument 2 is not the name of an array"),
        "{err}"
    );
    // The call's line and the function's line are both shown.
    assert!(err.contains("bad.c:22:16"), "{err}");
    assert!(
        err.contains("this argument") && err.contains("called here"),
        "{err}"
    );
    assert!(err.contains("4 │ static void relax"), "{err}");
}

#[test]
fn an_error_inside_the_function_points_at_its_lines_and_names_the_call() {
    let dir = TempDir::new("orphans");
    let text = PROGRAM.replace("#pragma mint copy(b, toDevice, n)\n", "");
    let src = write(&dir, "nocopy.c", &text);
    let (code, _, err) = mint(&["translate", &src, "-o", "/dev/null"]);
    assert_eq!(code, Some(1), "{err}");
    assert!(
        err.contains("array `b` is used on the device but was not copied to it"),
        "{err}"
    );
    assert!(err.contains("nocopy.c:6:1"), "{err}");
    assert!(
        err.contains("in the function called here, inside the parallel region"),
        "{err}"
    );
}
