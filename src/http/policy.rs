/*!
The headers every answer carries so that a page cannot be turned against the table: a
Content-Security-Policy that allows no inline code but what the page names by its hash or a nonce
(never `unsafe-inline`), frames by nobody (`frame-ancestors 'none'`), and no guessing of types
(`X-Content-Type-Options: nosniff`).
*/

use sha2::{Digest, Sha256};

/// A Content-Security-Policy: nothing from anywhere by default, the page's own inline styles and
/// scripts allowed by their hashes or a nonce, requests only to the server itself.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Csp {
    scripts: Vec<String>,
    styles: Vec<String>,
}

impl Csp {
    /// The policy that allows no script and no style at all (every answer that is not a page).
    pub(crate) fn none() -> Csp {
        Csp::default()
    }

    /// Allow the inline script whose text is exactly `text`.
    pub(crate) fn script(mut self, text: &str) -> Csp {
        self.scripts.push(hash(text));
        self
    }

    /// Allow the inline style sheet whose text is exactly `text`.
    pub(crate) fn style(mut self, text: &str) -> Csp {
        self.styles.push(hash(text));
        self
    }

    /// Allow the inline scripts and style sheets that carry `nonce` (a page made per answer).
    #[expect(
        dead_code,
        reason = "docs/serve.md allows a page by a nonce made for the answer; no page is made per answer yet"
    )]
    pub(crate) fn nonce(mut self, nonce: &str) -> Csp {
        let n = format!("'nonce-{nonce}'");
        self.scripts.push(n.clone());
        self.styles.push(n);
        self
    }

    /// The header's value.
    pub(crate) fn header(&self) -> String {
        let list = |v: &[String]| if v.is_empty() { "'none'".to_string() } else { v.join(" ") };
        format!(
            "default-src 'none'; script-src {}; style-src {}; img-src 'self' data:; connect-src 'self'; \
             form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
            list(&self.scripts),
            list(&self.styles)
        )
    }
}

/// The CSP source of an inline text: `'sha256-…'` (its SHA-256 in base64).
pub(crate) fn hash(text: &str) -> String {
    format!("'sha256-{}'", base64(&Sha256::digest(text.as_bytes())))
}

/// A nonce for one answer: 128 bits no client can guess, in base64, from the operating system's
/// random source; None when it gives nothing (no page is made with a nonce anyone could guess).
#[cfg_attr(
    not(test),
    expect(
        dead_code,
        reason = "docs/serve.md allows a page by a nonce made for the answer; no page is made per answer yet"
    )
)]
pub(crate) fn nonce() -> Option<String> {
    let mut out = [0u8; 16];
    getrandom::fill(&mut out).ok()?;
    Some(base64(&out))
}

/// Standard base64 with padding.
fn base64(bytes: &[u8]) -> String {
    const ABC: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [chunk[0], chunk.get(1).copied().unwrap_or(0), chunk.get(2).copied().unwrap_or(0)];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for (i, shift) in [18, 12, 6, 0].into_iter().enumerate() {
            out.push(if i <= chunk.len() { ABC[(n >> shift) as usize & 63] as char } else { '=' });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_as_rfc_4648_gives_it() {
        // RFC 4648, section 10.
        let cases =
            [("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("foobar", "Zm9vYmFy")];
        for (text, want) in cases {
            assert_eq!(base64(text.as_bytes()), want);
        }
    }

    #[test]
    fn the_hash_of_an_empty_text_is_sha256_s() {
        // SHA-256 of nothing: e3b0c442…b855, in base64.
        assert_eq!(hash(""), "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    }

    #[test]
    fn no_unsafe_inline_and_no_framing() {
        let h = Csp::none().script("a()").style("b{}").header();
        assert!(!h.contains("unsafe"), "{h}");
        assert!(h.contains("frame-ancestors 'none'") && h.contains("default-src 'none'"), "{h}");
        assert!(h.contains(&hash("a()")) && h.contains(&hash("b{}")), "{h}");
        assert!(Csp::none().header().contains("script-src 'none'; style-src 'none'"));
    }

    #[test]
    fn nonces_differ() {
        let (a, b) = (nonce().unwrap(), nonce().unwrap());
        assert_ne!(a, b);
        assert_eq!(a.len(), 24);
    }
}
