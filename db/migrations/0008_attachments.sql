-- Files attached to a chat message (app/utils/attachments.server.ts). The bytes live here,
-- not in the event log: a 10 MB file does not belong in an event's jsonb, and the event
-- (ChatMessagePosted.attachment) records its id, name, size and SHA-256 instead, so the
-- audit trail still pins exactly which file was sent.
CREATE TABLE attachments (
  attachment_id uuid PRIMARY KEY,
  owner_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name          text NOT NULL,
  kind          text NOT NULL CHECK (kind IN ('txt', 'pdf', 'doc', 'docx')),
  media_type    text NOT NULL,
  size_bytes    int NOT NULL CHECK (size_bytes > 0 AND size_bytes <= 10485760),
  sha256        text NOT NULL,
  content       bytea NOT NULL,
  -- The text read from it (null for .doc, or when nothing could be read).
  extracted     text,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX attachments_owner ON attachments (owner_id, created_at DESC);

-- The chat read model shows the chip of a message's file.
ALTER TABLE chat_messages ADD COLUMN attachment jsonb;
