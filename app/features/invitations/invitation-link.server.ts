import crypto from 'node:crypto'
import { isUuid } from '#domain/shared/ids.ts'
import { getEnv } from '#app/platform/env.server.ts'

// A pending invitation's single-use link: /invitations/<document>.<collaborator>.<mac>.
// The mac is an HMAC of the two ids under the server's secret, so the link needs no
// storage, only the owner and admins (who see pending invitations) can hand it out, and
// it dies when the invitation is accepted or withdrawn (the stream then refuses it).

export interface InvitationRef {
  agreementId: string
  collaboratorId: string
}

const macOf = ({ agreementId, collaboratorId }: InvitationRef): string =>
  crypto
    .createHmac('sha256', getEnv().SESSION_SECRET)
    .update(`invitation\n${agreementId}\n${collaboratorId}`)
    .digest('base64url')

export const invitationCode = (ref: InvitationRef): string =>
  `${ref.agreementId}.${ref.collaboratorId}.${macOf(ref)}`

export const invitationPath = (ref: InvitationRef): string => `/invitations/${invitationCode(ref)}`

/** The invitation a code names, or null for anything this server did not sign (compared in constant time). */
export function readInvitationCode(code: string | undefined): InvitationRef | null {
  const [agreementId, collaboratorId, mac, ...rest] = (code ?? '').split('.')
  if (
    rest.length > 0 ||
    !agreementId ||
    !collaboratorId ||
    !mac ||
    !isUuid(agreementId) ||
    !isUuid(collaboratorId)
  )
    return null
  const ref = { agreementId: agreementId.toLowerCase(), collaboratorId: collaboratorId.toLowerCase() }
  const expected = Buffer.from(macOf(ref))
  const sent = Buffer.from(mac)
  return sent.length === expected.length && crypto.timingSafeEqual(sent, expected) ? ref : null
}
