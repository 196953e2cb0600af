import { Link } from '@remix-run/react'
import { BillingHistory } from '#app/features/billing/billing-history.tsx'
import { StatusBadge } from '#app/features/subscription/status-badge.tsx'
import type { ProfilePageData } from './profile-page.tsx'

/** The plan, its status and the billing history with each tax invoice. */
export function SubscriptionTab({ data }: { data: ProfilePageData }) {
  const { plan, billing } = data
  return (
    <>
      <h2 className="text-lg font-semibold">Plan</h2>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <StatusBadge status={plan?.status ?? null} validUntil={plan?.validUntil ?? null} />
        <Link to="/subscription" className="text-sm font-medium text-brand-700 hover:underline">
          {plan?.status === 'active' ? 'Manage subscription' : 'See the Professional plan'}
        </Link>
      </div>
      <BillingHistory rows={billing} />
    </>
  )
}
