import { Form } from '@remix-run/react'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { Button } from '#app/ui/button.tsx'
import { Field } from '#app/ui/field.tsx'

export type ApiTokenEntry = {
  id: string
  name: string
  prefix: string
  createdAt: string
  lastUsedAt: string | null
}

// A fixed zone, so the server's render and the browser's hydration print the same date.
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })

/**
 * Personal API tokens for the JSON API, on /app/api-tokens: make one (its value is shown
 * once) and revoke any. Plain forms, so it works without JavaScript.
 */
export function ApiTokenCard({
  tokens,
  nameError = null,
  typedName = '',
}: {
  tokens: ApiTokenEntry[]
  nameError?: string | null
  typedName?: string
}) {
  return (
    <section aria-labelledby="api-tokens" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="api-tokens" className="text-lg font-semibold">
        API tokens
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Scripts and other programs can use the JSON API (<code>/api/…</code>) with a personal token instead of
        your password. A token acts as you: keep it secret, and revoke it when it is no longer needed.
      </p>

      <Form
        method="post"
        action="/app/api-tokens"
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <CsrfInput />
        <input type="hidden" name="intent" value="create" />
        <div className="flex-1">
          <Field
            label="Token name"
            name="name"
            defaultValue={typedName}
            maxLength={60}
            required
            placeholder="e.g. Office laptop script"
            error={nameError}
          />
        </div>
        <Button type="submit">Create token</Button>
      </Form>

      {tokens.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">No tokens yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100" aria-label="Your API tokens">
          {tokens.map((t) => (
            <li key={t.id} className="flex items-center justify-between gap-4 py-3">
              <div className="min-w-0">
                <p className="font-medium">{t.name}</p>
                <p className="text-xs text-slate-500">
                  <code>{t.prefix}…</code> · created {when(t.createdAt)} ·{' '}
                  {t.lastUsedAt ? `last used ${when(t.lastUsedAt)}` : 'never used'}
                </p>
              </div>
              <Form method="post" action="/app/api-tokens">
                <CsrfInput />
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="tokenId" value={t.id} />
                <Button
                  type="submit"
                  variant="outline"
                  className="text-red-700"
                  aria-label={`Revoke ${t.name}`}
                >
                  Revoke
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
