import type { Queryable } from '#db/types.ts'
import {
  isPersonalClauseEvent,
  PERSONAL_CLAUSE_STREAM_PREFIX,
  type PersonalClausePayloads,
} from '#domain/personal-clauses/index.ts'
import { readStream } from '#events/read.server.ts'

// The My clauses part of "Download my data", read from each `personal-clause-<uuid>` stream:
// a deleted clause leaves the read model but its events stay in the append-only log, so the
// account is told it is still held (marked deleted), with the words of each save and edit.

type Words = Omit<PersonalClausePayloads['PersonalClauseEdited'], 'editedAt'>

/** Every clause the account saved, oldest first: its words as they stand and as each save left them. */
export async function personalClausesHeld(q: Queryable, userId: string) {
  const saved = await q.query<{ stream_id: string }>(
    `SELECT stream_id FROM events
      WHERE type = 'PersonalClauseSaved' AND data->>'ownerId' = $1
      ORDER BY global_position`,
    [userId],
  )
  const result = []
  for (const { stream_id } of saved) {
    let savedAt = ''
    let sourceAgreementId = ''
    let editedAt: string | null = null
    let deletedAt: string | null = null
    const versions: (Words & { at: string })[] = []
    for (const event of await readStream(q, stream_id)) {
      if (!isPersonalClauseEvent(event)) continue
      if (event.type === 'PersonalClauseSaved') {
        const { ownerId: _owner, sourceAgreementId: source, savedAt: at, ...words } = event.data
        ;[savedAt, sourceAgreementId] = [at, source]
        versions.push({ ...words, at })
      } else if (event.type === 'PersonalClauseEdited') {
        const { editedAt: at, ...words } = event.data
        editedAt = at
        versions.push({ ...words, at })
      } else deletedAt = event.data.deletedAt
    }
    const current = versions.at(-1)
    if (!current) continue
    const { at: _at, ...words } = current
    result.push({
      id: stream_id.slice(PERSONAL_CLAUSE_STREAM_PREFIX.length),
      ...words,
      sourceAgreementId,
      savedAt,
      editedAt,
      deleted: deletedAt !== null,
      deletedAt,
      versions,
    })
  }
  return result
}
