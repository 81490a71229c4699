//! Picture benchmarks: the table and a trick's reveal at 4 and 10 seats, as SVG text alone
//! and as SVG text rendered to PNG (what a front end pays per picture); with `--p99`, also
//! Oh Hell!'s, Crazy Eights' and Cribbage's tables.
//!
//! `cargo bench --bench picture` runs criterion (mean and median);
//! `cargo bench --bench picture -- --p99` instead times each picture many times one by one
//! and prints its 50th and 99th percentiles and slowest time, and its PNG's size: in wall
//! time, and in the thread's own CPU time, which other processes on a shared machine do
//! not inflate.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{BenchmarkId, Criterion, criterion_group};
use ribs::games::Game;
use ribs::games::crazy_eights::CrazyEights;
use ribs::games::cribbage::{Cribbage, CribbageView};
use ribs::games::gin_rummy::GinRummy;
use ribs::games::oh_hell::{OhHell, OhHellView};
use ribs::games::ribs::deal::{Stream, below, rng_for};
use ribs::games::ribs::{Action, Event, Match, Options, Phase, SeenTrick, ViewSnapshot};
use ribs::picture::{
    CrazyEightsPicture, CribbagePicture, GinRummyPicture, OhHellPicture, RevealPicture, SeatFace,
    TablePicture, crazy_eights_svg, cribbage_svg, gin_rummy_svg, oh_hell_svg, png, reveal_svg,
    table_svg,
};

/// A seeded match played at random until a trick has been revealed and the next trick has
/// a few plays on the table: the public view then, and the last trick revealed.
fn position(seats: u8) -> (ViewSnapshot, SeenTrick, Vec<SeatFace>) {
    let mut game = Match::new(Options::default(), seats, 42).expect("4 to 10 seats");
    let mut rng = rng_for(42, Stream::Play, 0);
    let mut revealed = None;
    while let Some(seat) = game.to_act() {
        let legal = game.legal_actions(seat);
        let action = if legal.contains(&Action::Pass) && below(&mut rng, 3) > 0 {
            Action::Pass
        } else {
            legal[below(&mut rng, legal.len() as u32) as usize]
        };
        for event in game.apply(seat, action).expect("a legal action") {
            if let Event::TrickResolved { trick } = event {
                revealed = Some(trick);
            }
        }
        let view = game.spectator_view().snapshot();
        let on_table = view.plays.as_slice().iter().flatten().count();
        if let (Some(trick), Phase::Play) = (revealed, view.phase)
            && on_table >= usize::from(seats) / 2
        {
            let faces = (0..seats)
                .map(|i| match i % 3 {
                    0 => SeatFace::computer(&format!("Computer {i}")),
                    _ => SeatFace::person(&format!("Player number {i}")),
                })
                .collect();
            return (view, trick, faces);
        }
    }
    panic!("the match ended before the position was reached");
}

/// A game of `seats` with default options played at random until `there` holds of its
/// public view (or nobody is left to act): that view, and the seats' faces.
fn played_until<G: Game>(
    seats: u8,
    mut there: impl FnMut(&G::View) -> bool,
) -> (G::View, Vec<SeatFace>)
where
    G::Options: Default,
{
    let mut game = G::start(Default::default(), seats, 42).expect("seats the game allows");
    let mut rng = rng_for(42, Stream::Play, 1);
    loop {
        let view = game.view(None);
        let seat = game.to_act().seats().next();
        if there(&view) || seat.is_none() {
            let faces = (0..seats)
                .map(|i| SeatFace::person(&format!("Player number {i}")))
                .collect();
            return (view, faces);
        }
        let seat = seat.expect("a seat to act");
        let legal = game.legal_actions(seat);
        let action = legal[below(&mut rng, legal.len() as u32) as usize];
        game.apply(seat, action).expect("a legal action");
    }
}

/// An Oh Hell! game played until the trick has half the table's cards on it.
fn oh_hell_position(seats: u8) -> (OhHellView, Vec<SeatFace>) {
    played_until::<OhHell>(seats, |v| {
        v.trick.plays(seats).count() >= usize::from(seats) / 2
    })
}

/// A game played for two actions a seat.
fn played_position<G: Game>(seats: u8) -> (G::View, Vec<SeatFace>)
where
    G::Options: Default,
{
    let mut actions = 0;
    played_until::<G>(seats, |_| {
        actions += 1;
        actions > 2 * usize::from(seats)
    })
}

/// A Cribbage game played into the play of its second hand, with three cards of the
/// count laid (pegs on the board, the starter and cards in play).
fn cribbage_position(seats: u8) -> (CribbageView, Vec<SeatFace>) {
    played_until::<Cribbage>(seats, |v| v.number >= 2 && v.sequence.len() >= 3)
}

fn pictures(c: &mut Criterion) {
    let mut group = c.benchmark_group("picture");
    for seats in [4u8, 10] {
        let (view, trick, faces) = position(seats);
        let table = TablePicture::new(&faces, &view).expect("a spectator's view");
        let reveal = RevealPicture::new(&faces, &trick).expect("one face a seat");
        group.bench_with_input(BenchmarkId::new("table_svg", seats), &table, |b, p| {
            b.iter(|| black_box(table_svg(p)))
        });
        group.bench_with_input(BenchmarkId::new("table_png", seats), &table, |b, p| {
            b.iter(|| black_box(png(&table_svg(p)).expect("renders")))
        });
        group.bench_with_input(BenchmarkId::new("reveal_svg", seats), &reveal, |b, p| {
            b.iter(|| black_box(reveal_svg(p)))
        });
        group.bench_with_input(BenchmarkId::new("reveal_png", seats), &reveal, |b, p| {
            b.iter(|| black_box(png(&reveal_svg(p)).expect("renders")))
        });
    }
    group.finish();
}

/// The CPU time this thread has used.
fn thread_cpu_time() -> Duration {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid timespec for the call to fill; the clock id is a constant.
    let ok = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) } == 0;
    assert!(ok, "the thread's CPU clock is readable");
    Duration::new(t.tv_sec as u64, t.tv_nsec as u32)
}

/// Times `f` `runs` times, one call at a time, after a few calls to warm up: the sorted
/// wall times, the sorted CPU times, and the last result.
fn sample(runs: usize, mut f: impl FnMut() -> usize) -> (Vec<Duration>, Vec<Duration>, usize) {
    let mut bytes = 0;
    for _ in 0..10 {
        bytes = f();
    }
    let (mut wall, mut cpu) = (Vec::with_capacity(runs), Vec::with_capacity(runs));
    for _ in 0..runs {
        let (start, start_cpu) = (Instant::now(), thread_cpu_time());
        bytes = black_box(f());
        wall.push(start.elapsed());
        cpu.push(thread_cpu_time() - start_cpu);
    }
    wall.sort();
    cpu.sort();
    (wall, cpu, bytes)
}

fn percentiles() {
    let runs = 500;
    println!("picture (SVG built and rendered to PNG), {runs} runs each, one thread:");
    for seats in [4u8, 10] {
        let (view, trick, faces) = position(seats);
        let table = TablePicture::new(&faces, &view).expect("a spectator's view");
        let reveal = RevealPicture::new(&faces, &trick).expect("one face a seat");
        let cases: [(&str, &dyn Fn() -> usize); 2] = [
            ("table", &|| png(&table_svg(&table)).expect("renders").len()),
            ("reveal", &|| {
                png(&reveal_svg(&reveal)).expect("renders").len()
            }),
        ];
        report(runs, seats, &cases);
    }
    for seats in [3u8, 7] {
        let (view, faces) = oh_hell_position(seats);
        let picture = OhHellPicture::new(&faces, &view).expect("a spectator's view");
        let cases: [(&str, &dyn Fn() -> usize); 1] = [("oh-hell", &|| {
            png(&oh_hell_svg(&picture)).expect("renders").len()
        })];
        report(runs, seats, &cases);
    }
    for seats in [4u8, 10] {
        let (view, faces) = played_position::<CrazyEights>(seats);
        let picture = CrazyEightsPicture::new(&faces, &view).expect("a spectator's view");
        let cases: [(&str, &dyn Fn() -> usize); 1] = [("crazy-eights", &|| {
            png(&crazy_eights_svg(&picture)).expect("renders").len()
        })];
        report(runs, seats, &cases);
    }
    let (view, faces) = played_position::<GinRummy>(2);
    let picture = GinRummyPicture::new(&faces, &view).expect("a spectator's view");
    let cases: [(&str, &dyn Fn() -> usize); 1] = [("gin-rummy", &|| {
        png(&gin_rummy_svg(&picture)).expect("renders").len()
    })];
    report(runs, 2, &cases);
    for seats in [2u8, 3, 4] {
        let (view, faces) = cribbage_position(seats);
        let picture = CribbagePicture::new(&faces, &view).expect("a spectator's view");
        let cases: [(&str, &dyn Fn() -> usize); 1] = [("cribbage", &|| {
            png(&cribbage_svg(&picture)).expect("renders").len()
        })];
        report(runs, seats, &cases);
    }
}

/// Times each case and prints its percentiles.
fn report(runs: usize, seats: u8, cases: &[(&str, &dyn Fn() -> usize)]) {
    let at = |times: &[Duration], p: f64| {
        let i = ((times.len() as f64 * p).ceil() as usize).clamp(1, times.len()) - 1;
        times[i].as_secs_f64() * 1e3
    };
    for &(name, f) in cases {
        let (wall, cpu, bytes) = sample(runs, f);
        println!(
            "  {name:<7} {seats:>2} seats: CPU p50 {:.2} ms p99 {:.2} ms max {:.2} ms | \
             wall p50 {:.2} ms p99 {:.2} ms | PNG {bytes} bytes",
            at(&cpu, 0.50),
            at(&cpu, 0.99),
            at(&cpu, 1.0),
            at(&wall, 0.50),
            at(&wall, 0.99),
        );
    }
}

criterion_group!(benches, pictures);

fn main() {
    if std::env::args().any(|a| a == "--p99") {
        percentiles();
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
