import type { PasswordChangeField } from '#domain/accounts/password-change.ts'
import { refusalOf } from '#app/platform/form-contract.ts'
import type { ProfileActionData, ProfilePageData } from './profile-page.tsx'
import { ChangePasswordForm } from './change-password-form.tsx'
import { SECURITY_INTENTS } from './security-contract.ts'
import { SessionList } from './session-list.tsx'

/** Password and sessions. */
export function SecurityTab({ data, actionData }: { data: ProfilePageData; actionData: ProfileActionData }) {
  const sessionRefusal = refusalOf(actionData, SECURITY_INTENTS.endSession, SECURITY_INTENTS.endOtherSessions)
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-600">
        Signed in as {data.user.email}. Your password is stored only as an Argon2id hash.
      </p>
      <ChangePasswordForm
        refusal={refusalOf<PasswordChangeField>(actionData, SECURITY_INTENTS.changePassword)}
      />
      <SessionList sessions={data.sessions} error={sessionRefusal?.formError ?? null} />
    </div>
  )
}
