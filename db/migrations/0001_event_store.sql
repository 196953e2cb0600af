-- The event log: every document change is a row here, projected inline into read models.
CREATE TABLE streams (
  stream_id   text PRIMARY KEY,
  stream_type text NOT NULL,
  version     bigint NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE events (
  global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Catch-up readers order by (transaction_id, global_position) and stop below the oldest
  -- transaction still running, so an identity allocated by a slow writer is never skipped.
  transaction_id  xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id       text NOT NULL REFERENCES streams (stream_id),
  stream_version  bigint NOT NULL CHECK (stream_version >= 1),
  event_id        uuid NOT NULL UNIQUE,
  type            text NOT NULL,
  schema_version  int NOT NULL DEFAULT 1,
  data            jsonb NOT NULL,
  metadata        jsonb NOT NULL DEFAULT '{}'::jsonb,
  recorded_at     timestamptz NOT NULL,
  prev_hash       text NOT NULL,
  hash            text NOT NULL,
  UNIQUE (stream_id, stream_version)
);

CREATE INDEX events_transaction_position ON events (transaction_id, global_position);
CREATE INDEX events_type ON events (type);

CREATE TABLE projection_checkpoints (
  name                  text PRIMARY KEY,
  last_transaction_id   xid8 NOT NULL DEFAULT '0'::xid8,
  last_global_position  bigint NOT NULL DEFAULT 0,
  updated_at            timestamptz NOT NULL DEFAULT now()
);
