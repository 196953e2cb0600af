-- Forgot password (app/features/auth/password-reset.server.ts). A reset link carries a random
-- token; only its SHA-256 is kept here, so a copy of the table opens no account. A link
-- works once (used_at), until expires_at, and only while the account still has the address
-- it was sent to.
CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  sent_to    text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX password_resets_user ON password_resets (user_id);

-- Reset requests per address and per client in fixed windows; the key is a SHA-256 of which
-- and whose, so the table keeps no address that has no account.
CREATE TABLE password_reset_throttle (
  throttle_key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  requests     int NOT NULL
);
