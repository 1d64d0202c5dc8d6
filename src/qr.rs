//! A QR code for a terminal: the code of a text (the board's address, for a phone's camera) drawn
//! with half blocks, two rows of modules on each line, light on dark whatever the terminal's own
//! colours, inside the quiet zone of four modules the standard asks for.

use qrcodegen::{QrCode, QrCodeEcc};

/// The quiet zone around the code, in modules.
pub(crate) const QUIET: i32 = 4;

/// The code of `text` (the lowest error correction that fits, raised where it costs no size),
/// as a square of modules, dark `true`, quiet zone included; None when `text` is too long.
pub(crate) fn modules(text: &str) -> Option<Vec<Vec<bool>>> {
    let code = QrCode::encode_text(text, QrCodeEcc::Low).ok()?;
    let side = code.size() + 2 * QUIET;
    Some((0..side).map(|y| (0..side).map(|x| code.get_module(x - QUIET, y - QUIET)).collect()).collect())
}

/// `modules` drawn: each line two rows (▀ the upper one light, ▄ the lower, █ both), in bright
/// white on black, the colours reset at the end of each line.
pub(crate) fn draw(modules: &[Vec<bool>]) -> String {
    let mut out = String::new();
    for pair in modules.chunks(2) {
        out.push_str("\x1b[97;40m");
        for (x, &dark) in pair[0].iter().enumerate() {
            // Below the last row: the quiet zone goes on (light).
            let lower_dark = pair.get(1).is_some_and(|row| row[x]);
            out.push(match (!dark, !lower_dark) {
                (true, true) => '█',
                (true, false) => '▀',
                (false, true) => '▄',
                (false, false) => ' ',
            });
        }
        out.push_str("\x1b[0m\n");
    }
    out
}

/// The QR code of `text` drawn for a terminal (None when `text` is too long for one).
pub(crate) fn block(text: &str) -> Option<String> {
    modules(text).map(|m| draw(&m))
}

/// The QR code of `text` as an SVG image for a printed page (a module a unit, dark on light;
/// None when `text` is too long for one).
pub(crate) fn svg(text: &str) -> Option<String> {
    let m = modules(text)?;
    let side = m.len();
    let mut path = String::new();
    for (y, row) in m.iter().enumerate() {
        for (x, _) in row.iter().enumerate().filter(|(_, dark)| **dark) {
            path.push_str(&format!("M{x} {y}h1v1h-1z"));
        }
    }
    Some(format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"qr\" viewBox=\"0 0 {side} {side}\" \
         shape-rendering=\"crispEdges\" role=\"img\"><rect width=\"{side}\" height=\"{side}\" fill=\"#fff\"/>\
         <path d=\"{path}\" fill=\"#000\"/></svg>"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The modules read back from a drawn block (dark `true`), two rows a line.
    fn read_back(block: &str) -> Vec<Vec<bool>> {
        let mut rows = Vec::new();
        for line in block.lines() {
            let body = line.strip_prefix("\x1b[97;40m").and_then(|l| l.strip_suffix("\x1b[0m")).unwrap();
            let (upper, lower): (Vec<bool>, Vec<bool>) = body
                .chars()
                .map(|c| match c {
                    '█' => (false, false),
                    '▀' => (false, true),
                    '▄' => (true, false),
                    ' ' => (true, true),
                    other => panic!("{other:?} in a QR block"),
                })
                .unzip();
            rows.push(upper);
            rows.push(lower);
        }
        rows
    }

    /// A finder pattern (ISO/IEC 18004 §6.3.3): a dark 7×7 ring, a light ring, a dark 3×3 core.
    fn finder_at(m: &[Vec<bool>], top: usize, left: usize) -> bool {
        (0..7).all(|y| {
            (0..7).all(|x| {
                let ring = y.min(x).min(6 - y).min(6 - x);
                m[top + y][left + x] == (ring != 1)
            })
        })
    }

    #[test]
    fn a_board_address_is_a_version_2_code_drawn_with_its_quiet_zone() {
        // 25 bytes in byte mode: version 1 holds 17 at level L, version 2 holds 32, so version
        // 2: 17 + 4 × 2 = 25 modules a side, 33 with the quiet zone: 33 columns, 17 lines.
        let url = "http://192.168.1.23:8080/";
        assert_eq!(url.len(), 25);
        let block = block(url).unwrap();
        assert_eq!(block.lines().count(), 17);
        let m = read_back(&block);
        assert_eq!(m.len(), 34); // the half row under the last line is light
        assert!(m.iter().all(|row| row.len() == 33));
        assert!(m[33].iter().all(|dark| !dark));
        // The quiet zone is light; the three finder patterns stand in their corners.
        let (q, side) = (QUIET as usize, 25);
        for i in 0..33 {
            for j in (0..q).chain(q + side..33) {
                assert!(!m[j][i] && !m[i][j], "quiet zone at {i},{j}");
            }
        }
        assert!(finder_at(&m, q, q) && finder_at(&m, q, q + side - 7) && finder_at(&m, q + side - 7, q));
        // The timing pattern between them alternates, dark first (§6.3.5).
        assert!((8..side - 8).all(|i| m[q + 6][q + i] == (i % 2 == 0) && m[q + i][q + 6] == (i % 2 == 0)));
    }

    #[test]
    fn a_longer_address_takes_a_larger_version() {
        // 33 bytes: past version 2's 32 at level L, within version 3's 53: 29 modules a side.
        let url = "http://192.168.100.200:65535/abc";
        assert_eq!(url.len(), 32);
        assert_eq!(modules(url).unwrap().len(), 25 + 8);
        let url = "http://192.168.100.200:65535/abcd";
        assert_eq!(modules(url).unwrap().len(), 29 + 8);
    }
}
