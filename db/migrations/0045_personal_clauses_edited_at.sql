-- When each personal clause was last edited (PersonalClauseEdited's editedAt; null when never
-- edited): its card and page date it by the latest save, not the first. Backfilled from the
-- events already recorded, so clauses edited before this migration read right at once.
ALTER TABLE personal_clauses ADD COLUMN edited_at timestamptz;
UPDATE personal_clauses p SET edited_at = (
  SELECT max((e.data->>'editedAt')::timestamptz) FROM events e
  WHERE e.stream_id = 'personal-clause-' || p.clause_id::text AND e.type = 'PersonalClauseEdited'
);
