//! What each seat did in a finished hand: the lines behind standings and leaderboards.

use crate::games::ribs::{Action, Event, Hand, Match, Options, Played, ReplayError, Seat};
use crate::store::{HandRecord, MatchResult, SeatTally, ServerId, UserId};

/// A match's totals per seat so far, and the records an action adds to the store: what
/// the table actor and `ribs play --db` write with every action.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Totals(Vec<SeatTally>);

impl Totals {
    pub fn new(seats: usize) -> Totals {
        Totals(vec![SeatTally::default(); seats])
    }

    /// A stored match rebuilt from its log, with the totals of the hands it finished: the
    /// same counting as [`Totals::after`], so standings never drift from the logs.
    ///
    /// # Errors
    /// When the log does not replay on its table.
    pub fn replay(
        options: Options,
        seats: u8,
        seed: u64,
        log: impl IntoIterator<Item = (Seat, Action)>,
    ) -> Result<(Match, Totals), ReplayError> {
        let mut totals = Totals::new(seats.into());
        let game = Match::replay(options, seats, seed, log, |game, events| {
            totals.count(game, events);
        })?;
        Ok((game, totals))
    }

    /// Counts the hand that `events` (just caused in `game`) finished, if they finished
    /// one, and returns its record.
    pub fn count(&mut self, game: &Match, events: &[Event]) -> Option<HandRecord> {
        let number = events.iter().find_map(|e| match e {
            Event::HandScored { hand, .. } => Some(*hand),
            _ => None,
        })?;
        let hand = if game.hand().number() == number {
            game.hand()
        } else {
            game.previous_hand()?
        };
        let seats = hand_tallies(hand);
        for (total, line) in self.0.iter_mut().zip(&seats) {
            total.add(line);
        }
        Some(HandRecord {
            hand: number,
            seats,
        })
    }

    /// What an action just applied adds, where `after` is the match it made and `events`
    /// what it caused: the totals after it, and the hand and match records to store with
    /// it (the match's when it is over, for the seats' `players`, `None` for a computer).
    pub fn after(
        &self,
        after: &Match,
        events: &[Event],
        server: ServerId,
        players: impl IntoIterator<Item = Option<UserId>>,
    ) -> (Totals, Option<HandRecord>, Option<MatchResult>) {
        let mut totals = self.clone();
        let hand = totals.count(after, events);
        let result = crate::games::Game::outcome(after).map(|outcome| MatchResult {
            server,
            winner: outcome.winners().next().map_or(0, |s| s.0),
            seats: players.into_iter().zip(totals.0.iter().copied()).collect(),
            places: outcome.places.as_slice().to_vec(),
            teams: outcome.teams.map(|teams| teams.as_slice().to_vec()),
            scores: outcome.scores.as_slice().to_vec(),
            resigned: None,
            unrated: Vec::new(),
        });
        (totals, hand, result)
    }

    pub fn seats(&self) -> &[SeatTally] {
        &self.0
    }
}

/// Each seat's points, hand win (every tied leader wins), bids made and lost (a cracked
/// trick's bid counts as lost), cracks and folds in a finished hand.
pub fn hand_tallies(hand: &Hand) -> Vec<SeatTally> {
    let n = hand.seats();
    let scores = hand.scores();
    let winners = hand.leaders();
    let mut tallies: Vec<SeatTally> = Seat::all(n)
        .map(|s| SeatTally {
            points: scores[s],
            hands_won: u32::from(winners[s]),
            ..SeatTally::default()
        })
        .collect();
    for trick in hand.tricks() {
        let bidder = &mut tallies[trick.bidder.index()];
        if trick.bid_made {
            bidder.bids_made += 1;
        } else {
            bidder.bids_lost += 1;
        }
        if let Some(cracker) = trick.cracked_by {
            tallies[cracker.index()].cracks += 1;
        }
        for (seat, play) in trick.plays_in_order() {
            if let Played::Folded(_) = play {
                tallies[seat.index()].folds += 1;
            }
        }
    }
    tallies
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ribs::Options;

    #[test]
    fn a_hands_tallies_add_up_to_its_tricks_and_points() {
        for seed in 0..50 {
            let mut hand =
                Hand::deal(Options::default(), 6, Seat(seed as u8 % 6), 0, seed).unwrap();
            hand.playout(&mut crate::ai::policy_rng(seed, 0), &mut (), |_, _| {});
            let tallies = hand_tallies(&hand);
            let bids: u32 = tallies.iter().map(|t| t.bids_made + t.bids_lost).sum();
            assert_eq!(bids, 4, "one bid per trick");
            let points: u32 = tallies.iter().map(|t| t.points).sum();
            assert_eq!(points + hand.discard().points(), 60);
            assert!(tallies.iter().any(|t| t.hands_won == 1));
            assert!(
                tallies.iter().all(|t| t.folds <= 1),
                "at most one fold a hand"
            );
        }
    }

    /// The game ranks a resignation from its own counts: they agree with the totals the
    /// store keeps, and the first of a resigned match is the one the table always chose
    /// (the best of the others by hand wins, then points, the lower seat on a tie).
    #[test]
    fn a_resignation_ranks_as_the_totals_always_did() {
        use crate::games::Game;
        for seed in 0..30 {
            let mut game = Match::new(Options::default().with_target(9).unwrap(), 5, seed).unwrap();
            let mut totals = Totals::new(5);
            let mut step = 0u64;
            while let Some(seat) = game.to_act() {
                let legal = game.legal_actions(seat);
                let action = legal[(seed + step) as usize % legal.len()];
                step += 1;
                let events = game.apply(seat, action).unwrap();
                totals.count(&game, &events);
                if step > 400 {
                    break;
                }
            }
            for (seat, total) in Seat::all(5).zip(totals.seats()) {
                assert_eq!(game.hand_wins()[seat], total.hands_won, "seed {seed}");
                assert_eq!(game.points()[seat], total.points, "seed {seed}");
            }
            for host in Seat::all(5) {
                let t = totals.seats();
                let before = (0..5)
                    .filter(|&s| s != host.index())
                    .max_by_key(|&s| (t[s].hands_won, t[s].points, std::cmp::Reverse(s)))
                    .unwrap();
                let outcome = game.resigned(host);
                assert_eq!(outcome.winners().collect::<Vec<_>>(), [Seat(before as u8)]);
                assert_eq!(usize::from(outcome.places[host]), 4, "the host last");
            }
        }
    }
}
