import { unstable_parseMultipartFormData, type UploadHandler } from '@remix-run/node'
import { ATTACHMENT_MAX_BYTES } from '#domain/attachments/index.ts'

// Past this the request is refused outright (unread when it says so up front): no form
// here carries more than one file of 10 MB. Below it an oversized file is read and dropped,
// so the words typed beside it can still be given back.
export const REQUEST_HARD_MAX_BYTES = 64 * 1024 * 1024
// Text fields of a form are short; a longer one is cut here rather than buffered whole.
const FIELD_MAX_BYTES = 256 * 1024
const MAX_PARTS = 50

export type ChatForm = {
  form: FormData
  /** The uploaded file, or null when none was chosen. */
  file: File | null
  /** A file was sent but was larger than 10 MB; its bytes were read and dropped. */
  oversized: { name: string } | null
}

export class RequestTooLargeError extends Error {}

/**
 * Reads a form that may carry one file, holding at most one 10 MB file and a few short
 * fields in memory whatever the request contains: bytes are counted across all parts (a
 * chunked request declares no length), only the first file part named `fileField` is
 * kept, and past 10 MB its bytes are counted and dropped instead of failing the parse.
 * A plain urlencoded form reads as usual.
 */
export async function readChatForm(request: Request, fileField = 'attachment'): Promise<ChatForm> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.startsWith('multipart/form-data')) return { form: await request.formData(), file: null, oversized: null }
  if (Number(request.headers.get('content-length') ?? 0) > REQUEST_HARD_MAX_BYTES) {
    throw new RequestTooLargeError('The request is larger than any form here accepts.')
  }

  let total = 0
  let parts = 0
  let fileTaken = false
  let oversized: { name: string } | null = null
  const handler: UploadHandler = async ({ name, filename, contentType, data }) => {
    if (++parts > MAX_PARTS) throw new RequestTooLargeError('The form has too many parts.')
    const isFile = typeof filename === 'string'
    const keep = !isFile || (name === fileField && !fileTaken && filename !== '')
    if (isFile && keep) fileTaken = true
    const limit = isFile ? ATTACHMENT_MAX_BYTES : FIELD_MAX_BYTES
    const chunks: Uint8Array[] = []
    let size = 0
    for await (const chunk of data) {
      size += chunk.byteLength
      total += chunk.byteLength
      if (total > REQUEST_HARD_MAX_BYTES) throw new RequestTooLargeError('The request is larger than any form here accepts.')
      if (keep && size <= limit) chunks.push(chunk)
    }
    if (!isFile) return new TextDecoder().decode(Buffer.concat(chunks))
    if (!keep) return undefined // no file chosen (browsers send an empty part), or a second file
    if (size > limit) {
      oversized = { name: filename }
      return undefined
    }
    return new File([Buffer.concat(chunks)], filename, { type: contentType })
  }
  const form = await unstable_parseMultipartFormData(request, handler)
  const value = form.get(fileField)
  return { form, file: value instanceof File && value.size > 0 ? value : null, oversized }
}
