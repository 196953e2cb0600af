import { type TemplateId, getTemplate, validateDetails } from '#domain/catalogue/index.ts'
import { assemble } from './assemble.ts'
import { CUSTOM_ID, Draft, type DraftOptions, type TemplateDrafter } from './draft.ts'
import { InvalidDetailsError } from './errors.ts'
import { knowHowDrafters } from './business-know-how/index.ts'
import { businessTradeDrafters } from './business-trade.ts'
import { businessDrafters } from './business/index.ts'
import { familyDeedDrafters } from './family-deeds.ts'
import { familyDrafters } from './family.ts'
import { goodsSaleDrafters } from './goods-sale/index.ts'
import { financialDrafters } from './financial/index.ts'
import { ipDrafters } from './ip/index.ts'
import { technologyDrafters } from './technology/index.ts'
import { corporateDealDrafters } from './corporate-deals/index.ts'
import { corporateDrafters } from './corporate/index.ts'
import { employmentLetterDrafters } from './employment-letters/index.ts'
import { employmentDrafters } from './employment.ts'
import { propertyDevelopmentDrafters } from './property-development.ts'
import { propertyLeaseDrafters } from './property-lease/index.ts'
import { propertyTransferDrafters } from './property-transfer/index.ts'
import type { Agreement } from './types.ts'

export type * from './types.ts'
export { InvalidDetailsError, PendingValueError } from './errors.ts'
export { renderPlainText, estimatePages, CHARS_PER_LINE, LINES_PER_PAGE } from './render.ts'
export { numberSections } from './assemble.ts'
export { checklistLines } from './checklist.ts'
export { storedChecklist } from './stored-checklist.ts'
export { PLACEHOLDER_PATTERN, PLACEHOLDER_PREFIX, type DraftOptions } from './draft.ts'

// The public surface for drafting an agreement no template covers (see `draftCustom`): the
// drafting context, the shared clauses, party and signature helpers, the checklist and
// statute helpers, and the place finder.
export {
  CUSTOM_ID,
  ORDINALS,
  type ClauseSpec,
  type Draft,
  type GeneralOptions,
  type SectionSpec,
  type TemplateDraft,
  type TemplateDrafter,
  party,
  signatory,
} from './draft.ts'
export { capacityWarranties, count, termination, words } from './clauses.ts'
export { SMALL_STAKES_LIMIT_PAISE, isSmallArrangement, smallStakesDisputeClause } from './dispute-scale.ts'
export { findInstalments, firstDueDate, readInstalmentPlan, type Interval } from './financial/instalments.ts'
export {
  AGREEMENT_ARTICLE,
  E_SIGN_ALLOWED,
  NOTARISATION_OPTIONAL,
  registration,
  stampDuty,
  witnesses,
} from './checklist.ts'
export { ACT, type ActName, cite } from './statutes.ts'
export { type Place, findPlace } from './places.ts'

const DRAFTERS: Record<TemplateId, TemplateDrafter> = {
  ...corporateDrafters,
  ...corporateDealDrafters,
  ...employmentDrafters,
  ...employmentLetterDrafters,
  ...propertyLeaseDrafters,
  ...businessDrafters,
  ...businessTradeDrafters,
  ...knowHowDrafters,
  ...financialDrafters,
  ...ipDrafters,
  ...familyDrafters,
  ...familyDeedDrafters,
  ...technologyDrafters,
  ...propertyTransferDrafters,
  ...propertyDevelopmentDrafters,
  ...goodsSaleDrafters,
}

/**
 * Drafts the template from the user's details. Throws UnknownTemplateError for an unknown
 * id and InvalidDetailsError (listing every missing or invalid field) for bad details.
 * Facts the details do not give appear as `[TO BE CONFIRMED: …]` with a review flag.
 */
export function draftAgreement(
  templateId: string,
  details: Readonly<Record<string, unknown>>,
  options: DraftOptions = {},
): Agreement {
  const template = getTemplate(templateId)
  const validation = validateDetails(template.id, details)
  if (!validation.ok) throw new InvalidDetailsError(template.id, validation.errors)
  const drafter = DRAFTERS[template.id]
  const d = new Draft(template, validation.values, drafter.placeFields, options, drafter.propertyFields)
  return assemble(d, drafter.draft(d))
}

/**
 * Drafts an agreement no catalogue template covers. The drafter reads `facts` (plain text,
 * not validated: there are no catalogue fields to check them against) through its `Draft`,
 * and its result is assembled as a template's is — definitions, the general provisions of
 * `draft.general`, numbering, review flags and pages — with templateId and categoryId 'custom'.
 */
export function draftCustom(
  facts: Readonly<Record<string, string>>,
  drafter: TemplateDrafter,
  options: DraftOptions = {},
): Agreement {
  const values = Object.fromEntries(Object.entries(facts).map(([name, raw]) => [name, { raw }]))
  const d = new Draft({ id: CUSTOM_ID, categoryId: CUSTOM_ID }, values, drafter.placeFields, options)
  return assemble(d, drafter.draft(d))
}
