import { Link } from '@remix-run/react'
import { PLAN } from '#app/features/subscription/contract.ts'
import { Configured, Part, StaticPage } from './static-page.tsx'
import { RESPONSE_TIME } from './contract.ts'
import type { StaticPageData } from './page.server.ts'

// The plan, payment, cancellation and refund terms say what domain/subscription and the
// payments slice enforce (one trial document, one payment per three-month period, no
// automatic renewal, no automatic refund): change them together.

export const TERMS_TITLE = 'Terms of Service'

export function TermsPage({ data }: { data: StaticPageData }) {
  const { operator, facts } = data
  return (
    <StaticPage
      title={TERMS_TITLE}
      data={data}
      lead="The terms on which you may use NyayaDraft. Please read them before you create an account."
    >
      <Part title="The service">
        <p>
          NyayaDraft is provided by <Configured value={operator.companyName} />. It drafts agreements under
          Indian law from templates or your description, and lets you edit, analyse, explain, export and share
          them.
        </p>
      </Part>

      <Part title="Drafting aids, not legal advice">
        <p>
          Documents, analyses, scores and explanations produced here are drafting aids. They are not legal
          advice, and using the service creates no advocate–client relationship. A draft may be incomplete or
          wrong for your facts: it marks what it does not know as “[TO BE CONFIRMED: …]”. Have a qualified
          advocate review a document before you sign or rely on it, and check the stamp duty and registration
          your State requires.
        </p>
      </Part>

      <Part title="Your account">
        <p>
          You must be 18 or older (a minor cannot make a binding contract: Indian Contract Act 1872, s.11).
          You need an account, with a password of {facts.passwordLength.min} to {facts.passwordLength.max}{' '}
          characters, and you are responsible for what is done with it. Keep your password to yourself; you
          can see and sign out your sessions on your profile.
        </p>
      </Part>

      <Part title="Plans">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>Free</strong>: one document, as a preview — its text and three key terms; export, sharing
            and collaboration need Professional.
          </li>
          <li>
            <strong>{PLAN.name}</strong>: {PLAN.price} {PLAN.period} (GST included; regular price{' '}
            {PLAN.regularPrice}). {PLAN.features.join('; ')}.
          </li>
        </ul>
      </Part>

      <Part title="Payment">
        <p>
          One payment of {PLAN.price} buys three months of {PLAN.name}, from the moment the payment is
          confirmed with the payment gateway. It does not renew by itself: nothing is charged again unless you
          buy another period. Buying again after cancelling, while the period still runs, adds three months
          after its end, so no paid day is lost. Every payment gets a GST tax invoice, which you can download
          from your profile.
          {facts.payments === 'razorpay-live'
            ? ' Payments are processed by Razorpay.'
            : facts.payments === 'test'
              ? ' This site takes test payments only: no money moves, and the invoice is a specimen, not a tax invoice.'
              : ' This site takes test payments only: no money moves.'}
        </p>
      </Part>

      <Part title="Cancellation">
        <p>
          You may cancel at any time on the{' '}
          <Link to="/subscription" className="underline">
            subscription page
          </Link>
          . You keep {PLAN.name} until the end of the period you paid for; nothing renews after that.
        </p>
      </Part>

      <Part title="Refunds">
        <p>
          Cancelling does not refund the current period, and no refund is made automatically. To ask for one —
          for example for a payment taken twice — write to us through the{' '}
          <Link to="/contact" className="underline">
            contact page
          </Link>
          {operator.supportEmail ? ` or at ${operator.supportEmail}` : ''} with your invoice number. We reply{' '}
          {RESPONSE_TIME}; a refund that is granted is made through the payment gateway to the way you paid.
        </p>
      </Part>

      <Part title="Your content">
        <p>
          What you write and upload stays yours. You allow us to store and process it only to provide the
          service to you and to the collaborators you choose, as the{' '}
          <Link to="/privacy-policy" className="underline">
            Privacy Policy
          </Link>{' '}
          describes. Do not upload what you have no right to share.
        </p>
      </Part>

      <Part title="Acceptable use">
        <p>
          Do not use the service to break the law, to draft documents meant to defraud anyone, to get into
          other people’s accounts or documents, or to overload or probe it beyond the JSON API’s documented
          use.
        </p>
      </Part>

      <Part title="Your rights as a consumer">
        <p>Nothing in these terms limits the rights you have under the Consumer Protection Act 2019.</p>
      </Part>

      <Part title="Governing law and disputes">
        <p data-testid="jurisdiction">
          These terms are governed by the laws of India. Disputes about them are subject to{' '}
          <Configured value={operator.jurisdiction} />.
        </p>
      </Part>

      <Part title="Changes">
        <p>If these terms change, the new version is published here.</p>
      </Part>
    </StaticPage>
  )
}
