import { useState } from 'react'
import { useRevalidator } from '@remix-run/react'
import { Button } from '#app/ui/button.tsx'

export type ExportFormat = 'pdf' | 'docx' | 'html' | 'txt'

export type ExportPanelProps = {
  agreementId: string
  access: 'full' | 'preview'
  /** The "Recently Exported" read model, latest first, with the time already formatted. */
  exports: { format: ExportFormat; exportedAt: string; times: number }[]
}

const FORMATS: { format: ExportFormat; label: string; description: string }[] = [
  { format: 'pdf', label: 'PDF', description: 'A4, ready to print and sign' },
  { format: 'docx', label: 'DOCX', description: 'Word, with headings and numbered clauses' },
  { format: 'html', label: 'HTML', description: 'A standalone page you can print' },
  { format: 'txt', label: 'TXT', description: 'Plain text' },
]
const LABELS = Object.fromEntries(FORMATS.map((f) => [f.format, f.label])) as Record<ExportFormat, string>

/** The name the server gave the file (RFC 6266), so a download made with JavaScript keeps it. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? ''
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header)
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1])
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback
}

/**
 * Four downloads made on the server. Each is a plain link, so it works without
 * JavaScript; with JavaScript the file is fetched in the page instead, the buttons are
 * disabled while it is made (the specification's exporting flag), and the "Recently
 * Exported" list refreshes as soon as it arrives. A trial document shows the buttons
 * disabled with "Upgrade Required" — and the server refuses the links too.
 */
export function ExportPanel({ agreementId, access, exports }: ExportPanelProps) {
  const [exporting, setExporting] = useState<ExportFormat | null>(null)
  const revalidator = useRevalidator()
  const exported = new Set(exports.map((e) => e.format))
  const preview = access === 'preview'

  async function download(event: React.MouseEvent<HTMLAnchorElement>, format: ExportFormat) {
    // Let the browser handle a modified click (new tab, save as) itself.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    if (exporting) return
    const href = event.currentTarget.href
    setExporting(format)
    try {
      const response = await fetch(href, { credentials: 'same-origin' })
      // A refusal is a page: show it as the link would have.
      if (!response.ok) return window.location.assign(href)
      const url = URL.createObjectURL(await response.blob())
      const link = document.createElement('a')
      link.href = url
      link.download = fileNameOf(response, `agreement.${format}`)
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
      revalidator.revalidate()
    } catch {
      window.location.assign(href)
    } finally {
      setExporting(null)
    }
  }

  return (
    <section
      aria-labelledby="export-heading"
      className="mt-8 rounded-xl border border-slate-200 bg-white p-6"
    >
      <h2 id="export-heading" className="text-lg font-semibold">
        Export
      </h2>
      <p className="mt-1 text-sm text-slate-600">Download this agreement as a file made on the server.</p>
      {preview ? (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <strong>Upgrade Required</strong> — download and export come with the Professional plan.{' '}
          <a href="/subscription" className="font-medium underline">
            Upgrade Now - ₹299
          </a>
        </p>
      ) : null}
      <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {FORMATS.map(({ format, label, description }) => (
          <li key={format}>
            {preview ? (
              <Button
                type="button"
                disabled
                title="Upgrade Required"
                variant="outline"
                className="flex w-full flex-col items-start gap-0 rounded-lg border-slate-200 bg-slate-50 px-3 py-2 text-left text-base font-normal text-slate-400"
              >
                <span className="font-medium">Download {label}</span>
                <span className="text-xs">Upgrade Required</span>
              </Button>
            ) : (
              <a
                href={`/app/documents/${agreementId}/export/${format}`}
                download
                onClick={(event) => void download(event, format)}
                aria-disabled={exporting !== null || undefined}
                className={`flex flex-col items-start rounded-lg border border-slate-200 px-3 py-2 hover:border-brand-600 hover:bg-brand-50 ${
                  exporting !== null ? 'pointer-events-none opacity-60' : ''
                }`}
              >
                <span className="font-medium">
                  {exported.has(format) ? (
                    <span aria-hidden="true" className="mr-1 text-green-700">
                      ✓
                    </span>
                  ) : null}
                  {exporting === format ? `Exporting ${label}...` : `Download ${label}`}
                  {exported.has(format) ? <span className="sr-only"> (exported before)</span> : null}
                </span>
                <span className="text-xs text-slate-600">{description}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
      <h3 className="mt-6 text-sm font-semibold">Recently Exported</h3>
      {exports.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">Nothing exported yet.</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm" aria-label="Recently Exported">
          {exports.map((e) => (
            <li key={e.format} className="flex items-center gap-2">
              <span aria-hidden="true" className="text-green-700">
                ✓
              </span>
              <span className="font-medium">{LABELS[e.format]}</span>
              <span className="text-slate-600">
                {e.exportedAt}
                {e.times > 1 ? ` · ${e.times} times` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
