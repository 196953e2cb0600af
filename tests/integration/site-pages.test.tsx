import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { listTemplates } from '#domain/catalogue/index.ts'
import { CLAUSES } from '#domain/clauses/index.ts'
import { ACT, GLOSSARY, LANGUAGES } from '#domain/glossary/index.ts'
import { analyseDraft } from '#domain/analysis/index.ts'
import { checklistLines, draftAgreement, renderPlainText } from '#domain/drafting/index.ts'
import { TRIAL_DOCUMENTS } from '#domain/subscription/index.ts'
import { IDLE_TIMEOUT_MS, ABSOLUTE_LIFETIME_MS } from '#app/platform/session.server.ts'
import { PLAN } from '#app/features/subscription/contract.ts'
import { citedStatutes, productStats } from '#app/features/site/product-stats.server.ts'
import { SAMPLE_DETAILS, SAMPLE_TEMPLATE } from '#app/features/site/sample-agreement.server.ts'
import {
  RESPONSE_TIME,
  STATIC_PAGES,
  SUPPORT_HOURS,
  TO_BE_CONFIGURED,
  type LandingData,
} from '#app/features/site/contract.ts'
import type { StaticPageData } from '#app/features/site/page.server.ts'
import { LandingPage } from '#app/features/site/landing-page.tsx'
import { AboutPage } from '#app/features/site/about-page.tsx'
import { PrivacyPage } from '#app/features/site/privacy-page.tsx'
import { HANDLED_RETENTION_DAYS } from '#app/features/contact/messages.server.ts'
import { TermsPage } from '#app/features/site/terms-page.tsx'
import { SecurityPage } from '#app/features/site/security-page.tsx'
import { ErrorPage } from '#app/features/site/error-page.tsx'
import { RequestIdProvider, withRequestId } from '#app/platform/request-id.tsx'
import { handleDataRequest } from '#app/entry.server.tsx'
import { REQUEST_ID_HEADER } from '../../server/request-id.js'
import * as landingRoute from '#app/routes/_index.tsx'
import * as aboutRoute from '#app/routes/about.tsx'
import * as privacyRoute from '#app/routes/privacy-policy.tsx'
import * as termsRoute from '#app/routes/terms-of-service.tsx'
import * as securityRoute from '#app/routes/security.tsx'
import * as notFoundRoute from '#app/routes/$.tsx'
import { ARGON2 } from '#app/features/auth/users.server.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { signedIn } from '#tests/support/accounts.ts'
import { ownerWithDocument } from '#tests/support/collaboration.ts'
import { forgetDocumentsDrafted } from '#app/features/site/documents-drafted.server.ts'
import { renderInRouter } from '#tests/support/render.tsx'

// The public pages: figures counted from the product, a sample drafted by the engine, the
// plans as the code enforces them, and static pages that state the code's own facts.

const getTestDb = useTestDatabase()
afterEach(() => vi.unstubAllEnvs())

const anonymous = (path: string) => new Request(`http://localhost${path}`)
const call = (loader: (args: never) => Promise<Response>, request: Request) =>
  loader({ request, params: {}, context: {} } as never)

async function landing(request = anonymous('/')) {
  const response = await call(landingRoute.loader, request)
  return { response, data: (await response.json()) as LandingData }
}

/** The words of rendered HTML, as a reader sees them. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

describe('the landing page', () => {
  it('counts the documents drafted on this instance only when the operator turns it on', async () => {
    const db = getTestDb()
    await ownerWithDocument(db, 'counted-owner@example.com')
    await ownerWithDocument(db, 'counted-other@example.com')
    forgetDocumentsDrafted()
    expect((await landing()).data.stats.map((s) => s.label)).not.toContain('Documents drafted')

    vi.stubEnv('PUBLIC_DOCUMENT_COUNT', 'true')
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM agreements')
    const n = row?.n
    expect(n).toBeGreaterThanOrEqual(2)
    const drafted = (await landing()).data.stats.find((s) => s.label === 'Documents drafted')
    expect(drafted?.value).toBe(n)
    forgetDocumentsDrafted()
  })

  it('counts its figures from the catalogue, the clause library, the glossary’s languages and the statutes they cite', async () => {
    const { data } = await landing()
    expect(data.stats.map((s) => [s.label, s.value])).toEqual([
      ['Agreement templates', listTemplates().length],
      ['Library clauses', CLAUSES.length],
      ['Languages', LANGUAGES.length],
      ['Indian statutes cited', citedStatutes({ clauses: CLAUSES, glossary: GLOSSARY }).length],
    ])
    // Each statute once, whatever section a citation adds after the Act's name.
    const cited = citedStatutes({ clauses: CLAUSES, glossary: GLOSSARY })
    expect(new Set(cited).size).toBe(cited.length)
    expect(cited).toContain('Indian Contract Act 1872')
    expect(cited.some((act) => act.includes(', s.'))).toBe(false)
    // A clause cites the Model Tenancy Act, but a model law binds only where adopted: no statute.
    expect(CLAUSES.some((clause) => clause.applicableLaws.includes(ACT.modelTenancy))).toBe(true)
    expect(cited).not.toContain(ACT.modelTenancy)
  })

  it('moves with its sources: one template fewer, one clause citing a new Act more', () => {
    const product = {
      templates: listTemplates(),
      categories: ['c'],
      clauses: CLAUSES,
      languages: LANGUAGES,
      glossary: GLOSSARY,
    }
    const before = productStats(product)
    const after = productStats({
      ...product,
      templates: listTemplates().slice(1),
      clauses: [...CLAUSES, { applicableLaws: ['Some New Act 2030'] as never }],
    })
    expect(after[0]!.value).toBe(before[0]!.value - 1)
    expect(after[1]!.value).toBe(before[1]!.value + 1)
    expect(after[3]!.value).toBe(before[3]!.value + 1)
  })

  it('shows a sample the engine drafted, with its execution checklist and computed analysis', async () => {
    const { data } = await landing()
    const agreement = draftAgreement(SAMPLE_TEMPLATE, SAMPLE_DETAILS)
    const drafted = renderPlainText(agreement)
    expect(drafted.startsWith(data.sample.excerpt)).toBe(true)
    expect(data.sample.excerpt.length).toBeGreaterThan(500)
    expect(data.sample.excerpt.length).toBeLessThan(drafted.length)
    expect(data.sample.checklist).toEqual(checklistLines(agreement.checklist))
    const analysis = analyseDraft(agreement)
    if (analysis.status !== 'analysed' || data.sample.analysis.status !== 'analysed')
      throw new Error('analysed')
    expect(data.sample.analysis.risk).toBe(analysis.scores.risk)
    expect(data.sample.analysis.compliance).toBe(analysis.scores.compliance)

    const html = await renderInRouter(<LandingPage data={data} />, 'http://localhost/welcome')
    const page = text(html)
    for (const line of data.sample.checklist.slice(0, 2)) expect(page).toContain(text(line).trim())
    expect(page).toContain(SAMPLE_DETAILS.tenantName.toUpperCase())
    expect(page).toContain(`${analysis.scores.completeness}/100`)
    // A review flag may be a standard term to confirm, not a missing fact: counted as points.
    expect(agreement.reviewFlags.some((flag) => flag.id === 'standard-terms')).toBe(true)
    expect(page).toContain(`${agreement.reviewFlags.length} points are flagged for you to review.`)
  })

  it('prices the plans as the subscription rules enforce them, and its footer lists every static page', async () => {
    const { data } = await landing()
    expect(data.trialDocuments).toBe(TRIAL_DOCUMENTS)
    const html = await renderInRouter(<LandingPage data={data} />, 'http://localhost/welcome')
    const page = text(html)
    expect(page).toContain('One document, as a preview')
    for (const fact of ['₹299', 'per 3 months', '₹499', 'Save 40%', ...PLAN.features])
      expect(page).toContain(fact)
    expect(page).not.toMatch(/5 documents|50,000|99\.5%/)
    for (const { path } of STATIC_PAGES) expect(html).toContain(`href="${path}"`)
    for (const hours of SUPPORT_HOURS) expect(page).toContain(hours)
    expect(page).toContain(RESPONSE_TIME)
    expect(page).toContain(`© ${data.year} ${TO_BE_CONFIGURED}`)
  })

  it('names the company the operator configured', async () => {
    vi.stubEnv('SUPPLIER_NAME', 'Nyaya Example Private Limited')
    const { data } = await landing()
    const page = text(await renderInRouter(<LandingPage data={data} />, 'http://localhost/welcome'))
    expect(page).toContain(`© ${data.year} Nyaya Example Private Limited`)
  })

  it('sends Get Started and Sign In to /auth signed out and to /app signed in', async () => {
    const { data } = await landing()
    const out = await renderInRouter(<LandingPage data={data} />, 'http://localhost/welcome')
    expect(out).toContain('href="/auth?tab=signup"')
    expect(out).toContain('href="/auth?tab=signin"')
    const signedInHtml = await renderInRouter(<LandingPage data={data} />, 'http://localhost/welcome', {
      user: { id: 'u1', email: 'me@example.in', displayName: 'Me' },
    })
    const main = signedInHtml.slice(signedInHtml.indexOf('<main'))
    expect(main).not.toContain('href="/auth')
    expect(main.match(/href="\/app"/g)?.length).toBeGreaterThanOrEqual(3)
  })

  it('may be revalidated by a signed-out browser; signed in, no cache keeps it', async () => {
    const { response } = await landing()
    expect(response.headers.get('Cache-Control')).toBe('private, no-cache')
    const b = await signedIn('landing@example.in')
    const mine = await landing(b.get('/'))
    expect(mine.response.headers.get('Cache-Control')).toBe('private, no-store')
  })
})

const PAGES = {
  '/about': [aboutRoute, AboutPage],
  '/privacy-policy': [privacyRoute, PrivacyPage],
  '/terms-of-service': [termsRoute, TermsPage],
  '/security': [securityRoute, SecurityPage],
} as const

async function staticPage(path: keyof typeof PAGES) {
  const [route, Page] = PAGES[path]
  const response = await call(route.loader, anonymous(path))
  const data = (await response.json()) as StaticPageData
  const html = await renderInRouter(<Page data={data} />, `http://localhost${path}`)
  return { response, html, page: text(html) }
}

describe('the static pages', () => {
  it('each has a title, a meta description, its heading, Back to Home and the footer', async () => {
    for (const path of Object.keys(PAGES) as (keyof typeof PAGES)[]) {
      const [route] = PAGES[path]
      const { response, html } = await staticPage(path)
      expect(response.headers.get('Cache-Control'), path).toBe('private, no-cache')
      const meta = route.meta({
        matches: [{ id: 'root', data: { siteOrigin: 'http://localhost' } }],
        location: { pathname: path },
      } as never) as { title?: string; name?: string; content?: string }[]
      expect(meta.find((m) => m.title)?.title, path).toMatch(/ — NyayaDraft$/)
      expect(meta.find((m) => m.name === 'description')?.content?.length, path).toBeGreaterThan(50)
      expect(html, path).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
      expect(html, path).toMatch(/<a[^>]*href="\/"[^>]*>← Back to Home<\/a>/)
      for (const { path: other } of STATIC_PAGES) expect(html, path).toContain(`href="${other}"`)
    }
  })

  it('the privacy policy states what is stored, the cookies set, how long, and the rights under the DPDP Act', async () => {
    const { page } = await staticPage('/privacy-policy')
    expect(page).toContain('Digital Personal Data Protection Act 2023')
    expect(page).toContain(
      `after ${IDLE_TIMEOUT_MS / 3_600_000} hours without use or ${ABSOLUTE_LIFETIME_MS / 3_600_000} hours`,
    )
    for (const cookie of ['session', 'csrf', 'toast']) expect(page).toContain(` ${cookie} —`)
    expect(page).toContain('This site sets three cookies')
    for (const right of ['Access', 'Correction', 'Erasure', 'Grievance redressal', 'Nomination'])
      expect(page).toContain(right)
    expect(page).toContain('Download my data')
    // The download's parts (data-export.server.ts), each named where the right of access is.
    for (const part of ['attachments', 'documents shared with you', 'your clauses and templates'])
      expect(page).toContain(part)
    // Contact messages: stored, and the retention the operator's purge applies.
    expect(page).toContain('Contact messages')
    expect(page).toContain(`may then be deleted ${HANDLED_RETENTION_DAYS} days later`)
    // Offline by default: no text goes to an AI provider, and the page says so.
    expect(page).toContain('your text is not sent to any AI provider')
    expect(page).toContain(`Grievance officer ${TO_BE_CONFIGURED} — ${TO_BE_CONFIGURED}`)
  })

  it('the privacy policy names the grievance officer and the AI provider once they are configured', async () => {
    vi.stubEnv('GRIEVANCE_OFFICER_NAME', 'Asha Rao')
    vi.stubEnv('GRIEVANCE_OFFICER_EMAIL', 'grievance@nyaya.example')
    vi.stubEnv('OPENAI_API_KEY', 'sk-test')
    const { page, html } = await staticPage('/privacy-policy')
    expect(page).toContain('Asha Rao — grievance@nyaya.example')
    expect(html).toContain('href="mailto:grievance@nyaya.example"')
    expect(page).toContain('is sent to that model’s provider')
    expect(page).not.toContain(`${TO_BE_CONFIGURED} — `)
  })

  it('the terms say drafting aid, not legal advice, state the plan’s rules and name the courts once set', async () => {
    const unset = (await staticPage('/terms-of-service')).page
    expect(unset).toContain('not legal advice')
    for (const fact of [
      PLAN.price,
      PLAN.regularPrice,
      'does not renew by itself',
      'no refund is made automatically',
    ])
      expect(unset).toContain(fact)
    expect(unset).toContain(
      `governed by the laws of India. Disputes about them are subject to ${TO_BE_CONFIGURED}`,
    )
    vi.stubEnv('TERMS_JURISDICTION', 'the courts at Bengaluru, Karnataka')
    const set = (await staticPage('/terms-of-service')).page
    expect(set).toContain('subject to the courts at Bengaluru, Karnataka.')
  })

  it('the security page describes the measures the code takes', async () => {
    const { page } = await staticPage('/security')
    for (const measure of ['argon2id', 'SHA-256 hash', 'Content Security Policy', 'signed cookie', '256-bit'])
      expect(page).toContain(measure)
    expect(page).toContain(`${ARGON2.memoryCost / 1024} MiB of memory, ${ARGON2.timeCost} passes`)
  })

  it('a set but malformed setting stops the page with its name, as other settings do', async () => {
    vi.stubEnv('GRIEVANCE_OFFICER_EMAIL', 'not an address')
    await expect(staticPage('/privacy-policy')).rejects.toThrow(/GRIEVANCE_OFFICER_EMAIL/)
  })
})

describe('the 500 page', () => {
  it('shows the request id and nothing of the error', () => {
    const error = new Error('database password is hunter2')
    const html = renderToString(
      <RequestIdProvider value="3f1c2a9e-0000-4000-8000-000000000001">
        <ErrorPage error={error} />
      </RequestIdProvider>,
    )
    expect(html).toContain('3f1c2a9e-0000-4000-8000-000000000001')
    expect(html).toContain('500')
    expect(html).not.toContain('hunter2')
    expect(html).not.toContain('error-page.tsx')
  })

  it('after a failed navigation, shows the id the data response carried', () => {
    const html = renderToString(
      <ErrorPage error={new Error(withRequestId('Unexpected Server Error', 'abc-123'))} />,
    )
    expect(html).toContain('abc-123')
    expect(html).not.toContain('Unexpected Server Error')
  })

  it('a failed data request carries its request id in its message, and nothing more', async () => {
    const failed = new Response(JSON.stringify({ message: 'Unexpected Server Error' }), {
      status: 500,
      headers: { 'X-Remix-Error': 'yes', 'Content-Type': 'application/json; charset=utf-8' },
    })
    const request = new Request('http://localhost/?_data=root', { headers: { [REQUEST_ID_HEADER]: 'req-1' } })
    const answered = await handleDataRequest(failed, { request, params: {}, context: {} })
    expect(answered.status).toBe(500)
    expect(answered.headers.get('X-Remix-Error')).toBe('yes')
    expect(answered.headers.get('Cache-Control')).toBe('private, no-store')
    expect(await answered.json()).toEqual({ message: 'Unexpected Server Error (request id req-1)' })
  })

  it('a 404 shows no request id', () => {
    const html = renderToString(
      <RequestIdProvider value="id-404">
        <ErrorPage error={{ status: 404, statusText: 'Not Found', internal: true, data: 'Not Found' }} />
      </RequestIdProvider>,
    )
    expect(html).toContain('Page not found')
    expect(html).not.toContain('id-404')
    // Its tab says so too, and search engines leave it out.
    const meta = notFoundRoute.meta({} as never) as { title?: string; name?: string; content?: string }[]
    expect(meta).toContainEqual({ title: 'Page not found — NyayaDraft' })
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex' })
  })
})
