//! Pure judgement the games share: trick duties and winners, renounce proofs, seating and sides,
//! Belote combinations and their award. No state of a session lives here.

pub mod holdings;
pub mod melds;
pub mod seating;
pub mod trick;
