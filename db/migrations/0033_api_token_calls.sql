-- What the profile's statistics count that nothing recorded before, and the indexes they
-- read by (app/features/account/stats.server.ts, docs/decisions/0028-account-statistics.md).

-- API calls, per token, as they happen: the UPDATE that finds a bearer token adds one
-- (app/features/api-tokens/tokens.server.ts). Calls made before this migration were not counted.
ALTER TABLE api_tokens ADD COLUMN calls bigint NOT NULL DEFAULT 0;

-- One row per explanation of legal terms the AI provider gave. Explaining changes no
-- document, so it is no event (app/features/explain/explain.server.ts); only that it
-- happened is kept, never the text explained.
CREATE TABLE legal_term_explanations (
  explanation_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id        uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The document explained on its Legal Terms tab; null for text sent to the API.
  agreement_id   uuid,
  language       text NOT NULL,
  provider       text NOT NULL CHECK (provider IN ('offline', 'openai')),
  explained_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX legal_term_explanations_user ON legal_term_explanations (user_id, explained_at DESC);

-- A user's own events, newest first: the overview's recent activity.
CREATE INDEX events_actor_position ON events ((metadata ->> 'actorId'), global_position DESC);
-- The chat turns the assistant answered for a user, counted without reading the messages.
CREATE INDEX events_assistant_replies ON events ((metadata ->> 'actorId'))
  WHERE type = 'ChatMessagePosted' AND data ->> 'role' = 'assistant';
