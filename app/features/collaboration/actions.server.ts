import { createHash } from 'node:crypto'
import { json } from '@remix-run/node'
import { z } from 'zod'
import {
  COLLABORATION_TEXTS,
  COLLABORATOR_ROLES,
  INVITATION_TEXTS,
  ROLE_LABELS,
} from '#domain/collaboration/index.ts'
import { isUuid } from '#domain/shared/ids.ts'
import {
  COLLABORATION_INTENTS,
  type CollaborationField,
  type CollaborationIntent,
} from '#app/features/collaboration/contract.ts'
import { commandContext } from '#app/platform/command-context.server.ts'
import { refuse as refuseForm, refusalErrors } from '#app/platform/form-contract.server.ts'
import type { FieldErrors } from '#app/platform/form-contract.ts'
import { redirectTarget } from '#app/platform/redirect-target.server.ts'
import {
  addCollaborator,
  changeCollaboratorRole,
  confirmInvitation,
  postComment,
  removeCollaborator,
  setCommentResolved,
  shareAgreement,
  type CollaborationOutcome,
} from './commands.server.ts'
import { csrfProblem } from '#app/platform/csrf.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { mailLink } from '#app/features/mail/links.server.ts'
import type { SessionUser } from '#app/platform/session.server.ts'
import { redirectWithToast, toastNow, type ToastInput } from '#app/platform/toast.server.ts'
import { readForm } from '#app/platform/form-body.server.ts'

// The collaboration panel's forms, posted to /document/<id> from the shared page, the
// document page's Collaborate tab and the dialog over the workspace. Every one works
// without JavaScript: success redirects back with a toast; a refusal answers its 4xx with
// what was typed, which the shared page renders in the same form. A user with no role on
// the document, and a collaborator or comment id of another document, get the same
// "Document Not Found" as a missing document.

const role = z.enum(COLLABORATOR_ROLES, { error: 'Choose a role: viewer, editor or admin' })
// Only a uuid can name a collaborator or a comment; anything else is answered like an
// unknown id, before it reaches a decider (see `namesNothing`).
const id = z.uuid()
const SCHEMAS = {
  'add-collaborator': z.object({
    email: z.string().max(1000).default(''),
    name: z.string().max(1000).default(''),
    role: role.default('viewer'),
  }),
  'change-role': z.object({ collaboratorId: id, role }),
  'remove-collaborator': z.object({ collaboratorId: id }),
  'confirm-invitation': z.object({ collaboratorId: id }),
  // The content's own limits (empty, too long) are the decider's, with the specification's words.
  comment: z.object({ content: z.string().default(''), parentId: id.optional() }),
  resolve: z.object({ commentId: id }),
  reopen: z.object({ commentId: id }),
  share: z.object({ method: z.enum(['link', 'native']).default('link'), js: z.literal('1').optional() }),
} satisfies Record<CollaborationIntent, z.ZodType>

/** An id field that is not a uuid names nothing here: the same answer as an id of another document. */
const namesNothing = (fields: Record<string, string>) =>
  (['collaboratorId', 'commentId', 'parentId'] as const).some(
    (key) => fields[key] !== undefined && fields[key] !== '' && !isUuid(fields[key]!),
  )

/** Form fields worth giving back after a refusal: what the user typed or chose, never the token. */
const KEPT = [
  'email',
  'name',
  'role',
  'content',
  'parentId',
  'collaboratorId',
  'commentId',
] as const satisfies readonly CollaborationField[]

/** The field a refusal's message stands beside; null when it belongs to the form as a whole. */
function fieldOf(
  code: (CollaborationOutcome<unknown> & { ok: false })['code'],
  message: string,
): CollaborationField | null {
  switch (code) {
    case 'collaboration.invalid_email':
    case 'collaboration.already_added':
    case 'collaboration.is_owner':
      return 'email'
    // Both empty is the form's; a name too long is the name's.
    case 'collaboration.fields_required':
      return message === COLLABORATION_TEXTS.emailAndNameRequired ? null : 'name'
    case 'comment.empty':
    case 'comment.too_long':
      return 'content'
    default:
      return null
  }
}

/** The fields shown in the panel's forms: a schema error about any other field is the form's. */
const SHOWN: readonly CollaborationField[] = ['email', 'name', 'role', 'content']

/**
 * The command's idempotency key: the page's form key (new on every load) with who sends
 * what, where. The same form sent twice gets the same key and is recorded once; another
 * user, document, form or text gets another key. Null when the form carried no key.
 */
export function commandKeyOf(
  fields: Record<string, string>,
  user: { id: string },
  agreementId: string,
): string | null {
  const formKey = fields.formKey
  if (formKey === undefined || !isUuid(formKey)) return null
  const what = [fields.intent, ...KEPT.map((k) => fields[k] ?? null), fields.method ?? null]
  return createHash('sha256')
    .update(JSON.stringify([user.id, agreementId, formKey, what]))
    .digest('hex')
}

/** Where to go after a success: the page the form was on (in /app or this shared page), never another site. */
export function collaborationReturnPath(raw: string | undefined, agreementId: string): string {
  const page = `/document/${agreementId}`
  return redirectTarget(raw, { fallback: page, within: ['/app', page] })
}

const a = (role: string) => (role === 'admin' ? 'an' : 'a')

export async function collaborationAction(
  request: Request,
  context: unknown,
  user: SessionUser,
  agreementId: string,
) {
  const form = await readForm(request)
  const fields = Object.fromEntries(
    [...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
  const intent: CollaborationIntent = (COLLABORATION_INTENTS as readonly string[]).includes(
    fields.intent ?? '',
  )
    ? (fields.intent as CollaborationIntent)
    : 'comment'
  const values = Object.fromEntries(KEPT.filter((k) => fields[k] !== undefined).map((k) => [k, fields[k]!]))
  const returnTo = collaborationReturnPath(fields.returnTo, agreementId)

  const refuse = async (status: number, error: string, field: CollaborationField | null = null) =>
    refuseForm<CollaborationField>(
      intent,
      { ...(field ? { fieldErrors: { [field]: error } } : { formError: error }), values },
      {
        status,
        headers: await toastNow(request, context, {
          type: 'error',
          title: 'Error',
          description: error.slice(0, 480),
        }),
      },
    )
  /** A schema's refusal: each message beside its field, or the form's when its field is hidden. */
  const refuseParse = async (status: number, error: z.ZodError, fallback: string) => {
    const { fieldErrors, formError } = refusalErrors<CollaborationField>(error)
    const shown: FieldErrors<CollaborationField> = {}
    for (const field of SHOWN) if (fieldErrors[field]) shown[field] = fieldErrors[field]
    const message = formError ?? Object.values(fieldErrors)[0] ?? fallback
    if (Object.keys(shown).length === 0) return refuse(status, message)
    return refuseForm<CollaborationField>(
      intent,
      { fieldErrors: shown, values },
      {
        status,
        headers: await toastNow(request, context, {
          type: 'error',
          title: 'Error',
          description: message.slice(0, 480),
        }),
      },
    )
  }
  const succeed = (toast: ToastInput, to = returnTo) => redirectWithToast(request, to, toast)
  /** A refusal, or the 404 every "no such thing here" gets. */
  const fail = (outcome: CollaborationOutcome<unknown> & { ok: false }) => {
    if (outcome.status === 404) throw json('Document Not Found', { status: 404 })
    return refuse(outcome.status, outcome.message, fieldOf(outcome.code, outcome.message))
  }

  const forged = await csrfProblem(request, form)
  if (forged) return refuse(403, forged)
  if (!(COLLABORATION_INTENTS as readonly string[]).includes(fields.intent ?? ''))
    return refuse(400, 'The form was incomplete; please try again.')
  if (namesNothing(fields)) throw json('Document Not Found', { status: 404 })

  const db = await getDb()
  const options = {
    by: commandContext({ request, context }, user.id),
    commandId: commandKeyOf(fields, user, agreementId),
  }
  switch (intent) {
    case 'add-collaborator': {
      const parsed = SCHEMAS[intent].safeParse(fields)
      if (!parsed.success) return refuseParse(400, parsed.error, COLLABORATION_TEXTS.addFailed)
      const { email, name } = parsed.data
      // The specification's check, before anything else: both, after trimming.
      if (email.trim() === '' || name.trim() === '')
        return refuse(400, COLLABORATION_TEXTS.emailAndNameRequired)
      const outcome = await addCollaborator(db, user, agreementId, parsed.data, {
        ...options,
        linkTo: (path) => mailLink(request, path),
      })
      if (!outcome.ok) return fail(outcome)
      // No account has verified the address: nothing is granted until the mailed link is used.
      const description = outcome.pending
        ? INVITATION_TEXTS.invitationMailed
        : COLLABORATION_TEXTS.collaboratorAdded
      return succeed({ type: 'success', title: 'Success', description })
    }
    case 'change-role': {
      const parsed = SCHEMAS[intent].safeParse(fields)
      if (!parsed.success) return refuseParse(400, parsed.error, 'Choose a role')
      const outcome = await changeCollaboratorRole(
        db,
        user,
        agreementId,
        parsed.data.collaboratorId,
        parsed.data.role,
        options,
      )
      if (!outcome.ok) return fail(outcome)
      const label = ROLE_LABELS[outcome.role].toLowerCase()
      return succeed({
        type: 'success',
        title: 'Success',
        description: `Role changed: they are now ${a(label)} ${label}.`,
      })
    }
    case 'remove-collaborator': {
      const parsed = SCHEMAS[intent].safeParse(fields)
      if (!parsed.success) return refuse(400, COLLABORATION_TEXTS.removeFailed)
      const outcome = await removeCollaborator(db, user, agreementId, parsed.data.collaboratorId, options)
      if (!outcome.ok) return fail(outcome)
      return succeed({
        type: 'success',
        title: 'Success',
        description: COLLABORATION_TEXTS.collaboratorRemoved,
      })
    }
    case 'confirm-invitation': {
      const parsed = SCHEMAS[intent].safeParse(fields)
      if (!parsed.success) return refuse(400, 'The form was incomplete; please try again.')
      const outcome = await confirmInvitation(db, user, agreementId, parsed.data.collaboratorId, options)
      if (!outcome.ok) return fail(outcome)
      return succeed({
        type: 'success',
        title: 'Success',
        description: `${INVITATION_TEXTS.confirmed}: they can now open this document.`,
      })
    }
    case 'comment': {
      const parsed = SCHEMAS[intent].safeParse(fields)
      if (!parsed.success) return refuse(400, COLLABORATION_TEXTS.commentFailed)
      if (parsed.data.content.trim() === '') return refuse(400, COLLABORATION_TEXTS.commentEmpty, 'content')
      const outcome = await postComment(
        db,
        user,
        agreementId,
        { content: parsed.data.content, parentId: parsed.data.parentId || undefined },
        options,
      )
      if (!outcome.ok) return fail(outcome)
      return succeed({
        type: 'success',
        title: 'Success',
        description: parsed.data.parentId ? 'Reply added successfully' : COLLABORATION_TEXTS.commentAdded,
      })
    }
    case 'resolve':
    case 'reopen': {
      const parsed = SCHEMAS[intent].safeParse(fields)
      if (!parsed.success) return refuse(400, 'The form was incomplete; please try again.')
      const outcome = await setCommentResolved(
        db,
        user,
        agreementId,
        parsed.data.commentId,
        intent === 'resolve',
        options,
      )
      if (!outcome.ok) return fail(outcome)
      return succeed({
        type: 'success',
        title: 'Success',
        description: intent === 'resolve' ? 'Comment resolved' : 'Comment reopened',
      })
    }
    case 'share': {
      const parsed = SCHEMAS[intent].safeParse(fields)
      if (!parsed.success) return refuse(400, 'The form was incomplete; please try again.')
      const outcome = await shareAgreement(db, user, agreementId, parsed.data.method, options)
      if (!outcome.ok) return fail(outcome)
      // With JavaScript the link was already copied or sent, and the page says so itself.
      if (parsed.data.js) return json({ shared: true })
      return succeed(
        {
          type: 'success',
          title: 'Share Link',
          description: 'Copy the link below and send it to your team.',
        },
        `/document/${agreementId}?shared=1#share-link`,
      )
    }
  }
}
