import { COLLABORATION_TEXTS } from '#domain/collaboration/texts.ts'

/**
 * The pages an export link answers with when there is no file to give. The export route
 * is a resource route (it has no component, so no error boundary renders for it), and a
 * link followed without JavaScript must still land on a readable page: a small standalone
 * page in the words and look of app/features/site/error-page.tsx, with no script.
 */
type Refusal =
  'document_not_found' | 'not_found' | 'upgrade_required' | 'busy' | 'export_busy' | 'export_failed'

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const PAGES: Record<Refusal, { status: number; title: string; detail: string }> = {
  document_not_found: {
    status: 404,
    title: COLLABORATION_TEXTS.notFoundTitle,
    detail: COLLABORATION_TEXTS.notFound,
  },
  not_found: {
    status: 404,
    title: 'Page not found',
    detail: 'The page you were looking for does not exist or has moved.',
  },
  busy: {
    status: 409,
    title: 'Please try again',
    detail:
      'Many changes reached this document at the same moment, and this download could not be recorded in its history in time, so it was not given. Please try again.',
  },
  // The export workers are all busy with a full line, or the file could not be made in time.
  export_busy: {
    status: 503,
    title: 'Please try again',
    detail: 'Many files are being made at this moment. Please try the download again in a few seconds.',
  },
  export_failed: {
    status: 503,
    title: 'Please try again',
    detail: 'The file could not be made this time, and nothing was recorded. Please try the download again.',
  },
  upgrade_required: {
    status: 403,
    title: 'Upgrade Required',
    detail:
      'Free-trial documents are preview-only. Download and export come with the Professional plan (₹299 per 3 months).',
  },
}

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #0f172a; background: #fff; }
  main { max-width: 36rem; min-height: 100vh; margin: 0 auto; padding: 2rem; box-sizing: border-box;
    display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 1rem; text-align: center; }
  .status { font-size: 3.75rem; font-weight: 700; color: #1d4ed8; margin: 0; }
  h1 { font-size: 1.5rem; margin: 0; }
  p { color: #475569; margin: 0; }
  nav { display: flex; flex-wrap: wrap; gap: 0.75rem; justify-content: center; }
  a { border-radius: 0.375rem; padding: 0.5rem 1rem; font-weight: 500; text-decoration: none; }
  a.primary { background: #2563eb; color: #fff; }
  a.secondary { border: 1px solid #cbd5e1; color: #0f172a; }
`

/** Seconds a client is asked to wait when every export worker is busy. */
export const EXPORT_RETRY_AFTER_SECONDS = 5

export function refusalPage(refusal: Refusal, agreementId?: string): Response {
  const page = PAGES[refusal]
  const back = (kind: string) =>
    agreementId
      ? `<a class="${kind}" href="/app/documents/${escapeHtml(agreementId)}">Back to the document</a>`
      : ''
  const links =
    refusal === 'upgrade_required'
      ? `<a class="primary" href="/subscription">Upgrade Now - ₹299</a>` + back('secondary')
      : (refusal === 'busy' || refusal === 'export_busy' || refusal === 'export_failed') && agreementId
        ? back('primary')
        : `<a class="primary" href="/">Back to Home</a>`
  const html = `<!DOCTYPE html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)} — NyayaDraft</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="status">${page.status}</p>
<h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.detail)}</p>
<nav>${links}</nav>
</main>
</body>
</html>
`
  return new Response(html, {
    status: page.status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-store',
      ...(page.status === 503 ? { 'Retry-After': String(EXPORT_RETRY_AFTER_SECONDS) } : {}),
    },
  })
}
