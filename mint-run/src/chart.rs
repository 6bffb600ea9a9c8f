//! Charts, each written as PNG and SVG with plotters: the bench's Figure 7 (Gflop/s per kernel
//! and variant, with the copy bound) and Figure 8 (speedup of each variant over mint `-O0`), one
//! pair per precision, and the tuner's heatmap of Gflop/s over tile sizes.
//!
//! The text is drawn with DejaVu Sans compiled into the binary (`fonts/`, Bitstream Vera
//! licence), so charts need no system fonts: the GPU machine has none of ours.
//!
//! Invariant: only verified measurements are drawn; a missing bar means the variant did not run
//! or did not verify.

use crate::error::RunError;
use crate::results::{KernelResult, Record};
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use std::path::{Path, PathBuf};
use std::sync::Once;

const FONT: &[u8] = include_bytes!("fonts/DejaVuSans.ttf");

fn register_font() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        // The font is compiled in and known to parse; a failure would only lose the text.
        let _ = plotters::style::register_font("sans-serif", FontStyle::Normal, FONT);
    });
}

/// The colour of each variant of Figure 7, in the order of [`crate::results::VARIANTS`].
const COLOURS: [RGBColor; crate::results::VARIANTS.len()] = [
    RGBColor(150, 150, 150),
    RGBColor(31, 119, 180),
    RGBColor(255, 127, 14),
    RGBColor(44, 160, 44),
    RGBColor(214, 39, 40),
    RGBColor(140, 86, 75),
    RGBColor(23, 190, 207),
    RGBColor(148, 103, 189),
    RGBColor(23, 23, 23),
    RGBColor(227, 119, 194),
];

/// The variants Figure 7 shows, in order, with their colours.
fn fig7_series() -> impl Iterator<Item = (&'static str, RGBColor)> {
    crate::results::VARIANTS.into_iter().zip(COLOURS)
}

/// A grouped bar chart: one group per label, one bar per series.
struct Bars<'a> {
    title: String,
    y_label: &'a str,
    groups: Vec<String>,
    series: Vec<(String, RGBColor, Vec<Option<f64>>)>,
    /// A horizontal mark per group (the copy bound), with its legend.
    marks: Option<(&'a str, Vec<f64>)>,
    /// A horizontal reference line across the chart (speedup 1).
    reference: Option<f64>,
}

/// Draw `path` through a temporary beside it ([`mint_durable::write_with`]): a chart is
/// complete or absent, never half drawn.
fn durable<E: std::fmt::Debug>(
    path: &Path,
    draw: impl FnOnce(&Path) -> Result<(), E>,
) -> Result<(), RunError> {
    mint_durable::write_with(path, |t| {
        draw(t).map_err(|e| format!("cannot draw it: {e:?}"))
    })
    .map_err(|e| RunError(e.to_string(), 3))
}

fn draw_bars<DB: DrawingBackend>(
    root: DrawingArea<DB, Shift>,
    b: &Bars,
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>> {
    root.fill(&WHITE)?;
    let n = b.groups.len().max(1);
    let top = b
        .series
        .iter()
        .flat_map(|s| s.2.iter().flatten())
        .chain(b.marks.iter().flat_map(|m| m.1.iter()))
        .fold(0.0f64, |m, &v| m.max(v))
        .max(b.reference.unwrap_or(0.0))
        * 1.15;
    let top = if top > 0.0 { top } else { 1.0 };
    let mut chart = ChartBuilder::on(&root)
        .caption(&b.title, ("sans-serif", 24))
        .margin(14)
        .x_label_area_size(90)
        .y_label_area_size(70)
        .build_cartesian_2d(0f64..n as f64, 0f64..top)?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(0)
        .y_desc(b.y_label)
        .label_style(("sans-serif", 15))
        .draw()?;
    // A series with no bar at all (a variant the record does not have) takes no slot and no
    // legend entry.
    let shown: Vec<_> = b
        .series
        .iter()
        .filter(|s| s.2.iter().any(Option::is_some))
        .collect();
    let k = shown.len().max(1) as f64;
    let width = 0.84 / k;
    for (si, (name, color, vals)) in shown.into_iter().enumerate() {
        let color = *color;
        let rects = vals.iter().enumerate().filter_map(move |(g, v)| {
            v.map(|v| {
                let x0 = g as f64 + 0.08 + si as f64 * width;
                Rectangle::new([(x0, 0.0), (x0 + width * 0.92, v)], color.filled())
            })
        });
        chart
            .draw_series(rects)?
            .label(name.as_str())
            .legend(move |(x, y)| Rectangle::new([(x, y - 6), (x + 12, y + 6)], color.filled()));
    }
    if let Some((label, marks)) = &b.marks {
        let lines = marks.iter().enumerate().map(|(g, &m)| {
            PathElement::new(
                vec![(g as f64 + 0.04, m), (g as f64 + 0.96, m)],
                BLACK.stroke_width(3),
            )
        });
        chart
            .draw_series(lines)?
            .label(*label)
            .legend(|(x, y)| PathElement::new(vec![(x, y), (x + 14, y)], BLACK.stroke_width(3)));
    }
    if let Some(r) = b.reference {
        chart.draw_series(std::iter::once(PathElement::new(
            vec![(0.0, r), (n as f64, r)],
            RGBColor(120, 120, 120).stroke_width(1),
        )))?;
    }
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperRight)
        .label_font(("sans-serif", 14))
        .background_style(WHITE.mix(0.85))
        .border_style(BLACK)
        .draw()?;
    let style =
        TextStyle::from(("sans-serif", 14).into_font()).pos(Pos::new(HPos::Center, VPos::Top));
    for (g, label) in b.groups.iter().enumerate() {
        let (px, py) = chart.backend_coord(&(g as f64 + 0.5, 0.0));
        for (li, line) in label.split('\n').enumerate() {
            root.draw(&Text::new(
                line.to_string(),
                (px, py + 8 + 17 * li as i32),
                style.clone(),
            ))?;
        }
    }
    root.present()?;
    Ok(())
}

fn write_both(base: &Path, w: u32, h: u32, b: &Bars) -> Result<Vec<PathBuf>, RunError> {
    register_font();
    let png = base.with_extension("png");
    let svg = base.with_extension("svg");
    durable(&png, |t| {
        draw_bars(BitMapBackend::new(t, (w, h)).into_drawing_area(), b)
    })?;
    durable(&svg, |t| {
        draw_bars(SVGBackend::new(t, (w, h)).into_drawing_area(), b)
    })?;
    Ok(vec![png, svg])
}

fn group_label(k: &KernelResult) -> String {
    let short = k
        .program
        .replace("poisson3d_", "poisson ")
        .replace("heat3d_", "heat ")
        .replace("heat2d_", "heat2d ");
    format!("{short}\n#{} {}", k.nest, k.shape)
}

/// Figures 7 and 8 for every precision in `r`, as `<base>-fig7-<prec>.{png,svg}` and
/// `<base>-fig8-<prec>.{png,svg}`.
pub fn bench_charts(r: &Record, base: &Path) -> Result<Vec<PathBuf>, RunError> {
    let mut made = Vec::new();
    let mut precs: Vec<&str> = r.kernels.iter().map(|k| k.precision.as_str()).collect();
    precs.dedup();
    precs.sort();
    precs.dedup();
    let stem = base
        .file_name()
        .map_or(String::new(), |s| s.to_string_lossy().into_owned());
    for prec in precs {
        let ks: Vec<&KernelResult> = r.kernels.iter().filter(|k| k.precision == prec).collect();
        let groups: Vec<String> = ks.iter().map(|k| group_label(k)).collect();
        let w = (220 * ks.len() as u32).clamp(900, 2400);
        let series7 = fig7_series()
            .map(|(name, c)| {
                (
                    name.to_string(),
                    c,
                    ks.iter().map(|k| k.gflops(name)).collect(),
                )
            })
            .collect();
        let fig7 = Bars {
            title: format!(
                "{} ({prec}): Gflop/s per kernel and variant, {}",
                r.meta.gpu, stem
            ),
            y_label: "Gflop/s",
            groups: groups.clone(),
            series: series7,
            marks: Some((
                "copy bound",
                ks.iter().map(|k| k.copy_bound_gflops).collect(),
            )),
            reference: None,
        };
        made.extend(write_both(
            &sibling(base, &format!("fig7-{prec}")),
            w,
            560,
            &fig7,
        )?);
        // Every variant but OpenMP and -O0 itself.
        let series8 = fig7_series()
            .skip(2)
            .map(|(name, c)| {
                let v = ks
                    .iter()
                    .map(|k| match (k.gflops(name), k.gflops("O0")) {
                        (Some(a), Some(b)) if b > 0.0 => Some(a / b),
                        _ => None,
                    })
                    .collect();
                (name.to_string(), c, v)
            })
            .collect();
        let fig8 = Bars {
            title: format!("{} ({prec}): speedup over mint -O0", r.meta.gpu),
            y_label: "speedup over -O0",
            groups,
            series: series8,
            marks: None,
            reference: Some(1.0),
        };
        made.extend(write_both(
            &sibling(base, &format!("fig8-{prec}")),
            w,
            560,
            &fig8,
        )?);
        // Speed against the time block, where the bench ran temporal sweeps.
        let series: Vec<ChartLine> = ks
            .iter()
            .map(|k| {
                (
                    format!("{} {} #{}", k.program, k.precision, k.nest),
                    k.temporal_per_bt(),
                )
            })
            .filter(|s| !s.1.is_empty())
            .collect();
        if !series.is_empty() {
            made.extend(bt_chart(
                &sibling(base, &format!("bt-{prec}")),
                &format!(
                    "{} ({prec}): temporal blocking, best per time block",
                    r.meta.gpu
                ),
                &series,
            )?);
        }
    }
    Ok(made)
}

fn sibling(base: &Path, suffix: &str) -> PathBuf {
    let name = base
        .file_name()
        .map_or(String::new(), |s| s.to_string_lossy().into_owned());
    base.with_file_name(format!("{name}-{suffix}"))
}

/// A heatmap of `value` over (x label, y label) cells: the tuner's Gflop/s over tile x by tile y
/// (each cell the best over the other parameters), written as `<base>.png` and `<base>.svg`.
pub fn heatmap(
    base: &Path,
    title: &str,
    x_name: &str,
    y_name: &str,
    xs: &[u32],
    ys: &[u32],
    value: &dyn Fn(u32, u32) -> Option<f64>,
) -> Result<Vec<PathBuf>, RunError> {
    register_font();
    let png = base.with_extension("png");
    let svg = base.with_extension("svg");
    let h = Heat {
        title,
        x_name,
        y_name,
        xs,
        ys,
        value,
    };
    let (w, hh) = (160 + 110 * xs.len() as u32, 160 + 70 * ys.len() as u32);
    let size = (w.max(500), hh.max(360));
    durable(&png, |t| {
        draw_heat(BitMapBackend::new(t, size).into_drawing_area(), &h)
    })?;
    durable(&svg, |t| {
        draw_heat(SVGBackend::new(t, size).into_drawing_area(), &h)
    })?;
    Ok(vec![png, svg])
}

struct Heat<'a> {
    title: &'a str,
    x_name: &'a str,
    y_name: &'a str,
    xs: &'a [u32],
    ys: &'a [u32],
    value: &'a dyn Fn(u32, u32) -> Option<f64>,
}

fn draw_heat<DB: DrawingBackend>(
    root: DrawingArea<DB, Shift>,
    h: &Heat,
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>> {
    root.fill(&WHITE)?;
    let (nx, ny) = (h.xs.len().max(1), h.ys.len().max(1));
    let cells: Vec<(usize, usize, f64)> =
        h.xs.iter()
            .enumerate()
            .flat_map(|(i, &x)| {
                h.ys.iter()
                    .enumerate()
                    .filter_map(move |(j, &y)| (h.value)(x, y).map(|v| (i, j, v)))
            })
            .collect();
    let (lo, hi) = cells.iter().fold((f64::INFINITY, 0.0f64), |(a, b), c| {
        (a.min(c.2), b.max(c.2))
    });
    let mut chart = ChartBuilder::on(&root)
        .caption(h.title, ("sans-serif", 18))
        .margin(12)
        .x_label_area_size(50)
        .y_label_area_size(60)
        .build_cartesian_2d(0f64..nx as f64, 0f64..ny as f64)?;
    chart
        .configure_mesh()
        .disable_mesh()
        .x_labels(0)
        .y_labels(0)
        .x_desc(h.x_name)
        .y_desc(h.y_name)
        .label_style(("sans-serif", 15))
        .draw()?;
    chart.draw_series(cells.iter().map(|&(i, j, v)| {
        let t = if hi > lo { (v - lo) / (hi - lo) } else { 1.0 };
        // Light yellow (slow) to dark red (fast).
        let c = RGBColor(
            (255.0 - 75.0 * t) as u8,
            (240.0 - 200.0 * t) as u8,
            (160.0 - 130.0 * t) as u8,
        );
        Rectangle::new(
            [(i as f64, j as f64), (i as f64 + 1.0, j as f64 + 1.0)],
            c.filled(),
        )
    }))?;
    let center =
        TextStyle::from(("sans-serif", 15).into_font()).pos(Pos::new(HPos::Center, VPos::Center));
    for &(i, j, v) in &cells {
        let (px, py) = chart.backend_coord(&(i as f64 + 0.5, j as f64 + 0.5));
        root.draw(&Text::new(format!("{v:.0}"), (px, py), center.clone()))?;
    }
    let below =
        TextStyle::from(("sans-serif", 15).into_font()).pos(Pos::new(HPos::Center, VPos::Top));
    for (i, x) in h.xs.iter().enumerate() {
        let (px, py) = chart.backend_coord(&(i as f64 + 0.5, 0.0));
        root.draw(&Text::new(x.to_string(), (px, py + 6), below.clone()))?;
    }
    let left =
        TextStyle::from(("sans-serif", 15).into_font()).pos(Pos::new(HPos::Right, VPos::Center));
    for (j, y) in h.ys.iter().enumerate() {
        let (px, py) = chart.backend_coord(&(0.0, j as f64 + 0.5));
        root.draw(&Text::new(y.to_string(), (px - 8, py), left.clone()))?;
    }
    root.present()?;
    Ok(())
}

/// One line of a line chart: its label and, per x (a time block, a number of GPUs), a value.
pub type ChartLine = (String, Vec<(u32, f64)>);

/// The chart of speed against the time block (`mint bench`'s temporal sweep, `mint tune
/// --time-block`'s report, `mint plot --bt-chart` of sweep logs): x = bT, y = the best speed
/// over schedules as a multiple of the single-sweep copy bound, one line per kernel, and the
/// copy bound as the line y = 1. Written as `<base>.png` and `<base>.svg`; an error if no
/// series has a point.
pub fn bt_chart(base: &Path, title: &str, series: &[ChartLine]) -> Result<Vec<PathBuf>, RunError> {
    let axes = Axes {
        x_desc: "time block bT (steps per launch)",
        y_desc: "speed / single-sweep copy bound",
        reference: "copy bound (y = 1)",
        ideal: |_| 1.0,
        nothing: "no verified temporal measurement to draw",
    };
    line_chart(base, title, series, &axes)
}

/// The multi-GPU scaling chart (`mint plot` of a scaling record): x = GPUs, y = speedup over
/// one GPU (weak series scaled by the GPUs), one line per program and mode, and perfect
/// scaling as the line y = x. Written as `<base>.png` and `<base>.svg`; an error if no series
/// has a point.
pub fn scaling_chart(
    base: &Path,
    title: &str,
    series: &[ChartLine],
) -> Result<Vec<PathBuf>, RunError> {
    let axes = Axes {
        x_desc: "GPUs",
        y_desc: "speedup over one GPU (weak: x GPUs)",
        reference: "perfect scaling (y = x)",
        ideal: |x| x,
        nothing: "no verified multi-GPU timing with a one-GPU run to compare with",
    };
    line_chart(base, title, series, &axes)
}

/// What a line chart's axes say and its reference line.
struct Axes {
    x_desc: &'static str,
    y_desc: &'static str,
    /// The reference line's legend.
    reference: &'static str,
    /// The reference line, y of x.
    ideal: fn(f64) -> f64,
    /// The error when no series has a point.
    nothing: &'static str,
}

/// Lines over small positive integers (time blocks, GPUs), one per series, with a reference
/// line and a legend panel beside the plot, as PNG and SVG.
fn line_chart(
    base: &Path,
    title: &str,
    series: &[ChartLine],
    axes: &Axes,
) -> Result<Vec<PathBuf>, RunError> {
    if series.iter().all(|s| s.1.is_empty()) {
        return Err(RunError(format!("{}: {}", base.display(), axes.nothing), 1));
    }
    register_font();
    let png = base.with_extension("png");
    let svg = base.with_extension("svg");
    let size = (1000 + legend_width(series, axes.reference), 640);
    durable(&png, |t| {
        draw_lines(
            BitMapBackend::new(t, size).into_drawing_area(),
            title,
            series,
            axes,
        )
    })?;
    durable(&svg, |t| {
        draw_lines(
            SVGBackend::new(t, size).into_drawing_area(),
            title,
            series,
            axes,
        )
    })?;
    Ok(vec![png, svg])
}

/// Colours of the line charts' lines (cycled; past them the points are triangles).
const LINE_COLOURS: [RGBColor; 12] = [
    RGBColor(31, 119, 180),
    RGBColor(255, 127, 14),
    RGBColor(44, 160, 44),
    RGBColor(214, 39, 40),
    RGBColor(148, 103, 189),
    RGBColor(140, 86, 75),
    RGBColor(227, 119, 194),
    RGBColor(127, 127, 127),
    RGBColor(188, 189, 34),
    RGBColor(23, 190, 207),
    RGBColor(0, 0, 128),
    RGBColor(128, 0, 0),
];

/// Width of the legend panel right of a line chart (pixels): room for the longest label.
fn legend_width(series: &[ChartLine], reference: &str) -> u32 {
    let chars = series
        .iter()
        .map(|s| s.0.chars().count())
        .chain([reference.chars().count()])
        .max()
        .unwrap_or(0);
    (chars as u32 * 8 + 60).max(260)
}

fn draw_lines<DB: DrawingBackend>(
    root: DrawingArea<DB, Shift>,
    title: &str,
    series: &[ChartLine],
    axes: &Axes,
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>> {
    root.fill(&WHITE)?;
    let (w, _) = root.dim_in_pixel();
    let (plot, legend) =
        root.split_horizontally(w.saturating_sub(legend_width(series, axes.reference)));
    let max_x = series
        .iter()
        .flat_map(|s| s.1.iter().map(|p| p.0))
        .max()
        .unwrap_or(1)
        .max(2);
    let (x0, x1) = (0.5, f64::from(max_x) + 0.5);
    let top = series
        .iter()
        .flat_map(|s| s.1.iter().map(|p| p.1))
        .fold((axes.ideal)(x1), f64::max)
        * 1.1;
    let mut chart = ChartBuilder::on(&plot)
        .caption(title, ("sans-serif", 18))
        .margin(14)
        .x_label_area_size(45)
        .y_label_area_size(60)
        .build_cartesian_2d(x0..x1, 0.0f64..top)?;
    chart
        .configure_mesh()
        .x_desc(axes.x_desc)
        .y_desc(axes.y_desc)
        .x_labels(max_x as usize)
        .x_label_formatter(&|x| format!("{x:.0}"))
        .label_style(("sans-serif", 14))
        .draw()?;
    chart.draw_series(LineSeries::new(
        [(x0, (axes.ideal)(x0)), (x1, (axes.ideal)(x1))],
        ShapeStyle::from(&BLACK).stroke_width(2),
    ))?;
    let style = |i: usize| {
        (
            LINE_COLOURS[i % LINE_COLOURS.len()],
            i >= LINE_COLOURS.len(),
        )
    };
    for (i, (_, pts)) in series.iter().enumerate() {
        let (c, triangle) = style(i);
        let pts: Vec<(f64, f64)> = pts.iter().map(|&(b, x)| (f64::from(b), x)).collect();
        chart.draw_series(LineSeries::new(pts.clone(), c.stroke_width(2)))?;
        if triangle {
            chart.draw_series(pts.iter().map(|&p| TriangleMarker::new(p, 6, c.filled())))?;
        } else {
            chart.draw_series(pts.iter().map(|&p| Circle::new(p, 4, c.filled())))?;
        }
    }
    // The legend in its own panel, so that it hides no point.
    let font = ("sans-serif", 14).into_font();
    let row = 22;
    let y0 = 60;
    legend.draw(&PathElement::new(
        [(8, y0), (36, y0)],
        BLACK.stroke_width(2),
    ))?;
    legend.draw(&Text::new(axes.reference, (44, y0 - 8), font.clone()))?;
    for (i, (name, _)) in series.iter().enumerate() {
        let (c, triangle) = style(i);
        let y = y0 + row * (i as i32 + 1);
        legend.draw(&PathElement::new([(8, y), (36, y)], c.stroke_width(2)))?;
        if triangle {
            legend.draw(&TriangleMarker::new((22, y), 6, c.filled()))?;
        } else {
            legend.draw(&Circle::new((22, y), 4, c.filled()))?;
        }
        legend.draw(&Text::new(name.as_str(), (44, y - 8), font.clone()))?;
    }
    root.present()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::results::fixtures::{kernel, record, variant};

    #[test]
    fn figures_are_written_as_png_and_svg() {
        let k = |p: &str, prec: &str, s: f64| {
            let vs = ["openmp", "O0", "O1", "O2", "O3", "tuned", "hand"]
                .iter()
                .enumerate()
                .map(|(i, n)| variant(n, s * (1.0 + i as f64), true))
                .collect();
            kernel(p, prec, vs)
        };
        let r = record(
            "Test GPU",
            vec![
                k("heat3d_7pt", "f64", 100.0),
                k("poisson3d_19pt", "f64", 90.0),
                k("heat3d_7pt", "f32", 150.0),
            ],
        );
        let dir = std::env::temp_dir().join(format!("mint-chart-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let made = bench_charts(&r, &dir.join("run")).unwrap();
        assert_eq!(made.len(), 8, "{made:?}");
        for p in &made {
            let len = std::fs::metadata(p).unwrap().len();
            assert!(len > 1000, "{} is {len} bytes", p.display());
        }
        let svg = std::fs::read_to_string(dir.join("run-fig7-f64.svg")).unwrap();
        assert!(svg.contains("poisson") && svg.contains("copy bound"));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
