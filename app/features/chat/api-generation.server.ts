import { type FieldError, getTemplate, type TemplateId, validateDetails } from '#domain/catalogue/index.ts'
import {
  chooseInstrument,
  extractDetails,
  indianDate,
  interpretRequest,
  saleSubject,
  withArticle,
  openFacts,
  withTerms,
  unheldFacts,
  voidAsksIn,
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
 * - `templateType` absent: the template the words describe — facts they leave open are
 *   `[TO BE CONFIRMED: …]` with review flags, and only the facts a draft cannot be made
 *   without are asked for — otherwise a custom agreement of the obligations (or, failing
 *   those, the terms with money in them) they name; with neither, a 400 saying what to add.
 * - The account holder (`self`, the profile's name) is the "I" of a description.
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
  /** The caller's name from their profile: who "I" is in the description. */
  self?: string
}

export type ResolvedGeneration =
  | {
      ok: true
      request: Omit<GenerationRequest, 'owner' | 'chatSessionId'>
      /** One sentence when the instrument drafted is not the one the words asked for (as the chat says). */
      instrumentNote?: string
      /** What the caller should know: facts left to be confirmed, terms not drafted because void. */
      notes: string[]
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
  const options = { today, ...(input.self?.trim() ? { self: input.self.trim() } : {}) }
  if (input.templateType && input.templateType !== 'custom') {
    const wrong = wrongKindOfProperty(input.templateType, text)
    return wrong ?? withVoidNotes(fromTemplate(input.templateType, text, input.details, options), text)
  }
  if (text === '') return { ok: false, error: DESCRIBE_AGREEMENT }

  // Without a templateType, a template is used when the words describe it; what they leave
  // open is drafted as placeholders, unless a clause needs it to be drafted at all.
  const reading = input.templateType === 'custom' ? null : interpretRequest(text, options)
  // The chat's one sentence when the instrument is not the one the words named ("sale deed for my car").
  const instrumentNote = reading?.instrumentNote
  const noted = (resolved: ResolvedGeneration): ResolvedGeneration =>
    resolved.ok && instrumentNote ? { ...resolved, instrumentNote } : resolved
  let templateNeeds: ResolvedGeneration | null = null
  if (reading?.kind === 'template') {
    const strict = fromTemplate(reading.templateId, text, input.details, options)
    if (strict.ok || strict.fieldErrors?.some((e) => !/ is required$/.test(e.message)))
      return noted(withVoidNotes(strict, text))
    // A reading that leaves most of its template open is a weak match when the words also
    // state obligations: those are drafted as they are, rather than a template mostly blank.
    const required = getTemplate(reading.templateId).fields.filter((f) => f.required).length
    const custom = interpretRequest(`Custom agreement: ${text}`, options)
    const weak =
      reading.missing.length * 2 > required && custom.kind === 'custom' && custom.obligations.length > 0
    const open = weak ? null : fromTemplate(reading.templateId, text, input.details, options, true)
    if (open?.ok) return noted(withVoidNotes(open, text))
    templateNeeds = open
  }
  // "Custom agreement:" is what the chat's reader takes as asking for one.
  const custom = interpretRequest(`Custom agreement: ${text}`, options)
  if (custom.kind === 'custom') {
    const obligations = withTerms(text, custom.obligations)
    // Obligations, or terms with money in them: enough to draft; nothing of either is not.
    if (obligations.length > 0 && (custom.obligations.length > 0 || custom.amounts.length > 0)) {
      const self = options.self && custom.parties.includes(options.self) ? options.self : undefined
      const request: CustomAgreementRequest = {
        description: custom.description,
        obligations,
        ...(custom.parties.length > 0 ? { parties: custom.parties } : {}),
        ...(custom.place ? { place: custom.place } : {}),
        ...(self ? { speaker: self } : {}),
      }
      return noted(
        withVoidNotes(
          {
            ok: true,
            request: { templateId: null, details: {}, userInput: text, custom: request },
            notes: [],
          },
          text,
        ),
      )
    }
  }
  if (templateNeeds) return templateNeeds
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

/** A void term the description asks for is reported with its statute and case (and never drafted). */
function withVoidNotes(resolved: ResolvedGeneration, text: string): ResolvedGeneration {
  if (!resolved.ok) return resolved
  const templateId = resolved.request.templateId
  const asks = voidAsksIn(
    text,
    templateId ? { templateId, categoryId: getTemplate(templateId).categoryId } : {},
  )
  if (asks.length === 0) return resolved
  return {
    ...resolved,
    request: {
      ...resolved.request,
      reviewNotes: [
        ...(resolved.request.reviewNotes ?? []),
        ...asks.map((a) => `Not drafted — "${a.words}": ${a.reason}`),
      ],
    },
    notes: [...resolved.notes, ...asks.map((a) => `Not drafted: ${a.reason}`)],
  }
}

function fromTemplate(
  templateId: TemplateId,
  text: string,
  given: Record<string, string | number>,
  options: { today: ReturnType<typeof indianDate>; self?: string },
  leaveOpen = false,
): ResolvedGeneration {
  const extraction = text ? extractDetails(templateId, text, options) : null
  const stated = Object.fromEntries(Object.entries(given).filter(([, v]) => String(v).trim() !== ''))
  let details: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(extraction?.details ?? {}))
    if (value !== undefined) details[name] = value
  Object.assign(details, stated)
  // How a value was read from the words (a count computed, interest-free by default) is said, not hidden.
  const notes: string[] = (extraction?.notes ?? []).filter(
    (note) => !Object.keys(stated).some((field) => note.startsWith(`${labelOf(templateId, field)}:`)),
  )
  const name = getTemplate(templateId).name
  if (leaveOpen) {
    const facts = openFacts(templateId, details)
    if (facts.needed.length > 0)
      return {
        ok: false,
        templateType: templateId,
        error: `To draft this ${name}, say ${facts.needed.map((f) => f.label).join('; ')} in userInput or details (anything else not stated is drafted as [TO BE CONFIRMED: …] for you to fill in).`,
        fieldErrors: facts.needed.map((f) => ({ field: f.name, message: `${f.label} is required` })),
      }
    details = facts.details
    if (facts.open.length > 0)
      notes.push(
        `Drafted as ${withArticle(name)} with these facts left [TO BE CONFIRMED]: ${facts.open.map((f) => f.label).join('; ')}.`,
      )
  }
  const validation = validateDetails(templateId, details)
  if (!validation.ok) {
    return {
      ok: false,
      templateType: templateId,
      error: `Some details are missing or not valid: ${validation.errors.map((e) => e.message).join('; ')}.`,
      fieldErrors: validation.errors.map((e) => ({ field: e.field, message: e.message })),
    }
  }
  // The city the words name goes to every template, as to a custom agreement: the State's stamp law follows it.
  const place = extraction?.place
  // A sum the template's fields cannot hold (a lease deed's deposit) fills the drafter's placeholder for it, flagged.
  const unheld = text ? unheldFacts(templateId, text, options.today) : []
  // A sum the words gave per month for a yearly field (or the reverse) reaches the draft only converted:
  // the figure as given is named in a review flag, so the reviewer can check the conversion.
  // So is a sum given with no period for a figure usually quoted by the month (rent), left open.
  const converted = notes
    .filter((note) =>
      / a (?:month × 12|year ÷ 12) = |without saying whether it is a month's or a year's/.test(note),
    )
    .map(
      (note) =>
        `Read from the request — ${note}${/left for you to confirm/.test(note) ? '' : ' Confirm the figure.'}`,
    )
  const supplied = Object.fromEntries(unheld.map((f) => [f.placeholder, { value: f.value, note: f.note }]))
  return {
    ok: true,
    request: {
      templateId,
      details,
      ...(text ? { userInput: text } : {}),
      ...(place ? { place } : {}),
      ...(unheld.length > 0 ? { supplied } : {}),
      ...(converted.length > 0 ? { reviewNotes: converted } : {}),
    },
    notes: [...notes, ...unheld.map((f) => f.note)],
  }
}

function labelOf(templateId: TemplateId, field: string): string {
  return getTemplate(templateId).fields.find((f) => f.name === field)?.label ?? field
}
