-- Ribs: players, tables (a lobby that becomes a match), seats, the action log of every
-- match (enough to replay it exactly), hands, results, and aggregated standings.
-- Times are Unix milliseconds. User, place and server ids are the platform's (Discord
-- snowflakes fit in SQLite's signed 64-bit integers); server 0 means "no server".

CREATE TABLE players (
    id          INTEGER PRIMARY KEY,
    name        TEXT    NOT NULL,
    updated_at  INTEGER NOT NULL
);

CREATE TABLE matches (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    place          INTEGER NOT NULL,
    server         INTEGER NOT NULL DEFAULT 0,
    host           INTEGER NOT NULL,
    options        TEXT    NOT NULL,              -- game::Options as JSON
    turn_timer_ms  INTEGER NOT NULL DEFAULT 0,    -- 0: no timer
    seed           INTEGER NOT NULL,
    status         TEXT    NOT NULL CHECK (status IN ('lobby', 'playing', 'finished', 'cancelled', 'stopped')),
    winner_seat    INTEGER,
    frontend       TEXT,                          -- opaque state of the front end (message ids, ...)
    created_at     INTEGER NOT NULL,
    started_at     INTEGER,
    ended_at       INTEGER
);

-- One open table per place; and restart finds the open ones quickly.
CREATE UNIQUE INDEX matches_one_open_per_place ON matches (place) WHERE status IN ('lobby', 'playing');
CREATE INDEX matches_open ON matches (status) WHERE status IN ('lobby', 'playing');

CREATE TABLE seats (
    match_id   INTEGER NOT NULL REFERENCES matches (id),
    seat       INTEGER NOT NULL,
    user_id    INTEGER REFERENCES players (id),   -- NULL for a computer player
    computer   TEXT,                              -- the computer's level, NULL for a human
    name       TEXT    NOT NULL,
    autopilot  INTEGER NOT NULL DEFAULT 0,        -- 0 off, 1 handed over, 2 timed out twice
    PRIMARY KEY (match_id, seat),
    CHECK ((user_id IS NULL) <> (computer IS NULL))
) WITHOUT ROWID;

CREATE TABLE actions (
    match_id   INTEGER NOT NULL REFERENCES matches (id),
    ply        INTEGER NOT NULL,                  -- 0, 1, 2, ...: the step the action answered
    seat       INTEGER NOT NULL,
    action     TEXT    NOT NULL,                  -- game::Action as JSON
    by         TEXT    NOT NULL CHECK (by IN ('player', 'computer', 'autopilot')),
    at         INTEGER NOT NULL,
    PRIMARY KEY (match_id, ply)
) WITHOUT ROWID;

CREATE TABLE hands (
    match_id   INTEGER NOT NULL REFERENCES matches (id),
    hand       INTEGER NOT NULL,
    seat       INTEGER NOT NULL,
    points     INTEGER NOT NULL,
    won        INTEGER NOT NULL,                  -- 1 if among the hand's winners (ties all win)
    bids_made  INTEGER NOT NULL,
    bids_lost  INTEGER NOT NULL,                  -- a cracked trick's bid counts as lost
    cracks     INTEGER NOT NULL,
    folds      INTEGER NOT NULL,
    PRIMARY KEY (match_id, hand, seat)
) WITHOUT ROWID;

CREATE TABLE results (
    match_id   INTEGER NOT NULL REFERENCES matches (id),
    seat       INTEGER NOT NULL,
    user_id    INTEGER REFERENCES players (id),
    won        INTEGER NOT NULL,
    hands_won  INTEGER NOT NULL,
    points     INTEGER NOT NULL,
    bids_made  INTEGER NOT NULL,
    bids_lost  INTEGER NOT NULL,
    cracks     INTEGER NOT NULL,
    folds      INTEGER NOT NULL,
    PRIMARY KEY (match_id, seat)
) WITHOUT ROWID;

CREATE INDEX results_by_player ON results (user_id, match_id DESC) WHERE user_id IS NOT NULL;

-- Per player, per server (server 0: every match, the global scope), kept up to date when a
-- match ends so that leaderboards are index lookups even with 100,000 matches.
CREATE TABLE standings (
    server     INTEGER NOT NULL,
    user_id    INTEGER NOT NULL REFERENCES players (id),
    matches    INTEGER NOT NULL,
    wins       INTEGER NOT NULL,
    hands_won  INTEGER NOT NULL,
    points     INTEGER NOT NULL,
    bids_made  INTEGER NOT NULL,
    bids_lost  INTEGER NOT NULL,
    cracks     INTEGER NOT NULL,
    folds      INTEGER NOT NULL,
    PRIMARY KEY (server, user_id)
) WITHOUT ROWID;

CREATE INDEX standings_by_wins ON standings (server, wins DESC, matches);
CREATE INDEX standings_by_hands ON standings (server, hands_won DESC);
CREATE INDEX standings_by_rate ON standings (server, (CAST(wins AS REAL) / matches) DESC, matches DESC);
