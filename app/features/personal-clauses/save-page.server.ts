import { randomUUID } from 'node:crypto'
import { json } from '@remix-run/node'
import { CLAUSE_CATEGORIES, RISK_LEVELS } from '#domain/clauses/index.ts'
import {
  documentPassages,
  readPersonalClauseForm,
  type PersonalClauseField,
} from '#domain/personal-clauses/index.ts'
import { isUuid } from '#domain/shared/ids.ts'
import { unstorableMessage } from '#domain/shared/storable-text.ts'
import { personalClauseOf } from '#events/projections/personal-clauses.ts'
import { commandContext } from '#app/platform/command-context.server.ts'
import { csrfProblem } from '#app/platform/csrf.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { FORM_UNREADABLE, unstorableFormField } from '#app/platform/form-body.server.ts'
import { refuse } from '#app/platform/form-contract.server.ts'
import { asRefusal } from '#app/platform/http-errors.server.ts'
import { requireUser } from '#app/platform/session.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { requireEditableDocument } from '#app/features/clause-library/page.server.ts'
import { clauseHref } from '#app/features/clause-library/contract.ts'
import { savePersonalClause } from './commands.server.ts'
import { SAVE_CLAUSE_INTENT, SAVE_PARAMS, type SaveClausePage } from './contract.ts'

/**
 * /app/documents/<id>/save-clause: a passage of a document the user may edit (owner,
 * admin or editor; a viewer is 403, a stranger the 404 of a missing document), picked from
 * its clauses or selected, trimmed, and given a title, category, risk level and tags.
 */
export async function saveClausePage(request: Request, documentId: string | undefined) {
  const user = await requireUser(request)
  const agreement = await requireEditableDocument(user, documentId ?? '')
  const passages = documentPassages(agreement.content)
  const raw = new URL(request.url).searchParams.get(SAVE_PARAMS.passage) ?? ''
  const asked = /^\d{1,6}$/.test(raw) ? Number(raw) : -1
  const chosen = asked >= 0 && asked < passages.length ? asked : null
  const data: SaveClausePage = {
    document: { id: agreement.id, title: agreement.title, content: agreement.content },
    passages,
    chosen,
    clauseId: randomUUID(),
    categories: [...CLAUSE_CATEGORIES],
    risks: [...RISK_LEVELS],
  }
  return json(data)
}

/**
 * "Save as my clause": the passage and its particulars checked (each problem beside its
 * field, a 400 keeping what was typed), recorded as PersonalClauseSaved on its own stream,
 * then the clause's page with "Clause Saved!". The same form sent twice saves once.
 */
export async function saveClauseAction({
  request,
  params,
  context,
}: {
  request: Request
  params: { id?: string }
  context: unknown
}) {
  const user = await requireUser(request)
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw json(FORM_UNREADABLE, { status: 400 })
  }
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : undefined
  }
  const read = readPersonalClauseForm((name: PersonalClauseField) => text(name))
  const unstorable = unstorableFormField(form)
  if (unstorable) return refuse(SAVE_CLAUSE_INTENT, { formError: unstorableMessage(unstorable) }, 400)
  const forged = await csrfProblem(request, form)
  if (forged) return refuse(SAVE_CLAUSE_INTENT, { formError: forged, values: read.values }, 403)
  const agreement = await requireEditableDocument(user, params.id ?? '')
  if (!read.ok) return refuse(SAVE_CLAUSE_INTENT, { fieldErrors: read.errors, values: read.values }, 400)

  const clauseId = (text('clauseId') ?? '').trim()
  if (!isUuid(clauseId))
    return refuse(
      SAVE_CLAUSE_INTENT,
      { formError: 'The form is incomplete. Reload the page and send it again.', values: read.values },
      400,
    )
  try {
    await savePersonalClause(
      commandContext({ request, context }, user.id),
      clauseId,
      agreement.id,
      read.clause,
    )
  } catch (error) {
    const refusal = asRefusal(error)
    // Sent twice (a double click, a reload): the first send saved it.
    const saved =
      refusal.code === 'personal_clause.already_exists' &&
      (await personalClauseOf(await getDb(), user.id, clauseId))
    if (!saved)
      return refuse(SAVE_CLAUSE_INTENT, { formError: refusal.message, values: read.values }, refusal.status)
  }
  return redirectWithToast(request, clauseHref(clauseId), {
    type: 'success',
    title: 'Clause Saved!',
    description: `“${read.clause.title}” is in your clause library under My clauses.`.slice(0, 480),
  })
}
