//! Which of the bot's shards a process runs: Discord decides which shard receives a
//! server's events (`shard = (guild_id >> 22) % total`), so a bot that outgrows one process
//! runs a range of shards in each. `RIBS_SHARDS=A..B` (half-open) with `RIBS_SHARD_TOTAL=N`,
//! or `ribs serve --shards A..B --shard-total N`; without them the bot autoshards in one
//! process. One process owns a SQLite file, so on SQLite only the whole range may be given.

use std::fmt;
use std::ops::Range;
use std::str::FromStr;

use thiserror::Error;

/// A half-open range of shards `start..end` out of `total`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardRange {
    pub start: u32,
    pub end: u32,
    pub total: u32,
}

/// Why a shard range cannot be used.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum ShardError {
    #[error("RIBS_SHARDS must look like A..B (a half-open range, e.g. 0..2), not {0:?}")]
    Syntax(String),
    #[error("RIBS_SHARD_TOTAL must be a positive number, not {0:?}")]
    Total(String),
    #[error(
        "RIBS_SHARDS {start}..{end} must hold at least one shard, within 0..{total} (RIBS_SHARD_TOTAL)"
    )]
    OutOfRange { start: u32, end: u32, total: u32 },
    #[error("RIBS_SHARDS and RIBS_SHARD_TOTAL go together: give both, or neither to autoshard")]
    HalfGiven,
    #[error(
        "RIBS_SHARDS {start}..{end} of {total} is part of the bot, but a SQLite database belongs to one process, which runs every shard: use 0..{total}, or PostgreSQL for several processes"
    )]
    PartialOnSqlite { start: u32, end: u32, total: u32 },
}

impl ShardRange {
    /// The range from its two settings, both given or neither (`None`: autoshard).
    ///
    /// # Errors
    /// When only one is given, either is malformed, or the range is empty or past the total.
    pub fn from_settings(
        shards: Option<&str>,
        total: Option<&str>,
    ) -> Result<Option<ShardRange>, ShardError> {
        match (shards, total) {
            (None, None) => Ok(None),
            (Some(shards), Some(total)) => {
                let total: u32 = total
                    .trim()
                    .parse()
                    .ok()
                    .filter(|t| *t > 0)
                    .ok_or_else(|| ShardError::Total(total.to_string()))?;
                let range: Range<u32> = parse_range(shards)?;
                let range = ShardRange {
                    start: range.start,
                    end: range.end,
                    total,
                };
                if range.start >= range.end || range.end > total {
                    return Err(ShardError::OutOfRange {
                        start: range.start,
                        end: range.end,
                        total,
                    });
                }
                Ok(Some(range))
            }
            _ => Err(ShardError::HalfGiven),
        }
    }

    /// Whether this process runs every shard of the bot.
    pub fn is_whole(self) -> bool {
        self.start == 0 && self.end == self.total
    }

    /// The shard a server's events come on (Discord's rule; DMs, server 0, on shard 0).
    pub fn shard_of(guild: u64, total: u32) -> u32 {
        u32::try_from((guild >> 22) % u64::from(total.max(1))).unwrap_or(0)
    }

    /// Whether this process runs the shard of `guild`.
    pub fn runs(self, guild: u64) -> bool {
        (self.start..self.end).contains(&Self::shard_of(guild, self.total))
    }

    /// The range as serenity's `start_shard_range` takes it: its end is inclusive there
    /// (it initialises `end - start + 1` shards), so `A..B` becomes `A..B-1`.
    pub fn serenity_range(self) -> Range<u32> {
        self.start..self.end - 1
    }

    /// Refuses a partial range on a database that one process owns.
    ///
    /// # Errors
    /// [`ShardError::PartialOnSqlite`].
    pub fn check_sqlite(self) -> Result<(), ShardError> {
        if self.is_whole() {
            Ok(())
        } else {
            Err(ShardError::PartialOnSqlite {
                start: self.start,
                end: self.end,
                total: self.total,
            })
        }
    }
}

fn parse_range(text: &str) -> Result<Range<u32>, ShardError> {
    let bad = || ShardError::Syntax(text.to_string());
    let (start, end) = text.trim().split_once("..").ok_or_else(bad)?;
    Ok(start.trim().parse().map_err(|_| bad())?..end.trim().parse().map_err(|_| bad())?)
}

impl FromStr for ShardRange {
    type Err = ShardError;

    /// `A..B/N`, the form the range is logged in.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (range, total) = s
            .split_once('/')
            .ok_or_else(|| ShardError::Syntax(s.to_string()))?;
        ShardRange::from_settings(Some(range), Some(total))?
            .ok_or_else(|| ShardError::Syntax(s.to_string()))
    }
}

impl fmt::Display for ShardRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}..{}/{}", self.start, self.end, self.total)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_range_is_read_from_its_two_settings_or_refused_clearly() {
        assert_eq!(ShardRange::from_settings(None, None), Ok(None));
        assert_eq!(
            ShardRange::from_settings(Some("2..4"), Some("4")),
            Ok(Some(ShardRange {
                start: 2,
                end: 4,
                total: 4
            }))
        );
        assert_eq!(
            ShardRange::from_settings(Some("0..2"), None),
            Err(ShardError::HalfGiven)
        );
        assert!(matches!(
            ShardRange::from_settings(Some("2-4"), Some("4")),
            Err(ShardError::Syntax(_))
        ));
        assert!(matches!(
            ShardRange::from_settings(Some("0..2"), Some("0")),
            Err(ShardError::Total(_))
        ));
        for (range, total) in [("2..2", "4"), ("3..2", "4"), ("2..5", "4")] {
            assert!(
                matches!(
                    ShardRange::from_settings(Some(range), Some(total)),
                    Err(ShardError::OutOfRange { .. })
                ),
                "{range} of {total}"
            );
        }
        let shown: ShardRange = "0..2/4".parse().unwrap();
        assert_eq!(shown.to_string(), "0..2/4");
    }

    #[test]
    fn serenity_is_given_the_inclusive_end_it_expects() {
        let range = ShardRange {
            start: 2,
            end: 4,
            total: 4,
        };
        // serenity starts `end - start + 1` shards from `start`: 2 and 3.
        let given = range.serenity_range();
        assert_eq!(given.end - given.start + 1, 2);
        assert_eq!((given.start, given.end), (2, 3));
        let one = ShardRange {
            start: 0,
            end: 1,
            total: 1,
        };
        assert_eq!(one.serenity_range(), 0..0);
    }

    #[test]
    fn a_server_belongs_to_the_shard_discord_sends_its_events_on() {
        // Discord's example: guild 41771983423143937 on 2 shards... (id >> 22) % total.
        let guild: u64 = 81_384_788_765_712_384;
        assert_eq!(ShardRange::shard_of(guild, 4), ((guild >> 22) % 4) as u32);
        assert_eq!(ShardRange::shard_of(0, 4), 0, "DMs and server 0: shard 0");
        let low = ShardRange {
            start: 0,
            end: 2,
            total: 4,
        };
        let high = ShardRange {
            start: 2,
            end: 4,
            total: 4,
        };
        for guild in (0..64u64).map(|i| (i << 22) | 12_345) {
            assert!(low.runs(guild) != high.runs(guild), "each server runs once");
        }
    }

    #[test]
    fn a_sqlite_bot_runs_every_shard_in_its_one_process() {
        let whole = ShardRange {
            start: 0,
            end: 4,
            total: 4,
        };
        assert_eq!(whole.check_sqlite(), Ok(()));
        let part = ShardRange {
            start: 0,
            end: 2,
            total: 4,
        };
        assert!(matches!(
            part.check_sqlite(),
            Err(ShardError::PartialOnSqlite { .. })
        ));
    }
}
