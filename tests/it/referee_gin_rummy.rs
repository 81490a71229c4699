//! `ribs referee --game gin-rummy` as a user runs it: every worked example and settled
//! point of `gin-rummy.md` as a golden file (`fixtures/gin-rummy/`), and input that is not a
//! document at all (exit 2, one JSON error, never a panic).

use serde_json::Value;

/// Runs `ribs referee --game gin-rummy` with `input` on stdin: (exit code, parsed stdout).
fn referee(input: &[u8]) -> (i32, Value) {
    crate::support::referee::run("gin-rummy", input)
}

#[test]
fn every_example_and_settled_point_of_the_rules_file_is_ruled_as_its_golden_file_says() {
    let cases = crate::support::referee::golden_cases("gin-rummy", 45);
    for case in cases {
        let expected_path = case.with_extension("expected.json");
        let expected: Value =
            serde_json::from_str(&std::fs::read_to_string(&expected_path).unwrap()).unwrap();
        let (code, out) = referee(&std::fs::read(&case).unwrap());
        assert_eq!(out, expected, "{}", case.display());
        let wanted = if expected.get("error").is_some() {
            2
        } else {
            0
        };
        assert_eq!(code, wanted, "{}", case.display());
    }
}

#[test]
fn input_that_is_not_a_document_is_refused_with_exit_2() {
    crate::support::referee::refuses_what_is_no_document("gin-rummy");
}

/// Random deals ruled after the non-dealer takes the upcard, against a reading of the
/// rules written here apart from the engine: a meld is 3 or 4 of a rank or 3 or more of a
/// suit in sequence with the ace low, the least deadwood found over every subset of the
/// hand; the referee offers every discard but the card just taken, and a knock with
/// exactly the cards that leave 10 or less.
mod oracle {
    use proptest::prelude::*;
    use ribs::cli::referee::{GinRummyReferee, Referee};
    use serde_json::json;

    const RANKS: [&str; 13] = [
        "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
    ];
    const SUITS: [&str; 4] = ["s", "h", "d", "c"];

    /// Card `i` (0..52) as (rank 0 = ace .. 12 = king, suit).
    fn rank_suit(i: usize) -> (usize, usize) {
        (i % 13, i / 13)
    }

    fn code(i: usize) -> String {
        let (r, s) = rank_suit(i);
        format!("{}{}", RANKS[r], SUITS[s])
    }

    fn value(i: usize) -> u32 {
        let (r, _) = rank_suit(i);
        (r as u32 + 1).min(10)
    }

    fn is_meld(cards: &[usize]) -> bool {
        if cards.len() < 3 {
            return false;
        }
        let (r0, s0) = rank_suit(cards[0]);
        if cards.iter().all(|&c| rank_suit(c).0 == r0) {
            return true;
        }
        if !cards.iter().all(|&c| rank_suit(c).1 == s0) {
            return false;
        }
        let mut ranks: Vec<usize> = cards.iter().map(|&c| rank_suit(c).0).collect();
        ranks.sort_unstable();
        ranks.windows(2).all(|w| w[1] == w[0] + 1)
    }

    /// The least deadwood of `hand`, over every way to pick disjoint melds.
    fn least(hand: &[usize]) -> u32 {
        let n = hand.len();
        let melds: Vec<u32> = (1u32..1 << n)
            .filter(|&m| {
                let cards: Vec<usize> = (0..n)
                    .filter(|i| m >> i & 1 == 1)
                    .map(|i| hand[i])
                    .collect();
                is_meld(&cards)
            })
            .collect();
        let total: u32 = hand.iter().map(|&c| value(c)).sum();
        let mut best = vec![0u32; 1 << n];
        for mask in 1u32..1 << n {
            let low = mask.trailing_zeros();
            let mut b = best[(mask & !(1 << low)) as usize];
            for &m in &melds {
                if m >> low & 1 == 1 && m & !mask == 0 {
                    let v: u32 = (0..n)
                        .filter(|i| m >> i & 1 == 1)
                        .map(|i| value(hand[i]))
                        .sum();
                    b = b.max(v + best[(mask & !m) as usize]);
                }
            }
            best[mask as usize] = b;
        }
        total - best[(1 << n) - 1]
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

        #[test]
        fn the_referee_offers_the_discards_and_knocks_the_rules_allow(
            deck in Just((0..52usize).collect::<Vec<_>>()).prop_shuffle(),
            narrow in any::<bool>(),
        ) {
            // Half the deals give Ann cards of two suits only, where melds are common.
            let mut order = deck.clone();
            if narrow {
                order.sort_by_key(|&c| usize::from(rank_suit(c).1 >= 2));
            }
            let ann: Vec<usize> = order[..10].to_vec();
            let up = order[10];
            let rest: Vec<usize> = deck.iter().copied().filter(|c| !order[..11].contains(c)).collect();
            let bob: Vec<usize> = rest[..10].to_vec();
            let stock: Vec<String> = rest[10..].iter().map(|&c| code(c)).collect();
            let doc = json!({"players": ["Ann", "Bob"], "dealer": "Bob", "deal": {
                "hands": {"Ann": ann.iter().map(|&c| code(c)).collect::<Vec<_>>(),
                          "Bob": bob.iter().map(|&c| code(c)).collect::<Vec<_>>()},
                "upcard": code(up), "stock": stock},
                "actions": [{"player": "Ann", "draw": "discard"}]});
            let ruled = GinRummyReferee::rule(&doc.to_string()).unwrap();
            prop_assert_eq!(&ruled["to_act"], "Ann");
            let legal = ruled["legal"].as_array().unwrap();
            let mut held = ann.clone();
            held.push(up);
            for &c in &held {
                let rest: Vec<usize> = held.iter().copied().filter(|&x| x != c).collect();
                let may = c != up;
                let knock = may && least(&rest) <= 10;
                prop_assert_eq!(legal.contains(&json!({"discard": code(c)})), may, "discard {}", code(c));
                prop_assert_eq!(legal.contains(&json!({"knock": code(c)})), knock, "knock {}", code(c));
            }
            let entries = legal.len();
            let knocks = legal.iter().filter(|e| e.get("knock").is_some()).count();
            prop_assert_eq!(entries - knocks, 10);
        }
    }
}
