import { CHAT_EVENT_SCHEMAS } from '#domain/chat/events.ts'
import { SUBSCRIPTION_EVENT_SCHEMAS } from '#domain/subscription/events.ts'
import { AGREEMENT_EVENT_SCHEMAS } from '#domain/agreement/events.ts'
import { INVOICE_EVENT_SCHEMAS } from '#domain/billing/events.ts'
import { PERSONAL_CLAUSE_EVENT_SCHEMAS } from '#domain/personal-clauses/events.ts'
import { CUSTOM_TEMPLATE_EVENT_SCHEMAS } from '#domain/templates/events.ts'
import { defineEvent } from './types.ts'

/**
 * Registers every domain event's payload schema with the store, so appends validate and
 * reads parse them. The schemas live beside their deciders in domain/; this is the one
 * place that wires them in. Imported for its effect by events/projections/index.ts.
 */
for (const schemas of [
  SUBSCRIPTION_EVENT_SCHEMAS,
  CHAT_EVENT_SCHEMAS,
  AGREEMENT_EVENT_SCHEMAS,
  INVOICE_EVENT_SCHEMAS,
  PERSONAL_CLAUSE_EVENT_SCHEMAS,
  CUSTOM_TEMPLATE_EVENT_SCHEMAS,
]) {
  for (const [type, schema] of Object.entries(schemas)) defineEvent(type, schema)
}
