import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { INVITATION_TEXTS } from '#domain/collaboration/index.ts'
import { acceptInvitation, invitationFor } from '#app/features/invitations/invitation.server.ts'
import { readInvitationCode } from '#app/features/invitations/invitation-link.server.ts'
import { commandContext } from '#app/platform/command-context.server.ts'
import { readForm } from '#app/platform/form-body.server.ts'
import { refuse } from '#app/platform/form-contract.server.ts'
import { refusalOf } from '#app/platform/form-contract.ts'
import { FormError } from '#app/ui/field.tsx'
import { csrfProblem } from '#app/platform/csrf.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { getSessionUser, requireUser } from '#app/platform/session.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { ErrorPage } from '#app/features/site/error-page.tsx'
import { SiteHeader } from '#app/features/site/site-header.tsx'
import { Button, buttonVariants } from '#app/ui/button.tsx'

// /invitations/<code>: a pending invitation's single-use link. A signed-in visitor sees what
// they are invited to and accepts with a form (a GET never accepts: link previews and
// prefetches open it too); a visitor who is not signed in is asked to sign in or sign up first.

export const meta: MetaFunction = () => [
  { title: 'Invitation — NyayaDraft' },
  { name: 'robots', content: 'noindex' },
]

const notFound = () => json(INVITATION_TEXTS.notFound, { status: 404 })

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!readInvitationCode(params.code)) throw notFound()
  const back = new URL(request.url).pathname
  const user = await getSessionUser(request)
  if (!user) return json({ signedIn: false as const, back })
  const invitation = await invitationFor(await getDb(), user, params.code)
  if (!invitation) throw notFound()
  return json({ signedIn: true as const, back, invitation, email: user.email })
}

export async function action({ request, params, context }: ActionFunctionArgs) {
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

export default function InvitationPage() {
  const data = useLoaderData<typeof loader>()
  const refused = refusalOf(useActionData<typeof action>(), 'accept')
  const auth = (tab: 'signin' | 'signup') => `/auth?${new URLSearchParams({ tab, redirectTo: data.back })}`
  return (
    <>
      <SiteHeader />
      <main className="mx-auto w-full max-w-lg flex-1 px-4 py-12">
        <section aria-labelledby="invitation" className="rounded-xl border border-slate-200 bg-white p-6">
          <h1 id="invitation" className="text-lg font-semibold">
            You have been invited to a document
          </h1>
          {!data.signedIn ? (
            <>
              <p className="mt-2 text-sm text-slate-600">
                Sign in, or create an account, to see the invitation and accept it. This link works once.
              </p>
              <div className="mt-6 flex flex-wrap gap-3">
                <Link to={auth('signup')} className={buttonVariants()}>
                  Create an account
                </Link>
                <Link to={auth('signin')} className={buttonVariants({ variant: 'outline' })}>
                  Sign in
                </Link>
              </div>
            </>
          ) : (
            <Invitation {...data} error={refused?.formError ?? null} />
          )}
        </section>
      </main>
    </>
  )
}

function Invitation({
  invitation,
  email,
  error,
}: {
  invitation: {
    agreementId: string
    title: string
    roleLabel: string
    invitedBy: string
    status: 'pending' | 'yours' | 'taken'
  }
  email: string
  error: string | null
}) {
  if (invitation.status === 'yours') {
    return (
      <p className="mt-2 text-sm text-slate-600">
        You have already accepted it.{' '}
        <Link to={`/document/${invitation.agreementId}`}>Open “{invitation.title}”</Link>.
      </p>
    )
  }
  if (invitation.status === 'taken')
    return <p className="mt-2 text-sm text-slate-600">{INVITATION_TEXTS.alreadyAccepted}.</p>
  return (
    <>
      <p className="mt-2 text-sm text-slate-600">
        {invitation.invitedBy} invited you to “{invitation.title}” as {invitation.roleLabel.toLowerCase()}.
        Accepting gives the account you are signed in with ({email}) that role; the link then stops working.
      </p>
      {error ? (
        <div className="mt-3">
          <FormError message={error} />
        </div>
      ) : null}
      <Form method="post" className="mt-6 flex justify-end gap-3">
        <CsrfInput />
        <Link to="/app" className={buttonVariants({ variant: 'outline' })}>
          Not now
        </Link>
        <Button type="submit">Accept invitation</Button>
      </Form>
    </>
  )
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}
