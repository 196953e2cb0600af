// Regenerates the twelve drafts of docs/legal-review/2026-11-26-second-read.md into /tmp/sr
// (draft, checklist, review flags, analysis), so a reader can check each finding again.
import { mkdirSync, writeFileSync } from 'node:fs'
import { resolveGeneration } from '#app/features/chat/api-generation.server.ts'
import { generateOffline } from '#domain/ai/offline.ts'
import { analyseAgreement } from '#domain/analysis/analyse.ts'
import { type Agreement, checklistLines, draftAgreement, renderPlainText } from '#domain/drafting/index.ts'

const OUT = process.argv[2] ?? '/tmp/sr'
const NOW = new Date('2026-11-26T10:00:00Z')
const SELF = 'Vikram Malhotra'

export const TEMPLATE_DRAFTS = [
  [
    '01-shareholders-agreement-bengaluru',
    'shareholders-agreement',
    'Bengaluru',
    {
      companyName: 'Nimbus Analytics Private Limited',
      shareholders: 'Arjun Rao – 7,000 equity shares (70%); Kavya Hegde – 3,000 equity shares (30%)',
      shareCapital: '₹1,00,000',
      votingRights: 'One vote per equity share; reserved matters need both shareholders',
    },
  ],
  [
    '02-franchise-agreement-delhi',
    'franchise-agreement',
    'New Delhi',
    {
      franchisor: 'Tandoor Express Foods Private Limited',
      franchisee: 'Manpreet Singh Arora',
      franchiseFee: '₹7,50,000',
      territory: 'Rajouri Garden, New Delhi',
    },
  ],
  [
    '03-lease-deed-kolkata',
    'lease-deed',
    'Kolkata',
    {
      lessorName: 'Subrata Banerjee',
      lesseeName: 'Bengal Books and Stationery Private Limited',
      propertyDescription:
        'Shop No. 4, ground floor, 21 Park Street, Kolkata 700016, 650 sq. ft. carpet area',
      leasePeriod: '5',
      annualRent: '₹9,60,000',
    },
  ],
  [
    '04-guarantee-agreement-hyderabad',
    'guarantee-agreement',
    'Hyderabad',
    {
      guarantor: 'Srinivas Reddy Kandula',
      beneficiary: 'Deccan Credit Private Limited',
      guaranteeAmount: '₹15,00,000',
      purpose:
        'Repayment of the term loan of ₹15,00,000 given to Kandula Agro Traders under the loan agreement dated 01/11/2026',
    },
  ],
  [
    '05-trademark-license-mumbai',
    'trademark-license',
    'Mumbai',
    {
      licensor: 'Sahyadri Spices Private Limited',
      licensee: 'Konkan Foods LLP',
      trademark: '"SAHYADRI" word mark, Reg. No. 2345678, Class 30',
      licenseFee: '₹4,00,000 per year',
    },
  ],
  [
    '06-power-of-attorney-lucknow',
    'power-of-attorney',
    'Lucknow',
    {
      principalName: 'Rajendra Prasad Srivastava',
      attorneyName: 'Alok Srivastava',
      powers:
        'To manage and let out House No. 14, Sector C, Aliganj, Lucknow 226024; collect rent; pay house tax and water tax; appear before the Lucknow Municipal Corporation and the Lucknow Development Authority',
      duration: '3 years from the date of execution',
    },
  ],
  [
    '07-family-settlement-chennai',
    'family-settlement',
    'Chennai',
    {
      familyMembers: 'Kamala Subramanian (mother); S. Ramesh (son); S. Lakshmi (daughter)',
      propertyDetails:
        'House at No. 8, 2nd Cross Street, West Mambalam, Chennai 600033; fixed deposits with Indian Bank, T. Nagar branch, of ₹30,00,000',
      distribution:
        'House to S. Ramesh; fixed deposits to S. Lakshmi; Kamala Subramanian to reside in the house for life; S. Ramesh pays S. Lakshmi ₹15,00,000 as owelty',
    },
  ],
  [
    '08-data-processing-pune',
    'data-processing',
    'Pune',
    {
      dataController: 'Sahyog Health Clinics Private Limited',
      dataProcessor: 'CloudKaksha Technologies Private Limited',
      dataTypes: 'Patient names, mobile numbers, dates of birth, appointment history and consultation notes',
      processingPurpose: 'Hosting the appointment-booking system and sending appointment reminders by SMS',
    },
  ],
  [
    '09-mortgage-agreement-jaipur',
    'mortgage-agreement',
    'Jaipur',
    {
      borrowerName: 'Mohan Lal Sharma',
      lenderName: 'Marudhar Finance Private Limited',
      loanAmount: '₹20,00,000',
      interestRate: '12',
      repaymentPeriod: '7',
    },
  ],
  [
    '10-consultancy-agreement-noida',
    'consultancy-agreement',
    'Noida',
    {
      consultantName: 'Neha Bhatnagar',
      clientName: 'Yamuna Logistics Private Limited',
      services:
        'Advice on warehouse safety compliance and preparation of standard operating procedures for three warehouses',
      consultancyFee: '₹1,20,000',
      term: '6 months from 01/01/2027',
    },
  ],
] as const

export const FREE_TEXT = [
  [
    '11-free-text-tailoring-advance',
    'I am giving Rukhsana Begum, a tailor, 40 blouses to stitch for my boutique at 450 each. I will pay her 6,000 advance now and the rest on delivery by 15 January 2027. We are in Hyderabad.',
  ],
  [
    '12-free-text-used-bike',
    'My friend Rohit Verma is selling me his used Bajaj Pulsar 150 bike, 2020 model, MP-09-AB-1234, for 55,000. I will pay 35,000 now and 20,000 next month. We live in Indore.',
  ],
] as const

function write(name: string, templateId: string | undefined, agreement: Agreement, content: string) {
  const analysis = analyseAgreement({ templateId, title: agreement.title, content })
  const flags = agreement.reviewFlags.map((f) => `- ${JSON.stringify(f)}`).join('\n')
  writeFileSync(`${OUT}/${name}.txt`, content)
  writeFileSync(
    `${OUT}/${name}.meta.txt`,
    [
      '== CHECKLIST ==',
      ...checklistLines(agreement.checklist),
      '== REVIEW FLAGS ==',
      flags,
      '== ANALYSIS ==',
      JSON.stringify(analysis, null, 1),
    ].join('\n'),
  )
}

mkdirSync(OUT, { recursive: true })
for (const [name, id, place, details] of TEMPLATE_DRAFTS) {
  const agreement = draftAgreement(id, details, { place })
  write(name, id, agreement, renderPlainText(agreement))
}
for (const [name, userInput] of FREE_TEXT) {
  const resolved = resolveGeneration({ userInput, details: {}, self: SELF }, NOW)
  if (!resolved.ok) throw new Error(`${name}: refused: ${resolved.error}`)
  writeFileSync(`${OUT}/${name}.request.json`, JSON.stringify(resolved.request, null, 1))
  const result = generateOffline(resolved.request)
  if (!result.ok) throw new Error(`${name}: ${result.message}`)
  write(name, undefined, result.document.agreement as Agreement, result.document.content)
}
