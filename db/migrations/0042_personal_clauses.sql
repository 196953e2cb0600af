-- Read model of the `personal-clauses` inline projection (events/projections/personal-clauses.ts):
-- the clauses each user saved from passages of their own documents (personal-clause-<uuid>
-- streams), read only by their owner — "My clauses" in the clause library and a clause's
-- page. A deleted clause's row is removed. Empty until the first save: no older events.
CREATE TABLE personal_clauses (
  clause_id           uuid PRIMARY KEY,
  owner_id            uuid NOT NULL,
  title               text NOT NULL,
  category            text NOT NULL,
  risk_level          text NOT NULL,
  tags                jsonb NOT NULL,
  description         text NOT NULL,
  content             text NOT NULL,
  source_agreement_id uuid NOT NULL,
  saved_at            timestamptz NOT NULL
);
-- My clauses: one owner's, newest first.
CREATE INDEX personal_clauses_owner ON personal_clauses (owner_id, saved_at DESC, clause_id);
