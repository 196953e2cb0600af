import { REQUEST_ID_HEADER } from '../../server/request-id.js'

/**
 * Who made an HTTP request, by the id server.js gives it, for that request's log line: the
 * user's id only, never the address. Noted where the caller is found (a session, an API
 * token); server.js takes it when the response ends.
 */
const users = new Map<string, string>()
// A request whose client went before its loader found the user is never taken: the oldest
// entries go past this many, so the map cannot grow.
const MAX_KEPT = 5_000

export function noteRequestUser(request: Request, userId: string): void {
  const id = request.headers.get(REQUEST_ID_HEADER)
  if (!id) return
  users.set(id, userId)
  if (users.size > MAX_KEPT) users.delete(users.keys().next().value!)
}

/** The user noted for this request, forgotten as it is read. */
export function takeRequestUser(requestId: string): string | null {
  const userId = users.get(requestId)
  if (userId === undefined) return null
  users.delete(requestId)
  return userId
}
