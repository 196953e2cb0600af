-- Read models of the `agreements` and `agreement-versions` inline projections
-- (events/projections/agreements.ts, agreement-versions.ts), folded from each
-- `agreement-<uuid>` stream; rebuilt from the log on demand.

-- The current state of each agreement: the library lists it with LIMIT, never a replay.
CREATE TABLE agreements (
  agreement_id uuid PRIMARY KEY,
  owner_id     uuid NOT NULL,
  title        text NOT NULL,
  template_id  text NOT NULL,
  access       text NOT NULL CHECK (access IN ('full', 'preview')),
  content      text NOT NULL,
  structure    jsonb,
  summary      text NOT NULL,
  key_terms    jsonb NOT NULL,
  pages        int NOT NULL,
  version      bigint NOT NULL,
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL
);
CREATE INDEX agreements_owner_created ON agreements (owner_id, created_at DESC, agreement_id DESC);

-- One row per text-changing event: the document's version history.
CREATE TABLE agreement_versions (
  agreement_id uuid NOT NULL,
  version      bigint NOT NULL,
  event_type   text NOT NULL,
  content      text NOT NULL,
  actor_id     uuid NOT NULL,
  recorded_at  timestamptz NOT NULL,
  PRIMARY KEY (agreement_id, version)
);
