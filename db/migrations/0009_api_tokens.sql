-- Personal API tokens for the JSON API (/api/*), sent as `Authorization: Bearer <token>`.
-- Like `sessions`, the table keeps only the token's SHA-256: a copy of it cannot be
-- replayed as a credential. The prefix is shown in the token list so a user can tell
-- their tokens apart. Revoking stamps revoked_at (kept for the record), never deletes.
CREATE TABLE api_tokens (
  id           uuid PRIMARY KEY,
  user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name         text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  token_hash   text NOT NULL UNIQUE,
  prefix       text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at   timestamptz
);
CREATE INDEX api_tokens_user ON api_tokens (user_id, created_at DESC);
