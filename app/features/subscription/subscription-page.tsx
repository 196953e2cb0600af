import { SiteHeader } from '#app/features/site/site-header.tsx'

/** The Professional plan; checkout joins it when payments are connected. */
export function SubscriptionPage() {
  return (
    <>
      <SiteHeader />
      <main className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-2xl font-bold">Professional plan</h1>
        <p className="mt-2 text-slate-600">
          ₹299 per 3 months. Checkout opens here once payments are connected.
        </p>
      </main>
    </>
  )
}
