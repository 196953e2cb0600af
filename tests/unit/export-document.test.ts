import { describe, expect, it } from 'vitest'
import type { TemplateId } from '#domain/catalogue/index.ts'
import { draftAgreement, renderPlainText } from '#domain/drafting/index.ts'
import { lastClause, toExportDocument } from '#app/features/export/document.server.ts'
import { contentDisposition, exportFileName } from '#app/features/export/filename.server.ts'
import { renderHtml } from '#app/features/export/html.server.ts'
import { renderTxt } from '#app/features/export/txt.server.ts'
import { SAMPLE_DETAILS } from '#tests/unit/drafting.samples.ts'

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

describe('the export model', () => {
  it('reads the same blocks from the plain text as from the structure, for every template', () => {
    for (const [templateId, details] of Object.entries(SAMPLE_DETAILS)) {
      const drafted = draftAgreement(templateId as TemplateId, details)
      const content = renderPlainText(drafted)
      const structure = drafted as unknown as Record<string, unknown>
      const fromStructure = toExportDocument({ title: drafted.title, content, structure })
      const fromText = toExportDocument({ title: drafted.title, content, structure: null })
      expect(fromText, templateId).toEqual(fromStructure)
      expect(fromStructure.sequential, templateId).toBe(true)
      const clauses = drafted.sections.flatMap((s) => s.clauses)
      expect(
        fromStructure.blocks.filter((b) => b.kind === 'clause'),
        templateId,
      ).toHaveLength(clauses.length)
      expect(lastClause(fromStructure)?.heading, templateId).toBe(clauses.at(-1)?.heading)
    }
  })

  it('falls back to the text when the structure has another shape', () => {
    const doc = toExportDocument({
      title: 'Note',
      content: 'NOTE\n\n1. TERMS\n\n1.1 Fee. ₹500.\n',
      structure: { foo: 1 },
    })
    expect(doc.blocks).toEqual([
      { kind: 'section', number: '1', heading: 'TERMS' },
      { kind: 'clause', number: '1.1', heading: 'Fee', text: '₹500.', items: [] },
    ])
  })

  it('reads an edited text: its own numbering, roman sub-paragraphs, a closing line and CRLF', () => {
    const content = [
      'SERVICE AGREEMENT',
      '',
      'This Agreement is made at Pune.',
      '',
      '2. PAYMENT',
      '',
      '2.4 Fees. The Client shall pay:',
      '    (i) ₹10,000 on signing;',
      '    (ii) ₹15,000 on delivery.',
      '    Late payments carry interest at 12% a year.',
      '',
      'SCHEDULE A — SERVICES',
      '',
      'Design and build.',
    ].join('\r\n')
    const doc = toExportDocument({ title: 'Service Agreement', content, structure: null })
    expect(doc.blocks).toEqual([
      { kind: 'paragraph', lines: ['This Agreement is made at Pune.'] },
      { kind: 'section', number: '2', heading: 'PAYMENT' },
      {
        kind: 'clause',
        number: '2.4',
        heading: 'Fees',
        text: 'The Client shall pay:',
        items: [
          { label: '(i)', text: '₹10,000 on signing;' },
          { label: '(ii)', text: '₹15,000 on delivery.' },
        ],
        tail: 'Late payments carry interest at 12% a year.',
      },
      { kind: 'part', text: 'SCHEDULE A — SERVICES' },
      { kind: 'paragraph', lines: ['Design and build.'] },
    ])
    // Section 2 first: a word processor's numbering would say 1, so the numbers are written out.
    expect(doc.sequential).toBe(false)
  })
})

describe('file names', () => {
  it('replace every character that is not a letter or digit with an underscore', () => {
    expect(exportFileName('Leave and Licence Agreement', 'pdf')).toEqual({
      ascii: 'Leave_and_Licence_Agreement.pdf',
      unicode: 'Leave_and_Licence_Agreement.pdf',
    })
    expect(exportFileName('NDA (Mutual) — v2', 'docx').ascii).toBe('NDA__Mutual____v2.docx')
  })

  it('keep a Hindi title in filename* and give plain clients a Latin name', () => {
    expect(exportFileName('किराया समझौता', 'txt')).toEqual({
      ascii: 'agreement.txt',
      unicode: 'किराया_समझौता.txt',
    })
    expect(contentDisposition('किराया समझौता', 'txt')).toBe(
      `attachment; filename="agreement.txt"; filename*=UTF-8''${encodeURIComponent('किराया_समझौता.txt')}`,
    )
    expect(contentDisposition("O'Brien's Lease", 'html')).toBe(
      `attachment; filename="O_Brien_s_Lease.html"; filename*=UTF-8''O_Brien_s_Lease.html`,
    )
  })
})

describe('the text renderers', () => {
  it('TXT is the stored text byte for byte: UTF-8, no byte-order mark, LF', () => {
    const content = 'TITLE\n\n1.1 Fee. ₹25,000 to अनिल मेहता.\n'
    const bytes = renderTxt({ title: 'Title', content, structure: null })
    expect(decode(bytes)).toBe(content)
    expect([...bytes.slice(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf])
  })

  it('HTML is one standalone page that escapes everything and prints on A4', () => {
    const html = decode(
      renderHtml({
        title: 'Deed <script>alert(1)</script>',
        content: 'DEED\n\n1. TERMS\n\n1.1 Price & Payment. ₹1,00,000 to "अनिल मेहता" <b>now</b>.\n',
        structure: null,
      }),
    )
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
    expect(html).toContain('<meta charset="utf-8">')
    expect(html).toContain('<title>Deed &lt;script&gt;alert(1)&lt;/script&gt;</title>')
    expect(html).not.toMatch(/<script|<link|src=/i)
    expect(html).toContain('<h2>1. TERMS</h2>')
    expect(html).toContain('<h3>1.1 Price &amp; Payment</h3>')
    expect(html).toContain('<p>₹1,00,000 to &quot;अनिल मेहता&quot; &lt;b&gt;now&lt;/b&gt;.</p>')
    expect(html).toContain('@page { size: A4')
    expect(html).toContain('@media print')
  })
})
