import { Link } from '@remix-run/react'
import { Dialog } from 'radix-ui'

/** The subscription dialog the gate's refusal opens (lazy-loaded by UpgradePrompt). */
export default function UpgradeDialog({
  open,
  onOpenChange,
  delay,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  delay: number | null
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          data-delay-ms={delay ?? undefined}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-2xl"
        >
          <Dialog.Title className="text-lg font-semibold">Upgrade to Professional</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            Your free trial document has been used. The Professional plan gives unlimited agreements, editing,
            export and sharing.
          </Dialog.Description>
          <p className="mt-4 text-2xl font-bold">
            ₹299 <span className="text-sm font-normal text-slate-600">for 3 months</span>{' '}
            <span className="text-sm font-normal text-slate-500 line-through">₹499</span>{' '}
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">
              Save 40%
            </span>
          </p>
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close className="rounded-md border border-slate-300 px-4 py-2 text-sm hover:bg-slate-100">
              Maybe later
            </Dialog.Close>
            <Link
              to="/subscription"
              className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
            >
              Upgrade Now - ₹299
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
