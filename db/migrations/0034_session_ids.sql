-- A public id per session, for the Security tab's "Sign out" on one session: the page names
-- a session by this random id, never by its token's hash (the hash is the session's key).
ALTER TABLE sessions ADD COLUMN public_id uuid NOT NULL DEFAULT gen_random_uuid();
CREATE UNIQUE INDEX sessions_public_id ON sessions (public_id);
