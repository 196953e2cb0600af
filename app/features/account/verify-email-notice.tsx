import { Form, useLocation } from '@remix-run/react'
import { EMAIL_LINK_TEXTS } from '#domain/accounts/email-links.ts'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { Button } from '#app/ui/button.tsx'
import { PROFILE_FORM_INTENTS, PROFILE_TAB_ACTION } from './profile-contract.ts'

/** "Verify your e-mail" with a form that mails the link again and comes back to this page. */
export function ResendVerificationForm({ label = 'Resend the link' }: { label?: string }) {
  const location = useLocation()
  return (
    <Form method="post" action={PROFILE_TAB_ACTION}>
      <CsrfInput />
      <input type="hidden" name="intent" value={PROFILE_FORM_INTENTS.resendVerification} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <Button type="submit" size="xs" variant="outline">
        {label}
      </Button>
    </Form>
  )
}

/** The header's strip while the account's address is unverified (root loader's `emailVerified`). */
export function VerifyEmailBanner({ email }: { email: string }) {
  return (
    <div role="status" data-testid="verify-email-banner" className="border-t border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm text-amber-900">
        <p>
          <strong>{EMAIL_LINK_TEXTS.verifyBanner}</strong>: follow the link we sent to {email}.
        </p>
        <ResendVerificationForm />
      </div>
    </div>
  )
}
