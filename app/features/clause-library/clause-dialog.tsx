import { Link } from '@remix-run/react'
import * as Dialog from '@radix-ui/react-dialog'
import { RouteDialog } from '#app/ui/route-dialog.tsx'
import { ClauseDetailView } from './clause-page.tsx'
import { clauseHref, LIBRARY_PARAMS, type ClausePage } from './contract.ts'

/**
 * A clause as a dialog over the library tab (JavaScript only; lazy-loaded): the page's
 * content, picking a document staying in the dialog (`into` beside `clause` in /app's URL),
 * so Back, reload and a shared link reopen it; closing goes to the tab without them.
 */
export default function ClauseDialog({
  data,
  search,
  closeHref,
}: {
  data: ClausePage
  search: string
  closeHref: string
}) {
  const hidden = [...new URLSearchParams(search)].filter(([name]) => name !== LIBRARY_PARAMS.into)
  return (
    <RouteDialog
      closeHref={closeHref}
      testId="clause-dialog"
      className="fixed inset-x-2 inset-y-2 z-50 mx-auto flex max-w-4xl flex-col gap-4 overflow-y-auto rounded-xl bg-white p-4 shadow-2xl sm:inset-y-6 sm:p-6"
    >
      <div className="flex justify-end gap-2 text-sm">
        <Link to={clauseHref(data.clause.id)} className="self-center text-brand-700 underline">
          Open as a page
        </Link>
        <Dialog.Close className="rounded-md border border-slate-300 px-3 py-1 hover:bg-slate-100">
          Close
        </Dialog.Close>
      </div>
      <ClauseDetailView
        data={data}
        actionData={undefined}
        title={<Dialog.Title className="text-2xl font-semibold">{data.clause.title}</Dialog.Title>}
        links={{ choose: { action: '/app', hidden } }}
      />
    </RouteDialog>
  )
}
