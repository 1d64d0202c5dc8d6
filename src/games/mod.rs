//! The games: each folds journal events into its state through `apply`.

pub mod belote;
pub mod bestia;
pub mod melds;
pub mod perejila;
