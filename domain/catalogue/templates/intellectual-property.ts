import { money, percent, text, textarea } from '../fields.ts'
import type { Template } from '../types.ts'

export const intellectualPropertyTemplates: readonly Template[] = [
  {
    id: 'trademark-license',
    categoryId: 'intellectual-property',
    name: 'Trademark License Agreement',
    description:
      'Licence to use a trade mark under the Trade Marks Act 1999: permitted use, quality control, royalty and goodwill.',
    fields: [
      text('licensor', 'Licensor', 'e.g. Sunrise Brands Private Limited'),
      text('licensee', 'Licensee', 'e.g. Coastal Foods LLP'),
      text(
        'trademark',
        'Trademark (and registration number)',
        'e.g. "SUNRISE" word mark, Reg. No. 1234567, Class 30',
      ),
      money('licenseFee', 'License Fee (₹)', 'e.g. ₹3,00,000 per year'),
    ],
  },
  {
    id: 'copyright-assignment',
    categoryId: 'intellectual-property',
    name: 'Copyright Assignment Deed',
    description:
      'Assignment of copyright under sections 18–19 of the Copyright Act 1957: rights, duration, territory, consideration.',
    fields: [
      text('assignor', 'Assignor', 'e.g. Ananya Bose'),
      text('assignee', 'Assignee', 'e.g. Lotus Publishing House Private Limited'),
      textarea(
        'work',
        'Work Assigned',
        'e.g. The novel "Monsoon Letters" (manuscript of 82,000 words, completed March 2026)',
      ),
      money('consideration', 'Consideration (₹)', 'e.g. ₹2,50,000'),
    ],
  },
  {
    id: 'patent-license',
    categoryId: 'intellectual-property',
    name: 'Patent License Agreement',
    description:
      'Licence under an Indian patent: field, territory, royalty, improvements (non-exclusive grant-back), registration in Form 16.',
    fields: [
      text('patentOwner', 'Patent Owner (Licensor)', 'e.g. Innovent Labs Private Limited'),
      text('licensee', 'Licensee', 'e.g. MedEquip India Limited'),
      textarea(
        'patentDetails',
        'Patent Details',
        'e.g. Indian Patent No. 345678, "Portable oxygen concentrator valve", granted 12/08/2022',
      ),
      percent('royaltyRate', 'Royalty Rate (% of Net Sales)', 'e.g. 5'),
    ],
  },
]
