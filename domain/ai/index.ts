// The drafting AI: one interface, the offline engine behind it, the prompts and output
// checks a model provider (app/providers/openai.server.ts) uses, and the fallback between them.
export type * from './types.ts'
export { FAILURE_REASONS, failure } from './types.ts'
export {
  createOfflineProvider,
  generateOffline,
  explainOffline,
  offlineChat,
  CUSTOM_NOT_OFFLINE,
} from './offline.ts'
export type { OfflineChat, OfflineProviderOptions } from './offline.ts'
export {
  editOffline,
  documentText,
  notAvailableOffline,
  EDIT_REQUEST_REQUIRED,
  DESCRIBE_CHANGES,
  NO_AGREEMENT,
  NO_CONTENT,
} from './edit.ts'
export { withOfflineFallback, fellBackNotice } from './fallback.ts'
export { screenInstruction, CONTRACT_ACT_S27, PATENTS_ACT_S140 } from './void-clauses.ts'
export type { DocumentContext } from './void-clauses.ts'
export {
  chatMessages,
  editMessages,
  explainMessages,
  generateMessages,
  MAX_PROMPT_DOCUMENT_CHARS,
  CHAT_SYSTEM,
  EDIT_SYSTEM,
  EXPLAIN_SYSTEM,
  GENERATE_SYSTEM,
} from './prompts.ts'
export type { PromptMessage } from './prompts.ts'
export {
  chatFromModel,
  editFromModel,
  explainFromModel,
  generateFromModel,
  isPlainText,
  parseModelJson,
  INVALID_OUTPUT,
  chatOutputSchema,
  editOutputSchema,
  explainOutputSchema,
  generateOutputSchema,
} from './model-output.ts'
export { parseInstruction, splitInstruction } from './instruction.ts'
export type { Intent } from './instruction.ts'
export * from './texts.ts'
