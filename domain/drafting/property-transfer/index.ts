import type { TemplateDrafter } from '../draft.ts'
import { propertySale } from './property-sale.ts'
import { mortgage } from './mortgage-agreement.ts'

export const propertyTransferDrafters = {
  'property-sale': {
    placeFields: ['propertyDetails'],
    propertyFields: ['propertyDetails'],
    draft: propertySale,
  },
  'mortgage-agreement': { placeFields: [], draft: mortgage },
} satisfies Record<string, TemplateDrafter>
