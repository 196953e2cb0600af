import {
  type Span,
  capitalise,
  findNames,
  findPlaces,
  looksLikeOrganisation,
  nameAt,
  phraseAfter,
} from '../extract/index.ts'

/** Readers the template rules share: quoted titles, phrases after a cue, lists of names and holdings. */

export function quoted(text: string): string | undefined {
  const match = /"([^"]{2,80})"|(?:^|\s)'([^']{2,80})'(?=\s|[.,;]|$)/.exec(text)
  return match ? (match[1] ?? match[2])?.trim() : undefined
}

export function phrase(text: string, cue: RegExp, stop?: RegExp, max?: number): string | undefined {
  const span = phraseAfter(text, cue, stop, max)
  if (!span) return undefined
  const value = span.text.replace(/^(?:the|a|an)\s+/i, '').trim()
  return value.length >= 2 ? value : undefined
}

export function sentenceCase(value: string | undefined): string | undefined {
  return value ? capitalise(value) : undefined
}

/** "Ravi Sharma 60% and Meera Iyer 40%" → "Ravi Sharma – 60%; Meera Iyer – 40%". */
export function holdings(text: string): string | undefined {
  const entries: string[] = []
  const regex = /(\d+(?:\.\d+)?)\s*%/g
  for (const match of text.matchAll(regex)) {
    const before = text.slice(Math.max(0, match.index - 60), match.index)
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 40)
    const nameBefore = findNames(before).at(-1)
    const nameAfter = /^\s*(?:to|for|with|held by|by)\s+/i.test(after) ? findNames(after)[0] : undefined
    const name =
      nameBefore &&
      /^\s*(?:[:–-]|holding|holds|with|has|having|owns|gets|will hold|\(|,)?\s*$/i.test(
        before.slice(nameBefore.end),
      )
        ? nameBefore.name
        : nameAfter?.name
    if (name) entries.push(`${name} – ${match[1]}%`)
  }
  return entries.length >= 2 ? entries.join('; ') : undefined
}

/** Names in a list ("Ravi Sharma, Meera Iyer and Arjun Rao"), after a cue. */
export function nameList(text: string, cue: RegExp): string | undefined {
  const span = phraseAfter(text, cue, /\b(?:with|for|at|to|from|holding|each|who)\b|\d/i, 200)
  if (!span) return undefined
  const names = findNames(span.text)
    .map((n) => n.name)
    .filter((n) => !looksLikeOrganisation(n))
  return names.length >= 2 ? names.join('; ') : undefined
}

export function selectFrom(
  text: string,
  options: ReadonlyArray<readonly [RegExp, string]>,
): string | undefined {
  const hits = options.filter(([regex]) => regex.test(text)).map(([, value]) => value)
  const unique = [...new Set(hits)]
  return unique.length === 1 ? unique[0] : undefined
}

export function afterName(text: string, cue: RegExp): string | undefined {
  const match = cue.exec(text)
  if (!match) return undefined
  return nameAt(text, match.index + match[0].length)?.name
}

/** The first Indian state or city named after "in", "for", "across", "throughout", or "territory". */
export function territoryOf(text: string): Span | null {
  const explicit = phraseAfter(
    text,
    /\bterritor(?:y|ies)(?:\s+(?:of|is|will be|:))?\s*|\b(?:exclusive(?:ly)?|rights?)\s+(?:in|for)\s+/i,
    /\b(?:for|at|with|from|on|by|and (?:a|the|pay))\b|₹|\brs\b|\d/i,
    80,
  )
  if (explicit) return explicit
  for (const place of findPlaces(text)) {
    const before = text.slice(Math.max(0, place.index - 40), place.index)
    const local =
      /\b(?:in|for|across|throughout|covering|of)\s+(?:the\s+(?:state|city|district)\s+of\s+)?((?:[A-Z][\w.-]*,?\s+){0,3})$/.exec(
        before,
      )
    if (local) {
      const prefix = (local[1] ?? '').trim()
      const area = prefix && !/^(?:the|state|city)$/i.test(prefix) ? `${prefix.replace(/,$/, '')}, ` : ''
      return { index: place.index, end: place.end, text: `${area}${place.city ?? place.state ?? place.text}` }
    }
  }
  return null
}
