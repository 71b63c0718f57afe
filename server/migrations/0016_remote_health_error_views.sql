-- Views with at least one error of the remote (load, render or script): the share canary analysis
-- compares. The per-kind counts cannot give it, as one view may have errors of several kinds.
ALTER TABLE remote_health ADD COLUMN error_views integer NOT NULL DEFAULT 0;
