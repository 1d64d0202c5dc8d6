/*!
A hand report a lean game's reader handed back ([`crate::engine::Game::recycle`]), kept for its
buffers (the score, the breakdown, the counts): the game's next report refills them, so a hand's
report allocates little once one was read.
*/

use crate::engine::HandReport;

/// The last hand report handed back, if any. A copy of the game (a checkpoint) starts without
/// one: the buffers are the one game's.
#[derive(Debug, Default)]
pub(crate) struct SpareReport(Option<Box<HandReport>>);

impl SpareReport {
    /// Keep `report` for the next hand's.
    pub(crate) fn keep(&mut self, report: Box<HandReport>) {
        self.0 = Some(report);
    }

    /// The report kept, if any (then none is kept).
    pub(crate) fn take(&mut self) -> Option<Box<HandReport>> {
        self.0.take()
    }
}

impl Clone for SpareReport {
    fn clone(&self) -> SpareReport {
        SpareReport(None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_report_is_taken_once_and_a_copy_keeps_none() {
        let mut spare = SpareReport::default();
        assert!(spare.take().is_none());
        spare.keep(Box::new(HandReport::new(7, 0, crate::engine::Outcome::Played, 2)));
        assert!(spare.clone().take().is_none(), "a copy starts without one");
        assert_eq!(spare.take().map(|r| r.number), Some(7));
        assert!(spare.take().is_none());
    }
}
