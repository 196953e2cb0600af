import type { MatcherState, SyncExpectationResult } from '@vitest/expect'
import { expect } from 'vitest'
import type { ToastInput } from '#app/platform/toast.server.ts'

// Matchers for what loaders and actions answer. Each takes a Response, or the promise of
// one (returned or thrown alike, as Remix treats both), and is awaited:
//   await expect(action(args)).toRedirectTo('/app')
//   await expect(response).toSendToast({ type: 'error', title: 'Not saved' })
//   await expect(response).toHaveFieldError('email', 'Please enter a valid email address')

type Text = string | RegExp

interface ResponseMatchers<R = unknown> {
  /** A 302 or 303 whose Location is `path` (a RegExp is tested against it). */
  toRedirectTo(path: Text): Promise<R>
  /** Sets the toast flash cookie; with an argument, the toast's title or its fields. */
  toSendToast(expected?: string | Partial<Record<keyof ToastInput, unknown>>): Promise<R>
  /** The refused form's body names an error for `field` (with `message`, that one). */
  toHaveFieldError(field: string, message?: Text): Promise<R>
  /** The refused form's body has an error for the form as a whole. */
  toHaveFormError(message?: Text): Promise<R>
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-empty-object-type
  interface Assertion<T = any> extends ResponseMatchers<T> {}
}

const REDIRECT_STATUSES = [302, 303]

function isResponse(value: unknown): value is Response {
  return value instanceof Response
}

/** The Response a loader or action gave, whether it returned it or threw it. */
async function settled(actual: unknown): Promise<unknown> {
  if (actual instanceof Promise) {
    try {
      return await actual
    } catch (thrown) {
      return thrown
    }
  }
  return actual
}

const matches = (text: string, expected: Text) =>
  typeof expected === 'string' ? text === expected : expected.test(text)
const show = (value: unknown) => (value instanceof RegExp ? String(value) : JSON.stringify(value))

/** A Response's JSON body, without consuming it; a plain object (useActionData's value) as is. */
async function bodyOf(value: unknown): Promise<unknown> {
  if (!isResponse(value)) return value
  try {
    return await value.clone().json()
  } catch {
    return undefined
  }
}

/**
 * Every field error a refused form's body carries, whichever shape it has: the form
 * contract's `{ fieldErrors: { field: message | message[] } }`, the API's
 * `{ fieldErrors: [{ field, message }] }`, the sign-in form's `{ errors: { field } }`, or
 * one `{ field, message }`.
 */
export function fieldErrorsOf(body: unknown): Map<string, string[]> {
  const found = new Map<string, string[]>()
  const add = (field: unknown, message: unknown) => {
    if (typeof field !== 'string') return
    const messages = (Array.isArray(message) ? message : [message]).filter(
      (m): m is string => typeof m === 'string',
    )
    if (messages.length > 0) found.set(field, [...(found.get(field) ?? []), ...messages])
  }
  if (typeof body !== 'object' || body === null) return found
  const { fieldErrors, errors, field, message } = body as Record<string, unknown>
  if (Array.isArray(fieldErrors)) {
    for (const entry of fieldErrors as { field?: unknown; message?: unknown }[])
      add(entry?.field, entry?.message)
  } else if (typeof fieldErrors === 'object' && fieldErrors !== null) {
    for (const [name, messages] of Object.entries(fieldErrors)) add(name, messages)
  }
  if (typeof errors === 'object' && errors !== null && !Array.isArray(errors)) {
    for (const [name, messages] of Object.entries(errors)) if (name !== 'form') add(name, messages)
  }
  add(field, message)
  return found
}

/**
 * The error for the form as a whole: the contract's `formError`, the sign-in form's
 * `errors.form`, or the older `{ error }` / `{ problem }` answers that name no field.
 */
export function formErrorOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null
  const { formError, errors, error, problem, field } = body as Record<string, unknown>
  if (typeof formError === 'string') return formError
  const fromErrors = (errors as { form?: unknown } | null | undefined)?.form
  if (typeof fromErrors === 'string') return fromErrors
  if (field === undefined && typeof error === 'string') return error
  if (typeof problem === 'string') return problem
  return null
}

async function toRedirectTo(this: MatcherState, actual: unknown, path: Text): Promise<SyncExpectationResult> {
  const response = await settled(actual)
  if (!isResponse(response)) {
    return {
      pass: false,
      message: () =>
        `expected a Response redirecting to ${show(path)}, got ${this.utils.printReceived(response)}`,
    }
  }
  const location = response.headers.get('location')
  const pass = REDIRECT_STATUSES.includes(response.status) && location !== null && matches(location, path)
  return {
    pass,
    message: () =>
      `expected ${response.status} ${location ?? '(no Location)'} ${pass ? 'not ' : ''}to be a 302/303 redirect to ${show(path)}`,
  }
}

async function toSendToast(
  this: MatcherState,
  actual: unknown,
  expected?: string | Record<string, unknown>,
): Promise<SyncExpectationResult> {
  const response = await settled(actual)
  if (!isResponse(response)) {
    return {
      pass: false,
      message: () => `expected a Response sending a toast, got ${this.utils.printReceived(response)}`,
    }
  }
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => /^(__Host-)?toast=./.test(pair))
  // Read back with the app's own cookie: it checks the signature and the toast's shape.
  const { takeToast } = await import('#app/platform/toast.server.ts')
  const origin = cookie?.startsWith('__Host-') ? 'https://localhost' : 'http://localhost'
  const toast = cookie ? (await takeToast(new Request(`${origin}/`, { headers: { cookie } }))).toast : null
  const wanted = typeof expected === 'string' ? { title: expected } : expected
  const pass = toast !== null && (wanted === undefined || this.equals(toast, expect.objectContaining(wanted)))
  return {
    pass,
    message: () =>
      toast === null
        ? `expected the response (${response.status}) to set the toast cookie; it sets ${show(response.headers.getSetCookie())}`
        : `expected the toast ${this.utils.printReceived(toast)} ${pass ? 'not ' : ''}to match ${this.utils.printExpected(wanted ?? 'any toast')}`,
  }
}

async function toHaveFieldError(
  this: MatcherState,
  actual: unknown,
  field: string,
  message?: Text,
): Promise<SyncExpectationResult> {
  const body = await bodyOf(await settled(actual))
  const messages = fieldErrorsOf(body).get(field) ?? []
  const pass = message === undefined ? messages.length > 0 : messages.some((m) => matches(m, message))
  return {
    pass,
    message: () =>
      `expected ${pass ? 'no' : 'an'} error for "${field}"${message === undefined ? '' : ` matching ${show(message)}`}; the body is ${this.utils.printReceived(body)}`,
  }
}

async function toHaveFormError(
  this: MatcherState,
  actual: unknown,
  message?: Text,
): Promise<SyncExpectationResult> {
  const body = await bodyOf(await settled(actual))
  const error = formErrorOf(body)
  const pass = error !== null && (message === undefined || matches(error, message))
  return {
    pass,
    message: () =>
      `expected ${pass ? 'no' : 'a'} form error${message === undefined ? '' : ` matching ${show(message)}`}; the body is ${this.utils.printReceived(body)}`,
  }
}

export const responseMatchers = { toRedirectTo, toSendToast, toHaveFieldError, toHaveFormError }
