import type { TemplateId } from '#domain/catalogue/index.ts'
import { parseAmount } from '#domain/shared/written-amounts.ts'
import { REGISTRATION_MARK, registrationMarkIn } from '#domain/shared/vehicle-registration.ts'
import { capitalise, phraseAfter } from '../extract/index.ts'
import { GOODS, VEHICLE, saleSubject } from '../interpret/sale-subject.ts'
import { partPaymentTerms } from './part-payment.ts'
import type { TemplateRule } from './types.ts'

const MOVABLE = String.raw`(?:${VEHICLE}|${GOODS})`
// "… will sell her cow to me", "… is buying my bike from me": the writer on the other side.
const SOLD_TO_ME = String.raw`\bsell(?:s|ing)?\s+(?:[\w'-]+\s+){0,4}?to\s+(?:me|us)\b`
const BOUGHT_FROM_ME = String.raw`\b(?:buy(?:s|ing)?|purchas\w*)\s+(?:[\w'-]+\s+){0,4}?from\s+(?:me|us)\b`
const I_WANT = String.raw`(?:i|we)(?:\s+am|\s+are|'m|'re)?(?:\s+(?:want(?:ing)?|wish(?:ing)?|plan(?:ning)?|going|need|would like|have decided|decided)\s+to)?`
// "sell my old Swift car", not "purchase agreement for raw materials" (a supply contract).
const SELL_MOVABLE = new RegExp(
  String.raw`\b(?:sell\w*|sold|bech\w*|buy\w*|purchas\w*|kharid\w*)\s+(?:(?:my|our|a|an|the|his|her|their|this|that|old|used|second[\s-]hand|new|\d+)\s+){0,3}(?:(?!agreement|contract|order)[\w-]+\s+){0,3}?${MOVABLE}\b`,
  'i',
)

// A particular after the goods' name that identifies them: "2020 model", a registration mark, a chassis or engine number.
const PARTICULAR = new RegExp(
  String.raw`^,\s*((?:(?:19|20)\d{2}\s+model|model\s+(?:year\s+)?(?:19|20)\d{2}|(?:19|20)\d{2}|(?:registration|regn?\.?)\s+(?:no\.?|number)\s*:?\s*[\w\s-]{4,14}?|(?:chassis|engine)\s+(?:no\.?|number)\s*:?\s*[A-Z0-9-]{4,20}|${REGISTRATION_MARK.source}))(?=\s*(?:[,.;]|$|\s(?:for|at|to|worth)\b))`,
  'i',
)

/** The goods as the request names them: "my Honda Activa scooter" → "Honda Activa scooter". */
function goodsDescription(text: string): string | undefined {
  // "selling me his bike": the one it is sold to ("me", "us", "him", "her") is not the goods.
  const span = phraseAfter(
    text,
    /\b(?:sell(?:ing)?|sold|buy(?:ing)?|purchas(?:e|ing)|sale\s+(?:deed|agreement|letter)\s+(?:for|of)|sale\s+of)\s+(?:(?:me|us|him|them)\s+)?(?:(?:my|our|a|an|the|his|her|their|this)\s+)?/i,
    /\s(?:to|for|from|at|worth|on|by|with|and\s+(?:the|i|we|he|she))\b|₹|\brs\.?\s|[,.;]\s|\n/i,
    160,
  )
  const found = span?.text.replace(/^(?:the|a|an)\s+/i, '').trim()
  if (!span || !found || found.length < 2 || saleSubject(found)?.kind === 'immovable') return undefined
  // The year and registration mark after a comma belong to the description, not to the next clause.
  const particulars: string[] = []
  let rest = text.slice(span.end)
  for (let match = PARTICULAR.exec(rest); match; match = PARTICULAR.exec(rest)) {
    const words = (match[1] ?? '').trim()
    const mark = registrationMarkIn(words)
    particulars.push(mark && words.toUpperCase() === mark ? `registration number ${mark}` : words)
    rest = rest.slice(match[0].length)
  }
  return capitalise([found, ...particulars].join(', '))
}

/** A sale of movables: vehicles and other goods (Sale of Goods Act 1930). */
export const GOODS_RULES = {
  'goods-sale': {
    signals: [
      [
        /\b(?:vehicle|car|bike|scooter|two[\s-]wheeler|tractor|goods)\s+sale\s+(?:agreement|deed|letter)\b|\bsale\s+of\s+goods\b|\bvehicle\s+sale\b|\bsale\s+letter\b/i,
        7,
      ],
      [SELL_MOVABLE, 6],
      [/\b(?:sell|selling|sold|bech\w*|buy(?:ing)?|purchas(?:e|ing)|kharid\w*)\b/i, 2],
      [/\b(?:buyer|purchaser|seller)\b/i, 3],
      [new RegExp(String.raw`\b${MOVABLE}\b`, 'i'), 2],
      [
        /\brc\s+transfer\b|\bregistration\s+certificate\b|\bform\s+(?:29|30)\b|\bhypothecat\w*|\bchallans?\b|\bodometer\b|\bchassis\b/i,
        3,
      ],
    ],
    parties: [
      {
        field: 'sellerName',
        words: 'seller|vendor|owner',
        self: new RegExp(
          String.raw`\b${I_WANT}\s+sell\w*\b|\bsell(?:ing)?\s+(?:my|our)\b|\bi(?:\s+am|'m)\s+(?:the\s+)?seller\b|\bbech(?:na|ne|\s+raha)|${BOUGHT_FROM_ME}`,
          'i',
        ),
      },
      {
        field: 'buyerName',
        words: 'buyer|purchaser',
        self: new RegExp(
          String.raw`\b${I_WANT}\s+(?:buy|purchas)\w*\b|\bi(?:\s+am|'m)\s+(?:the\s+)?(?:buyer|purchaser)\b|\bkharid|${SOLD_TO_ME}`,
          'i',
        ),
      },
    ],
    // "Anita Rao will sell her cow to me": the one who sells, and the one who buys.
    subjects: [
      [
        /^\s*(?:will|shall|is|has|wants\s+to|(?:has\s+)?agreed\s+to)?\s*(?:sell(?:s|ing)?|sold)\b/i,
        'sellerName',
      ],
      [
        /^\s*(?:will|shall|is|has|wants\s+to|(?:has\s+)?agreed\s+to)?\s*(?:buy(?:s|ing)?|bought|purchas\w*)\b/i,
        'buyerName',
      ],
    ],
    preps: { to: 'other', from: 'other', with: 'other' },
    fallbackPreps: { to: 'buyerName', from: 'sellerName' },
    between: ['sellerName', 'buyerName'],
    money: [
      {
        field: 'salePrice',
        cues: /\b(?:price|for|consideration|worth|at|amount|deal|sell|sale|value)\b/i,
        fallback: true,
      },
    ],
    dates: [
      {
        field: 'deliveryDate',
        cues: /\b(?:deliver\w*|hand(?:ing)?\s*over|handover|on|by)\b/i,
        // "the balance by 31 March" dates the last payment, not the delivery.
        notAfter:
          /\b(?:rest|balance|remaining|baaki)\s+(?:(?:amount|will\s+be\s+paid|to\s+be\s+paid|payable|paid)\s+)?(?:by|on|before|on\s+or\s+before)\s*$/i,
      },
    ],
    extract: ({ text, assigned }) => {
      const subject = saleSubject(text)
      const price = parseAmount(assigned.get('salePrice') ?? '') ?? undefined
      return {
        paymentTerms: partPaymentTerms(text, price),
        goodsType:
          subject?.kind === 'vehicle'
            ? 'Motor Vehicle'
            : subject?.kind === 'goods'
              ? 'Other Goods'
              : undefined,
        goodsDescription: goodsDescription(text),
      }
    },
  },
} satisfies Partial<Record<TemplateId, TemplateRule>>
