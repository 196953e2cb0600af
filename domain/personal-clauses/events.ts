import { z } from 'zod'
import { CLAUSE_CATEGORIES, RISK_LEVELS } from '#domain/clauses/types.ts'
import { eventGuard, type EventOf, type PayloadsOf } from '#domain/shared/decider.ts'

// The `personal-clause-<uuid>` stream: one clause a user saved from a passage of their own
// document, private to them — saved once, edited any number of times, then deleted or not.

export const TITLE_MAX = 120
export const DESCRIPTION_MAX = 500
export const CONTENT_MAX = 20_000
export const TAG_MAX = 40
export const TAGS_MAX = 12

export const personalClauseSavedSchema = z.object({
  ownerId: z.uuid(),
  title: z.string().min(1).max(TITLE_MAX),
  category: z.enum(CLAUSE_CATEGORIES),
  riskLevel: z.enum(RISK_LEVELS),
  tags: z.array(z.string().min(1).max(TAG_MAX)).max(TAGS_MAX),
  description: z.string().max(DESCRIPTION_MAX),
  content: z.string().min(1).max(CONTENT_MAX),
  /** The document the passage was taken from (the user could edit it when they saved). */
  sourceAgreementId: z.uuid(),
  savedAt: z.iso.datetime(),
})

/** The clause's own words and labels as its owner changed them; where it came from stays. */
export const personalClauseEditedSchema = personalClauseSavedSchema
  .omit({ ownerId: true, sourceAgreementId: true, savedAt: true })
  .extend({ editedAt: z.iso.datetime() })

export const personalClauseDeletedSchema = z.object({ deletedAt: z.iso.datetime() })

export const PERSONAL_CLAUSE_EVENT_SCHEMAS = {
  PersonalClauseSaved: personalClauseSavedSchema,
  PersonalClauseEdited: personalClauseEditedSchema,
  PersonalClauseDeleted: personalClauseDeletedSchema,
} as const

export type PersonalClausePayloads = PayloadsOf<typeof PERSONAL_CLAUSE_EVENT_SCHEMAS>
export type PersonalClauseEvent = EventOf<PersonalClausePayloads>
export type PersonalClauseSaved = PersonalClausePayloads['PersonalClauseSaved']

export const isPersonalClauseEvent = eventGuard(PERSONAL_CLAUSE_EVENT_SCHEMAS)
