import type { SerializeFrom } from '@remix-run/node'
import { SiteHeader } from '#app/features/site/site-header.tsx'
import { TabLink, TabLinks } from '#app/ui/tab-links.tsx'
import type { profileAction, profilePage } from './page.server.ts'
import { PROFILE_TAB_LABELS, PROFILE_TABS, profileTabPath } from './tabs.ts'
import { OverviewTab } from './overview-tab.tsx'
import { ProfileTab } from './profile-tab.tsx'
import { SubscriptionTab } from './subscription-tab.tsx'
import { SecurityTab } from './security-tab.tsx'

export type ProfilePageData = SerializeFrom<typeof profilePage>
export type ProfileActionData = SerializeFrom<typeof profileAction> | undefined

/** The profile dashboard: four tabs, each a link, so it works the same without JavaScript. */
export function ProfilePage({ data, actionData }: { data: ProfilePageData; actionData: ProfileActionData }) {
  return (
    <>
      <SiteHeader />
      <main className="mx-auto max-w-4xl px-4 py-12">
        <h1 className="text-2xl font-bold">Your account</h1>
        <TabLinks aria-label="Account tabs" look="underline" className="mt-6">
          {PROFILE_TABS.map((tab) => (
            <TabLink key={tab} to={profileTabPath(tab)} current={data.tab === tab} look="underline">
              {PROFILE_TAB_LABELS[tab]}
            </TabLink>
          ))}
        </TabLinks>
        <section aria-label={`${PROFILE_TAB_LABELS[data.tab]} tab`} className="mt-6">
          {data.tab === 'overview' ? <OverviewTab data={data} /> : null}
          {data.tab === 'profile' ? <ProfileTab data={data} actionData={actionData} /> : null}
          {data.tab === 'subscription' ? <SubscriptionTab data={data} /> : null}
          {data.tab === 'security' ? <SecurityTab data={data} actionData={actionData} /> : null}
        </section>
      </main>
    </>
  )
}
