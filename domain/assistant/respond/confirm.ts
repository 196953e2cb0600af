import { getTemplate, validateDetails } from '#domain/catalogue/index.ts'
import { fieldLabel } from '../replies.ts'
import { confirmText, correctionExample, question } from './form.ts'
import { readAnswer } from './read-answer.ts'
import { switchAsked, switchTemplate } from './switch.ts'
import type { Confirm, Outcome, Turn } from './types.ts'

export function onConfirm(state: Confirm, turn: Turn): Outcome {
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
  const other = switchAsked(state.templateId, turn)
  if (other) return switchTemplate(other, state.details, turn)
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
