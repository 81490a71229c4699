//! The match: players' actions, the write-ahead of every action, autopilot.

use super::{Actor, Flow, SeatState};
use crate::core::{Seat, SeatSet};
use crate::store::{ActedBy, ActionRecord, MatchResult, TableStatus, UserId, now_ms};
use crate::table::{
    Announcement, Audience, Closing, HandedOver, Hosted, PlayerView, Refusal, TableError,
    TableInfo, UpdateKind,
};

impl<G: Hosted> Actor<G> {
    pub(super) async fn act(
        &mut self,
        user: UserId,
        step: u64,
        action: G::Action,
    ) -> Result<Flow, TableError> {
        let game = match (&self.game, self.status) {
            (Some(game), TableStatus::Playing) => game,
            (_, TableStatus::Lobby) => return Err(TableError::NotStarted),
            _ => return Err(TableError::Over),
        };
        let seat = self.seat_of(user).ok_or(TableError::NotSeated)?;
        if !self.is_current(seat, step) {
            return Err(TableError::Stale);
        }
        if game.outcome().is_some() {
            return Err(TableError::Over);
        }
        game.check(seat, action)
            .map_err(|e| TableError::Rule(Refusal::new::<G>(e)))?;
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
        action: G::Action,
        by: ActedBy,
    ) -> Result<Flow, TableError> {
        let current = self.game.as_ref().expect("during a match");
        let step = current.step();
        let waited = self.waiting();
        // A choice made with others at once is nobody else's business until revealed.
        let secret = matches!(current.to_act(), crate::core::ToAct::Several(_));
        let mut next = current.clone();
        let told = next
            .apply(seat, action)
            .map_err(|e| TableError::Rule(Refusal::new::<G>(e)))?;
        let (events, private) = super::split_told(told);

        let mut decisions = self.decisions.clone();
        if let Some(d) = decisions.get_mut(seat.index()) {
            d.count(by);
        }
        let mut totals = self.tallies.clone();
        let hand = G::count(&mut totals, &next, &events);
        let result = next.outcome().map(|outcome| MatchResult {
            server: self.server,
            winner: outcome.winners().next().map_or(0, |s| s.0),
            seats: self
                .seats
                .iter()
                .map(|s| s.occupant.user())
                .zip(G::seat_tallies(&totals, next.seats()))
                .collect(),
            places: outcome.places.as_slice().to_vec(),
            teams: outcome.teams.map(|teams| teams.as_slice().to_vec()),
            scores: outcome.scores.as_slice().to_vec(),
            resigned: None,
            unrated: unrated(&decisions),
        });
        self.ctx
            .store
            .record_action(ActionRecord {
                table: self.id,
                step,
                seat: seat.0,
                action: serde_json::to_value(action).expect("actions serialize"),
                by,
                at_ms: now_ms(),
                hand,
                result,
            })
            .await?;

        let over = next.outcome().is_some();
        self.game = Some(next);
        self.tallies = totals;
        self.decisions = decisions;
        // A fresh clock for the seat that acted if it is waited for again, and for every
        // seat newly waited for; the others choosing at once keep theirs.
        let waiting = self.waiting();
        let fresh = waiting
            .iter()
            .filter(|&s| s == seat || !waited.contains(s))
            .fold(SeatSet::EMPTY, SeatSet::with);
        self.new_turn(fresh);
        self.waited_from_now(newly_waited(
            seat,
            G::continues_turn(&action),
            waited,
            waiting,
        ));
        if over {
            self.status = TableStatus::Finished;
        }
        self.tell_seats(step, &private);
        let info = self.info();
        self.publish(UpdateKind::Played {
            info: info.clone(),
            seat,
            action: (!secret).then_some(action),
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
    ) -> Result<TableInfo<G>, TableError> {
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
    ) -> Result<TableInfo<G>, TableError> {
        let mut seats = self.seats.clone();
        let state = &mut seats[seat.index()];
        state.handed_over = on;
        if !on {
            state.timeouts = 0;
        }
        let rows = seats.iter().map(SeatState::row).collect();
        self.ctx.store.save_seats(self.id, rows).await?;
        self.seats = seats;
        if self.waiting().contains(seat) {
            // A fresh turn: the computer's pause, or the player's full timer.
            self.new_turn(SeatSet::of(seat));
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
    ) -> Result<TableInfo<G>, TableError> {
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

    pub(super) fn player_view(&self, user: UserId) -> Result<PlayerView<G>, TableError> {
        let seat = self.seat_of(user).ok_or(TableError::NotSeated)?;
        let game = self.game.as_ref().ok_or(TableError::NotStarted)?;
        Ok(PlayerView {
            info: self.info(),
            seat,
            view: game.view(Some(seat)),
        })
    }
}

/// The seats not rated by a match: the autopilot played most of their decisions.
pub(super) fn unrated(decisions: &[super::Decisions]) -> Vec<u8> {
    decisions
        .iter()
        .enumerate()
        .filter(|(_, d)| d.mostly_autopilot())
        .map(|(seat, _)| seat as u8)
        .collect()
}

/// The seats whose turn begins once `seat` acted, the game having waited for `waited` and
/// waiting now for `waiting`: those not waited for before, and `seat` itself if it is
/// asked again, unless alone and its action `continues` its turn (drawing card after
/// card); the others still choosing while one chose stay on their turn.
pub(super) fn newly_waited(
    seat: Seat,
    continues: bool,
    waited: SeatSet,
    waiting: SeatSet,
) -> SeatSet {
    let alone = continues && waited == SeatSet::of(seat) && waiting == SeatSet::of(seat);
    waiting
        .iter()
        .filter(|&s| !waited.contains(s) || (s == seat && !alone))
        .fold(SeatSet::EMPTY, SeatSet::with)
}
