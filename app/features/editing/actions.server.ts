import { json } from '@remix-run/node'
import { z } from 'zod'
import { documentAccess } from '#events/projections/document-access.ts'
import { may } from '#domain/collaboration/index.ts'
import { returnPath } from '#app/features/documents/return-path.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { runAgreementCommand } from '#app/features/documents/commands.server.ts'
import { commandContext } from '#app/platform/command-context.server.ts'
import { asRefusal } from '#app/platform/http-errors.server.ts'
import type { SessionUser } from '#app/platform/session.server.ts'
import { redirectWithToast, toastNow } from '#app/platform/toast.server.ts'
import { readCheckedForm } from '#app/platform/checked-form.server.ts'
import type { FormRefusal } from '#app/platform/form-contract.ts'
import { refuse as refuseForm } from '#app/platform/form-contract.server.ts'

/** What the edit form posts: the whole text, the version it was loaded at, where to go back. */
const editSchema = z.object({
  content: z.string(),
  version: z.coerce.number().int().min(1),
  returnTo: z.string().optional(),
})

/** The edit form's fields, as a refusal gives them back. */
export type EditField = 'content' | 'version' | 'returnTo'
/** A conflict's other side: the text someone else saved meanwhile, and its version (send it to save on top). */
export type EditConflict = { theirs: string; version: number }
/** The answer to a refused save: the typed text comes back so nothing is lost. */
export type EditRefusal = FormRefusal<EditField, EditConflict>

/**
 * What the plain editor shows: the current text, its version and whether this user may
 * edit it; null when the user has no role on the document (the same as a missing one).
 * A viewer still gets the page (Remix runs this loader after a refused save too, and the
 * refusal must stay on screen).
 */
export async function editPageData(user: SessionUser, rawId: string | undefined) {
  const id = z.uuid().safeParse(rawId)
  if (!id.success) return null
  const access = await documentAccess(await getDb(), user, id.data)
  if (!access) return null
  const { agreement } = access
  const canEdit = may(access.role, 'edit') && agreement.access === 'full'
  return { title: agreement.title, content: agreement.content, version: agreement.version, canEdit }
}

/**
 * Saves a hand edit as `AgreementEdited` with the version the editor started from. If the
 * text changed since, nothing is written: the answer is 409 with the user's text and the
 * newer one side by side, to save on top or start again from the newer one.
 */
export async function saveDocumentEdit(
  request: Request,
  context: unknown,
  user: SessionUser,
  agreementId: string,
) {
  const { form, parsed } = await readCheckedForm(request, editSchema)
  const typed = String(form.get('content') ?? '')
  const returnTo = returnPath(parsed.success ? parsed.data.returnTo : undefined, agreementId)
  const values = { content: typed, version: String(form.get('version') ?? ''), returnTo }
  const refuse = async (status: number, error: string, field: 'content' | null = null) =>
    refuseForm<EditField, EditConflict>(
      'edit',
      { ...(field ? { fieldErrors: { [field]: error } } : { formError: error }), values },
      {
        status,
        headers: await toastNow(request, context, { type: 'error', title: 'Error', description: error }),
      },
    )
  if (!parsed.success) return refuse(400, 'The form was incomplete; please try again.')

  const db = await getDb()
  try {
    await runAgreementCommand(db, commandContext({ request, context }, user.id), agreementId, {
      type: 'EditAgreement',
      data: {
        content: parsed.data.content,
        actorId: user.id,
        now: new Date(),
        expectedVersion: parsed.data.version,
      },
    })
  } catch (error) {
    const { status, code, message: reason } = asRefusal(error)
    if (status === 404) throw json('Document Not Found', { status: 404 })
    if (code === 'agreement.unchanged') {
      return redirectWithToast(request, returnTo, {
        type: 'message',
        title: 'No changes',
        description: 'The text was already saved as it is.',
      })
    }
    if (code === 'agreement.version_conflict') {
      const current = (await documentAccess(db, user, agreementId))?.agreement
      if (!current) throw json('Document Not Found', { status: 404 })
      const message =
        'Someone saved a newer version while you were editing. Your text is kept below, beside theirs.'
      return refuseForm<EditField, EditConflict>(
        'edit',
        { formError: message, values, details: { theirs: current.content, version: current.version } },
        {
          status: 409,
          headers: await toastNow(request, context, {
            type: 'error',
            title: 'Edit conflict',
            description: message,
          }),
        },
      )
    }
    if (code === 'agreement.content_required')
      return refuse(status, 'The document cannot be empty.', 'content')
    return refuse(status, reason, code === 'agreement.content_too_large' ? 'content' : null)
  }
  return redirectWithToast(request, returnTo, {
    type: 'success',
    title: 'Document Updated!',
    description: 'Your changes have been saved.',
  })
}
