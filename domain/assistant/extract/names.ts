import { findPlaces, isPlaceName } from './places.ts'
import type { NameMention } from './spans.ts'
import { ENDS_A_NAME, NOT_A_NAME } from './words.ts'

const HONORIFIC = String.raw`(?:(?:Mr|Mrs|Ms|Miss|Dr|Shri|Smt|Sri|Shrimati|Kumari|Km|Prof|Adv|CA|M\/s)\.?\s+)`
const CAP_WORD = String.raw`(?:(?:Pvt|Ltd|Co|Inc|Jr|Sr|St|Mr|Mrs|Ms|Dr|Prof|Shri|Smt)\.|[A-Z]\.|[A-Z][A-Za-z'-]*|[A-Z]{2,}(?:-[A-Z]+)?)`
const COMPANY_SUFFIX = String.raw`(?:\s+(?:pvt\.?\s*ltd\.?|private\s+limited|ltd\.?|limited|llp|&\s*co\.?|and\s+co\.?|inc\.?))`
const NAME_BODY = String.raw`${HONORIFIC}?${CAP_WORD}(?:\s+(?:${CAP_WORD}|&|of|and\s+(?=Co\b)|de|da|bin|binti))*${COMPANY_SUFFIX}?`
const NAME_AT = new RegExp(NAME_BODY, 'y')
const NAME_ANYWHERE = new RegExp(NAME_BODY, 'g')

export const RELATIONSHIPS =
  'wife|husband|son|daughter|father|mother|brother|sister|friend|cousin|uncle|aunt|nephew|niece|grandson|granddaughter|grandfather|grandmother|son-in-law|daughter-in-law|father-in-law|mother-in-law|brother-in-law|sister-in-law|colleague|neighbour|neighbor|partner|business partner|co-founder|cofounder|employee|client|tenant|landlord|relative|maid|cook|driver|nanny|tutor|teacher|caretaker|gardener|guard|watchman|helper|housekeeper|bhai|behen|didi|beta|beti|papa|mummy|maa|chacha|mama'
const LEAD_IN = new RegExp(
  String.raw`(?:(?:my|our|his|her|the|a|an|one)\s+)?(?:(?:younger|elder|older|little|big|old|close|dear|good|best)\s+)?(?:(${RELATIONSHIPS})\s*,?\s+)?(?:(?:mr|mrs|ms|shri|smt)\.?\s+)?`,
  'iy',
)

/** Trims stop words from the start and places or stop words from the end; '' when nothing is left. */
function cleanName(raw: string): string {
  let words = raw.trim().split(/\s+/)
  // "A Rao" is an initial and a surname, not the article: an article before a name is lower case mid-sentence.
  const initial =
    words[0] === 'A' &&
    /^[A-Z][a-z]+$/.test(words[1] ?? '') &&
    !NOT_A_NAME.has((words[1] ?? '').toLowerCase())
  if (initial)
    return cleanName(words.slice(1).join(' ')) === '' ? '' : `A ${cleanName(words.slice(1).join(' '))}`
  while (words.length > 0 && NOT_A_NAME.has((words[0] ?? '').toLowerCase().replace(/[.,]$/, '')))
    words = words.slice(1)
  if (words.length > 1 && /^(?:dr|prof|adv|ca)\.?$/i.test(words[0] ?? ''))
    words = [`${(words[0] ?? '').replace(/\.$/, '')}.`, ...words.slice(1)]
  // Cut at a stop word inside ("Ravi For" is not a name), keeping company suffixes.
  const cut = words.findIndex((w, i) => i > 0 && ENDS_A_NAME.has(w.toLowerCase().replace(/[.,]$/, '')))
  if (cut > 0) words = words.slice(0, cut)
  // A company suffix ends the name ("Acme Pvt Ltd. Shareholders" → "Acme Pvt Ltd.").
  const suffix = words.findIndex((w, i) => i > 0 && /^(?:ltd|limited|llp|inc)\.?,?$/i.test(w))
  if (suffix > 0) words = words.slice(0, suffix + 1)
  while (words.length > 0 && /^(?:of|and|&|de|da)$/i.test(words.at(-1) ?? '')) words = words.slice(0, -1)
  let name = words.join(' ').replace(/[,;:]+$/, '')
  // A place at the end ("Ravi Pune") is where, not who.
  for (;;) {
    const places = findPlaces(name)
    const last = places.at(-1)
    if (!last || last.end !== name.length) break
    name = name.slice(0, last.index).trim()
  }
  if (name === '' || isPlaceName(name)) return ''
  if (!/[A-Za-z]{2,}/.test(name)) return ''
  return name.replace(/\.$/, (dot) => (/\b(?:Ltd|Co|Inc|Pvt)\.$/i.test(name) ? dot : ''))
}

/**
 * A person's or firm's name starting at `index` (after optional "my daughter", "Mr."):
 * capitalised words, "of" inside ("State Bank of India"), and a company suffix.
 */
export function nameAt(text: string, index: number): NameMention | null {
  LEAD_IN.lastIndex = index
  const lead = LEAD_IN.exec(text)
  const start = index + (lead ? lead[0].length : 0)
  NAME_AT.lastIndex = start
  const match = NAME_AT.exec(text)
  if (!match) return null
  const name = cleanName(match[0])
  if (!name) return null
  const offset = match[0].indexOf(name.split(' ')[0] ?? name)
  const relationship = lead?.[1]?.toLowerCase()
  return {
    index: start + Math.max(0, offset),
    end: start + Math.max(0, offset) + name.length,
    text: name,
    name,
    ...(relationship ? { relationship } : {}),
  }
}

/** Every plausible name in the text, in order. */
export function findNames(text: string): NameMention[] {
  const found: NameMention[] = []
  for (const match of text.matchAll(NAME_ANYWHERE)) {
    // An honorific starts a new name: "Hire Dr. Kiran Rao" → "Dr. Kiran Rao".
    const parts = match[0].split(/\s+(?=(?:Mr|Mrs|Ms|Dr|Prof|Shri|Smt)\.?\s)/)
    let offset = 0
    for (const part of parts) {
      const start = match[0].indexOf(part, offset)
      offset = start + part.length
      const name = cleanName(part)
      if (!name) continue
      const index = match.index + start + Math.max(0, part.indexOf(name.split(' ')[0] ?? name))
      found.push({ index, end: index + name.length, text: name, name })
    }
  }
  return found
}

/** Whether a name reads as a company, LLP or firm rather than a person. */
export function looksLikeOrganisation(name: string): boolean {
  return /\b(?:pvt|private|ltd|limited|llp|inc|corporation|corp|bank|industries|enterprises|technologies|tech|solutions|services|systems|labs|studios?|caterers|decorators|electricals|photography|traders|trading|associates|agencies|ventures|holdings|group|foods|brands|builders|developers|constructions|infra|finance|capital|fund|trust|society|co|company|consulting|consultants|media|pharma|motors|logistics|exports|imports|textiles|analytics|software|digital|retail|hospitals?|clinic|publishing|house)\b\.?|&|^m\/s/i.test(
    name,
  )
}
