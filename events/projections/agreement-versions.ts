import type { Queryable } from '#db/types.ts'
import {
  agreementIdOfStream,
  appendClause,
  isAgreementId,
  type AgreementEvent,
  type AgreementPayloads,
  type TextEventType,
} from '#domain/agreement/index.ts'
import { assertNever } from '#domain/shared/exhaustive.ts'
import type { RecordedEvent } from '../types.ts'
import { IGNORED, projectionOf } from './types.ts'

type VersionEvent = RecordedEvent & Extract<AgreementEvent, { type: TextEventType }>

/** Who made this version, from the event itself rather than its metadata. */
function actorOf(event: VersionEvent): string {
  switch (event.type) {
    case 'AgreementGenerated':
      return event.data.ownerId
    case 'ClauseAdded':
      return event.data.addedBy
    case 'AgreementEdited':
    case 'AgreementAiEdited':
      return event.data.editedBy
    default:
      return assertNever(event, 'version event')
  }
}

/** The full text after this event; a clause is appended to the version before it. */
async function contentAfter(tx: Queryable, agreementId: string, event: VersionEvent): Promise<string | null> {
  if (event.type !== 'ClauseAdded') return event.data.content
  const [previous] = await tx.query<{ content: string }>(
    'SELECT content FROM agreement_versions WHERE agreement_id = $1 ORDER BY version DESC LIMIT 1',
    [agreementId],
  )
  return previous ? appendClause(previous.content, event.data.text) : null
}

/** Each text-changing event is a version: the full text after it, by stream version. */
async function recordVersion(tx: Queryable, event: VersionEvent): Promise<void> {
  const agreementId = agreementIdOfStream(event.streamId)
  if (!agreementId) return
  const content = await contentAfter(tx, agreementId, event)
  if (content === null) return
  await tx.query(
    `INSERT INTO agreement_versions (agreement_id, version, event_type, content, actor_id, recorded_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [agreementId, event.streamVersion, event.type, content, actorOf(event), event.recordedAt],
  )
}

/** The version history: the full text after each change, by stream version. */
export const agreementVersionsProjection = projectionOf<AgreementPayloads>({
  name: 'agreement-versions',
  tables: ['agreement_versions'],
  on: {
    AgreementGenerated: recordVersion,
    AgreementEdited: recordVersion,
    AgreementAiEdited: recordVersion,
    ClauseAdded: recordVersion,
    AgreementExported: IGNORED,
    CollaboratorAdded: IGNORED,
    CollaboratorRoleChanged: IGNORED,
    CollaboratorRemoved: IGNORED,
    InvitationAccepted: IGNORED,
    CommentAdded: IGNORED,
    CommentReplied: IGNORED,
    CommentResolved: IGNORED,
    CommentReopened: IGNORED,
    AgreementShared: IGNORED,
    AgreementUnlocked: IGNORED,
    ExecutionDateRecorded: IGNORED,
  },
})

export interface AgreementVersion {
  version: number
  eventType: string
  content: string
  actorId: string
  recordedAt: Date
}

/**
 * Every version of the agreement, oldest first. It does not check ownership: call it
 * after `agreementFor` has found the agreement for the user.
 */
export async function versionsOf(q: Queryable, agreementId: string): Promise<AgreementVersion[]> {
  if (!isAgreementId(agreementId)) return []
  const rows = await q.query<{
    version: number
    event_type: string
    content: string
    actor_id: string
    recorded_at: Date | string
  }>(
    `SELECT version, event_type, content, actor_id::text AS actor_id, recorded_at
     FROM agreement_versions WHERE agreement_id = $1 ORDER BY version`,
    [agreementId],
  )
  return rows.map((row) => ({
    version: row.version,
    eventType: row.event_type,
    content: row.content,
    actorId: row.actor_id,
    recordedAt: new Date(row.recorded_at),
  }))
}
