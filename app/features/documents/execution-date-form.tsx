import { useActionData } from '@remix-run/react'
import { refusalOf } from '#app/platform/form-contract.ts'
import { Button } from '#app/ui/button.tsx'
import { Field } from '#app/ui/field.tsx'
import { DatedRecordForm } from './dated-record-form.tsx'

/** The form's name in a refusal (execution-date.server.ts answers it), and its fields. */
export const EXECUTION_DATE_FORM = 'execution-date'
export type ExecutionDateField = 'executedOn' | 'version' | 'returnTo'

export interface ExecutionDateView {
  /** "YYYY-MM-DD" as recorded, or null. */
  executedOn: string | null
  /** "3 Nov 2026", for the sentence. */
  executedOnText: string | null
  /** Registration's deadline counted from it, when the document may be registered. */
  deadline: string | null
  /** Whether this user may record it (whoever may edit the document). */
  canRecord: boolean
  /** The stream version the form was loaded at: a date recorded since is a 409. */
  version: number
  /** The date input's bounds: the day the document was created and today, in India. */
  earliest: string
  today: string
}

/**
 * "Record the date of execution": a form that posts and redirects, so it works without
 * JavaScript; a refused date comes back beside the field with what was typed.
 */
export function ExecutionDateForm({
  agreementId,
  view,
  returnTo,
}: {
  agreementId: string
  view: ExecutionDateView
  returnTo: string
}) {
  const refused = refusalOf<ExecutionDateField>(useActionData(), EXECUTION_DATE_FORM)
  return (
    <section
      id="execution-date"
      aria-labelledby="execution-date-heading"
      className="mt-4 border-t border-slate-200 pt-3 text-sm"
    >
      <h3 id="execution-date-heading" className="font-semibold">
        Date of execution
      </h3>
      <p className="mt-1 text-slate-600">
        {view.executedOnText
          ? `Signed on ${view.executedOnText}.`
          : 'Not recorded. Record the day the document was signed to count the time left to register it.'}
      </p>
      {view.deadline ? (
        <p className="mt-1 font-medium" data-testid="registration-deadline">
          {view.deadline}
        </p>
      ) : null}
      {view.canRecord ? (
        <DatedRecordForm
          agreementId={agreementId}
          label="Record the date of execution"
          version={view.version}
          returnTo={returnTo}
          formError={refused?.formError}
        >
          <Field
            id="executed-on"
            type="date"
            name="executedOn"
            label="Record the date of execution"
            min={view.earliest}
            max={view.today}
            defaultValue={refused ? (refused.values.executedOn ?? '') : (view.executedOn ?? '')}
            error={refused?.fieldErrors.executedOn}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" name="intent" value="save" size="sm">
              Save the date
            </Button>
            {view.executedOn ? (
              <Button type="submit" name="intent" value="clear" size="sm" variant="outline">
                Clear the date
              </Button>
            ) : null}
          </div>
        </DatedRecordForm>
      ) : null}
    </section>
  )
}
