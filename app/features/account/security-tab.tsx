import type { ProfileActionData, ProfilePageData } from './profile-page.tsx'

/** Password and sessions. */
export function SecurityTab({ data }: { data: ProfilePageData; actionData: ProfileActionData }) {
  return (
    <p className="text-sm text-slate-600">
      Signed in as {data.user.email}. Your password is stored only as an Argon2id hash.
    </p>
  )
}
