// @ts-check
// Verifying an account's address as its owner would, for the suites whose invitees must
// hold their role at once: an invitation binds only an account that has verified the
// invited address (otherwise it waits for its mailed link). The link is read from the
// .eml the server's file mailer wrote and followed with a POST, as the page's button does.
import { HttpClient } from './http.js'
import { linkIn, mailsTo, waitForMail } from './mail.js'
import { PASSWORD, uniqueEmail } from './support.js'

const SUBJECT = /^Verify your e-mail/

/** @param {HttpClient} client */
const alreadyVerified = async (client) => {
  const asked = await client.send('POST', '/profile', { form: { intent: 'resend-verification' } })
  await asked.arrayBuffer()
  return asked.status
}

/**
 * Verifies the address `client` is signed in with: follows the newest verification link
 * mailed to it, first asking for one ("Resend") when none was mailed — a seeded account's
 * sign-up sent none. An address verified already is left as it is.
 * @param {HttpClient} client @param {string} email
 */
export async function verifyAddress(client, email) {
  if (!mailsTo(email).some((m) => SUBJECT.test(m.subject))) {
    // 302: mailed now; 429: the sign-up's mail is still on its way; 409: verified already.
    if ((await alreadyVerified(client)) === 409) return
  }
  const link = linkIn(await waitForMail(email, SUBJECT), '/verify-email/')
  const followed = await client.send('POST', link, { form: {} })
  await followed.arrayBuffer()
  if (followed.status === 302) return
  // A link used before (a second run on the same database) is fine if the address is verified.
  if (followed.status === 410 && (await alreadyVerified(client)) === 409) return
  throw new Error(`verifying ${email}: ${link} answered ${followed.status}`)
}

/**
 * A pending invitation that a manager may confirm: the account that uses its address has
 * verified it, and yet verification did not accept it — it was already on the team under
 * another invitation then, which a manager has since removed. (Verifying otherwise accepts
 * every invitation to the address itself.) Returns the pending invitation's id.
 * @param {(method: string, path: string, json?: unknown) => Promise<any>} asManager the owner's or an admin's JSON API
 * @param {string} doc
 */
export async function confirmableInvitation(asManager, doc) {
  const first = uniqueEmail('confirmable')
  const second = uniqueEmail('confirmable-new')
  const person = await new HttpClient().authenticate(first, 'create-account')
  await verifyAddress(person, first)
  const bound = await asManager('POST', `/api/documents/${doc}/collaborators`, {
    email: first,
    name: 'Bound',
  })
  const pending = await asManager('POST', `/api/documents/${doc}/collaborators`, {
    email: second,
    name: 'Since',
    role: 'admin',
  })
  // The person moves the account to the invited address; confirming the move verifies it.
  const asked = await person.send('POST', '/profile', {
    form: { intent: 'profile', displayName: 'Since', email: second, currentPassword: PASSWORD },
  })
  await asked.arrayBuffer()
  if (asked.status !== 302) throw new Error(`asking to move ${first} to ${second} answered ${asked.status}`)
  const link = linkIn(await waitForMail(second, /Confirm your new e-mail/), '/verify-email/')
  const moved = await person.send('POST', link, { form: {} })
  await moved.arrayBuffer()
  if (moved.status !== 302) throw new Error(`confirming ${second} answered ${moved.status}`)
  await asManager('DELETE', `/api/documents/${doc}/collaborators/${bound.collaborator.id}`)
  return /** @type {string} */ (pending.collaborator.id)
}
