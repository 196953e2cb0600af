import { Form } from '@remix-run/react'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { Button } from '#app/ui/button.tsx'
import { FormError } from '#app/ui/field.tsx'
import { SECURITY_INTENTS, SECURITY_TAB_PATH, type SessionEntry } from './security-contract.ts'

/**
 * Where the account is signed in: device, address, when it signed in and was last seen,
 * with "Sign out" on each other session and on all of them at once. Plain forms.
 */
export function SessionList({
  sessions,
  error,
}: {
  sessions: readonly SessionEntry[]
  error: string | null
}) {
  const others = sessions.filter((s) => !s.current).length
  return (
    <section aria-labelledby="sessions" className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="sessions" className="text-lg font-semibold">
        Active sessions
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Each browser signed in to your account. Sign out any you do not recognise, then change your password.
      </p>
      <div className="mt-3">
        <FormError message={error} />
      </div>
      <ul className="mt-3 divide-y divide-slate-100" aria-label="Your sessions">
        {sessions.map((s) => (
          <li
            key={s.id}
            className="flex flex-wrap items-center justify-between gap-4 py-3"
            data-session={s.id}
          >
            <div className="min-w-0">
              <p className="font-medium">
                {s.device}
                {s.current ? (
                  <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
                    This device
                  </span>
                ) : null}
              </p>
              <p className="text-xs text-slate-600">
                {s.address} · signed in <time dateTime={s.createdAt}>{s.created}</time> · last seen{' '}
                <time dateTime={s.lastSeenAt}>{s.lastSeen}</time>
              </p>
            </div>
            {s.current ? null : (
              <Form method="post" action={SECURITY_TAB_PATH}>
                <CsrfInput />
                <input type="hidden" name="intent" value={SECURITY_INTENTS.endSession} />
                <input type="hidden" name="sessionId" value={s.id} />
                <Button
                  type="submit"
                  variant="outline"
                  size="sm"
                  aria-label={`Sign out ${s.device}, last seen ${s.lastSeen}`}
                >
                  Sign out
                </Button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <Form method="post" action={SECURITY_TAB_PATH} className="mt-4">
          <CsrfInput />
          <input type="hidden" name="intent" value={SECURITY_INTENTS.endOtherSessions} />
          <Button type="submit" variant="destructive">
            Sign out all other sessions
          </Button>
        </Form>
      ) : (
        <p className="mt-4 text-sm text-slate-600">No other session is signed in.</p>
      )}
    </section>
  )
}
