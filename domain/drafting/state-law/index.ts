import { CENTRAL_ARTICLES, INDIAN_STAMP_ACT } from './central.ts'
import { STATE_LAW } from './table.ts'
import type { ArticleEntry, InstrumentKind, RegistrationRule, StateLaw } from './types.ts'

export type * from './types.ts'
export { INSTRUMENT_KINDS } from './types.ts'
export { STATE_LAW, UNCONFIRMED_SOURCE } from './table.ts'
export { CENTRAL_ARTICLES } from './central.ts'

/** The row for a State or Union territory as places.ts names it. */
export function stateLaw(state: string | undefined): StateLaw | undefined {
  return state ? STATE_LAW.get(state) : undefined
}

/** One instrument charged, and what it is called in the checklist ("the Sale Deed"). */
export interface StampCharge {
  readonly kind: InstrumentKind
  readonly of?: string
}

const NAMES: Record<InstrumentKind, string> = {
  agreement: 'an agreement not otherwise provided for',
  lease: 'a lease',
  'leave-and-licence': 'a leave and licence agreement',
  'agreement-for-sale': 'an agreement for sale of immovable property',
  conveyance: 'a conveyance (sale deed)',
  'sale-of-goods': 'an agreement for the sale of goods',
  gift: 'a gift deed',
  partnership: 'an instrument of partnership',
  'power-of-attorney': 'a power of attorney',
  loan: 'a loan agreement',
  mortgage: 'a mortgage deed',
  indemnity: 'an indemnity',
  guarantee: 'a guarantee',
  settlement: 'a settlement or partition',
  will: 'a will',
}

export function instrumentName(kind: InstrumentKind): string {
  return NAMES[kind]
}

/** The stamp statute in force for the row (the central Act where the place is unknown). */
export function stampActName(row: StateLaw | undefined): string {
  return row?.stamp.name ?? INDIAN_STAMP_ACT.name
}

export interface ArticleText {
  readonly text: string
  /** False when the table has no article for this State: the text carries a placeholder. */
  readonly known: boolean
  readonly note?: string
}

/**
 * The article for one instrument: the State's own where the table has it, the central one
 * "as it applies in" a State using the central Act, and otherwise the Act with the article
 * left [TO BE CONFIRMED] (never a guessed number).
 */
export function articleFor(row: StateLaw | undefined, kind: InstrumentKind): ArticleText {
  const entry: ArticleEntry | undefined = row ? row.articles[kind] : CENTRAL_ARTICLES[kind]
  const act = stampActName(row)
  if (!entry?.article) {
    return {
      text: `the applicable article of the ${act} [TO BE CONFIRMED: its article for ${instrumentName(kind)}]`,
      known: false,
      ...(entry?.note ? { note: entry.note } : {}),
    }
  }
  const where = !row
    ? `Schedule I, ${act}`
    : row.stamp.own
      ? `${act}`
      : `Schedule I, ${act} as it applies in ${row.state}`
  const check = entry.verify ? (row && !row.stamp.own ? ' [verify the State schedule]' : ' [verify]') : ''
  return {
    text: `${entry.article}, ${where}${check}`,
    known: true,
    ...(entry.note ? { note: entry.note } : {}),
  }
}

function section(
  row: StateLaw | undefined,
  which: 'timeOfStamping' | 'impounding' | 'inadmissibility',
): string {
  const value = row ? row.stamp[which] : INDIAN_STAMP_ACT[which]
  return value ?? 'section [verify]'
}

/** "State rates apply: …" — when and how to stamp, and the inadmissibility section of the Act in force. */
export function stampNote(row: StateLaw | undefined): string {
  const act = stampActName(row)
  const whose = !row
    ? 'stamp duty is a state subject and states renumber the articles; where the State has its own Act (Maharashtra, Karnataka, Gujarat, Kerala, Rajasthan …), that Act applies in place of the'
    : row.stamp.own
      ? `${row.state} has its own Act, the`
      : `${row.state} applies the`
  const tail = !row
    ? ` ${act}.`
    : row.stamp.own
      ? '.'
      : ` as amended for the State${row.stamp.verify ? ' [verify]' : ''}.`
  return `State rates apply: ${whose} ${act}${tail} Pay before or at execution (${act}, ${section(row, 'timeOfStamping')}) by e-stamp, franking or impressed paper. An instrument not duly stamped is inadmissible in evidence until the deficit and a penalty are paid (${section(row, 'inadmissibility')}) and may be impounded (${section(row, 'impounding')}).`
}

/** Registration rules of the State that apply to the instrument. */
export function registrationRules(
  row: StateLaw | undefined,
  kind: InstrumentKind,
): readonly RegistrationRule[] {
  return row ? row.registration.filter((rule) => rule.instruments.includes(kind)) : []
}

/** Whether the place's State has a tenancy law with a Rent Authority (Model Tenancy Act lines). */
export function hasRentAuthority(row: StateLaw | undefined): boolean {
  return row?.tenancy !== undefined
}

/**
 * The Rent Authority step for a tenancy or licence, or undefined where the State has no such
 * law. Where the place is unknown the step is conditional, as the reference words it.
 */
export function rentAuthorityStep(row: StateLaw | undefined): string | undefined {
  if (!row)
    return 'Where the State has adopted the Model Tenancy Act, 2021 or a law on its lines, intimate the agreement to the Rent Authority within the time that law sets (2 months under the Model Act).'
  const tenancy = row.tenancy
  if (!tenancy) return undefined
  const act = tenancy.act
    ? `the ${tenancy.act}`
    : `${row.state}'s tenancy law on the lines of the Model Tenancy Act, 2021 [verify its name and the filing period]`
  const when = tenancy.filing ?? 'within the time the Act sets [verify]'
  return `Register or intimate the agreement with the Rent Authority under ${act} ${when}; ${tenancy.filedBy === 'the Landlord' ? 'the Landlord must do so' : 'the landlord and the tenant may do so jointly, or either of them'}${tenancy.verify ? ' [verify]' : ''}.`
}
