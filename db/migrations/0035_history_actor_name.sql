-- The acting account's name and e-mail as they were when the event was recorded (the
-- append's metadata.actorName / actorEmail, from runCommand), so a rename does not rewrite
-- the history. Null for events recorded before, which show the account's current name.
-- Kept only when the metadata's actor is the one the history names (historyRecordedActorOf
-- in domain/agreement/history.ts; tests/integration/history-projection.test.ts holds the two equal).
ALTER TABLE agreement_history ADD COLUMN actor_name text, ADD COLUMN actor_email text;

UPDATE agreement_history h
   SET actor_name = e.metadata ->> 'actorName',
       actor_email = e.metadata ->> 'actorEmail'
  FROM events e
 WHERE e.global_position = h.global_position
   AND jsonb_typeof(e.metadata) = 'object'
   AND jsonb_typeof(e.metadata -> 'actorName') = 'string'
   AND jsonb_typeof(e.metadata -> 'actorEmail') = 'string'
   AND lower(e.metadata ->> 'actorId') = h.actor_id::text;
