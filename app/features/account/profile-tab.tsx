import { Form, useNavigation } from '@remix-run/react'
import { refusalOf } from '#app/platform/form-contract.ts'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { Button } from '#app/ui/button.tsx'
import { Field, FormError } from '#app/ui/field.tsx'
import { EMAIL_LINK_TEXTS } from '#domain/accounts/email-links.ts'
import type { ProfileField } from '#domain/accounts/profile.ts'
import { HintedField } from './hinted-field.tsx'
import { MailProblem } from './mail-problem.tsx'
import { PendingEmailChange } from './pending-email-change.tsx'
import { PROFILE_FORM_INTENTS, PROFILE_TAB_ACTION } from './profile-contract.ts'
import type { ProfileActionData, ProfilePageData } from './profile-page.tsx'
import { ResendVerificationForm } from './verify-email-notice.tsx'
import { YourData } from './your-data.tsx'

const I = PROFILE_FORM_INTENTS

/** The account's name and e-mail: one form, the change waiting for its link, and the address's verification. */
export function ProfileTab({ data, actionData }: { data: ProfilePageData; actionData: ProfileActionData }) {
  const { user, profile } = data
  const navigation = useNavigation()
  const refused = refusalOf<ProfileField>(actionData, I.profile)
  const changeRefused = refusalOf(actionData, I.resendEmailChange, I.cancelEmailChange)
  const verifyRefused = refusalOf(actionData, I.resendVerification)
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === I.profile
  const pending = profile?.emailChange ?? null
  return (
    <div className="flex flex-col gap-6">
      {pending ? (
        <PendingEmailChange
          change={pending}
          error={changeRefused?.formError ?? null}
          mailProblem={profile?.changeMailProblem ?? null}
        />
      ) : null}
      {!pending && changeRefused ? <FormError message={changeRefused.formError} /> : null}
      <section
        aria-label="E-mail verification"
        className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm"
      >
        <p className="font-medium text-slate-700">{user.email}</p>
        {profile?.emailVerified ? (
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
            Verified
          </span>
        ) : (
          <>
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              Not verified
            </span>
            <span className="text-slate-600">
              {EMAIL_LINK_TEXTS.verifyBanner}: follow the link we sent you.
            </span>
            <ResendVerificationForm label="Resend verification link" />
            <MailProblem to={user.email} problem={profile?.verifyMailProblem ?? null} />
          </>
        )}
        {verifyRefused ? (
          <div className="basis-full">
            <FormError message={verifyRefused.formError} />
          </div>
        ) : null}
      </section>
      <Form
        // A new key after each save, so the fields show what was saved (and the password is cleared).
        key={`${user.displayName}\n${user.email}\n${pending?.sentAt ?? ''}`}
        method="post"
        action={PROFILE_TAB_ACTION}
        noValidate
        aria-labelledby="profile-form"
        className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6"
      >
        <h2 id="profile-form" className="text-lg font-semibold">
          Profile
        </h2>
        <CsrfInput />
        <input type="hidden" name="intent" value={I.profile} />
        <FormError message={refused?.formError} />
        <Field
          label="Display name"
          name="displayName"
          autoComplete="name"
          maxLength={80}
          defaultValue={refused?.values.displayName ?? user.displayName}
          error={refused?.fieldErrors.displayName}
          required
        />
        <HintedField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={refused?.values.email ?? user.email}
          error={refused?.fieldErrors.email}
          hint="A new address changes only when you follow the link we send to it; we also tell your current address."
          required
        />
        <HintedField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          error={refused?.fieldErrors.currentPassword}
          hint="Needed only when you change your e-mail."
        />
        {/* On the left: the toast (bottom right, and kept without JavaScript) must not cover it. */}
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save changes'}
          </Button>
        </div>
      </Form>
      <YourData />
    </div>
  )
}
