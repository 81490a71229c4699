-- Teams: the game's outcome names each seat's team where the game has partners, and
-- ratings rate each team as one (Weng-Lin over teams, at the team's place).
--   results.team   the seat's team in the match's outcome (0, 1, ...: seats of one team
--                  share their place); NULL in a game without partners, as every match
--                  before this version (all Ribs) is: each of its seats rated on its own,
--                  so every stored rating stays the results rated again.
ALTER TABLE results ADD COLUMN team INTEGER;
