import {
  AGREEMENT_ARTICLE,
  E_SIGN_ALLOWED,
  NOTARISATION_OPTIONAL,
  registration,
  stampDuty,
  witnesses,
} from './checklist.ts'
import { feeBasis } from './business.ts'
import {
  capacityWarranties,
  confidentiality,
  copyrightAssignment,
  indemnity,
  taxes,
  termination,
  AGREEMENT_TESTIMONIUM,
} from './clauses.ts'
import { EXECUTION } from './corporate.ts'
import { type Draft, type TemplateDraft, type TemplateDrafter, party, signatory } from './draft.ts'
import { ACT, cite } from './statutes.ts'

const IP_CHECKLIST = {
  registration: registration('not-required', 'Not registrable under the Registration Act, 1908.'),
  witnesses: witnesses(2, false, 'Customary, not required.'),
  notarisation: NOTARISATION_OPTIONAL,
  eSignature: E_SIGN_ALLOWED,
} as const

function trademarkLicence(d: Draft): TemplateDraft {
  const licensor = d.text('licensor')
  const licensee = d.text('licensee')
  const goods = d.tbc(
    'licensed-goods',
    'goods or services for which the Licensee may use the Trade Mark',
    'The goods or services covered by the licence are not among the details given.',
  )
  const term = d.tbc(
    'licence-term',
    'term of the licence',
    'The term of the licence is not among the details given.',
  )
  d.assume([
    'non-exclusive licence',
    'territory of India',
    'stock sell-off period of 90 days after termination',
  ])
  return {
    layout: 'agreement',
    title: 'Trade Mark Licence Agreement',
    preamble: `This Trade Mark Licence Agreement (this "Agreement") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [party(d, 'Licensor', licensor), party(d, 'Licensee', licensee)],
    recitals: [
      `The Licensor is the proprietor of the Trade Mark and has agreed to permit the Licensee to use it on the Licensed Goods, subject to the Licensor's control, as permitted use under section 2(1)(r) of the ${ACT.trademarks}.`,
    ],
    definitions: [
      { term: 'Trade Mark', definition: d.text('trademark') },
      { term: 'Licensed Goods', definition: goods },
      { term: 'Territory', definition: 'India' },
      {
        term: 'Licence Fee',
        definition: `${d.amount('licenseFee')}, payable ${feeBasis(d, 'licenseFee', 'Licence Fee')}`,
      },
      { term: 'Term', definition: `${term} from the date of this Agreement` },
    ],
    sections: [
      {
        id: 'licence',
        heading: 'Licence and Fees',
        clauses: [
          {
            id: 'grant',
            heading: 'Grant',
            text: "The Licensor grants the Licensee a non-exclusive, non-transferable licence to use the Trade Mark on and in relation to the Licensed Goods in the Territory for the Term. The Licensee shall not sub-license without the Licensor's prior written consent.",
          },
          {
            id: 'licence-fee',
            heading: 'Licence Fee, Reports and Audit',
            text: 'The Licensee shall pay the Licence Fee within 15 (fifteen) days of each invoice, give the Licensor quarterly reports of the Licensed Goods sold, and allow the Licensor to audit its relevant records on reasonable notice.',
          },
          taxes('Agreement', 'Licensee', 'Licensor'),
        ],
      },
      {
        id: 'control',
        heading: 'Quality Control and Use',
        clauses: [
          {
            id: 'quality-control',
            heading: 'Quality Control',
            text: "The Licensee shall manufacture and sell the Licensed Goods only to the quality standards and specifications the Licensor prescribes in writing; shall submit samples for the Licensor's approval before first sale and on request; and shall allow the Licensor to inspect its premises and processes. The Licensor's control of quality is the basis on which the Licensee's use is the permitted use of the Trade Mark.",
          },
          {
            id: 'marking',
            heading: 'Marking',
            text: `The Licensee shall use the Trade Mark only in the form the Licensor approves, with the symbol ® where the mark is registered and the legend "used under licence from ${licensor}".`,
          },
          {
            id: 'goodwill',
            heading: 'Goodwill',
            text: 'All use of the Trade Mark by the Licensee, and the goodwill from it, accrue to the Licensor.',
          },
          {
            id: 'no-challenge',
            heading: 'No Challenge and No Similar Filings',
            text: "The Licensee shall not, during the Term, challenge the validity of the Trade Mark or the Licensor's title to it, and shall not at any time apply to register any mark, trade name or domain name identical or deceptively similar to the Trade Mark.",
          },
          {
            id: 'enforcement',
            heading: 'Enforcement',
            text: "The Licensee shall notify the Licensor promptly of any infringement of the Trade Mark. The Licensor decides whether to take action and controls it, and the Licensee shall co-operate at the Licensor's cost; the Licensee's right as a registered user to sue in its own name after notice under section 52 of the Trade Marks Act, 1999 applies only if it is recorded as a registered user.",
          },
          {
            id: 'registered-user',
            heading: 'Registered User',
            text: `The Parties may apply to record the Licensee as a registered user under sections 48 to 55 of the ${ACT.trademarks}; recordal is optional and the licence is effective without it.`,
          },
        ],
      },
      {
        id: 'risk',
        heading: 'Warranties, Indemnities and Termination',
        clauses: [
          {
            id: 'licensor-warranties',
            heading: "Licensor's Warranties",
            text: 'The Licensor warrants that it is the proprietor of the Trade Mark, that the registration is subsisting, and that to its knowledge the use of the Trade Mark as permitted does not infringe the rights of any third party.',
          },
          indemnity(
            'Licensor',
            'Licensee',
            [
              "any claim that the use of the Trade Mark as permitted by this Agreement infringes a third party's rights;",
            ],
            true,
          ),
          indemnity(
            'Licensee',
            'Licensor',
            [
              'any claim arising from the Licensed Goods, including product liability claims;',
              'any use of the Trade Mark not permitted by this Agreement;',
            ],
            true,
          ),
          capacityWarranties('Agreement'),
          confidentiality('Agreement'),
          termination('Agreement'),
          {
            id: 'phase-out',
            heading: 'Phase-out and Sell-off',
            text: 'On termination or expiry the Licensee may sell its existing stock of Licensed Goods for 90 (ninety) days (except on termination for breach of the Clause on Quality Control), and shall then stop all use of the Trade Mark and cancel any registered-user entry.',
          },
        ],
      },
    ],
    general: {},
    closing: AGREEMENT_TESTIMONIUM,
    signatories: [signatory('Licensor', licensor), signatory('Licensee', licensee)],
    witnessCount: 2,
    summary: `Non-exclusive licence by ${licensor} to ${licensee} to use ${d.text('trademark')} in India for a fee of ${d.rupees('licenseFee')}; quality control, goodwill to the licensor and sell-off on termination.`,
    statutes: [
      cite(ACT.trademarks, 'ss.2(1)(r), 48–55'),
      cite(ACT.contract),
      cite(ACT.competition, 's.3(5)'),
      cite(ACT.incomeTax),
      cite(ACT.cgst),
      cite(ACT.arbitration),
    ],
    checklist: {
      ...IP_CHECKLIST,
      stampDuty: stampDuty(AGREEMENT_ARTICLE),
      otherSteps: [
        'The licence must be in writing to qualify as permitted use.',
        'Optionally apply to record the Licensee as a registered user (Form TM-U [verify form]).',
      ],
    },
  }
}

function copyrightDeed(d: Draft): TemplateDraft {
  const assignor = d.text('assignor')
  const assignee = d.text('assignee')
  return {
    layout: 'agreement',
    title: 'Deed of Assignment of Copyright',
    noun: 'Deed',
    preamble: `This Deed of Assignment of Copyright (this "Deed") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [party(d, 'Assignor', assignor), party(d, 'Assignee', assignee)],
    recitals: [
      `The Assignor is the author and first owner of the copyright in the Work.`,
      `The Assignor has agreed to assign the copyright in the Work to the Assignee for the Consideration, by this Deed in writing signed by the Assignor as section 19(1) of the ${ACT.copyright} requires.`,
    ],
    definitions: [
      {
        term: 'Work',
        definition: `${d.prose('work')}, including all drafts, versions, translations, adaptations and derivative works of it made by or for the Assignor`,
      },
      {
        term: 'Consideration',
        definition: `${d.amount('consideration')}, payable as a lump sum on the execution of this Deed`,
      },
    ],
    sections: [
      {
        id: 'assignment',
        heading: 'Assignment',
        clauses: [
          copyrightAssignment({
            assignor: 'Assignor',
            assignee: 'Assignee',
            works: 'the Work',
            consideration: 'the Consideration, the receipt of which the Assignor acknowledges on payment',
            when: 'In consideration of the Consideration',
          }),
          {
            id: 'future-works',
            heading: 'Future and Derivative Works',
            text: `To the extent the Work includes any future work, the assignment takes effect when the work comes into existence (section 18(1) of the ${ACT.copyright}).`,
          },
          {
            id: 'statutory-royalties',
            heading: 'Statutory Royalties',
            text: 'Nothing in this Deed affects any right of the Assignor to receive royalties that the provisos to section 18(1) of that Act make inalienable, where the Work is included in a cinematograph film or sound recording.',
          },
          {
            id: 'consideration',
            heading: 'Consideration',
            text: `The Assignee shall pay the Consideration to the Assignor by bank transfer on the execution of this Deed, after deducting any tax required by the ${ACT.incomeTax}.`,
          },
        ],
      },
      {
        id: 'warranties',
        heading: 'Warranties and Further Assurance',
        clauses: [
          {
            id: 'originality',
            heading: 'Originality and Non-infringement',
            text: 'The Assignor warrants that the Work is original, that the Assignor is its sole author and owner, that it has not assigned or licensed any right in it to anyone else, and that it does not infringe the copyright or other rights of any person or contain anything defamatory or unlawful.',
          },
          indemnity('Assignor', 'Assignee', [
            'any breach of the warranties in the Clause on Originality and Non-infringement;',
          ]),
          {
            id: 'further-assurance',
            heading: 'Further Assurance and Power of Attorney',
            text: `The Assignor shall sign every document and do everything reasonably required to record the Assignee's title, including an application for registration under section 45 of the ${ACT.copyright}, and appoints the Assignee as the Assignor's attorney to sign such documents if the Assignor fails to do so within 15 (fifteen) days of a request, this power being coupled with an interest.`,
          },
          capacityWarranties('Deed'),
        ],
      },
    ],
    general: { stampDutyBorneBy: 'the Assignee' },
    closing:
      'IN WITNESS WHEREOF the Assignor has signed this Deed, and the Assignee has accepted it, on the day, month and year first written above.',
    signatories: [signatory('Assignor', assignor), signatory('Assignee', assignee)],
    witnessCount: 2,
    summary: `Assignment by ${assignor} to ${assignee} of the worldwide copyright in ${d.text('work')} for its full term, for ${d.rupees('consideration')}; s.19 particulars, no lapse under s.19(4), originality warranty.`,
    statutes: [
      cite(ACT.copyright, 'ss.14, 17, 18, 19, 45, 57'),
      cite(ACT.contract),
      cite(ACT.incomeTax),
      cite(ACT.stamp),
      cite(ACT.arbitration),
    ],
    checklist: {
      ...IP_CHECKLIST,
      stampDuty: stampDuty(`${AGREEMENT_ARTICLE}; some States treat an assignment as a conveyance [verify]`),
      otherSteps: [
        'The assignment must be in writing and signed by the Assignor (Copyright Act, 1957, s.19(1)).',
        "Optionally register the Assignee's title with the Registrar of Copyrights (s.45).",
      ],
    },
  }
}

function patentLicence(d: Draft): TemplateDraft {
  const licensor = d.text('patentOwner')
  const licensee = d.text('licensee')
  const rate = d.number('royaltyRate')
  d.assume([
    'non-exclusive licence in all fields of use',
    'territory of India',
    'royalty reported and paid quarterly',
  ])
  return {
    layout: 'agreement',
    title: 'Patent Licence Agreement',
    preamble: `This Patent Licence Agreement (this "Agreement") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [party(d, 'Licensor', licensor), party(d, 'Licensee', licensee)],
    recitals: [
      `The Licensor is the owner of the Licensed Patent and has agreed to grant the Licensee a licence under it on the terms of this Agreement, which reduces to writing all the terms of the licence as section 68 of the ${ACT.patents} requires.`,
    ],
    definitions: [
      {
        term: 'Licensed Patent',
        definition: `${d.prose('patentDetails')}, and any patent of addition to it`,
      },
      {
        term: 'Licensed Products',
        definition:
          'products made, used or sold by the Licensee that, but for this licence, would infringe a valid claim of the Licensed Patent',
      },
      {
        term: 'Net Sales',
        definition:
          'the gross amounts invoiced by the Licensee for Licensed Products, less taxes, freight, insurance, returns and trade discounts actually allowed',
      },
      { term: 'Royalty Rate', definition: `${rate}% (${rate} per cent) of Net Sales` },
      { term: 'Territory', definition: 'India' },
    ],
    sections: [
      {
        id: 'licence',
        heading: 'Licence',
        clauses: [
          {
            id: 'grant',
            heading: 'Grant',
            text: 'The Licensor grants the Licensee a non-exclusive, non-transferable licence under the Licensed Patent to make, use, sell, offer for sale and import Licensed Products in the Territory, in all fields of use, for the term of this Agreement.',
          },
          {
            id: 'sublicensing',
            heading: 'Sub-licensing',
            text: "The Licensee may grant sub-licences only with the Licensor's prior written consent, on terms consistent with this Agreement.",
          },
          {
            id: 'no-tie-in',
            heading: 'No Restrictive Conditions',
            text: `Nothing in this Agreement requires the Licensee to acquire from the Licensor any article other than the patented article, restricts the Licensee from using any article or process not protected by the Licensed Patent, or restricts the Licensee from challenging the validity of the Licensed Patent; any provision that would have such an effect is void under section 140 of the ${ACT.patents} and is severed.`,
          },
        ],
      },
      {
        id: 'royalty',
        heading: 'Royalty, Reports and Audit',
        clauses: [
          {
            id: 'royalty',
            heading: 'Royalty',
            text: `The Licensee shall pay the Licensor a royalty at the Royalty Rate on Net Sales of Licensed Products, quarterly within 30 (thirty) days of the end of each calendar quarter, after deducting any tax required by the ${ACT.incomeTax}.`,
          },
          {
            id: 'reports-and-audit',
            heading: 'Reports and Audit',
            text: 'With each payment the Licensee shall give a statement of Licensed Products sold and Net Sales. The Licensee shall keep records for 3 (three) years and allow an independent accountant appointed by the Licensor to audit them once a year; if the audit shows an underpayment of more than 5% (five per cent), the Licensee shall bear its cost.',
          },
          taxes('Agreement', 'Licensee', 'Licensor'),
        ],
      },
      {
        id: 'patent-management',
        heading: 'Improvements, Maintenance and Enforcement',
        clauses: [
          {
            id: 'improvements',
            heading: 'Improvements',
            text: 'Each Party owns the improvements it makes to the invention. The Licensee shall disclose its improvements to the Licensor and grants the Licensor a non-exclusive, royalty-free licence to use them in the Territory; the Licensee remains free to use and license its improvements to others.',
          },
          {
            id: 'maintenance',
            heading: 'Prosecution and Maintenance',
            text: 'The Licensor shall pay the renewal fees and maintain the Licensed Patent in force, and shall notify the Licensee promptly if it decides to let it lapse, in which case the Licensee may maintain it at its cost.',
          },
          {
            id: 'enforcement',
            heading: 'Enforcement and Defence',
            text: "Each Party shall notify the other of any infringement of the Licensed Patent or any claim that Licensed Products infringe a third party's rights. The Licensor may take action against infringers at its cost and keep any recovery; the Licensee shall co-operate.",
          },
          {
            id: 'working-statements',
            heading: 'Working Statements',
            text: `The Licensee shall give the Licensor, in good time, the information needed for the statement of working in Form 27 under section 146 of the ${ACT.patents}, and shall itself file the statement where the law requires a licensee to do so.`,
          },
        ],
      },
      {
        id: 'risk',
        heading: 'Warranties, Term and Termination',
        clauses: [
          {
            id: 'warranties',
            heading: 'Warranties and Disclaimers',
            text: 'The Licensor warrants that it owns the Licensed Patent, that it is in force and that it has not granted rights inconsistent with this Agreement. The Licensor gives no warranty that the Licensed Patent is valid or that Licensed Products do not infringe third-party rights, except to its actual knowledge.',
          },
          indemnity('Licensee', 'Licensor', [
            'any claim arising from Licensed Products made or sold by the Licensee, including product liability claims;',
          ]),
          confidentiality('Agreement'),
          capacityWarranties('Agreement'),
          {
            id: 'term',
            heading: 'Term',
            text: `This Agreement continues until the Licensed Patent expires or ceases to be in force. The Licensee may terminate it by 3 (three) months' notice after the Licensed Patent ceases to be in force, as section 141 of the ${ACT.patents} provides.`,
          },
          termination('Agreement'),
        ],
      },
    ],
    general: {},
    closing: AGREEMENT_TESTIMONIUM,
    signatories: [signatory('Licensor', licensor), signatory('Licensee', licensee)],
    witnessCount: 2,
    summary: `Non-exclusive licence by ${licensor} to ${licensee} under ${d.text('patentDetails')} in India at a royalty of ${rate}% of net sales; reports and audit, improvements owned by each party (non-exclusive licence back), no restrictive conditions under s.140; to be registered in Form 16.`,
    statutes: [
      cite(ACT.patents, 'ss.68, 69, 140, 141, 146'),
      cite(ACT.contract),
      cite(ACT.competition, 's.3(5)(i)'),
      cite(ACT.incomeTax),
      cite(ACT.fema),
      cite(ACT.cgst),
      cite(ACT.arbitration),
    ],
    checklist: {
      ...IP_CHECKLIST,
      stampDuty: stampDuty(AGREEMENT_ARTICLE),
      registration: registration(
        'not-required',
        'Not registrable under the Registration Act, 1908; register the licence with the Controller of Patents instead (see other steps).',
      ),
      otherSteps: [
        'The licence is invalid unless in writing, embodying all its terms and duly executed (Patents Act, 1970, s.68).',
        "Apply to the Controller to register the licence in Form 16 (s.69); an unregistered licence is not admitted as evidence of title except with the court's leave (s.69(5)).",
      ],
    },
  }
}

export const ipDrafters = {
  'trademark-license': { placeFields: [], draft: trademarkLicence },
  'copyright-assignment': { placeFields: [], draft: copyrightDeed },
  'patent-license': { placeFields: [], draft: patentLicence },
} satisfies Record<string, TemplateDrafter>
