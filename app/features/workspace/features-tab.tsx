import { Link } from '@remix-run/react'
import { FEATURES, type Feature, type FeaturePlace, type FeatureStatus } from '#domain/features/catalogue.ts'
import { Button, buttonVariants } from '#app/ui/button.tsx'
import { cn } from '#app/ui/cn.ts'

const PLACES: Record<FeaturePlace, string> = {
  generate: '/app',
  library: '/app#library',
  templates: '/app?view=templates',
  clauses: '/app?view=clauses',
  analytics: '/app?view=analytics',
  collaboration: '/app?view=collaboration',
}

/** Where a feature's Try Now leads (a plain link, so it works without JavaScript). */
export const featureHref = (feature: Feature) => PLACES[feature.place]

const STATUS_LOOK: Record<FeatureStatus, string> = {
  Available: 'bg-emerald-100 text-emerald-800',
  Beta: 'bg-sky-100 text-sky-800',
  'Coming Soon': 'bg-slate-100 text-slate-700',
}

/** The Features tab: the catalogue's cards, each with its status, Pro badge and button. */
export function FeaturesTab({ features = FEATURES }: { features?: readonly Feature[] }) {
  return (
    <section aria-labelledby="view-title" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">
      <h1 id="view-title" className="text-2xl font-semibold">
        Features
      </h1>
      <p className="mt-2 text-slate-600">What this build does today, and what is still to come.</p>
      <ul aria-label="Features" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((f) => (
          <li
            key={f.id}
            aria-labelledby={`feature-${f.id}`}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-4"
          >
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={`feature-${f.id}`} className="font-semibold">
                {f.title}
              </h2>
              <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', STATUS_LOOK[f.status])}>
                {f.status}
              </span>
              {f.pro ? (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">
                  Pro
                </span>
              ) : null}
            </div>
            <p className="mt-2 flex-1 text-sm text-slate-600">{f.description}</p>
            <div className="mt-4">
              <FeatureButton feature={f} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

// Coming Soon reads Notify Me and is disabled (the specification's card): nothing is promised.
// Join Beta is not offered: no feature is in beta, and a beta open to everyone has nothing
// to join, so a Beta card would lead to the feature like an available one.
function FeatureButton({ feature }: { feature: Feature }) {
  if (feature.status === 'Coming Soon') {
    return (
      <Button type="button" variant="outline" size="sm" disabled aria-label={`Notify Me: ${feature.title}`}>
        Notify Me
      </Button>
    )
  }
  return (
    <Link
      to={featureHref(feature)}
      aria-label={`Try Now: ${feature.title}`}
      className={buttonVariants({ size: 'sm' })}
    >
      Try Now
    </Link>
  )
}
