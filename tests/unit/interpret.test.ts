import { describe, expect, it } from 'vitest'
import { type CategoryId, type TemplateId, getTemplate, validateDetails } from '#domain/catalogue/index.ts'
import { draftAgreement } from '#domain/drafting/index.ts'
import {
  type Interpretation,
  type TemplateInterpretation,
  interpretRequest,
} from '#domain/assistant/index.ts'

const TODAY = { year: 2026, month: 12, day: 1 }

interface Case {
  readonly text: string
  readonly templateId: TemplateId
  readonly details: Readonly<Record<string, string>>
  /** Fields that must be reported missing (the description does not give them). */
  readonly missing?: readonly string[]
  readonly incomplete?: readonly string[]
  readonly place?: string
}

// Descriptions as people type them: colloquial Indian English, Rs./₹/lakh/crore/k/LPA,
// dates in many shapes, a little Hinglish. Each names the facts the reader must get right
// and the ones it must leave missing rather than guess.
const CASES: readonly Case[] = [
  // ───── property ─────
  {
    text: 'I want to rent my flat in Pune to Ravi for 11 months at 25,000 a month with a deposit of 1 lakh',
    templateId: 'rental-agreement',
    details: {
      tenantName: 'Ravi',
      monthlyRent: '₹25,000',
      securityDeposit: '₹1,00,000',
      leasePeriod: '11',
      propertyAddress: 'Flat in Pune',
    },
    missing: ['landlordName'],
    incomplete: ['propertyAddress'],
    place: 'Pune',
  },
  {
    text: 'I, Priya Sharma, want to rent out my 2BHK flat at Flat 12, Green Acres, Kothrud, Pune 411038 to Ravi Kumar from 1st March 2027 for 11 months. Rent Rs. 25,000 per month, security deposit 75k.',
    templateId: 'rental-agreement',
    details: {
      landlordName: 'Priya Sharma',
      tenantName: 'Ravi Kumar',
      propertyAddress: 'Flat 12, Green Acres, Kothrud, Pune 411038',
      monthlyRent: '₹25,000',
      securityDeposit: '₹75,000',
      leasePeriod: '11',
    },
    missing: [],
  },
  {
    text: 'Mujhe apne ghar ke liye kiraya nama chahiye. Kirayedar Mohan Lal hai, kiraya Rs. 15,000 mahina, 11 mahine, advance 30,000',
    templateId: 'rental-agreement',
    details: {
      tenantName: 'Mohan Lal',
      monthlyRent: '₹15,000',
      securityDeposit: '₹30,000',
      leasePeriod: '11',
    },
    missing: ['landlordName', 'propertyAddress'],
  },
  {
    text: 'I am renting a flat from Mr. Anil Deshmukh in Bandra, Mumbai. Rent 45k pm, deposit 1.5L, 11 months starting 01-03-2027',
    templateId: 'rental-agreement',
    details: {
      landlordName: 'Anil Deshmukh',
      monthlyRent: '₹45,000',
      securityDeposit: '₹1,50,000',
      leasePeriod: '11',
    },
    missing: ['tenantName'],
    place: 'Mumbai',
  },
  {
    text: 'I am the tenant. Landlord: Mrs. Kamala Iyer. Flat 3B, Lake View Apartments, Adyar, Chennai 600020. Rent Rs 28,000 pm, deposit 2 lakh, 11 months',
    templateId: 'rental-agreement',
    details: {
      landlordName: 'Kamala Iyer',
      propertyAddress: 'Flat 3B, Lake View Apartments, Adyar, Chennai 600020',
      monthlyRent: '₹28,000',
      securityDeposit: '₹2,00,000',
    },
    missing: ['tenantName'],
    place: 'Chennai',
  },
  {
    text: 'My tenant Arjun Rao is moving into my apartment in Indiranagar, Bangalore from 05.01.2027. Rent ₹32,000/month, deposit ₹1,00,000, agreement for eleven months.',
    templateId: 'rental-agreement',
    details: {
      tenantName: 'Arjun Rao',
      propertyAddress: 'Apartment in Indiranagar, Bangalore',
      monthlyRent: '₹32,000',
      securityDeposit: '₹1,00,000',
      leasePeriod: '11',
    },
    missing: ['landlordName'],
    place: 'Bengaluru',
  },
  {
    text: 'I want to lease my shop in Galaxy Mall, MG Road, Bengaluru to Acme Retail Pvt Ltd for 5 years at 1.2 lakh a month',
    templateId: 'lease-deed',
    details: {
      lesseeName: 'Acme Retail Pvt Ltd',
      leasePeriod: '5',
      annualRent: '₹14,40,000',
      propertyDescription: 'Shop in Galaxy Mall, MG Road, Bengaluru',
    },
    missing: ['lessorName'],
  },
  {
    text: 'I want to rent my shop to Acme Retail Pvt Ltd',
    templateId: 'lease-deed',
    details: { lesseeName: 'Acme Retail Pvt Ltd' },
    missing: ['lessorName', 'propertyDescription', 'leasePeriod', 'annualRent'],
  },
  {
    text: 'We are leasing our warehouse in Bhiwandi to Fastmove Logistics Pvt Ltd for 3 years, annual rent 18 lakh',
    templateId: 'lease-deed',
    details: {
      lesseeName: 'Fastmove Logistics Pvt Ltd',
      leasePeriod: '3',
      annualRent: '₹18,00,000',
      propertyDescription: 'Warehouse in Bhiwandi',
    },
    missing: ['lessorName'],
    incomplete: ['propertyDescription'],
  },
  {
    text: 'Sell my flat in Kothrud, Pune to Neha Kapoor for 85 lakh, registration on 15th April 2027',
    templateId: 'property-sale',
    details: {
      buyerName: 'Neha Kapoor',
      salePrice: '₹85,00,000',
      registrationDate: '15/04/2027',
      propertyDetails: 'Flat in Kothrud, Pune',
    },
    missing: ['sellerName'],
  },
  {
    text: 'Looking to sell our plot in Sector 15, Noida to Mr. Vivek Gupta for Rs. 1.2 crore. Registry on 10-02-2027.',
    templateId: 'property-sale',
    details: { buyerName: 'Vivek Gupta', salePrice: '₹1,20,00,000', registrationDate: '10/02/2027' },
    missing: ['sellerName'],
  },
  {
    text: 'We want a joint development agreement: my land at Survey No. 45/2, Whitefield, Bengaluru to Skyline Builders Pvt Ltd to build 120 apartments within 3 years',
    templateId: 'property-development',
    details: { developer: 'Skyline Builders Pvt Ltd', completionTime: '36' },
    missing: ['landOwner'],
  },
  {
    text: 'I am taking a loan of 25 lakh from HDFC Bank against my house at 9.5% interest for 15 years - need a mortgage deed',
    templateId: 'mortgage-agreement',
    details: {
      lenderName: 'HDFC Bank',
      loanAmount: '₹25,00,000',
      interestRate: '9.5',
      repaymentPeriod: '15',
    },
    missing: ['borrowerName'],
  },

  // ───── employment ─────
  {
    text: 'We are hiring Priya Nair as Senior Software Engineer at Acme Technologies Pvt Ltd in Bangalore for 18 LPA starting 1st April 2027',
    templateId: 'employment-contract',
    details: {
      employeeName: 'Priya Nair',
      employerName: 'Acme Technologies Pvt Ltd',
      position: 'Senior Software Engineer',
      salary: '₹18,00,000',
      startDate: '01/04/2027',
      location: 'Bengaluru, Karnataka',
    },
    missing: [],
  },
  {
    text: 'Draft employment agreement for Sneha Kulkarni joining Infosys Limited as Data Analyst on 2nd Jan 2027, salary 65,000 per month, location Pune',
    templateId: 'employment-contract',
    details: {
      employeeName: 'Sneha Kulkarni',
      employerName: 'Infosys Limited',
      position: 'Data Analyst',
      salary: '₹7,80,000',
      startDate: '02/01/2027',
      location: 'Pune, Maharashtra',
    },
  },
  {
    text: 'Offer letter for Rahul Verma for the post of Product Manager, CTC 24 lakh, joining date March 1, 2027',
    templateId: 'offer-letter',
    details: {
      candidateName: 'Rahul Verma',
      position: 'Product Manager',
      salary: '₹24,00,000',
      joiningDate: '01/03/2027',
    },
    missing: [],
  },
  {
    text: 'I need to terminate our employee Rahul Verma for misconduct, last working day 30/06/2027, 30 days notice',
    templateId: 'termination-letter',
    details: {
      employeeName: 'Rahul Verma',
      terminationReason: 'Misconduct',
      lastWorkingDay: '30/06/2027',
      noticePeriod: '30 days',
    },
  },
  {
    text: 'we want to fire Manoj Tiwari because of poor performance, his last day will be 31 Jan 2027 with one month notice',
    templateId: 'termination-letter',
    details: {
      employeeName: 'Manoj Tiwari',
      terminationReason: 'Performance',
      lastWorkingDay: '31/01/2027',
      noticePeriod: '1 month',
    },
  },
  {
    text: 'Probation confirmation for Kavita Joshi w.e.f. 1st Feb 2027, increment to 9.6 lakh CTC',
    templateId: 'probation-letter',
    details: { employeeName: 'Kavita Joshi', confirmationDate: '01/02/2027', newSalary: '₹9,60,000' },
    missing: ['performance'],
  },
  {
    text: 'NDA for our new employee Karan Mehta at Zenith Analytics LLP covering source code and customer lists for 3 years after the employment ends',
    templateId: 'nda-employment',
    details: {
      employeeName: 'Karan Mehta',
      companyName: 'Zenith Analytics LLP',
      confidentialInfo: 'Source code and customer lists',
      duration: '3 years after the employment ends',
    },
  },

  // ───── corporate ─────
  {
    text: 'Shareholders agreement for Bytewise Labs Pvt Ltd. Shareholders: Amit Shah 70%, Neha Jain 30%. Paid up capital Rs 1,00,000',
    templateId: 'shareholders-agreement',
    details: {
      companyName: 'Bytewise Labs Pvt Ltd',
      shareholders: 'Amit Shah – 70%; Neha Jain – 30%',
      shareCapital: '₹1,00,000',
    },
    missing: ['votingRights'],
  },
  {
    text: 'Board resolution for Acme Technologies Private Limited to appoint Ms. Anita Desai as additional director, meeting on 15/03/2027',
    templateId: 'board-resolution',
    details: {
      companyName: 'Acme Technologies Private Limited',
      resolutionType: 'Appointment',
      details: 'Appoint Ms. Anita Desai as additional director',
      meetingDate: '15/03/2027',
    },
  },
  {
    text: 'We are two co-founders, Ravi Sharma and Meera Iyer, starting a private limited company called "Acme Technologies Private Limited" with authorised capital of 10 lakh',
    templateId: 'incorporation-agreement',
    details: {
      proposedName: 'Acme Technologies Private Limited',
      businessType: 'Private Limited',
      authorizedCapital: '₹10,00,000',
      directors: 'Ravi Sharma; Meera Iyer',
    },
  },
  {
    text: 'Bharat Holdings Limited wants to acquire Acme Technologies Pvt Ltd for 50 crore, closing by 30th September 2027',
    templateId: 'merger-acquisition',
    details: {
      acquirerCompany: 'Bharat Holdings Limited',
      targetCompany: 'Acme Technologies Pvt Ltd',
      transactionValue: '₹50,00,00,000',
      closingDate: '30/09/2027',
    },
  },
  {
    text: 'Joint venture between Bharat Infra Limited and Sunrise Engineering Private Limited to build solar parks in Rajasthan',
    templateId: 'joint-venture',
    details: {
      party1: 'Bharat Infra Limited',
      party2: 'Sunrise Engineering Private Limited',
      ventureScope: 'Build solar parks in Rajasthan',
    },
    missing: ['capitalContribution'],
  },
  {
    text: 'LLP agreement for Malhotra Reddy Design LLP between Arjun Malhotra and Kavya Reddy, profit sharing 50:50',
    templateId: 'llp-agreement',
    details: {
      llpName: 'Malhotra Reddy Design LLP',
      partners: 'Arjun Malhotra; Kavya Reddy',
      profitSharing: '50:50',
    },
  },

  // ───── business ─────
  {
    text: 'I, Arjun Malhotra, want to start a partnership firm with Kavya Reddy, each investing 5 lakh, profits shared 50:50',
    templateId: 'partnership-agreement',
    details: { partner1: 'Arjun Malhotra', partner2: 'Kavya Reddy', profitSharing: '50:50' },
    missing: ['businessName'],
  },
  {
    text: 'Service agreement: my agency BrightPath Consulting LLP will provide digital marketing services to Acme Retail Pvt Ltd for 1.2 lakh per month for 12 months',
    templateId: 'service-agreement',
    details: {
      serviceProvider: 'BrightPath Consulting LLP',
      client: 'Acme Retail Pvt Ltd',
      serviceDescription: 'Digital marketing services',
      serviceFee: '₹1,20,000 per month',
      timeline: '12 months',
    },
  },
  {
    text: 'We need a supplier agreement with Shree Packaging Industries to supply corrugated cartons to us, payment within 30 days of invoice',
    templateId: 'vendor-agreement',
    details: {
      vendorName: 'Shree Packaging Industries',
      products: 'Corrugated cartons',
      paymentTerms: 'Payment within 30 days of invoice',
    },
    missing: ['buyerName'],
  },
  {
    text: 'Our company Sunrise Appliances Pvt Ltd wants to appoint Kumar Traders as distributor in Kerala for our air coolers',
    templateId: 'distribution-agreement',
    details: {
      manufacturer: 'Sunrise Appliances Pvt Ltd',
      distributor: 'Kumar Traders',
      territory: 'Kerala',
      products: 'Air coolers',
    },
  },
  {
    text: 'I want to give a franchise of my cafe brand to Deepak Joshi in Koramangala, Bengaluru for a franchise fee of 5 lakh',
    templateId: 'franchise-agreement',
    details: { franchisee: 'Deepak Joshi', franchiseFee: '₹5,00,000', territory: 'Koramangala, Bengaluru' },
    missing: ['franchisor'],
  },
  {
    text: 'please prepare an NDA for Zenith Analytics LLP and Acme Technologies Pvt Ltd, mutual, 2 years',
    templateId: 'mutual-nda',
    details: { party1: 'Zenith Analytics LLP', party2: 'Acme Technologies Pvt Ltd', duration: '2 years' },
    missing: ['purpose'],
  },
  {
    text: 'Hire Dr. Kiran Rao as a consultant for ISO 27001 certification at 1.5 lakh per month for 6 months',
    templateId: 'consultancy-agreement',
    details: {
      consultantName: 'Dr. Kiran Rao',
      services: 'ISO 27001 certification',
      consultancyFee: '₹1,50,000',
      term: '6 months',
    },
    missing: ['clientName'],
  },

  // ───── financial ─────
  {
    text: 'I want to lend Rs 5,00,000 to my friend Sameer Khan at 12% interest, repay in 24 monthly instalments',
    templateId: 'loan-agreement',
    details: { borrowerName: 'Sameer Khan', loanAmount: '₹5,00,000', interestRate: '12' },
    missing: ['lenderName'],
  },
  {
    text: 'Need a loan agreement: my uncle Rajesh Gupta is lending me 3 lakh at 8% interest, to be repaid within 2 years in monthly EMIs',
    templateId: 'loan-agreement',
    details: { lenderName: 'Rajesh Gupta', loanAmount: '₹3,00,000', interestRate: '8' },
    missing: ['borrowerName'],
  },
  {
    text: 'We are raising 50 lakh from angel investor Nikhil Kamath for 5% stake in our startup Bytewise Labs Pvt Ltd',
    templateId: 'investment-agreement',
    details: {
      investor: 'Nikhil Kamath',
      company: 'Bytewise Labs Pvt Ltd',
      investmentAmount: '₹50,00,000',
      equityPercentage: '5',
    },
  },
  {
    text: 'Guarantee deed - I, Mahesh Agarwal, guarantee repayment of the ₹10 lakh loan given by Sunita Finance Pvt Ltd to Agarwal Traders',
    templateId: 'guarantee-agreement',
    details: {
      guarantor: 'Mahesh Agarwal',
      beneficiary: 'Sunita Finance Pvt Ltd',
      guaranteeAmount: '₹10,00,000',
    },
  },

  // ───── intellectual property ─────
  {
    text: 'License our trademark "SUNRISE" to Coastal Foods LLP for 3 lakh per year',
    templateId: 'trademark-license',
    details: { licensee: 'Coastal Foods LLP', trademark: '"SUNRISE"', licenseFee: '₹3,00,000 per year' },
    missing: ['licensor'],
  },
  {
    text: 'I want to assign the copyright in my novel "Monsoon Letters" to Lotus Publishing House Pvt Ltd for 2.5 lakh',
    templateId: 'copyright-assignment',
    details: {
      assignee: 'Lotus Publishing House Pvt Ltd',
      work: 'The novel "Monsoon Letters"',
      consideration: '₹2,50,000',
    },
    missing: ['assignor'],
  },
  {
    text: 'License our patent no. 345678 to MedEquip India Limited at 5% royalty',
    templateId: 'patent-license',
    details: {
      licensee: 'MedEquip India Limited',
      patentDetails: 'Indian Patent No. 345678',
      royaltyRate: '5',
    },
  },

  // ───── family ─────
  {
    text: 'I want to make my will. I, Ramesh Iyer, appoint my wife Lakshmi Iyer as executor and leave my flat in Chennai to my son Arjun',
    templateId: 'will-testament',
    details: { testatorName: 'Ramesh Iyer', executorName: 'Lakshmi Iyer' },
    missing: ['assets'],
  },
  {
    text: "Family settlement to divide my late father's house in Noida among me and my two sisters",
    templateId: 'family-settlement',
    details: { propertyDetails: 'House in Noida' },
    missing: ['familyMembers', 'distribution'],
  },
  {
    text: 'I want to give power of attorney to my brother Rahul Menon to manage my flat in Kochi and collect rent while I am abroad, for 2 years',
    templateId: 'power-of-attorney',
    details: {
      attorneyName: 'Rahul Menon',
      powers: 'Manage my flat in Kochi and collect rent',
      duration: '2 years',
    },
    missing: ['principalName'],
  },
  {
    text: 'I want to gift my flat in Chennai to my daughter Divya Krishnan, worth 60 lakh',
    templateId: 'gift-deed',
    details: {
      doneeName: 'Divya Krishnan',
      relationship: 'Daughter',
      propertyType: 'Immovable Property',
      propertyValue: '₹60,00,000',
    },
    missing: ['donorName'],
  },
  {
    text: 'gift deed: I want to gift my gold jewellery worth Rs 5 lakh to my granddaughter Ananya Sharma',
    templateId: 'gift-deed',
    details: {
      doneeName: 'Ananya Sharma',
      relationship: 'Granddaughter',
      propertyType: 'Movable Property',
      propertyDescription: 'Gold jewellery',
      propertyValue: '₹5,00,000',
    },
  },

  // ───── technology ─────
  {
    text: 'License our ERP software "FactoryPro" to Sharma Textiles Pvt Ltd for Rs 2,00,000 per year',
    templateId: 'software-license',
    details: {
      licensee: 'Sharma Textiles Pvt Ltd',
      softwareDescription: 'ERP software "FactoryPro"',
      licenseFee: '₹2,00,000 per year',
    },
    missing: ['licensor'],
  },
  {
    text: 'I need a website for my bakery Green Leaf Organics Pvt Ltd: an e-commerce website with cart and payment gateway, budget 4.5 lakh, in 12 weeks',
    templateId: 'web-development',
    details: {
      client: 'Green Leaf Organics Pvt Ltd',
      projectScope: 'E-commerce website with cart and payment gateway',
      cost: '₹4,50,000',
      timeline: '12 weeks',
    },
    missing: ['developer'],
  },
  {
    text: 'Website banana hai for my restaurant Spice Route, budget 80k, 6 weeks',
    templateId: 'web-development',
    details: { client: 'Spice Route', cost: '₹80,000', timeline: '6 weeks' },
  },
  {
    text: 'Draft a Data Processing Agreement where we (Acme Retail Pvt Ltd) share customer names and phone numbers with CloudServe India Pvt Ltd for sending order notifications',
    templateId: 'data-processing',
    details: {
      dataProcessor: 'CloudServe India Pvt Ltd',
      dataTypes: 'Customer names and phone numbers',
      processingPurpose: 'Sending order notifications',
    },
  },
]

function asTemplate(result: Interpretation): TemplateInterpretation {
  if (result.kind !== 'template')
    throw new Error(`expected a template, got a custom agreement: ${JSON.stringify(result)}`)
  return result
}

describe('interpretRequest: descriptions to templates and details', () => {
  it.each(CASES.map((c) => [c.text, c] as const))('%s', (_text, c) => {
    const result = asTemplate(interpretRequest(c.text, { today: TODAY }))
    expect(result.templateId).toBe(c.templateId)
    expect(result.details).toMatchObject(c.details)
    for (const field of c.missing ?? []) expect(result.missing).toContain(field)
    for (const field of c.incomplete ?? []) expect(result.incomplete).toContain(field)
    if (c.place) expect(result.place).toBe(c.place)
    // Every value it gives passes the catalogue's own checks, and nothing given is reported missing.
    const check = validateDetails(c.templateId, result.details)
    if (!check.ok) expect(check.errors.every((e) => e.code === 'required')).toBe(true)
    for (const field of result.missing) expect(result.details[field]).toBeUndefined()
    expect(result.confidence).toBeGreaterThan(0)
    expect(result.confidence).toBeLessThanOrEqual(1)
  })

  it('covers all 8 categories with at least 30 descriptions', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30)
    const categories = new Set<CategoryId>(CASES.map((c) => getTemplate(c.templateId).categoryId))
    expect(categories.size).toBe(8)
  })

  it('reports every required field it did not find as missing, in form order', () => {
    const result = asTemplate(interpretRequest('I need a rental agreement'))
    expect(result.templateId).toBe('rental-agreement')
    expect(result.details).toEqual({})
    expect(result.missing).toEqual([
      'landlordName',
      'tenantName',
      'propertyAddress',
      'monthlyRent',
      'securityDeposit',
      'leasePeriod',
    ])
  })

  it('does not make the user a party it was not named as: "my flat" leaves the landlord missing', () => {
    const result = asTemplate(interpretRequest('Rent out my flat to Ravi Kumar at 20k per month'))
    expect(result.details.tenantName).toBe('Ravi Kumar')
    expect(result.details.landlordName).toBeUndefined()
    expect(result.missing).toContain('landlordName')
  })

  it('does not mistake a pincode, a flat number or a date for money', () => {
    const result = asTemplate(
      interpretRequest(
        'Rental agreement for Flat 402, Sea Breeze CHS, Bandra West, Mumbai 400050 from 01/04/2027 for 11 months',
      ),
    )
    expect(result.details.monthlyRent).toBeUndefined()
    expect(result.details.securityDeposit).toBeUndefined()
    expect(result.details.propertyAddress).toBe('Flat 402, Sea Breeze CHS, Bandra West, Mumbai 400050')
    expect(result.details.leasePeriod).toBe('11')
  })

  it('converts a monthly salary to the annual CTC the template asks for, and says so', () => {
    const result = asTemplate(
      interpretRequest(
        'Offer letter for Anil Kumar as Accountant, salary Rs 40,000 per month, joining 1st May 2027',
      ),
    )
    expect(result.details.salary).toBe('₹4,80,000')
    expect(result.notes.join(' ')).toContain('₹40,000 a month × 12 = ₹4,80,000 a year')
  })

  it('reads dates written in many ways as DD/MM/YYYY', () => {
    const forms = [
      '1st March 2027',
      '01-03-2027',
      'March 1, 2027',
      '1 Mar 2027',
      '01.03.2027',
      '2027-03-01',
      'the 1st of March, 2027',
    ]
    for (const form of forms) {
      const result = asTemplate(
        interpretRequest(`Offer letter for Anil Kumar as Accountant, CTC 6 lakh, joining on ${form}`),
      )
      expect(result.details.joiningDate, form).toBe('01/03/2027')
    }
  })

  it('reads "1st March" without a year as the next 1st March from today', () => {
    const result = asTemplate(
      interpretRequest('Offer letter for Anil Kumar as Accountant, CTC 6 lakh, joining on 1st March', {
        today: TODAY,
      }),
    )
    expect(result.details.joiningDate).toBe('01/03/2027')
    const noToday = asTemplate(
      interpretRequest('Offer letter for Anil Kumar as Accountant, CTC 6 lakh, joining on 1st March'),
    )
    expect(noToday.details.joiningDate).toBeUndefined()
  })

  it('reads amounts in lakh, crore, k, Rs., ₹ and words', () => {
    const amounts: Array<[string, string]> = [
      ['Rs. 2,50,000', '₹2,50,000'],
      ['₹2.5 lakh', '₹2,50,000'],
      ['250k', '₹2,50,000'],
      ['two lakh fifty thousand', '₹2,50,000'],
      ['1 crore 20 lakh', '₹1,20,00,000'],
      ['INR 3,00,000/-', '₹3,00,000'],
      ['1.5 cr', '₹1,50,00,000'],
    ]
    for (const [written, value] of amounts) {
      const result = asTemplate(interpretRequest(`Loan agreement: I am lending ${written} to Sameer Khan`))
      expect(result.details.loanAmount, written).toBe(value)
    }
  })

  it('never puts a value the catalogue would reject into the details', () => {
    const result = asTemplate(interpretRequest('Rent my flat to Ravi for 0 months at Rs. 0 per month'))
    expect(result.details.leasePeriod).toBeUndefined()
    expect(result.details.monthlyRent).toBeUndefined()
  })

  it('gives details the drafting engine accepts once the missing fields are filled', () => {
    const result = asTemplate(interpretRequest(CASES[1]?.text ?? ''))
    const agreement = draftAgreement(
      result.templateId,
      result.details,
      result.place ? { place: result.place } : {},
    )
    expect(agreement.parties.map((p) => p.name)).toEqual(['Priya Sharma', 'Ravi Kumar'])
  })

  it('is deterministic', () => {
    for (const c of CASES.slice(0, 10))
      expect(interpretRequest(c.text, { today: TODAY })).toEqual(interpretRequest(c.text, { today: TODAY }))
  })
})

describe('interpretRequest: no fitting template → custom', () => {
  it('reads the parties and each obligation of a neighbour arrangement', () => {
    const result = interpretRequest(
      'I want an agreement with my neighbour Ramesh Kumar in Pune: he will pay half the cost of the boundary wall and I will build it by 31st March 2027',
    )
    expect(result.kind).toBe('custom')
    if (result.kind !== 'custom') return
    expect(result.parties).toEqual(['Ramesh Kumar'])
    expect(result.obligations).toEqual([
      'He will pay half the cost of the boundary wall',
      'I will build it by 31st March 2027',
    ])
    expect(result.place).toBe('Pune')
    expect(result.description).toMatch(/^An agreement with my neighbour Ramesh Kumar/)
  })

  it('reads a household arrangement, naming who does what', () => {
    const result = interpretRequest(
      'I want a contract for my maid Lakshmi who will cook and clean six days a week for 12,000 a month',
    )
    expect(result.kind).toBe('custom')
    if (result.kind !== 'custom') return
    expect(result.parties).toEqual(['Lakshmi'])
    expect(result.obligations).toEqual(['Lakshmi will cook and clean 6 days a week for 12,000 a month'])
    expect(result.amounts).toEqual(['₹12,000 per month'])
  })

  it('splits obligations joined by "and" and a dash', () => {
    const result = interpretRequest(
      'I want an MoU with my cousin for sharing our family car - he will pay the EMI and I will pay the insurance',
    )
    expect(result.kind).toBe('custom')
    if (result.kind !== 'custom') return
    expect(result.obligations).toEqual(['He will pay the EMI', 'I will pay the insurance'])
    expect(result.parties).toEqual([])
  })

  it('takes "custom agreement" at its word', () => {
    const result = interpretRequest(
      'Custom agreement: Anita Rao will take care of my dog Bruno while I am abroad, and I will pay her 10,000 a month',
    )
    expect(result.kind).toBe('custom')
    if (result.kind !== 'custom') return
    expect(result.parties).toEqual(['Anita Rao'])
    expect(result.obligations).toHaveLength(2)
    expect(result.description).toMatch(/^Anita Rao will take care/)
  })

  it('returns custom with nothing invented when the description is thin', () => {
    const result = interpretRequest('I need an agreement to share the cost of a borewell with my neighbour')
    expect(result).toMatchObject({ kind: 'custom', parties: [], obligations: [], amounts: [], dates: [] })
  })
})
