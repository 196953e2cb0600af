import { money, select, text, textarea } from '../fields.ts'
import type { Template } from '../types.ts'

export const familyTemplates: readonly Template[] = [
  {
    id: 'will-testament',
    categoryId: 'family',
    name: 'Will and Testament',
    description:
      'Will under the Indian Succession Act 1925: executor, bequests, residue, and attestation by two witnesses.',
    fields: [
      text('testatorName', 'Testator Name', 'e.g. Ramesh Kumar Iyer'),
      text('executorName', 'Executor Name', 'e.g. Lakshmi Iyer'),
      textarea(
        'beneficiaries',
        'Beneficiaries and their Shares',
        'e.g. Lakshmi Iyer (wife) – the residential flat; Arjun Iyer (son) and Kavya Iyer (daughter) – all bank deposits equally',
      ),
      textarea(
        'assets',
        'Assets',
        'e.g. Flat 7B, Palm Court, Adyar, Chennai 600020; fixed deposits with State Bank of India, Adyar branch',
      ),
    ],
  },
  {
    id: 'family-settlement',
    categoryId: 'family',
    name: 'Family Settlement Deed',
    description:
      'Family arrangement dividing property among members: antecedent claims, allocation, releases, possession and mutation.',
    fields: [
      textarea(
        'familyMembers',
        'Family Members and Relationships',
        'e.g. Savitri Devi (mother); Rakesh Sharma (son); Meena Joshi (daughter)',
      ),
      textarea(
        'propertyDetails',
        'Property Details',
        'e.g. House No. 12, Sector 15, Noida 201301; agricultural land Khasra No. 221, Village Dadri',
      ),
      textarea(
        'distribution',
        'Distribution among Members',
        'e.g. House to Rakesh Sharma; land to Meena Joshi; Rakesh pays Meena ₹10,00,000 as owelty',
      ),
    ],
  },
  {
    id: 'power-of-attorney',
    categoryId: 'family',
    name: 'Power of Attorney',
    description:
      'Power of attorney under the Powers of Attorney Act 1882: enumerated powers, duration, ratification and revocation.',
    fields: [
      text('principalName', 'Principal Name', 'e.g. Vijay Menon'),
      text('attorneyName', 'Attorney Name', 'e.g. Shalini Menon'),
      textarea(
        'powers',
        'Powers Granted',
        'e.g. To manage and let out Flat 3A, Lake View Apartments, Kochi; collect rent; pay taxes; appear before the municipal authorities',
      ),
      text('duration', 'Duration', 'e.g. 2 years from the date of execution'),
    ],
  },
  {
    id: 'gift-deed',
    categoryId: 'family',
    name: 'Gift Deed',
    description:
      'Gift of property under sections 122–129 of the Transfer of Property Act: acceptance, delivery, attestation and registration.',
    fields: [
      text('donorName', 'Donor Name', 'e.g. Kamala Krishnan'),
      text('doneeName', 'Donee Name', 'e.g. Divya Krishnan'),
      text('relationship', 'Relationship of Donee to Donor', 'e.g. Daughter'),
      select(
        'propertyType',
        'Type of Property',
        ['Immovable Property', 'Movable Property'],
        'Select the type of property gifted',
      ),
      textarea(
        'propertyDescription',
        'Description of the Gifted Property',
        'e.g. Plot No. 14, Anna Nagar West, Chennai 600040, 2,400 sq. ft.',
      ),
      money('propertyValue', 'Market Value of the Property (₹)', 'e.g. ₹60,00,000'),
    ],
  },
]
