import { useRootData } from '#app/platform/use-root-data.ts'

/** The hidden CSRF token every form posts (checked by csrfProblem on the server). */
export function CsrfInput() {
  const { csrf } = useRootData()
  return <input type="hidden" name="csrf" value={csrf} />
}
