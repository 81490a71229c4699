//! The match: players' actions, the write-ahead of every action, autopilot.

use super::{Actor, Flow, SeatState};
use crate::games::ribs::{Action, Match, Seat};
use crate::store::{ActedBy, ActionRecord, TableStatus, UserId, now_ms};
use crate::table::{
    Announcement, Audience, Closing, HandedOver, PlayerView, TableError, TableInfo, UpdateKind,
};

impl Actor {
    pub(super) async fn act(
        &mut self,
        user: UserId,
        step: u64,
        action: Action,
    ) -> Result<Flow, TableError> {
        let game = match (&self.game, self.status) {
            (Some(game), TableStatus::Playing) => game,
            (_, TableStatus::Lobby) => return Err(TableError::NotStarted),
            _ => return Err(TableError::Over),
        };
        let seat = self.seat_of(user).ok_or(TableError::NotSeated)?;
        if step != game.step() {
            return Err(TableError::Stale);
        }
        if game.is_over() {
            return Err(TableError::Over);
        }
        game.check(seat, action)?;
        let flow = self.play(seat, action, ActedBy::Player).await?;
        // Acting again takes a timed-out seat off autopilot.
        let state = &mut self.seats[seat.index()];
        if state.timeouts > 0 {
            let was_on = state.timeouts >= 2;
            state.timeouts = 0;
            if was_on && flow == Flow::Open {
                self.save_seats().await;
                let info = self.info();
                self.publish(UpdateKind::Autopilot {
                    info,
                    seat,
                    taken_by: None,
                });
            }
        }
        Ok(flow)
    }

    /// Applies a legal action: to a copy of the match first, then the write-ahead to the
    /// store, and only once that is committed does the table move on and tell anyone.
    pub(super) async fn play(
        &mut self,
        seat: Seat,
        action: Action,
        by: ActedBy,
    ) -> Result<Flow, TableError> {
        let current = self.game.as_ref().expect("during a match");
        let step = current.step();
        let mut next = current.clone();
        let mut events = Vec::new();
        next.apply_to(seat, action, &mut events)?;

        let mut decisions = self.decisions.clone();
        if let Some(d) = decisions.get_mut(seat.index()) {
            d.count(by);
        }
        let (totals, hand, mut result) = self.tallies.after(
            &next,
            &events,
            self.server,
            self.seats.iter().map(|s| s.occupant.user()),
        );
        if let Some(result) = result.as_mut() {
            result.unrated = decisions
                .iter()
                .enumerate()
                .filter(|(_, d)| d.mostly_autopilot())
                .map(|(seat, _)| seat as u8)
                .collect();
        }
        self.ctx
            .store
            .record_action(ActionRecord {
                table: self.id,
                step,
                seat: seat.0,
                action,
                by,
                at_ms: now_ms(),
                hand,
                result,
            })
            .await?;

        self.game = Some(next);
        self.tallies = totals;
        self.decisions = decisions;
        self.new_turn();
        let over = self.game.as_ref().is_some_and(Match::is_over);
        if over {
            self.status = TableStatus::Finished;
        }
        let info = self.info();
        self.publish(UpdateKind::Played {
            info: info.clone(),
            seat,
            action,
            by,
            announcements: Announcement::of_step(step, &events),
            events,
        });
        if over {
            self.publish(UpdateKind::Closed {
                info,
                why: Closing::Won,
            });
            return Ok(Flow::Close);
        }
        Ok(Flow::Open)
    }

    pub(super) async fn set_autopilot(
        &mut self,
        user: UserId,
        on: bool,
    ) -> Result<TableInfo, TableError> {
        let seat = self.seat_of(user).ok_or(TableError::NotSeated)?;
        if self.status != TableStatus::Playing {
            return Err(TableError::NotStarted);
        }
        let state = &self.seats[seat.index()];
        // Taking back a seat is taking it off a hand-over or a timeout; asking for what
        // already is changes nothing, and above all not the turn clock (run again and
        // again, it would hold a timed table forever).
        let unchanged = if on {
            state.handed_over
        } else {
            !state.handed_over && state.timeouts < 2
        };
        if unchanged {
            return Err(TableError::AutopilotAlready { on });
        }
        self.hand_over(seat, on, None).await
    }

    /// Hands `seat` to the autopilot (`on`) or back to its person: saved first (all or
    /// nothing), then a fresh turn if it is on turn, then told.
    async fn hand_over(
        &mut self,
        seat: Seat,
        on: bool,
        taken_by: Option<HandedOver>,
    ) -> Result<TableInfo, TableError> {
        let mut seats = self.seats.clone();
        let state = &mut seats[seat.index()];
        state.handed_over = on;
        if !on {
            state.timeouts = 0;
        }
        let rows = seats.iter().map(SeatState::row).collect();
        self.ctx.store.save_seats(self.id, rows).await?;
        self.seats = seats;
        if self.game.as_ref().and_then(Match::to_act) == Some(seat) {
            // A fresh turn: the computer's pause, or the player's full timer.
            self.new_turn();
        }
        let info = self.info();
        self.publish(UpdateKind::Autopilot {
            info: info.clone(),
            seat,
            taken_by,
        });
        Ok(info)
    }

    /// Another seated person hands the seat on turn to the autopilot, once its person has
    /// held the turn past the hold limit (a table with no timer).
    pub(super) async fn take_over(
        &mut self,
        by: UserId,
        step: u64,
    ) -> Result<TableInfo, TableError> {
        let mine = self.seat_of(by).ok_or(TableError::NotSeated)?;
        let game = match (&self.game, self.status) {
            (Some(game), TableStatus::Playing) => game,
            (_, TableStatus::Lobby) => return Err(TableError::NotStarted),
            _ => return Err(TableError::Over),
        };
        if step != game.step() {
            return Err(TableError::Stale);
        }
        let Some(seat) = self.overdue() else {
            return Err(TableError::NotOverdue);
        };
        if seat == mine {
            return Err(TableError::OwnSeat);
        }
        let after = self.ctx.config.hold_limit;
        let info = self
            .hand_over(seat, true, Some(HandedOver { by, after }))
            .await?;
        if let Some(user) = self.seats[seat.index()].occupant.user() {
            self.send(Audience::Player(user), UpdateKind::TakenOver { by, after });
        }
        Ok(info)
    }

    pub(super) fn player_view(&self, user: UserId) -> Result<PlayerView, TableError> {
        let seat = self.seat_of(user).ok_or(TableError::NotSeated)?;
        let game = self.game.as_ref().ok_or(TableError::NotStarted)?;
        Ok(PlayerView {
            info: self.info(),
            seat,
            view: game.view(seat).snapshot(),
        })
    }
}
