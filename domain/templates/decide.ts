import { DomainError } from '#domain/shared/errors.ts'
import {
  DESCRIPTION_MAX,
  isTemplateCategory,
  NAME_MAX,
  templateBodySchema,
  type TemplateBody,
} from './definition.ts'
import type { CustomTemplateEvent, TemplateChange } from './events.ts'
import { readField, type FieldInputValues } from './field-input.ts'
import { readFieldEdit } from './field-edit.ts'
import { canMove, dependentsOf, type Direction } from './field-list.ts'
import { checkSave } from './save-rules.ts'
import { applyChange, type CustomTemplateState } from './state.ts'

/** `actorId` is the signed-in user; only the template's owner may act on it. Time comes in `now`. */
type Acting = { actorId: string; now: Date }

export type CustomTemplateCommand =
  | { type: 'CreateTemplate'; data: Acting }
  | { type: 'ChangeDetails'; data: Acting & { name: string; description: string; category: string } }
  | { type: 'AddField'; data: Acting & { fieldId: string; input: FieldInputValues } }
  | { type: 'EditField'; data: Acting & { fieldId: string; input: FieldInputValues } }
  | { type: 'MoveField'; data: Acting & { fieldId: string; direction: Direction } }
  | { type: 'DeleteField'; data: Acting & { fieldId: string } }
  | { type: 'ChangeBody'; data: Acting & { body: TemplateBody } }
  | { type: 'RevertDraft'; data: Acting }
  | { type: 'SaveTemplate'; data: Acting }
  | { type: 'DeleteTemplate'; data: Acting }

export type CustomTemplateErrorCode =
  | 'template.not_found'
  | 'template.exists'
  | 'template.invalid'
  | 'template.field_gone'
  | 'template.cannot_move'
  | 'template.nothing_to_revert'
  | 'template.busy'

/** A refusal; `problems` holds a message per form field when the input is at fault. */
export class CustomTemplateError extends DomainError<CustomTemplateErrorCode> {
  readonly problems: Readonly<Record<string, string>>
  constructor(code: CustomTemplateErrorCode, message: string, problems: Record<string, string> = {}) {
    super(code, message)
    this.problems = problems
  }
}

export function decideCustomTemplate(
  command: CustomTemplateCommand,
  state: CustomTemplateState,
): CustomTemplateEvent[] {
  const at = command.data.now.toISOString()
  const changed = (change: TemplateChange): CustomTemplateEvent[] => [
    { type: 'CustomTemplateChanged', data: { change, changedAt: at } },
  ]
  if (command.type === 'CreateTemplate') {
    if (state.ownerId !== null)
      throw new CustomTemplateError('template.exists', 'This template already exists')
    return [{ type: 'CustomTemplateCreated', data: { ownerId: command.data.actorId, createdAt: at } }]
  }
  assertOwned(state, command.data.actorId)
  switch (command.type) {
    case 'ChangeDetails': {
      const name = command.data.name.trim()
      const description = command.data.description.trim()
      const category = command.data.category.trim()
      const problems: Record<string, string> = {}
      if (name.length > NAME_MAX) problems.name = `Template name may be at most ${NAME_MAX} characters.`
      if (description.length > DESCRIPTION_MAX)
        problems.description = `Description may be at most ${DESCRIPTION_MAX} characters.`
      if (category !== '' && !isTemplateCategory(category))
        problems.category = 'Choose one of the six categories.'
      if (Object.keys(problems).length > 0) invalid(problems)
      return changed({
        action: 'details',
        name,
        description,
        category: category !== '' && isTemplateCategory(category) ? category : null,
      })
    }
    case 'AddField': {
      const read = readField(command.data.fieldId, command.data.input, state.draft.fields)
      if (!read.ok) invalid(read.errors)
      return changed({ action: 'field-added', field: read.field })
    }
    case 'EditField': {
      const field = requireField(state, command.data.fieldId)
      const read = readFieldEdit(state.draft.fields, field, command.data.input, state.draft.body)
      if (!read.ok) invalid(read.errors)
      return changed({ action: 'field-edited', field: read.field })
    }
    case 'MoveField': {
      const { fieldId, direction } = command.data
      requireField(state, fieldId)
      if (!canMove(state.draft.fields, fieldId, direction))
        throw new CustomTemplateError(
          'template.cannot_move',
          direction === 'up' ? 'The first field cannot move up.' : 'The last field cannot move down.',
        )
      return changed({ action: 'field-moved', fieldId, direction })
    }
    case 'DeleteField': {
      const field = requireField(state, command.data.fieldId)
      const released = dependentsOf(state.draft.fields, field.name).map((f) => f.id)
      return changed({ action: 'field-deleted', fieldId: field.id, released })
    }
    case 'ChangeBody': {
      const body = templateBodySchema.safeParse(command.data.body)
      if (!body.success) invalid({ body: 'The body is too long or not a body.' })
      return changed({ action: 'body', body: body.data })
    }
    case 'RevertDraft': {
      if (state.versions.length === 0 || !state.unsaved)
        throw new CustomTemplateError(
          'template.nothing_to_revert',
          'There are no unsaved changes to discard.',
        )
      return changed({ action: 'reverted', toVersion: state.versions.length })
    }
    case 'SaveTemplate': {
      const check = checkSave(state.draft)
      if (!check.ok) invalid(check.problems)
      return [
        {
          type: 'CustomTemplateSaved',
          data: { version: state.versions.length + 1, definition: check.definition, savedAt: at },
        },
      ]
    }
    case 'DeleteTemplate':
      return [{ type: 'CustomTemplateDeleted', data: { deletedAt: at } }]
    default: {
      const unknown: never = command
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`)
    }
  }
}

function invalid(problems: Record<string, string | undefined>): never {
  const kept = Object.fromEntries(Object.entries(problems).filter((e): e is [string, string] => !!e[1]))
  throw new CustomTemplateError('template.invalid', Object.values(kept)[0] ?? 'Invalid input', kept)
}

function assertOwned(state: CustomTemplateState, actorId: string): void {
  // Someone else's template reads exactly like a missing one, so an id reveals nothing.
  if (state.ownerId === null || state.ownerId !== actorId || state.deleted)
    throw new CustomTemplateError('template.not_found', 'Template not found')
}

function requireField(state: CustomTemplateState, fieldId: string) {
  const field = state.draft.fields.find((f) => f.id === fieldId)
  if (!field)
    throw new CustomTemplateError(
      'template.field_gone',
      'That field is no longer in the template; the page has been refreshed.',
    )
  return field
}

/** The draft a change would leave, for a page that shows the outcome before recording it. */
export const previewChange = (state: CustomTemplateState, change: TemplateChange) =>
  applyChange(state.draft, change, state.versions)
