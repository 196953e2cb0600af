import { describe, expect, it } from 'vitest'
import { agreementStreamId } from '#domain/agreement/index.ts'
import { readStream } from '#events/read.server.ts'
import { action as sharedAction, loader as sharedLoader } from '#app/routes/document.$id.tsx'
import type { SharedDocumentPage } from '#app/features/collaboration/contract.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { mailsTo } from '#tests/support/mail.ts'
import { settle } from '#tests/support/requests.ts'
import { ownerWithDocument, routeArgs, verifiedAccount, type Account } from '#tests/support/collaboration.ts'

// Every collaboration form carries a key rendered with the page (new on every load): the
// same form sent twice — a double click, a resent request — is recorded once.

const db = useTestDatabase()

const post = (who: Account, id: string, fields: Record<string, string>) =>
  settle(() => sharedAction(routeArgs(who.b.post(`/document/${id}`, fields), { id })))
const sharedPage = async (who: Account, id: string) =>
  (await (
    await settle(() => sharedLoader(routeArgs(who.b.get(`/document/${id}`), { id })))
  ).json()) as SharedDocumentPage
const types = async (id: string) => (await readStream(db(), agreementStreamId(id))).map((e) => e.type)

describe('a form sent twice', () => {
  it('two identical comments posted at once with the page’s key are one comment; both answers are the success', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const id = owner.agreementId
    const { formKey } = (await sharedPage(owner, id)).collaboration!
    expect(formKey).toMatch(/^[0-9a-f-]{36}$/)
    const fields = { intent: 'comment', content: 'Same words', formKey }
    const answers = await Promise.all([post(owner, id, fields), post(owner, id, fields)])
    expect(answers.map((r) => r.status)).toEqual([302, 302])
    expect((await sharedPage(owner, id)).collaboration!.comments.map((c) => c.content)).toEqual([
      'Same words',
    ])
    // Sent again later (a resent request), still once.
    expect((await post(owner, id, fields)).status).toBe(302)
    expect((await types(id)).filter((t) => t === 'CommentAdded')).toHaveLength(1)
  })

  it('the key is new on every load, and a different comment with the same key is its own comment', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const id = owner.agreementId
    const first = (await sharedPage(owner, id)).collaboration!.formKey
    expect((await sharedPage(owner, id)).collaboration!.formKey).not.toBe(first)
    expect((await post(owner, id, { intent: 'comment', content: 'One', formKey: first })).status).toBe(302)
    expect((await post(owner, id, { intent: 'comment', content: 'Two', formKey: first })).status).toBe(302)
    const thread = (await sharedPage(owner, id)).collaboration!.comments[0]!
    const reply = { intent: 'comment', content: 'A reply', parentId: thread.id, formKey: first }
    await Promise.all([post(owner, id, reply), post(owner, id, reply)])
    const share = { intent: 'share', formKey: first }
    await Promise.all([post(owner, id, share), post(owner, id, share)])
    expect((await types(id)).slice(1)).toEqual([
      'CommentAdded',
      'CommentAdded',
      'CommentReplied',
      'AgreementShared',
    ])
  })

  it('a double resolve or a double invitation is one event and two successes, not an error after the first', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const id = owner.agreementId
    expect((await post(owner, id, { intent: 'comment', content: 'Check clause 4' })).status).toBe(302)
    const view = (await sharedPage(owner, id)).collaboration!
    const resolve = { intent: 'resolve', commentId: view.comments[0]!.id, formKey: view.formKey }
    expect(
      (await Promise.all([post(owner, id, resolve), post(owner, id, resolve)])).map((r) => r.status),
    ).toEqual([302, 302])
    const invite = {
      intent: 'add-collaborator',
      email: 'esha@example.in',
      name: 'Esha',
      formKey: view.formKey,
    }
    expect(
      (await Promise.all([post(owner, id, invite), post(owner, id, invite)])).map((r) => r.status),
    ).toEqual([302, 302])
    expect((await types(id)).slice(2)).toEqual(['CommentResolved', 'CollaboratorAdded'])
    // …and one invitation mail: the repeat recorded nothing, so it mails nothing.
    expect((await mailsTo('esha@example.in')).map((m) => m.purpose)).toEqual(['collaboration-invitation'])
  })

  it('a key is no way around the role: someone removed since gets "Document Not Found" when they resend', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const id = owner.agreementId
    const esha = await verifiedAccount(db(), 'esha@example.in')
    expect(
      (await post(owner, id, { intent: 'add-collaborator', email: 'esha@example.in', name: 'Esha' })).status,
    ).toBe(302)
    const { formKey } = (await sharedPage(esha, id)).collaboration!
    const fields = { intent: 'comment', content: 'Before I go', formKey }
    expect((await post(esha, id, fields)).status).toBe(302)
    const collaboratorId = (await sharedPage(owner, id)).collaboration!.collaborators[0]!.id
    expect((await post(owner, id, { intent: 'remove-collaborator', collaboratorId })).status).toBe(302)
    const resent = await post(esha, id, fields)
    expect(resent.status).toBe(404)
    expect(await resent.json()).toBe('Document Not Found')
  })
})
