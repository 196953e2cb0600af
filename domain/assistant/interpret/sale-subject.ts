/**
 * What is being sold — a vehicle, other movable goods, or land and buildings — and which
 * instrument the words ask for. Movables pass under the Sale of Goods Act 1930 by contract
 * and delivery; immovable property only by a registered conveyance (TPA s.54), of which an
 * agreement for sale is merely the promise. Choosing by the words alone gets both wrong.
 */

export type SubjectKind = 'vehicle' | 'goods' | 'immovable'

export interface SaleSubject {
  readonly kind: SubjectKind
  /** The word as the user wrote it: "car", "tractor", "flat". */
  readonly noun: string
}

export const VEHICLE = String.raw`motor\s?cars?|cars?|vehicles?|gaa?di|bikes?|motor\s?bikes?|motor\s?cycles?|scooters?|scooty|mopeds?|two[\s-]wheelers?|four[\s-]wheelers?|tractors?|trucks?|lorr(?:y|ies)|tempos?|(?:e|auto)[\s-]?rickshaws?|rickshaws?|jeeps?|suvs?|vans?|taxis?|cabs?|buses|bus|activa|splendor|pulsar|royal\s+enfield|bullet|innova|creta|nexon|scorpio|bolero|wagon\s?r|swift|alto|santro|i10|i20`
export const GOODS = String.raw`goods|movables?|movable\s+property|machinery|machines?|equipment|laptops?|computers?|desktops?|mobile\s+phones?|mobiles?|smart\s?phones?|phones?|furniture|sofas?|almirahs?|fridges?|refrigerators?|televisions?|tvs?|air[\s-]conditioners?|generators?|jewellery|jewelry|ornaments?|gold|silver|stock|inventory|raw\s+materials?|cattle|cows?|buffalo(?:e?s)?|bulls?|bullocks?|oxen|goats?|sheep|horses?|camels?|animals?|livestock|poultry|crops?|harvest|timber`
const IMMOVABLE = String.raw`rooms?|pg|hostels?|factor(?:y|ies)|sheds?|halls?|floors?|flats?|apartments?|houses?|homes?|villas?|bungalows?|plots?|lands?|sites?|shops?|offices?|office\s+space|showrooms?|godowns?|warehouses?|buildings?|premises|farm\s?houses?|farm\s?lands?|agricultural\s+land|acres?|bighas?|guntas?|survey\s+no|khasra|ghar|makaa?n|makan|zameen|jameen|row\s+house|penthouse|duplex|\d\s*bhk|parking\s+(?:space|slot)|garage|immovable\s+property|real\s+estate`

const NOUNS: ReadonlyArray<readonly [SubjectKind, RegExp]> = [
  ['vehicle', new RegExp(String.raw`\b(?:${VEHICLE})\b`, 'gi')],
  ['goods', new RegExp(String.raw`\b(?:${GOODS})\b`, 'gi')],
  ['immovable', new RegExp(String.raw`\b(?:${IMMOVABLE})\b`, 'gi')],
]
// "a car showroom", "my bike parking": the movable word only qualifies the premises.
const QUALIFIES_PREMISES = new RegExp(String.raw`^\s+(?:${IMMOVABLE})\b`, 'i')
// "property" alone usually means land or a building; it decides only when nothing else does.
const PROPERTY = /\b(?<!movable\s)property\b/i
const SALE_CUE = /\b(?:sell\w*|sold|sale|bech\w*|vikri|buy\w*|purchas\w*|kharid\w*|deed|registry|bainama)\b/i

interface Hit {
  readonly kind: SubjectKind
  readonly noun: string
  readonly index: number
}

function firstFrom(text: string, from: number): Hit | undefined {
  let best: Hit | undefined
  for (const [kind, pattern] of NOUNS) {
    for (const match of text.matchAll(pattern)) {
      if (match.index < from) continue
      const after = text.slice(match.index + match[0].length)
      if (kind !== 'immovable' && QUALIFIES_PREMISES.test(after)) continue
      if (!best || match.index < best.index) best = { kind, noun: match[0], index: match.index }
      break
    }
  }
  return best
}

/** The thing sold: the first vehicle, goods or immovable word after the sale words (else anywhere). */
export function saleSubject(text: string): SaleSubject | undefined {
  const cue = SALE_CUE.exec(text)
  const hit = (cue ? firstFrom(text, cue.index) : undefined) ?? firstFrom(text, 0)
  if (hit) return { kind: hit.kind, noun: hit.noun.toLowerCase().replace(/\s+/g, ' ') }
  const property = PROPERTY.exec(text)
  return property ? { kind: 'immovable', noun: 'property' } : undefined
}

export type AskedInstrument = 'sale-deed' | 'agreement-for-sale'

const ASKS_AGREEMENT =
  /\bagreement\s+(?:to|for)\s+sell\b|\bagreement\s+(?:for|of)\s+sale\b|\bsale\s+agreement\b|\bbayana\s?nama\b|\biqrar\s?nama\b/i
const ASKS_DEED =
  /\bsale\s+deed\b|\bdeed\s+of\s+(?:absolute\s+)?sale\b|\bconveyance(?:\s+deed)?\b|\bbaina\s?nama\b/i

/**
 * The instrument the words name; an agreement for sale wins when both are named (the deed is
 * then its sequel). "Registry on 10-02-2027" names the completion date, not the instrument.
 */
export function askedInstrument(text: string): AskedInstrument | undefined {
  if (ASKS_AGREEMENT.test(text)) return 'agreement-for-sale'
  if (ASKS_DEED.test(text)) return 'sale-deed'
  return undefined
}

/** Words saying part of the price is still to be paid: then only an agreement for sale can be made now. */
const PRICE_PENDING =
  /\b(?:token|earnest|bayana|advance|booking\s+amount|part\s+payment|balance|remaining\s+(?:amount|payment|price)|rest\s+of\s+the\s+(?:amount|price|payment)|in\s+(?:\w+\s+)?instal(?:l)?ments?|home\s+loan|bank\s+loan|loan\s+(?:is\s+)?(?:sanction|disburs)\w*|(?:will|shall)\s+(?:pay|be\s+paid)|to\s+be\s+paid|yet\s+to\s+(?:pay|be\s+paid)|pay\s+(?:later|the\s+rest|the\s+balance))\b/i

export function pricePending(text: string): boolean {
  return PRICE_PENDING.test(text)
}
