// The one answer every refused form gets, from every action: which form, the message for
// each field and for the form as a whole, and what was typed, so the page (rendered again
// without JavaScript, or by a fetcher with it) shows the form as the user left it with each
// message beside its field. Plain data only: this file ships to the browser.

export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>
export type FormValues<Field extends string = string> = Partial<Record<Field, string>>

export interface FormRefusal<Field extends string = string, Details = never> {
  /** Which form was refused: its `intent` field, or the form's one name on a page with one form. */
  intent: string
  /** One message per field, shown beside it. */
  fieldErrors: FieldErrors<Field>
  /** The message that belongs to no one field, shown above or below the form. */
  formError: string | null
  /** What was typed or chosen, given back to the fields (never a password or a token). */
  values: FormValues<Field>
  /** What else the page needs to show the refusal, such as the newer text in a 409 conflict. */
  details?: Details
}

export interface RefusalParts<Field extends string, Details> {
  fieldErrors?: FieldErrors<Field>
  formError?: string | null
  values?: FormValues<Field>
  details?: Details
}

/** Builds the refusal body; members left out are empty, never missing. */
export function formRefusal<Field extends string = string, Details = never>(
  intent: string,
  { fieldErrors = {}, formError = null, values = {}, details }: RefusalParts<Field, Details>,
): FormRefusal<Field, Details> {
  return details === undefined
    ? { intent, fieldErrors, formError, values }
    : { intent, fieldErrors, formError, values, details }
}

/** Whether an action's answer is a refusal (an action may also answer data on success). */
export function isFormRefusal(data: unknown): data is FormRefusal<string, unknown> {
  return (
    typeof data === 'object' &&
    data !== null &&
    'fieldErrors' in data &&
    'formError' in data &&
    'intent' in data
  )
}

/** The refusal when it is one of the given forms', else null: for pages with several forms. */
export function refusalOf<Field extends string = string, Details = never>(
  data: unknown,
  ...intents: string[]
): FormRefusal<Field, Details> | null {
  return isFormRefusal(data) && intents.includes(data.intent) ? (data as FormRefusal<Field, Details>) : null
}

/** The first message of a refusal, field or form: for a toast, or a form that shows one line. */
export function firstMessage(
  refusal: Pick<FormRefusal<string, unknown>, 'fieldErrors' | 'formError'>,
): string | null {
  return refusal.formError ?? Object.values(refusal.fieldErrors).find((m): m is string => !!m) ?? null
}
