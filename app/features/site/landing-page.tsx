import { Link } from '@remix-run/react'
import { buttonVariants } from '#app/ui/button.tsx'
import { useRootData } from '#app/platform/use-root-data.ts'
import { SiteHeader } from './site-header.tsx'
import { RuntimeFooter } from './runtime-footer.tsx'

const features = [
  [
    'Drafted under Indian law',
    'Each template cites the statutes it relies on — the Indian Contract Act, 1872, the Registration Act, 1908, the stamp laws — and flags what needs a lawyer’s review.',
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
    'A full audit trail',
    'Every change — generated, edited, shared, exported — is recorded with who made it and when, and the record is tamper-evident.',
  ],
] as const

const steps = [
  ['Describe or choose', 'Tell us what you need or pick one of the templates.'],
  ['Review and refine', 'Read the draft, fill the gaps it marks, edit with or without AI.'],
  ['Export and share', 'Download it or invite collaborators to comment.'],
] as const

/** The public landing page: what the product does, how it works, and its prices. */
export function LandingPage() {
  const { user } = useRootData()
  const start = user ? '/app' : '/auth?tab=signup'
  return (
    <>
      <SiteHeader />
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
                to={user ? '/app' : '/auth?tab=signin'}
                className={buttonVariants({ variant: 'outline', className: 'px-6 py-3 text-base' })}
              >
                Sign In
              </Link>
            </div>
          </div>
        </section>

        <section className="mx-auto grid max-w-6xl gap-6 px-4 py-16 sm:grid-cols-2" aria-label="Features">
          {features.map(([title, text]) => (
            <div key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h2 className="text-lg font-semibold">{title}</h2>
              <p className="mt-2 text-slate-600">{text}</p>
            </div>
          ))}
        </section>

        <section className="bg-white py-16" aria-labelledby="how">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="how" className="text-center text-2xl font-bold">
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

        <section className="mx-auto max-w-4xl px-4 py-16" aria-labelledby="pricing">
          <h2 id="pricing" className="text-center text-2xl font-bold">
            Pricing
          </h2>
          <div className="mt-8 grid gap-6 sm:grid-cols-2">
            <div className="rounded-xl border border-slate-200 bg-white p-6">
              <h3 className="text-lg font-semibold">Free</h3>
              <p className="mt-2 text-3xl font-bold">₹0</p>
              <p className="mt-2 text-slate-600">Try it with one document, in preview.</p>
            </div>
            <div className="rounded-xl border-2 border-brand-600 bg-white p-6">
              <h3 className="text-lg font-semibold">Professional</h3>
              <p className="mt-2 text-3xl font-bold">
                ₹299 <span className="text-base font-normal text-slate-600">per 3 months</span>
              </p>
              <p className="mt-1 text-sm text-slate-500">
                <s>₹499</s> Save 40%
              </p>
              <p className="mt-2 text-slate-600">
                Unlimited documents, every export format, sharing and collaboration.
              </p>
            </div>
          </div>
        </section>
      </main>
      <RuntimeFooter />
    </>
  )
}
