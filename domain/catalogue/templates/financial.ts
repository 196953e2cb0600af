import { money, percent, text, textarea } from '../fields.ts'
import type { Template } from '../types.ts'

export const financialTemplates: readonly Template[] = [
  {
    id: 'loan-agreement',
    categoryId: 'financial',
    name: 'Loan Agreement',
    description: 'Loan with interest, repayment schedule, prepayment, events of default and acceleration.',
    fields: [
      text('lenderName', 'Lender Name', 'e.g. Rajesh Gupta'),
      text('borrowerName', 'Borrower Name', 'e.g. Sameer Khan'),
      money('loanAmount', 'Loan Amount (₹)', 'e.g. ₹5,00,000'),
      percent('interestRate', 'Interest Rate (% per annum)', 'e.g. 12 (0 for an interest-free loan)', true),
      textarea(
        'repaymentSchedule',
        'Repayment Schedule',
        'e.g. 24 equal monthly instalments from 01/05/2026',
      ),
    ],
  },
  {
    id: 'investment-agreement',
    categoryId: 'financial',
    name: 'Investment Agreement',
    description:
      'Subscription to shares by an investor: private placement, conditions precedent, warranties, investor rights and exit.',
    fields: [
      text('investor', 'Investor', 'e.g. Horizon Ventures Fund I'),
      text('company', 'Investee Company', 'e.g. Acme Technologies Private Limited'),
      money('investmentAmount', 'Investment Amount (₹)', 'e.g. ₹2 crore'),
      percent('equityPercentage', 'Equity Percentage (fully diluted)', 'e.g. 10'),
    ],
  },
  {
    id: 'guarantee-agreement',
    categoryId: 'financial',
    name: 'Guarantee Agreement',
    description:
      'Guarantee under sections 126–147 of the Indian Contract Act: on-demand liability, cap, waiver of surety defences, continuing guarantee.',
    fields: [
      text('guarantor', 'Guarantor', 'e.g. Mahesh Agarwal'),
      text('beneficiary', 'Beneficiary (Creditor)', 'e.g. Sunita Finance Private Limited'),
      money('guaranteeAmount', 'Guaranteed Amount (₹)', 'e.g. ₹10,00,000'),
      textarea(
        'purpose',
        'Purpose / Principal Obligation Guaranteed',
        'e.g. Repayment of the working-capital loan of ₹10,00,000 given to Agarwal Traders under the loan agreement dated 01/04/2026',
      ),
    ],
  },
]
