import { type TemplateId, isTemplateId } from '#domain/catalogue/index.ts'
import type { DocumentKind } from './types.ts'

/**
 * Titles that identify a template when the caller does not say which one the document came
 * from (an uploaded or pasted document). First match wins, so the specific come before the
 * general ("Leave and Licence" before "Lease"; "Deed of Gift" before "Deed").
 */
const TITLES: readonly (readonly [RegExp, TemplateId])[] = [
  [
    /\b(?:last\s+)?will\s+and\s+testament\b|\btestament\b|\bcodicil\b|^(?:last\s+)?will(?:\s+of\b|$)/i,
    'will-testament',
  ],
  [/\bpower\s+of\s+attorney\b/i, 'power-of-attorney'],
  [/\bgift\s+deed\b|\bdeed\s+of\s+gift\b/i, 'gift-deed'],
  [/\bfamily\s+(?:settlement|arrangement)\b/i, 'family-settlement'],
  [/\bmortgage\b/i, 'mortgage-agreement'],
  [/\bleave\s+and\s+licen[cs]e\b|\brent(?:al)?\s+agreement\b|\btenancy\s+agreement\b/i, 'rental-agreement'],
  [/\blease\b/i, 'lease-deed'],
  [/\bweb(?:site)?\s+development\b/i, 'web-development'],
  [/\bjoint\s+development\b|\bdevelopment\s+agreement\b/i, 'property-development'],
  // A movable's sale before the immovable ones ("Agreement for Sale of Goods" is not land), and
  // the conveyance before the agreement for sale that only promises it.
  [
    /\bvehicle\s+sale\b|\bsale\s+of\s+(?:goods|(?:the\s+)?(?:motor\s+)?vehicle)\b|\b(?:car|motor\s+vehicle)\s+sale\b/i,
    'goods-sale',
  ],
  [/\bagreement\s+(?:to|for)\s+sell\b|\bagreement\s+for\s+sale\b/i, 'property-sale'],
  [/\bsale\s+deed\b|\bdeed\s+of\s+(?:absolute\s+)?sale\b|\bconveyance\b/i, 'sale-deed'],
  [/\bdata\s+processing\b|\bDPA\b/i, 'data-processing'],
  [/\bcopyright\b/i, 'copyright-assignment'],
  [/\bpatent\b/i, 'patent-license'],
  [/\btrade\s*mark\b/i, 'trademark-license'],
  [/\bsoftware\b|\bEULA\b|\bSaaS\b/i, 'software-license'],
  [/\boffer\s+(?:of\s+employment|letter)\b/i, 'offer-letter'],
  [/\btermination\b.*\bemployment\b|\brelieving\s+letter\b/i, 'termination-letter'],
  [/\bprobation\b|\bconfirmation\s+of\s+employment\b/i, 'probation-letter'],
  [/\bmutual\s+(?:non-disclosure|confidentiality)|\bmutual\s+NDA\b/i, 'mutual-nda'],
  [/\bnon-disclosure\b|\bconfidentiality\s+agreement\b|\bNDA\b/i, 'nda-employment'],
  [
    /\bemployment\s+(?:agreement|contract)\b|\bappointment\s+letter\b|\bcontract\s+of\s+employment\b/i,
    'employment-contract',
  ],
  [/\bshareholders['’]?\s+agreement\b/i, 'shareholders-agreement'],
  [
    /\bboard\s+resolution\b|\bresolution\s+of\s+the\s+board\b|\bresolution\s+passed\s+by\s+the\s+board\b/i,
    'board-resolution',
  ],
  [/\bfounders['’]?\s+agreement\b|\bincorporation\b|\bpre-incorporation\b/i, 'incorporation-agreement'],
  [/\bshare\s+purchase\b|\bbusiness\s+transfer\b|\bmerger\b|\bacquisition\b/i, 'merger-acquisition'],
  [/\bshare\s+subscription\b|\binvestment\s+agreement\b/i, 'investment-agreement'],
  [/\bjoint\s+venture\b/i, 'joint-venture'],
  [/\blimited\s+liability\s+partnership\b|\bLLP\s+agreement\b/i, 'llp-agreement'],
  [/\bpartnership\b/i, 'partnership-agreement'],
  [/\bfranchise\b/i, 'franchise-agreement'],
  [/\bdistribution\b|\bdistributor(?:ship)?\b/i, 'distribution-agreement'],
  [/\bsupply\s+agreement\b|\bvendor\b|\bpurchase\s+agreement\b/i, 'vendor-agreement'],
  [/\bconsultan(?:cy|t)\b|\bindependent\s+contractor\b/i, 'consultancy-agreement'],
  [/\bservices?\s+agreement\b/i, 'service-agreement'],
  [/\bguarantee\b/i, 'guarantee-agreement'],
  [/\bloan\b/i, 'loan-agreement'],
]

/**
 * Which template the rules should treat the document as: the given id when it is a catalogue
 * id, else one recognised from the title (or the first line of the text), else none — in
 * which case only the cross-cutting rules apply.
 */
export function documentKind(templateId: string | undefined, title: string, content: string): DocumentKind {
  if (templateId && isTemplateId(templateId)) return { templateId, source: 'given' }
  const firstLine =
    content
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? ''
  for (const candidate of [title.trim(), firstLine]) {
    if (!candidate) continue
    for (const [pattern, id] of TITLES)
      if (pattern.test(candidate)) return { templateId: id, source: 'title' }
  }
  return { source: 'none' }
}

/** Instruments issued by one person or body: no bilateral boilerplate expected of them. */
export type InstrumentClass = 'agreement' | 'deed' | 'letter' | 'will' | 'poa' | 'gift' | 'resolution'

const CLASSES: Partial<Record<TemplateId, InstrumentClass>> = {
  'will-testament': 'will',
  'power-of-attorney': 'poa',
  'gift-deed': 'gift',
  'board-resolution': 'resolution',
  'offer-letter': 'letter',
  'termination-letter': 'letter',
  'probation-letter': 'letter',
  'mortgage-agreement': 'deed',
  'family-settlement': 'deed',
  'copyright-assignment': 'deed',
  'guarantee-agreement': 'deed',
  'partnership-agreement': 'deed',
  'lease-deed': 'deed',
  'sale-deed': 'deed',
}

export function instrumentClass(templateId: TemplateId | undefined): InstrumentClass {
  return (templateId && CLASSES[templateId]) || 'agreement'
}

/** Employment instruments, for the rules that concern employees. */
export const EMPLOYMENT: ReadonlySet<TemplateId> = new Set([
  'employment-contract',
  'offer-letter',
  'termination-letter',
  'probation-letter',
  'nda-employment',
])
