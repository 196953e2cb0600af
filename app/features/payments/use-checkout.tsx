import { useRevalidator } from '@remix-run/react'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { showToast, type ClientToast } from '#app/platform/client-toast.ts'
import { useRootData } from '#app/platform/use-root-data.ts'
import {
  createOrder,
  loadRazorpay,
  openRazorpay,
  toastForEnd,
  verifyPayment,
  type CheckoutEnd,
  type CheckoutOrder,
} from './checkout.client.ts'
import { TEST_GATEWAY_KEY_PREFIX } from './contract.ts'
import { PLACE_FIELD, SUBSCRIPTION_INTENTS } from '#app/features/subscription/contract.ts'
import { TestCheckoutDialog } from './test-checkout-dialog.tsx'

export interface Checkout {
  busy: boolean
  start: (placeOfSupply: string) => Promise<void>
  /** The test gateway's checkout while it is open: the caller renders it. */
  dialog: ReactNode
}

/**
 * The purchase with JavaScript, for a form that without it posts to /subscription (a payment
 * link). After a verified payment the page's data is loaded again, so it shows Professional
 * at once, and the toast follows. `beforeRazorpay` runs just before Razorpay's modal opens
 * (a dialog of ours must be closed first: its focus trap would hold the keyboard).
 */
export function useCheckout({
  beforeRazorpay,
  onPaid,
}: { beforeRazorpay?: () => void; onPaid?: () => void } = {}): Checkout {
  const { user, csrf } = useRootData()
  const revalidator = useRevalidator()
  const [busy, setBusy] = useState(false)
  const [testOrder, setTestOrder] = useState<{
    order: CheckoutOrder
    finish: (end: CheckoutEnd) => void
  } | null>(null)
  // The success toast waits for the reload, so the page it appears on already shows the plan.
  const [afterReload, setAfterReload] = useState<ClientToast | null>(null)
  const running = useRef(false)

  useEffect(() => {
    if (afterReload && revalidator.state === 'idle') {
      showToast(afterReload)
      setAfterReload(null)
    }
  }, [afterReload, revalidator.state])

  const start = useCallback(
    async (placeOfSupply: string) => {
      if (running.current) return
      running.current = true
      setBusy(true)
      try {
        const created = await createOrder(placeOfSupply)
        if ('refused' in created) return showToast(created.refused)
        const { order } = created
        let end: CheckoutEnd
        if (order.razorpayKeyId.startsWith(TEST_GATEWAY_KEY_PREFIX)) {
          end = await new Promise<CheckoutEnd>((finish) => setTestOrder({ order, finish }))
          setTestOrder(null)
        } else {
          let Razorpay
          try {
            Razorpay = await loadRazorpay()
          } catch {
            // Checkout cannot open here: the hosted payment page, as without JavaScript.
            return postPurchaseForm(csrf, placeOfSupply)
          }
          beforeRazorpay?.()
          end = await openRazorpay(
            Razorpay,
            order,
            { name: user?.displayName ?? '', email: user?.email ?? '' },
            (description) => showToast({ type: 'error', title: 'Payment failed', description }),
          )
        }
        const verificationError = 'paid' in end ? await verifyPayment(end.paid) : null
        const toast = toastForEnd(end, verificationError)
        if ('paid' in end && !verificationError) {
          onPaid?.()
          revalidator.revalidate()
          setAfterReload(toast)
        } else {
          showToast(toast)
        }
      } finally {
        running.current = false
        setBusy(false)
      }
    },
    [revalidator, user, csrf, beforeRazorpay, onPaid],
  )

  const dialog = testOrder ? <TestCheckoutDialog order={testOrder.order} onEnd={testOrder.finish} /> : null
  return { busy, start, dialog }
}

/** The form /subscription takes without JavaScript, posted by the browser itself. */
function postPurchaseForm(csrf: string, placeOfSupply: string) {
  const form = document.createElement('form')
  form.method = 'post'
  form.action = '/subscription'
  for (const [name, value] of [
    ['csrf', csrf],
    ['intent', SUBSCRIPTION_INTENTS.subscribe],
    [PLACE_FIELD, placeOfSupply],
  ]) {
    const input = document.createElement('input')
    input.type = 'hidden'
    input.name = name ?? ''
    input.value = value ?? ''
    form.appendChild(input)
  }
  document.body.appendChild(form)
  form.submit()
}
