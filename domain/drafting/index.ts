import { type TemplateId, getTemplate, validateDetails } from '#domain/catalogue/index.ts'
import { assemble } from './assemble.ts'
import { Draft, type DraftOptions, type TemplateDrafter } from './draft.ts'
import { InvalidDetailsError } from './errors.ts'
import { businessMoreDrafters } from './business-more.ts'
import { businessTradeDrafters } from './business-trade.ts'
import { businessDrafters } from './business.ts'
import { familyDeedDrafters } from './family-deeds.ts'
import { familyDrafters } from './family.ts'
import { financialDrafters } from './financial.ts'
import { ipDrafters } from './ip.ts'
import { technologyDrafters } from './technology.ts'
import { corporateDealDrafters } from './corporate-deals.ts'
import { corporateDrafters } from './corporate.ts'
import { employmentLetterDrafters } from './employment-letters.ts'
import { employmentDrafters } from './employment.ts'
import { propertyDevelopmentDrafters } from './property-development.ts'
import { propertyLeaseDrafters } from './property-lease.ts'
import { propertyTransferDrafters } from './property-transfer.ts'
import type { Agreement } from './types.ts'

export type * from './types.ts'
export { InvalidDetailsError } from './errors.ts'
export { renderPlainText, estimatePages, CHARS_PER_LINE, LINES_PER_PAGE } from './render.ts'
export { numberSections } from './assemble.ts'
export { checklistLines } from './checklist.ts'
export { PLACEHOLDER_PATTERN, PLACEHOLDER_PREFIX, type DraftOptions } from './draft.ts'

const DRAFTERS: Record<TemplateId, TemplateDrafter> = {
  ...corporateDrafters,
  ...corporateDealDrafters,
  ...employmentDrafters,
  ...employmentLetterDrafters,
  ...propertyLeaseDrafters,
  ...businessDrafters,
  ...businessTradeDrafters,
  ...businessMoreDrafters,
  ...financialDrafters,
  ...ipDrafters,
  ...familyDrafters,
  ...familyDeedDrafters,
  ...technologyDrafters,
  ...propertyTransferDrafters,
  ...propertyDevelopmentDrafters,
}

/**
 * Drafts the template from the user's details. Throws UnknownTemplateError for an unknown
 * id and InvalidDetailsError (listing every missing or invalid field) for bad details.
 * Facts the details do not give appear as `[TO BE CONFIRMED: …]` with a review flag.
 */
export function draftAgreement(templateId: string, details: Readonly<Record<string, unknown>>, options: DraftOptions = {}): Agreement {
  const template = getTemplate(templateId)
  const validation = validateDetails(template.id, details)
  if (!validation.ok) throw new InvalidDetailsError(template.id, validation.errors)
  const drafter = DRAFTERS[template.id]
  const d = new Draft(template, validation.values, drafter.placeFields, options)
  return assemble(d, template, drafter.draft(d))
}
