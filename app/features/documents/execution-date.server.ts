import { json } from '@remix-run/node'
import { z } from 'zod'
import { commandContext } from '#app/platform/command-context.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { textFields } from '#app/platform/checked-form.server.ts'
import { refuse } from '#app/platform/form-contract.server.ts'
import { requireUser, type SessionUser } from '#app/platform/session.server.ts'
import { redirectWithToast, toastNow } from '#app/platform/toast.server.ts'
import { answerRefusedRecord } from './dated-record.server.ts'
import { runAgreementCommand } from './commands.server.ts'
import { documentPageData } from './queries.server.ts'
import { EXECUTION_DATE_FORM, type ExecutionDateField } from './execution-date-form.tsx'
import { returnPath } from './return-path.server.ts'

const formSchema = z.object({
  executedOn: z.string().max(100).optional(),
  intent: z.enum(['save', 'clear']).optional(),
  version: z.coerce.number().int().min(1),
  returnTo: z.string().optional(),
})

/**
 * The document on its Analytics tab, where the form is: what a refused date renders beside
 * (the loader runs after the action too, so it must not redirect, or the 400 would be lost).
 */
export async function executionDatePage(request: Request, context: unknown, id: string | undefined) {
  const user = await requireUser(request)
  const url = new URL(request.url)
  url.searchParams.set('tab', 'analytics')
  const data = await documentPageData(user, id, url, { unlockFor: { request, context } })
  if (!data) throw json('Document Not Found', { status: 404 })
  return json(data)
}

/**
 * Records (or clears) the day the document was signed as `ExecutionDateRecorded`, on the
 * version the form was loaded at. A date that cannot be right is a 400 beside the field with
 * what was typed; a date someone else recorded meanwhile is a 409, nothing overwritten.
 * `form` is the body execution-action.server.ts read and checked for a forged post.
 */
export async function recordExecutionDate(
  request: Request,
  context: unknown,
  user: SessionUser,
  agreementId: string,
  form: FormData,
) {
  const parsed = formSchema.safeParse(textFields(form))
  const typed = String(form.get('executedOn') ?? '')
    .trim()
    .slice(0, 100)
  const returnTo = returnPath(parsed.success ? parsed.data.returnTo : undefined, agreementId)
  const values = { executedOn: typed, version: String(form.get('version') ?? '').slice(0, 20), returnTo }
  const refused = async (status: number, message: string, onField: boolean) =>
    refuse<ExecutionDateField>(
      EXECUTION_DATE_FORM,
      { ...(onField ? { fieldErrors: { executedOn: message } } : { formError: message }), values },
      {
        status,
        headers: await toastNow(request, context, { type: 'error', title: 'Error', description: message }),
      },
    )
  if (!parsed.success) return refused(400, 'The form was incomplete; please try again.', false)
  const executedOn = parsed.data.intent === 'clear' || typed === '' ? null : typed

  try {
    await runAgreementCommand(await getDb(), commandContext({ request, context }, user.id), agreementId, {
      type: 'RecordExecutionDate',
      data: { executedOn, actorId: user.id, now: new Date(), expectedVersion: parsed.data.version },
    })
  } catch (error) {
    return answerRefusedRecord(error, {
      request,
      returnTo,
      cleared: executedOn === null,
      texts: {
        act: 'Recording the date of execution',
        nothingRecorded: 'No date of execution was recorded.',
        alreadyRecorded: 'That date was already recorded.',
        conflict:
          'Someone changed the date of execution while you had this page open. Nothing was overwritten: reload to see the date now recorded.',
      },
      fieldOf: (code) => (code.startsWith('execution.') ? 'executedOn' : undefined),
      refused: (status, message, field) => refused(status, message, field !== undefined),
    })
  }
  return redirectWithToast(request, returnTo, {
    type: 'success',
    title: executedOn ? 'Execution date recorded' : 'Execution date cleared',
    description: executedOn
      ? 'The deadline for registration is counted from it.'
      : 'The date of execution was removed.',
  })
}
