import { Link } from '@remix-run/react'
import { buttonVariants } from '#app/ui/button.tsx'
import { cn } from '#app/ui/cn.ts'
import { useRootData } from '#app/platform/use-root-data.ts'
import { PlanFeatures } from '#app/features/subscription/plan-card.tsx'
import { PLAN } from '#app/features/subscription/contract.ts'
import { SiteHeader } from './site-header.tsx'
import { PublicFooter } from './public-footer.tsx'
import type { LandingData, SampleAgreement } from './contract.ts'

const features = [
  [
    'Drafted under Indian law',
    'Each template cites the statutes it relies on — the Indian Contract Act, 1872, the Registration Act, 1908, the stamp laws — and marks what it does not know for you to confirm.',
  ],
  [
    'Edit by hand or with AI',
    'Change any clause yourself or describe the change; every edit is kept, so nothing is ever lost.',
  ],
  [
    'Explained in your language',
    'Legal terms explained in English, Hindi, Tamil, Bengali, Marathi, Gujarati, Kannada and Telugu.',
  ],
  [
    'Analysis computed from the text',
    'Risk, completeness, compliance and readability worked out from the document itself, with the statute or case behind each issue.',
  ],
  [
    'Export and collaborate',
    'PDF, Word, HTML or text; invite viewers, editors and admins to comment and edit.',
  ],
  [
    'A full audit trail',
    'Every change — generated, edited, shared, exported — is recorded with who made it and when, and the record is tamper-evident.',
  ],
] as const

const steps = [
  ['Describe or choose', 'Tell us what you need or pick one of the templates.'],
  ['Review and refine', 'Read the draft, fill the gaps it marks, edit with or without AI.'],
  ['Export and share', 'Download it or invite collaborators to comment.'],
] as const

const sections = [
  ['#features', 'Features'],
  ['#how', 'How it works'],
  ['#sample', 'Sample'],
  ['#pricing', 'Pricing'],
] as const

/** The public landing page: what the product does, a real draft, how it works, and its prices. */
export function LandingPage({ data }: { data: LandingData }) {
  const { user } = useRootData()
  const start = user ? '/app' : '/auth?tab=signup'
  const signIn = user ? '/app' : '/auth?tab=signin'
  return (
    <>
      <SiteHeader />
      <nav aria-label="On this page" className="border-b border-slate-200 bg-white">
        <ul className="mx-auto flex max-w-6xl flex-wrap gap-x-5 gap-y-1 px-4 py-2 text-sm text-slate-700">
          {sections.map(([href, label]) => (
            <li key={href}>
              <a href={href} className="underline-offset-2 hover:underline">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main className="flex-1">
        <section className="bg-gradient-to-b from-brand-50 to-slate-50">
          <div className="mx-auto max-w-4xl px-4 py-20 text-center">
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
              For individuals, businesses and lawyers in India
            </p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl">
              Legal agreements under Indian law, drafted in minutes
            </h1>
            <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">
              Describe the agreement you need or start from a template. Get a draft that cites the law it
              relies on, then edit, explain, export and share it — with every change on record.
            </p>
            <div className="mt-8 flex justify-center gap-3">
              <Link to={start} className={buttonVariants({ className: 'px-6 py-3 text-base' })}>
                Get Started
              </Link>
              <Link
                to={signIn}
                className={buttonVariants({ variant: 'outline', className: 'px-6 py-3 text-base' })}
              >
                Sign In
              </Link>
            </div>
          </div>
        </section>

        <section aria-labelledby="stats" className="border-y border-slate-200 bg-white">
          <h2 id="stats" className="sr-only">
            The product in figures
          </h2>
          <dl
            className={cn(
              'mx-auto grid max-w-6xl gap-6 px-4 py-10 text-center',
              data.stats.length > 4 ? 'sm:grid-cols-5' : 'sm:grid-cols-4',
            )}
          >
            {data.stats.map((stat) => (
              <div key={stat.label} data-testid="stat" className="flex flex-col">
                <dt className="text-sm font-medium text-slate-700">{stat.label}</dt>
                <dd className="order-first text-3xl font-bold text-brand-800">{stat.value}</dd>
                <dd className="mt-1 text-xs text-slate-600">{stat.source}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section id="features" className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="features-title">
          <h2 id="features-title" className="text-center text-2xl font-bold">
            Features
          </h2>
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {features.map(([title, text]) => (
              <div key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-slate-600">{text}</p>
              </div>
            ))}
          </div>
        </section>

        <section id="how" className="bg-white py-16" aria-labelledby="how-title">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="how-title" className="text-center text-2xl font-bold">
              How it works
            </h2>
            <ol className="mt-8 grid gap-6 sm:grid-cols-3">
              {steps.map(([title, text], index) => (
                <li key={title} className="rounded-xl border border-slate-200 p-6">
                  <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                    {index + 1}
                  </span>
                  <h3 className="mt-3 font-semibold">{title}</h3>
                  <p className="mt-1 text-slate-600">{text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <Sample sample={data.sample} />

        <section id="pricing" className="mx-auto max-w-4xl px-4 py-16" aria-labelledby="pricing-title">
          <h2 id="pricing-title" className="text-center text-2xl font-bold">
            Pricing
          </h2>
          <div className="mt-8 grid gap-6 sm:grid-cols-2">
            <div
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6"
              data-testid="plan-free"
            >
              <h3 className="text-lg font-semibold">Free</h3>
              <p className="mt-2 text-3xl font-bold">₹0</p>
              <ul className="mt-4 flex-1 space-y-1 text-sm text-slate-700">
                <li>
                  {data.trialDocuments === 1 ? 'One document' : `${data.trialDocuments} documents`}, as a
                  preview
                </li>
                <li>Its text and three key terms</li>
                <li>Export, sharing and collaboration need Professional</li>
              </ul>
              <Link to={start} className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
                Get Started
              </Link>
            </div>
            <div
              className="flex flex-col rounded-xl border-2 border-brand-600 bg-white p-6"
              data-testid="plan-professional"
            >
              <h3 className="text-lg font-semibold">{PLAN.name}</h3>
              <p className="mt-2 text-3xl font-bold">
                {PLAN.price} <span className="text-base font-normal text-slate-600">{PLAN.period}</span>
              </p>
              <p className="mt-1 text-sm text-slate-600">
                <s aria-label={`regular price ${PLAN.regularPrice}`}>{PLAN.regularPrice}</s>{' '}
                <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">
                  {PLAN.saving}
                </span>
              </p>
              <PlanFeatures className="mt-4 flex-1" />
              <p className="mt-3 text-xs text-slate-600">
                One payment, GST included, for {data.periodMonths} months; it does not renew by itself.
              </p>
              <Link to="/subscription" className={buttonVariants({ className: 'mt-4' })}>
                Upgrade to {PLAN.name}
              </Link>
            </div>
          </div>
        </section>
      </main>
      <PublicFooter operator={data.operator} year={data.year} />
    </>
  )
}

/** In place of testimonials: the opening of a real draft, its execution checklist and its analysis. */
function Sample({ sample }: { sample: SampleAgreement }) {
  const { analysis } = sample
  return (
    <section id="sample" className="bg-slate-50 py-16" aria-labelledby="sample-title">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="sample-title" className="text-center text-2xl font-bold">
          A real draft, not a testimonial
        </h2>
        <p className="mx-auto mt-3 max-w-3xl text-center text-slate-700">
          This {sample.title} was written by the offline drafting engine from a few sample details (the names
          are fictitious) when this server first showed this page — the same engine that drafts yours. Nothing
          below is edited.
        </p>
        <div className="mt-8 grid gap-6 lg:grid-cols-5">
          <figure className="rounded-xl border border-slate-200 bg-white p-6 lg:col-span-3">
            <figcaption className="text-sm font-semibold text-slate-900">
              The opening — {sample.totalLines} lines in all, about {sample.pages}{' '}
              {sample.pages === 1 ? 'page' : 'pages'}
            </figcaption>
            {/* Scrolls, so it takes keyboard focus (WCAG 2.1.1). */}
            <pre
              tabIndex={0}
              aria-label={`The opening of the sample ${sample.title}`}
              className="mt-3 max-h-[32rem] overflow-auto whitespace-pre-wrap font-serif text-sm leading-relaxed text-slate-800"
              data-testid="sample-excerpt"
            >
              {sample.excerpt}
            </pre>
            <p className="mt-3 text-sm text-slate-600">
              Statutes it relies on: {sample.statutes.join('; ')}.
            </p>
          </figure>
          <div className="space-y-6 lg:col-span-2">
            <section
              aria-labelledby="sample-checklist"
              className="rounded-xl border border-slate-200 bg-white p-6"
            >
              <h3 id="sample-checklist" className="font-semibold">
                Execution checklist
              </h3>
              <ul
                className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-700"
                data-testid="sample-checklist"
              >
                {sample.checklist.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
            <section
              aria-labelledby="sample-analysis"
              className="rounded-xl border border-slate-200 bg-white p-6"
            >
              <h3 id="sample-analysis" className="font-semibold">
                Analysis of this draft
              </h3>
              {analysis.status === 'empty' ? (
                <p className="mt-2 text-sm text-slate-700">{analysis.message}</p>
              ) : (
                <>
                  <dl className="mt-3 grid grid-cols-2 gap-3 text-sm" data-testid="sample-scores">
                    {(
                      [
                        ['Risk', analysis.risk],
                        ['Completeness', analysis.completeness],
                        ['Compliance', analysis.compliance],
                        ['Readability', analysis.readability],
                      ] as const
                    ).map(([label, value]) => (
                      <div key={label} className="rounded-lg bg-slate-50 p-3">
                        <dt className="text-slate-600">{label}</dt>
                        <dd className="text-xl font-semibold">{value}/100</dd>
                      </div>
                    ))}
                  </dl>
                  <p className="mt-3 text-sm text-slate-700">
                    {analysis.rulesPassed} of {analysis.rulesApplicable} applicable compliance checks passed.
                    {/* Review flags are points to check (missing facts, standard terms, new sections), not only facts. */}
                    {sample.reviewFlags > 0
                      ? ` ${sample.reviewFlags} ${sample.reviewFlags === 1 ? 'point is' : 'points are'} flagged for you to review.`
                      : ''}
                  </p>
                  {analysis.issues.length > 0 ? (
                    <ul className="mt-3 space-y-2 text-sm text-slate-700">
                      {analysis.issues.map((issue) => (
                        <li key={issue.message}>
                          <span className="font-medium capitalize">{issue.severity}</span>: {issue.message}{' '}
                          <span className="text-slate-600">({issue.basis})</span>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </>
              )}
            </section>
          </div>
        </div>
      </div>
    </section>
  )
}
