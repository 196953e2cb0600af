import type { TemplateId } from '#domain/catalogue/index.ts'
import type { TemplateRule } from './types.ts'
import { CORPORATE_RULES } from './corporate.ts'
import { EMPLOYMENT_RULES } from './employment.ts'
import { PROPERTY_RULES } from './property.ts'
import { BUSINESS_RULES } from './business.ts'
import { SERVICES_RULES } from './services.ts'
import { FINANCIAL_RULES } from './financial.ts'
import { IP_RULES } from './intellectual-property.ts'
import { FAMILY_RULES } from './family.ts'
import { TECHNOLOGY_RULES } from './technology.ts'
import { GOODS_RULES } from './goods.ts'

/**
 * How each template is described in ordinary (Indian) English, and where its facts sit in a
 * description: one file of rules per category of the catalogue, assembled here.
 */
export const RULES: Readonly<Record<TemplateId, TemplateRule>> = {
  ...CORPORATE_RULES,
  ...EMPLOYMENT_RULES,
  ...PROPERTY_RULES,
  ...BUSINESS_RULES,
  ...SERVICES_RULES,
  ...FINANCIAL_RULES,
  ...IP_RULES,
  ...FAMILY_RULES,
  ...TECHNOLOGY_RULES,
  ...GOODS_RULES,
}

export type { PartyRule, Preposition, TemplateRule } from './types.ts'
export { territoryOf } from './helpers.ts'
