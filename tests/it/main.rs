//! The integration tests, in one binary so that the library and its heavy dependencies are
//! linked once: the engine's properties, the referee and `ribs play` as processes, the
//! computer players, the table service with its SQLite store, and the Discord bot against a
//! fake Discord on 127.0.0.1 (`support::fake_discord`).

mod support;

mod archive_cli;
mod computer_players;
mod copy_db;
mod discord;
mod engine_props;
mod fake_discord_selftest;
mod forget_cli;
mod play;
mod referee;
mod referee_crazy_eights;
mod referee_cribbage;
mod referee_gin_rummy;
mod referee_oh_hell;
mod serve;
mod tables;
