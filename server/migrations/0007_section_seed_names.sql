-- Demo content is now recorded by the key of the section it belongs to: the dashboard's (the
-- academy's name, logo and privacy policy) was recorded as 'platform'.

UPDATE seed_runs SET name = 'dashboard' WHERE name = 'platform';
