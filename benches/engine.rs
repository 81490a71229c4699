//! Engine benchmarks: a whole hand of random legal play at 4, 6 and 10 seats, through the
//! engine's playout and through per-seat policies deciding from views; and the deal alone.
//! `cargo bench --bench engine`.

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use ribs::ai::{Policy, RandomPolicy};
use ribs::games::ribs::deal::{Stream, deal, rng_for};
use ribs::games::ribs::{Hand, Options, Seat, View};

fn whole_hands(c: &mut Criterion) {
    let mut group = c.benchmark_group("hand");
    group.throughput(Throughput::Elements(1));
    for seats in [4u8, 6, 10] {
        group.bench_with_input(BenchmarkId::new("playout", seats), &seats, |b, &n| {
            let mut deal_rng = rng_for(1, Stream::Deal, 0);
            let mut play_rng = ribs::ai::policy_rng(1, 0);
            let mut number = 0u32;
            b.iter(|| {
                let dealer = Seat((number % u32::from(n)) as u8);
                let mut hand =
                    Hand::deal_with(Options::default(), n, dealer, number, &mut deal_rng);
                number = number.wrapping_add(1);
                hand.playout(&mut play_rng, &mut (), |_, _| {});
                black_box(hand.scores())
            });
        });
        group.bench_with_input(
            BenchmarkId::new("policies_via_views", seats),
            &seats,
            |b, &n| {
                let mut policies: Vec<RandomPolicy> =
                    (0..n).map(|s| RandomPolicy::new(1, s.into())).collect();
                let mut rng = rng_for(1, Stream::Deal, 0);
                let mut number = 0u32;
                b.iter(|| {
                    let dealer = Seat((number % u32::from(n)) as u8);
                    let mut hand = Hand::deal_with(Options::default(), n, dealer, number, &mut rng);
                    number = number.wrapping_add(1);
                    while let Some(seat) = hand.to_act() {
                        let action = policies[seat.index()]
                            .decide(&View::of_hand(&hand, Some(seat)))
                            .expect("the seat on turn decides");
                        hand.apply_to(seat, action, &mut ())
                            .expect("random play is legal");
                    }
                    black_box(hand.scores())
                });
            },
        );
    }
    group.finish();
}

fn the_deal(c: &mut Criterion) {
    let mut rng = rng_for(1, Stream::Deal, 0);
    c.bench_function("deal/10_seats", |b| {
        b.iter(|| black_box(deal(10, Seat(0), &mut rng)))
    });
}

criterion_group!(benches, whole_hands, the_deal);
criterion_main!(benches);
