-- Skill ratings (Weng-Lin, see src/rating.rs): one per rater and scope (server 0: every
-- match, the global scope). A rater is a player's id, or a computer level: -1 easy,
-- -2 normal, -3 hard. Ratings are a pure function of the results in the order the matches
-- were rated (matches.rated_seq); rating_changes keeps each seat's before and after.
CREATE TABLE ratings (
    server   INTEGER NOT NULL,
    rater    INTEGER NOT NULL,
    mu       REAL    NOT NULL,
    sigma    REAL    NOT NULL,
    matches  INTEGER NOT NULL,
    PRIMARY KEY (server, rater)
) WITHOUT ROWID;

CREATE INDEX ratings_board ON ratings (server, (mu - 3 * sigma) DESC);

CREATE TABLE rating_changes (
    match_id       INTEGER NOT NULL REFERENCES matches (id),
    server         INTEGER NOT NULL,
    seat           INTEGER NOT NULL,
    rater          INTEGER NOT NULL,
    mu_before      REAL    NOT NULL,
    sigma_before   REAL    NOT NULL,
    matches_before INTEGER NOT NULL,
    mu_after       REAL    NOT NULL,
    sigma_after    REAL    NOT NULL,
    PRIMARY KEY (match_id, server, seat)
) WITHOUT ROWID;

CREATE INDEX rating_changes_by_rater ON rating_changes (server, rater, match_id DESC);

-- The order in which finished matches were rated; NULL until a match is. Matches finished
-- before this version are rated when the store opens, in the order they ended.
ALTER TABLE matches ADD COLUMN rated_seq INTEGER;
