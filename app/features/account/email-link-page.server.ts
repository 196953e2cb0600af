import { json } from '@remix-run/node'
import { pluralise } from '#domain/collaboration/index.ts'
import { acceptInvitationsForVerifiedAddress } from '#app/features/invitations/verified-address.server.ts'
import { commandContext } from '#app/platform/command-context.server.ts'
import { csrfProblem } from '#app/platform/csrf.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { readForm } from '#app/platform/form-body.server.ts'
import { refuse } from '#app/platform/form-contract.server.ts'
import { getSessionUser } from '#app/platform/session.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { applyEmailLink, readEmailLink } from './email-links.server.ts'
import { PROFILE_TAB_ACTION } from './profile-contract.ts'

/**
 * /verify-email/<token>: what the link would do, with a button. A GET changes nothing, so a
 * mail scanner, a link preview or a prefetch cannot use the link up.
 */
export async function emailLinkPage(token: string | undefined) {
  const link = await readEmailLink(await getDb(), token ?? '')
  if (!link.ok) return json({ ok: false as const, message: link.message }, { status: link.status })
  return json({ ok: true as const, purpose: link.purpose, email: link.email })
}

/**
 * Follows the link. Holding it proves control of the address, so it works signed out too;
 * whoever is signed in, it applies to the account it was sent for. The address now proved,
 * the invitations waiting for it become the account's access.
 */
export async function followEmailLinkAction(request: Request, context: unknown, token: string | undefined) {
  const form = await readForm(request)
  const forged = await csrfProblem(request, form)
  if (forged) return refuse('confirm', { formError: forged }, 403)
  const db = await getDb()
  const outcome = await applyEmailLink(db, token ?? '')
  if (!outcome.ok) return refuse('confirm', { formError: outcome.message }, outcome.status)
  const accepted = await acceptInvitationsForVerifiedAddress(
    db,
    commandContext({ request, context }, outcome.userId),
    outcome.userId,
  )
  const viewer = await getSessionUser(request)
  const changed = outcome.purpose === 'change'
  const invitations =
    accepted > 0
      ? ` ${pluralise(accepted, 'invitation')} to this address ${accepted === 1 ? 'was' : 'were'} accepted: the ${accepted === 1 ? 'document is' : 'documents are'} now shared with you.`
      : ''
  const toast = {
    type: 'success' as const,
    title: changed ? 'E-mail address changed' : 'E-mail verified',
    description:
      (changed
        ? `The account's e-mail is now ${outcome.email}; sign in with it from now on.`
        : `${outcome.email} is verified. Thank you.`) + invitations,
  }
  const next = viewer?.id === outcome.userId ? PROFILE_TAB_ACTION : viewer ? '/app' : '/auth?tab=signin'
  return redirectWithToast(request, next, toast)
}
