-- What a front end has announced of each table, so that what players are owed (trick
-- reveals, hand summaries, the end of the match) is derived from the committed log and
-- delivered exactly once, crash or not.
--   announced          actions of the log whose announcements are delivered
--   closing            why the table closed (JSON of table::Closing), set with its status
--   closing_announced  1 once the table's closing is announced
ALTER TABLE matches ADD COLUMN announced INTEGER NOT NULL DEFAULT 0;
ALTER TABLE matches ADD COLUMN closing TEXT;
ALTER TABLE matches ADD COLUMN closing_announced INTEGER NOT NULL DEFAULT 0;

-- Everything before this version was announced as it happened.
UPDATE matches SET announced = (SELECT count(*) FROM actions WHERE actions.match_id = matches.id);
UPDATE matches SET closing_announced = 1 WHERE status NOT IN ('lobby', 'playing');

