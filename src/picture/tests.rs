//! Pictures of real positions (seeded matches played to a point), compared byte for byte
//! with golden files in `src/picture/golden/`; the PNGs decode at their size within the
//! size limit; and, as properties, a picture shows no card the public may not see.
//!
//! `RIBS_BLESS=1 cargo test --lib picture` rewrites the golden files and the sample PNGs
//! in `docs/pictures/` after a deliberate change; review the diff (and look at the PNGs).

use std::collections::BTreeSet;
use std::path::PathBuf;

use proptest::prelude::*;
use resvg::tiny_skia::Pixmap;

use super::*;
use crate::games::ribs::deal::{Stream, below, rng_for};
use crate::games::ribs::{
    Action, Card, CardSet, Event, Match, Options, Outcome, Phase, SeenPlay, SeenTrick, View,
    ViewSnapshot,
};

/// The most bytes a picture's PNG may take: Discord shows it at once on a phone.
const PNG_LIMIT: usize = 200 * 1024;

/// Plays `game` on with a seeded, plausible random player (passes more than it raises,
/// folds now and then) until `stop` says so after an action, or the match ends. Returns
/// the events of the last action.
fn play_until(
    game: &mut Match,
    seed: u64,
    mut stop: impl FnMut(&Match, &[Event]) -> bool,
) -> Vec<Event> {
    let mut rng = rng_for(seed, Stream::Play, 77);
    let mut events = Vec::new();
    while let Some(seat) = game.to_act() {
        let legal = game.legal_actions(seat);
        let pick = |kind: fn(&Action) -> bool, rng: &mut rand_chacha::ChaCha8Rng| {
            let some: Vec<Action> = legal.iter().copied().filter(kind).collect();
            (!some.is_empty()).then(|| some[below(rng, some.len() as u32) as usize])
        };
        let roll = below(&mut rng, 100);
        let action = if roll < 60 && legal.contains(&Action::Pass) {
            Some(Action::Pass)
        } else if roll < 12 {
            pick(|a| matches!(a, Action::Fold(_)), &mut rng)
        } else {
            pick(|a| !matches!(a, Action::Fold(_) | Action::Pass), &mut rng)
        };
        let action = action.unwrap_or(legal[0]);
        events = game.apply(seat, action).expect("a legal action");
        if stop(game, &events) {
            break;
        }
    }
    events
}

/// A new match of `seats` at the default options but `options`.
fn new_match(options: Options, seats: u8, seed: u64) -> Match {
    Match::new(options, seats, seed).expect("4 to 10 seats")
}

/// The first trick resolved in any of the matches of seeds `0..` that `wanted` accepts.
fn find_trick(
    options: Options,
    seats: u8,
    wanted: impl Fn(&SeenTrick) -> bool,
) -> (Match, SeenTrick) {
    for seed in 0..500 {
        let mut game = new_match(options, seats, seed);
        let mut found = None;
        play_until(&mut game, seed, |_, events| {
            found = events.iter().find_map(|e| match e {
                Event::TrickResolved { trick } if wanted(trick) => Some(*trick),
                _ => None,
            });
            found.is_some()
        });
        if let Some(trick) = found {
            return (game, trick);
        }
    }
    panic!("no such trick in 500 matches");
}

fn spectator(game: &Match) -> ViewSnapshot {
    game.spectator_view().snapshot()
}

fn four_faces() -> Vec<SeatFace> {
    vec![
        SeatFace::person("Ann"),
        SeatFace::person("Bob"),
        SeatFace::computer("Cleo"),
        SeatFace {
            autopilot: true,
            ..SeatFace::person("Dan")
        },
    ]
}

/// Ten seats whose names test the picture: long ones, one in a script the font lacks, one
/// with emoji, two alike, computers and an autopilot.
fn ten_faces() -> Vec<SeatFace> {
    vec![
        SeatFace::person("Maximiliana Featherstonehaugh"),
        SeatFace::computer("Ada"),
        SeatFace::person("Bartholomew the Bold"),
        SeatFace::person("李小龍"),
        SeatFace::person("🔥 Blaze 🔥"),
        SeatFace {
            autopilot: true,
            ..SeatFace::person("Éloïse Ångström-Øverby")
        },
        SeatFace::person("Alex"),
        SeatFace::computer("Bram"),
        SeatFace::person("alex"),
        SeatFace::person("Wolfgang <script>&amp;"),
    ]
}

fn faces_for(seats: u8) -> Vec<SeatFace> {
    let mut faces = ten_faces();
    faces.truncate(seats.into());
    faces
}

fn golden_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src/picture/golden")
}

fn blessing() -> bool {
    std::env::var_os("RIBS_BLESS").is_some_and(|v| v == "1")
}

/// Compares `actual` with the golden file `name`, or rewrites it under `RIBS_BLESS=1`.
fn golden(name: &str, actual: &str) {
    let path = golden_dir().join(name);
    if blessing() {
        std::fs::create_dir_all(golden_dir()).unwrap();
        std::fs::write(&path, actual).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (RIBS_BLESS=1 writes it)", path.display()));
    if expected != actual {
        let line = expected
            .lines()
            .zip(actual.lines())
            .position(|(a, b)| a != b)
            .map_or(expected.lines().count().min(actual.lines().count()), |i| i);
        panic!(
            "{name} differs from its golden file from line {}:\n  golden: {:?}\n  now:    {:?}\n\
             (RIBS_BLESS=1 cargo test --lib picture rewrites it after a deliberate change)",
            line + 1,
            expected.lines().nth(line),
            actual.lines().nth(line)
        );
    }
}

/// Renders `svg`, checks the PNG, and under `RIBS_BLESS=1` writes it to `docs/pictures/`.
fn check_png(svg: &str, width: u32, height: u32, docs: Option<&str>) -> usize {
    let bytes = png(svg).unwrap();
    let pixmap = Pixmap::decode_png(&bytes).expect("the PNG decodes");
    assert_eq!((pixmap.width(), pixmap.height()), (width, height));
    assert!(
        bytes.len() <= PNG_LIMIT,
        "{} bytes, over {PNG_LIMIT}",
        bytes.len()
    );
    if let (Some(name), true) = (docs, blessing()) {
        let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("docs/pictures");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(name), &bytes).unwrap();
    }
    bytes.len()
}

/// The cards a picture draws face up, from the tags [`svg::Svg::card`] puts on each.
fn drawn_cards(svg: &str) -> Vec<Card> {
    svg.split("data-card=\"")
        .skip(1)
        .map(|rest| {
            let code = &rest[..rest.find('"').unwrap()];
            Card::from_code(code).unwrap()
        })
        .collect()
}

/// Every card a spectator's view shows face up: this trick's face-up plays, and the ribs
/// where the view shows them.
fn shown_face_up(v: &ViewSnapshot) -> BTreeSet<Card> {
    let mut shown: BTreeSet<Card> = v.ribs.into_iter().flatten().collect();
    for play in v.plays.as_slice().iter().flatten() {
        if let SeenPlay::FaceUp(cards) = play {
            shown.extend(cards);
        }
    }
    shown
}

fn table_of(faces: &[SeatFace], v: &ViewSnapshot) -> (String, String) {
    let picture = TablePicture::new(faces, v).unwrap();
    (table_svg(&picture), table_alt(&picture))
}

fn reveal_of(faces: &[SeatFace], t: &SeenTrick) -> (String, String) {
    let picture = RevealPicture::new(faces, t).unwrap();
    (reveal_svg(&picture), reveal_alt(&picture))
}

#[test]
fn four_seats_in_the_middle_of_the_bidding_match_their_golden_picture() {
    let mut game = new_match(Options::default(), 4, 11);
    play_until(&mut game, 11, |g, _| {
        let v = spectator(g);
        v.trick == 1 && v.phase == Phase::Bidding && v.high_bid.is_some_and(|(_, b)| b >= 3)
    });
    let v = spectator(&game);
    assert_eq!((v.phase, v.trick), (Phase::Bidding, 1));
    let (svg, alt) = table_of(&four_faces(), &v);
    golden("table_4_bidding.svg", &svg);
    golden("table_4_bidding.txt", &alt);
    check_png(&svg, 800, table::height(4) as u32, None);
}

#[test]
fn four_seats_in_play_match_their_golden_picture() {
    let mut game = new_match(Options::default(), 4, 5);
    play_until(&mut game, 5, |g, _| {
        let v = spectator(g);
        v.trick == 2 && v.phase == Phase::Play && v.plays.as_slice().iter().flatten().count() == 2
    });
    let v = spectator(&game);
    assert_eq!(v.phase, Phase::Play);
    let (svg, alt) = table_of(&four_faces(), &v);
    golden("table_4_play.svg", &svg);
    golden("table_4_play.txt", &alt);
    check_png(&svg, 800, table::height(4) as u32, Some("table-4.png"));
}

#[test]
fn ten_seats_with_long_names_match_their_golden_picture() {
    let mut game = new_match(Options::default(), 10, 3);
    play_until(&mut game, 3, |g, _| {
        let v = spectator(g);
        let plays = v.plays.as_slice().iter().flatten();
        let folds = plays
            .clone()
            .filter(|p| matches!(p, SeenPlay::Folded(_)))
            .count();
        v.hand == 1 && v.phase == Phase::Play && plays.count() >= 6 && folds >= 1
    });
    let v = spectator(&game);
    assert_eq!(v.phase, Phase::Play);
    let (svg, alt) = table_of(&ten_faces(), &v);
    golden("table_10_long_names.svg", &svg);
    golden("table_10_long_names.txt", &alt);
    check_png(&svg, 800, table::height(10) as u32, Some("table-10.png"));
}

#[test]
fn the_face_up_last_trick_matches_its_golden_picture() {
    let options = Options::default().with_last_trick_face_up(true);
    let mut game = new_match(options, 5, 8);
    play_until(&mut game, 8, |g, _| {
        let v = spectator(g);
        v.trick == 3 && v.phase == Phase::Play && v.plays.as_slice().iter().flatten().count() == 2
    });
    let v = spectator(&game);
    assert!(v.ribs.is_some(), "the ribs are face up in the last trick");
    let (svg, alt) = table_of(&faces_for(5), &v);
    for card in v.ribs.unwrap() {
        assert!(drawn_cards(&svg).contains(&card));
    }
    golden("table_5_face_up_last_trick.svg", &svg);
    golden("table_5_face_up_last_trick.txt", &alt);
    check_png(&svg, 800, table::height(5) as u32, None);
}

#[test]
fn a_trick_with_folds_reveals_as_its_golden_picture() {
    let (_, trick) = find_trick(Options::default(), 4, |t| {
        t.cracked_by.is_none()
            && t.outcomes.as_slice().contains(&Outcome::Folded)
            && t.outcomes.as_slice().contains(&Outcome::Beat)
    });
    let (svg, alt) = reveal_of(&four_faces(), &trick);
    golden("reveal_4_folds.svg", &svg);
    golden("reveal_4_folds.txt", &alt);
    check_png(&svg, 800, reveal::height(4) as u32, Some("reveal-4.png"));
}

#[test]
fn a_cracked_trick_reveals_as_its_golden_picture() {
    let (_, trick) = find_trick(Options::default(), 10, |t| {
        t.cracked_by.is_some()
            && t.outcomes.as_slice().contains(&Outcome::Folded)
            && t.outcomes.as_slice().contains(&Outcome::LostToCrack)
    });
    let (svg, alt) = reveal_of(&ten_faces(), &trick);
    assert!(alt.contains("cracked the ribs"), "{alt}");
    golden("reveal_10_cracked.svg", &svg);
    golden("reveal_10_cracked.txt", &alt);
    check_png(&svg, 800, reveal::height(10) as u32, Some("reveal-10.png"));
}

#[test]
fn a_seated_players_view_cannot_be_drawn_for_the_table() {
    let game = new_match(Options::default(), 4, 1);
    let mine = game.view(Seat(2)).snapshot();
    let faces = four_faces();
    assert!(matches!(
        TablePicture::new(&faces, &mine),
        Err(PictureError::NotPublic { seat: Seat(2) })
    ));
    let public = spectator(&game);
    assert!(matches!(
        TablePicture::new(&faces[..3], &public),
        Err(PictureError::SeatCount { faces: 3, seats: 4 })
    ));
}

#[test]
fn names_the_font_cannot_draw_fall_back_and_namesakes_are_told_apart() {
    let names = drawn_names(Lang::En, &ten_faces());
    let names: Vec<String> = names.iter().map(ToString::to_string).collect();
    assert_eq!(names[3], "seat 4", "no letter of 李小龍 is in the font");
    assert_eq!(names[4], "Blaze", "the emoji are left out");
    assert_eq!(names[5], "Éloïse Ångström-Øverby");
    assert_eq!(
        (names[6].as_str(), names[8].as_str()),
        ("Alex (seat 7)", "alex (seat 9)")
    );
    let spoken = spoken_names(Lang::En, &ten_faces());
    assert_eq!(spoken[3], "李小龍", "a screen reader reads any script");
    let control = [SeatFace::person("\u{7}\u{1b}[31m")];
    assert_eq!(drawn_names(Lang::En, &control)[0].to_string(), "[31m");
    assert_eq!(
        drawn_names(Lang::En, &[SeatFace::person("🎲🎲")])[0].to_string(),
        "seat 1"
    );
}

#[test]
fn names_are_escaped_in_the_svg() {
    let mut game = new_match(Options::default(), 10, 2);
    play_until(&mut game, 2, |_, _| true);
    let mut faces = ten_faces();
    faces[9].name = "Zed <b>&\"'".into();
    let (svg, _) = table_of(&faces, &spectator(&game));
    assert!(
        svg.contains(">Zed &lt;b&gt;&amp;&quot;&apos;</text>"),
        "escaped"
    );
    assert!(!svg.contains("<b>"));
    png(&svg).unwrap();
}

#[test]
fn alt_texts_stay_within_discords_limit_at_ten_seats_of_long_names() {
    let faces: Vec<SeatFace> = (0..10)
        .map(|i| SeatFace::person(&format!("{i} A Very Long Display Name Of 32 Chars")))
        .collect();
    let mut game = new_match(Options::default(), 10, 4);
    for _ in 0..3 {
        play_until(&mut game, 4, |g, _| {
            let v = spectator(g);
            v.phase == Phase::Play && v.plays.as_slice().iter().flatten().count() == 8
        });
        let v = spectator(&game);
        let picture = TablePicture::new(&faces, &v).unwrap();
        let alt = table_alt(&picture);
        assert!(alt.chars().count() <= ALT_MAX_CHARS, "{}", alt.len());
        assert!(alt.ends_with('.') || alt.ends_with('…'), "{alt}");
    }
    let (_, trick) = find_trick(Options::default(), 10, |_| true);
    let alt = reveal_alt(&RevealPicture::new(&faces, &trick).unwrap());
    assert!(alt.chars().count() <= ALT_MAX_CHARS);
}

#[test]
fn alt_text_cuts_the_sentence_that_does_not_fit_with_an_ellipsis() {
    let long = "x".repeat(2000);
    let alt = alt_text(&["One.".into(), long, "Never.".into()]);
    assert_eq!(alt.chars().count(), ALT_MAX_CHARS);
    assert!(alt.starts_with("One. xxx") && alt.ends_with('…'));
    assert_eq!(
        alt_text(&["A.".into(), String::new(), "B.".into()]),
        "A. B."
    );
}

#[test]
fn what_is_not_an_svg_or_is_too_big_is_refused() {
    assert!(matches!(png("not svg"), Err(PictureError::Svg(_))));
    let huge = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"9000\" height=\"10\"/>";
    assert!(matches!(
        png(huge),
        Err(PictureError::Size { width: 9000, .. })
    ));
}

#[test]
fn an_svg_never_reads_an_image_from_a_file() {
    // The default resolver would read a file named in an <image>: ours never does, so the
    // picture stays the background alone.
    let path = golden_dir().join("../../../docs/pictures/table-4.png");
    let svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"20\" height=\"20\">\
         <rect width=\"20\" height=\"20\" fill=\"#000000\"/>\
         <image href=\"{}\" width=\"20\" height=\"20\"/></svg>",
        path.display()
    );
    let bytes = png(&svg).unwrap();
    let pixmap = Pixmap::decode_png(&bytes).unwrap();
    assert!(
        pixmap
            .pixels()
            .iter()
            .all(|p| p.red() == 0 && p.green() == 0)
    );
}

/// A match of `seats` played at random for `steps` actions; a `short` one is won by the
/// first hand won, so that finished matches (whose last hand shows its folds) come up too.
fn random_position(seats: u8, variant: usize, short: bool, seed: u64, steps: u32) -> Match {
    let mut options = Options::all_variants()[variant % Options::all_variants().len()];
    if short {
        options = options.with_target(1).expect("1 is a target");
    }
    let mut game = new_match(options, seats, seed);
    let mut taken = 0;
    play_until(&mut game, seed, |_, _| {
        taken += 1;
        taken >= steps
    });
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// The picture is a function of the public view only: deal every card the public
    /// cannot see afresh (other hands, face-down ribs, folds) and the table and every
    /// reveal of the hand draw the same bytes.
    #[test]
    fn a_picture_is_the_same_however_the_hidden_cards_lie(
        seats in 4u8..=10,
        variant in 0usize..16,
        short in any::<bool>(),
        seed in any::<u64>(),
        steps in 0u32..260,
        redeal in any::<u64>(),
    ) {
        let game = random_position(seats, variant, short, seed, steps);
        let faces = faces_for(seats);
        let view = game.spectator_view();
        let public = view.snapshot();
        let hand = view.determinize(&mut rng_for(redeal, Stream::Policy, 0));
        let mut other = View::of_hand(&hand, None).snapshot();
        // The match around the hand (hand wins, the previous hand, the winner) is public
        // and is not redealt.
        other.hand_wins = public.hand_wins;
        other.match_winner = public.match_winner;
        other.previous_hand = public.previous_hand.clone();
        other.to_act = public.to_act;
        let (svg, alt) = table_of(&faces, &public);
        let (other_svg, other_alt) = table_of(&faces, &other);
        prop_assert_eq!(svg, other_svg);
        prop_assert_eq!(alt, other_alt);
        for (t, u) in public.tricks.iter().zip(&other.tricks) {
            prop_assert_eq!(reveal_of(&faces, t), reveal_of(&faces, u));
        }
    }

    /// A picture draws face up exactly the cards the public view shows face up: never a
    /// card in a hand, face-down ribs or a fold.
    #[test]
    fn a_picture_shows_no_card_the_public_may_not_see(
        seats in 4u8..=10,
        variant in 0usize..16,
        short in any::<bool>(),
        seed in any::<u64>(),
        steps in 0u32..260,
    ) {
        let game = random_position(seats, variant, short, seed, steps);
        let faces = faces_for(seats);
        let public = spectator(&game);
        let (svg, _) = table_of(&faces, &public);
        let drawn: BTreeSet<Card> = drawn_cards(&svg).into_iter().collect();
        let expected = if public.phase == Phase::Over { BTreeSet::new() } else { shown_face_up(&public) };
        prop_assert_eq!(&drawn, &expected);
        let unseen: CardSet = game.spectator_view().unseen();
        prop_assert!(drawn.iter().all(|c| !unseen.contains(*c)));
        // Reveals, even of a finished hand whose tricks know the folds: ribs and face-up
        // plays only.
        let tricks = public.hand_summary.as_ref().map_or(&public.tricks, |h| &h.tricks);
        for t in tricks {
            let (svg, _) = reveal_of(&faces, t);
            let mut allowed: BTreeSet<Card> = t.ribs.into_iter().collect();
            for (_, play) in t.plays_in_order() {
                if let SeenPlay::FaceUp(cards) = play {
                    allowed.extend(cards);
                }
            }
            let drawn: BTreeSet<Card> = drawn_cards(&svg).into_iter().collect();
            prop_assert_eq!(drawn, allowed);
        }
    }
}

/// The text of every `<text>` element of an SVG, unescaped enough to read.
fn texts_of(svg: &str) -> Vec<String> {
    svg.split("<text")
        .skip(1)
        .filter_map(|rest| {
            let body = rest.split_once('>')?.1;
            Some(body.split_once("</text>")?.0.replace("&amp;", "&"))
        })
        .collect()
}

/// What is left of a text once every pseudo-locale message (`⟦…⟧`, or cut short: `⟦…`)
/// is taken out: only names, numbers, cards and punctuation may remain.
fn outside_messages(text: &str) -> String {
    let mut out = String::new();
    let mut inside = 0;
    for c in text.chars() {
        match c {
            '⟦' => inside += 1,
            '⟧' => inside -= 1,
            _ if inside == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

#[test]
fn every_word_a_picture_draws_or_says_comes_from_the_message_files() {
    let names = ["Ann", "Bob", "Cleo", "Dan"];
    let english = |text: &str| {
        let mut rest = outside_messages(text);
        for name in names {
            rest = rest.replace(name, "");
        }
        rest.chars()
            .filter(|c| c.is_alphabetic() && !"♠♥♦♣".contains(*c) && !"AKQJ".contains(*c))
            .collect::<String>()
    };
    let mut game = new_match(Options::default(), 4, 5);
    for phase in [Phase::Bidding, Phase::Play] {
        play_until(&mut game, 5, |g, _| spectator(g).phase == phase);
        let v = spectator(&game);
        let faces = four_faces();
        let picture = TablePicture::new(&faces, &v).unwrap().in_lang(Lang::Pseudo);
        for text in texts_of(&table_svg(&picture)) {
            assert_eq!(english(&text), "", "{text:?} is outside the message files");
        }
        let alt = table_alt(&picture);
        assert_eq!(english(&alt), "", "{alt}");
    }
    let (_, trick) = find_trick(Options::default(), 4, |t| {
        t.outcomes.as_slice().contains(&Outcome::Folded)
    });
    let faces = four_faces();
    let picture = RevealPicture::new(&faces, &trick)
        .unwrap()
        .in_lang(Lang::Pseudo);
    for text in texts_of(&reveal_svg(&picture)) {
        assert_eq!(english(&text), "", "{text:?} is outside the message files");
    }
    let alt = reveal_alt(&picture);
    assert_eq!(english(&alt), "", "{alt}");
}

#[test]
fn faces_of_the_52_card_deck_match_their_golden_pictures() {
    // The widest rank (10), a low one only this deck has (2), a court card, and the back.
    for code in ["10h", "2c", "Qs"] {
        let card: crate::cards::Card = code.parse().unwrap();
        golden(&format!("face_52_{code}.svg"), &deck_face_svg(card));
    }
    golden("face_52_back.svg", &deck_back_svg());
}
