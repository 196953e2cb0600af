import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { useDatabase } from '#db/client.server.ts'
import type { Db } from '#db/types.ts'
import { action as sharedAction, loader as sharedLoader } from '#app/routes/document.$id.tsx'
import { loader as documentLoader } from '#app/routes/app.documents.$id._index.tsx'
import type { SharedDocumentPage } from '#app/components/collaboration/types.ts'
import type { DocumentPage } from '#app/components/document/types.ts'
import { openTestDb, resetDb } from '#tests/support/db.ts'
import { settle } from '#tests/support/requests.ts'
import { call, client } from '#tests/support/api.ts'
import { account, ownerWithDocument, routeArgs, type Account } from '#tests/support/collaboration.ts'

// A pending invitation is access waiting for whoever signs up with that address, and the
// product cannot prove a mailbox. So the address and role of a pending invitation are shown
// only to those who may manage the team (owner, admins); everyone else sees how many are
// pending, never which address to sign up with.

let db: Db
beforeAll(async () => {
  db = await openTestDb()
  useDatabase(db)
})
afterAll(() => db.close())
beforeEach(() => resetDb(db))

const post = (who: Account, id: string, fields: Record<string, string>) =>
  settle(() => sharedAction(routeArgs(who.b.post(`/document/${id}`, fields), { id })))
const sharedResponse = (who: Account, id: string) => settle(() => sharedLoader(routeArgs(who.b.get(`/document/${id}`), { id })))
const collaboratorsApi = (who: Account, id: string) => call(client(undefined, who.b.jar.header()).request('GET', `/api/documents/${id}/collaborators`))

async function teamWithPendingAdmin() {
  const owner = await ownerWithDocument(db, 'owner@example.in')
  const id = owner.agreementId
  for (const [email, name, role] of [
    ['viewer@example.in', 'Vikram', 'viewer'],
    ['editor@example.in', 'Esha', 'editor'],
    ['admin@example.in', 'Asha', 'admin'],
    ['kate@example.in', 'Kate', 'admin'],
    ['later@example.in', 'Later', 'viewer'],
  ] as const) {
    expect((await post(owner, id, { intent: 'add-collaborator', email, name, role })).status).toBe(302)
  }
  const people = {
    owner,
    viewer: await account(db, 'viewer@example.in'),
    editor: await account(db, 'editor@example.in'),
    admin: await account(db, 'admin@example.in'),
  }
  return { id, ...people }
}

describe('pending invitations', () => {
  it('a viewer or an editor sees the joined team and a count of pending invitations, never their e-mails or roles', async () => {
    const { id, viewer, editor } = await teamWithPendingAdmin()
    for (const who of [viewer, editor]) {
      const response = await sharedResponse(who, id)
      const raw = await response.clone().text()
      expect(raw).not.toContain('kate@example.in')
      expect(raw).not.toContain('later@example.in')
      expect(raw).not.toContain('Kate')
      const page = (await response.json()) as SharedDocumentPage
      expect(page.collaboration!.collaborators.map((c) => [c.email, c.pending])).toEqual([
        ['viewer@example.in', false],
        ['editor@example.in', false],
        ['admin@example.in', false],
      ])
      expect(page.collaboration!.pendingInvitations).toBe(2)
    }
    // The same on the document page's Collaborate tab.
    const tab = (await (await settle(() => documentLoader(routeArgs(viewer.b.get(`/app/documents/${id}?tab=collaborate`), { id })))).json()) as DocumentPage
    expect(JSON.stringify(tab)).not.toContain('kate@example.in')
    expect(tab.collaboration!.pendingInvitations).toBe(2)
  })

  it('the owner and admins see every pending invitation with its e-mail and role, to manage it', async () => {
    const { id, owner, admin } = await teamWithPendingAdmin()
    for (const who of [owner, admin]) {
      const page = (await (await sharedResponse(who, id)).json()) as SharedDocumentPage
      expect(page.collaboration!.collaborators.filter((c) => c.pending).map((c) => [c.email, c.role])).toEqual([
        ['kate@example.in', 'admin'],
        ['later@example.in', 'viewer'],
      ])
      expect(page.collaboration!.pendingInvitations).toBe(2)
    }
  })

  it('GET /api/documents/:id/collaborators: no "invited" entry for a viewer or an editor, only the count; all of them for the owner and admins', async () => {
    const { id, owner, admin, viewer, editor } = await teamWithPendingAdmin()
    for (const who of [viewer, editor]) {
      const response = await collaboratorsApi(who, id)
      expect(response.status).toBe(200)
      const raw = await response.text()
      expect(raw).not.toContain('kate@example.in')
      const body = JSON.parse(raw) as { collaborators: { email: string; status: string }[]; pendingInvitations: number }
      expect(body.collaborators.map((c) => c.email)).toEqual(['viewer@example.in', 'editor@example.in', 'admin@example.in'])
      expect(body.collaborators.some((c) => c.status === 'invited')).toBe(false)
      expect(body.pendingInvitations).toBe(2)
    }
    for (const who of [owner, admin]) {
      const body = (await (await collaboratorsApi(who, id)).json()) as { collaborators: { email: string; role: string; status: string }[]; pendingInvitations: number }
      expect(body.collaborators.filter((c) => c.status === 'invited').map((c) => [c.email, c.role])).toEqual([
        ['kate@example.in', 'admin'],
        ['later@example.in', 'viewer'],
      ])
      expect(body.pendingInvitations).toBe(2)
    }
  })

  it('once the invitee signs up, everyone on the team sees them like any other collaborator', async () => {
    const { id, viewer } = await teamWithPendingAdmin()
    await account(db, 'kate@example.in')
    const page = (await (await sharedResponse(viewer, id)).json()) as SharedDocumentPage
    expect(page.collaboration!.collaborators.find((c) => c.email === 'kate@example.in')).toMatchObject({ role: 'admin', pending: false })
    expect(page.collaboration!.pendingInvitations).toBe(1)
  })
})
