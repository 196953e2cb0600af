import type { ReactNode } from 'react'
import { Link } from '@remix-run/react'
import { countOf } from '#domain/accounts/stats.ts'
import { cn } from '#app/ui/cn.ts'
import type { ProfilePageData } from './profile-page.tsx'

type Overview = NonNullable<ProfilePageData['overview']>

const linkClass = 'font-medium text-brand-700 hover:underline'

/** The account at a glance: statistics computed from what was recorded, and the latest actions. */
export function OverviewTab({ data }: { data: ProfilePageData }) {
  if (!data.overview) return null
  const { stats, lastActive, activity } = data.overview
  const ai = stats.aiInteractionsBreakdown
  return (
    <>
      <h2 className="sr-only">Your statistics</h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat id="documents" label="Documents generated" value={String(stats.documentsGenerated)}>
          Agreements drafted for you, in your Document Library.
        </Stat>
        <Stat id="ai" label="AI interactions" value={String(stats.aiInteractions)}>
          {countOf(ai.aiEdits, 'AI edit')} applied, {countOf(ai.explanations, 'explanation')} of legal terms,{' '}
          {countOf(ai.chatReplies, 'chat reply', 'chat replies')} from the assistant.
        </Stat>
        <Stat id="time" label="Time saved" value={stats.timesSaved}>
          An estimate {stats.timeSavedBasis}, not a measurement.
        </Stat>
        <Stat id="last-active" label="Last active" value={lastActive?.when ?? 'Nothing yet'}>
          {lastActive ? `${lastActive.exact}. ` : ''}Your latest recorded action: a document change, a
          message, an explanation or an API call.
        </Stat>
        <Stat id="plan" label="Plan" value={stats.plan}>
          {stats.validUntil ? (
            `Professional, valid until ${stats.validUntil}.`
          ) : (
            <>
              The free trial: one document, as a preview.{' '}
              <Link to="/subscription" className={linkClass}>
                See the Professional plan
              </Link>
            </>
          )}
        </Stat>
        <Stat id="api-calls" label="API calls" value={String(stats.apiCalls)}>
          Requests made with your personal API tokens, counted as they happen.{' '}
          <Link to="/app/api-tokens" className={linkClass}>
            Manage API tokens
          </Link>
        </Stat>
        <Stat id="storage" label="Storage used" value={stats.storageUsed}>
          Every version of the text of your documents, and the files you attached.
        </Stat>
        <Stat id="collaborators" label="Collaborators" value={String(stats.collaborators)}>
          People with a role on your documents, not counting you
          {stats.pendingInvitations > 0
            ? `; and ${countOf(stats.pendingInvitations, 'invitation')} not yet accepted`
            : ''}
          .
        </Stat>
      </dl>
      <RecentActivity items={activity} />
    </>
  )
}

function Stat({
  id,
  label,
  value,
  children,
}: {
  id: string
  label: string
  value: string
  children: ReactNode
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4" data-testid={`stat-${id}`}>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900" data-testid={`stat-${id}-value`}>
        {value}
      </dd>
      <dd className="mt-2 text-xs text-slate-600">{children}</dd>
    </div>
  )
}

function RecentActivity({ items }: { items: Overview['activity'] }) {
  return (
    <section aria-labelledby="recent-activity-heading" className="mt-8">
      <h2 id="recent-activity-heading" className="text-lg font-semibold">
        Recent activity
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          Nothing recorded yet.{' '}
          <Link to="/app" className={linkClass}>
            Generate a document
          </Link>{' '}
          to begin.
        </p>
      ) : (
        <ol
          aria-labelledby="recent-activity-heading"
          className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
        >
          {items.map((item, index) => (
            <li
              key={index}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm"
            >
              {item.href ? (
                <Link to={item.href} className={cn(linkClass, 'min-w-0 break-words')}>
                  {item.text}
                </Link>
              ) : (
                <span className="min-w-0 break-words text-slate-800">{item.text}</span>
              )}
              <time dateTime={item.at} title={item.exact} className="shrink-0 text-xs text-slate-500">
                {item.when}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
