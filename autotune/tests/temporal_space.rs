//! The temporal space of real nests: what `plan_temporal` accepts and the limits allow, pruned
//! with reasons, deterministic; the cost model's ordering on cases whose answer is clear; the
//! temporal report read back, and its corrupt forms refused with a place.

use autotune::space::Limits;
use autotune::temporal::{
    default_max_bt, tb_model, tb_model_cost, tb_neighbours, temporal_space, TbCandidate, TbReport,
    TbRow,
};
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

fn c(bt: u32, tx: u32, ty: u32, rows: u32, chunk: u32) -> TbCandidate {
    TbCandidate {
        bt,
        tile: [tx, ty],
        rows,
        chunk,
    }
}

#[test]
fn the_space_holds_only_accepted_plans_and_says_why_the_rest_went() {
    for (file, bts) in [
        ("heat3d_7pt.c", 8),
        ("heat2d_5pt.c", 12),
        ("heat3d_27pt.c", 8),
    ] {
        let n = nest(file);
        assert_eq!(default_max_bt(n.parallel), bts);
        let limits = Limits::default();
        let (cands, pruned) = temporal_space(&n, bts, &limits).expect("a Jacobi step");
        assert!(!cands.is_empty(), "{file}");
        println!(
            "{file}: {} candidates, {} pruned",
            cands.len(),
            pruned.len()
        );
        if n.parallel == 3 {
            assert!(!pruned.is_empty(), "{file}: nothing pruned");
        }
        for c in &cands {
            let p = c.plan(&n).expect("accepted");
            assert!((64..=1024).contains(&p.threads()), "{file} {}", c.label());
            assert!((1..=bts).contains(&c.bt));
        }
        for p in &pruned {
            assert!(!p.why.is_empty());
            assert!(!cands.contains(&p.candidate));
        }
        // Every time block up to 6 is represented (the 27-point stencil's ring of 4 planes
        // outgrows shared memory at bt 8 in every tile).
        for bt in 1..=6 {
            assert!(cands.iter().any(|c| c.bt == bt), "{file}: no bt {bt}");
        }
        // Deterministic, and no duplicates.
        let (again, _) = temporal_space(&n, bts, &limits).unwrap();
        assert_eq!(cands, again);
        let mut labels: Vec<String> = cands.iter().map(TbCandidate::label).collect();
        labels.sort();
        labels.dedup();
        assert_eq!(labels.len(), cands.len());
    }
    // The overlap refusal: a 32-wide tile of a radius-2 stencil leaves nothing at bt 8.
    let n = nest("heat3d_13pt.c");
    let (_, pruned) = temporal_space(&n, 8, &Limits::default()).unwrap();
    assert!(pruned
        .iter()
        .any(|p| p.candidate.bt == 8 && p.candidate.tile[0] == 32 && p.why.contains("overlap")));
    // A device with less shared memory prunes more.
    let small = Limits {
        dynamic_shared_bytes: Some(16 * 1024),
        ..Limits::default()
    };
    let n = nest("heat3d_7pt.c");
    let (big, _) = temporal_space(&n, 8, &Limits::default()).unwrap();
    let (few, pruned) = temporal_space(&n, 8, &small).unwrap();
    assert!(few.len() < big.len());
    assert!(pruned.iter().any(|p| p.why.contains("device limit")));
}

#[test]
fn a_nest_that_is_not_a_jacobi_step_has_no_space() {
    let mut n = nest("heat2d_5pt.c");
    n.stencil = None;
    n.not_stencil_reason = Some("planted".into());
    assert_eq!(
        temporal_space(&n, 4, &Limits::default()).unwrap_err(),
        "planted"
    );
}

#[test]
fn the_model_orders_the_obvious_cases() {
    let n2 = nest("heat2d_5pt.c");
    // DRAM-bound 2-D: more steps per launch cost less per step, up to the overlap.
    let one = tb_model_cost(&n2, &c(1, 256, 1, 1, 128));
    let four = tb_model_cost(&n2, &c(4, 256, 1, 1, 128));
    assert!(four < one, "{four} !< {one}");
    let m1 = tb_model(&n2, &c(1, 256, 1, 1, 128)).unwrap();
    let m4 = tb_model(&n2, &c(4, 256, 1, 1, 128)).unwrap();
    assert!(m4.dram_bytes < m1.dram_bytes / 2.0);
    assert!(m4.flops > m1.flops, "the overlap is recomputed");
    let n3 = nest("heat3d_7pt.c");
    // The same time block with a narrower tile recomputes more overlap.
    let narrow = tb_model(&n3, &c(4, 32, 16, 1, 128)).unwrap();
    let wide = tb_model(&n3, &c(4, 32, 32, 1, 128)).unwrap();
    assert!(narrow.flops > wide.flops && narrow.dram_bytes > wide.dram_bytes);
    assert!(tb_model_cost(&n3, &c(4, 32, 16, 1, 128)) > tb_model_cost(&n3, &c(4, 32, 32, 1, 128)));
    // Shorter chunks warm up more often.
    let short = tb_model(&n3, &c(3, 32, 32, 2, 64)).unwrap();
    let long = tb_model(&n3, &c(3, 32, 32, 2, 128)).unwrap();
    assert!(short.dram_bytes > long.dram_bytes);
    // Registers grow with the windows, shared memory lowers residency.
    let r8 = tb_model(&n3, &c(4, 32, 64, 8, 128)).unwrap();
    let r1 = tb_model(&n3, &c(4, 32, 32, 1, 128)).unwrap();
    assert!(r8.registers > r1.registers);
    assert!(r8.warps <= r1.warps);
    // A refused candidate costs infinitely much.
    assert!(tb_model_cost(&n3, &c(8, 32, 16, 1, 128)).is_infinite());
}

#[test]
fn neighbours_differ_in_one_dimension() {
    let n = nest("heat3d_7pt.c");
    let (cands, _) = temporal_space(&n, 4, &Limits::default()).unwrap();
    for i in 0..cands.len() {
        for j in tb_neighbours(&cands, i) {
            let (a, b) = (cands[i], cands[j]);
            let d = (a.bt != b.bt) as u32
                + (a.tile != b.tile) as u32
                    * ((a.tile[0] != b.tile[0]) as u32 + (a.tile[1] != b.tile[1]) as u32)
                + (a.rows != b.rows) as u32
                + (a.chunk != b.chunk) as u32;
            assert_eq!(d, 1, "{} {}", a.label(), b.label());
        }
    }
}

fn report() -> TbReport {
    let cand = c(3, 32, 32, 2, 128);
    TbReport {
        kind: "temporal".into(),
        file: "heat3d_7pt.c".into(),
        kernel: "mint_tb_1".into(),
        precision: "f64".into(),
        size: vec![512],
        gpu: "H100".into(),
        driver: "13.0".into(),
        strategy: "exhaustive".into(),
        space: 1,
        copy_gbps: 3000.0,
        wall_s: 2.0,
        best: Some(cand.label()),
        rows: vec![TbRow {
            candidate: cand,
            label: cand.label(),
            registers: Some(64),
            shared_bytes: Some(16384),
            spill_bytes: Some(0),
            ms_per_launch: Some(1.35),
            ms_per_step: Some(0.45),
            gflops: Some(2400.0),
            x_copy: Some(1.59),
            verified: true,
            dropped: None,
        }],
        quality: None,
        time: None,
        pruned: vec![],
    }
}

#[test]
fn reports_round_trip_and_corrupt_ones_name_the_place() {
    let r = report();
    let text = r.to_toml();
    assert!(TbReport::is_temporal(&text));
    let back = TbReport::read(std::path::Path::new("r.toml"), &text).expect("reads back");
    assert_eq!(back.rows[0].candidate, r.rows[0].candidate);
    assert_eq!(back.best_per_bt(), vec![(3, 1.59)]);
    let at = |bad: &str| TbReport::read(std::path::Path::new("r.toml"), bad).unwrap_err();
    // A number no run measures: file and line of its row.
    let e = at(&text.replace("x_copy = 1.59", "x_copy = -1.0"));
    assert!(e.starts_with("r.toml:") && e.contains("x_copy"), "{e}");
    let e = at(&text.replace("bt = 3", "bt = \"three\""));
    let line = text.lines().position(|l| l.starts_with("bt = ")).unwrap() + 1;
    assert!(e.starts_with(&format!("r.toml:{line}:")), "{e}");
    let e = at(&text.replace("bt = 3", "bt = 0"));
    assert!(e.contains("at least 1 step"), "{e}");
    // Cut short, or a winner without a row.
    assert!(at(&text[..text.len() / 2]).contains("r.toml:"));
    let e = at(&text.replace("verified = true", "verified = false"));
    assert!(e.contains("no verified row"), "{e}");
    // A single-sweep report is not a temporal one.
    assert!(!TbReport::is_temporal(
        "file = \"a.c\"\nstrategy = \"exhaustive\"\n"
    ));
}

/// The register estimate against ptxas's counts (nvcc 13, sm_90) for the 7-point kernel's
/// measured-best schedules, and the spill prediction at the launch bound's cap (128 registers for
/// 512 threads): f32 bT 5, 32x64, 4 rows: 101 registers, no spill (estimate 101); f64 bT 4, same
/// tile: 128 registers and 16 B of spill (estimate 142, predicted to spill); f64 bT 3: 114, none.
#[test]
fn the_register_estimate_predicts_the_measured_spills() {
    let f32n = nest("heat3d_7pt_f32.c");
    let f64n = nest("heat3d_7pt.c");
    let m = tb_model(&f32n, &c(5, 32, 64, 4, 512)).expect("accepted");
    assert!(!m.spills && (95..=110).contains(&m.registers), "{m:?}");
    let m = tb_model(&f64n, &c(4, 32, 64, 4, 512)).expect("accepted");
    assert!(m.spills, "{m:?}");
    let m = tb_model(&f64n, &c(3, 32, 64, 4, 512)).expect("accepted");
    assert!(!m.spills, "{m:?}");
}
