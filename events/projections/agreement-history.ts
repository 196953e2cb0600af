import type { Queryable } from '#db/types.ts'
import {
  agreementIdOfStream,
  historyActorOf,
  historyDetailsOf,
  historyExcerpt,
  historyRecordedActorOf,
  isAgreementId,
  type HistoryReferences,
} from '#domain/agreement/index.ts'
import type { RecordedEvent } from '../types.ts'
import type { Projection } from './types.ts'
import { recordset } from './recordset.ts'

/** The history row of an event on an agreement stream; null for any other stream. */
function historyRowOf(event: RecordedEvent) {
  const agreementId = agreementIdOfStream(event.streamId)
  if (!agreementId) return null
  const recorded = historyRecordedActorOf(event.type, event.data, event.metadata)
  return {
    agreement_id: agreementId,
    version: event.streamVersion,
    event_type: event.type,
    actor_id: historyActorOf(event.type, event.data, event.metadata),
    recorded_at: event.recordedAt,
    global_position: event.globalPosition,
    prev_hash: event.prevHash,
    hash: event.hash,
    details: historyDetailsOf(event.type, event.data),
    actor_name: recorded?.name ?? null,
    actor_email: recorded?.email ?? null,
  }
}

const COLUMNS = `agreement_id, version, event_type, actor_id, recorded_at, global_position, prev_hash, hash, details,
  actor_name, actor_email`

/**
 * The audit trail of each agreement: one row per event of its stream — every type, known
 * or not, from before or after generation — with who acted, when, the chain hashes and
 * the payload minus the text. The history page reads one page of it by primary key; a
 * replay of the stream per request would read every version's full text.
 */
export const agreementHistoryProjection: Projection = {
  name: 'agreement-history',
  tables: ['agreement_history'],
  canHandle: ['*'],
  async apply(tx, event: RecordedEvent) {
    const row = historyRowOf(event)
    if (!row) return
    await tx.query(
      `INSERT INTO agreement_history (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11)`,
      [
        row.agreement_id,
        row.version,
        row.event_type,
        row.actor_id,
        row.recorded_at,
        row.global_position,
        row.prev_hash,
        row.hash,
        row.details,
        row.actor_name,
        row.actor_email,
      ],
    )
  },
  // Rows are only ever added, and read by nothing in a rebuild: each page's in one statement, not waited for.
  replay: {
    async page(tx, events, later) {
      const rows = events.flatMap((event) => historyRowOf(event) ?? [])
      if (rows.length === 0) return
      later(
        tx.query(
          `INSERT INTO agreement_history (${COLUMNS})
         SELECT ${COLUMNS} FROM jsonb_to_recordset($1::text::jsonb) AS r(agreement_id uuid, version bigint,
           event_type text, actor_id uuid, recorded_at timestamptz, global_position bigint, prev_hash text,
           hash text, details jsonb, actor_name text, actor_email text)`,
          [recordset(rows)],
        ),
      )
    },
  },
}

/**
 * One event as the history shows it, with the acting account's name and e-mail as recorded
 * with the event — or, for an event recorded before names were, the account's current ones.
 */
export interface HistoryEntry {
  version: number
  type: string
  recordedAt: Date
  actor: { id: string; name: string | null; email: string | null } | null
  details: Record<string, unknown>
  prevHash: string
  hash: string
}

type EntryRow = {
  version: number
  event_type: string
  recorded_at: Date | string
  actor_id: string | null
  display_name: string | null
  email: string | null
  details: Record<string, unknown>
  prev_hash: string
  hash: string
}

const toEntry = (row: EntryRow): HistoryEntry => ({
  version: Number(row.version),
  type: row.event_type,
  recordedAt: new Date(row.recorded_at),
  actor: row.actor_id ? { id: row.actor_id, name: row.display_name, email: row.email } : null,
  details: row.details ?? {},
  prevHash: row.prev_hash,
  hash: row.hash,
})

/**
 * The events with versions in [from, to], oldest first: a range of the primary key, so a
 * page costs the same for a stream of 5 events or 5,000. Like versionsOf, it does not
 * check access: call it after documentAccess has found the document for the user.
 */
export async function historyRange(
  q: Queryable,
  agreementId: string,
  from: number,
  to: number,
): Promise<HistoryEntry[]> {
  if (!isAgreementId(agreementId) || to < from) return []
  const rows = await q.query<EntryRow>(
    `SELECT h.version, h.event_type, h.recorded_at, h.actor_id::text AS actor_id,
            COALESCE(h.actor_name, u.display_name) AS display_name, COALESCE(h.actor_email, u.email) AS email,
            h.details, h.prev_hash, h.hash
       FROM agreement_history h LEFT JOIN users u ON u.id = h.actor_id
      WHERE h.agreement_id = $1 AND h.version BETWEEN $2 AND $3
      ORDER BY h.version`,
    [agreementId, from, to],
  )
  return rows.map(toEntry)
}

/** Every event of the agreement, oldest first: the downloads and the certificate. */
export function historyOf(q: Queryable, agreementId: string): Promise<HistoryEntry[]> {
  return historyRange(q, agreementId, 1, Number.MAX_SAFE_INTEGER)
}

/**
 * What the given entries refer to by id: the collaborator (as invited) whose role changed,
 * who was removed or who accepted, the opening words of a comment that was resolved. Read
 * from the same history (the CollaboratorAdded and CommentAdded/Replied rows), only for
 * the ids asked about.
 */
export async function historyReferences(
  q: Queryable,
  agreementId: string,
  entries: readonly HistoryEntry[],
): Promise<HistoryReferences> {
  const idsOf = (types: readonly string[], key: string) => [
    ...new Set(
      entries
        .filter((e) => types.includes(e.type))
        .map((e) => e.details[key])
        .filter((v): v is string => typeof v === 'string'),
    ),
  ]
  const collaboratorIds = idsOf(
    ['CollaboratorRoleChanged', 'CollaboratorRemoved', 'InvitationAccepted'],
    'collaboratorId',
  )
  const commentIds = idsOf(['CommentResolved', 'CommentReopened'], 'commentId')
  const refs = {
    collaborators: new Map<string, { email: string | null; name: string | null }>(),
    comments: new Map<string, string>(),
  }
  if (!isAgreementId(agreementId) || collaboratorIds.length + commentIds.length === 0) return refs
  const rows = await q.query<{ event_type: string; id: string; words: string | null; name: string | null }>(
    `SELECT event_type, subject_id AS id,
            CASE WHEN event_type = 'CollaboratorAdded' THEN details->>'email' ELSE details->>'content' END AS words,
            details->>'name' AS name
       FROM agreement_history
      WHERE agreement_id = $1 AND subject_id = ANY($2::text[])
        AND event_type IN ('CollaboratorAdded', 'CommentAdded', 'CommentReplied')`,
    [agreementId, [...collaboratorIds, ...commentIds]],
  )
  for (const row of rows) {
    if (row.event_type === 'CollaboratorAdded')
      refs.collaborators.set(row.id, { email: row.words, name: row.name })
    else if (row.words) refs.comments.set(row.id, historyExcerpt(row.words, 80))
  }
  return refs
}
