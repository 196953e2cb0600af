import crypto from 'node:crypto'
import { json } from '@remix-run/node'
import { z } from 'zod'
import type { Db } from '#db/types.ts'
import { storableText, unstorableMessage } from '#domain/shared/storable-text.ts'
import {
  CustomTemplateError,
  dependentsOf,
  FIELD_INPUTS,
  type TemplateField,
  type CustomTemplateCommand,
  type TemplateBody,
} from '#domain/templates/index.ts'
import { commandContext } from '#app/platform/command-context.server.ts'
import { csrfProblem } from '#app/platform/csrf.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { FORM_UNREADABLE, unstorableFormField } from '#app/platform/form-body.server.ts'
import { refuse } from '#app/platform/form-contract.server.ts'
import { asRefusal } from '#app/platform/http-errors.server.ts'
import { requireUser, type SessionUser } from '#app/platform/session.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { customTemplateOf } from '#events/projections/custom-templates.ts'
import { runTemplateCommand } from './commands.server.ts'
import { BUILDER_INTENTS, builderHref, TEMPLATES_TAB_HREF, type BuilderIntent } from './contract.ts'
import { templateNotFound } from './queries.server.ts'

type Acting = { actorId: string; now: Date }

const INTENTS = Object.values(BUILDER_INTENTS) as [BuilderIntent, ...BuilderIntent[]]
const fieldId = z.uuid()

/** What each intent's form fields are called, so a refusal gives back exactly what was typed. */
const TYPED: Record<BuilderIntent, readonly string[]> = {
  details: ['name', 'description', 'category'],
  'add-field': FIELD_INPUTS,
  'edit-field': FIELD_INPUTS,
  'move-field': [],
  'delete-field': [],
  body: ['bodyKind', 'text', 'templateId'],
  save: [],
  revert: [],
  'delete-template': [],
}

const SUCCESS: Record<BuilderIntent, string> = {
  details: 'Details saved to the draft',
  'add-field': 'Field added',
  'edit-field': 'Field saved',
  'move-field': 'Field moved',
  'delete-field': 'Field deleted',
  body: 'Body saved to the draft',
  save: 'Template saved',
  revert: 'Unsaved changes discarded',
  'delete-template': 'Template deleted',
}

/**
 * Every form of the builder: one command on the template's stream, then a redirect back
 * (the draft lives on the server, so a reload shows it). Bad input is a 400 with each
 * message beside its field and what was typed kept; someone else's template is a 404.
 */
export async function builderAction({
  request,
  params,
  context,
}: {
  request: Request
  params: { id?: string }
  context: unknown
}) {
  const user = await requireUser(request)
  const templateId = params.id ?? ''
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw json(FORM_UNREADABLE, { status: 400 })
  }
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }
  const parsedIntent = z.enum(INTENTS).safeParse(text('intent'))
  if (!parsedIntent.success) return refuse('unknown', { formError: 'Unknown action.' }, 400)
  const intent = parsedIntent.data
  const typed = () => Object.fromEntries(TYPED[intent].map((name) => [name, storableText(text(name))]))
  const unstorable = unstorableFormField(form)
  if (unstorable) return refuse(intent, { formError: unstorableMessage(unstorable), values: typed() }, 400)
  const forged = await csrfProblem(request, form)
  if (forged) return refuse(intent, { formError: forged, values: typed() }, 403)

  const db = await getDb()
  // Someone else's template (or a missing one) is a 404 before anything in the form is read.
  const record = await customTemplateOf(db, user.id, templateId)
  if (!record) throw templateNotFound()
  const acting: Acting = { actorId: user.id, now: new Date() }
  const command = commandOf(intent, acting, text)
  if ('refusal' in command) return refuse(intent, { formError: command.refusal, values: typed() }, 400)

  const key = text('key').slice(0, 100)
  const commandId = key ? `template:${templateId}:${intent}:${text('fieldId')}:${key}` : null
  try {
    await runIfOwned(db, user, request, context, templateId, command, commandId)
  } catch (error) {
    if (error instanceof CustomTemplateError && error.code === 'template.not_found') throw templateNotFound()
    const refusal = asRefusal(error)
    const problems = error instanceof CustomTemplateError ? error.problems : {}
    const hasFieldErrors = Object.keys(problems).length > 0
    return refuse(
      intent,
      {
        fieldErrors: problems,
        formError: hasFieldErrors && intent !== 'save' ? null : refusal.message,
        values: typed(),
      },
      refusal.status,
    )
  }
  const back =
    intent === 'delete-template' ? TEMPLATES_TAB_HREF : `${builderHref(templateId)}${anchorOf(intent)}`
  return redirectWithToast(request, back, {
    type: 'success',
    title: SUCCESS[intent],
    description:
      intent === 'delete-field' ? releasedNote(record.draft.fields, text('fieldId')) : describe(intent),
  })
}

/** After a delete: the fields that were shown only on its answer and are now always shown. */
function releasedNote(fields: readonly TemplateField[], fieldId: string): string {
  const gone = fields.find((f) => f.id === fieldId)
  const released = gone ? dependentsOf(fields, gone.name) : []
  return released.length === 0
    ? describe('delete-field')
    : `${released.map((f) => `“${f.label}”`).join(', ')} depended on it and ${released.length === 1 ? 'is' : 'are'} now always shown.`
}

const anchorOf = (intent: BuilderIntent) =>
  intent === 'add-field' || intent === 'edit-field' || intent === 'move-field' || intent === 'delete-field'
    ? '#fields'
    : intent === 'body'
      ? '#body'
      : ''

function describe(intent: BuilderIntent): string {
  if (intent === 'save') return 'A new version is in My Templates.'
  if (intent === 'delete-template')
    return 'It is no longer in My Templates; its history stays in the audit log.'
  return 'The draft is kept on the server until you save it.'
}

async function runIfOwned(
  db: Db,
  user: SessionUser,
  request: Request,
  context: unknown,
  templateId: string,
  command: CustomTemplateCommand,
  commandId: string | null,
) {
  // A malformed id names no stream anyone owns: the same 404 as a missing one.
  if (!z.uuid().safeParse(templateId).success)
    throw new CustomTemplateError('template.not_found', 'Template not found')
  await runTemplateCommand(db, commandContext({ request, context }, user.id), templateId, command, commandId)
}

function commandOf(
  intent: BuilderIntent,
  acting: Acting,
  text: (name: string) => string,
): CustomTemplateCommand | { refusal: string } {
  switch (intent) {
    case 'details':
      return {
        type: 'ChangeDetails',
        data: { ...acting, name: text('name'), description: text('description'), category: text('category') },
      }
    case 'add-field':
      return {
        type: 'AddField',
        data: {
          ...acting,
          fieldId: crypto.randomUUID(),
          input: Object.fromEntries(FIELD_INPUTS.map((name) => [name, text(name)])),
        },
      }
    case 'edit-field': {
      const id = fieldId.safeParse(text('fieldId'))
      if (!id.success) return { refusal: 'Choose a field to edit.' }
      return {
        type: 'EditField',
        data: {
          ...acting,
          fieldId: id.data,
          input: Object.fromEntries(FIELD_INPUTS.map((name) => [name, text(name)])),
        },
      }
    }
    case 'move-field': {
      const id = fieldId.safeParse(text('fieldId'))
      const direction = text('direction')
      if (!id.success || (direction !== 'up' && direction !== 'down'))
        return { refusal: 'Choose a field to move.' }
      return { type: 'MoveField', data: { ...acting, fieldId: id.data, direction } }
    }
    case 'delete-field': {
      const id = fieldId.safeParse(text('fieldId'))
      if (!id.success) return { refusal: 'Choose a field to delete.' }
      return { type: 'DeleteField', data: { ...acting, fieldId: id.data } }
    }
    case 'body': {
      const body: TemplateBody =
        text('bodyKind') === 'extends'
          ? { kind: 'extends', templateId: text('templateId').slice(0, 100) }
          : { kind: 'text', text: text('text').replace(/\r\n/g, '\n') }
      if (body.kind === 'extends' && body.templateId === '')
        return { refusal: 'Choose the built-in template to extend.' }
      return { type: 'ChangeBody', data: { ...acting, body } }
    }
    case 'save':
      return { type: 'SaveTemplate', data: acting }
    case 'revert':
      return { type: 'RevertDraft', data: acting }
    case 'delete-template':
      return { type: 'DeleteTemplate', data: acting }
  }
}

/** The workspace's "New template": a fresh stream, then its builder. */
export async function createTemplate({
  request,
  context,
  db,
  user,
}: {
  request: Request
  context: unknown
  db: Db
  user: SessionUser
}) {
  const templateId = crypto.randomUUID()
  await runTemplateCommand(db, commandContext({ request, context }, user.id), templateId, {
    type: 'CreateTemplate',
    data: { actorId: user.id, now: new Date() },
  })
  return redirectWithToast(request, builderHref(templateId), {
    type: 'success',
    title: 'New template started',
    description: 'Give it a name and a category, add its fields and write its body.',
  })
}
