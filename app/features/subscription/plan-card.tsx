import { cn } from '#app/ui/cn.ts'
import type { ReactNode } from 'react'
import { PLAN } from './contract.ts'

/** The Professional plan: price, the regular price struck through, the saving and what it unlocks. */
export function PlanCard({ children, headingLevel = 2 }: { children?: ReactNode; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section
      aria-labelledby="plan-name"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <Heading id="plan-name" className="text-lg font-semibold">
        {PLAN.name} plan
      </Heading>
      <p className="mt-2 flex flex-wrap items-baseline gap-2">
        <span className="text-3xl font-bold" data-testid="plan-price">
          {PLAN.price}
        </span>
        <span className="text-sm text-slate-600">{PLAN.period}</span>
        <s className="text-sm text-slate-500" aria-label={`regular price ${PLAN.regularPrice}`}>
          {PLAN.regularPrice}
        </s>
        <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">
          {PLAN.saving}
        </span>
      </p>
      <PlanFeatures className="mt-4" />
      {children}
    </section>
  )
}

/** What Professional gives, as the code enforces it: one list for the plan page and the dialog. */
export function PlanFeatures({ className }: { className?: string }) {
  return (
    <ul className={cn('space-y-1 text-sm text-slate-700', className)}>
      {PLAN.features.map((feature) => (
        <li key={feature} className="flex gap-2">
          <span aria-hidden className="text-emerald-600">
            ✓
          </span>
          {feature}
        </li>
      ))}
    </ul>
  )
}
