// The offline chat assistant: reading free descriptions into templates and details,
// custom agreements, and the deterministic conversation (issue 3, parts 3 and 4).
export { respondToChat, pendingQuestion, MAX_MESSAGE_LENGTH } from '#domain/assistant/respond.ts'
export type { ChatAction, ChatResponse } from '#domain/assistant/respond.ts'
export {
  chatStateSchema,
  stateFromHistory,
  currentTemplate,
  INITIAL_STATE,
} from '#domain/assistant/conversation.ts'
export type { ChatMessage, ChatState } from '#domain/assistant/conversation.ts'
export {
  interpretRequest,
  extractDetails,
  rankTemplates,
  namedTemplate,
  missingFields,
  chooseInstrument,
} from '#domain/assistant/interpret.ts'
export type {
  CustomInterpretation,
  Details,
  Extraction,
  Interpretation,
  InterpretOptions,
  TemplateInterpretation,
  TemplateScore,
  InstrumentChoice,
} from '#domain/assistant/interpret.ts'
export {
  draftCustomAgreement,
  customAgreementRequestSchema,
  InvalidCustomRequestError,
  CUSTOM_TEMPLATE_ID,
  CUSTOM_CATEGORY_ID,
} from '#domain/assistant/custom-agreement.ts'
export type { CustomAgreementRequest } from '#domain/assistant/custom-agreement.ts'
export { detectIntent } from '#domain/assistant/intents.ts'
export { saleSubject, type SaleSubject } from '#domain/assistant/interpret/sale-subject.ts'
export { unheldFacts, type UnheldFact } from '#domain/assistant/interpret/unheld-facts.ts'
export { withArticle } from '#domain/assistant/replies.ts'
export type { Intent, IntentKind, OutOfScopeReason } from '#domain/assistant/intents.ts'
export {
  describeFormalities,
  checklistFor,
  formalitiesAsked,
  FORMALITIES,
} from '#domain/assistant/formalities.ts'
export type { Formality } from '#domain/assistant/formalities.ts'
export { normaliseAnswer } from '#domain/assistant/answers.ts'
export type { Answer } from '#domain/assistant/answers.ts'
export { normaliseDate, indianDate } from '#domain/assistant/extract/index.ts'
export { termsIn, withTerms } from '#domain/assistant/interpret/custom.ts'
export { openFacts, placeholderFor } from '#domain/assistant/open-facts.ts'
export type { OpenFacts } from '#domain/assistant/open-facts.ts'
export { voidAsksIn } from '#domain/assistant/custom/void-asks.ts'
export type { VoidAsk } from '#domain/assistant/custom/void-asks.ts'
export { pronounsIn, resolvePronouns } from '#domain/assistant/custom/pronouns.ts'
