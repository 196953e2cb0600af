import type { ExecutionChecklist, RegistrationStatus } from './types.ts'

import {
  type InstrumentKind,
  type StampCharge,
  type StateLaw,
  articleFor,
  instrumentName,
  stampActName,
  stampNote,
} from './state-law/index.ts'

// Builders for the execution checklist. Stamp duty is a state subject: a template names the
// kinds of instrument it is, and the article and Act come from the state-law table for the
// place (reference §3), or the central Schedule I where the place is unknown.

export const FOUR_MONTHS =
  'Present for registration before the Sub-Registrar within 4 months of execution (Registration Act, 1908, s.23; up to 4 further months on payment of a fine, s.25).'

/** What a template says is charged; `localiseStampDuty` turns it into a State's article. */
export interface StampBasis {
  readonly charges: readonly StampCharge[]
  /** A caution of the template's own, kept after the State's note. */
  readonly extra?: string
  /** Duty at Union rates (Entry 91, List I: shares, promissory notes), the same in every State. */
  readonly union?: string
}

export type StampDuty = ExecutionChecklist['stampDuty'] & { readonly basis?: StampBasis }

/** The article text and note for a basis in one State (or centrally when `row` is undefined). */
export function stampFor(
  basis: StampBasis,
  row: StateLaw | undefined,
): { article: string; note: string; unknown: InstrumentKind[] } {
  const unknown: InstrumentKind[] = []
  const notes: string[] = []
  const parts = basis.charges.map((charge) => {
    const found = articleFor(row, charge.kind)
    if (!found.known) unknown.push(charge.kind)
    if (found.note && !notes.includes(found.note)) notes.push(found.note)
    return charge.of ? `${found.text} for ${charge.of}` : found.text
  })
  const article = [parts.join('; '), basis.union].filter(Boolean).join('; ')
  const note = [stampNote(row), ...notes, basis.extra].filter(Boolean).join(' ')
  return { article, note, unknown }
}

/**
 * Stamp duty on the instrument: one kind, or several charges ("for the Sale Deed"). The text is
 * the central one until `assemble` localises it to the place's State.
 */
export function stampDuty(
  charges: InstrumentKind | readonly StampCharge[],
  extra?: string,
  union?: string,
): StampDuty {
  const basis: StampBasis = {
    charges: typeof charges === 'string' ? [{ kind: charges }] : charges,
    ...(extra ? { extra } : {}),
    ...(union ? { union } : {}),
  }
  const { article, note } = stampFor(basis, undefined)
  return { required: true, article, note, basis }
}

/** The checklist's stamp entry for the State (the basis is dropped: it is drafting-only). */
export function localiseStampDuty(
  stamp: StampDuty,
  row: StateLaw | undefined,
): { stampDuty: ExecutionChecklist['stampDuty']; unknown: InstrumentKind[] } {
  const { basis, ...rest } = stamp
  if (!basis) return { stampDuty: rest, unknown: [] }
  const { article, note, unknown } = stampFor(basis, row)
  return { stampDuty: { ...rest, article, note }, unknown }
}

export { instrumentName, stampActName }

export function noStampDuty(note: string): ExecutionChecklist['stampDuty'] {
  return { required: false, article: 'None', note }
}

export function registration(status: RegistrationStatus, basis: string): ExecutionChecklist['registration'] {
  return status === 'not-required' ? { status, basis } : { status, basis, timeLimit: FOUR_MONTHS }
}

export function witnesses(count: number, mandatory: boolean, note: string): ExecutionChecklist['witnesses'] {
  return { count, mandatory, note }
}

export const NOTARISATION_OPTIONAL: ExecutionChecklist['notarisation'] = {
  required: false,
  note: 'Not required by law; notarisation only authenticates signatures and adds evidentiary weight.',
}

export const E_SIGN_ALLOWED: ExecutionChecklist['eSignature'] = {
  permitted: true,
  basis:
    'Permitted: the instrument is not excluded by the First Schedule of the Information Technology Act, 2000 (s.1(4)); use Aadhaar eSign or a digital signature certificate (s.3A, Second Schedule) and rely on s.10A for electronic contracts.',
}

/**
 * Registration of an instrument that concerns only movable property: optional (Registration
 * Act s.18), and with no Sub-Registrar time limit to state, since nothing turns on it.
 */
export function movableRegistration(basis: string): ExecutionChecklist['registration'] {
  return { status: 'optional', basis }
}

/** Agreement-type instruments: Article 5 of the central Schedule I (the unlocalised text). */
export const AGREEMENT_ARTICLE =
  'Article 5 (Agreement or memorandum of an agreement), Schedule I, Indian Stamp Act, 1899'

/** Rendered lines for display with the document. */
export function checklistLines(checklist: ExecutionChecklist): string[] {
  const {
    stampDuty: stamp,
    registration: reg,
    witnesses: wit,
    notarisation,
    eSignature,
    otherSteps,
  } = checklist
  const lines = [
    stamp.required ? `Stamp duty: ${stamp.article}. ${stamp.note}` : `Stamp duty: not payable. ${stamp.note}`,
    `Registration: ${reg.status === 'not-required' ? 'not required' : reg.status}. ${reg.basis}${reg.timeLimit ? ` ${reg.timeLimit}` : ''}`,
    `Witnesses: ${wit.count === 0 ? 'none required' : `${wit.count} (${wit.mandatory ? 'mandatory' : 'customary'})`}. ${wit.note}`,
    `Notarisation: ${notarisation.required ? 'required' : 'not required'}. ${notarisation.note}`,
    `Electronic signature: ${eSignature.permitted ? 'permitted' : 'not permitted'}. ${eSignature.basis}`,
  ]
  return [...lines, ...otherSteps.map((step) => `Also: ${step}`)]
}
