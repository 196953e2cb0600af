import type { Draft } from '../draft.ts'

/**
 * The goods or services a trade-mark licence covers. When the mark is described with its class
 * ("Class 30"), the default is what the registration covers in that class, with a flag to narrow
 * it; otherwise a placeholder.
 */
export function licensedGoods(d: Draft): string {
  const number = /\bclass\s+(\d{1,2})\b/i.exec(d.text('trademark'))?.[1]
  if (!number)
    return d.tbc(
      'licensed-goods',
      'goods or services for which the Licensee may use the Trade Mark',
      'The goods or services covered by the licence are not among the details given.',
    )
  d.flag(
    'licensed-goods',
    `The Licensed Goods default to all the goods or services in Class ${number} for which the Trade Mark is registered: confirm them against the registration certificate, and narrow them if the licence should cover fewer.`,
    'trademark',
  )
  return `the goods or services in Class ${number} for which the Trade Mark is registered, as shown in its registration certificate`
}
