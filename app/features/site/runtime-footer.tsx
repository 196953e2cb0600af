import { Link } from '@remix-run/react'
import { useRootData } from '#app/platform/use-root-data.ts'

/** Says which outside parts are real and which run embedded, as DESIGN.md asks. */
export function RuntimeFooter() {
  const { runtime } = useRootData()
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
        <p>
          Database: <span data-testid="runtime-database">{runtime.database}</span> · Drafting:{' '}
          <span data-testid="runtime-ai">{runtime.ai}</span> · Payments:{' '}
          <span data-testid="runtime-payments">{runtime.payments}</span> · Mail:{' '}
          <span data-testid="runtime-mail">{runtime.mail}</span>
        </p>
        <p>
          Documents drafted here are aids, not legal advice. Have a qualified advocate review them before
          signing.
        </p>
        <Link to="/" className="underline">
          Home
        </Link>
      </div>
    </footer>
  )
}
