import { describe, expect, it } from 'vitest'
import { customTemplateDecider, type CustomTemplateEvent } from '#domain/templates/index.ts'
import { deciderSpec } from '#tests/support/given.ts'

const given = deciderSpec(customTemplateDecider)
const OWNER = '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c01'
const OTHER = '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c02'
const F1 = '0b7c2a11-8d3e-4f5a-9b6c-1d2e3f4a5b01'
const F2 = '0b7c2a11-8d3e-4f5a-9b6c-1d2e3f4a5b02'
const now = new Date('2026-11-26T10:00:00.000Z')
const at = now.toISOString()
const acting = { actorId: OWNER, now }

const created: CustomTemplateEvent = {
  type: 'CustomTemplateCreated',
  data: { ownerId: OWNER, createdAt: at },
}
const details: CustomTemplateEvent = {
  type: 'CustomTemplateChanged',
  data: {
    change: { action: 'details', name: 'Room licence', description: '', category: 'Property' },
    changedAt: at,
  },
}
const baseField = { required: true, placeholder: '', options: [], validation: {} }
const addedPets: CustomTemplateEvent = {
  type: 'CustomTemplateChanged',
  data: {
    change: {
      action: 'field-added',
      field: { ...baseField, id: F1, name: 'pets', label: 'Pets', type: 'checkbox', condition: null },
    },
    changedAt: at,
  },
}
const addedNote: CustomTemplateEvent = {
  type: 'CustomTemplateChanged',
  data: {
    change: {
      action: 'field-added',
      field: {
        ...baseField,
        id: F2,
        name: 'note',
        label: 'Note',
        type: 'text',
        required: false,
        condition: { field: 'pets', equals: 'yes' },
      },
    },
    changedAt: at,
  },
}
const body: CustomTemplateEvent = {
  type: 'CustomTemplateChanged',
  data: {
    change: { action: 'body', body: { kind: 'text', text: 'Pets: {{pets}}. {{#if pets}}{{note}}{{/if}}' } },
    changedAt: at,
  },
}
const ready = [created, details, addedPets, addedNote, body]

describe('a custom template stream', () => {
  it('is created once, by its owner', () => {
    given([]).when({ type: 'CreateTemplate', data: acting }).then([created])
    given([created]).when({ type: 'CreateTemplate', data: acting }).thenThrows({ code: 'template.exists' })
  })
  it('reads like a missing one to anyone else, and once deleted', () => {
    given(ready)
      .when({ type: 'SaveTemplate', data: { actorId: OTHER, now } })
      .thenThrows({ code: 'template.not_found' })
    given([...ready, { type: 'CustomTemplateDeleted', data: { deletedAt: at } }])
      .when({ type: 'MoveField', data: { ...acting, fieldId: F1, direction: 'down' } })
      .thenThrows({ code: 'template.not_found' })
  })
  it('records an added field, with the field errors beside their inputs when refused', () => {
    given([created])
      .when({
        type: 'AddField',
        data: {
          ...acting,
          fieldId: F1,
          input: { name: 'pets', label: 'Pets', type: 'checkbox', required: 'on' },
        },
      })
      .then([{ ...addedPets }])
    given([created, addedPets])
      .when({
        type: 'AddField',
        data: { ...acting, fieldId: F2, input: { name: 'pets', label: '', type: 'text' } },
      })
      .thenThrows({
        code: 'template.invalid',
        problems: { name: 'A field named "pets" already exists.', label: 'Label is required.' },
      })
  })
  it('refuses to move the first field up and the last down', () => {
    given(ready)
      .when({ type: 'MoveField', data: { ...acting, fieldId: F1, direction: 'up' } })
      .thenThrows({ code: 'template.cannot_move' })
    given(ready)
      .when({ type: 'MoveField', data: { ...acting, fieldId: F2, direction: 'down' } })
      .thenThrows({ code: 'template.cannot_move' })
    given([
      ...ready,
      {
        type: 'CustomTemplateChanged',
        data: { change: { action: 'field-moved', fieldId: F2, direction: 'up' }, changedAt: at },
      },
    ]).thenState((s) => expect(s.draft.fields.map((f) => f.name)).toEqual(['note', 'pets']))
  })
  it('deleting a field others depend on releases their conditions, and says which', () => {
    given(ready)
      .when({ type: 'DeleteField', data: { ...acting, fieldId: F1 } })
      .thenMatches([
        {
          type: 'CustomTemplateChanged',
          data: { change: { action: 'field-deleted', fieldId: F1, released: [F2] } },
        },
      ])
    given(ready)
      .when({ type: 'DeleteField', data: { ...acting, fieldId: 'gone' } })
      .thenThrows({ code: 'template.field_gone' })
  })
  it('saves numbered versions, and refuses a body naming a deleted field', () => {
    given(ready)
      .when({ type: 'SaveTemplate', data: acting })
      .thenMatches([
        {
          type: 'CustomTemplateSaved',
          data: { version: 1, definition: { name: 'Room licence', category: 'Property' } },
        },
      ])
    const deleted: CustomTemplateEvent = {
      type: 'CustomTemplateChanged',
      data: { change: { action: 'field-deleted', fieldId: F1, released: [F2] }, changedAt: at },
    }
    given([...ready, deleted])
      .when({ type: 'SaveTemplate', data: acting })
      .thenThrows({
        code: 'template.invalid',
        problems: { body: expect.stringMatching(/No field is named "pets"/) },
      })
  })
  it('keeps its versions and discards unsaved changes back to the last one', () => {
    const saved = given(ready)
    let events: CustomTemplateEvent[] = []
    saved.when({ type: 'SaveTemplate', data: acting }).thenEvents((e) => (events = e))
    const afterSave = [...ready, ...events, details]
    given(afterSave).thenState((s) => {
      expect(s.versions).toHaveLength(1)
      expect(s.unsaved).toBe(true)
    })
    given(afterSave)
      .when({ type: 'RevertDraft', data: acting })
      .thenMatches([{ data: { change: { action: 'reverted', toVersion: 1 } } }])
    given([...ready, ...events])
      .when({ type: 'RevertDraft', data: acting })
      .thenThrows({ code: 'template.nothing_to_revert' })
  })
})
