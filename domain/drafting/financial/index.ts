import type { TemplateDrafter } from '../draft.ts'
import { loan } from './loan-agreement.ts'
import { investment } from './investment-agreement.ts'
import { guarantee } from './guarantee-agreement.ts'

export const financialDrafters = {
  'loan-agreement': { placeFields: [], draft: loan },
  'investment-agreement': { placeFields: [], draft: investment },
  'guarantee-agreement': { placeFields: [], draft: guarantee },
} satisfies Record<string, TemplateDrafter>
