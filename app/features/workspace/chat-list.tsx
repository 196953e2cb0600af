import { lazy, Suspense } from 'react'
import { Form, Link } from '@remix-run/react'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { useHydrated } from '#app/platform/use-hydrated.ts'
import { Button } from '#app/ui/button.tsx'
import { cn } from '#app/ui/cn.ts'
import { Field, FormError } from '#app/ui/field.tsx'
import type { FormRefusal } from '#app/platform/form-contract.ts'
import { ChatRowDisclosure } from './chat-row-menu.tsx'

const ChatRowMenu = lazy(() => import('./chat-row-dropdown.tsx'))

export type ChatSummary = { id: string; title: string; when: string; documentCount: number }

const chatHref = (id: string) => `/app?tab=chats&session=${id}`
export const renameHref = (id: string) => `${chatHref(id)}&rename=1`
export const deleteHref = (id: string) => `/app/chats/${id}/delete`

/**
 * The sidebar's Chats tab. Every conversation, the open one too, has a Rename/Delete menu:
 * a dropdown once JavaScript runs; without it a disclosure of the same two links (rename is
 * a URL, delete a confirmation page), and the open conversation also shows them beneath it.
 */
export function ChatList(props: {
  search: string
  sessions: ChatSummary[]
  activeSessionId: string | null
  loading: boolean
  renaming: boolean
  /** A refused rename (form contract): the title as typed, its message beside it. */
  renameRefusal: FormRefusal<'title'> | null
}) {
  const { search, sessions, activeSessionId, loading, renaming, renameRefusal } = props
  const hydrated = useHydrated()
  return (
    <div className="flex flex-col gap-2">
      <Link
        to="/app?tab=chats"
        className="rounded-md bg-brand-600 px-3 py-2 text-center text-sm font-medium text-white hover:bg-brand-700"
      >
        New Chat
      </Link>
      {loading ? (
        <p role="status" className="text-sm text-slate-500">
          Loading conversations...
        </p>
      ) : sessions.length === 0 ? (
        <p className="text-sm text-slate-500">{search ? 'No conversations found' : 'No conversations yet'}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {sessions.map((s) => {
            const active = s.id === activeSessionId
            return (
              <li key={s.id}>
                <div className="flex items-start gap-1">
                  <Link
                    to={chatHref(s.id)}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'block min-w-0 flex-1 rounded-md px-2 py-1.5 hover:bg-slate-100',
                      active && 'bg-slate-100',
                    )}
                  >
                    <span className="block truncate text-sm font-medium">{s.title}</span>
                    <span className="flex items-center gap-2 text-xs text-slate-500">
                      {s.when}
                      {s.documentCount > 0 ? (
                        <span className="rounded-full bg-brand-50 px-2 text-brand-700">
                          {s.documentCount} {s.documentCount === 1 ? 'document' : 'documents'}
                        </span>
                      ) : null}
                    </span>
                  </Link>
                  {hydrated ? (
                    <Suspense
                      fallback={
                        <ChatRowDisclosure
                          title={s.title}
                          renameHref={renameHref(s.id)}
                          deleteHref={deleteHref(s.id)}
                        />
                      }
                    >
                      <ChatRowMenu
                        title={s.title}
                        renameHref={renameHref(s.id)}
                        deleteHref={deleteHref(s.id)}
                      />
                    </Suspense>
                  ) : (
                    <ChatRowDisclosure
                      title={s.title}
                      renameHref={renameHref(s.id)}
                      deleteHref={deleteHref(s.id)}
                    />
                  )}
                </div>
                {active && (renaming || renameRefusal) ? (
                  <RenameForm id={s.id} title={s.title} refusal={renameRefusal} />
                ) : active && !hydrated ? (
                  <div className="mt-1 flex gap-3 px-2 text-xs">
                    <Link to={renameHref(s.id)} className="underline">
                      Rename
                    </Link>
                    <Link to={deleteHref(s.id)} className="text-red-700 underline">
                      Delete
                    </Link>
                  </div>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}

function RenameForm({
  id,
  title,
  refusal,
}: {
  id: string
  title: string
  refusal: FormRefusal<'title'> | null
}) {
  return (
    <Form method="post" action={chatHref(id)} className="mt-1 flex flex-col gap-1 px-2">
      <CsrfInput />
      <input type="hidden" name="intent" value="rename" />
      <input type="hidden" name="sessionId" value={id} />
      <Field
        id="rename-title"
        label="New title"
        name="title"
        defaultValue={refusal?.values.title ?? title}
        maxLength={1000}
        error={refusal?.fieldErrors.title}
        className="px-2 py-1"
      />
      <FormError message={refusal?.formError} />
      <div className="flex gap-2">
        <Button type="submit" size="xs" className="px-3">
          Save
        </Button>
        <Link to={chatHref(id)} className="px-2 py-1 text-xs underline">
          Cancel
        </Link>
      </div>
    </Form>
  )
}
