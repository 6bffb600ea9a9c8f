//! Every shipped program parses.
use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap()
}

#[test]
fn kernels_parse() {
    let mut n = 0;
    for e in std::fs::read_dir(root().join("kernels")).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "c") {
            let src = std::fs::read_to_string(&p).unwrap();
            if let Err(ds) = mint_lang::parse(&src) {
                panic!(
                    "{}",
                    mint_lang::diagnostic::render_all(&ds, &p.display().to_string(), &src)
                );
            }
            n += 1;
        }
    }
    assert!(n >= 8, "expected the kernels/ programs, found {n}");
}
