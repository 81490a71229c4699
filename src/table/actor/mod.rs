//! The task that owns one table: its mailbox, its timers, and every change to it.

use std::time::Duration;

use tokio::sync::mpsc;
use tokio::time::{Instant, sleep_until};
use tokio_util::sync::CancellationToken;

use super::tally::Totals;
use super::{
    Audience, Occupant, Player, Request, ResumeError, SeatInfo, TableConfig, TableError, TableInfo,
    TableSettings, Update, UpdateKind,
};
use crate::ai::{self, Level};
use crate::games::Game;
use crate::games::ribs::{Action, MAX_SEATS, Match, Options, Seat};
use crate::store::{
    ActedBy, Autopilot, MatchId, NewTable, PlaceId, SeatRow, ServerId, Store, StoreError,
    StoredTable, TableStatus, UserId,
};

mod lobby;
mod play;

/// What every table task shares with the service.
#[derive(Clone)]
pub(crate) struct Wiring {
    pub store: Store,
    pub config: TableConfig,
    pub updates: mpsc::UnboundedSender<Update>,
    pub shutdown: CancellationToken,
}

#[derive(Clone, Debug)]
struct SeatState {
    occupant: Occupant,
    handed_over: bool,
    timeouts: u8,
    /// The person's name on the boards ([`Player::display`]), when they sat down since the
    /// table was last rebuilt (else the stored one stands).
    display: Option<String>,
}

impl SeatState {
    fn human(player: &Player) -> SeatState {
        SeatState {
            occupant: Occupant::Human {
                user: player.id,
                name: player.name.clone(),
            },
            handed_over: false,
            timeouts: 0,
            display: Some(player.display.clone()),
        }
    }

    fn on_autopilot(&self) -> bool {
        matches!(self.occupant, Occupant::Computer { .. }) || self.handed_over || self.timeouts >= 2
    }

    fn row(&self) -> SeatRow {
        let (user, computer) = match &self.occupant {
            Occupant::Human { user, .. } => (Some(*user), None),
            Occupant::Computer { level, .. } => (None, Some(level.as_str().to_string())),
        };
        SeatRow {
            user,
            computer,
            name: self.occupant.name().to_string(),
            autopilot: if self.handed_over {
                Autopilot::HandedOver
            } else if self.timeouts >= 2 {
                Autopilot::TimedOut
            } else {
                Autopilot::Off
            },
            display: self.display.clone(),
        }
    }
}

/// Whether the table stays open after a command.
#[derive(PartialEq, Eq)]
enum Flow {
    Open,
    Close,
}

pub(crate) struct Actor {
    ctx: Wiring,
    id: MatchId,
    place: PlaceId,
    /// The thread the match is played in, once one is opened for it.
    thread: Option<PlaceId>,
    server: ServerId,
    host: UserId,
    options: Options,
    turn_timer: Option<Duration>,
    seed: u64,
    status: TableStatus,
    seats: Vec<SeatState>,
    game: Option<Match>,
    /// Each seat's totals over the finished hands of the match.
    tallies: Totals,
    /// When the seat on turn began its turn: timers count from here.
    turn_started: Instant,
    /// The others were told the seat on turn is overdue (this turn).
    overdue_told: bool,
    /// When the lobby closes by itself if nobody has started it.
    lobby_deadline: Instant,
    /// Per seat: the decisions its person made, and those the autopilot made for them.
    decisions: Vec<Decisions>,
    /// The database refuses the table's writes: when to try again, and when that was last
    /// logged (once a minute at most).
    failing: Option<Failing>,
}

/// A table whose writes fail (see [`Actor::failing`]).
#[derive(Clone, Copy, Debug)]
struct Failing {
    retry_at: Instant,
    logged_at: Instant,
}

/// How often a table whose writes fail says so in the log.
const LOG_EVERY: Duration = Duration::from_secs(60);

impl Failing {
    /// The state after another failed write at `now` (`before`: the state until then),
    /// and whether to log it: the first failure, then once a minute at most.
    fn after(before: Option<Failing>, now: Instant, retry: Duration) -> (Failing, bool) {
        let log = before.is_none_or(|f| now.saturating_duration_since(f.logged_at) >= LOG_EVERY);
        let failing = Failing {
            retry_at: now + retry,
            logged_at: match before {
                Some(f) if !log => f.logged_at,
                _ => now,
            },
        };
        (failing, log)
    }
}

/// Who made a seat's decisions in a match: its person, or the autopilot for them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Decisions {
    own: u32,
    autopilot: u32,
}

impl Decisions {
    fn count(&mut self, by: ActedBy) {
        match by {
            ActedBy::Player => self.own += 1,
            ActedBy::Autopilot => self.autopilot += 1,
            ActedBy::Computer => {}
        }
    }

    /// Whether the autopilot played more than half of the seat's decisions: the match
    /// then says nothing of its person's skill, and does not rate them.
    fn mostly_autopilot(self) -> bool {
        self.autopilot > self.own
    }
}

impl Actor {
    /// Opens a new lobby and records it.
    pub(crate) async fn create(
        place: PlaceId,
        server: ServerId,
        host: Player,
        settings: TableSettings,
        ctx: Wiring,
    ) -> Result<(Actor, TableInfo), TableError> {
        let lobby_timeout = ctx.config.lobby_timeout;
        let room = usize::from(MAX_SEATS) - 1;
        if settings.computers.len() > room {
            return Err(TableError::TooManyComputers {
                asked: settings.computers.len(),
                room,
            });
        }
        let mut actor = Actor {
            ctx,
            id: MatchId(0),
            place,
            thread: None,
            server,
            host: host.id,
            options: settings.options,
            turn_timer: settings.turn_timer,
            seed: settings.seed.unwrap_or_else(rand::random),
            status: TableStatus::Lobby,
            seats: vec![SeatState::human(&host)],
            game: None,
            tallies: Totals::default(),
            turn_started: Instant::now(),
            overdue_told: false,
            lobby_deadline: Instant::now() + lobby_timeout,
            decisions: Vec::new(),
            failing: None,
        };
        for level in settings.computers {
            actor.seat_computer(level);
        }
        let created = actor
            .ctx
            .store
            .create_table(NewTable {
                game: settings.game,
                caps: actor.ctx.config.caps,
                rematch_of: settings.rematch_of,
                place,
                server,
                host: host.id,
                host_name: host.display,
                options: actor.options,
                turn_timer: actor.turn_timer,
                seed: actor.seed,
                seats: actor.seats.iter().map(SeatState::row).collect(),
                frontend: settings.frontend,
            })
            .await;
        actor.id = match created {
            Ok(id) => id,
            Err(StoreError::PlaceTaken { .. }) => return Err(TableError::TableExists),
            Err(e) => return Err(e.into()),
        };
        let info = actor.info();
        actor.publish(UpdateKind::Lobby { info: info.clone() });
        Ok((actor, info))
    }

    /// Rebuilds a stored table: the lobby as it was, or the match replayed from its log.
    /// The seat on turn starts its turn afresh: time the table was down (a restart, a crash)
    /// is never charged to its timer.
    ///
    /// # Errors
    /// A seat that does not parse, or a log that does not replay.
    pub(crate) fn resume(stored: StoredTable, ctx: Wiring) -> Result<Actor, ResumeError> {
        let seats = stored
            .seats
            .iter()
            .enumerate()
            .map(|(i, row)| {
                let occupant = Occupant::of_row(i, row)?;
                Ok(SeatState {
                    occupant,
                    handed_over: row.autopilot == Autopilot::HandedOver,
                    timeouts: if row.autopilot == Autopilot::TimedOut {
                        2
                    } else {
                        0
                    },
                    display: None,
                })
            })
            .collect::<Result<Vec<_>, ResumeError>>()?;
        let mut actor = Actor {
            ctx,
            id: stored.id,
            place: stored.place,
            thread: stored.thread,
            server: stored.server,
            host: stored.host,
            options: stored.options,
            turn_timer: stored.turn_timer,
            seed: stored.seed,
            status: stored.status,
            tallies: Totals::new(seats.len()),
            seats,
            game: None,
            turn_started: Instant::now(),
            overdue_told: false,
            lobby_deadline: Instant::now(),
            decisions: Vec::new(),
            failing: None,
        };
        actor.decisions = vec![Decisions::default(); actor.seats.len()];
        for action in &stored.actions {
            if let Some(d) = actor.decisions.get_mut(usize::from(action.seat)) {
                d.count(action.by);
            }
        }
        // A lobby left open by a stop goes on waiting only for the rest of its time.
        let age = Duration::from_millis(
            u64::try_from(crate::store::now_ms() - stored.created_at_ms).unwrap_or(0),
        );
        actor.lobby_deadline = Instant::now() + actor.ctx.config.lobby_timeout.saturating_sub(age);
        // A match that was started is rebuilt whatever its status, so that a closed one can
        // still be shown (and its owed announcements made) as it ended.
        if stored.status == TableStatus::Playing || stored.started_at_ms.is_some() {
            let log = stored.actions.iter().map(|a| (Seat(a.seat), a.action));
            let (game, totals) =
                Totals::replay(actor.options, actor.seats.len() as u8, actor.seed, log)?;
            actor.tallies = totals;
            actor.game = Some(game);
        }
        Ok(actor)
    }

    fn new_match(&self) -> Result<Match, TableError> {
        Match::new(self.options, self.seats.len() as u8, self.seed)
            .map_err(|_| TableError::Players(self.seats.len()))
    }

    /// Seats a computer player under the first of [`super::COMPUTER_NAMES`] not taken.
    fn seat_computer(&mut self, level: Level) {
        let taken = |name: &str| self.seats.iter().any(|s| s.occupant.name() == name);
        let name = super::COMPUTER_NAMES
            .iter()
            .find(|n| !taken(n))
            .map_or_else(
                || format!("Computer {}", self.seats.len()),
                |n| n.to_string(),
            );
        self.seats.push(SeatState {
            occupant: Occupant::Computer { level, name },
            handed_over: false,
            timeouts: 0,
            display: None,
        });
    }

    pub(crate) async fn run(mut self, mut mailbox: mpsc::Receiver<Request>) {
        let shutdown = self.ctx.shutdown.clone();
        loop {
            let wake = self.next_wake();
            let flow = tokio::select! {
                biased;
                () = shutdown.cancelled() => Flow::Close,
                command = mailbox.recv() => match command {
                    Some(command) => self.handle(command).await,
                    None => Flow::Close,
                },
                () = sleep_until(wake.unwrap_or_else(Instant::now)), if wake.is_some() => {
                    self.on_timer().await
                }
            };
            if flow == Flow::Close {
                break;
            }
        }
    }

    /// When the table must act on its own next: a lobby nobody started closes, a
    /// computer's (or autopilot's) move after the pause, the end of a human's turn timer,
    /// or (no timer) the moment a person has held the turn past the hold limit.
    fn next_wake(&self) -> Option<Instant> {
        if self.status == TableStatus::Lobby {
            return Some(self.lobby_deadline);
        }
        let seat = self.game.as_ref()?.to_act()?;
        let wake = if self.seats[seat.index()].on_autopilot() {
            Some(self.turn_started + self.ctx.config.computer_pause)
        } else if let Some(timer) = self.turn_timer {
            Some(self.turn_started + timer)
        } else {
            (!self.overdue_told).then_some(self.turn_started + self.ctx.config.hold_limit)
        };
        // While writes fail, a move is tried again every few seconds, never sooner.
        match self.failing {
            Some(failing) => wake.map(|w| w.max(failing.retry_at)),
            None => wake,
        }
    }

    /// The seat on turn, when its person has held the turn past the hold limit on a table
    /// with no timer.
    fn overdue(&self) -> Option<Seat> {
        if self.turn_timer.is_some() || self.status != TableStatus::Playing {
            return None;
        }
        let seat = self.game.as_ref()?.to_act()?;
        let held = Instant::now().saturating_duration_since(self.turn_started);
        (!self.seats[seat.index()].on_autopilot() && held >= self.ctx.config.hold_limit)
            .then_some(seat)
    }

    /// The database refused a move: the table waits and tries again every few seconds (its
    /// turn clock untouched), says so in the log once a minute at most, and tells the
    /// players once.
    fn cannot_save(&mut self, error: &crate::store::StoreError) {
        let first = self.failing.is_none();
        let (failing, log) =
            Failing::after(self.failing, Instant::now(), self.ctx.config.retry_write);
        if log {
            tracing::error!(table = %self.id, error = %error, "the table cannot save its moves; it waits and tries again");
        }
        self.failing = Some(failing);
        if first {
            let info = self.info();
            self.publish(UpdateKind::Saving { info });
        }
    }

    /// A write went through after failing: the table plays on, and says so.
    fn saving_again(&mut self) {
        if self.failing.take().is_some() {
            tracing::info!(table = %self.id, "the table saves again; it plays on");
            let info = self.info();
            self.publish(UpdateKind::Saving { info });
        }
    }

    /// The seats not rated by this match: the autopilot played most of their decisions.
    fn unrated(&self) -> Vec<u8> {
        self.decisions
            .iter()
            .enumerate()
            .filter(|(_, d)| d.mostly_autopilot())
            .map(|(seat, _)| seat as u8)
            .collect()
    }

    /// A new turn begins (or the seat on turn changes hands): its clock starts afresh.
    fn new_turn(&mut self) {
        self.turn_started = Instant::now();
        self.overdue_told = false;
    }

    async fn on_timer(&mut self) -> Flow {
        if self.status == TableStatus::Lobby {
            let after_secs = self.ctx.config.lobby_timeout.as_secs();
            return match self.close_as(super::Closing::Expired { after_secs }).await {
                Ok(_) => Flow::Close,
                Err(e) => {
                    tracing::error!(error = %e, "an expired lobby could not be closed; trying again");
                    self.lobby_deadline =
                        Instant::now() + self.ctx.config.computer_pause.max(Duration::from_secs(5));
                    Flow::Open
                }
            };
        }
        let Some(seat) = self.game.as_ref().and_then(Match::to_act) else {
            return Flow::Open;
        };
        let state = &self.seats[seat.index()];
        if self.turn_timer.is_none() && !state.on_autopilot() {
            // The person on turn has held it past the hold limit: the others may now hand
            // the seat to the autopilot.
            self.overdue_told = true;
            let info = self.info();
            self.publish(UpdateKind::Overdue { info, seat });
            return Flow::Open;
        }
        let by = match state.occupant {
            Occupant::Computer { .. } => ActedBy::Computer,
            Occupant::Human { .. } => ActedBy::Autopilot,
        };
        let timed_out = !state.on_autopilot();
        let action = self.computer_action(seat).await;
        let flow = match self.play(seat, action, by).await {
            Ok(flow) => {
                self.saving_again();
                flow
            }
            Err(TableError::Store(e)) => {
                self.cannot_save(&e);
                return Flow::Open;
            }
            Err(e) => {
                tracing::error!(table = %self.id, error = %e, "a computer move was refused");
                self.new_turn();
                return Flow::Open;
            }
        };
        if timed_out {
            let state = &mut self.seats[seat.index()];
            state.timeouts = state.timeouts.saturating_add(1);
            if let Some(user) = state.occupant.user() {
                self.send(
                    Audience::Player(user),
                    UpdateKind::ActedForYou { action, seat },
                );
            }
            if self.seats[seat.index()].timeouts == 2 && flow == Flow::Open {
                self.save_seats().await;
                let info = self.info();
                self.publish(UpdateKind::Autopilot {
                    info,
                    seat,
                    taken_by: None,
                });
            }
        }
        flow
    }

    /// The move of a computer player for `seat`, decided from that seat's view only. Its
    /// randomness is fixed by the match seed and the step, so a replay decides the same.
    async fn computer_action(&self, seat: Seat) -> Action {
        let game = self.game.clone().expect("computers act during a match");
        let level = match self.seats[seat.index()].occupant {
            Occupant::Computer { level, .. } => level,
            Occupant::Human { .. } => Level::Normal,
        };
        let decided = tokio::task::spawn_blocking(move || {
            let seed = ai::DecisionSeed::at(game.seed(), game.step(), seat);
            let choice = ai::decide(level, &game.view(seat), seed);
            let legal = game.legal_actions(seat);
            match choice {
                Some(action) if game.check(seat, action).is_ok() => action,
                other => {
                    // Not which: it may hold cards only that seat knows.
                    tracing::error!(
                        chose = other.is_some(),
                        "a computer player chose an illegal action"
                    );
                    legal[0]
                }
            }
        })
        .await;
        match decided {
            Ok(action) => action,
            Err(e) => {
                tracing::error!(error = %e, "a computer player failed");
                let game = self.game.as_ref().expect("during a match");
                game.legal_actions(seat)[0]
            }
        }
    }

    async fn handle(&mut self, command: Request) -> Flow {
        match command {
            Request::Join(player, reply) => {
                let result = self.join(player).await;
                let _ = reply.send(result);
            }
            Request::Leave(user, reply) => {
                let (result, flow) = self.leave(user).await;
                let _ = reply.send(result);
                return flow;
            }
            Request::AddComputer(by, level, reply) => {
                let result = self.add_computer(by, level).await;
                let _ = reply.send(result);
            }
            Request::RemoveComputer(by, reply) => {
                let result = self.remove_computer(by).await;
                let _ = reply.send(result);
            }
            Request::Start(by, reply) => {
                let result = self.start(by).await;
                let _ = reply.send(result);
            }
            Request::Cancel(by, reply) => {
                let result = self.close(by, false, true).await;
                let closed = result.is_ok();
                let _ = reply.send(result);
                if closed {
                    return Flow::Close;
                }
            }
            Request::Stop { by, admin, reply } => {
                let result = self.close(by, admin, false).await;
                let closed = result.is_ok();
                let _ = reply.send(result);
                if closed {
                    return Flow::Close;
                }
            }
            Request::Act {
                user,
                step,
                action,
                reply,
            } => {
                let (result, flow) = match self.act(user, step, action).await {
                    Ok(flow) => {
                        self.saving_again();
                        (Ok(()), flow)
                    }
                    Err(TableError::Store(e)) => {
                        self.cannot_save(&e);
                        (Err(TableError::Store(e)), Flow::Open)
                    }
                    Err(e) => (Err(e), Flow::Open),
                };
                let _ = reply.send(result);
                return flow;
            }
            Request::Autopilot(user, on, reply) => {
                let result = self.set_autopilot(user, on).await;
                let _ = reply.send(result);
            }
            Request::TakeOver { by, step, reply } => {
                let result = self.take_over(by, step).await;
                let _ = reply.send(result);
            }
            Request::Info(reply) => {
                let _ = reply.send(Ok(self.info()));
            }
            Request::View(user, reply) => {
                let _ = reply.send(self.player_view(user));
            }
            Request::SetOption {
                by,
                key,
                value,
                reply,
            } => {
                let result = self.set_option(by, &key, &value).await;
                let _ = reply.send(result);
            }
            Request::LosePlace(reply) => {
                let result = self.close_as(super::Closing::PlaceLost).await;
                let closed = result.is_ok();
                let _ = reply.send(result);
                if closed {
                    return Flow::Close;
                }
            }
            #[cfg(test)]
            Request::Panic => panic!("a table's task failed (injected by a test)"),
            Request::Thread(thread, reply) => {
                let result = match self.ctx.store.set_thread(self.id, thread).await {
                    Ok(()) => {
                        self.thread = Some(thread);
                        Ok(self.info())
                    }
                    Err(StoreError::PlaceTaken { .. }) => Err(TableError::TableExists),
                    Err(e) => Err(e.into()),
                };
                let _ = reply.send(result);
            }
        }
        Flow::Open
    }

    // ----- Telling front ends -----

    pub(crate) fn info(&self) -> TableInfo {
        TableInfo {
            id: self.id,
            // The game this actor plays (a table of another game could not be opened).
            game: Match::KIND,
            place: self.place,
            thread: self.thread,
            server: self.server,
            host: self.host,
            status: self.status,
            options: self.options,
            turn_timer: self.turn_timer,
            seats: self
                .seats
                .iter()
                .enumerate()
                .map(|(i, s)| SeatInfo {
                    seat: Seat(i as u8),
                    occupant: s.occupant.clone(),
                    handed_over: s.handed_over,
                    timeouts: s.timeouts,
                    on_autopilot: s.on_autopilot(),
                })
                .collect(),
            step: self.game.as_ref().map_or(0, Match::step),
            to_act: self.game.as_ref().and_then(Match::to_act),
            public: self.game.as_ref().map(|g| g.spectator_view().snapshot()),
            cannot_save: self.failing.is_some(),
            overdue: self.overdue().map(|seat| super::Overdue {
                seat,
                after: self.ctx.config.hold_limit,
            }),
        }
    }

    fn publish(&self, kind: UpdateKind) {
        self.send(Audience::Table, kind);
    }

    fn send(&self, audience: Audience, kind: UpdateKind) {
        // Nobody listening (a test, or shutdown) is fine: the store has everything.
        let _ = self.ctx.updates.send(Update {
            table: self.id,
            place: self.place,
            audience,
            kind,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_whose_writes_fail_logs_the_first_failure_then_once_a_minute() {
        let start = Instant::now();
        let retry = Duration::from_secs(5);
        let (mut failing, log) = Failing::after(None, start, retry);
        assert!(log, "the first failure is logged");
        let mut logged = 1;
        // Tried again every 5 s for ten minutes.
        for i in 1..=120u64 {
            let now = start + retry * u32::try_from(i).unwrap();
            let (next, log) = Failing::after(Some(failing), now, retry);
            assert_eq!(next.retry_at, now + retry);
            logged += usize::from(log);
            failing = next;
        }
        assert_eq!(logged, 11, "once a minute over ten minutes, and the first");
    }
}
