use super::*;
use crate::games::Game;
use crate::games::cribbage::{Cribbage, Options};
use crate::picture::png;

fn faces(n: u8) -> Vec<SeatFace> {
    ["Ann", "Bob <b>&", "Cat", "Dan"][..usize::from(n)]
        .iter()
        .map(|n| SeatFace::person(n))
        .collect()
}

/// A match `actions` actions in: the crib laid, some cards in play, pegs on the board.
fn played(seats: u8, actions: usize) -> Cribbage {
    let mut game = Cribbage::new(Options::default(), seats, 3).unwrap();
    for _ in 0..actions {
        let Some(seat) = game.to_act().seats().next() else {
            break;
        };
        let action = game.legal_actions(seat)[0];
        game.apply(seat, action).unwrap();
    }
    game
}

#[test]
fn the_picture_renders_to_png_and_its_alt_names_every_seat_in_every_language() {
    for seats in 2..=4 {
        let game = played(seats, usize::from(seats) + 3);
        let view = Game::view(&game, None);
        let faces = faces(seats);
        for lang in Lang::ALL {
            let picture = CribbagePicture::new(&faces, &view).unwrap().in_lang(lang);
            let svg = cribbage_svg(&picture);
            assert!(png(&svg).unwrap().starts_with(b"\x89PNG"));
            assert!(svg.contains("Bob &lt;b&gt;&amp;"), "names are escaped");
            let starter = view.starter.expect("turned");
            assert!(svg.contains(&format!("data-card=\"{}\"", starter.code())));
            for &(_, c) in &view.sequence {
                assert!(svg.contains(&format!("data-card=\"{}\"", c.code())));
            }
            let alt = cribbage_alt(&picture);
            assert!(!alt.contains("cribbage-"), "{lang:?}: {alt}");
            for face in &faces {
                assert!(alt.contains(&face.name), "{lang:?}: {} in {alt}", face.name);
            }
        }
    }
}

/// Writes a picture to look at: `CRIBBAGE_PNG=/tmp/c.png CRIBBAGE_SEATS=4 cargo test --lib
/// cribbage::tests::write_a_sample`.
#[test]
fn write_a_sample_when_asked() {
    let Ok(path) = std::env::var("CRIBBAGE_PNG") else {
        return;
    };
    let seats = std::env::var("CRIBBAGE_SEATS")
        .ok()
        .and_then(|n| n.parse().ok())
        .filter(|n| (2..=4).contains(n))
        .unwrap_or(2);
    let actions = std::env::var("CRIBBAGE_ACTIONS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(usize::from(seats) + 3);
    let game = played(seats, actions);
    let view = Game::view(&game, None);
    let faces = faces(seats);
    let picture = CribbagePicture::new(&faces, &view).unwrap();
    std::fs::write(path, png(&cribbage_svg(&picture)).unwrap()).unwrap();
}

/// A rectangle: left, top, right, bottom.
type Rect = (i32, i32, i32, i32);

fn apart(a: Rect, b: Rect) -> bool {
    a.2 <= b.0 || b.2 <= a.0 || a.3 <= b.1 || b.3 <= a.1
}

/// At every table size the header, the board, the starter, the cards in play (the most
/// a sequence can hold: 8 at two players... 13 at most, 9 fit a count of 31) and the plates
/// keep clear of one another and of the edges.
#[test]
fn nothing_drawn_overlaps_at_two_to_four_seats() {
    let header: Rect = (0, 0, WIDTH, 44);
    let (l, t, r, b) = BOARD;
    let board: Rect = (l, t, r, b);
    let starter: Rect = (
        STARTER_X,
        CARDS_Y - 26,
        STARTER_X + CARD.w,
        CARDS_Y + CARD.h,
    );
    // The longest sequence under 31: four aces, twos and threes and a four; the cards
    // fan over one another rather than run off the picture, the last wholly in.
    for n in 1..=13 {
        let last = play_x(n - 1, n);
        assert!(last + CARD.w <= WIDTH, "{n} cards: the last at {last}");
        assert!(n < 2 || play_x(1, n) > play_x(0, n), "{n} cards apart");
    }
    let row: Rect = (PLAY_X, CARDS_Y - 26, WIDTH - 20, CARDS_Y + CARD.h);
    let fit = [row];
    for seats in 2..=4u8 {
        let plates: Vec<Rect> = Seat::all(seats)
            .map(|s| {
                let x = plate_x(seats, s) - PLATE_W / 2;
                (x, PLATE_Y, x + PLATE_W, PLATE_Y + PLATE_H)
            })
            .collect();
        let sides = crate::games::cribbage::sides(seats);
        let tracks: Vec<Rect> = (0..sides)
            .map(|side| {
                let track = Track::of(side, sides);
                (
                    TRACK_X0 - track.peg - 3,
                    track.label_y() - track.font,
                    TRACK_X1 + track.peg + 3,
                    track.y + track.peg + 3,
                )
            })
            .collect();
        for (k, pair) in tracks.windows(2).enumerate() {
            assert!(
                apart(pair[0], pair[1]),
                "{seats}: tracks {k} and {} meet",
                k + 1
            );
        }
        if let (Some(first), Some(last)) = (tracks.first(), tracks.last()) {
            // The lanes fill the board: no more than a lane's margin left bare below.
            let lane = (board.3 - board.1) / i32::from(sides);
            assert!(
                board.3 - last.3 < lane / 2,
                "{seats}: {last:?} leaves the board bare"
            );
            assert!(
                first.1 - board.1 < lane / 2,
                "{seats}: {first:?} leaves the board bare"
            );
        }
        for track in &tracks {
            assert!(
                track.0 >= board.0
                    && track.2 <= board.2
                    && track.1 >= board.1
                    && track.3 <= board.3,
                "{seats}: {track:?} off the board"
            );
        }
        let all: Vec<Rect> = [header, board, starter]
            .into_iter()
            .chain(fit.iter().copied())
            .chain(plates)
            .collect();
        for (i, &a) in all.iter().enumerate() {
            assert!(
                a.0 >= 0 && a.1 >= 0 && a.2 <= WIDTH && a.3 <= HEIGHT,
                "{seats} seats: {a:?} off the picture"
            );
            for (j, &b) in all.iter().enumerate() {
                assert!(i == j || apart(a, b), "{seats} seats: {a:?} over {b:?}");
            }
        }
    }
}

#[test]
fn a_seats_own_view_is_refused() {
    let game = played(2, 0);
    let view = Game::view(&game, Some(Seat(1)));
    assert!(CribbagePicture::new(&faces(2), &view).is_err());
    let public = Game::view(&game, None);
    assert!(CribbagePicture::new(&faces(3), &public).is_err());
}
