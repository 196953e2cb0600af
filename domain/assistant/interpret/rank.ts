import { type TemplateId, getTemplate, listTemplates } from '#domain/catalogue/index.ts'
import { findNames, normaliseText } from '../extract/index.ts'
import type { TemplateScore } from './types.ts'
import { RULES } from '../rules/index.ts'

const NAME_PATTERNS: ReadonlyArray<readonly [TemplateId, RegExp]> = listTemplates().map((t) => [
  t.id,
  new RegExp(
    `\\b(?:${[t.name, t.id.replace(/-/g, ' ')].map((n) => n.toLowerCase().replace(/[’']/g, "'?").replace(/&/g, '(?:&|and)').replace(/\s+/g, '\\s+')).join('|')})\\b`,
    'i',
  ),
])

/** Every template with a positive score for the text, best first. */
export function rankTemplates(text: string): TemplateScore[] {
  const normalised = withoutOrganisations(normaliseText(text))
  const scores: TemplateScore[] = []
  for (const template of listTemplates()) {
    const rule = RULES[template.id]
    let score = 0
    for (const [regex, weight] of rule.signals) if (regex.test(normalised)) score += weight
    const named = NAME_PATTERNS.find(([id]) => id === template.id)?.[1]
    if (named?.test(normalised)) score += 8
    if (score > 0) scores.push({ templateId: template.id, score })
  }
  return scores.sort((a, b) => b.score - a.score)
}

/**
 * The text with company, LLP and firm names blanked, so that "Coastal Foods LLP" or
 * "BrightPath Consulting LLP" do not count as the words "LLP" or "consulting".
 */
function withoutOrganisations(text: string): string {
  let out = text
  for (const name of findNames(text).reverse()) {
    if (/\b(?:pvt|private|ltd|limited|llp|inc)\b\.?/i.test(name.name))
      out = `${out.slice(0, name.index)}Zed${out.slice(name.end)}`
  }
  return out
}

/** A template named outright ("lease deed", "Will and Testament"), if exactly one is. */
export function namedTemplate(text: string): TemplateId | undefined {
  const normalised = normaliseText(text)
  const hits = NAME_PATTERNS.filter(([, regex]) => regex.test(normalised)).map(([id]) => id)
  // "Mutual Non-Disclosure Agreement" also contains "Non-Disclosure Agreement"-like names: prefer the longest.
  if (hits.length === 0) return undefined
  return hits.sort((a, b) => getTemplate(b).name.length - getTemplate(a).name.length)[0]
}
