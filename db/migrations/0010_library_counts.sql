-- Read model of the `library-counts` inline projection (events/projections/library-counts.ts):
-- how many agreements each owner has, so the Document Library card's "Showing 5 of N"
-- is a primary-key lookup rather than a count over a library of 10,000
-- (tests/bench/RESULTS.md, workspace section). Filled from the agreements read model for
-- libraries that existed before it; a rebuild refills it from the log.
CREATE TABLE library_counts (
  owner_id uuid PRIMARY KEY,
  total    int NOT NULL CHECK (total >= 0)
);
INSERT INTO library_counts (owner_id, total)
SELECT owner_id, count(*) FROM agreements GROUP BY owner_id;
