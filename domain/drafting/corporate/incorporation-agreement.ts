import { E_SIGN_ALLOWED, NOTARISATION_OPTIONAL, registration, stampDuty, witnesses } from '../checklist.ts'
import {
  byKind,
  capacityWarranties,
  confidentiality,
  copyrightAssignment,
  EXECUTION,
  noRestraintAfterExit,
} from '../clauses.ts'
import { type Draft, type TemplateDraft, partiesFromList } from '../draft.ts'
import { ACT, cite } from '../statutes.ts'

export function incorporation(d: Draft): TemplateDraft {
  const name = d.text('proposedName')
  const structure = d.text('businessType')
  const group = partiesFromList(d, 'directors', 'Founder', 'Schedule I')
  const llp = structure === 'LLP'
  const firm = structure === 'Partnership'
  const minimum = structure === 'Public Limited' ? 7 : 2
  if (group.names.length > 0 && group.names.length < minimum)
    d.flag(
      'minimum-members',
      `A ${structure.toLowerCase()} ${llp ? 'LLP needs at least 2 designated partners' : `company needs at least ${minimum} members (Companies Act, 2013, s.3)`}: only ${group.names.length} founders are named.`,
    )
  const entity = llp ? 'LLP' : firm ? 'Firm' : 'Company'
  const split = /\d+\s*%/.test(d.text('directors'))
    ? `as set out in Schedule I (${d.prose('directors')})`
    : d.tbc(
        'equity-split',
        'equity split among the Founders',
        'The equity split among the founders is not among the details given.',
      )
  d.assume([
    '4-year vesting with a 1-year cliff',
    'incorporation within 6 months, failing which the agreement ends',
    'decisions by majority of the Founders, unanimity for key matters',
  ])
  const formation = llp
    ? `registered as a limited liability partnership under the ${ACT.llp}, with an LLP agreement filed in Form 3 within 30 days of incorporation (section 23)`
    : firm
      ? `constituted as a partnership firm under the ${ACT.partnership} by a partnership deed, and registered with the Registrar of Firms`
      : `incorporated as a ${structure.toLowerCase()} company under sections 3 to 7 of the ${ACT.companies} through Form SPICe+ (INC-32) with e-MoA and e-AoA, with the commencement declaration in Form INC-20A filed within 180 days (section 10A)`
  return {
    layout: 'agreement',
    title: "Founders' Agreement",
    preamble: `This Founders' Agreement (this "Agreement") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: group.parties,
    recitals: [
      `The Founders intend to establish a ${structure} entity under the name ${name} (the "${entity}") and wish to record the terms on which they will do so and hold their interests in it.`,
    ],
    definitions: [
      {
        term: entity,
        definition: `the ${structure} entity proposed to be named ${name}, or any other name approved by the registrar`,
      },
      {
        term: 'Authorised Capital',
        definition: `${d.amount('authorizedCapital')}${llp || firm ? ', being the total capital contribution the Founders intend to commit' : ''}`,
      },
      {
        term: 'Incorporation Date',
        definition: `the date on which the ${entity} is ${llp || firm ? 'registered' : 'incorporated'}`,
      },
      { term: 'Vesting Period', definition: 'four years from the Incorporation Date' },
    ],
    sections: [
      {
        id: 'formation',
        heading: 'Formation and Capital',
        clauses: [
          {
            id: 'incorporation',
            heading: 'Incorporation',
            text: `The Founders shall cause the ${entity} to be ${formation}, with the objects and constitutional documents they agree in writing and with the Authorised Capital.`,
          },
          {
            id: 'equity-split',
            heading: 'Equity Split',
            text: `On incorporation the Founders shall subscribe for the ${llp || firm ? 'capital and profit share' : 'shares'} of the ${entity} ${split}.`,
          },
          byKind((of) => ({
            id: 'contributions-and-expenses',
            heading: 'Capital Contributions and Expenses',
            text: `Each Founder shall contribute capital in proportion to ${of('Founder').possessive} equity and shall share the expenses of incorporation in the same proportion; expenses properly incurred before the Incorporation Date shall be reimbursed by the ${entity} once it is formed.`,
          })),
          {
            id: 'vesting',
            heading: 'Vesting and Reverse Vesting',
            text: `Each Founder's equity vests over the Vesting Period: one quarter on the first anniversary of the Incorporation Date and the rest in equal monthly instalments over the next 36 months, so long as the Founder remains engaged with the ${entity}. Unvested equity of a Founder who ceases to be engaged may be bought back or transferred at face value, to the extent permitted by law.`,
          },
        ],
      },
      {
        id: 'roles',
        heading: 'Roles, Decisions and Intellectual Property',
        clauses: [
          byKind((of) => ({
            id: 'roles-and-commitment',
            heading: 'Roles and Time Commitment',
            text: `Each Founder shall devote substantially the whole of ${of('Founder').possessive} working time to the business of the ${entity} in the role the Founders agree, and shall not take up other work that conflicts with it while a Founder.`,
          })),
          {
            id: 'decision-making',
            heading: 'Decision-making',
            text: `Decisions before incorporation are taken by a majority of the Founders; the following need the consent of all Founders: a change in the name, structure or equity split; admission of a new founder or investor; and any commitment exceeding ${d.amount('authorizedCapital').split(' (')[0]} in aggregate.`,
          },
          copyrightAssignment({
            assignor: 'Founders',
            plural: true,
            assignee: entity,
            works: `all software, designs, business plans, brand names, domain names and other works and inventions created by any Founder for the business of the ${entity} before or after the Incorporation Date`,
            consideration: `the allotment of the Founders' equity in the ${entity}, which the Founders acknowledge as sufficient`,
            when: `With effect from the Incorporation Date (and, for works created later, on their creation)`,
          }),
          {
            id: 'pre-incorporation-contracts',
            heading: 'Pre-incorporation Contracts',
            text: `The Founders shall cause the ${entity} to adopt, after incorporation, the contracts entered into for it by the Founders with the approval of all of them, so that they are enforceable by and against it under sections 15(h) and 19(e) of the ${ACT.specificRelief}; until adoption, the Founder who signed a contract is personally liable on it and is indemnified by the other Founders for their proportionate share.`,
          },
        ],
      },
      {
        id: 'leaving',
        heading: 'Leavers and Termination',
        clauses: [
          {
            id: 'leavers',
            heading: 'Good and Bad Leavers',
            text: `A Founder who ceases to be engaged because of death, incapacity or termination without cause is a good leaver and keeps the vested equity; a Founder who resigns within the first year or is removed for fraud, wilful misconduct or material breach is a bad leaver, whose unvested and vested equity may be bought back at face value. ${noRestraintAfterExit('ceased to be a Founder')}`,
          },
          {
            id: 'non-solicit',
            heading: 'Non-solicitation',
            text: `While a Founder, and for 12 (twelve) months after ceasing to be one, no Founder shall induce an employee of the ${entity} to leave it.`,
          },
          confidentiality('Agreement'),
          {
            id: 'termination-if-not-incorporated',
            heading: 'Termination if not Incorporated',
            text: `If the ${entity} is not formed within 6 (six) months of this Agreement, any Founder may end this Agreement by notice; expenses already incurred are shared in the agreed proportion, and each Founder keeps the intellectual property it contributed.`,
          },
          capacityWarranties('Agreement'),
        ],
      },
    ],
    general: {},
    closing:
      'IN WITNESS WHEREOF the Founders have signed this Agreement on the day, month and year first written above.',
    signatories: group.signatories,
    witnessCount: 2,
    schedules: [
      { id: 'founders', title: 'Schedule I — Founders and Equity', paragraphs: [d.prose('directors')] },
    ],
    summary: `Founders' agreement to form ${name} as a ${structure} with authorised capital of ${d.rupees('authorizedCapital')}: equity split, four-year vesting, IP assignment to the ${entity}, adoption of pre-incorporation contracts and leaver terms.`,
    statutes: [
      llp ? cite(ACT.llp, 's.23') : firm ? cite(ACT.partnership) : cite(ACT.companies, 'ss.3–7, 10A, 12'),
      cite(ACT.specificRelief, 'ss.15(h), 19(e)'),
      cite(ACT.contract),
      cite(ACT.copyright, 's.19'),
      cite(ACT.arbitration),
    ],
    checklist: {
      stampDuty: stampDuty(
        'agreement',
        llp || firm ? '' : 'Stamp duty on the MoA and AoA is paid through SPICe+ at State rates.',
      ),
      registration: registration('not-required', 'Not registrable.'),
      witnesses: witnesses(2, false, 'Customary, not required.'),
      notarisation: NOTARISATION_OPTIONAL,
      eSignature: E_SIGN_ALLOWED,
      otherSteps: [
        llp
          ? 'File the LLP agreement in Form 3 within 30 days of incorporation.'
          : firm
            ? 'Register the firm with the Registrar of Firms (Form I).'
            : 'File SPICe+ with DIR-2 consents and INC-9 declarations; file INC-20A within 180 days.',
      ],
    },
  }
}
