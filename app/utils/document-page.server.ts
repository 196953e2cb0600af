import { z } from 'zod'
import { agreementFor, recentExportsOf } from '#events/projections/agreements.ts'
import { getDb } from './db.server.ts'

/**
 * What /app/documents/<id> shows, or null when the id names no agreement of this user
 * (another user's and a missing one look the same). A *.server.ts module, so the route
 * module — whose imports ship to the browser — does not pull zod and the read models in.
 */
export async function documentPageData(userId: string, rawId: string | undefined) {
  const id = z.uuid().safeParse(rawId)
  if (!id.success) return null
  const db = await getDb()
  const agreement = await agreementFor(db, userId, id.data)
  if (!agreement) return null
  const exports = await recentExportsOf(db, agreement.id)
  return {
    id: agreement.id,
    title: agreement.title,
    content: agreement.content,
    pages: agreement.pages,
    access: agreement.access,
    created: agreement.createdAt.toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata' }),
    exports: exports.map((e) => ({
      format: e.format,
      times: e.times,
      exportedAt: e.lastExportedAt.toLocaleString('en-IN', {
        timeZone: 'Asia/Kolkata',
        dateStyle: 'medium',
        timeStyle: 'short',
      }),
    })),
  }
}
