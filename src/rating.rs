//! Skill ratings: Weng-Lin (the OpenSkill family of Bayesian ratings), from the
//! `skillratings` crate, over matches of any game, free-for-all or between teams.
//!
//! A finished match places its seats as its game's outcome says (ties sharing a place;
//! for Ribs: the winner first, the others by hand wins). A game without partners rates
//! each seat as a team of one; a game with partners (the game's outcome names teams) rates
//! each team as one, at its place. Every rater (a person, or a computer level: one identity
//! per level, so people can see where "hard" stands) has a skill estimate μ and an
//! uncertainty σ; players are shown the conservative figure μ − 3σ, scaled so that a
//! newcomer shows 1500, and marked provisional (`?`) until [`PROVISIONAL_MATCHES`] rated
//! matches.
//!
//! Ratings are a pure function of the results in order: [`rate`] takes the seats of a
//! match with their ratings before it, places and teams, and gives the ratings after. The
//! store applies it to every finished match as it is recorded (and to the ones recorded
//! before ratings existed), in one order; a test recomputes every stored rating from the
//! results.

use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

/// Rated matches before a rating loses its provisional mark. `ribs season` (200 matches
/// of four among twelve people) measured σ falling from 8.33 to 5.4 after five matches and
/// 4.3 after ten, and the shown figure moving 280 points at a first match, 116 at a fifth
/// and 91 at a tenth: from ten on it moves by less than a hundred.
pub const PROVISIONAL_MATCHES: u32 = 10;

/// One rater's skill estimate.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    pub mu: f64,
    pub sigma: f64,
    /// Rated matches so far.
    pub matches: u32,
}

impl Default for Rating {
    /// A newcomer: μ 25, σ 25/3, no match.
    fn default() -> Self {
        let fresh = WengLinRating::new();
        Rating {
            mu: fresh.rating,
            sigma: fresh.uncertainty,
            matches: 0,
        }
    }
}

impl Rating {
    /// The figure players see: the conservative estimate μ − 3σ (the skill the rater has
    /// with 99.7% confidence), scaled by 40 and shifted so that a newcomer shows 1500.
    pub fn shown(&self) -> i64 {
        (1500.0 + 40.0 * (self.mu - 3.0 * self.sigma)).round() as i64
    }

    /// Whether the rater has played too few rated matches for the figure to mean much.
    pub fn is_provisional(&self) -> bool {
        self.matches < PROVISIONAL_MATCHES
    }
}

/// Who a rating belongs to, as the store keeps it: a person's id, or a computer level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rater(pub i64);

impl Rater {
    /// The computer levels' identities, in the order easy, normal, hard.
    pub const COMPUTERS: [(&'static str, Rater); 3] = [
        ("easy", Rater(-1)),
        ("normal", Rater(-2)),
        ("hard", Rater(-3)),
    ];

    pub fn person(user: u64) -> Rater {
        Rater(user as i64)
    }

    /// The rater of a computer player of `level` (its name: `easy`, `normal`, `hard`).
    pub fn computer(level: &str) -> Option<Rater> {
        Rater::COMPUTERS
            .iter()
            .find(|(name, _)| *name == level)
            .map(|(_, r)| *r)
    }

    /// The computer level this rater is, if it is one.
    pub fn level(self) -> Option<&'static str> {
        Rater::COMPUTERS
            .iter()
            .find(|(_, r)| *r == self)
            .map(|(name, _)| *name)
    }
}

/// The places of a finished match's seats, 1 first: the winner alone first, then the others
/// by hand wins, equal hand wins sharing a place (the next place skips, as in sport:
/// 1, 2, 2, 4).
pub fn places(winner: usize, hand_wins: &[u32]) -> Vec<usize> {
    let seats: Vec<Finish> = hand_wins
        .iter()
        .enumerate()
        .map(|(seat, &hand_wins)| Finish {
            won: seat == winner,
            resigned: false,
            hand_wins,
        })
        .collect();
    finishing_places(&seats)
}

/// How a seat finished a match, for its place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Finish {
    pub won: bool,
    /// The host stopped the match once a hand was complete: they resigned, and are last.
    pub resigned: bool,
    pub hand_wins: u32,
}

/// Each seat's place (1 is first): the winner first, a seat that resigned last, the others
/// by hand wins, equal hand wins sharing a place.
pub fn finishing_places(seats: &[Finish]) -> Vec<usize> {
    let key = |f: &Finish| (f.resigned, !f.won, std::cmp::Reverse(f.hand_wins));
    seats
        .iter()
        .map(|me| 1 + seats.iter().filter(|o| key(o) < key(me)).count())
        .collect()
}

/// The places of the rated seats among themselves (`rated[seat]`), in seat order, from
/// every seat's place (any numbering where less is better and equal is a tie): a seat the
/// autopilot played for more than half its decisions is left out, and the others keep
/// their order, renumbered 1 first with ties sharing (1, 2, 2, 4).
pub fn rated_places(places: &[usize], rated: &[bool]) -> Vec<(usize, usize)> {
    let kept: Vec<usize> = (0..places.len()).filter(|&s| rated[s]).collect();
    kept.iter()
        .map(|&seat| {
            let ahead = kept.iter().filter(|&&o| places[o] < places[seat]).count();
            (seat, 1 + ahead)
        })
        .collect()
}

/// One rated seat of a finished match: who sits there, their rating before it, their place
/// (less is better, equal a tie) and their team where the game has partners (`None`: a
/// team of one).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatedSeat {
    pub rater: Rater,
    pub before: Rating,
    pub place: usize,
    pub team: Option<u8>,
}

/// The teams of a match as Weng-Lin takes them: the seats of each, in the order the teams
/// first sit, a seat with no team a team of its own (so a game without partners is rated
/// exactly as a free-for-all of seats, in seat order).
fn teams_of(seats: &[RatedSeat]) -> Vec<Vec<usize>> {
    let mut teams: Vec<(Option<u8>, Vec<usize>)> = Vec::new();
    for (i, seat) in seats.iter().enumerate() {
        match teams
            .iter_mut()
            .find(|(team, _)| team.is_some() && *team == seat.team)
        {
            Some((_, members)) => members.push(i),
            None => teams.push((seat.team, vec![i])),
        }
    }
    teams.into_iter().map(|(_, members)| members).collect()
}

/// The ratings of a match's seats after it, in seat order. Partners are rated as one team
/// (Weng-Lin over teams: the team's skill the sum of its players', its place the best of
/// theirs, each player moved in proportion to their own uncertainty), so partners who
/// started equal move together. A rater at several seats (computers of one level) takes
/// the mean of its seats' new ratings: one match counts once for it.
pub fn rate(seats: &[RatedSeat]) -> Vec<(Rater, Rating)> {
    let teams = teams_of(seats);
    let ratings: Vec<Vec<WengLinRating>> = teams
        .iter()
        .map(|members| {
            members
                .iter()
                .map(|&i| WengLinRating {
                    rating: seats[i].before.mu,
                    uncertainty: seats[i].before.sigma,
                })
                .collect()
        })
        .collect();
    let input: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(&ratings)
        .map(|(members, team)| {
            let place = members.iter().map(|&i| seats[i].place).min().unwrap_or(0);
            (&team[..], MultiTeamOutcome::new(place))
        })
        .collect();
    let after = weng_lin_multi_team(&input, &WengLinConfig::new());
    let mut new = vec![WengLinRating::new(); seats.len()];
    for (members, team) in teams.iter().zip(after) {
        for (&i, rating) in members.iter().zip(team) {
            new[i] = rating;
        }
    }
    seats
        .iter()
        .map(|seat| {
            let mine: Vec<&WengLinRating> = seats
                .iter()
                .zip(&new)
                .filter(|(other, _)| other.rater == seat.rater)
                .map(|(_, new)| new)
                .collect();
            let n = mine.len() as f64;
            let rating = Rating {
                mu: mine.iter().map(|r| r.rating).sum::<f64>() / n,
                sigma: mine.iter().map(|r| r.uncertainty).sum::<f64>() / n,
                matches: seat.before.matches + 1,
            };
            (seat.rater, rating)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Seats of a game without partners, from their raters and ratings and places.
    fn each_alone(seats: &[(Rater, Rating)], places: &[usize]) -> Vec<RatedSeat> {
        seats
            .iter()
            .zip(places)
            .map(|(&(rater, before), &place)| RatedSeat {
                rater,
                before,
                place,
                team: None,
            })
            .collect()
    }

    #[test]
    fn the_winner_is_first_and_equal_hand_wins_share_a_place() {
        assert_eq!(places(2, &[3, 1, 5, 3]), [2, 4, 1, 2]);
        // The winner alone first even when another reached as many hands (the match went on).
        assert_eq!(places(0, &[6, 5, 0, 0, 2]), [1, 2, 4, 4, 3]);
    }

    #[test]
    fn winning_raises_losing_lowers_and_every_match_narrows_the_uncertainty() {
        let seats: Vec<(Rater, Rating)> = (1..=4)
            .map(|u| (Rater::person(u), Rating::default()))
            .collect();
        let after = rate(&each_alone(&seats, &places(0, &[5, 3, 1, 1])));
        assert!(after[0].1.mu > 25.0 && after[3].1.mu < 25.0);
        assert!(
            after[1].1.mu > after[2].1.mu,
            "second place above the shared third"
        );
        assert_eq!(
            after[2].1.mu, after[3].1.mu,
            "a shared place, the same change"
        );
        assert!(
            after
                .iter()
                .all(|(_, r)| r.sigma < 25.0 / 3.0 && r.matches == 1)
        );
        assert_eq!(Rating::default().shown(), 1500);
        assert!(after[0].1.shown() > 1500);
    }

    #[test]
    fn a_computer_level_at_several_seats_is_rated_once_with_the_mean() {
        let hard = Rater::computer("hard").unwrap();
        let seats = vec![
            (Rater::person(7), Rating::default()),
            (hard, Rating::default()),
            (hard, Rating::default()),
            (Rater::person(8), Rating::default()),
        ];
        let after = rate(&each_alone(&seats, &places(1, &[0, 5, 2, 1])));
        assert_eq!(after[1], after[2], "one rating for the level");
        assert_eq!(after[1].1.matches, 1);
        assert_eq!(hard.level(), Some("hard"));
        assert_eq!(Rater::person(7).level(), None);
    }

    #[test]
    fn a_game_without_partners_is_rated_seat_by_seat_as_it_always_was() {
        let seats: Vec<(Rater, Rating)> = (1..=5)
            .map(|u| {
                let before = Rating {
                    mu: 20.0 + u as f64,
                    sigma: 8.0 - u as f64 / 2.0,
                    matches: 3,
                };
                (Rater::person(u), before)
            })
            .collect();
        let places = places(3, &[2, 4, 4, 5, 0]);
        // Each seat a team of one, in seat order, as ratings were before teams.
        let alone: Vec<[WengLinRating; 1]> = seats
            .iter()
            .map(|(_, r)| {
                [WengLinRating {
                    rating: r.mu,
                    uncertainty: r.sigma,
                }]
            })
            .collect();
        let input: Vec<(&[WengLinRating], MultiTeamOutcome)> = alone
            .iter()
            .zip(&places)
            .map(|(team, place)| (&team[..], MultiTeamOutcome::new(*place)))
            .collect();
        let expected = weng_lin_multi_team(&input, &WengLinConfig::new());
        let after = rate(&each_alone(&seats, &places));
        for ((_, rating), expected) in after.iter().zip(&expected) {
            assert_eq!(rating.mu.to_bits(), expected[0].rating.to_bits());
            assert_eq!(rating.sigma.to_bits(), expected[0].uncertainty.to_bits());
        }
        // Teams of one named as teams are the same free-for-all.
        let numbered: Vec<RatedSeat> = each_alone(&seats, &places)
            .into_iter()
            .enumerate()
            .map(|(i, s)| RatedSeat {
                team: Some(i as u8),
                ..s
            })
            .collect();
        assert_eq!(rate(&numbered), after);
    }

    /// Seats 0 and 2 against 1 and 3, every one a newcomer, `places` per seat.
    fn two_teams(places: [usize; 4]) -> Vec<RatedSeat> {
        (0..4)
            .map(|seat| RatedSeat {
                rater: Rater::person(seat as u64 + 1),
                before: Rating::default(),
                place: places[seat],
                team: Some(seat as u8 % 2),
            })
            .collect()
    }

    #[test]
    fn partners_are_rated_as_one_team_and_move_together() {
        let after = rate(&two_teams([1, 3, 1, 3]));
        let gain = |seat: usize| after[seat].1.mu - 25.0;
        assert!(gain(0) > 0.0 && gain(1) < 0.0);
        assert_eq!(after[0].1, after[2].1, "the winners rise alike");
        assert_eq!(after[1].1, after[3].1, "the losers fall alike");
        // Not the free-for-all of four where two share first place: a team is rated as one.
        let alone: Vec<RatedSeat> = two_teams([1, 3, 1, 3])
            .into_iter()
            .map(|s| RatedSeat { team: None, ..s })
            .collect();
        assert_ne!(rate(&alone)[0].1, after[0].1);
        // A tie of the two teams leaves equal teams where they were, but surer.
        let tied = rate(&two_teams([1, 1, 1, 1]));
        assert!(
            tied.iter()
                .all(|(_, r)| r.mu == 25.0 && r.sigma < 25.0 / 3.0)
        );
    }

    #[test]
    fn the_less_certain_partner_moves_more() {
        let mut seats = two_teams([3, 1, 3, 1]);
        seats[1].before = Rating {
            mu: 25.0,
            sigma: 3.0,
            matches: 40,
        };
        let after = rate(&seats);
        let gain = |seat: usize| after[seat].1.mu - seats[seat].before.mu;
        assert!(gain(1) > 0.0 && gain(3) > gain(1), "{after:?}");
        assert_eq!(after[1].1.matches, 41);
    }

    #[test]
    fn the_rated_seats_are_placed_among_themselves_as_their_finishes_would_place_them() {
        // Every finish of five seats with hand wins 0..3, a winner, perhaps a resigned seat,
        // and every set of rated seats: placing the rated seats by their places in the whole
        // match is placing their finishes alone (as ratings did before places were stored).
        for code in 0..4u32.pow(5) {
            let wins: Vec<u32> = (0..5).map(|s| code / 4u32.pow(s) % 4).collect();
            for (winner, resigned) in [(0, None), (3, Some(1)), (4, Some(0))] {
                let finishes: Vec<Finish> = (0..5)
                    .map(|s| Finish {
                        won: s == winner,
                        resigned: resigned == Some(s),
                        hand_wins: wins[s],
                    })
                    .collect();
                let all = finishing_places(&finishes);
                for mask in 0..32u32 {
                    let rated: Vec<bool> = (0..5).map(|s| mask >> s & 1 == 1).collect();
                    let kept: Vec<usize> = (0..5).filter(|&s| rated[s]).collect();
                    let alone: Vec<Finish> = kept.iter().map(|&s| finishes[s]).collect();
                    let expected: Vec<(usize, usize)> =
                        kept.into_iter().zip(finishing_places(&alone)).collect();
                    assert_eq!(rated_places(&all, &rated), expected, "{finishes:?} {mask}");
                }
            }
        }
    }
}
