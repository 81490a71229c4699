-- A person's data is theirs: `/ribs forget` and `ribs forget` remove a person from the
-- database. Their id and every name they played under are replaced by an anonymous
-- "former player" of their own, so that everyone else's results and ratings (a pure
-- function of all results) stay exactly as they were.
--
-- Anonymous players have ids below -2^32: no Discord id (positive, 63 bits), no computer
-- rater (-1 to -3) and no terminal player (1) is ever one, and each forgotten person has
-- an id of their own. Their players row is marked forgotten: no board shows them.
ALTER TABLE players ADD COLUMN forgotten INTEGER NOT NULL DEFAULT 0;
