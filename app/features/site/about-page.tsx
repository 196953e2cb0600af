import { Link } from '@remix-run/react'
import { Configured, Part, StaticPage } from './static-page.tsx'
import type { StaticPageData } from './page.server.ts'

export const ABOUT_TITLE = 'About NyayaDraft'

export function AboutPage({ data }: { data: StaticPageData }) {
  const { operator, facts } = data
  return (
    <StaticPage
      title={ABOUT_TITLE}
      data={data}
      lead="NyayaDraft drafts agreements under Indian law for individuals, small businesses and lawyers — and keeps a record of every change made to them."
    >
      <Part title="What it does">
        <p>
          Describe the agreement you need or pick a template, answer a few questions, and NyayaDraft drafts a
          complete agreement: the parties, recitals, numbered clauses, the statutes it relies on, for a
          contract a neutral arbitration clause with a seat, signature blocks and an execution checklist —
          stamp duty, registration, witnesses, notarisation and e-signature. What it does not know it marks
          “[TO BE CONFIRMED: …]” for you to fill in, instead of inventing it.
        </p>
        <p>
          You can then edit the draft by hand or by describing the change, see its risk, completeness,
          compliance and readability computed from the text, have its legal terms explained in eight
          languages, export it as PDF, Word, HTML or text, and share it with collaborators who comment on it.
        </p>
      </Part>

      <Part title="How it drafts">
        <p>
          {facts.aiModel
            ? `Drafting, chat, edits and explanations go to an ${facts.aiModel}; when it fails, NyayaDraft’s own offline drafting engine answers instead, and says so.`
            : 'On this site every draft is written by NyayaDraft’s own offline drafting engine, which composes each agreement from its templates and a reference of Indian law — no outside AI model is involved.'}{' '}
          The engine never writes a clause that reference marks void.
        </p>
      </Part>

      <Part title="A record you can prove">
        <p>
          Every change to a document is recorded as an event — who made it, when and what changed — in a
          hash-chained history that shows if anything recorded was altered. You can view any version, compare
          two, and download the audit trail. See{' '}
          <Link to="/security" className="underline">
            Security
          </Link>
          .
        </p>
      </Part>

      <Part title="What it is not">
        <p>
          NyayaDraft is not a law firm and does not give legal advice. Its documents are drafting aids: have a
          qualified advocate review them before you sign.
        </p>
      </Part>

      <Part title="Who runs it">
        <p>
          This site is run by <Configured value={operator.companyName} />. To reach us, use the{' '}
          <Link to="/contact" className="underline">
            contact page
          </Link>
          .
        </p>
      </Part>
    </StaticPage>
  )
}
