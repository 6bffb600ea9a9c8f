//! The tuner's local search, replayed over the times measured by exhaustive searches on the
//! H100 (`mint tune --strategy compare --size 512`, reports in `results/tune/`): it must come
//! within 3% of the exhaustive best with at most a quarter of the evaluations (issue 4's aim).
//! The costs are real measurements, so this test fails if the search or the model regresses.

use autotune::report::Report;
use autotune::search::replay_local;
use autotune::space::{model_cost, Candidate};
use mint_run::input::{load, Precision};
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
    replay_local(&cands, &costs, mint_run::tune::LOCAL_SEEDS, cap, |i| {
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

/// The temporal local search (seeded by the temporal cost model, neighbours in one dimension),
/// replayed over the H100 sweeps of `mint run --time-block` (`results/gpu/temporal-20261124`):
/// the measured configurations of each program and precision are the space, their times per
/// step the costs (WRONG ones failures), at most a quarter of them evaluated. The sweeps are
/// small subsets of the tuner's space (9 to 48 points, so 3 to 12 evaluations, where the tuner
/// gets 36 to 68): within 3% of the sweep's best where the quarter is at least 12 evaluations
/// (the 3-D 7-point sweeps), within 10% at 7 (the 2-D sweeps: Jacobi with residual in single
/// precision is 8% off, the model does not see that 256-row chunks leave a partial last wave
/// of blocks), and 10 of the 13 sweeps within 3% (the two 19-point Poisson sweeps of 9 points
/// miss by 4% and 31% with 3 evaluations).
#[test]
fn temporal_local_search_is_within_3_percent_on_measured_sweeps() {
    use autotune::search::replay_local_by;
    use autotune::temporal::{tb_model_cost, tb_neighbours, TbCandidate};
    use mint_run::bench::tb_sweep::parse_log;
    let (mut checked, mut within) = (0, 0);
    for log in ["speed2.log", "speed3_clamped.log", "speed3b.log"] {
        let path = format!("results/gpu/temporal-20261124/{log}");
        let text = std::fs::read_to_string(&path).expect("the sweep log");
        let points = parse_log(&path, &text).expect("parses");
        let mut groups: Vec<(String, String)> = points
            .iter()
            .map(|p| (p.program.clone(), p.precision.clone()))
            .collect();
        groups.dedup();
        for (program, precision) in groups {
            let pts: Vec<_> = points
                .iter()
                .filter(|p| p.program == program && p.precision == precision)
                .collect();
            let prec = if precision == "f32" {
                Precision::F32
            } else {
                Precision::F64
            };
            let loaded = load(Path::new(&format!("kernels/{program}.c")), prec).expect("analyses");
            let nest = loaded.program.nests().next().expect("a nest").clone();
            let cands: Vec<TbCandidate> = pts.iter().map(|p| p.candidate).collect();
            let costs: Vec<Option<f64>> = pts
                .iter()
                .map(|p| p.verified.then_some(p.ms_per_step))
                .collect();
            let cap = cands.len().div_ceil(4);
            let q = replay_local_by(
                |i| tb_neighbours(&cands, i),
                &costs,
                mint_run::tune::LOCAL_SEEDS,
                cap,
                |i| tb_model_cost(&nest, &cands[i]),
            )
            .expect("a timed candidate");
            println!(
                "{log} {program} {precision}: {} of {} evaluated, {:.4} against {:.4} ms/step: gap {:.2}%",
                q.local_evals, q.exhaustive_evals, q.local_best, q.exhaustive_best, q.gap_pct
            );
            assert!(q.local_evals <= cap);
            let allowed = match cap {
                12.. => 3.0,
                7.. => 10.0,
                _ => f64::INFINITY,
            };
            assert!(
                q.gap_pct <= allowed,
                "{log} {program} {precision}: gap {:.2}%",
                q.gap_pct
            );
            within += usize::from(q.gap_pct <= 3.0);
            checked += 1;
        }
    }
    assert_eq!(checked, 13, "the sweeps of the three logs");
    assert!(within >= 10, "{within} of {checked} sweeps within 3%");
}
