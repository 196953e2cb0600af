import { Link } from '@remix-run/react'
import { MoreIcon } from '#app/ui/icons.tsx'

/**
 * The same menu before JavaScript runs (or without it): a disclosure whose two items are
 * links, so every row has its Rename and Delete, not only the open conversation.
 */
export function ChatRowDisclosure({
  title,
  renameHref,
  deleteHref,
}: {
  title: string
  renameHref: string
  deleteHref: string
}) {
  return (
    <details className="relative shrink-0">
      <summary
        aria-label={`Actions for ${title}`}
        className="flex h-7 w-7 cursor-pointer list-none items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
      >
        <MoreIcon />
      </summary>
      <div className="absolute right-0 z-10 mt-1 flex w-32 flex-col rounded-md border border-slate-200 bg-white p-1 text-sm shadow">
        <Link to={renameHref} className="rounded px-2 py-1 hover:bg-slate-100">
          Rename
        </Link>
        <Link to={deleteHref} className="rounded px-2 py-1 text-red-700 hover:bg-slate-100">
          Delete
        </Link>
      </div>
    </details>
  )
}
