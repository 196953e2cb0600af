-- Verified e-mail addresses (issue 16, parts 3 and 6). `email_verified_at` is set when the
-- account's current address was proved by following a link sent to it; accounts made
-- before this migration start unverified (nothing proved their address).
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;

-- The single-use links mailed to prove an address: 'verify' confirms the account's own
-- address (sent at sign-up, resent on request), 'change' moves the account to `email`
-- once followed. Only the link secret's SHA-256 is kept, as for sessions and API tokens.
-- A row is never deleted while it matters: its created_at feeds the resend limit, and
-- used_at / revoked_at tell a reused or cancelled link from a made-up one.
CREATE TABLE email_tokens (
  token_hash text PRIMARY KEY,
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose    text NOT NULL CHECK (purpose IN ('verify', 'change')),
  email      text NOT NULL CHECK (email = lower(email)),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  revoked_at timestamptz
);
CREATE INDEX email_tokens_user ON email_tokens (user_id, purpose, created_at DESC);
