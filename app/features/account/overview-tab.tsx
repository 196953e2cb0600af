import { Link } from '@remix-run/react'
import { StatusBadge } from '#app/features/subscription/status-badge.tsx'
import type { ProfilePageData } from './profile-page.tsx'

/** The account at a glance: who, which plan, and the way to API tokens. */
export function OverviewTab({ data }: { data: ProfilePageData }) {
  const { user, plan } = data
  return (
    <>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-white p-6">
        <dt className="font-medium text-slate-600">Email</dt>
        <dd>{user.email}</dd>
        <dt className="font-medium text-slate-600">Display name</dt>
        <dd>{user.displayName || '—'}</dd>
      </dl>
      <h2 className="mt-8 text-lg font-semibold">Plan</h2>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <StatusBadge status={plan?.status ?? null} validUntil={plan?.validUntil ?? null} />
      </div>
      <h2 className="mt-8 text-lg font-semibold">Developer access</h2>
      <p className="mt-1 text-sm text-slate-600">
        Programs can use the JSON API with a personal token instead of your password.{' '}
        <Link to="/app/api-tokens" className="font-medium text-brand-700 hover:underline">
          Manage API tokens
        </Link>
      </p>
    </>
  )
}
