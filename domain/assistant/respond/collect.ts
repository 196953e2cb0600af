import { getTemplate } from '#domain/catalogue/index.ts'
import { NO_INTEREST, normaliseText } from '../extract/index.ts'
import { isQuestion } from '../intents.ts'
import { extractDetails } from '../interpret/extraction.ts'
import { namedTemplate } from '../interpret/rank.ts'
import { fieldLabel, summaryLines } from '../replies.ts'
import { advance, definedOnly, question } from './form.ts'
import { pendingQuestion } from './pending.ts'
import { placeIn, readAnswer } from './read-answer.ts'
import { switchAsked, switchTemplate } from './switch.ts'
import type { Collect, Outcome, Turn } from './types.ts'

export function onCollect(state: Collect, turn: Turn): Outcome {
  const template = getTemplate(state.templateId)
  const { intent } = turn
  const asked = template.fields.find((f) => f.name === state.asking)

  // "Actually, make it a lease deed": move to the other template, keeping what fits.
  const other = switchAsked(state.templateId, turn)
  if (other) return switchTemplate(other, state.details, turn)
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
  if (
    (intent.kind === 'affirm' || intent.kind === 'deny' || intent.kind === 'keep') &&
    asked &&
    !rateOfNothing
  ) {
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
