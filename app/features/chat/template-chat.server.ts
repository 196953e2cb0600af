import type { Db } from '#db/types.ts'
import { indianDate as indiaToday, type ChatMessage } from '#domain/assistant/index.ts'
import {
  continueTemplateChat,
  generatedFromTemplate,
  startTemplateChat,
  templateChatStateOf,
  type TemplateChatState,
  type TemplateGeneratedDocument,
  type TemplateRef,
} from '#domain/templates/index.ts'
import { customTemplateOf, customTemplateVersion } from '#events/projections/custom-templates.ts'

// A chat on one of the user's own templates. The conversation itself is the domain's
// (domain/templates/chat.ts); here the pinned version is read for each turn, and a "yes"
// becomes a rendered document for the same generation path as every other document.

export type TemplateTurn = {
  text: string
  state: unknown
  action?: { type: 'generate-template'; ref: TemplateRef; document: TemplateGeneratedDocument }
}

/** The state the last assistant message left, if it is a custom template's chat. */
export function templateChatInProgress(history: readonly ChatMessage[]): TemplateChatState | null {
  const last = [...history].reverse().find((m) => m.role === 'assistant')
  return last ? templateChatStateOf(last.state) : null
}

/**
 * The first turn on the latest saved version of the user's template, or null when there is
 * none to use: another user's, a deleted one, a missing one and a never-saved draft alike.
 */
export async function openingTemplateTurn(
  db: Db,
  userId: string,
  templateId: string,
): Promise<{ ref: TemplateRef; opening: string; turn: TemplateTurn } | null> {
  const record = await customTemplateOf(db, userId, templateId)
  if (!record || record.latestVersion < 1) return null
  const saved = await customTemplateVersion(db, userId, record.id, record.latestVersion)
  if (!saved) return null
  const ref: TemplateRef = { templateId: record.id, version: saved.version, name: saved.definition.name }
  const started = startTemplateChat(ref, saved.definition)
  return {
    ref,
    opening: `I'd like to create a ${saved.definition.name}...`,
    turn: { text: started.reply, state: started.state },
  }
}

/** One user message in a template chat, answered from the version the chat is pinned to. */
export async function templateChatTurn(
  db: Db,
  userId: string,
  state: TemplateChatState,
  message: string,
  now: Date,
): Promise<TemplateTurn> {
  const { template } = state
  const saved = await customTemplateVersion(db, userId, template.templateId, template.version)
  if (!saved) {
    return {
      text: `The template “${template.name}” has been deleted, so this conversation cannot go on with it. Nothing was generated. Pick another template, or describe the agreement you need.`,
      state: { step: 'idle' },
    }
  }
  const outcome = continueTemplateChat(state, saved.definition, message, indiaToday(now))
  if (!outcome.action) return { text: outcome.reply, state: outcome.state }
  return {
    text: outcome.reply,
    state: outcome.state,
    action: {
      type: 'generate-template',
      ref: outcome.action.template,
      document: generatedFromTemplate(saved.definition, outcome.action.document),
    },
  }
}
