import { json } from '@remix-run/node'
import { INVITATION_TEXTS } from '#domain/collaboration/index.ts'
import { commandContext } from '#app/platform/command-context.server.ts'
import { csrfProblem } from '#app/platform/csrf.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { readForm } from '#app/platform/form-body.server.ts'
import { refuse } from '#app/platform/form-contract.server.ts'
import { getSessionUser, requireUser } from '#app/platform/session.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { acceptInvitation, invitationFor } from './invitation.server.ts'
import { readInvitationCode } from './invitation-link.server.ts'

const notFound = () => json(INVITATION_TEXTS.notFound, { status: 404 })

/** Who is asking decides what is shown: a signed-in visitor sees the invitation, anyone else how to sign in. */
export async function invitationPage(request: Request, code: string | undefined) {
  if (!readInvitationCode(code)) throw notFound()
  const back = new URL(request.url).pathname
  const user = await getSessionUser(request)
  if (!user) return json({ signedIn: false as const, back })
  const invitation = await invitationFor(await getDb(), user, code)
  if (!invitation) throw notFound()
  return json({ signedIn: true as const, back, invitation, email: user.email })
}

/** Accepts the invitation for the signed-in user and opens the shared document. */
export async function acceptInvitationAction({
  request,
  params,
  context,
}: {
  request: Request
  params: { code?: string }
  context: unknown
}) {
  const user = await requireUser(request)
  const form = await readForm(request)
  const forged = await csrfProblem(request, form)
  // The form has no fields: every refusal is the form's.
  if (forged) return refuse('accept', { formError: forged }, 403)
  const outcome = await acceptInvitation(
    await getDb(),
    user,
    commandContext({ request, context }, user.id),
    params.code,
  )
  if (!outcome.ok) return refuse('accept', { formError: outcome.message }, outcome.status)
  return redirectWithToast(request, `/document/${outcome.ref.agreementId}`, {
    type: 'success',
    title: INVITATION_TEXTS.accepted,
    description: 'The document is now shared with you.',
  })
}
