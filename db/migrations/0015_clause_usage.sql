-- Read model of the `clause-usage` inline projection (events/projections/clause-usage.ts):
-- how many times each library clause has been added to a document (ClauseAdded events),
-- so the Clauses tab's Popular list ranks by real use on top of the built-in seed counts
-- with one read of at most 20 rows. Filled from the log for clauses added before it.
CREATE TABLE clause_usage (
  clause_id text PRIMARY KEY,
  uses      int NOT NULL CHECK (uses >= 0)
);
INSERT INTO clause_usage (clause_id, uses)
SELECT data->>'clauseId', count(*) FROM events WHERE type = 'ClauseAdded' GROUP BY data->>'clauseId';
