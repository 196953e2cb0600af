import { DomainError } from '#domain/shared/errors.ts'
import { businessTemplates } from './templates/business.ts'
import { corporateTemplates } from './templates/corporate.ts'
import { employmentTemplates } from './templates/employment.ts'
import { familyTemplates } from './templates/family.ts'
import { financialTemplates } from './templates/financial.ts'
import { intellectualPropertyTemplates } from './templates/intellectual-property.ts'
import { propertyTemplates } from './templates/property.ts'
import { technologyTemplates } from './templates/technology.ts'
import { type CategoryId, type Template, type TemplateCategory, isTemplateId } from './types.ts'

/** The 8 categories of the specification, in its order. */
const CATEGORIES: readonly TemplateCategory[] = [
  { id: 'corporate', name: 'Corporate & Business', icon: 'building' },
  { id: 'employment', name: 'Employment & HR', icon: 'users' },
  { id: 'property', name: 'Property & Real Estate', icon: 'home' },
  { id: 'business', name: 'Business & Commercial', icon: 'briefcase' },
  { id: 'financial', name: 'Financial & Banking', icon: 'banknote' },
  { id: 'intellectual-property', name: 'Intellectual Property', icon: 'lightbulb' },
  { id: 'family', name: 'Family & Personal', icon: 'heart' },
  { id: 'technology', name: 'Technology & IT', icon: 'cpu' },
]

const TEMPLATES: readonly Template[] = [
  ...corporateTemplates,
  ...employmentTemplates,
  ...propertyTemplates,
  ...businessTemplates,
  ...financialTemplates,
  ...intellectualPropertyTemplates,
  ...familyTemplates,
  ...technologyTemplates,
]

const BY_ID = new Map<string, Template>(TEMPLATES.map((template) => [template.id, template]))

export class UnknownTemplateError extends DomainError<'catalogue.unknown_template'> {
  readonly templateId: string
  constructor(templateId: string) {
    super('catalogue.unknown_template', `There is no template with id "${templateId}".`)
    this.templateId = templateId
  }
}

export function listCategories(): readonly TemplateCategory[] {
  return CATEGORIES
}

/** All the templates (38), grouped by category in the categories' order. */
export function listTemplates(): readonly Template[] {
  return TEMPLATES
}

export function findTemplate(id: string): Template | undefined {
  return BY_ID.get(id)
}

/** The template with this id; throws UnknownTemplateError otherwise. */
export function getTemplate(id: string): Template {
  const template = isTemplateId(id) ? BY_ID.get(id) : undefined
  if (!template) throw new UnknownTemplateError(id)
  return template
}

export function templatesByCategory(categoryId: CategoryId): readonly Template[] {
  return TEMPLATES.filter((template) => template.categoryId === categoryId)
}

export function getCategory(id: CategoryId): TemplateCategory {
  const category = CATEGORIES.find((c) => c.id === id)
  if (!category) throw new DomainError('catalogue.unknown_category', `There is no category with id "${id}".`)
  return category
}

/** Case-insensitive substring match on name or description (specification §5). */
export function searchTemplates(query: string): readonly Template[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return TEMPLATES
  return TEMPLATES.filter(
    (template) =>
      template.name.toLowerCase().includes(needle) || template.description.toLowerCase().includes(needle),
  )
}
