// The Security tab's forms and its session list, as server and browser both read them.

/** The `intent` each of the tab's forms posts to /profile. */
export const SECURITY_INTENTS = {
  changePassword: 'change-password',
  endSession: 'end-session',
  endOtherSessions: 'end-other-sessions',
} as const

/** Where the tab's forms post and return to. */
export const SECURITY_TAB_PATH = '/profile?tab=security'

/** One signed-in session of the account, named by its public id (never its token or the token's hash). */
export interface SessionEntry {
  id: string
  /** "Chrome on Windows" (domain/accounts/user-agent.ts). */
  device: string
  /** The address it signed in from, partly masked. */
  address: string
  createdAt: string
  lastSeenAt: string
  /** The dates in India Standard Time, as the page words them. */
  created: string
  lastSeen: string
  /** The session this page was loaded with: "This device". */
  current: boolean
}
