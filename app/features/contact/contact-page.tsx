import { Form, Link, useNavigation } from '@remix-run/react'
import type { SerializeFrom } from '@remix-run/node'
import { CONTACT_LIMITS, HONEYPOT_FIELD, type ContactField } from '#domain/contact/form.ts'
import { RESPONSE_TIME, SUPPORT_HOURS } from '#domain/contact/support.ts'
import { CsrfInput } from '#app/platform/csrf-input.tsx'
import { refusalOf, type FormRefusal } from '#app/platform/form-contract.ts'
import { Button } from '#app/ui/button.tsx'
import { Field, FormError, TextareaField } from '#app/ui/field.tsx'
import { SiteHeader } from '#app/features/site/site-header.tsx'
import { PublicFooter } from '#app/features/site/public-footer.tsx'
import { CONTACT_INTENT, CONTACT_PATH } from './contract.ts'
import type { contactAction, contactPage } from './page.server.ts'

type PageData = SerializeFrom<typeof contactPage>
type ActionData = SerializeFrom<typeof contactAction> | undefined

/** /contact: the form (or, once sent, its reference), support hours and the FAQ. */
export function ContactPage({ data, actionData }: { data: PageData; actionData: ActionData }) {
  const refusal = refusalOf<ContactField>(actionData, CONTACT_INTENT)
  const sent = refusal ? null : data.reference
  return (
    <>
      <SiteHeader />
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-10">
        <Link to="/" className="text-sm font-medium text-brand-700 underline">
          ← Back to Home
        </Link>
        <h1 className="mt-4 text-3xl font-bold">Contact us</h1>
        <p className="mt-2 max-w-2xl text-slate-700">
          A question about a document, your plan, a payment or a refund? Write to us here and we reply{' '}
          {RESPONSE_TIME}.
        </p>
        <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
          {sent ? <SentNotice reference={sent} /> : <ContactForm refusal={refusal} />}
          <SupportHours supportEmail={data.supportEmail} />
        </div>
        <Faq entries={data.faq} />
      </main>
      <PublicFooter operator={data.operator} year={data.year} />
    </>
  )
}

function SentNotice({ reference }: { reference: string }) {
  return (
    <section
      role="status"
      aria-labelledby="sent-heading"
      className="rounded-xl border border-green-200 bg-green-50 p-6 text-green-950"
    >
      <h2 id="sent-heading" className="text-xl font-semibold">
        Thank you — your message was received
      </h2>
      <p className="mt-2">
        Your reference is <strong data-testid="contact-reference">{reference}</strong>. We reply{' '}
        {RESPONSE_TIME}, by e-mail to the address you gave; please quote the reference if you write again.
      </p>
      <Link to={CONTACT_PATH} className="mt-4 inline-block font-medium text-brand-700 underline">
        Send another message
      </Link>
    </section>
  )
}

function ContactForm({ refusal }: { refusal: FormRefusal<ContactField> | null }) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === CONTACT_INTENT
  const errors = refusal?.fieldErrors ?? {}
  const values = refusal?.values ?? {}
  const formError = refusal?.formError ?? null
  return (
    <section aria-labelledby="form-heading">
      <h2 id="form-heading" className="sr-only">
        Send us a message
      </h2>
      <Form
        method="post"
        action={CONTACT_PATH}
        replace
        noValidate
        className="relative flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        aria-describedby={formError ? 'contact-form-error' : undefined}
      >
        <CsrfInput />
        <input type="hidden" name="intent" value={CONTACT_INTENT} />
        <FormError id="contact-form-error" message={formError} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="First name"
            name="firstName"
            autoComplete="given-name"
            defaultValue={values.firstName ?? ''}
            error={errors.firstName}
            required
          />
          <Field
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            defaultValue={values.lastName ?? ''}
            error={errors.lastName}
            required
          />
        </div>
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={values.email ?? ''}
          error={errors.email}
          required
        />
        <Field
          label="Phone (optional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          placeholder="+91 98765 43210"
          defaultValue={values.phone ?? ''}
          error={errors.phone}
        />
        <Field
          label="Subject"
          name="subject"
          defaultValue={values.subject ?? ''}
          error={errors.subject}
          required
        />
        <TextareaField
          label="Message"
          name="message"
          rows={7}
          hint={`At most ${CONTACT_LIMITS.message.toLocaleString('en-IN')} characters.`}
          defaultValue={values.message ?? ''}
          error={errors.message}
          required
        />
        {/* The honeypot: out of sight and out of the tab order; only a program fills it. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="contact-website">Leave this field empty</label>
          <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <Button type="submit" disabled={busy} className="self-start">
          {busy ? 'Sending...' : 'Send Message'}
        </Button>
        <p className="text-xs text-slate-600">
          We use what you send only to answer you; see the{' '}
          <Link to="/privacy-policy" className="underline">
            Privacy Policy
          </Link>
          .
        </p>
      </Form>
    </section>
  )
}

function SupportHours({ supportEmail }: { supportEmail: string | null }) {
  return (
    <aside aria-labelledby="hours-heading" className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="hours-heading" className="text-lg font-semibold">
        Support hours
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        {SUPPORT_HOURS.map(({ days, hours }) => (
          <div key={days}>
            <dt className="font-medium">{days}</dt>
            <dd className="text-slate-700">{hours}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-700">We reply {RESPONSE_TIME}. Closed on Sundays.</p>
      {supportEmail ? (
        <p className="mt-4 text-sm text-slate-700">
          Or write to{' '}
          <a href={`mailto:${supportEmail}`} className="font-medium text-brand-700 underline">
            {supportEmail}
          </a>
          .
        </p>
      ) : null}
    </aside>
  )
}

function Faq({ entries }: { entries: PageData['faq'] }) {
  return (
    <section aria-labelledby="faq-heading" className="mt-12">
      <h2 id="faq-heading" className="text-2xl font-bold">
        Frequently asked questions
      </h2>
      <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {entries.map(({ question, answer }) => (
          <div key={question} className="p-5">
            <h3 className="font-semibold">{question}</h3>
            <p className="mt-1 text-slate-700">{answer}</p>
          </div>
        ))}
      </div>
    </section>
  )
}
