import { beforeEach, describe, expect, it } from 'vitest'
import { agreementStreamId } from '#domain/agreement/index.ts'
import { appendToStream } from '#events/append.server.ts'
import { forgetChainCheckpoints } from '#events/chain-check.server.ts'
import { rebuildProjections } from '#events/rebuild.server.ts'
import { testDatabaseKind, useTestDatabase } from '#tests/support/db.ts'
import { historyFixtures } from '#tests/support/history.ts'

// Name changes do not rewrite history (issue 16, part 3): each event records the actor's
// name and e-mail as they were, and the history shows those; an event recorded before
// names were shows the account's current ones.

const db = useTestDatabase()
beforeEach(() => forgetChainCheckpoints())
const { account, generate, run, contentOf, page, download } = historyFixtures(() => db())
const rows = () => db().query('SELECT * FROM agreement_history ORDER BY agreement_id, version')
const rename = (id: string, name: string, email?: string) =>
  db().query('UPDATE users SET display_name = $2, email = COALESCE($3, email) WHERE id = $1', [
    id,
    name,
    email ?? null,
  ])

describe(`names recorded at the time (${testDatabaseKind})`, () => {
  it('the history shows the name and e-mail an event was recorded under, after a rename; the rebuild agrees', async () => {
    const owner = await account('asha@example.in', 'Asha Rao')
    const agreementId = await generate(owner.id)
    const edit = async (from: string, to: string) =>
      run(agreementId, owner.id, {
        type: 'EditAgreement',
        data: {
          content: (await contentOf(agreementId)).replace(from, to),
          actorId: owner.id,
          now: new Date(),
        },
      })
    await edit('₹25,000', '₹27,500')
    await rename(owner.id, 'Asha Menon', 'asha.menon@example.in')
    await edit('₹27,500', '₹30,000')

    const [event] = await db().query<{ metadata: Record<string, unknown> }>(
      'SELECT metadata FROM events WHERE stream_id = $1 AND stream_version = 1',
      [agreementStreamId(agreementId)],
    )
    expect(event!.metadata).toMatchObject({
      actorId: owner.id,
      actorName: 'Asha Rao',
      actorEmail: 'asha@example.in',
    })

    const { body } = await page(owner.b, agreementId)
    expect(body.events.map((e) => [e.version, e.actorName, e.actorEmail])).toEqual([
      [1, 'Asha Rao', 'asha@example.in'],
      [2, 'Asha Rao', 'asha@example.in'],
      [3, 'Asha Menon', 'asha.menon@example.in'],
    ])
    // The audit downloads word the actor the same way.
    const csv = await (await download(owner.b, agreementId, 'csv')).text()
    expect(csv).toContain(',Asha Rao,asha@example.in,')
    expect(csv).toContain(',Asha Menon,asha.menon@example.in,')

    const before = await rows()
    await rebuildProjections(db())
    expect(await rows()).toEqual(before)
  })

  it('an event recorded before names were shows the account’s current name', async () => {
    const owner = await account('asha@example.in', 'Asha Rao')
    const agreementId = await generate(owner.id)
    // As every append was before issue 16: the actor's id alone.
    await appendToStream(
      db(),
      agreementStreamId(agreementId),
      1,
      [
        {
          type: 'AgreementExported',
          data: { format: 'pdf', exportedBy: owner.id, exportedAt: new Date().toISOString() },
        },
      ],
      { metadata: { actorId: owner.id } },
    )
    await rename(owner.id, 'Asha Menon')

    const { body } = await page(owner.b, agreementId)
    expect(body.events.map((e) => [e.version, e.actorName])).toEqual([
      [1, 'Asha Rao'],
      [2, 'Asha Menon'],
    ])
    const before = await rows()
    await rebuildProjections(db())
    expect(await rows()).toEqual(before)
  })

  it('a name the metadata records for someone else than the event’s actor is not used', async () => {
    const owner = await account('asha@example.in', 'Asha Rao')
    const other = await account('meera@example.in', 'Meera Iyer')
    const agreementId = await generate(owner.id)
    // The payload names the owner; the metadata is another account's.
    await appendToStream(
      db(),
      agreementStreamId(agreementId),
      1,
      [
        {
          type: 'AgreementExported',
          data: { format: 'pdf', exportedBy: owner.id, exportedAt: new Date().toISOString() },
        },
      ],
      { metadata: { actorId: other.id, actorName: 'Meera Iyer', actorEmail: 'meera@example.in' } },
    )
    const { body } = await page(owner.b, agreementId)
    expect(body.events.at(-1)).toMatchObject({ actorName: 'Asha Rao', actorEmail: 'asha@example.in' })
  })
})
