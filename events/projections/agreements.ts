import type { Queryable } from '#db/types.ts'
import { agreementIdOfStream, isAgreementId, type AgreementKeyTerm } from '#domain/agreement/index.ts'
import type { RecordedEvent } from '../types.ts'
import { agreementExportsProjection } from './agreement-exports.ts'
import { agreementVersionsProjection } from './agreement-versions.ts'
import { agreementHistoryProjection } from './agreement-history.ts'
import type { Projection } from './types.ts'
import { COLUMNS, rowAfter, UPSERT, type Row } from './agreement-row.ts'
import { agreementsReplay } from './agreements-replay.ts'
import { collaborationProjections } from './collaboration.ts'
import { agreementPortfolioProjection } from './agreement-portfolio.ts'

export { agreementVersionsProjection, versionsOf, type AgreementVersion } from './agreement-versions.ts'
export { agreementExportsProjection, recentExportsOf, type RecentExport } from './agreement-exports.ts'
export { agreementHistoryProjection } from './agreement-history.ts'

/**
 * The current state of each agreement, folded by the same `evolveAgreement` the decider
 * uses. It consumes every event on an agreement stream, so `version` is always the
 * stream's version — the expected version an edit form sends back — even after event
 * types this fold does not know yet.
 */
export const agreementsProjection: Projection = {
  name: 'agreements',
  tables: ['agreements'],
  canHandle: ['*'],
  async apply(tx, event: RecordedEvent) {
    const agreementId = agreementIdOfStream(event.streamId)
    if (!agreementId) return
    const [row] = await tx.query<Row>('SELECT * FROM agreements WHERE agreement_id = $1', [agreementId])
    const next = rowAfter(agreementId, row, event)
    if (!next) return
    await tx.query(
      `INSERT INTO agreements (${COLUMNS})
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9::jsonb, $10, $11, $12, $13, $14) ${UPSERT}`,
      [
        next.agreement_id,
        next.owner_id,
        next.title,
        next.template_id,
        next.access,
        next.content,
        next.structure,
        next.summary,
        next.key_terms,
        next.pages,
        next.version,
        next.content_version,
        next.created_at,
        next.updated_at,
      ],
    )
  },
  replay: agreementsReplay,
}

/** The agreement read models, for `inlineProjections`. */
export const agreementProjections: Projection[] = [
  agreementsProjection,
  // Reads the row `agreements` has just written for the same event.
  agreementPortfolioProjection,
  agreementVersionsProjection,
  agreementExportsProjection,
  ...collaborationProjections,
  agreementHistoryProjection,
]

/** One entry of the library: everything but the text. */
export interface LibraryEntry {
  id: string
  title: string
  templateId: string
  access: 'full' | 'preview'
  summary: string
  pages: number
  createdAt: Date
  updatedAt: Date
}

/** The whole document, as the document page and dialog show it. */
export interface AgreementView extends LibraryEntry {
  ownerId: string
  content: string
  structure: Record<string, unknown> | null
  keyTerms: AgreementKeyTerm[]
  /** Send it back with an edit: a stale one is a 409, never a silent overwrite. */
  version: number
}

type LibraryRow = Pick<
  Row,
  'agreement_id' | 'title' | 'template_id' | 'access' | 'summary' | 'pages' | 'created_at' | 'updated_at'
>

const toEntry = (row: LibraryRow): LibraryEntry => ({
  id: row.agreement_id,
  title: row.title,
  templateId: row.template_id,
  access: row.access,
  summary: row.summary,
  pages: row.pages,
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
})

/** The owner's agreements, newest first, one page at a time (content is not read). */
export async function libraryOf(
  q: Queryable,
  ownerId: string,
  { limit = 20, offset = 0 }: { limit?: number; offset?: number } = {},
): Promise<LibraryEntry[]> {
  if (!isAgreementId(ownerId)) return []
  const rows = await q.query<LibraryRow>(
    `SELECT agreement_id::text AS agreement_id, title, template_id, access, summary, pages, created_at, updated_at
     FROM agreements WHERE owner_id = $1
     ORDER BY created_at DESC, agreement_id DESC LIMIT $2 OFFSET $3`,
    [ownerId, Math.max(0, Math.floor(limit)), Math.max(0, Math.floor(offset))],
  )
  return rows.map(toEntry)
}

export async function libraryCount(q: Queryable, ownerId: string): Promise<number> {
  if (!isAgreementId(ownerId)) return 0
  const [row] = await q.query<{ total: number }>(
    'SELECT count(*)::bigint AS total FROM agreements WHERE owner_id = $1',
    [ownerId],
  )
  return row?.total ?? 0
}

/** The owner's agreement; null when it does not exist or belongs to someone else. */
export async function agreementFor(
  q: Queryable,
  ownerId: string,
  agreementId: string,
): Promise<AgreementView | null> {
  if (!isAgreementId(ownerId) || !isAgreementId(agreementId)) return null
  const [row] = await q.query<Row>(
    `SELECT ${VIEW_COLUMNS} FROM agreements WHERE agreement_id = $1 AND owner_id = $2`,
    [agreementId, ownerId],
  )
  return row ? toView(row) : null
}

/** The columns `toView` reads, for queries that join the agreements table as `agreements`. */
export const VIEW_COLUMNS = `agreements.agreement_id::text AS agreement_id, agreements.owner_id::text AS owner_id,
  agreements.title, agreements.template_id, agreements.access, agreements.content, agreements.structure,
  agreements.summary, agreements.key_terms, agreements.pages, agreements.version, agreements.created_at,
  agreements.updated_at`

export type ViewRow = Omit<Row, 'content_version'>

export function toView(row: ViewRow): AgreementView {
  return {
    ...toEntry(row),
    ownerId: row.owner_id,
    content: row.content,
    structure: row.structure,
    keyTerms: row.key_terms,
    version: row.version,
  }
}

/** One page of the owner's agreements with their text, newest first (the JSON API's library). */
export async function libraryWithContentOf(
  q: Queryable,
  ownerId: string,
  { limit = 20, offset = 0 }: { limit?: number; offset?: number } = {},
): Promise<(LibraryEntry & { content: string })[]> {
  if (!isAgreementId(ownerId)) return []
  const rows = await q.query<LibraryRow & { content: string }>(
    `SELECT agreement_id::text AS agreement_id, title, template_id, access, summary, pages, created_at, updated_at, content
     FROM agreements WHERE owner_id = $1
     ORDER BY created_at DESC, agreement_id DESC LIMIT $2 OFFSET $3`,
    [ownerId, Math.max(0, Math.floor(limit)), Math.max(0, Math.floor(offset))],
  )
  return rows.map((row) => ({ ...toEntry(row), content: row.content }))
}
