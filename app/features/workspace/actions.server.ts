import { redirect } from '@remix-run/node'
import { z } from 'zod'
import { getTemplate, TEMPLATE_IDS } from '#domain/catalogue/index.ts'
import { MESSAGE_MAX } from '#domain/chat/index.ts'
import { ATTACHMENT_TEXTS } from '#domain/attachments/index.ts'
import type { Db } from '#db/types.ts'
import { getAiProvider } from '#app/providers/ai.server.ts'
import {
  discardAttachment,
  inspectAttachment,
  storeAttachment,
  type AcceptedAttachment,
} from '#app/features/chat/attachments.server.ts'
import {
  manageChatSession,
  messageWithAttachment,
  sendChatMessage,
  startTemplateChat,
} from '#app/features/chat/chat.server.ts'
import { getChatSession } from '#events/projections/index.ts'
import { commandContext } from '#app/platform/command-context.server.ts'
import type { ChatForm } from '#app/platform/form-files.server.ts'
import { asRefusal } from '#app/platform/http-errors.server.ts'
import type { SessionUser } from '#app/platform/session.server.ts'
import { redirectWithToast, toastNow } from '#app/platform/toast.server.ts'
import { refuse as refuseForm } from '#app/platform/form-contract.server.ts'
import { USE_TEMPLATE_INTENT } from '#app/features/template-builder/contract.ts'

/** The workspace's form posts: send a message (with or without a file), pick a template, rename. */

export const MESSAGE_REQUIRED = 'Please type a message before sending.'

const optionalSession = z
  .uuid()
  .optional()
  .or(z.literal('').transform(() => undefined))
const sendSchema = z.object({
  intent: z.literal('send'),
  sessionId: optionalSession,
  message: z.string().max(20_000, 'A message can be at most 20,000 characters.'),
})
const renameSchema = z.object({
  intent: z.literal('rename'),
  sessionId: z.uuid(),
  title: z.string().max(1000),
})
const pickSchema = z.object({ intent: z.literal('pick-template'), templateId: z.enum(TEMPLATE_IDS) })

type Ctx = { request: Request; context: unknown; db: Db; user: SessionUser }

export async function renameConversation(
  { request, context, db, user }: Ctx,
  fields: Record<string, unknown>,
) {
  const rename = renameSchema.safeParse(fields)
  const typedTitle = String(fields.title ?? '')
  // The specification's failure toast: "Error" with the message; the form keeps the title.
  const refuse = async (status: number, error: string, field: 'title' | null = null) =>
    refuseForm<'title'>(
      'rename',
      {
        ...(field ? { fieldErrors: { [field]: error } } : { formError: error }),
        values: { title: typedTitle },
      },
      {
        status,
        headers: await toastNow(request, context, { type: 'error', title: 'Error', description: error }),
      },
    )
  if (!rename.success) return refuse(400, 'Invalid request')
  try {
    await manageChatSession(db, commandContext({ request, context }, user.id), rename.data.sessionId, {
      type: 'rename',
      title: rename.data.title,
    })
  } catch (error) {
    const { status, code, message } = asRefusal(error)
    return refuse(status, message, code.startsWith('chat.title_') ? 'title' : null)
  }
  return redirectWithToast(request, `/app?tab=chats&session=${rename.data.sessionId}`, {
    type: 'success',
    title: 'Chat renamed',
    description: 'The conversation title has been updated',
  })
}

/**
 * Starts a chat on one of the user's own templates (its latest saved version). Another
 * user's, a deleted one, a missing one and a never-saved draft are the same 404.
 */
export async function pickCustomTemplate(
  { request, context, db, user }: Ctx,
  fields: Record<string, unknown>,
) {
  const templateId = typeof fields.customTemplateId === 'string' ? fields.customTemplateId.slice(0, 100) : ''
  const started = await startTemplateChat(db, commandContext({ request, context }, user.id), templateId)
  if (!started) {
    return chatRefusal(USE_TEMPLATE_INTENT, 'Template Not Found', '', null, {
      status: 404,
      headers: await toastNow(request, context, {
        type: 'error',
        title: 'Template Not Found',
        description: 'That template is not one of your saved templates.',
      }),
    })
  }
  return redirect(`/app?session=${started.sessionId}#latest`)
}

/**
 * Sends one message: checks the attached file first (a refused file changes nothing and
 * the typed text comes back), then runs the chat turn and goes where it leads — the new
 * agreement, or back to the conversation.
 */
export async function sendMessage(ctx: Ctx, chatForm: ChatForm) {
  const { request, context, db, user } = ctx
  const fields = Object.fromEntries([...chatForm.form].filter(([, v]) => typeof v === 'string'))
  const typed = String(fields.message ?? '')
  const intent = fields.intent === 'pick-template' ? 'pick-template' : 'send'
  // What is about the text shows beside it; the rest (the file, the conversation) under the form.
  const refuse = async (
    status: number,
    error: string,
    toast?: { title: string; description: string },
    field: 'message' | null = null,
  ) => {
    const headers = new Headers(toast ? await toastNow(request, context, { type: 'error', ...toast }) : {})
    // Busy reading other files: a minute is about how long the line ahead takes at worst.
    if (status === 429) headers.set('Retry-After', '60')
    return chatRefusal(intent, error, typed, field, { status, headers })
  }

  const parsed =
    fields.intent === 'pick-template' ? pickSchema.safeParse(fields) : sendSchema.safeParse(fields)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = issue?.path[0] === 'message' ? 'message' : null
    return refuse(400, issue?.message ?? 'Invalid request', undefined, field)
  }

  let input: { text: string; sessionId?: string; attachment?: AcceptedAttachment }
  if (parsed.data.intent === 'pick-template') {
    input = { text: `I'd like to create a ${getTemplate(parsed.data.templateId).name}...` }
  } else {
    if (chatForm.oversized) {
      return refuse(
        413,
        `${ATTACHMENT_TEXTS.tooLarge.title}: ${ATTACHMENT_TEXTS.tooLarge.description}`,
        ATTACHMENT_TEXTS.tooLarge,
      )
    }
    if (!parsed.data.message.trim() && !chatForm.file)
      return refuse(400, MESSAGE_REQUIRED, undefined, 'message')
    input = { text: parsed.data.message, sessionId: parsed.data.sessionId }
    if (chatForm.file) {
      const checked = await inspectAttachment(chatForm.file)
      if (!checked.ok) return refuse(checked.status, `${checked.title}: ${checked.description}`, checked)
      // Everything that could still refuse the message is checked before the file is kept.
      if (input.sessionId && !(await getChatSession(db, user.id, input.sessionId)))
        return refuse(404, 'Conversation not found')
      const content = messageWithAttachment(input.text, checked.attachment.ref.name)
      if (content.length > MESSAGE_MAX) {
        return refuse(
          400,
          `A message can be at most ${MESSAGE_MAX.toLocaleString('en-IN')} characters, with the file's name.`,
          undefined,
          'message',
        )
      }
      input.attachment = await storeAttachment(db, user.id, checked.attachment)
    }
  }

  try {
    const by = commandContext({ request, context }, user.id)
    const turn = await sendChatMessage(db, getAiProvider(), { by, ...input }).catch(
      async (error: unknown) => {
        // The message was refused after all (the conversation was deleted meanwhile): the file goes too.
        if (input.attachment) await discardAttachment(db, input.attachment.ref.attachmentId)
        throw error
      },
    )
    if (turn.agreementId) {
      // The page without JavaScript; with it, the dialog over this conversation.
      const opened =
        fields.open_in === 'dialog'
          ? `/app?session=${turn.sessionId}&document=${turn.agreementId}`
          : `/app/documents/${turn.agreementId}`
      return redirectWithToast(request, opened, {
        type: 'success',
        title: 'Agreement generated',
        description: `${turn.generation?.ok ? turn.generation.document.pages : ''} pages, saved in your Document Library.`,
      })
    }
    if (turn.generation && !turn.generation.ok) {
      if (turn.generation.reason !== 'limit_reached') {
        return redirectWithToast(request, `/app?session=${turn.sessionId}#latest`, {
          type: 'error',
          title: 'Error generating agreement',
          description: turn.generation.message,
        })
      }
      // The gate refused: the assistant said why; the page offers the subscription dialog.
      return redirect(`/app?session=${turn.sessionId}&upgrade=1#latest`)
    }
    if (input.attachment) {
      return redirectWithToast(request, `/app?session=${turn.sessionId}#latest`, {
        type: 'success',
        title: ATTACHMENT_TEXTS.attached.title,
        description: `${input.attachment.ref.name} was sent with your message.`,
      })
    }
    return redirect(`/app?session=${turn.sessionId}#latest`)
  } catch (error) {
    const { status, code, message } = asRefusal(error)
    const field = code === 'chat.message_required' || code === 'chat.message_too_long' ? 'message' : null
    return refuse(status, message, undefined, field)
  }
}

/**
 * The chat form's refusal, in the form contract: the message typed comes back, and the
 * error beside it when it is about the text, else under the form.
 */
export function chatRefusal(
  intent: string,
  error: string,
  typed: string,
  field: 'message' | null,
  init: number | ResponseInit,
) {
  return refuseForm<'message'>(
    intent,
    { ...(field ? { fieldErrors: { [field]: error } } : { formError: error }), values: { message: typed } },
    init,
  )
}
