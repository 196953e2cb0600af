-- Read model of the `agreement-portfolio` inline projection (events/projections/agreement-portfolio.ts):
-- what the workspace's Analytics tab needs of each agreement — its scores, unfilled
-- placeholders, serious issues and execution steps — computed once per text change, so the
-- dashboard is a grouped read of small rows and never analyses a text when viewed.
-- The analysis is TypeScript, not SQL: agreements that exist before this migration get their
-- rows from `npm run projections:rebuild` (run once after upgrading).
CREATE TABLE agreement_portfolio (
  agreement_id    uuid PRIMARY KEY,
  owner_id        uuid NOT NULL,
  title           text NOT NULL,
  template_id     text NOT NULL,
  created_at      timestamptz NOT NULL,
  -- The agreements row's content_version the facts were computed from.
  content_version bigint NOT NULL,
  -- Null when the text has nothing to score.
  risk            int,
  compliance      int,
  completeness    int,
  readability     int,
  placeholders    int NOT NULL,
  serious_issues  int NOT NULL,
  worst_issue     text,
  stamp_duty      boolean NOT NULL,
  registration    text NOT NULL CHECK (registration IN ('compulsory', 'optional', 'not-required', 'unknown'))
);
CREATE INDEX agreement_portfolio_owner ON agreement_portfolio (owner_id, compliance, agreement_id);
