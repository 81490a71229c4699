//! Skill ratings: Weng-Lin (the OpenSkill family of Bayesian ratings), from the
//! `skillratings` crate, over matches of 4 to 10 players played as a free-for-all.
//!
//! A finished match places its seats: the winner first, the others by hand wins, players
//! level on hand wins sharing a place. Each seat is a team of one. Every rater (a person, or
//! a computer level: one identity per level, so people can see where "hard" stands) has a
//! skill estimate μ and an uncertainty σ; players are shown the conservative figure
//! μ − 3σ, scaled so that a newcomer shows 1500, and marked provisional (`?`) until
//! [`PROVISIONAL_MATCHES`] rated matches.
//!
//! Ratings are a pure function of the results in order: [`rate`] takes the ratings before a
//! match and its places and gives the ratings after. The store applies it to every finished
//! match as it is recorded (and to the ones recorded before ratings existed), in one order;
//! a test recomputes every stored rating from the results.

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

/// The places of the rated seats among themselves (`rated[seat]`), in seat order: a seat
/// the autopilot played for more than half its decisions is left out, and the others keep
/// their order.
pub fn rated_places(seats: &[Finish], rated: &[bool]) -> Vec<(usize, usize)> {
    let kept: Vec<usize> = (0..seats.len()).filter(|&s| rated[s]).collect();
    let finishes: Vec<Finish> = kept.iter().map(|&s| seats[s]).collect();
    kept.into_iter().zip(finishing_places(&finishes)).collect()
}

/// The ratings of a match's seats after it, from their ratings before and their places.
/// A rater at several seats (computers of one level) is rated at each as its own team, and
/// takes the mean of its seats' new ratings: one match counts once for it.
pub fn rate(seats: &[(Rater, Rating)], places: &[usize]) -> Vec<(Rater, Rating)> {
    let teams: Vec<[WengLinRating; 1]> = seats
        .iter()
        .map(|(_, r)| {
            [WengLinRating {
                rating: r.mu,
                uncertainty: r.sigma,
            }]
        })
        .collect();
    let input: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(places)
        .map(|(team, place)| (&team[..], MultiTeamOutcome::new(*place)))
        .collect();
    let after = weng_lin_multi_team(&input, &WengLinConfig::new());
    seats
        .iter()
        .map(|(rater, before)| {
            let mine: Vec<&WengLinRating> = seats
                .iter()
                .zip(&after)
                .filter(|((r, _), _)| r == rater)
                .map(|(_, new)| &new[0])
                .collect();
            let n = mine.len() as f64;
            let rating = Rating {
                mu: mine.iter().map(|r| r.rating).sum::<f64>() / n,
                sigma: mine.iter().map(|r| r.uncertainty).sum::<f64>() / n,
                matches: before.matches + 1,
            };
            (*rater, rating)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let after = rate(&seats, &places(0, &[5, 3, 1, 1]));
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
        let after = rate(&seats, &places(1, &[0, 5, 2, 1]));
        assert_eq!(after[1], after[2], "one rating for the level");
        assert_eq!(after[1].1.matches, 1);
        assert_eq!(hard.level(), Some("hard"));
        assert_eq!(Rater::person(7).level(), None);
    }
}
