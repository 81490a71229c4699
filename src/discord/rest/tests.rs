//! The REST client's pacing and classification, without a server.

use super::*;

fn client() -> Rest {
    Rest::new(
        http_client(),
        Some("http://127.0.0.1:9"),
        "x.y.z",
        Pace::default(),
    )
}

#[tokio::test(start_paused = true)]
async fn token_edits_leave_the_global_budget_to_the_tables() {
    let rest = client();
    // A burst of one person's clicks: a hundred token edits at one moment.
    for token in 0..100 {
        rest.wait_for(Bucket::Token(token)).await;
    }
    let at = Instant::now();
    // Another table's post still goes at once.
    rest.wait_for(Bucket::Channel(1)).await;
    assert_eq!(Instant::now(), at, "no wait behind the clicks");
    let limits = rest.limits.lock().unwrap();
    assert_eq!(
        limits.global.sent.len(),
        1,
        "only the post counted globally"
    );
}

#[tokio::test(start_paused = true)]
async fn buckets_of_past_tokens_are_dropped_so_memory_stays_flat() {
    let rest = client();
    for token in 0..10_000u64 {
        rest.wait_for(Bucket::Token(token)).await;
        // A click every 50 ms, each with a fresh token.
        tokio::time::advance(Duration::from_millis(50)).await;
    }
    let kept = rest.limits.lock().unwrap().kept();
    // At most the idle bound plus the tokens still inside their 2.1 s window.
    assert!(kept <= IDLE_BUCKETS + 50, "{kept} buckets kept");
}

#[test]
fn a_window_lets_its_limit_through_then_waits_for_the_oldest_to_age_out() {
    let start = Instant::now();
    let mut w = Window::new(3, Duration::from_secs(5));
    for i in 0..3 {
        let now = start + Duration::from_millis(i * 100);
        assert_eq!(w.ready_at(now), now);
        w.sent.push_back(now);
    }
    let now = start + Duration::from_millis(300);
    assert_eq!(w.ready_at(now), start + Duration::from_secs(5));
    // The first call has aged out: one more may go.
    let later = start + Duration::from_millis(5_050);
    assert_eq!(w.ready_at(later), later);
    w.block(later + Duration::from_secs(2));
    assert_eq!(w.ready_at(later), later + Duration::from_secs(2));
}

#[test]
fn answers_are_classified_by_what_they_mean_for_the_table() {
    let e = |status: u16, code: i64| {
        RestError::of(
            &Method::POST,
            StatusCode::from_u16(status).unwrap(),
            &serde_json::json!({"code": code, "message": "m"}),
        )
    };
    assert_eq!(e(401, 0), RestError::Unauthorized);
    assert!(matches!(
        e(403, 50013),
        RestError::PlaceGone { code: 50013, .. }
    ));
    assert!(matches!(e(403, 50001), RestError::PlaceGone { .. }));
    assert!(matches!(e(404, 10003), RestError::PlaceGone { .. }));
    assert_eq!(e(404, 10008), RestError::UnknownMessage);
    assert_eq!(
        e(401, 50027),
        RestError::TokenExpired,
        "an interaction's, not the bot's"
    );
    assert_eq!(e(404, 10015), RestError::TokenExpired);
    assert_eq!(e(400, 30046), RestError::OldMessage);
    // In an archived thread: a post reopens it (or, locked, the thread is gone); an edit
    // cannot, so the message is posted afresh.
    assert!(matches!(
        e(400, 50083),
        RestError::PlaceGone { code: 50083, .. }
    ));
    assert_eq!(
        RestError::of(
            &Method::PATCH,
            StatusCode::BAD_REQUEST,
            &serde_json::json!({"code": 50083, "message": "Thread is archived"}),
        ),
        RestError::OldMessage
    );
    assert!(matches!(
        e(400, 50035),
        RestError::Refused { status: 400, .. }
    ));
}

#[test]
fn processes_that_share_the_bot_share_its_global_budget_by_their_shards() {
    assert_eq!(Pace::default().global_requests(), GLOBAL_REQUESTS);
    let halves = [Pace::default().sharing(2, 4), Pace::default().sharing(2, 4)];
    let together: usize = halves.iter().map(|p| p.global_requests()).sum();
    assert!(
        together <= GLOBAL_REQUESTS && together + 2 > GLOBAL_REQUESTS,
        "{together}"
    );
    // Never more than the whole together, and never nothing at all.
    let quarters: usize = (0..4)
        .map(|_| Pace::default().sharing(1, 4).global_requests())
        .sum();
    assert!(quarters <= GLOBAL_REQUESTS, "{quarters}");
    assert_eq!(Pace::default().sharing(1, 200).global_requests(), 1);
}
