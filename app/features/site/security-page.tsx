import { Link } from '@remix-run/react'
import { Part, StaticPage } from './static-page.tsx'
import type { StaticPageData } from './page.server.ts'

// Only measures the code takes, each checked against it (README "Security properties",
// docs/security.md): add a claim here only with the code and the test that back it.

export const SECURITY_TITLE = 'Security'

export function SecurityPage({ data }: { data: StaticPageData }) {
  const { facts } = data
  return (
    <StaticPage
      title={SECURITY_TITLE}
      data={data}
      lead="How NyayaDraft protects your account and your documents — the measures the code takes, as it takes them."
    >
      <Part title="Passwords">
        <p>
          Passwords ({facts.passwordLength.min} to {facts.passwordLength.max} characters) are stored only as
          argon2id hashes ({facts.passwordHash.memoryMiB} MiB of memory, {facts.passwordHash.passes} passes),
          never in a form that can be read back. After {facts.signInFailuresBeforeWait} failed sign-ins in a
          row for one e-mail and network address, the next attempt must wait, the wait doubling with each
          further failure up to {facts.maxSignInWaitMinutes} minutes. An unknown e-mail and a wrong password
          get the same answer.
        </p>
      </Part>

      <Part title="Sessions">
        <p>
          Signing in gives your browser a random 256-bit token; the server keeps only its SHA-256 hash and
          checks it on every request. A session ends after {facts.sessionIdleHours} hours without use or{' '}
          {facts.sessionMaxHours} hours in all. Signing out deletes it on the server, so a copied cookie stops
          working. Your profile lists where you are signed in and signs out any other session; resetting your
          password signs out all of them. Password-reset links work once, for {facts.resetLinkMinutes}{' '}
          minutes, and are stored only as a hash.
        </p>
      </Part>

      <Part title="Cookies and forged requests (CSRF)">
        <p>
          Cookies are HttpOnly and SameSite=Lax; over https they are Secure and carry the <code>__Host-</code>{' '}
          prefix. Every form submission must come from this site’s own origin, and must carry a token that
          matches a signed cookie; anything else is refused.
        </p>
      </Part>

      <Part title="Content Security Policy">
        <p>
          Every page is sent with a Content Security Policy that lets only this site’s scripts run, each with
          a fresh random nonce per response, so text in a document or an AI answer can never run as a script.
          Pages cannot be framed by other sites, plugins are off, and images load only from this site or from
          the page itself. Pages also carry <code>X-Content-Type-Options: nosniff</code>, a referrer policy,
          and over https Strict Transport Security.
        </p>
      </Part>

      <Part title="Who may see a document">
        <p>
          The server checks your role — owner, viewer, editor or admin — on every request. Someone with no
          role on a document gets exactly the “Document Not Found” a missing document gets. A collaborator’s
          role is bound to an account, not to an e-mail address.
        </p>
      </Part>

      <Part title="A tamper-evident audit trail">
        <p>
          Every change to a document is recorded as an event, never overwritten. Each event’s SHA-256 hash
          covers the previous event’s hash, forming a chain per document: altering or removing a recorded
          event breaks the chain from that point. A document’s version history shows whether its chain
          verifies, and its audit trail can be downloaded as JSON, CSV or a PDF certificate with the final
          hash.
        </p>
      </Part>

      <Part title="Files, mail and payments">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Attachments (up to {facts.attachmentMaxMb} MB) are checked by their content, not their name, and
            read with bounded memory.
          </li>
          <li>Mail waiting to be sent is sealed with AES-256-GCM, since it can hold live links.</li>
          <li>
            A payment starts a plan only after the server has checked the gateway’s signature, that the order
            is yours, and the payment as the gateway reports it.
          </li>
        </ul>
      </Part>

      <Part title="Reporting a problem">
        <p>
          If you think you have found a security problem, please tell us through the{' '}
          <Link to="/contact" className="underline">
            contact page
          </Link>
          . How personal data is handled is described in the{' '}
          <Link to="/privacy-policy" className="underline">
            Privacy Policy
          </Link>
          .
        </p>
      </Part>
    </StaticPage>
  )
}
