import { describe, expect, it } from 'vitest'
import { agreementStreamId } from '#domain/agreement/index.ts'
import { agreementFor, chatMessages } from '#events/projections/index.ts'
import { UPGRADE_REPLY } from '#app/features/chat/chat.server.ts'
import { readStream } from '#events/read.server.ts'
import { loader as appLoader, action as appAction } from '#app/routes/app._index.tsx'
import { action as builderAction } from '#app/routes/app.templates.$id.tsx'
import { loader as documentLoader } from '#app/routes/app.documents.$id._index.tsx'
import { loader as historyLoader } from '#app/routes/app.documents.$id.history.tsx'
import { loader as templatesApiLoader } from '#app/routes/api.templates.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { settle } from '#tests/support/requests.ts'
import { grantProfessional } from '#tests/support/subscription.ts'
import { account, routeArgs, type Account } from '#tests/support/collaboration.ts'

// A saved custom template used in the chat, through the routes and the one command path:
// "My Templates" starts the chat, each field is asked with its conditions and checks,
// "yes" generates through the gate into the library, and the document records the
// template and version it came from (history, analysis, execution checklist).

const db = useTestDatabase()

async function ok(who: Account, id: string, fields: Record<string, string>) {
  const response = await settle(() =>
    builderAction(routeArgs(who.b.post(`/app/templates/${id}`, fields), { id })),
  )
  if (response.status !== 302)
    throw new Error(`${fields.intent}: ${response.status} ${await response.text()}`)
}

async function savedTemplate(who: Account, steps: Record<string, string>[]): Promise<string> {
  const created = await settle(() =>
    appAction(routeArgs(who.b.post('/app?index&view=templates', { intent: 'new-template' }))),
  )
  const id = /\/app\/templates\/([0-9a-f-]{36})$/.exec(created.headers.get('location') ?? '')?.[1] ?? ''
  for (const step of [...steps, { intent: 'save' }]) await ok(who, id, step)
  return id
}

const LICENCE: Record<string, string>[] = [
  { intent: 'details', name: 'Room licence', description: 'A room in a shared flat.', category: 'Property' },
  { intent: 'add-field', name: 'licensee', label: 'Licensee', type: 'text', required: 'on', minLength: '2' },
  { intent: 'add-field', name: 'fee', label: 'Monthly fee', type: 'number', required: 'on', min: '1000' },
  { intent: 'add-field', name: 'pets', label: 'Pets allowed', type: 'checkbox' },
  {
    intent: 'add-field',
    name: 'petNote',
    label: 'Pet note',
    type: 'textarea',
    conditionField: 'pets',
    conditionValue: 'yes',
  },
  {
    intent: 'body',
    bodyKind: 'text',
    text: 'ROOM LICENCE\n\nThe licensee {{licensee}} pays ₹{{fee}} a month.{{#if pets}}\n\nPets: {{petNote}}.{{/if}}',
  },
]

async function pick(who: Account, templateId: string) {
  return settle(() =>
    appAction(
      routeArgs(who.b.post('/app', { intent: 'pick-custom-template', customTemplateId: templateId })),
    ),
  )
}

async function say(who: Account, sessionId: string, message: string) {
  return settle(() => appAction(routeArgs(who.b.post('/app', { intent: 'send', sessionId, message }))))
}

const sessionOf = (response: Response) =>
  /session=([0-9a-f-]{36})/.exec(response.headers.get('location') ?? '')?.[1] ?? ''
const lastReply = async (sessionId: string) => (await chatMessages(db(), sessionId)).at(-1)!.content

describe('using a saved custom template in the chat', () => {
  it('lists it, asks its shown fields with their checks, and generates on "yes" a document that says where it came from', async () => {
    const owner = await account(db(), 'user@example.in')
    await grantProfessional(db(), owner.email)
    const templateId = await savedTemplate(owner, LICENCE)

    // "My Templates" in the sidebar, and the API with the fields.
    const page = await settle(() => appLoader(routeArgs(owner.b.get('/app'))))
    const data = (await page.json()) as { myTemplates: { id: string; name: string; version: number }[] }
    expect(data.myTemplates).toEqual([
      { id: templateId, name: 'Room licence', category: 'Property', version: 1 },
    ])
    const api = await settle(() => templatesApiLoader(routeArgs(owner.b.get('/api/templates'))))
    const listed = (await api.json()) as {
      templates: { id: string }[]
      customTemplates: { id: string; version: number; fields: { name: string; condition: unknown }[] }[]
    }
    expect(listed.templates.some((t) => t.id === 'rental-agreement')).toBe(true)
    expect(listed.customTemplates).toHaveLength(1)
    expect(listed.customTemplates[0]).toMatchObject({ id: templateId, version: 1 })
    expect(listed.customTemplates[0]!.fields.map((f) => f.name)).toEqual([
      'licensee',
      'fee',
      'pets',
      'petNote',
    ])
    expect(listed.customTemplates[0]!.fields[3]!.condition).toEqual({ field: 'pets', equals: 'yes' })

    const started = await pick(owner, templateId)
    expect(started.status).toBe(302)
    const sessionId = sessionOf(started)
    expect(await lastReply(sessionId)).toContain('Licensee?')

    // A change saved after the chat began does not reach it: it is pinned to version 1.
    await ok(owner, templateId, {
      intent: 'details',
      name: 'Room licence v2',
      description: '',
      category: 'Property',
    })
    await ok(owner, templateId, { intent: 'save' })

    await say(owner, sessionId, 'A')
    expect(await lastReply(sessionId)).toBe('That did not work: At least 2 characters.\n\nLicensee?')
    await say(owner, sessionId, 'Asha Rao')
    await say(owner, sessionId, '500')
    expect(await lastReply(sessionId)).toMatch(/^That did not work: At least 1000\./)
    await say(owner, sessionId, '15,000')
    await say(owner, sessionId, 'no')
    // Pets unticked: the pet note is never asked; the summary waits for "yes".
    const summary = await lastReply(sessionId)
    expect(summary).toContain('Here is what I have for your Room licence:')
    expect(summary).not.toContain('Pet note')
    expect(summary).toContain('Reply "yes" to generate the Room licence')

    const generated = await say(owner, sessionId, 'yes')
    expect(generated.status).toBe(302)
    const agreementId = /\/app\/documents\/([0-9a-f-]{36})$/.exec(
      generated.headers.get('location') ?? '',
    )?.[1]
    expect(agreementId).toBeDefined()
    expect(await lastReply(sessionId)).toMatch(
      /^I've generated your Room licence \(1 page\)\. It is in your Document Library\./,
    )

    const agreement = await agreementFor(db(), owner.userId, agreementId!)
    expect(agreement).toMatchObject({ title: 'Room licence', templateId: 'custom', access: 'full' })
    expect(agreement!.content).toBe('ROOM LICENCE\n\nThe licensee Asha Rao pays ₹15,000 a month.')
    const [event] = await readStream(db(), agreementStreamId(agreementId!), { maxCount: 1 })
    expect(event).toMatchObject({
      type: 'AgreementGenerated',
      data: { fromTemplate: { templateId, version: 1, name: 'Room licence' }, chatSessionId: sessionId },
    })

    const history = await settle(() =>
      historyLoader(routeArgs(owner.b.get(`/app/documents/${agreementId}/history`), { id: agreementId! })),
    )
    expect(await history.text()).toContain('from the template “Room licence” (version 1)')

    const analytics = await settle(() =>
      documentLoader(
        routeArgs(owner.b.get(`/app/documents/${agreementId}?tab=analytics`), { id: agreementId! }),
      ),
    )
    const doc = (await analytics.json()) as {
      analytics: { analysis: { status: string }; checklist: { label: string; detail: string }[] | null }
    }
    expect(doc.analytics.analysis.status).toBe('analysed')
    expect(doc.analytics.checklist?.map((c) => c.detail).join('\n')).toContain('[verify]')
  })

  it('drafts a body that extends a built-in template with its own checklist, and the extra fields as Particulars', async () => {
    const owner = await account(db(), 'extends@example.in')
    await grantProfessional(db(), owner.email)
    const text = (name: string, label: string) => ({
      intent: 'add-field',
      name,
      label,
      type: 'text',
      required: 'on',
    })
    const templateId = await savedTemplate(owner, [
      { intent: 'details', name: 'Pune flat licence', description: '', category: 'Property' },
      text('landlordName', 'Landlord'),
      text('tenantName', 'Tenant'),
      { intent: 'add-field', name: 'propertyAddress', label: 'Address', type: 'textarea', required: 'on' },
      { intent: 'add-field', name: 'monthlyRent', label: 'Rent', type: 'number', required: 'on' },
      { intent: 'add-field', name: 'securityDeposit', label: 'Deposit', type: 'number', required: 'on' },
      {
        intent: 'add-field',
        name: 'leasePeriod',
        label: 'Months',
        type: 'number',
        required: 'on',
        max: '11',
      },
      { intent: 'add-field', name: 'parkingSlot', label: 'Parking slot', type: 'text' },
      { intent: 'body', bodyKind: 'extends', templateId: 'rental-agreement' },
    ])
    const sessionId = sessionOf(await pick(owner, templateId))
    for (const answer of [
      'Priya Sharma',
      'Ravi Kumar',
      'Flat 12, Shanti Apartments, Baner, Pune 411045',
      '25000',
      '100000',
      '12',
    ])
      await say(owner, sessionId, answer)
    expect(await lastReply(sessionId)).toMatch(/^That did not work: At most 11\./)
    await say(owner, sessionId, '11')
    await say(owner, sessionId, 'P-14')
    const generated = await say(owner, sessionId, 'yes')
    const agreementId = /\/app\/documents\/([0-9a-f-]{36})$/.exec(
      generated.headers.get('location') ?? '',
    )?.[1]
    const agreement = await agreementFor(db(), owner.userId, agreementId!)
    expect(agreement).toMatchObject({ templateId: 'rental-agreement', access: 'full' })
    expect(agreement!.content).toContain('PRIYA SHARMA')
    expect(agreement!.content).toContain('Parking slot: P-14')
    const analytics = await settle(() =>
      documentLoader(
        routeArgs(owner.b.get(`/app/documents/${agreementId}?tab=analytics`), { id: agreementId! }),
      ),
    )
    const doc = (await analytics.json()) as { analytics: { checklist: { detail: string }[] | null } }
    // The drafted rental agreement's own checklist (stamp duty, registration), not the generic one.
    expect(doc.analytics.checklist?.length).toBeGreaterThan(0)
    expect(doc.analytics.checklist?.map((c) => c.detail).join('\n')).not.toContain('[verify] The article')
  })

  it('the gate refuses a trial user’s second document; after upgrading, "yes" in the same chat generates it', async () => {
    const user = await account(db(), 'trial@example.in')
    const templateId = await savedTemplate(user, LICENCE)
    const answer = async (sessionId: string) => {
      for (const text of ['Asha Rao', '15000', 'no']) await say(user, sessionId, text)
      return say(user, sessionId, 'yes')
    }
    const first = await answer(sessionOf(await pick(user, templateId)))
    expect(first.headers.get('location')).toMatch(/^\/app\/documents\//)
    const sessionId = sessionOf(await pick(user, templateId))
    const refused = await answer(sessionId)
    expect(refused.headers.get('location')).toBe(`/app?session=${sessionId}&upgrade=1#latest`)
    expect(await lastReply(sessionId)).toBe(UPGRADE_REPLY)
    await grantProfessional(db(), user.email)
    const generated = await say(user, sessionId, 'yes')
    expect(generated.headers.get('location')).toMatch(/^\/app\/documents\/[0-9a-f-]{36}$/)
  })

  it('another user’s, a deleted and a missing template are the same 404; a chat on one deleted meanwhile stops', async () => {
    const owner = await account(db(), 'owner2@example.in')
    const stranger = await account(db(), 'stranger@example.in')
    const templateId = await savedTemplate(owner, LICENCE)
    const theirs = await pick(stranger, templateId)
    const missing = await pick(stranger, crypto.randomUUID())
    expect(theirs.status).toBe(404)
    expect(missing.status).toBe(404)
    expect(await theirs.text()).toBe(await missing.text())

    const sessionId = sessionOf(await pick(owner, templateId))
    await ok(owner, templateId, { intent: 'delete-template' })
    expect((await pick(owner, templateId)).status).toBe(404)
    await say(owner, sessionId, 'Asha Rao')
    expect(await lastReply(sessionId)).toMatch(/^The template “Room licence” has been deleted/)
    const after = await settle(() => appLoader(routeArgs(owner.b.get('/app'))))
    expect(((await after.json()) as { myTemplates: unknown[] }).myTemplates).toEqual([])
  })
})
