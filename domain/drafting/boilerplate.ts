import type { ClauseSpec, Draft, GeneralOptions, SectionSpec } from './draft.ts'
import { byKind } from './clauses.ts'
import { ACT, listStatutes } from './statutes.ts'
import type { KeyTerm, StatuteCitation } from './types.ts'

/**
 * The cross-cutting provisions of reference §2.0 that close every agreement: Indian law,
 * arbitration under the 1996 Act with a neutral appointment and a named seat, courts,
 * notices, severability, entire agreement, counterparts.
 */

export interface GeneralContext {
  /** How the instrument calls itself: "Agreement", "Deed", "letter". */
  readonly noun: string
  readonly statutes: readonly StatuteCitation[]
  /** Whether the instrument can be registered (only then are registration charges mentioned). */
  readonly registrable: boolean
  /** Whether stamp duty is payable (no stamp-duty clause otherwise). */
  readonly stampable: boolean
  /** Whether a definitions section defines "Business Day". */
  readonly definesBusinessDay: boolean
  readonly hasSchedules: boolean
  /** A deed poll: one executant, no counterparty to negotiate with. */
  readonly unilateral: boolean
  /** How many parties sign: beyond two, "the other Party" names no one in particular. */
  readonly partyCount: number
  /** The checklist's answer on electronic signature: the counterparts clause says the same. */
  readonly eSignPermitted: boolean
  readonly options: GeneralOptions
}

/** The new codes that replace old laws, named in the interpretation clause only where the instrument cites them. */
function replacements(statutes: readonly StatuteCitation[]): string {
  const cited = new Set(statutes.map((s) => s.name))
  const labour = [ACT.wages, ACT.industrialRelations, ACT.socialSecurity, ACT.osh].some((a) => cited.has(a))
  const named = [
    labour && 'the Labour Codes',
    cited.has(ACT.evidence) && `the ${ACT.evidence}`,
    cited.has(ACT.incomeTax) && `the ${ACT.incomeTax}`,
  ].filter((n): n is string => typeof n === 'string')
  if (named.length === 0) return ''
  const list =
    named.length === 1 ? named.join('') : `${named.slice(0, -1).join(', ')} and ${named.at(-1) ?? ''}`
  return ` (including ${list} in place of the ${named.length === 1 ? 'law it replaces' : 'laws they replace'})`
}

export function definitionsSection(
  terms: readonly KeyTerm[],
  noun: string,
  statutes: readonly StatuteCitation[] = [],
): SectionSpec {
  return {
    id: 'definitions',
    heading: 'Definitions and Interpretation',
    clauses: [
      {
        id: 'definitions',
        heading: 'Definitions',
        text: `In this ${noun}, unless the context otherwise requires, the following capitalised terms have the meanings given below, and other capitalised terms have the meanings given to them where they are first defined:`,
        items: [
          ...terms.map(({ term, definition }) => `"${term}" means ${definition};`),
          '"Business Day" means a day other than a Saturday, a Sunday or a public holiday under section 25 of the Negotiable Instruments Act, 1881 at the place where the relevant act is to be performed.',
        ],
      },
      {
        id: 'interpretation',
        heading: 'Interpretation',
        text: `In this ${noun}: headings are for convenience only and do not affect interpretation; the singular includes the plural and the other way round; "including" means "including without limitation"; a reference to a statute includes any rule, regulation or notification made under it and any amendment, re-enactment or replacement of it in force from time to time${replacements(statutes)}; and a reference to a Clause or Schedule is to a clause of or schedule to this ${noun}.`,
      },
    ],
  }
}

/** The wording for "the counterparty" that fits the number of parties. */
function others(ctx: GeneralContext, many: string, one: string): string {
  return ctx.partyCount > 2 ? many : one
}

function arbitrationClause(d: Draft, ctx: GeneralContext): ClauseSpec {
  const { noun, options } = ctx
  return {
    id: 'dispute-resolution',
    heading: 'Dispute Resolution',
    text: `Any dispute, controversy or claim arising out of or in connection with this ${noun}, including its existence, validity, interpretation, performance, breach or termination (a "Dispute"), shall be resolved as follows:`,
    items: [
      `the Parties shall first attempt in good faith to settle the Dispute by negotiation (and, if they both agree, by mediation) within 30 (thirty) days of a written notice from either Party describing the Dispute;`,
      `a Dispute not so settled shall be referred to and finally resolved by arbitration under the ${ACT.arbitration} by a sole arbitrator appointed by the mutual agreement of the Parties; if the Parties fail to agree on the arbitrator within 30 (thirty) days of a written request by either Party, the arbitrator shall be appointed in accordance with section 11 of that Act;`,
      `no Party shall have the right to appoint the arbitrator unilaterally or to confine the choice of ${others(ctx, 'any other Party', 'the other Party')} to a panel of persons nominated by one Party; the arbitrator shall be independent and impartial, shall make the disclosures required by section 12 of that Act and shall not be a person ineligible under section 12(5) read with the Seventh Schedule of that Act;`,
      `the seat of the arbitration shall be ${d.city()}, India, and the proceedings shall be conducted in English; the award shall be reasoned, final and binding on the Parties, and the costs of the arbitration shall be borne as the arbitrator directs;`,
      'nothing in this Clause prevents a Party from applying to a court of competent jurisdiction for interim measures under section 9 of that Act;',
      options.nonArbitrable &&
        `this Clause does not apply to ${options.nonArbitrable}; such matters shall be decided by the forum that the law makes competent for them.`,
    ],
  }
}

/**
 * The courts a clause names must already have jurisdiction (ICA s.28; ABC Laminart): for an
 * instrument about property in another city than the one it is executed in, the courts where
 * the property is, with a flag; otherwise the place of execution.
 */
function courtsCity(d: Draft): string {
  const executed = d.city()
  const situated = d.propertyPlace?.city
  if (!situated || !d.place?.city || situated === executed) return executed
  d.flag(
    'courts-where-property-is',
    `Executed at ${executed}, but the property is at ${situated}: the draft names the courts at ${situated}, where a dispute about the property would lie [verify], because a jurisdiction clause may choose only among courts that already have jurisdiction (Indian Contract Act, 1872, s.28; ABC Laminart v A.P. Agencies, 1989). Change it only to other courts that are also competent.`,
  )
  return situated
}

export function generalSections(d: Draft, ctx: GeneralContext): SectionSpec[] {
  const { noun, statutes, options, registrable, stampable, definesBusinessDay, hasSchedules, unilateral } =
    ctx
  const day = definesBusinessDay ? 'Business Day' : 'working day'
  const arbitration = options.arbitration !== false && !options.disputeResolution
  const city = courtsCity(d)
  const disputes: SectionSpec = {
    id: 'governing-law-and-disputes',
    heading:
      arbitration || options.disputeResolution
        ? 'Governing Law and Dispute Resolution'
        : 'Governing Law and Jurisdiction',
    clauses: [
      {
        id: 'governing-law',
        heading: 'Governing Law',
        text: `This ${noun} and any ${arbitration ? 'Dispute (as defined below)' : 'dispute'} or other matter arising out of or in connection with it shall be governed by and construed in accordance with the laws of India, including ${listStatutes(statutes, false)}.`,
      },
      options.disputeResolution
        ? { id: 'dispute-resolution', heading: 'Dispute Resolution', text: options.disputeResolution }
        : arbitration && arbitrationClause(d, ctx),
      {
        id: 'jurisdiction',
        heading: 'Jurisdiction',
        text:
          options.jurisdiction ??
          (arbitration
            ? `Subject to the Clause on Dispute Resolution, the courts at ${city} shall have exclusive jurisdiction over all matters arising out of or in connection with this ${noun}, including applications under the ${ACT.arbitration}; the Parties record that these courts are among those competent to try such matters, as section 28 of the ${ACT.contract} permits.`
            : unilateral
              ? // A deed poll has no counterparty to agree an exclusive choice of courts with.
                `The courts at ${city} have jurisdiction over matters arising out of or in connection with this ${noun}, to the extent that they are competent to try them.`
              : `The courts at ${city} shall have exclusive jurisdiction over all matters arising out of or in connection with this ${noun}, to the extent that they are competent to try them.`),
      },
    ],
  }
  const general: SectionSpec = {
    id: 'general',
    heading: 'General Provisions',
    clauses: [
      options.notices !== false && {
        id: 'notices',
        heading: 'Notices',
        text: `Every notice under this ${noun} shall be in writing in English and delivered by hand, by registered post acknowledgement due or speed post, or by courier to the recipient's address stated in this ${noun} (or any other address the recipient has notified for this purpose), with a copy by e-mail to the e-mail address the recipient has notified. A notice is deemed received on delivery if delivered by hand or courier, on the third ${day} after posting if sent by registered post or speed post, and on the ${day} after transmission if sent by e-mail without a delivery-failure message.`,
      },
      {
        id: 'severability',
        heading: 'Severability',
        text: `If any provision of this ${noun} is held to be invalid, illegal or unenforceable, it shall be severed or read down to the minimum extent necessary and the remaining provisions shall continue in full force and effect${unilateral ? '.' : '; the Parties shall in good faith replace the affected provision with a valid provision that comes as close as possible to its original intent.'}`,
      },
      options.entireAgreement !== false && {
        id: 'entire-agreement',
        heading: 'Entire Agreement',
        text: `This ${noun}${hasSchedules ? ', together with its Schedules,' : ''} constitutes the entire agreement between the Parties on its subject matter and supersedes all prior negotiations, representations, understandings and agreements, written or oral, on that subject matter${options.entireAgreementSave ? `, save that ${options.entireAgreementSave} prevails over this ${noun} to the extent they differ` : ''}.`,
      },
      options.amendment !== false && {
        id: 'amendment-and-waiver',
        heading: 'Amendment and Waiver',
        text: `No amendment of this ${noun} is effective unless it is in writing and signed by or on behalf of each Party. No failure or delay in exercising any right or remedy operates as a waiver of it, and a waiver is effective only if given in writing.`,
      },
      options.assignment !== false &&
        byKind((of) => ({
          id: 'assignment',
          heading: 'Assignment',
          text: `No Party may assign, transfer or novate any of ${of('Party').possessive} rights or obligations under this ${noun} without the prior written consent of ${others(ctx, 'the other Parties', 'the other Party')}.`,
        })),
      options.forceMajeure &&
        byKind((of) => {
          const { subject, possessive } = of('Party')
          return {
            id: 'force-majeure',
            heading: 'Force Majeure',
            text: `Neither Party is liable for a failure or delay in performing ${possessive} obligations (other than an obligation to pay money) to the extent caused by an event beyond ${possessive} reasonable control, including natural calamity, epidemic, war, riot, governmental action or failure of public utilities, provided that ${subject} notifies the other Party within 7 (seven) days of the event, uses reasonable efforts to mitigate its effect and resumes performance as soon as possible. If such an event continues for more than 90 (ninety) days, either Party may terminate this ${noun} by written notice. This Clause is an express allocation of risk and is without prejudice to section 56 of the ${ACT.contract}.`,
          }
        }),
      stampable &&
        byKind((of) => ({
          id: 'stamp-duty-and-costs',
          heading: 'Stamp Duty and Costs',
          text: `The stamp duty${!registrable || options.stampDutyBorneBy?.includes('registration') ? '' : ' and any registration charges'} payable on this ${noun} shall be borne by ${options.stampDutyBorneBy ?? 'the Parties in equal shares'}.${unilateral ? '' : ` Each Party shall otherwise bear ${of('Party').possessive} own costs of negotiating and executing this ${noun}.`}`,
        })),
      options.counterparts !== false && {
        id: 'counterparts',
        heading: 'Counterparts',
        text: `This ${noun} may be executed in any number of counterparts, each of which is an original and all of which together constitute one and the same instrument.${
          !ctx.eSignPermitted
            ? ''
            : ` A Party may execute this ${noun} by an electronic signature or a digital signature recognised under section 3A of the ${ACT.it} (including Aadhaar-based eSign), and a counterpart so executed binds that Party as if signed in ink.`
        }`,
      },
    ],
  }
  return [disputes, general]
}
