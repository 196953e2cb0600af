import { json } from '@remix-run/node'
import {
  findUnstorable,
  unstorableIn,
  unstorableMessage,
  type UnstorableFound,
} from '#domain/shared/storable-text.ts'

/**
 * Every form action reads its fields here. server.js has already refused a body that is
 * too large or not a form (server/request-guards.js); what is left for this reader is a
 * form that cannot be parsed (broken multipart) and text the database cannot store (a NUL
 * anywhere in a field's name, value or file name). Both are the client's mistake: a 400
 * that says which field and why, thrown before anything is read from or written to the
 * database.
 */
export const FORM_UNREADABLE = 'The form could not be read. Reload the page and send it again.'

export async function readForm(request: Request): Promise<FormData> {
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw json(FORM_UNREADABLE, { status: 400 })
  }
  const problem = unstorableFormField(form)
  if (problem) throw json(unstorableMessage(problem), { status: 400 })
  return form
}

/** The first field of a parsed form whose name, text or file name cannot be stored; null when none. */
export function unstorableFormField(form: FormData): UnstorableFound | null {
  for (const [name, value] of form) {
    const inName = unstorableIn(name)
    if (inName) return { kind: inName, field: name }
    const found = findUnstorable(typeof value === 'string' ? value : value.name, name)
    if (found) return found
  }
  return null
}
