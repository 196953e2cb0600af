import {
  type Template,
  type TemplateField,
  type TemplateId,
  getTemplate,
  validateDetails,
} from '#domain/catalogue/index.ts'
import type { CalendarDate } from '#domain/shared/dates.ts'
import { isNameField, normaliseAnswer } from './answers.ts'
import { type ChatMessage, type ChatState, stateFromHistory } from './conversation.ts'
import type { CustomAgreementRequest } from './custom-agreement.ts'
import { NO_INTEREST, capitalise, findNames, findPlaces, indianDate, normaliseText, tidyName } from './extract.ts'
import { describeFormalities } from './formalities.ts'
import { type Intent, type IntentKind, detectIntent, isQuestion } from './intents.ts'
import {
  type Extraction,
  cleanDescription,
  extractDetails,
  fieldForLabel,
  interpretRequest,
  namedTemplate,
  obligationsIn,
  parseLabelled,
  partiesIn,
} from './interpret.ts'
import {
  CAPABILITIES,
  FALLBACK,
  WELCOME,
  explainTopic,
  fieldLabel,
  fieldList,
  fieldQuestion,
  incompleteQuestion,
  outOfScopeReply,
  summaryLines,
  templateList,
  unknownTermReply,
  withArticle,
} from './replies.ts'

/**
 * The offline assistant: a deterministic conversation over the template catalogue. It
 * recognises what the user wants, fills a template's fields (one question at a time, or
 * many facts in one message), checks each answer, confirms a summary and, on "yes",
 * returns an action for the caller to generate the document. It also answers questions on
 * formalities and legal terms, and says plainly what it cannot do offline.
 */

export type ChatAction =
  | {
      readonly type: 'generate'
      readonly templateId: TemplateId
      /** Field name → value, ready for `draftAgreement(templateId, details, { place })`. */
      readonly details: Readonly<Record<string, string>>
      /** City for execution, the seat of arbitration and the courts, when the user named one. */
      readonly place?: string
    }
  | {
      readonly type: 'generate-custom'
      /** Ready for `draftCustomAgreement(request)`. */
      readonly request: CustomAgreementRequest
    }

export interface ChatResponse {
  /** Plain text (line breaks and "- " bullets; no HTML). */
  readonly reply: string
  /** Store with the assistant message (`ChatMessage.state`); the next turn continues from it. */
  readonly state: ChatState
  readonly action?: ChatAction
  /** What the message was read as, for logs and metrics. */
  readonly intent: IntentKind
}

/** Longest message read; the rest is ignored. */
export const MAX_MESSAGE_LENGTH = 5000

interface Turn {
  readonly text: string
  readonly intent: Intent
  readonly today: CalendarDate
}

type Collect = Extract<ChatState, { step: 'collect' }>
type Confirm = Extract<ChatState, { step: 'confirm' }>
type Custom = Extract<ChatState, { step: 'custom' }>
type CustomConfirm = Extract<ChatState, { step: 'custom-confirm' }>
type Choose = Extract<ChatState, { step: 'choose' }>

/**
 * Answers one user message. `history` is the conversation before this message (the state
 * is read from its last assistant message); `now` is the current instant (dates like
 * "tomorrow" or "1st March" without a year are read against India's calendar date).
 */
export function respondToChat(history: readonly ChatMessage[], message: string, now: Date): ChatResponse {
  const state = stateFromHistory(history)
  const text = message.trim().slice(0, MAX_MESSAGE_LENGTH)
  const turn: Turn = { text, intent: detectIntent(text), today: indianDate(now) }
  const reply = (r: string, s: ChatState): ChatResponse => ({ reply: r, state: s, intent: turn.intent.kind })

  if (turn.intent.kind === 'empty') {
    return reply(
      state.step === 'idle'
        ? 'Please type your question, or describe the agreement you need.'
        : pendingQuestion(state),
      state,
    )
  }
  if (turn.intent.kind === 'cancel') {
    if (state.step === 'idle')
      return reply(
        'There is nothing in progress to cancel. Tell me which agreement you need, or ask about formalities or a legal term.',
        state,
      )
    return reply(
      'Cancelled — nothing was generated. What would you like to do next? You can start a new agreement, or ask about formalities or a legal term.',
      { step: 'idle' },
    )
  }

  switch (state.step) {
    case 'idle':
      return toResponse(onIdle(state, turn), turn)
    case 'choose':
      return toResponse(onChoose(state, turn), turn)
    case 'collect':
      return toResponse(sideQuestion(state, turn) ?? onCollect(state, turn), turn)
    case 'confirm':
      return toResponse(sideQuestion(state, turn) ?? onConfirm(state, turn), turn)
    case 'custom':
      return toResponse(sideQuestion(state, turn) ?? onCustom(state, turn), turn)
    case 'custom-confirm':
      return toResponse(sideQuestion(state, turn) ?? onCustomConfirm(state, turn), turn)
  }
}

interface Outcome {
  readonly reply: string
  readonly state: ChatState
  readonly action?: ChatAction
}

function toResponse(outcome: Outcome, turn: Turn): ChatResponse {
  const base = { reply: outcome.reply, state: fit(outcome.state), intent: turn.intent.kind }
  return outcome.action ? { ...base, action: outcome.action } : base
}

const cut = (text: string, max: number): string => (text.length > max ? text.slice(0, max) : text)

/** Keeps the state within chatStateSchema's limits, so it always reads back on the next turn. */
function fit(state: ChatState): ChatState {
  switch (state.step) {
    case 'custom':
    case 'custom-confirm':
      return {
        ...state,
        description: cut(state.description, 5000),
        parties: state.parties.slice(0, 10).map((p) => cut(p, 300)),
        obligations: state.obligations.slice(0, 50).map((o) => cut(o, 2000)),
        ...(state.place ? { place: cut(state.place, 100) } : {}),
      }
    case 'collect':
    case 'confirm':
      return { ...state, notes: state.notes.slice(-40).map((n) => cut(n, 300)) }
    case 'choose':
      return { ...state, description: cut(state.description, 5000) }
    case 'idle':
      return state
  }
}

// ───────────────────────────────── idle ─────────────────────────────────

const NOTHING_PENDING =
  'There is nothing waiting for your answer. Tell me which agreement you need, or ask about formalities or a legal term.'

function onIdle(state: Extract<ChatState, { step: 'idle' }>, turn: Turn): Outcome {
  const { intent, text } = turn
  const idle: ChatState = state
  switch (intent.kind) {
    case 'greeting':
      return { reply: WELCOME, state: idle }
    case 'thanks':
      return { reply: 'You are welcome! Is there anything else I can draft or explain?', state: idle }
    case 'help':
      return { reply: CAPABILITIES, state: idle }
    case 'list-templates':
      return { reply: templateList(), state: idle }
    case 'affirm':
      // "create the agreement" with nothing in progress is a request, not an answer.
      if (/\b(?:agreement|contract|deed|letter|document)\b/i.test(text))
        return startFromDescription(text, turn, undefined)
      return { reply: NOTHING_PENDING, state: idle }
    case 'deny':
    case 'skip':
    case 'keep':
      return { reply: NOTHING_PENDING, state: idle }
    case 'formalities': {
      const templateId = intent.templateId ?? state.topic
      if (!templateId) {
        return {
          reply:
            'Which document do you mean? For example: "do I need to register a rental agreement?", "is stamp duty payable on a will?" or "can a gift deed be e-signed?".',
          state: idle,
        }
      }
      const known =
        templateId === state.topic
          ? {
              ...(state.details ? { details: state.details } : {}),
              ...(state.place ? { place: state.place } : {}),
            }
          : {}
      const next: ChatState = templateId === state.topic ? state : { step: 'idle', topic: templateId }
      return { reply: describeFormalities(templateId, intent.aspects, known), state: next }
    }
    case 'explain-term':
      return { reply: explainTopic(intent.topic) ?? unknownTermReply(intent.topic), state: idle }
    case 'out-of-scope':
      return { reply: outOfScopeReply(intent.reason), state: idle }
    case 'custom':
      return startCustom(text, turn)
    case 'other':
      // "Is police verification needed?" after a document: its formalities and other steps.
      if (state.topic && isQuestion(text) && NEEDS_WORDS.test(text)) {
        const known = {
          ...(state.details ? { details: state.details } : {}),
          ...(state.place ? { place: state.place } : {}),
        }
        return { reply: describeFormalities(state.topic, [], known), state: idle }
      }
      return startFromDescription(text, turn, undefined)
    case 'draft':
    case 'empty':
    case 'cancel':
      return startFromDescription(text, turn, intent.kind === 'draft' ? intent.templateId : undefined)
  }
}

function startFromDescription(text: string, turn: Turn, mentioned: TemplateId | undefined): Outcome {
  const interpretation = interpretRequest(text, { today: turn.today })
  if (interpretation.kind === 'template') {
    const named = namedTemplate(text)
    if (!named && interpretation.confidence < 0.3 && interpretation.alternatives.length > 0) {
      const candidates = [interpretation.templateId, ...interpretation.alternatives].slice(0, 4)
      return {
        reply: [
          'Your description could fit more than one document:',
          ...candidates.map((id, i) => `${i + 1}. ${getTemplate(id).name} — ${getTemplate(id).description}`),
          `${candidates.length + 1}. A custom agreement`,
          '',
          'Reply with the number or the name of the one you want.',
        ].join('\n'),
        state: { step: 'choose', candidates, description: text },
      }
    }
    return startCollect(
      interpretation.templateId,
      extractDetails(interpretation.templateId, text, { today: turn.today }),
    )
  }
  if (mentioned) return startCollect(mentioned, extractDetails(mentioned, text, { today: turn.today }))
  const bare =
    interpretation.parties.length === 0 &&
    interpretation.obligations.length === 0 &&
    text.split(/\s+/).length <= 6
  if (bare && /\b(?:agreement|contract|deed|document|letter)\b/i.test(text))
    return { reply: WHICH_DOCUMENT, state: { step: 'idle' } }
  const wantsDocument = turn.intent.kind === 'draft' || interpretation.obligations.length > 0
  if (wantsDocument) return startCustom(text, turn)
  if (interpretation.alternatives.length > 0) {
    const candidates = interpretation.alternatives.slice(0, 3)
    return {
      reply: [
        'I am not sure which document you need. Did you mean one of these?',
        ...candidates.map((id, i) => `${i + 1}. ${getTemplate(id).name} — ${getTemplate(id).description}`),
        `${candidates.length + 1}. A custom agreement`,
        '',
        'Reply with the number, or describe the arrangement in more detail.',
      ].join('\n'),
      state: { step: 'choose', candidates: [...candidates], description: text },
    }
  }
  return { reply: FALLBACK, state: { step: 'idle' } }
}

const WHICH_DOCUMENT = [
  'Which agreement do you need? For example: a rental agreement, an employment contract, a sale agreement, a loan agreement, a partnership deed, a will, or a non-disclosure agreement.',
  'You can also describe the arrangement in your own words, say "custom agreement" if no template fits, or ask me to "show templates".',
].join('\n')

// ───────────────────────────────── choosing a template ─────────────────────────────────

function onChoose(state: Choose, turn: Turn): Outcome {
  const text = turn.text.trim().toLowerCase()
  const number = /^\s*(\d)\s*\.?\s*$/.exec(text)?.[1]
  let chosen: TemplateId | 'custom' | undefined
  if (number)
    chosen = Number(number) === state.candidates.length + 1 ? 'custom' : state.candidates[Number(number) - 1]
  else if (/\bcustom\b|\bnone\b|\bother\b/.test(text)) chosen = 'custom'
  else {
    const named = namedTemplate(turn.text)
    chosen =
      named ??
      state.candidates.find((id) =>
        text.includes(getTemplate(id).name.toLowerCase().split(/\s+/)[0] ?? '\u0000'),
      )
  }
  if (chosen === 'custom') return startCustom(state.description, turn)
  if (chosen) return startCollect(chosen, extractDetails(chosen, state.description, { today: turn.today }))
  return onIdle({ step: 'idle' }, turn)
}

// ───────────────────────────────── template fields ─────────────────────────────────

interface Next {
  readonly field: TemplateField
  readonly kind: 'missing' | 'optional' | 'incomplete'
}

function nextField(
  template: Template,
  details: Readonly<Record<string, string>>,
  incomplete: readonly string[],
  skipped: readonly string[],
): Next | undefined {
  for (const field of template.fields)
    if (field.required && !details[field.name]) return { field, kind: 'missing' }
  for (const field of template.fields)
    if (!field.required && !details[field.name] && !skipped.includes(field.name))
      return { field, kind: 'optional' }
  for (const name of incomplete) {
    const field = template.fields.find((f) => f.name === name)
    if (field && details[name]) return { field, kind: 'incomplete' }
  }
  return undefined
}

function question(template: Template, next: Next, details: Readonly<Record<string, string>>): string {
  return next.kind === 'incomplete'
    ? incompleteQuestion(next.field, details[next.field.name] ?? '')
    : fieldQuestion(template, next.field)
}

function confirmText(
  template: Template,
  details: Readonly<Record<string, string>>,
  notes: readonly string[],
  place?: string,
): string {
  const lines = [`Here is what I have for your ${template.name}:`, ...summaryLines(template, details)]
  const named = Object.values(details).some((v) => findPlaces(normaliseText(v)).some((p) => p.city === place))
  if (place && !named) lines.push(`- Place of execution and seat of arbitration: ${place}`)
  if (notes.length > 0) lines.push('', ...notes.map((n) => `Note: ${n}`))
  lines.push(
    '',
    `Reply "yes" to generate the ${template.name}, or send a correction such as "${correctionExample(template, details)}". Say "cancel" to stop.`,
  )
  return lines.join('\n')
}

function correctionExample(template: Template, details: Readonly<Record<string, string>>): string {
  const field = template.fields.find((f) => f.format === 'money' && details[f.name]) ?? template.fields[0]
  if (!field) return 'Field: new value'
  return `${fieldLabel(field)}: ${field.placeholder.replace(/^e\.g\.\s*/i, '').replace(/\s*\(.*\)$/, '')}`
}

/** The state after some details are known: ask the next field, or confirm when none is left. */
function advance(
  templateId: TemplateId,
  details: Record<string, string>,
  incomplete: string[],
  skipped: string[],
  notes: string[],
  place: string | undefined,
  lead: string[],
): Outcome {
  const template = getTemplate(templateId)
  const next = nextField(template, details, incomplete, skipped)
  const withPlace = place ? { place } : {}
  if (!next) {
    const shown = lead.filter((line) => !(line.startsWith('Note: ') && notes.includes(line.slice(6))))
    return {
      reply: [...shown, ...(shown.length > 0 ? [''] : []), confirmText(template, details, notes, place)].join(
        '\n',
      ),
      state: { step: 'confirm', templateId, details, notes, ...withPlace },
    }
  }
  return {
    reply: [...lead, ...(lead.length > 0 ? [''] : []), question(template, next, details)].join('\n'),
    state: {
      step: 'collect',
      templateId,
      details,
      asking: next.field.name,
      incomplete,
      skipped,
      notes,
      ...withPlace,
    },
  }
}

function startCollect(templateId: TemplateId, extraction: Extraction): Outcome {
  const template = getTemplate(templateId)
  const details = { ...definedOnly(extraction.details) }
  const lead = [`I can draft ${withArticle(template.name)} for you. ${template.description}`]
  const found = summaryLines(template, details)
  if (found.length > 0) lead.push('', 'From your message I have:', ...found)
  if (extraction.notes.length > 0) lead.push(...extraction.notes.map((n) => `Note: ${n}`))
  const remaining = template.fields.filter((f) => !details[f.name] || extraction.incomplete.includes(f.name))
  if (remaining.length > 0 && nextField(template, details, [...extraction.incomplete], []) !== undefined) {
    lead.push(
      '',
      found.length > 0 ? 'Still needed (* = required):' : 'I will need (* = required):',
      fieldList({ ...template, fields: remaining }),
    )
    lead.push(
      '',
      'You can send everything in one message, one per line (for example "' +
        example(template, remaining) +
        '"), or answer step by step.',
    )
  }
  return advance(
    templateId,
    details,
    [...extraction.incomplete],
    [],
    [...extraction.notes],
    extraction.place,
    lead,
  )
}

function example(template: Template, fields: readonly TemplateField[]): string {
  const field = fields[0] ?? template.fields[0]
  if (!field) return 'Field: value'
  return `${fieldLabel(field)}: ${field.type === 'select' ? (field.options?.[0] ?? '') : field.placeholder.replace(/^e\.g\.\s*/i, '').replace(/\s*\(.*\)$/, '')}`
}

function definedOnly(details: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(details)) if (value !== undefined) out[key] = value
  return out
}

const SWITCH =
  /\b(?:instead|actually|rather|switch|change\s+(?:it|this|the\s+document)\s+to|i\s+meant|not\s+a|make\s+it\s+a)\b/i

/** Answers a question asked in the middle of a form, then asks the pending question again. */
function sideQuestion(
  state: Exclude<ChatState, { step: 'idle' | 'choose' }>,
  turn: Turn,
): Outcome | undefined {
  const { intent, text } = turn
  const question = isQuestion(text)
  const templateId = state.step === 'collect' || state.step === 'confirm' ? state.templateId : undefined
  let answer: string | undefined
  if (intent.kind === 'formalities' && question) {
    const about = intent.templateId ?? templateId
    answer = about
      ? describeFormalities(
          about,
          intent.aspects,
          about === templateId && 'details' in state
            ? { details: state.details, ...(state.place ? { place: state.place } : {}) }
            : {},
        )
      : describeFormalitiesForCustom()
  } else if (intent.kind === 'explain-term')
    answer = explainTopic(intent.topic) ?? unknownTermReply(intent.topic)
  else if (intent.kind === 'out-of-scope' && question) answer = outOfScopeReply(intent.reason)
  else if (intent.kind === 'list-templates') answer = templateList()
  else if (intent.kind === 'help') answer = CAPABILITIES
  else if (intent.kind === 'greeting') answer = 'Hello again!'
  else if (intent.kind === 'thanks') answer = 'You are welcome.'
  else if (intent.kind === 'other' && question && NEEDS_WORDS.test(text)) {
    // "Is police verification needed?" while drafting: the current document's formalities and steps.
    answer = templateId
      ? describeFormalities(
          templateId,
          [],
          'details' in state
            ? { details: state.details, ...(state.place ? { place: state.place } : {}) }
            : {},
        )
      : describeFormalitiesForCustom()
  }
  if (answer === undefined) return undefined
  return { reply: `${answer}\n\nBack to where we were — ${pendingQuestion(state)}`, state }
}

const NEEDS_WORDS = /\b(?:need(?:ed|s)?|required?|necessary|mandatory|compulsory|must|have\s+to)\b/i

function describeFormalitiesForCustom(): string {
  return [
    'For a custom agreement:',
    "- Stamp duty: payable as an agreement (Article 5, Schedule I, Indian Stamp Act, 1899, at your State's rate) — or under the article for what the arrangement really is (a lease, sale, gift or loan).",
    '- Registration: not needed unless it creates, transfers or ends an interest in land or a building worth ₹100 or more (Registration Act, 1908, s.17).',
    '- Witnesses: two are customary.',
    '- Notarisation: not required.',
    '- E-signature: allowed (Aadhaar eSign or a digital signature certificate).',
  ].join('\n')
}

/** The question the conversation is waiting on, asked again. */
export function pendingQuestion(state: ChatState): string {
  switch (state.step) {
    case 'idle':
      return 'What would you like to do next?'
    case 'choose':
      return `Which document do you want? ${state.candidates.map((id, i) => `${i + 1}. ${getTemplate(id).name}`).join('; ')}; ${state.candidates.length + 1}. A custom agreement.`
    case 'collect': {
      const template = getTemplate(state.templateId)
      const next = nextField(template, state.details, state.incomplete, state.skipped)
      return next
        ? question(template, next, state.details)
        : confirmText(template, state.details, state.notes, state.place)
    }
    case 'confirm':
      return confirmText(getTemplate(state.templateId), state.details, state.notes, state.place)
    case 'custom':
      return state.asking === 'parties' ? PARTIES_QUESTION : OBLIGATIONS_QUESTION
    case 'custom-confirm':
      return customSummary(state)
  }
}

interface Parsed {
  readonly details: Record<string, string>
  readonly set: string[]
  readonly rejected: Array<{ field: string; message: string }>
  readonly notes: string[]
  readonly incomplete: string[]
}

/** Reads an answer: labelled lines, several facts in a sentence, or the answer to the field asked. */
function readAnswer(
  templateId: TemplateId,
  current: Readonly<Record<string, string>>,
  asked: string | undefined,
  turn: Turn,
  overwrite: boolean,
): Parsed {
  const template = getTemplate(templateId)
  const details = { ...current }
  const set: string[] = []
  const notes: string[] = []
  const incomplete: string[] = []
  const rejected: Array<{ field: string; message: string }> = []
  const text = turn.text

  const labelled = parseLabelled(template, normaliseText(text), { today: turn.today })
  if (Object.keys(labelled.values).length > 0 || labelled.rejected.length > 0) {
    for (const [field, { value, note }] of Object.entries(labelled.values)) {
      details[field] = value
      set.push(field)
      if (note) notes.push(note)
    }
    rejected.push(...labelled.rejected)
    return { details, set, rejected, notes, incomplete }
  }

  // "change the rent to 30,000" (explicit: a bad value is reported) or "the rent is 30,000" (tried quietly).
  const explicit =
    /^(?:please\s+)?(?:change|update|make|set|correct|fix|replace)\s+(?:the\s+)?(.+?)\s+(?:to|as|with|=)\s+(.+)$/i.exec(
      text,
    )
  const stated = explicit
    ? null
    : /^(?:no,?\s+|actually,?\s+)?(?:the\s+)?([a-z][\w\s'()₹]{1,40}?)\s+(?:is|are|should\s+be|will\s+be)\s+(.+)$/i.exec(
        text,
      )
  const change = explicit ?? stated
  const changedField = change ? fieldForLabel(template, change[1] ?? '') : undefined
  if (change && changedField && (overwrite || changedField !== asked || !asked)) {
    const answer = normaliseAnswer(templateId, changedField, change[2] ?? '', turn.today)
    if (answer.ok) {
      details[changedField] = answer.value
      set.push(changedField)
      if (answer.note) notes.push(answer.note)
      return { details, set, rejected, notes, incomplete }
    }
    if (explicit) {
      rejected.push({ field: changedField, message: answer.message })
      return { details, set, rejected, notes, incomplete }
    }
  }

  const extracted = extractDetails(templateId, text, { today: turn.today })
  const fresh = Object.entries(definedOnly(extracted.details)).filter(([field, value]) =>
    overwrite ? current[field] !== value : current[field] === undefined,
  )
  const takeFresh = (entries: ReadonlyArray<[string, string]>): void => {
    for (const [field, value] of entries) {
      details[field] = value
      set.push(field)
      if (extracted.incomplete.includes(field)) incomplete.push(field)
    }
    notes.push(...extracted.notes)
  }

  if (fresh.length >= 2 || !asked) {
    takeFresh(fresh)
    return { details, set, rejected, notes, incomplete }
  }
  const other = fresh.filter(([field]) => field !== asked)
  const answerText =
    other.length > 0 && isNameField(asked)
      ? (text.split(/\s*[,;]\s*|\s+and\s+(?=(?:the\s+)?\w+\s+(?:is|:))/i)[0] ?? text)
      : text
  // A name never swallows a message that states another fact ("3 years" is not the lessee).
  if (other.length > 0 && isNameField(asked) && answerText === text) {
    takeFresh(other)
    return { details, set, rejected, notes, incomplete }
  }
  const direct = normaliseAnswer(templateId, asked, answerText, turn.today)
  if (direct.ok) {
    details[asked] = direct.value
    set.push(asked)
    if (direct.note) notes.push(direct.note)
    if (answerText !== text) takeFresh(other)
  } else if (other.length > 0) {
    takeFresh(other)
  } else {
    rejected.push({ field: asked, message: direct.message })
  }
  return { details, set, rejected, notes, incomplete }
}

function onCollect(state: Collect, turn: Turn): Outcome {
  const template = getTemplate(state.templateId)
  const { intent } = turn
  const asked = template.fields.find((f) => f.name === state.asking)

  // "Actually, make it a lease deed": move to the other template, keeping what fits.
  if (
    intent.kind === 'draft' &&
    intent.templateId &&
    intent.templateId !== state.templateId &&
    (SWITCH.test(turn.text) || namedTemplate(turn.text) === intent.templateId)
  ) {
    return switchTemplate(intent.templateId, state.details, turn)
  }
  if (intent.kind === 'skip' && asked) {
    if (asked.required)
      return {
        reply: `${fieldLabel(asked)} is needed for this document, so I cannot leave it out.\n\n${question(template, { field: asked, kind: 'missing' }, state.details)}`,
        state,
      }
    return advance(
      state.templateId,
      { ...state.details },
      [...state.incomplete],
      [...state.skipped, asked.name],
      [...state.notes],
      state.place,
      ['Left out.'],
    )
  }
  if (
    (intent.kind === 'keep' || intent.kind === 'affirm') &&
    state.incomplete.includes(state.asking) &&
    state.details[state.asking]
  ) {
    return advance(
      state.templateId,
      { ...state.details },
      state.incomplete.filter((f) => f !== state.asking),
      [...state.skipped],
      [...state.notes],
      state.place,
      ['Kept as it is.'],
    )
  }

  // "No interest" answers a rate (interest-free), not the question.
  const rateOfNothing = asked?.format === 'percent' && NO_INTEREST.test(normaliseText(turn.text).trim())
  if ((intent.kind === 'affirm' || intent.kind === 'deny' || intent.kind === 'keep') && asked && !rateOfNothing) {
    return {
      reply: `I need an answer to this to continue (or say "cancel" to stop).\n\n${pendingQuestion(state)}`,
      state,
    }
  }

  // "make it a lease deed" while drafting a lease deed: no answer, just the request again.
  if (
    intent.kind === 'draft' &&
    namedTemplate(turn.text) === state.templateId &&
    Object.keys(definedOnly(extractDetails(state.templateId, turn.text, { today: turn.today }).details))
      .length === 0
  ) {
    return { reply: `We are already drafting your ${template.name}.\n\n${pendingQuestion(state)}`, state }
  }

  const parsed = readAnswer(
    state.templateId,
    state.details,
    state.asking,
    turn,
    state.incomplete.includes(state.asking),
  )
  const incomplete = [...state.incomplete.filter((f) => !parsed.set.includes(f)), ...parsed.incomplete]
  const notes = [...state.notes, ...parsed.notes]
  const lead: string[] = []
  const noted = summaryLines(
    template,
    Object.fromEntries(parsed.set.map((f) => [f, parsed.details[f] ?? ''])),
  )
  if (parsed.set.length > 1) lead.push('Got it:', ...noted)
  else if (parsed.set.length === 1) lead.push(`Noted — ${noted[0]?.replace(/^- /, '') ?? ''}.`)
  for (const note of parsed.notes) lead.push(`Note: ${note}`)

  if (parsed.set.length === 0 && isQuestion(turn.text)) {
    return {
      reply: `I cannot answer that question offline. I can explain formalities ("do I need to register it?") and legal terms ("what is a licence?").\n\nBack to where we were — ${pendingQuestion(state)}`,
      state,
    }
  }
  const firstRejected = parsed.rejected[0]
  if (firstRejected) {
    const field = template.fields.find((f) => f.name === firstRejected.field)
    const reasons = parsed.rejected.map((r) => r.message)
    const body = [...lead, ...(lead.length > 0 ? [''] : []), `That did not work: ${reasons.join(' ')}`]
    if (!field) return { reply: body.join('\n'), state }
    return {
      reply: [...body, '', question(template, { field, kind: 'missing' }, parsed.details)].join('\n'),
      state: { ...state, details: parsed.details, asking: field.name, incomplete, notes },
    }
  }
  if (parsed.set.length === 0) {
    return { reply: `I could not read an answer there.\n\n${pendingQuestion(state)}`, state }
  }
  return advance(
    state.templateId,
    parsed.details,
    incomplete,
    [...state.skipped],
    notes,
    state.place ?? placeIn(turn.text),
    lead,
  )
}

function placeIn(text: string): string | undefined {
  return findPlaces(normaliseText(text)).find((p) => p.city)?.city
}

/** Fields that hold the same fact in related templates (a rental's tenant is a lease's lessee). */
const EQUIVALENT: Readonly<Record<string, readonly string[]>> = {
  landlordName: ['lessorName'],
  lessorName: ['landlordName'],
  tenantName: ['lesseeName'],
  lesseeName: ['tenantName'],
  propertyAddress: ['propertyDescription', 'propertyDetails'],
  propertyDescription: ['propertyAddress', 'propertyDetails'],
  propertyDetails: ['propertyAddress', 'propertyDescription'],
  employeeName: ['candidateName'],
  candidateName: ['employeeName'],
  party1: ['partner1'],
  party2: ['partner2'],
  partner1: ['party1'],
  partner2: ['party2'],
  serviceProvider: ['consultantName'],
  consultantName: ['serviceProvider'],
  client: ['clientName'],
  clientName: ['client'],
}

function switchTemplate(
  templateId: TemplateId,
  carried: Readonly<Record<string, string>>,
  turn: Turn,
): Outcome {
  const template = getTemplate(templateId)
  const kept: Record<string, string> = {}
  for (const field of template.fields) {
    const value =
      carried[field.name] ??
      (EQUIVALENT[field.name] ?? []).map((name) => carried[name]).find((v) => v !== undefined)
    if (value === undefined) continue
    const check = validateDetails(templateId, { [field.name]: value })
    if (check.ok || !check.errors.some((e) => e.field === field.name)) kept[field.name] = value
  }
  const extraction = extractDetails(templateId, turn.text, { today: turn.today })
  return startCollect(templateId, { ...extraction, details: { ...kept, ...definedOnly(extraction.details) } })
}

function onConfirm(state: Confirm, turn: Turn): Outcome {
  const template = getTemplate(state.templateId)
  const { intent } = turn
  if (intent.kind === 'affirm') {
    const check = validateDetails(state.templateId, state.details)
    if (!check.ok) {
      const first = check.errors[0]
      const field = template.fields.find((f) => f.name === first?.field)
      if (field) {
        return {
          reply: `Before I generate it: ${check.errors.map((e) => e.message).join(' ')}\n\n${question(template, { field, kind: 'missing' }, state.details)}`,
          state: {
            step: 'collect',
            templateId: state.templateId,
            details: { ...state.details },
            asking: field.name,
            incomplete: [],
            skipped: [],
            notes: [...state.notes],
            ...(state.place ? { place: state.place } : {}),
          },
        }
      }
    }
    return {
      reply: `Generating your ${template.name} now. It will be drafted under Indian law from the details above; anything not given is marked [TO BE CONFIRMED] for you to fill in before signing.`,
      state: {
        step: 'idle',
        topic: state.templateId,
        details: { ...state.details },
        ...(state.place ? { place: state.place } : {}),
      },
      action: {
        type: 'generate',
        templateId: state.templateId,
        details: { ...state.details },
        ...(state.place ? { place: state.place } : {}),
      },
    }
  }
  if (intent.kind === 'deny') {
    return {
      reply: `What would you like to change? Send the field and the new value, for example "${correctionExample(template, state.details)}".`,
      state,
    }
  }
  if (
    intent.kind === 'draft' &&
    intent.templateId &&
    intent.templateId !== state.templateId &&
    (SWITCH.test(turn.text) || namedTemplate(turn.text) === intent.templateId)
  ) {
    return switchTemplate(intent.templateId, state.details, turn)
  }
  const parsed = readAnswer(state.templateId, state.details, undefined, turn, true)
  const firstRejected = parsed.rejected[0]
  if (firstRejected) {
    return {
      reply: `That did not work: ${parsed.rejected.map((r) => r.message).join(' ')}\n\n${confirmText(template, state.details, state.notes, state.place)}`,
      state,
    }
  }
  if (parsed.set.length > 0) {
    const changedLabels = template.fields.filter((f) => parsed.set.includes(f.name)).map((f) => fieldLabel(f))
    const notes = [
      ...state.notes.filter((n) => !changedLabels.some((label) => n.startsWith(label))),
      ...parsed.notes,
    ]
    return {
      reply: `Updated.\n\n${confirmText(template, parsed.details, notes, state.place)}`,
      state: { ...state, details: parsed.details, notes },
    }
  }
  return {
    reply: `Reply "yes" to generate the ${template.name}, or tell me what to change (for example "${correctionExample(template, state.details)}"). Say "cancel" to stop.`,
    state,
  }
}

// ───────────────────────────────── custom agreements ─────────────────────────────────

const PARTIES_QUESTION =
  'Who are the parties to this agreement? Please give their full names, for example "Anil Mehta and Ramesh Kumar" (reply "skip" to leave them as blanks to fill in).'
const OBLIGATIONS_QUESTION =
  'What has each party agreed to do? Send one obligation per line, for example "Ramesh Kumar will pay half the cost of the boundary wall by 31/03/2027".'

function startCustom(text: string, turn: Turn): Outcome {
  const interpretation = interpretRequest(text, { today: turn.today })
  const description = cleanDescription(text)
  const parties = interpretation.kind === 'custom' ? [...interpretation.parties] : partiesIn(text)
  const obligations = interpretation.kind === 'custom' ? [...interpretation.obligations] : obligationsIn(text)
  const place = placeIn(text)
  const lead = [
    'I can draft a custom agreement for this, using the standard Indian clauses (Indian law, arbitration under the Arbitration and Conciliation Act, 1996, courts, notices, severability, entire agreement, counterparts, and signature blocks with two witnesses) and the obligations you describe, each as its own clause.',
  ]
  if (parties.length > 0) lead.push('', `Parties so far: ${parties.join('; ')}.`)
  if (obligations.length > 0)
    lead.push('', 'Obligations so far:', ...obligations.map((o, i) => `${i + 1}. ${o}`))
  return customNext({ description, parties, obligations, ...(place ? { place } : {}) }, lead, false)
}

interface CustomFacts {
  readonly description: string
  readonly parties: string[]
  readonly obligations: string[]
  readonly place?: string
}

function customNext(facts: CustomFacts, lead: string[], partiesAsked: boolean): Outcome {
  const base = {
    description: facts.description,
    parties: facts.parties,
    obligations: facts.obligations,
    ...(facts.place ? { place: facts.place } : {}),
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

function customSummary(state: CustomConfirm): string {
  const parties = state.parties.length > 0 ? state.parties.join('; ') : 'not given'
  const missing = Math.max(0, 2 - state.parties.length)
  return [
    'Here is your custom agreement:',
    `- About: ${state.description}`,
    `- Parties: ${parties}${missing > 0 ? ` (${missing === 1 ? 'one name is' : 'names are'} left as a blank to fill in)` : ''}`,
    '- Obligations:',
    ...state.obligations.map((o, i) => `  ${i + 1}. ${o}`),
    `- Seat of arbitration and courts: ${state.place ?? 'left as a blank to fill in'}`,
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

function onCustom(state: Custom, turn: Turn): Outcome {
  const facts: CustomFacts = {
    description: state.description,
    parties: [...state.parties],
    obligations: [...state.obligations],
    ...(state.place ? { place: state.place } : {}),
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

function onCustomConfirm(state: CustomConfirm, turn: Turn): Outcome {
  const { intent, text } = turn
  if (intent.kind === 'affirm') {
    const request: CustomAgreementRequest = {
      description: state.description,
      parties: state.parties,
      obligations: state.obligations,
      ...(state.place ? { place: state.place } : {}),
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
