import crypto from 'node:crypto'
import { REQUEST_ID_HEADER } from '../../server/request-id.js'
import { clientAddress } from './request.server.ts'

/**
 * Who runs a command and from where, built once per request and recorded as the metadata
 * of every event the command appends. The audit trail and the history read only the actor
 * (its id, and the name and e-mail runCommand records beside it); the address and the user
 * agent stay in the event log for an operator's investigation.
 */
export interface CommandContext {
  actorId: string
  /** server.js's id for the HTTP request; a fresh one where there is no request (a script). */
  requestId: string
  /** The client's address as the server sees it (TRUST_PROXY decides whether a proxy's header counts). */
  ip: string | null
  userAgent: string | null
}

const USER_AGENT_MAX = 300

/** The context of a loader's or an action's request, for the signed-in `actorId`. */
export function commandContext(
  { request, context }: { request: Request; context: unknown },
  actorId: string,
): CommandContext {
  return {
    actorId,
    requestId: request.headers.get(REQUEST_ID_HEADER) ?? crypto.randomUUID(),
    ip: clientAddress(context),
    userAgent: request.headers.get('user-agent')?.slice(0, USER_AGENT_MAX) ?? null,
  }
}

/** A command run outside an HTTP request (an operator's script, a seed, a test): `tool` names it. */
export function commandContextWithoutRequest(actorId: string, tool: string): CommandContext {
  return { actorId, requestId: crypto.randomUUID(), ip: null, userAgent: tool }
}
