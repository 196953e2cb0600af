import {
  ACT,
  type Agreement,
  type ClauseSpec,
  CUSTOM_ID,
  type Draft,
  E_SIGN_ALLOWED,
  type ExecutionChecklist,
  NOTARISATION_OPTIONAL,
  type SectionSpec,
  type TemplateDraft,
  capacityWarranties,
  cite,
  draftCustom,
  registration,
  signatory,
  stampDuty,
  witnesses,
} from '#domain/drafting/index.ts'
import { DomainError } from '#domain/shared/errors.ts'
import { z } from 'zod'
import { looksLikeOrganisation, normaliseText, withRupeeRate } from './extract/index.ts'
import { castOf } from './custom/cast.ts'
import {
  carriedByDomestic,
  domesticServiceClauses,
  domesticWorker,
  restatesEngagement,
  workerParty,
} from './custom/domestic.ts'
import { jobWorkClauses, jobWorkIn, personalWorker } from './custom/job-work.ts'
import { heading, sentence } from './custom/obligations.ts'
import { resolvePronouns } from './custom/pronouns.ts'
import { isSmallArrangement, smallStakesDisputeClause, stakesNote, stakesOf } from './custom/stakes.ts'
import { arrangementOf, endingClauses, statedTerm, termClause } from './custom/ending.ts'
import { flagEventPeriod, restatesNotice, scheduleClause, subjectClause } from './custom/terms.ts'
import { type VoidAsk, isVoidAsk, voidAsksIn, withoutVoidAsks } from './custom/void-asks.ts'

/**
 * A custom agreement for an arrangement no template covers: the obligations the user
 * described, each its own clause, inside the standard Indian boilerplate the templates
 * use (Indian law, arbitration under the Arbitration and Conciliation Act, 1996 with a
 * neutral appointment, courts, notices, severability, entire agreement, counterparts) and
 * signature blocks with two witnesses. Facts the user did not give — names, the city —
 * are `[TO BE CONFIRMED: …]` placeholders with review flags, never invented.
 */

const WORKPLACE =
  /\b(?:at|in)\s+(?:my|our|the|mera|hamara)\s+(?:(?:2|3|4)\s?BHK\s+)?(?:flat|house|home|apartment|bungalow|residence)\b/gi

/** The `templateId` and `categoryId` of a custom agreement (drafting's marker). */
export const CUSTOM_TEMPLATE_ID = CUSTOM_ID
export const CUSTOM_CATEGORY_ID = CUSTOM_ID

export interface CustomAgreementRequest {
  /** What the agreement is about, in the user's words. */
  readonly description: string
  /** Names of the parties, in order; missing ones become placeholders (at least two parties). */
  readonly parties?: readonly string[]
  /** What each party has agreed to do; each becomes its own clause. */
  readonly obligations: readonly string[]
  /** City of execution, seat of arbitration and courts; a placeholder when not given. */
  readonly place?: string
  /** Title of the document; "Agreement" when not given. */
  readonly title?: string
  /** Names of files the user attached whose text the obligations were read from. */
  readonly sources?: readonly string[]
  /**
   * The party who is the "I" of the description (one of `parties`, usually the account
   * holder). Without it, "I" is taken as the First Party, with a review flag.
   */
  readonly speaker?: string
}

export const customAgreementRequestSchema = z.object({
  description: z.string().trim().min(1).max(5000),
  parties: z.array(z.string().trim().min(1).max(300)).max(10).optional(),
  obligations: z.array(z.string().trim().min(1).max(2000)).max(50),
  place: z.string().trim().min(1).max(100).optional(),
  title: z.string().trim().min(1).max(150).optional(),
  sources: z.array(z.string().trim().min(1).max(200)).max(5).optional(),
  speaker: z.string().trim().min(1).max(300).optional(),
})

export class InvalidCustomRequestError extends DomainError<'chat.invalid_custom_request'> {
  constructor(message: string) {
    super('chat.invalid_custom_request', message)
  }
}

/**
 * Builds a custom agreement. Throws InvalidCustomRequestError when there is no description
 * or no obligation (there is nothing to agree to).
 */
export function draftCustomAgreement(request: CustomAgreementRequest): Agreement {
  const parsed = customAgreementRequestSchema.safeParse(request)
  if (!parsed.success)
    throw new InvalidCustomRequestError(
      `The custom agreement request is not valid: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    )
  const input = parsed.data
  if (input.obligations.length === 0)
    throw new InvalidCustomRequestError('A custom agreement needs at least one obligation.')

  const facts: Record<string, string> = {
    description: input.description,
    obligations: input.obligations.join('\n'),
  }
  if (input.parties && input.parties.length > 0) facts.parties = input.parties.join('; ')
  return draftCustom(
    facts,
    { placeFields: ['description'], draft: (d) => customDraft(d, input) },
    input.place ? { place: input.place } : {},
  )
}

/** The custom agreement's parts; `draftCustom` adds the general provisions, numbering and pages. */
function customDraft(d: Draft, input: CustomAgreementRequest): TemplateDraft {
  const whole = normaliseText(`${input.description}. ${input.obligations.join('. ')}`)
  const { roles, names, partiesBlock: asNamed, cast, speakerIndex, minors } = castOf(d, input)
  // The worker in a household serves in person: no heirs or assigns, an identity document for PAN.
  const workerIndex = domesticWorker(whole) ? (speakerIndex === 1 ? 0 : 1) : -1
  // Work given out on the customer's goods is the worker's own skill: it does not pass to heirs.
  const job = domesticWorker(whole) ? undefined : jobWorkIn(whole)
  const jobWorkerIndex = job ? (speakerIndex === 1 ? 0 : 1) : -1
  const partiesBlock = asNamed.map((p, i) =>
    i === workerIndex ? workerParty(p) : i === jobWorkerIndex ? personalWorker(p) : p,
  )
  const unresolved = new Set<string>()
  const resolve = (text: string, operative = false): string => {
    const r = resolvePronouns(text, cast, { rolesForNames: operative })
    for (const word of r.unresolved) unresolved.add(word)
    return r.text
  }

  // Void asks are left out of the obligations, and the reason recorded in the review notes.
  const voidAsks: VoidAsk[] = voidAsksIn(whole)
  const worker = domesticWorker(whole)
  const obligations = input.obligations.filter(
    (o) =>
      !isVoidAsk(o, voidAsks) &&
      !(worker && (restatesEngagement(o) || carriedByDomestic(o, whole))) &&
      // An ongoing arrangement's notice clause drafts the notice term: not said twice.
      !(!worker && arrangementOf(whole) === 'ongoing' && restatesNotice(o)),
  )
  flagEventPeriod(whole, d)
  for (const [i, ask] of voidAsks.entries())
    d.flag(`void-request-${i + 1}`, `Not drafted — "${ask.words}": ${ask.reason}`)

  const obligationClauses: ClauseSpec[] = obligations.map((obligation, i) => ({
    id: `obligation-${i + 1}`,
    heading: heading(obligation, i),
    // "Book Sharma Caterers for …" is the writer's act: "The First Party engages Sharma Caterers for …".
    text: sentence(
      resolve(
        withRupeeRate(obligation)
          .replace(/^(?:book|hire|engage)\s+/i, `${cast.speaker} engages `)
          // "Giving Farhan Qureshi 25 kurtas to stitch": the writer's act too.
          .replace(/^giving\s+/i, `${cast.speaker} is giving `),
        true,
      ),
    ),
  }))
  const firstPerson = input.obligations
    .concat(input.description)
    .some((o) => /\b(?:I|[Mm]e|[Mm]y|[Ww]e|[Oo]ur|[Uu]s)\b/.test(o))
  if (firstPerson && !input.speaker)
    d.flag(
      'speaker',
      speakerIndex >= 0
        ? `The description speaks as "I": it is drafted as the ${roles[speakerIndex]} (${names[speakerIndex]}), the party it does not name. Confirm that this is the party who wrote it.`
        : 'The description speaks as "I" without saying which party that is: each "I" is left as a bracketed placeholder — replace it with the defined Party.',
    )
  if (unresolved.size > 0) {
    d.flag(
      'obligation-wording',
      `The description uses ${[...unresolved].map((w) => `"${w}"`).join(', ')} where more than one party could be meant: each is left as a bracketed placeholder — replace it with the defined Party so that it is clear who must do what.`,
    )
  }
  // "at our flat in Koramangala" only says where the work is done: no interest in the flat passes.
  const property = `${input.description} ${input.obligations.join(' ')}`.replace(WORKPLACE, ' ')
  if (
    /\b(?:land|plots?|flats?|houses?|apartments?|buildings?|propert(?:y|ies)|premises|shops?|immovable|boundary wall|compound wall)\b/i.test(
      property,
    )
  ) {
    d.flag(
      'immovable-property',
      'The arrangement mentions land or a building: if this Agreement creates, transfers or extinguishes any interest in immovable property worth ₹100 or more, it must be registered (Registration Act, 1908, s.17) and stamped as that instrument — have it reviewed.',
    )
  }
  const payer = speakerIndex >= 0 ? `the ${roles[speakerIndex]}` : 'the First Party'
  // A child is described in the recitals, never a party: the parent contracts and pays (ICA s.11).
  const minorRecitals = minors.map((m, i) => {
    const name =
      m.name.toUpperCase() ||
      d.tbc(
        `minor-${i + 1}-name`,
        `full name of the ${m.label}`,
        `The ${m.relation} the services are for is not named: fill in the name.`,
      )
    return `${name}, the ${m.relation} of ${payer} and a minor (the "${m.label}"), is not a Party to this Agreement: ${payer} enters into it for the ${m.label}'s benefit and alone is bound to pay under it.`
  })
  for (const [i, m] of minors.entries())
    d.flag(
      `minor-${i + 1}`,
      `The ${m.relation}${m.name ? `, ${m.name},` : ''} is described as a child: a minor cannot enter into a contract (Indian Contract Act, 1872, s.11; majority at 18 under the Majority Act, 1875), so ${payer} contracts and the child is described as the ${m.label}, not made a Party. Confirm the ${m.label}'s age.`,
    )
  d.flag(
    'custom-review',
    'This agreement was assembled from your description and standard Indian boilerplate, not from a reviewed template: have a lawyer review it before signing.',
  )

  const noun = 'Agreement'
  const kind = arrangementOf(whole)
  const stakes = stakesOf(whole, kind)
  const small = isSmallArrangement(
    stakes?.paise ?? null,
    names.some((n) => !n.startsWith('[') && looksLikeOrganisation(n)),
  )
  if (small && stakes !== null) d.flag('dispute-resolution-scaled', stakesNote(stakes))
  const stated = statedTerm(whole)
  d.assume([
    ...(stated.start ? [] : ['the Agreement starts on the date of execution']),
    kind === 'debt'
      ? 'a payment more than 15 days late makes the unpaid balance payable at once; neither Party may end the Agreement by notice'
      : `either Party may terminate for an uncured material breach on ${small ? 15 : 30} days' notice`,
  ])
  // Work in a household is personal service: its own terms replace the contractor's subject matter.
  const household = speakerIndex >= 0 ? `the ${roles[speakerIndex]}` : 'the First Party'
  const domestic = worker
    ? domesticServiceClauses(
        whole,
        worker,
        {
          household,
          worker: roles[speakerIndex === 1 ? 0 : 1]
            ? `the ${roles[speakerIndex === 1 ? 0 : 1]}`
            : 'the Second Party',
        },
        d,
      )
    : []
  // Work on the customer's goods: the worker's duties the words imply, and the balance on delivery.
  const jobClauses = job
    ? jobWorkClauses(
        whole,
        job,
        {
          worker: `the ${roles[speakerIndex === 1 ? 0 : 1] ?? 'Second Party'}`,
          customer: household,
        },
        d,
      )
    : []
  const subject = worker || job ? null : subjectClause(whole, d, obligationClauses)
  const schedule = scheduleClause(whole, d)
  const ending = endingClauses(kind, whole, noun, d, { small, ownNotice: worker !== undefined })
  const term = termClause(kind, noun, d, worker !== undefined, stated)
  const checklist: ExecutionChecklist = {
    stampDuty: stampDuty(
      'agreement',
      'If the arrangement is in substance a lease, sale, gift, loan or other instrument with its own article, that article applies instead.',
    ),
    registration: registration(
      'optional',
      'Not compulsory for an agreement that creates no interest in immovable property; if it creates, transfers or extinguishes an interest in immovable property worth ₹100 or more, registration is compulsory (Registration Act, 1908, s.17).',
    ),
    witnesses: witnesses(2, false, 'Two witnesses are customary and help prove execution.'),
    notarisation: NOTARISATION_OPTIONAL,
    eSignature: E_SIGN_ALLOWED,
    otherSteps: ['Have the draft reviewed by a lawyer: it was not generated from a reviewed template.'],
  }
  const statutes = [
    cite(ACT.contract),
    cite(ACT.specificRelief),
    ...(small ? [cite(ACT.mediation), cite(ACT.legalServices)] : [cite(ACT.arbitration)]),
    cite(ACT.stamp),
    cite(ACT.it, 'ss.3A and 10A'),
  ]
  const sections: SectionSpec[] = [
    {
      id: 'obligations',
      heading: 'Obligations of the Parties',
      clauses: [
        {
          id: 'scope',
          heading: 'Scope',
          text: `The Parties shall perform the obligations set out in this Clause, each in good faith and within the time stated for it (or, where no time is stated, within a reasonable time).`,
        },
        ...(subject ? [subject] : []),
        ...obligationClauses,
        ...jobClauses,
        ...domestic,
        ...(schedule ? [schedule] : []),
      ],
    },
    {
      id: 'term-and-termination',
      heading: 'Term and Termination',
      clauses: [term, ...ending],
    },
    {
      id: 'warranties',
      heading: 'Representations and Warranties',
      clauses: [
        small
          ? {
              id: 'capacity',
              heading: 'Capacity',
              // Small arrangements are between individuals: a person is never "it" (nor a guessed "he").
              text: `Each Party, being an individual, confirms being of full age and of sound mind (Indian Contract Act, 1872, ss.11 and 12), entering into this ${noun} freely, and being entitled to do what this ${noun} requires of that Party.`,
            }
          : capacityWarranties(noun),
      ],
    },
  ]

  // The recital quotes the request without the terms the law makes void (flagged above).
  const description = sentence(resolve(withoutVoidAsks(normaliseText(input.description), voidAsks))).replace(
    /\.$/,
    '',
  )
  const title = input.title ?? (worker ? 'Domestic Service Agreement' : 'Agreement')
  const sources = input.sources ?? []
  if (sources.length > 0) {
    d.flag(
      'attached-source',
      `Some facts were read from the attached ${sources.length === 1 ? 'file' : 'files'} (${sources.join(', ')}): check every party and obligation against the original before signing.`,
    )
  }
  return {
    layout: 'agreement',
    title,
    preamble: `This ${title} (this "${noun}") is made and executed at ${d.city()} on this ______ day of ____________________, 20____.`,
    parties: partiesBlock,
    recitals: [
      ...minorRecitals,
      `The Parties have described the arrangement between them as follows: "${description}".`,
      `The Parties wish to record in writing the obligations each of them has agreed to perform, on the terms of this ${noun}.`,
      ...(sources.length > 0
        ? [
            `The terms below were prepared from the document${sources.length === 1 ? '' : 's'} ${sources.map((s) => `"${s}"`).join(', ')} supplied by the Parties; where ${sources.length === 1 ? 'that document differs' : 'those documents differ'} from this ${noun}, this ${noun} prevails.`,
          ]
        : []),
    ],
    sections,
    general: {
      ...(small
        ? { forceMajeure: false, disputeResolution: smallStakesDisputeClause(noun, d.city()) }
        : { forceMajeure: true }),
      // A household, not a worker on a monthly wage, ordinarily bears the duty on the service agreement.
      ...(worker ? { stampDutyBorneBy: household } : {}),
    },
    closing: `IN WITNESS WHEREOF the Parties have signed this ${noun} on the date and at the place first written above.`,
    signatories: names.map((name, i) => signatory(roles[i] ?? 'Party', name)),
    witnessCount: 2,
    summary: `${title} between ${names.filter((n) => !n.startsWith('[')).join(' and ') || 'the Parties'} ${worker ? `for the service of a ${worker} in a household (duties, hours, weekly rest, wages and notice)` : `recording ${obligations.length} obligation${obligations.length === 1 ? '' : 's'} as described`}; governed by the laws of India, with disputes ${small ? 'resolved by negotiation, then mediation or a Lok Adalat, then the courts' : `referred to arbitration under the ${ACT.arbitration}`}.${voidAsks.length > 0 ? ` Not drafted, as the law makes ${voidAsks.length === 1 ? 'it' : 'them'} void: ${voidAsks.map((a) => a.statute).join('; ')}.` : ''}`,
    keyTerms: [
      ...names.map((name, i) => ({ term: roles[i] ?? 'Party', definition: name })),
      { term: 'Arrangement', definition: description },
    ],
    statutes,
    checklist,
  }
}
