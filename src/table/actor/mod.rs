//! The task that owns one table: its mailbox, its timers, and every change to it.

use std::time::Duration;

use tokio::sync::mpsc;
use tokio::time::{Instant, sleep_until};
use tokio_util::sync::CancellationToken;

use super::{
    AnyUpdate, Audience, Hosted, Occupant, Player, Request, ResumeError, SeatInfo, TableConfig,
    TableError, TableInfo, TableSettings, Update, UpdateKind,
};
use crate::ai::{self, Level};
use crate::core::{Recipients, Seat, SeatSet, ToAct, Told};
use crate::store::{
    ActedBy, Autopilot, MatchId, NewTable, PlaceId, SeatRow, ServerId, Store, StoreError,
    StoredAction, StoredTable, TableStatus, UserId,
};

mod lobby;
mod play;

/// What every table task shares with the service.
#[derive(Clone)]
pub(crate) struct Wiring {
    pub store: Store,
    pub config: TableConfig,
    pub updates: mpsc::UnboundedSender<AnyUpdate>,
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

pub(crate) struct Actor<G: Hosted> {
    ctx: Wiring,
    id: MatchId,
    place: PlaceId,
    /// The thread the match is played in, once one is opened for it.
    thread: Option<PlaceId>,
    server: ServerId,
    host: UserId,
    options: G::Options,
    turn_timer: Option<Duration>,
    seed: u64,
    status: TableStatus,
    seats: Vec<SeatState>,
    game: Option<G>,
    /// Each seat's totals over the finished rounds of the match.
    tallies: G::Totals,
    /// Per seat: when its turn began (each of several seats choosing at once has its own
    /// clock): timers count from here.
    turn_started: Vec<Instant>,
    /// Per seat: the step at which it began to be waited for this turn. Among several
    /// seats choosing at once, the others' choices move the step on while a seat decides:
    /// its panel's step stays good until the seat itself acts (see [`Actor::is_current`]).
    turn_step: Vec<u64>,
    /// Per seat: the step since which the game has waited for it without a break (a seat
    /// that draws and draws again is on one turn): a front end pings its person once.
    waited_since: Vec<u64>,
    /// The seats whose overdue turn the others were told of (this turn).
    overdue_told: SeatSet,
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

impl<G: Hosted> Actor<G> {
    /// Opens a new lobby and records it.
    pub(crate) async fn create(
        place: PlaceId,
        server: ServerId,
        host: Player,
        settings: TableSettings<G>,
        ctx: Wiring,
    ) -> Result<(Actor<G>, TableInfo<G>), TableError> {
        let lobby_timeout = ctx.config.lobby_timeout;
        let room = usize::from(Self::max_seats()) - 1;
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
            tallies: G::no_totals(1),
            turn_started: vec![Instant::now()],
            turn_step: Vec::new(),
            waited_since: Vec::new(),
            overdue_told: SeatSet::EMPTY,
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
                game: G::KIND,
                caps: actor.ctx.config.caps,
                rematch_of: settings.rematch_of,
                place,
                server,
                host: host.id,
                host_name: host.display,
                options: serde_json::to_value(actor.options).expect("options serialize"),
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
    pub(crate) fn resume(stored: StoredTable, ctx: Wiring) -> Result<Actor<G>, ResumeError> {
        let options: G::Options = serde_json::from_value(stored.options.clone()).map_err(|e| {
            ResumeError::Unreadable {
                what: "the options".into(),
                game: G::KIND,
                reason: e.to_string(),
            }
        })?;
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
            options,
            turn_timer: stored.turn_timer,
            seed: stored.seed,
            status: stored.status,
            tallies: G::no_totals(seats.len() as u8),
            turn_started: vec![Instant::now(); seats.len()],
            turn_step: Vec::new(),
            waited_since: Vec::new(),
            seats,
            game: None,
            overdue_told: SeatSet::EMPTY,
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
            let Rebuilt {
                game,
                totals,
                waited_since,
                turn_step,
            } = rebuild::<G>(
                actor.options,
                actor.seats.len() as u8,
                actor.seed,
                &stored.actions,
                |_, _| {},
            )?;
            actor.tallies = totals;
            // As the table that played the log knew them: since when each seat has been
            // waited for, and the steps its controls may answer.
            actor.turn_step = turn_step;
            actor.waited_since = waited_since;
            actor.game = Some(game);
        }
        Ok(actor)
    }

    /// The most seats the game has.
    fn max_seats() -> u8 {
        *G::seats_allowed().end()
    }

    fn new_match(&self) -> Result<G, TableError> {
        G::start(self.options, self.seats.len() as u8, self.seed)
            .map_err(|_| TableError::Players(self.seats.len()))
    }

    /// The seats the game waits for now (none in the lobby or once over).
    fn waiting(&self) -> SeatSet {
        self.game.as_ref().map_or(SeatSet::EMPTY, waiting_for)
    }

    /// The step since which the game has waited for `seat`, while it does (after a
    /// restart: the step the table resumed at).
    fn turn_began(&self, seat: Seat) -> Option<u64> {
        let step = self.game.as_ref().map(G::step)?;
        self.waiting()
            .contains(seat)
            .then(|| match self.waited_since.get(seat.index()).copied() {
                Some(since) if since <= step => since,
                _ => step,
            })
    }

    /// Whether a control of `step` still answers what `seat` is asked now: the table's
    /// step, or (a seat among several choosing at once) any step since its turn began,
    /// before it acted. A seat that acted, or whose turn came again, finds older controls
    /// stale: a second click of the same button is never a second move.
    fn is_current(&self, seat: Seat, step: u64) -> bool {
        let Some(now) = self.game.as_ref().map(G::step) else {
            return false;
        };
        let since = self
            .turn_step
            .get(seat.index())
            .copied()
            .unwrap_or(u64::MAX);
        step == now || (self.waiting().contains(seat) && since <= step && step < now)
    }

    /// When `seat`, waited for, must be acted for: after the computer's pause, at the end
    /// of its person's timer, or (no timer) once they held it past the hold limit (`None`
    /// once the others were told).
    fn due(&self, seat: Seat) -> Option<Instant> {
        let started = self.turn_started.get(seat.index()).copied()?;
        if self.seats[seat.index()].on_autopilot() {
            Some(started + self.ctx.config.computer_pause)
        } else if let Some(timer) = self.turn_timer {
            Some(started + timer)
        } else {
            (!self.overdue_told.contains(seat)).then_some(started + self.ctx.config.hold_limit)
        }
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

    /// The server the table is in.
    pub(crate) fn server(&self) -> ServerId {
        self.server
    }

    pub(crate) async fn run(mut self, mut mailbox: mpsc::Receiver<Request<G>>) {
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
        let wake = self.waiting().iter().filter_map(|s| self.due(s)).min();
        // While writes fail, a move is tried again every few seconds, never sooner.
        match self.failing {
            Some(failing) => wake.map(|w| w.max(failing.retry_at)),
            None => wake,
        }
    }

    /// The first seat waited for whose person has held the turn past the hold limit on a
    /// table with no timer.
    fn overdue(&self) -> Option<Seat> {
        if self.turn_timer.is_some() || self.status != TableStatus::Playing {
            return None;
        }
        let now = Instant::now();
        self.waiting().iter().find(|seat| {
            let held = now.saturating_duration_since(self.turn_started[seat.index()]);
            !self.seats[seat.index()].on_autopilot() && held >= self.ctx.config.hold_limit
        })
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
        play::unrated(&self.decisions)
    }

    /// The game waits for `seats` from now on, having not waited for them just before.
    fn waited_from_now(&mut self, seats: SeatSet) {
        let step = self.game.as_ref().map_or(0, G::step);
        if self.waited_since.len() != self.seats.len() {
            self.waited_since = vec![u64::MAX; self.seats.len()];
        }
        for seat in seats.iter() {
            self.waited_since[seat.index()] = step;
        }
    }

    /// A new turn begins for `seats` (or a seat on turn changes hands): their clocks start
    /// afresh.
    fn new_turn(&mut self, seats: SeatSet) {
        let now = Instant::now();
        if self.turn_started.len() != self.seats.len() {
            self.turn_started = vec![now; self.seats.len()];
        }
        let step = self.game.as_ref().map_or(0, G::step);
        if self.turn_step.len() != self.seats.len() {
            self.turn_step = vec![u64::MAX; self.seats.len()];
        }
        for seat in seats.iter() {
            self.turn_started[seat.index()] = now;
            self.turn_step[seat.index()] = step;
            self.overdue_told = self.overdue_told.without(seat);
        }
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
        // The seat waited for whose time came first.
        let now = Instant::now();
        let Some(seat) = self
            .waiting()
            .iter()
            .filter_map(|s| Some((self.due(s)?, s)))
            .filter(|(due, _)| *due <= now)
            .min()
            .map(|(_, s)| s)
        else {
            return Flow::Open;
        };
        let state = &self.seats[seat.index()];
        if self.turn_timer.is_none() && !state.on_autopilot() {
            // The person on turn has held it past the hold limit: the others may now hand
            // the seat to the autopilot.
            self.overdue_told = self.overdue_told.with(seat);
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
                self.new_turn(SeatSet::of(seat));
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
    async fn computer_action(&self, seat: Seat) -> G::Action {
        let game = self.game.clone().expect("computers act during a match");
        let level = match self.seats[seat.index()].occupant {
            Occupant::Computer { level, .. } => level,
            Occupant::Human { .. } => Level::Normal,
        };
        let decided = tokio::task::spawn_blocking(move || {
            let seed = ai::DecisionSeed::at(game.seed(), game.step(), seat);
            let choice = game.decide(level, seat, seed);
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

    async fn handle(&mut self, command: Request<G>) -> Flow {
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
                return closing(self.close(by, false, true).await, reply);
            }
            Request::Stop { by, admin, reply } => {
                return closing(self.close(by, admin, false).await, reply);
            }
            Request::Act {
                user,
                step,
                action,
                reply,
            } => {
                let (result, flow) = self.act_noting_saves(user, step, action).await;
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
                return closing(self.close_as(super::Closing::PlaceLost).await, reply);
            }
            #[cfg(test)]
            Request::Panic => panic!("a table's task failed (injected by a test)"),
            Request::Thread(thread, reply) => {
                let result = self.set_thread(thread).await;
                let _ = reply.send(result);
            }
        }
        Flow::Open
    }

    /// A player's action, noting whether the store took it: a save that works again ends
    /// the table's saving trouble, a failed one starts it. The error still goes back.
    async fn act_noting_saves(
        &mut self,
        user: UserId,
        step: u64,
        action: G::Action,
    ) -> (Result<(), TableError>, Flow) {
        match self.act(user, step, action).await {
            Ok(flow) => {
                self.saving_again();
                (Ok(()), flow)
            }
            Err(TableError::Store(e)) => {
                self.cannot_save(&e);
                (Err(TableError::Store(e)), Flow::Open)
            }
            Err(e) => (Err(e), Flow::Open),
        }
    }

    /// The table moves into a thread of its own: stored first, then taken up.
    async fn set_thread(&mut self, thread: PlaceId) -> Result<TableInfo<G>, TableError> {
        match self.ctx.store.set_thread(self.id, thread).await {
            Ok(()) => {
                self.thread = Some(thread);
                Ok(self.info())
            }
            Err(StoreError::PlaceTaken { .. }) => Err(TableError::TableExists),
            Err(e) => Err(e.into()),
        }
    }

    // ----- Telling front ends -----

    pub(crate) fn info(&self) -> TableInfo<G> {
        TableInfo {
            id: self.id,
            game: G::KIND,
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
                    turn_began: self.turn_began(Seat(i as u8)),
                })
                .collect(),
            step: self.game.as_ref().map_or(0, G::step),
            to_act: self.game.as_ref().and_then(|g| g.to_act().single()),
            waiting: self.waiting(),
            public: self.game.as_ref().map(|g| g.view(None)),
            cannot_save: self.failing.is_some(),
            overdue: self.overdue().map(|seat| super::Overdue {
                seat,
                after: self.ctx.config.hold_limit,
            }),
        }
    }

    fn publish(&self, kind: UpdateKind<G>) {
        self.send(Audience::Table, kind);
    }

    fn send(&self, audience: Audience, kind: UpdateKind<G>) {
        // Nobody listening (a test, or shutdown) is fine: the store has everything.
        let _ = self.ctx.updates.send(AnyUpdate::new(Update {
            table: self.id,
            place: self.place,
            audience,
            kind,
        }));
    }

    /// Tells each seated person what the game told their seat alone (`private`), at
    /// `step`.
    fn tell_seats(&self, step: u64, private: &[Told<G::Event>]) {
        for (i, state) in self.seats.iter().enumerate() {
            let seat = Seat(i as u8);
            let Some(user) = state.occupant.user() else {
                continue;
            };
            let events: Vec<G::Event> = private
                .iter()
                .filter(|t| t.to.reaches(Some(seat)))
                .map(|t| t.event.clone())
                .collect();
            if !events.is_empty() {
                self.send(
                    Audience::Player(user),
                    UpdateKind::Told { seat, step, events },
                );
            }
        }
    }
}

/// A game's events split into those for everyone and those for some seats alone.
fn split_told<E>(told: Vec<Told<E>>) -> (Vec<E>, Vec<Told<E>>) {
    let mut public = Vec::new();
    let mut private = Vec::new();
    for t in told {
        match t.to {
            Recipients::Table => public.push(t.event),
            Recipients::Seats(_) => private.push(t),
        }
    }
    (public, private)
}

/// A stored match replayed from its log, with the totals of the rounds it finished: the
/// same counting as a table that played it, so standings never drift from the logs.
/// `on_step` sees each step's public events.
///
/// # Errors
/// Options the game refuses for these seats, an action that does not read as the game's,
/// or one its rules refuse.
pub(crate) fn rebuild<G: Hosted>(
    options: G::Options,
    seats: u8,
    seed: u64,
    log: &[StoredAction],
    mut on_step: impl FnMut(u64, &[G::Event]),
) -> Result<Rebuilt<G>, ResumeError> {
    let mut game = G::start(options, seats, seed).map_err(|e| ResumeError::Setup(e.to_string()))?;
    let mut totals = G::no_totals(seats);
    let mut waited_since = vec![0; usize::from(seats)];
    let mut turn_step = vec![0; usize::from(seats)];
    for stored in log {
        let waited = waiting_for(&game);
        let action: G::Action =
            serde_json::from_value(stored.action.clone()).map_err(|e| ResumeError::Unreadable {
                what: format!("the action at step {}", stored.step),
                game: G::KIND,
                reason: e.to_string(),
            })?;
        let continues = G::continues_turn(&action);
        let told = game
            .apply(Seat(stored.seat), action)
            .map_err(|e| ResumeError::Replay {
                step: stored.step,
                reason: e.to_string(),
            })?;
        let (public, _) = split_told(told);
        G::count(&mut totals, &game, &public);
        on_step(stored.step, &public);
        let (seat, waiting) = (Seat(stored.seat), waiting_for(&game));
        for seat in play::newly_waited(seat, continues, waited, waiting).iter() {
            waited_since[seat.index()] = game.step();
        }
        // As the table that played it: a fresh turn for the seat that acted and for every
        // seat newly waited for.
        for s in waiting.iter().filter(|&s| s == seat || !waited.contains(s)) {
            turn_step[s.index()] = game.step();
        }
    }
    Ok(Rebuilt {
        game,
        totals,
        waited_since,
        turn_step,
    })
}

/// A match rebuilt from its log: the game, its totals, and per seat the step since which
/// the game has waited for it (as the table that played it knew).
pub(crate) struct Rebuilt<G: Hosted> {
    pub game: G,
    pub totals: G::Totals,
    pub waited_since: Vec<u64>,
    /// Per seat: the step its current turn began, for the steps its controls may answer.
    pub turn_step: Vec<u64>,
}

/// The seats `game` waits for.
fn waiting_for<G: crate::games::Game>(game: &G) -> SeatSet {
    match game.to_act() {
        ToAct::One(seat) => SeatSet::of(seat),
        ToAct::Several(seats) => seats,
        ToAct::Nobody => SeatSet::EMPTY,
    }
}

/// Answers a request that closes the table, and closes it only if that worked.
fn closing<T>(
    result: Result<T, TableError>,
    reply: tokio::sync::oneshot::Sender<Result<T, TableError>>,
) -> Flow {
    let closed = result.is_ok();
    let _ = reply.send(result);
    if closed { Flow::Close } else { Flow::Open }
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
