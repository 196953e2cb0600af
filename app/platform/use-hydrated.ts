import { useEffect, useState } from 'react'

/** False on the server and in the first render; true once JavaScript runs in the page. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
