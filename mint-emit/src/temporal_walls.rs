//! The flush of a fused loop whose step is followed by boundary nests that copy walls
//! ([`mint_opt::boundary_nests`], [`Stepped::walls`]).
//!
//! The fused kernel reads the walls through clamps, which hold once the walls have been copied.
//! So the flush runs its first step as the C loop does (the nest's own kernel from the step's
//! input, then each boundary nest's kernel on its output), the rest fused, and at its end the
//! boundary nests on the state and on the buffer of the step before it (the last launch is one
//! step): both buffers as the C loop leaves them, walls, edges and corners included.
//!
//! Each nest of the step runs through `mint_tb_run_<loop>_<nest>`, a launcher with the nest's own
//! parameters and schedule written here (in both layouts); its arguments are those the host
//! last passed to the nest's step function (`mint_tb_args_<loop>_<nest>`), its arrays the
//! flush's buffers.

use crate::names::*;
use crate::program::{launch, line_of, Launcher};
use crate::program_temporal::TimeBlocked;
use mint_analyzer::FunctionInfo;
use mint_opt::KernelPlan;
use std::fmt::Write;

/// The launchers of a loop's nests with walls, for its flush.
pub(crate) struct WallRuns {
    /// The loop's id (its first nest's).
    id: usize,
    /// The first nest: its id and parameter names.
    main: (usize, Vec<String>),
    /// The boundary nests, in order.
    pub(crate) bcs: Vec<(usize, Vec<String>)>,
    /// The device names of the step's input and output.
    input: String,
    output: String,
    /// Whether the walls are the input's, copied before each step
    /// ([`mint_opt::time_loops::Stepped::walls_before`]).
    pub(crate) before: bool,
    /// The boundary nests that write the same values every step
    /// ([`mint_opt::time_loops::Stepped::fixed`]).
    fixed: Vec<usize>,
}

impl WallRuns {
    fn run_name(&self, nid: usize) -> String {
        format!("mint_tb_run_{}_{nid}", self.id)
    }

    fn args_name(&self, nid: usize) -> String {
        format!("mint_tb_args_{}_{nid}", self.id)
    }

    /// The statements of a step function that keep its arguments.
    pub(crate) fn save(&self, nid: usize, params: &[String]) -> String {
        let a = self.args_name(nid);
        params
            .iter()
            .map(|p| format!("    {a}.{p} = {p};\n"))
            .collect()
    }

    /// A call of nest `(nid, params)`'s launcher with the kept arguments, the arrays of `subst`
    /// (device name, buffer) replaced.
    pub(crate) fn call(
        &self,
        (nid, params): &(usize, Vec<String>),
        subst: &[(&str, &str)],
    ) -> String {
        let a = self.args_name(*nid);
        let args: Vec<String> = params
            .iter()
            .map(|p| {
                subst
                    .iter()
                    .find(|(k, _)| k == p)
                    .map_or(format!("{a}.{p}"), |(_, v)| v.to_string())
            })
            .collect();
        format!("{}({});", self.run_name(*nid), args.join(", "))
    }

    /// The boundary nests on `buf`: the walls of the array they copy.
    fn walls_of(&self, buf: &str) -> Vec<String> {
        let array = if self.before {
            &self.input
        } else {
            &self.output
        };
        self.bcs
            .iter()
            .map(|b| self.call(b, &[(array, buf)]))
            .collect()
    }

    /// Before the fused steps: the first step as written where the walls are copied after it
    /// ([`WallRuns::write_first_step`]); where they are copied before each step, the count of
    /// the last steps that run as written (up to two: the state keeps the walls of the step
    /// two before it, the other buffer its own), the fused part only where steps are left.
    pub(crate) fn write_before_fused(&self, out: &mut String, i1: &str) {
        if !self.before {
            self.write_first_step(out, i1);
            return;
        }
        let _ = writeln!(
            out,
            "{i1}/* the last (up to) two steps as written, each after the walls of its input are copied */"
        );
        let _ = writeln!(out, "{i1}const long mint_tail = mint_k < 2 ? mint_k : 2;");
        let _ = writeln!(out, "{i1}mint_k -= mint_tail;");
        let _ = writeln!(out, "{i1}if (mint_k > 0) {{");
        if !self.fixed.is_empty() {
            // Every step writes the same values on its input's walls: written on both buffers
            // now, each launch's input holds them where the fused kernel reads them.
            let _ = writeln!(
                out,
                "{i1}    /* the values each step writes on its input's walls, on both buffers */"
            );
            for buf in ["mint_x", "mint_y"] {
                for b in self.bcs.iter().filter(|b| self.fixed.contains(&b.0)) {
                    let _ = writeln!(out, "{i1}    {}", self.call(b, &[(&self.input, buf)]));
                }
            }
        }
    }

    /// After the fused steps: the walls of both buffers as the C loop leaves them.
    pub(crate) fn write_after_fused(&self, out: &mut String, i1: &str) {
        if self.before {
            let _ = writeln!(out, "{i1}}}");
            let _ = writeln!(
                out,
                "{i1}for (long mint_ti = 0; mint_ti < mint_tail; mint_ti++) {{"
            );
            for c in self.walls_of("mint_x") {
                let _ = writeln!(out, "{i1}    {c}");
            }
            let _ = writeln!(
                out,
                "{i1}    {}",
                self.call(
                    &self.main,
                    &[(&self.input, "mint_x"), (&self.output, "mint_y")]
                )
            );
            let _ = writeln!(out, "{i1}    {}", crate::program_temporal::SWAP);
            let _ = writeln!(out, "{i1}}}");
            return;
        }
        // The state and the step before it (the last launch is one step).
        let _ = writeln!(
            out,
            "{i1}/* the walls of the state and of the step before it, as the C loop copied them */"
        );
        for buf in ["mint_x", "mint_y"] {
            for c in self.walls_of(buf) {
                let _ = writeln!(out, "{i1}{c}");
            }
        }
    }

    /// The flush's first step, as written: `mint_x` to `mint_y`, the walls of `mint_y` copied,
    /// the buffers exchanged; then return where it was the only step.
    fn write_first_step(&self, out: &mut String, i1: &str) {
        let _ = writeln!(
            out,
            "{i1}/* the first step as written: the input's walls may hold other values than the layer inside them */"
        );
        let _ = writeln!(
            out,
            "{i1}{}",
            self.call(
                &self.main,
                &[(&self.input, "mint_x"), (&self.output, "mint_y")]
            )
        );
        for c in self.walls_of("mint_y") {
            let _ = writeln!(out, "{i1}{c}");
        }
        let _ = writeln!(out, "{i1}{}", crate::program_temporal::SWAP);
        let _ = writeln!(out, "{i1}if (--mint_k == 0)\n{i1}    return;");
        if !self.fixed.is_empty() {
            // The next step writes the same values on the other buffer's walls: written now,
            // both buffers agree there, where the fused kernel reads them.
            let _ = writeln!(
                out,
                "{i1}/* the values the next step writes on the walls of the other buffer */"
            );
            for b in self.bcs.iter().filter(|b| self.fixed.contains(&b.0)) {
                let _ = writeln!(out, "{i1}{}", self.call(b, &[(&self.output, "mint_y")]));
            }
        }
    }
}

/// The argument records and launchers of the nests of loop `tb` (see the module docs), written
/// to `out`; what the flush and step functions need of them.
pub(crate) fn write_wall_runs(
    out: &mut String,
    f: &FunctionInfo,
    plans: &[KernelPlan],
    tb: &TimeBlocked,
    file: &str,
    src: &str,
) -> WallRuns {
    let id = tb.stepped.nests[0];
    let mut runs = WallRuns {
        id,
        main: (id, Vec::new()),
        bcs: Vec::new(),
        input: device_name(&tb.stepped.plan.input),
        output: device_name(&tb.stepped.plan.output),
        before: tb.stepped.walls_before,
        fixed: tb.stepped.fixed.clone(),
    };
    for &nid in &tb.stepped.nests {
        let Some(k) = f.nests.iter().position(|n| n.id == nid) else {
            continue;
        };
        let n = &f.nests[k];
        let l = Launcher::of(n, device_name);
        let names = crate::program_temporal::param_names(&l);
        let origin = format!("{file}:{}", line_of(src, n.pragma_span.start));
        let fin = |_: &mint_analyzer::ReductionVar, _: &str| String::new();
        let mut slot = 0usize;
        let body = launch(
            n, &plans[k], "", &origin, &mut slot, false, &l.bounds, &fin, None,
        );
        let _ = writeln!(
            out,
            "static struct {{ {}; }} {};",
            l.params.join("; "),
            runs.args_name(nid)
        );
        let _ = writeln!(
            out,
            "static void {}({})\n{{\n{body}}}\n",
            runs.run_name(nid),
            l.params.join(", ")
        );
        if nid == id {
            runs.main = (nid, names);
        } else {
            runs.bcs.push((nid, names));
        }
    }
    runs
}
