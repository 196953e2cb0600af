import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createOfflineProvider, DESCRIBE_CHANGES, NO_CONTENT } from '#domain/ai/index.ts'
import { agreementStreamId } from '#domain/agreement/index.ts'
import { agreementFor } from '#events/projections/agreements.ts'
import { generateAgreement } from '#app/features/chat/generation.server.ts'
import { createApiToken } from '#app/features/api-tokens/tokens.server.ts'
import { runAgreementCommand } from '#app/features/documents/commands.server.ts'
import { STALE_CONTENT } from '#app/routes/api.edit-agreement.ts'
import { call, client, signedIn, signedInVerified, type Client } from '#tests/support/api.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { grantProfessional } from '#tests/support/subscription.ts'
import { actingAs } from '#tests/support/actor.ts'

// GET /api/agreements/:id and POST /api/edit-agreement in the specification's shapes.

const db = useTestDatabase()

const DETAILS = {
  landlordName: 'Priya Sharma',
  tenantName: 'Ravi Kumar',
  propertyAddress: 'Flat 12, Baner, Pune 411045',
  monthlyRent: '25,000',
  securityDeposit: '1 lakh',
  leasePeriod: '11',
}

async function ownerWithRental(email = 'owner@example.in', professional = true) {
  const owner = await signedIn(email)
  if (professional) await grantProfessional(db(), email)
  const outcome = await generateAgreement(db(), createOfflineProvider(), {
    owner: actingAs(owner.userId),
    templateId: 'rental-agreement',
    details: DETAILS,
  })
  if (!outcome.ok) throw new Error(outcome.message)
  return { owner, agreementId: outcome.agreementId }
}

/** Gives `email` a role on the owner's document, as the Collaborate tab does. */
async function invite(owner: Client, agreementId: string, email: string, role: 'viewer' | 'editor') {
  const [account] = await db().query<{ id: string }>('SELECT id::text AS id FROM users WHERE email = $1', [
    email,
  ])
  await runAgreementCommand(db(), actingAs(owner.userId), agreementId, {
    type: 'AddCollaborator',
    data: {
      collaboratorId: crypto.randomUUID(),
      email,
      name: email,
      role,
      ownerEmail: 'owner@example.in',
      inviteeUserId: account?.id ?? null,
      actor: { id: owner.userId, email: 'owner@example.in', name: 'Owner' },
      now: new Date(),
    },
  })
}

const get = (c: Pick<Client, 'request'>, id: string) => call(c.request('GET', `/api/agreements/${id}`))
const edit = (c: Pick<Client, 'request'>, body: unknown) =>
  call(c.request('POST', '/api/edit-agreement', body))
const eventCount = async (id: string) =>
  (await db().query('SELECT 1 FROM events WHERE stream_id = $1', [agreementStreamId(id)])).length

describe('GET /api/agreements/:id', () => {
  it('answers the owner with {success, agreement} — by cookie and by bearer token', async () => {
    const { owner, agreementId } = await ownerWithRental()
    const stored = (await agreementFor(db(), owner.userId, agreementId))!
    const response = await get(owner, agreementId)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const body = await response.json()
    expect(body).toEqual({
      success: true,
      agreement: {
        id: agreementId,
        title: 'Leave and Licence Agreement',
        content: stored.content,
        pages: expect.any(Number),
        summary: stored.summary,
        keyTerms: stored.keyTerms,
        type: 'rental-agreement',
        createdAt: stored.createdAt.toISOString(),
        updatedAt: stored.updatedAt.toISOString(),
        access: 'full',
        version: 1,
        role: 'owner',
      },
    })
    const { token } = await createApiToken(db(), owner.userId, 'Script')
    expect(await (await get(client(token), agreementId)).json()).toEqual(body)
  })

  it("answers another user's id, a missing one and a malformed one with the same 404; no credentials with 401", async () => {
    const { agreementId } = await ownerWithRental()
    const stranger = await signedIn('stranger@example.in')
    const answers = await Promise.all(
      [agreementId, crypto.randomUUID(), 'not-a-uuid'].map(async (id) => {
        const response = await get(stranger, id)
        return [response.status, await response.text()]
      }),
    )
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1)
    expect(answers[0]).toEqual([404, JSON.stringify({ error: 'Not found', success: false })])

    const anonymous = await get(client(), agreementId)
    expect(anonymous.status).toBe(401)
    expect(await get(client('nd_wrong'), agreementId).then((r) => r.status)).toBe(401)
  })
})

describe('collaborators', () => {
  it('a viewer reads the agreement but may not edit it (403); an editor edits it with the AI', async () => {
    const { owner, agreementId } = await ownerWithRental()
    const current = (await agreementFor(db(), owner.userId, agreementId))!.content
    const viewer = await signedInVerified('viewer@example.in')
    const editor = await signedInVerified('editor@example.in')
    await invite(owner, agreementId, 'viewer@example.in', 'viewer')
    await invite(owner, agreementId, 'editor@example.in', 'editor')

    const read = await get(viewer, agreementId)
    expect(read.status).toBe(200)
    expect(await read.json()).toMatchObject({
      success: true,
      agreement: { id: agreementId, content: current, role: 'viewer' },
    })
    const before = await eventCount(agreementId)
    const refused = await edit(viewer, {
      agreementId,
      editRequest: 'change the rent to 30000',
      currentContent: current,
    })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ success: false, title: 'AI Edit Failed' })
    expect(await eventCount(agreementId)).toBe(before)

    const edited = await edit(editor, {
      agreementId,
      editRequest: 'change the rent to 30000',
      currentContent: current,
    })
    expect(edited.status).toBe(200)
    const [event] = await db().query<{ data: { editedBy: string } }>(
      `SELECT data FROM events WHERE stream_id = $1 AND type = 'AgreementAiEdited'`,
      [agreementStreamId(agreementId)],
    )
    expect(event!.data.editedBy).toBe(editor.userId)
  })
})

describe('POST /api/edit-agreement', () => {
  it('edits with the AI and answers {success, editedContent, message}; userEmail is ignored', async () => {
    const { owner, agreementId } = await ownerWithRental()
    const current = (await agreementFor(db(), owner.userId, agreementId))!.content
    const response = await edit(owner, {
      agreementId,
      editRequest: 'change the rent to 30000',
      currentContent: current,
      userEmail: 'someone-else@example.in',
    })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toEqual({
      success: true,
      editedContent: expect.stringContaining('₹30,000 (Rupees Thirty Thousand only)'),
      message: expect.stringMatching(/^Changed Monthly Rent/),
      version: 2,
    })
    expect((await agreementFor(db(), owner.userId, agreementId))!.content).toBe(body.editedContent)
    const [event] = await db().query<{
      type: string
      data: { instruction: string; provider: string; editedBy: string }
    }>('SELECT type, data FROM events WHERE stream_id = $1 AND stream_version = 2', [
      agreementStreamId(agreementId),
    ])
    expect(event).toMatchObject({
      type: 'AgreementAiEdited',
      data: { instruction: 'change the rent to 30000', provider: 'offline', editedBy: owner.userId },
    })
  })

  it('answers 409 when currentContent is not the stored text, and edits nothing', async () => {
    const { owner, agreementId } = await ownerWithRental()
    const current = (await agreementFor(db(), owner.userId, agreementId))!.content
    await runAgreementCommand(db(), actingAs(owner.userId), agreementId, {
      type: 'EditAgreement',
      data: { content: `${current}\nA later change.`, actorId: owner.userId, now: new Date() },
    })
    const response = await edit(owner, {
      agreementId,
      editRequest: 'change the rent to 30000',
      currentContent: current,
    })
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ success: false, error: STALE_CONTENT, title: 'Edit conflict' })
    expect(await eventCount(agreementId)).toBe(2)
    // A browser's CRLF line ends are the same text.
    const crlf = `${current}\nA later change.`.replace(/\n/g, '\r\n')
    // (A hand edit dropped the drafted structure, so the offline engine replaces words.)
    expect(
      (await edit(owner, { agreementId, editRequest: 'replace "Baner" with "Aundh"', currentContent: crlf }))
        .status,
    ).toBe(200)
  })

  it('answers failures as {success: false, error}: empty request, no content, what the AI cannot do, a trial document', async () => {
    const { owner, agreementId } = await ownerWithRental()
    const current = (await agreementFor(db(), owner.userId, agreementId))!.content
    const empty = await edit(owner, { agreementId, editRequest: ' ', currentContent: current })
    expect(empty.status).toBe(400)
    expect(await empty.json()).toMatchObject({
      success: false,
      error: DESCRIBE_CHANGES,
      title: 'Edit Request Required',
    })
    const nothing = await edit(owner, {
      agreementId,
      editRequest: 'change the rent to 30000',
      currentContent: '',
    })
    expect(nothing.status).toBe(400)
    expect(await nothing.json()).toMatchObject({
      success: false,
      error: NO_CONTENT,
      title: 'No agreement available',
    })
    const cannot = await edit(owner, { agreementId, editRequest: 'make it rhyme', currentContent: current })
    expect(cannot.status).toBe(422)
    expect(await cannot.json()).toMatchObject({
      success: false,
      title: 'AI Edit Failed',
      error: expect.stringMatching(/offline drafting engine/),
      suggestions: expect.any(Array),
    })
    const malformed = await edit(owner, { agreementId, editRequest: 42, currentContent: current })
    expect(malformed.status).toBe(400)
    expect(await eventCount(agreementId)).toBe(1)

    const trial = await ownerWithRental('trial@example.in', false)
    const trialText = (await agreementFor(db(), trial.owner.userId, trial.agreementId))!.content
    const refused = await edit(trial.owner, {
      agreementId: trial.agreementId,
      editRequest: 'change the rent to 30000',
      currentContent: trialText,
    })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ success: false })
  })

  it("answers another user's id, a missing one and a malformed one with the same 404; no credentials with 401", async () => {
    const { owner, agreementId } = await ownerWithRental()
    const current = (await agreementFor(db(), owner.userId, agreementId))!.content
    const stranger = await signedIn('stranger@example.in')
    await grantProfessional(db(), 'stranger@example.in')
    for (const id of [agreementId, crypto.randomUUID(), 'not-a-uuid']) {
      const response = await edit(stranger, {
        agreementId: id,
        editRequest: 'change the rent to 30000',
        currentContent: current,
      })
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: 'Not found', success: false })
    }
    const anonymous = await edit(client(), {
      agreementId,
      editRequest: 'change the rent to 30000',
      currentContent: current,
    })
    expect(anonymous.status).toBe(401)
    expect((await call(owner.request('GET', '/api/edit-agreement'))).status).toBe(405)
    expect(await eventCount(agreementId)).toBe(1)
  })
})
