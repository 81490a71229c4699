-- One name for one concept: an action's place in its match's log is its step, as in the
-- buttons (every control names the step it answers) and everywhere in the code.
ALTER TABLE actions RENAME COLUMN ply TO step;
