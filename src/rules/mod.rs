//! Pure judgement the games share: trick duties and winners, renounce proofs, seating and sides.
//! No state of a session lives here.

pub mod holdings;
pub mod seating;
pub mod trick;
