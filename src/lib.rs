//! Ribs: the card game, its computer players, and the services that host it.
//!
//! Layers (imports only go down): `discord` → `table` → `store`, `ai`, `game`; `ai` →
//! `game`; `store` → `game`, `rating`; `cli` → `discord`, `table`, `ai`, `game`. `rating`
//! (skill ratings, a pure function of results) imports nothing of ours. `picture` (the
//! table and a trick's reveal drawn as SVG and PNG, a pure function of public views) is a
//! leaf beside `text`: it imports only `games`, `cards` and `text`, and any layer above
//! may use it. `text` (every sentence, in the reader's language, from the message files in
//! `locales/`: the host's `host.ftl` and one per game) is a leaf too: it imports only
//! `games`, and words the engine's typed values (its errors' `Display` included). The
//! front ends (`discord`, `cli`) reach the store only through the table service, and no
//! rule is decided outside `games`. `cards` (the standard 52-card deck, every game's but
//! Ribs') and `core` (seats, outcomes, the seeded RNG) are the floor: they import nothing
//! of ours but each other. See `DESIGN.md` in the shared docs for the whole house.

pub mod ai;
pub mod cards;
pub mod cli;
pub mod core;
pub mod discord;
pub mod games;
pub mod picture;
pub mod rating;
pub mod store;
pub mod table;
pub mod text;
