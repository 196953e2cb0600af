import { describe, expect, it } from 'vitest'
import {
  emptyDraft,
  readField,
  renderTemplateDocument,
  type TemplateDefinition,
  type TemplateField,
} from '#domain/templates/index.ts'

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
function fields(...inputs: Parameters<typeof readField>[1][]): TemplateField[] {
  const list: TemplateField[] = []
  inputs.forEach((input, i) => {
    const read = readField(id(i + 1), input, list)
    if (!read.ok) throw new Error(JSON.stringify(read.errors))
    list.push(read.field)
  })
  return list
}

const own: TemplateDefinition = {
  ...emptyDraft(),
  name: 'Room licence',
  category: 'Property',
  fields: fields(
    { name: 'licensee', label: 'Licensee', type: 'text', required: 'on' },
    { name: 'start', label: 'Start date', type: 'date', required: 'on' },
    { name: 'pets', label: 'Pets allowed', type: 'checkbox' },
    { name: 'petNote', label: 'Pet note', type: 'textarea', conditionField: 'pets', conditionValue: 'yes' },
    { name: 'parking', label: 'Parking', type: 'text' },
  ),
  body: {
    kind: 'text',
    text: 'Licence to {{licensee}} from {{start}}.\n\n{{#if pets}}Pets: {{petNote}}.{{/if}}\n\nParking: {{parking}}.',
  },
}

describe('a document from a saved version', () => {
  it('fills placeholders, keeps answered sections and marks what is unanswered for review', () => {
    const out = renderTemplateDocument(own, {
      licensee: '<b>Asha</b> {{start}}',
      start: '2027-01-05',
      pets: 'on',
      petNote: '',
    })
    expect(out).toMatchObject({
      ok: true,
      document: {
        kind: 'text',
        title: 'Room licence',
        text: 'Licence to <b>Asha</b> {{start}} from 05/01/2027.\n\nPets: [TO BE CONFIRMED: Pet note].\n\nParking: [TO BE CONFIRMED: Parking].',
      },
    })
  })
  it('drops a section whose field is unticked, and the hidden field with it', () => {
    const out = renderTemplateDocument(own, { licensee: 'Asha', start: '2027-01-05', petNote: 'a cat' })
    expect(out.ok && out.document.text).toBe(
      'Licence to Asha from 05/01/2027.\n\nParking: [TO BE CONFIRMED: Parking].',
    )
    expect(out.answers).not.toHaveProperty('petNote')
  })
  it('refuses answers that break the fields’ rules', () => {
    expect(renderTemplateDocument(own, { start: '2027-02-30' })).toMatchObject({
      ok: false,
      errors: { licensee: 'Licensee is required.', start: 'Enter a real date.' },
    })
  })
  it('refuses answers that would write a void clause', () => {
    const out = renderTemplateDocument(
      { ...own, category: 'Employment' },
      {
        licensee: 'Asha',
        start: '2027-01-05',
        parking: 'none. The Licensee shall not join any competitor for two years after leaving employment',
      },
    )
    expect(out).toMatchObject({ ok: false, formError: expect.stringMatching(/section 27/) })
  })
  it('extends a built-in template: fields by name become its details, the rest a Particulars schedule', () => {
    const definition: TemplateDefinition = {
      ...emptyDraft(),
      name: 'Flat licence with parking',
      category: 'Property',
      fields: fields(
        { name: 'landlordName', label: 'Landlord', type: 'text', required: 'on' },
        { name: 'tenantName', label: 'Tenant', type: 'text', required: 'on' },
        { name: 'propertyAddress', label: 'Address', type: 'textarea', required: 'on' },
        { name: 'monthlyRent', label: 'Rent', type: 'number', required: 'on' },
        { name: 'securityDeposit', label: 'Deposit', type: 'number', required: 'on' },
        { name: 'leasePeriod', label: 'Months', type: 'number', required: 'on' },
        { name: 'parkingSlot', label: 'Parking slot', type: 'text' },
      ),
      body: { kind: 'extends', templateId: 'rental-agreement' },
    }
    const out = renderTemplateDocument(definition, {
      landlordName: 'Asha Rao',
      tenantName: 'Vikram Shah',
      propertyAddress: 'Flat 402, Sea Breeze CHS, Bandra West, Mumbai 400050',
      monthlyRent: '45000',
      securityDeposit: '150000',
      leasePeriod: '11',
      parkingSlot: 'B-12',
    })
    if (!out.ok) throw new Error(JSON.stringify(out))
    expect(out.document.kind).toBe('extends')
    expect(out.document.text).toMatch(/ASHA RAO/)
    expect(out.document.text).toMatch(/₹45,000/)
    expect(out.document.text).toMatch(/SCHEDULE — PARTICULARS\n\n1\. Parking slot: B-12/)
  })
})
