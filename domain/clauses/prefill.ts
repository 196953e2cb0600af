import { listPlaceholders } from '#domain/clauses/placeholders.ts'

/** What a document says about itself that a clause's placeholders can take. */
export type DocumentFacts = {
  /** The parties by the defined term the document gives them ("Licensor", "Employee"). */
  parties: readonly { role: string; name: string }[]
  /** The details the document was drafted from, by field name ("monthlyRent"). */
  details: Readonly<Record<string, unknown>>
}

// "LOCK-IN MONTHS", "lockInMonths" and "Lock in months" all become "lockinmonths".
const comparable = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '')

// A value the document itself has not settled is no value to copy into a clause.
const settled = (value: unknown): string | null => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  return text === '' || /TO BE CONFIRMED|\[[^\]]*\]/.test(text) ? null : text
}

/**
 * A value for each placeholder of `content` whose name is a party's role or a detail's
 * field name ("[LICENSOR]" ← the Licensor's name, "[MONTHLY RENT]" ← monthlyRent); the
 * others are absent. Only a name match counts: a value is never guessed.
 */
export function prefillPlaceholders(content: string, facts: DocumentFacts): Record<string, string> {
  const known = new Map<string, string>()
  for (const [field, value] of Object.entries(facts.details)) {
    const text = settled(value)
    if (text !== null) known.set(comparable(field), text)
  }
  // A party's name wins over a detail of the same name: it is what the text calls them.
  for (const party of facts.parties) {
    const text = settled(party.name)
    if (text !== null && party.role.trim() !== '') known.set(comparable(party.role), text)
  }
  const values: Record<string, string> = {}
  for (const name of listPlaceholders(content)) {
    const value = known.get(comparable(name))
    if (value !== undefined) values[name] = value
  }
  return values
}
