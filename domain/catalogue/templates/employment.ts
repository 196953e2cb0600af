import { date, money, optional, select, text, textarea } from '../fields.ts'
import type { Template } from '../types.ts'

export const employmentTemplates: readonly Template[] = [
  {
    id: 'employment-contract',
    categoryId: 'employment',
    name: 'Employment Contract',
    description:
      'Appointment and terms of employment under the Labour Codes: pay, probation, leave, confidentiality, IP and notice.',
    fields: [
      text('employeeName', 'Employee Name', 'e.g. Priya Nair'),
      text('employerName', 'Employer Name', 'e.g. Acme Technologies Private Limited'),
      text('position', 'Position / Designation', 'e.g. Senior Software Engineer'),
      money('salary', 'Annual Salary – Cost to Company (₹)', 'e.g. ₹12,00,000'),
      date('startDate', 'Start Date'),
      text('location', 'Place of Work', 'e.g. Bengaluru, Karnataka'),
    ],
  },
  {
    id: 'offer-letter',
    categoryId: 'employment',
    name: 'Offer Letter',
    description:
      'Offer of employment with position, pay, joining date, conditions and the acceptance mechanism.',
    fields: [
      text('candidateName', 'Candidate Name', 'e.g. Priya Nair'),
      text('position', 'Position / Designation', 'e.g. Product Manager'),
      money('salary', 'Annual Salary – Cost to Company (₹)', 'e.g. ₹18,00,000'),
      date('joiningDate', 'Joining Date'),
    ],
  },
  {
    id: 'termination-letter',
    categoryId: 'employment',
    name: 'Termination Letter',
    description:
      'Letter ending employment: ground, effective date, notice, settlement of dues and continuing obligations.',
    fields: [
      text('employeeName', 'Employee Name', 'e.g. Rahul Verma'),
      select(
        'terminationReason',
        'Termination Reason',
        ['Performance', 'Misconduct', 'Redundancy', 'Resignation', 'Other'],
        'Select the reason',
      ),
      date('lastWorkingDay', 'Last Working Day'),
      text('noticePeriod', 'Notice Period', 'e.g. 30 days'),
    ],
  },
  {
    id: 'probation-letter',
    categoryId: 'employment',
    name: 'Probation Confirmation Letter',
    description: 'Confirmation of employment on successful completion of probation, with any revised salary.',
    fields: [
      text('employeeName', 'Employee Name', 'e.g. Priya Nair'),
      date('confirmationDate', 'Confirmation Date'),
      optional(
        money(
          'newSalary',
          'Revised Annual Salary – Cost to Company (₹)',
          'e.g. ₹14,00,000 (leave blank if unchanged)',
        ),
      ),
      textarea(
        'performance',
        'Performance Summary',
        'e.g. Met all objectives; rated "Exceeds expectations" in the probation review',
      ),
    ],
  },
  {
    id: 'nda-employment',
    categoryId: 'employment',
    name: 'Employee Non-Disclosure Agreement',
    description:
      'Confidentiality undertaking of an employee: definition, use restrictions, return of information and remedies.',
    fields: [
      text('employeeName', 'Employee Name', 'e.g. Priya Nair'),
      text('companyName', 'Company Name', 'e.g. Acme Technologies Private Limited'),
      textarea(
        'confidentialInfo',
        'Confidential Information Covered',
        'e.g. Source code, customer lists, pricing, product roadmaps',
      ),
      text('duration', 'Duration of Confidentiality Obligations', 'e.g. 3 years after the employment ends'),
    ],
  },
]
