/**
 * Invitations one account may send an hour. Each mails an address the inviter typed, so
 * without a cap a Professional account could make the product mail anyone, any number of
 * times; a team sharing a document needs far fewer.
 */
export const INVITATION_RATE_LIMIT = { invitations: 20, windowSeconds: 60 * 60 } as const

export function invitationWaitMessage(limit: number, seconds: number): string {
  const wait = seconds < 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`
  return `You have sent ${limit} invitations in the last hour, the most one account may send. Please wait ${wait} and try again.`
}
