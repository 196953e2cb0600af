import { json } from '@remix-run/node'
import { z } from 'zod'
import { formRefusal, type FieldErrors, type FormRefusal, type RefusalParts } from './form-contract.ts'

/**
 * Answers a refused form in the one shape (form-contract.ts). `init` is the status (400
 * for bad input, 409 for a conflict, or the status the refusal already had) or a whole
 * ResponseInit when the answer also sets headers (a toast, Retry-After).
 */
export function refuse<Field extends string = string, Details = never>(
  intent: string,
  parts: RefusalParts<Field, Details>,
  init: number | ResponseInit,
) {
  return json<FormRefusal<Field, Details>>(
    formRefusal(intent, parts),
    typeof init === 'number' ? { status: init } : init,
  )
}

/** A zod error as one message per field (the first) and one for the form, for a refusal. */
export function refusalErrors<Field extends string = string>(
  error: z.ZodError,
): { fieldErrors: FieldErrors<Field>; formError: string | null } {
  const flat = z.flattenError(error)
  const fieldErrors: Record<string, string> = {}
  for (const [field, messages] of Object.entries(flat.fieldErrors) as [string, string[] | undefined][]) {
    if (messages?.[0]) fieldErrors[field] = messages[0]
  }
  return { fieldErrors: fieldErrors as FieldErrors<Field>, formError: flat.formErrors[0] ?? null }
}

/** Parses form fields with a zod schema: the data, or the refusal's errors (see refusalErrors). */
export function parseFields<S extends z.ZodType>(
  schema: S,
  fields: Record<string, unknown>,
): { ok: true; data: z.output<S> } | { ok: false; fieldErrors: FieldErrors; formError: string | null } {
  const parsed = schema.safeParse(fields)
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, ...refusalErrors(parsed.error) }
}
