import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createFileMailer } from '#app/providers/mailer-file.server.ts'
import { composeMail } from '#domain/mail/compose.ts'
import { parseEml } from '#tests/support/eml.js'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('the file mailer', () => {
  it('writes each message as an RFC 5322 .eml (text and HTML alternatives) and logs one line', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nyaya-mail-')), 'mail')
    dirs.push(path.dirname(dir))
    const lines: string[] = []
    const mailer = createFileMailer({
      dir,
      from: 'NyayaDraft <no-reply@nyaya.example>',
      log: (l) => lines.push(l),
    })
    const message = composeMail({
      to: 'priya@example.in',
      subject: 'पासवर्ड बदलें — ₹299 plan & your password',
      paragraphs: ['A line long enough to be wrapped by the transfer encoding, '.repeat(4)],
      action: { label: 'Choose a new password', url: 'https://nyaya.example/auth/reset?token=abc=123' },
    })
    await mailer.send(message)
    await mailer.send({ ...message, subject: 'Second' })

    const files = fs.readdirSync(dir).sort()
    expect(files).toHaveLength(2)
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f]{6}-priya@example\.in\.eml$/)
    const raw = fs.readFileSync(path.join(dir, files[0]!))
    // Headers and lines as RFC 5322 has them: CRLF, ASCII only, at most 998 characters.
    expect(raw.toString('latin1')).toMatch(/^[\x20-\x7e\r\n\t]*$/)
    expect(
      raw
        .toString('latin1')
        .split('\r\n')
        .every((line) => line.length <= 998),
    ).toBe(true)
    const mail = parseEml(raw)
    expect(mail.contentType).toBe('multipart/alternative')
    expect(mail).toMatchObject({
      from: 'NyayaDraft <no-reply@nyaya.example>',
      to: 'priya@example.in',
      subject: message.subject,
      text: message.text,
      html: message.html,
    })
    expect(Number.isNaN(Date.parse(mail.date))).toBe(false)
    expect(mail.messageId).toMatch(/^<[^<>@\s]+@[^<>@\s]+>$/)
    expect(mail.headers.get('mime-version')).toBe('1.0')

    expect(lines).toHaveLength(2)
    expect(lines[0]).toContain('mail: to priya@example.in')
    expect(lines[0]).toContain(message.subject)
    expect(lines[0]).toContain(files[0])
  })
})
