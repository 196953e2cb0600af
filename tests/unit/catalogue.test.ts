import { describe, expect, it } from 'vitest'
import {
  CATEGORY_IDS,
  TEMPLATE_IDS,
  UnknownTemplateError,
  getTemplate,
  listCategories,
  listTemplates,
  searchTemplates,
  templatesByCategory,
  validateDetails,
} from '#domain/catalogue/index.ts'
import { DomainError } from '#domain/shared/errors.ts'
import { SAMPLE_DETAILS } from './drafting.samples.ts'

// The specification §3, word for word: category → template id → field names in order.
const SPEC: Record<string, Record<string, string[]>> = {
  corporate: {
    'shareholders-agreement': ['companyName', 'shareholders', 'shareCapital', 'votingRights'],
    'board-resolution': ['companyName', 'resolutionType', 'details', 'meetingDate'],
    'incorporation-agreement': ['proposedName', 'businessType', 'authorizedCapital', 'directors'],
    'merger-acquisition': ['acquirerCompany', 'targetCompany', 'transactionValue', 'closingDate'],
    'joint-venture': ['party1', 'party2', 'ventureScope', 'capitalContribution'],
  },
  employment: {
    'employment-contract': ['employeeName', 'employerName', 'position', 'salary', 'startDate', 'location'],
    'offer-letter': ['candidateName', 'position', 'salary', 'joiningDate'],
    'termination-letter': ['employeeName', 'terminationReason', 'lastWorkingDay', 'noticePeriod'],
    'probation-letter': ['employeeName', 'confirmationDate', 'newSalary', 'performance'],
    'nda-employment': ['employeeName', 'companyName', 'confidentialInfo', 'duration'],
  },
  property: {
    'rental-agreement': [
      'landlordName',
      'tenantName',
      'propertyAddress',
      'monthlyRent',
      'securityDeposit',
      'leasePeriod',
    ],
    'property-sale': ['sellerName', 'buyerName', 'propertyDetails', 'salePrice', 'registrationDate'],
    'lease-deed': ['lessorName', 'lesseeName', 'propertyDescription', 'leasePeriod', 'annualRent'],
    'property-development': ['landOwner', 'developer', 'projectDetails', 'completionTime'],
    'mortgage-agreement': ['borrowerName', 'lenderName', 'loanAmount', 'interestRate', 'repaymentPeriod'],
  },
  business: {
    'partnership-agreement': ['partner1', 'partner2', 'businessName', 'capitalContribution', 'profitSharing'],
    'service-agreement': ['serviceProvider', 'client', 'serviceDescription', 'serviceFee', 'timeline'],
    'vendor-agreement': ['vendorName', 'buyerName', 'products', 'paymentTerms'],
    'distribution-agreement': ['manufacturer', 'distributor', 'territory', 'products'],
    'franchise-agreement': ['franchisor', 'franchisee', 'franchiseFee', 'territory'],
  },
  financial: {
    'loan-agreement': ['lenderName', 'borrowerName', 'loanAmount', 'interestRate', 'repaymentSchedule'],
    'investment-agreement': ['investor', 'company', 'investmentAmount', 'equityPercentage'],
    'guarantee-agreement': ['guarantor', 'beneficiary', 'guaranteeAmount', 'purpose'],
  },
  'intellectual-property': {
    'trademark-license': ['licensor', 'licensee', 'trademark', 'licenseFee'],
    'copyright-assignment': ['assignor', 'assignee', 'work', 'consideration'],
    'patent-license': ['patentOwner', 'licensee', 'patentDetails', 'royaltyRate'],
  },
  family: {
    'will-testament': ['testatorName', 'executorName', 'beneficiaries', 'assets'],
    'family-settlement': ['familyMembers', 'propertyDetails', 'distribution'],
    'power-of-attorney': ['principalName', 'attorneyName', 'powers', 'duration'],
  },
  technology: {
    'software-license': ['licensor', 'licensee', 'softwareDescription', 'licenseFee'],
    'web-development': ['developer', 'client', 'projectScope', 'timeline', 'cost'],
    'data-processing': ['dataController', 'dataProcessor', 'dataTypes', 'processingPurpose'],
  },
}

const FURTHER: Record<string, string> = {
  'mutual-nda': 'business',
  'consultancy-agreement': 'business',
  'gift-deed': 'family',
  'llp-agreement': 'corporate',
}

const SELECTS: Record<string, Record<string, string[]>> = {
  'board-resolution': { resolutionType: ['Appointment', 'Removal', 'Financial', 'Policy', 'Other'] },
  'incorporation-agreement': { businessType: ['Private Limited', 'Public Limited', 'LLP', 'Partnership'] },
  'termination-letter': {
    terminationReason: ['Performance', 'Misconduct', 'Redundancy', 'Resignation', 'Other'],
  },
}

const MONEY_FIELDS = [
  'shareCapital',
  'authorizedCapital',
  'transactionValue',
  'salary',
  'newSalary',
  'monthlyRent',
  'securityDeposit',
  'salePrice',
  'annualRent',
  'loanAmount',
  'serviceFee',
  'franchiseFee',
  'investmentAmount',
  'guaranteeAmount',
  'licenseFee',
  'consideration',
  'cost',
]
const DATE_FIELDS = [
  'meetingDate',
  'closingDate',
  'startDate',
  'joiningDate',
  'lastWorkingDay',
  'confirmationDate',
  'registrationDate',
]

describe('categories', () => {
  it('are the 8 of the specification, in order, with their names', () => {
    expect(listCategories().map((c) => [c.id, c.name])).toEqual([
      ['corporate', 'Corporate & Business'],
      ['employment', 'Employment & HR'],
      ['property', 'Property & Real Estate'],
      ['business', 'Business & Commercial'],
      ['financial', 'Financial & Banking'],
      ['intellectual-property', 'Intellectual Property'],
      ['family', 'Family & Personal'],
      ['technology', 'Technology & IT'],
    ])
    expect(CATEGORY_IDS).toHaveLength(8)
    for (const category of listCategories()) expect(category.icon).toBeTruthy()
  })
})

describe('templates', () => {
  it('are 38: the 32 of the specification, the 4 of reference §2.9 and the 2 sale instruments of issue 18, ids unique', () => {
    const ids = listTemplates().map((t) => t.id)
    expect(ids).toHaveLength(38)
    expect(new Set(ids).size).toBe(38)
    // The 36 stay; a sale of movables and the conveyance itself are added beside the agreement for sale.
    expect(getTemplate('goods-sale').categoryId).toBe('business')
    expect(getTemplate('sale-deed').categoryId).toBe('property')
    expect(getTemplate('property-sale').name).toBe('Property Sale Agreement')
    expect([...ids].sort()).toEqual([...TEMPLATE_IDS].sort())
    for (const id of [...Object.values(SPEC).flatMap((c) => Object.keys(c)), ...Object.keys(FURTHER)])
      expect(ids).toContain(id)
  })

  it.each(
    Object.entries(SPEC).flatMap(([category, templates]) =>
      Object.entries(templates).map(([id, fields]) => [id, category, fields] as const),
    ),
  )("%s has exactly the specification's fields, in its category", (id, category, fields) => {
    const template = getTemplate(id)
    expect(template.categoryId).toBe(category)
    expect(template.fields.map((f) => f.name)).toEqual(fields)
  })

  it.each(Object.entries(FURTHER))('%s (reference §2.9) is in %s', (id, category) => {
    expect(getTemplate(id).categoryId).toBe(category)
    expect(getTemplate(id).fields.length).toBeGreaterThanOrEqual(4)
  })

  it('every template has a name, a description and a placeholder and label for every field', () => {
    for (const template of listTemplates()) {
      expect(template.name.length).toBeGreaterThan(3)
      expect(template.description.length).toBeGreaterThan(20)
      const names = template.fields.map((f) => f.name)
      expect(new Set(names).size).toBe(names.length)
      for (const field of template.fields) {
        expect(field.label, `${template.id}.${field.name}`).toBeTruthy()
        expect(field.placeholder, `${template.id}.${field.name}`).toBeTruthy()
        expect(['text', 'textarea', 'number', 'select']).toContain(field.type)
      }
    }
  })

  it("all fields are required except newSalary, the sale deed's title chain (a placeholder when not given) and a goods sale's payment in parts (paid in full when not given)", () => {
    const optional = listTemplates().flatMap((t) =>
      t.fields.filter((f) => !f.required).map((f) => `${t.id}.${f.name}`),
    )
    expect(optional).toEqual([
      'probation-letter.newSalary',
      'sale-deed.titleHistory',
      'goods-sale.paymentTerms',
    ])
  })

  it("select fields carry the specification's options", () => {
    for (const [id, selects] of Object.entries(SELECTS)) {
      for (const [name, options] of Object.entries(selects)) {
        const field = getTemplate(id).fields.find((f) => f.name === name)
        expect(field?.type).toBe('select')
        expect(field?.options).toEqual(options)
      }
    }
    const selectCount = listTemplates()
      .flatMap((t) => t.fields)
      .filter((f) => f.type === 'select').length
    expect(selectCount).toBe(5) // the three above, the gift deed's property type and the goods sale's type of goods
  })

  it('money fields are labelled in rupees and dates ask for DD/MM/YYYY', () => {
    for (const template of listTemplates()) {
      for (const field of template.fields) {
        if (field.format === 'money') expect(field.label, `${template.id}.${field.name}`).toContain('(₹)')
        if (field.format === 'date') expect(field.placeholder).toBe('DD/MM/YYYY')
      }
    }
    const spec = Object.values(SPEC).flatMap((c) => Object.entries(c))
    for (const [id, fields] of spec) {
      for (const name of fields) {
        const field = getTemplate(id).fields.find((f) => f.name === name)
        if (MONEY_FIELDS.includes(name)) expect(field?.format, `${id}.${name}`).toBe('money')
        if (DATE_FIELDS.includes(name)) expect(field?.format, `${id}.${name}`).toBe('date')
      }
    }
  })

  it('looks up by category and by search, and refuses unknown ids', () => {
    expect(templatesByCategory('financial').map((t) => t.id)).toEqual([
      'loan-agreement',
      'investment-agreement',
      'guarantee-agreement',
    ])
    expect(CATEGORY_IDS.reduce((n, c) => n + templatesByCategory(c).length, 0)).toBe(38)
    expect(searchTemplates('LEASE').map((t) => t.id)).toContain('lease-deed')
    expect(searchTemplates('')).toHaveLength(38)
    expect(() => getTemplate('nope')).toThrow(UnknownTemplateError)
    try {
      getTemplate('nope')
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError)
      expect((error as DomainError).code).toBe('catalogue.unknown_template')
    }
  })
})

describe('validateDetails', () => {
  it('accepts the sample details of every template', () => {
    for (const [id, details] of Object.entries(SAMPLE_DETAILS)) {
      const result = validateDetails(id, details)
      expect(result.ok, `${id}: ${JSON.stringify(result.ok ? '' : result.errors)}`).toBe(true)
    }
  })

  it('lists every missing required field', () => {
    const result = validateDetails('rental-agreement', { tenantName: 'Vikram Shah', monthlyRent: '  ' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors.map((e) => [e.field, e.code])).toEqual([
      ['landlordName', 'required'],
      ['propertyAddress', 'required'],
      ['monthlyRent', 'required'],
      ['securityDeposit', 'required'],
      ['leasePeriod', 'required'],
    ])
    expect(result.errors[0]?.message).toBe('Landlord Name is required')
  })

  it('does not require newSalary', () => {
    const { newSalary: _omitted, ...rest } = SAMPLE_DETAILS['probation-letter']
    expect(validateDetails('probation-letter', rest).ok).toBe(true)
  })

  it.each([
    ['31/02/2026', 'invalid_date'],
    ['2026-03-15', 'invalid_date'],
    ['15/3/26', 'invalid_date'],
  ])('rejects the date %s', (meetingDate, code) => {
    const result = validateDetails('board-resolution', { ...SAMPLE_DETAILS['board-resolution'], meetingDate })
    expect(result.ok ? [] : result.errors.map((e) => [e.field, e.code])).toEqual([['meetingDate', code]])
  })

  it.each(['25000', '25,000', '₹25,000', '1.5 lakh', '2 crore', 'Rs. 30,000', '₹45,000 per month'])(
    'accepts the amount %s',
    (monthlyRent) => {
      const result = validateDetails('rental-agreement', {
        ...SAMPLE_DETAILS['rental-agreement'],
        monthlyRent,
      })
      expect(result.ok).toBe(true)
    },
  )

  it('reads the period attached to an amount', () => {
    const result = validateDetails('trademark-license', {
      ...SAMPLE_DETAILS['trademark-license'],
      licenseFee: '₹3,00,000 per year',
    })
    expect(result.ok && result.values.licenseFee).toEqual({
      raw: '₹3,00,000 per year',
      paise: 3_00_000_00,
      period: 'year',
    })
  })

  it.each([
    ['₹50,000 per month', 50_000_00, 'month'],
    ['50k/month', 50_000_00, 'month'],
    ['₹50,000 per month CTC', 50_000_00, 'month'],
    ['₹12,00,000 per annum', 12_00_000_00, 'year'],
    ['12 LPA', 12_00_000_00, 'year'],
    ['12.5 lpa', 12_50_000_00, 'year'],
    ['₹12,00,000 CTC', 12_00_000_00, 'year'],
    ['CTC of ₹12 lakh', 12_00_000_00, 'year'],
    ['Rs 12 lakh CTC p.a.', 12_00_000_00, 'year'],
    ['₹12,00,000', 12_00_000_00, undefined],
  ] as const)('reads the salary %s with its period', (salary, paise, period) => {
    const result = validateDetails('offer-letter', { ...SAMPLE_DETAILS['offer-letter'], salary })
    expect(result.ok && result.values.salary).toEqual(
      period ? { raw: salary, paise, period } : { raw: salary, paise },
    )
  })

  it('allows an interest-free loan but not an interest-free mortgage', () => {
    for (const interestRate of ['0', '0%', '0.0']) {
      expect(
        validateDetails('loan-agreement', { ...SAMPLE_DETAILS['loan-agreement'], interestRate }).ok,
        interestRate,
      ).toBe(true)
    }
    const loan = validateDetails('loan-agreement', {
      ...SAMPLE_DETAILS['loan-agreement'],
      interestRate: '-1',
    })
    expect(loan.ok ? [] : loan.errors.map((e) => e.message)).toEqual([
      'Interest Rate (% per annum): enter a number from 0 to 100',
    ])
    const mortgage = validateDetails('mortgage-agreement', {
      ...SAMPLE_DETAILS['mortgage-agreement'],
      interestRate: '0',
    })
    expect(mortgage.ok ? [] : mortgage.errors.map((e) => e.message)).toEqual([
      'Interest Rate (% per annum): enter a number greater than 0 and at most 100',
    ])
  })

  it.each(['abc', '-5000', '0', '12,34'])('rejects the amount %s', (monthlyRent) => {
    const result = validateDetails('rental-agreement', { ...SAMPLE_DETAILS['rental-agreement'], monthlyRent })
    expect(result.ok ? [] : result.errors.map((e) => [e.field, e.code])).toEqual([
      ['monthlyRent', 'invalid_amount'],
    ])
  })

  it('allows a nil security deposit but not a nil rent', () => {
    expect(
      validateDetails('rental-agreement', { ...SAMPLE_DETAILS['rental-agreement'], securityDeposit: '0' }).ok,
    ).toBe(true)
  })

  it('checks numbers and select options', () => {
    const rental = validateDetails('rental-agreement', {
      ...SAMPLE_DETAILS['rental-agreement'],
      leasePeriod: '11.5',
    })
    expect(rental.ok ? [] : rental.errors.map((e) => e.code)).toEqual(['invalid_number'])
    const loan = validateDetails('loan-agreement', {
      ...SAMPLE_DETAILS['loan-agreement'],
      interestRate: '140',
    })
    expect(loan.ok ? [] : loan.errors.map((e) => e.code)).toEqual(['invalid_number'])
    expect(
      validateDetails('loan-agreement', { ...SAMPLE_DETAILS['loan-agreement'], interestRate: '12.5% p.a.' })
        .ok,
    ).toBe(true)
    const board = validateDetails('board-resolution', {
      ...SAMPLE_DETAILS['board-resolution'],
      resolutionType: 'Merger',
    })
    expect(board.ok ? [] : board.errors.map((e) => e.code)).toEqual(['invalid_option'])
    const lower = validateDetails('board-resolution', {
      ...SAMPLE_DETAILS['board-resolution'],
      resolutionType: 'financial',
    })
    expect(lower.ok && lower.values.resolutionType?.raw).toBe('Financial')
  })

  it('treats non-strings as missing, accepts numbers, and limits length', () => {
    const result = validateDetails('rental-agreement', {
      ...SAMPLE_DETAILS['rental-agreement'],
      landlordName: ['x'],
      leasePeriod: 11,
      tenantName: 'x'.repeat(301),
    })
    expect(result.ok ? [] : result.errors.map((e) => [e.field, e.code])).toEqual([
      ['landlordName', 'required'],
      ['tenantName', 'too_long'],
    ])
  })
})
