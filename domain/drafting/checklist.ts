import type { ExecutionChecklist, RegistrationStatus } from './types.ts'

// Builders for the execution checklist. Stamp-duty rates are state subjects: the checklist
// names the central Schedule I article and says that the state's rates apply (reference §2.0).

export const STATE_RATES =
  'State rates apply: stamp duty is a state subject and states renumber the articles; pay before or at execution (Indian Stamp Act, 1899, s.17) by e-stamp, franking or impressed paper. An unstamped instrument is inadmissible in evidence until the deficit and penalty are paid (s.35).'

export const FOUR_MONTHS =
  'Present for registration before the Sub-Registrar within 4 months of execution (Registration Act, 1908, s.23; up to 4 further months on payment of a fine, s.25).'

export function stampDuty(article: string, extra?: string): ExecutionChecklist['stampDuty'] {
  return { required: true, article, note: extra ? `${STATE_RATES} ${extra}` : STATE_RATES }
}

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

/** Conveyances of immovable property (sale deeds): Article 23 of Schedule I. */
export const CONVEYANCE_ARTICLE = 'Article 23 (Conveyance), Schedule I, Indian Stamp Act, 1899'

/** Agreement-type instruments: Article 5 of Schedule I. */
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
