import type { SerializeFrom } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { isFormRefusal } from '#app/platform/form-contract.ts'
import { Button, buttonVariants } from '#app/ui/button.tsx'
import { FormError } from '#app/ui/field.tsx'
import type { testCheckoutPage } from './test-checkout.server.ts'
import { TEST_CHECKOUT_INTENTS, type TestCheckoutIntent } from './contract.ts'
import { TestPaymentsBanner } from './test-payments-banner.tsx'

type Data = SerializeFrom<typeof testCheckoutPage>

function Choice({
  intent,
  children,
  variant,
}: {
  intent: TestCheckoutIntent
  children: string
  variant?: 'outline' | 'destructive'
}) {
  // Plain forms: the page is the hosted payment page's stand-in and is left by a full redirect.
  return (
    <form method="post">
      <CsrfInput />
      <input type="hidden" name="intent" value={TEST_CHECKOUT_INTENTS[intent]} />
      <Button type="submit" variant={variant} size="lg" className="w-full">
        {children}
      </Button>
    </form>
  )
}

/** The test gateway's hosted checkout page: amount, plan, and Pay, Fail or Cancel. */
export function TestCheckoutPage({ data, actionData }: { data: Data; actionData: unknown }) {
  const refusal = isFormRefusal(actionData) ? actionData : null
  return (
    <main className="mx-auto flex min-h-screen w-full max-w-md flex-col justify-center gap-5 px-4 py-10">
      <TestPaymentsBanner className="text-base" />
      <div
        className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        data-testid="test-checkout"
        data-paid={data.paid}
        data-recorded={data.recorded}
      >
        <p className="text-sm text-slate-600">NyayaDraft · test checkout</p>
        <h1 className="mt-1 text-3xl font-bold">{data.amount}</h1>
        <p className="mt-1 text-slate-700">{data.plan}</p>
        <p className="mt-1 font-mono text-xs text-slate-500">{data.orderId}</p>
        <FormError message={refusal?.formError} />
        {data.paid ? (
          <div className="mt-6 flex flex-col gap-3">
            <p className="text-sm font-medium text-green-800">This order is paid.</p>
            <Link to="/subscription" className={buttonVariants({ variant: 'outline' })}>
              Back to the plan
            </Link>
          </div>
        ) : (
          <div className="mt-6 flex flex-col gap-3">
            {data.recorded === 'failed' && data.failureReason ? (
              <p className="text-sm text-red-800">The last attempt failed: {data.failureReason}</p>
            ) : null}
            <Choice intent="pay">{`Pay ${data.amount.replace(/\.00$/, '')}`}</Choice>
            <Choice intent="fail" variant="destructive">
              Fail the payment
            </Choice>
            <Choice intent="cancel" variant="outline">
              Cancel
            </Choice>
          </div>
        )}
      </div>
    </main>
  )
}
