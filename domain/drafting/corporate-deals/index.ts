import type { TemplateDrafter } from '../draft.ts'
import { mergerAcquisition } from './merger-acquisition.ts'
import { jointVenture } from './joint-venture.ts'
import { llpAgreement } from './llp-agreement.ts'

export const corporateDealDrafters = {
  'merger-acquisition': { placeFields: [], draft: mergerAcquisition },
  'joint-venture': { placeFields: ['ventureScope'], draft: jointVenture },
  'llp-agreement': { placeFields: ['registeredOffice'], draft: llpAgreement },
} satisfies Record<string, TemplateDrafter>
