//! What came of a form, said once on the page its 303 leads to (a concours's organiser's page and
//! a table's seating form): the sentence is kept on the server under a key of its own, and the
//! address carries only that key (`?m=KEY`). Only tapete's own sentences can appear on those
//! pages: a crafted link's `?m=` names no kept sentence and shows nothing. A sentence is shown
//! once (taken as the page is made); the most recent [`KEPT`] are kept, older ones forgotten.

use std::collections::VecDeque;
use std::sync::Mutex;

/// Sentences kept at most, waiting for their page: a form's 303 is followed at once, so a few
/// are enough; a flood of forms forgets the oldest.
pub(crate) const KEPT: usize = 64;

/// A sentence kept for its page: what came of a form, and whether nothing was done.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Said {
    pub(crate) text: String,
    pub(crate) bad: bool,
}

/// The sentences waiting for their page, by key.
#[derive(Debug, Default)]
pub(crate) struct Flash {
    kept: Mutex<(u64, VecDeque<(String, Said)>)>,
}

impl Flash {
    /// Keep `said` for its page: the key its address carries (`?m=KEY`). Sixteen hex digits from
    /// the system's random source with a counter (the counter alone where the system gives
    /// none: a key names a sentence of tapete's in any case).
    pub(crate) fn put(&self, said: Said) -> String {
        let Ok(mut kept) = self.kept.lock() else { return String::new() };
        kept.0 += 1;
        let mut b = [0u8; 8];
        let salt = getrandom::fill(&mut b).map(|()| u64::from_le_bytes(b)).unwrap_or(0);
        let key = format!("{:016x}", salt ^ kept.0);
        if kept.1.len() >= KEPT {
            kept.1.pop_front();
        }
        kept.1.push_back((key.clone(), said));
        key
    }

    /// The sentence kept under `key`, taken (shown once); none for a key not kept.
    pub(crate) fn take(&self, key: &str) -> Option<Said> {
        let mut kept = self.kept.lock().ok()?;
        let at = kept.1.iter().position(|(k, _)| k == key)?;
        kept.1.remove(at).map(|(_, s)| s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sentence_is_shown_once_a_key_not_kept_shows_nothing_and_the_oldest_are_forgotten() {
        let f = Flash::default();
        let said = Said { text: "Round 2 drawn".into(), bad: false };
        let key = f.put(said.clone());
        assert_eq!(key.len(), 16);
        assert_eq!(f.take("Click here: evil.example"), None);
        assert_eq!(f.take(&key), Some(said));
        assert_eq!(f.take(&key), None, "once");
        let keys: Vec<String> = (0..KEPT + 1).map(|i| f.put(Said { text: i.to_string(), bad: true })).collect();
        assert_eq!(f.take(&keys[0]), None, "the oldest forgotten");
        assert_eq!(f.take(&keys[KEPT]).map(|s| s.text), Some(KEPT.to_string()));
        assert_ne!(keys[1], keys[2]);
    }
}
