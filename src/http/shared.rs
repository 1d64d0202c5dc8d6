//! A value one thread makes and many handlers read: the latest is swapped in whole, and a reader
//! takes its own reference to it at once, so no reader ever waits for the maker's work.

use std::sync::{Arc, RwLock};

/// The latest snapshot of a `T`.
#[derive(Debug, Default)]
pub struct Shared<T> {
    now: RwLock<Arc<T>>,
}

impl<T> Shared<T> {
    pub fn new(value: T) -> Shared<T> {
        Shared { now: RwLock::new(Arc::new(value)) }
    }

    /// The latest value (the lock is held only to copy a pointer).
    pub fn get(&self) -> Arc<T> {
        match self.now.read() {
            Ok(g) => g.clone(),
            Err(poisoned) => poisoned.into_inner().clone(),
        }
    }

    /// Put `value` in place of the latest (made beforehand, outside the lock).
    pub fn set(&self, value: T) {
        let value = Arc::new(value);
        match self.now.write() {
            Ok(mut g) => *g = value,
            Err(poisoned) => *poisoned.into_inner() = value,
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
}
