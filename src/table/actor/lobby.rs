//! The lobby: joining, leaving, computer players, starting, cancelling and stopping.

use super::{Actor, Flow, SeatState};
use crate::ai::Level;
use crate::core::{Seat, SeatSet};
use crate::games::GameOptions;
use crate::store::{MatchResult, TableStatus, UserId, now_ms};
use crate::table::{Closing, Hosted, Occupant, Player, TableError, TableInfo, UpdateKind};

impl<G: Hosted> Actor<G> {
    pub(super) fn seat_of(&self, user: UserId) -> Option<Seat> {
        self.seats
            .iter()
            .position(|s| s.occupant.user() == Some(user))
            .map(|i| Seat(i as u8))
    }

    pub(super) fn in_lobby(&self) -> Result<(), TableError> {
        match self.status {
            TableStatus::Lobby => Ok(()),
            _ => Err(TableError::Started),
        }
    }

    pub(super) async fn save_seats(&self) {
        let rows = self.seats.iter().map(SeatState::row).collect();
        if let Err(e) = self.ctx.store.save_seats(self.id, rows).await {
            tracing::error!(table = %self.id, error = %e, "seats not saved");
        }
    }

    pub(super) async fn lobby_changed(
        &mut self,
        previous: Vec<SeatState>,
        joining: Option<UserId>,
    ) -> Result<TableInfo<G>, TableError> {
        let rows = self.seats.iter().map(SeatState::row).collect();
        let saved = match joining {
            // Checked with the write: a person may be at only so many open tables.
            Some(user) => {
                let cap = self.ctx.config.caps.per_person;
                self.ctx.store.join_seats(self.id, rows, user, cap).await
            }
            None => self.ctx.store.save_seats(self.id, rows).await,
        };
        if let Err(e) = saved {
            self.seats = previous;
            return Err(e.into());
        }
        let info = self.info();
        self.publish(UpdateKind::Lobby { info: info.clone() });
        Ok(info)
    }

    pub(super) async fn join(&mut self, player: Player) -> Result<TableInfo<G>, TableError> {
        self.in_lobby()?;
        if self.seat_of(player.id).is_some() {
            return Err(TableError::AlreadySeated);
        }
        if self.seats.len() >= usize::from(Self::max_seats()) {
            return Err(TableError::Full(Self::max_seats()));
        }
        let previous = self.seats.clone();
        self.seats.push(SeatState::human(&player));
        self.lobby_changed(previous, Some(player.id)).await
    }

    pub(super) async fn leave(&mut self, user: UserId) -> (Result<TableInfo<G>, TableError>, Flow) {
        if let Err(e) = self.in_lobby() {
            return (
                Err(if self.seat_of(user).is_some() {
                    TableError::CannotLeave
                } else {
                    e
                }),
                Flow::Open,
            );
        }
        let Some(seat) = self.seat_of(user) else {
            return (Err(TableError::NotSeated), Flow::Open);
        };
        let previous = self.seats.clone();
        self.seats.remove(seat.index());
        if user == self.host {
            match self.seats.iter().find_map(|s| s.occupant.user()) {
                Some(next) => self.host = next,
                None => {
                    // Nobody left to host: the lobby closes.
                    return match self.close_as(Closing::Cancelled { by: user }).await {
                        Ok(info) => (Ok(info), Flow::Close),
                        Err(e) => {
                            self.seats = previous;
                            (Err(e), Flow::Open)
                        }
                    };
                }
            }
        }
        (self.lobby_changed(previous, None).await, Flow::Open)
    }

    pub(super) async fn add_computer(
        &mut self,
        by: UserId,
        level: Level,
    ) -> Result<TableInfo<G>, TableError> {
        self.in_lobby()?;
        if self.seat_of(by).is_none() {
            return Err(TableError::NotSeated);
        }
        if self.seats.len() >= usize::from(Self::max_seats()) {
            return Err(TableError::Full(Self::max_seats()));
        }
        let previous = self.seats.clone();
        self.seat_computer(level);
        self.lobby_changed(previous, None).await
    }

    pub(super) async fn remove_computer(&mut self, by: UserId) -> Result<TableInfo<G>, TableError> {
        self.in_lobby()?;
        if by != self.host {
            return Err(TableError::NotHost("remove computer players"));
        }
        let Some(last) = self
            .seats
            .iter()
            .rposition(|s| matches!(s.occupant, Occupant::Computer { .. }))
        else {
            return Err(TableError::NoComputer);
        };
        let previous = self.seats.clone();
        self.seats.remove(last);
        self.lobby_changed(previous, None).await
    }

    /// The host sets one of the game's options in the lobby, `key` to `value` in their text
    /// forms: checked by the game's own options, stored, then shown. Setting what already
    /// is changes nothing.
    pub(super) async fn set_option(
        &mut self,
        by: UserId,
        key: &str,
        value: &str,
    ) -> Result<TableInfo<G>, TableError> {
        self.in_lobby()?;
        if by != self.host {
            return Err(TableError::NotHost("change the table's options"));
        }
        let options = self
            .options
            .with(key, value)
            .map_err(|_| TableError::BadOption {
                key: key.to_string(),
                value: value.to_string(),
            })?;
        if options != self.options {
            self.ctx.store.set_options(self.id, &options).await?;
            self.options = options;
            let info = self.info();
            self.publish(UpdateKind::Lobby { info: info.clone() });
        }
        Ok(self.info())
    }

    pub(super) async fn start(&mut self, by: UserId) -> Result<TableInfo<G>, TableError> {
        self.in_lobby()?;
        if by != self.host {
            return Err(TableError::NotHost("start the match"));
        }
        let n = self.seats.len();
        let game = self.new_match()?;
        let rows = self.seats.iter().map(SeatState::row).collect();
        self.ctx.store.start_match(self.id, rows, now_ms()).await?;
        let (events, private) = super::split_told(game.opening_events());
        self.game = Some(game);
        self.status = TableStatus::Playing;
        self.tallies = G::no_totals(n as u8);
        self.decisions = vec![Default::default(); n];
        self.new_turn(SeatSet::all(n as u8));
        self.waited_from_now(SeatSet::all(n as u8));
        self.tell_seats(0, &private);
        let info = self.info();
        self.publish(UpdateKind::Started {
            info: info.clone(),
            events,
        });
        Ok(info)
    }

    /// Cancels the lobby (`cancel`) or stops the match.
    pub(super) async fn close(
        &mut self,
        by: UserId,
        admin: bool,
        cancel: bool,
    ) -> Result<TableInfo<G>, TableError> {
        if cancel {
            self.in_lobby()?;
            if by != self.host {
                return Err(TableError::NotHost("cancel the table"));
            }
            return self.close_as(Closing::Cancelled { by }).await;
        }
        if by != self.host && !admin {
            return Err(TableError::NotHost("stop the match (or a server manager)"));
        }
        if self.status == TableStatus::Lobby {
            self.close_as(Closing::Cancelled { by }).await
        } else if by == self.host && self.stop_is_resignation() {
            // A losing host cannot stop their way out of a result: once a hand is complete
            // their stop is a resignation, recorded with them last.
            self.resign(by).await
        } else {
            let admin = by != self.host;
            self.close_as(Closing::Stopped { by, admin }).await
        }
    }

    /// Whether the host's stop now is a resignation: the game's progress says (for Ribs,
    /// once a hand is complete).
    fn stop_is_resignation(&self) -> bool {
        self.game
            .as_ref()
            .is_some_and(|g| g.progress().stop_is_resignation())
    }

    /// The host resigns: the match is recorded (and rated) as it stands, ranked as the game
    /// ranks a resignation (for Ribs: the host last, the best of the others by hand wins,
    /// then points, first).
    async fn resign(&mut self, by: UserId) -> Result<TableInfo<G>, TableError> {
        let host = self.seat_of(by).ok_or(TableError::NotSeated)?;
        let game = self.game.as_ref().ok_or(TableError::NotStarted)?;
        let outcome = game.resigned(host);
        let winner = outcome
            .winners()
            .next()
            .ok_or(TableError::Players(self.seats.len()))?
            .index();
        let result = MatchResult {
            server: self.server,
            winner: winner as u8,
            seats: self
                .seats
                .iter()
                .map(|s| s.occupant.user())
                .zip(G::seat_tallies(&self.tallies, game.seats()))
                .collect(),
            places: outcome.places.as_slice().to_vec(),
            teams: outcome.teams.map(|teams| teams.as_slice().to_vec()),
            scores: outcome.scores.as_slice().to_vec(),
            resigned: Some(host.0),
            unrated: self.unrated(),
        };
        let why = Closing::Resigned {
            by,
            winner: Seat(winner as u8),
        };
        let closing = serde_json::to_string(&why).expect("a closing serializes");
        self.ctx
            .store
            .resign(self.id, now_ms(), closing, result)
            .await?;
        self.status = TableStatus::Finished;
        let info = self.info();
        self.publish(UpdateKind::Closed {
            info: info.clone(),
            why,
        });
        Ok(info)
    }

    /// Closes the table without a result (a won match closes as it is recorded): stored
    /// first, then told.
    pub(super) async fn close_as(&mut self, why: Closing) -> Result<TableInfo<G>, TableError> {
        let status = match why {
            Closing::Won | Closing::Resigned { .. } => TableStatus::Finished,
            Closing::Cancelled { .. } | Closing::Expired { .. } => TableStatus::Cancelled,
            Closing::Stopped { .. } | Closing::Failed | Closing::PlaceLost => TableStatus::Stopped,
        };
        let closing = serde_json::to_string(&why).expect("a closing serializes");
        self.ctx
            .store
            .end_table(self.id, status, now_ms(), Some(closing))
            .await?;
        self.status = status;
        let info = self.info();
        self.publish(UpdateKind::Closed {
            info: info.clone(),
            why,
        });
        Ok(info)
    }
}
