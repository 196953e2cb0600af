import { evolveKnown } from '#domain/shared/decider.ts'
import { assertNever } from '#domain/shared/exhaustive.ts'
import { emptyDraft, type TemplateDefinition, type TemplateDraft } from './definition.ts'
import { isCustomTemplateEvent, type CustomTemplateEvent, type TemplateChange } from './events.ts'
import { deleteField, moveField } from './field-list.ts'

export type CustomTemplateState = {
  /** null until the template is created. */
  ownerId: string | null
  deleted: boolean
  draft: TemplateDraft
  /** Saved versions, oldest first (version n at index n - 1). */
  versions: TemplateDefinition[]
  /** The draft differs from the latest saved version (or nothing is saved yet). */
  unsaved: boolean
  createdAt: string | null
  updatedAt: string | null
}

export const initialCustomTemplateState = (): CustomTemplateState => ({
  ownerId: null,
  deleted: false,
  draft: emptyDraft(),
  versions: [],
  unsaved: false,
  createdAt: null,
  updatedAt: null,
})

/** The draft after one recorded change; the same function the decider previews with. */
export function applyChange(
  draft: TemplateDraft,
  change: TemplateChange,
  versions: readonly TemplateDefinition[],
): TemplateDraft {
  switch (change.action) {
    case 'details':
      return { ...draft, name: change.name, description: change.description, category: change.category }
    case 'field-added':
      return { ...draft, fields: [...draft.fields, change.field] }
    case 'field-edited':
      return {
        ...draft,
        fields: draft.fields.map((f) => (f.id === change.field.id ? change.field : f)),
      }
    case 'field-moved':
      return { ...draft, fields: moveField(draft.fields, change.fieldId, change.direction) }
    case 'field-deleted':
      return { ...draft, fields: deleteField(draft.fields, change.fieldId) }
    case 'body':
      return { ...draft, body: change.body }
    case 'reverted': {
      const saved = versions[change.toVersion - 1]
      return saved ? structuredClone(saved) : draft
    }
    default:
      return assertNever(change, 'template change')
  }
}

function evolveKnownTemplate(state: CustomTemplateState, event: CustomTemplateEvent): CustomTemplateState {
  switch (event.type) {
    case 'CustomTemplateCreated':
      return {
        ...state,
        ownerId: event.data.ownerId,
        createdAt: event.data.createdAt,
        updatedAt: event.data.createdAt,
      }
    case 'CustomTemplateChanged':
      return {
        ...state,
        draft: applyChange(state.draft, event.data.change, state.versions),
        unsaved: event.data.change.action !== 'reverted',
        updatedAt: event.data.changedAt,
      }
    case 'CustomTemplateSaved':
      return {
        ...state,
        draft: structuredClone(event.data.definition),
        versions: [...state.versions, event.data.definition],
        unsaved: false,
        updatedAt: event.data.savedAt,
      }
    case 'CustomTemplateDeleted':
      return { ...state, deleted: true, updatedAt: event.data.deletedAt }
    default:
      return assertNever(event, 'custom template event')
  }
}

/** Events of types this build does not know leave the state as it is. */
export const evolveCustomTemplate = evolveKnown(isCustomTemplateEvent, evolveKnownTemplate)
