-- A host of games: every match names its game, and what is kept per person is kept per
-- game, so that a person has a Ribs rating and, later, an Oh Hell! one.
--   matches.game           the game's id (games::GameKind::id(): 'ribs', ...); every match
--                          before this version is a Ribs match
--   results.place          the seat's place in the match's outcome, 1 first, ties sharing
--                          (1, 2, 2, 4); for Ribs: the winner, then by hand wins, a seat
--                          that resigned last (rating::finishing_places)
--   results.score          the seat's score in the outcome (Ribs: its hand wins)
--   results.tally          JSON: a game's own tally of the seat, for games whose measures
--                          have no column here; NULL for Ribs
--   standings.game         standings per game, server and person (server 0: everywhere)
--   standings.score        the sum of the person's scores; standings.tally, JSON, the sum
--                          of a game's own tallies (NULL for Ribs)
--   ratings.game           ratings per game, server and rater
--   rating_changes.game    the match's game, so a rater's changes in one game are an
--                          index lookup
--
-- Ribs' own measures (hands won, points, bids made and lost, cracks, folds) stay in their
-- columns of results, hands and standings, and are not moved into the JSON tally: the
-- boards order by them through indexes (standings_by_hands), which an expression over a
-- JSON text could not serve alike on SQLite and PostgreSQL, and every existing row and
-- board keeps reading as it did. A game added later keeps its own measures in `tally`;
-- place, score, matches and wins are every game's.
--
-- SQLite cannot change a primary key: standings and ratings are made again with the game
-- in theirs, every row carried over as a Ribs row.

ALTER TABLE matches ADD COLUMN game TEXT NOT NULL DEFAULT 'ribs';

ALTER TABLE results ADD COLUMN place INTEGER NOT NULL DEFAULT 0;
ALTER TABLE results ADD COLUMN score INTEGER NOT NULL DEFAULT 0;
ALTER TABLE results ADD COLUMN tally TEXT;

-- A seat's place: one more than the seats of its match that finished ahead of it.
UPDATE results
   SET score = hands_won,
       place = 1 + (SELECT count(*) FROM results o
                     WHERE o.match_id = results.match_id
                       AND (o.resigned < results.resigned
                            OR (o.resigned = results.resigned
                                AND (o.won > results.won
                                     OR (o.won = results.won AND o.hands_won > results.hands_won)))));

CREATE TABLE standings_per_game (
    game       TEXT    NOT NULL,
    server     INTEGER NOT NULL,
    user_id    INTEGER NOT NULL REFERENCES players (id),
    matches    INTEGER NOT NULL,
    wins       INTEGER NOT NULL,
    score      INTEGER NOT NULL,
    tally      TEXT,
    hands_won  INTEGER NOT NULL,
    points     INTEGER NOT NULL,
    bids_made  INTEGER NOT NULL,
    bids_lost  INTEGER NOT NULL,
    cracks     INTEGER NOT NULL,
    folds      INTEGER NOT NULL,
    PRIMARY KEY (game, server, user_id)
) WITHOUT ROWID;

INSERT INTO standings_per_game
       (game, server, user_id, matches, wins, score, tally, hands_won, points, bids_made, bids_lost, cracks, folds)
SELECT 'ribs', server, user_id, matches, wins, hands_won, NULL, hands_won, points, bids_made, bids_lost, cracks, folds
  FROM standings;

DROP TABLE standings;
ALTER TABLE standings_per_game RENAME TO standings;

CREATE INDEX standings_by_wins ON standings (game, server, wins DESC, matches);
CREATE INDEX standings_by_hands ON standings (game, server, hands_won DESC);
CREATE INDEX standings_by_rate ON standings (game, server, (CAST(wins AS REAL) / matches) DESC, matches DESC);

CREATE TABLE ratings_per_game (
    game     TEXT    NOT NULL,
    server   INTEGER NOT NULL,
    rater    INTEGER NOT NULL,
    mu       REAL    NOT NULL,
    sigma    REAL    NOT NULL,
    matches  INTEGER NOT NULL,
    PRIMARY KEY (game, server, rater)
) WITHOUT ROWID;

INSERT INTO ratings_per_game (game, server, rater, mu, sigma, matches)
SELECT 'ribs', server, rater, mu, sigma, matches FROM ratings;

DROP TABLE ratings;
ALTER TABLE ratings_per_game RENAME TO ratings;

CREATE INDEX ratings_board ON ratings (game, server, (mu - 3 * sigma) DESC);

ALTER TABLE rating_changes ADD COLUMN game TEXT NOT NULL DEFAULT 'ribs';

DROP INDEX rating_changes_by_rater;
CREATE INDEX rating_changes_by_rater ON rating_changes (game, server, rater, match_id DESC);

-- A player's history in one game.
CREATE INDEX matches_by_game ON matches (game, status, ended_at DESC);
