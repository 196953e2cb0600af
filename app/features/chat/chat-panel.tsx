import { DocumentLink } from '#app/features/documents/document-link.tsx'
import { useNavigation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { sizeInKb } from '#domain/attachments/index.ts'
import { PaperclipIcon } from '#app/ui/icons.tsx'
import { ChatInput } from './chat-input.tsx'
import { USE_TEMPLATE_INTENT } from '#app/features/template-builder/contract.ts'
import type { FormRefusal } from '#app/platform/form-contract.ts'
// The ids alone (not the catalogue's fields) keep the count in the browser bundle small.
import { TEMPLATE_IDS } from '#domain/catalogue/types.ts'

type Message = {
  id: string
  role: 'user' | 'assistant'
  content: string
  agreementId: string | null
  pages: number | null
  attachment: { name: string; sizeBytes: number; textChars: number } | null
}

const FEATURES = [
  [
    'Smart Templates',
    `${TEMPLATE_IDS.length} templates under Indian law, each citing the statutes it relies on.`,
  ],
  ['AI-Powered', 'Describe what you need; the assistant asks for what is missing.'],
  ['Compliance Ready', 'Stamp duty, registration, witnesses and e-signature set out for each document.'],
] as const

/**
 * The conversation and the message box. Sending is a plain form post that redirects back
 * to the conversation; with JavaScript, Enter sends and Shift+Enter adds a line.
 */
export function ChatPanel(props: {
  session: { id: string; title: string } | null
  messages: Message[]
  /** A refused send (form contract): the text comes back with the message beside it. */
  refusal: FormRefusal<'message'> | null
}) {
  const { session, messages, refusal } = props
  const navigation = useNavigation()
  // Only the chat's own posts (a message, a template pick) make the chat pending — not a
  // rename, a token or a delete, which post to /app or beside it too.
  const intent = navigation.formData?.get('intent')
  const pending =
    navigation.state === 'submitting' &&
    navigation.formMethod === 'POST' &&
    new URL(navigation.formAction ?? '/', 'http://x').pathname === '/app' &&
    (intent === 'send' || intent === 'pick-template' || intent === USE_TEMPLATE_INTENT)
  const lastText = String(navigation.formData?.get('message') ?? '')
  const generating = pending && /\b(yes|generate|create|draft|prepare|make)\b/i.test(lastText)
  const list = useRef<HTMLOListElement>(null)
  // The newest message in view, as the #latest anchor does without JavaScript.
  useEffect(() => {
    const el = list.current
    if (el) el.scrollTop = el.scrollHeight
  }, [messages.length, pending])

  return (
    <section
      aria-labelledby="chat-title"
      className="flex flex-col rounded-xl border border-slate-200 bg-white"
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <div>
          <h1 id="chat-title" className="text-lg font-semibold">
            AI Legal Assistant
          </h1>
          <p className="text-sm text-slate-500">Specialized in Indian Legal Compliance</p>
          {session ? <p className="text-xs break-words text-slate-600">{session.title}</p> : null}
        </div>
        <div className="flex gap-3 text-xs text-slate-600">
          <span className="flex items-center gap-1">
            <span className="h-2 w-2 rounded-full bg-emerald-500" aria-hidden /> Online
          </span>
          <span className="flex items-center gap-1">
            <svg aria-hidden viewBox="0 0 16 16" className="h-3 w-3 fill-current">
              <path d="M5 7V5a3 3 0 0 1 6 0v2h1v7H4V7h1Zm1.5 0h3V5a1.5 1.5 0 0 0-3 0v2Z" />
            </svg>{' '}
            Secure Connection
          </span>
        </div>
      </header>

      <ol
        ref={list}
        aria-label="Conversation"
        className="flex max-h-[36rem] flex-col gap-3 overflow-y-auto p-4"
      >
        {messages.length === 0 ? (
          <li className="rounded-lg bg-slate-50 p-4">
            <p className="font-medium">Welcome! Pick a template or describe the agreement you need.</p>
            <div className="mt-3 grid gap-3 sm:grid-cols-3">
              {FEATURES.map(([title, text]) => (
                <div key={title} className="rounded-lg border border-slate-200 bg-white p-3">
                  <p className="text-sm font-semibold">{title}</p>
                  <p className="mt-1 text-xs text-slate-600">{text}</p>
                </div>
              ))}
            </div>
          </li>
        ) : null}
        {messages.map((m, index) => (
          <li
            key={m.id}
            id={index === messages.length - 1 ? 'latest' : undefined}
            data-role={m.role}
            className={`max-w-[85%] rounded-lg px-4 py-3 text-sm ${m.role === 'user' ? 'self-end bg-brand-600 text-white' : 'self-start bg-slate-100 text-slate-900'}`}
          >
            <p className="whitespace-pre-wrap break-words">{m.content}</p>
            {m.attachment ? (
              <p className="mt-2 flex items-center gap-1 text-xs opacity-90" data-testid="message-attachment">
                <PaperclipIcon className="h-3 w-3 shrink-0" />
                {m.attachment.name} · {sizeInKb(m.attachment.sizeBytes)} ·{' '}
                {m.attachment.textChars > 0
                  ? `${m.attachment.textChars.toLocaleString('en-IN')} characters read as context`
                  : 'text not read'}
              </p>
            ) : null}
            {m.agreementId ? (
              <p className="mt-2 flex flex-wrap items-center gap-2 text-xs">
                <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-800">Generated</span>
                {m.pages ? (
                  <span className="rounded-full bg-white px-2 py-0.5 text-slate-700">
                    {m.pages} {m.pages === 1 ? 'page' : 'pages'}
                  </span>
                ) : null}
                <DocumentLink agreementId={m.agreementId} className="font-medium underline">
                  Open the agreement
                </DocumentLink>
              </p>
            ) : null}
          </li>
        ))}
        {pending ? (
          <li role="status" className="self-start rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-600">
            {generating ? 'Generating your legal agreement...' : 'Processing your request...'}
          </li>
        ) : null}
      </ol>

      <ChatInput
        sessionId={session?.id ?? null}
        pending={pending}
        refusal={refusal}
        resetKey={`${session?.id ?? 'new'}-${messages.length}`}
      />
    </section>
  )
}
