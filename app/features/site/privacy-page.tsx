import { Link } from '@remix-run/react'
import { Configured, Part, StaticPage } from './static-page.tsx'
import type { StaticPageData } from './page.server.ts'

// What this product stores is read from db/migrations and app/platform: keep this page in
// step with them. Figures come from the code's constants through the loader.

export const PRIVACY_TITLE = 'Privacy Policy'

export function PrivacyPage({ data }: { data: StaticPageData }) {
  const { operator, facts } = data
  return (
    <StaticPage
      title={PRIVACY_TITLE}
      data={data}
      lead="What NyayaDraft stores about you, why, for how long, who else sees it, and your rights under the Digital Personal Data Protection Act 2023."
    >
      <Part title="Who is responsible">
        <p>
          The data fiduciary for this site is <Configured value={operator.companyName} />
          {operator.companyAddress ? `, ${operator.companyAddress.replaceAll('\n', ', ')}` : ''}. Questions
          and requests about your personal data go to the grievance officer named below.
        </p>
      </Part>

      <Part title="What we store and why">
        <p>We keep what the product needs to work, and nothing for advertising.</p>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>Your account</strong>: your e-mail address, display name, when the account was made and
            whether you confirmed your address. Your password is stored only as an argon2id hash; nobody can
            read it back. Used to sign you in and to send you the mail you ask for.
          </li>
          <li>
            <strong>Sessions</strong>: for each device you sign in on, a random token (kept only as its
            SHA-256 hash), the network (IP) address and browser description it signed in from, and when it was
            made and last used. A session ends after {facts.sessionIdleHours} hours without use or{' '}
            {facts.sessionMaxHours} hours in all; signing out, or signing a session out from your profile,
            deletes it. The record of a session that simply expired is not yet deleted automatically.
          </li>
          <li>
            <strong>Documents and their history</strong>: the agreements you draft and everything done to them
            — generated, edited, AI-edited (with the instruction), clauses added, exported, shared, comments
            and collaborators — each recorded as an event with who did it, when, from which network address
            and browser, and a request id. The history is append-only and hash-chained so that you, your
            collaborators and auditors can prove what happened to a document.
          </li>
          <li>
            <strong>Conversations and attachments</strong>: your chats with the assistant, and the files you
            attach (up to {facts.attachmentMaxMb} MB each): the file itself, its name, size, SHA-256 hash and
            the text read from it.
          </li>
          <li>
            <strong>Your clauses and templates</strong>: passages you save under My clauses (title, category,
            risk, tags and text, as saved and as each edit left them), and the templates you build — every
            change to a template and every saved version, each an event kept in the same append-only history;
            a deleted clause or template leaves your lists but its events remain, and &ldquo;Download my
            data&rdquo; includes them.
          </li>
          <li>
            <strong>Collaboration</strong>: the names and e-mail addresses of people you invite to a document,
            their roles, and the comments everyone writes.
          </li>
          <li>
            <strong>Payments</strong>: for each purchase, the payment gateway’s order and payment references,
            the amount, its status, the plan period it bought and the state you gave as place of supply for
            GST; and the tax invoice, which carries your name and e-mail. Card, UPI and bank details are
            entered on the gateway’s checkout and never reach us.
          </li>
          <li>
            <strong>Mail</strong>: each message we send you (password reset, address confirmation, notices)
            waits in an outbox with its recipient, subject and body — the body sealed with AES-256-GCM — and
            its delivery attempts (at most {facts.mailAttempts}).
          </li>
          <li>
            <strong>Contact messages</strong>: what you send through the contact form — your name, e-mail,
            phone number if you give one, subject and message — kept so that none is lost, and mailed to our
            support address when one is set. Counts of messages per network address slow down floods; the
            address itself is kept only as a one-way hash.
          </li>
          <li>
            <strong>Protection against abuse</strong>: counts of failed sign-ins and password-reset requests
            per e-mail and network address, to slow down guessing.
          </li>
          <li>
            <strong>Usage counts</strong>: your personal API tokens (name, a short prefix and a hash, never
            the token) with how often each was used, and that a legal-term explanation was given (the
            language, not the text).
          </li>
        </ul>
      </Part>

      <Part title="Cookies">
        <p>This site sets three cookies, all first-party, HttpOnly and SameSite=Lax, and no others:</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>
            <code>session</code> — keeps you signed in (at most {facts.sessionMaxHours} hours);
          </li>
          <li>
            <code>csrf</code> — a random token that proves a form was sent from this site;
          </li>
          <li>
            <code>toast</code> — carries a one-time message (“Profile updated”) to the next page.
          </li>
        </ul>
        <p>
          The <code>csrf</code> and <code>toast</code> cookies last until you close the browser. Over https
          their names carry the <code>__Host-</code> prefix and they are sent only over https. There are no
          analytics, advertising or tracking cookies.
          {facts.payments === 'test'
            ? ''
            : ' When you pay, Razorpay’s checkout runs on Razorpay’s own pages and may set its own cookies under its own policy.'}
        </p>
      </Part>

      <Part title="Who else receives your data">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>AI model</strong>:{' '}
            {facts.aiModel
              ? `this site uses an outside ${facts.aiModel}. The text you ask it to work on — your chat messages and the details you give for a draft, the text read from your attachments, a document you ask it to edit or explain — is sent to that model’s provider.`
              : 'none. This site drafts, edits and explains with its own offline engine; your text is not sent to any AI provider.'}
          </li>
          <li>
            <strong>Payments</strong>:{' '}
            {facts.payments === 'test'
              ? 'this site takes test payments only; no money moves and no payment details are collected.'
              : 'Razorpay, which receives your name and e-mail address with each order, processes your payment and tells us whether it succeeded.'}
          </li>
          <li>
            <strong>Mail</strong>:{' '}
            {facts.mail === 'smtp'
              ? 'the mail provider that delivers our messages receives their recipient and content.'
              : 'none; this site writes its messages to files on its own server and sends no mail.'}
          </li>
          <li>
            <strong>Your collaborators</strong> see the documents you share with them, and the history of
            those documents.
          </li>
        </ul>
        <p>We do not sell your data or share it for advertising.</p>
      </Part>

      <Part title="How long we keep it">
        <p>
          Your account, documents, conversations, attachments and their history are kept while your account
          exists, so that the history of every document stays complete. Password-reset links work for{' '}
          {facts.resetLinkMinutes} minutes and address-confirmation links for {facts.emailLinkHours} hours. A
          contact message is kept until we have handled it and may then be deleted{' '}
          {facts.contactRetentionDays} days later. Tax invoices and payment records are kept for as long as
          the tax laws require records to be kept, even after an account is erased. There is no self-service
          account deletion yet: ask for erasure as below.
        </p>
      </Part>

      <Part title="Your rights">
        <p>
          Sections 11 to 14 of the Digital Personal Data Protection Act 2023 give you these rights. The Act
          and its Rules (notified in November 2025) come into force in stages, the last about May 2027; until
          then the Information Technology Act 2000 (s.43A) and its 2011 rules on sensitive personal data
          apply. We honour these rights already. You may:
        </p>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>Access</strong> a summary of your personal data: signed in, open{' '}
            <Link to="/profile?tab=profile" className="underline">
              your profile
            </Link>{' '}
            and use “Download my data” for a copy of your profile, sessions, conversations and their
            attachments, documents with every version, comments, invitations, the documents shared with you,
            your clauses and templates, API token names, plan, payments and invoices.
          </li>
          <li>
            <strong>Correction</strong>: change your name and e-mail address on your profile; for anything
            else, write to the grievance officer.
          </li>
          <li>
            <strong>Erasure</strong> of data no longer needed, and withdrawal of consent: write to the
            grievance officer from your account’s address. Data the law requires us to keep, such as tax
            invoices, is kept for as long as it requires.
          </li>
          <li>
            <strong>Grievance redressal</strong>: write to the grievance officer; if you are not satisfied
            with the answer, you may complain to the Data Protection Board of India once the Act's provisions
            on complaints are in force.
          </li>
          <li>
            <strong>Nomination</strong>: name a person to exercise these rights for you in case of your death
            or incapacity, by writing to the grievance officer.
          </li>
        </ul>
      </Part>

      <Part title="Grievance officer">
        <p data-testid="grievance-officer">
          <Configured value={operator.grievanceOfficerName} />
          {' — '}
          <Configured value={operator.grievanceOfficerEmail}>
            <a href={`mailto:${operator.grievanceOfficerEmail ?? ''}`} className="underline">
              {operator.grievanceOfficerEmail}
            </a>
          </Configured>
        </p>
      </Part>

      <Part title="Security and changes">
        <p>
          How your data is protected is described on the{' '}
          <Link to="/security" className="underline">
            Security
          </Link>{' '}
          page. If this policy changes, the new version is published here.
        </p>
      </Part>
    </StaticPage>
  )
}
