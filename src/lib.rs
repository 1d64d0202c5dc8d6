/*!
tapete: a referee and scorekeeper for card games played with real cards at a real table.

A session is its journal of events; the game state is a fold of those events through the
ruleset's game ([`session::Session::apply`]). The table, scripted input, `verify`, `summary` and
the simulator all go through that one function. Games answer with data (`engine`); sentences are
made only in the language catalogues (`i18n`).
*/

#![allow(clippy::needless_range_loop)]

#[doc(hidden)]
pub mod cards;
#[doc(hidden)]
pub mod cardset;
pub(crate) mod checked;
pub mod cli;
pub(crate) mod clock;
#[doc(hidden)]
pub mod commands;
#[doc(hidden)]
pub mod concours;
pub(crate) mod config;
#[doc(hidden)]
pub mod engine;
#[doc(hidden)]
pub mod error;
#[doc(hidden)]
pub mod files;
pub(crate) mod folders;
#[doc(hidden)]
pub mod games;
pub(crate) mod http;
#[doc(hidden)]
pub mod i18n;
#[doc(hidden)]
pub mod journal;
#[doc(hidden)]
pub mod lan;
pub(crate) mod names;
pub(crate) mod qr;
#[doc(hidden)]
pub mod report;
#[doc(hidden)]
pub mod rules;
#[doc(hidden)]
pub mod ruleset;
pub(crate) mod serve;
#[doc(hidden)]
pub mod session;
#[doc(hidden)]
pub mod simulate;
pub(crate) mod store;
pub(crate) mod suggest;
pub(crate) mod table;
pub(crate) mod term;
pub(crate) mod vt;
pub(crate) mod watch;
