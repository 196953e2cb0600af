import { E_SIGN_ALLOWED, NOTARISATION_OPTIONAL, registration, witnesses } from '../checklist.ts'

export const IP_CHECKLIST = {
  registration: registration('not-required', 'Not registrable under the Registration Act, 1908.'),
  witnesses: witnesses(2, false, 'Customary, not required.'),
  notarisation: NOTARISATION_OPTIONAL,
  eSignature: E_SIGN_ALLOWED,
} as const
