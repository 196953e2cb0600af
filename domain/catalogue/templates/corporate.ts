import { date, money, select, text, textarea } from '../fields.ts'
import type { Template } from '../types.ts'

export const corporateTemplates: readonly Template[] = [
  {
    id: 'shareholders-agreement',
    categoryId: 'corporate',
    name: "Shareholders' Agreement",
    description:
      'Rights and obligations of shareholders: board, reserved matters, transfer restrictions, tag-along and drag-along, exit.',
    fields: [
      text('companyName', 'Company Name', 'e.g. Acme Technologies Private Limited'),
      textarea(
        'shareholders',
        'Shareholders and Shareholding',
        'e.g. Ravi Sharma – 6,000 equity shares (60%); Meera Iyer – 4,000 equity shares (40%)',
      ),
      money('shareCapital', 'Paid-up Share Capital (₹)', 'e.g. ₹1,00,000'),
      textarea(
        'votingRights',
        'Voting Rights',
        'e.g. One vote per equity share; reserved matters need both shareholders',
      ),
    ],
  },
  {
    id: 'board-resolution',
    categoryId: 'corporate',
    name: 'Board Resolution',
    description:
      'Certified true copy of a resolution of the Board of Directors under the Companies Act 2013 and Secretarial Standard SS-1.',
    fields: [
      text('companyName', 'Company Name', 'e.g. Acme Technologies Private Limited'),
      select(
        'resolutionType',
        'Resolution Type',
        ['Appointment', 'Removal', 'Financial', 'Policy', 'Other'],
        'Select the type of resolution',
      ),
      textarea(
        'details',
        'Resolution Details',
        'e.g. Appointment of Ms. Anita Desai as Additional Director with effect from 01/04/2026',
      ),
      date('meetingDate', 'Meeting Date'),
    ],
  },
  {
    id: 'incorporation-agreement',
    categoryId: 'corporate',
    name: 'Incorporation Agreement',
    description:
      "Founders' pre-incorporation agreement: equity split, vesting, IP assignment to the company and adoption of pre-incorporation contracts.",
    fields: [
      text('proposedName', 'Proposed Company Name', 'e.g. Acme Technologies Private Limited'),
      select(
        'businessType',
        'Business Type',
        ['Private Limited', 'Public Limited', 'LLP', 'Partnership'],
        'Select the business structure',
      ),
      money('authorizedCapital', 'Authorised Capital (₹)', 'e.g. ₹10,00,000'),
      textarea('directors', 'Founders / Proposed Directors', 'e.g. Ravi Sharma (50%), Meera Iyer (50%)'),
    ],
  },
  {
    id: 'merger-acquisition',
    categoryId: 'corporate',
    name: 'Merger & Acquisition Agreement',
    description:
      'Share purchase agreement: price, conditions precedent (including CCI approval), warranties, indemnities and closing.',
    fields: [
      text('acquirerCompany', 'Acquirer Company', 'e.g. Bharat Holdings Limited'),
      text('targetCompany', 'Target Company', 'e.g. Acme Technologies Private Limited'),
      money('transactionValue', 'Transaction Value (₹)', 'e.g. ₹50 crore'),
      date('closingDate', 'Closing Date'),
    ],
  },
  {
    id: 'joint-venture',
    categoryId: 'corporate',
    name: 'Joint Venture Agreement',
    description:
      'Contractual joint venture: scope, capital contributions, management, deadlock, transfer restrictions and exit.',
    fields: [
      text('party1', 'First Party', 'e.g. Bharat Infra Limited'),
      text('party2', 'Second Party', 'e.g. Sunrise Engineering Private Limited'),
      textarea(
        'ventureScope',
        'Scope of the Joint Venture',
        'e.g. Design and construction of solar parks in Rajasthan',
      ),
      textarea(
        'capitalContribution',
        'Capital Contribution of each Party (₹)',
        'e.g. First Party: ₹60,00,000 (60%); Second Party: ₹40,00,000 (40%)',
      ),
    ],
  },
  {
    id: 'llp-agreement',
    categoryId: 'corporate',
    name: 'LLP Agreement',
    description:
      'Limited liability partnership agreement under the LLP Act 2008: contributions, profit sharing, designated partners, Form 3 filing.',
    fields: [
      text('llpName', 'LLP Name', 'e.g. Malhotra Reddy Design LLP'),
      textarea(
        'partners',
        'Partners and Designated Partners',
        'e.g. Arjun Malhotra (designated partner, resident in India); Kavya Reddy (designated partner)',
      ),
      textarea(
        'capitalContribution',
        'Contribution of each Partner (₹)',
        'e.g. Arjun Malhotra: ₹2,00,000; Kavya Reddy: ₹2,00,000',
      ),
      text('profitSharing', 'Profit and Loss Sharing Ratio', 'e.g. 50:50'),
      textarea(
        'businessDescription',
        'Business of the LLP',
        'e.g. Interior design and turnkey fit-out services',
      ),
      text('registeredOffice', 'Registered Office', 'e.g. 22, Residency Road, Bengaluru 560025'),
    ],
  },
]
