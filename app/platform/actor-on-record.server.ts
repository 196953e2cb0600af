import type { Queryable } from '#db/types.ts'
import { isUuid } from '#domain/shared/ids.ts'

/**
 * The acting account's display name and e-mail as they are now, for the metadata of the
 * events a command appends: the history shows them as they were, whatever later renames
 * do (ADR 0027). Nothing for an actor that is not an account (a payment gateway).
 */
export async function actorOnRecord(
  q: Queryable,
  actorId: string,
): Promise<{ actorName: string; actorEmail: string } | Record<string, never>> {
  if (!isUuid(actorId)) return {}
  const rows = await q.query<{ display_name: string; email: string }>(
    'SELECT display_name, email FROM users WHERE id = $1',
    [actorId],
  )
  const row = rows[0]
  return row ? { actorName: row.display_name, actorEmail: row.email } : {}
}
