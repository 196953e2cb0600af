import type { Queryable } from '#db/types.ts'
import { isAgreementId } from '#domain/agreement/index.ts'

// Small lookups on the version history (agreement_versions, kept by the agreement-versions
// projection) for the AI edit: whether the text changed after a version, and the text
// before a version — each one indexed row, never the whole history. Like versionsOf, they
// do not check ownership: call them after agreementFor has found the agreement for the user.

/** The stream version of the last change to the text (0 when there is none). */
export async function contentVersionOf(q: Queryable, agreementId: string): Promise<number> {
  if (!isAgreementId(agreementId)) return 0
  const [row] = await q.query<{ version: number | string | null }>(
    'SELECT max(version) AS version FROM agreement_versions WHERE agreement_id = $1',
    [agreementId],
  )
  return Number(row?.version ?? 0)
}

/** The text as it was just before `version` (null when `version` is the first). */
export async function contentBefore(
  q: Queryable,
  agreementId: string,
  version: number,
): Promise<{ version: number; content: string } | null> {
  if (!isAgreementId(agreementId)) return null
  const [row] = await q.query<{ version: number | string; content: string }>(
    'SELECT version, content FROM agreement_versions WHERE agreement_id = $1 AND version < $2 ORDER BY version DESC LIMIT 1',
    [agreementId, version],
  )
  return row ? { version: Number(row.version), content: row.content } : null
}

/** One entry of the version list: which event made it and when, without the text. */
export interface VersionStamp {
  version: number
  eventType: string
  recordedAt: Date
}

/**
 * Every version of the text, oldest first, without the text itself: the history page's
 * version pickers list them all, and a document's versions each carry its whole text.
 */
export async function versionListOf(q: Queryable, agreementId: string): Promise<VersionStamp[]> {
  if (!isAgreementId(agreementId)) return []
  const rows = await q.query<{ version: number | string; event_type: string; recorded_at: Date | string }>(
    'SELECT version, event_type, recorded_at FROM agreement_versions WHERE agreement_id = $1 ORDER BY version',
    [agreementId],
  )
  return rows.map((row) => ({
    version: Number(row.version),
    eventType: row.event_type,
    recordedAt: new Date(row.recorded_at),
  }))
}

/** The text as a given version left it; null when no text-changing event has that version. */
export async function versionContentOf(
  q: Queryable,
  agreementId: string,
  version: number,
): Promise<string | null> {
  if (!isAgreementId(agreementId) || !Number.isSafeInteger(version)) return null
  const [row] = await q.query<{ content: string }>(
    'SELECT content FROM agreement_versions WHERE agreement_id = $1 AND version = $2',
    [agreementId, version],
  )
  return row?.content ?? null
}

/**
 * The versions made by events `from`..`to`, and the one before them: what a page of the
 * history needs to link each version to the one it changed — a few index entries, however
 * long the history.
 */
export async function versionsAround(
  q: Queryable,
  agreementId: string,
  from: number,
  to: number,
): Promise<number[]> {
  if (!isAgreementId(agreementId)) return []
  const rows = await q.query<{ version: number | string }>(
    `SELECT version FROM agreement_versions
      WHERE agreement_id = $1 AND version <= $3
        AND version >= (SELECT coalesce(max(version), 0) FROM agreement_versions WHERE agreement_id = $1 AND version < $2)
      ORDER BY version`,
    [agreementId, from, to],
  )
  return rows.map((row) => Number(row.version))
}

/** How many versions the text has, and the latest two, newest first. */
export async function latestVersions(
  q: Queryable,
  agreementId: string,
): Promise<{ count: number; latest: VersionStamp[] }> {
  if (!isAgreementId(agreementId)) return { count: 0, latest: [] }
  const [counted, rows] = await Promise.all([
    q.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM agreement_versions WHERE agreement_id = $1',
      [agreementId],
    ),
    q.query<{ version: number | string; event_type: string; recorded_at: Date | string }>(
      'SELECT version, event_type, recorded_at FROM agreement_versions WHERE agreement_id = $1 ORDER BY version DESC LIMIT 2',
      [agreementId],
    ),
  ])
  return {
    count: counted[0]?.count ?? 0,
    latest: rows.map((row) => ({
      version: Number(row.version),
      eventType: row.event_type,
      recordedAt: new Date(row.recorded_at),
    })),
  }
}
