import { E_SIGN_ALLOWED, noStampDuty, registration, witnesses } from '../checklist.ts'
import type { Draft, TemplateDraft } from '../draft.ts'
import { ACT, cite } from '../statutes.ts'

const RESOLUTIONS: Record<
  string,
  { readonly authority: string; readonly filings: string; readonly note?: string }
> = {
  Appointment: {
    authority: 'sections 152, 160 and 161 of the Companies Act, 2013 and the rules made under them',
    filings:
      'to file Form DIR-12 with the Registrar of Companies within 30 days, after obtaining the consent in Form DIR-2 and the declaration in Form DIR-8',
  },
  Removal: {
    authority: 'the Companies Act, 2013 and the Articles',
    filings: 'to file the forms required with the Registrar of Companies within the time allowed',
    note: "A director can be removed only by the members by ordinary resolution after special notice (Companies Act, 2013, s.169); the Board may only remove key managerial personnel or convene the general meeting. Confirm the resolution is within the Board's power.",
  },
  Financial: {
    authority:
      'section 179(3) of the Companies Act, 2013 read with rule 8 of the Companies (Meetings of Board and its Powers) Rules, 2014, and sections 180 and 186 to the extent applicable',
    filings:
      'to file Form MGT-14 with the Registrar of Companies within 30 days where section 117(3) requires it',
    note: 'Borrowing beyond paid-up capital, free reserves and securities premium (s.180(1)(c)) and loans or investments beyond the limits of s.186 also need a special resolution of the members; confirm the limits.',
  },
  Policy: {
    authority: 'section 179 of the Companies Act, 2013 and the Articles',
    filings: 'to file any form required with the Registrar of Companies within the time allowed',
  },
  Other: {
    authority: 'the Companies Act, 2013 and the Articles',
    filings: 'to file any form required with the Registrar of Companies within the time allowed',
  },
}

export function boardResolution(d: Draft): TemplateDraft {
  const company = d.text('companyName')
  const type = d.text('resolutionType')
  const rule = RESOLUTIONS[type] ?? RESOLUTIONS.Other ?? { authority: '', filings: '' }
  if (rule.note) d.flag('board-power', rule.note, 'resolutionType')
  const cin = d.tbc(
    'company-particulars',
    `CIN and registered office of ${company}`,
    "The company's CIN and registered office are not among the details given.",
  )
  const present = d.tbc(
    'meeting-particulars',
    'names of the directors present, the chairperson, and the time and venue or video-conferencing mode',
    'The attendance, chairperson, time and venue of the meeting are not among the details given: record them from the attendance register.',
  )
  return {
    layout: 'resolution',
    title: `Board Resolution — ${company}`,
    noun: 'resolution',
    preamble: `CERTIFIED TRUE COPY OF THE RESOLUTION PASSED BY THE BOARD OF DIRECTORS OF ${company.toUpperCase()} (CIN AND REGISTERED OFFICE: ${cin}) AT ITS MEETING HELD ON ${d.date('meetingDate')}.`,
    parties: [
      { role: 'Company', name: company, description: `a company whose CIN and registered office are ${cin}` },
    ],
    recitals: [],
    sections: [
      {
        id: 'meeting',
        heading: 'Meeting and Quorum',
        clauses: [
          {
            id: 'attendance',
            heading: 'Attendance and Chairperson',
            text: `Present: ${present}. The chairperson confirmed that notice of the meeting had been given to every director under section 173(3) of the ${ACT.companies} and Secretarial Standard SS-1.`,
          },
          {
            id: 'quorum',
            heading: 'Quorum',
            text: `The requisite quorum of one third of the total strength of the Board or two directors, whichever is higher, was present throughout the meeting, as section 174 of the ${ACT.companies} requires.`,
          },
          {
            id: 'interest-disclosure',
            heading: 'Disclosure of Interest',
            text: `Every director concerned or interested in the business below disclosed the nature of the interest under section 184 of the ${ACT.companies}, and did not participate in the discussion or vote on it.`,
          },
        ],
      },
      {
        id: 'resolution',
        heading: `Resolution (${type})`,
        clauses: [
          {
            id: 'resolved',
            heading: 'Resolution',
            text: `"RESOLVED THAT, pursuant to ${rule.authority}, and subject to such other approvals as may be required, the consent of the Board be and is hereby accorded to the following: ${d.prose('details')}.`,
          },
          {
            id: 'further-resolved',
            heading: 'Authorisation',
            text: `FURTHER RESOLVED THAT any director or the company secretary of the Company be and is hereby severally authorised to do all acts, deeds and things and to sign all documents necessary to give effect to this resolution, including ${rule.filings}, and to furnish certified copies of this resolution to any person concerned."`,
          },
        ],
      },
      {
        id: 'compliance',
        heading: 'Compliance',
        clauses: [
          {
            id: 'minutes',
            heading: 'Minutes',
            text: `This resolution is recorded in the minutes of the meeting, which shall be entered in the minute book and signed within 30 (thirty) days of the meeting as section 118 of the ${ACT.companies} and SS-1 require.`,
          },
          {
            id: 'board-powers',
            heading: 'Powers Exercised at a Meeting',
            text: `The matters that section 179(3) of the ${ACT.companies} and rule 8 of the Companies (Meetings of Board and its Powers) Rules, 2014 reserve to a meeting of the Board were decided at this meeting and not by circulation.`,
          },
        ],
      },
    ],
    general: false,
    closing: 'Certified to be a true copy.',
    signatories: [
      {
        caption: 'For and on behalf of',
        name: company,
        lines: [
          'Signature: ______________________',
          'Name: ______________________',
          'Director (DIN: ____________) / Company Secretary (Membership No.: ____________)',
          `Date: ______________`,
        ],
      },
    ],
    witnessCount: 0,
    keyTerms: [
      { term: 'Company', definition: company },
      { term: 'Type of Resolution', definition: type },
      { term: 'Meeting Date', definition: d.date('meetingDate') },
      { term: 'Resolution', definition: d.prose('details') },
    ],
    summary: `${type} resolution of the Board of ${company} passed at its meeting on ${d.date('meetingDate')}: ${d.text('details')}.`,
    statutes: [cite(ACT.companies, 'ss.117, 118, 173, 174, 179, 184')],
    checklist: {
      stampDuty: noStampDuty(
        'A certified copy of a board resolution is not itself chargeable; an instrument it authorises (such as a power of attorney) is stamped separately.',
      ),
      registration: registration('not-required', 'Not registrable.'),
      witnesses: witnesses(0, false, 'None required.'),
      notarisation: {
        required: false,
        note: 'Not required; banks may ask for a certified copy with specimen signatures.',
      },
      eSignature: E_SIGN_ALLOWED,
      otherSteps: [
        'File Form MGT-14 within 30 days where s.117(3) applies (private companies are exempt for most s.179(3) resolutions [verify]).',
        'Sign the minutes within 30 days of the meeting (SS-1).',
      ],
    },
  }
}
