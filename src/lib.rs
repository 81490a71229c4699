//! Ribs: the card game, its computer players, and the services that host it.
//!
//! Layers (imports only go down): `discord` → `table` → `store`, `ai`, `game`; `ai` →
//! `game`; `store` → `game`, `rating`; `cli` → `discord`, `table`, `ai`, `game`. `rating`
//! (skill ratings, a pure function of results) imports nothing of ours. `picture` (the
//! table and a trick's reveal drawn as SVG and PNG, a pure function of public views) is a
//! leaf beside `text`: it imports only `game` and `text`, and any layer above may use
//! it. `text` (every sentence, in the reader's language, from the message files in
//! `locales/`: the host's `host.ftl` and one per game) is a leaf too: it imports only
//! `game`, and words the engine's typed values (its errors' `Display` included). The front ends (`discord`, `cli`) reach the store only through the table service,
//! and no rule is decided outside `game`. See `DESIGN.md` in the shared docs for the whole house.

pub mod ai;
pub mod cli;
pub mod core;
pub mod discord;
pub mod games;
pub mod picture;
pub mod rating;
pub mod store;
pub mod table;
pub mod text;
