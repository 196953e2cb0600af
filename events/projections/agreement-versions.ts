import type { Queryable } from '#db/types.ts'
import {
  AGREEMENT_STREAM_PREFIX,
  appendClause,
  isAgreementId,
  TEXT_EVENT_TYPES,
  type AgreementEvent,
  type TextEventType,
} from '#domain/agreement/index.ts'
import type { RecordedEvent } from '../types.ts'
import type { Projection } from './types.ts'

type VersionEvent = Extract<AgreementEvent, { type: TextEventType }>

/** Who made this version, from the event itself rather than its metadata. */
function actorOf(event: VersionEvent): string {
  switch (event.type) {
    case 'AgreementGenerated':
      return event.data.ownerId
    case 'ClauseAdded':
      return event.data.addedBy
    default:
      return event.data.editedBy
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

/** The version history: the full text after each change, by stream version. */
export const agreementVersionsProjection: Projection = {
  name: 'agreement-versions',
  tables: ['agreement_versions'],
  canHandle: TEXT_EVENT_TYPES,
  async apply(tx, event: RecordedEvent) {
    if (!event.streamId.startsWith(AGREEMENT_STREAM_PREFIX)) return
    const agreementId = event.streamId.slice(AGREEMENT_STREAM_PREFIX.length)
    if (!isAgreementId(agreementId)) return
    const known = event as unknown as RecordedEvent & VersionEvent
    const content = await contentAfter(tx, agreementId, known)
    if (content === null) return
    await tx.query(
      `INSERT INTO agreement_versions (agreement_id, version, event_type, content, actor_id, recorded_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [agreementId, event.streamVersion, event.type, content, actorOf(known), event.recordedAt],
    )
  },
}

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
