-- Where a match is played when it is not its table's own place: the thread opened for it.
-- A place (channel or thread) has one open table at a time, so a thread is unique among
-- open tables as a channel is. Before this version the thread was kept in the front end's
-- opaque state (`frontend.channel`, where it differed from the place): it is moved here.
ALTER TABLE matches ADD COLUMN thread INTEGER;

UPDATE matches
   SET thread = json_extract(frontend, '$.channel')
 WHERE json_valid(frontend)
   AND json_type(frontend, '$.channel') = 'integer'
   AND json_extract(frontend, '$.channel') != place;

CREATE UNIQUE INDEX matches_one_open_per_thread ON matches (thread)
    WHERE thread IS NOT NULL AND status IN ('lobby', 'playing');
