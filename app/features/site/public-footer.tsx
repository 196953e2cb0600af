import { Link } from '@remix-run/react'
import { RuntimeFooter } from './runtime-footer.tsx'
import {
  RESPONSE_TIME,
  STATIC_PAGES,
  SUPPORT_HOURS,
  TO_BE_CONFIGURED,
  type PublicPageData,
} from './contract.ts'

/** The public pages' footer: every static page, support hours and who runs the site. */
export function PublicFooter({ operator, year }: PublicPageData) {
  return (
    <>
      <div className="border-t border-slate-200 bg-slate-50">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 text-sm text-slate-700 sm:grid-cols-3">
          <nav aria-label="Site pages">
            <h2 className="font-semibold text-slate-900">NyayaDraft</h2>
            <ul className="mt-2 space-y-1">
              {STATIC_PAGES.map((page) => (
                <li key={page.path}>
                  <Link to={page.path} className="underline-offset-2 hover:underline">
                    {page.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className="font-semibold text-slate-900">Support hours</h2>
            <ul className="mt-2 space-y-1">
              {SUPPORT_HOURS.map((hours) => (
                <li key={hours}>{hours}</li>
              ))}
            </ul>
            <p className="mt-2">We reply {RESPONSE_TIME}.</p>
            {operator.supportEmail ? (
              <p className="mt-1">
                <a href={`mailto:${operator.supportEmail}`} className="underline">
                  {operator.supportEmail}
                </a>
              </p>
            ) : null}
          </div>
          <div>
            <h2 className="font-semibold text-slate-900">Company</h2>
            <p className="mt-2" data-testid="company-line">
              © {year} {operator.companyName ?? TO_BE_CONFIGURED}
            </p>
            {operator.companyAddress ? (
              <p className="mt-1 whitespace-pre-line">{operator.companyAddress}</p>
            ) : null}
          </div>
        </div>
      </div>
      <RuntimeFooter />
    </>
  )
}
