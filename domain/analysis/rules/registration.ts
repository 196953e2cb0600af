import type { TemplateId } from '#domain/catalogue/index.ts'
import { type Doc, shorten } from '../text.ts'
import { numberFromWords } from '#domain/shared/number-words.ts'
import { type Finding, type Rule, isTemplate } from './rule.ts'

// Reference §2.0 "Registration" and "Stamp duty"; §2.3 property; §2.9 gift deed.

const PERIOD =
  /\b(?:period|term|duration|tenure|lease|licen[cs]e)\s+(?:of|for)\s+(?:a\s+(?:period|term)\s+of\s+)?(\d{1,3}|[a-z]+(?:-[a-z]+)?)\s*(?:\([^)]{0,20}\)\s*)?(months?|years?)\b|\bfor\s+(?:a\s+(?:period|term)\s+of\s+)?(\d{1,3}|[a-z]+(?:-[a-z]+)?)\s*(?:\([^)]{0,20}\)\s*)?(months?|years?)\s+(?:commencing|from|starting|beginning|with\s+effect)/gi

function count(token: string | undefined): number | undefined {
  if (!token) return undefined
  const n = /^\d+$/.test(token) ? Number(token) : numberFromWords(token)
  return n !== undefined && n > 0 ? n : undefined
}

/** The longest term the text states for the lease or licence, in months. */
export function leaseTermMonths(text: string): number | undefined {
  let longest: number | undefined
  for (const match of text.matchAll(PERIOD)) {
    const n = count(match[1] ?? match[3])
    const unit = (match[2] ?? match[4] ?? '').toLowerCase()
    if (n === undefined) continue
    const months = unit.startsWith('year') ? n * 12 : n
    longest = Math.max(longest ?? 0, months)
  }
  return longest
}

const YEARLY_RENT =
  /\b(?:yearly|annual)\s+rent\b|\brent\b[^.;]{0,80}\bper\s+annum\b|\bfrom\s+year\s+to\s+year\b/i
const MAHARASHTRA = /\b(?:Maharashtra|Mumbai|Navi\s+Mumbai|Pune|Thane|Nagpur|Nashik|Aurangabad)\b/
// An obligation to register this instrument, not a registered office or registered post.
const MUST_REGISTER =
  /\b(?:shall|will|must|is\s+to|are\s+to|to)\s+be\s+(?:duly\s+)?(?:executed\s+and\s+)?registered\b|\bpresent(?:ed)?\s+(?:it\s+|this\s+\w+\s+|the\s+[\w ]{1,30}?\s+)?for\s+registration\b|\bSub-Registrar\b|\bregistration\s+of\s+this\s+(?:Deed|Agreement|Lease|instrument)\b|\bregistered\s+(?:sale\s+deed|instrument)\b|\b(?:execute|executed)\s+and\s+register/i
const MENTIONS_REGISTRATION = /\bregistration\b(?!\s+(?:number|no\.?))|\bRegistration\s+Act\b/i

interface Requirement {
  readonly why: string
  readonly basis: string
}

function requirement(doc: Doc): Requirement | undefined {
  const text = doc.text
  if (isTemplate(doc, 'rental-agreement', 'lease-deed')) {
    const months = leaseTermMonths(text)
    if (isTemplate(doc, 'rental-agreement') && MAHARASHTRA.test(text)) {
      return {
        why: 'Every leave and licence of premises in Maharashtra must be registered',
        basis: 'Maharashtra Rent Control Act, 1999 s.55; Registration Act, 1908 s.17',
      }
    }
    if (months !== undefined && months >= 12) {
      return {
        why: `A lease or licence for ${months} months (more than 11) must be registered`,
        basis: 'Registration Act, 1908 s.17(1)(d); Transfer of Property Act, 1882 s.107',
      }
    }
    if (YEARLY_RENT.test(text)) {
      return {
        why: 'A lease reserving a yearly rent must be registered',
        basis: 'Registration Act, 1908 s.17(1)(d); Transfer of Property Act, 1882 s.107',
      }
    }
    return undefined
  }
  if (isTemplate(doc, 'property-sale', 'sale-deed')) {
    return {
      why: 'A sale of immovable property of ₹100 or more is made only by a registered instrument',
      basis: 'Transfer of Property Act, 1882 s.54; Registration Act, 1908 s.17(1)(b)',
    }
  }
  if (
    isTemplate(doc, 'gift-deed') &&
    /\bimmovable\b|\b(?:flat|land|plot|house|apartment|survey\s+no)\b/i.test(text)
  ) {
    return {
      why: 'A gift of immovable property must be made by a registered instrument',
      basis: 'Transfer of Property Act, 1882 s.123; Registration Act, 1908 s.17(1)(a)',
    }
  }
  if (
    isTemplate(doc, 'mortgage-agreement') &&
    !/\bby\s+(?:way\s+of\s+)?deposit\s+of\s+title\s+deeds\b/i.test(text)
  ) {
    return {
      why: 'A mortgage securing ₹100 or more (other than by deposit of title deeds) must be made by a registered instrument',
      basis: 'Transfer of Property Act, 1882 s.59; Registration Act, 1908 s.17',
    }
  }
  return undefined
}

const REGISTRABLE: readonly TemplateId[] = [
  'rental-agreement',
  'lease-deed',
  'property-sale',
  'sale-deed',
  'gift-deed',
  'mortgage-agreement',
]

export const registration: Rule = {
  id: 'registration',
  title: 'Compulsorily registrable instruments say they will be registered',
  kind: 'compliance',
  basis: 'Registration Act, 1908 ss.17, 23, 49',
  applies: (doc) => isTemplate(doc, ...REGISTRABLE),
  check(doc) {
    const needed = requirement(doc)
    if (!needed) {
      if (isTemplate(doc, 'rental-agreement', 'lease-deed') && leaseTermMonths(doc.text) === undefined) {
        return [
          {
            code: 'term-unstated',
            severity: 'low',
            message:
              'The term of the lease or licence could not be found, and whether it must be registered depends on it (more than 11 months: compulsory).',
            fix: 'State the term, e.g. "for a period of 11 (eleven) months commencing on …".',
            basis: 'Registration Act, 1908 s.17(1)(d)',
          },
        ]
      }
      return []
    }
    if (doc.sentences.some((s) => /regist/i.test(s.text) && MUST_REGISTER.test(s.text))) return []
    // Show the passing mention itself ("registration charges"), not the statute list, when there is one.
    const mentions = doc.sentences.filter((s) => MENTIONS_REGISTRATION.test(s.text))
    const mention = mentions.find((s) => /\bregistration\b(?!\s+Act)/i.test(s.text)) ?? mentions[0]
    const finding: Finding = mention
      ? {
          code: 'not-required-by-text',
          severity: 'medium',
          message: `${needed.why}; the text mentions registration only in passing and does not oblige the parties to register it.`,
          fix: 'Add a clause that the instrument shall be presented for registration before the Sub-Registrar within 4 months of execution (Registration Act s.23); unregistered, it does not affect the property and is not admissible as evidence of the transaction (s.49).',
          basis: needed.basis,
          excerpt: shorten(mention.text),
          line: mention.line,
        }
      : {
          code: 'missing',
          severity: 'high',
          message: `${needed.why}; the text does not mention registration at all.`,
          fix: 'Add a clause that the instrument shall be presented for registration before the Sub-Registrar within 4 months of execution (Registration Act s.23); unregistered, it does not affect the property and is not admissible as evidence of the transaction (s.49).',
          basis: needed.basis,
        }
    return [finding]
  },
}

// Instruments the reference says carry no stamp duty (a will) or usually none (letters, a certified resolution).
const UNSTAMPED: readonly TemplateId[] = [
  'will-testament',
  'board-resolution',
  'offer-letter',
  'termination-letter',
  'probation-letter',
]

export const stampDuty: Rule = {
  id: 'stamp-duty',
  title: 'Stamp duty is provided for',
  kind: 'compliance',
  basis: 'Indian Stamp Act, 1899 ss.3, 17, 35 (state rates apply)',
  applies: (doc) => !isTemplate(doc, ...UNSTAMPED),
  check(doc) {
    if (/\bstamp(?:ed|s|ing)?\b|\be-?stamp/i.test(doc.text)) return []
    return [
      {
        code: 'missing',
        severity: 'low',
        message:
          'The document says nothing about stamp duty. An instrument not duly stamped before or at execution cannot be admitted in evidence until the duty and a penalty are paid.',
        fix: 'Add a clause saying who bears the stamp duty (at the rate of the state of execution) and stamp the instrument before or at execution.',
      },
    ]
  },
}
