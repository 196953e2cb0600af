import { describe, expect, it } from 'vitest'
import { agreementStreamId } from '#domain/agreement/index.ts'
import { INVITATION_TEXTS } from '#domain/collaboration/index.ts'
import { readStream } from '#events/read.server.ts'
import { rebuildProjections } from '#events/rebuild.server.ts'
import { action as sharedAction, loader as sharedLoader } from '#app/routes/document.$id.tsx'
import { loader as documentLoader } from '#app/routes/app.documents.$id._index.tsx'
import { loader as historyLoader } from '#app/routes/app.documents.$id.history.tsx'
import { loader as auditLoader } from '#app/routes/app.documents.$id.audit.$format.tsx'
import { action as invitationAction, loader as invitationLoader } from '#app/routes/invitations.$code.tsx'
import type { SharedDocumentPage } from '#app/features/collaboration/contract.ts'
import type { DocumentPage } from '#app/features/documents/contract.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { browser, settle } from '#tests/support/requests.ts'
import { call, client } from '#tests/support/api.ts'
import { runAgreementCommand } from '#app/features/documents/commands.server.ts'
import { actingAs } from '#tests/support/actor.ts'
import {
  account,
  ownerWithDocument,
  routeArgs,
  verifiedAccount,
  type Account,
} from '#tests/support/collaboration.ts'

// Finding 1 of the hardening audit: a viewer read a pending admin invitation's address off
// the history, signed up with it and became admin. A pending invitation now grants nothing
// to whoever signs up with its address: only its single-use link, opened by a signed-in
// account, the invited address verified, or a manager's confirmation of a verified account binds it. And its address is shown only to managers,
// on the panel, the API, the history page and every audit download.

const db = useTestDatabase()

const post = (who: Account, id: string, fields: Record<string, string>) =>
  settle(() => sharedAction(routeArgs(who.b.post(`/document/${id}`, fields), { id })))
const sharedResponse = (who: Account, id: string) =>
  settle(() => sharedLoader(routeArgs(who.b.get(`/document/${id}`), { id })))
const sharedPage = async (who: Account, id: string) =>
  (await (await sharedResponse(who, id)).json()) as SharedDocumentPage
const collaboratorsApi = (who: Account, id: string) =>
  call(client(undefined, who.b.jar.header()).request('GET', `/api/documents/${id}/collaborators`))
const types = async (id: string) => (await readStream(db(), agreementStreamId(id))).map((e) => e.type)
const codeOf = (url: string) => url.slice(url.indexOf('/invitations/') + '/invitations/'.length)
const openLink = (who: Account, code: string) =>
  settle(() => invitationLoader(routeArgs(who.b.get(`/invitations/${code}`), { code })))
/** The invitation page's refusal: the form has no fields, so the message is the form's. */
const refusedWith = (formError: string) => ({ intent: 'accept', fieldErrors: {}, formError, values: {} })

const acceptLink = (who: Account, code: string) =>
  settle(() => invitationAction(routeArgs(who.b.post(`/invitations/${code}`, {}), { code })))

/**
 * Viewer, editor and admin signed up and verified their addresses before they were invited,
 * so they hold their roles at once; Kate (admin) and Later (viewer) have no account: pending.
 */
async function teamWithPendingAdmin() {
  const owner = await ownerWithDocument(db(), 'owner@example.in')
  const id = owner.agreementId
  const people = {
    owner,
    viewer: await verifiedAccount(db(), 'viewer@example.in'),
    editor: await verifiedAccount(db(), 'editor@example.in'),
    admin: await verifiedAccount(db(), 'admin@example.in'),
  }
  for (const [email, name, role] of [
    ['viewer@example.in', 'Vikram', 'viewer'],
    ['editor@example.in', 'Esha', 'editor'],
    ['admin@example.in', 'Asha', 'admin'],
    ['kate@example.in', 'Kate', 'admin'],
    ['later@example.in', 'Later', 'viewer'],
  ] as const) {
    expect((await post(owner, id, { intent: 'add-collaborator', email, name, role })).status).toBe(302)
  }
  const kate = (await sharedPage(owner, id)).collaboration!.collaborators.find(
    (c) => c.email === 'kate@example.in',
  )!
  return { id, ...people, kateLink: kate.invitationUrl!, kateId: kate.id }
}

describe('who sees a pending invitation', () => {
  it('a viewer or an editor sees the joined team and a count of pending invitations, never their e-mails, roles or links', async () => {
    const { id, viewer, editor } = await teamWithPendingAdmin()
    for (const who of [viewer, editor]) {
      const response = await sharedResponse(who, id)
      const raw = await response.clone().text()
      for (const secret of ['kate@example.in', 'later@example.in', 'Kate', '/invitations/'])
        expect(raw).not.toContain(secret)
      const page = (await response.json()) as SharedDocumentPage
      expect(page.collaboration!.collaborators.map((c) => [c.email, c.pending])).toEqual([
        ['viewer@example.in', false],
        ['editor@example.in', false],
        ['admin@example.in', false],
      ])
      expect(page.collaboration!.pendingInvitations).toBe(2)
    }
    const tab = (await (
      await settle(() =>
        documentLoader(routeArgs(viewer.b.get(`/app/documents/${id}?tab=collaborate`), { id })),
      )
    ).json()) as DocumentPage
    expect(JSON.stringify(tab)).not.toContain('kate@example.in')
    expect(tab.collaboration!.pendingInvitations).toBe(2)
  })

  it('the owner and admins see every pending invitation with its e-mail, role and single-use link', async () => {
    const { id, owner, admin } = await teamWithPendingAdmin()
    for (const who of [owner, admin]) {
      const page = (await (await sharedResponse(who, id)).json()) as SharedDocumentPage
      const pending = page.collaboration!.collaborators.filter((c) => c.pending)
      expect(pending.map((c) => [c.email, c.role])).toEqual([
        ['kate@example.in', 'admin'],
        ['later@example.in', 'viewer'],
      ])
      for (const c of pending)
        expect(c.invitationUrl).toMatch(
          new RegExp(`^http://localhost/invitations/${id}\\.${c.id}\\.[\\w-]{43}$`),
        )
    }
  })

  it('GET /api/documents/:id/collaborators: only the count for a viewer or an editor; entries and links for the owner and admins', async () => {
    const { id, owner, admin, viewer, editor } = await teamWithPendingAdmin()
    for (const who of [viewer, editor]) {
      const raw = await (await collaboratorsApi(who, id)).text()
      expect(raw).not.toContain('kate@example.in')
      expect(raw).not.toContain('/invitations/')
      expect(JSON.parse(raw)).toMatchObject({ pendingInvitations: 2 })
    }
    for (const who of [owner, admin]) {
      const body = (await (await collaboratorsApi(who, id)).json()) as {
        collaborators: { email: string; status: string; invitationUrl?: string }[]
      }
      expect(
        body.collaborators
          .filter((c) => c.status === 'invited')
          .map((c) => [c.email, Boolean(c.invitationUrl)]),
      ).toEqual([
        ['kate@example.in', true],
        ['later@example.in', true],
      ])
    }
  })

  it('the history page and the JSON, CSV and PDF audit downloads name invitees without their addresses, except for managers', async () => {
    const { id, owner, viewer, editor, admin } = await teamWithPendingAdmin()
    const reads = async (who: Account) => {
      const history = await settle(() =>
        historyLoader(routeArgs(who.b.get(`/app/documents/${id}/history`), { id })),
      )
      const files = await Promise.all(
        ['json', 'csv'].map(async (format) =>
          (
            await settle(() =>
              auditLoader(routeArgs(who.b.get(`/app/documents/${id}/audit/${format}`), { id, format })),
            )
          ).text(),
        ),
      )
      return [await history.text(), ...files]
    }
    for (const who of [viewer, editor]) {
      for (const body of await reads(who)) {
        expect(body).not.toContain('kate@example.in')
        expect(body).not.toContain('later@example.in')
        expect(body).toContain('Kate as Admin (invitation pending)')
      }
    }
    for (const who of [owner, admin]) {
      for (const body of await reads(who))
        expect(body).toContain('Kate <kate@example.in> as Admin (invitation pending)')
    }
    const pdf = await settle(() =>
      auditLoader(routeArgs(viewer.b.get(`/app/documents/${id}/audit/pdf`), { id, format: 'pdf' })),
    )
    const { extractText, getDocumentProxy } = await import('unpdf')
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), {
      mergePages: true,
    })
    expect(text).toContain('Kate')
    expect(text).not.toContain('kate@example.in')
  })
})

describe('claiming an invitation', () => {
  it('signing up with a pending invitation’s address grants nothing: the document does not exist for that account', async () => {
    const { id } = await teamWithPendingAdmin()
    const squatter = await account(db(), 'kate@example.in')
    const response = await sharedResponse(squatter, id)
    expect(response.status).toBe(404)
    const forms = await post(squatter, id, {
      intent: 'remove-collaborator',
      collaboratorId: (
        await db().query<{ id: string }>(
          'SELECT collaborator_id::text AS id FROM agreement_collaborators LIMIT 1',
        )
      )[0]!.id,
    })
    expect(forms.status).toBe(404)
    expect((await collaboratorsApi(squatter, id)).status).toBe(404)
    expect(await types(id)).not.toContain('CollaboratorRemoved')
  })

  it('the link, opened by a signed-in account, shows the invitation; accepting binds the role to that account, once', async () => {
    const { id, owner, viewer, kateLink } = await teamWithPendingAdmin()
    const code = codeOf(kateLink)
    const kate = await account(db(), 'kate.personal@example.in')
    const shown = await openLink(kate, code)
    expect(shown.status).toBe(200)
    expect(await shown.json()).toMatchObject({
      signedIn: true,
      invitation: { agreementId: id, roleLabel: 'Admin', invitedBy: 'owner', status: 'pending' },
    })
    // A GET never accepts (link previews and prefetches open it too).
    expect(await types(id)).not.toContain('InvitationAccepted')

    const accepted = await acceptLink(kate, code)
    expect(accepted.status).toBe(302)
    expect(accepted.headers.get('location')).toBe(`/document/${id}`)
    expect((await sharedPage(kate, id)).role).toBe('admin')
    const events = await readStream(db(), agreementStreamId(id))
    expect(events.at(-1)).toMatchObject({
      type: 'InvitationAccepted',
      data: { userId: kate.userId, method: 'link', acceptedBy: kate.userId },
    })

    // Used: a second account is refused; the same account again changes nothing.
    const late = await acceptLink(viewer, code)
    expect(late.status).toBe(409)
    expect(await late.json()).toEqual(refusedWith(INVITATION_TEXTS.alreadyAccepted))
    expect((await acceptLink(kate, code)).status).toBe(302)
    expect((await types(id)).filter((t) => t === 'InvitationAccepted')).toHaveLength(1)
    // The team now lists Kate by the account that holds the role; her link is gone.
    const listed = (await sharedPage(owner, id)).collaboration!.collaborators.find((c) => c.name === 'Kate')!
    expect(listed).toMatchObject({ email: 'kate.personal@example.in', pending: false, invitationUrl: null })
  })

  it('a forged, altered or withdrawn link is the same 404; a visitor not signed in is asked to sign in, and learns nothing', async () => {
    const { id, owner, kateLink, kateId } = await teamWithPendingAdmin()
    const code = codeOf(kateLink)
    const stranger = await account(db(), 'stranger@example.in')
    const last = code.at(-1) === 'A' ? 'B' : 'A'
    for (const bad of [
      `${code.slice(0, -1)}${last}`,
      `${id}.${kateId}.${'x'.repeat(43)}`,
      `${id}.${kateId}`,
      'nonsense',
      `${code}.extra`,
    ]) {
      expect((await openLink(stranger, bad)).status, bad).toBe(404)
      expect((await acceptLink(stranger, bad)).status, bad).toBe(404)
    }
    const anonymous = await browser()
    const visitor = await settle(() =>
      invitationLoader(routeArgs(anonymous.get(`/invitations/${code}`), { code })),
    )
    const body = await visitor.text()
    expect(JSON.parse(body)).toEqual({ signedIn: false, back: `/invitations/${code}` })

    expect((await post(owner, id, { intent: 'remove-collaborator', collaboratorId: kateId })).status).toBe(
      302,
    )
    expect((await openLink(stranger, code)).status).toBe(404)
    const withdrawn = await acceptLink(stranger, code)
    expect(withdrawn.status).toBe(404)
    expect(await withdrawn.json()).toEqual(refusedWith(INVITATION_TEXTS.notFound))
    expect(await types(id)).not.toContain('InvitationAccepted')
  })

  it('the owner cannot accept their own invitation link, and nor can someone already on the team', async () => {
    const { owner, editor, kateLink } = await teamWithPendingAdmin()
    const code = codeOf(kateLink)
    expect(await (await acceptLink(owner, code)).json()).toEqual(refusedWith(INVITATION_TEXTS.isOwner))
    expect(await (await acceptLink(editor, code)).json()).toEqual(refusedWith(INVITATION_TEXTS.alreadyOnTeam))
  })

  it('a manager may not confirm an account that has not verified the address; editors may not confirm; nor before it exists', async () => {
    const { id, owner, editor, kateId } = await teamWithPendingAdmin()
    const early = await post(owner, id, { intent: 'confirm-invitation', collaboratorId: kateId })
    expect(early.status).toBe(409)
    expect(await early.json()).toEqual({
      intent: 'confirm-invitation',
      fieldErrors: {},
      formError: INVITATION_TEXTS.noAccount,
      values: { collaboratorId: kateId },
    })

    // Anyone may sign up with Kate's address; nothing proves the mailbox is theirs.
    const kate = await account(db(), 'kate@example.in')
    const listed = (await sharedPage(owner, id)).collaboration!.collaborators.find((c) => c.id === kateId)!
    expect(listed).toMatchObject({ pending: true, signedUp: true, signedUpVerified: false })
    expect((await post(editor, id, { intent: 'confirm-invitation', collaboratorId: kateId })).status).toBe(
      403,
    )
    const refused = await post(owner, id, { intent: 'confirm-invitation', collaboratorId: kateId })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({
      intent: 'confirm-invitation',
      fieldErrors: {},
      formError: INVITATION_TEXTS.unverified,
      values: { collaboratorId: kateId },
    })
    expect((await sharedResponse(kate, id)).status).toBe(404)
    expect(await types(id)).not.toContain('InvitationAccepted')
  })

  it('a manager may confirm an account that has verified the address, for an invitation still pending from before that rule', async () => {
    const { id, owner, admin } = await teamWithPendingAdmin()
    const kate = await verifiedAccount(db(), 'kate.old@example.in')
    // Recorded as invitations were before an invitation looked at verification: pending.
    const collaboratorId = crypto.randomUUID()
    await runAgreementCommand(db(), actingAs(owner.userId), id, {
      type: 'AddCollaborator',
      data: {
        collaboratorId,
        email: kate.email,
        name: 'Kate Old',
        role: 'editor',
        ownerEmail: owner.email,
        inviteeUserId: null,
        actor: { id: owner.userId, email: owner.email, name: 'owner' },
        now: new Date(),
      },
    })
    const listed = (await sharedPage(owner, id)).collaboration!.collaborators.find(
      (c) => c.id === collaboratorId,
    )!
    expect(listed).toMatchObject({ pending: true, signedUp: true, signedUpVerified: true })
    expect((await sharedResponse(kate, id)).status).toBe(404)

    const confirmed = await post(admin, id, { intent: 'confirm-invitation', collaboratorId })
    expect(confirmed.status).toBe(302)
    expect((await sharedPage(kate, id)).role).toBe('editor')
    expect((await readStream(db(), agreementStreamId(id))).at(-1)).toMatchObject({
      type: 'InvitationAccepted',
      data: { method: 'confirmed', userId: kate.userId, acceptedBy: admin.userId },
    })
  })

  it('a rebuild of the read models gives the same team, bound to the same accounts', async () => {
    const { id, kateLink } = await teamWithPendingAdmin()
    const kate = await account(db(), 'kate.personal@example.in')
    await acceptLink(kate, codeOf(kateLink))
    const team = () =>
      db().query(
        'SELECT collaborator_id, email, role, user_id FROM agreement_collaborators WHERE agreement_id = $1 ORDER BY collaborator_id',
        [id],
      )
    const before = await team()
    await rebuildProjections(db())
    expect(await team()).toEqual(before)
    expect(before.filter((row) => (row as { user_id: string | null }).user_id === null)).toHaveLength(1)
  })
})
