import { Form, Link } from '@remix-run/react'
import type { SerializeFrom } from '@remix-run/node'
import { INVITATION_TEXTS } from '#domain/collaboration/index.ts'
import { refusalOf } from '#app/platform/form-contract.ts'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { FormError } from '#app/ui/field.tsx'
import { Button, buttonVariants } from '#app/ui/button.tsx'
import { SiteHeader } from '#app/features/site/site-header.tsx'
import type { invitationPage } from './page.server.ts'

type InvitationPageData = SerializeFrom<typeof invitationPage>

export function InvitationPage({ data, actionData }: { data: InvitationPageData; actionData: unknown }) {
  const refused = refusalOf(actionData, 'accept')
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
