import { describe, expect, it } from 'vitest'
import {
  customTemplateDecider,
  fieldInputOf,
  readFieldEdit,
  type CustomTemplateEvent,
  type TemplateField,
} from '#domain/templates/index.ts'
import { deciderSpec } from '#tests/support/given.ts'

const given = deciderSpec(customTemplateDecider)
const OWNER = '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c01'
const OTHER = '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c02'
const F1 = '0b7c2a11-8d3e-4f5a-9b6c-1d2e3f4a5b01'
const F2 = '0b7c2a11-8d3e-4f5a-9b6c-1d2e3f4a5b02'
const F3 = '0b7c2a11-8d3e-4f5a-9b6c-1d2e3f4a5b03'
const now = new Date('2026-11-26T10:00:00.000Z')
const at = now.toISOString()
const acting = { actorId: OWNER, now }

const change = (c: Extract<CustomTemplateEvent, { type: 'CustomTemplateChanged' }>['data']['change']) =>
  ({ type: 'CustomTemplateChanged', data: { change: c, changedAt: at } }) as CustomTemplateEvent
const base = { required: true, placeholder: '', options: [], validation: {}, condition: null }
const pets: TemplateField = { ...base, id: F1, name: 'pets', label: 'Pets', type: 'checkbox' }
const note: TemplateField = {
  ...base,
  id: F2,
  name: 'note',
  label: 'Note',
  type: 'text',
  required: false,
  condition: { field: 'pets', equals: 'yes' },
}
const rent: TemplateField = { ...base, id: F3, name: 'rent', label: 'Rent', type: 'number' }
const ready: CustomTemplateEvent[] = [
  { type: 'CustomTemplateCreated', data: { ownerId: OWNER, createdAt: at } },
  change({ action: 'field-added', field: pets }),
  change({ action: 'field-added', field: note }),
  change({ action: 'field-added', field: rent }),
  change({ action: 'body', body: { kind: 'text', text: 'Pets: {{pets}}. {{#if pets}}{{note}}{{/if}}' } }),
]
const edit = (fieldId: string, input: Record<string, string>) =>
  given(ready).when({ type: 'EditField', data: { ...acting, fieldId, input } })

describe('editing a template field in place', () => {
  it('records the field as edited, keeping its id and its place in the list', () => {
    edit(F3, { name: 'rent', label: 'Monthly rent', type: 'number', min: '1000', required: 'on' }).then([
      change({
        action: 'field-edited',
        field: { ...rent, label: 'Monthly rent', validation: { min: 1000 } },
      }),
    ])
    given([...ready, change({ action: 'field-edited', field: { ...pets, label: 'Any pets?' } })]).thenState(
      (s) => {
        expect(s.draft.fields.map((f) => `${f.id} ${f.label}`)).toEqual([
          `${F1} Any pets?`,
          `${F2} Note`,
          `${F3} Rent`,
        ])
        expect(s.unsaved).toBe(true)
      },
    )
  })
  it('renames a field nothing refers to', () => {
    edit(F3, { name: 'monthlyRent', label: 'Rent', type: 'number', required: 'on' }).thenMatches([
      { data: { change: { action: 'field-edited', field: { id: F3, name: 'monthlyRent' } } } },
    ])
  })
  it('refuses a rename the body or a condition refers to, naming them', () => {
    edit(F1, { name: 'animals', label: 'Pets', type: 'checkbox' }).thenThrows({
      code: 'template.invalid',
      problems: {
        name: "“pets” is used by the condition of “Note” and the body's {{pets}}; change those first, or keep the name.",
      },
    })
    edit(F2, {
      name: 'remark',
      label: 'Note',
      type: 'text',
      conditionField: 'pets',
      conditionValue: 'yes',
    }).thenThrows({
      code: 'template.invalid',
      problems: { name: expect.stringContaining("the body's {{note}}") },
    })
  })
  it('keeps the name unique ignoring case, and the add rules by type', () => {
    edit(F3, { name: 'PETS', label: 'Rent', type: 'number', min: '9', max: '1' }).thenThrows({
      code: 'template.invalid',
      problems: {
        name: 'A field named "PETS" already exists.',
        max: 'Maximum must not be below the minimum.',
      },
    })
  })
  it('refuses a condition on itself or on a field shown only on its answer', () => {
    edit(F3, {
      name: 'rent',
      label: 'Rent',
      type: 'number',
      conditionField: 'rent',
      conditionValue: '5',
    }).thenThrows({ problems: { conditionField: 'A field cannot depend on its own answer.' } })
    edit(F1, {
      name: 'pets',
      label: 'Pets',
      type: 'checkbox',
      conditionField: 'note',
      conditionValue: 'x',
    }).thenThrows({
      problems: { conditionField: expect.stringContaining('“Note” is shown only on this field') },
    })
    edit(F1, {
      name: 'pets',
      label: 'Pets',
      type: 'checkbox',
      conditionField: 'rent',
      conditionValue: '5',
    }).thenMatches([{ data: { change: { field: { condition: { field: 'rent', equals: '5' } } } } }])
  })
  it('refuses to drop the answer another field is shown on', () => {
    edit(F1, { name: 'pets', label: 'Pets', type: 'select', options: 'Cat, Dog' }).thenThrows({
      problems: { options: expect.stringContaining('“Note” is shown when this field is “yes”') },
    })
    edit(F1, { name: 'pets', label: 'Pets', type: 'radio', options: 'Yes, No' }).thenMatches([
      { data: { change: { field: { type: 'radio', options: ['Yes', 'No'] } } } },
    ])
  })
  it('is refused for a field that is gone, and for anyone but the owner', () => {
    edit('0b7c2a11-8d3e-4f5a-9b6c-1d2e3f4a5b09', { name: 'x', label: 'X', type: 'text' }).thenThrows({
      code: 'template.field_gone',
    })
    given(ready)
      .when({ type: 'EditField', data: { actorId: OTHER, now, fieldId: F3, input: { name: 'x' } } })
      .thenThrows({ code: 'template.not_found' })
  })
})

describe('the edit form of a field', () => {
  it('opens holding the field, so sending it unchanged records the same field', () => {
    const priced: TemplateField = {
      ...rent,
      required: false,
      placeholder: 'e.g. 12000',
      validation: { min: 0, max: 90000 },
      condition: { field: 'pets', equals: 'no' },
    }
    for (const field of [pets, note, priced]) {
      const others = [pets, note, rent].filter((f) => f.id !== field.id)
      const read = readFieldEdit([...others, field], field, fieldInputOf(field), { kind: 'text', text: '' })
      expect(read).toEqual({ ok: true, field })
    }
  })
})
