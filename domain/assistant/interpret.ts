import { type TemplateId, getTemplate } from '#domain/catalogue/index.ts'
import { domesticServiceNote, domesticWorker } from './custom/domestic.ts'
import { customInterpretation } from './interpret/custom.ts'
import { extractDetails } from './interpret/extraction.ts'
import { chooseInstrument, movableInPremisesTemplate } from './interpret/instrument.ts'
import { namedTemplate, rankTemplates } from './interpret/rank.ts'
import type { Details, InterpretOptions, Interpretation } from './interpret/types.ts'

export { rankTemplates, namedTemplate } from './interpret/rank.ts'
export { extractDetails } from './interpret/extraction.ts'
export { chooseInstrument, type InstrumentChoice } from './interpret/instrument.ts'
export type { Extraction } from './interpret/extraction.ts'
export type {
  CustomInterpretation,
  Details,
  Interpretation,
  InterpretOptions,
  TemplateInterpretation,
  TemplateScore,
} from './interpret/types.ts'

/**
 * Maps a free description of an agreement ("I want to rent my flat in Pune to Ravi for 11
 * months at 25,000 a month") to the catalogue template that fits best, with the details
 * the description states and the fields it leaves open — or, when no template fits, to a
 * custom agreement with the parties and obligations it names. Nothing is guessed: a fact
 * the text does not state stays missing.
 */

const CUSTOM_REQUEST =
  /\bcustom\s+(?:agreement|contract|document|deed)\b|\b(?:none of (?:these|the templates)|no template|not (?:in|from) (?:the|your) (?:list|templates))\b/i
const MIN_SCORE = 4
const PERSONAL_WORK: ReadonlySet<TemplateId> = new Set([
  'employment-contract',
  'offer-letter',
  'service-agreement',
  'consultancy-agreement',
])

function round2(n: number): number {
  return Math.round(n * 100) / 100
}

export function interpretRequest(text: string, options: InterpretOptions = {}): Interpretation {
  const ranked = rankTemplates(text)
  const top = ranked[0]
  const second = ranked[1]
  const wantsCustom = CUSTOM_REQUEST.test(text)
  // A cook, maid or driver in a household: personal service, which no employment template fits.
  const worker = domesticWorker(text)
  // Named outright ("an employment contract for my cook"), the law still decides, and the note says so.
  const named = top ? namedTemplate(text) : undefined
  if (worker && (!top || top.score < MIN_SCORE || PERSONAL_WORK.has(top.templateId))) {
    const custom = customInterpretation(
      text,
      options,
      ranked.slice(0, 3).map((r) => r.templateId),
      0.9,
    )
    const asked = named && PERSONAL_WORK.has(named) ? getTemplate(named).name : undefined
    return { ...custom, instrumentNote: domesticServiceNote(worker, asked) }
  }
  if (!top || top.score < MIN_SCORE || (wantsCustom && top.score < 12)) {
    const closeness = top ? Math.min(1, top.score / MIN_SCORE) : 0
    return customInterpretation(
      text,
      options,
      ranked.slice(0, 3).map((r) => r.templateId),
      round2(wantsCustom ? 0.95 : 1 - closeness * 0.6),
    )
  }
  // A car is not let as premises: no template hires out goods, so it is a custom agreement.
  const misfit = movableInPremisesTemplate(text, top.templateId)
  if (misfit) {
    const custom = customInterpretation(
      text,
      options,
      ranked.slice(1, 4).map((r) => r.templateId),
      0.9,
    )
    return { ...custom, instrumentNote: misfit }
  }
  // Movable or immovable, deed or agreement: the law decides the sale instrument, not the words.
  const { templateId, note } = chooseInstrument(text, top.templateId)
  const others = ranked.filter((r) => r.templateId !== templateId)
  const runnerUp = (templateId === top.templateId ? second?.score : others[0]?.score) ?? 0
  const confidence = round2(Math.min(0.99, (top.score / (top.score + runnerUp)) * Math.min(1, top.score / 8)))
  const extraction = extractDetails(templateId, text, options)
  const alternatives = others
    .filter((r) => r.score >= top.score * 0.6 && r.score >= MIN_SCORE)
    .slice(0, 3)
    .map((r) => r.templateId)
  return {
    kind: 'template',
    templateId,
    confidence,
    details: extraction.details,
    missing: missingFields(templateId, extraction.details),
    incomplete: extraction.incomplete,
    notes: extraction.notes,
    ...(extraction.place ? { place: extraction.place } : {}),
    alternatives,
    ...(note ? { instrumentNote: note } : {}),
  }
}

/** Required fields with no value, in form order. */
export function missingFields(templateId: TemplateId, details: Details): string[] {
  return getTemplate(templateId)
    .fields.filter((f) => f.required && !details[f.name])
    .map((f) => f.name)
}
