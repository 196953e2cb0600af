import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { agreementStreamId } from '#domain/agreement/index.ts'
import { INVITATION_TEXTS, MAX_COMMENT_LENGTH } from '#domain/collaboration/index.ts'
import { readStream } from '#events/read.server.ts'
import { rebuildProjections } from '#events/rebuild.server.ts'
import { takeToast } from '#app/platform/toast.server.ts'
import { action as sharedAction, loader as sharedLoader } from '#app/routes/document.$id.tsx'
import { loader as documentLoader } from '#app/routes/app.documents.$id._index.tsx'
import { loader as workspaceLoader } from '#app/routes/app._index.tsx'
import type { CollaborationRefusal, SharedDocumentPage } from '#app/features/collaboration/contract.ts'
import type { DocumentPage } from '#app/features/documents/contract.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { settle } from '#tests/support/requests.ts'
import {
  account,
  ownerWithDocument,
  routeArgs,
  verifiedAccount,
  type Account,
} from '#tests/support/collaboration.ts'

// The collaboration forms (POST /document/<id>, intent=…) as a browser without JavaScript
// sends them, and what the shared page and the Collaborate tab then show: the team with
// roles and presence, threaded comments, sharing — each checked against the role.

const db = useTestDatabase()

const post = (who: Account, id: string, fields: Record<string, string>) =>
  settle(() => sharedAction(routeArgs(who.b.post(`/document/${id}`, fields), { id })))
const shared = async (who: Account, id: string, search = '') =>
  settle(() => sharedLoader(routeArgs(who.b.get(`/document/${id}${search}`), { id })))
const sharedPage = async (who: Account, id: string, search = '') =>
  (await (await shared(who, id, search)).json()) as SharedDocumentPage
const toastOf = async (response: Response) =>
  (
    await takeToast(
      new Request('http://localhost/', { headers: { cookie: response.headers.get('set-cookie') ?? '' } }),
    )
  ).toast
const types = async (id: string) => (await readStream(db(), agreementStreamId(id))).map((e) => e.type)

async function invite(owner: Account & { agreementId: string }, email: string, name: string, role: string) {
  const response = await post(owner, owner.agreementId, {
    intent: 'add-collaborator',
    email,
    name,
    role,
    returnTo: `/document/${owner.agreementId}`,
  })
  expect(response.status).toBe(302)
  const page = await sharedPage(owner, owner.agreementId)
  return page.collaboration!.collaborators.find((c) => c.email === email.trim().toLowerCase())!
}

describe('adding collaborators', () => {
  it('adds by e-mail and name as a viewer by default, redirects back with the specification’s toast, and lists them', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const response = await post(owner, owner.agreementId, {
      intent: 'add-collaborator',
      email: '  Esha@Example.IN ',
      name: ' Esha Rao ',
      returnTo: `/app/documents/${owner.agreementId}?tab=collaborate`,
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`/app/documents/${owner.agreementId}?tab=collaborate`)
    // No account has verified the address: the toast says the invitation was mailed.
    expect(await toastOf(response)).toMatchObject({
      type: 'success',
      title: 'Success',
      description: INVITATION_TEXTS.invitationMailed,
    })

    const page = await sharedPage(owner, owner.agreementId)
    expect(page.collaboration!.collaborators).toEqual([
      {
        id: expect.any(String),
        name: 'Esha Rao',
        email: 'esha@example.in',
        role: 'viewer',
        online: false,
        pending: true,
        signedUp: false,
        signedUpVerified: false,
        invitationUrl: expect.stringMatching(
          new RegExp(`^http://localhost/invitations/${owner.agreementId}\\.[0-9a-f-]{36}\\.[\\w-]{43}$`),
        ),
      },
    ])
    expect(page.collaboration!.owner).toMatchObject({ email: 'owner@example.in', online: true })
    expect(page.collaboration!.canManage).toBe(true)
    const events = await readStream(db(), agreementStreamId(owner.agreementId))
    expect(events.at(-1)).toMatchObject({
      type: 'CollaboratorAdded',
      data: { email: 'esha@example.in', name: 'Esha Rao', role: 'viewer', addedBy: owner.userId },
    })
  })

  it('"Email and name are required" after trimming, with what was typed kept; nothing is recorded', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    for (const fields of [
      { email: '   ', name: 'Esha' },
      { email: 'esha@example.in', name: '  ' },
      {},
    ] as Record<string, string>[]) {
      const response = await post(owner, owner.agreementId, {
        intent: 'add-collaborator',
        role: 'editor',
        ...fields,
      })
      expect(response.status).toBe(400)
      const body = (await response.json()) as CollaborationRefusal
      expect(body).toEqual({
        intent: 'add-collaborator',
        fieldErrors: {},
        formError: 'Email and name are required',
        values: { role: 'editor', ...fields },
      })
    }
    expect(await types(owner.agreementId)).toEqual(['AgreementGenerated'])
  })

  it('refuses the owner’s own e-mail, someone already on the list (409) and an unknown role', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    await invite(owner, 'esha@example.in', 'Esha', 'editor')
    const self = await post(owner, owner.agreementId, {
      intent: 'add-collaborator',
      email: 'OWNER@example.in',
      name: 'Me',
    })
    expect(self.status).toBe(400)
    expect(await self.json()).toEqual({
      intent: 'add-collaborator',
      fieldErrors: { email: 'The owner already has full access to this document' },
      formError: null,
      values: { email: 'OWNER@example.in', name: 'Me' },
    })
    const twice = await post(owner, owner.agreementId, {
      intent: 'add-collaborator',
      email: 'esha@example.in',
      name: 'Esha again',
    })
    expect(twice.status).toBe(409)
    expect(((await twice.json()) as CollaborationRefusal).fieldErrors).toEqual({
      email: 'esha@example.in is already a collaborator',
    })
    const role = await post(owner, owner.agreementId, {
      intent: 'add-collaborator',
      email: 'x@example.in',
      name: 'X',
      role: 'owner',
    })
    expect(role.status).toBe(400)
    expect(await role.json()).toEqual({
      intent: 'add-collaborator',
      fieldErrors: { role: 'Choose a role: viewer, editor or admin' },
      formError: null,
      values: { email: 'x@example.in', name: 'X', role: 'owner' },
    })
  })

  it('an address whose account has verified it gets the role at once, with the usual toast', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const esha = await verifiedAccount(db(), 'esha@example.in')
    const response = await post(owner, owner.agreementId, {
      intent: 'add-collaborator',
      email: 'Esha@Example.in',
      name: 'Esha',
      role: 'editor',
    })
    expect(await toastOf(response)).toMatchObject({ description: 'Collaborator added successfully' })
    expect(await sharedPage(esha, owner.agreementId)).toMatchObject({
      role: 'editor',
      title: 'Leave and Licence Agreement',
    })
    const listed = (await sharedPage(owner, owner.agreementId)).collaboration!.collaborators[0]!
    expect(listed).toMatchObject({ pending: false, online: true, invitationUrl: null })
  })

  it('editors and viewers see the list but may not change it (403, typed values kept); only the owner and admins manage', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const editor = await verifiedAccount(db(), 'editor@example.in')
    const admin = await verifiedAccount(db(), 'admin@example.in')
    await invite(owner, 'editor@example.in', 'Ed', 'editor')
    await invite(owner, 'admin@example.in', 'Ada', 'admin')

    const page = await sharedPage(editor, owner.agreementId)
    expect(page.collaboration).toMatchObject({ canManage: false, canComment: true, role: 'editor' })
    expect(page.collaboration!.collaborators.map((c) => c.name)).toEqual(['Ed', 'Ada'])
    const refused = await post(editor, owner.agreementId, {
      intent: 'add-collaborator',
      email: 'friend@example.in',
      name: 'Friend',
      role: 'admin',
    })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({
      intent: 'add-collaborator',
      fieldErrors: {},
      formError: 'Only the owner and admins can manage collaborators.',
      values: { email: 'friend@example.in', name: 'Friend', role: 'admin' },
    })

    // An admin manages: adds, changes a role, removes.
    expect(
      (
        await post(admin, owner.agreementId, {
          intent: 'add-collaborator',
          email: 'friend@example.in',
          name: 'Friend',
        })
      ).status,
    ).toBe(302)
    const friend = (await sharedPage(admin, owner.agreementId)).collaboration!.collaborators.find(
      (c) => c.name === 'Friend',
    )!
    expect(
      (
        await post(admin, owner.agreementId, {
          intent: 'change-role',
          collaboratorId: friend.id,
          role: 'editor',
        })
      ).status,
    ).toBe(302)
    expect(
      (await post(admin, owner.agreementId, { intent: 'remove-collaborator', collaboratorId: friend.id }))
        .status,
    ).toBe(302)
    expect(await types(owner.agreementId)).toEqual([
      'AgreementGenerated',
      'CollaboratorAdded',
      'CollaboratorAdded',
      'CollaboratorAdded',
      'CollaboratorRoleChanged',
      'CollaboratorRemoved',
    ])
  })
})

describe('roles change and removal', () => {
  it('a role change applies on the very next request; removal makes the document "Document Not Found" for them', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const user = await verifiedAccount(db(), 'esha@example.in')
    const esha = await invite(owner, 'esha@example.in', 'Esha', 'editor')
    expect((await sharedPage(user, owner.agreementId)).role).toBe('editor')

    const demoted = await post(owner, owner.agreementId, {
      intent: 'change-role',
      collaboratorId: esha.id,
      role: 'viewer',
    })
    expect(demoted.status).toBe(302)
    expect(await toastOf(demoted)).toMatchObject({ description: 'Role changed: they are now a viewer.' })
    expect((await sharedPage(user, owner.agreementId)).role).toBe('viewer')
    const same = await post(owner, owner.agreementId, {
      intent: 'change-role',
      collaboratorId: esha.id,
      role: 'viewer',
    })
    expect(same.status).toBe(400)

    const removed = await post(owner, owner.agreementId, {
      intent: 'remove-collaborator',
      collaboratorId: esha.id,
    })
    expect(removed.status).toBe(302)
    expect(await toastOf(removed)).toMatchObject({
      title: 'Success',
      description: 'Collaborator removed successfully',
    })
    const gone = await shared(user, owner.agreementId)
    const missing = await shared(user, crypto.randomUUID())
    expect(gone.status).toBe(404)
    expect(await gone.text()).toBe(await missing.text())
    // Their forms are answered the same way, and change nothing.
    const comment = await post(user, owner.agreementId, { intent: 'comment', content: 'still here?' })
    expect(comment.status).toBe(404)
    expect(await comment.json()).toBe('Document Not Found')
    expect((await types(owner.agreementId)).filter((t) => t.startsWith('Comment'))).toEqual([])
  })

  it('the owner cannot be removed; another document’s collaborator id is "Document Not Found"', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const other = await ownerWithDocument(db(), 'other@example.in')
    const theirs = await invite(other, 'esha@example.in', 'Esha', 'viewer')
    const ownerRemoval = await post(owner, owner.agreementId, {
      intent: 'remove-collaborator',
      collaboratorId: owner.userId,
    })
    expect(ownerRemoval.status).toBe(404)
    const swapped = await post(owner, owner.agreementId, {
      intent: 'remove-collaborator',
      collaboratorId: theirs.id,
    })
    expect(swapped.status).toBe(404)
    expect(await swapped.json()).toBe('Document Not Found')
    expect((await sharedPage(other, other.agreementId)).collaboration!.collaborators).toHaveLength(1)
  })

  it('a forged form (wrong CSRF token) changes nothing: 403 with the typed values', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const response = await post(owner, owner.agreementId, {
      intent: 'add-collaborator',
      email: 'x@example.in',
      name: 'X',
      csrf: 'forged-token-forged-token-forged-token',
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      intent: 'add-collaborator',
      fieldErrors: {},
      formError: 'Your form expired. Please try again.',
      values: { email: 'x@example.in', name: 'X' },
    })
    expect(await types(owner.agreementId)).toEqual(['AgreementGenerated'])
  })
})

describe('comments', () => {
  it('posts, replies in threads, resolves and reopens, with author names and en-IN times', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const viewer = await verifiedAccount(db(), 'viewer@example.in')
    await invite(owner, 'viewer@example.in', 'Vikram', 'viewer')

    const first = await post(viewer, owner.agreementId, {
      intent: 'comment',
      content: '  Is the deposit refundable?  ',
      returnTo: `/document/${owner.agreementId}`,
    })
    expect(first.status).toBe(302)
    expect(await toastOf(first)).toMatchObject({
      title: 'Success',
      description: 'Comment added successfully',
    })
    let view = (await sharedPage(owner, owner.agreementId)).collaboration!
    expect(view.comments).toHaveLength(1)
    const thread = view.comments[0]!
    expect(thread).toMatchObject({
      authorName: 'viewer',
      content: 'Is the deposit refundable?',
      resolved: false,
      replies: [],
    })
    // en-IN in India time: "22 Nov 2026, 3:45 pm".
    expect(thread.timestamp).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm)$/)

    expect(
      (
        await post(owner, owner.agreementId, {
          intent: 'comment',
          content: 'Yes, within 30 days.',
          parentId: thread.id,
        })
      ).status,
    ).toBe(302)
    expect((await post(viewer, owner.agreementId, { intent: 'resolve', commentId: thread.id })).status).toBe(
      302,
    )
    view = (await sharedPage(viewer, owner.agreementId)).collaboration!
    expect(view.comments[0]).toMatchObject({
      resolved: true,
      replies: [{ authorName: 'owner', content: 'Yes, within 30 days.' }],
    })
    const again = await post(viewer, owner.agreementId, { intent: 'resolve', commentId: thread.id })
    expect(again.status).toBe(400)
    expect((await post(owner, owner.agreementId, { intent: 'reopen', commentId: thread.id })).status).toBe(
      302,
    )
    expect((await sharedPage(owner, owner.agreementId)).collaboration!.comments[0]!.resolved).toBe(false)
    expect((await types(owner.agreementId)).slice(2)).toEqual([
      'CommentAdded',
      'CommentReplied',
      'CommentResolved',
      'CommentReopened',
    ])

    // Rebuilt from the log, the comment threads are the same.
    const before = await db().query('SELECT * FROM agreement_comments ORDER BY created_at, comment_id')
    await rebuildProjections(db())
    expect(await db().query('SELECT * FROM agreement_comments ORDER BY created_at, comment_id')).toEqual(
      before,
    )
  })

  it('"Comment cannot be empty"; over the cap a clear 413; the text is kept either way', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const empty = await post(owner, owner.agreementId, { intent: 'comment', content: '  \n ' })
    expect(empty.status).toBe(400)
    expect(await empty.json()).toEqual({
      intent: 'comment',
      fieldErrors: { content: 'Comment cannot be empty' },
      formError: null,
      values: { content: '  \n ' },
    })
    const long = 'क'.repeat(MAX_COMMENT_LENGTH + 1)
    const tooLong = await post(owner, owner.agreementId, { intent: 'comment', content: long })
    expect(tooLong.status).toBe(413)
    expect(await tooLong.json()).toEqual({
      intent: 'comment',
      fieldErrors: { content: 'Comment is too long (at most 10,000 characters)' },
      formError: null,
      values: { content: long },
    })
    expect(
      (await post(owner, owner.agreementId, { intent: 'comment', content: 'क'.repeat(MAX_COMMENT_LENGTH) }))
        .status,
    ).toBe(302)
  })

  it('a reply to another document’s comment, and resolving it, are "Document Not Found"', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const other = await ownerWithDocument(db(), 'other@example.in')
    expect(
      (await post(other, other.agreementId, { intent: 'comment', content: 'private note' })).status,
    ).toBe(302)
    const foreign = (await sharedPage(other, other.agreementId)).collaboration!.comments[0]!.id
    for (const fields of [
      { intent: 'comment', content: 'sneaky', parentId: foreign },
      { intent: 'resolve', commentId: foreign },
    ] as Record<string, string>[]) {
      const response = await post(owner, owner.agreementId, fields)
      expect(response.status).toBe(404)
      expect(await response.json()).toBe('Document Not Found')
    }
    expect((await sharedPage(other, other.agreementId)).collaboration!.comments[0]).toMatchObject({
      resolved: false,
      replies: [],
    })
  })
})

describe('the shared document page', () => {
  it('shows the title, en-IN created date, type badge and content, with the panel unless hidden, and a print view', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const page = await sharedPage(owner, owner.agreementId)
    expect(page).toMatchObject({
      title: 'Leave and Licence Agreement',
      type: 'Rental Agreement',
      access: 'full',
      role: 'owner',
      print: false,
      showCollaboration: true,
      shareUrl: `http://localhost/document/${owner.agreementId}`,
    })
    expect(page.createdDate).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/)
    expect(page.content).toContain('LEAVE AND LICENCE')
    expect((await sharedPage(owner, owner.agreementId, '?collab=hide')).collaboration).toBeNull()
    expect(await sharedPage(owner, owner.agreementId, '?view=print')).toMatchObject({
      print: true,
      collaboration: null,
    })
  })

  it('Share records AgreementShared: without JavaScript it redirects to the link to copy; with it, a JSON answer', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const plain = await post(owner, owner.agreementId, { intent: 'share' })
    expect(plain.status).toBe(302)
    expect(plain.headers.get('location')).toBe(`/document/${owner.agreementId}?shared=1#share-link`)
    expect((await sharedPage(owner, owner.agreementId, '?shared=1')).shared).toBe(true)
    const scripted = await post(owner, owner.agreementId, { intent: 'share', method: 'native', js: '1' })
    expect(scripted.status).toBe(200)
    expect(await scripted.json()).toEqual({ shared: true })
    const events = await readStream(db(), agreementStreamId(owner.agreementId))
    expect(events.slice(1).map((e) => [e.type, (e.data as { method: string }).method])).toEqual([
      ['AgreementShared', 'link'],
      ['AgreementShared', 'native'],
    ])
  })

  it('a trial document: no panel, and sharing, inviting and commenting are refused (403)', async () => {
    const owner = await ownerWithDocument(db(), 'trial@example.in', false)
    const page = await sharedPage(owner, owner.agreementId)
    expect(page).toMatchObject({ access: 'preview', collaboration: null })
    for (const fields of [
      { intent: 'share' },
      { intent: 'add-collaborator', email: 'a@example.in', name: 'A' },
      { intent: 'comment', content: 'hi' },
    ] as Record<string, string>[]) {
      expect((await post(owner, owner.agreementId, fields)).status).toBe(403)
    }
    expect(await types(owner.agreementId)).toEqual(['AgreementGenerated'])
  })

  it('a stranger, a missing id and a malformed id get the same 404, with nothing of the document', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const stranger = await account(db(), 'stranger@example.in')
    const answers = await Promise.all([
      shared(stranger, owner.agreementId),
      shared(stranger, crypto.randomUUID()),
      shared(stranger, 'not-an-id'),
    ])
    const bodies = await Promise.all(answers.map((r) => r.text()))
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404])
    expect(new Set(bodies).size).toBe(1)
    expect(bodies[0]).not.toContain('Licence')
  })
})

describe('the Collaborate tab of the document page', () => {
  it('carries the team, the comments and the share link, read fresh on each request', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    await invite(owner, 'esha@example.in', 'Esha', 'editor')
    await post(owner, owner.agreementId, { intent: 'comment', content: 'Check clause 4' })
    const load = async () =>
      (await (
        await settle(() =>
          documentLoader(
            routeArgs(owner.b.get(`/app/documents/${owner.agreementId}?tab=collaborate`), {
              id: owner.agreementId,
            }),
          ),
        )
      ).json()) as DocumentPage
    const page = await load()
    expect(page.tab).toBe('collaborate')
    expect(page.collaboration).toMatchObject({
      role: 'owner',
      canManage: true,
      collaborators: [{ name: 'Esha', role: 'editor' }],
      comments: [{ content: 'Check clause 4' }],
      shareUrl: `http://localhost/document/${owner.agreementId}`,
    })
    // Other tabs do not read the team.
    const other = (await (
      await settle(() =>
        documentLoader(
          routeArgs(owner.b.get(`/app/documents/${owner.agreementId}`), { id: owner.agreementId }),
        ),
      )
    ).json()) as DocumentPage
    expect(other.collaboration).toBeNull()
  })

  it('a collaborator is Online while their session is active in the last few minutes, Offline after', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    await verifiedAccount(db(), 'esha@example.in')
    const esha = await invite(owner, 'esha@example.in', 'Esha', 'viewer')
    const online = async () =>
      (await sharedPage(owner, owner.agreementId)).collaboration!.collaborators.find((c) => c.id === esha.id)!
        .online
    expect(await online()).toBe(true)
    await db().query(
      `UPDATE sessions SET last_seen_at = now() - interval '6 minutes' WHERE user_id = (SELECT id FROM users WHERE email = 'esha@example.in')`,
    )
    expect(await online()).toBe(false)
  })
})

describe('the workspace’s Collaboration tab', () => {
  it('lists the documents shared with the user, with their role; a stranger sees none; the owner sees it as shared by them', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const esha = await verifiedAccount(db(), 'esha@example.in')
    const stranger = await account(db(), 'stranger@example.in')
    await invite(owner, 'esha@example.in', 'Esha', 'editor')
    type Overview = { sharedWithMe: unknown[]; sharedByMe: unknown[] }
    const view = async (who: Account) =>
      (await (
        await settle(() => workspaceLoader(routeArgs(who.b.get('/app?view=collaboration'))))
      ).json()) as { view: string; collaboration: Overview }
    expect(await view(esha)).toMatchObject({
      view: 'collaboration',
      collaboration: {
        sharedWithMe: [{ id: owner.agreementId, title: 'Leave and Licence Agreement', role: 'editor' }],
        sharedByMe: [],
      },
    })
    expect((await view(stranger)).collaboration).toEqual({ sharedWithMe: [], sharedByMe: [] })
    expect((await view(owner)).collaboration).toMatchObject({
      sharedWithMe: [],
      sharedByMe: [{ id: owner.agreementId, collaborators: 1, pendingInvitations: 0 }],
    })
  })
})
