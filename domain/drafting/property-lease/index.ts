import type { TemplateDrafter } from '../draft.ts'
import { rental } from './rental-agreement.ts'
import { leaseDeed } from './lease-deed.ts'

export const propertyLeaseDrafters = {
  'rental-agreement': {
    placeFields: ['propertyAddress'],
    propertyFields: ['propertyAddress'],
    draft: rental,
  },
  'lease-deed': {
    placeFields: ['propertyDescription'],
    propertyFields: ['propertyDescription'],
    draft: leaseDeed,
  },
} satisfies Record<string, TemplateDrafter>
