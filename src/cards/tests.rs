use proptest::prelude::*;

use super::*;

fn card() -> impl Strategy<Value = Card> {
    (0..52usize).prop_map(|i| Card::from_index(i).unwrap())
}

fn set() -> impl Strategy<Value = CardSet> {
    (0..1u64 << 52).prop_map(|bits| CardSet::from_bits(bits).unwrap())
}

#[test]
fn ranks_run_two_to_ace_with_their_indexes_and_values() {
    assert_eq!(Rank::ALL.len(), 13);
    for (i, rank) in Rank::ALL.into_iter().enumerate() {
        assert_eq!(rank.index(), i);
        assert_eq!(Rank::from_index(i), Some(rank));
        assert_eq!(usize::from(rank.value()), i + 2);
        assert_eq!(rank.symbol().parse::<Rank>(), Ok(rank));
    }
    assert_eq!(Rank::from_index(13), None);
    assert!(Rank::Ace > Rank::King && Rank::Three > Rank::Two);
    assert_eq!(Rank::Ten.to_string(), "10");
    let faces: Vec<Rank> = Rank::ALL.into_iter().filter(|r| r.is_face()).collect();
    assert_eq!(faces, [Rank::Jack, Rank::Queen, Rank::King]);
}

#[test]
fn suits_are_clubs_diamonds_hearts_spades_with_their_symbols() {
    let shown: String = Suit::ALL.iter().map(|s| s.to_string()).collect();
    assert_eq!(shown, "♣♦♥♠");
    let letters: String = Suit::ALL.iter().map(|s| s.letter()).collect();
    assert_eq!(letters, "cdhs");
    assert_eq!(Suit::Hearts.name(), "hearts");
    assert!(Suit::Hearts.is_red() && Suit::Diamonds.is_red() && !Suit::Spades.is_red());
    for suit in Suit::ALL {
        assert_eq!(Suit::ALL[suit.index()], suit);
        for text in [
            suit.letter().to_string(),
            suit.letter().to_ascii_uppercase().to_string(),
            suit.to_string(),
            format!("{suit}\u{FE0F}"),
        ] {
            assert_eq!(text.parse::<Suit>(), Ok(suit), "{text:?}");
        }
    }
    for bad in ["", "x", "hh", "h\u{FE0F}", " h", "♡", "hearts"] {
        assert_eq!(
            bad.parse::<Suit>(),
            Err(ParseCardError::Suit(bad.into())),
            "{bad:?}"
        );
    }
}

#[test]
fn cards_read_every_spelling_the_referee_contracts_accept_and_write_one() {
    let ten_of_hearts = Card::new(Rank::Ten, Suit::Hearts);
    for text in ["10h", "Th", "th", "tH", "10H", "10♥", "10♥\u{FE0F}", "T♥"] {
        assert_eq!(text.parse::<Card>(), Ok(ten_of_hearts), "{text:?}");
    }
    assert_eq!(ten_of_hearts.code(), "10h");
    assert_eq!(ten_of_hearts.to_string(), "10♥");
    assert_eq!(format!("[{:>4}]", ten_of_hearts), "[ 10♥]");
    for (text, rank, suit) in [
        ("Qh", Rank::Queen, Suit::Hearts),
        ("qs", Rank::Queen, Suit::Spades),
        ("Ah", Rank::Ace, Suit::Hearts),
        ("2c", Rank::Two, Suit::Clubs),
        ("9D", Rank::Nine, Suit::Diamonds),
        ("K♣", Rank::King, Suit::Clubs),
    ] {
        assert_eq!(text.parse::<Card>(), Ok(Card::new(rank, suit)), "{text:?}");
    }
    for bad in [
        "",
        "h",
        "Q",
        "10",
        "1h",
        "11h",
        "0h",
        "Qx",
        "Q h",
        " Qh",
        "Qh ",
        "QQh",
        "Qhh",
        "♥Q",
        "BJ",
        "LJ",
        "Q♡",
        "Qh\u{FE0F}",
        "10♥\u{FE0F}\u{FE0F}",
        "１0h",
    ] {
        assert_eq!(
            bad.parse::<Card>(),
            Err(ParseCardError::Card(bad.into())),
            "{bad:?} is not a card"
        );
    }
    assert_eq!(
        "Qx".parse::<Card>().unwrap_err().to_string(),
        "\"Qx\" is not a card (a rank then a suit, such as \"Qh\", \"10s\" or \"Q♥\")"
    );
}

#[test]
fn cards_serialize_as_codes_and_a_set_as_a_sorted_list_of_codes() {
    let hand: CardSet = ["As", "Qh", "2c", "10d"]
        .iter()
        .map(|c| c.parse::<Card>().unwrap())
        .collect();
    let json = serde_json::to_string(&hand).unwrap();
    assert_eq!(json, r#"["2c","10d","Qh","As"]"#);
    assert_eq!(serde_json::from_str::<CardSet>(&json).unwrap(), hand);
    assert_eq!(
        serde_json::from_str::<CardSet>(r#"["Th","2♣"]"#).unwrap(),
        CardSet::of(Card::new(Rank::Ten, Suit::Hearts))
            | CardSet::of(Card::new(Rank::Two, Suit::Clubs))
    );
    let twice = serde_json::from_str::<CardSet>(r#"["Qh","Qh"]"#).unwrap_err();
    assert!(twice.to_string().contains("Qh is listed twice"), "{twice}");
    let bad = serde_json::from_str::<CardSet>(r#"["Qh","Zz"]"#).unwrap_err();
    assert!(bad.to_string().contains("\"Zz\" is not a card"), "{bad}");
    assert_eq!(
        serde_json::from_str::<Card>(r#""Ah""#).unwrap().code(),
        "Ah"
    );
    assert_eq!(hand.to_string(), "2♣ 10♦ Q♥ A♠");
    assert_eq!(format!("{hand:?}"), r#"{"2c", "10d", "Qh", "As"}"#);
}

#[test]
fn a_set_knows_its_suits_and_ranks() {
    let hand: CardSet = ["2h", "3h", "5h", "Ah", "Ks", "Kd"]
        .iter()
        .map(|c| c.parse::<Card>().unwrap())
        .collect();
    assert_eq!(hand.in_suit(Suit::Hearts).len(), 4);
    assert_eq!(hand.in_suit(Suit::Clubs), CardSet::EMPTY);
    assert_eq!(hand.ranks_in(Suit::Hearts), 0b1_0000_0000_1011);
    assert_eq!((hand & CardSet::of_rank(Rank::King)).len(), 2);
    assert_eq!(CardSet::of_rank(Rank::Ace).len(), 4);
    assert_eq!(hand.first(), Some(Card::new(Rank::King, Suit::Diamonds)));
    assert_eq!(hand.last(), Some(Card::new(Rank::King, Suit::Spades)));
    assert_eq!(
        (CardSet::EMPTY.first(), CardSet::EMPTY.last()),
        (None, None)
    );
    assert_eq!(CardSet::FULL.len(), 52);
    assert_eq!(!CardSet::EMPTY, CardSet::FULL);
    assert_eq!(CardSet::from_bits(1 << 52), None);
    for suit in Suit::ALL {
        assert_eq!(CardSet::of_suit(suit).len(), 13);
        assert!(CardSet::of_suit(suit).iter().all(|c| c.suit == suit));
    }
}

#[test]
fn a_full_deck_holds_every_card_once_two_of_clubs_on_top() {
    let deck = Deck::full();
    assert_eq!(deck.len(), 52);
    assert_eq!(deck.to_set(), CardSet::FULL);
    assert_eq!(deck.top(), Some(Card::new(Rank::Two, Suit::Clubs)));
    let order: Vec<Card> = deck.iter().collect();
    assert!(order.windows(2).all(|w| w[0] < w[1]));
    let mut deck = Deck::from_top(["Qh", "2c", "As"].map(|c| c.parse::<Card>().unwrap()));
    assert_eq!(deck.draw().map(Card::code).as_deref(), Some("Qh"));
    let rest: Vec<String> = deck.draw_many(5).into_iter().map(Card::code).collect();
    assert_eq!(rest, ["2c", "As"]);
    assert!(deck.is_empty() && deck.draw().is_none());
}

#[test]
fn the_shuffle_is_stable_across_platforms_and_versions() {
    // Recorded when the shuffle was written (on the same draws as Ribs' deal): if this
    // changes, every stored match of every game would replay with other cards.
    let top: Vec<String> = Deck::shuffled(1, 0)
        .iter()
        .take(13)
        .map(Card::code)
        .collect();
    assert_eq!(top.join(" "), "9h 2s Ad Kc 7s 4h Qd Qh Ks 2d Qc 10s 8h");
}

proptest! {
    #[test]
    fn every_card_code_reads_back_as_the_card(card in card()) {
        prop_assert_eq!(card.code().parse::<Card>(), Ok(card));
        prop_assert_eq!(card.to_string().parse::<Card>(), Ok(card));
        prop_assert_eq!(card.code().to_lowercase().parse::<Card>(), Ok(card));
        prop_assert_eq!(Card::from_index(card.index()), Some(card));
        let json = serde_json::to_string(&card).unwrap();
        prop_assert_eq!(serde_json::from_str::<Card>(&json).unwrap(), card);
    }

    #[test]
    fn a_sets_iteration_is_sorted_and_its_len_the_popcount(set in set()) {
        let cards = set.to_vec();
        prop_assert_eq!(cards.len() as u32, set.len());
        prop_assert_eq!(set.len(), set.bits().count_ones());
        prop_assert!(cards.windows(2).all(|w| w[0] < w[1]));
        prop_assert_eq!(set.iter().len(), cards.len());
        let backwards: Vec<Card> = set.iter().rev().collect();
        prop_assert!(backwards.iter().eq(cards.iter().rev()));
        prop_assert_eq!(cards.iter().copied().collect::<CardSet>(), set);
        prop_assert!(cards.iter().all(|c| set.contains(*c)));
        prop_assert_eq!(set.first(), cards.first().copied());
        prop_assert_eq!(set.last(), cards.last().copied());
        prop_assert_eq!(set.nth(0), cards.first().copied());
        let json = serde_json::to_string(&set).unwrap();
        prop_assert_eq!(serde_json::from_str::<CardSet>(&json).unwrap(), set);
        let by_suit: u32 = Suit::ALL.iter().map(|s| set.in_suit(*s).len()).sum();
        prop_assert_eq!(by_suit, set.len());
    }

    #[test]
    fn set_operations_agree_with_membership(a in set(), b in set(), card in card()) {
        prop_assert_eq!(a.union(b).contains(card), a.contains(card) || b.contains(card));
        prop_assert_eq!(a.intersection(b).contains(card), a.contains(card) && b.contains(card));
        prop_assert_eq!(a.difference(b).contains(card), a.contains(card) && !b.contains(card));
        prop_assert_eq!(a.complement().contains(card), !a.contains(card));
        prop_assert!(a.is_subset(a | b));
        let mut c = a;
        prop_assert_eq!(c.insert(card), !a.contains(card));
        prop_assert!(c.contains(card));
        prop_assert_eq!(c.len(), a.len() + u32::from(!a.contains(card)));
        prop_assert!(c.remove(card));
        prop_assert!(!c.contains(card) && !c.remove(card));
        prop_assert_eq!(c, a - CardSet::of(card));
    }

    #[test]
    fn a_shuffle_is_a_permutation_and_the_same_seed_gives_the_same_order(
        seed in any::<u64>(),
        index in any::<u64>(),
    ) {
        let deck = Deck::shuffled(seed, index);
        prop_assert_eq!(deck.len(), 52);
        prop_assert_eq!(deck.to_set(), CardSet::FULL);
        prop_assert_eq!(&Deck::shuffled(seed, index), &deck);
        prop_assert_ne!(Deck::shuffled(seed, index.wrapping_add(1)), deck);
    }
}
