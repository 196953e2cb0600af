/** The profile dashboard's tabs (specification §2), each a URL: /profile?tab=<tab>. */
export const PROFILE_TABS = ['overview', 'profile', 'subscription', 'security'] as const
export type ProfileTab = (typeof PROFILE_TABS)[number]

export const PROFILE_TAB_LABELS: Record<ProfileTab, string> = {
  overview: 'Overview',
  profile: 'Profile',
  subscription: 'Subscription',
  security: 'Security',
}

/** The tab a URL asks for; anything else is the overview. */
export function profileTabOf(url: URL): ProfileTab {
  const asked = url.searchParams.get('tab')
  return (PROFILE_TABS as readonly string[]).includes(asked ?? '') ? (asked as ProfileTab) : 'overview'
}

export const profileTabPath = (tab: ProfileTab): string =>
  tab === 'overview' ? '/profile' : `/profile?tab=${tab}`
