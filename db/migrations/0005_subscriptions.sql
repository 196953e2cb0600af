-- Read model of the `subscriptions` inline projection (events/projections/subscriptions.ts),
-- folded from each `subscription-<userId>` stream; rebuilt from the log on demand.
CREATE TABLE subscriptions (
  user_id              text PRIMARY KEY,
  plan                 text,
  current_end          timestamptz,
  cancelled            boolean NOT NULL DEFAULT false,
  trial_documents_used int NOT NULL DEFAULT 0,
  documents_used       int NOT NULL DEFAULT 0,
  updated_at           timestamptz NOT NULL
);
