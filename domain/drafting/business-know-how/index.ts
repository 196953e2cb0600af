// Agreements that turn on know-how and confidential information: franchise, mutual NDA, consultancy.

import type { TemplateDrafter } from '../draft.ts'
import { franchise } from './franchise-agreement.ts'
import { mutualNda } from './mutual-nda.ts'
import { consultancy } from './consultancy-agreement.ts'

export const knowHowDrafters = {
  'franchise-agreement': { placeFields: [], draft: franchise },
  'mutual-nda': { placeFields: [], draft: mutualNda },
  'consultancy-agreement': { placeFields: [], draft: consultancy },
} satisfies Record<string, TemplateDrafter>
