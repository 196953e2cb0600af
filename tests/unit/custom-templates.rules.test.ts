import { describe, expect, it } from 'vitest'
import {
  canMove,
  checkAnswers,
  checkSave,
  deleteField,
  emptyDraft,
  findVoidClause,
  moveField,
  namesIn,
  parseBody,
  parseOptions,
  readField,
  renderBody,
  visibleFields,
  type TemplateField,
} from '#domain/templates/index.ts'

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

function field(n: number, input: Parameters<typeof readField>[1], existing: TemplateField[] = []) {
  const read = readField(id(n), input, existing)
  if (!read.ok) throw new Error(JSON.stringify(read.errors))
  return read.field
}

describe('options', () => {
  it('are comma-separated, trimmed, with empty ones and repeats dropped', () => {
    expect(parseOptions(' Monthly ,, Quarterly,  ,Yearly, monthly,')).toEqual([
      'Monthly',
      'Quarterly',
      'Yearly',
    ])
    expect(parseOptions('')).toEqual([])
  })
  it('need two for a select or radio', () => {
    const read = readField(id(1), { name: 'term', label: 'Term', type: 'select', options: 'Only, ,' }, [])
    expect(read).toMatchObject({ ok: false, errors: { options: expect.stringMatching(/at least two/) } })
  })
  it('are not kept on a type without options', () => {
    expect(field(1, { name: 'a', label: 'A', type: 'text', options: 'x, y' }).options).toEqual([])
  })
})

describe('adding a field', () => {
  it('needs a name, a label and a type', () => {
    const read = readField(id(1), {}, [])
    expect(read).toEqual({
      ok: false,
      errors: { name: 'Name is required.', label: 'Label is required.', type: 'Type is required.' },
    })
  })
  it('needs an identifier-like name no other field has (ignoring case)', () => {
    const tenant = field(1, { name: 'tenantName', label: 'Tenant', type: 'text' })
    expect(readField(id(2), { name: '2nd name', label: 'X', type: 'text' }, [])).toMatchObject({
      ok: false,
      errors: { name: expect.stringMatching(/letters, digits and underscores/) },
    })
    expect(readField(id(2), { name: 'TenantName', label: 'X', type: 'text' }, [tenant])).toMatchObject({
      ok: false,
      errors: { name: 'A field named "TenantName" already exists.' },
    })
  })
  it('keeps the validation that fits its type and refuses contradictions', () => {
    expect(
      field(1, { name: 'rent', label: 'Rent', type: 'number', min: '1000', max: '90000', minLength: '3' })
        .validation,
    ).toEqual({ min: 1000, max: 90000 })
    expect(
      readField(id(1), { name: 'rent', label: 'Rent', type: 'number', min: '9', max: '1' }, []),
    ).toMatchObject({
      ok: false,
      errors: { max: expect.any(String) },
    })
    expect(
      field(2, { name: 'start', label: 'Start', type: 'date', minDate: '2026-01-01', maxDate: '2027-12-31' })
        .validation,
    ).toEqual({
      minDate: '2026-01-01',
      maxDate: '2027-12-31',
    })
    expect(
      readField(id(2), { name: 'start', label: 'Start', type: 'date', minDate: '2026-02-30' }, []),
    ).toMatchObject({
      ok: false,
      errors: { minDate: expect.any(String) },
    })
    expect(
      field(3, {
        name: 'pan',
        label: 'PAN',
        type: 'text',
        minLength: '10',
        maxLength: '10',
        pattern: '[A-Z]{5}[0-9]{4}[A-Z]',
      }).validation,
    ).toEqual({
      minLength: 10,
      maxLength: 10,
      pattern: '[A-Z]{5}[0-9]{4}[A-Z]',
    })
    expect(readField(id(3), { name: 'pan', label: 'PAN', type: 'text', pattern: '[A-Z' }, [])).toMatchObject({
      ok: false,
      errors: { pattern: expect.stringMatching(/not a valid pattern/) },
    })
  })
  it('takes a condition on an existing field and an answer it can have', () => {
    const furnished = field(1, { name: 'furnished', label: 'Furnished?', type: 'radio', options: 'Yes, No' })
    const items = field(
      2,
      { name: 'items', label: 'Items', type: 'textarea', conditionField: 'furnished', conditionValue: 'yes' },
      [furnished],
    )
    expect(items.condition).toEqual({ field: 'furnished', equals: 'Yes' })
    expect(
      readField(
        id(2),
        { name: 'x', label: 'X', type: 'text', conditionField: 'furnished', conditionValue: 'Maybe' },
        [furnished],
      ),
    ).toMatchObject({
      ok: false,
      errors: { conditionValue: '"Furnished?" can only be "Yes", "No".' },
    })
    expect(
      readField(
        id(2),
        { name: 'x', label: 'X', type: 'text', conditionField: 'nothere', conditionValue: 'a' },
        [furnished],
      ),
    ).toMatchObject({
      ok: false,
      errors: { conditionField: 'No field has that name.' },
    })
  })
})

describe('moving and deleting fields', () => {
  const a = field(1, { name: 'a', label: 'A', type: 'checkbox' })
  const b = field(2, { name: 'b', label: 'B', type: 'text', conditionField: 'a', conditionValue: 'yes' }, [a])
  const c = field(3, { name: 'c', label: 'C', type: 'number' }, [a, b])
  const list = [a, b, c]
  it('disables up for the first and down for the last', () => {
    expect(canMove(list, a.id, 'up')).toBe(false)
    expect(canMove(list, a.id, 'down')).toBe(true)
    expect(canMove(list, c.id, 'down')).toBe(false)
    expect(moveField(list, c.id, 'up').map((f) => f.name)).toEqual(['a', 'c', 'b'])
    expect(moveField(list, a.id, 'up')).toEqual(list)
  })
  it('releases the condition of a field shown only on the deleted one', () => {
    const after = deleteField(list, a.id)
    expect(after.map((f) => f.name)).toEqual(['b', 'c'])
    expect(after[0]!.condition).toBeNull()
  })
})

describe('conditions and answers', () => {
  const agree = field(1, { name: 'agree', label: 'Agree', type: 'checkbox', required: 'on' })
  const kind = field(2, { name: 'kind', label: 'Kind', type: 'select', options: 'Flat, House' }, [agree])
  const floor = field(
    3,
    {
      name: 'floor',
      label: 'Floor',
      type: 'number',
      required: 'on',
      min: '0',
      max: '200',
      conditionField: 'kind',
      conditionValue: 'Flat',
    },
    [agree, kind],
  )
  const fields = [agree, kind, floor]
  it('shows a field only when the one it depends on has the answer', () => {
    expect(visibleFields(fields, { kind: 'House' }).map((f) => f.name)).toEqual(['agree', 'kind'])
    expect(visibleFields(fields, { kind: 'flat' }).map((f) => f.name)).toEqual(['agree', 'kind', 'floor'])
  })
  it('checks each shown answer and drops hidden ones', () => {
    expect(checkAnswers(fields, { kind: 'House', floor: 'abc' })).toEqual({
      ok: false,
      answers: { agree: 'no', kind: 'House' },
      errors: { agree: 'Agree must be ticked.' },
    })
    expect(checkAnswers(fields, { agree: 'on', kind: 'Flat', floor: '201' })).toMatchObject({
      ok: false,
      errors: { floor: 'At most 200.' },
    })
    expect(checkAnswers(fields, { agree: 'on', kind: 'Flat', floor: '3' })).toEqual({
      ok: true,
      answers: { agree: 'yes', kind: 'Flat', floor: '3' },
    })
  })
  it('matches a text pattern against the whole answer', () => {
    const pan = field(4, { name: 'pan', label: 'PAN', type: 'text', pattern: '[A-Z]{5}[0-9]{4}[A-Z]' })
    expect(checkAnswers([pan], { pan: 'ABCDE1234F' }).ok).toBe(true)
    expect(checkAnswers([pan], { pan: 'xABCDE1234F' })).toMatchObject({
      errors: { pan: 'PAN is not in the expected form.' },
    })
  })
})

describe('the body language', () => {
  it('parses placeholders and nested sections and names every field used', () => {
    const parsed = parseBody(
      'Rent {{ rent }}.\n{{#if furnished}}Items: {{items}}{{#if agree}}!{{/if}}{{/if}}',
    )
    expect(parsed.ok).toBe(true)
    if (parsed.ok) expect(namesIn(parsed.nodes)).toEqual(['rent', 'furnished', 'items', 'agree'])
  })
  it('says what is wrong and on which line', () => {
    expect(parseBody('a\n{{#if x}}b')).toEqual({ ok: false, error: 'Line 2: "{{#if x}}" has no "{{/if}}".' })
    expect(parseBody('{{/if}}')).toEqual({ ok: false, error: 'Line 1: "{{/if}}" closes no section.' })
    expect(parseBody('{{ two words }}')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/not a placeholder/),
    })
  })
  it('inserts answers as text, never as language, and writes \\{{ as literal braces', () => {
    const parsed = parseBody('Hi {{name}} \\{{name}} {{#if show}}shown{{/if}}\n\n\n\nend')
    if (!parsed.ok) throw new Error(parsed.error)
    const text = renderBody(
      parsed.nodes,
      () => '{{#if x}}<script>',
      (n) => n !== 'show',
    )
    expect(text).toBe('Hi {{#if x}}<script> {{name}} \n\nend')
  })
})

describe('saving', () => {
  const rent = field(1, { name: 'rent', label: 'Rent', type: 'number', required: 'on' })
  const base = { ...emptyDraft(), name: 'Room rent', category: 'Property' as const, fields: [rent] }
  it('needs a name, a category and a field', () => {
    expect(checkSave(emptyDraft())).toMatchObject({
      ok: false,
      problems: {
        name: 'Template name is required.',
        category: 'Category is required.',
        fields: 'Add at least one field.',
      },
    })
  })
  it('needs every placeholder to name a field', () => {
    expect(
      checkSave({ ...base, body: { kind: 'text', text: 'Rent {{rent}} due {{dueDay}}' } }),
    ).toMatchObject({
      ok: false,
      problems: { body: expect.stringMatching(/No field is named "dueDay"/) },
    })
    expect(checkSave({ ...base, body: { kind: 'text', text: 'Rent {{rent}}.' } }).ok).toBe(true)
  })
  it('refuses a body with a clause the reference marks void (the AI edit rules)', () => {
    const text =
      'The Employee shall not join any competitor for two years after leaving employment. Pay: {{rent}}.'
    const check = checkSave({ ...base, category: 'Employment', body: { kind: 'text', text } })
    expect(check).toMatchObject({
      ok: false,
      problems: { body: expect.stringMatching(/section 27 of the Indian Contract Act/) },
    })
    expect(
      findVoidClause('The licensee shall not challenge the validity of the patent.', {
        category: 'Commercial',
      }),
    ).toMatchObject({
      statute: 'Patents Act, 1970, section 140',
    })
    expect(
      findVoidClause('The Employee shall not work for a competitor during the employment.', {
        category: 'Employment',
      }),
    ).toBeNull()
  })
  it('extending a built-in template needs its required details as required fields', () => {
    const check = checkSave({ ...base, body: { kind: 'extends', templateId: 'rental-agreement' } })
    expect(check).toMatchObject({
      ok: false,
      problems: { body: expect.stringMatching(/^Rental Agreement needs these details/) },
    })
    expect(checkSave({ ...base, body: { kind: 'extends', templateId: 'no-such' } })).toMatchObject({
      problems: { body: 'Choose one of the built-in templates to extend.' },
    })
  })
})
