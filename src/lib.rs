/*!
tapete: a referee and scorekeeper for card games played with real cards at a real table.

A session is its journal of events; the game state is a fold of those events through the
ruleset's referee ([`session::Session::apply`]). The table prompts, scripted input and `verify`
all go through that one function.
*/

#![allow(clippy::needless_range_loop)]

pub mod cards;
pub mod cardset;
pub mod checked;
pub mod cli;
pub mod clock;
pub mod commands;
pub mod error;
pub mod fastsim;
pub mod files;
pub mod games;
pub mod holdings;
pub mod i18n;
pub mod journal;
pub mod names;
pub mod referee;
pub mod report;
pub mod report_table;
pub mod ruleset;
pub mod seating;
pub mod session;
pub mod simulate;
pub mod store;
pub mod table;
pub mod term;
