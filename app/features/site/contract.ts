import { RESPONSE_TIME, SUPPORT_HOURS as HOURS } from '#domain/contact/support.ts'

// What the public pages' servers and components share: the static pages, support hours and
// the view models their loaders return. Plain data only: this file ships to the browser.

/** Printed wherever an operator setting the page needs is unset: never a made-up value. */
export const TO_BE_CONFIGURED = '[TO BE CONFIGURED]'

/** The one response time the site promises: the contact slice's own words, defined once. */
export { RESPONSE_TIME }

/** The footer's short form of the same hours: "Mon–Fri 9:00–19:00 IST". */
export const SUPPORT_HOURS = HOURS.map(({ short, hours }) => `${short} ${hours}`)

/** Every static page, in the footer's order. /contact is built by the contact form's slice. */
export const STATIC_PAGES = [
  { path: '/about', title: 'About' },
  { path: '/contact', title: 'Contact' },
  { path: '/privacy-policy', title: 'Privacy Policy' },
  { path: '/terms-of-service', title: 'Terms of Service' },
  { path: '/security', title: 'Security' },
] as const

/** Who runs this site and whom to write to, as the operator configured it (null: unset). */
export interface SiteOperator {
  companyName: string | null
  companyAddress: string | null
  supportEmail: string | null
  grievanceOfficerName: string | null
  grievanceOfficerEmail: string | null
  /** The courts (or arbitration seat) the terms name, e.g. "the courts at Bengaluru, Karnataka". */
  jurisdiction: string | null
}

/** What every public page's footer and text need from the server. */
export interface PublicPageData {
  operator: SiteOperator
  /** The year for the company line, from the server's clock. */
  year: number
}

export interface ProductStat {
  value: number
  label: string
  /** Where the figure is counted from, said beside it. */
  source: string
}

export interface SampleAgreement {
  title: string
  /** The opening of the drafted text, as the document page shows it. */
  excerpt: string
  totalLines: number
  pages: number
  checklist: string[]
  statutes: string[]
  reviewFlags: number
  analysis:
    | {
        status: 'analysed'
        risk: number
        completeness: number
        compliance: number
        readability: number
        rulesPassed: number
        rulesApplicable: number
        issues: { severity: string; message: string; basis: string }[]
      }
    | { status: 'empty'; message: string }
}

export interface LandingData extends PublicPageData {
  stats: ProductStat[]
  sample: SampleAgreement
  /** The free trial's allowance, from the subscription rules. */
  trialDocuments: number
  periodMonths: number
}
