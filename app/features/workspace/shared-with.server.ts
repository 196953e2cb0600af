import type { Queryable } from '#db/types.ts'
import { sharedWith } from '#events/projections/collaboration.ts'

/**
 * The documents others shared with this user, for the workspace's Collaboration tab. A
 * *.server.ts module, so /app's route module (whose imports ship to the browser) does not
 * pull the read models — and zod with them — into its JavaScript.
 */
export async function sharedDocumentsOf(db: Queryable, userId: string) {
  return (await sharedWith(db, userId)).map((d) => ({ id: d.id, title: d.title, role: d.role }))
}
