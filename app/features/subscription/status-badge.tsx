import { cn } from '#app/ui/cn.ts'
import type { SubscriptionStatusName } from './contract.ts'

// The specification's colours: created yellow, active green, cancelled red, anything else grey.
const TONES: Record<SubscriptionStatusName, string> = {
  created: 'bg-yellow-100 text-yellow-900 border-yellow-300',
  active: 'bg-green-100 text-green-900 border-green-300',
  cancelled: 'bg-red-100 text-red-900 border-red-300',
  expired: 'bg-slate-100 text-slate-800 border-slate-300',
}
const LABELS: Record<SubscriptionStatusName, string> = {
  created: 'Created',
  active: 'Active',
  cancelled: 'Cancelled',
  expired: 'Expired',
}

/** The plan's status and, when it has a period, the day it ends. */
export function StatusBadge({
  status,
  validUntil,
}: {
  status: SubscriptionStatusName | null
  validUntil: string | null
}) {
  if (!status)
    return (
      <p className="text-sm text-slate-700" data-testid="subscription-status" data-status="none">
        No plan yet: you are on the free trial (one document, as a preview).
      </p>
    )
  return (
    <p
      className="flex flex-wrap items-center gap-2 text-sm"
      data-testid="subscription-status"
      data-status={status}
    >
      <span className={cn('rounded-full border px-2.5 py-0.5 text-xs font-semibold', TONES[status])}>
        {LABELS[status]}
      </span>
      {status === 'created' ? (
        <span className="text-slate-700">A purchase was started and is not paid yet.</span>
      ) : null}
      {validUntil && status === 'active' ? (
        <span className="text-slate-700">{`valid until ${validUntil}`}</span>
      ) : null}
      {validUntil && status === 'cancelled' ? (
        <span className="text-slate-700">{`Access continues until ${validUntil}`}</span>
      ) : null}
      {validUntil && status === 'expired' ? (
        <span className="text-slate-700">{`ended ${validUntil}`}</span>
      ) : null}
    </p>
  )
}
