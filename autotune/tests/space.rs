//! The pruned space of real nests: valid schedules, within the resource model, no duplicate
//! kernels, deterministic.

use autotune::space::{space, Limits};
use mint_analyzer::Nest;

fn nest(file: &str) -> Nest {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../kernels")
        .join(file);
    let src = std::fs::read_to_string(path).expect("read kernel");
    let p = mint_analyzer::analyze(&mint_lang::parse(&src).expect("parse")).expect("analyze");
    let n = p.nests().next().expect("a nest").clone();
    n
}

#[test]
fn space_respects_the_model() {
    for file in [
        "heat3d_7pt.c",
        "poisson3d_19pt.c",
        "heat3d_13pt.c",
        "heat2d_5pt.c",
    ] {
        let n = nest(file);
        let limits = Limits::default();
        let (cands, _pruned) = space(&n, &limits);
        assert!(!cands.is_empty(), "{file}: empty space");
        for c in &cands {
            let s = c.schedule(n.parallel).expect("valid schedule");
            assert!(
                (limits.min_threads..=limits.max_threads).contains(&s.threads()),
                "{file} {}",
                c.label()
            );
            // The candidate's own switches (shared, plane sums, vector x).
            let (_, plan) = c.apply_to(&n).expect("valid schedule");
            assert_eq!(
                (plan.plane_sums, plan.vector_x),
                (c.plane_sums, c.vector_x),
                "{file} {}: the switches must apply",
                c.label()
            );
            assert_eq!(
                plan.level,
                c.level,
                "{file} {}: the candidate must generate its own level",
                c.label()
            );
            if let Some(st) = plan.staging {
                assert!(
                    st.shared_bytes(s.tile[0], s.tile[1]) <= limits.shared_bytes,
                    "{file} {}",
                    c.label()
                );
            }
        }
        let mut labels: Vec<String> = cands.iter().map(|c| c.label()).collect();
        let total = labels.len();
        labels.sort();
        labels.dedup();
        assert_eq!(labels.len(), total, "{file}: duplicate candidates");
        assert_eq!(
            space(&n, &limits).0,
            cands,
            "{file}: the space must be deterministic"
        );
    }
}

#[test]
fn shared_memory_limit_prunes() {
    let n = nest("heat3d_13pt.c");
    let tight = Limits {
        shared_bytes: 4096,
        ..Limits::default()
    };
    let (_, pruned) = space(&n, &tight);
    assert!(
        pruned.iter().any(|p| p.why.contains("shared memory")),
        "a 4 KiB limit must prune staged candidates"
    );
}
