import type { TemplateDrafter } from '../draft.ts'
import { shareholders } from './shareholders-agreement.ts'
import { boardResolution } from './board-resolution.ts'
import { incorporation } from './incorporation-agreement.ts'

export const corporateDrafters = {
  'shareholders-agreement': { placeFields: [], draft: shareholders },
  'board-resolution': { placeFields: [], draft: boardResolution },
  'incorporation-agreement': { placeFields: [], draft: incorporation },
} satisfies Record<string, TemplateDrafter>
