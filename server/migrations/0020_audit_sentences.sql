-- The activity log read as sentences (issue 32): what a write did in words, kept when it is
-- recorded ('saved a draft of Home › Hero section'), the record's name in it as it was then
-- ('Home › Hero section', 'the service "Kids Karate"'), and the admin screen that edits it.
-- Entries from before keep '' and read from their action and path.
ALTER TABLE audit_log ADD COLUMN summary text NOT NULL DEFAULT '';
ALTER TABLE audit_log ADD COLUMN subject text NOT NULL DEFAULT '';
ALTER TABLE audit_log ADD COLUMN link text NOT NULL DEFAULT '';
