import type { TemplateId } from '#domain/catalogue/index.ts'
import type { RegistrationStatus } from '#domain/drafting/index.ts'

/**
 * What each template must contain, read from shared/reference/indian-law.md: the statutes of
 * its "Governing law" cell, must-have clauses (matched against clause headings) and the
 * "Formalities" cell, and which of the cross-cutting rules of §2.0 its kind of instrument carries.
 */
export interface Expectation {
  readonly statutes: readonly string[]
  readonly mustHave: readonly RegExp[]
  readonly stamp: RegExp | false
  readonly registration: RegistrationStatus
  readonly witnesses: number
  readonly witnessesMandatory?: boolean
  readonly eSign: boolean
  /** full: every cross-cutting clause; deed: no counterparts; the rest are the instruments one party issues. */
  readonly general: 'full' | 'deed' | 'offer' | 'letter' | 'poa' | 'gift' | 'will' | 'resolution'
  readonly attestation?: boolean
}

const ICA = 'Indian Contract Act, 1872'
const CA = 'Companies Act, 2013'
const AA = 'Arbitration and Conciliation Act, 1996'
const ART5 = /Article 5 \(Agreement/

export const EXPECTATIONS: Record<TemplateId, Expectation> = {
  'shareholders-agreement': {
    statutes: [CA, ICA, 'Specific Relief Act, 1963', 'Foreign Exchange Management Act, 1999', 'Competition Act, 2002', AA],
    mustHave: [/Board Composition/, /Quorum/, /Reserved Matters/, /Tag-along/, /Drag-along/, /Right of First Refusal/, /Pre-emptive/, /Deadlock/, /Information/, /Articles to Reflect/, /Exit/, /Events of Default/, /Confidentiality/, /Indemnity/],
    stamp: ART5, registration: 'not-required', witnesses: 2, eSign: true, general: 'full',
  },
  'board-resolution': {
    statutes: [CA],
    mustHave: [/Attendance and Chairperson/, /Quorum/, /Disclosure of Interest/, /^Resolution$/, /Authorisation/, /Minutes/],
    stamp: false, registration: 'not-required', witnesses: 0, eSign: true, general: 'resolution',
  },
  'incorporation-agreement': {
    statutes: [CA, 'Specific Relief Act, 1963', ICA, 'Copyright Act, 1957', AA],
    mustHave: [/Equity Split/, /Vesting/, /Capital Contributions/, /Roles and Time Commitment/, /Intellectual Property/, /Pre-incorporation Contracts/, /Leavers/, /Decision-making/, /Termination if not Incorporated/, /Confidentiality/],
    stamp: ART5, registration: 'not-required', witnesses: 2, eSign: true, general: 'full',
  },
  'merger-acquisition': {
    statutes: [CA, 'Competition Act, 2002', 'Foreign Exchange Management Act, 1999', 'Income-tax Act, 2025', 'Indian Stamp Act, 1899', AA],
    mustHave: [/Sale and Purchase/, /Price/, /Escrow/, /Conditions Precedent/, /Conduct before Closing/, /Closing Deliverables/, /^Warranties$/, /Indemnities/, /Non-compete/, /Material Adverse Change/, /Long-stop/, /Tax Withholding/],
    stamp: /0\.015%/, registration: 'not-required', witnesses: 2, eSign: true, general: 'full',
  },
  'joint-venture': {
    statutes: [CA, ICA, 'Foreign Exchange Management Act, 1999', 'Competition Act, 2002', AA],
    mustHave: [/Purpose and Scope/, /JV Company/, /Capital Contributions/, /Further Funding/, /Board and Management/, /Reserved Matters/, /Deadlock/, /Transfer Restrictions/, /Exit/, /Non-compete/, /Technology and Brand Licences/, /Accounts and Audit/, /Termination/],
    stamp: ART5, registration: 'not-required', witnesses: 2, eSign: true, general: 'full',
  },
  'employment-contract': {
    statutes: [ICA, 'Code on Wages, 2019', 'Occupational Safety, Health and Working Conditions Code, 2020', 'Code on Social Security, 2020', 'Industrial Relations Code, 2020', 'Copyright Act, 1957', 'Digital Personal Data Protection Act, 2023'],
    mustHave: [/Position and Duties/, /Place of Work/, /Probation/, /Compensation/, /Statutory Benefits/, /Working Hours and Leave/, /POSH/, /Confidentiality/, /Intellectual Property/, /Non-Solicitation/, /Conflicts/, /Data Protection/, /Notice Period/, /Return of Property/, /Full and Final Settlement/],
    stamp: ART5, registration: 'not-required', witnesses: 0, eSign: true, general: 'full',
  },
  'offer-letter': {
    statutes: [ICA, 'Occupational Safety, Health and Working Conditions Code, 2020', 'Code on Wages, 2019', 'Digital Personal Data Protection Act, 2023'],
    mustHave: [/^Position$/, /Compensation/, /Joining Date/, /Validity and Acceptance/, /Conditions/, /Probation/, /Notice Period/, /Appointment Letter/],
    stamp: false, registration: 'not-required', witnesses: 0, eSign: true, general: 'offer',
  },
  'termination-letter': {
    statutes: ['Industrial Relations Code, 2020', 'Code on Wages, 2019', 'Code on Social Security, 2020'],
    mustHave: [/Ground/, /Last Working Day/, /^Notice$/, /Full and Final Settlement/, /Return of Property/, /Continuing Obligations/, /Relieving/],
    stamp: false, registration: 'not-required', witnesses: 0, eSign: true, general: 'letter',
  },
  'probation-letter': {
    statutes: [ICA, 'Industrial Relations Code, 2020'],
    mustHave: [/Probation Period/, /Evaluation/, /Confirmation/, /Remuneration/, /Notice Period/],
    stamp: false, registration: 'not-required', witnesses: 0, eSign: true, general: 'letter',
  },
  'nda-employment': {
    statutes: [ICA, 'Specific Relief Act, 1963', 'Information Technology Act, 2000', 'Bharatiya Nyaya Sanhita, 2023', 'Copyright Act, 1957', 'Digital Personal Data Protection Act, 2023'],
    mustHave: [/Exclusions/, /Use Restriction/, /Duration/, /Return and Destruction/, /Permitted Disclosures/, /Injunction/, /Damages/, /Personal Data/],
    stamp: ART5, registration: 'not-required', witnesses: 0, eSign: true, general: 'full',
  },
  'rental-agreement': {
    statutes: ['Indian Easements Act, 1882', 'Transfer of Property Act, 1882', 'Registration Act, 1908', 'Indian Stamp Act, 1899', 'Maharashtra Rent Control Act, 1999', 'Income-tax Act, 2025'],
    mustHave: [/^Licence$/, /Term and Renewal/, /Licence Fee/, /Security Deposit/, /Maintenance Charges/, /Permitted Use/, /Sub-licensing/, /Lock-in/, /Repairs/, /Entry and Inspection/, /Police Verification/, /Handover/, /Holding Over/],
    stamp: /Article 36A/, registration: 'compulsory', witnesses: 2, eSign: true, general: 'full',
  },
  'property-sale': {
    statutes: ['Transfer of Property Act, 1882', 'Registration Act, 1908', 'Indian Stamp Act, 1899', 'Specific Relief Act, 1963', 'Income-tax Act, 2025', 'Foreign Exchange Management Act, 1999'],
    mustHave: [/Payment Schedule/, /Tax Deducted at Source/, /Title Warranties/, /Encumbrance Certificate/, /No-Objection/, /Possession/, /Original Title Deeds/, /Outgoings/, /Indemnity/, /Registration of the Sale Deed/, /Default by the Buyer/, /Default by the Seller/],
    stamp: /Article 23 \(Conveyance\)/, registration: 'optional', witnesses: 2, eSign: true, general: 'full',
  },
  'lease-deed': {
    statutes: ['Transfer of Property Act, 1882', 'Registration Act, 1908', 'Indian Stamp Act, 1899', 'Central Goods and Services Tax Act, 2017', 'Income-tax Act, 2025'],
    mustHave: [/Lock-in/, /Renewal/, /Payment of Rent/, /Escalation/, /Security Deposit/, /Maintenance/, /Permitted Use/, /Repairs, Alterations and Reinstatement/, /Insurance/, /Sub-letting/, /Access/, /Rent Abatement/, /Default and Termination/, /Holding Over/, /Indemnity/, /^Registration$/],
    stamp: /Article 35 \(Lease\)/, registration: 'compulsory', witnesses: 2, eSign: true, general: 'full',
  },
  'property-development': {
    statutes: ['Transfer of Property Act, 1882', ICA, 'Specific Relief Act, 1963', 'Registration Act, 1908', 'Real Estate (Regulation and Development) Act, 2016', 'Income-tax Act, 2025'],
    mustHave: [/Grant of Development Rights/, /Approvals/, /RERA/, /Construction and Specifications/, /Milestones/, /Delay Compensation/, /Defect Liability/, /Allocation and Sale/, /Costs and Taxes/, /Title Warranties/, /Insurance/, /Step-in/, /Indemnity/],
    stamp: ART5, registration: 'compulsory', witnesses: 2, eSign: true, general: 'full',
  },
  'mortgage-agreement': {
    statutes: ['Transfer of Property Act, 1882', 'Registration Act, 1908', 'Indian Stamp Act, 1899', 'Securitisation and Reconstruction of Financial Assets and Enforcement of Security Interest Act, 2002'],
    mustHave: [/Covenant to Repay/, /Grant of Mortgage/, /Title Warranties/, /Insurance/, /No Further Encumbrance/, /Maintenance and Inspection/, /Events of Default/, /Enforcement/, /Redemption/, /Indemnity/, /^Registration$/],
    stamp: /Article 40 \(Mortgage/, registration: 'compulsory', witnesses: 2, witnessesMandatory: true, eSign: false, general: 'deed', attestation: true,
  },
  'partnership-agreement': {
    statutes: ['Indian Partnership Act, 1932', ICA, 'Income-tax Act, 2025', 'Indian Stamp Act, 1899'],
    mustHave: [/Name and Business/, /Place of Business/, /Commencement and Duration/, /Capital Contributions/, /Profits and Losses/, /Interest on Capital/, /Drawings/, /Bank Accounts/, /Books/, /Restrictions/, /Admission/, /Retirement/, /Expulsion/, /Death/, /Goodwill/, /Dissolution/, /Amendments/],
    stamp: /Article 46 \(Partnership\)/, registration: 'not-required', witnesses: 2, eSign: true, general: 'full',
  },
  'service-agreement': {
    statutes: [ICA, 'Specific Relief Act, 1963', 'Central Goods and Services Tax Act, 2017', 'Income-tax Act, 2025', 'Micro, Small and Medium Enterprises Development Act, 2006', 'Copyright Act, 1957', 'Digital Personal Data Protection Act, 2023'],
    mustHave: [/Scope of Services/, /Service Levels/, /Acceptance/, /Fees and Invoicing/, /Taxes/, /Assignment of Intellectual Property/, /Background IP/, /Confidentiality/, /Data Protection/, /Indemnity/, /Limitation of Liability/, /Non-solicitation/, /Subcontracting/, /Insurance/, /Independent Contractor/, /Anti-Bribery/, /Force Majeure/, /Transition/],
    stamp: ART5, registration: 'not-required', witnesses: 2, eSign: true, general: 'full',
  },
  'vendor-agreement': {
    statutes: ['Sale of Goods Act, 1930', ICA, 'Central Goods and Services Tax Act, 2017', 'Legal Metrology Act, 2009', 'Consumer Protection Act, 2019', 'Micro, Small and Medium Enterprises Development Act, 2006', 'Competition Act, 2002'],
    mustHave: [/Purchase Orders/, /Pricing/, /Delivery/, /Packaging and Labelling/, /Inspection, Acceptance and Rejection/, /Title and Risk/, /Product Warranties/, /Recall/, /Payment Terms/, /Indemnity/, /Insurance/, /Confidentiality/, /Anti-Bribery/, /Audit/, /Force Majeure/, /Termination/],
    stamp: ART5, registration: 'not-required', witnesses: 2, eSign: true, general: 'full',
  },
  'distribution-agreement': {
    statutes: ['Sale of Goods Act, 1930', ICA, 'Competition Act, 2002', 'Trade Marks Act, 1999', 'Legal Metrology Act, 2009', 'Central Goods and Services Tax Act, 2017'],
    mustHave: [/^Appointment$/, /Channels/, /Minimum Purchase Targets/, /^Pricing$/, /Orders and Delivery/, /Use of the Marks/, /Quality, Stock and Returns/, /Regulatory Licences/, /Reporting and Audit/, /Confidentiality/, /Non-compete during the Term/, /Sell-off/],
    stamp: ART5, registration: 'not-required', witnesses: 2, eSign: true, general: 'full',
  },
  'franchise-agreement': {
    statutes: [ICA, 'Trade Marks Act, 1999', 'Copyright Act, 1957', 'Competition Act, 2002', 'Foreign Exchange Management Act, 1999', 'Income-tax Act, 2025', 'Central Goods and Services Tax Act, 2017', 'Digital Personal Data Protection Act, 2023'],
    mustHave: [/Grant of Franchise/, /Renewal/, /Initial Franchise Fee/, /Royalty and Marketing Fund/, /Site and Fit-out/, /Training/, /Manual and Quality Standards/, /Approved Suppliers/, /Licence of the Marks/, /Customer Data/, /Reporting and Audit/, /Insurance/, /Indemnity/, /Non-compete/, /Transfer/, /Step-in/, /De-branding/],
    stamp: ART5, registration: 'not-required', witnesses: 2, eSign: true, general: 'full',
  },
  'loan-agreement': {
    statutes: [ICA, 'Negotiable Instruments Act, 1881', 'Usurious Loans Act, 1918', 'Interest Act, 1978', 'Indian Stamp Act, 1899', 'Income-tax Act, 2025', 'Limitation Act, 1963'],
    mustHave: [/Loan and Purpose/, /Disbursement/, /^Interest$/, /Default Interest/, /^Repayment$/, /Prepayment/, /^Security$/, /Representations and Warranties/, /Covenants/, /Events of Default/, /Acceleration/, /Set-off/, /Tax Deducted at Source/, /Assignment by the Lender/],
    stamp: /Article 49/, registration: 'not-required', witnesses: 2, eSign: true, general: 'full',
  },
  'investment-agreement': {
    statutes: [CA, 'Foreign Exchange Management Act, 1999', 'Income-tax Act, 2025', 'Indian Stamp Act, 1899'],
    mustHave: [/^Subscription$/, /Conditions Precedent/, /^Closing$/, /Use of Proceeds/, /Company Warranties/, /Indemnity/, /Board and Observer/, /Information Rights/, /Pre-emption/, /Anti-dilution/, /Liquidation Preference/, /Affirmative Matters/, /Tag-along/, /^Exit$/, /ESOP/, /Conversion/, /Confidentiality/],
    stamp: /0\.005%/, registration: 'not-required', witnesses: 2, eSign: true, general: 'full',
  },
  'guarantee-agreement': {
    statutes: [ICA, 'Indian Stamp Act, 1899', 'Limitation Act, 1963'],
    mustHave: [/^Guarantee$/, /Primary Obligor/, /Continuing Guarantee and Revocation/, /Waiver of Surety Defences/, /No Set-off/, /Reinstatement/, /Costs/, /Indemnity/, /Joint and Several/],
    stamp: ART5, registration: 'not-required', witnesses: 2, eSign: true, general: 'full',
  },
  'trademark-license': {
    statutes: ['Trade Marks Act, 1999', ICA, 'Competition Act, 2002', 'Income-tax Act, 2025', 'Central Goods and Services Tax Act, 2017'],
    mustHave: [/^Grant$/, /Licence Fee, Reports and Audit/, /Quality Control/, /Marking/, /Goodwill/, /No Challenge and No Similar Filings/, /Enforcement/, /Phase-out/, /Indemnity by the Licensor/, /Indemnity by the Licensee/, /Registered User/],
    stamp: ART5, registration: 'not-required', witnesses: 2, eSign: true, general: 'full',
  },
  'copyright-assignment': {
    statutes: ['Copyright Act, 1957', ICA],
    mustHave: [/Assignment of Intellectual Property/, /Future and Derivative Works/, /Consideration/, /Originality and Non-infringement/, /Further Assurance and Power of Attorney/, /Indemnity/],
    stamp: ART5, registration: 'not-required', witnesses: 2, eSign: true, general: 'full',
  },
  'patent-license': {
    statutes: ['Patents Act, 1970', ICA, 'Competition Act, 2002', 'Income-tax Act, 2025', 'Foreign Exchange Management Act, 1999', 'Central Goods and Services Tax Act, 2017'],
    mustHave: [/^Grant$/, /Sub-licensing/, /^Royalty$/, /Reports and Audit/, /Improvements/, /Prosecution and Maintenance/, /Enforcement and Defence/, /Warranties and Disclaimers/, /Indemnity/, /Confidentiality/, /^Term$/, /^Termination$/, /Working Statements/, /No Restrictive Conditions/],
    stamp: ART5, registration: 'not-required', witnesses: 2, eSign: true, general: 'full',
  },
  'will-testament': {
    statutes: ['Indian Succession Act, 1925', 'Hindu Succession Act, 1956', 'Hindu Minority and Guardianship Act, 1956', 'Registration Act, 1908', 'Bharatiya Sakshya Adhiniyam, 2023'],
    mustHave: [/Capacity/, /Revocation of Earlier Wills/, /Appointment of Executor/, /Specific Bequests/, /Residue/, /Death of a Beneficiary/, /Debts, Taxes and Expenses/, /Guardian/, /Attesting Witnesses/],
    stamp: false, registration: 'optional', witnesses: 2, witnessesMandatory: true, eSign: false, general: 'will', attestation: true,
  },
  'family-settlement': {
    statutes: ['Registration Act, 1908', 'Indian Stamp Act, 1899', 'Hindu Succession Act, 1956', 'Hindu Minority and Guardianship Act, 1956'],
    mustHave: [/Allocation of the Properties/, /Relinquishment and Release/, /Owelty/, /Possession and Mutation/, /Voluntary Settlement/, /Pending Litigation/, /Minors/, /Further Assurance/],
    stamp: /Article 45 \(Partition\)/, registration: 'compulsory', witnesses: 2, eSign: false, general: 'full',
  },
  'power-of-attorney': {
    statutes: ['Powers of Attorney Act, 1882', ICA, 'Registration Act, 1908', 'Indian Stamp Act, 1899', 'Bharatiya Sakshya Adhiniyam, 2023'],
    mustHave: [/Enumerated Powers/, /Special Power/, /No Delegation/, /Duration/, /Revocation/, /Ratification/, /Indemnity/],
    stamp: /Article 48/, registration: 'optional', witnesses: 2, eSign: false, general: 'poa',
  },
  'software-license': {
    statutes: ['Copyright Act, 1957', 'Patents Act, 1970', ICA, 'Information Technology Act, 2000', 'Digital Personal Data Protection Act, 2023'],
    mustHave: [/^Grant$/, /Restrictions/, /Delivery and Installation/, /Fees and Renewals/, /Support, Maintenance and Updates/, /Open-source/, /Ownership/, /Source Code Escrow/, /Audit/, /Data Protection/, /Confidentiality/, /Warranties and Disclaimers/, /Indemnity/, /Limitation of Liability/, /Suspension/, /Export Controls/],
    stamp: ART5, registration: 'not-required', witnesses: 0, eSign: true, general: 'full',
  },
  'web-development': {
    statutes: ['Copyright Act, 1957', ICA, 'Information Technology Act, 2000', 'Digital Personal Data Protection Act, 2023'],
    mustHave: [/Scope and Specifications/, /Milestones and Timeline/, /Acceptance Testing/, /Change Requests/, /Milestone Payments/, /Assignment of Intellectual Property/, /Pre-existing Tools and Open Source/, /Domain, Hosting and Credentials/, /Warranty and Bug Fixes/, /Security Standards/, /Data Protection/, /Accessibility/, /Content/, /Confidentiality/, /Indemnity/, /Limitation of Liability/, /Handover on Termination/],
    stamp: ART5, registration: 'not-required', witnesses: 0, eSign: true, general: 'full',
  },
  'data-processing': {
    statutes: ['Digital Personal Data Protection Act, 2023', 'Information Technology Act, 2000'],
    mustHave: [/^Roles$/, /Subject Matter, Nature and Purpose/, /Documented Instructions/, /Personnel/, /Security Measures/, /Sub-processors/, /Breach Notification/, /Data Principals' Rights/, /Cross-border Transfer/, /Retention, Return and Deletion/, /Audit and Inspection/, /Records and Logs/, /Children's Data/, /Indemnity/, /^Term$/],
    stamp: ART5, registration: 'not-required', witnesses: 0, eSign: true, general: 'full',
  },
  'mutual-nda': {
    statutes: [ICA, 'Specific Relief Act, 1963', 'Information Technology Act, 2000', 'Digital Personal Data Protection Act, 2023'],
    mustHave: [/Use and Disclosure/, /Exclusions/, /Compelled Disclosure/, /Return and Destruction/, /Duration/, /Remedies/, /Personal Data/, /No Licence/],
    stamp: ART5, registration: 'not-required', witnesses: 0, eSign: true, general: 'full',
  },
  'consultancy-agreement': {
    statutes: [ICA, 'Copyright Act, 1957', 'Central Goods and Services Tax Act, 2017', 'Income-tax Act, 2025', 'Code on Social Security, 2020'],
    mustHave: [/^Services$/, /Independent Contractor/, /Fee and Invoices/, /Taxes/, /Assignment of Intellectual Property/, /Confidentiality/, /Indemnity/, /Termination/],
    stamp: ART5, registration: 'not-required', witnesses: 2, eSign: true, general: 'full',
  },
  'gift-deed': {
    statutes: ['Transfer of Property Act, 1882', 'Registration Act, 1908', 'Indian Stamp Act, 1899', 'Income-tax Act, 2025'],
    mustHave: [/^Gift$/, /Acceptance/, /Possession and Title Deeds/, /Absolute and Irrevocable/, /^Title$/, /^Tax$/, /^Registration$/],
    stamp: /Article 33 \(Gift\)/, registration: 'compulsory', witnesses: 2, witnessesMandatory: true, eSign: false, general: 'gift', attestation: true,
  },
  'llp-agreement': {
    statutes: ['Limited Liability Partnership Act, 2008', ICA, 'Income-tax Act, 2025'],
    mustHave: [/Name, Business and Registered Office/, /Contribution/, /Profits and Losses/, /Designated Partners/, /Decisions/, /Books, Accounts and Filings/, /Admission of Partners/, /Cessation/, /Winding Up/, /Schedule I of the Act/],
    stamp: ART5, registration: 'not-required', witnesses: 2, eSign: true, general: 'full',
  },
}
