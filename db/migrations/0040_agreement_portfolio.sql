-- Read models of the `agreement-portfolio` inline projection (events/projections/agreement-portfolio.ts):
-- what the workspace's Analytics tab needs of each agreement — its scores, unfilled
-- placeholders, serious issues and execution steps — computed once per text change, and
-- per-owner counts kept up to date with them, so a view of the dashboard reads a few dozen
-- count rows and four index-ordered short lists, never a text and never every document.
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
-- One per list of the dashboard, in the list's order, so each reads its first rows only.
CREATE INDEX agreement_portfolio_lowest ON agreement_portfolio (owner_id, compliance, risk DESC, title, agreement_id)
  WHERE compliance IS NOT NULL;
CREATE INDEX agreement_portfolio_placeholders ON agreement_portfolio (owner_id, placeholders DESC, created_at DESC, agreement_id)
  WHERE placeholders > 0;
CREATE INDEX agreement_portfolio_serious ON agreement_portfolio (owner_id, serious_issues DESC, created_at DESC, agreement_id)
  WHERE serious_issues > 0;
CREATE INDEX agreement_portfolio_execution ON agreement_portfolio (owner_id, (registration = 'compulsory') DESC, created_at DESC, agreement_id)
  WHERE stamp_duty OR registration = 'compulsory';

-- Per owner: documents by template, month and risk level, the attention counts, the sum of
-- compliance scores, and activity per week and kind (domain/portfolio/counts.ts names them).
CREATE TABLE agreement_portfolio_counts (
  owner_id uuid NOT NULL,
  measure  text NOT NULL,
  key      text NOT NULL,
  n        bigint NOT NULL,
  PRIMARY KEY (owner_id, measure, key)
);
