import { unstable_parseMultipartFormData, type UploadHandler } from '@remix-run/node'
import { ATTACHMENT_MAX_BYTES } from '#domain/attachments/index.ts'

// Past this the request is refused unread: no form of ours carries more than one file.
const REQUEST_MAX_BYTES = ATTACHMENT_MAX_BYTES + 4 * 1024 * 1024
// Text fields of a form are short; a longer one is cut here rather than buffered whole.
const FIELD_MAX_BYTES = 256 * 1024

export type ChatForm = {
  form: FormData
  /** The uploaded file, or null when none was chosen. */
  file: File | null
  /** A file was sent but was larger than 10 MB; its bytes were read and dropped. */
  oversized: { name: string } | null
}

export class RequestTooLargeError extends Error {}

/**
 * Reads a form that may carry one file, without letting an oversized file cost more than
 * its upload: past the limit its bytes are counted and dropped instead of failing the
 * whole parse — so the message typed beside it is still there to give back to the user.
 * A plain urlencoded form (no file input touched by the browser) reads as usual.
 */
export async function readChatForm(request: Request, fileField = 'attachment'): Promise<ChatForm> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.startsWith('multipart/form-data')) return { form: await request.formData(), file: null, oversized: null }
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > REQUEST_MAX_BYTES) throw new RequestTooLargeError('The request is larger than any form here accepts.')

  let oversized: { name: string } | null = null
  const handler: UploadHandler = async ({ name, filename, contentType, data }) => {
    const chunks: Uint8Array[] = []
    let size = 0
    const limit = typeof filename === 'string' ? ATTACHMENT_MAX_BYTES : FIELD_MAX_BYTES
    for await (const chunk of data) {
      size += chunk.byteLength
      if (size <= limit) chunks.push(chunk)
      else if (size > REQUEST_MAX_BYTES) throw new RequestTooLargeError('The request is larger than any form here accepts.')
    }
    if (typeof filename !== 'string') return new TextDecoder().decode(Buffer.concat(chunks))
    if (name !== fileField || filename === '') return undefined // no file chosen: browsers send an empty part
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
