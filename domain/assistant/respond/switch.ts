import { type TemplateId, getTemplate, validateDetails } from '#domain/catalogue/index.ts'
import { extractDetails } from '../interpret/extraction.ts'
import { chooseInstrument } from '../interpret/instrument.ts'
import { namedTemplate } from '../interpret/rank.ts'
import { definedOnly, startCollect } from './form.ts'
import type { Outcome, Turn } from './types.ts'

const SWITCH =
  /\b(?:instead|actually|rather|switch|change\s+(?:it|this|the\s+document)\s+to|i\s+meant|not\s+a|make\s+it\s+a)\b/i

/** The other template the user asks to move to ("actually, make it a lease deed"), if any. */
export function switchAsked(current: TemplateId, turn: Turn): TemplateId | undefined {
  const { intent } = turn
  if (
    intent.kind === 'draft' &&
    intent.templateId &&
    intent.templateId !== current &&
    (SWITCH.test(turn.text) || namedTemplate(turn.text) === intent.templateId)
  )
    return intent.templateId
  return undefined
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
  goodsDescription: ['propertyDetails'],
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

export function switchTemplate(
  asked: TemplateId,
  carried: Readonly<Record<string, string>>,
  turn: Turn,
): Outcome {
  // "Make it a sale deed" while a car is being sold: the facts already given decide the instrument.
  const { templateId, note } = chooseInstrument([turn.text, ...Object.values(carried)].join('\n'), asked)
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
  return startCollect(
    templateId,
    { ...extraction, details: { ...kept, ...definedOnly(extraction.details) } },
    note,
  )
}
