// @ts-check
// Steps of the Template Builder that more than one browser flow takes: start a template
// from the Templates tab, add a field through the add form, press a button and read its toast.
import { expectToast } from './support.js'

/** @typedef {import('playwright-core').Page} Page */
/**
 * @typedef {object} FieldInput
 * @property {string} name
 * @property {string} label
 * @property {string} type
 * @property {boolean} required
 * @property {Record<string, string>} extra  other inputs of the add form, by name
 * @property {{ field: string, value: string }} [condition]
 */

/** Presses a button and waits for the toast it ends with. @param {Page} page @param {string} button @param {string} title */
export async function press(page, button, title) {
  await page.getByRole('button', { name: button, exact: true }).click()
  await expectToast(page, title)
}

/** A new template from the Templates tab: the builder's path. @param {Page} page */
export async function startTemplate(page) {
  await page.goto('/app?view=templates')
  await page.getByRole('heading', { level: 1, name: 'Template Builder' }).waitFor()
  await page.getByRole('button', { name: 'New template' }).click()
  await page.waitForURL(/\/app\/templates\/[0-9a-f-]{36}$/)
  await expectToast(page, 'New template started')
  return new URL(page.url()).pathname
}

/** Adds one field through the add form; `count` is how many fields the list then has. @param {Page} page @param {FieldInput} f @param {number} count */
export async function addField(page, f, count) {
  const form = page.getByRole('form', { name: 'Add a field' })
  await form.locator('[name=name]').fill(f.name)
  await form.getByLabel('Field Label').fill(f.label)
  await form.getByLabel('Field Type').selectOption(f.type)
  if (f.required) await form.getByLabel('Required').check()
  for (const [name, value] of Object.entries(f.extra)) await form.locator(`[name=${name}]`).fill(value)
  if (f.condition) {
    await form.locator('[name=conditionField]').selectOption(f.condition.field)
    await form.locator('[name=conditionValue]').fill(f.condition.value)
  }
  await press(page, 'Add Field', 'Field added')
  // The toast may still be the last add's: wait for this field in the list.
  await page.getByRole('heading', { name: `Fields (${count})` }).waitFor()
}

/**
 * Opens a field's edit form from its Edit link and fills the given inputs (by name), then
 * presses Save Field; `toast` is the title expected, or null when a refusal is expected.
 * @param {Page} page @param {string} label @param {Record<string, string>} inputs @param {string | null} toast
 */
export async function editField(page, label, inputs, toast) {
  const form = page.getByRole('form', { name: 'Edit the field' })
  if (!(await form.isVisible())) {
    await page
      .getByRole('list', { name: 'Fields' })
      .getByRole('listitem', { name: label, exact: true })
      .getByRole('link', { name: /^Edit/ })
      .click()
    await page.getByRole('heading', { name: `Edit field “${label}”` }).waitFor()
  }
  for (const [name, value] of Object.entries(inputs)) await form.locator(`[name=${name}]`).fill(value)
  if (toast) await press(page, 'Save Field', toast)
  else await page.getByRole('button', { name: 'Save Field', exact: true }).click()
}
