import crypto from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { forgetChainCheckpoints } from '#events/chain-check.server.ts'
import { HASH_CHAIN_ALGORITHM } from '#events/hash-chain.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { historyFixtures, INSTRUCTION, type Browser } from '#tests/support/history.ts'

const db = useTestDatabase()
beforeEach(() => {
  // The page remembers verified chains per process; each test starts from a fresh log.
  forgetChainCheckpoints()
})

const { account, generate, run, contentOf, history, page, download, livedIn, storedHashes } = historyFixtures(
  () => db(),
)
const TIME_IST = /^\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{1,2}:\d{2}:\d{2} [ap]m IST$/

describe('the history page', () => {
  it('lists every event in order with who, when (en-IN) and what, the AI instruction included, and verifies the chain', async () => {
    const { owner, agreementId } = await livedIn()
    const { status, body } = await page(owner.b, agreementId)
    expect(status).toBe(200)
    expect(body.viewer).toEqual({ name: 'Asha Rao', email: 'asha@example.in', role: 'Owner' })
    expect(body.total).toBe(12)
    expect(body.events.map((e) => [e.version, e.action])).toEqual([
      [1, 'Generated'],
      [2, 'Edited'],
      [3, 'AI-edited'],
      [4, 'Clause added'],
      [5, 'Exported'],
      [6, 'Shared'],
      [7, 'Collaborator added'],
      [8, 'Collaborator role changed'],
      [9, 'Comment added'],
      [10, 'Comment replied to'],
      [11, 'Comment resolved'],
      [12, 'Comment reopened'],
    ])
    const byVersion = new Map(body.events.map((e) => [e.version, e]))
    expect(byVersion.get(3)!.detail).toContain(`Instruction: “${INSTRUCTION}”`)
    expect(byVersion.get(4)!.detail).toBe('Force Majeure (force-majeure)')
    expect(byVersion.get(5)!.detail).toBe('PDF')
    expect(byVersion.get(7)!.detail).toBe('Ravi <ravi@example.in> as Viewer')
    expect(byVersion.get(8)!.detail).toBe('Ravi <ravi@example.in>: Viewer → Editor')
    expect(byVersion.get(9)).toMatchObject({
      actorName: 'Ravi Kumar',
      actorEmail: 'ravi@example.in',
      detail: '“Is the deposit refundable within 30 days?”',
    })
    expect(byVersion.get(11)!.detail).toBe('“Is the deposit refundable within 30 days?”')
    for (const event of body.events) {
      expect(event.when).toMatch(TIME_IST)
      expect(event.actorName).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/)
      expect(event.hash).toMatch(/^[0-9a-f]{64}$/)
    }
    expect(byVersion.get(1)).toMatchObject({
      actorName: 'Asha Rao',
      actorEmail: 'asha@example.in',
      isVersion: true,
      previousVersion: null,
    })
    expect(byVersion.get(3)).toMatchObject({ isVersion: true, previousVersion: 2 })
    expect(byVersion.get(5)).toMatchObject({ isVersion: false })
    expect(body.versions).toMatchObject({
      count: 4,
      latest: { version: 4 },
      beforeLatest: { version: 3 },
      options: null,
    })
    const picking = (await page(owner.b, agreementId, '?pick=1')).body.versions
    expect(picking.options!.map((v) => v.version)).toEqual([1, 2, 3, 4])
    expect(picking.options![2]!.label).toMatch(
      /^#3 · AI-edited · \d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{1,2}:\d{2} [ap]m$/,
    )
    const hashes = await storedHashes(agreementId)
    expect(body.chain).toMatchObject({
      status: 'verified',
      events: 12,
      finalHash: hashes.at(-1)!.hash,
      full: true,
    })
    expect(body.algorithm).toBe(HASH_CHAIN_ALGORITHM)
  })
})

describe('versions of the text', () => {
  it('shows one version as it was, and what changed between two, word by word', async () => {
    const { owner, agreementId } = await livedIn()
    const texts = await db().query<{ version: number; content: string }>(
      'SELECT version, content FROM agreement_versions WHERE agreement_id = $1 ORDER BY version',
      [agreementId],
    )
    const one = await page(owner.b, agreementId, '?version=2')
    expect(one.status).toBe(200)
    expect(one.body.shown).toMatchObject({ kind: 'version', version: 2, content: texts[1]!.content })
    expect(one.body.shown?.kind === 'version' && one.body.shown.content).toContain('₹27,500')

    const diff = await page(owner.b, agreementId, '?from=1&to=3')
    expect(diff.status).toBe(200)
    const shown = diff.body.shown
    if (shown?.kind !== 'diff') throw new Error('expected a comparison')
    expect(shown).toMatchObject({ from: 1, to: 3 })
    const removed = shown
      .parts!.filter((p) => p.kind === 'removed')
      .map((p) => p.text)
      .join(' ')
    const added = shown
      .parts!.filter((p) => p.kind === 'added')
      .map((p) => p.text)
      .join(' ')
    // ₹25,000 became ₹30,000 (through ₹27,500): the words split at the comma, so only the thousands differ.
    expect([removed, added]).toEqual(['25', '30'])
    expect([shown.added, shown.removed]).toEqual([1, 1])
    const around = shown
      .parts!.map((p) =>
        p.kind === 'removed' ? '[-' + p.text + ']' : p.kind === 'added' ? '[+' + p.text + ']' : p.text,
      )
      .join('')
    expect(around).toContain('₹[-25][+30],000')
    // Compared backwards it is the same change the other way round.
    const back = (await page(owner.b, agreementId, '?from=3&to=1')).body.shown
    if (back?.kind !== 'diff') throw new Error('expected a comparison')
    expect(back.parts!.filter((p) => p.kind === 'added').map((p) => p.text)).toEqual(['25'])
    // The clause added at version 4 is the only change from 3 to 4.
    const clause = (await page(owner.b, agreementId, '?from=3&to=4')).body.shown
    if (clause?.kind !== 'diff') throw new Error('expected a comparison')
    expect(clause.removed).toBe(0)
    expect(
      clause
        .parts!.filter((p) => p.kind === 'added')
        .map((p) => p.text)
        .join(''),
    ).toContain('FORCE MAJEURE.')
  })

  it('refuses a version that does not exist, half a comparison and a page past the end in words, with a 4xx, keeping what was asked', async () => {
    const { owner, agreementId } = await livedIn()
    const missing = await page(owner.b, agreementId, '?version=5')
    expect(missing.status).toBe(404)
    expect(missing.body.problem).toBe(
      'There is no version 5 of this document’s text. Choose one from the list.',
    )
    expect(missing.body.chosen.version).toBe('5')
    expect(missing.body.events).toHaveLength(12)
    expect((await page(owner.b, agreementId, '?version=abc')).status).toBe(404)
    const half = await page(owner.b, agreementId, '?from=1')
    expect([half.status, half.body.problem]).toEqual([400, 'Choose two versions to compare.'])
    const same = await page(owner.b, agreementId, '?from=2&to=2')
    expect([same.status, same.body.problem]).toEqual([400, 'Choose two different versions to compare.'])
    const far = await page(owner.b, agreementId, '?page=7')
    expect([far.status, far.body.problem, far.body.page]).toEqual([
      404,
      'There is no page 7 of this history: it has 1 page.',
      1,
    ])
  })

  it('pages a long history: every event on some page, 20 to a page, each version linked to the one before it', async () => {
    const { owner, agreementId, actor } = await livedIn()
    for (let i = 0; i < 20; i++)
      await run(agreementId, owner.id, {
        type: 'ExportAgreement',
        data: { format: 'txt', actorId: actor.id, now: new Date() },
      })
    const text = await contentOf(agreementId)
    await run(agreementId, owner.id, {
      type: 'EditAgreement',
      data: { content: `${text}\n\nLATE NOTE`, actorId: owner.id, now: new Date() },
    })
    for (let i = 0; i < 20; i++)
      await run(agreementId, owner.id, {
        type: 'ExportAgreement',
        data: { format: 'txt', actorId: actor.id, now: new Date() },
      })
    const first = await page(owner.b, agreementId)
    expect([first.body.total, first.body.pages, first.body.pageSize, first.body.events.length]).toEqual([
      53, 3, 20, 20,
    ])
    const second = await page(owner.b, agreementId, '?page=2')
    expect(second.body.events.map((e) => e.version)).toEqual(Array.from({ length: 20 }, (_, i) => 21 + i))
    // The edit at event 33 changed the text last made by the clause at event 4, two pages back.
    expect(second.body.events.find((e) => e.version === 33)).toMatchObject({
      action: 'Edited',
      isVersion: true,
      previousVersion: 4,
    })
    expect(second.body.versions).toMatchObject({
      count: 5,
      latest: { version: 33 },
      beforeLatest: { version: 4 },
      options: null,
    })
    const third = await page(owner.b, agreementId, '?page=3')
    expect(third.body.events.map((e) => e.version)).toEqual(Array.from({ length: 13 }, (_, i) => 41 + i))
    expect(third.body.chain).toMatchObject({ status: 'verified', events: 53 })
  })
})

describe('who may see the history', () => {
  it('a stranger, a missing id and a malformed id get the same 404; an anonymous visitor is sent to sign in', async () => {
    const { agreementId } = await livedIn()
    const stranger = await account('stranger@example.in', 'Stranger')
    const answers = await Promise.all([
      history(stranger.b, agreementId),
      history(stranger.b, crypto.randomUUID()),
      history(stranger.b, 'not-a-uuid'),
    ])
    for (const answer of answers) {
      expect(answer.status).toBe(404)
      expect(await answer.json()).toBe('Document Not Found')
    }
    const files = await Promise.all([
      download(stranger.b, agreementId, 'pdf'),
      download(stranger.b, crypto.randomUUID(), 'pdf'),
      download(stranger.b, agreementId, 'csv'),
    ])
    const bodies = await Promise.all(files.map((f) => f.text()))
    for (const [i, file] of files.entries()) {
      expect(file.status).toBe(404)
      expect(file.headers.get('content-disposition')).toBeNull()
      expect(bodies[i]).toBe(bodies[0])
    }
    expect(bodies[0]).toContain('Document Not Found')

    const anonymous = { get: (path: string) => new Request(`http://localhost${path}`) } as Browser
    const away = await history(anonymous, agreementId)
    expect(away.status).toBe(302)
    expect(away.headers.get('location')).toBe(
      `/auth?${new URLSearchParams({ redirectTo: `/app/documents/${agreementId}/history` })}`,
    )
    expect((await download(anonymous, agreementId, 'json')).status).toBe(302)
  })

  it('a collaborator with any role, a viewer included, reads it and downloads the trail; removed, it does not exist for them', async () => {
    const { owner, ravi, agreementId, collaboratorId, actor } = await livedIn()
    await run(agreementId, owner.id, {
      type: 'ChangeCollaboratorRole',
      data: { collaboratorId, role: 'viewer', actor, now: new Date() },
    })
    const seen = await page(ravi.b, agreementId)
    expect(seen.status).toBe(200)
    expect(seen.body.viewer).toEqual({ name: 'Ravi Kumar', email: 'ravi@example.in', role: 'Viewer' })
    expect(seen.body.events).toHaveLength(13)
    // Invitees' addresses are for those who manage the team (the audit's finding 1).
    expect(seen.body.events.find((e) => e.version === 7)!.detail).toBe('Ravi as Viewer')
    expect(JSON.stringify(seen.body.events.filter((e) => e.type.startsWith('Collaborator')))).not.toContain(
      'ravi@example.in',
    )
    expect((await download(ravi.b, agreementId, 'csv')).status).toBe(200)

    await run(agreementId, owner.id, {
      type: 'RemoveCollaborator',
      data: { collaboratorId, actor, now: new Date() },
    })
    expect((await history(ravi.b, agreementId)).status).toBe(404)
    expect((await download(ravi.b, agreementId, 'csv')).status).toBe(404)
    // The owner's history names the removal.
    const last = (await page(owner.b, agreementId)).body.events.at(-1)!
    expect([last.action, last.detail]).toEqual(['Collaborator removed', 'Ravi <ravi@example.in>'])
  })

  it('a trial document has its history too: the owner sees it and may download the trail', async () => {
    const trial = await account('trial@example.in', 'Trial User', false)
    const agreementId = await generate(trial.id)
    const seen = await page(trial.b, agreementId)
    expect(seen.status).toBe(200)
    expect(seen.body).toMatchObject({ access: 'preview', total: 1, chain: { status: 'verified', events: 1 } })
    expect(seen.body.events[0]!.detail).toContain('(free-trial preview)')
    expect((await download(trial.b, agreementId, 'pdf')).status).toBe(200)
  })
})
