import type { Clause } from '#domain/clauses/types.ts'

export const TECHNOLOGY_AND_FINANCIAL: readonly Clause[] = [
  {
    id: 'technology-data-processing',
    title: 'Data Processing Obligations',
    category: 'Technology',
    subcategory: 'Data Protection',
    description:
      'The processor terms the DPDP Act expects a data fiduciary to have in a contract: documented instructions, security safeguards, sub-processor approval, help with data principals’ rights, no tracking of children, deletion at the end and audit.',
    riskLevel: 'Medium',
    applicableLaws: [
      'Digital Personal Data Protection Act 2023, ss.8(1), 8(2), 8(5), 8(7) and 9',
      'Information Technology Act 2000, s.43A',
    ],
    usageCount: 766,
    tags: ['data protection', 'dpdp', 'processor', 'personal data', 'security'],
    lastUpdated: '2026-11-22',
    content: `1. [CLIENT] is the data fiduciary and [VENDOR] is the data processor for the personal data processed under this Agreement, as described in Annex 1 (subject matter, nature and purpose of the processing, and the categories of data and of data principals).
2. [VENDOR] shall process personal data only on the documented instructions of [CLIENT] and only to provide the services, and shall tell [CLIENT] if it believes an instruction breaks the law.
3. [VENDOR] shall ensure that its personnel who handle personal data are bound by confidentiality, and shall maintain the reasonable security safeguards described in Annex 2, including encryption, access control and logging.
4. [VENDOR] shall not engage a sub-processor without the prior written approval of [CLIENT], and shall bind each sub-processor to obligations no less protective than these.
5. [VENDOR] shall help [CLIENT] respond, within [RESPONSE DAYS] days of a request, to data principals who ask to access, correct or erase their data, to nominate another person, or to have a grievance redressed.
6. [VENDOR] shall not process the personal data of children for tracking, behavioural monitoring or targeted advertising.
7. On termination, or earlier on the instruction of [CLIENT], [VENDOR] shall erase or return all personal data and certify this in writing, unless the law requires it to be kept.
8. [VENDOR] shall allow [CLIENT] or its auditor to audit compliance with this clause on reasonable notice.`,
  },
  {
    id: 'technology-breach-notification',
    title: 'Personal Data Breach Notification',
    category: 'Technology',
    subcategory: 'Data Protection',
    description:
      'Makes the vendor report a personal data breach or cyber incident to the client within a short fixed window, so that the client can inform the Data Protection Board and affected people under the DPDP Act and report to CERT-In within six hours.',
    riskLevel: 'High',
    applicableLaws: [
      'Digital Personal Data Protection Act 2023, s.8(6)',
      'Information Technology Act 2000 (CERT-In Directions 2022)',
    ],
    usageCount: 498,
    tags: ['data breach', 'notification', 'cert-in', 'dpdp', 'incident response'],
    lastUpdated: '2026-11-22',
    content: `1. [VENDOR] shall notify [CLIENT] of any personal data breach or cyber security incident affecting the services without delay, and in any event within [NOTIFICATION HOURS] hours of becoming aware of it.
2. The notice shall describe, as far as then known, the nature and extent of the breach, the categories and approximate number of data principals affected, its likely consequences, and the measures taken or proposed to contain it; [VENDOR] shall update the notice as more becomes known.
3. [VENDOR] shall give [CLIENT] the information and help it needs to intimate the breach to the Data Protection Board and to each affected data principal under section 8(6) of the Digital Personal Data Protection Act, 2023, and, where required, to report the incident to CERT-In within six hours of noticing it.
4. [VENDOR] shall not notify any data principal, regulator or the public about the breach without the prior consent of [CLIENT], unless the law requires it to.
5. [VENDOR] shall keep the logs of its systems for at least 180 days and make them available to [CLIENT] for investigating the breach.`,
  },
  {
    id: 'financial-continuing-guarantee',
    title: 'Continuing Guarantee',
    category: 'Financial',
    subcategory: 'Guarantees',
    description:
      'A continuing, on-demand guarantee with a cap, the surety’s advance consent to variations and to time given to the borrower (which would otherwise discharge the surety under sections 133, 135 and 139), revocation for future transactions, and subrogation on payment.',
    riskLevel: 'High',
    applicableLaws: ['Indian Contract Act 1872, ss.126, 128, 129, 130, 133, 135, 139 and 140'],
    usageCount: 587,
    tags: ['guarantee', 'surety', 'continuing guarantee', 'loan', 'security'],
    lastUpdated: '2026-11-22',
    content: `1. In consideration of [LENDER] lending to [BORROWER], [GUARANTOR] guarantees the due payment by [BORROWER] of all amounts owing to [LENDER] under the loan agreement dated [LOAN AGREEMENT DATE], up to a maximum of ₹[GUARANTEE CAP] plus interest and costs of enforcement.
2. This is a continuing guarantee: it covers the balance owing from time to time and is not discharged by any intermediate payment.
3. [GUARANTOR] shall pay on the first written demand of [LENDER], as if it were the principal debtor, without [LENDER] first having to proceed against [BORROWER] or any security.
4. For the purposes of sections 133, 135 and 139 of the Indian Contract Act, 1872, [GUARANTOR] consents in advance to any variation of the loan terms agreed between [LENDER] and [BORROWER] other than one increasing the maximum in paragraph 1, to [LENDER] giving time or other indulgence to [BORROWER], and to the release or variation of any other security, and this guarantee continues despite them.
5. [GUARANTOR] may revoke this guarantee as to future transactions by written notice to [LENDER]; it remains liable for the amounts outstanding when the notice is received.
6. On paying in full, [GUARANTOR] is subrogated to the rights and securities of [LENDER] against [BORROWER] under section 140.`,
  },
  {
    id: 'financial-events-of-default',
    title: 'Events of Default and Acceleration',
    category: 'Financial',
    subcategory: 'Loans',
    description:
      'Lists the events that let the lender call in the loan early — non-payment after a grace period, uncured breach, misrepresentation, cross-default, insolvency, impaired security — with a simple default charge on the overdue amount only, kept to reasonable compensation.',
    riskLevel: 'Medium',
    applicableLaws: [
      'Indian Contract Act 1872, ss.73 and 74',
      'Insolvency and Bankruptcy Code 2016',
      'Limitation Act 1963, s.18',
    ],
    usageCount: 612,
    tags: ['events of default', 'acceleration', 'loan', 'default interest', 'lender'],
    lastUpdated: '2026-11-22',
    content: `1. Each of the following is an Event of Default:
(a) [BORROWER] fails to pay any amount due under this Agreement within [GRACE DAYS] days of its due date;
(b) [BORROWER] breaches any other obligation under this Agreement and does not remedy the breach within [CURE DAYS] days of written notice from [LENDER];
(c) any representation made by [BORROWER] in this Agreement proves to have been materially incorrect when made;
(d) [BORROWER] defaults on any other borrowing above ₹[CROSS-DEFAULT THRESHOLD] and that borrowing is declared due before its maturity;
(e) an insolvency resolution process, liquidation or bankruptcy is admitted against [BORROWER], or a receiver is appointed over any of its assets;
(f) any security for the loan becomes invalid or is seriously impaired.
2. On an Event of Default, and while it continues, [LENDER] may by written notice declare all amounts outstanding immediately due and payable, and enforce any security.
3. Overdue amounts carry a default charge of [DEFAULT RATE]% a year on the overdue amount only, which the Parties agree is a genuine pre-estimate of the loss to [LENDER]; it shall not be compounded.
4. [BORROWER] shall reimburse the reasonable costs of [LENDER] in enforcing this Agreement.
5. Each written acknowledgement of the debt signed by [BORROWER] is an acknowledgement for the purposes of section 18 of the Limitation Act, 1963.`,
  },
]
