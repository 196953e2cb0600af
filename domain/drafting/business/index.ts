import type { TemplateDrafter } from '../draft.ts'
import { partnership } from './partnership-agreement.ts'
import { serviceAgreement } from './service-agreement.ts'

export const businessDrafters = {
  'partnership-agreement': { placeFields: [], draft: partnership },
  'service-agreement': { placeFields: [], draft: serviceAgreement },
} satisfies Record<string, TemplateDrafter>
