import type { TemplateDrafter } from '../draft.ts'
import { goodsSale } from './goods-sale.ts'

export const goodsSaleDrafters = {
  'goods-sale': { placeFields: [], draft: goodsSale },
} satisfies Record<string, TemplateDrafter>
