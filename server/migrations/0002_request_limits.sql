-- One table counts every limit (sign-in tries, forgot/reset-password and contact-form requests
-- per client), so every server sharing the database shares the counts. A row is a fixed window:
-- `hits` requests since the window opened, until `window_ends`. It replaces login_throttle,
-- whose read-then-write let parallel tries past the lock.

CREATE TABLE request_limits (
  bucket text NOT NULL,
  key text NOT NULL,
  hits integer NOT NULL,
  window_ends timestamptz NOT NULL,
  PRIMARY KEY (bucket, key)
);
CREATE INDEX request_limits_window_ends_idx ON request_limits (window_ends);

DROP TABLE login_throttle;
