import { z } from 'zod'
import { readCheckedForm } from '#app/platform/checked-form.server.ts'
import { documentAction } from '#app/platform/document-action.server.ts'
import { recordExecutionDate } from './execution-date.server.ts'
import { recordRegistration } from './registration-date.server.ts'
import { REGISTRATION_INTENTS } from './registration-date-form.tsx'

const isRegistrationIntent = (intent: FormDataEntryValue | null) =>
  (REGISTRATION_INTENTS as readonly unknown[]).includes(intent)

/**
 * /app/documents/<id>/execution's action: the body read once and a forged post refused, then
 * the registration form's intents go to its use case and the rest to the date of execution's.
 */
export const executionAction = documentAction(async (request, context, user, agreementId) => {
  const { form } = await readCheckedForm(request, z.unknown())
  return isRegistrationIntent(form.get('intent'))
    ? recordRegistration(request, context, user, agreementId, form)
    : recordExecutionDate(request, context, user, agreementId, form)
})
