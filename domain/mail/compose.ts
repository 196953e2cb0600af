import type { MailMessage } from './mailer.ts'

/**
 * One shape for every message the product sends: a greeting, short paragraphs, at most one
 * link to act on (also printed in full, for mail readers that hide links), a closing line.
 * The HTML is the same words in simple, inline-styled markup; every text is escaped.
 */
export interface MailContent {
  to: string
  subject: string
  paragraphs: readonly string[]
  action?: { label: string; url: string }
  /** Paragraphs after the link: its expiry, what to do if it was not you. */
  after?: readonly string[]
}

export const PRODUCT_NAME = 'NyayaDraft'
const SIGN_OFF = `— ${PRODUCT_NAME}, legal documents under Indian law`

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

const P = 'margin:0 0 16px;font-size:15px;line-height:1.5;color:#1e293b'

export function composeMail(content: MailContent): MailMessage {
  const { to, subject, paragraphs, action, after = [] } = content
  const text = [
    'Hello,',
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...after,
    SIGN_OFF,
  ].join('\n\n')
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:24px">',
    `<p style="${P};font-weight:bold">${PRODUCT_NAME}</p>`,
    `<p style="${P}">Hello,</p>`,
    ...paragraphs.map((p) => `<p style="${P}">${escapeHtml(p)}</p>`),
    ...(action
      ? [
          `<p style="${P}"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
          `<p style="${P};font-size:13px;color:#475569">Or open this link: <a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`,
        ]
      : []),
    ...after.map((p) => `<p style="${P}">${escapeHtml(p)}</p>`),
    `<p style="${P};font-size:13px;color:#475569">${escapeHtml(SIGN_OFF)}</p>`,
    '</div></body></html>',
  ].join('\n')
  return { to, subject, text, html }
}
