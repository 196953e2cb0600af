import { ATTACHMENT_MAX_BYTES } from '#domain/attachments/index.ts'
import { UPLOAD_MAX_BYTES } from '../../server/request-limits.js'
import {
  MalformedFormError,
  multipartBoundary,
  readMultipart,
  RequestTooLargeError,
  type PartSink,
} from '#app/platform/multipart.server.ts'

export { RequestTooLargeError }

// Past this the request is refused outright (unread when it says so up front): no form
// here carries more than one file of 10 MB. Below it an oversized file is read and dropped,
// so the words typed beside it can still be given back.
export const REQUEST_HARD_MAX_BYTES = UPLOAD_MAX_BYTES
// Text fields of a form are short; a longer one is cut here rather than buffered whole.
const FIELD_MAX_BYTES = 256 * 1024
const MAX_PARTS = 50

export type ChatForm = {
  form: FormData
  /** The uploaded file (possibly empty, which is refused later), or null when none was chosen. */
  file: File | null
  /** A file was sent but was larger than 10 MB; its bytes were read and dropped. */
  oversized: { name: string } | null
  /**
   * The body was not the form it claimed to be (a broken multipart body, no boundary, not
   * a form at all): why, for a 400. `form` holds the fields read before the break.
   */
  malformed: string | null
}

/**
 * Reads a form that may carry one file, holding at most one 10 MB file and a few short
 * fields in memory whatever the request contains: bytes are counted across all parts (a
 * chunked request declares no length), only the first file part named `fileField` is
 * kept, and past 10 MB its bytes are counted and dropped instead of failing the parse.
 * A plain urlencoded form reads as usual. Throws only `RequestTooLargeError`.
 */
export async function readChatForm(request: Request, fileField = 'attachment'): Promise<ChatForm> {
  const type = request.headers.get('content-type') ?? ''
  const form = new FormData()
  if (/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) {
    return { form: await request.formData(), file: null, oversized: null, malformed: null }
  }
  const boundary = multipartBoundary(type)
  if (!boundary) {
    const malformed = /^multipart\/form-data/i.test(type)
      ? 'The form has no valid boundary.'
      : 'The request is not a form.'
    return { form, file: null, oversized: null, malformed }
  }
  if (Number(request.headers.get('content-length') ?? 0) > REQUEST_HARD_MAX_BYTES) {
    throw new RequestTooLargeError('The request is larger than any form here accepts.')
  }

  let parts = 0
  const kept: Pick<ChatForm, 'file' | 'oversized'> = { file: null, oversized: null }
  const onPart = ({
    name,
    filename,
    contentType,
  }: {
    name: string
    filename: string | null
    contentType: string
  }): PartSink => {
    if (++parts > MAX_PARTS) throw new RequestTooLargeError('The form has too many parts.')
    // A browser sends an empty, nameless file part when no file was chosen; a second file is not read.
    const keep = filename === null || (name === fileField && !kept.file && !kept.oversized && filename !== '')
    const limit = filename === null ? FIELD_MAX_BYTES : ATTACHMENT_MAX_BYTES
    const chunks: Uint8Array[] = []
    let size = 0
    return {
      write(chunk) {
        size += chunk.byteLength
        if (keep && size <= limit) chunks.push(chunk)
      },
      end() {
        if (!keep) return
        if (filename === null) return form.append(name, new TextDecoder().decode(Buffer.concat(chunks)))
        if (size > limit) kept.oversized = { name: filename }
        else kept.file = new File([Buffer.concat(chunks)], filename, { type: contentType })
      },
    }
  }
  try {
    await readMultipart(request.body, boundary, { maxBytes: REQUEST_HARD_MAX_BYTES, onPart })
  } catch (error) {
    if (!(error instanceof MalformedFormError)) throw error
    return { form, file: null, oversized: null, malformed: error.message }
  }
  if (kept.file) form.set(fileField, kept.file)
  return { form, ...kept, malformed: null }
}
