import { refusalPage } from '#app/features/export/refusal.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { isSpeculative, speculativeRefusal } from '#app/platform/prefetch.server.ts'
import { requireUser } from '#app/platform/session.server.ts'
import { zipStream } from '#app/platform/zip.server.ts'
import { dataArchiveEntries } from './data-archive.server.ts'
import { accountDataOf } from './data-export.server.ts'

// GET /profile/data/json and /profile/data/zip: the signed-in account's own data, as a
// plain link (so it works without JavaScript). The account is the session's, never a
// parameter: there is nothing to name another user by.

export const DATA_FORMATS = ['json', 'zip'] as const
export type DataFormat = (typeof DATA_FORMATS)[number]

const CONTENT_TYPES: Record<DataFormat, string> = {
  json: 'application/json; charset=utf-8',
  zip: 'application/zip',
}

export const dataFileName = (format: DataFormat, at: Date) =>
  `nyayadraft-data-${at.toISOString().slice(0, 10)}.${format}`

export async function dataDownload(request: Request, format: string | undefined) {
  const user = await requireUser(request)
  if (!(DATA_FORMATS as readonly string[]).includes(format ?? '')) return refusalPage('not_found')
  const chosen = format as DataFormat
  // A prefetch or a link preview gets nothing: the file is made only when asked for.
  if (isSpeculative(request)) return speculativeRefusal()
  const now = new Date()
  const headers = new Headers({
    'Content-Type': CONTENT_TYPES[chosen],
    'Content-Disposition': `attachment; filename="${dataFileName(chosen, now)}"`,
    // Personal data: never kept by a browser or a proxy, never sniffed into something else.
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  })
  if (request.method === 'HEAD') return new Response(null, { headers })
  const db = await getDb()
  const data = await accountDataOf(db, user.id, now)
  if (!data) return refusalPage('not_found')
  if (chosen === 'json') return new Response(JSON.stringify(data, null, 2), { headers })
  return new Response(zipStream(dataArchiveEntries(db, user.id, data), now), { headers })
}
