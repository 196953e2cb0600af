import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createOfflineProvider } from '#domain/ai/index.ts'
import { agreementStreamId } from '#domain/agreement/index.ts'
import { readStream } from '#events/read.server.ts'
import { agreementFor, versionsOf } from '#events/projections/agreements.ts'
import { generateAgreement } from '#app/features/chat/generation.server.ts'
import { runAgreementCommand } from '#app/features/documents/commands.server.ts'
import { loader as documentLoader } from '#app/routes/app.documents.$id._index.tsx'
import { action as editAction } from '#app/routes/app.documents.$id.edit.tsx'
import { useTestDatabase } from '#tests/support/db.ts'
import { CONTEXT, settle } from '#tests/support/requests.ts'
import { signedIn } from '#tests/support/accounts.ts'
import { grantProfessional } from '#tests/support/subscription.ts'
import { actingAs } from '#tests/support/actor.ts'

const db = useTestDatabase()

const DETAILS = {
  landlordName: 'Anil Mehta',
  tenantName: 'Vikram Shah',
  propertyAddress: 'Flat 402, Sea Breeze CHS, Linking Road, Bandra West, Mumbai 400050',
  monthlyRent: '25,000',
  securityDeposit: '₹75,000',
  leasePeriod: '11',
}
const args = (request: Request, params: Record<string, string> = {}) => ({
  request,
  context: { ...CONTEXT },
  params,
})

async function owner(email: string, professional = true) {
  const b = await signedIn(email)
  if (professional) await grantProfessional(db(), email)
  const [user] = await db().query<{ id: string }>('SELECT id::text AS id FROM users WHERE email = $1', [
    email,
  ])
  const outcome = await generateAgreement(db(), createOfflineProvider(), {
    owner: actingAs(user!.id),
    templateId: 'rental-agreement',
    details: DETAILS,
  })
  if (!outcome.ok) throw new Error(outcome.message)
  return { b, userId: user!.id, agreementId: outcome.agreementId }
}

const load = async (b: Awaited<ReturnType<typeof signedIn>>, path: string, id: string) =>
  settle(() => documentLoader(args(b.get(path), { id })))

const save = (b: Awaited<ReturnType<typeof signedIn>>, id: string, fields: Record<string, string>) =>
  settle(() => editAction(args(b.post(`/app/documents/${id}/edit`, { csrf: b.csrf, ...fields }), { id })))

describe('the document page', () => {
  it('shows a Professional document with its header computed from the text, on the tab the URL names', async () => {
    const { b, agreementId } = await owner('pro@example.in')
    const page = await (await load(b, `/app/documents/${agreementId}`, agreementId)).json()
    expect(page).toMatchObject({
      title: 'Leave and Licence Agreement',
      access: 'full',
      tab: 'document',
      generated: 'just now',
    })
    expect(page.risk.level).toMatch(/^(Low|Medium|High)$/)
    expect(page.assessment.compliance).toBeGreaterThanOrEqual(90)
    expect(page.keyTerms.more).toBe(0)
    expect(page.keyTerms.shown.length).toBeGreaterThan(3)
    expect(page.analytics).toBeNull()

    const analytics = await (await load(b, `/app/documents/${agreementId}?tab=analytics`, agreementId)).json()
    expect(analytics.tab).toBe('analytics')
    expect(analytics.analytics.analysis.status).toBe('analysed')
    expect(analytics.analytics.checklist.map((c: { label: string }) => c.label).join(' ')).toMatch(
      /Stamp duty payable/,
    )
    // An unknown tab is the Document tab, not an error.
    expect((await (await load(b, `/app/documents/${agreementId}?tab=nope`, agreementId)).json()).tab).toBe(
      'document',
    )
  })

  it('the risk badge follows the text: an edit that adds a void restraint raises it', async () => {
    const { b, agreementId } = await owner('risk@example.in')
    const before = await (await load(b, `/app/documents/${agreementId}`, agreementId)).json()
    const edited = `${before.content}\n\n21. ARBITRATION\nAll disputes shall be decided by a sole arbitrator appointed by the Licensor alone.`
    expect((await save(b, agreementId, { content: edited, version: String(before.version) })).status).toBe(
      302,
    )
    const after = await (await load(b, `/app/documents/${agreementId}`, agreementId)).json()
    expect(after.risk.score).toBeGreaterThan(before.risk.score)
  })

  it('a trial document is the preview: three key terms and how many more, no other tab', async () => {
    const { b, agreementId } = await owner('trial@example.in', false)
    const page = await (await load(b, `/app/documents/${agreementId}?tab=analytics`, agreementId)).json()
    expect(page.access).toBe('preview')
    expect(page.tab).toBe('document')
    expect(page.keyTerms.shown).toHaveLength(3)
    expect(page.keyTerms.more).toBeGreaterThan(0)
  })

  it('another user’s document and a missing one get the same 404', async () => {
    const { agreementId } = await owner('a@example.in')
    const stranger = await signedIn('b@example.in')
    const theirs = await load(stranger, `/app/documents/${agreementId}`, agreementId)
    const missing = await load(stranger, `/app/documents/${crypto.randomUUID()}`, crypto.randomUUID())
    const junk = await load(stranger, `/app/documents/not-a-uuid`, 'not-a-uuid')
    for (const r of [theirs, missing, junk]) {
      expect(r.status).toBe(404)
      expect(await r.text()).toBe(
        await (await load(stranger, `/app/documents/${crypto.randomUUID()}`, crypto.randomUUID())).text(),
      )
    }
  })
})

describe('saving an edit', () => {
  it('appends AgreementEdited with the actor and redirects back with "Document Updated!"', async () => {
    const { b, userId, agreementId } = await owner('edit@example.in')
    const { content, version } = (await agreementFor(db(), userId, agreementId))!
    const response = await save(b, agreementId, {
      content: content.replace('₹25,000', '₹27,500'),
      version: String(version),
      returnTo: `/app/documents/${agreementId}?tab=document`,
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`/app/documents/${agreementId}?tab=document`)
    const events = await readStream(db(), agreementStreamId(agreementId))
    expect(events.at(-1)).toMatchObject({
      type: 'AgreementEdited',
      data: { editedBy: userId },
      metadata: { actorId: userId },
    })
    expect((await agreementFor(db(), userId, agreementId))!.content).toContain('₹27,500')
    expect((await versionsOf(db(), agreementId)).map((v) => v.eventType)).toEqual([
      'AgreementGenerated',
      'AgreementEdited',
    ])
  })

  it('a save from a stale version is a 409 that keeps both texts, and "save mine on top" then works', async () => {
    const { b, userId, agreementId } = await owner('race@example.in')
    const { content, version } = (await agreementFor(db(), userId, agreementId))!
    // Two tabs opened at the same version; the first saves.
    expect(
      (await save(b, agreementId, { content: `${content}\n\nFIRST`, version: String(version) })).status,
    ).toBe(302)
    const stale = await save(b, agreementId, { content: `${content}\n\nSECOND`, version: String(version) })
    expect(stale.status).toBe(409)
    const body = await stale.json()
    // The form contract, with both texts: the user's as typed, the newer one and its version.
    expect(body).toEqual({
      intent: 'edit',
      fieldErrors: {},
      formError:
        'Someone saved a newer version while you were editing. Your text is kept below, beside theirs.',
      values: {
        content: `${content}\n\nSECOND`,
        version: String(version),
        returnTo: `/app/documents/${agreementId}`,
      },
      details: { theirs: `${content}\n\nFIRST`, version: version + 1 },
    })
    expect((await agreementFor(db(), userId, agreementId))!.content).toMatch(/FIRST$/)
    // Saving on top uses the newer version the 409 gave.
    expect(
      (await save(b, agreementId, { content: body.values.content, version: String(body.details.version) }))
        .status,
    ).toBe(302)
    expect((await agreementFor(db(), userId, agreementId))!.content).toMatch(/SECOND$/)
    expect((await versionsOf(db(), agreementId)).map((v) => v.content.slice(-6))).toEqual([
      content.slice(-6),
      '\nFIRST',
      'SECOND',
    ])
  })

  it('refuses an empty text with 400, keeping what was typed; a foreign return address is ignored', async () => {
    const { b, userId, agreementId } = await owner('empty@example.in')
    const { version } = (await agreementFor(db(), userId, agreementId))!
    const empty = await save(b, agreementId, { content: '   ', version: String(version) })
    expect(empty.status).toBe(400)
    expect(await empty.json()).toEqual({
      intent: 'edit',
      fieldErrors: { content: 'The document cannot be empty.' },
      formError: null,
      values: { content: '   ', version: String(version), returnTo: `/app/documents/${agreementId}` },
    })
    const offsite = await save(b, agreementId, {
      content: 'Short text',
      version: String(version),
      returnTo: 'https://evil.example/x',
    })
    expect(offsite.headers.get('location')).toBe(`/app/documents/${agreementId}`)
  })

  it('a stranger, a trial owner and a forged form change nothing', async () => {
    const { userId, agreementId } = await owner('mine@example.in')
    const { version } = (await agreementFor(db(), userId, agreementId))!
    const stranger = await signedIn('stranger@example.in')
    expect(
      (await save(stranger, agreementId, { content: 'hijacked', version: String(version) })).status,
    ).toBe(404)
    const forged = await settle(() =>
      editAction(
        args(
          stranger.post(`/app/documents/${agreementId}/edit`, { csrf: 'wrong', content: 'x', version: '1' }),
          { id: agreementId },
        ),
      ),
    )
    expect(forged.status).toBe(403)
    const trial = await owner('trial-edit@example.in', false)
    expect((await save(trial.b, trial.agreementId, { content: 'edited', version: '1' })).status).toBe(403)
    expect((await readStream(db(), agreementStreamId(agreementId))).map((e) => e.type)).toEqual([
      'AgreementGenerated',
    ])
  })
})

describe('collaborators on the page and the save', () => {
  const collaborate = async (
    agreementId: string,
    ownerId: string,
    command: 'add' | 'viewer' | 'remove',
    email: string,
    collaboratorId: string,
    inviteeUserId: string | null = null,
  ) => {
    const actor = { id: ownerId, email: 'team-owner@example.in', name: 'Owner' }
    const now = new Date()
    const data =
      command === 'add'
        ? {
            type: 'AddCollaborator' as const,
            data: {
              collaboratorId,
              email,
              name: 'Esha',
              role: 'editor' as const,
              ownerEmail: actor.email,
              inviteeUserId,
              actor,
              now,
            },
          }
        : command === 'viewer'
          ? {
              type: 'ChangeCollaboratorRole' as const,
              data: { collaboratorId, role: 'viewer' as const, actor, now },
            }
          : { type: 'RemoveCollaborator' as const, data: { collaboratorId, actor, now } }
    await runAgreementCommand(db(), actingAs(ownerId), agreementId, data)
  }

  it('an editor edits; demoted to viewer the next save is 403 with the text kept; removed, the document does not exist for them', async () => {
    const { userId, agreementId } = await owner('team-owner@example.in')
    const collaboratorId = crypto.randomUUID()
    const esha = await signedIn('esha@example.in')
    const [eshaAccount] = await db().query<{ id: string }>(
      "SELECT id::text AS id FROM users WHERE email = 'esha@example.in'",
    )
    await collaborate(agreementId, userId, 'add', 'Esha@Example.in', collaboratorId, eshaAccount!.id)
    const page = await (await load(esha, `/app/documents/${agreementId}`, agreementId)).json()
    expect(page).toMatchObject({ role: 'editor', access: 'full' })
    expect(
      (
        await save(esha, agreementId, {
          content: `${page.content}\n\nBY ESHA`,
          version: String(page.version),
        })
      ).status,
    ).toBe(302)

    await collaborate(agreementId, userId, 'viewer', '', collaboratorId)
    const stale = await save(esha, agreementId, { content: 'viewer text', version: String(page.version + 1) })
    expect(stale.status).toBe(403)
    expect(await stale.json()).toMatchObject({
      intent: 'edit',
      fieldErrors: {},
      values: { content: 'viewer text' },
    })
    expect((await (await load(esha, `/app/documents/${agreementId}`, agreementId)).json()).role).toBe(
      'viewer',
    )

    await collaborate(agreementId, userId, 'remove', '', collaboratorId)
    const gone = await load(esha, `/app/documents/${agreementId}`, agreementId)
    expect(gone.status).toBe(404)
    expect((await save(esha, agreementId, { content: 'x', version: '9' })).status).toBe(404)
    const events = await readStream(db(), agreementStreamId(agreementId))
    expect(events.map((e) => e.type)).toEqual([
      'AgreementGenerated',
      'CollaboratorAdded',
      'AgreementEdited',
      'CollaboratorRoleChanged',
      'CollaboratorRemoved',
    ])
    expect(events[2]!.metadata).toMatchObject({
      actorId: (
        await db().query<{ id: string }>("SELECT id::text AS id FROM users WHERE email = 'esha@example.in'")
      )[0]!.id,
    })
  })
})
