//! Helpers shared by the integration tests.
//!
//! Not every helper is used by every test module, so unused items are not warnings.
#![allow(dead_code)]

pub mod database;
pub mod fake_discord;
pub mod referee;
pub mod scan;
