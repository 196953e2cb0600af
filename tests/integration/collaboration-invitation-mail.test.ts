import { describe, expect, it } from 'vitest'
import { INVITATION_RATE_LIMIT } from '#domain/collaboration/index.ts'
import { agreementStreamId } from '#domain/agreement/index.ts'
import { readStream } from '#events/read.server.ts'
import { action as sharedAction, loader as sharedLoader } from '#app/routes/document.$id.tsx'
import { action as invitationAction, loader as invitationLoader } from '#app/routes/invitations.$code.tsx'
import { action as profileAction } from '#app/routes/profile.tsx'
import { loader as historyLoader } from '#app/routes/app.documents.$id.history.tsx'
import type { SharedDocumentPage } from '#app/features/collaboration/contract.ts'
import type { FormRefusal } from '#app/platform/form-contract.ts'
import { verifyEmail } from '#tests/support/accounts.ts'
import { call, client } from '#tests/support/api.ts'
import {
  account,
  ownerWithDocument,
  routeArgs,
  verifiedAccount,
  type Account,
} from '#tests/support/collaboration.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { linkIn, mailsTo } from '#tests/support/mail.ts'
import { settle } from '#tests/support/requests.ts'

// Issue 16, verified e-mail: an invitation is mailed to the invited address, and a pending
// one becomes access only through its single-use link or for an account that has verified
// the address — never for whoever merely signed up with it. Mails are read from the outbox
// the mailer sends from, and their links followed through the real routes.

const db = useTestDatabase()

const post = (who: Account, id: string, fields: Record<string, string>) =>
  settle(() => sharedAction(routeArgs(who.b.post(`/document/${id}`, fields), { id })))
const shared = (who: Account, id: string) =>
  settle(() => sharedLoader(routeArgs(who.b.get(`/document/${id}`), { id })))
const sharedPage = async (who: Account, id: string) =>
  (await (await shared(who, id)).json()) as SharedDocumentPage
const invite = (owner: Account & { agreementId: string }, email: string, role = 'editor') =>
  post(owner, owner.agreementId, { intent: 'add-collaborator', email, name: 'Esha', role })
const acceptedEvents = async (id: string) =>
  (await readStream(db(), agreementStreamId(id))).filter((e) => e.type === 'InvitationAccepted')
const mailsOf = async (address: string, purpose: string) =>
  (await mailsTo(address)).filter((m) => m.purpose === purpose)
const TITLE = 'Leave and Licence Agreement'

describe('inviting an address', () => {
  it('an account that has not verified the address gets nothing: the invitation is pending and its link is mailed', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const squatter = await account(db(), 'esha@example.in')
    const response = await invite(owner, 'Esha@Example.in', 'admin')
    expect(response.status).toBe(302)
    expect((await shared(squatter, owner.agreementId)).status).toBe(404)
    const listed = (await sharedPage(owner, owner.agreementId)).collaboration!.collaborators[0]!
    expect(listed).toMatchObject({ pending: true, signedUp: true, signedUpVerified: false })

    const [mail, ...more] = await mailsOf('esha@example.in', 'collaboration-invitation')
    expect(more).toEqual([])
    expect(mail!.subject).toBe('You are invited to a document on NyayaDraft')
    // Who invited them, to what, as what, and what to do — with the panel's very link, absolute.
    expect(mail!.text).toContain(
      `owner invited esha@example.in to the document “${TITLE}” on NyayaDraft, as an admin`,
    )
    expect(mail!.text).toContain('sign in — or create an account — with esha@example.in')
    expect(mail!.text).toContain('press "Accept invitation"')
    expect(mail!.text).toContain(`Open the invitation: ${listed.invitationUrl}`)
    expect(listed.invitationUrl).toMatch(/^http:\/\/localhost\/invitations\//)
    expect(mail!.html).toContain(`href="${listed.invitationUrl}"`)
  })

  it('an account that has verified the address gets the role at once, and a short notice with the document’s link', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const esha = await verifiedAccount(db(), 'esha@example.in')
    expect((await invite(owner, 'esha@example.in', 'viewer')).status).toBe(302)
    expect((await sharedPage(esha, owner.agreementId)).role).toBe('viewer')
    expect(await mailsOf('esha@example.in', 'collaboration-invitation')).toEqual([])
    const [notice, ...more] = await mailsOf('esha@example.in', 'collaboration-added')
    expect(more).toEqual([])
    expect(notice!.subject).toBe('A document was shared with you on NyayaDraft')
    expect(notice!.text).toContain(`owner added you to the document “${TITLE}” on NyayaDraft, as a viewer`)
    expect(linkIn(notice!, '/document/')).toBe(`/document/${owner.agreementId}`)
    expect(notice!.text).toContain(`http://localhost/document/${owner.agreementId}`)
  })

  it('the JSON API mails the same way', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const added = await call(
      client(undefined, owner.b.jar.header()).request(
        'POST',
        `/api/documents/${owner.agreementId}/collaborators`,
        { email: 'ravi@example.in', name: 'Ravi' },
      ),
    )
    expect(added.status).toBe(201)
    const { collaborator } = (await added.json()) as { collaborator: { invitationUrl: string } }
    const [mail] = await mailsOf('ravi@example.in', 'collaboration-invitation')
    expect(mail!.text).toContain(collaborator.invitationUrl)
  })
})

describe('a pending invitation becomes access', () => {
  it('through the mailed link, for the signed-in account that accepts it — verified or not', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    await invite(owner, 'esha@example.in')
    const [mail] = await mailsOf('esha@example.in', 'collaboration-invitation')
    const path = linkIn(mail!, '/invitations/')
    const code = path.slice('/invitations/'.length)
    const esha = await account(db(), 'esha.work@example.in')
    const shown = await settle(() => invitationLoader(routeArgs(esha.b.get(path), { code })))
    expect(await shown.json()).toMatchObject({ invitation: { status: 'pending', title: TITLE } })
    const accepted = await settle(() => invitationAction(routeArgs(esha.b.post(path, {}), { code })))
    expect(accepted.status).toBe(302)
    expect((await sharedPage(esha, owner.agreementId)).role).toBe('editor')
    expect((await acceptedEvents(owner.agreementId)).map((e) => e.data)).toMatchObject([
      { method: 'link', userId: esha.userId },
    ])
  })

  it('when the account that signed up with the address follows its verification link: accepted through the document’s own command, and the history says so', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const other = await ownerWithDocument(db(), 'other@example.in')
    const esha = await account(db(), 'esha@example.in')
    await invite(owner, 'esha@example.in', 'editor')
    await invite(other, 'esha@example.in', 'viewer')
    expect((await shared(esha, owner.agreementId)).status).toBe(404)

    // The sign-up mail's link, followed as she would, signed out.
    const followed = await verifyEmail('esha@example.in')
    expect(followed.headers.get('location')).toBe('/auth?tab=signin')
    await expect(followed).toSendToast({
      title: 'E-mail verified',
      description:
        'esha@example.in is verified. Thank you. 2 invitations to this address were accepted: the documents are now shared with you.',
    })
    expect((await sharedPage(esha, owner.agreementId)).role).toBe('editor')
    expect((await sharedPage(esha, other.agreementId)).role).toBe('viewer')
    const [event] = await acceptedEvents(owner.agreementId)
    expect(event).toMatchObject({
      data: { method: 'verified', userId: esha.userId, acceptedBy: esha.userId },
      metadata: { actorId: esha.userId },
    })
    const history = await settle(() =>
      historyLoader(
        routeArgs(owner.b.get(`/app/documents/${owner.agreementId}/history`), { id: owner.agreementId }),
      ),
    )
    expect(await history.text()).toContain(
      'accepted when the invitee verified the invited address on their account',
    )
    // The mailed link is spent: the invitation is hers.
    const [mail] = await mailsOf('esha@example.in', 'collaboration-invitation')
    const path = linkIn(mail!, '/invitations/')
    const stranger = await account(db(), 'stranger@example.in')
    const late = await settle(() =>
      invitationAction(routeArgs(stranger.b.post(path, {}), { code: path.slice('/invitations/'.length) })),
    )
    expect(late.status).toBe(409)
  })

  it('when an account confirms a change of its address to the invited one', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const esha = await verifiedAccount(db(), 'esha.old@example.in')
    await invite(owner, 'esha@example.in', 'admin')
    const asked = await settle(() =>
      profileAction(
        routeArgs(
          esha.b.post('/profile?tab=profile', {
            intent: 'profile',
            displayName: 'Esha',
            email: 'esha@example.in',
            currentPassword: 'secret1',
          }),
        ),
      ),
    )
    expect(asked.status).toBe(302)
    expect((await shared(esha, owner.agreementId)).status).toBe(404)
    const followed = await verifyEmail('esha@example.in')
    await expect(followed).toSendToast({ title: 'E-mail address changed' })
    expect((await sharedPage(esha, owner.agreementId)).role).toBe('admin')
    expect((await acceptedEvents(owner.agreementId)).map((e) => e.data)).toMatchObject([
      { method: 'verified', userId: esha.userId },
    ])
  })

  it('verifying takes only the invitations it can: an account already on the team keeps its role, the other stays pending — a manager may confirm it once she has left the team', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const esha = await account(db(), 'esha@example.in')
    // Invited once under another address she accepted by link, and once under this one.
    await invite(owner, 'esha.work@example.in', 'viewer')
    const [mail] = await mailsOf('esha.work@example.in', 'collaboration-invitation')
    const path = linkIn(mail!, '/invitations/')
    await settle(() =>
      invitationAction(routeArgs(esha.b.post(path, {}), { code: path.slice('/invitations/'.length) })),
    )
    await invite(owner, 'esha@example.in', 'admin')
    const followed = await verifyEmail('esha@example.in')
    await expect(followed).toSendToast({ description: 'esha@example.in is verified. Thank you.' })
    expect((await sharedPage(esha, owner.agreementId)).role).toBe('viewer')
    expect(await acceptedEvents(owner.agreementId)).toHaveLength(1)

    // Once she leaves the team, a manager may confirm the invitation her verified address has.
    const team = () => sharedPage(owner, owner.agreementId).then((p) => p.collaboration!.collaborators)
    const [joined, waiting] = await team()
    expect(waiting).toMatchObject({ email: 'esha@example.in', pending: true, signedUpVerified: true })
    await post(owner, owner.agreementId, { intent: 'remove-collaborator', collaboratorId: joined!.id })
    const confirmed = await post(owner, owner.agreementId, {
      intent: 'confirm-invitation',
      collaboratorId: waiting!.id,
    })
    expect(confirmed.status).toBe(302)
    expect((await sharedPage(esha, owner.agreementId)).role).toBe('admin')
  })
})

describe('the invitations one account may send', () => {
  it(`one past ${INVITATION_RATE_LIMIT.invitations} within the hour is a 429 that records and mails nothing, typed text kept; another inviter is not held up`, async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    for (let i = 1; i <= INVITATION_RATE_LIMIT.invitations; i++)
      expect((await invite(owner, `guest${i}@example.in`)).status).toBe(302)
    const refused = await invite(owner, 'one-more@example.in')
    expect(refused.status).toBe(429)
    const body = (await refused.json()) as FormRefusal<string>
    expect(body.formError).toMatch(
      /^You have sent 20 invitations in the last hour, .* Please wait \d+ minutes/,
    )
    expect(body.values).toMatchObject({ email: 'one-more@example.in' })
    expect(await mailsTo('one-more@example.in')).toEqual([])
    const added = (await readStream(db(), agreementStreamId(owner.agreementId))).filter(
      (e) => e.type === 'CollaboratorAdded',
    )
    expect(added).toHaveLength(INVITATION_RATE_LIMIT.invitations)

    const other = await ownerWithDocument(db(), 'other@example.in')
    expect((await invite(other, 'one-more@example.in')).status).toBe(302)
  })
})
