import { describe, expect, it } from 'vitest'
import { formatIndianPhone, parseIndianPhone } from '#domain/contact/phone.ts'
import {
  contactReference,
  CONTACT_TEXTS,
  parseContactMessage,
  REFERENCE_PATTERN,
} from '#domain/contact/message.ts'
import { contactMessageMail } from '#domain/contact/mail.ts'

describe('Indian phone numbers', () => {
  it.each([
    ['+91 98765 43210', '+919876543210'],
    ['+91-98765-43210', '+919876543210'],
    ['098765-43210', '+919876543210'],
    ['9876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['0091 98765 43210', '+919876543210'],
    ['(080) 2345 6789', '+918023456789'],
    ['080-23456789', '+918023456789'],
    ['+91 80 2345 6789', '+918023456789'],
    ['+91 080 2345 6789', '+918023456789'],
    ['011 2345 6789', '+911123456789'],
    ['0484-2345678', '+914842345678'],
    ['02712 234567', '+912712234567'],
  ])('%s is %s', (written, e164) => {
    expect(parseIndianPhone(written)).toBe(e164)
  })

  it.each([
    ['2345 6789', 'a landline without its STD code'],
    ['98765 4321', 'nine digits'],
    ['98765 432101', 'eleven digits'],
    ['+1 415 555 0100', 'another country'],
    ['+44 20 7946 0958', 'another country'],
    ['0 0123 456 789', 'a national number starting 0'],
    ['98765x43210', 'a letter'],
    ['', 'nothing'],
  ])('%s is refused (%s)', (written) => {
    expect(parseIndianPhone(written)).toBeNull()
  })

  it('shows a kept number grouped for reading', () => {
    expect(formatIndianPhone('+919876543210')).toBe('+91 98765 43210')
  })
})

describe('the contact message', () => {
  const valid = {
    firstName: '  Priya ',
    lastName: 'Sharma',
    email: ' Priya@Example.IN ',
    phone: '',
    subject: 'A question\r\nwith a line break',
    message: '  Line one\r\nLine two  ',
  }

  it('is kept trimmed, the address lower-case, names and subject on one line, the message’s lines as LF', () => {
    expect(parseContactMessage(valid)).toEqual({
      ok: true,
      value: {
        firstName: 'Priya',
        lastName: 'Sharma',
        email: 'priya@example.in',
        phone: null,
        subject: 'A question with a line break',
        message: 'Line one\nLine two',
      },
    })
  })

  it('names every bad field at once; a field that is not text counts as empty', () => {
    expect(parseContactMessage({ ...valid, firstName: ['x'], email: 'a@b', phone: '12345' })).toEqual({
      ok: false,
      fieldErrors: {
        firstName: CONTACT_TEXTS.firstName,
        email: 'Please enter a valid email address',
        phone: CONTACT_TEXTS.phone,
      },
    })
  })
})

describe('the reference', () => {
  it('is C-<year in IST>-<number of at least six digits>', () => {
    expect(contactReference(123, new Date('2026-06-01T10:00:00Z'))).toBe('C-2026-000123')
    // 31 December 19:00 UTC is already 1 January in India.
    expect(contactReference(7, new Date('2026-12-31T19:00:00Z'))).toBe('C-2027-000007')
    expect(contactReference(1_234_567, new Date('2026-06-01T10:00:00Z'))).toBe('C-2026-1234567')
    expect(REFERENCE_PATTERN.test('C-2026-000123')).toBe(true)
    expect(REFERENCE_PATTERN.test('C-2026-123')).toBe(false)
  })
})

describe('the mail to the support address', () => {
  it('carries who wrote and what, on one subject line, with the sender’s markup escaped in the HTML', () => {
    const mail = contactMessageMail({
      to: 'support@nyaya.example',
      reference: 'C-2026-000001',
      receivedAt: new Date('2026-11-26T04:30:00Z'),
      message: {
        firstName: 'Priya',
        lastName: 'Sharma',
        email: 'priya@example.in',
        phone: null,
        subject: 'Hello <b>team</b>',
        message: 'First paragraph.\n\n<script>alert(1)</script>',
      },
    })
    expect(mail.subject).toBe('[C-2026-000001] Hello <b>team</b>')
    expect(mail.text).toContain('on 26 Nov 2026, 10:00 am IST, reference C-2026-000001')
    expect(mail.text).toContain('From: Priya Sharma <priya@example.in>\n')
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(mail.html).not.toContain('<script>')
  })
})
