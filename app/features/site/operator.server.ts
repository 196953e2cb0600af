import { parseEnv } from '#app/platform/env.server.ts'
import { supplierSettings } from '#app/features/billing/supplier.server.ts'
import type { PublicPageData, SiteOperator } from './contract.ts'

// Who runs this site, from the environment (README, "Environment variables"): the company is
// the invoices' supplier, so the site and the invoices can never name two different ones.

/** The operator as configured now; a setting left unset is null and shows as "[TO BE CONFIGURED]". */
export function siteOperator(source: Record<string, string | undefined> = process.env): SiteOperator {
  const env = parseEnv(source)
  const supplier = supplierSettings(source)
  return {
    companyName: supplier.name,
    companyAddress: supplier.address,
    supportEmail: env.SUPPORT_EMAIL ?? null,
    grievanceOfficerName: env.GRIEVANCE_OFFICER_NAME ?? null,
    grievanceOfficerEmail: env.GRIEVANCE_OFFICER_EMAIL ?? null,
    jurisdiction: env.TERMS_JURISDICTION ?? null,
  }
}

export function publicPageData(now = new Date(), source = process.env): PublicPageData {
  // The year as India reckons it: the company line turns over at midnight IST.
  const year = new Date(now.getTime() + 330 * 60_000).getUTCFullYear()
  return { operator: siteOperator(source), year }
}
