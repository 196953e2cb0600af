import { E_SIGN_ALLOWED, NOTARISATION_OPTIONAL, registration, stampDuty, witnesses } from '../checklist.ts'
import { byKind, capacityWarranties, indemnity, EXECUTION } from '../clauses.ts'
import { type Draft, type TemplateDraft, entityKind, party, signatory } from '../draft.ts'
import { ACT, cite } from '../statutes.ts'

export function guarantee(d: Draft): TemplateDraft {
  const guarantor = d.text('guarantor')
  const creditor = d.text('beneficiary')
  const debtor = principalDebtor(d)
  d.assume([
    'continuing guarantee of the ultimate balance, revocable as to future transactions by notice',
    'gross-up: if the law requires the Guarantor to deduct tax from a payment, the Guarantor pays the Creditor the extra so that the Creditor receives the full amount',
  ])
  if (entityKind(guarantor) === 'individual') suretyDeathFlag(d)
  return {
    layout: 'agreement',
    title: 'Deed of Guarantee',
    noun: 'Guarantee',
    preamble: `This Deed of Guarantee (this "Guarantee") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [party(d, 'Guarantor', guarantor), party(d, 'Creditor', creditor)],
    recitals: [
      `The Creditor has given or agreed to give credit to ${debtor} (the "Principal Debtor"). The obligation of the Principal Debtor that this Guarantee secures is: ${d.prose('purpose')} (the "Principal Obligation").`,
      `The Creditor has required, as a condition of doing so, and the Guarantor has agreed, that the Guarantor guarantee the Guaranteed Obligations on the terms of this Guarantee. The Guarantor acknowledges that anything done or promised for the benefit of the Principal Debtor is sufficient consideration for this Guarantee (section 127 of the ${ACT.contract}).`,
    ],
    definitions: [
      {
        term: 'Guaranteed Obligations',
        definition:
          'all present and future amounts and obligations owed by the Principal Debtor to the Creditor under or in respect of the Principal Obligation described in the Recitals, including interest and charges payable under the agreement that creates it',
      },
      {
        term: 'Guaranteed Amount',
        definition: `${d.amount('guaranteeAmount')}, together with interest on it from the date of demand and the costs of enforcement`,
      },
    ],
    sections: [
      {
        id: 'guarantee',
        heading: 'Guarantee',
        clauses: [
          byKind((of) => ({
            id: 'guarantee-and-cap',
            heading: 'Guarantee',
            text: `The Guarantor unconditionally and irrevocably guarantees to the Creditor the due payment and performance of the Guaranteed Obligations, and shall pay the Creditor on ${of('Creditor').possessive} first written demand any amount the Principal Debtor has failed to pay when due. The Guarantor's total liability under this Guarantee shall not exceed the Guaranteed Amount. The Guarantor's liability is co-extensive with that of the Principal Debtor, as section 128 of the ${ACT.contract} provides.`,
          })),
          {
            id: 'primary-obligor',
            heading: 'Primary Obligor',
            text: 'As between the Guarantor and the Creditor, the Guarantor is liable as a primary obligor and not merely as a surety. The Creditor need not first proceed against the Principal Debtor or any security before making a demand on the Guarantor.',
          },
          {
            id: 'continuing-guarantee',
            heading: 'Continuing Guarantee and Revocation',
            text: `This is a continuing guarantee under section 129 of the ${ACT.contract} and extends to the ultimate balance of the Guaranteed Obligations. The Guarantor may revoke it as to future transactions only by written notice to the Creditor under section 130, and remains liable for the Guaranteed Obligations incurred before the notice is received.`,
          },
          {
            id: 'waiver-of-defences',
            heading: 'Waiver of Surety Defences',
            text: `The Guarantor specifically consents, in advance, to each of the following and agrees that none of them discharges or reduces the Guarantor's liability, waiving the protection of sections 133, 134, 135, 139 and 141 of the ${ACT.contract}: any variance in the terms of the contract between the Creditor and the Principal Debtor (including an increase in the facility within the Guaranteed Amount or a change in interest or repayment terms); any release or discharge of the Principal Debtor by operation of law or in insolvency; any composition with, promise to give time to, or promise not to sue the Principal Debtor; and any release, loss or impairment of any other security.`,
          },
          {
            id: 'no-set-off',
            heading: 'No Set-off or Counterclaim',
            text: 'All payments by the Guarantor shall be made without set-off or counterclaim and free of deductions, except tax required by law to be deducted, in which case the Guarantor shall gross up the payment.',
          },
          {
            id: 'reinstatement',
            heading: 'Reinstatement',
            text: "If any payment to the Creditor is avoided or must be repaid in insolvency or otherwise, the Guarantor's liability continues as if the payment had not been made.",
          },
          {
            id: 'subrogation',
            heading: 'Subrogation',
            text: `Until the Guaranteed Obligations are paid in full, the Guarantor shall not exercise any right of subrogation under section 140 or of indemnity against the Principal Debtor under section 145 of the ${ACT.contract}, or claim in competition with the Creditor in the Principal Debtor's insolvency.`,
          },
          {
            id: 'joint-and-several',
            heading: 'Joint and Several Liability',
            text: 'If more than one person gives this Guarantee, their liability is joint and several, and the Creditor may release one without releasing the others.',
          },
        ],
      },
      {
        id: 'other-terms',
        heading: 'Representations, Indemnity and Costs',
        clauses: [
          capacityWarranties('Guarantee'),
          indemnity('Guarantor', 'Creditor', [
            'any of the Guaranteed Obligations being or becoming unenforceable against the Principal Debtor for any reason, as a separate and independent obligation;',
          ]),
          {
            id: 'costs',
            heading: 'Costs',
            text: 'The Guarantor shall pay on demand all costs (including reasonable legal fees) incurred by the Creditor in enforcing this Guarantee.',
          },
        ],
      },
    ],
    general: {
      assignment: false,
      nonArbitrable:
        'any claim that the Recovery of Debts and Bankruptcy Act, 1993 requires to be decided by a Debts Recovery Tribunal and any proceeding under the Insolvency and Bankruptcy Code, 2016',
      stampDutyBorneBy: 'the Guarantor',
    },
    closing:
      'IN WITNESS WHEREOF the Guarantor has signed this Guarantee, and the Creditor has accepted it, on the day, month and year first written above.',
    signatories: [signatory('Guarantor', guarantor), signatory('Creditor', creditor)],
    witnessCount: 2,
    summary: `Continuing guarantee by ${guarantor} in favour of ${creditor}, capped at ${d.rupees('guaranteeAmount')}, for: ${d.text('purpose')}; on-demand, primary-obligor liability with a specific waiver of surety defences.`,
    statutes: [
      cite(ACT.contract, 'ss.126–147'),
      cite(ACT.stamp),
      cite(ACT.limitation),
      cite(ACT.arbitration),
      ...(entityKind(guarantor) === 'company' ? [cite(ACT.companies, 'ss.185, 186')] : []),
    ],
    checklist: {
      stampDuty: stampDuty('guarantee'),
      registration: registration('not-required', 'Not registrable.'),
      witnesses: witnesses(
        2,
        false,
        'Customary; a written, witnessed guarantee is advisable although an oral guarantee is valid.',
      ),
      notarisation: NOTARISATION_OPTIONAL,
      eSignature: E_SIGN_ALLOWED,
      otherSteps:
        entityKind(guarantor) === 'company'
          ? [
              'Board resolution of the Guarantor (and special resolution where the limits of s.186 are exceeded).',
            ]
          : [],
    },
  }
}

// "… given to Kandula Agro Traders under the loan agreement dated …": the debtor the user named.
const GIVEN_TO =
  /\b(?:given|granted|lent|advanced|extended|sanctioned|disbursed|made available)(?:\s+by\s+(?:the\s+)?[\p{L} ]+?)?\s+to\s+((?:M\/s\.?\s+)?[A-Z][\p{L}.&'’ -]*?)(?=\s+(?:under|by|on|vide|dated|for|against|pursuant|in terms)\b|\s*[,;(]|\.?$)/u

/**
 * The principal debtor, read from the obligation the user described when it names one (a
 * surety's liability is strictly construed, so the debt must be identified: ICA s.128), with
 * its particulars left to fill in; otherwise a placeholder.
 */
function principalDebtor(d: Draft): string {
  const name = GIVEN_TO.exec(d.text('purpose'))?.[1]?.trim()
  if (!name || name.split(/\s+/).length > 8)
    return d.tbc(
      'principal-debtor',
      'name and address of the principal debtor',
      'The principal debtor whose obligations are guaranteed is not named in the details given: name it, with its address.',
      'purpose',
    )
  const particulars = d.tbc(
    'principal-debtor',
    `constitution and address of ${name}`,
    `The principal debtor is taken from the obligation described as ${name}: confirm the name and add its constitution and address.`,
    'purpose',
  )
  return `${name}, ${particulars}`
}

/**
 * An individual's continuing guarantee and the surety's death: the reference lists ss.129–131
 * (continuing guarantee and revocation) without stating s.131's rule, so this is a flag to verify.
 */
function suretyDeathFlag(d: Draft): void {
  d.flag(
    'surety-death',
    `The Guarantor is an individual and this is a continuing guarantee. Section 131 of the ${ACT.contract} deals with the effect of the surety's death on a continuing guarantee as to future transactions [verify]: the clause binding the Guarantor's legal heirs may not extend it to credit given after the Guarantor's death. If the Creditor will give further credit, provide for it (for example, a fresh guarantee) [verify].`,
    'guarantor',
  )
}
