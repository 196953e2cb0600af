/**
 * Every parameter of every query passes here, in both drivers, so the database never
 * receives text it cannot store, however the text was made: Postgres refuses NUL in text
 * and jsonb, and an unpaired UTF-16 surrogate has no UTF-8 encoding (the drivers send
 * U+FFFD for it in text; jsonb refuses its escape). A NUL is dropped and a surrogate
 * becomes U+FFFD. Input that carries either is refused with a 400 long before this (the
 * form and JSON readers); this floor is for text the server makes itself. The rule is
 * domain/shared/storable-text.ts's `storableText`, restated here because db/ imports
 * nothing above it (tests/unit/storable-text.test.ts holds the two equal).
 */

export function storableString(text: string): string {
  // Surrogates first: dropping a NUL between two halves must not make them a pair.
  const formed = text.isWellFormed() ? text : text.toWellFormed()
  return formed.includes('\u0000') ? formed.replaceAll('\u0000', '') : formed
}

const clean = (text: string) => !text.includes('\u0000') && text.isWellFormed()

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}

/** Whether a parameter (a string, or an array or plain object of them, as jsonb takes) needs no change. */
function storable(value: unknown): boolean {
  if (typeof value === 'string') return clean(value)
  if (value === null || typeof value !== 'object') return true
  if (Array.isArray(value)) return value.every(storable)
  if (!isPlainObject(value)) return true // Buffer, Date, typed arrays: not text
  return Object.entries(value).every(([key, member]) => clean(key) && storable(member))
}

function storableValue(value: unknown): unknown {
  if (typeof value === 'string') return storableString(value)
  if (value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map(storableValue)
  if (!isPlainObject(value)) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, member]) => [storableString(key), storableValue(member)]),
  )
}

/** The parameters as the database can store them; the same array when nothing needs a change. */
export function storableParams(params: readonly unknown[]): readonly unknown[] {
  return params.every(storable) ? params : params.map(storableValue)
}
