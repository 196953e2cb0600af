import { z } from 'zod'
import { getClause, listPlaceholders } from '#domain/clauses/index.ts'
import { addClauseRefusal, addLibraryClause, clauseAddedDescription } from './add-clause.server.ts'
import type { CommandContext } from '#app/platform/command-context.server.ts'
import { documentTabPath, returnPath } from '#app/features/documents/return-path.server.ts'
import { DOCUMENT_PARAMS } from '#app/features/documents/contract.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { readCheckedForm } from '#app/platform/checked-form.server.ts'

const formSchema = z.object({ clauseId: z.string().min(1).max(100), returnTo: z.string().optional() })

/**
 * "Add to document" on a clause of the library: appends the library's text of that clause
 * (never text from the browser) after two blank lines as `ClauseAdded`, then opens the
 * Document tab in edit mode with "Clause Added!" — with and without JavaScript, so the
 * placeholders can be filled in at once. A clause needs no version: it is appended to
 * whatever the text is now.
 */
export async function addClauseAction(request: Request, by: CommandContext, agreementId: string) {
  const { parsed } = await readCheckedForm(request, formSchema)
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
    await addLibraryClause(by, agreementId, clause, clause.content)
  } catch (error) {
    return redirectWithToast(request, documentTabPath(returnTo, {}), {
      type: 'error',
      title: 'Error',
      description: addClauseRefusal(error),
    })
  }
  return redirectWithToast(request, documentTabPath(returnTo, { [DOCUMENT_PARAMS.edit]: '1' }), {
    type: 'success',
    title: 'Clause Added!',
    description: clauseAddedDescription(clause, listPlaceholders(clause.content)),
  })
}
