import { describe, expect, it } from 'vitest'
import {
  continueTemplateChat,
  emptyDraft,
  generatedFromTemplate,
  OWN_TEXT_CHECKLIST,
  readChatAnswer,
  readField,
  startTemplateChat,
  templateChatStateOf,
  type TemplateChatOutcome,
  type TemplateChatState,
  type TemplateDefinition,
  type TemplateField,
} from '#domain/templates/index.ts'

// The chat on a user's own template: asking order, conditions, the fields' own checks as
// chat replies, the "yes" confirmation and the rendered document at the end.

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

const licence: TemplateDefinition = {
  ...emptyDraft(),
  name: 'Room licence',
  description: 'A room in a shared flat.',
  category: 'Property',
  fields: fields(
    { name: 'licensee', label: 'Licensee', type: 'text', required: 'on', minLength: '2' },
    { name: 'fee', label: 'Monthly fee', type: 'number', required: 'on', min: '1000', max: '100000' },
    { name: 'start', label: 'Start date', type: 'date', required: 'on', minDate: '2026-01-01' },
    { name: 'pets', label: 'Pets allowed', type: 'checkbox' },
    { name: 'petNote', label: 'Pet note', type: 'textarea', conditionField: 'pets', conditionValue: 'yes' },
    { name: 'furnished', label: 'Furnishing', type: 'select', options: 'Furnished, Bare', required: 'on' },
    { name: 'parking', label: 'Parking', type: 'text' },
  ),
  body: {
    kind: 'text',
    text: 'Licence to {{licensee}} at ₹{{fee}} a month from {{start}} ({{furnished}}).{{#if pets}} Pets: {{petNote}}.{{/if}} Parking: {{parking}}.',
  },
}

const ref = { templateId: id(99), version: 3, name: 'Room licence' }
const today = { year: 2026, month: 11, day: 26 }

/** Sends each message in turn from the start; the outcomes in order. */
function converse(definition: TemplateDefinition, ...messages: string[]): TemplateChatOutcome[] {
  const outcomes = [startTemplateChat(ref, definition)]
  for (const message of messages) {
    const state = templateChatStateOf(outcomes.at(-1)!.state)
    if (!state) throw new Error(`the chat ended before "${message}"`)
    outcomes.push(continueTemplateChat(state, definition, message, today))
  }
  return outcomes
}
const asking = (o: TemplateChatOutcome) => (o.state as TemplateChatState).asking

describe('asking a custom template in the chat', () => {
  it('asks each shown field in order, pinned to the version it started from', () => {
    const [first, ...rest] = converse(licence, 'Asha Rao', '15000', '01/02/2027', 'no', '2', 'skip')
    expect(first!.reply).toContain(
      'I can draft your Room licence for you from your saved template (version 3).',
    )
    expect(first!.reply).toContain('Licensee?')
    expect(first!.state).toMatchObject({
      step: 'custom-template',
      template: ref,
      answers: {},
      asking: 'licensee',
    })
    // Pets unticked: the pet note (shown only when pets is "yes") is never asked.
    expect(rest.map(asking)).toEqual(['fee', 'start', 'pets', 'furnished', 'parking', null])
    const last = rest.at(-1)!
    expect(last.reply).toContain('Here is what I have for your Room licence:')
    expect(last.reply).toContain('- Start date: 01/02/2027')
    expect(last.reply).toContain('- Furnishing: Bare')
    expect(last.reply).toContain('- Parking: left out')
    expect(last.reply).not.toContain('Pet note')
    expect(last.reply).toContain('Reply "yes" to generate the Room licence')
  })

  it('asks a field whose condition is met, right after the answer that meets it', () => {
    const outcomes = converse(licence, 'Asha Rao', '15000', '2027-02-01', 'yes')
    expect(asking(outcomes.at(-1)!)).toBe('petNote')
    expect(outcomes.at(-1)!.reply).toContain('Pet note?')
  })

  it('answers a refused value with the field’s own rule and asks the same field again', () => {
    const tooShort = converse(licence, 'A').at(-1)!
    expect(tooShort.reply).toBe('That did not work: At least 2 characters.\n\nLicensee?')
    expect(asking(tooShort)).toBe('licensee')
    const fees = converse(licence, 'Asha Rao', '500', 'a lot', '₹20,000')
    expect(fees[2]!.reply).toMatch(/^That did not work: At least 1000\./)
    expect(fees[3]!.reply).toMatch(/^That did not work: Enter a number\./)
    expect(asking(fees[4]!)).toBe('start')
    const early = converse(licence, 'Asha Rao', '15000', '01/01/2025').at(-1)!
    expect(early.reply).toMatch(/^That did not work: On or after 2026-01-01\./)
    const choice = converse(licence, 'Asha Rao', '15000', '2027-02-01', 'no', 'Semi').at(-1)!
    expect(choice.reply).toMatch(/^That did not work: Choose one of: Furnished, Bare\./)
  })

  it('will not leave out a required field, and leaves out an optional one', () => {
    const required = converse(licence, 'skip').at(-1)!
    expect(required.reply).toMatch(/^Licensee is needed for this document, so I cannot leave it out\./)
    expect(asking(required)).toBe('licensee')
  })

  it('generates on "yes": the document from the answers, with the template and version', () => {
    const outcomes = converse(
      licence,
      'Asha Rao',
      '15000',
      '2027-02-01',
      'yes',
      'a cat',
      'furnished',
      'none',
      'yes',
    )
    const done = outcomes.at(-1)!
    expect(done.state).toEqual({ step: 'idle' })
    expect(done.action).toMatchObject({ type: 'generate-template', template: ref })
    expect(done.action?.document).toEqual({
      kind: 'text',
      title: 'Room licence',
      text: 'Licence to Asha Rao at ₹15000 a month from 01/02/2027 (Furnished). Pets: a cat. Parking: [TO BE CONFIRMED: Parking].',
    })
    const stored = generatedFromTemplate(licence, done.action!.document)
    expect(stored).toMatchObject({ type: 'custom', agreement: null, checklist: OWN_TEXT_CHECKLIST })
    expect(stored.summary).toContain('[TO BE CONFIRMED]')
  })

  it('takes a correction at the confirmation, asking what the change newly shows', () => {
    const outcomes = converse(
      licence,
      'Asha Rao',
      '15000',
      '2027-02-01',
      'no',
      'Bare',
      'skip',
      'Pets allowed: yes',
    )
    const changed = outcomes.at(-1)!
    expect(changed.reply).toMatch(/^Updated\.\n\nPet note\?/)
    expect(asking(changed)).toBe('petNote')
    const fee = continueTemplateChat(
      templateChatStateOf(outcomes[6]!.state)!,
      licence,
      'Monthly fee: 99',
      today,
    )
    expect(fee.reply).toMatch(/^That did not work: At least 1000\./)
    expect(fee.state).toEqual(outcomes[6]!.state)
  })

  it('"no" at the confirmation asks what to change; "cancel" ends it with nothing generated', () => {
    const answered = ['Asha Rao', '15000', '2027-02-01', 'no', 'Bare', 'skip']
    expect(converse(licence, ...answered, 'no').at(-1)!.reply).toMatch(/^What would you like to change\?/)
    const cancelled = converse(licence, 'Asha Rao', 'cancel').at(-1)!
    expect(cancelled.state).toEqual({ step: 'idle' })
    expect(cancelled.action).toBeUndefined()
    expect(cancelled.reply).toMatch(/^Cancelled — nothing was generated\./)
  })

  it('refuses at "yes" when an answer would write a clause the law makes void', () => {
    const employment: TemplateDefinition = {
      ...emptyDraft(),
      name: 'Appointment note',
      category: 'Employment',
      fields: fields({ name: 'extra', label: 'Extra terms', type: 'textarea', required: 'on' }),
      body: { kind: 'text', text: 'Terms: {{extra}}' },
    }
    const outcomes = converse(
      employment,
      'The employee shall not work for any competitor for 2 years after leaving the company.',
      'yes',
    )
    const refused = outcomes.at(-1)!
    expect(refused.action).toBeUndefined()
    expect(refused.reply).toMatch(/^I cannot generate it as it stands: /)
    expect(asking(refused)).toBeNull()
  })
})

describe('reading a chat answer as a field’s value', () => {
  const [text, , date, checkbox, , select] = licence.fields
  it('reads dates in Indian and ISO forms, yes/no for a checkbox, an option by name or number', () => {
    expect(readChatAnswer(date!, '01/02/2027', today)).toEqual({ ok: true, value: '2027-02-01' })
    expect(readChatAnswer(date!, '2027-02-01', today)).toEqual({ ok: true, value: '2027-02-01' })
    expect(readChatAnswer(date!, '31/02/2027', today)).toEqual({ ok: false, problem: 'Enter a real date.' })
    expect(readChatAnswer(checkbox!, 'Yes')).toEqual({ ok: true, value: 'yes' })
    expect(readChatAnswer(checkbox!, 'maybe')).toMatchObject({ ok: false })
    expect(readChatAnswer(select!, 'furnished')).toEqual({ ok: true, value: 'Furnished' })
    expect(readChatAnswer(select!, '2')).toEqual({ ok: true, value: 'Bare' })
    expect(readChatAnswer(text!, '  Asha  ')).toEqual({ ok: true, value: 'Asha' })
  })
})

describe('field names an object inherits ("toString", "constructor")', () => {
  const inherited: TemplateDefinition = {
    ...emptyDraft(),
    name: 'Names',
    category: 'Personal',
    fields: fields(
      { name: 'toString', label: 'First', type: 'text', required: 'on' },
      { name: 'more', label: 'More', type: 'checkbox' },
      { name: 'constructor', label: 'Second', type: 'text', conditionField: 'more', conditionValue: 'yes' },
    ),
    body: { kind: 'text', text: 'A: {{toString}}. B: {{constructor}}.' },
  }
  it('are asked like any other and never read as answers given', () => {
    const outcomes = converse(inherited, 'Asha', 'yes', 'Ravi', 'yes')
    expect(outcomes.slice(0, 4).map(asking)).toEqual(['toString', 'more', 'constructor', null])
    expect(outcomes.at(-1)!.action?.document.text).toBe('A: Asha. B: Ravi.')
    const unticked = converse(inherited, 'Asha', 'no', 'yes').at(-1)!
    expect(unticked.action?.document.text).toBe('A: Asha. B: [TO BE CONFIRMED: Second].')
  })
})
