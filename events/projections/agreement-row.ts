import type { Queryable } from '#db/types.ts'
import {
  evolveAgreement,
  initialAgreementState,
  type AgreementKeyTerm,
  type AgreementState,
} from '#domain/agreement/index.ts'
import type { RecordedEvent } from '../types.ts'
import { recordset } from './recordset.ts'

// The agreements read model's row and its fold, shared by the live projection (agreements.ts)
// and the rebuild's replay (agreements-replay.ts), so that the two cannot fold differently.

export type Row = {
  agreement_id: string
  owner_id: string
  title: string
  template_id: string
  access: 'full' | 'preview'
  content: string
  structure: Record<string, unknown> | null
  summary: string
  key_terms: AgreementKeyTerm[]
  pages: number
  version: number
  content_version: number
  created_at: Date | string
  updated_at: Date | string
}

const iso = (value: Date | string) => new Date(value).toISOString()

// What the row does not hold starts as a new document's (collaborators, comments and the
// execution date have read models of their own), so a field added to the state needs no copy here.
const toState = (row: Row): AgreementState => ({
  ...initialAgreementState(),
  ownerId: row.owner_id,
  title: row.title,
  templateId: row.template_id,
  access: row.access,
  content: row.content,
  structure: row.structure,
  summary: row.summary,
  keyTerms: row.key_terms,
  pages: row.pages,
  version: row.version,
  contentVersion: row.content_version,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
})

/** The row after `event`, or null when the event leaves it as it was (none yet, or not a document). */
export function rowAfter(agreementId: string, row: Row | undefined, event: RecordedEvent): Row | null {
  if (!row && event.type !== 'AgreementGenerated') return null
  const next = evolveAgreement(row ? toState(row) : initialAgreementState(), event)
  if (!next.ownerId || !next.createdAt || !next.updatedAt) return null
  return {
    agreement_id: agreementId,
    owner_id: next.ownerId,
    title: next.title,
    template_id: next.templateId,
    access: next.access,
    content: next.content,
    structure: next.structure,
    summary: next.summary,
    key_terms: next.keyTerms,
    pages: next.pages,
    version: event.streamVersion,
    content_version: next.contentVersion,
    created_at: next.createdAt,
    updated_at: next.updatedAt,
  }
}

export const COLUMNS = `agreement_id, owner_id, title, template_id, access, content, structure, summary, key_terms, pages,
  version, content_version, created_at, updated_at`

export const UPSERT = `ON CONFLICT (agreement_id) DO UPDATE SET owner_id = EXCLUDED.owner_id, title = EXCLUDED.title,
  template_id = EXCLUDED.template_id, access = EXCLUDED.access, content = EXCLUDED.content,
  structure = EXCLUDED.structure, summary = EXCLUDED.summary, key_terms = EXCLUDED.key_terms,
  pages = EXCLUDED.pages, version = EXCLUDED.version, content_version = EXCLUDED.content_version,
  created_at = EXCLUDED.created_at, updated_at = EXCLUDED.updated_at`

/** Writes the rows in one statement (the caller bounds how many). */
export async function upsertRows(tx: Queryable, rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return
  await tx.query(
    `INSERT INTO agreements (${COLUMNS})
     SELECT ${COLUMNS} FROM jsonb_to_recordset($1::text::jsonb) AS r(agreement_id uuid, owner_id uuid, title text,
       template_id text, access text, content text, structure jsonb, summary text, key_terms jsonb, pages int,
       version bigint, content_version bigint, created_at timestamptz, updated_at timestamptz)
     ${UPSERT}`,
    [recordset(rows)],
  )
}
