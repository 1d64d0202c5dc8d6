//! Pure judgement the games share: trick duties and winners, renounce proofs, seating and sides.
//! No state of a session lives here.

pub(crate) mod holdings;
pub(crate) mod seating;
#[doc(hidden)]
pub mod trick;
