import { Form, Link } from '@remix-run/react'
import { useRootData } from '#app/platform/use-root-data.ts'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { Button, buttonVariants } from '#app/ui/button.tsx'
import { initialsOf } from '#domain/accounts/initials.ts'
import { VerifyEmailBanner } from '#app/features/account/verify-email-notice.tsx'
import type { ReactNode } from 'react'

/**
 * Top bar: the product name and its Indian-law badge, then for a signed-in user the
 * avatar (initials), e-mail, a Pro badge when subscribed, Profile and Sign Out — or Sign In;
 * below it "Verify your e-mail" while the address is unverified (root loader's `emailVerified`).
 * The badge follows the root loader's `pro` on every page; a page whose own loader read the
 * plan in the same request (/app) may pass `pro`. `menu` is the workspace's drawer control.
 */
// Below the sm breakpoint (a 390 px phone) buttons lose padding so nothing overlaps.
const NARROW = 'whitespace-nowrap px-2 sm:px-4'
const AVATAR =
  'h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white'

export function SiteHeader({ pro, menu }: { pro?: boolean; menu?: ReactNode } = {}) {
  const root = useRootData()
  const user = root.user
  const showPro = pro ?? root.pro
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-3 py-3 sm:gap-4 sm:px-4">
        <div className="flex shrink-0 items-center gap-2">
          {menu}
          <Link to="/" className="flex items-center gap-2 font-bold text-brand-900">
            <img src="/favicon.svg" alt="" className="h-7 w-7" />
            NyayaDraft
            <span className="hidden rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 lg:inline">
              Drafted for Indian law
            </span>
          </Link>
        </div>
        {user ? (
          <div className="flex min-w-0 items-center gap-1.5 text-sm sm:gap-3">
            <span aria-hidden data-testid="avatar" className={`hidden sm:flex ${AVATAR}`}>
              {initialsOf(user.displayName)}
            </span>
            {/* On a phone the avatar is the way to the profile, in place of the Profile button. */}
            <Link to="/profile" aria-label="Profile" className={`flex sm:hidden ${AVATAR}`}>
              {initialsOf(user.displayName)}
            </Link>
            <span className="hidden truncate text-slate-600 md:inline" data-testid="signed-in-email">
              {user.email}
            </span>
            {showPro ? (
              <span
                data-testid="pro-badge"
                className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
              >
                Pro
              </span>
            ) : null}
            <Link
              to="/profile"
              className={buttonVariants({ variant: 'ghost', className: 'hidden sm:inline-flex' })}
            >
              Profile
            </Link>
            <Form method="post" action="/logout">
              <CsrfInput />
              <Button type="submit" variant="outline" className={NARROW}>
                Sign Out
              </Button>
            </Form>
          </div>
        ) : (
          <div className="flex items-center gap-2 text-sm">
            <Link to="/auth?tab=signin" className={buttonVariants({ variant: 'ghost' })}>
              Sign In
            </Link>
            <Link to="/auth?tab=signup" className={buttonVariants()}>
              Get Started
            </Link>
          </div>
        )}
      </div>
      {user && !root.emailVerified ? <VerifyEmailBanner email={user.email} /> : null}
    </header>
  )
}
