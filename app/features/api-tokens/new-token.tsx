type Created = { token: string; name: string; prefix: string; origin: string }

/** The token just created, shown on this response only, with how to send it. */
export function NewToken({ created }: { created: Created }) {
  return (
    <section
      role="status"
      aria-labelledby="new-token"
      className="rounded-xl border border-emerald-200 bg-emerald-50 p-4"
    >
      <h2 id="new-token" className="font-semibold text-emerald-900">
        Your new token “{created.name}”
      </h2>
      <p className="mt-1 text-sm text-emerald-900">
        Copy it now: it is shown only this once. Only its fingerprint is stored, so if you lose it, revoke it
        and create another.
      </p>
      {/* select-all: one click selects the whole token, no JavaScript needed. */}
      <pre
        className="mt-3 select-all overflow-x-auto rounded-md border border-emerald-300 bg-white px-3 py-2 font-mono text-sm"
        data-testid="new-token"
      >
        {created.token}
      </pre>
      <p className="mt-3 text-sm text-emerald-900">
        Send it in the Authorization header of each request, for example:
      </p>
      <pre className="mt-1 select-all overflow-x-auto rounded-md bg-slate-900 px-3 py-2 font-mono text-xs text-slate-100">
        {`curl -H "Authorization: Bearer ${created.token}" ${created.origin}/api/user-agreements`}
      </pre>
    </section>
  )
}
