import { describe, expect, it } from 'vitest'
import { customTemplateOf, customTemplatesOf } from '#events/projections/custom-templates.ts'
import { rebuildProjections } from '#events/rebuild.server.ts'
import { loader as appLoader, action as appAction } from '#app/routes/app._index.tsx'
import { loader as builderLoader, action as builderAction } from '#app/routes/app.templates.$id.tsx'
import type { BuilderPage } from '#app/features/template-builder/contract.ts'
import type { FormRefusal } from '#app/platform/form-contract.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { settle } from '#tests/support/requests.ts'
import { account, routeArgs, type Account } from '#tests/support/collaboration.ts'

// The Template Builder through its routes: a new template from the Templates tab, every
// builder action recorded on the template's stream and shown from the read model, a save
// as a version, refusals as 400 with what was typed, and another user's template a 404.

const db = useTestDatabase()

async function newTemplate(who: Account): Promise<string> {
  const response = await settle(() =>
    appAction(routeArgs(who.b.post('/app?index&view=templates', { intent: 'new-template' }))),
  )
  expect(response.status).toBe(302)
  const id = /\/app\/templates\/([0-9a-f-]{36})$/.exec(response.headers.get('location') ?? '')?.[1]
  expect(id).toBeDefined()
  return id!
}

const post = (who: Account, id: string, fields: Record<string, string>) =>
  settle(() => builderAction(routeArgs(who.b.post(`/app/templates/${id}`, fields), { id })))

async function page(who: Account, id: string, query = '') {
  const response = await settle(() =>
    builderLoader(routeArgs(who.b.get(`/app/templates/${id}${query}`), { id })),
  )
  return {
    status: response.status,
    data: (response.status === 404 ? null : await response.json()) as BuilderPage,
  }
}

async function ok(who: Account, id: string, fields: Record<string, string>) {
  const response = await post(who, id, fields)
  if (response.status !== 302) throw new Error(`${response.status} ${await response.text()}`)
}

async function build(who: Account) {
  const id = await newTemplate(who)
  await ok(who, id, {
    intent: 'details',
    name: 'Room licence <script>alert(1)</script>',
    description: 'For a room',
    category: 'Property',
  })
  await ok(who, id, {
    intent: 'add-field',
    name: 'licensee',
    label: 'Licensee',
    type: 'text',
    required: 'on',
    minLength: '2',
    pattern: '[A-Za-z ]+',
  })
  await ok(who, id, {
    intent: 'add-field',
    name: 'rent',
    label: 'Rent',
    type: 'number',
    required: 'on',
    min: '1000',
    max: '100000',
  })
  await ok(who, id, {
    intent: 'add-field',
    name: 'furnished',
    label: 'Furnished',
    type: 'radio',
    options: 'Yes, No,,',
    required: 'on',
  })
  await ok(who, id, {
    intent: 'add-field',
    name: 'items',
    label: 'Items',
    type: 'textarea',
    conditionField: 'furnished',
    conditionValue: 'yes',
  })
  await ok(who, id, {
    intent: 'body',
    bodyKind: 'text',
    text: 'Licence to {{licensee}} at {{rent}}.\n{{#if items}}Items: {{items}}{{/if}}',
  })
  return id
}

describe('the Template Builder', () => {
  it('keeps the draft on the server, action by action, and saves it as numbered versions', async () => {
    const owner = await account(db(), 'owner@example.in')
    const id = await build(owner)
    let { data } = await page(owner, id)
    expect(data.draft.name).toBe('Room licence <script>alert(1)</script>')
    expect(data.draft.fields.map((f) => f.name)).toEqual(['licensee', 'rent', 'furnished', 'items'])
    expect(data.draft.fields[2]!.options).toEqual(['Yes', 'No'])
    expect(data.draft.fields[3]!.condition).toEqual({ field: 'furnished', equals: 'Yes' })
    expect(data.saveProblems).toEqual({})

    const rent = data.draft.fields[1]!.id
    await ok(owner, id, { intent: 'move-field', fieldId: rent, direction: 'up' })
    const first = (await page(owner, id)).data.draft.fields[0]!
    expect((await post(owner, id, { intent: 'move-field', fieldId: first.id, direction: 'up' })).status).toBe(
      409,
    )

    await ok(owner, id, { intent: 'save' })
    ;({ data } = await page(owner, id))
    expect(data.template).toMatchObject({ latestVersion: 1, unsaved: false })
    await ok(owner, id, { intent: 'details', name: 'Room licence v2', description: '', category: 'Property' })
    await ok(owner, id, { intent: 'save' })
    const list = await customTemplatesOf(db(), owner.userId)
    expect(list).toHaveLength(1)
    expect(list[0]!.versions.map((v) => [v.version, v.name])).toEqual([
      [2, 'Room licence v2'],
      [1, 'Room licence <script>alert(1)</script>'],
    ])
    const v1 = await page(owner, id, '?version=1')
    expect(v1.data).toMatchObject({ mode: 'preview', viewing: { version: 1 } })
    expect(v1.data.draft.fields.map((f) => f.name)).toEqual(['rent', 'licensee', 'furnished', 'items'])

    // The read model is what a replay of the log gives.
    const inline = await customTemplateOf(db(), owner.userId, id)
    await rebuildProjections(db())
    expect(await customTemplateOf(db(), owner.userId, id)).toEqual(inline)
  })

  it('previews the form: conditions and checks from the URL, and the document the answers make', async () => {
    const owner = await account(db(), 'preview@example.in')
    const id = await build(owner)
    const hidden = await page(owner, id, '?mode=preview&a.furnished=No&a.items=sofa&check=1')
    expect(hidden.status).toBe(400)
    expect(hidden.data.preview!.errors).toEqual({
      licensee: 'Licensee is required.',
      rent: 'Rent is required.',
    })
    const shown = await page(
      owner,
      id,
      '?mode=preview&a.licensee=Asha&a.rent=5000&a.furnished=Yes&a.items=A%20sofa&check=1',
    )
    expect(shown.status).toBe(200)
    expect(shown.data.preview!.document!.text).toBe('Licence to Asha at 5000.\nItems: A sofa')
  })

  it('refuses bad input with 400, each message beside its field, what was typed kept', async () => {
    const owner = await account(db(), 'refused@example.in')
    const id = await build(owner)
    const refused = await post(owner, id, {
      intent: 'add-field',
      name: 'rent',
      label: '',
      type: 'select',
      options: 'Only',
    })
    expect(refused.status).toBe(400)
    const body = (await refused.json()) as FormRefusal
    expect(body).toMatchObject({
      intent: 'add-field',
      fieldErrors: {
        name: 'A field named "rent" already exists.',
        label: 'Label is required.',
        options: expect.any(String),
      },
      values: { name: 'rent', type: 'select', options: 'Only' },
    })
    await ok(owner, id, {
      intent: 'body',
      bodyKind: 'text',
      text: 'The Licensee shall not join any competitor for two years after leaving. {{nobody}}',
    })
    const save = await post(owner, id, { intent: 'save' })
    expect(save.status).toBe(400)
    expect(((await save.json()) as FormRefusal).fieldErrors.body).toMatch(/No field is named "nobody"/)
    await ok(owner, id, {
      intent: 'body',
      bodyKind: 'text',
      text: 'The Licensee {{licensee}} shall not join any competitor for two years after leaving employment.',
    })
    await ok(owner, id, { intent: 'details', name: 'Room licence', description: '', category: 'Employment' })
    const voidSave = await post(owner, id, { intent: 'save' })
    expect(voidSave.status).toBe(400)
    expect(((await voidSave.json()) as FormRefusal).fieldErrors.body).toMatch(
      /section 27 of the Indian Contract Act/,
    )
  })

  it('deleting a field others depend on releases them; deleting the template empties the list', async () => {
    const owner = await account(db(), 'delete@example.in')
    const id = await build(owner)
    const furnished = (await page(owner, id)).data.draft.fields.find((f) => f.name === 'furnished')!
    await ok(owner, id, { intent: 'delete-field', fieldId: furnished.id })
    const after = (await page(owner, id)).data
    expect(after.draft.fields.find((f) => f.name === 'items')!.condition).toBeNull()
    await ok(owner, id, { intent: 'delete-template' })
    expect(await customTemplatesOf(db(), owner.userId)).toEqual([])
    expect((await page(owner, id)).status).toBe(404)
  })

  it('edits a field in place: same place and id, refusals beside the fields, the read model rebuilt alike', async () => {
    const owner = await account(db(), 'edit@example.in')
    const id = await build(owner)
    const before = (await page(owner, id)).data.draft.fields
    const rent = before.find((f) => f.name === 'rent')!
    const opened = await page(owner, id, `?edit=${rent.id}`)
    expect(opened.data.editing).toEqual(rent)
    expect((await page(owner, id, `?mode=preview&edit=${rent.id}`)).data.editing).toBeNull()

    await ok(owner, id, {
      intent: 'edit-field',
      fieldId: rent.id,
      name: 'rent',
      label: 'Monthly rent',
      type: 'number',
      required: 'on',
      min: '2000',
    })
    const after = (await page(owner, id)).data.draft.fields
    expect(after.map((f) => f.id)).toEqual(before.map((f) => f.id))
    expect(after[1]).toEqual({ ...rent, label: 'Monthly rent', validation: { min: 2000 } })

    const furnished = after.find((f) => f.name === 'furnished')!
    const renamed = await post(owner, id, {
      intent: 'edit-field',
      fieldId: furnished.id,
      name: 'isFurnished',
      label: 'Furnished <b>?</b>',
      type: 'radio',
      options: 'Yes, No',
    })
    expect(renamed.status).toBe(400)
    expect(await renamed.json()).toMatchObject({
      intent: 'edit-field',
      fieldErrors: {
        name: '“furnished” is used by the condition of “Items”; change that first, or keep the name.',
      },
      values: { name: 'isFurnished', label: 'Furnished <b>?</b>', options: 'Yes, No' },
    })
    const cycle = await post(owner, id, {
      intent: 'edit-field',
      fieldId: furnished.id,
      name: 'furnished',
      label: 'Furnished',
      type: 'radio',
      options: 'Yes, No',
      conditionField: 'items',
      conditionValue: 'x',
    })
    expect(cycle.status).toBe(400)
    expect(((await cycle.json()) as FormRefusal).fieldErrors.conditionField).toMatch(/“Items” is shown only/)
    const gone = await post(owner, id, {
      intent: 'edit-field',
      fieldId: '00000000-0000-4000-8000-000000000000',
    })
    expect(gone.status).toBe(409)
    expect((await page(owner, id)).data.draft.fields).toEqual(after)

    const inline = await customTemplateOf(db(), owner.userId, id)
    await rebuildProjections(db())
    expect(await customTemplateOf(db(), owner.userId, id)).toEqual(inline)
    const other = await account(db(), 'edit-other@example.in')
    expect((await post(other, id, { intent: 'edit-field', fieldId: rent.id, name: 'x' })).status).toBe(404)
  })

  it("another user's template is the 404 a missing one is, to read and to change", async () => {
    const owner = await account(db(), 'mine@example.in')
    const other = await account(db(), 'other@example.in')
    const id = await build(owner)
    expect((await page(other, id)).status).toBe(404)
    expect((await page(other, '00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await page(other, 'not-a-uuid')).status).toBe(404)
    expect((await post(other, id, { intent: 'save' })).status).toBe(404)
    expect((await post(other, id, { intent: 'delete-template' })).status).toBe(404)
    const tab = await settle(() => appLoader(routeArgs(other.b.get('/app?view=templates'))))
    expect(((await tab.json()) as { templates: unknown[] }).templates).toEqual([])
    expect((await customTemplatesOf(db(), owner.userId))[0]!.name).toMatch(/^Room licence/)
  })
})
