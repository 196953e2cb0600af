import { Link } from '@remix-run/react'
import type { SerializeFrom } from '@remix-run/node'
import type { CollaborationOverview } from './shared-with.server.ts'

type Overview = SerializeFrom<CollaborationOverview>

const ROLE_NAMES = { viewer: 'Viewer', editor: 'Editor', admin: 'Admin' } as const
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/**
 * The Collaboration tab: documents shared with the user and documents they shared, each
 * opening the shared page; with neither, the specification's placeholder.
 */
export function CollaborationTab({ overview, focus = null }: { overview: Overview; focus?: string | null }) {
  const { sharedWithMe, sharedByMe } = overview
  // /app?document=<id> starts here: the document, if it is shared with or by this user, first.
  const focused = focus ? [...sharedWithMe, ...sharedByMe].find((d) => d.id === focus) : undefined
  return (
    <section aria-labelledby="view-title" className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
      <h1 id="view-title" className="text-2xl font-semibold">
        Collaboration
      </h1>
      {focused ? (
        <p
          role="status"
          className="mt-4 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-slate-800"
        >
          Shared document:{' '}
          <Link to={`/document/${focused.id}`} className="font-medium break-words text-brand-700 underline">
            {focused.title}
          </Link>{' '}
          — open it to read, comment and work on it together.
        </p>
      ) : null}
      {sharedWithMe.length === 0 && sharedByMe.length === 0 ? (
        <div className="py-6 text-center">
          <p className="text-slate-600">
            Share a document with your team to review and comment on it together.
          </p>
          <Link
            to="/app"
            className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
          >
            Create Document to Share
          </Link>
        </div>
      ) : (
        <>
          <DocumentList title="Shared with you" empty="No one has shared a document with you yet.">
            {sharedWithMe.map((d) => (
              <Row
                key={d.id}
                id={d.id}
                title={d.title}
                details={[
                  `${ROLE_NAMES[d.role]} · owned by ${d.ownerName}`,
                  count(d.unresolvedComments, 'unresolved comment', 'unresolved comments'),
                ]}
                lastActivity={d.lastActivity}
                lastActivityAt={d.lastActivityAt}
              />
            ))}
          </DocumentList>
          <DocumentList title="Shared by you" empty="You have not shared a document yet.">
            {sharedByMe.map((d) => (
              <Row
                key={d.id}
                id={d.id}
                title={d.title}
                details={[
                  count(d.collaborators, 'collaborator', 'collaborators'),
                  count(d.pendingInvitations, 'invitation pending', 'invitations pending'),
                ]}
                lastActivity={d.lastActivity}
                lastActivityAt={d.lastActivityAt}
              />
            ))}
          </DocumentList>
        </>
      )}
    </section>
  )
}

function DocumentList({
  title,
  empty,
  children,
}: {
  title: string
  empty: string
  children: React.ReactNode[]
}) {
  return (
    <div className="mt-8">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{empty}</p>
      ) : (
        <ul
          aria-label={title}
          className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
        >
          {children}
        </ul>
      )}
    </div>
  )
}

function Row(props: {
  id: string
  title: string
  details: string[]
  lastActivity: string
  lastActivityAt: string
}) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 px-4 py-3">
      <div className="min-w-0">
        <Link to={`/document/${props.id}`} className="font-medium break-words text-brand-700 underline">
          {props.title}
        </Link>
        <p className="text-xs text-slate-600">{props.details.join(' · ')}</p>
      </div>
      <span className="text-xs text-slate-500" title={props.lastActivityAt}>
        Last activity {props.lastActivity}
      </span>
    </li>
  )
}
