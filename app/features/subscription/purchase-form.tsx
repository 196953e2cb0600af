import { PLACES_OF_SUPPLY } from '#domain/billing/places-of-supply.ts'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import type { FormRefusal } from '#app/platform/form-contract.ts'
import { Button } from '#app/ui/button.tsx'
import { FormError, SelectField } from '#app/ui/field.tsx'
import type { Checkout } from '#app/features/payments/use-checkout.tsx'
import { TestPaymentsBanner } from '#app/features/payments/test-payments-banner.tsx'
import {
  PLACE_FIELD,
  PLACE_LABEL,
  PROCESSING_LABEL,
  RAZORPAY_SECURITY_NOTE,
  SUBSCRIBE_LABEL,
  SUBSCRIBED_LABEL,
  SUBSCRIPTION_INTENTS,
  type PaymentsView,
} from './contract.ts'

const OPTIONS = [
  { value: '', label: 'Choose…' },
  ...PLACES_OF_SUPPLY.map((place) => ({ value: place.name, label: place.name })),
]

/**
 * "Subscribe Now - ₹299": without JavaScript a form that posts to /subscription (Razorpay's
 * hosted payment page, or the test gateway's); with it, checkout in the page (`checkout`).
 */
export function PurchaseForm({
  canSubscribe,
  payments,
  placeOfSupply,
  refusal,
  checkout,
  idPrefix = 'purchase',
}: {
  canSubscribe: boolean
  payments: PaymentsView
  placeOfSupply: string
  refusal: FormRefusal<string, unknown> | null
  checkout: Checkout
  idPrefix?: string
}) {
  const chosen = refusal?.values[PLACE_FIELD] ?? placeOfSupply
  return (
    <form
      method="post"
      action="/subscription"
      className="mt-6 flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        const place = new FormData(event.currentTarget).get(PLACE_FIELD)
        void checkout.start(typeof place === 'string' ? place : '')
      }}
    >
      <CsrfInput />
      <input type="hidden" name="intent" value={SUBSCRIPTION_INTENTS.subscribe} />
      {payments.test ? <TestPaymentsBanner /> : null}
      {canSubscribe ? (
        <SelectField
          id={`${idPrefix}-place`}
          name={PLACE_FIELD}
          label={PLACE_LABEL}
          options={OPTIONS}
          defaultValue={chosen}
          required
          error={refusal?.fieldErrors[PLACE_FIELD] ?? null}
        />
      ) : null}
      <FormError message={refusal?.formError} />
      <Button type="submit" size="lg" disabled={!canSubscribe || checkout.busy}>
        {!canSubscribe ? SUBSCRIBED_LABEL : checkout.busy ? PROCESSING_LABEL : SUBSCRIBE_LABEL}
      </Button>
      {payments.test ? null : <p className="text-xs text-slate-600">{RAZORPAY_SECURITY_NOTE}</p>}
    </form>
  )
}
