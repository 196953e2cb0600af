import { Input } from '#app/ui/input.tsx'
import { Label } from '#app/ui/label.tsx'

/**
 * The share link as text to copy: origin + /document/<id>. Read-only and selected on
 * focus, so it can be copied by hand without JavaScript.
 */
export function ShareLinkBox({ url, highlight = false }: { url: string; highlight?: boolean }) {
  return (
    <div id="share-link" className={`flex flex-col gap-1 ${highlight ? 'rounded-lg bg-brand-50 p-2' : ''}`}>
      <Label htmlFor="share-link-input">Share link</Label>
      <Input
        id="share-link-input"
        readOnly
        value={url}
        onFocus={(e) => e.currentTarget.select()}
        className="w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs shadow-none"
        data-testid="share-link"
      />
      {highlight ? (
        <p className="text-xs text-slate-600">Copy this link and send it to the people on the list.</p>
      ) : null}
    </div>
  )
}
