import { type FieldError, getTemplate, type TemplateId, validateDetails } from '#domain/catalogue/index.ts'
import {
  chooseInstrument,
  extractDetails,
  indianDate,
  interpretRequest,
  saleSubject,
  withArticle,
  type CustomAgreementRequest,
} from '#domain/assistant/index.ts'
import type { GenerationRequest } from './generation.server.ts'

/**
 * Turns a POST /api/generate-agreement body into a generation request, the way the chat
 * reads a description, so that an API caller gets the same documents the workspace does:
 *
 * - `templateType` a catalogue id: the details are read from `userInput` (the earlier
 *   client always sent `details: {}` and put everything in its words), and any `details`
 *   given override what was read. Missing or invalid fields are the caller's to fix: 400;
 *   so is a sale template for the other kind of property than the words describe (a
 *   property sale for a car): the 400 names the template to send instead.
 * - `templateType` absent: the template the words describe when they give all its fields,
 *   otherwise a custom agreement of the obligations they name; with neither, a 400 that
 *   says what is missing.
 * - `templateType` "custom": a custom agreement of the parties and obligations the
 *   description names — unless it plainly describes a catalogue template, which drafts
 *   better from its own fields, so the caller is told which one to ask for.
 *
 * Decided before anything is drafted or spent, so a client error is a 400, never a 502.
 */
export type ApiGenerationInput = {
  templateType?: TemplateId | 'custom'
  userInput: string
  details: Record<string, string | number>
}

export type ResolvedGeneration =
  | {
      ok: true
      request: Omit<GenerationRequest, 'owner' | 'chatSessionId'>
      /** One sentence when the instrument drafted is not the one the words asked for (as the chat says). */
      instrumentNote?: string
    }
  | {
      ok: false
      error: string
      templateType?: TemplateId
      fieldErrors?: Pick<FieldError, 'field' | 'message'>[]
      instrumentNote?: string
    }

export const NO_OBLIGATIONS =
  'A custom agreement needs at least one obligation: say in userInput what each party agrees to do, for example "Ramesh Kumar will pay half the cost of the boundary wall by 31/03/2027".'
export const DESCRIBE_AGREEMENT =
  'Describe the agreement you need in userInput, or give a templateType with its details.'

export function resolveGeneration(input: ApiGenerationInput, now: Date): ResolvedGeneration {
  const text = input.userInput.trim()
  const today = indianDate(now)
  if (input.templateType && input.templateType !== 'custom') {
    const wrong = wrongKindOfProperty(input.templateType, text)
    return wrong ?? fromTemplate(input.templateType, text, input.details, now)
  }
  if (text === '') return { ok: false, error: DESCRIBE_AGREEMENT }

  // Without a templateType, a template is used only when the words give all its fields;
  // a half-matched guess would draft the wrong document.
  const reading = input.templateType === 'custom' ? null : interpretRequest(text, { today })
  const noted = (resolved: ResolvedGeneration): ResolvedGeneration =>
    reading?.kind === 'template' && reading.instrumentNote
      ? { ...resolved, instrumentNote: reading.instrumentNote }
      : resolved
  if (reading?.kind === 'template' && reading.missing.length === 0)
    return noted(fromTemplate(reading.templateId, text, input.details, now))
  // "Custom agreement:" is what the chat's reader takes as asking for one.
  const custom = interpretRequest(`Custom agreement: ${text}`, { today })
  if (custom.kind === 'custom' && custom.obligations.length > 0) {
    const request: CustomAgreementRequest = {
      description: custom.description,
      obligations: custom.obligations,
      ...(custom.parties.length > 0 ? { parties: custom.parties } : {}),
      ...(custom.place ? { place: custom.place } : {}),
    }
    return {
      ok: true,
      request: { templateId: null, details: {}, userInput: text, custom: request },
      ...(reading?.kind === 'custom' && reading.instrumentNote
        ? { instrumentNote: reading.instrumentNote }
        : {}),
    }
  }
  // No obligations to draft from: say what is missing for the template the words fit.
  if (reading?.kind === 'template') return noted(fromTemplate(reading.templateId, text, input.details, now))
  if (custom.kind === 'template') {
    return {
      ok: false,
      templateType: custom.templateId,
      error: `This describes a ${getTemplate(custom.templateId).name}: send templateType "${custom.templateId}" with its details, or for a custom agreement say what each party agrees to do.`,
    }
  }
  return { ok: false, error: NO_OBLIGATIONS }
}

/**
 * A template named for the other kind of property than the words describe (a property sale
 * for a car, a goods sale for a flat) cannot be drafted as asked: a 400 naming the right one.
 */
function wrongKindOfProperty(templateId: TemplateId, text: string): ResolvedGeneration | undefined {
  const choice = chooseInstrument(text, templateId)
  const movable = (id: TemplateId) => id === 'goods-sale'
  if (choice.templateId === templateId || movable(choice.templateId) === movable(templateId)) return undefined
  const subject = saleSubject(text)
  return {
    ok: false,
    templateType: choice.templateId,
    error: `userInput describes ${subject ? `a sale of ${subject.noun}` : 'a sale'}, which is ${movable(choice.templateId) ? 'movable property, sold under the Sale of Goods Act, 1930' : 'immovable property, sold by a registered sale deed'}, not by ${withArticle(getTemplate(templateId).name)}: send templateType "${choice.templateId}" with its details.`,
  }
}

function fromTemplate(
  templateId: TemplateId,
  text: string,
  given: Record<string, string | number>,
  now: Date,
): ResolvedGeneration {
  const read = text ? extractDetails(templateId, text, { today: indianDate(now) }).details : {}
  const stated = Object.fromEntries(Object.entries(given).filter(([, v]) => String(v).trim() !== ''))
  const details: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(read)) if (value !== undefined) details[name] = value
  Object.assign(details, stated)
  const validation = validateDetails(templateId, details)
  if (!validation.ok) {
    return {
      ok: false,
      templateType: templateId,
      error: `Some details are missing or not valid: ${validation.errors.map((e) => e.message).join('; ')}.`,
      fieldErrors: validation.errors.map((e) => ({ field: e.field, message: e.message })),
    }
  }
  return { ok: true, request: { templateId, details, ...(text ? { userInput: text } : {}) } }
}
