import type { TemplateDrafter } from '../draft.ts'
import { softwareLicence } from './software-license.ts'
import { webDevelopment } from './web-development.ts'
import { dataProcessing } from './data-processing.ts'

export const technologyDrafters = {
  'software-license': { placeFields: [], draft: softwareLicence },
  'web-development': { placeFields: [], draft: webDevelopment },
  'data-processing': { placeFields: [], draft: dataProcessing },
} satisfies Record<string, TemplateDrafter>
