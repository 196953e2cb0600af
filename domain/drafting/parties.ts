import type { Draft } from './draft.ts'
import type { Party, Signatory } from './types.ts'

export type EntityKind = 'company' | 'llp' | 'firm' | 'individual'

/** What kind of person a name denotes, from its form ("… Private Limited", "… LLP", "M/s …"). */
export function entityKind(name: string): EntityKind {
  if (/\bLLP\b|limited liability partnership/i.test(name)) return 'llp'
  if (/\b(?:private limited|pvt\.?\s*ltd\.?|limited|ltd\.?|corporation|bank)(?=$|[\s.,)])/i.test(name))
    return 'company'
  if (
    /(?:^|\s)m\/s\.?|&\s*co\b|\b(?:and company|company|industries|enterprises|traders|trading|associates|agencies|fund|trust|studios|solutions|consulting|ventures|group|society|huf)\b/i.test(
      name,
    )
  ) {
    return 'firm'
  }
  return 'individual'
}

/**
 * Instruments whose obligations are personal to an individual party: a partner's or an
 * employee's heirs cannot step into the partnership or the service (Indian Partnership Act,
 * s.42(c); Indian Contract Act, s.40), so the heirs-and-assigns wording does not fit them.
 */
export const PERSONAL_INSTRUMENTS: ReadonlySet<string> = new Set([
  'partnership-agreement',
  'llp-agreement',
  'employment-contract',
  'nda-employment',
  'consultancy-agreement',
])

/**
 * A side of an instrument that is personal though the instrument is not: a licensee of
 * premises holds a bare permission that creates no interest in the property (Indian
 * Easements Act, s.52) and passes to no heir or assign; the licensor's side does. A franchisor
 * chooses an individual franchisee for the person, so his or her heirs do not step in.
 */
const PERSONAL_ROLES: Readonly<Record<string, Readonly<Record<string, 'licence' | 'engagement'>>>> = {
  'rental-agreement': { Licensee: 'licence' },
  'franchise-agreement': { Franchisee: 'engagement' },
}

/** Whether a party's side is personal to it (see PERSONAL_INSTRUMENTS and PERSONAL_ROLES). */
function isPersonal(d: Pick<Draft, 'source'>, role: string): boolean {
  return PERSONAL_INSTRUMENTS.has(d.source.id) || PERSONAL_ROLES[d.source.id]?.[role] !== undefined
}

/** The "which expression shall include …" wording that follows a party's defined term. */
function successors(d: Draft, kind: EntityKind, role: string): string {
  const personal = PERSONAL_ROLES[d.source.id]?.[role]
  if (personal === 'licence')
    return kind === 'individual'
      ? 'which expression, the licence being personal to him or her, does not include his or her heirs or assigns'
      : 'which expression, the licence being personal to it, does not include its successors or assigns'
  if (kind !== 'individual')
    return 'which expression shall, unless repugnant to the context or meaning thereof, include its successors and permitted assigns'
  return isPersonal(d, role)
    ? 'which expression, the engagement being personal, includes his or her legal representatives only for rights and liabilities accrued before his or her death'
    : 'which expression shall, unless repugnant to the context or meaning thereof, include his or her legal heirs, executors, administrators and permitted assigns'
}

/** A party with the identification wording Indian instruments use; unknown particulars are placeholders. */
export function party(d: Draft, role: string, name: string): Party {
  const kind = entityKind(name)
  d.noteParty(role, kind)
  const flag = 'party-details'
  const message =
    'Addresses and identity particulars of the parties (registered office and CIN/LLPIN for a company or LLP; age, address and PAN for an individual) are not among the details given: fill them in before execution.'
  const includes = successors(d, kind, role)
  // A name still to be confirmed is spoken of by the role: "age of the Seller".
  const of = name.startsWith('[') ? `the ${role}` : name
  const identity = {
    company: `a company incorporated under the laws of India, having its registered office at ${d.tbc(flag, `registered office and CIN of ${of}`, message)}`,
    llp: `a limited liability partnership registered under the Limited Liability Partnership Act, 2008, having its registered office at ${d.tbc(flag, `registered office and LLPIN of ${of}`, message)}`,
    firm: `having its principal place of business at ${d.tbc(flag, `constitution, address and PAN of ${of}`, message)}`,
    individual: `aged ${d.tbc(flag, `age of ${of}`, message)} years, residing at ${d.tbc(flag, `address of ${of}`, message)}, holding PAN ${d.tbc(flag, `PAN of ${of}`, message)}`,
  }[kind]
  return { role, name, description: `${identity} (the "${role}", ${includes})` }
}

/** Signature block for a party: an authorised signatory for an entity, the person for an individual. */
export function signatory(role: string, name: string, verb = 'SIGNED AND DELIVERED'): Signatory {
  const kind = entityKind(name)
  if (kind === 'individual') {
    return {
      caption: `${verb} by the within-named ${role}`,
      name,
      lines: ['Signature: ______________________'],
    }
  }
  const authority =
    kind === 'company'
      ? 'Authorised by resolution of the Board of Directors dated ______________'
      : kind === 'llp'
        ? 'Authorised by the designated partners on ______________'
        : 'Authorised signatory'
  return {
    caption: `${verb} for and on behalf of the ${role}`,
    name,
    lines: ['Signature: ______________________', 'Name and designation: ______________________', authority],
  }
}

/**
 * The names in a list the user typed ("Ravi Sharma – 6,000 shares; Meera Iyer – 4,000 shares",
 * "Savitri Devi (mother); Rakesh Sharma (son)"): each entry up to its first dash, colon,
 * parenthesis or comma. Returns [] when the text does not look like such a list, so the
 * caller falls back to a schedule rather than guessing.
 */
export function listNames(text: string): string[] {
  let entries = text.split(/\s*(?:;|\n|\band\b(?=\s+[A-Z]))\s*/).filter(Boolean)
  if (entries.length === 1) entries = text.split(/\s*,\s*/).filter(Boolean)
  const names = entries.map((entry) =>
    // The name ends where its particulars begin: "Arjun Rao – 6,000 shares", "Arjun Rao holding 6,000 shares".
    (entry.split(/\s+[–—-]\s+|\s*[:(,]|\s+-\s*|\s+(?:holding|holds|owning|owns|having|with)\s+/i)[0] ?? '')
      .replace(/^(?:and|&)\s+/i, '')
      .trim(),
  )
  const plausible = names.every(
    (name) => /^[A-Z][\p{L}.'’ &-]{1,79}$/u.test(name) && name.split(/\s+/).length <= 8,
  )
  return plausible && names.length >= 2 ? names : []
}

/** The ordinal words of party roles: "First Party", "Second Shareholder" … */
export const ORDINALS = [
  'First',
  'Second',
  'Third',
  'Fourth',
  'Fifth',
  'Sixth',
  'Seventh',
  'Eighth',
  'Ninth',
  'Tenth',
] as const

/**
 * Parties named in one free-text field (shareholders, founders, partners, family members):
 * "First Shareholder", "Second Shareholder" … when the names can be read from the text,
 * otherwise one collective party described by a schedule, with a review flag.
 */
export function partiesFromList(
  d: Draft,
  field: string,
  singular: string,
  schedule: string,
): { parties: Party[]; signatories: Signatory[]; names: string[]; roles: string[] } {
  const names = listNames(d.text(field))
  if (names.length === 0) {
    d.flag(
      `${field}-names`,
      `The names of the ${singular.toLowerCase()}s could not be read from the details given: list each one with address in ${schedule} and add a signature block for each.`,
      field,
    )
    const role = `${singular}s`
    d.noteParty(role, 'unknown')
    return {
      names: [],
      roles: [role],
      parties: [
        {
          role,
          name: `The persons named in ${schedule}`,
          description: `whose names, addresses and particulars are set out in ${schedule} (each a "${singular}" and together the "${role}", ${PERSONAL_INSTRUMENTS.has(d.source.id) ? 'which expression, the engagement being personal, includes their legal representatives only for rights and liabilities accrued before death' : 'which expression shall include their respective legal heirs, successors and permitted assigns'})`,
        },
      ],
      signatories: [
        {
          caption: `SIGNED AND DELIVERED by each ${singular} named in ${schedule}`,
          name: `Each ${singular}`,
          lines: ['Name: ______________________', 'Signature: ______________________'],
        },
      ],
    }
  }
  const roles = names.map((_, i) => (ORDINALS[i] ? `${ORDINALS[i]} ${singular}` : `${singular} ${i + 1}`))
  return {
    names,
    roles,
    parties: names.map((name, i) => party(d, roles[i] ?? singular, name)),
    signatories: names.map((name, i) => signatory(roles[i] ?? singular, name)),
  }
}
