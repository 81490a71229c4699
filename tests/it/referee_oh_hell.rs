//! `ribs referee --game oh-hell` as a user runs it: every worked example and settled
//! point of `oh-hell.md` as a golden file (`fixtures/oh-hell/`), and input that is not a
//! document at all (exit 2, one JSON error, never a panic).

use serde_json::Value;

/// Runs `ribs referee --game oh-hell` with `input` on stdin: (exit code, parsed stdout).
fn referee(input: &[u8]) -> (i32, Value) {
    crate::support::referee::run("oh-hell", input)
}

#[test]
fn every_example_and_settled_point_of_the_rules_file_is_ruled_as_its_golden_file_says() {
    let cases = crate::support::referee::golden_cases("oh-hell", 25);
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
    crate::support::referee::refuses_what_is_no_document("oh-hell");
}

/// Random hands dealt and played from a reading of the rules written here, apart from the
/// engine (cards as rank and suit letters, a trick won by the highest trump else the
/// highest card of the suit led, the method's score), ruled by the referee: both agree on
/// every trick, every count and every score.
mod oracle {
    use proptest::prelude::*;
    use ribs::cli::referee::{OhHellReferee, Referee};
    use serde_json::{Map, Value, json};

    const RANKS: [&str; 13] = [
        "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
    ];
    const SUITS: [char; 4] = ['c', 'd', 'h', 's'];

    /// A card: (rank 0..13, suit letter).
    type Card = (usize, char);

    fn code((rank, suit): Card) -> String {
        format!("{}{suit}", RANKS[rank])
    }

    /// SplitMix64: the test's own randomness.
    struct Rng(u64);

    impl Rng {
        fn below(&mut self, n: usize) -> usize {
            self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            ((z ^ (z >> 31)) % n as u64) as usize
        }
    }

    fn score(scoring: &str, zero: &str, cards: i64, bid: i64, won: i64) -> i64 {
        let miss = (bid - won).abs();
        if miss == 0 && bid == 0 {
            match zero {
                "five" => return 5,
                "five_plus_cards" => return 5 + cards,
                _ => {}
            }
        }
        match (scoring, miss == 0) {
            ("tricks_bonus", true) => won + 10,
            ("tricks_bonus", false) => won,
            ("exact_only", true) => 10 + bid,
            ("exact_only", false) => 0,
            ("ten_per_trick", true) => 10 * bid.max(1),
            ("ten_per_trick", false) => -10 * miss,
            ("five_ten", true) => 5 + 10 * won,
            ("five_ten", false) => -5 - 5 * miss,
            ("squares", true) => 10 + bid * bid,
            (_, _) => -miss * miss,
        }
    }

    /// A hand's random settings, drawn in this order from the test's randomness.
    struct Setup {
        n: usize,
        names: Vec<String>,
        /// Cards dealt to each player.
        c: usize,
        dealer: usize,
        scoring: &'static str,
        zero: &'static str,
        hook: bool,
        must_trump: bool,
        dealer_leads: bool,
    }

    impl Setup {
        fn draw(rng: &mut Rng) -> Setup {
            let n = 3 + rng.below(5);
            let names: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
            let max = [10, 10, 10, 8, 7][n - 3];
            let c = 1 + rng.below(max);
            let dealer = rng.below(n);
            let scoring = [
                "tricks_bonus",
                "exact_only",
                "ten_per_trick",
                "five_ten",
                "squares",
            ][rng.below(5)];
            let zero = ["standard", "five", "five_plus_cards"][rng.below(3)];
            let hook = rng.below(2) == 0;
            let must_trump = rng.below(3) == 0;
            let dealer_leads = rng.below(4) == 0;
            Setup {
                n,
                names,
                c,
                dealer,
                scoring,
                zero,
                hook,
                must_trump,
                dealer_leads,
            }
        }

        /// The referee's document without its actions: players, options and the deal.
        fn document(&self, hands: &[Vec<Card>], turned: Option<Card>) -> Value {
            let Setup { names, dealer, .. } = self;
            let mut doc = json!({"game": "oh-hell", "players": names, "dealer": names[*dealer],
                "options": {"scoring": self.scoring, "zero_bid": self.zero, "must_trump": self.must_trump,
                            "bidding": if self.hook { "hook" } else { "no_hook" },
                            "first_lead": if self.dealer_leads { "dealer" } else { "left_of_dealer" }},
                "deal": {"hands": {}}, "actions": []});
            for (i, hand) in hands.iter().enumerate() {
                doc["deal"]["hands"][&names[i]] =
                    json!(hand.iter().map(|&c| code(c)).collect::<Vec<_>>());
            }
            if let Some(card) = turned {
                doc["deal"]["trump_card"] = json!(code(card));
            }
            doc
        }
    }

    /// A shuffled pack dealt one at a time from the dealer's left; the next card is turned
    /// for trump, if any is left.
    fn deal(rng: &mut Rng, s: &Setup) -> (Vec<Vec<Card>>, Option<Card>) {
        let (n, c, dealer) = (s.n, s.c, s.dealer);
        let mut pack: Vec<Card> = SUITS
            .iter()
            .flat_map(|&s| (0..13).map(move |r| (r, s)))
            .collect();
        for i in (1..pack.len()).rev() {
            pack.swap(i, rng.below(i + 1));
        }
        let mut hands: Vec<Vec<Card>> = vec![Vec::new(); n];
        for i in 0..c * n {
            hands[(dealer + 1 + i) % n].push(pack[i]);
        }
        (hands, pack.get(c * n).copied())
    }

    /// One bid each from the dealer's left, the dealer kept off the total under the hook.
    fn bid(rng: &mut Rng, s: &Setup, actions: &mut Vec<Value>) -> Vec<i64> {
        let (n, c, dealer) = (s.n, s.c, s.dealer);
        let mut bids = vec![0i64; n];
        for k in 1..=n {
            let p = (dealer + k) % n;
            let mut bid = rng.below(c + 1) as i64;
            let others: i64 = bids.iter().sum();
            if s.hook && p == dealer && others + bid == c as i64 {
                bid = if bid == 0 { 1 } else { bid - 1 };
            }
            bids[p] = bid;
            actions.push(json!({"player": s.names[p], "bid": bid}));
        }
        bids
    }

    /// Every trick played with random legal cards: tricks won per player, and each trick's
    /// leader, cards and winner.
    fn play(
        rng: &mut Rng,
        s: &Setup,
        hands: &mut [Vec<Card>],
        trump: Option<char>,
        actions: &mut Vec<Value>,
    ) -> (Vec<i64>, Vec<Value>) {
        let (n, names) = (s.n, &s.names);
        let mut leader = if s.dealer_leads {
            s.dealer
        } else {
            (s.dealer + 1) % n
        };
        let mut won = vec![0i64; n];
        let mut tricks = Vec::new();
        for _ in 0..s.c {
            let mut played: Vec<(usize, Card)> = Vec::new();
            for k in 0..n {
                let p = (leader + k) % n;
                let led = played.first().map(|(_, (_, s))| *s);
                let card = legal_card(rng, &hands[p], led, trump, s.must_trump);
                hands[p].retain(|&h| h != card);
                played.push((p, card));
                actions.push(json!({"player": names[p], "card": code(card)}));
            }
            let led = (played[0].1).1;
            let strength = |&(_, (r, s)): &(usize, Card)| {
                if Some(s) == trump {
                    100 + r as i64
                } else if s == led {
                    r as i64
                } else {
                    -1
                }
            };
            let winner = played.iter().max_by_key(|p| strength(p)).unwrap().0;
            won[winner] += 1;
            tricks.push(json!({"leader": names[leader],
                "cards": played.iter().map(|&(_, c)| code(c)).collect::<Vec<_>>(),
                "winner": names[winner]}));
            leader = winner;
        }
        (won, tricks)
    }

    /// A random card the rules allow: following suit if one can, else trumping when that
    /// is a must and one can, else any.
    fn legal_card(
        rng: &mut Rng,
        hand: &[Card],
        led: Option<char>,
        trump: Option<char>,
        must_trump: bool,
    ) -> Card {
        let follow: Vec<Card> = hand.iter().copied().filter(|c| Some(c.1) == led).collect();
        let trumps: Vec<Card> = hand
            .iter()
            .copied()
            .filter(|c| Some(c.1) == trump)
            .collect();
        let allowed = if !follow.is_empty() {
            follow
        } else if led.is_some() && must_trump && !trumps.is_empty() {
            trumps
        } else {
            hand.to_vec()
        };
        allowed[rng.below(allowed.len())]
    }

    /// A random hand and the ruling this reading of the rules expects.
    fn hand(seed: u64) -> (Value, Value) {
        let mut rng = Rng(seed);
        let s = Setup::draw(&mut rng);
        let (mut hands, turned) = deal(&mut rng, &s);
        let trump = turned.map(|(_, s)| s);
        let mut doc = s.document(&hands, turned);
        let mut actions = Vec::new();
        let bids = bid(&mut rng, &s, &mut actions);
        let (won, tricks) = play(&mut rng, &s, &mut hands, trump, &mut actions);
        doc["actions"] = Value::Array(actions);
        let (n, names, c) = (s.n, &s.names, s.c);
        let by_name = |f: &dyn Fn(usize) -> Value| -> Value {
            Value::Object(
                (0..n)
                    .map(|i| (names[i].clone(), f(i)))
                    .collect::<Map<String, Value>>(),
            )
        };
        let scores = by_name(&|i| json!(score(s.scoring, s.zero, c as i64, bids[i], won[i])));
        let expected = json!({"result": {
            "cards": c,
            "trump": trump.map(|s| ["clubs", "diamonds", "hearts", "spades"][SUITS.iter().position(|&x| x == s).unwrap()]),
            "bids": by_name(&|i| json!(bids[i])),
            "tricks": tricks,
            "won": by_name(&|i| json!(won[i])),
            "made": by_name(&|i| json!(bids[i] == won[i])),
            "totals": scores.clone()},
            "scores": scores});
        (doc, expected)
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

        #[test]
        fn the_referee_agrees_with_an_independent_reading_of_the_rules(seed in any::<u64>()) {
            let (doc, expected) = hand(seed);
            let ruled = OhHellReferee::rule(&doc.to_string()).map_err(|e| e.to_string());
            prop_assert_eq!(ruled, Ok(expected), "{}", doc);
        }
    }
}
