import { json } from '@remix-run/node'
import {
  fillPlaceholders,
  getClause,
  listPlaceholders,
  prefillPlaceholders,
  readPlaceholderValues,
  type Clause,
  type DocumentFacts,
} from '#domain/clauses/index.ts'
import { may } from '#domain/collaboration/index.ts'
import { storableText, unstorableMessage } from '#domain/shared/storable-text.ts'
import { asLibraryClause } from '#domain/personal-clauses/index.ts'
import { clauseUsage } from '#events/projections/clause-usage.ts'
import { personalClauseOf } from '#events/projections/personal-clauses.ts'
import { documentsEditableBy } from '#events/projections/editable-documents.ts'
import { commandContext, type CommandContext } from '#app/platform/command-context.server.ts'
import { csrfProblem } from '#app/platform/csrf.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { FORM_UNREADABLE, unstorableFormField } from '#app/platform/form-body.server.ts'
import { refuse } from '#app/platform/form-contract.server.ts'
import { asRefusal } from '#app/platform/http-errors.server.ts'
import { requireUser } from '#app/platform/session.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { requireDocumentAccess } from '#app/features/documents/guard.server.ts'
import {
  addClauseRefusal,
  addLibraryClause,
  clauseAddedDescription,
} from '#app/features/clauses/add-clause.server.ts'
import { deletePersonalClause } from '#app/features/personal-clauses/commands.server.ts'
import {
  DELETE_CLAUSE_INTENT,
  EDIT_CLAUSE_INTENT,
  EDIT_CLAUSE_PARAM,
} from '#app/features/personal-clauses/contract.ts'
import { editClauseAction } from '#app/features/personal-clauses/edit-clause.server.ts'
import { CLAUSE_CATEGORIES, RISK_LEVELS } from '#domain/clauses/types.ts'
import { libraryCard } from './library-tab.server.ts'
import { LIBRARY_PARAMS, placeholderField, type ClausePage } from './contract.ts'

export const ADD_INTENT = 'add-to-document'

/**
 * A clause of the built-in library, or one of the user's own; another user's personal
 * clause is the same 404 as a missing one (the read model is only read by owner).
 */
async function requireClause(
  userId: string,
  id: string | undefined,
): Promise<{ clause: Clause; personal: boolean }> {
  const found = await findClause(userId, id)
  if (!found) throw json('Clause Not Found', { status: 404 })
  return found
}

async function findClause(userId: string, id: string | undefined) {
  const builtIn = getClause(id ?? '')
  if (builtIn) return { clause: builtIn, personal: false }
  const mine = await personalClauseOf(await getDb(), userId, id ?? '')
  return mine ? { clause: asLibraryClause(mine), personal: true } : undefined
}

// The structure is the drafting engine's agreement, checked loosely when stored: read only
// what has the expected shape.
function factsOf(structure: Record<string, unknown> | null): DocumentFacts {
  const parties = Array.isArray(structure?.parties)
    ? structure.parties.flatMap((p: unknown) =>
        p && typeof p === 'object' && typeof (p as { role?: unknown }).role === 'string'
          ? [{ role: (p as { role: string }).role, name: String((p as { name?: unknown }).name ?? '') }]
          : [],
      )
    : []
  const details =
    structure?.details && typeof structure.details === 'object'
      ? (structure.details as Record<string, unknown>)
      : {}
  return { parties, details }
}

/**
 * The document a clause may be added to, as the add itself would answer: someone else's
 * (or a missing one) is the 404 "Document Not Found", a viewer's or a trial preview a 403.
 */
export async function requireEditableDocument(user: { id: string; email: string }, id: string) {
  const { agreement, role } = await requireDocumentAccess(user, id)
  if (!may(role, 'edit'))
    throw json('Your role on this document lets you read and comment, not edit it.', { status: 403 })
  if (agreement.access === 'preview')
    throw json('Adding clauses is part of Professional. Upgrade to edit this document.', { status: 403 })
  return agreement
}

/**
 * /app/clauses/<id>: the whole clause with its placeholders (one of the user's own with its
 * edit form open at `?edit=1`), and "Add to a document" — the
 * documents the user may edit to pick from and, once one is picked (`?into=`), a field per
 * placeholder prefilled from that document's parties and details where the names match.
 */
export async function clausePage(request: Request, clauseId: string | undefined) {
  const user = await requireUser(request)
  const found = await requireClause(user.id, clauseId)
  const url = new URL(request.url)
  const intoId = url.searchParams.get('into')
  const target = async () => (intoId ? requireEditableDocument(user, intoId) : null)
  return json(
    await clauseDetail(
      user.id,
      found,
      target,
      found.personal && url.searchParams.get(EDIT_CLAUSE_PARAM) === '1',
    ),
  )
}

/**
 * The clause of the library tab's `?clause=` (the dialog over the tab), read as its page
 * reads it. A missing clause and another user's personal one both open nothing (null); so
 * does a picked document the user may not add to, whatever the reason, so nothing leaks.
 */
export async function clauseDialog(
  user: { id: string; email: string },
  url: URL,
): Promise<ClausePage | null> {
  const found = await findClause(user.id, url.searchParams.get(LIBRARY_PARAMS.clause) ?? undefined)
  if (!found) return null
  const intoId = url.searchParams.get(LIBRARY_PARAMS.into)
  const target = async () => (intoId ? requireEditableDocument(user, intoId).catch(unlessRefusal) : null)
  return clauseDetail(user.id, found, target, false)
}

// A refusal thrown as a response (404, 403) means "no document picked"; anything else is a fault.
function unlessRefusal(error: unknown): null {
  if (error instanceof Response && error.status < 500) return null
  throw error
}

async function clauseDetail(
  userId: string,
  { clause, personal }: { clause: Clause; personal: boolean },
  // Read alongside the clause's own data, as one round of queries.
  picked: () => Promise<Awaited<ReturnType<typeof requireEditableDocument>> | null>,
  editing: boolean,
): Promise<ClausePage> {
  const db = await getDb()
  const [recorded, editable, target] = await Promise.all([
    clauseUsage(db),
    documentsEditableBy(db, userId),
    picked(),
  ])
  return {
    clause: {
      ...libraryCard(clause, recorded[clause.id] ?? 0, clause.tags.length, personal),
      content: clause.content,
      placeholders: listPlaceholders(clause.content),
    },
    editing,
    categories: [...CLAUSE_CATEGORIES],
    risks: [...RISK_LEVELS],
    documents: editable.map((d) => ({ id: d.id, title: d.title, preview: d.access === 'preview' })),
    into: target
      ? {
          id: target.id,
          title: target.title,
          preview: false,
          prefill: prefillPlaceholders(clause.content, factsOf(target.structure)),
        }
      : null,
  }
}

/**
 * "Add to a document" from a clause's page: the placeholders filled with what was typed
 * (blank ones stay in brackets), appended through the same ClauseAdded path as the
 * document's Clauses tab, then the document opens with "Clause Added!" — in edit mode when
 * placeholders are left to fill. Bad input is a 400 that keeps what was typed.
 */
export async function clausePageAction({
  request,
  params,
  context,
}: {
  request: Request
  params: { clauseId?: string }
  context: unknown
}) {
  const user = await requireUser(request)
  // The body is read and checked before the clause is looked up: a broken form is a 400
  // whatever it names (a deleted clause included); a missing clause is a 404 after that.
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw json(FORM_UNREADABLE, { status: 400 })
  }
  const unstorable = unstorableFormField(form)
  const deleting = form.get('intent') === DELETE_CLAUSE_INTENT
  if (unstorable && (deleting || !(await findClause(user.id, params.clauseId))))
    throw json(unstorableMessage(unstorable), { status: 400 })
  const { clause, personal } = await requireClause(user.id, params.clauseId)
  if (form.get('intent') === EDIT_CLAUSE_INTENT) {
    // Only a personal clause can be edited; the built-in library's cannot.
    if (!personal) throw json('Clause Not Found', { status: 404 })
    return editClauseAction(request, form, commandContext({ request, context }, user.id), clause.id)
  }
  if (deleting) {
    // Only a personal clause can be deleted; the built-in library's cannot.
    if (!personal) throw json('Clause Not Found', { status: 404 })
    return deleteClauseAction(request, form, commandContext({ request, context }, user.id), clause)
  }
  return addToDocument(request, form, commandContext({ request, context }, user.id), clause)
}

async function addToDocument(request: Request, form: FormData, by: CommandContext, clause: Clause) {
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : undefined
  }
  const typed = () =>
    Object.fromEntries(
      listPlaceholders(clause.content).map((name) => [
        name,
        storableText(text(placeholderField(name)) ?? ''),
      ]),
    )
  const unstorable = unstorableFormField(form)
  if (unstorable)
    return refuse(ADD_INTENT, { formError: unstorableMessage(unstorable), values: typed() }, 400)
  const forged = await csrfProblem(request, form)
  if (forged) return refuse(ADD_INTENT, { formError: forged, values: typed() }, 403)

  const documentId = (text('documentId') ?? '').trim()
  if (documentId === '')
    return refuse(
      ADD_INTENT,
      { formError: 'Choose the document to add the clause to.', values: typed() },
      400,
    )
  const read = readPlaceholderValues(clause.content, (name) => text(placeholderField(name)))
  if (!read.ok) return refuse(ADD_INTENT, { fieldErrors: read.errors, values: read.values }, 400)

  const filled = fillPlaceholders(clause.content, read.values)
  try {
    await addLibraryClause(by, documentId, clause, filled.content)
  } catch (error) {
    const message = addClauseRefusal(error)
    return refuse(ADD_INTENT, { formError: message, values: read.values }, asRefusal(error).status)
  }
  const edit = filled.unfilled.length > 0 ? '&edit=1' : ''
  return redirectWithToast(request, `/app/documents/${documentId}?tab=document${edit}`, {
    type: 'success',
    title: 'Clause Added!',
    description: clauseAddedDescription(clause, filled.unfilled),
  })
}

/** Deletes one of the user's own clauses, then My clauses with "Clause Deleted". */
async function deleteClauseAction(request: Request, form: FormData, by: CommandContext, clause: Clause) {
  const forged = await csrfProblem(request, form)
  if (forged) return refuse(DELETE_CLAUSE_INTENT, { formError: forged }, 403)
  try {
    await deletePersonalClause(by, clause.id)
  } catch (error) {
    const { status, message } = asRefusal(error)
    if (status === 404) throw json('Clause Not Found', { status: 404 })
    return refuse(DELETE_CLAUSE_INTENT, { formError: message }, status)
  }
  return redirectWithToast(request, '/app?view=clauses&show=mine', {
    type: 'success',
    title: 'Clause Deleted',
    description: `“${clause.title}” is no longer in My clauses.`.slice(0, 480),
  })
}
