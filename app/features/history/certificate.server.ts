import type { Bytes } from '#app/features/export/document.server.ts'
import { openA4Pdf, type PdfDoc } from '#server/export/pdf-kit.js'
import { chainSentence, whenIst, type AuditTrail } from './audit-trail.server.ts'
import { actorLine } from './wording.server.ts'

/**
 * The audit certificate: a PDF of the particulars that section 63 of the Bharatiya Sakshya
 * Adhiniyam 2023 asks a certificate for an electronic record to state, as far as this
 * system holds them (shared/reference/indian-law.md: the certificate in the Schedule, Part A
 * by the party and Part B by an expert, states the device details and the hash value) —
 * the document's identity, each event's time, actor, type and hash, the final hash, the
 * algorithm and the chain check — followed by a blank signature block. It is not signed
 * and does not claim to be sufficient: the person producing the record completes and signs it.
 */

const TITLE = 16
const HEADING = 12
const BODY = 9.5
const SMALL = 8
const MUTED = '#475569'
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

export const CERTIFICATE_TITLE = 'Audit certificate'

export const SECTION_63_NOTE =
  'Section 63 of the Bharatiya Sakshya Adhiniyam, 2023 admits an electronic record with a certificate in the form set ' +
  'out in its Schedule (Part A by the party, Part B by an expert), stating the device details and the hash value. ' +
  'This certificate sets out the particulars this system holds for it: the identity of the record, each event’s time, ' +
  'actor, type and SHA-256 hash, the final hash, the algorithm and the result of the chain check. It is produced by the ' +
  'system and is NOT signed. It is not by itself the certificate the Schedule requires: the person producing the record ' +
  'must complete the particulars below, check them against the Schedule’s form and sign it. NyayaDraft does not say ' +
  'whether it suffices in any proceeding.'

/** Lines with a blank to fill in by hand, in the order a signer fills them. */
export const SIGNATURE_BLANKS = [
  'Name of the person producing the record',
  'Designation, and position in relation to the record',
  'Device or system from which the record was produced (make, model, serial number or server details)',
  'Place',
  'Date',
  'Signature',
] as const

export async function renderCertificate(
  trail: AuditTrail,
  { database }: { database: string },
): Promise<Bytes> {
  const { doc, finish } = openA4Pdf({ title: `${CERTIFICATE_TITLE} — ${trail.document.title}`, margin: 56 })
  const width = () => doc.page.width - doc.page.margins.left - doc.page.margins.right
  const left = () => doc.page.margins.left

  doc.font('Bold').fontSize(TITLE).text(CERTIFICATE_TITLE, { align: 'center' })
  doc
    .font('Body')
    .fontSize(BODY)
    .fillColor(MUTED)
    .text('Electronic record of the history of a document kept by NyayaDraft', { align: 'center' })
  doc.fillColor('black').moveDown(1)

  heading(doc, 'The record')
  field(doc, 'Document', trail.document.title)
  field(doc, 'Document id', trail.document.id)
  field(doc, 'Event stream', trail.document.streamId)
  field(doc, 'Events in the record', String(trail.chain.eventsInStream))

  heading(doc, 'Integrity')
  field(doc, 'Algorithm', trail.algorithm)
  field(doc, 'Chain check', chainSentence(trail.chain))
  const last = trail.events.at(-1)
  if (trail.chain.finalHash) {
    field(
      doc,
      `Final hash (of event #${trail.chain.eventsVerified}, covering every event before it)`,
      trail.chain.finalHash,
    )
  } else {
    field(
      doc,
      'Final hash',
      'None: the chain does not verify to its end, so no hash can vouch for the whole record.',
    )
    if (last) field(doc, `Hash stored for the last event (#${last.version}), NOT verified`, last.hash)
  }
  if (trail.readModelDiffers !== null) {
    field(
      doc,
      'Note',
      `The history read model differs from the event log from event #${trail.readModelDiffers}; the hashes below are the event log's where it verified.`,
    )
  }

  heading(doc, 'Produced')
  field(doc, 'When', `${whenIst(trail.producedAt)} (${trail.producedAt.toISOString()})`)
  field(
    doc,
    'By',
    `${actorLine({ name: trail.producedBy.name, email: trail.producedBy.email, id: null })}, ${trail.producedBy.role} of this document`,
  )
  field(
    doc,
    'System',
    `NyayaDraft, event log in ${database}; each hash above was recomputed from it when this certificate was produced`,
  )

  heading(doc, `Events (${trail.events.length})`)
  doc.font('Body').fontSize(SMALL).fillColor(MUTED)
  doc.text(
    'Oldest first. Times are India Standard Time; each hash is SHA-256 as stated above.',
    left(),
    doc.y,
    { width: width() },
  )
  doc.fillColor('black').moveDown(0.5)
  for (const [index, event] of trail.events.entries()) {
    keepLines(doc, 4)
    doc
      .font('Bold')
      .fontSize(BODY)
      .text(`#${event.version} · ${event.when} · ${actorLine(event.actor)}`, left(), doc.y, {
        width: width(),
      })
    doc
      .font('Body')
      .text(`${event.action} (${event.type})${event.detail ? ` — ${event.detail}` : ''}`, { width: width() })
    doc
      .fontSize(SMALL)
      .fillColor(MUTED)
      .text(`hash ${event.hash}${event.hashVerified ? '' : '  (not verified)'}`, { width: width() })
    doc.fillColor('black').moveDown(0.4)
    // Laying out text is slow: let other requests in between events.
    if (index % 25 === 24) await nextTurn()
  }

  heading(doc, 'Bharatiya Sakshya Adhiniyam, 2023, section 63')
  doc.font('Body').fontSize(BODY).text(SECTION_63_NOTE, left(), doc.y, { width: width(), align: 'justify' })
  doc.moveDown(1)
  keepLines(doc, SIGNATURE_BLANKS.length * 3 + 2)
  doc
    .font('Bold')
    .fontSize(BODY)
    .text('To be completed and signed by the person producing the record', left(), doc.y, { width: width() })
  doc.moveDown(0.8)
  for (const blank of SIGNATURE_BLANKS) {
    doc.font('Body').fontSize(BODY).text(`${blank}:`, left(), doc.y, { width: width() })
    doc.moveDown(0.9)
    const y = doc.y
    doc
      .moveTo(left(), y)
      .lineTo(left() + width(), y)
      .lineWidth(0.5)
      .strokeColor('#94a3b8')
      .stroke()
    doc.moveDown(0.6)
  }
  return finish()
}

function heading(doc: PdfDoc, text: string) {
  doc.moveDown(0.6)
  keepLines(doc, 5)
  doc.font('Bold').fontSize(HEADING).fillColor('black').text(text, doc.page.margins.left, doc.y)
  doc.moveDown(0.3)
}

function field(doc: PdfDoc, label: string, value: string) {
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right
  keepLines(doc, 2)
  doc.font('Bold').fontSize(BODY).text(`${label}: `, doc.page.margins.left, doc.y, { width, continued: true })
  doc.font('Body').text(value, { width })
  doc.moveDown(0.25)
}

/** Starts a new page unless `lines` lines of body text still fit. */
function keepLines(doc: PdfDoc, lines: number) {
  if (doc.y + lines * doc.currentLineHeight(true) > doc.page.height - doc.page.margins.bottom) doc.addPage()
}
