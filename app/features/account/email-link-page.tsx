import { Form, Link } from '@remix-run/react'
import type { SerializeFrom } from '@remix-run/node'
import { refusalOf } from '#app/platform/form-contract.ts'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { FormError } from '#app/ui/field.tsx'
import { Button, buttonVariants } from '#app/ui/button.tsx'
import { SiteHeader } from '#app/features/site/site-header.tsx'
import type { emailLinkPage } from './email-link-page.server.ts'

type EmailLinkPageData = SerializeFrom<typeof emailLinkPage>

const WORDS = {
  verify: {
    title: 'Verify your e-mail',
    lead: (email: string) => `Press the button to confirm that ${email} is your account's address.`,
    button: 'Verify e-mail',
  },
  change: {
    title: 'Confirm your new e-mail address',
    lead: (email: string) =>
      `Press the button to make ${email} your account's e-mail address. You will sign in with it from then on.`,
    button: 'Confirm new e-mail',
  },
} as const

/** A mailed link's page: what it does and the button that does it, or why it no longer can. */
export function EmailLinkPage({ data, actionData }: { data: EmailLinkPageData; actionData: unknown }) {
  const refused = refusalOf(actionData, 'confirm')
  return (
    <>
      <SiteHeader />
      <main className="mx-auto w-full max-w-lg flex-1 px-4 py-12">
        <section aria-labelledby="email-link" className="rounded-xl border border-slate-200 bg-white p-6">
          {data.ok ? (
            <>
              <h1 id="email-link" className="text-lg font-semibold">
                {WORDS[data.purpose].title}
              </h1>
              <p className="mt-2 text-sm text-slate-600">{WORDS[data.purpose].lead(data.email)}</p>
              {refused ? (
                <div className="mt-3">
                  <FormError message={refused.formError} />
                </div>
              ) : null}
              <Form method="post" className="mt-6 flex justify-end">
                <CsrfInput />
                <Button type="submit">{WORDS[data.purpose].button}</Button>
              </Form>
            </>
          ) : (
            <>
              <h1 id="email-link" className="text-lg font-semibold">
                This link cannot be used
              </h1>
              <p className="mt-2 text-sm text-slate-600" role="alert">
                {data.message}
              </p>
              <div className="mt-6">
                <Link to="/profile?tab=profile" className={buttonVariants({ variant: 'outline' })}>
                  Go to your profile
                </Link>
              </div>
            </>
          )}
        </section>
      </main>
    </>
  )
}
