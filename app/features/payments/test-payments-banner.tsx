import { cn } from '#app/ui/cn.ts'
import { TEST_PAYMENTS_NOTE } from '#app/features/subscription/contract.ts'

/** Says plainly, on every payment screen of the test gateway, that no money moves. */
export function TestPaymentsBanner({ className }: { className?: string }) {
  return (
    <p
      role="note"
      data-testid="test-payments-note"
      className={cn(
        'rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900',
        className,
      )}
    >
      {TEST_PAYMENTS_NOTE}
    </p>
  )
}
