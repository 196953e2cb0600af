import type { CustomAgreementRequest } from '../custom-agreement.ts'
import { capitalise, findNames, normaliseText, tidyName } from '../extract/index.ts'
import { interpretRequest } from '../interpret.ts'
import { cleanDescription, obligationsIn, partiesIn } from '../interpret/custom.ts'
import { isVoidAsk, voidAsksIn } from '../custom/void-asks.ts'
import { placeIn } from './read-answer.ts'
import type { Custom, CustomConfirm, Outcome, Turn } from './types.ts'

export const PARTIES_QUESTION =
  'Who are the parties to this agreement? Please give their full names, for example "Anil Mehta and Ramesh Kumar" (reply "skip" to leave them as blanks to fill in).'
export const OBLIGATIONS_QUESTION =
  'What has each party agreed to do? Send one obligation per line, for example "Ramesh Kumar will pay half the cost of the boundary wall by 31/03/2027".'

export function startCustom(text: string, turn: Turn): Outcome {
  const interpretation = interpretRequest(text, { today: turn.today })
  // The description is quoted in a recital: the user's own words, not a whole attached file.
  const description = cleanDescription(turn.typed?.trim() ? turn.typed : text.slice(0, 500))
  const parties = interpretation.kind === 'custom' ? [...interpretation.parties] : partiesIn(text)
  // A void term is left out here too, and the reply says why (issue 18 class 3).
  const voidAsks = voidAsksIn(text)
  const obligations = (
    interpretation.kind === 'custom' ? [...interpretation.obligations] : obligationsIn(text)
  ).filter((o) => !isVoidAsk(o, voidAsks))
  const place = placeIn(text)
  const sources = turn.source ? [turn.source] : []
  const note = interpretation.kind === 'custom' ? interpretation.instrumentNote : undefined
  const lead = [
    (note ? `${note} ` : '') +
      'I can draft a custom agreement for this, using the standard Indian clauses (Indian law, arbitration under the Arbitration and Conciliation Act, 1996, courts, notices, severability, entire agreement, counterparts, and signature blocks with two witnesses) and the obligations you describe, each as its own clause.',
  ]
  for (const ask of voidAsks) lead.push('', `Not drafted — "${ask.words}": ${ask.reason}`)
  if (parties.length > 0) lead.push('', `Parties so far: ${parties.join('; ')}.`)
  if (obligations.length > 0)
    lead.push('', 'Obligations so far:', ...obligations.map((o, i) => `${i + 1}. ${o}`))
  return customNext({ description, parties, obligations, sources, ...(place ? { place } : {}) }, lead, false)
}

interface CustomFacts {
  readonly description: string
  readonly parties: string[]
  readonly obligations: string[]
  readonly place?: string
  readonly sources: readonly string[]
}

/** The files read so far plus this turn's, each once, at most five. */
function withSource(sources: readonly string[] | undefined, turn: Turn): string[] {
  const all = [...(sources ?? [])]
  if (turn.source && !all.includes(turn.source)) all.push(turn.source)
  return all.slice(-5)
}

function customNext(facts: CustomFacts, lead: string[], partiesAsked: boolean): Outcome {
  const base = {
    description: facts.description,
    parties: facts.parties,
    obligations: facts.obligations,
    ...(facts.place ? { place: facts.place } : {}),
    ...(facts.sources.length > 0 ? { sources: [...facts.sources] } : {}),
  }
  const gap = lead.length > 0 ? [''] : []
  if (facts.parties.length < 2 && !partiesAsked) {
    return {
      reply: [...lead, ...gap, PARTIES_QUESTION].join('\n'),
      state: { step: 'custom', ...base, asking: 'parties' },
    }
  }
  if (facts.obligations.length === 0) {
    return {
      reply: [...lead, ...gap, OBLIGATIONS_QUESTION].join('\n'),
      state: { step: 'custom', ...base, asking: 'obligations' },
    }
  }
  const confirm: CustomConfirm = { step: 'custom-confirm', ...base }
  return { reply: [...lead, ...gap, customSummary(confirm)].join('\n'), state: confirm }
}

export function customSummary(state: CustomConfirm): string {
  const parties = state.parties.length > 0 ? state.parties.join('; ') : 'not given'
  const missing = Math.max(0, 2 - state.parties.length)
  return [
    'Here is your custom agreement:',
    `- About: ${state.description}`,
    `- Parties: ${parties}${missing > 0 ? ` (${missing === 1 ? 'one name is' : 'names are'} left as a blank to fill in)` : ''}`,
    '- Obligations:',
    ...state.obligations.map((o, i) => `  ${i + 1}. ${o}`),
    `- Seat of arbitration and courts: ${state.place ?? 'left as a blank to fill in'}`,
    ...(state.sources && state.sources.length > 0 ? [`- Read from: ${state.sources.join(', ')}`] : []),
    '',
    'Reply "yes" to generate it. To change it, send "add:" followed by another obligation, "remove" and its number (e.g. "remove 2"), or "parties:" followed by the names. Say "cancel" to stop.',
  ].join('\n')
}

/** Names in an answer like "Anil Mehta and Ramesh Kumar" or "anil mehta, ramesh kumar". */
function partyNames(text: string): string[] {
  const normalised = normaliseText(text).replace(/^(?:the\s+)?parties\s*(?:are|:)\s*/i, '')
  const segments = normalised
    .split(/\s*(?:,|;|\n|&|\band\b)\s*/i)
    .map((s) => s.trim())
    .filter(Boolean)
  const names: string[] = []
  for (const segment of segments) {
    if (/^(?:me|myself|i|us|we)$/i.test(segment)) continue
    const found =
      findNames(segment)[0]?.name ??
      (/^[a-z][a-z.' -]{1,60}$/i.test(segment) && segment.split(/\s+/).length <= 5
        ? tidyName(segment)
        : undefined)
    if (found && !names.some((n) => n.toLowerCase() === found.toLowerCase())) names.push(found)
  }
  return names
}

function obligationLines(text: string): string[] {
  const found = obligationsIn(text)
  if (found.length > 0) return found
  return normaliseText(text)
    .split(/\s*(?:\n|;|\.(?=\s|$))\s*/)
    .map((s) => s.replace(/^(?:\d+[.)]|[-*•])\s*/, '').trim())
    .filter((s) => s.split(/\s+/).length >= 3)
    .map(capitalise)
}

export function onCustom(state: Custom, turn: Turn): Outcome {
  const facts: CustomFacts = {
    description: state.description,
    parties: [...state.parties],
    obligations: [...state.obligations],
    ...(state.place ? { place: state.place } : {}),
    sources: withSource(state.sources, turn),
  }
  if (state.asking === 'parties') {
    if (turn.intent.kind === 'skip')
      return customNext(facts, ['The missing names will be left as blanks to fill in.'], true)
    const names = partyNames(turn.text)
    if (names.length === 0) return { reply: `I could not read any names there. ${PARTIES_QUESTION}`, state }
    const parties = [
      ...facts.parties,
      ...names.filter((n) => !facts.parties.some((p) => p.toLowerCase() === n.toLowerCase())),
    ].slice(0, 10)
    return customNext({ ...facts, parties }, [`Parties: ${parties.join('; ')}.`], true)
  }
  const obligations = obligationLines(turn.text)
  if (obligations.length === 0)
    return { reply: `I could not read an obligation there. ${OBLIGATIONS_QUESTION}`, state }
  return customNext({ ...facts, obligations: [...facts.obligations, ...obligations].slice(0, 50) }, [], true)
}

export function onCustomConfirm(state: CustomConfirm, turn: Turn): Outcome {
  const { intent, text } = turn
  if (intent.kind === 'affirm') {
    const request: CustomAgreementRequest = {
      description: state.description,
      parties: state.parties,
      obligations: state.obligations,
      ...(state.place ? { place: state.place } : {}),
      ...(state.sources && state.sources.length > 0 ? { sources: state.sources } : {}),
    }
    return {
      reply:
        'Generating your custom agreement now. Anything not given is marked [TO BE CONFIRMED]; as it is not from a reviewed template, have a lawyer look at it before signing.',
      state: { step: 'idle' },
      action: { type: 'generate-custom', request },
    }
  }
  const add = /^(?:add|also|plus|and)\s*:?\s+(.+)$/is.exec(text)
  if (add?.[1]) {
    const more = obligationLines(add[1])
    const next: CustomConfirm = {
      ...state,
      obligations: [...state.obligations, ...(more.length > 0 ? more : [capitalise(add[1].trim())])].slice(
        0,
        50,
      ),
    }
    return { reply: `Added.\n\n${customSummary(next)}`, state: next }
  }
  const remove = /^(?:remove|delete|drop)\s+(?:obligation\s+)?(?:no\.?\s*)?(\d+)\b/i.exec(text)
  if (remove?.[1]) {
    const index = Number(remove[1]) - 1
    if (index < 0 || index >= state.obligations.length)
      return { reply: `There is no obligation ${remove[1]}.\n\n${customSummary(state)}`, state }
    const obligations = state.obligations.filter((_, i) => i !== index)
    if (obligations.length === 0)
      return {
        reply: `Removed. ${OBLIGATIONS_QUESTION}`,
        state: {
          step: 'custom',
          description: state.description,
          parties: state.parties,
          obligations,
          asking: 'obligations',
          ...(state.place ? { place: state.place } : {}),
          ...(state.sources ? { sources: state.sources } : {}),
        },
      }
    const next: CustomConfirm = { ...state, obligations }
    return { reply: `Removed.\n\n${customSummary(next)}`, state: next }
  }
  const parties = /^(?:the\s+)?parties\s*(?:are|:)\s*(.+)$/is.exec(text)
  if (parties?.[1]) {
    const names = partyNames(parties[1])
    if (names.length === 0)
      return { reply: `I could not read any names there.\n\n${customSummary(state)}`, state }
    const next: CustomConfirm = { ...state, parties: names }
    return { reply: `Updated.\n\n${customSummary(next)}`, state: next }
  }
  const place = /^(?:place|city|seat)\s*(?:is|:)\s*(.+)$/i.exec(text)
  if (place?.[1]) {
    const city = placeIn(place[1]) ?? tidyName(place[1])
    const next: CustomConfirm = { ...state, place: city }
    return { reply: `Updated.\n\n${customSummary(next)}`, state: next }
  }
  if (intent.kind === 'deny')
    return {
      reply:
        'What would you like to change? Send "add:" followed by an obligation, "remove" and its number, "parties:" followed by the names, or "place:" followed by the city.',
      state,
    }
  return {
    reply: `Reply "yes" to generate the custom agreement, or tell me what to change.\n\n${customSummary(state)}`,
    state,
  }
}
