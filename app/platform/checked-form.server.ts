import { json } from '@remix-run/node'
import type { z } from 'zod'
import { csrfProblem } from './csrf.server.ts'
import { readForm } from './form-body.server.ts'

/** A form's text fields by name; files are left out (no text schema describes them). */
export function textFields(form: FormData): Record<string, string> {
  return Object.fromEntries(
    [...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}

/**
 * The opening every plain form action shares: read the body, answer a forged post with a
 * 403 before anything else, and parse the text fields — the caller decides what a failed
 * parse says, since only it knows what to give back.
 */
export async function readCheckedForm<Schema extends z.ZodType>(request: Request, schema: Schema) {
  const form = await readForm(request)
  const forged = await csrfProblem(request, form)
  if (forged) throw json(forged, { status: 403 })
  return { form, parsed: schema.safeParse(textFields(form)) }
}
