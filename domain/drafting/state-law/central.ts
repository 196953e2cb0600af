import type { ArticleEntry, InstrumentKind, StampStatute } from './types.ts'

// The Indian Stamp Act, 1899 and its Schedule I numbering (reference §2.0 "Stamp duty", §2.3,
// §2.7, §2.9). States applying the central Act amend rates and sometimes the schedule itself.

const ISA_SOURCE = 'Indian Stamp Act, 1899, Schedule I (reference §2.0, §2.3, §2.7, §2.9)'

export const INDIAN_STAMP_ACT: Omit<StampStatute, 'source' | 'verify'> = {
  name: 'Indian Stamp Act, 1899',
  own: false,
  timeOfStamping: 's.17',
  dutiesBy: 's.29',
  impounding: 's.33',
  inadmissibility: 's.35',
}

export const CENTRAL_ARTICLES: Readonly<Record<InstrumentKind, ArticleEntry>> = {
  agreement: { article: 'Article 5 (Agreement or memorandum of an agreement)', source: ISA_SOURCE },
  lease: { article: 'Article 35 (Lease)', source: ISA_SOURCE },
  'leave-and-licence': {
    article: 'Article 35 (Lease, including an agreement to let)',
    note: 'The central schedule has no separate licence article; most States charge leave and licence agreements under their lease article.',
    source: ISA_SOURCE,
  },
  'agreement-for-sale': {
    article: 'Article 5 (Agreement or memorandum of an agreement)',
    source: ISA_SOURCE,
  },
  conveyance: { article: 'Article 23 (Conveyance)', source: ISA_SOURCE },
  'sale-of-goods': {
    article: 'Article 5 (Agreement or memorandum of an agreement)',
    note: 'An agreement relating exclusively to the sale of goods or merchandise is exempt under the central Article 5 (exemption (a)); States may charge it [verify].',
    source: ISA_SOURCE,
    verify: true,
  },
  gift: { article: 'Article 33 (Gift)', source: ISA_SOURCE },
  partnership: { article: 'Article 46 (Partnership)', source: ISA_SOURCE },
  'power-of-attorney': { article: 'Article 48 (Power of attorney)', source: ISA_SOURCE },
  loan: { article: 'Article 5 (Agreement or memorandum of an agreement)', source: ISA_SOURCE },
  mortgage: { article: 'Article 40 (Mortgage deed)', source: ISA_SOURCE },
  indemnity: { article: 'Article 34 (Indemnity bond)', source: ISA_SOURCE },
  guarantee: {
    article:
      'Article 5 (Agreement or memorandum of an agreement), or Article 57 (Security bond) where a surety secures the due performance of a contract',
    source: ISA_SOURCE,
  },
  settlement: { article: 'Article 45 (Partition) or Article 58 (Settlement)', source: ISA_SOURCE },
  will: {
    chargeable: false,
    note: 'No stamp duty is payable on a will.',
    source: 'Reference §2.7 (Will: "No stamp duty")',
  },
}
