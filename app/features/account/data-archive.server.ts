import type { Queryable } from '#db/types.ts'
import { exportFileName } from '#app/features/export/filename.server.ts'
import { renderTxt } from '#app/features/export/txt.server.ts'
import type { ZipEntry } from '#app/platform/zip.server.ts'
import { attachmentBytes } from './data-export-chats.server.ts'
import type { AccountData } from './data-export.server.ts'

// The ZIP of "Download my data": the JSON, each owned document's current text as a TXT
// file (the TXT export's bytes), and the files the account attached, one entry at a time.

export const DATA_JSON_NAME = 'your-data.json'

/** "Title_ab12cd34.txt": the export's safe name, made unique by the start of the document's id. */
export function documentEntryName(title: string, id: string): string {
  const { unicode } = exportFileName(title, 'txt')
  return `documents/${unicode.slice(0, -'.txt'.length)}_${id.slice(0, 8)}.txt`
}

/** "ab12cd34_lease.pdf": the uploaded name made safe, prefixed by the start of its id. */
export function attachmentEntryName(name: string, id: string): string {
  const dot = name.lastIndexOf('.')
  const extension = dot > 0 ? name.slice(dot + 1).replace(/[^A-Za-z0-9]/g, '') : ''
  const { unicode } = exportFileName(dot > 0 ? name.slice(0, dot) : name, extension || 'bin')
  return `attachments/${id.slice(0, 8)}_${unicode}`
}

/** The archive's entries: the JSON first, then the documents, then the attachments (read one by one). */
export async function* dataArchiveEntries(
  q: Queryable,
  userId: string,
  data: AccountData,
): AsyncGenerator<ZipEntry> {
  const modified = new Date(data.exportedAt)
  yield {
    name: DATA_JSON_NAME,
    data: new TextEncoder().encode(JSON.stringify(data, null, 2)),
    modified,
  }
  for (const d of data.documents) {
    yield {
      name: documentEntryName(d.title, d.id),
      data: renderTxt({ title: d.title, content: d.content, structure: null }),
      modified: d.updatedAt ? new Date(d.updatedAt) : modified,
    }
  }
  for (const a of data.attachments) {
    const bytes = await attachmentBytes(q, userId, a.id)
    if (bytes) yield { name: attachmentEntryName(a.name, a.id), data: bytes, modified }
  }
}
