import type { Queryable } from '#db/types.ts'
import type { RecordedEvent } from '../types.ts'
import type { Projection } from './types.ts'

/**
 * How often each actor did each kind of thing, and when last: the profile page's
 * statistics read it. The actor is `metadata.actorId`; events without one (system
 * events, migrations) are not counted. `GREATEST` keeps `last_at` right whatever order a
 * replay delivers events in.
 */
export const activityProjection: Projection = {
  name: 'activity',
  tables: ['activity_by_actor'],
  canHandle: ['*'],
  async apply(tx, event) {
    const actorId = actorOf(event)
    if (!actorId) return
    await tx.query(
      `INSERT INTO activity_by_actor (actor_id, event_type, count, last_at)
       VALUES ($1, $2, 1, $3)
       ON CONFLICT (actor_id, event_type)
       DO UPDATE SET count = activity_by_actor.count + 1,
                     last_at = GREATEST(activity_by_actor.last_at, EXCLUDED.last_at)`,
      [actorId, event.type, event.recordedAt],
    )
  },
  // A rebuild adds each page's counts in one statement, not one per event.
  replay: {
    async page(tx, events) {
      const rows = new Map<string, { actor: string; type: string; count: number; last: Date }>()
      for (const event of events) {
        const actor = actorOf(event)
        if (!actor) continue
        const key = `${actor}\u0000${event.type}`
        const row = rows.get(key)
        if (!row) rows.set(key, { actor, type: event.type, count: 1, last: event.recordedAt })
        else {
          row.count++
          if (event.recordedAt > row.last) row.last = event.recordedAt
        }
      }
      if (rows.size === 0) return
      const all = [...rows.values()]
      await tx.query(
        `INSERT INTO activity_by_actor (actor_id, event_type, count, last_at)
         SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::timestamptz[])
         ON CONFLICT (actor_id, event_type)
         DO UPDATE SET count = activity_by_actor.count + EXCLUDED.count,
                       last_at = GREATEST(activity_by_actor.last_at, EXCLUDED.last_at)`,
        [
          all.map((r) => r.actor),
          all.map((r) => r.type),
          all.map((r) => r.count),
          all.map((r) => r.last.toISOString()),
        ],
      )
    },
  },
}

function actorOf(event: RecordedEvent): string | undefined {
  const actorId = event.metadata.actorId
  return typeof actorId === 'string' && actorId.length > 0 ? actorId : undefined
}

export interface ActivityRow {
  eventType: string
  count: number
  lastAt: Date
}

/** Every event type the actor has caused, most recent first. */
export async function activityOf(q: Queryable, actorId: string): Promise<ActivityRow[]> {
  const rows = await q.query<{ event_type: string; count: number; last_at: Date }>(
    `SELECT event_type, count, last_at FROM activity_by_actor
     WHERE actor_id = $1 ORDER BY last_at DESC, event_type`,
    [actorId],
  )
  return rows.map((row) => ({ eventType: row.event_type, count: row.count, lastAt: row.last_at }))
}

/** How many events of the given types (all types when none given) the actor caused. */
export async function activityCount(
  q: Queryable,
  actorId: string,
  types?: readonly string[],
): Promise<number> {
  const [row] = await q.query<{ total: number | null }>(
    `SELECT sum(count)::bigint AS total FROM activity_by_actor
     WHERE actor_id = $1 AND ($2::text[] IS NULL OR event_type = ANY($2::text[]))`,
    [actorId, types ? [...types] : null],
  )
  return row?.total ?? 0
}
