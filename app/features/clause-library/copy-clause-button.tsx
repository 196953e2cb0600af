import { showToast } from '#app/platform/client-toast.ts'
import { useHydrated } from '#app/platform/use-hydrated.ts'
import { Button } from '#app/ui/button.tsx'

/**
 * "Copy": the clause's text, placeholders and all, on the clipboard with "Clause Copied!".
 * A clipboard needs JavaScript, so without it the button is replaced by a note: the text
 * above is plain, selectable text.
 */
export function CopyClauseButton({ content }: { content: string }) {
  const hydrated = useHydrated()
  if (!hydrated) return <p className="text-xs text-slate-600">Select the text to copy it.</p>
  async function copy() {
    try {
      await navigator.clipboard.writeText(content)
      showToast({
        type: 'success',
        title: 'Clause Copied!',
        description: 'The clause text is on your clipboard.',
      })
    } catch {
      showToast({
        type: 'error',
        title: 'Copy Failed',
        description: 'Your browser did not allow copying; select the text and copy it instead.',
      })
    }
  }
  return (
    <Button type="button" variant="outline" className="py-1.5" onClick={() => void copy()}>
      Copy
    </Button>
  )
}
