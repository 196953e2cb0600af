import { json } from '@remix-run/node'
import { z } from 'zod'
import { getClause, listPlaceholders } from '#domain/clauses/index.ts'
import { runAgreementCommand } from '#app/features/documents/commands.server.ts'
import type { CommandContext } from '#app/platform/command-context.server.ts'
import { csrfProblem } from '#app/platform/csrf.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { asRefusal } from '#app/platform/http-errors.server.ts'
import { documentTabPath, returnPath } from '#app/features/documents/return-path.server.ts'
import { DOCUMENT_PARAMS } from '#app/features/documents/contract.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { readForm } from '#app/platform/form-body.server.ts'

const formSchema = z.object({ clauseId: z.string().min(1).max(100), returnTo: z.string().optional() })

/**
 * "Add to document" on a clause of the library: appends the library's text of that clause
 * (never text from the browser) after two blank lines as `ClauseAdded`, then opens the
 * Document tab in edit mode with "Clause Added!" — with and without JavaScript, so the
 * placeholders can be filled in at once. A clause needs no version: it is appended to
 * whatever the text is now.
 */
export async function addClauseAction(request: Request, by: CommandContext, agreementId: string) {
  const form = await readForm(request)
  const forged = await csrfProblem(request, form)
  if (forged) throw json(forged, { status: 403 })
  const parsed = formSchema.safeParse(Object.fromEntries([...form].filter(([, v]) => typeof v === 'string')))
  const returnTo = returnPath(parsed.success ? parsed.data.returnTo : undefined, agreementId)
  const clause = parsed.success ? getClause(parsed.data.clauseId) : undefined
  if (!clause) {
    const back = documentTabPath(returnTo, {})
    return redirectWithToast(request, back, {
      type: 'error',
      title: 'Error',
      description: 'That clause is not in the library.',
    })
  }

  try {
    await runAgreementCommand(await getDb(), by, agreementId, {
      type: 'AddClause',
      data: {
        clauseId: clause.id,
        clauseTitle: clause.title,
        text: clause.content,
        actorId: by.actorId,
        now: new Date(),
      },
    })
  } catch (error) {
    const { status, code, message } = asRefusal(error)
    // Someone else's document is answered like a missing one.
    if (status === 404) throw json('Document Not Found', { status: 404 })
    if (code === 'agreement.preview_only')
      throw json('Adding clauses is part of Professional. Upgrade to edit this document.', { status })
    if (code === 'agreement.forbidden')
      throw json('Your role on this document lets you read and comment, not edit it.', { status })
    // A busy document or a lost race: nothing was added, and the answer says so.
    if (status === 409) throw json(message, { status })
    const description =
      code === 'agreement.content_too_large' ? 'With this clause the document would exceed 2 MB.' : message
    return redirectWithToast(request, documentTabPath(returnTo, {}), {
      type: 'error',
      title: 'Error',
      description,
    })
  }
  const placeholders = listPlaceholders(clause.content)
  return redirectWithToast(request, documentTabPath(returnTo, { [DOCUMENT_PARAMS.edit]: '1' }), {
    type: 'success',
    title: 'Clause Added!',
    description:
      placeholders.length > 0
        ? `“${clause.title}” is at the end of the document. Fill in ${placeholders.map((p) => `[${p}]`).join(', ')} and save.`.slice(
            0,
            480,
          )
        : `“${clause.title}” is at the end of the document.`,
  })
}
