import { Form, useNavigation } from '@remix-run/react'
import { Button } from '#app/ui/button.tsx'
import type { FormRefusal } from '#app/platform/form-contract.ts'
import { TabLink, TabLinks } from '#app/ui/tab-links.tsx'
import { ChatList, type ChatSummary } from './chat-list.tsx'
import { TemplatePicker, type MyTemplate, type TemplateCategory } from './template-picker.tsx'
import { Input } from '#app/ui/input.tsx'

/**
 * The templates and chats drawer. Tabs and search are URLs (?tab=, ?q=), and picking a
 * template is a form post, so all of it works without JavaScript.
 */
export function WorkspaceSidebar(props: {
  tab: 'templates' | 'chats'
  search: string
  categories: TemplateCategory[]
  /** The user's own saved templates ("My Templates"). */
  myTemplates: MyTemplate[]
  sessions: ChatSummary[]
  activeSessionId: string | null
  renaming: boolean
  /** A refused rename (form contract), shown in the rename form with the title as typed. */
  renameRefusal: FormRefusal<'title'> | null
}) {
  const { tab, search } = props
  // With JavaScript, while the next list of conversations is on its way.
  const navigation = useNavigation()
  const next = navigation.state === 'loading' ? new URLSearchParams(navigation.location.search) : null
  const loadingChats =
    next !== null && next.get('tab') === 'chats' && (tab !== 'chats' || next.get('q') !== (search || null))
  return (
    <aside
      id="sidebar"
      aria-label="Templates and chats"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 lg:w-80"
    >
      <TabLinks aria-label="Sidebar tabs">
        <TabLink to="/app?tab=templates" current={tab === 'templates'}>
          Templates
        </TabLink>
        <TabLink to="/app?tab=chats" current={tab === 'chats'}>
          Chats
        </TabLink>
      </TabLinks>
      <Form method="get" action="/app" role="search" className="flex gap-2">
        <input type="hidden" name="tab" value={tab} />
        <Input
          type="search"
          name="q"
          defaultValue={search}
          aria-label={tab === 'templates' ? 'Search templates' : 'Search conversations'}
          placeholder={tab === 'templates' ? 'Search templates...' : 'Search conversations...'}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-transparent px-3 py-1.5 text-sm shadow-none"
        />
        <Button type="submit" variant="outline" className="px-3 py-0 font-normal hover:bg-slate-50">
          Search
        </Button>
      </Form>

      {tab === 'templates' ? (
        <TemplatePicker categories={props.categories} myTemplates={props.myTemplates} search={search} />
      ) : (
        <ChatList
          search={search}
          sessions={props.sessions}
          activeSessionId={props.activeSessionId}
          loading={loadingChats}
          renaming={props.renaming}
          renameRefusal={props.renameRefusal}
        />
      )}
    </aside>
  )
}
