/*!
The score of a night as a picture: each side's running total, hand by hand — as a line of block
characters beside a total in a terminal ([`sparkline`]), and as an SVG line chart in the HTML
summary and on the live board ([`svg`]): lines in an SVG stretched to its box, the labels in a
second SVG over it that is not stretched, the legend as text of the page ([`CSS`]).
Self-contained: no script, no external resource, no style attribute.
*/

use super::html::escape;

const BLOCKS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];

/// Each side's running total after every hand, starting from 0 before the first.
pub(crate) fn running(scores: &[Vec<i64>], sides: usize) -> Vec<Vec<i64>> {
    let mut out: Vec<Vec<i64>> = vec![vec![0]; sides];
    for hand in scores {
        for (s, series) in out.iter_mut().enumerate() {
            let last = *series.last().unwrap_or(&0);
            series.push(last.saturating_add(hand.get(s).copied().unwrap_or(0)));
        }
    }
    out
}

/// The lowest and highest value of every series (0 and 0 when there is none).
pub(crate) fn bounds(series: &[Vec<i64>]) -> (i64, i64) {
    let all = series.iter().flatten();
    (all.clone().copied().min().unwrap_or(0), all.copied().max().unwrap_or(0))
}

/// One block character per value, on the scale `lo..=hi` shared by every side.
pub(crate) fn sparkline(values: &[i64], lo: i64, hi: i64) -> String {
    values
        .iter()
        .map(|v| {
            if hi <= lo {
                return BLOCKS[0];
            }
            // In floating point: totals near the ends of i64 must not overflow a difference.
            let level = ((*v as f64 - lo as f64) / (hi as f64 - lo as f64) * 7.0).round() as usize;
            BLOCKS[level.min(7)]
        })
        .collect()
}

/// The chart's style: its text and gridlines in the colours of the page around it, each side's
/// colour from `--s0` … `--s7` (a page may set its own on `.chart`), labels at least 12 px on
/// every screen (they are text of the page, not drawn at the scale of the picture).
pub(crate) const CSS: &str = ".chart{margin:1rem 0;padding:.75rem .75rem .25rem 3.5rem;font-size:.8125rem;\
--s0:#1f6fb2;--s1:#c2410c;--s2:#15803d;--s3:#7e22ce;--s4:#b91c1c;--s5:#0f766e;--s6:#a16207;--s7:#4b5563}\
.chart .plot{position:relative;height:clamp(12rem,25vw,18rem);margin-bottom:2rem}.chart svg{position:absolute;left:0;top:0;\
width:100%;height:100%;overflow:visible}.chart line{stroke:currentColor;stroke-opacity:.18;\
vector-effect:non-scaling-stroke}.chart line.zero{stroke-opacity:.75;stroke-width:1.5}.chart polyline{fill:none;\
stroke:var(--c);vector-effect:non-scaling-stroke;stroke-linejoin:round;stroke-linecap:round}\
.chart text{fill:currentColor;font-size:.8125rem;font-variant-numeric:tabular-nums}\
.chart .y{text-anchor:end;dominant-baseline:central}.chart .x{text-anchor:middle}.chart .legend{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;margin-left:-2.75rem}\
.chart .legend i{display:inline-block;width:.75rem;height:.75rem;margin-right:.4rem;border-radius:2px;\
background:var(--c)}.chart .s0{--c:var(--s0)}.chart .s1{--c:var(--s1)}.chart .s2{--c:var(--s2)}\
.chart .s3{--c:var(--s3)}.chart .s4{--c:var(--s4)}.chart .s5{--c:var(--s5)}.chart .s6{--c:var(--s6)}\
.chart .s7{--c:var(--s7)}";

/// How many colours [`CSS`] has; a ninth side takes the first again.
const COLOURS: usize = 8;

/// Round values for an axis that holds `lo..=hi`: evenly spaced by 1, 2 or 5 times a power of
/// ten (never less than 1: totals are whole), the first at or below `lo` and the last at or
/// above `hi`; of the steps that make 3 to `most` intervals, the one that wastes least room
/// above and below the values, the coarser of two that waste the same (the finest step that
/// fits when none makes 3, e.g. 0..1).
pub(crate) fn ticks(lo: f64, hi: f64, most: usize) -> Vec<f64> {
    let most = most.max(1) as f64;
    let span = |step: f64| ((hi / step).ceil() - (lo / step).floor()).max(1.0);
    // The candidates, finest first, up to one step that holds everything.
    let mut steps = Vec::new();
    let mut power = 1.0f64;
    while power.is_finite() && steps.last().is_none_or(|s| span(*s) > 1.0) {
        steps.extend([power, 2.0 * power, 5.0 * power]);
        power *= 10.0;
    }
    let fitting = steps.iter().copied().filter(|s| span(*s) <= most);
    let step = fitting
        .clone()
        .filter(|s| span(*s) >= 3.0)
        .min_by(|a, b| (span(*a) * a).total_cmp(&(span(*b) * b)).then(b.total_cmp(a)))
        .or_else(|| fitting.clone().next())
        .unwrap_or(power);
    let first = (lo / step).floor();
    (0..=span(step) as usize).map(|k| (first + k as f64) * step).collect()
}

/// How wide each side's line is: a side drawn earlier is wider, so where two sides have the
/// same totals the line underneath still shows on both edges of the one above.
pub(crate) fn stroke(side: usize, sides: usize) -> f64 {
    2.5 + 2.0 * sides.saturating_sub(side + 1).min(3) as f64
}

/// The most points a side's line is drawn with: a box 1,000 wide shows no more, and a night of
/// 20,000 hands polled by a board would send them all each time (#28).
const MOST_POINTS: usize = 1000;

/// The places of `values` a line of at most `most` points (and 2 more) is drawn through: all of
/// them when they are few; else the first, the last, and in each stretch of hands the lowest and
/// the highest in the order they come, so no peak of the night is smoothed away.
pub(crate) fn kept(values: &[i64], most: usize) -> Vec<usize> {
    if values.len() <= most.max(2) {
        return (0..values.len()).collect();
    }
    let per = (values.len() - 1).div_ceil(most / 2);
    let mut out = vec![0];
    for start in (1..values.len()).step_by(per) {
        let end = (start + per).min(values.len());
        let (mut lo, mut hi) = (start, start);
        for i in start..end {
            if values[i] < values[lo] {
                lo = i;
            }
            if values[i] > values[hi] {
                hi = i;
            }
        }
        out.push(lo.min(hi));
        if lo != hi {
            out.push(lo.max(hi));
        }
    }
    if out.last() != Some(&(values.len() - 1)) {
        out.push(values.len() - 1);
    }
    out
}

/// The chart of the running totals: one line per side (`data-side` names it) drawn in an SVG
/// that stretches to its box, the totals up the side on round values with the zero line marked
/// (chip games go below it), the hands along the bottom, and a legend with each side's last
/// total. The labels are text of the page, so they keep their size on a phone.
pub(crate) fn svg(names: &[String], series: &[Vec<i64>], title: &str) -> String {
    let (lo, hi) = bounds(series);
    let ys = ticks((lo.min(0)) as f64, (hi.max(0)) as f64, 6);
    let (bottom, top) = (ys.first().copied().unwrap_or(0.0), ys.last().copied().unwrap_or(1.0));
    let hands = series.first().map(|s| s.len().saturating_sub(1)).unwrap_or(0).max(1);
    // In a box of 1000 × 1000 that the page stretches (lines keep their width in pixels).
    let x = |i: usize| 1000.0 * i as f64 / hands as f64;
    let y = |v: f64| if top > bottom { 1000.0 * (top - v) / (top - bottom) } else { 1000.0 };
    let mut out = format!("<figure class=\"chart\" role=\"img\" aria-label=\"{}\"><div class=\"plot\">", escape(title));
    out.push_str("<svg viewBox=\"0 0 1000 1000\" preserveAspectRatio=\"none\" aria-hidden=\"true\">");
    for v in &ys {
        let class = if *v == 0.0 { " class=\"zero\"" } else { "" };
        out.push_str(&format!("<line{class} x1=\"0\" y1=\"{0:.1}\" x2=\"1000\" y2=\"{0:.1}\"/>", y(*v)));
    }
    for (s, values) in series.iter().enumerate() {
        let points: Vec<String> =
            kept(values, MOST_POINTS).into_iter().map(|i| format!("{:.1},{:.1}", x(i), y(values[i] as f64))).collect();
        out.push_str(&format!(
            "<polyline class=\"side s{}\" data-side=\"{}\" stroke-width=\"{}\" points=\"{}\"/>",
            s % COLOURS,
            names.get(s).map(|n| escape(n)).unwrap_or_default(),
            stroke(s, series.len()),
            points.join(" ")
        ));
    }
    out.push_str("</svg>");
    // The labels: text of a second picture over the first, placed in percent of the box and not
    // stretched with it (no style attribute: a page served with a strict policy shows them too).
    out.push_str("<svg class=\"labels\" aria-hidden=\"true\">");
    for v in &ys {
        out.push_str(&format!("<text class=\"y\" x=\"-8\" y=\"{:.2}%\">{v:.0}</text>", y(*v) / 10.0));
    }
    // The hands: every one up to 8, else every 2nd, 5th, 10th, … so that about 8 are numbered.
    let every = ticks(0.0, hands as f64, 8).get(1).map(|v| *v as usize).unwrap_or(1).max(1);
    for i in (0..=hands).step_by(every) {
        out.push_str(&format!("<text class=\"x\" x=\"{:.2}%\" y=\"100%\" dy=\"1.4em\">{i}</text>", x(i) / 10.0));
    }
    out.push_str("</svg></div><figcaption class=\"legend\">");
    for (s, values) in series.iter().enumerate() {
        let name = names.get(s).map(|n| escape(n)).unwrap_or_default();
        let total = values.last().copied().unwrap_or(0);
        out.push_str(&format!("<span class=\"s{}\" data-side=\"{name}\"><i></i>{name} {total}</span>", s % COLOURS));
    }
    out.push_str("</figcaption></figure>");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn running_totals_start_at_zero_and_add_each_hand() {
        let r = running(&[vec![0, 162], vec![108, 74], vec![-20, 10]], 2);
        assert_eq!(r, vec![vec![0, 0, 108, 88], vec![0, 162, 236, 246]]);
        assert_eq!(bounds(&r), (0, 246));
    }

    #[test]
    fn a_sparkline_spans_the_shared_scale() {
        assert_eq!(sparkline(&[0, 7, 14], 0, 14), "▁▅█");
        assert_eq!(sparkline(&[5, 5], 5, 5), "▁▁");
        assert_eq!(sparkline(&[-10, 0, 10], -10, 10), "▁▅█");
    }

    #[test]
    fn totals_at_the_ends_of_the_range_draw_without_overflow() {
        let series = vec![vec![0, i64::MAX], vec![0, i64::MIN]];
        let (lo, hi) = bounds(&series);
        assert_eq!(sparkline(&series[0], lo, hi).chars().count(), 2);
        assert_eq!(svg(&["a".into(), "b".into()], &series, "t").matches("<polyline").count(), 2);
    }

    #[test]
    fn the_axis_is_on_round_numbers_that_hold_every_total() {
        // 0..236: 59 is not round, 50 is (1, 2 or 5 times a power of ten); 100 would leave the
        // top fifth empty (0..300).
        assert_eq!(ticks(0.0, 236.0, 6), [0.0, 50.0, 100.0, 150.0, 200.0, 250.0]);
        // -7..12: by 5 from -10 to 15 (by 2 would be 10 steps; by 10, -10..20 wastes more).
        assert_eq!(ticks(-7.0, 12.0, 6), [-10.0, -5.0, 0.0, 5.0, 10.0, 15.0]);
        assert_eq!(ticks(0.0, 1.0, 6), [0.0, 1.0]);
        // 0..1006: by 200 up to 1200 rather than by 500 up to 1500.
        assert_eq!(ticks(0.0, 1006.0, 6), [0.0, 200.0, 400.0, 600.0, 800.0, 1000.0, 1200.0]);
        // 0..300 fits by 50 and by 100 alike: the fewer lines.
        assert_eq!(ticks(0.0, 300.0, 6), [0.0, 100.0, 200.0, 300.0]);
    }

    #[test]
    fn a_line_drawn_first_is_wider_so_equal_totals_both_show() {
        assert!(stroke(0, 2) > stroke(1, 2));
        assert!((0..3).all(|s| stroke(s, 4) > stroke(s + 1, 4)));
        let s = svg(&["a".into(), "b".into()], &running(&[vec![5, 5], vec![3, 3]], 2), "t");
        assert!(s.contains("stroke-width=\"4.5\" points=\"0.0,1000.0 500.0,375.0 1000.0,0.0\""), "{s}");
        assert!(s.contains("stroke-width=\"2.5\" points=\"0.0,1000.0 500.0,375.0 1000.0,0.0\""), "{s}");
    }

    #[test]
    fn chips_below_zero_have_the_zero_line_between_the_values() {
        // Totals -7 and 12: the axis runs -10..15 by 5, the zero line 15/25 of the way down.
        let s = svg(&["a".into(), "b".into()], &[vec![0, -7], vec![0, 12]], "t");
        assert!(s.contains("<line class=\"zero\" x1=\"0\" y1=\"600.0\""), "{s}");
        // -10 at the bottom of the box, 15 at its top, 0 at 60 %.
        for label in ["y=\"100.00%\">-10</text>", "y=\"0.00%\">15</text>", "y=\"60.00%\">0</text>"] {
            assert!(s.contains(label), "{label} in {s}");
        }
    }

    #[test]
    fn the_chart_has_a_line_per_side_and_escapes_names() {
        let s = svg(&["A<B".into(), "C&D".into()], &running(&[vec![10, 0]], 2), "t");
        assert_eq!(s.matches("<polyline").count(), 2);
        assert!(s.contains("data-side=\"A&lt;B\"") && s.contains("C&amp;D 0"));
    }

    #[test]
    fn a_long_night_is_drawn_through_its_first_last_lowest_and_highest_totals() {
        // 20,000 hands: a slow climb with one dip to -500 at hand 7,777 and one peak at 12,345.
        let mut values: Vec<i64> = (0..=20_000).map(|i| i / 10).collect();
        values[7_777] = -500;
        values[12_345] = 9_000;
        let k = kept(&values, 1000);
        assert!(k.len() <= 1002, "{} points", k.len());
        assert_eq!((k[0], *k.last().unwrap()), (0, 20_000));
        assert!(k.contains(&7_777) && k.contains(&12_345), "the dip and the peak are drawn");
        assert!(k.windows(2).all(|w| w[0] < w[1]), "in the order of the hands");
        // A few hands: every one.
        assert_eq!(kept(&[0, 5, 3], 1000), vec![0, 1, 2]);
    }
}
