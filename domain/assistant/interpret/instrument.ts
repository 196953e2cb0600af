import { type TemplateId, getTemplate } from '#domain/catalogue/index.ts'
import { askedInstrument, pricePending, saleSubject, type SaleSubject } from './sale-subject.ts'

/**
 * The instrument the law allows for what the request describes, and — when that is not
 * the instrument its words asked for — one plain sentence saying so, for the chat's reply and
 * the API's response. A car is never conveyed by a sale deed; a sale deed is never drafted
 * while part of the price is unpaid; an agreement for sale is never passed off as a deed.
 */

export interface InstrumentChoice {
  readonly templateId: TemplateId
  /** One sentence, present only when the instrument differs from the one the words named. */
  readonly note?: string
}

const SALE_TEMPLATES: ReadonlySet<TemplateId> = new Set(['property-sale', 'sale-deed', 'goods-sale'])

function article(noun: string): string {
  if (/s$/.test(noun) && !/(?:bus|ss)$/.test(noun)) return noun
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`
}

function movableNote(subject: SaleSubject, asked: string): string {
  const thing = article(subject.noun)
  const are = /^(?:a|an) /.test(thing) ? 'is' : 'are'
  return `You asked for ${asked}, but ${thing} ${are} movable property, sold under the Sale of Goods Act, 1930 and not conveyed by a registered deed as land and buildings are, so I am drafting a ${getTemplate('goods-sale').name} instead.`
}

const PENDING_NOTE =
  'You asked for a sale deed, but part of the price is still to be paid, so I am drafting an Agreement for Sale, which promises the sale but conveys no title: the sale deed is signed and registered when the balance is paid (Transfer of Property Act, 1882, s.54).'

function capitalised(subject: SaleSubject): string {
  return article(subject.noun).replace(/^./, (c) => c.toUpperCase())
}

/** Templates for land and buildings only, other than the sale ones: what each is, for the note. */
const PREMISES_ONLY: Partial<Record<TemplateId, string>> = {
  'rental-agreement': 'a rental agreement, which is a leave and licence of premises',
  'lease-deed': 'a lease deed, which leases land or buildings under the Transfer of Property Act, 1882',
  'property-development': 'a joint development agreement, which is for land',
}

/**
 * A movable matched to a premises-only template ("rent my car", "lease my tractor"): no
 * catalogue template hires out goods, so the request is a custom agreement, and this is the
 * sentence saying why; undefined when the template fits.
 */
export function movableInPremisesTemplate(text: string, ranked: TemplateId): string | undefined {
  const what = PREMISES_ONLY[ranked]
  const subject = what ? saleSubject(text) : undefined
  if (!what || !subject || subject.kind === 'immovable') return undefined
  const are = /^(?:a|an) /.test(article(subject.noun)) ? 'is' : 'are'
  return `${capitalised(subject)} ${are} movable property, hired out under a contract and not let as premises are, so I am drafting a custom agreement instead of ${what}.`
}

/**
 * The instrument for a request the ranking matched to `ranked`. Only the three sale templates
 * are reconsidered; any other template is returned as it is.
 */
export function chooseInstrument(text: string, ranked: TemplateId): InstrumentChoice {
  if (ranked === 'mortgage-agreement') {
    const subject = saleSubject(text)
    if (!subject || subject.kind === 'immovable') return { templateId: ranked }
    return {
      templateId: 'loan-agreement',
      note: `${capitalised(subject)} ${/^(?:a|an) /.test(article(subject.noun)) ? 'is' : 'are'} movable property, which secures a loan by hypothecation or pledge and not by a registered mortgage deed as land does, so I am drafting a Loan Agreement, whose security clause should record the hypothecation.`,
    }
  }
  if (!SALE_TEMPLATES.has(ranked)) return { templateId: ranked }
  const subject = saleSubject(text)
  const asked = askedInstrument(text)
  if (subject && subject.kind !== 'immovable') {
    if (asked === 'sale-deed') return { templateId: 'goods-sale', note: movableNote(subject, 'a sale deed') }
    if (ranked !== 'goods-sale' && /\bproperty\s+sale\b/i.test(text))
      return { templateId: 'goods-sale', note: movableNote(subject, 'a property sale agreement') }
    return { templateId: 'goods-sale' }
  }
  if (asked === 'sale-deed')
    return pricePending(text)
      ? { templateId: 'property-sale', note: PENDING_NOTE }
      : { templateId: 'sale-deed' }
  if (asked === 'agreement-for-sale') return { templateId: 'property-sale' }
  if (ranked === 'goods-sale' && subject?.kind === 'immovable')
    return {
      templateId: 'property-sale',
      note: `${capitalised(subject)} is immovable property, which is sold by a registered sale deed and not under the Sale of Goods Act, 1930, so I am drafting an Agreement for Sale, from which the sale deed follows.`,
    }
  return { templateId: ranked }
}
