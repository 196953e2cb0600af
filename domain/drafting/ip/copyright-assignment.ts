import { stampDuty } from '../checklist.ts'
import { byKind, capacityWarranties, copyrightAssignment, indemnity, EXECUTION } from '../clauses.ts'
import { type Draft, type TemplateDraft, party, signatory } from '../draft.ts'
import { ACT, cite } from '../statutes.ts'
import { IP_CHECKLIST } from './shared.ts'

export function copyrightDeed(d: Draft): TemplateDraft {
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
          byKind((of) => ({
            id: 'originality',
            heading: 'Originality and Non-infringement',
            text: `The Assignor warrants that the Work is original, that the Assignor is the sole author and owner of the Work, that ${of('Assignor').subject} has not assigned or licensed any right in it to anyone else, and that it does not infringe the copyright or other rights of any person or contain anything defamatory or unlawful.`,
          })),
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
      stampDuty: stampDuty('agreement', 'Some States treat an assignment as a conveyance [verify].'),
      otherSteps: [
        'The assignment must be in writing and signed by the Assignor (Copyright Act, 1957, s.19(1)).',
        "Optionally register the Assignee's title with the Registrar of Copyrights (s.45).",
      ],
    },
  }
}
