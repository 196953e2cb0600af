import { money, text, textarea } from '../fields.ts'
import type { Template } from '../types.ts'

export const technologyTemplates: readonly Template[] = [
  {
    id: 'software-license',
    categoryId: 'technology',
    name: 'Software License Agreement',
    description:
      'Licence to use software: scope, restrictions (subject to Copyright Act s.52), support, warranties, IP indemnity and liability.',
    fields: [
      text('licensor', 'Licensor', 'e.g. CodeCraft Solutions Private Limited'),
      text('licensee', 'Licensee', 'e.g. Metro Hospitals Limited'),
      textarea(
        'softwareDescription',
        'Software Description',
        'e.g. "MediTrack" hospital management system, version 5, on-premises, up to 200 named users',
      ),
      money('licenseFee', 'License Fee (₹)', 'e.g. ₹8,00,000 per year'),
    ],
  },
  {
    id: 'web-development',
    categoryId: 'technology',
    name: 'Web Development Agreement',
    description:
      "Website development: milestones, acceptance, IP assignment on payment, domain and credentials in the client's name, warranty.",
    fields: [
      text('developer', 'Developer', 'e.g. PixelForge Studios LLP'),
      text('client', 'Client', 'e.g. Green Leaf Organics Private Limited'),
      textarea(
        'projectScope',
        'Project Scope',
        'e.g. E-commerce website with product catalogue, cart, payment gateway and admin panel',
      ),
      text('timeline', 'Timeline', 'e.g. 12 weeks from the date of this Agreement'),
      money('cost', 'Project Cost (₹)', 'e.g. ₹4,50,000'),
    ],
  },
  {
    id: 'data-processing',
    categoryId: 'technology',
    name: 'Data Processing Agreement',
    description:
      'Processor terms under the Digital Personal Data Protection Act 2023: instructions, security, breach notice, sub-processors, deletion.',
    fields: [
      text('dataController', 'Data Fiduciary (Controller)', 'e.g. Acme Retail Private Limited'),
      text('dataProcessor', 'Data Processor', 'e.g. CloudServe India Private Limited'),
      textarea(
        'dataTypes',
        'Categories of Personal Data',
        'e.g. Customer names, mobile numbers, e-mail and delivery addresses, order history',
      ),
      textarea(
        'processingPurpose',
        'Purpose of Processing',
        'e.g. Hosting the customer database and sending order notifications',
      ),
    ],
  },
]
