import { capitalise, findPlaces, phraseAfter } from '../extract/index.ts'
import type { Collector } from './collector.ts'
import type { TemplateRule } from '../rules/types.ts'

const PROPERTY_WORD = String.raw`(?:\d\s*bhk\s+)?(?:flat|apartment|house|home|room|property|premises|villa|bungalow|shop|office(?:\s+space)?|showroom|warehouse|godown|plot|land|pg|ghar|makaan|makan)`
const ADDRESS_STOP =
  /\s(?:to|for|from|with|at\s+(?:rs|₹|\d)|on\s+(?:rent|lease)|starting|which|where|who|rent\b|monthly|per|for\s+\d|against|worth|valued)\b|,\s*(?:rent|for|to|from|with|starting|at|and)\b|₹|\brs\.?\s/i
const NUMBERED = new RegExp(
  String.raw`\b(?:flat|house|shop|office|plot|apartment|unit|villa|bungalow|room|door|survey|khasra|gala)\s*(?:no\.?|number|#)?\s*[\w/-]*\d[\w/-]*`,
  'i',
)

export function assignAddress(rule: TemplateRule, text: string, c: Collector): string | undefined {
  const field = rule.address?.field
  if (!field || c.has(field)) return undefined
  const explicit = phraseAfter(
    text,
    /\b(?:address(?:\s+is)?\s*:?|located at|situated at|premises at|property at|(?:flat|house|shop|office|plot|apartment|villa|bungalow)\s+at)\s+/i,
    ADDRESS_STOP,
    180,
  )
  const numbered = NUMBERED.exec(text)
  const numberedSpan = numbered ? phraseAfter(text.slice(numbered.index), /^/, ADDRESS_STOP, 180) : null
  const full =
    explicit && /\d/.test(explicit.text)
      ? explicit.text
      : numberedSpan && /\d/.test(numberedSpan.text)
        ? numberedSpan.text
        : explicit?.text
  if (full) {
    const value = capitalise(full.replace(/[,\s]+$/, ''))
    if (c.set(field, value)) {
      if (!/\d/.test(value) || findPlaces(value).length === 0) c.incomplete.add(field)
      return findPlaces(value).find((p) => p.city)?.city
    }
  }
  // "my flat in Koregaon Park, Pune" → "Flat in Koregaon Park, Pune" (to be completed).
  const nounIn = new RegExp(
    String.raw`\b(?:my|our|a|an|the|his|her|their)\s+(?:[\w-]+\s+){0,2}?(${PROPERTY_WORD})\s+(?:in|at|near|located in|situated in)\s+`,
    'i',
  ).exec(text)
  const places = findPlaces(text)
  if (nounIn) {
    const rest = phraseAfter(
      text.slice(nounIn.index),
      new RegExp(nounIn[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'),
      ADDRESS_STOP,
      100,
    )
    const place = rest ? findPlaces(rest.text)[0] : undefined
    const noun = capitalise((nounIn[1] ?? 'property').toLowerCase())
    if (rest && place) {
      const upTo = rest.text.slice(0, place.end)
      if (c.set(field, `${noun} in ${upTo}`)) {
        c.incomplete.add(field)
        return place.city
      }
    }
    // A locality the place list does not know ("warehouse in Bhiwandi").
    const locality = rest ? /^(?:[A-Z][\w.'-]*)(?:[\s,]+[A-Z][\w.'-]*){0,3}/.exec(rest.text)?.[0] : undefined
    if (locality && c.set(field, `${noun} in ${locality.replace(/[,\s]+$/, '')}`)) {
      c.incomplete.add(field)
      return undefined
    }
  }
  // Hinglish puts "in" after the place: "mera ghar Lajpat Nagar, Delhi mein" → "House in Lajpat Nagar, Delhi".
  const mein = new RegExp(
    String.raw`\b(?:mera|meri|hamara|hamari|apna|apni)\s+(?:[\w-]+\s+){0,2}?(${PROPERTY_WORD})\s+([A-Z][\w.'-]*(?:,?\s+[A-Z][\w.'-]*){0,4})\s+(?:mein|me|mai)\b`,
    'i',
  ).exec(text)
  const meinPlace = mein ? findPlaces(mein[2] ?? '').find((p) => p.city) : undefined
  if (mein && meinPlace) {
    const noun = capitalise((mein[1] ?? '').toLowerCase().replace(/^(?:ghar|makaan|makan)$/, 'house'))
    if (c.set(field, `${noun} in ${mein[2] ?? ''}`)) {
      c.incomplete.add(field)
      return meinPlace.city
    }
  }
  const noun = new RegExp(`\\b${PROPERTY_WORD}\\b`, 'i').exec(text)
  const city = places.find((p) => p.city)
  if (noun && city) {
    const value = `${capitalise(noun[0].toLowerCase())} in ${city.city}`
    if (c.set(field, value)) {
      c.incomplete.add(field)
      return city.city
    }
  }
  return undefined
}
