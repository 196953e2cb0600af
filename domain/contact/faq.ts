import { formatRupees } from '#domain/shared/money.ts'
import { PERIOD_MONTHS, PROFESSIONAL_PRICE_PAISE, TRIAL_DOCUMENTS } from '#domain/subscription/events.ts'
import { LANGUAGE_NAMES } from '#domain/glossary/glossary.ts'
import { RESPONSE_TIME } from './support.ts'

/**
 * The questions the rest of the site raises, answered as the product behaves: prices, the
 * trial and the languages come from the rules themselves, so the answers change with them.
 */
export interface FaqEntry {
  question: string
  answer: string
}

const price = formatRupees(PROFESSIONAL_PRICE_PAISE)
const languages = Object.values(LANGUAGE_NAMES)
const languageList = `${languages.slice(0, -1).join(', ')} and ${languages.at(-1)}`
const trial = TRIAL_DOCUMENTS === 1 ? 'one document' : `${TRIAL_DOCUMENTS} documents`

export const CONTACT_FAQ: readonly FaqEntry[] = [
  {
    question: 'What is NyayaDraft, and what is it not?',
    answer:
      'A drafting aid: it writes agreements under Indian law from a template or your description, explains their terms and analyses them. It is not a law firm and does not give legal advice — have a qualified advocate review a document before anyone signs it.',
  },
  {
    question: 'What can I do without paying?',
    answer: `Every account can draft ${trial} free, as a preview: you can read it and its first three key terms, while editing, downloading, exporting, sharing and collaboration come with Professional. When you subscribe, the preview becomes a full document.`,
  },
  {
    question: 'What does Professional cost?',
    answer: `${price} for ${PERIOD_MONTHS} months (GST included), paid once on the Subscription page: unlimited documents, editing by hand and with AI, export as PDF, Word, HTML and text, sharing and collaboration. It does not renew by itself.`,
  },
  {
    question: 'What happens if I cancel?',
    answer:
      'You can cancel at any time on the Subscription page. You keep Professional until the end of the period you paid for; nothing is charged after that.',
  },
  {
    question: 'Can I get a refund?',
    answer: `Refunds are not made automatically. Write to us with this form, giving the invoice number (ND/…) from your Subscription page, and we will reply ${RESPONSE_TIME}.`,
  },
  {
    question: 'Where is my data kept?',
    answer:
      'Your account, your documents with every change made to them, your conversations and your attachments are kept in this site’s own database. Card and UPI details are entered on the payment gateway’s own checkout (Razorpay, when real payments are on) and never reach us; we keep the order and payment references, the amount, its status, the place of supply and your tax invoice. When the site is connected to an AI model, what you ask it to draft, edit or explain, with the text of an attached file, is sent to that model; otherwise drafting runs on this site alone. The footer says which drafting engine is in use.',
  },
  {
    question: 'In which languages are legal terms explained?',
    answer: `${languageList}. The translations have not yet been reviewed by a legal translator, and each explanation says so.`,
  },
]
