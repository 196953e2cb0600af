import { useEffect, useRef } from 'react'

/**
 * Calls `onSuccess` once when a fetcher's submission ends in a redirect — the actions
 * redirect on success and answer a refusal as data, so "idle again with no data" is
 * success. Used to clear a form and put its role back to viewer after adding.
 */
export function useFetcherSuccess(fetcher: { state: string; data: unknown }, onSuccess: () => void) {
  const previous = useRef(fetcher.state)
  const callback = useRef(onSuccess)
  callback.current = onSuccess
  useEffect(() => {
    if (previous.current !== 'idle' && fetcher.state === 'idle' && fetcher.data === undefined)
      callback.current()
    previous.current = fetcher.state
  }, [fetcher.state, fetcher.data])
}
