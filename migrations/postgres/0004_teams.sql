-- Teams: each seat's team in the match's outcome where the game has partners (NULL in a
-- game without them, and in every match before this version). The same change as
-- migrations/sqlite/0010_teams.sql, which says why.
ALTER TABLE results ADD COLUMN team BIGINT;
