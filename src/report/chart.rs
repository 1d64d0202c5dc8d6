/*!
The score of a night as a picture: each side's running total, hand by hand — as a line of block
characters beside a total in a terminal ([`sparkline`]), and as an SVG line chart in the HTML
summary and on the live board ([`svg`]). Self-contained: no script, no external resource.
*/

const BLOCKS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];

/// Each side's running total after every hand, starting from 0 before the first.
pub fn running(scores: &[Vec<i64>], sides: usize) -> Vec<Vec<i64>> {
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
pub fn bounds(series: &[Vec<i64>]) -> (i64, i64) {
    let all = series.iter().flatten();
    (all.clone().copied().min().unwrap_or(0), all.copied().max().unwrap_or(0))
}

/// One block character per value, on the scale `lo..=hi` shared by every side.
pub fn sparkline(values: &[i64], lo: i64, hi: i64) -> String {
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

/// Colours of the sides' lines, in seating order (readable on white and in print).
pub const COLOURS: [&str; 8] = ["#1f6fb2", "#c2410c", "#15803d", "#7e22ce", "#b91c1c", "#0f766e", "#a16207", "#4b5563"];

/// Text safe inside XML (HTML and SVG alike).
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// An SVG line chart of the running totals: one polyline per side (`data-side` names it), the
/// hands along the bottom, the totals up the side, a legend with each side's last total.
pub fn svg(names: &[String], series: &[Vec<i64>], title: &str) -> String {
    let (w, h, left, right, top, bottom) = (720.0, 300.0, 56.0, 16.0, 16.0, 56.0);
    let (lo, hi) = bounds(series);
    let (lo, hi) = (lo.min(0) as f64, (hi as f64).max(lo as f64 + 1.0));
    let hands = series.first().map(|s| s.len().saturating_sub(1)).unwrap_or(0).max(1);
    let x = |i: usize| left + (w - left - right) * i as f64 / hands as f64;
    let y = |v: f64| top + (h - top - bottom) * (hi - v) / (hi - lo);
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" viewBox=\"0 0 {w} {h}\" role=\"img\" aria-label=\"{}\">",
        escape(title)
    );
    out.push_str(&format!("<title>{}</title>", escape(title)));
    // Gridlines and their values: five steps from lo to hi, and the zero line.
    for k in 0..=4 {
        let v = (lo + (hi - lo) * k as f64 / 4.0).round();
        let yy = y(v);
        out.push_str(&format!(
            "<line class=\"grid\" x1=\"{left}\" y1=\"{yy:.1}\" x2=\"{:.1}\" y2=\"{yy:.1}\"/><text class=\"axis\" x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{v}</text>",
            w - right,
            left - 6.0,
            yy + 4.0
        ));
    }
    let step = hands.div_ceil(12).max(1);
    for i in (0..=hands).step_by(step) {
        out.push_str(&format!(
            "<text class=\"axis\" x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{i}</text>",
            x(i),
            h - bottom + 16.0
        ));
    }
    for (s, values) in series.iter().enumerate() {
        let colour = COLOURS[s % COLOURS.len()];
        let points: Vec<String> =
            values.iter().enumerate().map(|(i, v)| format!("{:.1},{:.1}", x(i), y(*v as f64))).collect();
        let name = names.get(s).map(|n| escape(n)).unwrap_or_default();
        out.push_str(&format!(
            "<polyline class=\"side\" data-side=\"{name}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"2.5\" points=\"{}\"/>",
            points.join(" ")
        ));
        let total = values.last().copied().unwrap_or(0);
        let lx = left + 150.0 * s as f64;
        out.push_str(&format!(
            "<rect x=\"{lx:.1}\" y=\"{:.1}\" width=\"12\" height=\"12\" fill=\"{colour}\"/><text class=\"legend\" x=\"{:.1}\" y=\"{:.1}\">{name} {total}</text>",
            h - 22.0,
            lx + 16.0,
            h - 12.0
        ));
    }
    out.push_str("</svg>");
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
    fn the_chart_has_a_line_per_side_and_escapes_names() {
        let s = svg(&["A<B".into(), "C&D".into()], &running(&[vec![10, 0]], 2), "t");
        assert_eq!(s.matches("<polyline").count(), 2);
        assert!(s.contains("data-side=\"A&lt;B\"") && s.contains("C&amp;D 0"));
    }
}
