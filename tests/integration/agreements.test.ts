import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { draftAgreement, renderPlainText } from '#domain/drafting/index.ts'
import {
  agreementDecider,
  AgreementError,
  agreementStreamId,
  type AgreementCommand,
} from '#domain/agreement/index.ts'
import { appendToStream } from '#events/append.server.ts'
import { handleCommand } from '#events/command-handler.server.ts'
import { agreementFor, libraryCount, libraryOf, versionsOf } from '#events/projections/index.ts'
import { rebuildProjections } from '#events/rebuild.server.ts'
import { ConcurrencyError } from '#events/types.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { SAMPLE_DETAILS } from '#tests/unit/drafting.samples.ts'
import { generateRentalCommand } from '#tests/support/generate-command.ts'

const db = useTestDatabase()

const run = (agreementId: string, command: AgreementCommand, actorId: string) =>
  handleCommand(db(), agreementStreamId(agreementId), agreementDecider, command, { metadata: { actorId } })

const drafted = draftAgreement('rental-agreement', SAMPLE_DETAILS['rental-agreement'])

/** Generates the sample rental agreement for the owner, at the given time. */
async function generate(
  ownerId: string,
  options: { now?: Date; access?: 'full' | 'preview'; title?: string } = {},
) {
  const agreementId = crypto.randomUUID()
  await run(agreementId, generateRentalCommand(ownerId, options), ownerId)
  return agreementId
}

const editCommand = (content: string, actorId: string): AgreementCommand => ({
  type: 'EditAgreement',
  data: { content, actorId, now: new Date() },
})

describe('generating and editing an agreement', () => {
  it('generates the drafted rental agreement, then a manual edit makes version 2', async () => {
    const owner = crypto.randomUUID()
    const id = await generate(owner)

    const view = await agreementFor(db(), owner, id)
    expect(view).toMatchObject({
      id,
      ownerId: owner,
      title: drafted.title,
      templateId: 'rental-agreement',
      access: 'full',
      content: renderPlainText(drafted),
      summary: drafted.summary,
      pages: drafted.pages,
      version: 1,
    })
    expect(view!.keyTerms).toEqual(drafted.keyTerms.map(({ term, definition }) => ({ term, definition })))
    expect(view!.structure).toMatchObject({ templateId: 'rental-agreement', title: drafted.title })
    expect(view!.content).toContain('Asha Rao')

    const edited = `${view!.content}\n\nADDENDUM: The Licensee may keep one pet.`
    await run(id, editCommand(edited, owner), owner)
    const after = await agreementFor(db(), owner, id)
    expect(after).toMatchObject({ content: edited, structure: null, version: 2, summary: drafted.summary })
    expect(after!.updatedAt.getTime()).toBeGreaterThanOrEqual(after!.createdAt.getTime())

    const versions = await versionsOf(db(), id)
    expect(versions.map((v) => [v.version, v.eventType, v.actorId])).toEqual([
      [1, 'AgreementGenerated', owner],
      [2, 'AgreementEdited', owner],
    ])
    expect(versions[0]!.content).toBe(renderPlainText(drafted))
    expect(versions[1]!.content).toBe(edited)
  })

  it('refuses an edit of a trial (preview-only) document and stores nothing', async () => {
    const owner = crypto.randomUUID()
    const id = await generate(owner, { access: 'preview' })
    await expect(run(id, editCommand('new text', owner), owner)).rejects.toMatchObject({
      code: 'agreement.preview_only',
    })
    expect(await versionsOf(db(), id)).toHaveLength(1)
  })

  it('refuses a second generation on the same stream', async () => {
    const owner = crypto.randomUUID()
    const id = await generate(owner)
    const again = run(
      id,
      {
        type: 'GenerateAgreement',
        data: {
          ownerId: owner,
          title: 'Again',
          templateId: 'custom',
          access: 'full',
          content: 'x',
          structure: null,
          summary: '',
          keyTerms: [],
          pages: 1,
          provider: 'offline',
          now: new Date(),
        },
      },
      owner,
    )
    await expect(again).rejects.toBeInstanceOf(AgreementError)
    await expect(again).rejects.toMatchObject({ code: 'agreement.already_exists' })
  })
})

describe('the library', () => {
  it('lists the newest first, a page at a time, without reading the text', async () => {
    const owner = crypto.randomUUID()
    const base = Date.parse('2026-11-01T09:00:00.000Z')
    const ids: string[] = []
    for (let i = 0; i < 12; i++) {
      ids.push(await generate(owner, { now: new Date(base + i * 60_000), title: `Agreement ${i}` }))
    }
    const page = await libraryOf(db(), owner, { limit: 5 })
    expect(page.map((e) => e.title)).toEqual([
      'Agreement 11',
      'Agreement 10',
      'Agreement 9',
      'Agreement 8',
      'Agreement 7',
    ])
    expect(page[0]).toEqual({
      id: ids[11],
      title: 'Agreement 11',
      templateId: 'rental-agreement',
      access: 'full',
      summary: drafted.summary,
      pages: drafted.pages,
      createdAt: new Date(base + 11 * 60_000),
      updatedAt: new Date(base + 11 * 60_000),
    })
    expect(page[0]).not.toHaveProperty('content')
    expect((await libraryOf(db(), owner, { limit: 5, offset: 10 })).map((e) => e.title)).toEqual([
      'Agreement 1',
      'Agreement 0',
    ])
    expect(await libraryCount(db(), owner)).toBe(12)
  })

  it('shows another owner nothing', async () => {
    const owner = crypto.randomUUID()
    const stranger = crypto.randomUUID()
    const id = await generate(owner)
    expect(await libraryOf(db(), stranger, { limit: 10 })).toEqual([])
    expect(await libraryCount(db(), stranger)).toBe(0)
    expect(await agreementFor(db(), stranger, id)).toBeNull()
    await expect(run(id, editCommand('taken over', stranger), stranger)).rejects.toMatchObject({
      code: 'agreement.not_found',
    })
    expect(await agreementFor(db(), owner, 'not-a-uuid')).toBeNull()
    expect(await versionsOf(db(), 'not-a-uuid')).toEqual([])
  })
})

describe('concurrent edits', () => {
  it('two edits appended at the same expected version: exactly one is stored, the other is a conflict', async () => {
    const owner = crypto.randomUUID()
    const fresh = await generate(owner)
    const edit = (content: string) =>
      appendToStream(
        db(),
        agreementStreamId(fresh),
        1,
        [{ type: 'AgreementEdited', data: { content, editedBy: owner, editedAt: new Date().toISOString() } }],
        { metadata: { actorId: owner } },
      )
    const raced = await Promise.allSettled([edit('Version A'), edit('Version B'), edit('Version C')])
    expect(raced.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    for (const r of raced) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(ConcurrencyError)
    const view = await agreementFor(db(), owner, fresh)
    expect(view!.version).toBe(2)
    expect(['Version A', 'Version B', 'Version C']).toContain(view!.content)
    expect(await versionsOf(db(), fresh)).toHaveLength(2)
  })

  it('of two edits from forms loaded at one version, the second to take its turn is refused', async () => {
    const owner = crypto.randomUUID()
    const id = await generate(owner)
    const at = (expectedVersion: number, content: string): AgreementCommand => ({
      type: 'EditAgreement',
      data: { content, actorId: owner, now: new Date(), expectedVersion },
    })
    const results = await Promise.allSettled([
      run(id, at(1, 'Tab one'), owner),
      run(id, at(1, 'Tab two'), owner),
    ])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const [refused] = results.filter((r) => r.status === 'rejected')
    const reason = (refused as PromiseRejectedResult).reason as unknown
    expect(reason instanceof AgreementError && reason.code === 'agreement.version_conflict').toBe(true)
    expect(await versionsOf(db(), id)).toHaveLength(2)
  })
})

describe('the agreement read models', () => {
  it('equal their rebuild from the log', async () => {
    const [a, b] = [crypto.randomUUID(), crypto.randomUUID()]
    const first = await generate(a)
    await generate(a, { access: 'preview' })
    const third = await generate(b)
    await run(first, editCommand('Edited once', a), a)
    await run(first, editCommand('Edited twice', a), a)
    await run(
      third,
      {
        type: 'EditAgreement',
        data: { content: 'B edits', summary: 'New summary', actorId: b, now: new Date() },
      },
      b,
    )
    const exportAs = (id: string, format: 'pdf' | 'docx' | 'html' | 'txt', actorId: string) =>
      run(id, { type: 'ExportAgreement', data: { format, actorId, now: new Date() } }, actorId)
    await exportAs(first, 'pdf', a)
    await exportAs(first, 'pdf', a)
    await exportAs(first, 'txt', a)
    await exportAs(third, 'docx', b)
    await run(
      third,
      { type: 'EditAgreement', data: { content: 'B edits again', actorId: b, now: new Date() } },
      b,
    )

    const agreements = () => db().query('SELECT * FROM agreements ORDER BY agreement_id')
    const versions = () => db().query('SELECT * FROM agreement_versions ORDER BY agreement_id, version')
    const exports = () => db().query('SELECT * FROM agreement_exports ORDER BY agreement_id, format')
    const history = () => db().query('SELECT * FROM agreement_history ORDER BY agreement_id, version')
    const snapshot = async () => ({
      agreements: await agreements(),
      versions: await versions(),
      exports: await exports(),
      history: await history(),
    })
    const before = await snapshot()
    expect(before.agreements).toHaveLength(3)
    expect(before.versions).toHaveLength(7)
    expect(before.exports).toHaveLength(3)
    // Every event of every agreement stream: 3 generated, 4 edits, 4 exports.
    expect(before.history).toHaveLength(11)
    expect(before.agreements.map((r) => [Number(r.version), Number(r.content_version)]).sort()).toEqual([
      [1, 1],
      [4, 4],
      [6, 3],
    ])
    await rebuildProjections(db())
    expect(await snapshot()).toEqual(before)
  })
})
