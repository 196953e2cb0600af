// @ts-check
// The Template Builder, with JavaScript on and off: a new template from the Templates tab,
// a field of every type (one shown only on another's answer), a reorder, a field edited in
// place (a refused rename keeps what was typed), a body, Preview (no add form, no edit,
// reorder or delete; the condition applied), Save, and the template with
// its version in My Templates. Names, labels, options and the body carry XSS payloads that
// must show as text and never run.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import {
  expectGone,
  expectNoPageErrors,
  expectToast,
  JAVASCRIPT,
  launchBrowser,
  MODE,
  openPage,
  proAccount,
  screenshot,
  useSeededSession,
} from './support.js'
import { addField, editField, press, startTemplate } from './template-steps.js'

/** @type {import('playwright-core').Browser} */
let browser
before(async () => {
  browser = await launchBrowser()
})
after(async () => {
  await browser?.close()
})

const NAME = '<img src=x onerror=alert(1)>Room licence'
const LABEL = '<script>alert("label")</script>Licensee'
const FIELDS = [
  { name: 'licensee', label: LABEL, type: 'text', required: true, extra: { pattern: '[A-Za-z ]+' } },
  {
    name: 'rent',
    label: 'Monthly rent',
    type: 'number',
    required: true,
    extra: { min: '1000', max: '100000' },
  },
  {
    name: 'term',
    label: 'Term',
    type: 'select',
    required: true,
    extra: { options: '11 months, <b>22 months</b>,, ' },
  },
  { name: 'start', label: 'Start date', type: 'date', required: true, extra: { minDate: '2026-01-01' } },
  { name: 'notes', label: 'Notes', type: 'textarea', required: false, extra: { maxLength: '500' } },
  { name: 'furnished', label: 'Furnished', type: 'radio', required: true, extra: { options: 'Yes, No' } },
  {
    name: 'items',
    label: 'Furniture list',
    type: 'textarea',
    required: true,
    extra: {},
    condition: { field: 'furnished', value: 'Yes' },
  },
  { name: 'pets', label: 'Pets allowed', type: 'checkbox', required: false, extra: {} },
]
const BODY = [
  'LICENCE for {{licensee}} <script>alert("body")</script>',
  'Rent {{rent}} a month for {{term}} from {{start}}.',
  '{{#if items}}Furniture: {{items}}{{/if}}',
  '{{#if pets}}Pets are allowed.{{/if}}',
  'Notes: {{notes}}',
].join('\n')

test(`build a template with every field type, a condition and a reorder; preview; save (${MODE})`, async () => {
  const { page, errors } = await openPage(browser)
  const dialogs = /** @type {string[]} */ ([])
  page.on('dialog', async (d) => {
    dialogs.push(d.message())
    await d.dismiss()
  })
  try {
    await useSeededSession(page, proAccount('template-builder'))
    const builderPath = await startTemplate(page)

    // Saving an empty draft says what is missing, beside Save.
    await page.getByRole('button', { name: 'Save Template' }).click()
    await page.getByText('The template was not saved.').waitFor()
    await page.getByText('Add at least one field.').first().waitFor()

    await page.getByLabel('Template Name').fill(NAME)
    await page.getByLabel('Category').selectOption('Property')
    await press(page, 'Update details', 'Details saved to the draft')

    // A refused field keeps what was typed, with the message beside it.
    await page.locator('[name=name]').nth(1).fill('2 bad')
    await page.getByLabel('Field Label').fill('Kept label')
    await page.getByRole('button', { name: 'Add Field' }).click()
    await page
      .getByText('Use letters, digits and underscores, starting with a letter (e.g. tenantName).')
      .waitFor()
    assert.equal(await page.getByLabel('Field Label').inputValue(), 'Kept label')

    for (const [i, f] of FIELDS.entries()) await addField(page, f, i + 1)
    const list = page.getByRole('list', { name: 'Fields' }).getByRole('listitem')
    assert.equal(await list.count(), FIELDS.length)
    // Up is disabled for the first field, Down for the last.
    assert.equal(await list.first().getByRole('button', { name: /^Up/ }).isDisabled(), true)
    assert.equal(await list.last().getByRole('button', { name: /^Down/ }).isDisabled(), true)
    assert.equal(await list.nth(1).getByRole('button', { name: /^Up/ }).isDisabled(), false)
    // Reorder: Pets allowed moves up above the furniture list.
    await list.last().getByRole('button', { name: /^Up/ }).click()
    await expectToast(page, 'Field moved')
    await page.waitForFunction(
      () =>
        document.querySelectorAll('ol[aria-label="Fields"] > li')[6]?.getAttribute('aria-label') ===
        'Pets allowed',
    )
    assert.deepEqual(
      (await list.evaluateAll((items) => items.map((i) => i.getAttribute('aria-label')))).slice(5),
      ['Furnished', 'Pets allowed', 'Furniture list'],
    )
    await list.filter({ hasText: 'Term' }).getByText('options: 11 months, <b>22 months</b>').waitFor()
    await page.getByText('shown when Furnished is “Yes”').waitFor()

    // Edit in place: renaming a field a condition needs is refused beside the name, what was
    // typed kept; the label then changes and the field keeps its place.
    await editField(page, 'Furnished', { name: 'isFurnished', label: 'Furnished?' }, null)
    await page.getByText('“furnished” is used by the condition of “Furniture list”').waitFor()
    const editForm = page.getByRole('form', { name: 'Edit the field' })
    assert.equal(await editForm.locator('[name=name]').inputValue(), 'isFurnished')
    assert.equal(await editForm.getByLabel('Field Label').inputValue(), 'Furnished?')
    await editField(page, 'Furnished', { name: 'furnished' }, 'Field saved')
    await page.getByRole('heading', { name: 'Add a field' }).waitFor()
    await page.waitForFunction(
      () =>
        document.querySelectorAll('ol[aria-label="Fields"] > li')[5]?.getAttribute('aria-label') ===
        'Furnished?',
    )
    await page.getByText('shown when Furnished? is “Yes”').waitFor()

    await page.getByLabel('Body text').fill(BODY)
    await press(page, 'Update body', 'Body saved to the draft')

    // The draft lives on the server: a reload shows it.
    await page.reload()
    assert.equal(await page.getByLabel('Template Name').inputValue(), NAME)
    assert.equal(await list.count(), FIELDS.length)

    // Preview: no add form, no reorder or delete; the form as it will be asked.
    await page.getByRole('link', { name: 'Preview', exact: true }).click()
    await page.getByRole('heading', { name: 'Preview', exact: true }).waitFor()
    await expectGone(page.getByRole('heading', { name: 'Add a field' }))
    assert.equal(await page.getByRole('button', { name: /^(Up|Down|Delete)\b/ }).count(), 0)
    assert.equal(await page.getByRole('link', { name: /^Edit\b/ }).count(), 0)
    const form = page.getByRole('form', { name: 'Preview form' })
    await form.getByLabel(LABEL).waitFor()
    assert.equal(await form.getByLabel('Furniture list').count(), 0)
    await form.getByLabel('Yes', { exact: true }).check()
    if (!JAVASCRIPT) {
      // Without JavaScript the server applies the condition when the answers are checked.
      await page.getByRole('button', { name: 'Check answers' }).click()
      await page.getByText('Monthly rent is required.').waitFor()
    }
    await form.getByLabel('Furniture list').waitFor()
    await form.getByLabel(LABEL).fill('Asha Rao')
    await form.getByLabel('Monthly rent').fill('25000')
    await form.getByLabel('Term').selectOption('<b>22 months</b>')
    await form.getByLabel('Start date').fill('2027-01-05')
    await form.getByLabel('Furniture list').fill('A sofa <i>and</i> a bed')
    await form.getByLabel('Pets allowed').check()
    await page.getByRole('button', { name: 'Check answers' }).click()
    const documentText = page.locator('pre')
    await documentText.waitFor()
    const text = await documentText.innerText()
    assert.match(text, /LICENCE for Asha Rao <script>alert\("body"\)<\/script>/)
    assert.match(text, /Rent 25000 a month for <b>22 months<\/b> from 05\/01\/2027\./)
    assert.match(text, /Furniture: A sofa <i>and<\/i> a bed/)
    assert.match(text, /Pets are allowed\./)
    assert.match(text, /Notes: \[TO BE CONFIRMED: Notes\]/)

    await press(page, 'Save Template', 'Template saved')
    await page.getByText('Saved as version 1.').waitFor()

    await page.getByRole('link', { name: '← My Templates' }).click()
    await page.waitForURL(/view=templates/)
    const row = page.getByRole('list', { name: 'My Templates' }).getByRole('listitem', { name: NAME })
    await row.getByRole('link', { name: NAME, exact: true }).waitFor()
    await row.getByText(/Property · 8 fields · Version 1/).waitFor()
    await row.getByText('1 version').click()
    await row.getByRole('link', { name: 'Version 1' }).waitFor()
    assert.equal(await row.getByRole('link', { name: NAME, exact: true }).getAttribute('href'), builderPath)

    assert.deepEqual(dialogs, [], 'no payload ran')
    assert.equal(await page.locator('img[src=x]').count(), 0)
    expectNoPageErrors(errors)
  } catch (error) {
    await screenshot(page, `template-builder-${JAVASCRIPT ? 'on' : 'off'}`)
    throw error
  } finally {
    await page.context().close()
  }
})
