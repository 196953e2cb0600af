import { Link } from '@remix-run/react'
import { useState } from 'react'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { Button, buttonVariants } from '#app/ui/button.tsx'
import { FormError } from '#app/ui/field.tsx'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '#app/ui/dialog.tsx'
import { CONFIRM_CANCEL_PARAM, SUBSCRIPTION_INTENTS } from './contract.ts'

const QUESTION = 'Cancel your subscription?'

function ConfirmForm() {
  return (
    <form method="post" action="/subscription">
      <CsrfInput />
      <input type="hidden" name="intent" value={SUBSCRIPTION_INTENTS.cancel} />
      <Button type="submit" variant="destructive">
        Yes, cancel subscription
      </Button>
    </form>
  )
}

/**
 * "Cancel subscription" with its confirmation: without JavaScript the page's own state
 * (?confirm=cancel), with it a dialog. Access continues to the end of the paid period.
 */
export function CancelSubscription({
  confirming,
  validUntil,
  formError,
}: {
  confirming: boolean
  validUntil: string | null
  formError: string | null
}) {
  const [open, setOpen] = useState(false)
  const consequence = `You keep Professional until ${validUntil ?? 'the end of the period'}; nothing renews after that.`
  if (confirming)
    return (
      <section
        aria-labelledby="cancel-question"
        className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4"
      >
        <h2 id="cancel-question" className="font-semibold text-red-900">
          {QUESTION}
        </h2>
        <p className="mt-1 text-sm text-red-900">{consequence}</p>
        <FormError message={formError} />
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <ConfirmForm />
          <Link to="/subscription" className={buttonVariants({ variant: 'outline' })}>
            Keep subscription
          </Link>
        </div>
      </section>
    )
  return (
    <div className="mt-6">
      <FormError message={formError} />
      <Link
        to={`/subscription?${CONFIRM_CANCEL_PARAM}=cancel`}
        className="text-sm text-red-700 underline"
        onClick={(event) => {
          event.preventDefault()
          setOpen(true)
        }}
      >
        Cancel subscription
      </Link>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>{QUESTION}</DialogTitle>
          <DialogDescription className="mt-2 text-sm text-slate-600">{consequence}</DialogDescription>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Keep subscription
            </Button>
            <ConfirmForm />
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  )
}
