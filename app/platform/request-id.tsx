import { createContext, useContext, useState } from 'react'

// The id server.js gives each request (server/request-id.js), shown on the 500 page so a
// user can quote it and the operator find the logged error by it.

const RequestIdContext = createContext<string | null>(null)
export const RequestIdProvider = RequestIdContext.Provider

/** Marks the element that prints the id, so the browser can read it back when hydrating. */
export const REQUEST_ID_ATTRIBUTE = 'data-request-id'

/** A request id a failed data request carried in its error's message (entry.server.tsx). */
const IN_MESSAGE = /\(request id ([\w-]{1,100})\)$/

export function withRequestId(message: string, id: string): string {
  return `${message} (request id ${id})`
}

/**
 * The failed request's id: from the server's render, then — the same text, so hydration
 * matches — from the page it printed; after a failed data request, from the error.
 */
export function useRequestId(error: unknown): string | null {
  const rendered = useContext(RequestIdContext)
  const [id] = useState(() => {
    if (rendered) return rendered
    if (error instanceof Error) {
      const carried = IN_MESSAGE.exec(error.message)?.[1]
      if (carried) return carried
    }
    if (typeof document === 'undefined') return null
    return document.querySelector(`[${REQUEST_ID_ATTRIBUTE}]`)?.getAttribute(REQUEST_ID_ATTRIBUTE) ?? null
  })
  return id
}
