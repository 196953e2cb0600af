import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { SiteHeader } from './site-header.tsx'
import { PublicFooter } from './public-footer.tsx'
import { TO_BE_CONFIGURED, type PublicPageData } from './contract.ts'

/** The frame of a static page: header, "Back to Home", the title, the text and the footer. */
export function StaticPage({
  title,
  lead,
  data,
  children,
}: {
  title: string
  lead?: ReactNode
  data: PublicPageData
  children: ReactNode
}) {
  return (
    <>
      <SiteHeader />
      <main className="flex-1 bg-white">
        <article className="mx-auto max-w-3xl px-4 py-10">
          <Link to="/" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
            ← Back to Home
          </Link>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900">{title}</h1>
          {lead ? <div className="mt-3 text-lg text-slate-700">{lead}</div> : null}
          <div className="legal-text mt-8 space-y-4 text-slate-700">{children}</div>
        </article>
      </main>
      <PublicFooter operator={data.operator} year={data.year} />
    </>
  )
}

/** A titled part of a static page. */
export function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="pt-4 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A value the operator sets, or "[TO BE CONFIGURED]" marked for them to see. */
export function Configured({ value, children }: { value: string | null; children?: ReactNode }) {
  if (value === null)
    return <mark className="rounded bg-amber-100 px-1 text-amber-900">{TO_BE_CONFIGURED}</mark>
  return <>{children ?? value}</>
}
