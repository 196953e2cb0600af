import type { TemplateDrafter } from '../draft.ts'
import { propertySale } from './property-sale.ts'
import { mortgage } from './mortgage-agreement.ts'
import { saleDeed } from './sale-deed.ts'

export const propertyTransferDrafters = {
  'property-sale': {
    placeFields: ['propertyDetails'],
    propertyFields: ['propertyDetails'],
    draft: propertySale,
  },
  'mortgage-agreement': { placeFields: [], draft: mortgage },
  'sale-deed': { placeFields: ['propertyDetails'], draft: saleDeed },
} satisfies Record<string, TemplateDrafter>
