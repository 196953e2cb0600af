import type { Queryable } from '#db/types.ts'
import {
  customTemplateStreamId,
  evolveCustomTemplate,
  initialCustomTemplateState,
  isCustomTemplateEvent,
} from '#domain/templates/index.ts'
import { readStream } from '#events/read.server.ts'

// The Template Builder part of "Download my data", read from each `template-<uuid>` stream:
// a deleted template leaves the read model but its events stay in the append-only log, so
// the account is told it is still held (marked deleted), with every saved version.

/** Every template the account made, oldest first: the draft as it stands and each saved version. */
export async function customTemplatesHeld(q: Queryable, userId: string) {
  const created = await q.query<{ stream_id: string }>(
    `SELECT stream_id FROM events
      WHERE type = 'CustomTemplateCreated' AND data->>'ownerId' = $1
      ORDER BY global_position`,
    [userId],
  )
  const result = []
  for (const { stream_id } of created) {
    const events = await readStream(q, stream_id)
    const state = events.reduce(evolveCustomTemplate, initialCustomTemplateState())
    if (state.ownerId !== userId) continue
    const saved = []
    for (const e of events)
      if (isCustomTemplateEvent(e) && e.type === 'CustomTemplateSaved') saved.push(e.data)
    result.push({
      id: stream_id.slice(customTemplateStreamId('').length),
      createdAt: state.createdAt,
      lastChangedAt: state.updatedAt,
      deleted: state.deleted,
      changesRecorded: events.filter((e) => e.type === 'CustomTemplateChanged').length,
      draft: state.deleted ? null : state.draft,
      savedVersions: saved.map((s) => ({ version: s.version, savedAt: s.savedAt, definition: s.definition })),
    })
  }
  return result
}
