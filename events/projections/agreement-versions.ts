import type { Queryable } from '#db/types.ts'
import {
  agreementIdOfStream,
  appendClause,
  isAgreementId,
  TEXT_EVENT_TYPES,
  type AgreementEvent,
  type AgreementPayloads,
  type TextEventType,
} from '#domain/agreement/index.ts'
import { assertNever } from '#domain/shared/exhaustive.ts'
import type { RecordedEvent } from '../types.ts'
import { IGNORED, projectionOf, type Later } from './types.ts'
import { chunksOf, groupBy, recordset } from './recordset.ts'

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

const isVersionEvent = (event: RecordedEvent): event is VersionEvent =>
  TEXT_EVENT_TYPES.some((type) => type === event.type)

/** The full text after this event, given the text before it (null: no version yet). */
const contentAfter = (event: VersionEvent, previous: string | null): string | null =>
  event.type !== 'ClauseAdded'
    ? event.data.content
    : previous === null
      ? null
      : appendClause(previous, event.data.text)

const COLUMNS = 'agreement_id, version, event_type, content, actor_id, recorded_at'

/** Each text-changing event is a version: the full text after it, by stream version. */
async function recordVersion(tx: Queryable, event: VersionEvent): Promise<void> {
  const agreementId = agreementIdOfStream(event.streamId)
  if (!agreementId) return
  let previous: string | null = null
  if (event.type === 'ClauseAdded') {
    const [last] = await tx.query<{ content: string }>(
      'SELECT content FROM agreement_versions WHERE agreement_id = $1 ORDER BY version DESC LIMIT 1',
      [agreementId],
    )
    previous = last?.content ?? null
  }
  const content = contentAfter(event, previous)
  if (content === null) return
  await tx.query(`INSERT INTO agreement_versions (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6)`, [
    agreementId,
    event.streamVersion,
    event.type,
    content,
    actorOf(event),
    event.recordedAt,
  ])
}

/**
 * A rebuild's page in at most two statements (one more per 4 M characters of text): the last text of the agreements whose clause
 * comes before any other version in the page, then every version of the page.
 */
async function replayPage(tx: Queryable, events: readonly RecordedEvent[], later: Later): Promise<void> {
  const streams = groupBy(events.filter(isVersionEvent), (event) => agreementIdOfStream(event.streamId))
  const needLast = [...streams].flatMap(([id, stream]) => (stream[0]!.type === 'ClauseAdded' ? [id] : []))
  const last = new Map<string, string>()
  if (needLast.length > 0) {
    const rows = await tx.query<{ agreement_id: string; content: string }>(
      `SELECT DISTINCT ON (agreement_id) agreement_id::text AS agreement_id, content FROM agreement_versions
        WHERE agreement_id = ANY($1::uuid[]) ORDER BY agreement_id, version DESC`,
      [needLast],
    )
    for (const row of rows) last.set(row.agreement_id, row.content)
  }
  const rows = []
  for (const [agreementId, stream] of streams) {
    let previous = last.get(agreementId) ?? null
    for (const event of stream as VersionEvent[]) {
      const content = contentAfter(event, previous)
      if (content === null) continue
      previous = content
      rows.push({
        agreement_id: agreementId,
        version: event.streamVersion,
        event_type: event.type,
        content,
        actor_id: actorOf(event),
        recorded_at: event.recordedAt,
      })
    }
  }
  // Nothing waits for the versions but the next page's read of the last text, sent after them.
  for (const chunk of chunksOf(rows, (row) => row.content.length))
    later(
      tx.query(
        `INSERT INTO agreement_versions (${COLUMNS})
       SELECT ${COLUMNS} FROM jsonb_to_recordset($1::text::jsonb)
         AS r(agreement_id uuid, version bigint, event_type text, content text, actor_id uuid, recorded_at timestamptz)`,
        [recordset(chunk)],
      ),
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
    RegistrationRecorded: IGNORED,
  },
  replay: { page: replayPage },
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
