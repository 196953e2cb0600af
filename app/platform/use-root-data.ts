import { useRouteLoaderData } from '@remix-run/react'
import type { loader } from '#app/root.tsx'

/** The root loader's data (user, whether they have Professional, CSRF token, runtime) from any component. */
export function useRootData() {
  const data = useRouteLoaderData<typeof loader>('root')
  if (!data) throw new Error('useRootData used outside the root route')
  return data
}
