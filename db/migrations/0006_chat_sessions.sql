-- Read model of the `chat-sessions` inline projection (events/projections/chat-sessions.ts),
-- folded from each `chat-<uuid>` stream; rebuilt from the log on demand. A deleted
-- session keeps its row (marked) so a late event cannot bring it back, but its messages go.
CREATE TABLE chat_sessions (
  session_id     uuid PRIMARY KEY,
  owner_id       uuid NOT NULL,
  title          text NOT NULL,
  -- The first and the latest message's time; null only between the two events of the
  -- append that starts a session.
  created_at     timestamptz,
  updated_at     timestamptz,
  message_count  int NOT NULL DEFAULT 0,
  document_count int NOT NULL DEFAULT 0,
  deleted        boolean NOT NULL DEFAULT false
);
CREATE INDEX chat_sessions_owner_updated ON chat_sessions (owner_id, updated_at DESC);

CREATE TABLE chat_messages (
  session_id   uuid NOT NULL,
  position     int NOT NULL,
  message_id   uuid NOT NULL,
  role         text NOT NULL CHECK (role IN ('user', 'assistant')),
  content      text NOT NULL,
  posted_at    timestamptz NOT NULL,
  state        jsonb,
  agreement_id uuid,
  pages        int,
  PRIMARY KEY (session_id, position)
);
