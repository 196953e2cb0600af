import type { AuditTrail } from './audit-trail.server.ts'

// The audit trail as JSON and as CSV. Both carry every event with its hashes; the JSON
// also carries the document, the algorithm and the chain check, the CSV is one row per event.

export function auditTrailJson(trail: AuditTrail): string {
  const body = {
    document: trail.document,
    producedAt: trail.producedAt.toISOString(),
    producedBy: trail.producedBy,
    algorithm: trail.algorithm,
    chain: trail.chain,
    readModelDiffers: trail.readModelDiffers,
    events: trail.events.map((e) => ({
      version: e.version,
      recordedAt: e.recordedAt.toISOString(),
      recordedAtIst: e.when,
      type: e.type,
      action: e.action,
      detail: e.detail,
      actor: e.actor,
      prevHash: e.prevHash,
      hash: e.hash,
      hashVerified: e.hashVerified,
    })),
  }
  return `${JSON.stringify(body, null, 2)}\n`
}

export const CSV_COLUMNS = [
  'version',
  'recorded_at_utc',
  'recorded_at_ist',
  'event_type',
  'action',
  'detail',
  'actor_name',
  'actor_email',
  'actor_id',
  'prev_hash',
  'hash',
  'hash_verified',
] as const

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes
 * doubled. A cell a spreadsheet would read as a formula — starting with = + - @, or a tab
 * or carriage return that some strip before looking — gets a leading apostrophe first, so
 * a comment like `=HYPERLINK(…)` opens as the text it is (OWASP, CSV injection).
 */
export function csvCell(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/**
 * The CSV file: a byte-order mark so spreadsheet programs read it as UTF-8 (₹, Devanagari
 * names), a header row, then one row per event; CRLF line ends as RFC 4180 has them.
 */
export function auditTrailCsv(trail: AuditTrail): string {
  const rows = trail.events.map((e) =>
    [
      e.version,
      e.recordedAt.toISOString(),
      e.when,
      e.type,
      e.action,
      e.detail,
      e.actor.name,
      e.actor.email,
      e.actor.id,
      e.prevHash,
      e.hash,
      e.hashVerified,
    ]
      .map(csvCell)
      .join(','),
  )
  return `\uFEFF${[CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`
}
