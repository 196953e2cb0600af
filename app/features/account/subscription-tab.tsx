import { Link } from '@remix-run/react'
import { BillingHistory } from '#app/features/billing/billing-history.tsx'
import { PLAN } from '#app/features/subscription/contract.ts'
import { StatusBadge } from '#app/features/subscription/status-badge.tsx'
import type { ProfilePageData } from './profile-page.tsx'

/** The plan, its status and period, the documents used against it, and the billing history with each tax invoice. */
export function SubscriptionTab({ data }: { data: ProfilePageData }) {
  const { plan, billing, documents } = data
  // A cancelled plan runs to the end of its paid period; an expired one no longer does.
  const running = plan?.status === 'active' || plan?.status === 'cancelled'
  return (
    <>
      <h2 className="text-lg font-semibold">Plan</h2>
      <dl className="mt-2 grid grid-cols-[max-content_1fr] items-baseline gap-x-6 gap-y-3 rounded-xl border border-slate-200 bg-white p-6 text-sm">
        <dt className="font-medium text-slate-600">Plan</dt>
        <dd>{running ? `${PLAN.name}, ${PLAN.price} ${PLAN.period}` : 'Free trial'}</dd>
        <dt className="font-medium text-slate-600">Status</dt>
        <dd>
          <StatusBadge status={plan?.status ?? null} validUntil={plan?.validUntil ?? null} />
        </dd>
        <dt className="font-medium text-slate-600">Valid until</dt>
        <dd data-testid="plan-valid-until">{running && plan?.validUntil ? plan.validUntil : '—'}</dd>
        {documents ? (
          <>
            <dt className="font-medium text-slate-600">Documents used</dt>
            <dd data-testid="documents-used">{documents.text}</dd>
          </>
        ) : null}
      </dl>
      <p className="mt-3 text-sm">
        <Link to="/subscription" className="font-medium text-brand-700 hover:underline">
          {plan?.status === 'active' ? 'Manage subscription' : 'See the Professional plan'}
        </Link>
      </p>
      <BillingHistory rows={billing} />
    </>
  )
}
