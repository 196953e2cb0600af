import { useState } from 'react'
import { useRootData } from '#app/platform/use-root-data.ts'
import { Button } from '#app/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#app/ui/dialog.tsx'
import { answerTestCheckout, type CheckoutEnd, type CheckoutOrder } from './checkout.client.ts'
import { CHECKOUT_PLAN_TEXT } from './contract.ts'
import { TestPaymentsBanner } from './test-payments-banner.tsx'

const rupees = (paise: number) => `₹${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`

/**
 * The test gateway's checkout in the page, in place of Razorpay's modal: Pay answers with a
 * result signed as Razorpay signs it, Fail records a failed payment, Cancel (or closing the
 * dialog) is Razorpay's dismissal.
 */
export function TestCheckoutDialog({
  order,
  onEnd,
}: {
  order: CheckoutOrder
  onEnd: (end: CheckoutEnd) => void
}) {
  const { csrf } = useRootData()
  const [pending, setPending] = useState<'pay' | 'fail' | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  async function answer(intent: 'pay' | 'fail') {
    setPending(intent)
    setProblem(null)
    const result = await answerTestCheckout(order.orderId, intent, csrf)
    setPending(null)
    if ('paid' in result) onEnd({ paid: result.paid })
    else if ('failed' in result) onEnd({ failed: result.failed.description })
    else setProblem(result.error)
  }

  return (
    <Dialog open onOpenChange={(open) => (!open && !pending ? onEnd({ dismissed: true }) : undefined)}>
      <DialogContent data-testid="test-checkout-dialog">
        <DialogTitle>Test checkout</DialogTitle>
        <DialogDescription className="sr-only">
          The embedded test gateway, standing in for Razorpay’s checkout.
        </DialogDescription>
        <TestPaymentsBanner className="mt-3" />
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">Amount</dt>
          <dd className="font-semibold" data-testid="test-checkout-amount">
            {rupees(order.amount)}
          </dd>
          <dt className="text-slate-600">Plan</dt>
          <dd>{CHECKOUT_PLAN_TEXT}</dd>
          <dt className="text-slate-600">Order</dt>
          <dd className="font-mono text-xs">{order.orderId}</dd>
        </dl>
        {problem ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {problem}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="outline" disabled={pending !== null} onClick={() => onEnd({ dismissed: true })}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={pending !== null} onClick={() => void answer('fail')}>
            Fail the payment
          </Button>
          <Button disabled={pending !== null} onClick={() => void answer('pay')}>
            {pending === 'pay' ? 'Processing...' : `Pay ${rupees(order.amount).replace(/\.00$/, '')}`}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
