//! Helpers shared by the integration tests (`mod support;` in a test file).
//!
//! Each test binary uses a different part of these helpers, so unused items are not warnings.
#![allow(dead_code)]

pub mod fake_discord;
