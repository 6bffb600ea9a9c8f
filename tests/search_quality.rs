//! The tuner's local search, replayed over the times measured by exhaustive searches on the
//! H100 (`mint tune --strategy compare --size 512`, reports in `results/tune/`): it must come
//! within 3% of the exhaustive best with at most a quarter of the evaluations (issue 4's aim).
//! The costs are real measurements, so this test fails if the search or the model regresses.

use autotune::report::Report;
use autotune::search::replay_local;
use autotune::space::{model_cost, Candidate};
use mint::input::{load, Precision};
use std::path::Path;

fn replay(report: &str, program: &str) -> autotune::search::Quality {
    let text = std::fs::read_to_string(report).expect("the report is in results/tune");
    let r = Report::from_toml(&text).expect("a tuning report");
    assert!(
        r.strategy.starts_with("exhaustive"),
        "{report}: {}",
        r.strategy
    );
    let loaded = load(Path::new(program), Precision::F64).expect("the program analyses");
    let nest = loaded
        .program
        .nests()
        .find(|n| format!("mint_kernel_{}", n.id) == r.kernel)
        .expect("the report's nest")
        .clone();
    // The first row is the source schedule at -O0 (the reference), the rest is the space.
    let rows = &r.rows[1..];
    assert_eq!(rows.len(), r.space);
    let cands: Vec<Candidate> = rows.iter().map(|x| x.candidate.clone()).collect();
    let costs: Vec<Option<f64>> = rows
        .iter()
        .map(|x| {
            let wrong = x.dropped.as_deref().is_some_and(|d| d.starts_with("wrong"));
            x.time_ms.filter(|_| !wrong)
        })
        .collect();
    let cap = cands.len().div_ceil(4);
    replay_local(&cands, &costs, mint::tune::LOCAL_SEEDS, cap, |i| {
        model_cost(&nest, &cands[i])
    })
    .expect("the local search finds a timed candidate")
}

#[test]
fn local_search_is_within_3_percent_on_measured_spaces() {
    for (report, program) in [
        (
            "results/tune/heat3d_7pt_kernel1.toml",
            "kernels/heat3d_7pt.c",
        ),
        (
            "results/tune/poisson3d_19pt_kernel1.toml",
            "kernels/poisson3d_19pt.c",
        ),
    ] {
        let q = replay(report, program);
        println!(
            "{program}: {} of {} evaluated, {:.4} ms against {:.4} ms: gap {:.2}%",
            q.local_evals, q.exhaustive_evals, q.local_best, q.exhaustive_best, q.gap_pct
        );
        assert!(q.gap_pct <= 3.0, "{program}: gap {:.2}%", q.gap_pct);
        assert!(
            4 * q.local_evals <= q.exhaustive_evals + 3,
            "{program}: {q:?}"
        );
    }
}
