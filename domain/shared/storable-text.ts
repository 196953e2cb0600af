/**
 * Text the database cannot store. Postgres refuses NUL (U+0000) in text and in jsonb, and
 * a UTF-16 surrogate without its partner is not Unicode at all: it has no UTF-8 encoding,
 * and jsonb refuses its \uD800 escape. Input that carries either is refused (a 400 that
 * says why); text the product makes itself is cleaned with `storableText`.
 */

export type UnstorableKind = 'nul' | 'lone-surrogate'

const NUL = '\u0000'

/** What in `text` cannot be stored, NUL first; null when all of it can. */
export function unstorableIn(text: string): UnstorableKind | null {
  if (text.includes(NUL)) return 'nul'
  return text.isWellFormed() ? null : 'lone-surrogate'
}

export type UnstorableFound = { kind: UnstorableKind; field: string }

/**
 * The first unstorable string in a parsed body — strings, arrays and plain objects, keys
 * included — and the field it is in (`details.tenantName`, `items.2`); null when none.
 * Walked with a list, not recursion: a body may nest 100,000 arrays deep.
 */
export function findUnstorable(value: unknown, field = ''): UnstorableFound | null {
  const pending: Array<[unknown, string]> = [[value, field]]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, path] = next
    if (typeof current === 'string') {
      const kind = unstorableIn(current)
      if (kind) return { kind, field: path }
      continue
    }
    if (current === null || typeof current !== 'object') continue
    const entries = Array.isArray(current)
      ? current.map((v, i) => [String(i), v] as const)
      : Object.entries(current)
    // Pushed last to first, so fields are checked in the order they were sent.
    for (const [key, member] of entries.reverse()) {
      const at = path ? `${path}.${key}` : key
      const inKey = Array.isArray(current) ? null : unstorableIn(key)
      if (inKey) return { kind: inKey, field: at }
      pending.push([member, at])
    }
  }
  return null
}

/** The sentence a 400 gives: the field, what is wrong, what to do. */
export function unstorableMessage({ kind, field }: UnstorableFound): string {
  // The field's name may itself be the culprit: shown with the NUL written out.
  const where = field ? `The field “${wellFormed(field.replaceAll(NUL, '\\0'))}”` : 'The request'
  return kind === 'nul'
    ? `${where} contains a NUL character (U+0000), which cannot be stored. Remove it and try again.`
    : `${where} contains an unpaired UTF-16 surrogate, which is not valid Unicode text. Send the text as valid UTF-8 or UTF-16.`
}

/** Makes text well-formed: each unpaired surrogate becomes U+FFFD, as any UTF-8 encoder does. */
export function wellFormed(text: string): string {
  return text.isWellFormed() ? text : text.toWellFormed()
}

/**
 * Text the product made itself (a file's extracted text, a model's answer) made storable:
 * NULs dropped — a PDF or Word file's text uses them as padding, not as words — and
 * unpaired surrogates replaced.
 */
export function storableText(text: string): string {
  // Surrogates first: dropping a NUL between two halves must not make them a pair.
  const formed = wellFormed(text)
  return formed.includes(NUL) ? formed.replaceAll(NUL, '') : formed
}
