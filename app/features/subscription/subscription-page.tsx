import type { SerializeFrom } from '@remix-run/node'
import { refusalOf } from '#app/platform/form-contract.ts'
import { FormError } from '#app/ui/field.tsx'
import { SiteHeader } from '#app/features/site/site-header.tsx'
import { RuntimeFooter } from '#app/features/site/runtime-footer.tsx'
import { useCheckout } from '#app/features/payments/use-checkout.tsx'
import { BillingHistory } from '#app/features/billing/billing-history.tsx'
import type { subscriptionPage } from './page.server.ts'
import { SUBSCRIPTION_INTENTS } from './contract.ts'
import { PlanCard } from './plan-card.tsx'
import { StatusBadge } from './status-badge.tsx'
import { PurchaseForm } from './purchase-form.tsx'
import { CancelSubscription } from './cancel-subscription.tsx'

type SubscriptionPageData = SerializeFrom<typeof subscriptionPage>

/** /subscription: the plan, its status, the purchase and, while it runs, cancellation. */
export function SubscriptionPage({ data, actionData }: { data: SubscriptionPageData; actionData: unknown }) {
  const checkout = useCheckout()
  const { subscription, payments } = data
  const purchaseRefusal = refusalOf(actionData, SUBSCRIPTION_INTENTS.subscribe)
  const cancelRefusal = refusalOf(actionData, SUBSCRIPTION_INTENTS.cancel)
  const pro = subscription.status === 'active' || subscription.status === 'cancelled'
  return (
    <>
      <SiteHeader pro={pro} />
      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-6 px-4 py-10">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold">Professional plan</h1>
          <StatusBadge status={subscription.status} validUntil={subscription.validUntil} />
        </div>
        <FormError message={data.callbackError} />
        {data.lastFailure && subscription.canSubscribe ? (
          <p role="note" className="text-sm text-red-800">
            Your last payment failed: {data.lastFailure}. You can retry the payment anytime.
          </p>
        ) : null}
        <PlanCard>
          <PurchaseForm
            canSubscribe={subscription.canSubscribe}
            payments={payments}
            placeOfSupply={data.placeOfSupply}
            refusal={purchaseRefusal}
            checkout={checkout}
          />
          {subscription.canCancel ? (
            <CancelSubscription
              confirming={data.confirmCancel}
              validUntil={subscription.validUntil}
              formError={cancelRefusal?.formError ?? null}
            />
          ) : null}
        </PlanCard>
        <p className="text-sm text-slate-600">
          One payment of ₹299 (GST included) gives three months of Professional; it does not renew by itself.
          Cancel any time: access continues until the end of the period.
        </p>
        <BillingHistory rows={data.billing} />
      </main>
      {checkout.dialog}
      <RuntimeFooter />
    </>
  )
}
