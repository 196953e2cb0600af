import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkAttachment, cleanFileName, tidyExtractedText } from '#domain/attachments/index.ts'

describe('cleanFileName', () => {
  it.each([
    ['terms; v=2.pdf', 'terms; v=2.pdf'],
    ['C:\\Users\\me\\terms.pdf', 'terms.pdf'],
    ['../../etc/passwd.txt', 'passwd.txt'],
    ['line\nbreak\r\tand\u0000nul.pdf', 'linebreakandnul.pdf'],
    ['cod\u202Eexe.pdf', 'codexe.pdf'],
    ['\uFEFFbom\u200Bzero-width.docx', 'bomzero-width.docx'],
    ['किराया\u200Dअनुबंध.pdf', 'किराया\u200Dअनुबंध.pdf'],
    ['lone\uD800surrogate\uDC00.txt', 'lonesurrogate.txt'],
    ['emoji 📄.pdf', 'emoji 📄.pdf'],
    ['   spaced.pdf  ', 'spaced.pdf'],
    ['/', ''],
  ])('%j → %j', (name, clean) => {
    expect(cleanFileName(name)).toBe(clean)
  })

  it('keeps the last 200 characters, the extension among them, never half a surrogate pair', () => {
    expect(cleanFileName(`${'x'.repeat(5000)}.docx`)).toBe(`${'x'.repeat(195)}.docx`)
    const emoji = cleanFileName(`${'📄'.repeat(150)}.pdf`)
    expect(emoji.endsWith('.pdf')).toBe(true)
    expect(emoji.length).toBeLessThanOrEqual(200)
    expect(emoji).toBe(emoji.normalize())
    expect(/^[\uDC00-\uDFFF]/.test(emoji)).toBe(false)
  })

  it('gives a name that is short, has no control characters and is well-formed UTF-16', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (name) => {
        const clean = cleanFileName(name)
        expect(clean.length).toBeLessThanOrEqual(200)
        // eslint-disable-next-line no-control-regex
        expect(clean).not.toMatch(/[\u0000-\u001f\u007f/\\]/)
        expect(() => encodeURIComponent(clean)).not.toThrow()
      }),
    )
  })
})

describe('checkAttachment', () => {
  it.each(['notes.txt', 'terms.pdf', 'old.doc', 'new.docx', 'photo.png'])(
    'refuses an empty %s as empty',
    (name) => {
      expect(checkAttachment({ name, size: 0, bytes: new Uint8Array() })).toEqual({
        ok: false,
        reason: 'empty',
        title: 'The file is empty',
        description: 'Please select a text, PDF, or Word document that has something in it',
      })
    },
  )
})

describe('tidyExtractedText', () => {
  it('drops NUL and other controls, and marks lone surrogates as U+FFFD (the database rule, ADR 0017)', () => {
    expect(tidyExtractedText('Rent\u0000 of Rs.\u0007 5,000\uD800 per\uDC00 month 📄')).toBe(
      'Rent of Rs. 5,000\ufffd per\ufffd month 📄',
    )
  })
})
