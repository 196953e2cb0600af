import type { ProfileActionData, ProfilePageData } from './profile-page.tsx'
import { YourData } from './your-data.tsx'

/** The account's name and e-mail. */
export function ProfileTab({ data }: { data: ProfilePageData; actionData: ProfileActionData }) {
  const { user } = data
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-white p-6">
        <dt className="font-medium text-slate-600">Email</dt>
        <dd>{user.email}</dd>
        <dt className="font-medium text-slate-600">Display name</dt>
        <dd>{user.displayName || '—'}</dd>
      </dl>
      <YourData />
    </div>
  )
}
