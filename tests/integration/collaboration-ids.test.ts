import { describe, expect, it } from 'vitest'
import { agreementStreamId } from '#domain/agreement/index.ts'
import { readStream } from '#events/read.server.ts'
import { action as sharedAction, loader as sharedLoader } from '#app/routes/document.$id.tsx'
import type { CollaborationRefusal, SharedDocumentPage } from '#app/features/collaboration/contract.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { settle } from '#tests/support/requests.ts'
import { call, client } from '#tests/support/api.ts'
import { ownerWithDocument, routeArgs, verifiedAccount, type Account } from '#tests/support/collaboration.ts'

// Ids and e-mails as forms and API bodies send them, whatever they hold: an id that names
// nothing on this document is the one "Document Not Found" (never a 500), an e-mail that is
// not an address is a 400 with what was typed, and a collaborator someone else removed a
// moment ago is answered beside the row, not with a page that says the document is gone.

const db = useTestDatabase()

const post = (who: Account, id: string, fields: Record<string, string>) =>
  settle(() => sharedAction(routeArgs(who.b.post(`/document/${id}`, fields), { id })))
const sharedPage = async (who: Account, id: string) =>
  (await (
    await settle(() => sharedLoader(routeArgs(who.b.get(`/document/${id}`), { id })))
  ).json()) as SharedDocumentPage
const api = (who: Account, method: string, path: string, body?: unknown) =>
  call(client(undefined, who.b.jar.header()).request(method, path, body))
const types = async (id: string) => (await readStream(db(), agreementStreamId(id))).map((e) => e.type)

const NOT_UUIDS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'not-an-id', '12345']

describe('ids that are not this document’s', () => {
  it('prototype names and other non-uuids in a form are "Document Not Found", and nothing is recorded', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const id = owner.agreementId
    expect(
      (await post(owner, id, { intent: 'add-collaborator', email: 'viewer@example.in', name: 'V' })).status,
    ).toBe(302)
    expect((await post(owner, id, { intent: 'comment', content: 'First' })).status).toBe(302)
    // Verifying the invited address makes the account the viewer: the ids, not the role, are refused.
    const viewer = await verifiedAccount(db(), 'viewer@example.in')
    expect(
      (await settle(() => sharedLoader(routeArgs(viewer.b.get(`/document/${id}`), { id })))).status,
    ).toBe(200)
    const before = await types(id)
    for (const key of NOT_UUIDS) {
      for (const [who, fields] of [
        [viewer, { intent: 'comment', content: 'hi', parentId: key }],
        [viewer, { intent: 'resolve', commentId: key }],
        [viewer, { intent: 'reopen', commentId: key }],
        [owner, { intent: 'change-role', collaboratorId: key, role: 'editor' }],
        [owner, { intent: 'remove-collaborator', collaboratorId: key }],
      ] as const) {
        const response = await post(who, id, fields)
        expect([key, fields.intent, response.status]).toEqual([key, fields.intent, 404])
        expect(await response.json()).toBe('Document Not Found')
      }
    }
    expect(await types(id)).toEqual(before)
  })

  it('…and in the JSON API, the same 404 as any unknown id', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const id = owner.agreementId
    const before = await types(id)
    for (const key of NOT_UUIDS) {
      for (const [method, path, body] of [
        ['POST', `/api/documents/${id}/comments`, { content: 'x', parentId: key }],
        ['PATCH', `/api/documents/${id}/comments/${encodeURIComponent(key)}`, { resolved: true }],
        ['PATCH', `/api/documents/${id}/collaborators/${encodeURIComponent(key)}`, { role: 'admin' }],
        ['DELETE', `/api/documents/${id}/collaborators/${encodeURIComponent(key)}`, undefined],
      ] as const) {
        const response = await api(owner, method, path, body)
        expect([key, method, path.split('/')[4], response.status]).toEqual([
          key,
          method,
          path.split('/')[4],
          404,
        ])
        expect(await response.json()).toEqual({ error: 'Not found', success: false })
      }
    }
    expect(await types(id)).toEqual(before)
  })
})

describe('an e-mail that is not an address', () => {
  it('the form answers 400 "Please enter a valid email address" and keeps what was typed', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    for (const email of ['a', 'ab', 'esha@', 'esha at example.in']) {
      const response = await post(owner, owner.agreementId, {
        intent: 'add-collaborator',
        email,
        name: 'Esha',
        role: 'editor',
      })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        intent: 'add-collaborator',
        fieldErrors: { email: 'Please enter a valid email address' },
        formError: null,
        values: { email, name: 'Esha', role: 'editor' },
      })
    }
    expect(await types(owner.agreementId)).toEqual(['AgreementGenerated'])
  })

  it('the API answers 400 with the same sentence', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const response = await api(owner, 'POST', `/api/documents/${owner.agreementId}/collaborators`, {
      email: 'a',
      name: 'X',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Please enter a valid email address', success: false })
    expect(await types(owner.agreementId)).toEqual(['AgreementGenerated'])
  })
})

describe('a collaborator removed a moment ago (a stale page)', () => {
  it('changing their role or removing them again is a 409 beside the row, with the choice kept — not the page’s "Document Not Found"', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const id = owner.agreementId
    expect(
      (await post(owner, id, { intent: 'add-collaborator', email: 'x@example.in', name: 'X' })).status,
    ).toBe(302)
    const x = (await sharedPage(owner, id)).collaboration!.collaborators[0]!
    expect((await post(owner, id, { intent: 'remove-collaborator', collaboratorId: x.id })).status).toBe(302)

    const role = await post(owner, id, { intent: 'change-role', collaboratorId: x.id, role: 'editor' })
    expect(role.status).toBe(409)
    expect((await role.json()) as CollaborationRefusal).toEqual({
      intent: 'change-role',
      fieldErrors: {},
      formError: 'This collaborator was already removed',
      values: { collaboratorId: x.id, role: 'editor' },
    })
    const again = await post(owner, id, { intent: 'remove-collaborator', collaboratorId: x.id })
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({
      intent: 'remove-collaborator',
      fieldErrors: {},
      formError: 'This collaborator was already removed',
      values: { collaboratorId: x.id },
    })

    const viaApi = await api(owner, 'DELETE', `/api/documents/${id}/collaborators/${x.id}`)
    expect(viaApi.status).toBe(409)
    expect(await viaApi.json()).toEqual({ error: 'This collaborator was already removed', success: false })
    expect(await types(id)).toEqual(['AgreementGenerated', 'CollaboratorAdded', 'CollaboratorRemoved'])
  })
})
