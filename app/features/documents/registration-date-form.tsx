import { useActionData } from '@remix-run/react'
import { refusalOf } from '#app/platform/form-contract.ts'
import { Button } from '#app/ui/button.tsx'
import { Field } from '#app/ui/field.tsx'
import { DatedRecordForm } from './dated-record-form.tsx'
import { MAX_REGISTRATION_NUMBER_LENGTH } from '#domain/execution/registration-record.ts'

/** The form's name in a refusal (registration-date.server.ts answers it), and its fields. */
export const REGISTRATION_FORM = 'registration-date'
export type RegistrationField = 'registeredOn' | 'registrationNumber' | 'version' | 'returnTo'

/** The two intents of the execution route that this form posts (the execution date's are the others). */
export const REGISTRATION_INTENTS = ['register', 'clear-registration'] as const

export interface RegistrationView {
  /** "YYYY-MM-DD" as recorded, or null. */
  registeredOn: string | null
  registrationNumber: string | null
  /** "Registered on 3 Nov 2026 (No. 1234/2026)", or null when not recorded. */
  registered: string | null
  /** Whether this user may record it (whoever may edit the document). */
  canRecord: boolean
  /** The stream version the form was loaded at: a registration recorded since is a 409. */
  version: number
  /** The date input's bounds: the date of execution (else the day the document was created) and today. */
  earliest: string
  today: string
}

/**
 * "Record the date of registration", beside the date of execution: once the Sub-Registrar has
 * registered the document, the countdown stops. Posts and redirects, so it works without
 * JavaScript; a refused entry comes back beside its field with what was typed.
 */
export function RegistrationDateForm({
  agreementId,
  view,
  returnTo,
}: {
  agreementId: string
  view: RegistrationView
  returnTo: string
}) {
  const refused = refusalOf<RegistrationField>(useActionData(), REGISTRATION_FORM)
  return (
    <section
      id="registration-date"
      aria-labelledby="registration-date-heading"
      className="mt-4 border-t border-slate-200 pt-3 text-sm"
    >
      <h3 id="registration-date-heading" className="font-semibold">
        Registration
      </h3>
      {view.registered ? (
        <p className="mt-1 font-medium" data-testid="registration-recorded">
          {view.registered}.
        </p>
      ) : (
        <p className="mt-1 text-slate-600">
          Not recorded. Once the Sub-Registrar has registered the document, record the day (and the number
          given) to stop the countdown.
        </p>
      )}
      {view.canRecord ? (
        <DatedRecordForm
          agreementId={agreementId}
          label="Record the date of registration"
          version={view.version}
          returnTo={returnTo}
          formError={refused?.formError}
        >
          <Field
            id="registered-on"
            type="date"
            name="registeredOn"
            label="Date of registration"
            min={view.earliest}
            max={view.today}
            defaultValue={refused ? (refused.values.registeredOn ?? '') : (view.registeredOn ?? '')}
            error={refused?.fieldErrors.registeredOn}
          />
          <Field
            id="registration-number"
            name="registrationNumber"
            label="Registration or document number (optional)"
            maxLength={MAX_REGISTRATION_NUMBER_LENGTH}
            autoComplete="off"
            defaultValue={
              refused ? (refused.values.registrationNumber ?? '') : (view.registrationNumber ?? '')
            }
            error={refused?.fieldErrors.registrationNumber}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" name="intent" value="register" size="sm">
              Save the registration
            </Button>
            {view.registeredOn ? (
              <Button type="submit" name="intent" value="clear-registration" size="sm" variant="outline">
                Clear the registration
              </Button>
            ) : null}
          </div>
        </DatedRecordForm>
      ) : null}
    </section>
  )
}
