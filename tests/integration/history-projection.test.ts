import fs from 'node:fs'
import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { migrationsDirectory } from '#db/migrate.server.ts'
import { agreementStreamId } from '#domain/agreement/index.ts'
import { appendToStream } from '#events/append.server.ts'
import { historyOf } from '#events/projections/agreement-history.ts'
import { rebuildProjections } from '#events/rebuild.server.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { historyFixtures } from '#tests/support/history.ts'

const db = useTestDatabase()

const { livedIn, account, generate } = historyFixtures(() => db())
const rows = () => db().query('SELECT * FROM agreement_history ORDER BY agreement_id, version')

/** Two documents with every kind of event, an event type this build does not know, and a chat stream the history ignores. */
async function busyLog() {
  const { agreementId, owner } = await livedIn()
  const other = await account('meera@example.in', 'Meera Iyer')
  const second = await generate(other.id)
  // A type from a future feature, appended straight to the stream: the history keeps it, named as stored.
  await appendToStream(
    db(),
    agreementStreamId(second),
    1,
    [{ type: 'AgreementNotarised', data: { notary: 'R. Shah', content: 'kept' } }],
    {
      metadata: { actorId: other.id },
    },
  )
  // Metadata naming another account than the payload's actor: its recorded name is not the actor's.
  await appendToStream(
    db(),
    agreementStreamId(agreementId),
    12,
    [
      {
        type: 'AgreementExported',
        data: { format: 'txt', exportedBy: owner.id, exportedAt: '2026-03-01T10:00:00.000Z' },
      },
    ],
    { metadata: { actorId: other.id, actorName: 'Meera Iyer', actorEmail: 'meera@example.in' } },
  )
  await appendToStream(db(), `chat-${crypto.randomUUID()}`, 'no_stream', [
    { type: 'NoteAdded', data: { text: 'not an agreement' } },
  ])
  return { agreementId, second, owner, other }
}

describe('the agreement_history read model', () => {
  it('holds one row per event of every agreement stream, without the text, and equals its rebuild from the log', async () => {
    const { agreementId, second, other } = await busyLog()
    const before = await rows()
    expect(before).toHaveLength(13 + 2)
    const [generated] = await historyOf(db(), agreementId)
    expect(generated!.details).not.toHaveProperty('content')
    expect(generated!.details).not.toHaveProperty('structure')
    expect(generated!.details).toMatchObject({ title: 'Leave and Licence Agreement', provider: 'offline' })
    const unknown = (await historyOf(db(), second)).at(-1)!
    expect(unknown).toMatchObject({
      version: 2,
      type: 'AgreementNotarised',
      details: { notary: 'R. Shah', content: 'kept' },
    })
    expect(unknown.actor).toMatchObject({ id: other.id, name: 'Meera Iyer' })

    await rebuildProjections(db())
    expect(await rows()).toEqual(before)
  })

  it('the migrations fill it for agreements that existed before them exactly as the projection does', async () => {
    await busyLog()
    const before = await rows()
    // The names recorded with the events are there to be filled (and one of another actor is not).
    expect(before.filter((row) => row.actor_name !== null).length).toBeGreaterThan(0)
    expect(before.filter((row) => row.actor_name === null).length).toBeGreaterThan(0)
    const read = (file: string) => fs.readFileSync(`${migrationsDirectory()}/${file}`, 'utf8')
    const backfill = read('0016_agreement_history.sql').slice(
      read('0016_agreement_history.sql').indexOf('WITH agreement_events'),
    )
    expect(backfill).toMatch(/^WITH agreement_events[\s\S]*INSERT INTO agreement_history/)
    const names = read('0035_history_actor_name.sql').slice(
      read('0035_history_actor_name.sql').indexOf('UPDATE'),
    )
    expect(names).toMatch(/^UPDATE agreement_history/)
    await db().exec('TRUNCATE agreement_history')
    await db().exec(backfill)
    await db().exec(names)
    expect(await rows()).toEqual(before)
  })
})
