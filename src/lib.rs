//! Ribs: the card game, its computer players, and the services that host it.
//!
//! Layers (imports only go down): `discord` → `table` → `game`, `ai`, `store`;
//! `ai` → `game`; `cli` → `discord`, `table`, `game`, `ai`. See `DESIGN.md` in the shared
//! docs for the whole house.

pub mod ai;
pub mod cli;
pub mod discord;
pub mod game;
pub mod store;
pub mod table;
