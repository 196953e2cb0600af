/** The field types the specification names for the template form. */
export type FieldType = 'text' | 'textarea' | 'number' | 'select'

/**
 * What a field's value means, for validation and drafting. Money is typed as text so that
 * "1.5 lakh" and "₹25,000" are accepted; dates are DD/MM/YYYY text.
 */
export type FieldFormat = 'plain' | 'money' | 'date' | 'percent' | 'months' | 'years'

export interface TemplateField {
  readonly name: string
  readonly label: string
  readonly type: FieldType
  readonly required: boolean
  readonly placeholder: string
  readonly options?: readonly string[]
  readonly format: FieldFormat
  /**
   * Money and percent fields: whether 0 is an acceptable answer (a security deposit may be
   * nil; a loan may be interest-free).
   */
  readonly allowZero?: boolean
}

export const CATEGORY_IDS = [
  'corporate',
  'employment',
  'property',
  'business',
  'financial',
  'intellectual-property',
  'family',
  'technology',
] as const
export type CategoryId = (typeof CATEGORY_IDS)[number]

export interface TemplateCategory {
  readonly id: CategoryId
  readonly name: string
  /** An icon name the interface maps to its icon set. */
  readonly icon: string
}

export interface Template {
  readonly id: TemplateId
  readonly categoryId: CategoryId
  readonly name: string
  readonly description: string
  readonly fields: readonly TemplateField[]
}

/**
 * The 32 ids of the specification, in its order, then the 4 of reference section 2.9, then
 * the two instruments that keep a sale on the right footing: a sale of movables (goods and
 * vehicles, Sale of Goods Act 1930) and the conveyance of immovable property (TPA s.54).
 */
export const TEMPLATE_IDS = [
  'shareholders-agreement',
  'board-resolution',
  'incorporation-agreement',
  'merger-acquisition',
  'joint-venture',
  'employment-contract',
  'offer-letter',
  'termination-letter',
  'probation-letter',
  'nda-employment',
  'rental-agreement',
  'property-sale',
  'lease-deed',
  'property-development',
  'mortgage-agreement',
  'partnership-agreement',
  'service-agreement',
  'vendor-agreement',
  'distribution-agreement',
  'franchise-agreement',
  'loan-agreement',
  'investment-agreement',
  'guarantee-agreement',
  'trademark-license',
  'copyright-assignment',
  'patent-license',
  'will-testament',
  'family-settlement',
  'power-of-attorney',
  'software-license',
  'web-development',
  'data-processing',
  'mutual-nda',
  'consultancy-agreement',
  'gift-deed',
  'llp-agreement',
  'goods-sale',
  'sale-deed',
] as const
export type TemplateId = (typeof TEMPLATE_IDS)[number]

export function isTemplateId(value: string): value is TemplateId {
  return (TEMPLATE_IDS as readonly string[]).includes(value)
}
