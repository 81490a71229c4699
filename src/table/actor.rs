//! The task that owns one table: its mailbox, its timers, and every change to it.

use std::time::Duration;

use tokio::sync::mpsc;
use tokio::time::{Instant, sleep_until};
use tokio_util::sync::CancellationToken;

use super::tally::Totals;
use super::{
    Audience, Command, Occupant, Player, PlayerView, SeatInfo, TableConfig, TableError, TableInfo,
    TableSettings, Update, UpdateKind,
};
use crate::ai::{self, Level};
use crate::game::{Action, MAX_SEATS, Match, Options, Seat};
use crate::store::{
    ActedBy, ActionRecord, Autopilot, MatchId, NewTable, PlaceId, SeatRow, ServerId, Store,
    StoreError, StoredTable, TableStatus, UserId, now_ms,
};

/// What every table task shares with the service.
#[derive(Clone)]
pub(crate) struct Context {
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
    ctx: Context,
    id: MatchId,
    place: PlaceId,
    server: ServerId,
    host: UserId,
    options: Options,
    turn_timer: Option<Duration>,
    seed: u64,
    status: TableStatus,
    frontend: Option<String>,
    seats: Vec<SeatState>,
    game: Option<Match>,
    /// Each seat's totals over the finished hands of the match.
    tallies: Totals,
    /// When the seat on turn began its turn: timers count from here.
    turn_started: Instant,
}

impl Actor {
    /// Opens a new lobby and records it.
    pub(crate) async fn create(
        place: PlaceId,
        server: ServerId,
        host: Player,
        settings: TableSettings,
        ctx: Context,
    ) -> Result<(Actor, TableInfo), TableError> {
        let mut actor = Actor {
            ctx,
            id: MatchId(0),
            place,
            server,
            host: host.id,
            options: settings.options,
            turn_timer: settings.turn_timer,
            seed: settings.seed.unwrap_or_else(rand::random),
            status: TableStatus::Lobby,
            frontend: settings.frontend.clone(),
            seats: vec![SeatState::human(&host)],
            game: None,
            tallies: Totals::default(),
            turn_started: Instant::now(),
        };
        for level in settings
            .computers
            .into_iter()
            .take(usize::from(MAX_SEATS) - 1)
        {
            actor.seat_computer(level);
        }
        let created = actor
            .ctx
            .store
            .create_table(NewTable {
                place,
                server,
                host: host.id,
                host_name: host.name,
                options: actor.options,
                turn_timer: actor.turn_timer,
                seed: actor.seed,
                seats: actor.seats.iter().map(SeatState::row).collect(),
                frontend: actor.frontend.clone(),
            })
            .await;
        actor.id = match created {
            Ok(id) => id,
            Err(StoreError::Conflict(_)) => return Err(TableError::TableExists),
            Err(e) => return Err(e.into()),
        };
        let info = actor.info();
        actor.publish(UpdateKind::Lobby { info: info.clone() });
        Ok((actor, info))
    }

    /// Rebuilds a stored table: the lobby as it was, or the match replayed from its log.
    pub(crate) fn resume(stored: StoredTable, ctx: Context) -> Result<Actor, String> {
        let seats = stored
            .seats
            .iter()
            .enumerate()
            .map(|(i, row)| {
                let occupant = match (row.user, &row.computer) {
                    (Some(user), None) => Occupant::Human {
                        user,
                        name: row.name.clone(),
                    },
                    (None, Some(level)) => Occupant::Computer {
                        level: level.parse().map_err(|e| format!("seat {i}: {e}"))?,
                        name: row.name.clone(),
                    },
                    _ => return Err(format!("seat {i} is neither a player nor a computer")),
                };
                Ok(SeatState {
                    occupant,
                    handed_over: row.autopilot == Autopilot::HandedOver,
                    timeouts: if row.autopilot == Autopilot::TimedOut {
                        2
                    } else {
                        0
                    },
                })
            })
            .collect::<Result<Vec<_>, String>>()?;
        let mut actor = Actor {
            ctx,
            id: stored.id,
            place: stored.place,
            server: stored.server,
            host: stored.host,
            options: stored.options,
            turn_timer: stored.turn_timer,
            seed: stored.seed,
            status: stored.status,
            frontend: stored.frontend,
            tallies: Totals::new(seats.len()),
            seats,
            game: None,
            turn_started: Instant::now(),
        };
        if stored.status == TableStatus::Playing {
            let log = stored.actions.iter().map(|a| (Seat(a.seat), a.action));
            let (game, totals) =
                Totals::replay(actor.options, actor.seats.len() as u8, actor.seed, log)
                    .map_err(|e| e.to_string())?;
            actor.tallies = totals;
            let last_at = (stored.actions.last().map(|a| a.at_ms))
                .or(stored.started_at_ms)
                .unwrap_or_else(now_ms);
            // Timers carry on: the seat on turn has already used the time since the last
            // action.
            let elapsed = Duration::from_millis((now_ms() - last_at).max(0) as u64);
            actor.turn_started = Instant::now()
                .checked_sub(elapsed)
                .unwrap_or_else(Instant::now);
            actor.game = Some(game);
        }
        Ok(actor)
    }

    fn new_match(&self) -> Result<Match, TableError> {
        Match::new(self.options, self.seats.len() as u8, self.seed)
            .map_err(|_| TableError::Players(self.seats.len()))
    }

    fn seat_computer(&mut self, level: Level) {
        let number = self
            .seats
            .iter()
            .filter(|s| matches!(s.occupant, Occupant::Computer { .. }))
            .count()
            + 1;
        self.seats.push(SeatState {
            occupant: Occupant::Computer {
                level,
                name: format!("Computer {number} ({level})"),
            },
            handed_over: false,
            timeouts: 0,
        });
    }

    pub(crate) async fn run(mut self, mut mailbox: mpsc::Receiver<Command>) {
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

    /// When the table must act on its own next: a computer's (or autopilot's) move after
    /// the pause, or the end of a human's turn timer.
    fn next_wake(&self) -> Option<Instant> {
        let seat = self.game.as_ref()?.to_act()?;
        if self.seats[seat.index()].on_autopilot() {
            Some(self.turn_started + self.ctx.config.computer_pause)
        } else {
            self.turn_timer.map(|t| self.turn_started + t)
        }
    }

    async fn on_timer(&mut self) -> Flow {
        let Some(seat) = self.game.as_ref().and_then(Match::to_act) else {
            return Flow::Open;
        };
        let state = &self.seats[seat.index()];
        let by = match state.occupant {
            Occupant::Computer { .. } => ActedBy::Computer,
            Occupant::Human { .. } => ActedBy::Autopilot,
        };
        let timed_out = !state.on_autopilot();
        let action = self.computer_action(seat).await;
        let flow = match self.play(seat, action, by).await {
            Ok(flow) => flow,
            Err(e) => {
                tracing::error!(table = %self.id, error = %e, "a computer move could not be saved; retrying");
                self.turn_started = Instant::now();
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
                self.publish(UpdateKind::Autopilot { info, seat });
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
            let seed = ai::DecisionSeed::at(game.seed(), game.ply(), seat);
            let choice = ai::decide(level, &game.view(seat), seed);
            let legal = game.legal_actions(seat);
            match choice {
                Some(action) if game.check(seat, action).is_ok() => action,
                other => {
                    tracing::error!(?other, "a computer player chose an illegal action");
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

    async fn handle(&mut self, command: Command) -> Flow {
        match command {
            Command::Join(player, reply) => {
                let result = self.join(player).await;
                let _ = reply.send(result);
            }
            Command::Leave(user, reply) => {
                let (result, flow) = self.leave(user).await;
                let _ = reply.send(result);
                return flow;
            }
            Command::AddComputer(by, level, reply) => {
                let result = self.add_computer(by, level).await;
                let _ = reply.send(result);
            }
            Command::RemoveComputer(by, reply) => {
                let result = self.remove_computer(by).await;
                let _ = reply.send(result);
            }
            Command::Start(by, reply) => {
                let result = self.start(by).await;
                let _ = reply.send(result);
            }
            Command::Cancel(by, reply) => {
                let result = self.close(by, false, true).await;
                let closed = result.is_ok();
                let _ = reply.send(result);
                if closed {
                    return Flow::Close;
                }
            }
            Command::Stop { by, admin, reply } => {
                let result = self.close(by, admin, false).await;
                let closed = result.is_ok();
                let _ = reply.send(result);
                if closed {
                    return Flow::Close;
                }
            }
            Command::Act {
                user,
                step,
                action,
                reply,
            } => {
                let (result, flow) = match self.act(user, step, action).await {
                    Ok(flow) => (Ok(()), flow),
                    Err(e) => (Err(e), Flow::Open),
                };
                let _ = reply.send(result);
                return flow;
            }
            Command::Autopilot(user, on, reply) => {
                let result = self.set_autopilot(user, on).await;
                let _ = reply.send(result);
            }
            Command::Info(reply) => {
                let _ = reply.send(Ok(self.info()));
            }
            Command::View(user, reply) => {
                let _ = reply.send(self.player_view(user));
            }
            Command::Frontend(state, reply) => {
                let result = self.ctx.store.set_frontend(self.id, state.clone()).await;
                if result.is_ok() {
                    self.frontend = Some(state);
                }
                let _ = reply.send(result.map_err(TableError::from));
            }
        }
        Flow::Open
    }

    // ----- The lobby -----

    fn seat_of(&self, user: UserId) -> Option<Seat> {
        self.seats
            .iter()
            .position(|s| s.occupant.user() == Some(user))
            .map(|i| Seat(i as u8))
    }

    fn in_lobby(&self) -> Result<(), TableError> {
        match self.status {
            TableStatus::Lobby => Ok(()),
            _ => Err(TableError::Started),
        }
    }

    async fn save_seats(&self) {
        let rows = self.seats.iter().map(SeatState::row).collect();
        if let Err(e) = self.ctx.store.save_seats(self.id, rows).await {
            tracing::error!(table = %self.id, error = %e, "seats not saved");
        }
    }

    async fn lobby_changed(&mut self, previous: Vec<SeatState>) -> Result<TableInfo, TableError> {
        let rows = self.seats.iter().map(SeatState::row).collect();
        if let Err(e) = self.ctx.store.save_seats(self.id, rows).await {
            self.seats = previous;
            return Err(e.into());
        }
        let info = self.info();
        self.publish(UpdateKind::Lobby { info: info.clone() });
        Ok(info)
    }

    async fn join(&mut self, player: Player) -> Result<TableInfo, TableError> {
        self.in_lobby()?;
        if self.seat_of(player.id).is_some() {
            return Err(TableError::AlreadySeated);
        }
        if self.seats.len() >= usize::from(MAX_SEATS) {
            return Err(TableError::Full);
        }
        let previous = self.seats.clone();
        self.seats.push(SeatState::human(&player));
        self.lobby_changed(previous).await
    }

    async fn leave(&mut self, user: UserId) -> (Result<TableInfo, TableError>, Flow) {
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
                    return match self.close_as(TableStatus::Cancelled, Some(user)).await {
                        Ok(info) => (Ok(info), Flow::Close),
                        Err(e) => {
                            self.seats = previous;
                            (Err(e), Flow::Open)
                        }
                    };
                }
            }
        }
        (self.lobby_changed(previous).await, Flow::Open)
    }

    async fn add_computer(&mut self, by: UserId, level: Level) -> Result<TableInfo, TableError> {
        self.in_lobby()?;
        if self.seat_of(by).is_none() {
            return Err(TableError::NotSeated);
        }
        if self.seats.len() >= usize::from(MAX_SEATS) {
            return Err(TableError::Full);
        }
        let previous = self.seats.clone();
        self.seat_computer(level);
        self.lobby_changed(previous).await
    }

    async fn remove_computer(&mut self, by: UserId) -> Result<TableInfo, TableError> {
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
        self.lobby_changed(previous).await
    }

    async fn start(&mut self, by: UserId) -> Result<TableInfo, TableError> {
        self.in_lobby()?;
        if by != self.host {
            return Err(TableError::NotHost("start the match"));
        }
        let n = self.seats.len();
        let game = self.new_match()?;
        let rows = self.seats.iter().map(SeatState::row).collect();
        self.ctx.store.start_match(self.id, rows, now_ms()).await?;
        let events = game.opening_events();
        self.game = Some(game);
        self.status = TableStatus::Playing;
        self.tallies = Totals::new(n);
        self.turn_started = Instant::now();
        let info = self.info();
        self.publish(UpdateKind::Started {
            info: info.clone(),
            events,
        });
        Ok(info)
    }

    /// Cancels the lobby (`cancel`) or stops the match.
    async fn close(
        &mut self,
        by: UserId,
        admin: bool,
        cancel: bool,
    ) -> Result<TableInfo, TableError> {
        if cancel {
            self.in_lobby()?;
            if by != self.host {
                return Err(TableError::NotHost("cancel the table"));
            }
            return self.close_as(TableStatus::Cancelled, Some(by)).await;
        }
        if by != self.host && !admin {
            return Err(TableError::NotHost("stop the match (or a server manager)"));
        }
        let status = if self.status == TableStatus::Lobby {
            TableStatus::Cancelled
        } else {
            TableStatus::Stopped
        };
        self.close_as(status, Some(by)).await
    }

    async fn close_as(
        &mut self,
        status: TableStatus,
        by: Option<UserId>,
    ) -> Result<TableInfo, TableError> {
        self.ctx.store.end_table(self.id, status, now_ms()).await?;
        self.status = status;
        let info = self.info();
        self.publish(UpdateKind::Closed {
            info: info.clone(),
            by,
        });
        Ok(info)
    }

    // ----- The match -----

    async fn act(&mut self, user: UserId, step: u64, action: Action) -> Result<Flow, TableError> {
        let game = match (&self.game, self.status) {
            (Some(game), TableStatus::Playing) => game,
            (_, TableStatus::Lobby) => return Err(TableError::NotStarted),
            _ => return Err(TableError::Over),
        };
        let seat = self.seat_of(user).ok_or(TableError::NotSeated)?;
        if step != game.ply() {
            return Err(TableError::Stale);
        }
        let names = |s: Seat| self.seats[s.index()].occupant.name().to_string();
        match game.to_act() {
            Some(on_turn) if on_turn != seat => {
                return Err(TableError::NotYourTurn(format!(
                    "it is not your turn: waiting for {}",
                    names(on_turn)
                )));
            }
            None => return Err(TableError::Over),
            Some(_) => {}
        }
        game.check(seat, action)
            .map_err(|e| TableError::Illegal(e.describe(names)))?;
        let flow = self.play(seat, action, ActedBy::Player).await?;
        // Acting again takes a timed-out seat off autopilot.
        let state = &mut self.seats[seat.index()];
        if state.timeouts > 0 {
            let was_on = state.timeouts >= 2;
            state.timeouts = 0;
            if was_on && flow == Flow::Open {
                self.save_seats().await;
                let info = self.info();
                self.publish(UpdateKind::Autopilot { info, seat });
            }
        }
        Ok(flow)
    }

    /// Applies a legal action: to a copy of the match first, then the write-ahead to the
    /// store, and only once that is committed does the table move on and tell anyone.
    async fn play(&mut self, seat: Seat, action: Action, by: ActedBy) -> Result<Flow, TableError> {
        let current = self.game.as_ref().expect("during a match");
        let ply = current.ply();
        let mut next = current.clone();
        let mut events = Vec::new();
        next.apply_to(seat, action, &mut events)
            .map_err(|e| TableError::Illegal(e.to_string()))?;

        let (totals, hand, result) = self.tallies.after(
            &next,
            &events,
            self.server,
            self.seats.iter().map(|s| s.occupant.user()),
        );
        self.ctx
            .store
            .record_action(ActionRecord {
                table: self.id,
                ply,
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
        self.turn_started = Instant::now();
        let over = self.game.as_ref().is_some_and(Match::is_over);
        if over {
            self.status = TableStatus::Finished;
        }
        let info = self.info();
        self.publish(UpdateKind::Played {
            info: info.clone(),
            seat,
            by,
            events,
        });
        if over {
            self.publish(UpdateKind::Closed { info, by: None });
            return Ok(Flow::Close);
        }
        Ok(Flow::Open)
    }

    async fn set_autopilot(&mut self, user: UserId, on: bool) -> Result<TableInfo, TableError> {
        let seat = self.seat_of(user).ok_or(TableError::NotSeated)?;
        if self.status != TableStatus::Playing {
            return Err(TableError::NotStarted);
        }
        let state = &mut self.seats[seat.index()];
        state.handed_over = on;
        if !on {
            state.timeouts = 0;
        }
        let rows = self.seats.iter().map(SeatState::row).collect();
        self.ctx.store.save_seats(self.id, rows).await?;
        if self.game.as_ref().and_then(Match::to_act) == Some(seat) {
            // A fresh turn: the computer's pause, or the player's full timer.
            self.turn_started = Instant::now();
        }
        let info = self.info();
        self.publish(UpdateKind::Autopilot {
            info: info.clone(),
            seat,
        });
        Ok(info)
    }

    fn player_view(&self, user: UserId) -> Result<PlayerView, TableError> {
        let seat = self.seat_of(user).ok_or(TableError::NotSeated)?;
        let game = self.game.as_ref().ok_or(TableError::NotStarted)?;
        Ok(PlayerView {
            info: self.info(),
            seat,
            view: game.view(seat).snapshot(),
        })
    }

    // ----- Telling front ends -----

    fn info(&self) -> TableInfo {
        TableInfo {
            id: self.id,
            place: self.place,
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
            step: self.game.as_ref().map_or(0, Match::ply),
            to_act: self.game.as_ref().and_then(Match::to_act),
            public: self.game.as_ref().map(|g| g.spectator_view().snapshot()),
            frontend: self.frontend.clone(),
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
