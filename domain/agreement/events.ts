import { z } from 'zod'
import { eventGuard, type EventOf, type PayloadsOf } from '#domain/shared/decider.ts'
import { isCalendarDate } from '#domain/shared/calendar-date.ts'
import { MAX_REGISTRATION_NUMBER_LENGTH } from '#domain/execution/registration-record.ts'
import { COLLABORATION_EVENT_SCHEMAS } from './collaboration-events.ts'

// The `agreement-<uuid>` stream: one generated document and every change made to it.

export const MAX_TITLE_LENGTH = 300
/** An AI edit instruction: a sentence or a paragraph, never a document. */
export const MAX_INSTRUCTION_LENGTH = 2000
/** What a clause adds between the text and itself: the clause starts after two newlines. */
export const CLAUSE_SEPARATOR = '\n\n'
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
  /** The user's own template (the saved version) the document was made from, if any. */
  fromTemplate: z
    .object({ templateId: z.uuid(), version: z.int().positive(), name: z.string().min(1).max(100) })
    .optional(),
  /**
   * The execution checklist when there is no drafted structure to carry it (a custom
   * template's own text). Checked loosely, like the structure.
   */
  checklist: z.record(z.string(), z.unknown()).optional(),
  generatedAt: z.iso.datetime(),
})

export const agreementEditedSchema = z.object({
  /** The whole new text: a manual edit replaces it. */
  content: contentSchema,
  summary: z.string().max(20_000).optional(),
  editedBy: z.uuid(),
  editedAt: z.iso.datetime(),
})

/** Where an AI edit came from: the offline engine or an OpenAI-compatible model. */
export const aiProviderSchema = z.enum(['offline', 'openai'])

/** The AI changed the text on the user's instruction; what it was asked is kept for the audit. */
export const agreementAiEditedSchema = z.object({
  /** The whole new text. */
  content: contentSchema,
  /**
   * The drafting engine's structure when the offline engine kept it (so the next offline
   * edit still works clause by clause); null for a model's plain-text answer.
   */
  structure: z.record(z.string(), z.unknown()).nullable(),
  /** What the user asked for, as typed. */
  instruction: z.string().min(1).max(MAX_INSTRUCTION_LENGTH),
  provider: aiProviderSchema,
  /** The model's name for an OpenAI-compatible provider; null for the offline engine. */
  model: z.string().max(200).nullable(),
  /** What changed, in words for the user ("Rent changed from ₹25,000 to ₹30,000"). */
  changeSummary: z.string().max(20_000),
  editedBy: z.uuid(),
  editedAt: z.iso.datetime(),
})

/** A clause of the clause library was appended to the text (after two newlines). */
export const clauseAddedSchema = z.object({
  clauseId: z.string().min(1).max(100),
  clauseTitle: z.string().min(1).max(MAX_TITLE_LENGTH),
  /** The clause text as appended, placeholders and all. */
  text: z.string().min(1).max(100_000),
  addedBy: z.uuid(),
  addedAt: z.iso.datetime(),
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

/**
 * A trial preview became a full document because its owner's Professional plan began: what a
 * document may do follows the owner's plan, not how the document was made (issue 15).
 */
export const agreementUnlockedSchema = z.object({
  reason: z.literal('subscription'),
  /** Whose plan: the owner's, named so the history can say who it was for. */
  ownerId: z.uuid(),
  /** The end of the paid period the unlock followed, as the subscription stream had it. */
  periodEnd: z.iso.datetime(),
  unlockedAt: z.iso.datetime(),
})

/**
 * The day the document was signed, as the user recorded it ("YYYY-MM-DD"), or null when a
 * date recorded before is cleared: registration's four months run from it (Registration Act s.23).
 */
export const executionDateRecordedSchema = z.object({
  executedOn: z.string().refine(isCalendarDate, { message: 'Not a real date' }).nullable(),
  recordedBy: z.uuid(),
  recordedAt: z.iso.datetime(),
})

/**
 * The day the Sub-Registrar registered the document and the number given to it (free text, or
 * null when none was typed), as the user recorded them; both null when a registration
 * recorded before is cleared. Once registered, s.23's countdown stops.
 */
export const registrationRecordedSchema = z
  .object({
    registeredOn: z.string().refine(isCalendarDate, { message: 'Not a real date' }).nullable(),
    registrationNumber: z.string().min(1).max(MAX_REGISTRATION_NUMBER_LENGTH).nullable(),
    recordedBy: z.uuid(),
    recordedAt: z.iso.datetime(),
  })
  .refine((d) => d.registeredOn !== null || d.registrationNumber === null, {
    message: 'A number without a date of registration',
  })

export const AGREEMENT_EVENT_SCHEMAS = {
  AgreementGenerated: agreementGeneratedSchema,
  AgreementEdited: agreementEditedSchema,
  AgreementAiEdited: agreementAiEditedSchema,
  ClauseAdded: clauseAddedSchema,
  AgreementExported: agreementExportedSchema,
  AgreementUnlocked: agreementUnlockedSchema,
  ExecutionDateRecorded: executionDateRecordedSchema,
  RegistrationRecorded: registrationRecordedSchema,
  ...COLLABORATION_EVENT_SCHEMAS,
} as const

export type AgreementGenerated = z.infer<typeof agreementGeneratedSchema>
export type AgreementEdited = z.infer<typeof agreementEditedSchema>
export type AgreementExported = z.infer<typeof agreementExportedSchema>
export type AgreementUnlocked = z.infer<typeof agreementUnlockedSchema>
export type AgreementAiEdited = z.infer<typeof agreementAiEditedSchema>
export type ClauseAdded = z.infer<typeof clauseAddedSchema>
export type ExecutionDateRecorded = z.infer<typeof executionDateRecordedSchema>
export type RegistrationRecorded = z.infer<typeof registrationRecordedSchema>
export type AgreementKeyTerm = z.infer<typeof keyTermSchema>

/** Each agreement event type's payload; the union below and every exhaustive table derive from it. */
export type AgreementPayloads = PayloadsOf<typeof AGREEMENT_EVENT_SCHEMAS>
export type AgreementEvent = EventOf<AgreementPayloads>
export type AgreementEventType = AgreementEvent['type']

export const isAgreementEvent = eventGuard(AGREEMENT_EVENT_SCHEMAS)
export const isAgreementEventType = (type: string): type is AgreementEventType =>
  Object.hasOwn(AGREEMENT_EVENT_SCHEMAS, type)

/** The events that change the text: each one is a version of the document. */
export const TEXT_EVENT_TYPES = [
  'AgreementGenerated',
  'AgreementEdited',
  'AgreementAiEdited',
  'ClauseAdded',
] as const
export type TextEventType = (typeof TEXT_EVENT_TYPES)[number]
