//! A value one thread makes and many handlers read: the latest is swapped in whole, and a reader
//! takes its own reference to it at once, so no reader ever waits for the maker's work. Each
//! value has a tag of its own (an HTTP entity tag): a client that has the latest is answered 304.

use std::sync::{Arc, RwLock};

/// The latest snapshot of a `T`, and its tag.
#[derive(Debug, Default)]
pub(crate) struct Shared<T> {
    now: RwLock<(u64, Arc<T>)>,
    /// What this run's tags start with, so that a server started again never says "not
    /// modified" of a value of the run before.
    run: u64,
}

impl<T> Shared<T> {
    pub(crate) fn new(value: T) -> Shared<T> {
        let run = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64);
        Shared { now: RwLock::new((0, Arc::new(value))), run }
    }

    /// The latest value (the lock is held only to copy a pointer).
    pub(crate) fn get(&self) -> Arc<T> {
        self.tagged().1
    }

    /// The latest value and its entity tag (`"RUN-VERSION"`).
    pub(crate) fn tagged(&self) -> (String, Arc<T>) {
        let (version, value) = match self.now.read() {
            Ok(g) => g.clone(),
            Err(poisoned) => poisoned.into_inner().clone(),
        };
        (format!("\"{:x}-{version}\"", self.run), value)
    }

    /// Put `value` in place of the latest (made beforehand, outside the lock).
    pub(crate) fn set(&self, value: T) {
        let value = Arc::new(value);
        match self.now.write() {
            Ok(mut g) => *g = (g.0 + 1, value),
            Err(poisoned) => {
                let mut g = poisoned.into_inner();
                *g = (g.0 + 1, value)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reader_keeps_what_it_took_while_the_next_is_swapped_in() {
        let s = Shared::new(1);
        let before = s.get();
        s.set(2);
        assert_eq!((*before, *s.get()), (1, 2));
    }

    #[test]
    fn each_value_has_its_own_tag() {
        let s = Shared::new(1);
        let (a, _) = s.tagged();
        assert_eq!(s.tagged().0, a, "the same value, the same tag");
        s.set(1);
        assert_ne!(s.tagged().0, a, "a value set again is another");
        assert!(a.starts_with('"') && a.ends_with('"'), "{a}");
    }
}
