//! `ribs referee --game crazy-eights` as a user runs it: every worked example, settled
//! point and error case of `crazy-eights.md` as a golden file (`fixtures/crazy-eights/`),
//! and input that is not a document at all (exit 2, one JSON error, never a panic).

use std::path::Path;

use serde_json::Value;

/// Runs `ribs referee --game crazy-eights` with `input` on stdin: (exit code, parsed stdout).
fn referee(input: &[u8]) -> (i32, Value) {
    crate::support::referee::run("crazy-eights", input)
}

/// Hands and legal actions sorted: the contract says their order is not significant.
fn normalized(mut v: Value) -> Value {
    if let Some(hands) = v
        .pointer_mut("/result/hands")
        .and_then(Value::as_object_mut)
    {
        for cards in hands.values_mut() {
            if let Some(list) = cards.as_array_mut() {
                list.sort_by_key(ToString::to_string);
            }
        }
    }
    if let Some(legal) = v.get_mut("legal").and_then(Value::as_array_mut) {
        legal.sort_by_key(ToString::to_string);
    }
    v
}

#[test]
fn every_example_settled_point_and_error_case_is_ruled_as_its_golden_file_says() {
    let cases = crate::support::referee::golden_cases("crazy-eights", 70);
    for case in cases {
        let expected_path = case.with_extension("expected.json");
        let expected: Value =
            serde_json::from_str(&std::fs::read_to_string(&expected_path).unwrap()).unwrap();
        let (code, out) = referee(&std::fs::read(&case).unwrap());
        assert_eq!(
            normalized(out),
            normalized(expected.clone()),
            "{}",
            case.display()
        );
        let wanted = if expected.get("error").is_some() {
            2
        } else {
            0
        };
        assert_eq!(code, wanted, "{}", case.display());
    }
}

/// The two examples' answers exactly as the rules file prints them (hands in its order).
#[test]
fn the_rules_files_two_examples_are_answered_as_printed() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/it/fixtures/crazy-eights");
    let one: Value = serde_json::from_str(
        r#"{"result":{"out":"Bob","blocked":false,"hands":{"Ann":["2c","6d","Ad","7s","Jd","3s","Qc"],
 "Bob":[],"Cat":["Jc","3c","5s","7d","4c"]},"top":"Qh","suit":"h","stock_left":31,
 "direction":"clockwise","pending_draw":0},"scores":{"Ann":39,"Bob":0,"Cat":29}}"#,
    )
    .unwrap();
    let two: Value = serde_json::from_str(
        r#"{"to_act":"Dan","legal":[{"player":"Dan","play":"2d"},{"player":"Dan","draw":true}],
 "result":{"out":null,"blocked":false,"hands":{"Ann":["9c","4c","5h","9d","Jc"],
 "Bob":["7c","Kc","4s","5c"],"Cat":["Jd","3d","9h","5d"],"Dan":["2d","9s","3s","Kh","6c"]},
 "top":"2s","suit":"s","stock_left":31,"direction":"clockwise","pending_draw":4}}"#,
    )
    .unwrap();
    for (file, printed) in [
        ("01-example-1-bob-goes-out.json", one),
        ("02-example-2-cut-after-two-stacked-twos.json", two),
    ] {
        let (code, out) = referee(&std::fs::read(dir.join(file)).unwrap());
        assert_eq!(code, 0);
        assert_eq!(normalized(out), normalized(printed), "{file}");
    }
}

#[test]
fn input_that_is_not_a_document_is_refused_with_exit_2() {
    crate::support::referee::refuses_what_is_no_document("crazy-eights");
}

/// Random hands dealt and played from a reading of the rules written here, apart from the
/// engine (cards as strings, the state a handful of variables): the referee agrees on who
/// went out or that the hand blocked, every hand, the top card, the suit, the stock, the
/// direction, the pending draw and every score.
mod oracle {
    use proptest::prelude::*;
    use ribs::cli::referee::{CrazyEightsReferee, Referee};
    use serde_json::{Value, json};

    const RANKS: [&str; 13] = [
        "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
    ];
    const SUITS: [&str; 4] = ["c", "d", "h", "s"];

    fn rank(card: &str) -> &str {
        &card[..card.len() - 1]
    }

    fn suit(card: &str) -> &str {
        &card[card.len() - 1..]
    }

    fn cost(card: &str) -> i64 {
        match rank(card) {
            "8" => 50,
            "J" | "Q" | "K" => 10,
            "A" => 1,
            r => r.parse().unwrap(),
        }
    }

    /// One hand as the rules file tells it, with skips on queens, reverses on aces and
    /// twos that make the next draw, each if `specials`.
    struct Oracle {
        n: usize,
        specials: bool,
        hands: Vec<Vec<String>>,
        stock: Vec<String>,
        top: String,
        suit: String,
        clockwise: bool,
        pending: usize,
        turn: usize,
        passes: usize,
        out: Option<usize>,
        blocked: bool,
    }

    impl Oracle {
        fn next(&self, seat: usize) -> usize {
            if self.clockwise {
                (seat + 1) % self.n
            } else {
                (seat + self.n - 1) % self.n
            }
        }

        /// What the card just put down by `seat` does (the starter: as the dealer's).
        fn acts(&mut self, seat: usize, card: &str) {
            let r = rank(card);
            self.turn = self.next(seat);
            if self.specials && r == "Q" {
                self.turn = self.next(self.turn);
            } else if self.specials && r == "A" {
                self.clockwise = !self.clockwise;
                self.turn = self.next(seat);
            } else if self.specials && r == "2" && !self.stock.is_empty() {
                self.pending += 2;
            }
        }

        fn playable(&self) -> Vec<String> {
            self.hands[self.turn]
                .iter()
                .filter(|c| {
                    if self.pending > 0 {
                        rank(c) == "2"
                    } else {
                        rank(c) == "8" || suit(c) == self.suit || rank(c) == rank(&self.top)
                    }
                })
                .cloned()
                .collect()
        }

        fn draw(&mut self, seat: usize, count: usize) {
            for _ in 0..count {
                if self.stock.is_empty() {
                    break;
                }
                let card = self.stock.remove(0);
                self.hands[seat].push(card);
            }
        }

        /// One turn, its choices from `pick`; the actions it took, as the contract writes
        /// them.
        fn turn(&mut self, names: &[String], pick: &mut impl FnMut(usize) -> usize) -> Vec<Value> {
            let seat = self.turn;
            let who = &names[seat];
            let playable = self.playable();
            if !playable.is_empty() && pick(4) != 0 {
                let card = playable[pick(playable.len())].clone();
                let i = self.hands[seat].iter().position(|c| *c == card).unwrap();
                self.hands[seat].remove(i);
                self.passes = 0;
                self.top = card.clone();
                self.suit = suit(&card).to_string();
                let mut said = vec![json!({"player": who, "play": card})];
                if self.hands[seat].is_empty() {
                    self.out = Some(seat);
                } else if rank(&card) == "8" {
                    let named = SUITS[pick(4)];
                    self.suit = named.to_string();
                    said.push(json!({"player": who, "nominate": named}));
                    self.turn = self.next(seat);
                } else {
                    self.acts(seat, &card);
                }
                return said;
            }
            if self.pending > 0 {
                let count = std::mem::take(&mut self.pending);
                self.draw(seat, count);
                self.passes = 0;
                self.turn = self.next(seat);
                return vec![json!({"player": who, "draw": true})];
            }
            if !self.stock.is_empty() {
                self.draw(seat, 1);
                self.passes = 0;
                self.turn = self.next(seat);
                return vec![json!({"player": who, "draw": true})];
            }
            self.passes += 1;
            if self.passes == self.n {
                self.blocked = true;
            }
            self.turn = self.next(seat);
            vec![json!({"player": who, "pass": true})]
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

        #[test]
        fn the_referee_agrees_with_an_independent_reading_of_the_rules(
            n in 2..=5usize,
            specials in any::<bool>(),
            order in Just(()).prop_perturb(|_, mut rng| {
                let mut pack: Vec<String> = SUITS.iter()
                    .flat_map(|s| RANKS.iter().map(move |r| format!("{r}{s}")))
                    .collect();
                for i in (1..pack.len()).rev() {
                    let j = (rng.next_u32() as usize) % (i + 1);
                    pack.swap(i, j);
                }
                pack
            }),
            picks in proptest::collection::vec(any::<u32>(), 600),
            cut in 0..400usize,
        ) {
            let names: Vec<String> = ["Ann", "Bob", "Cat", "Dan", "Eve"][..n].iter().map(|s| s.to_string()).collect();
            let size = if n == 2 { 7 } else { 5 };
            let mut pack = order.clone();
            let mut hands = vec![Vec::new(); n];
            for i in 0..size * n {
                hands[(1 + i) % n].push(pack.remove(0));
            }
            let k = pack.iter().position(|c| rank(c) != "8").unwrap();
            let starter = pack.remove(k);
            let mut o = Oracle {
                n, specials, hands: hands.clone(), stock: pack.clone(), top: starter.clone(),
                suit: suit(&starter).to_string(), clockwise: true, pending: 0, turn: 0,
                passes: 0, out: None, blocked: false,
            };
            o.acts(0, &starter);
            let mut next = 0;
            let mut pick = |m: usize| { next += 1; picks[next % picks.len()] as usize % m };
            let mut actions = Vec::new();
            while o.out.is_none() && !o.blocked && actions.len() < cut {
                actions.extend(o.turn(&names, &mut pick));
            }
            let options = if specials { json!({"skip": "Q", "reverse": "A", "draw_two": true}) } else { json!({}) };
            let deal_hands: serde_json::Map<String, Value> = names.iter().cloned().zip(hands.iter().map(|h| json!(h))).collect();
            let doc = json!({"players": names, "dealer": "Ann", "options": options,
                "deal": {"hands": deal_hands, "starter": starter, "stock": pack}, "actions": actions});
            let ruled = CrazyEightsReferee::rule(&doc.to_string()).map_err(|e| e.to_string());
            let ruled = match ruled { Ok(v) => v, Err(e) => return Err(TestCaseError::fail(e)) };
            let r = &ruled["result"];
            let sorted = |cards: &[String]| { let mut c = cards.to_vec(); c.sort(); c };
            for (i, name) in names.iter().enumerate() {
                let mut got: Vec<String> = serde_json::from_value(r["hands"][name].clone()).unwrap();
                got.sort();
                prop_assert_eq!(got, sorted(&o.hands[i]), "{}'s hand", name);
            }
            prop_assert_eq!(r["out"].clone(), json!(o.out.map(|s| names[s].clone())));
            prop_assert_eq!(r["blocked"].clone(), json!(o.blocked));
            prop_assert_eq!(r["top"].clone(), json!(o.top));
            prop_assert_eq!(r["stock_left"].clone(), json!(o.stock.len()));
            prop_assert_eq!(r["direction"].clone(), json!(if o.clockwise { "clockwise" } else { "counterclockwise" }));
            prop_assert_eq!(r["pending_draw"].clone(), json!(o.pending));
            if o.out.is_some() || o.blocked {
                prop_assert_eq!(r["suit"].clone(), json!(o.suit));
                for (i, name) in names.iter().enumerate() {
                    let score: i64 = o.hands[i].iter().map(|c| cost(c)).sum();
                    prop_assert_eq!(ruled["scores"][name].clone(), json!(score));
                }
            } else {
                prop_assert_eq!(ruled["to_act"].clone(), json!(names[o.turn].clone()));
                if ruled["legal"].as_array().unwrap().iter().all(|a| a.get("nominate").is_none()) {
                    prop_assert_eq!(r["suit"].clone(), json!(o.suit));
                }
            }
        }
    }
}
