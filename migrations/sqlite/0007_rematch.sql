-- A finished match opens at most one rematch lobby: the id of the one it opened, set in
-- the transaction that opens it, so that a second press (even after that lobby was
-- cancelled) is refused and nobody is pinged twice for one match.
ALTER TABLE matches ADD COLUMN rematch INTEGER;
