import type { Queryable } from '#db/types.ts'
import type { RecordedEvent } from '../types.ts'

/**
 * A read model kept from events. Inline projections run inside the append's transaction
 * (so the page after a redirect already shows the change); the same `apply` replays the
 * whole log on rebuild, which first truncates `tables` — so `apply` must produce the same
 * rows whether it sees an event live or during a replay, and write only to `tables`.
 */
export interface Projection {
  name: string
  /** Tables this projection owns; emptied by a rebuild. */
  tables: readonly string[]
  /** Event types it consumes; `'*'` means every type. */
  canHandle: readonly string[]
  /** Called with the transaction's handle only: the outer one would deadlock PGlite. */
  apply(tx: Queryable, event: RecordedEvent): Promise<void>
}

export function handles(projection: Projection, type: string): boolean {
  return projection.canHandle.includes('*') || projection.canHandle.includes(type)
}

/** Runs every projection that consumes each event, in order. */
export async function applyProjections(
  tx: Queryable,
  projections: readonly Projection[],
  events: readonly RecordedEvent[],
): Promise<void> {
  for (const event of events) {
    for (const projection of projections) {
      if (handles(projection, event.type)) await projection.apply(tx, event)
    }
  }
}
