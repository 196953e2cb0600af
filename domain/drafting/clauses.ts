import type { ClauseSpec, PartyKinds } from './draft.ts'
import { ACT } from './statutes.ts'
import { byKind, kindOf, pronouns } from './pronouns.ts'

export { byKind, pronouns, type Pronouns } from './pronouns.ts'

// Clauses many templates share, worded once. Each takes the defined terms of the template so
// the same clause reads naturally in a licence, a services contract or a joint venture.

export function confidentiality(
  noun: string,
  survival = 'for a period of 3 (three) years after its termination or expiry, and in respect of trade secrets for so long as they remain confidential',
): ClauseSpec {
  const text = (recipients: string, many = false) =>
    `Each Party shall keep confidential all non-public information of ${many ? 'any' : 'the'} other Party received under or in connection with this ${noun} (including its terms, business, technical, financial and customer information and personal data) ("Confidential Information"), use it only for the purposes of this ${noun}, and disclose it only to ${recipients} who need to know it and are bound by duties of confidentiality no less protective than this Clause. This obligation does not apply to information that is or becomes public otherwise than through a breach of this ${noun}, was lawfully known to the recipient before disclosure, is independently developed, or must be disclosed by law, regulation or order of a court or authority (after prompt notice to ${many ? 'the Party that disclosed it' : 'the other Party'} where lawful). This Clause survives ${survival}.`
  return {
    id: 'confidentiality',
    heading: 'Confidentiality',
    text: text('its officers, employees and professional advisers'),
    // Individuals have no officers; a firm or an LLP acts through its partners.
    fit: (parties) => ({
      id: 'confidentiality',
      heading: 'Confidentiality',
      text: text(
        parties.allIndividuals
          ? "the receiving Party's professional advisers"
          : parties.all.includes('individual')
            ? `the receiving Party's professional advisers and, where that Party is not an individual, its ${insiders(parties)}`
            : `its ${insiders(parties)} and professional advisers`,
        (parties.count ?? 2) > 2,
      ),
    }),
  }
}

/** "directors, partners, officers, employees": the people through whom the parties act. */
export function insiders(parties: PartyKinds): string {
  const kinds = parties.all
  const partners = kinds.some((k) => k === 'llp' || k === 'firm')
  const directors = kinds.some((k) => k === 'company')
  return [directors && 'directors', partners && 'partners', 'officers', 'employees']
    .filter(Boolean)
    .join(', ')
}

/**
 * Capacity, authority and no-conflict warranties, worded for the parties' kinds: age and
 * soundness of mind (ICA s.11) for a person, constitution and approvals for an organisation.
 * `by` names the one party who gives them (a donor: the donee undertakes nothing).
 */
export function capacityWarranties(
  noun: string,
  by?: { readonly giver: string; readonly receiver: string },
): ClauseSpec {
  const who = by ? `the ${by.giver}` : 'that Party'
  const whose = `${who}'s`
  const mixed: ClauseSpec = {
    id: 'representations-and-warranties',
    heading: 'Representations and Warranties',
    text: by
      ? `The ${by.giver} represents and warrants to the ${by.receiver} that:`
      : 'Each Party represents and warrants to the other that:',
    // Persons and bodies alike (or kinds not known): the warrantor by name, never "it" for a person.
    items: [
      `${who} has full capacity, power and authority to enter into and perform this ${noun} and, being an individual, is of full age and sound mind (section 11 of the ${ACT.contract}) or, not being an individual, is duly constituted and has obtained every corporate or other approval required for that purpose;`,
      `this ${noun} constitutes ${whose} legal, valid and binding obligations enforceable in accordance with its terms;`,
      `${whose} execution and performance of this ${noun} do not breach any law, order or agreement binding on ${who}; and`,
      `no litigation, insolvency or other proceeding is pending or, to ${whose} knowledge, threatened against ${who} that would materially affect ${whose} ability to perform under this ${noun}.`,
    ],
  }
  return {
    ...mixed,
    fit: (parties) => {
      const kind = by
        ? parties.of(by.giver)
        : parties.allIndividuals
          ? 'individual'
          : parties.allOrganisations
            ? 'company'
            : undefined
      if (kind === undefined) return mixed
      const { subject, object, possessive } = pronouns(kind)
      const person = kind === 'individual'
      return {
        ...mixed,
        items: [
          person
            ? `${subject} is of full age and sound mind and competent to contract (section 11 of the ${ACT.contract}) and free to enter into and perform this ${noun};`
            : `it is duly constituted, has full capacity, power and authority to enter into and perform this ${noun} and has obtained every corporate or other approval required for that purpose;`,
          `this ${noun} constitutes ${possessive} legal, valid and binding obligations enforceable in accordance with its terms;`,
          `${possessive} execution and performance of this ${noun} do not breach any law, order or agreement binding on ${object}; and`,
          `no litigation, insolvency or other proceeding is pending or, to ${possessive} knowledge, threatened against ${object} that would materially affect ${possessive} ability to perform ${possessive} obligations.`,
        ],
      }
    },
  }
}

/** Drafted beyond the narrow statutory indemnity of s.124: third-party claims and loss before payment. */
export function indemnity(
  indemnifier: string,
  indemnified: string,
  events: readonly string[],
  mutual = false,
): ClauseSpec {
  const clause = (protectedPersons: string, loss: string, sufferers = 'them'): ClauseSpec => ({
    id: mutual ? `indemnity-by-${indemnifier.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` : 'indemnity',
    heading: mutual ? `Indemnity by the ${indemnifier}` : 'Indemnity',
    text: `The ${indemnifier} shall indemnify and hold harmless ${protectedPersons} from and against all losses, damages, liabilities, penalties, costs and expenses (including reasonable legal fees) suffered or incurred by ${sufferers}, including in respect of claims by third parties, arising out of:`,
    items: events,
    tail: `The ${indemnified} may enforce this indemnity as soon as a liability is incurred or a claim is made, without first having to make payment; this Clause is in addition to, and not in substitution of, sections 124 and 125 of the ${ACT.contract}. The ${indemnified} shall notify the ${indemnifier} promptly of any third-party claim, shall not settle it without the ${indemnifier}'s consent (not to be unreasonably withheld) and shall take reasonable steps to mitigate ${loss}.`,
  })
  const general = clause(`the ${indemnified} and its officers, employees and agents`, 'its loss')
  // A person has no officers or employees to protect: the indemnity covers the person alone.
  return {
    ...general,
    fit: (parties) => {
      const kind = kindOf(parties, indemnified)
      if (kind === 'individual') {
        return clause(`the ${indemnified}`, 'the loss', `the ${indemnified}`)
      }
      return kind ? clause(`the ${indemnified} and its ${insiders(parties)} and agents`, 'its loss') : general
    },
  }
}

export function limitationOfLiability(noun: string, cap: string): ClauseSpec {
  return {
    id: 'limitation-of-liability',
    heading: 'Limitation of Liability',
    text: `Neither Party is liable to the other for any indirect or consequential loss, or for loss of profit, revenue or goodwill, arising out of this ${noun}, save as is recoverable under section 73 of the ${ACT.contract}. Each Party's aggregate liability arising out of or in connection with this ${noun} shall not exceed ${cap}. These limits do not apply to liability for fraud, gross negligence or wilful misconduct, breach of the Clause on Confidentiality, infringement of the other Party's intellectual property, the indemnities in this ${noun}, or any liability that cannot be limited by law.`,
  }
}

/**
 * An assignment of copyright carrying the particulars of s.19 of the Copyright Act: the work,
 * the rights, duration, territory and consideration, and displacing the one-year lapse of s.19(4).
 */
export function copyrightAssignment(o: {
  readonly assignor: string
  readonly assignee: string
  readonly works: string
  readonly consideration: string
  readonly when: string
  /** The assignor is several persons ("the Founders"): plural verbs. */
  readonly plural?: boolean
}): ClauseSpec {
  const s = o.plural ? '' : 's'
  return {
    id: 'ip-assignment',
    heading: 'Assignment of Intellectual Property',
    text: `${o.when}, the ${o.assignor} assign${s} to the ${o.assignee}, absolutely and with full title guarantee, all copyright and other intellectual property rights, present and future, in ${o.works}, in accordance with sections 18 and 19 of the ${ACT.copyright}, on the following terms:`,
    items: [
      'rights assigned: all rights comprised in copyright under section 14 of that Act, including the rights to reproduce, store, issue copies, perform, communicate to the public, make any film or sound recording, translate and adapt, and, for computer programmes, to sell or give on commercial rental, together with the right to sue for past infringements;',
      'media and modes: all media and modes of exploitation now known or later devised, which the Parties expressly refer to for the purposes of section 18 of that Act;',
      'duration: the full term of copyright and all renewals and extensions; territory: the whole world;',
      `consideration: ${o.consideration};`,
      `section 19(4) of that Act does not apply: the assignment shall not lapse or revert if the ${o.assignee} does not exercise the rights within one year;`,
      `to the extent permitted by section 57 of that Act, the ${o.assignor} consent${s} to the ${o.assignee}'s use, adaptation and modification of the works without attribution and shall not assert moral rights so as to restrain their normal exploitation; and`,
      `the ${o.assignor} shall, at the ${o.assignee}'s cost, sign every further document and do every act reasonably required to record or perfect the ${o.assignee}'s title in India or elsewhere.`,
    ],
  }
}

export function dataProtection(noun: string, fiduciary: string, processor: string): ClauseSpec {
  return byKind((of) => ({
    id: 'data-protection',
    heading: 'Data Protection',
    text: `Where the ${processor} processes digital personal data on behalf of the ${fiduciary} under this ${noun}, ${of(processor).subject} shall do so only on the ${fiduciary}'s documented instructions and in compliance with the ${ACT.dpdp} and the rules made under it, shall implement reasonable security safeguards (including encryption, access control and logging) to prevent a personal data breach, shall notify the ${fiduciary} without undue delay and in any event within 24 (twenty-four) hours of becoming aware of a personal data breach so that the ${fiduciary} can inform the Data Protection Board and the affected Data Principals, and shall erase or return the personal data when this ${noun} ends or when the ${fiduciary} so directs, unless retention is required by law.`,
  }))
}

/**
 * The operative duty to register an instrument whose registration is compulsory (reference §2.0):
 * presentation before the Sub-Registrar within the 4 months of s.23 of the Registration Act, by
 * the executant with the other party joining in, appearance under ss.32–34, photographs and
 * fingerprints under s.32A, and the effect of non-registration under s.49.
 */
export function registrationDuty(o: {
  readonly noun: string
  /** Why registration is compulsory, as a sentence with its statutory basis. */
  readonly why: string
  readonly presenter: string
  readonly joining: string
  /** The immovable property the instrument affects, e.g. "the Premises". */
  readonly property: string
}): ClauseSpec {
  return {
    id: 'registration',
    heading: 'Registration',
    text: `${o.why} The ${o.presenter} shall present this ${o.noun} for registration under the ${ACT.registration} before the Sub-Registrar having jurisdiction over ${o.property} within ${count(4, 'month')} of its execution, as section 23 of that Act requires, and the ${o.joining} shall join in the presentation. Each Party shall appear before the Sub-Registrar as section 34 of that Act requires, in person or by an agent holding a power of attorney executed and authenticated as sections 32 and 33 of that Act require, shall affix the photographs and fingerprints required by section 32A of that Act, and shall sign every document and produce every proof of identity that registration requires. Unless it is registered, this ${o.noun} does not affect ${o.property} and, save as the proviso to section 49 of that Act permits, cannot be received as evidence of any transaction affecting that property.`,
  }
}

export function antiBribery(noun: string): ClauseSpec {
  const text = (procedures: string) =>
    `Each Party shall comply with all applicable laws in performing this ${noun}, including the ${ACT.corruption}, and shall not give, offer or accept any bribe or undue advantage in connection with it${procedures}`
  const organisations =
    '; each Party shall maintain adequate procedures to prevent persons associated with it from doing so (section 9 of that Act).'
  return {
    id: 'anti-bribery',
    heading: 'Anti-Bribery and Compliance',
    text: text(organisations),
    // The "adequate procedures" of s.9 concern commercial organisations, not individuals.
    fit: (parties) => ({
      id: 'anti-bribery',
      heading: 'Anti-Bribery and Compliance',
      text: parties.allIndividuals
        ? text('.')
        : parties.allOrganisations
          ? text(organisations)
          : text(
              '; each Party that is a commercial organisation shall maintain adequate procedures to prevent persons associated with it from doing so (section 9 of that Act).',
            ),
    }),
  }
}

export function independentContractor(noun: string, provider: string): ClauseSpec {
  const organisation: ClauseSpec = {
    id: 'independent-contractor',
    heading: 'Independent Contractor',
    text: `The ${provider} is an independent contractor. Nothing in this ${noun} creates a relationship of employment, partnership, joint venture or agency, and the ${provider} shall not hold itself out as having authority to bind the other Party. The ${provider} is solely responsible for its personnel, including their wages, statutory contributions and compliance with the Labour Codes, and for its own taxes.`,
  }
  return {
    ...organisation,
    // An individual provider has no "personnel": only any assistant he or she engages.
    fit: (parties) =>
      kindOf(parties, provider) === 'individual'
        ? {
            ...organisation,
            text: `The ${provider} is an independent contractor. Nothing in this ${noun} creates a relationship of employment, partnership, joint venture or agency, and the ${provider} shall not hold himself or herself out as having authority to bind the other Party. The ${provider} is responsible for his or her own taxes and, if he or she engages any assistant, for that person's wages, statutory contributions and compliance with the Labour Codes.`,
          }
        : organisation,
  }
}

export function taxes(noun: string, payer: string, payee: string): ClauseSpec {
  return {
    id: 'taxes',
    heading: 'Taxes',
    text: `All amounts under this ${noun} are exclusive of goods and services tax, which the ${payer} shall pay in addition against a valid tax invoice issued by the ${payee} under the ${ACT.cgst}. The ${payer} shall deduct tax at source where the ${ACT.incomeTax} requires it, and shall furnish the certificate of deduction within the time prescribed; the amount deducted is treated as paid to the ${payee}.`,
  }
}

export function termination(
  noun: string,
  o: { readonly convenience?: string; readonly cure?: number } = {},
): ClauseSpec {
  const cure = o.cure ?? 30
  const grounds = [
    `by either Party by written notice if the other Party commits a material breach and, where the breach is capable of remedy, fails to remedy it within ${cure} (${words(cure)}) days of a notice requiring it to do so;`,
    o.convenience && `by ${o.convenience};`,
  ]
  const clause = (insolvency: string, surviving: string | undefined): ClauseSpec => {
    const listed = [grounds[0], insolvency, grounds[1]].filter(
      (item): item is string => typeof item === 'string',
    )
    return {
      id: 'termination',
      heading: 'Termination',
      text: `This ${noun} may be terminated:`,
      items: listed.map((ground, i) => (i === listed.length - 2 ? `${ground} or` : ground)),
      // Survival is the effect of termination, not a ground for it: a closing paragraph.
      tail: surviving
        ? `Termination does not affect rights and liabilities accrued before it, and the provisions that by their nature are intended to survive (including those on ${surviving}) survive termination.`
        : 'Termination does not affect rights and liabilities accrued before it.',
    }
  }
  const corporate =
    'by either Party by written notice if the other Party becomes insolvent, has a resolution professional, liquidator or receiver appointed, or ceases to carry on business;'
  const general = clause(corporate, 'confidentiality, governing law and dispute resolution')
  // A resolution professional or liquidator belongs to a corporate debtor's process, not a person's;
  // the survival list names only the clauses this instrument has.
  return {
    ...general,
    fit: (parties, present) =>
      clause(
        parties.allIndividuals
          ? 'by either Party by written notice if the other Party is adjudged insolvent;'
          : parties.all.includes('individual')
            ? 'by either Party by written notice if the other Party, being an individual, is adjudged insolvent or, being a company, limited liability partnership or firm, becomes insolvent, has a resolution professional, liquidator or receiver appointed, or ceases to carry on business;'
            : corporate,
        survivingClauses(present),
      ),
  }
}

/** The clauses that survive termination, as a list of the ones the instrument contains. */
function survivingClauses(present: ReadonlySet<string>): string | undefined {
  const has = (id: string) => [...present].some((p) => p === id || p.startsWith(`${id}-`))
  const named = [
    has('confidentiality') && 'confidentiality',
    has('indemnity') && 'indemnity',
    has('limitation-of-liability') && 'limitation of liability',
    has('governing-law') && 'governing law',
    has('dispute-resolution') ? 'dispute resolution' : has('jurisdiction') && 'jurisdiction',
  ].filter((n): n is string => typeof n === 'string')
  if (named.length === 0) return undefined
  return named.length === 1 ? named.join('') : `${named.slice(0, -1).join(', ')} and ${named.at(-1) ?? ''}`
}

const SMALL = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
] as const
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'] as const

/** 30 → "thirty", for the "30 (thirty) days" convention. Whole numbers below 1,000. */
export function words(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 1000) return String(n)
  if (n < 20) return SMALL[n] ?? String(n)
  if (n < 100) return `${TENS[Math.floor(n / 10)] ?? ''}${n % 10 ? `-${SMALL[n % 10] ?? ''}` : ''}`
  return `${SMALL[Math.floor(n / 100)] ?? ''} hundred${n % 100 ? ` and ${words(n % 100)}` : ''}`
}

/** "11 (eleven) months", "1 (one) year". */
export function count(n: number, unit: string): string {
  const plural = n === 1 ? unit : `${unit}s`
  return Number.isInteger(n) ? `${n} (${words(n)}) ${plural}` : `${n} ${plural}`
}

/** The closing words of a bilateral agreement signed on the date in its preamble. */
export const AGREEMENT_TESTIMONIUM =
  'IN WITNESS WHEREOF the Parties have signed this Agreement on the day, month and year first written above.'

/** The date line of a preamble, left blank to be filled in by hand on the day of signing. */
export const EXECUTION = 'on this ______ day of ____________________, 20____'

export function noRestraintAfterExit(when: string): string {
  return `Nothing in this Agreement restrains any person, once that person has ${when}, from carrying on any lawful profession, trade or business; every restriction on competition in this Agreement applies only until then, as section 27 of the ${ACT.contract} requires.`
}
