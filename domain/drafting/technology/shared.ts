import { E_SIGN_ALLOWED, NOTARISATION_OPTIONAL, registration, stampDuty, witnesses } from '../checklist.ts'

export const TECH_CHECKLIST = {
  stampDuty: stampDuty(
    'agreement',
    'Payable where the agreement is signed on paper; a click-wrap acceptance is a valid electronic contract (Information Technology Act, 2000, s.10A).',
  ),
  registration: registration('not-required', 'Not registrable.'),
  witnesses: witnesses(0, false, 'None required.'),
  notarisation: NOTARISATION_OPTIONAL,
  eSignature: E_SIGN_ALLOWED,
} as const
