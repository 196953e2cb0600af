import { E_SIGN_ALLOWED } from '../checklist.ts'
import { STANDARD_CHECKLIST } from '../business/shared.ts'
import { capacityWarranties, insiders, AGREEMENT_TESTIMONIUM, EXECUTION } from '../clauses.ts'
import { type ClauseSpec, type Draft, type TemplateDraft, party, signatory } from '../draft.ts'
import { ACT, cite } from '../statutes.ts'

export function mutualNda(d: Draft): TemplateDraft {
  const first = d.text('party1')
  const second = d.text('party2')
  return {
    layout: 'agreement',
    title: 'Mutual Non-Disclosure Agreement',
    preamble: `This Mutual Non-Disclosure Agreement (this "Agreement") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [party(d, 'First Party', first), party(d, 'Second Party', second)],
    recitals: [
      `The Parties wish to exchange confidential information for the Purpose and to protect it on the terms of this Agreement.`,
    ],
    definitions: [
      { term: 'Purpose', definition: d.prose('purpose') },
      {
        term: 'Confidential Information',
        definition:
          'all information disclosed by or on behalf of a Party (the "Discloser") to the other (the "Recipient") in connection with the Purpose, in any form, that is marked confidential or would reasonably be understood to be confidential, including business plans, pricing, technical data, software, know-how and personal data',
      },
      {
        term: 'Confidentiality Period',
        definition: `${confidentialityPeriod(d.text('duration'))}; and, for trade secrets and personal data, for so long as they remain confidential`,
      },
    ],
    sections: [
      {
        id: 'obligations',
        heading: 'Confidentiality Obligations',
        clauses: [
          useAndDisclosure(),
          {
            id: 'standard-of-care',
            heading: 'Standard of Care',
            text: 'The Recipient shall protect the Confidential Information with at least the care it uses for its own confidential information, and never less than reasonable care.',
          },
          {
            id: 'exclusions',
            heading: 'Exclusions',
            text: 'The obligations do not apply to information that is or becomes public without breach of this Agreement, was lawfully known to the Recipient before disclosure, is received lawfully from a third party free to disclose it, or is independently developed without use of the Confidential Information.',
          },
          {
            id: 'compelled-disclosure',
            heading: 'Compelled Disclosure',
            text: 'The Recipient may disclose Confidential Information required by law, regulation or order of a court or authority, after giving the Discloser prompt notice (where lawful) so that it may seek protection, and disclosing only what is required.',
          },
          {
            id: 'personal-data',
            heading: 'Personal Data',
            text: `Any personal data exchanged shall be processed only for the Purpose and in accordance with the ${ACT.dpdp}; a Recipient shall notify the Discloser of any personal data breach without delay. Disclosure of personal information in breach of this Agreement may also be an offence under section 72A of the ${ACT.it}.`,
          },
          {
            id: 'return-and-destruction',
            heading: 'Return and Destruction',
            text: "On the Discloser's request, or when the Purpose ends, the Recipient shall return or destroy the Confidential Information and confirm this in writing, except copies kept in automatic back-ups or required by law, which remain confidential.",
          },
        ],
      },
      {
        id: 'general-terms',
        heading: 'Term and Remedies',
        clauses: [
          {
            id: 'duration',
            heading: 'Duration',
            text: 'This Agreement applies to Confidential Information disclosed on or after the date of this Agreement. The obligations in it apply to each item of Confidential Information for the Confidentiality Period, which runs from the date on which that item is disclosed, and survive the end of the discussions.',
          },
          {
            id: 'no-licence-no-obligation',
            heading: 'No Licence and No Obligation',
            text: 'No licence of any intellectual property is granted by disclosure. Confidential Information is provided "as is". Neither Party is obliged to enter into any further transaction, and either may end the discussions at any time.',
          },
          {
            id: 'remedies',
            heading: 'Remedies',
            text: `Each Party acknowledges that damages may not be an adequate remedy for breach, and that the Discloser may seek an injunction under sections 38 to 42 of the ${ACT.specificRelief}, in addition to compensation under section 73 of the ${ACT.contract}.`,
          },
          capacityWarranties('Agreement'),
        ],
      },
    ],
    general: {},
    closing: AGREEMENT_TESTIMONIUM,
    signatories: [signatory('First Party', first), signatory('Second Party', second)],
    witnessCount: 0,
    summary: `Mutual confidentiality between ${first} and ${second} for ${d.text('purpose')}, lasting ${d.text('duration')} (trade secrets and personal data while confidential); injunctive relief and personal-data duties.`,
    statutes: [
      cite(ACT.contract, 's.73'),
      cite(ACT.specificRelief, 'ss.38–42'),
      cite(ACT.it, 's.72A'),
      cite(ACT.dpdp),
      cite(ACT.arbitration),
    ],
    checklist: {
      ...STANDARD_CHECKLIST,
      witnesses: { count: 0, mandatory: false, note: 'None required.' },
      eSignature: E_SIGN_ALLOWED,
      otherSteps: [],
    },
  }
}

/**
 * The period the user gave, running from each disclosure unless it names its own start
 * ("3 years after the discussions end"): a period with no start cannot be enforced.
 */
export function confidentialityPeriod(duration: string): string {
  return /\b(?:from|after|following|since|until|till|ending)\b/i.test(duration)
    ? duration
    : `${duration} from the date on which each item of Confidential Information is disclosed`
}

/** Who may see the information: a company's directors, an LLP's or a firm's partners, a person's advisers. */
function useAndDisclosure(): ClauseSpec {
  const text = (people: string) =>
    `The Recipient shall use the Confidential Information only for the Purpose, shall not disclose it except to ${people} who need to know it for the Purpose and are bound by obligations of confidence at least as protective as this Agreement, and shall be responsible for their compliance.`
  return {
    id: 'use-and-disclosure',
    heading: 'Use and Disclosure',
    text: text('its directors, partners, employees and professional advisers'),
    fit: (parties) => ({
      id: 'use-and-disclosure',
      heading: 'Use and Disclosure',
      text: text(
        parties.allIndividuals
          ? "the Recipient's professional advisers"
          : `its ${insiders(parties)} and professional advisers`,
      ),
    }),
  }
}
