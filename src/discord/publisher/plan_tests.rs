//! The publisher's plan, call by call, for every case the fault and phone tests exercise:
//! a person's turn and a computer's, an old message, a post never confirmed, retired
//! messages, a moderator's delete, panels with fresh and expiring tokens, a dead token,
//! Discord out of reach, a place that is gone, the lobby and its thread.

use std::collections::BTreeMap;
use std::time::Duration;

use tokio::time::Instant;

use super::*;
use crate::discord::publisher::desk::{Desk, Now, Owing, PanelView, RETRY};
use crate::discord::publisher::frontend::{Frontend, SavedPanel};
use crate::discord::publisher::panels::PanelAnswer;
use crate::games::ribs::{Action, Match, Options, Seat};
use crate::table::{
    ActedBy, Announcement, Audience, MatchId, Occupant, Owed, PlaceId, PlayerView, SeatInfo,
    ServerId, TableInfo, TableStatus, Update, UpdateKind, UserId,
};

const TABLE: MatchId = MatchId(7);
const CHANNEL: u64 = 100;

/// Ann and Bob are people (users 11, 12); seats 3 and 4 are computers.
fn info_of(game: &Match, status: TableStatus) -> TableInfo {
    let names = ["Ann", "Bob", "Ada", "Bram"];
    TableInfo {
        id: TABLE,
        game: crate::games::GameKind::Ribs,
        waiting: game
            .to_act()
            .map_or(crate::core::SeatSet::EMPTY, crate::core::SeatSet::of),
        place: PlaceId(CHANNEL),
        thread: None,
        server: ServerId(2),
        host: UserId(11),
        status,
        options: game.options(),
        turn_timer: None,
        seats: (0..4u8)
            .map(|i| SeatInfo {
                seat: Seat(i),
                occupant: if i < 2 {
                    Occupant::Human {
                        user: UserId(11 + u64::from(i)),
                        name: names[usize::from(i)].into(),
                    }
                } else {
                    Occupant::Computer {
                        level: crate::ai::Level::Normal,
                        name: names[usize::from(i)].into(),
                    }
                },
                handed_over: false,
                timeouts: 0,
                on_autopilot: i >= 2,
                turn_began: (game.to_act() == Some(Seat(i))).then(|| game.step()),
            })
            .collect(),
        step: game.step(),
        to_act: game.to_act(),
        public: (status != TableStatus::Lobby).then(|| game.spectator_view().snapshot()),
        overdue: None,
        cannot_save: false,
    }
}

/// A match whose first dealer is Ann, who opens the bidding: a person's turn.
fn game() -> Match {
    let game = Match::with_first_dealer(Options::default(), 4, 9, Seat(0)).unwrap();
    assert_eq!(game.to_act(), Some(Seat(0)));
    game
}

fn at(start: Instant, seconds: u64) -> Now {
    Now {
        at: start + Duration::from_secs(seconds),
        unix_ms: 1_800_000_000_000 + seconds as i64 * 1000,
    }
}

/// The desk of a table read back from the store with `saved` as its Discord state.
fn desk_with(info: TableInfo, saved: Frontend, now: Now) -> Desk {
    let owed = Owed {
        announced: info.step,
        frontend: Some(saved.to_json()),
        info,
        announcements: Vec::new(),
        closing: None,
    };
    Desk::recover(owed, Vec::new(), now)
}

/// Runs the plan as the worker does: the first call, its answer, and again, until nothing
/// is due; `answer` says how Discord answers each call. The calls made, in order.
fn drive(
    desk: &mut Desk,
    now: Now,
    views: &BTreeMap<UserId, PanelView>,
    mut answer: impl FnMut(&Errand) -> Heard,
) -> Vec<Errand> {
    let mut made = Vec::new();
    desk.due = None;
    for _ in 0..64 {
        let Some(call) = desk.plan(now, views).into_iter().next() else {
            return made;
        };
        let reply = answer(&call);
        made.push(call.clone());
        desk.answered(call, reply, now);
    }
    panic!("the plan does not settle: {made:#?}");
}

/// As [`drive`], answering as the worker does for a message whose picture did not go
/// (`answer` says so with `false`): the desk is told, and the call answered without it.
fn drive_as_worker(
    desk: &mut Desk,
    now: Now,
    views: &BTreeMap<UserId, PanelView>,
    mut answer: impl FnMut(&Errand) -> (Heard, bool),
) -> Vec<Errand> {
    let mut made = Vec::new();
    desk.due = None;
    for _ in 0..64 {
        let Some(call) = desk.plan(now, views).into_iter().next() else {
            return made;
        };
        let (reply, pictured) = answer(&call);
        made.push(call.clone());
        let call = if pictured {
            call
        } else {
            if let Some(name) = call.picture_name() {
                desk.picture_missed(name);
            }
            call.without_picture()
        };
        desk.answered(call, reply, now);
    }
    panic!("the plan does not settle: {:#?}", names(&made));
}

/// Discord as it answers when all is well: posts make messages 500, 501, ...
fn discord() -> impl FnMut(&Errand) -> Heard {
    let mut next = 500;
    move |call| match call {
        Errand::PostLobby { .. }
        | Errand::PostTable { .. }
        | Errand::Recall { .. }
        | Errand::OpenThread { .. } => {
            next += 1;
            Heard::Made(next - 1)
        }
        Errand::Search { .. } => Heard::Found(Vec::new()),
        _ => Heard::Done,
    }
}

/// A quick legal action: pass when one may, else the first legal one.
fn simple(game: &Match, seat: Seat) -> Action {
    let legal = game.legal_actions(seat);
    if legal.contains(&Action::Pass) {
        Action::Pass
    } else {
        legal[0]
    }
}

fn names(calls: &[Errand]) -> Vec<&'static str> {
    calls.iter().map(Errand::name).collect()
}

fn live(id: u64, posted_ms: i64, pinged: Option<u64>) -> Frontend {
    Frontend {
        lobby_message: Some(90),
        lobby_closed: true,
        table_message: Some(id),
        table_posted_ms: Some(posted_ms),
        pinged_step: pinged,
        ..Frontend::default()
    }
}

fn played(info: TableInfo, seat: Seat, action: Action, by: ActedBy) -> Update {
    Update {
        table: TABLE,
        place: info.place,
        audience: Audience::Table,
        kind: UpdateKind::Played {
            info,
            seat,
            action: Some(action),
            by,
            events: Vec::new(),
            announcements: Vec::new(),
        },
    }
}

#[test]
fn a_persons_turn_is_posted_afresh_pinging_them_once_and_the_old_message_goes() {
    let start = Instant::now();
    let now = at(start, 0);
    let game = game();
    let info = info_of(&game, TableStatus::Playing);
    let mut desk = desk_with(info, live(300, now.unix_ms, None), now);
    let calls = drive(&mut desk, now, &BTreeMap::new(), discord());
    assert_eq!(
        names(&calls),
        ["save", "post table", "save", "delete", "save"]
    );
    // Written ahead: the nonce is saved before the post, the old message still live.
    let Errand::Save(ahead) = &calls[0] else {
        panic!()
    };
    assert_eq!(ahead.posting.as_deref(), Some("t7.0"));
    assert_eq!(ahead.table_message, Some(300));
    let Errand::PostTable {
        rendered,
        nonce,
        ping,
        channel,
    } = &calls[1]
    else {
        panic!()
    };
    assert_eq!(
        (nonce.as_str(), *ping, *channel),
        ("t7.0", Some(0), CHANNEL)
    );
    assert_eq!(rendered.mentions, [UserId(11)], "only Ann is pinged");
    assert!(rendered.content.starts_with("<@11>"));
    // The new message is saved with the old one retired before the old one is deleted.
    let Errand::Save(posted) = &calls[2] else {
        panic!()
    };
    assert_eq!(
        (posted.table_message, posted.posting.as_deref()),
        (Some(500), None)
    );
    assert_eq!(posted.retired, [300]);
    assert_eq!(
        calls[3],
        Errand::Delete {
            channel: CHANNEL,
            id: 300
        }
    );
    // Once deleted, it is no longer listed, so no restart deletes it again.
    let Errand::Save(after) = &calls[4] else {
        panic!()
    };
    assert!(after.retired.is_empty());
    assert_eq!(after.pinged_step, Some(0));
    // Shown again at the same step: nothing to do, and no second ping.
    desk.repost(now);
    let again = drive(&mut desk, now, &BTreeMap::new(), discord());
    let Errand::PostTable { ping, rendered, .. } = &again[1] else {
        panic!("{again:#?}")
    };
    assert_eq!(*ping, None);
    assert!(rendered.mentions.is_empty(), "a turn pings its player once");
}

#[test]
fn a_computers_turn_is_an_edit_in_place_that_pings_nobody() {
    let start = Instant::now();
    let now = at(start, 0);
    let mut game = game();
    game.apply(Seat(0), Action::Bid(2)).unwrap();
    game.apply(Seat(1), Action::Pass).unwrap();
    // Ada (a computer) is on turn.
    assert_eq!(game.to_act(), Some(Seat(2)));
    let before = info_of(&game, TableStatus::Playing);
    let mut desk = desk_with(before.clone(), live(300, now.unix_ms, Some(0)), now);
    drive(&mut desk, now, &BTreeMap::new(), discord());
    game.apply(Seat(2), Action::Pass).unwrap();
    let later = at(start, 2);
    desk.update(
        played(
            info_of(&game, TableStatus::Playing),
            Seat(2),
            Action::Pass,
            ActedBy::Computer,
        ),
        Vec::new(),
        later,
    );
    assert!(
        desk.due.is_some_and(|due| due > later.at),
        "a computer's move is gathered with the next"
    );
    let calls = drive(&mut desk, later, &BTreeMap::new(), discord());
    assert_eq!(names(&calls), ["edit table"]);
    let Errand::EditTable { id, rendered, .. } = &calls[0] else {
        panic!()
    };
    assert_eq!(*id, 300);
    assert!(rendered.mentions.is_empty());
    assert!(drive(&mut desk, later, &BTreeMap::new(), discord()).is_empty());
}

#[test]
fn a_message_near_an_hours_age_is_posted_afresh_without_a_ping() {
    let start = Instant::now();
    let now = at(start, 0);
    let mut game = game();
    game.apply(Seat(0), Action::Bid(2)).unwrap();
    game.apply(Seat(1), Action::Pass).unwrap();
    let info = info_of(&game, TableStatus::Playing);
    let posted = now.unix_ms - 51 * 60 * 1000;
    let mut desk = desk_with(info, live(300, posted, Some(0)), now);
    let calls = drive(&mut desk, now, &BTreeMap::new(), discord());
    assert_eq!(
        names(&calls),
        ["save", "post table", "save", "delete", "save"]
    );
    let Errand::PostTable { ping, nonce, .. } = &calls[1] else {
        panic!()
    };
    assert_eq!(*ping, None);
    assert!(nonce.starts_with("t7.2."), "{nonce}");
    // Discord caps an old message's edits: the answer to an edit says so.
    let mut desk = desk_with(
        info_of(&game, TableStatus::Playing),
        live(300, now.unix_ms, Some(0)),
        now,
    );
    let calls = drive(&mut desk, now, &BTreeMap::new(), |call| match call {
        Errand::EditTable { .. } => Heard::Failed(RestError::OldMessage),
        Errand::PostTable { .. } => Heard::Made(501),
        _ => Heard::Done,
    });
    assert_eq!(
        names(&calls),
        ["edit table", "save", "post table", "save", "delete", "save"]
    );
    assert_eq!(
        calls[4],
        Errand::Delete {
            channel: CHANNEL,
            id: 300
        }
    );
}

#[test]
fn a_post_never_confirmed_is_found_by_its_nonce_and_retired_with_any_stray() {
    let start = Instant::now();
    let now = at(start, 0);
    let game = game();
    let info = info_of(&game, TableStatus::Playing);
    // A crash while posting: the nonce was saved, the answer never came.
    let saved = Frontend {
        posting: Some("t7.0".into()),
        ..live(300, now.unix_ms, None)
    };
    let mut desk = desk_with(info, saved, now);
    let calls = drive(&mut desk, now, &BTreeMap::new(), |call| match call {
        // Discord made it: the nonce finds it.
        Errand::Recall { .. } => Heard::Made(450),
        // A post older than Discord's memory of nonces, found in the channel.
        Errand::Search { .. } => Heard::Found(vec![460, 450]),
        Errand::PostTable { .. } => Heard::Made(501),
        _ => Heard::Done,
    });
    // Each message deleted is saved as gone before the next goes, so no restart deletes
    // one twice.
    assert_eq!(
        names(&calls),
        [
            "recall",
            "search",
            "save",
            "post table",
            "save",
            "delete",
            "save",
            "delete",
            "save",
            "delete",
            "save"
        ]
    );
    let Errand::Recall {
        rendered, nonce, ..
    } = &calls[0]
    else {
        panic!()
    };
    assert_eq!(nonce, "t7.0");
    assert!(rendered.mentions.is_empty(), "a recall pings nobody");
    assert_eq!(
        calls[1],
        Errand::Search {
            channel: CHANNEL,
            after: Some(300)
        }
    );
    let deleted: Vec<&Errand> = calls.iter().filter(|c| c.name() == "delete").collect();
    assert_eq!(
        deleted,
        [
            &Errand::Delete {
                channel: CHANNEL,
                id: 460
            },
            &Errand::Delete {
                channel: CHANNEL,
                id: 300
            },
            &Errand::Delete {
                channel: CHANNEL,
                id: 450
            },
        ],
        "every table message but the new one goes, the newest first"
    );
    let Errand::Save(last) = calls.last().unwrap() else {
        panic!()
    };
    assert_eq!((last.table_message, last.retired.len()), (Some(501), 0));
}

#[test]
fn a_post_whose_answer_is_lost_is_recalled_by_its_nonce_at_the_next_showing() {
    let start = Instant::now();
    let now = at(start, 0);
    let game = game();
    let info = info_of(&game, TableStatus::Playing);
    let mut desk = desk_with(info, live(300, now.unix_ms, None), now);
    let calls = drive(&mut desk, now, &BTreeMap::new(), |call| match call {
        Errand::PostTable { .. } => Heard::Failed(RestError::Unreachable("502".into())),
        _ => Heard::Done,
    });
    assert_eq!(names(&calls), ["save", "post table"]);
    assert!(
        drive(&mut desk, at(start, 1), &BTreeMap::new(), discord()).is_empty(),
        "nothing while Discord is out of reach"
    );
    let later = at(start, RETRY.as_secs());
    assert_eq!(desk.next_wake(now.at), Some(later.at));
    let calls = drive(&mut desk, later, &BTreeMap::new(), discord());
    assert_eq!(
        names(&calls)[..4],
        ["recall", "search", "save", "post table"]
    );
    let Errand::Recall { nonce, .. } = &calls[0] else {
        panic!()
    };
    assert_eq!(nonce, "t7.0", "the lost post's own nonce");
}

#[test]
fn a_table_message_a_moderator_deleted_is_posted_again_without_a_second_ping() {
    let start = Instant::now();
    let now = at(start, 0);
    let game = game();
    let info = info_of(&game, TableStatus::Playing);
    let mut desk = desk_with(info, live(300, now.unix_ms, Some(0)), now);
    // After a start what the message shows is unknown: it is edited once.
    assert_eq!(
        names(&drive(&mut desk, now, &BTreeMap::new(), discord())),
        ["edit table"]
    );
    assert!(drive(&mut desk, now, &BTreeMap::new(), discord()).is_empty());
    desk.message_deleted(300, now);
    let calls = drive(&mut desk, now, &BTreeMap::new(), discord());
    assert_eq!(names(&calls), ["save", "post table", "save"]);
    let Errand::PostTable { ping, .. } = &calls[1] else {
        panic!()
    };
    assert_eq!(*ping, None, "Ann was pinged for this turn already");
    // An edit that finds the message gone does the same.
    let mut desk = desk_with(
        info_of(&game, TableStatus::Playing),
        Frontend {
            table_posted_ms: Some(now.unix_ms),
            ..live(300, now.unix_ms, Some(0))
        },
        now,
    );
    desk.repost(now);
    desk.asked = false;
    let calls = drive(&mut desk, now, &BTreeMap::new(), |call| match call {
        Errand::EditTable { .. } => Heard::Failed(RestError::UnknownMessage),
        Errand::PostTable { .. } => Heard::Made(501),
        _ => Heard::Done,
    });
    assert_eq!(names(&calls), ["edit table", "save", "post table", "save"]);
}

#[test]
fn a_delete_that_finds_the_message_gone_ends_its_retirement() {
    let start = Instant::now();
    let now = at(start, 0);
    let game = game();
    let info = info_of(&game, TableStatus::Playing);
    let saved = Frontend {
        retired: vec![250, 260],
        ..live(300, now.unix_ms, None)
    };
    let mut desk = desk_with(info, saved, now);
    // `Rest::delete_message` answers a 404 (Unknown Message) as done.
    let calls = drive(&mut desk, now, &BTreeMap::new(), discord());
    let deleted: Vec<u64> = calls
        .iter()
        .filter_map(|c| match c {
            Errand::Delete { id, .. } => Some(*id),
            _ => None,
        })
        .collect();
    assert_eq!(deleted, [300, 260, 250]);
    assert!(desk.retired.is_empty());
    let Errand::Save(last) = calls.last().unwrap() else {
        panic!()
    };
    assert!(last.retired.is_empty(), "saved without them");
    // One that cannot be deleted now waits for the next post, and is not tried in a loop.
    let mut desk = desk_with(
        info_of(&game, TableStatus::Playing),
        Frontend {
            retired: vec![250],
            ..live(300, now.unix_ms, None)
        },
        now,
    );
    let calls = drive(&mut desk, now, &BTreeMap::new(), |call| match call {
        Errand::Delete { id: 250, .. } => Heard::Failed(RestError::Refused {
            status: 400,
            code: 0,
            message: "no".into(),
        }),
        Errand::PostTable { .. } => Heard::Made(501),
        _ => Heard::Done,
    });
    assert_eq!(
        calls
            .iter()
            .filter(|c| **c
                == Errand::Delete {
                    channel: CHANNEL,
                    id: 250
                })
            .count(),
        1
    );
    assert_eq!(desk.retired, [250]);
}

/// A panel answer of `user`'s with `token`: `fresh` for a new message ("Your hand").
fn answer(user: u64, token: &str, fresh: bool) -> PanelAnswer {
    PanelAnswer {
        user: UserId(user),
        token: token.into(),
        shown: crate::discord::payload::text("panel"),
        fresh,
        lang: crate::text::Lang::En,
    }
}

fn view_of(game: &Match, seat: Seat) -> PlayerView {
    PlayerView {
        info: info_of(game, TableStatus::Playing),
        seat,
        view: game.view(seat).snapshot(),
    }
}

#[test]
fn a_fresh_panel_is_kept_up_to_date_and_an_expiring_one_told_to_reopen() {
    let start = Instant::now();
    let now = at(start, 0);
    let game = game();
    let info = info_of(&game, TableStatus::Playing);
    let mut desk = desk_with(info, live(300, now.unix_ms, Some(0)), now);
    drive(&mut desk, now, &BTreeMap::new(), discord());
    desk.panel_opened(
        PanelAnswer {
            user: UserId(11),
            token: "ann-1".into(),
            shown: crate::discord::payload::text("old"),
            fresh: true,
            lang: crate::text::Lang::En,
        },
        now,
    );
    let views = BTreeMap::from([(
        UserId(11),
        PanelView::Seated(Box::new(view_of(&game, Seat(0)))),
    )]);
    // Her own answer shows the table as it is: only its token is saved.
    let calls = drive(&mut desk, now, &views, discord());
    assert_eq!(names(&calls), ["save"]);
    let mut game = game;
    game.apply(Seat(0), Action::Bid(2)).unwrap();
    game.apply(Seat(1), Action::Pass).unwrap();
    game.apply(Seat(2), Action::Pass).unwrap();
    game.apply(Seat(3), Action::Pass).unwrap();
    desk.update(
        played(
            info_of(&game, TableStatus::Playing),
            Seat(3),
            Action::Pass,
            ActedBy::Computer,
        ),
        Vec::new(),
        now,
    );
    let views = BTreeMap::from([(
        UserId(11),
        PanelView::Seated(Box::new(view_of(&game, Seat(0)))),
    )]);
    // Her bid won: her turn to lay the ribs comes to her panel.
    let calls = drive(&mut desk, now, &views, discord());
    assert_eq!(
        names(&calls),
        ["save", "post table", "save", "delete", "edit panel", "save"]
    );
    let Errand::EditPanel { token, edit, user } = &calls[4] else {
        panic!()
    };
    assert_eq!((token.as_str(), *user), ("ann-1", UserId(11)));
    let PanelEdit::Show(showing) = edit else {
        panic!()
    };
    assert!(
        showing.rendered.content.contains("Lay your ribs"),
        "{:?}",
        showing.rendered
    );
    assert_eq!(
        desk.saved(None, now).panels.len(),
        1,
        "its token is kept for a restart"
    );
    // Nothing new: no edit.
    assert!(drive(&mut desk, now, &views, discord()).is_empty());
    // A newer panel (a fresh "Your hand"): the older one is deleted through its own token.
    let later = at(start, 60);
    desk.panel_opened(answer(11, "ann-2", true), later);
    let calls = drive(&mut desk, later, &views, discord());
    assert_eq!(
        calls[0],
        Errand::DeletePanel {
            token: "ann-1".into(),
        }
    );
    // At 14 minutes (Discord's tokens last 15), the panel says to reopen and is forgotten.
    let expiry = desk.panels[&UserId(11)].expires_at();
    assert_eq!(desk.next_wake(later.at), Some(expiry));
    let late = Now {
        at: expiry,
        unix_ms: later.unix_ms + 14 * 60 * 1000,
    };
    let calls = drive(&mut desk, late, &views, discord());
    let Errand::EditPanel {
        token,
        edit: PanelEdit::Last(rendered),
        ..
    } = &calls[0]
    else {
        panic!("{calls:#?}")
    };
    assert_eq!(token, "ann-2");
    assert!(rendered.rows.is_empty(), "no buttons that would not work");
    assert!(desk.panels.is_empty());
    assert!(
        calls.iter().all(
            |c| !matches!(c, Errand::EditPanel { token, .. } if token == "ann-2") || c == &calls[0]
        ),
        "no edit with that token after"
    );
}

#[test]
fn a_panel_waits_for_its_players_own_click_to_be_answered() {
    let start = Instant::now();
    let now = at(start, 0);
    let mut game = game();
    let mut desk = desk_with(
        info_of(&game, TableStatus::Playing),
        live(300, now.unix_ms, Some(0)),
        now,
    );
    desk.panel_opened(
        PanelAnswer {
            user: UserId(11),
            token: "ann".into(),
            shown: crate::discord::payload::text("x"),
            fresh: true,
            lang: crate::text::Lang::En,
        },
        now,
    );
    drive(&mut desk, now, &BTreeMap::new(), discord());
    game.apply(Seat(0), Action::Bid(2)).unwrap();
    desk.update(
        played(
            info_of(&game, TableStatus::Playing),
            Seat(0),
            Action::Bid(2),
            ActedBy::Player,
        ),
        Vec::new(),
        now,
    );
    let views = BTreeMap::from([(
        UserId(11),
        PanelView::Seated(Box::new(view_of(&game, Seat(0)))),
    )]);
    let calls = drive(&mut desk, now, &views, discord());
    assert!(
        calls.iter().all(|c| c.name() != "edit panel"),
        "her click's answer shows it: {calls:#?}"
    );
    let late = at(start, 2);
    let calls = drive(&mut desk, late, &views, discord());
    let Errand::EditPanel {
        edit: PanelEdit::Show(showing),
        ..
    } = &calls[0]
    else {
        panic!("{calls:#?}")
    };
    assert_eq!(showing.notice.as_deref(), Some("✅ You bid 2."));
}

#[test]
fn a_panel_saved_before_a_restart_is_edited_while_its_token_lasts() {
    let start = Instant::now();
    let now = at(start, 0);
    let game = game();
    let saved = Frontend {
        panels: vec![
            SavedPanel {
                lang: None,
                user: 11,
                token: "ann".into(),
                opened_ms: now.unix_ms - 60_000,
                seen: None,
                notice: None,
            },
            SavedPanel {
                lang: None,
                user: 12,
                token: "bob".into(),
                opened_ms: now.unix_ms - 16 * 60_000,
                seen: None,
                notice: None,
            },
        ],
        ..live(300, now.unix_ms, Some(0))
    };
    let mut desk = desk_with(info_of(&game, TableStatus::Playing), saved, now);
    assert_eq!(
        desk.panels.keys().copied().collect::<Vec<_>>(),
        [UserId(11)]
    );
    let views = BTreeMap::from([(
        UserId(11),
        PanelView::Seated(Box::new(view_of(&game, Seat(0)))),
    )]);
    let calls = drive(&mut desk, now, &views, discord());
    let tokens: Vec<&str> = calls
        .iter()
        .filter_map(|c| match c {
            Errand::EditPanel { token, .. } => Some(token.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(tokens, ["ann"], "Bob's token is past Discord's 15 minutes");
}

#[test]
fn a_dead_token_stops_every_call_and_leaves_the_rest_owed() {
    let start = Instant::now();
    let now = at(start, 0);
    let mut game = game();
    let mut desk = desk_with(
        info_of(&game, TableStatus::Playing),
        live(300, now.unix_ms, Some(0)),
        now,
    );
    drive(&mut desk, now, &BTreeMap::new(), discord());
    // Play a trick to its end, so that a reveal is owed.
    let mut events = Vec::new();
    while !events
        .iter()
        .any(|e| matches!(e, crate::games::ribs::Event::TrickResolved { .. }))
    {
        let seat = game.to_act().unwrap();
        let step = game.step();
        let action = simple(&game, seat);
        events = game.apply(seat, action).unwrap();
        let mut update = played(
            info_of(&game, TableStatus::Playing),
            seat,
            action,
            ActedBy::Computer,
        );
        if let UpdateKind::Played { announcements, .. } = &mut update.kind {
            *announcements = Announcement::of_step(step, &events);
        }
        desk.update(update, Vec::new(), now);
    }
    assert_eq!(desk.outbox.len(), 1);
    let calls = drive(&mut desk, now, &BTreeMap::new(), |call| match call {
        Errand::Announce { .. } => Heard::Failed(RestError::Unauthorized),
        _ => Heard::Done,
    });
    assert_eq!(names(&calls), ["announce"], "not one call after the 401");
    assert!(drive(&mut desk, at(start, 600), &BTreeMap::new(), discord()).is_empty());
    assert_eq!(
        desk.outbox.len(),
        1,
        "the reveal stays owed, for a start with a good token"
    );
    assert!(desk.next_wake(now.at).is_none());
    assert!(desk.is_done());
}

#[test]
fn announcements_go_in_order_and_how_far_is_recorded_after_each_action() {
    let start = Instant::now();
    let now = at(start, 0);
    let mut game = game();
    let mut desk = desk_with(
        info_of(&game, TableStatus::Playing),
        live(300, now.unix_ms, Some(0)),
        now,
    );
    drive(&mut desk, now, &BTreeMap::new(), discord());
    let mut owed_steps = Vec::new();
    while game.hand().number() == 0 {
        let seat = game.to_act().unwrap();
        let step = game.step();
        let action = simple(&game, seat);
        let events = game.apply(seat, action).unwrap();
        let announcements = Announcement::of_step(step, &events);
        owed_steps.extend(announcements.iter().map(|a| (a.step, a.index)));
        let mut update = played(
            info_of(&game, TableStatus::Playing),
            seat,
            action,
            ActedBy::Computer,
        );
        if let UpdateKind::Played {
            announcements: a, ..
        } = &mut update.kind
        {
            *a = announcements;
        }
        desk.update(update, Vec::new(), now);
    }
    assert_eq!(owed_steps.len(), 5, "four reveals and the hand's end");
    let calls = drive(&mut desk, now, &BTreeMap::new(), discord());
    let said: Vec<String> = calls
        .iter()
        .filter_map(|c| match c {
            Errand::Announce { nonce, .. } => Some(nonce.clone()),
            _ => None,
        })
        .collect();
    let expected: Vec<String> = owed_steps
        .iter()
        .map(|(step, index)| format!("a7.{step}.{index}"))
        .collect();
    assert_eq!(said, expected);
    let last = owed_steps.last().unwrap().0;
    assert!(calls.contains(&Errand::SetAnnounced {
        announced: last + 1,
        closing: false
    }));
    // The last trick's reveal and the hand's end come of one action: recorded once both
    // are out.
    let positions: Vec<usize> = calls
        .iter()
        .enumerate()
        .filter(
            |(_, c)| matches!(c, Errand::SetAnnounced { announced, .. } if *announced == last + 1),
        )
        .map(|(i, _)| i)
        .collect();
    let hand_end = calls
        .iter()
        .position(
            |c| matches!(c, Errand::Announce { nonce, .. } if *nonce == format!("a7.{last}.1")),
        )
        .unwrap();
    assert!(positions.iter().all(|p| *p > hand_end));
    // The same announcements arriving again (a start read them from the log) are not
    // queued twice.
    assert!(desk.outbox.is_empty());
}

#[test]
fn a_closed_table_shows_its_last_state_then_says_why_and_owes_nothing_more() {
    let start = Instant::now();
    let now = at(start, 0);
    let game = game();
    let mut desk = desk_with(
        info_of(&game, TableStatus::Playing),
        live(300, now.unix_ms, Some(0)),
        now,
    );
    drive(&mut desk, now, &BTreeMap::new(), discord());
    let closed = info_of(&game, TableStatus::Stopped);
    desk.update(
        Update {
            table: TABLE,
            place: closed.place,
            audience: Audience::Table,
            kind: UpdateKind::Closed {
                info: closed,
                why: crate::table::Closing::Stopped {
                    by: UserId(11),
                    admin: false,
                },
            },
        },
        Vec::new(),
        now,
    );
    let calls = drive(&mut desk, now, &BTreeMap::new(), discord());
    assert_eq!(names(&calls), ["final table", "announce", "set announced"]);
    let Errand::FinalTable { rendered, .. } = &calls[0] else {
        panic!()
    };
    assert!(
        rendered
            .rows
            .iter()
            .all(|row| !matches!(row, crate::discord::render::Row::Select(_))),
        "no controls left to play"
    );
    assert_eq!(
        calls[2],
        Errand::SetAnnounced {
            announced: 0,
            closing: true
        }
    );
    assert!(desk.is_done());
}

#[test]
fn a_place_that_is_gone_stops_the_match_and_then_nothing_is_sent() {
    let start = Instant::now();
    let now = at(start, 0);
    let game = game();
    let mut desk = desk_with(
        info_of(&game, TableStatus::Playing),
        live(300, now.unix_ms, None),
        now,
    );
    let calls = drive(&mut desk, now, &BTreeMap::new(), |call| match call {
        Errand::PostTable { .. } => Heard::Failed(RestError::PlaceGone {
            code: 50013,
            message: "Missing Permissions".into(),
        }),
        _ => Heard::Done,
    });
    assert_eq!(names(&calls), ["save", "post table", "lose place"]);
    assert!(drive(&mut desk, now, &BTreeMap::new(), discord()).is_empty());
    assert!(desk.is_done());
}

#[test]
fn a_lobby_is_posted_with_its_thread_opened_and_closed_once_the_match_begins() {
    let start = Instant::now();
    let now = at(start, 0);
    let game = game();
    let saved = Frontend {
        want_thread: true,
        ..Frontend::default()
    };
    let mut desk = desk_with(info_of(&game, TableStatus::Lobby), saved, now);
    let calls = drive(&mut desk, now, &BTreeMap::new(), discord());
    assert_eq!(names(&calls), ["post lobby", "open thread", "save"]);
    assert_eq!(
        calls[1],
        Errand::OpenThread {
            channel: CHANNEL,
            message: 500,
            name: "Ribs · Ann's table".into()
        }
    );
    // The match begins in the thread the service now knows of.
    let mut started = info_of(&game, TableStatus::Playing);
    started.thread = Some(PlaceId(501));
    desk.update(
        Update {
            table: TABLE,
            place: started.place,
            audience: Audience::Table,
            kind: UpdateKind::Started {
                info: started,
                events: Vec::new(),
            },
        },
        Vec::new(),
        now,
    );
    let calls = drive(&mut desk, now, &BTreeMap::new(), discord());
    assert_eq!(names(&calls)[..3], ["edit lobby", "save", "post table"]);
    let Errand::EditLobby { rendered, last, .. } = &calls[0] else {
        panic!()
    };
    assert!(*last);
    assert!(rendered.rows.is_empty(), "closed to new players");
    assert!(
        rendered
            .embed
            .as_ref()
            .unwrap()
            .description
            .contains("<#501>"),
        "{rendered:?}"
    );
    let Errand::PostTable { channel, .. } = &calls[2] else {
        panic!()
    };
    assert_eq!(*channel, 501, "the match is played in its thread");
}

#[test]
fn a_thread_the_bot_may_not_open_leaves_the_match_in_the_channel_saying_so() {
    let start = Instant::now();
    let now = at(start, 0);
    let game = game();
    let saved = Frontend {
        want_thread: true,
        ..Frontend::default()
    };
    let mut desk = desk_with(info_of(&game, TableStatus::Lobby), saved, now);
    let calls = drive(&mut desk, now, &BTreeMap::new(), |call| match call {
        Errand::PostLobby { .. } => Heard::Made(500),
        Errand::OpenThread { .. } => Heard::Failed(RestError::PlaceGone {
            code: 50013,
            message: "Missing Permissions".into(),
        }),
        _ => Heard::Done,
    });
    assert_eq!(names(&calls), ["post lobby", "open thread", "note", "save"]);
    let Errand::Note {
        rendered, channel, ..
    } = &calls[2]
    else {
        panic!()
    };
    assert_eq!(*channel, CHANNEL);
    assert!(rendered.content.contains("I may not create threads here"));
    assert_eq!(
        desk.life,
        crate::discord::publisher::desk::Life::Open,
        "the table goes on"
    );
}

#[test]
fn announcements_read_from_the_log_at_a_start_are_not_queued_again_by_late_updates() {
    let start = Instant::now();
    let now = at(start, 0);
    let mut game = game();
    let mut late = Vec::new();
    let mut owed = Vec::new();
    while owed.is_empty() {
        let seat = game.to_act().unwrap();
        let step = game.step();
        let action = simple(&game, seat);
        let events = game.apply(seat, action).unwrap();
        let announcements = Announcement::of_step(step, &events);
        owed.extend(announcements.clone());
        let mut update = played(
            info_of(&game, TableStatus::Playing),
            seat,
            action,
            ActedBy::Computer,
        );
        if let UpdateKind::Played {
            announcements: a, ..
        } = &mut update.kind
        {
            *a = announcements;
        }
        late.push(update);
    }
    let info = info_of(&game, TableStatus::Playing);
    let mut desk = Desk::recover(
        Owed {
            info,
            frontend: Some(live(300, now.unix_ms, Some(0)).to_json()),
            announced: 0,
            announcements: owed,
            closing: None,
        },
        Vec::new(),
        now,
    );
    for update in late {
        desk.update(update, Vec::new(), now);
    }
    assert_eq!(desk.outbox.len(), 1);
    assert!(matches!(desk.outbox[0], Owing::Said(_)));
}

#[test]
fn a_table_picture_is_sent_when_it_changes_and_again_after_one_that_did_not_go() {
    let start = Instant::now();
    let now = at(start, 0);
    let mut game = game();
    game.apply(Seat(0), Action::Bid(2)).unwrap();
    game.apply(Seat(1), Action::Pass).unwrap();
    let mut desk = desk_with(
        info_of(&game, TableStatus::Playing),
        live(300, now.unix_ms, Some(0)),
        now,
    );
    // After a start nobody knows what the message shows: its picture goes with the edit.
    let calls = drive(&mut desk, now, &BTreeMap::new(), discord());
    let Errand::EditTable {
        rendered,
        keep_picture,
        ..
    } = &calls[0]
    else {
        panic!("{calls:#?}")
    };
    assert!(rendered.picture.is_some() && !keep_picture);
    let drawn = rendered.picture.clone();

    // A notice in the text only: the picture is the same, no file is sent again.
    let mut saving = info_of(&game, TableStatus::Playing);
    saving.cannot_save = true;
    let update = |kind| Update {
        table: TABLE,
        place: PlaceId(CHANNEL),
        audience: Audience::Table,
        kind,
    };
    desk.update(update(UpdateKind::Saving { info: saving }), Vec::new(), now);
    let calls = drive(&mut desk, now, &BTreeMap::new(), discord());
    let Errand::EditTable {
        rendered,
        keep_picture,
        ..
    } = &calls[0]
    else {
        panic!("{calls:#?}")
    };
    assert_eq!(rendered.picture, drawn);
    assert!(keep_picture);

    // A move changes the picture; Discord refuses the file and the text goes alone (the
    // worker answers for the errand without its picture): the picture is not tried again
    // at once, but with the next change of the text.
    game.apply(Seat(2), Action::Pass).unwrap();
    let later = at(start, 2);
    desk.update(
        played(
            info_of(&game, TableStatus::Playing),
            Seat(2),
            Action::Pass,
            ActedBy::Computer,
        ),
        Vec::new(),
        later,
    );
    desk.due = None;
    let call = desk
        .plan(later, &BTreeMap::new())
        .into_iter()
        .next()
        .unwrap();
    let Errand::EditTable { keep_picture, .. } = &call else {
        panic!("{call:#?}")
    };
    assert!(!keep_picture, "a new picture");
    desk.picture_missed(call.picture_name().unwrap());
    desk.answered(call.without_picture(), Heard::Done, later);
    assert!(drive(&mut desk, later, &BTreeMap::new(), discord()).is_empty());
    let mut saving = info_of(&game, TableStatus::Playing);
    saving.cannot_save = true;
    desk.update(
        update(UpdateKind::Saving { info: saving }),
        Vec::new(),
        later,
    );
    let calls = drive(&mut desk, later, &BTreeMap::new(), discord());
    let Errand::EditTable {
        rendered,
        keep_picture,
        ..
    } = &calls[0]
    else {
        panic!("the picture that did not go is sent: {calls:#?}")
    };
    assert!(rendered.picture.is_some() && !keep_picture);
    assert!(drive(&mut desk, later, &BTreeMap::new(), discord()).is_empty());
}

/// A match under way whose table message is shown, and Ann's (user 11, seat 1) view for
/// her panels.
fn playing_with_anns_panel(now: Now) -> (Desk, BTreeMap<UserId, PanelView>) {
    let game = game();
    let mut desk = desk_with(
        info_of(&game, TableStatus::Playing),
        live(300, now.unix_ms, Some(0)),
        now,
    );
    drive(&mut desk, now, &BTreeMap::new(), discord());
    let views = BTreeMap::from([(
        UserId(11),
        PanelView::Seated(Box::new(view_of(&game, Seat(0)))),
    )]);
    (desk, views)
}

#[test]
fn a_person_keeps_one_panel_each_new_one_deleting_the_one_before() {
    let start = Instant::now();
    let now = at(start, 0);
    let (mut desk, views) = playing_with_anns_panel(now);
    let deleted = |calls: &[Errand]| -> Vec<String> {
        calls
            .iter()
            .filter_map(|c| match c {
                Errand::DeletePanel { token } => Some(token.clone()),
                _ => None,
            })
            .collect()
    };
    // The first panel replaces nothing.
    desk.panel_opened(answer(11, "ann-1", true), now);
    assert!(deleted(&drive(&mut desk, now, &views, discord())).is_empty());
    // Her clicks in it answer in it: the same message, a newer token; nothing to delete.
    desk.panel_opened(answer(11, "ann-1b", false), at(start, 5));
    assert!(deleted(&drive(&mut desk, at(start, 5), &views, discord())).is_empty());
    // "Your hand" again (from the newest table message, as on a phone): the older panel
    // goes, deleted through the newest token it had, once, before anything else.
    desk.panel_opened(answer(11, "ann-2", true), at(start, 10));
    let calls = drive(&mut desk, at(start, 10), &views, discord());
    assert_eq!(
        calls[0],
        Errand::DeletePanel {
            token: "ann-1b".into()
        }
    );
    assert_eq!(deleted(&calls), ["ann-1b"]);
    assert!(desk.replaced.is_empty());
    // Bob's panel is his own: hers never deletes it.
    desk.panel_opened(answer(12, "bob-1", true), at(start, 11));
    desk.panel_opened(answer(11, "ann-3", true), at(start, 12));
    let calls = drive(&mut desk, at(start, 12), &views, discord());
    assert_eq!(deleted(&calls), ["ann-2"]);
    // Three presses in one burst (before the worker shows anything): each older one goes.
    for (i, token) in ["ann-4", "ann-5", "ann-6"].into_iter().enumerate() {
        desk.panel_opened(answer(11, token, true), at(start, 13 + i as u64));
    }
    let calls = drive(&mut desk, at(start, 16), &views, discord());
    assert_eq!(deleted(&calls), ["ann-3", "ann-4", "ann-5"]);
    assert_eq!(desk.panels[&UserId(11)].token, "ann-6");
    assert_eq!(desk.panels[&UserId(12)].token, "bob-1");
}

#[test]
fn a_panel_whose_token_expired_cannot_be_deleted_and_is_left_as_it_was_told() {
    let start = Instant::now();
    let now = at(start, 0);
    let (mut desk, views) = playing_with_anns_panel(now);
    desk.panel_opened(answer(11, "ann-1", true), now);
    drive(&mut desk, now, &views, discord());
    // At its 14th minute it is told to reopen, without buttons, and forgotten: a newer
    // panel has nothing to delete (Discord refuses the token after 15 minutes), and that
    // old panel stays on her screen, saying to reopen, until her client drops it.
    let told = at(start, 14 * 60);
    let calls = drive(&mut desk, told, &views, discord());
    assert!(
        calls.iter().any(|c| matches!(c, Errand::EditPanel { token, edit: PanelEdit::Last(_), .. } if token == "ann-1")),
        "{calls:#?}"
    );
    assert!(desk.panels.is_empty());
    let later = at(start, 16 * 60);
    desk.panel_opened(answer(11, "ann-2", true), later);
    let calls = drive(&mut desk, later, &views, discord());
    assert!(
        calls
            .iter()
            .all(|c| !matches!(c, Errand::DeletePanel { .. })),
        "{calls:#?}"
    );
    // A token that runs out between the press and the call: Discord refuses the delete
    // (50027); it is given up at once, never tried again, and the plan settles.
    desk.panel_opened(answer(11, "ann-3", true), at(start, 16 * 60 + 5));
    let mut tried = 0;
    let calls = drive(&mut desk, at(start, 16 * 60 + 5), &views, |call| {
        if let Errand::DeletePanel { .. } = call {
            tried += 1;
            Heard::Failed(RestError::TokenExpired)
        } else {
            discord()(call)
        }
    });
    assert_eq!(tried, 1, "{calls:#?}");
    assert!(desk.replaced.is_empty());
    assert_eq!(desk.panels[&UserId(11)].token, "ann-3");
    // A panel saved before a restart comes back with its token's age: one older than
    // 15 minutes is not deleted either.
    let mut panel = desk.panels[&UserId(11)].clone();
    panel.since = start;
    desk.panels.insert(UserId(11), panel);
    desk.panel_opened(answer(11, "ann-4", true), at(start, 15 * 60));
    assert!(
        desk.replaced.is_empty(),
        "past 15 minutes: {:?}",
        desk.replaced
    );
}

#[test]
fn a_table_picture_discord_refuses_for_good_leaves_the_text_and_the_plan_settles() {
    // The case behind "a showing did not settle": on a person's turn, panels being opened
    // and clicked (forged clicks among them) make showings one after another, and each
    // edited the table message until the call limit, since the picture Discord refused
    // was planned again at once, whatever the answer.
    let start = Instant::now();
    let now = at(start, 0);
    let mut game = game();
    game.apply(Seat(0), Action::Bid(2)).unwrap();
    let mut desk = desk_with(
        info_of(&game, TableStatus::Playing),
        live(300, now.unix_ms, Some(0)),
        now,
    );
    // Discord takes the text, never the picture (refused, or it could not be drawn).
    let mut edits = 0;
    let no_pictures = |call: &Errand| {
        let mut answer = discord();
        (answer(call), call.picture_name().is_none())
    };
    let mut counting = |call: &Errand| {
        if let Errand::EditTable { .. } | Errand::PostTable { .. } = call {
            edits += 1;
        }
        no_pictures(call)
    };
    drive_as_worker(&mut desk, now, &BTreeMap::new(), &mut counting);
    // Bob's turn: posted afresh with its ping, the text alone; nothing more.
    game.apply(Seat(1), Action::Pass).unwrap();
    game.apply(Seat(2), Action::Pass).unwrap();
    game.apply(Seat(3), Action::Pass).unwrap();
    let later = at(start, 1);
    desk.update(
        played(
            info_of(&game, TableStatus::Playing),
            Seat(3),
            Action::Pass,
            ActedBy::Computer,
        ),
        Vec::new(),
        later,
    );
    let calls = drive_as_worker(&mut desk, later, &BTreeMap::new(), &mut counting);
    assert!(
        names(&calls).iter().filter(|n| **n == "edit table").count() <= 1,
        "{:#?}",
        names(&calls)
    );
    // A panel opened meanwhile (a news of its own) shows nothing new of the table.
    desk.panel_opened(answer(11, "ann", true), at(start, 2));
    let calls = drive_as_worker(&mut desk, at(start, 2), &BTreeMap::new(), &mut counting);
    assert!(
        calls.iter().all(|c| c.name() != "edit table"),
        "{:#?}",
        names(&calls)
    );
    assert!(edits <= 4, "{edits} table calls");
}

#[test]
fn a_panel_that_tells_its_player_something_new_is_saved_with_it() {
    // After a restart a panel goes on from the line saved with the table: a line shown
    // but not saved would give way to an older one ("went back" to the last trick).
    let start = Instant::now();
    let now = at(start, 0);
    let game = game();
    let mut desk = desk_with(
        info_of(&game, TableStatus::Playing),
        live(300, now.unix_ms, Some(0)),
        now,
    );
    let views = BTreeMap::new();
    drive(&mut desk, now, &views, discord());
    desk.panels.insert(
        UserId(11),
        crate::discord::publisher::panels::Panel::new(
            "ann-1".into(),
            Rendered::default(),
            start,
            now.unix_ms,
        ),
    );
    desk.dirty = false;
    let showing = |notice: &str| crate::discord::publisher::panels::Showing {
        rendered: Rendered::default(),
        seen: (0, 1),
        notice: Some(notice.to_string()),
    };
    desk.panel_showed(UserId(11), showing("✅ You passed."));
    let saved = desk
        .plan(now, &views)
        .into_iter()
        .find_map(|call| match call {
            Errand::Save(frontend) => Some(frontend),
            _ => None,
        });
    let saved = saved.expect("the table's state saved with the new line");
    let panel = saved.panels.iter().find(|p| p.user == 11).unwrap();
    assert_eq!(panel.notice.as_deref(), Some("✅ You passed."));
    assert_eq!(panel.seen, Some((0, 1)));
    // The same line shown again tells nothing new: no write for it.
    desk.dirty = false;
    desk.panel_showed(UserId(11), showing("✅ You passed."));
    assert!(!desk.dirty);
}
