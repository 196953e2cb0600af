import { json } from '@remix-run/node'
import type { Clause } from '#domain/clauses/index.ts'
import { runAgreementCommand } from '#app/features/documents/commands.server.ts'
import type { CommandContext } from '#app/platform/command-context.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { asRefusal } from '#app/platform/http-errors.server.ts'

/**
 * Appends a library clause to a document as `ClauseAdded`: the one path the document's
 * Clauses tab and the clause library's "Add to a document" share. `text` is the library's
 * own text of the clause, with the placeholders the user filled in (never text from the
 * browser otherwise). The command decides who may, on which document.
 */
export async function addLibraryClause(
  by: CommandContext,
  agreementId: string,
  clause: Clause,
  text: string,
) {
  await runAgreementCommand(await getDb(), by, agreementId, {
    type: 'AddClause',
    data: { clauseId: clause.id, clauseTitle: clause.title, text, actorId: by.actorId, now: new Date() },
  })
}

/**
 * A refused add, answered the same from both places: someone else's document is thrown as
 * the 404 a missing one gets, a trial preview or a viewer's role as 403, a busy document
 * as 409 (nothing was added). Anything else returns the message for an error toast.
 */
export function addClauseRefusal(error: unknown): string {
  const { status, code, message } = asRefusal(error)
  if (status === 404) throw json('Document Not Found', { status: 404 })
  if (code === 'agreement.preview_only')
    throw json('Adding clauses is part of Professional. Upgrade to edit this document.', { status })
  if (code === 'agreement.forbidden')
    throw json('Your role on this document lets you read and comment, not edit it.', { status })
  if (status === 409) throw json(message, { status })
  return code === 'agreement.content_too_large' ? 'With this clause the document would exceed 2 MB.' : message
}

/** "Clause Added!": where the clause went, and the placeholders still to fill in. */
export function clauseAddedDescription(clause: Clause, unfilled: readonly string[]): string {
  return unfilled.length > 0
    ? `“${clause.title}” is at the end of the document. Fill in ${unfilled.map((p) => `[${p}]`).join(', ')} and save.`.slice(
        0,
        480,
      )
    : `“${clause.title}” is at the end of the document.`
}
