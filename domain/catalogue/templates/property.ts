import { date, money, months, optional, percent, text, textarea, years } from '../fields.ts'
import type { Template } from '../types.ts'

export const propertyTemplates: readonly Template[] = [
  {
    id: 'rental-agreement',
    categoryId: 'property',
    name: 'Rental Agreement',
    description:
      'Residential leave and licence agreement: licence fee, deposit, maintenance, entry, police verification and handover.',
    fields: [
      text('landlordName', 'Landlord Name', 'e.g. Asha Rao'),
      text('tenantName', 'Tenant Name', 'e.g. Vikram Shah'),
      textarea(
        'propertyAddress',
        'Property Address',
        'e.g. Flat 402, Sea Breeze CHS, Linking Road, Bandra West, Mumbai 400050',
      ),
      money('monthlyRent', 'Monthly Rent (₹)', 'e.g. ₹45,000'),
      money('securityDeposit', 'Security Deposit (₹)', 'e.g. ₹1,50,000', true),
      months('leasePeriod', 'Lease Period (months)', 'e.g. 11'),
    ],
  },
  {
    id: 'property-sale',
    categoryId: 'property',
    name: 'Property Sale Agreement',
    description:
      'Agreement for sale of immovable property: title, price and payment, TDS, possession, title deeds and registration of the sale deed.',
    fields: [
      text('sellerName', 'Seller Name', 'e.g. Suresh Patil'),
      text('buyerName', 'Buyer Name', 'e.g. Neha Kapoor'),
      textarea(
        'propertyDetails',
        'Property Details',
        'e.g. Flat 12, 3rd floor, Green Acres, CTS No. 456, Kothrud, Pune 411038, carpet area 850 sq. ft.',
      ),
      money('salePrice', 'Sale Price (₹)', 'e.g. ₹85,00,000'),
      date('registrationDate', 'Sale Deed Registration Date'),
    ],
  },
  {
    id: 'lease-deed',
    categoryId: 'property',
    name: 'Lease Deed',
    description:
      'Registered lease for more than 11 months or commercial premises: rent, escalation, deposit, repairs, lock-in and holding over.',
    fields: [
      text('lessorName', 'Lessor Name', 'e.g. Kapoor Estates LLP'),
      text('lesseeName', 'Lessee Name', 'e.g. Acme Retail Private Limited'),
      textarea(
        'propertyDescription',
        'Property Description',
        'e.g. Shop No. 5, ground floor, Galaxy Mall, MG Road, Bengaluru 560001, 1,200 sq. ft. carpet area',
      ),
      years('leasePeriod', 'Lease Period (years)', 'e.g. 3'),
      money('annualRent', 'Annual Rent (₹)', 'e.g. ₹14,40,000'),
    ],
  },
  {
    id: 'property-development',
    categoryId: 'property',
    name: 'Joint Development Agreement',
    description:
      'Land owner grants development rights to a developer: approvals, area sharing, RERA, construction, delay and defects.',
    fields: [
      text('landOwner', 'Land Owner', 'e.g. Ramesh Gowda'),
      text('developer', 'Developer', 'e.g. Skyline Builders Private Limited'),
      textarea(
        'projectDetails',
        'Land and Project Details',
        'e.g. Survey No. 45/2, Whitefield, Bengaluru – residential project of 120 apartments; area sharing 40% owner / 60% developer',
      ),
      months('completionTime', 'Completion Time (months)', 'e.g. 36'),
    ],
  },
  {
    id: 'mortgage-agreement',
    categoryId: 'property',
    name: 'Mortgage Deed',
    description:
      'Registered mortgage of immovable property securing a loan, attested by two witnesses (Transfer of Property Act s.59).',
    fields: [
      text('borrowerName', 'Borrower (Mortgagor) Name', 'e.g. Anil Mehta'),
      text('lenderName', 'Lender (Mortgagee) Name', 'e.g. Sunita Finance Private Limited'),
      money('loanAmount', 'Loan Amount (₹)', 'e.g. ₹25,00,000'),
      percent('interestRate', 'Interest Rate (% per annum)', 'e.g. 11.5'),
      years('repaymentPeriod', 'Repayment Period (years)', 'e.g. 10'),
    ],
  },
  {
    // The conveyance itself, distinct from the agreement for sale above, which conveys nothing.
    id: 'sale-deed',
    categoryId: 'property',
    name: 'Sale Deed',
    description:
      'Conveyance of immovable property once the price is paid (Transfer of Property Act s.54): title chain, receipt of price, possession, encumbrances, title indemnity and compulsory registration.',
    fields: [
      text('sellerName', 'Seller Name', 'e.g. Suresh Patil'),
      text('buyerName', 'Buyer Name', 'e.g. Neha Kapoor'),
      textarea(
        'propertyDetails',
        'Property Details',
        'e.g. Flat 12, 3rd floor, Green Acres, CTS No. 456, Kothrud, Pune 411038, carpet area 850 sq. ft.',
      ),
      money('salePrice', 'Sale Price (₹)', 'e.g. ₹85,00,000'),
      optional(
        textarea(
          'titleHistory',
          "Seller's Title (how the Seller acquired the property)",
          'e.g. Sale deed dated 12/03/2010 registered as document no. 4567/2010 at the office of the Sub-Registrar, Haveli II, Pune',
        ),
      ),
    ],
  },
]
