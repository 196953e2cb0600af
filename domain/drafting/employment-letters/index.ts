import type { TemplateDrafter } from '../draft.ts'
import { offerLetter } from './offer-letter.ts'
import { terminationLetter } from './termination-letter.ts'
import { probationLetter } from './probation-letter.ts'

export const employmentLetterDrafters = {
  'offer-letter': { placeFields: [], draft: offerLetter },
  'termination-letter': { placeFields: [], draft: terminationLetter },
  'probation-letter': { placeFields: [], draft: probationLetter },
} satisfies Record<string, TemplateDrafter>
