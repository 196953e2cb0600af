import { json } from '@remix-run/node'
import { z } from 'zod'
import { AI_EDIT_COMPLETE } from '#domain/ai/index.ts'
import { agreementStreamId, agreementAiEditedSchema } from '#domain/agreement/index.ts'
import { documentAccess } from '#events/projections/document-access.ts'
import { may } from '#domain/collaboration/index.ts'
import { contentBefore } from '#events/projections/agreement-version-queries.ts'
import { readStream } from '#events/read.server.ts'
import { DOCUMENT_PARAMS } from '#app/features/documents/contract.ts'
import type { AiEditDetails, AiEditField } from '#app/features/ai-edit/ai-edit-refusal.tsx'
import { refuse as refuseForm } from '#app/platform/form-contract.server.ts'
import { applyAiEdit, configuredAi, FORBIDDEN, type ConfiguredAi } from './ai-edit.server.ts'
import { runAgreementCommand } from '#app/features/documents/commands.server.ts'
import { commandContext, type CommandContext } from '#app/platform/command-context.server.ts'
import { csrfProblem } from '#app/platform/csrf.server.ts'
import { textFields } from '#app/platform/checked-form.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { asRefusal } from '#app/platform/http-errors.server.ts'
import { documentTabPath, returnPath } from '#app/features/documents/return-path.server.ts'
import type { SessionUser } from '#app/platform/session.server.ts'
import { redirectWithToast, toastNow } from '#app/platform/toast.server.ts'
import { readForm } from '#app/platform/form-body.server.ts'

/**
 * The document page's AI edit form (and its Undo): CSRF, the fields, then the shared AI
 * edit service. A success redirects to the document with `ai_change=<version>`, where the
 * Document tab shows the change word by word; a refusal answers with its status and the
 * typed instruction kept (the route shows it without JavaScript, the box with it).
 */

const formSchema = z.object({
  intent: z.enum(['apply', 'undo']).default('apply'),
  instruction: z.string().default(''),
  version: z.coerce.number().int().min(1),
  returnTo: z.string().optional(),
})

/** The toast allows 500 characters; an AI's summary or message may be longer. */
const short = (text: string, max = 480) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text)

export async function aiEditAction(
  request: Request,
  context: unknown,
  user: SessionUser,
  agreementId: string,
  ai: ConfiguredAi = configuredAi(),
) {
  const form = await readForm(request)
  const fields = textFields(form)
  const typed = typeof fields.instruction === 'string' ? fields.instruction : ''
  const parsed = formSchema.safeParse(fields)
  const returnTo = returnPath(parsed.success ? parsed.data.returnTo : undefined, agreementId)
  const answer = async (
    status: number,
    message: string,
    details: AiEditDetails,
    { version, field = null }: { version: number; field?: 'instruction' | null },
  ) =>
    refuseForm<AiEditField, AiEditDetails>(
      'apply',
      {
        ...(field ? { fieldErrors: { [field]: message } } : { formError: message }),
        values: { instruction: typed, version: String(version), returnTo },
        details,
      },
      {
        status,
        headers: await toastNow(request, context, {
          type: 'error',
          title: details.title,
          description: short(message),
        }),
      },
    )
  const failed = { title: 'AI Edit Failed', suggestions: [], conflict: null }

  const forged = await csrfProblem(request, form)
  if (forged) return answer(403, forged, failed, { version: Number(fields.version) || 0 })
  if (!parsed.success)
    return answer(400, 'The form was incomplete; please try again.', failed, { version: 0 })
  const by = commandContext({ request, context }, user.id)
  if (parsed.data.intent === 'undo')
    return undoAiEdit(request, by, user, agreementId, parsed.data.version, returnTo)

  const db = await getDb()
  const outcome = await applyAiEdit(db, ai, {
    user,
    by,
    agreementId,
    instruction: parsed.data.instruction,
    basis: { version: parsed.data.version },
  })
  if (!outcome.ok) {
    if (outcome.code === 'not_found') throw json('Document Not Found', { status: 404 })
    const aboutInstruction =
      outcome.code === 'instruction_required' || outcome.code === 'instruction_too_long'
    return answer(
      outcome.status,
      outcome.message,
      { title: outcome.title, suggestions: [...outcome.suggestions], conflict: outcome.conflict ?? null },
      // After a conflict the next attempt is made on the newer version.
      {
        version: outcome.conflict?.version ?? parsed.data.version,
        field: aboutInstruction ? 'instruction' : null,
      },
    )
  }
  const placeholders =
    outcome.unfilledPlaceholders.length > 0 ? ` Fill in ${outcome.unfilledPlaceholders.join(', ')}.` : ''
  return redirectWithToast(
    request,
    documentTabPath(returnTo, { [DOCUMENT_PARAMS.aiChange]: String(outcome.version) }),
    {
      type: 'success',
      title: AI_EDIT_COMPLETE,
      description: short(`${outcome.summary}${placeholders}`),
    },
  )
}

/**
 * Undo puts back the text from before the AI edit as an ordinary edit, and only while the
 * AI edit is still the latest change to the text (expectedVersion = its version), so an
 * undo never overwrites a later change.
 */
async function undoAiEdit(
  request: Request,
  by: CommandContext,
  user: SessionUser,
  agreementId: string,
  version: number,
  returnTo: string,
) {
  const db = await getDb()
  const access = await documentAccess(db, user, agreementId)
  if (!access) throw json('Document Not Found', { status: 404 })
  if (!may(access.role, 'edit')) throw json(FORBIDDEN, { status: 403 })
  const { agreement } = access
  const [event] = await readStream(db, agreementStreamId(agreement.id), { fromVersion: version, maxCount: 1 })
  const before = await contentBefore(db, agreement.id, version)
  if (
    event?.streamVersion !== version ||
    event.type !== 'AgreementAiEdited' ||
    !agreementAiEditedSchema.safeParse(event.data).success ||
    !before
  ) {
    return redirectWithToast(request, returnTo, {
      type: 'error',
      title: 'Undo not possible',
      description: 'That change is not an AI edit of this document.',
    })
  }
  try {
    await runAgreementCommand(db, by, agreement.id, {
      type: 'EditAgreement',
      data: { content: before.content, actorId: user.id, now: new Date(), expectedVersion: version },
    })
  } catch (error) {
    const { status, code, message } = asRefusal(error)
    // A role that may not edit (a viewer) is refused like the AI edit itself: 403, not a redirect.
    if (code === 'agreement.forbidden') throw json(FORBIDDEN, { status })
    const description =
      code === 'agreement.version_conflict'
        ? 'The document changed after the AI edit, so undoing it would lose that change. Use Edit to change it by hand.'
        : message
    return redirectWithToast(request, returnTo, {
      type: 'error',
      title: 'Undo not possible',
      description: short(description),
    })
  }
  return redirectWithToast(request, returnTo, {
    type: 'success',
    title: 'AI Edit Undone',
    description: 'The document is back to the text from before the AI edit.',
  })
}
