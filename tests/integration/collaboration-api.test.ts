import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { agreementStreamId } from '#domain/agreement/index.ts'
import { createOfflineProvider } from '#domain/ai/index.ts'
import { readStream } from '#events/read.server.ts'
import { createApiToken } from '#app/features/api-tokens/tokens.server.ts'
import { generateAgreement } from '#app/features/chat/generation.server.ts'
import { runSubscriptionCommand } from '#app/features/subscription/subscription.server.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { call, client, signedIn, signedInVerified, type Client } from '#tests/support/api.ts'
import { RENTAL_DETAILS } from '#tests/support/collaboration.ts'
import { actingAs } from '#tests/support/actor.ts'

// /api/documents/:id/collaborators and /comments in the specification's shapes, by session
// cookie or bearer token, under the same role rules as the pages.

const db = useTestDatabase()

async function documentOf(owner: Client) {
  await runSubscriptionCommand(db(), actingAs(owner.userId), owner.userId, {
    type: 'ActivateSubscription',
    data: { now: new Date(), source: 'operator' },
  })
  const outcome = await generateAgreement(db(), createOfflineProvider(), {
    owner: actingAs(owner.userId),
    templateId: 'rental-agreement',
    details: RENTAL_DETAILS,
  })
  if (!outcome.ok) throw new Error(outcome.message)
  return outcome.agreementId
}

const send = (c: Client, method: string, path: string, body?: unknown) => call(c.request(method, path, body))
const json = async (response: Response) => (await response.json()) as Record<string, unknown>
const types = async (id: string) => (await readStream(db(), agreementStreamId(id))).map((e) => e.type)

describe('collaborators', () => {
  it('POST adds (201, viewer by default), GET lists in the specification’s shape, DELETE removes', async () => {
    const owner = await signedIn('owner@example.in')
    const id = await documentOf(owner)
    const added = await send(owner, 'POST', `/api/documents/${id}/collaborators`, {
      email: ' Esha@Example.in',
      name: 'Esha ',
      userEmail: 'ignored@example.in',
    })
    expect(added.status).toBe(201)
    const { collaborator } = (await added.json()) as { collaborator: { id: string; invitationUrl: string } }
    // No account uses the address: a pending invitation, with the single-use link to hand over.
    expect(collaborator).toEqual({
      id: expect.any(String),
      name: 'Esha',
      email: 'esha@example.in',
      role: 'viewer',
      status: 'invited',
      addedAt: expect.any(String),
      invitationUrl: expect.stringMatching(
        new RegExp(`^http://localhost/invitations/${id}\\.${collaborator.id}\\.[\\w-]{43}$`),
      ),
    })

    // Signing up with the address, unverified, grants nothing: still invited.
    await signedIn('esha@example.in')
    const list = await send(owner, 'GET', `/api/documents/${id}/collaborators`)
    expect(list.status).toBe(200)
    expect(list.headers.get('cache-control')).toBe('private, no-store')
    expect(await json(list)).toEqual({
      success: true,
      collaborators: [
        {
          id: collaborator.id,
          name: 'Esha',
          email: 'esha@example.in',
          role: 'viewer',
          status: 'invited',
          addedAt: expect.any(String),
          invitationUrl: collaborator.invitationUrl,
        },
      ],
      pendingInvitations: 1,
      owner: { name: 'owner', email: 'owner@example.in', role: 'owner', status: 'active' },
      role: 'owner',
    })

    const patched = await send(owner, 'PATCH', `/api/documents/${id}/collaborators/${collaborator.id}`, {
      role: 'editor',
    })
    expect(patched.status).toBe(200)
    expect(await json(patched)).toMatchObject({ success: true, collaborator: { role: 'editor' } })
    const removed = await send(owner, 'DELETE', `/api/documents/${id}/collaborators/${collaborator.id}`)
    expect(removed.status).toBe(200)
    expect(await json(removed)).toEqual({ success: true })
    expect(
      (await json(await send(owner, 'GET', `/api/documents/${id}/collaborators`))).collaborators,
    ).toEqual([])
    // Removed already (a stale client): a 409 that says so, not the not-found answer.
    const again = await send(owner, 'DELETE', `/api/documents/${id}/collaborators/${collaborator.id}`)
    expect(again.status).toBe(409)
    expect(await json(again)).toEqual({ error: 'This collaborator was already removed', success: false })
    expect(await types(id)).toEqual([
      'AgreementGenerated',
      'CollaboratorAdded',
      'CollaboratorRoleChanged',
      'CollaboratorRemoved',
    ])
  })

  it('validates: "Email and name are required", a bad role, a duplicate (409), not JSON', async () => {
    const owner = await signedIn('owner@example.in')
    const id = await documentOf(owner)
    const path = `/api/documents/${id}/collaborators`
    expect(await json(await send(owner, 'POST', path, { email: 'a@example.in', name: '  ' }))).toEqual({
      success: false,
      error: 'Email and name are required',
    })
    expect((await send(owner, 'POST', path, {})).status).toBe(400)
    const role = await send(owner, 'POST', path, { email: 'a@example.in', name: 'A', role: 'owner' })
    expect(role.status).toBe(400)
    expect(await json(role)).toEqual({ success: false, error: 'role must be one of: viewer, editor, admin' })
    expect((await send(owner, 'POST', path, { email: 'a@example.in', name: 'A' })).status).toBe(201)
    const twice = await send(owner, 'POST', path, { email: 'A@example.in', name: 'A' })
    expect(twice.status).toBe(409)
    expect(await json(twice)).toEqual({ success: false, error: 'a@example.in is already a collaborator' })
    const form = await call(
      new Request(`http://localhost${path}`, {
        method: 'POST',
        headers: {
          cookie: owner.request('GET', '/').headers.get('cookie') ?? '',
          origin: 'http://localhost',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'email=x&name=y',
      }),
    )
    expect(form.status).toBe(400)
    expect(await types(id)).toEqual(['AgreementGenerated', 'CollaboratorAdded'])
  })

  it('roles: viewers and editors read the list but may not change it (403); admins may; strangers get 404', async () => {
    const owner = await signedIn('owner@example.in')
    const id = await documentOf(owner)
    const path = `/api/documents/${id}/collaborators`
    // Accounts that verified their addresses: an invitation gives them the role at once.
    const viewer = await signedInVerified('viewer@example.in')
    const editor = await signedInVerified('editor@example.in')
    const admin = await signedInVerified('admin@example.in')
    for (const [email, role] of [
      ['viewer@example.in', 'viewer'],
      ['editor@example.in', 'editor'],
      ['admin@example.in', 'admin'],
    ]) {
      expect((await send(owner, 'POST', path, { email, name: role, role })).status).toBe(201)
    }
    const stranger = await signedIn('stranger@example.in')
    for (const c of [viewer, editor]) {
      expect((await send(c, 'GET', path)).status).toBe(200)
      const refused = await send(c, 'POST', path, { email: 'new@example.in', name: 'New' })
      expect(refused.status).toBe(403)
      expect(await json(refused)).toEqual({
        success: false,
        error: 'Only the owner and admins can manage collaborators.',
      })
    }
    expect(
      (await send(admin, 'POST', path, { email: 'new@example.in', name: 'New', role: 'admin' })).status,
    ).toBe(201)
    const missing = await send(stranger, 'GET', `/api/documents/${crypto.randomUUID()}/collaborators`)
    for (const response of [
      await send(stranger, 'GET', path),
      await send(stranger, 'POST', path, { email: 'x@example.in', name: 'X' }),
      await send(stranger, 'GET', '/api/documents/nope/collaborators'),
    ]) {
      expect(response.status).toBe(404)
      expect(await response.text()).toBe(await missing.clone().text())
    }
    expect(await json(missing)).toEqual({ success: false, error: 'Not found' })
  })

  it('another document’s collaborator id is the same 404, and nothing changes on either document', async () => {
    const owner = await signedIn('owner@example.in')
    const other = await signedIn('other@example.in')
    const mine = await documentOf(owner)
    const theirs = await documentOf(other)
    const added = (await json(
      await send(other, 'POST', `/api/documents/${theirs}/collaborators`, {
        email: 'x@example.in',
        name: 'X',
      }),
    )) as { collaborator: { id: string } }
    const swapped = await send(
      owner,
      'DELETE',
      `/api/documents/${mine}/collaborators/${added.collaborator.id}`,
    )
    expect(swapped.status).toBe(404)
    expect(await json(swapped)).toEqual({ success: false, error: 'Not found' })
    expect(
      (
        await send(owner, 'PATCH', `/api/documents/${mine}/collaborators/${added.collaborator.id}`, {
          role: 'admin',
        })
      ).status,
    ).toBe(404)
    expect(await types(theirs)).toEqual(['AgreementGenerated', 'CollaboratorAdded'])
  })

  it('a personal API token works like the session; no credentials is 401; a wrong method 405', async () => {
    const owner = await signedIn('owner@example.in')
    const id = await documentOf(owner)
    const { token } = await createApiToken(db(), owner.userId, 'script')
    const bearer = { ...client(token), userId: owner.userId }
    expect(
      (
        await send(bearer, 'POST', `/api/documents/${id}/collaborators`, {
          email: 'b@example.in',
          name: 'B',
          role: 'editor',
        })
      ).status,
    ).toBe(201)
    expect((await send(bearer, 'GET', `/api/documents/${id}/collaborators`)).status).toBe(200)
    const anonymous = await send({ ...client(), userId: '' }, 'GET', `/api/documents/${id}/collaborators`)
    expect(anonymous.status).toBe(401)
    expect(await json(anonymous)).toEqual({ success: false, error: 'Authentication required' })
    expect((await send(owner, 'PUT', `/api/documents/${id}/collaborators`, {})).status).toBe(405)
  })
})

describe('comments', () => {
  it('POST a comment and a reply (201), GET threads in the specification’s shape, PATCH resolves', async () => {
    const owner = await signedIn('owner@example.in')
    const id = await documentOf(owner)
    const viewer = await signedInVerified('viewer@example.in')
    await send(owner, 'POST', `/api/documents/${id}/collaborators`, {
      email: 'viewer@example.in',
      name: 'Vikram',
    })
    const path = `/api/documents/${id}/comments`

    const posted = await send(viewer, 'POST', path, {
      content: ' Is the deposit refundable? ',
      parentId: null,
    })
    expect(posted.status).toBe(201)
    const { comment } = (await posted.json()) as { comment: { id: string } }
    expect(comment).toEqual({
      id: expect.any(String),
      authorName: 'viewer',
      timestamp: expect.any(String),
      content: 'Is the deposit refundable?',
      resolved: false,
      replies: [],
    })
    const reply = await send(owner, 'POST', path, { content: 'Yes.', parentId: comment.id })
    expect(reply.status).toBe(201)
    expect(await json(reply)).toMatchObject({
      success: true,
      comment: { authorName: 'owner', content: 'Yes.', parentId: comment.id },
    })

    const resolved = await send(viewer, 'PATCH', `${path}/${comment.id}`, { resolved: true })
    expect(resolved.status).toBe(200)
    const list = await json(await send(owner, 'GET', path))
    expect(list).toEqual({
      success: true,
      comments: [
        {
          id: comment.id,
          authorName: 'viewer',
          timestamp: expect.any(String),
          content: 'Is the deposit refundable?',
          resolved: true,
          replies: [
            { id: expect.any(String), authorName: 'owner', timestamp: expect.any(String), content: 'Yes.' },
          ],
        },
      ],
      total: 1,
      offset: 0,
      limit: 50,
      nextOffset: null,
    })
    expect(await types(id)).toEqual([
      'AgreementGenerated',
      'CollaboratorAdded',
      'CommentAdded',
      'CommentReplied',
      'CommentResolved',
    ])
  })

  it('"Comment cannot be empty", a clear 413 over the cap, and a foreign parent or comment id is 404', async () => {
    const owner = await signedIn('owner@example.in')
    const other = await signedIn('other@example.in')
    const id = await documentOf(owner)
    const theirs = await documentOf(other)
    const path = `/api/documents/${id}/comments`
    expect(await json(await send(owner, 'POST', path, { content: '   ' }))).toEqual({
      success: false,
      error: 'Comment cannot be empty',
    })
    const long = await send(owner, 'POST', path, { content: 'x'.repeat(10_001) })
    expect(long.status).toBe(413)
    expect(await json(long)).toEqual({
      success: false,
      error: 'Comment is too long (at most 10,000 characters)',
    })
    const foreign = (await json(
      await send(other, 'POST', `/api/documents/${theirs}/comments`, { content: 'theirs' }),
    )) as { comment: { id: string } }
    expect((await send(owner, 'POST', path, { content: 'reply', parentId: foreign.comment.id })).status).toBe(
      404,
    )
    expect((await send(owner, 'PATCH', `${path}/${foreign.comment.id}`, { resolved: true })).status).toBe(404)
    const stranger = await signedIn('stranger@example.in')
    expect((await send(stranger, 'GET', path)).status).toBe(404)
    expect((await send(stranger, 'POST', path, { content: 'hi' })).status).toBe(404)
    expect(await types(id)).toEqual(['AgreementGenerated'])
    expect(await types(theirs)).toEqual(['AgreementGenerated', 'CommentAdded'])
  })
})
