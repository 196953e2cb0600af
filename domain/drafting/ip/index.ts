import type { TemplateDrafter } from '../draft.ts'
import { trademarkLicence } from './trademark-license.ts'
import { copyrightDeed } from './copyright-assignment.ts'
import { patentLicence } from './patent-license.ts'

export const ipDrafters = {
  'trademark-license': { placeFields: [], draft: trademarkLicence },
  'copyright-assignment': { placeFields: [], draft: copyrightDeed },
  'patent-license': { placeFields: [], draft: patentLicence },
} satisfies Record<string, TemplateDrafter>
