import { Link } from '@remix-run/react'
import * as Dialog from '@radix-ui/react-dialog'
import { useRootData } from '#app/platform/use-root-data.ts'
import { useCheckout } from '#app/features/payments/use-checkout.tsx'
import { PLAN, TEST_PAYMENTS_NOTE } from './contract.ts'
import { PurchaseForm } from './purchase-form.tsx'
import { PlanFeatures } from './plan-card.tsx'

/**
 * The subscription dialog the gate's refusal opens (lazy-loaded by UpgradePrompt, and kept
 * mounted once loaded: checkout outlives the dialog, which closes before Razorpay's opens).
 */
export default function UpgradeDialog({
  open,
  onOpenChange,
  delay,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  delay: number | null
}) {
  const { runtime } = useRootData()
  const close = () => onOpenChange(false)
  const checkout = useCheckout({ beforeRazorpay: close, onPaid: close })
  // The footer's words for the payments in use; the test gateway's are the spec's own.
  const payments = { test: runtime.payments === TEST_PAYMENTS_NOTE }
  return (
    <>
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
          <Dialog.Content
            data-delay-ms={delay ?? undefined}
            className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-2xl"
          >
            <Dialog.Title className="text-lg font-semibold">Upgrade to Professional</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-slate-600">
              Your free trial document has been used. The Professional plan gives:
            </Dialog.Description>
            <PlanFeatures className="mt-2" />
            <p className="mt-4 text-2xl font-bold">
              {PLAN.price} <span className="text-sm font-normal text-slate-600">{PLAN.period}</span>{' '}
              <s className="text-sm font-normal text-slate-500">{PLAN.regularPrice}</s>{' '}
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">
                {PLAN.saving}
              </span>
            </p>
            <PurchaseForm
              canSubscribe
              payments={payments}
              placeOfSupply=""
              refusal={null}
              checkout={checkout}
              idPrefix="upgrade"
            />
            <div className="mt-4 flex items-center justify-between gap-2">
              <Link to="/subscription" className="text-sm text-brand-700 underline">
                See the plan page
              </Link>
              <Dialog.Close className="rounded-md border border-slate-300 px-4 py-2 text-sm hover:bg-slate-100">
                Maybe Later
              </Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      {checkout.dialog}
    </>
  )
}
