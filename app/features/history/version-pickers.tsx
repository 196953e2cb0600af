import { Form, Link } from '@remix-run/react'
import { Button } from '#app/ui/button.tsx'
import { DiffText } from '#app/features/history/word-diff.tsx'
import { HISTORY_PARAMS as P, type HistoryPage, type ShownView } from './contract.ts'
import { Label } from '#app/ui/label.tsx'
import { Select } from '#app/ui/select.tsx'

const selectClass = 'mt-1 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm shadow-none'

/**
 * View one version of the text, or compare two word by word: GET forms with selects, so
 * either is a URL and works without JavaScript. The pickers list every version, so they
 * are shown when asked for (and while a version or a comparison is shown); before that,
 * links to the latest version, the last change, and the pickers. The list page the user
 * is on is kept.
 */
export function VersionPickers({ page }: { page: HistoryPage }) {
  const { count, latest, beforeLatest, options } = page.versions
  const keep = page.page > 1 ? `&${P.page}=${page.page}` : ''
  return (
    <section aria-labelledby="versions-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="versions-heading" className="text-base font-semibold">
        Versions of the text ({count})
      </h2>
      {options ? (
        <Pickers page={page} options={options} />
      ) : (
        <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
          {latest ? (
            <li>
              <Link
                to={`?${P.version}=${latest.version}${keep}#versions-heading`}
                className="text-brand-700 underline"
              >
                View the latest version (#{latest.version})
              </Link>
            </li>
          ) : null}
          {latest && beforeLatest ? (
            <li>
              <Link
                to={`?${P.from}=${beforeLatest.version}&${P.to}=${latest.version}${keep}#versions-heading`}
                className="text-brand-700 underline"
              >
                Compare the last two (#{beforeLatest.version} → #{latest.version})
              </Link>
            </li>
          ) : null}
          <li>
            <Link to={`?${P.pick}=1${keep}#versions-heading`} className="text-brand-700 underline">
              Choose versions to view or compare
            </Link>
          </li>
        </ul>
      )}
      {page.shown ? <Shown shown={page.shown} /> : null}
    </section>
  )
}

function Pickers({
  page,
  options,
}: {
  page: HistoryPage
  options: NonNullable<HistoryPage['versions']['options']>
}) {
  const latest = options.at(-1)?.version
  const beforeLatest = options.at(-2)?.version ?? latest
  const keepPage = page.page > 1 ? <input type="hidden" name={P.page} value={page.page} /> : null
  // One list of options for the three pickers.
  const items = options.map((v) => (
    <option key={v.version} value={v.version}>
      {v.label}
    </option>
  ))
  return (
    <div className="mt-3 grid gap-4 md:grid-cols-2">
      <Form method="get" className="flex flex-col gap-2" aria-label="View a version">
        {keepPage}
        <Label className="text-inherit">
          Version
          <Select
            name={P.version}
            defaultValue={page.chosen.version || String(latest ?? '')}
            className={selectClass}
            key={`v-${page.chosen.version}`}
          >
            {items}
          </Select>
        </Label>
        <Button type="submit" variant="outline" className="self-start py-1.5">
          View version
        </Button>
      </Form>
      <Form method="get" className="flex flex-col gap-2" aria-label="Compare two versions">
        {keepPage}
        <div className="grid gap-2 sm:grid-cols-2">
          <Label className="text-inherit">
            From
            <Select
              name={P.from}
              defaultValue={page.chosen.from || String(beforeLatest ?? '')}
              className={selectClass}
              key={`f-${page.chosen.from}`}
            >
              {items}
            </Select>
          </Label>
          <Label className="text-inherit">
            To
            <Select
              name={P.to}
              defaultValue={page.chosen.to || String(latest ?? '')}
              className={selectClass}
              key={`t-${page.chosen.to}`}
            >
              {items}
            </Select>
          </Label>
        </div>
        <Button type="submit" variant="outline" className="self-start py-1.5" disabled={options.length < 2}>
          Compare
        </Button>
      </Form>
    </div>
  )
}

function Shown({ shown }: { shown: ShownView }) {
  if (shown.kind === 'version') {
    return (
      <article aria-labelledby="shown-heading" className="mt-4">
        <h3 id="shown-heading" className="text-sm font-semibold">
          The text at {shown.label}
        </h3>
        <div
          className="mt-2 max-h-[40rem] overflow-y-auto whitespace-pre-wrap break-words rounded-lg border border-slate-200 p-4 font-serif text-[15px] leading-relaxed"
          data-testid="version-content"
        >
          {shown.content}
        </div>
      </article>
    )
  }
  return (
    <article aria-labelledby="shown-heading" className="mt-4">
      <h3 id="shown-heading" className="text-sm font-semibold">
        From {shown.fromLabel} to {shown.toLabel}
      </h3>
      {shown.parts ? (
        <>
          <p className="mt-1 text-xs text-slate-600" data-testid="diff-counts">
            {shown.added} {shown.added === 1 ? 'word' : 'words'} added, {shown.removed}{' '}
            {shown.removed === 1 ? 'word' : 'words'} removed. Added text is{' '}
            <ins className="bg-green-100 text-green-900 no-underline">highlighted</ins>, removed text{' '}
            <del className="bg-red-100 text-red-800">struck through</del>.
          </p>
          <div className="mt-2 max-h-[40rem] overflow-y-auto rounded-lg border border-slate-200 p-4">
            <DiffText parts={shown.parts} testId="version-diff" />
          </div>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          The two versions differ too much to compare word by word in reasonable time; view each one instead.
        </p>
      )}
    </article>
  )
}
