-- Ratings that mean something: a seat is rated only if its person made at least half of
-- its decisions (the autopilot's play is not theirs), and a host who stops a match once a
-- hand is complete resigns: the match is recorded with them last.
--   results.rated     0 for a seat the autopilot played for more than half its decisions
--   results.resigned  1 for the seat that resigned (placed last)
ALTER TABLE results ADD COLUMN rated INTEGER NOT NULL DEFAULT 1;
ALTER TABLE results ADD COLUMN resigned INTEGER NOT NULL DEFAULT 0;
