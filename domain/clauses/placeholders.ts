// A placeholder is upper-case text in square brackets: [PARTY A], [LOCK-IN MONTHS], [WITNESS 1 NAME].
const PLACEHOLDER = /\[([A-Z][A-Z0-9 &/'-]*)\]/g

function key(name: string): string {
  return name
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/\s+/g, ' ')
    .toUpperCase()
}

/** The placeholders in `content`, each once, in order of first appearance, without brackets. */
export function listPlaceholders(content: string): string[] {
  return [...new Set([...content.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))]
}

export type FilledClause = {
  content: string
  /** Placeholders still in the content because no non-blank value was given, in order. */
  unfilled: string[]
}

/**
 * Replaces each placeholder that has a non-blank value. Keys match ignoring case and
 * spacing, with or without brackets ("party a", "[PARTY A]"). Values are inserted as they
 * are, in one pass, so a value that itself looks like a placeholder is not filled again.
 */
export function fillPlaceholders(content: string, values: Readonly<Record<string, string>>): FilledClause {
  const byKey = new Map<string, string>()
  for (const [name, value] of Object.entries(values)) {
    if (value.trim() !== '') byKey.set(key(name), value)
  }
  const unfilled = new Set<string>()
  const filled = content.replace(PLACEHOLDER, (whole, name: string) => {
    const value = byKey.get(key(name))
    if (value === undefined) {
      unfilled.add(name)
      return whole
    }
    return value
  })
  return { content: filled, unfilled: [...unfilled] }
}
