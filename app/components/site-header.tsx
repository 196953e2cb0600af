import { Form, Link } from '@remix-run/react'
import { useRootData } from '#app/utils/use-root-data.ts'
import { CsrfInput } from './csrf-input.tsx'
import { buttonClass } from '#app/ui/button.tsx'

/** Top bar: the product name, and either the account's e-mail with Sign Out or Sign In. */
export function SiteHeader() {
  const { user } = useRootData()
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 font-bold text-brand-900">
          <img src="/favicon.svg" alt="" className="h-7 w-7" />
          NyayaDraft
          <span className="hidden rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 sm:inline">
            Indian-law drafting
          </span>
        </Link>
        {user ? (
          <div className="flex items-center gap-3 text-sm">
            <span className="hidden text-slate-600 sm:inline" data-testid="signed-in-email">
              {user.email}
            </span>
            <Link to="/profile" className={buttonClass('ghost')}>
              Profile
            </Link>
            <Form method="post" action="/logout">
              <CsrfInput />
              <button type="submit" className={buttonClass('secondary')}>
                Sign Out
              </button>
            </Form>
          </div>
        ) : (
          <div className="flex items-center gap-2 text-sm">
            <Link to="/auth?tab=signin" className={buttonClass('ghost')}>
              Sign In
            </Link>
            <Link to="/auth?tab=signup" className={buttonClass('primary')}>
              Get Started
            </Link>
          </div>
        )}
      </div>
    </header>
  )
}
