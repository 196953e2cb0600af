import { json } from '@remix-run/node'
import { CONTACT_FAQ } from '#domain/contact/faq.ts'
import { CONTACT_FIELDS, type ContactField } from '#domain/contact/form.ts'
import {
  CONTACT_TEXTS,
  contactWaitMessage,
  honeypotFilled,
  parseContactMessage,
  REFERENCE_PATTERN,
  type ContactInput,
} from '#domain/contact/message.ts'
import { RESPONSE_TIME } from '#domain/contact/support.ts'
import { csrfProblem } from '#app/platform/csrf.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { getEnv } from '#app/platform/env.server.ts'
import { NO_STORE, publicPageCacheControl } from '#app/platform/page-cache.server.ts'
import { getSessionUser } from '#app/platform/session.server.ts'
import { publicPageData } from '#app/features/site/operator.server.ts'
import { readForm } from '#app/platform/form-body.server.ts'
import { refuse } from '#app/platform/form-contract.server.ts'
import type { FieldErrors } from '#app/platform/form-contract.ts'
import { clientAddress } from '#app/platform/request.server.ts'
import { redirectWithToast, toastNow } from '#app/platform/toast.server.ts'
import { CONTACT_INTENT, CONTACT_PATH, CONTACT_TOASTS, REFERENCE_PARAM } from './contract.ts'
import { receiveContactMessage } from './messages.server.ts'
import { claimContactSlot } from './throttle.server.ts'

/**
 * /contact: the form, and after a message is kept the same page with its reference
 * (`?reference=C-2026-000123`, checked for its shape only: it shows nothing of the message).
 * The FAQ travels as data: its answers come from rules the browser need not load. Like the
 * other public pages it has their footer and, signed out, is revalidated by ETag.
 */
export async function contactPage(request: Request) {
  const reference = new URL(request.url).searchParams.get(REFERENCE_PARAM)
  const signedIn = Boolean(await getSessionUser(request))
  return json(
    {
      ...publicPageData(),
      reference: reference && REFERENCE_PATTERN.test(reference) ? reference : null,
      supportEmail: getEnv().SUPPORT_EMAIL ?? null,
      faq: [...CONTACT_FAQ],
    },
    { headers: { 'Cache-Control': publicPageCacheControl(signedIn) } },
  )
}

/** Checks, keeps and acknowledges a message; every refusal keeps what was typed. */
export async function contactAction({ request, context }: { request: Request; context: unknown }) {
  const form = await readForm(request)
  const input: ContactInput = Object.fromEntries(form)
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((field) => {
      const value = input[field]
      return [field, typeof value === 'string' ? value : '']
    }),
  ) as Record<ContactField, string>
  const fail = async (
    status: number,
    {
      fieldErrors = {},
      formError = null,
    }: { fieldErrors?: FieldErrors<ContactField>; formError?: string | null },
    headers: Record<string, string> = {},
  ) =>
    refuse<ContactField>(
      CONTACT_INTENT,
      { fieldErrors, formError, values },
      {
        status,
        headers: {
          // A refusal carries what was typed: no cache keeps it (route headers pass this on).
          'Cache-Control': NO_STORE,
          ...headers,
          ...(await toastNow(request, context, {
            type: 'error',
            title: CONTACT_TOASTS.failed,
            description: formError ?? Object.values(fieldErrors)[0] ?? '',
          })),
        },
      },
    )

  const forged = await csrfProblem(request, form)
  if (forged) return fail(403, { formError: forged })
  const parsed = parseContactMessage(input)
  if (!parsed.ok) return fail(400, { fieldErrors: parsed.fieldErrors })
  if (honeypotFilled(input)) return fail(400, { formError: CONTACT_TEXTS.honeypot })

  const db = await getDb()
  const wait = await claimContactSlot(db, clientAddress(context))
  if (wait !== null)
    return fail(429, { formError: contactWaitMessage(wait) }, { 'Retry-After': String(wait) })

  const { reference } = await receiveContactMessage(db, parsed.value, {
    supportAddress: getEnv().SUPPORT_EMAIL ?? null,
  })
  return redirectWithToast(
    request,
    `${CONTACT_PATH}?${new URLSearchParams({ [REFERENCE_PARAM]: reference })}`,
    {
      type: 'success',
      title: CONTACT_TOASTS.sent,
      description: `Your reference is ${reference}. We reply ${RESPONSE_TIME}.`,
    },
  )
}
