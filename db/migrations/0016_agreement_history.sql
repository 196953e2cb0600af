-- Read model of the `agreement-history` inline projection (events/projections/agreement-history.ts):
-- one row per event of each `agreement-<uuid>` stream, in the append's transaction, so the
-- history page and the audit downloads read a page of rows by primary key instead of
-- replaying the stream. `details` is the payload without the text of a text-changing
-- event (that lives in agreement_versions); `hash` and `prev_hash` are copied from the
-- event for display only — the chain check always recomputes from `events`.
CREATE TABLE agreement_history (
  agreement_id    uuid NOT NULL,
  version         bigint NOT NULL,
  event_type      text NOT NULL,
  -- The account that acted; null when the event names none.
  actor_id        uuid,
  recorded_at     timestamptz NOT NULL,
  global_position bigint NOT NULL,
  prev_hash       text NOT NULL,
  hash            text NOT NULL,
  details         jsonb NOT NULL,
  -- The collaborator or comment the event is about, so the history can name it ("Comment
  -- resolved: “Is the deposit…”") with an index lookup instead of reading every row's details.
  subject_id      text GENERATED ALWAYS AS (COALESCE(details ->> 'collaboratorId', details ->> 'commentId')) STORED,
  PRIMARY KEY (agreement_id, version)
);
CREATE INDEX agreement_history_subject ON agreement_history (agreement_id, subject_id) WHERE subject_id IS NOT NULL;

-- Filled from the log for agreements that existed before it, with the rules of
-- domain/agreement/history.ts (historyActorOf, historyDetailsOf) written in SQL; a test
-- (tests/integration/history-projection.test.ts) holds the two equal. A rebuild refills it
-- from the log through the projection itself.
WITH agreement_events AS (
  SELECT e.*,
         substr(e.stream_id, length('agreement-') + 1) AS agreement_text,
         CASE WHEN jsonb_typeof(e.data) = 'object' THEN e.data ->> (CASE e.type
           WHEN 'AgreementGenerated' THEN 'ownerId'
           WHEN 'AgreementEdited' THEN 'editedBy'
           WHEN 'AgreementAiEdited' THEN 'editedBy'
           WHEN 'ClauseAdded' THEN 'addedBy'
           WHEN 'AgreementExported' THEN 'exportedBy'
           WHEN 'AgreementShared' THEN 'sharedBy'
           WHEN 'CollaboratorAdded' THEN 'addedBy'
           WHEN 'CollaboratorRoleChanged' THEN 'changedBy'
           WHEN 'CollaboratorRemoved' THEN 'removedBy'
           WHEN 'CommentAdded' THEN 'authorId'
           WHEN 'CommentReplied' THEN 'authorId'
           WHEN 'CommentResolved' THEN 'resolvedBy'
           WHEN 'CommentReopened' THEN 'reopenedBy'
         END) END AS own_actor,
         CASE WHEN jsonb_typeof(e.metadata) = 'object' THEN e.metadata ->> 'actorId' END AS meta_actor
    FROM events e
   WHERE e.stream_id LIKE 'agreement-%'
)
INSERT INTO agreement_history (agreement_id, version, event_type, actor_id, recorded_at, global_position, prev_hash, hash, details)
SELECT agreement_text::uuid,
       stream_version,
       type,
       CASE WHEN own_actor ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN own_actor::uuid
            WHEN meta_actor ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN meta_actor::uuid
       END,
       recorded_at,
       global_position,
       prev_hash,
       hash,
       CASE WHEN jsonb_typeof(data) <> 'object' THEN '{}'::jsonb
            WHEN type IN ('AgreementGenerated', 'AgreementEdited', 'AgreementAiEdited', 'ClauseAdded')
              THEN data - '{content,structure,summary,keyTerms,text}'::text[]
            ELSE data
       END
  FROM agreement_events
 WHERE agreement_text ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
