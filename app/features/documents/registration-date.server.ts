import { z } from 'zod'
import { commandContext } from '#app/platform/command-context.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { textFields } from '#app/platform/checked-form.server.ts'
import { refuse } from '#app/platform/form-contract.server.ts'
import type { SessionUser } from '#app/platform/session.server.ts'
import { redirectWithToast, toastNow } from '#app/platform/toast.server.ts'
import { answerRefusedRecord } from './dated-record.server.ts'
import { runAgreementCommand } from './commands.server.ts'
import { REGISTRATION_FORM, REGISTRATION_INTENTS, type RegistrationField } from './registration-date-form.tsx'
import { returnPath } from './return-path.server.ts'

const formSchema = z.object({
  registeredOn: z.string().max(100).optional(),
  // Longer than a number may be, so the decider's message (not a parse failure) answers it.
  registrationNumber: z.string().max(1000).optional(),
  intent: z.enum(REGISTRATION_INTENTS),
  version: z.coerce.number().int().min(1),
  returnTo: z.string().optional(),
})

/** Which field a refusal belongs beside; the rest are said above the form. */
const FIELD_OF: Partial<Record<string, RegistrationField>> = {
  'registration.invalid_date': 'registeredOn',
  'registration.future_date': 'registeredOn',
  'registration.before_execution': 'registeredOn',
  'registration.before_creation': 'registeredOn',
  'registration.date_required': 'registeredOn',
  'registration.number_too_long': 'registrationNumber',
}

/**
 * Records (or clears) the day the Sub-Registrar registered the document and the number given,
 * as `RegistrationRecorded`, on the version the form was loaded at: a day that cannot be right
 * is a 400 beside the field with what was typed kept; a registration someone else recorded
 * meanwhile is a 409, nothing overwritten. `form` is the body execution-action.server.ts read
 * and checked for a forged post.
 */
export async function recordRegistration(
  request: Request,
  context: unknown,
  user: SessionUser,
  agreementId: string,
  form: FormData,
) {
  const parsed = formSchema.safeParse(textFields(form))
  const typed = (name: string, max: number) =>
    String(form.get(name) ?? '')
      .trim()
      .slice(0, max)
  const registeredOnTyped = typed('registeredOn', 100)
  const numberTyped = typed('registrationNumber', 1000)
  const returnTo = returnPath(parsed.success ? parsed.data.returnTo : undefined, agreementId)
  const values = {
    registeredOn: registeredOnTyped,
    registrationNumber: numberTyped,
    version: String(form.get('version') ?? '').slice(0, 20),
    returnTo,
  }
  const refused = async (status: number, message: string, field: RegistrationField | undefined) =>
    refuse<RegistrationField>(
      REGISTRATION_FORM,
      { ...(field ? { fieldErrors: { [field]: message } } : { formError: message }), values },
      {
        status,
        headers: await toastNow(request, context, { type: 'error', title: 'Error', description: message }),
      },
    )
  if (!parsed.success) return refused(400, 'The form was incomplete; please try again.', undefined)
  const clear = parsed.data.intent === 'clear-registration'
  // An empty date with no number clears, as the execution date's empty field does.
  const registeredOn = clear || registeredOnTyped === '' ? null : registeredOnTyped
  const registrationNumber = clear ? null : numberTyped

  try {
    await runAgreementCommand(await getDb(), commandContext({ request, context }, user.id), agreementId, {
      type: 'RecordRegistration',
      data: {
        registeredOn,
        registrationNumber,
        actorId: user.id,
        now: new Date(),
        expectedVersion: parsed.data.version,
      },
    })
  } catch (error) {
    return answerRefusedRecord(error, {
      request,
      returnTo,
      cleared: registeredOn === null,
      texts: {
        act: 'Recording the registration',
        nothingRecorded: 'No registration was recorded.',
        alreadyRecorded: 'That registration was already recorded.',
        conflict:
          'Someone changed the registration while you had this page open. Nothing was overwritten: reload to see what is now recorded.',
      },
      fieldOf: (code) => FIELD_OF[code],
      refused,
    })
  }
  return redirectWithToast(request, returnTo, {
    type: 'success',
    title: registeredOn ? 'Registration recorded' : 'Registration cleared',
    description: registeredOn
      ? 'The registration deadline no longer counts down for this document.'
      : 'The date of registration was removed.',
  })
}
