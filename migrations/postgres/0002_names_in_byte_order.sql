-- Names sort as SQLite sorts them, byte by byte (its BINARY collation), whatever collation
-- the database was created with: a board's ties read the same on both backends, and the
-- same after `ribs copy-db`.
ALTER TABLE players ALTER COLUMN name TYPE TEXT COLLATE "C";
ALTER TABLE seats ALTER COLUMN name TYPE TEXT COLLATE "C";
