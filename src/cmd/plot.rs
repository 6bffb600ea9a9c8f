//! `mint plot`: the charts of saved records again ([`mint_run::chart`]), or one chart of speed
//! against the time block (`--bt-chart`).

use super::fail;
use mint_run::{bench, chart, results, tune};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

// The arguments of `mint plot` (the help text is on the variant of `Cmd`).
#[derive(clap::Args)]
pub struct Args {
    /// Bench records (results/<gpu>/<time>.toml), tuning reports (results/tune/*.toml,
    /// temporal ones included), temporal sweep records or multi-GPU scaling records
    /// (scripts/verify_multi.py writes them); with --bt-chart also `mint run
    /// --time-block` logs.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Draw one chart of speed against the time block from all FILES (logs of `mint run
    /// --time-block` sweeps, temporal tuning reports, sweep records): BASE.svg and
    /// BASE.png, and the points as the sweep record BASE.toml.
    #[arg(long, value_name = "BASE")]
    pub bt_chart: Option<PathBuf>,
}

/// `mint plot`.
pub fn exec(a: Args) -> ExitCode {
    let Args { files, bt_chart } = a;
    match bt_chart {
        Some(base) => bt_chart_cmd(&files, &base),
        None => plot_cmd(&files),
    }
}

/// `mint plot --bt-chart BASE FILES...`: every file's temporal points into one sweep record
/// (`BASE.toml`) and its chart.
pub fn bt_chart_cmd(files: &[PathBuf], base: &Path) -> ExitCode {
    use bench::tb_sweep::{read_points, Sweep, SWEEP_KIND};
    let mut points = Vec::new();
    for f in files {
        let text = match std::fs::read_to_string(f) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("error: cannot read {}: {e}", f.display());
                return ExitCode::from(3);
            }
        };
        match read_points(f, &text) {
            Ok(mut p) => points.append(&mut p),
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::from(1);
            }
        }
    }
    let sweep = Sweep {
        kind: SWEEP_KIND.into(),
        points,
    };
    let record = base.with_extension("toml");
    if let Err(e) = mint_durable::write(&record, sweep.to_toml()) {
        eprintln!("error: {e}");
        return ExitCode::from(3);
    }
    println!("{}", record.display());
    let gpus: Vec<&str> = sweep.points.iter().map(|p| p.gpu.as_str()).collect();
    let gpu = gpus.first().copied().unwrap_or("");
    let title = if gpus.iter().all(|g| *g == gpu) && !gpu.is_empty() {
        format!("{gpu}: temporal blocking, best over schedules per time block")
    } else {
        "temporal blocking, best over schedules per time block".to_string()
    };
    match chart::bt_chart(base, &title, &sweep.series()) {
        Ok(paths) => {
            for p in paths {
                println!("{}", p.display());
            }
            ExitCode::SUCCESS
        }
        Err(e) => fail(e),
    }
}

pub fn plot_cmd(files: &[PathBuf]) -> ExitCode {
    for f in files {
        let text = match std::fs::read_to_string(f) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("error: cannot read {}: {e}", f.display());
                return ExitCode::from(3);
            }
        };
        let base = f.with_extension("");
        // A record starts with its [meta] table; anything else is read as a tuning report.
        let is_record = text.lines().any(|l| l.trim() == "[meta]");
        let made = if autotune::temporal::TbReport::is_temporal(&text)
            || bench::tb_sweep::Sweep::is_sweep(&text)
        {
            match bench::tb_sweep::read_points(f, &text) {
                Ok(points) => {
                    let s = bench::tb_sweep::Sweep {
                        kind: bench::tb_sweep::SWEEP_KIND.into(),
                        points,
                    };
                    let title = format!("{}: speed against the time block", f.display());
                    chart::bt_chart(&base, &title, &s.series())
                }
                Err(e) => {
                    eprintln!("error: {e}");
                    return ExitCode::from(1);
                }
            }
        } else if bench::multi_scaling::Scaling::is_scaling(&text) {
            match bench::multi_scaling::Scaling::read(f, &text) {
                Ok(s) => {
                    let title = if s.gpu.is_empty() {
                        "multi-GPU scaling, halo exchange included".to_string()
                    } else {
                        format!("{}: multi-GPU scaling, halo exchange included", s.gpu)
                    };
                    chart::scaling_chart(&base, &title, &s.series())
                }
                Err(e) => {
                    eprintln!("error: {e}");
                    return ExitCode::from(1);
                }
            }
        } else if is_record {
            match results::Record::parse(f, &text) {
                Ok(r) => bench::presentations(&r, &base),
                Err(e) => {
                    eprintln!("error: {e} (not a valid mint bench record)");
                    return ExitCode::from(1);
                }
            }
        } else {
            match autotune::report::Report::read(f, &text) {
                Ok(r) => tune::plot_report(&r, &base),
                Err(e) => {
                    eprintln!(
                        "error: {e} ({} is neither a bench record nor a valid tuning report)",
                        f.display()
                    );
                    return ExitCode::from(1);
                }
            }
        };
        match made {
            Ok(paths) => {
                for p in paths {
                    println!("{}", p.display());
                }
            }
            Err(e) => return fail(e),
        }
    }
    ExitCode::SUCCESS
}
