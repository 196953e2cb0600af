import { Link } from '@remix-run/react'
import type { SerializeFrom } from '@remix-run/node'
import { SiteHeader } from '#app/features/site/site-header.tsx'
import { BillingHistory } from '#app/features/billing/billing-history.tsx'
import { StatusBadge } from '#app/features/subscription/status-badge.tsx'
import type { profilePage } from './page.server.ts'

type ProfilePageData = SerializeFrom<typeof profilePage>

/** The signed-in user's details, plan, billing history and the way to their API tokens. */
export function ProfilePage({ user, plan, billing }: ProfilePageData) {
  return (
    <>
      <SiteHeader />
      <main className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-2xl font-bold">Profile</h1>
        <dl className="mt-6 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-white p-6">
          <dt className="font-medium text-slate-600">Email</dt>
          <dd>{user.email}</dd>
          <dt className="font-medium text-slate-600">Display name</dt>
          <dd>{user.displayName || '—'}</dd>
        </dl>
        <h2 className="mt-8 text-lg font-semibold">Plan</h2>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <StatusBadge status={plan?.status ?? null} validUntil={plan?.validUntil ?? null} />
          <Link to="/subscription" className="text-sm font-medium text-brand-700 hover:underline">
            {plan?.status === 'active' ? 'Manage subscription' : 'See the Professional plan'}
          </Link>
        </div>
        <BillingHistory rows={billing} />
        <h2 className="mt-8 text-lg font-semibold">Developer access</h2>
        <p className="mt-1 text-sm text-slate-600">
          Programs can use the JSON API with a personal token instead of your password.{' '}
          <Link to="/app/api-tokens" className="font-medium text-brand-700 hover:underline">
            Manage API tokens
          </Link>
        </p>
      </main>
    </>
  )
}
