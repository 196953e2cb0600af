import { json } from '@remix-run/node'
import { asRefusal } from '#app/platform/http-errors.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'

/** What a record on the Analytics tab (execution date, registration) says when it is refused or repeats itself. */
export interface DatedRecordTexts {
  /** "Recording the date of execution": what a trial preview is told is part of Professional. */
  readonly act: string
  readonly nothingRecorded: string
  readonly alreadyRecorded: string
  readonly conflict: string
}

/**
 * The answer to a refused RecordExecutionDate or RecordRegistration, the same for both: a
 * missing document 404, a trial preview or a reader's role 403, a repeat back to the tab with
 * "No changes", a stale version 409 above the form with nothing overwritten, and the rest
 * beside the field `fieldOf` names (or above the form) with what was typed kept.
 */
export function answerRefusedRecord<Field extends string>(
  error: unknown,
  options: {
    request: Request
    returnTo: string
    cleared: boolean
    texts: DatedRecordTexts
    fieldOf: (code: string) => Field | undefined
    refused: (status: number, message: string, field: Field | undefined) => Promise<Response>
  },
): Promise<Response> {
  const { request, returnTo, cleared, texts, fieldOf, refused } = options
  const { status, code, message } = asRefusal(error)
  if (status === 404) throw json('Document Not Found', { status: 404 })
  if (code === 'agreement.preview_only') throw json(`${texts.act} is part of Professional.`, { status })
  if (code === 'agreement.forbidden')
    throw json('Your role on this document lets you read and comment, not edit it.', { status })
  if (code === 'agreement.unchanged')
    return redirectWithToast(request, returnTo, {
      type: 'message',
      title: 'No changes',
      description: cleared ? texts.nothingRecorded : texts.alreadyRecorded,
    })
  if (code === 'agreement.version_conflict') return refused(409, texts.conflict, undefined)
  const field = fieldOf(code)
  return refused(field ? 400 : status, message, field)
}
