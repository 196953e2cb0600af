import crypto from 'node:crypto'
import type { Db } from '#db/types.ts'
import type { AiProvider } from '#domain/ai/index.ts'
import type { ChatAction, ChatMessage } from '#domain/assistant/index.ts'
import { ChatError, chatSessionDecider, chatStreamId, type ChatCommand } from '#domain/chat/index.ts'
import type { CommandContext } from '#app/platform/command-context.server.ts'
import { runCommand } from '#app/platform/command-runner.server.ts'
import { asRefusal } from '#app/platform/http-errors.server.ts'
import { chatMessages, getChatSession } from '#events/projections/index.ts'
import { attachedLine } from '#domain/attachments/index.ts'
import type { AcceptedAttachment } from './attachments.server.ts'
import { generateAgreement, type GenerationOutcome, type GenerationRequest } from './generation.server.ts'
import {
  openingTemplateTurn,
  templateChatInProgress,
  templateChatTurn,
  type TemplateTurn,
} from './template-chat.server.ts'

// The assistant's words when the gate refuses (spec 000 §4: a subscription is needed).
export const UPGRADE_REPLY =
  'Generating another document needs an active subscription. Upgrade to the Professional plan (₹299 for 3 months) for unlimited agreements.'

/** A message that could not take its turn on the conversation in time: nothing was recorded. */
export const CHAT_BUSY =
  'Many messages reached this conversation at the same moment, and this one could not be recorded in time. Please send it again.'

const run = (db: Db, by: CommandContext, sessionId: string, command: ChatCommand) =>
  runCommand(db, by, chatStreamId(sessionId), chatSessionDecider, command, {
    busy: (cause) => new ChatError('chat.busy', CHAT_BUSY, { cause }),
  })

function generatedReply(outcome: Extract<GenerationOutcome, { ok: true }>): string {
  const pages = `${outcome.document.pages} page${outcome.document.pages === 1 ? '' : 's'}`
  const preview =
    outcome.access === 'preview'
      ? ' This free-trial document is a preview; upgrade to download, edit or share it.'
      : ''
  const fellBack = outcome.fellBack
    ? ' The AI model was not available, so the offline drafting engine wrote it.'
    : ''
  return `I've generated your ${outcome.document.title} (${pages}). It is in your Document Library.${preview}${fellBack}`
}

/** The specification's line for a file, after what was typed; the file's text goes to the assistant as context. */
export function messageWithAttachment(text: string, name: string): string {
  return [text.trim() ? text : '', attachedLine(name)].filter(Boolean).join('\n\n')
}

/**
 * One turn of the workspace chat, all of it events on `chat-<uuid>`: the user's message,
 * then the assistant's reply — or, when the conversation has gathered enough, the
 * generation (agreement-<uuid>) and an assistant message that carries the agreement.
 * No transaction is open while the AI provider works.
 */
export async function sendChatMessage(
  db: Db,
  ai: AiProvider,
  input: {
    /** The signed-in user, whose conversation it is. */
    by: CommandContext
    sessionId?: string
    text: string
    attachment?: AcceptedAttachment
    now?: () => Date
  },
): Promise<{ sessionId: string; reply: string; agreementId?: string; generation?: GenerationOutcome }> {
  const now = input.now ?? (() => new Date())
  const userId = input.by.actorId
  const sessionId = input.sessionId ?? crypto.randomUUID()
  if (input.sessionId && !(await getChatSession(db, userId, input.sessionId))) {
    throw new ChatError('chat.not_found', 'Conversation not found')
  }
  const history: ChatMessage[] = input.sessionId
    ? (await chatMessages(db, input.sessionId)).map((m) => ({
        role: m.role,
        content: m.content,
        timestamp: m.postedAt.toISOString(),
        state: m.state ?? undefined,
        ...(m.agreementId ? { agreementData: { agreementId: m.agreementId } } : {}),
      }))
    : []

  const attachment = input.attachment
  const content = attachment ? messageWithAttachment(input.text, attachment.ref.name) : input.text
  await run(db, input.by, sessionId, {
    type: 'PostMessage',
    data: {
      actorId: userId,
      role: 'user',
      messageId: crypto.randomUUID(),
      content,
      now: now(),
      ...(attachment ? { attachment: attachment.ref } : {}),
    },
  })

  // A chat on one of the user's own templates is answered from its pinned version, not the AI.
  const onTemplate = templateChatInProgress(history)
  const reply = onTemplate
    ? { ok: true as const, reply: await templateChatTurn(db, userId, onTemplate, input.text, now()) }
    : await ai.chat(
        history,
        content,
        now(),
        attachment ? { attachment: { name: attachment.ref.name, text: attachment.text } } : {},
      )
  let replied = ''
  const answer = async (
    content: string,
    extra: { state?: unknown; agreementId?: string; pages?: number } = {},
  ) => {
    replied = content
    await run(db, input.by, sessionId, {
      type: 'PostAssistantReply',
      data: { actorId: userId, messageId: crypto.randomUUID(), content, now: now(), ...extra },
    })
  }

  if (!reply.ok) {
    await answer(reply.message)
    return { sessionId, reply: replied }
  }
  const action = reply.reply.action
  if (!action) {
    await answer(reply.reply.text, { state: reply.reply.state })
    return { sessionId, reply: replied }
  }

  const generation = await generateAgreement(db, ai, {
    owner: input.by,
    chatSessionId: sessionId,
    ...generationOf(action),
  })
  if (generation.ok) {
    await answer(generatedReply(generation), {
      agreementId: generation.agreementId,
      pages: generation.document.pages,
    })
    return { sessionId, reply: replied, agreementId: generation.agreementId, generation }
  }
  await answer(
    generation.reason === 'limit_reached'
      ? UPGRADE_REPLY
      : `Error generating agreement: ${generation.message}`,
    // A template chat that could not generate stays at its "yes", to be given again.
    { state: onTemplate ?? reply.reply.state },
  )
  return { sessionId, reply: replied, generation }
}

/** What the turn's action asks the generation for: a built-in template, a custom agreement, or a rendered template. */
function generationOf(
  action: NonNullable<TemplateTurn['action']> | ChatAction,
): Omit<GenerationRequest, 'owner' | 'chatSessionId'> {
  switch (action.type) {
    case 'generate':
      // The city the user named reaches the draft (execution, courts, the State's stamp law).
      return {
        templateId: action.templateId,
        details: { ...action.details },
        ...(action.place ? { place: action.place } : {}),
        // A deposit or token the user's words gave, for the drafter's placeholder (with its flag).
        ...(action.supplied ? { supplied: action.supplied } : {}),
      }
    case 'generate-custom':
      return { templateId: null, details: {}, custom: action.request, userInput: action.request.description }
    case 'generate-template':
      return {
        templateId: action.document.type,
        details: {},
        fromTemplate: { ref: action.ref, document: action.document },
      }
  }
}

/**
 * Starts a conversation on the latest saved version of one of the user's own templates:
 * their request and the first question, both on a new `chat-<uuid>`. Null when the user
 * has no such template (another user's, deleted, missing or never saved: the same 404).
 */
export async function startTemplateChat(
  db: Db,
  by: CommandContext,
  templateId: string,
  now: () => Date = () => new Date(),
): Promise<{ sessionId: string } | null> {
  const opening = await openingTemplateTurn(db, by.actorId, templateId)
  if (!opening) return null
  const sessionId = crypto.randomUUID()
  await run(db, by, sessionId, {
    type: 'PostMessage',
    data: {
      actorId: by.actorId,
      role: 'user',
      messageId: crypto.randomUUID(),
      content: opening.opening,
      now: now(),
    },
  })
  await run(db, by, sessionId, {
    type: 'PostAssistantReply',
    data: {
      actorId: by.actorId,
      messageId: crypto.randomUUID(),
      content: opening.turn.text,
      state: opening.turn.state,
      now: now(),
    },
  })
  return { sessionId }
}

/** The user's own open conversation, or null (missing, deleted, someone else's, or not an id). */
export function ownedChatSession(db: Db, userId: string, sessionId: string | undefined) {
  return getChatSession(db, userId, sessionId ?? '')
}

/** Deletes the user's conversation; a refusal comes back with its status (404: not theirs to delete, any more). */
export async function deleteChatSession(
  db: Db,
  by: CommandContext,
  sessionId: string,
): Promise<{ ok: true } | { ok: false; status: number; message: string }> {
  try {
    await manageChatSession(db, by, sessionId, { type: 'delete' })
    return { ok: true }
  } catch (error) {
    const { status, message } = asRefusal(error)
    return { ok: false, status, message: status === 404 ? 'Conversation not found' : message }
  }
}

/** Renames or deletes a conversation; the decider enforces owner, trimmed, non-empty, changed. */
export async function manageChatSession(
  db: Db,
  by: CommandContext,
  sessionId: string,
  change: { type: 'rename'; title: string } | { type: 'delete' },
) {
  await run(
    db,
    by,
    sessionId,
    change.type === 'rename'
      ? { type: 'RenameSession', data: { actorId: by.actorId, title: change.title } }
      : { type: 'DeleteSession', data: { actorId: by.actorId } },
  )
}
