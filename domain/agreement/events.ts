import { z } from 'zod'

// The `agreement-<uuid>` stream: one generated document and every change made to it.

export const MAX_TITLE_LENGTH = 300
/** The rendered text may be at most 2 MB of UTF-8. */
export const MAX_CONTENT_BYTES = 2 * 1024 * 1024

const encoder = new TextEncoder()
export const contentBytes = (content: string): number =>
  // Each UTF-16 unit encodes to at most 3 bytes, so short texts skip the encoding.
  content.length * 3 <= MAX_CONTENT_BYTES ? content.length : encoder.encode(content).length

const contentSchema = z
  .string()
  .min(1)
  .refine((content) => contentBytes(content) <= MAX_CONTENT_BYTES, { message: 'Content exceeds 2 MB' })

export const keyTermSchema = z.object({ term: z.string().max(500), definition: z.string().max(5000) })

export const agreementGeneratedSchema = z.object({
  ownerId: z.uuid(),
  title: z.string().min(1).max(MAX_TITLE_LENGTH),
  /** A catalogue template id, or 'custom' for a document no template covers. */
  templateId: z.string().min(1).max(100),
  /** Trial documents are preview-only; Professional ones are full. */
  access: z.enum(['full', 'preview']),
  /** The rendered plain text (`renderPlainText`). */
  content: contentSchema,
  /**
   * The drafting engine's `Agreement` the text was rendered from; null when there is none.
   * Checked loosely: domain/drafting's type is the source of its shape.
   */
  structure: z.record(z.string(), z.unknown()).nullable(),
  summary: z.string().max(20_000),
  keyTerms: z.array(keyTermSchema).max(200),
  pages: z.int().min(1),
  provider: z.enum(['offline', 'openai']),
  chatSessionId: z.uuid().optional(),
  generatedAt: z.iso.datetime(),
})

export const agreementEditedSchema = z.object({
  /** The whole new text: a manual edit replaces it. */
  content: contentSchema,
  summary: z.string().max(20_000).optional(),
  editedBy: z.uuid(),
  editedAt: z.iso.datetime(),
})

/** The formats an agreement can be downloaded in, in the order the page offers them. */
export const EXPORT_FORMATS = ['pdf', 'docx', 'html', 'txt'] as const
export const exportFormatSchema = z.enum(EXPORT_FORMATS)
export type ExportFormat = z.infer<typeof exportFormatSchema>

/** A file of the agreement was made for download; the text is unchanged. */
export const agreementExportedSchema = z.object({
  format: exportFormatSchema,
  exportedBy: z.uuid(),
  exportedAt: z.iso.datetime(),
})

export const AGREEMENT_EVENT_SCHEMAS = {
  AgreementGenerated: agreementGeneratedSchema,
  AgreementEdited: agreementEditedSchema,
  AgreementExported: agreementExportedSchema,
} as const

export type AgreementGenerated = z.infer<typeof agreementGeneratedSchema>
export type AgreementEdited = z.infer<typeof agreementEditedSchema>
export type AgreementExported = z.infer<typeof agreementExportedSchema>
export type AgreementKeyTerm = z.infer<typeof keyTermSchema>

export type AgreementEvent =
  | { type: 'AgreementGenerated'; data: AgreementGenerated }
  | { type: 'AgreementEdited'; data: AgreementEdited }
  | { type: 'AgreementExported'; data: AgreementExported }
