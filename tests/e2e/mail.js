// @ts-check
// The mail the e2e server wrote: its file mailer puts each message as an .eml in mail/
// beside its PGlite data directory (or ./.data/mail when it runs on DATABASE_URL).
import fs from 'node:fs'
import path from 'node:path'
import { linkIn, parseEml } from '../support/eml.js'

export { linkIn }

/** @typedef {import('../support/eml.js').ParsedMail & { file: string }} Mail */

export function mailDir() {
  if (process.env.E2E_MAIL_DIR) return path.resolve(process.env.E2E_MAIL_DIR)
  const data = process.env.E2E_PGLITE_DATA_DIR || './.data/pglite'
  return path.join(path.dirname(path.resolve(data)), 'mail')
}

/**
 * Every message to `to` written so far, oldest first (the names start with the time).
 * @param {string} to
 * @returns {Mail[]}
 */
export function mailsTo(to) {
  const dir = mailDir()
  const who = to.replace(/[^\w.@+-]/g, '_').slice(0, 80)
  let names = /** @type {string[]} */ ([])
  try {
    names = fs.readdirSync(dir).filter((n) => n.endsWith(`-${who}.eml`))
  } catch {
    return []
  }
  return names
    .sort()
    .map((name) => ({ ...parseEml(fs.readFileSync(path.join(dir, name))), file: path.join(dir, name) }))
    .filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()))
}

/**
 * Waits (up to `timeout` ms) until at least `count` messages to `to` have a subject matching
 * `subject`, and returns the newest of them.
 * @param {string} to @param {RegExp} subject
 * @param {{ count?: number, timeout?: number }} [options]
 * @returns {Promise<Mail>}
 */
export async function waitForMail(to, subject, { count = 1, timeout = 20_000 } = {}) {
  const deadline = Date.now() + timeout
  for (;;) {
    const matching = mailsTo(to).filter((m) => subject.test(m.subject))
    if (matching.length >= count) return /** @type {Mail} */ (matching.at(-1))
    if (Date.now() > deadline) {
      throw new Error(
        `no${count > 1 ? ` ${count}th` : ''} mail to ${to} with a subject matching ${subject} in ${mailDir()} after ${timeout} ms (found ${matching.length})`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
