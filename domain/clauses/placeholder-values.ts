import { listPlaceholders } from '#domain/clauses/placeholders.ts'

/** A placeholder takes a name, a sum, a number of days: one line, and this long at most. */
export const MAX_PLACEHOLDER_VALUE = 200

export type PlaceholderValues =
  | { ok: true; values: Record<string, string> }
  | { ok: false; values: Record<string, string>; errors: Record<string, string> }

/**
 * The values typed for `content`'s placeholders, by placeholder name: only its own
 * placeholders are read (anything else sent is ignored), trimmed; blank leaves the
 * placeholder in brackets. A line break or an overlong value is refused, with what was typed.
 */
export function readPlaceholderValues(
  content: string,
  typed: (name: string) => string | undefined,
): PlaceholderValues {
  const values: Record<string, string> = {}
  const errors: Record<string, string> = {}
  for (const name of listPlaceholders(content)) {
    const raw = typed(name) ?? ''
    values[name] = raw
    const value = raw.trim()
    if (/[\r\n]/.test(value)) errors[name] = `[${name}] must be on one line.`
    else if (value.length > MAX_PLACEHOLDER_VALUE)
      errors[name] = `[${name}] can be at most ${MAX_PLACEHOLDER_VALUE} characters.`
    else values[name] = value
  }
  return Object.keys(errors).length > 0 ? { ok: false, values, errors } : { ok: true, values }
}
