-- A host of games: every match names its game, and standings, ratings and rating changes
-- are kept per game. The same change as migrations/sqlite/0009_games.sql, which says why
-- each column is there and why Ribs' own measures stay in their columns (the boards'
-- indexes order by them) while a later game keeps its own in the JSON `tally`.

ALTER TABLE matches ADD COLUMN game TEXT NOT NULL DEFAULT 'ribs';

ALTER TABLE results
    ADD COLUMN place BIGINT NOT NULL DEFAULT 0,
    ADD COLUMN score BIGINT NOT NULL DEFAULT 0,
    ADD COLUMN tally TEXT;

-- A seat's place: one more than the seats of its match that finished ahead of it.
UPDATE results
   SET score = hands_won,
       place = 1 + (SELECT count(*) FROM results o
                     WHERE o.match_id = results.match_id
                       AND (o.resigned < results.resigned
                            OR (o.resigned = results.resigned
                                AND (o.won > results.won
                                     OR (o.won = results.won AND o.hands_won > results.hands_won)))));

ALTER TABLE standings
    ADD COLUMN game TEXT NOT NULL DEFAULT 'ribs',
    ADD COLUMN score BIGINT NOT NULL DEFAULT 0,
    ADD COLUMN tally TEXT;
UPDATE standings SET score = hands_won;
ALTER TABLE standings ALTER COLUMN game DROP DEFAULT, ALTER COLUMN score DROP DEFAULT;
ALTER TABLE standings DROP CONSTRAINT standings_pkey, ADD PRIMARY KEY (game, server, user_id);

DROP INDEX standings_by_wins;
DROP INDEX standings_by_hands;
DROP INDEX standings_by_rate;
CREATE INDEX standings_by_wins ON standings (game, server, wins DESC, matches);
CREATE INDEX standings_by_hands ON standings (game, server, hands_won DESC);
CREATE INDEX standings_by_rate ON standings (game, server, (CAST(wins AS DOUBLE PRECISION) / matches) DESC, matches DESC);

ALTER TABLE ratings ADD COLUMN game TEXT NOT NULL DEFAULT 'ribs';
ALTER TABLE ratings ALTER COLUMN game DROP DEFAULT;
ALTER TABLE ratings DROP CONSTRAINT ratings_pkey, ADD PRIMARY KEY (game, server, rater);

DROP INDEX ratings_board;
CREATE INDEX ratings_board ON ratings (game, server, (mu - 3 * sigma) DESC);

ALTER TABLE rating_changes ADD COLUMN game TEXT NOT NULL DEFAULT 'ribs';

DROP INDEX rating_changes_by_rater;
CREATE INDEX rating_changes_by_rater ON rating_changes (game, server, rater, match_id DESC);

-- A player's history in one game.
CREATE INDEX matches_by_game ON matches (game, status, ended_at DESC);
