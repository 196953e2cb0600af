import { stampDuty } from './checklist.ts'
import { MSME_PAYMENT, STANDARD_CHECKLIST } from './business/shared.ts'
import {
  byKind,
  antiBribery,
  capacityWarranties,
  confidentiality,
  dataProtection,
  indemnity,
  limitationOfLiability,
  taxes,
  termination,
  AGREEMENT_TESTIMONIUM,
  EXECUTION,
} from './clauses.ts'
import { type Draft, type TemplateDraft, type TemplateDrafter, party, signatory } from './draft.ts'
import { ACT, cite } from './statutes.ts'

const NO_POST_TERM_RESTRAINT = `Nothing in this Agreement restrains either Party, after this Agreement ends, from carrying on any lawful business, such a restraint being void under section 27 of the ${ACT.contract}.`

function vendor(d: Draft): TemplateDraft {
  const supplier = d.text('vendorName')
  const buyer = d.text('buyerName')
  d.assume([
    "delivery at the Buyer's premises",
    'warranty of 12 months from acceptance',
    'liquidated damages for delay of 0.5% of the order value per week, capped at 5%',
    'term of 2 years',
  ])
  return {
    layout: 'agreement',
    title: 'Supply Agreement',
    preamble: `This Supply Agreement (this "Agreement") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [party(d, 'Supplier', supplier), party(d, 'Buyer', buyer)],
    recitals: [
      'The Buyer wishes to purchase the Products from the Supplier from time to time, and the Supplier has agreed to supply them, on the terms of this Agreement, which is a contract of sale of goods under the Sale of Goods Act, 1930 for each order.',
    ],
    definitions: [
      { term: 'Products', definition: `${d.prose('products')}, conforming to the Specifications` },
      {
        term: 'Specifications',
        definition:
          'the specifications, drawings and quality standards for the Products agreed in writing or stated in a Purchase Order',
      },
      {
        term: 'Purchase Order',
        definition: 'a written order for Products issued by the Buyer and accepted by the Supplier',
      },
      { term: 'Payment Terms', definition: d.prose('paymentTerms') },
    ],
    sections: [
      {
        id: 'supply',
        heading: 'Orders, Price and Delivery',
        clauses: [
          {
            id: 'purchase-orders',
            heading: 'Purchase Orders',
            text: 'The Buyer may issue Purchase Orders stating the Products, quantities, prices, delivery dates and delivery location. The Supplier shall accept or reject a Purchase Order within 3 (three) Business Days, failing which it is deemed accepted. This Agreement does not oblige the Buyer to purchase any minimum quantity.',
          },
          {
            id: 'pricing',
            heading: 'Pricing and Price Revision',
            text: 'Prices are those in the price list agreed in writing, or stated in the accepted Purchase Order, and are fixed for each Purchase Order. Price revisions apply only to Purchase Orders issued after they are agreed in writing.',
          },
          taxes('Agreement', 'Buyer', 'Supplier'),
          {
            id: 'delivery',
            heading: 'Delivery',
            text: `The Supplier shall deliver the Products, with a tax invoice and, where required, an e-way bill, to the Buyer's premises stated in the Purchase Order on the delivery date (delivered duty paid). If delivery is delayed for reasons within the Supplier's control, the Supplier shall pay liquidated damages of 0.5% (one half per cent) of the value of the delayed Products for each week of delay, up to 5% (five per cent), as reasonable compensation under section 74 of the ${ACT.contract}.`,
          },
          {
            id: 'packaging',
            heading: 'Packaging and Labelling',
            text: `The Supplier shall pack the Products to protect them in transit and shall label pre-packaged Products as the ${ACT.legalMetrology} and the Legal Metrology (Packaged Commodities) Rules, 2011 require, and in compliance with any applicable BIS quality control order.`,
          },
          byKind((of) => ({
            id: 'inspection-and-acceptance',
            heading: 'Inspection, Acceptance and Rejection',
            text: `The Buyer may inspect the Products within 7 (seven) days of delivery and reject any that do not conform to the Specifications or the Purchase Order by written notice; the Buyer is not deemed to have accepted Products until ${of('Buyer').subject} has had that opportunity (sections 41 and 42 of the ${ACT.saleOfGoods}). Rejected Products shall be collected and replaced, or their price refunded, by the Supplier at ${of('Supplier').possessive} cost.`,
          })),
          {
            id: 'title-and-risk',
            heading: 'Title and Risk',
            text: `Title to and risk in the Products pass to the Buyer on their acceptance at the delivery location, in place of the rules in sections 18 to 26 of the ${ACT.saleOfGoods}.`,
          },
        ],
      },
      {
        id: 'quality',
        heading: 'Warranties, Recall and Liability',
        clauses: [
          {
            id: 'product-warranties',
            heading: 'Product Warranties',
            text: `The Supplier warrants that for 12 (twelve) months from acceptance the Products will conform to the Specifications, be of merchantable quality and fit for the purpose made known to the Supplier (section 16 of the ${ACT.saleOfGoods}), be free from defects in design, materials and workmanship, comply with all applicable laws and standards, and not infringe any third party's intellectual property. These warranties may not be excluded under section 62 of that Act. The Supplier shall repair or replace defective Products, or refund their price, at the Buyer's option.`,
          },
          {
            id: 'recall',
            heading: 'Recall',
            text: 'If any Product must be recalled because of a defect or a legal requirement, the Supplier shall co-operate and bear the reasonable cost of the recall to the extent caused by the Supplier.',
          },
          indemnity('Supplier', 'Buyer', [
            `any claim for product liability under Chapter VI of the ${ACT.consumer} or otherwise arising from a defect in the Products;`,
            'any claim that the Products infringe the intellectual property of a third party;',
            'any breach by the Supplier of applicable law;',
          ]),
          byKind((of) => ({
            id: 'insurance',
            heading: 'Insurance',
            text: `The Supplier shall maintain product liability insurance with a reputable insurer for an amount adequate to ${of('Supplier').possessive} obligations, and shall produce the policy on request.`,
          })),
          limitationOfLiability(
            'Agreement',
            'the total price of the Products supplied in the 12 (twelve) months preceding the claim',
          ),
          capacityWarranties('Agreement'),
        ],
      },
      {
        id: 'payment',
        heading: 'Payment, Audit and Compliance',
        clauses: [
          byKind((of) => ({
            id: 'payment-terms',
            heading: 'Payment Terms',
            text: `The Buyer shall pay for accepted Products in accordance with the Payment Terms (${d.prose('paymentTerms')}). ${MSME_PAYMENT} The Supplier shall state in writing, before the first Purchase Order, whether ${of('Supplier').subject} is so registered.`,
          })),
          byKind((of) => ({
            id: 'audit',
            heading: 'Records and Audit',
            text: `The Supplier shall keep complete records of ${of('Supplier').possessive} manufacture, testing and supply of the Products for 3 (three) years, and shall allow the Buyer or ${of('Buyer').possessive} auditors to inspect them and ${of('Supplier').possessive} facilities on reasonable notice.`,
          })),
          antiBribery('Agreement'),
          confidentiality('Agreement'),
        ],
      },
      {
        id: 'term',
        heading: 'Term and Termination',
        clauses: [
          {
            id: 'term',
            heading: 'Term',
            text: 'This Agreement continues for 2 (two) years from its execution and may be renewed by written agreement; accepted Purchase Orders outstanding at expiry remain governed by it.',
          },
          termination('Agreement', {
            convenience:
              "either Party for convenience on 60 (sixty) days' written notice, without affecting accepted Purchase Orders",
          }),
        ],
      },
    ],
    general: { forceMajeure: true },
    closing: AGREEMENT_TESTIMONIUM,
    signatories: [signatory('Supplier', supplier), signatory('Buyer', buyer)],
    witnessCount: 2,
    summary: `Supply of ${d.text('products')} by ${supplier} to ${buyer} against purchase orders; payment: ${d.text('paymentTerms')}; inspection and acceptance, title and risk on acceptance, product warranties, recall and product-liability indemnity.`,
    statutes: [
      cite(ACT.saleOfGoods, 'ss.16, 18–26, 41, 42, 62'),
      cite(ACT.contract, 's.74'),
      cite(ACT.cgst),
      cite(ACT.legalMetrology),
      cite(ACT.consumer, 'Chapter VI'),
      cite(ACT.msmed, 'ss.15, 16'),
      cite(ACT.competition, 's.3(4)'),
      cite(ACT.incomeTax),
      cite(ACT.arbitration),
    ],
    checklist: {
      ...STANDARD_CHECKLIST,
      otherSteps: ["Obtain the Supplier's GSTIN and MSME (Udyam) declaration."],
    },
  }
}

function distribution(d: Draft): TemplateDraft {
  const principal = d.text('manufacturer')
  const distributor = d.text('distributor')
  const term = d.tbc(
    'distribution-term',
    'initial term of the appointment',
    'The term of the distribution appointment is not among the details given.',
  )
  const targets = d.tbc(
    'minimum-targets',
    'minimum purchase targets, if any',
    'The minimum purchase targets are not among the details given.',
  )
  d.assume([
    'non-exclusive appointment',
    'payment within 30 days of invoice',
    'sell-off period of 90 days after termination',
  ])
  return {
    layout: 'agreement',
    title: 'Distribution Agreement',
    preamble: `This Distribution Agreement (this "Agreement") is made and executed at ${d.city()} ${EXECUTION}.`,
    parties: [party(d, 'Company', principal), party(d, 'Distributor', distributor)],
    recitals: [
      'The Company manufactures and sells the Products, and wishes to appoint the Distributor to distribute them in the Territory on a principal-to-principal basis, and the Distributor has agreed, on the terms of this Agreement.',
    ],
    definitions: [
      { term: 'Products', definition: d.prose('products') },
      { term: 'Territory', definition: d.text('territory') },
      {
        term: 'Marks',
        definition: 'the trade marks, names and logos under which the Company sells the Products',
      },
      { term: 'Term', definition: `${term} from the date of this Agreement` },
    ],
    sections: [
      {
        id: 'appointment',
        heading: 'Appointment',
        clauses: [
          {
            id: 'appointment',
            heading: 'Appointment',
            text: 'The Company appoints the Distributor as a non-exclusive distributor of the Products in the Territory for the Term. The Company may sell the Products in the Territory itself or through others.',
          },
          byKind((of) => ({
            id: 'principal-to-principal',
            heading: 'Principal to Principal',
            text: `The Distributor buys the Products from the Company and resells them in ${of('Distributor').possessive} own name and on ${of('Distributor').possessive} own account. It is not the Company's agent under sections 182 to 238 of the ${ACT.contract} and has no authority to bind the Company.`,
          })),
          byKind((of) => ({
            id: 'channels',
            heading: 'Channels',
            text: `The Distributor may sell through ${of('Distributor').possessive} own outlets, to retailers and online, provided that online sales comply with the Consumer Protection (E-Commerce) Rules, 2020 and the Company's reasonable brand guidelines.`,
          })),
          byKind((of) => ({
            id: 'targets',
            heading: 'Minimum Purchase Targets',
            text: `The Distributor shall use ${of('Distributor').possessive} best efforts to promote the Products and shall meet ${targets}. Failure to meet the targets for two consecutive quarters entitles the Company to terminate this Agreement on 30 (thirty) days' notice.`,
          })),
        ],
      },
      {
        id: 'trading',
        heading: 'Orders, Pricing and Payment',
        clauses: [
          {
            id: 'orders-and-delivery',
            heading: 'Orders and Delivery',
            text: `The Distributor shall place written orders, which bind the Company when accepted. The Company shall deliver accepted orders to the Distributor's warehouse in the Territory; title and risk pass on delivery, and the ${ACT.saleOfGoods} applies to each sale.`,
          },
          byKind((of) => ({
            id: 'pricing',
            heading: 'Pricing',
            text: `The Company sells to the Distributor at the Company's distributor price list in force on the date of the order. The Distributor is free to fix ${of('Distributor').possessive} resale prices; any retail price communicated by the Company is a recommendation only and shall not be enforced, so as not to amount to resale price maintenance under section 3(4)(e) of the ${ACT.competition}.`,
          })),
          {
            id: 'payment-and-credit',
            heading: 'Payment and Credit',
            text: `The Distributor shall pay each invoice within 30 (thirty) days. The Company may set and revise a credit limit and may suspend deliveries while any undisputed amount is overdue.`,
          },
          taxes('Agreement', 'Distributor', 'Company'),
        ],
      },
      {
        id: 'brand',
        heading: 'Brand, Quality and Compliance',
        clauses: [
          {
            id: 'marks',
            heading: 'Use of the Marks',
            text: `The Company permits the Distributor to use the Marks only to identify and promote the Products in the Territory during the Term, as permitted use under section 2(1)(r) of the ${ACT.trademarks} subject to the Company's control. All goodwill from the use accrues to the Company; the Distributor shall not register any mark or domain name similar to the Marks.`,
          },
          {
            id: 'quality-and-stock',
            heading: 'Quality, Stock and Returns',
            text: "The Distributor shall store and handle the Products as the Company directs, sell them only in their original packaging, keep adequate stock, and handle warranty claims under the Company's warranty policy. The Company shall accept the return of defective Products and replace them or credit their price.",
          },
          {
            id: 'regulatory-licences',
            heading: 'Regulatory Licences',
            text: `Each Party shall hold the licences required for its activities, and the Products shall be labelled as the ${ACT.legalMetrology} requires.`,
          },
          byKind((of) => ({
            id: 'reporting-and-audit',
            heading: 'Reporting and Audit',
            text: `The Distributor shall give the Company monthly reports of sales, stock and customer complaints, and shall allow the Company to inspect ${of('Distributor').possessive} relevant records on reasonable notice.`,
          })),
          {
            id: 'non-compete',
            heading: 'Non-compete during the Term',
            text: `During the Term, the Distributor shall not distribute in the Territory products that directly compete with the Products without the Company's consent. ${NO_POST_TERM_RESTRAINT}`,
          },
          confidentiality('Agreement'),
          dataProtection('Agreement', 'Company', 'Distributor'),
          capacityWarranties('Agreement'),
          indemnity('Distributor', 'Company', [
            "any misrepresentation by the Distributor about the Products or any warranty the Distributor gives beyond the Company's warranty;",
            'any breach of law by the Distributor;',
          ]),
        ],
      },
      {
        id: 'term',
        heading: 'Term and Termination',
        clauses: [
          termination('Agreement', {
            convenience: "either Party for convenience on 90 (ninety) days' written notice",
          }),
          byKind((of) => ({
            id: 'sell-off',
            heading: 'Sell-off and De-branding',
            text: `After termination the Distributor may sell ${of('Distributor').possessive} remaining stock of Products for 90 (ninety) days, or the Company may buy it back at the price paid. The Distributor shall then stop using the Marks and return all promotional material. The Distributor acknowledges that no compensation for goodwill is payable on termination.`,
          })),
        ],
      },
    ],
    general: { forceMajeure: true },
    closing: AGREEMENT_TESTIMONIUM,
    signatories: [signatory('Company', principal), signatory('Distributor', distributor)],
    witnessCount: 2,
    summary: `Non-exclusive appointment of ${distributor} by ${principal} to distribute ${d.text('products')} in ${d.text('territory')} on a principal-to-principal basis; no resale price maintenance, brand use under control, non-compete only during the term.`,
    statutes: [
      cite(ACT.saleOfGoods),
      cite(ACT.contract, 'ss.27, 182–238'),
      cite(ACT.competition, 'ss.3(4), 4'),
      cite(ACT.trademarks, 's.2(1)(r)'),
      cite(ACT.legalMetrology),
      cite(ACT.cgst),
      cite(ACT.arbitration),
    ],
    checklist: {
      ...STANDARD_CHECKLIST,
      stampDuty: stampDuty('agreement'),
      otherSteps: [],
    },
  }
}

export const businessTradeDrafters = {
  'vendor-agreement': { placeFields: [], draft: vendor },
  'distribution-agreement': { placeFields: [], draft: distribution },
} satisfies Record<string, TemplateDrafter>

export { NO_POST_TERM_RESTRAINT }
