import { json } from '@remix-run/node'
import { getDb } from '#db/client.server.ts'
import { parseEnv } from '#app/platform/env.server.ts'
import { getSessionUser } from '#app/platform/session.server.ts'
import { publicPageCacheControl } from '#app/platform/page-cache.server.ts'
import { PERIOD_MONTHS, TRIAL_DOCUMENTS } from '#domain/subscription/index.ts'
import type { LandingData, PublicPageData } from './contract.ts'
import { publicPageData } from './operator.server.ts'
import { documentsDraftedStat } from './documents-drafted.server.ts'
import { productStats } from './product-stats.server.ts'
import { landingSample } from './sample-agreement.server.ts'
import { securityFacts, type SecurityFacts } from './security-facts.server.ts'

// Loaders of the public pages: the same for every signed-out visitor (so revalidated by
// ETag), private to the browser because the root data carries its CSRF token.

async function cacheHeaders(request: Request) {
  return { 'Cache-Control': publicPageCacheControl(Boolean(await getSessionUser(request))) }
}

let stats: LandingData['stats'] | undefined

export async function landingPage(request: Request) {
  stats ??= productStats()
  // Read per request like the operator's settings, so the figure follows the setting.
  const drafted =
    parseEnv(process.env).PUBLIC_DOCUMENT_COUNT === 'true' ? [await documentsDraftedStat(await getDb())] : []
  const data: LandingData = {
    ...publicPageData(),
    stats: [...stats, ...drafted],
    sample: landingSample(),
    trialDocuments: TRIAL_DOCUMENTS,
    periodMonths: PERIOD_MONTHS,
  }
  return json(data, { headers: await cacheHeaders(request) })
}

export type StaticPageData = PublicPageData & { facts: SecurityFacts }

/** /about, /privacy-policy, /terms-of-service and /security: the operator and the code's own figures. */
export async function staticPage(request: Request) {
  const data: StaticPageData = { ...publicPageData(), facts: securityFacts() }
  return json(data, { headers: await cacheHeaders(request) })
}
