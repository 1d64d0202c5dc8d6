/*!
tapete: a referee and scorekeeper for card games played with real cards at a real table.

A session is its journal of events; the game state is a fold of those events through the
ruleset's game ([`session::Session::apply`]). The table, scripted input, `verify`, `summary` and
the simulator all go through that one function. Games answer with data (`engine`); sentences are
made only in the language catalogues (`i18n`).
*/

#![allow(clippy::needless_range_loop)]

pub mod cards;
pub mod cardset;
pub mod checked;
pub mod cli;
pub mod clock;
pub mod commands;
pub mod concours;
pub mod config;
pub mod engine;
pub mod error;
pub mod files;
pub mod games;
pub mod http;
pub mod i18n;
pub mod journal;
pub mod lan;
pub mod names;
pub mod qr;
pub mod report;
pub mod rules;
pub mod ruleset;
pub mod serve;
pub mod session;
pub mod simulate;
pub mod store;
pub mod suggest;
pub mod table;
pub mod term;
