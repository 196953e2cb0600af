import { Form } from '@remix-run/react'
import { istDateTime } from '#domain/shared/ist-time.ts'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { Button } from '#app/ui/button.tsx'
import { FormError } from '#app/ui/field.tsx'
import { MailProblem } from './mail-problem.tsx'
import { PROFILE_FORM_INTENTS, PROFILE_TAB_ACTION } from './profile-contract.ts'

type PendingChange = { email: string; sentAt: string; expiresAt: string }

/** The change waiting for its link to be followed, with "Resend link" and "Cancel the change". */
export function PendingEmailChange({
  change,
  error,
  mailProblem,
}: {
  change: PendingChange
  error: string | null
  mailProblem: { givenUp: boolean } | null
}) {
  const when = (iso: string) => istDateTime(new Date(iso), { seconds: false })
  return (
    <section
      aria-labelledby="pending-email-change"
      data-testid="pending-email-change"
      className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h3 id="pending-email-change" className="font-semibold">
        Waiting for you to confirm {change.email}
      </h3>
      <p className="mt-1">
        Link sent {when(change.sentAt)} IST; it works until {when(change.expiresAt)} IST. Your e-mail changes
        only when you follow it; until then you sign in with your current address.
      </p>
      <MailProblem to={change.email} problem={mailProblem} />
      {error ? (
        <div className="mt-2">
          <FormError message={error} />
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Form method="post" action={PROFILE_TAB_ACTION}>
          <CsrfInput />
          <input type="hidden" name="intent" value={PROFILE_FORM_INTENTS.resendEmailChange} />
          <Button type="submit" size="sm" variant="outline">
            Resend link
          </Button>
        </Form>
        <Form method="post" action={PROFILE_TAB_ACTION}>
          <CsrfInput />
          <input type="hidden" name="intent" value={PROFILE_FORM_INTENTS.cancelEmailChange} />
          <Button type="submit" size="sm" variant="outline" className="text-red-700">
            Cancel the change
          </Button>
        </Form>
      </div>
    </section>
  )
}
