import { json } from '@remix-run/node'
import { PERSONAL_CLAUSE_FIELDS, readPersonalClauseForm } from '#domain/personal-clauses/index.ts'
import { storableText, unstorableMessage } from '#domain/shared/storable-text.ts'
import type { CommandContext } from '#app/platform/command-context.server.ts'
import { csrfProblem } from '#app/platform/csrf.server.ts'
import { unstorableFormField } from '#app/platform/form-body.server.ts'
import { refuse } from '#app/platform/form-contract.server.ts'
import { asRefusal } from '#app/platform/http-errors.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { editPersonalClause } from './commands.server.ts'
import { EDIT_CLAUSE_INTENT } from './contract.ts'

/**
 * The edit form of one of the user's own clauses: the save form's rules, then back to the
 * clause's page with "Clause Updated". Bad input is a 400 beside each field, what was typed
 * kept; someone else's clause never reaches here (the page's 404 comes first).
 */
export async function editClauseAction(
  request: Request,
  form: FormData,
  by: CommandContext,
  clauseId: string,
) {
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : undefined
  }
  const typed = () =>
    Object.fromEntries(PERSONAL_CLAUSE_FIELDS.map((name) => [name, storableText(text(name) ?? '')]))
  const unstorable = unstorableFormField(form)
  if (unstorable)
    return refuse(EDIT_CLAUSE_INTENT, { formError: unstorableMessage(unstorable), values: typed() }, 400)
  const forged = await csrfProblem(request, form)
  if (forged) return refuse(EDIT_CLAUSE_INTENT, { formError: forged, values: typed() }, 403)

  const read = readPersonalClauseForm(text)
  if (!read.ok) return refuse(EDIT_CLAUSE_INTENT, { fieldErrors: read.errors, values: read.values }, 400)
  try {
    await editPersonalClause(by, clauseId, read.clause)
  } catch (error) {
    const { status, message } = asRefusal(error)
    if (status === 404) throw json('Clause Not Found', { status: 404 })
    return refuse(EDIT_CLAUSE_INTENT, { formError: message, values: read.values }, status)
  }
  return redirectWithToast(request, `/app/clauses/${encodeURIComponent(clauseId)}`, {
    type: 'success',
    title: 'Clause Updated',
    description: `“${read.clause.title}” now reads as you edited it in My clauses.`.slice(0, 480),
  })
}
