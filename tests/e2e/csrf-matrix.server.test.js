// @ts-check
// The CSRF matrix (issue 13, part 2), against the running server (run.js runs this file
// once, on PGlite, or on Postgres with DATABASE_URL). csrf.test.js shows two forgeries in a
// real browser; this file sends every forgery a page on another site could attempt, to every
// form action and mutating API endpoint, as raw requests carrying the victim's cookies:
//
//   forms      a foreign Origin, Origin: null, a foreign Referer without Origin, neither,
//              and same-origin without the token, with a wrong one, with another session's;
//   JSON API   (cookie-authenticated) a foreign Origin, null, a foreign Referer, neither,
//              and the classic CSRF on JSON: a cross-site POST as text/plain, as
//              x-www-form-urlencoded and as multipart (what a form or a no-cors fetch can
//              send), a bearer token from a foreign Origin, and same-origin non-JSON bodies.
//
// Each must change nothing: the document's stream version, the library, the conversations
// and their messages, the API tokens, the session (no forged sign-out), and what an
// endpoint makes on its own (an account, a sign-in). Then the same request sent properly
// must change that state — so a forgery that failed for another reason cannot pass. The
// list of routes is checked against app/routes: a route file with an action and no row fails.
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import { HttpClient } from './http.js'
import { linkIn, mailsTo, waitForMail } from './mail.js'
import { confirmableInvitation } from './verify.js'
import {
  BASE_URL,
  PASSWORD,
  RESULTS_DIR,
  SUPPORT_EMAIL,
  istToday,
  proAccount,
  uniqueEmail,
} from './support.js'

const FOREIGN = 'https://attacker.example'

/** @typedef {'victim' | 'anonymous' | 'stranger' | 'spare' | 'buyer' | 'account'} Actor */
/** @typedef {Record<string, string>} Prepared */
/**
 * @typedef {object} Row
 * @property {string} file       the route module under app/routes
 * @property {string} name
 * @property {'form' | 'multipart' | 'json'} kind
 * @property {string} [method]   POST unless said
 * @property {Actor} [as]        whose cookies the forgery carries (the victim's unless said)
 * @property {boolean} [mutates] false: the endpoint changes nothing even when asked properly (405, 404, a read)
 * @property {() => Promise<Prepared>} [prepare]
 * @property {(p: Prepared) => string} path
 * @property {(p: Prepared) => Record<string, string> | unknown} [body]
 * @property {(p: Prepared, response: Response | null) => Promise<unknown>} [effect] state of its own: its value before
 *   the request (null) must equal its value after it
 */

/** @type {Record<Actor, HttpClient>} */
const as = /** @type {never} */ ({})
/** @type {HttpClient} */
let other
let doc = ''
let chat = ''
let bearer = ''
let n = 0
const next = () => ++n
const counts = { forged: 0, changedState: 0, refusedWith: /** @type {Record<string, number>} */ ({}) }

/** @param {HttpClient} client @param {string} method @param {string} url @param {unknown} [json] */
async function api(client, method, url, json) {
  const response = await client.send(method, url, json === undefined ? {} : { json })
  const body = /** @type {any} */ (await response.json())
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${JSON.stringify(body)}`)
  return body
}
/** @param {HttpClient} client @param {string} url @param {Record<string, string>} form */
async function post(client, url, form) {
  const response = await client.send('POST', url, { form })
  await response.arrayBuffer()
  if (response.status >= 400) throw new Error(`POST ${url} answered ${response.status}`)
  return response
}

const version = async () =>
  /** @type {number} */ ((await api(as.victim, 'GET', `/api/agreements/${doc}`)).agreement.version)
const content = async () =>
  /** @type {string} */ ((await api(as.victim, 'GET', `/api/agreements/${doc}`)).agreement.content)
const tokenIds = async () =>
  [
    ...(await (await as.victim.send('GET', '/app/api-tokens')).text()).matchAll(
      /name="tokenId" value="([^"]+)"/g,
    ),
  ].map((m) => m[1] ?? '')

/**
 * Everything a forgery could change for the victim, read through the victim's own session,
 * and whether the forging actor's session still stands.
 * @param {Actor} actor
 */
async function snapshot(actor) {
  const [agreement, library, chats, messages, tokens, session] = await Promise.all([
    api(as.victim, 'GET', `/api/agreements/${doc}`),
    api(as.victim, 'GET', '/api/user-agreements?limit=1'),
    api(as.victim, 'GET', '/api/chat-sessions?limit=200'),
    api(as.victim, 'GET', `/api/chat-sessions/${chat}`),
    tokenIds(),
    as[actor].send('GET', '/api/user-agreements?limit=1').then((r) => r.arrayBuffer().then(() => r.status)),
  ])
  return {
    documentVersion: agreement.agreement.version,
    library: library.total,
    conversations: chats.map((/** @type {any} */ c) => `${c.id} ${c.title} ${c.updatedAt}`).join('\n'),
    messages: messages.messages.length,
    tokens: tokens.join(' '),
    actorSignedIn: session === 200,
  }
}

/** The victim's own clauses (My clauses), by id: what saving or deleting one changes. */
const myClauses = async () =>
  [
    ...new Set(
      [
        ...(await (await as.victim.send('GET', '/app?view=clauses&show=mine')).text()).matchAll(
          /\/app\/clauses\/([0-9a-f-]{36})/g,
        ),
      ].map((m) => m[1]),
    ),
  ]
    .sort()
    .join(' ')
/** The victim's own clauses with their titles: what editing one changes. */
const myClauseTitles = async () =>
  [
    ...(await (await as.victim.send('GET', '/app?view=clauses&show=mine')).text()).matchAll(
      /Matrix clause \d+|Forged \d+/g,
    ),
  ]
    .map((m) => m[0])
    .sort()
    .join(' ')
/** @param {string} clauseId */
const personalClauseForm = (clauseId) => ({
  intent: 'save-clause',
  clauseId,
  title: `Matrix clause ${next()}`,
  category: 'Property',
  risk: 'Low',
  tags: 'csrf',
  passage: 'The [LICENSEE] pays on time.',
})
/** One of the victim's own templates, built through its forms (`ready`: it can be saved): its id. */
async function victimTemplate(ready = false) {
  const created = await post(as.victim, '/app?index&view=templates', { intent: 'new-template' })
  const templateId =
    /\/app\/templates\/([0-9a-f-]{36})/.exec(created.headers.get('location') ?? '')?.[1] ?? ''
  const at = `/app/templates/${templateId}`
  for (const name of ['first', 'second'])
    await post(as.victim, at, { intent: 'add-field', name, label: name, type: 'text', required: 'on' })
  if (ready) {
    await post(as.victim, at, {
      intent: 'details',
      name: 'Victim template',
      description: '',
      category: 'Legal',
    })
    await post(as.victim, at, { intent: 'body', bodyKind: 'text', text: '{{first}} and {{second}}' })
  }
  return templateId
}
/** A template's builder data as its owner's page loads it (the per-page form key left out). */
async function templateState(/** @type {string} */ templateId) {
  const response = await as.victim.send(
    'GET',
    `/app/templates/${templateId}?_data=${encodeURIComponent('routes/app.templates.$id')}`,
  )
  if (response.status !== 200) return response.status
  const data = /** @type {any} */ (await response.json())
  return JSON.stringify({ ...data, formKey: '' })
}
const templateCount = async () =>
  /** @type {any} */ (
    await (
      await as.victim.send('GET', `/app?view=templates&_data=${encodeURIComponent('routes/app._index')}`)
    ).json()
  ).templates.length
const fieldOf = async (/** @type {string} */ templateId, /** @type {number} */ index) =>
  /** @type {any} */ (JSON.parse(String(await templateState(templateId)))).draft.fields[index].id
const TEMPLATE = (/** @type {Prepared} */ p) => `/app/templates/${p.templateId}`
const templateEffect = (/** @type {Prepared} */ p) => templateState(p.templateId ?? '')

/** A line the offline AI engine can replace, added by hand: the text and version to send. */
async function aiTarget() {
  const line = `CSRF TARGET ${next()}`
  await post(as.victim, `/app/documents/${doc}/edit`, {
    content: `${await content()}\n\n${line}`,
    version: String(await version()),
  })
  return { line, content: await content(), version: String(await version()) }
}
/** @param {Prepared} p */
const aiInstruction = (p) => `replace "${p.line}" with "${p.line?.replace('TARGET', 'DONE')}"`
const spare = async () => ({
  collaboratorId: (
    await api(as.victim, 'POST', `/api/documents/${doc}/collaborators`, {
      email: uniqueEmail('spare'),
      name: 'Spare',
    })
  ).collaborator.id,
})
const comment = async () => ({
  commentId: (
    await api(as.victim, 'POST', `/api/documents/${doc}/comments`, { content: `Prepared ${next()}` })
  ).comment.id,
})
const pendingLink = async () => ({
  link: new URL(
    (
      await api(as.victim, 'POST', `/api/documents/${doc}/collaborators`, {
        email: uniqueEmail('link'),
        name: 'Linked',
        role: 'admin',
      })
    ).collaborator.invitationUrl,
  ).pathname,
})

/** The Profile tab as `client` sees it: the name in its form and the change waiting, if any. @param {HttpClient} client */
async function profileState(client) {
  // React marks where text and a value meet (<!-- -->): read the words without it.
  const html = (await (await client.send('GET', '/profile?tab=profile')).text()).replaceAll('<!-- -->', '')
  return {
    name:
      /name="displayName"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*name="displayName"/
        .exec(html)
        ?.slice(1)
        .join('') ?? '',
    pending: /Waiting for you to confirm ([^<]+)</.exec(html)?.[1] ?? null,
  }
}
/** The address `client` is signed in with, as the header shows it. @param {HttpClient} client */
async function accountEmail(client) {
  const html = await (await client.send('GET', '/profile?tab=profile')).text()
  return /data-testid="signed-in-email"[^>]*>([^<]+)</.exec(html)?.[1] ?? ''
}
/**
 * How many verification mails the prepared address has: before a request it notes the count;
 * after one that sent a mail (a redirect) it waits for the file mailer to write it.
 * @param {Prepared} p @param {Response | null} response
 */
async function verificationMails(p, response) {
  const subject = /^Verify your e-mail/
  const count = () => mailsTo(p.email ?? '').filter((m) => subject.test(m.subject)).length
  if (response === null) p.count = String(count())
  else if (response.status === 302) await waitForMail(p.email ?? '', subject, { count: Number(p.count) + 1 })
  return count()
}
/** A new account's verification link, read from the mail the server wrote. */
async function mailedLink() {
  const email = uniqueEmail('csrf-verify')
  await new HttpClient().authenticate(email, 'create-account')
  const mail = await waitForMail(email, /^Verify your e-mail/)
  return { link: linkIn(mail, '/verify-email/') }
}

/** Whether a sign-in as `email` works now. @param {string} email */
async function canSignIn(email) {
  try {
    await new HttpClient().authenticate(email, 'sign-in')
    return true
  } catch {
    return false
  }
}

/** A new account's mailed reset link: its path and token, and the address. */
async function resetLink() {
  const email = uniqueEmail('csrf-resetee')
  await new HttpClient().authenticate(email, 'create-account')
  const asker = new HttpClient()
  await asker.loadCsrf()
  const asked = await asker.send('POST', '/auth', { form: { intent: 'forgot-password', email } })
  assert.equal(asked.status, 302, 'the reset link was asked for')
  const link = linkIn(await waitForMail(email, /^Reset your NyayaDraft password$/), '/auth/reset')
  return { email, link, token: new URL(link, BASE_URL).searchParams.get('token') ?? '' }
}

/** What the session an answer set (if any) gets from the API: 200 when it signed someone in. @param {Response} response */
async function sessionStatus(response) {
  const jar = new HttpClient()
  jar.absorb(response)
  const probe = await jar.send('GET', '/api/user-agreements?limit=1')
  await probe.arrayBuffer()
  return probe.status
}

/** The plan's status as /subscription shows it to `client` (none, created, active, cancelled). @param {HttpClient} client */
async function planStatus(client) {
  const html = await (await client.send('GET', '/subscription')).text()
  return /data-testid="subscription-status" data-status="(\w+)"/.exec(html)?.[1] ?? 'unreadable'
}
/** A payment link of the buyer's on the test gateway: its checkout page's path. */
async function buyerPaymentLink() {
  const made = await as.buyer.send('POST', '/subscription', {
    form: { intent: 'subscribe', placeOfSupply: 'Goa' },
  })
  await made.arrayBuffer()
  if (made.status !== 302) throw new Error(`POST /subscription answered ${made.status}`)
  return { checkout: made.headers.get('location') ?? '' }
}
/** The test checkout page's state: paid at the gateway, and the purchase as the app recorded it. @param {string} path */
async function checkoutState(path) {
  const html = await (await as.buyer.send('GET', path)).text()
  return /data-paid="(\w+)" data-recorded="(\w+)"/.exec(html)?.slice(1).join(' ') ?? 'unreadable'
}

/** The Security tab's rows: another browser signed in to `as.account`, whose session the forms may end. */
const probes = new Map()
const ACCOUNT = uniqueEmail('csrf-account')
/** @param {HttpClient} client */
const sessionIdsOf = async (client) =>
  [
    ...(await (await client.send('GET', '/profile?tab=security')).text()).matchAll(/data-session="([^"]+)"/g),
  ].map((m) => m[1] ?? '')
/** Signs another browser in to the account: its key, and (with `named`) its session's public id. */
async function probe(named = false) {
  const before = named ? await sessionIdsOf(as.account) : []
  const key = `probe-${next()}`
  probes.set(key, await new HttpClient().authenticate(ACCOUNT, 'sign-in'))
  const after = named ? await sessionIdsOf(as.account) : []
  return { probe: key, sessionId: after.find((id) => !before.includes(id)) ?? '' }
}
/** Whether the probe's session still works. @param {Prepared} p */
async function probeStatus(p) {
  const response = await probes.get(p.probe ?? '').send('GET', '/api/user-agreements?limit=1')
  await response.arrayBuffer()
  return response.status
}

/** @type {Row[]} */
const ROWS = [
  // The workspace
  {
    file: 'app._index.tsx',
    name: 'send a message',
    kind: 'form',
    path: () => '/app',
    body: () => ({ intent: 'send', sessionId: chat, message: `Forged ${next()}` }),
  },
  {
    file: 'app._index.tsx',
    name: 'start a conversation',
    kind: 'form',
    path: () => '/app',
    body: () => ({ intent: 'send', message: `Forged ${next()}` }),
  },
  {
    file: 'app._index.tsx',
    name: 'pick a template',
    kind: 'form',
    path: () => '/app',
    body: () => ({ intent: 'pick-template', templateId: 'rental-agreement' }),
  },
  {
    file: 'app._index.tsx',
    name: 'rename a conversation',
    kind: 'form',
    path: () => '/app',
    body: () => ({ intent: 'rename', sessionId: chat, title: `Forged ${next()}` }),
  },
  {
    file: 'app._index.tsx',
    name: 'a message with an attachment (multipart)',
    kind: 'multipart',
    path: () => '/app',
    body: () => ({ intent: 'send', sessionId: chat, message: `Forged ${next()}` }),
  },
  {
    file: 'app._index.tsx',
    name: 'pick one of my templates (starts its chat)',
    kind: 'form',
    prepare: async () => {
      const templateId = await victimTemplate(true)
      await post(as.victim, `/app/templates/${templateId}`, { intent: 'save' })
      return { templateId }
    },
    path: () => '/app',
    body: (p) => ({ intent: 'pick-custom-template', customTemplateId: p.templateId }),
  },
  {
    file: 'app._index.tsx',
    name: 'start a new template',
    kind: 'form',
    path: () => '/app?index&view=templates',
    body: () => ({ intent: 'new-template' }),
    effect: templateCount,
  },
  {
    file: 'app.templates.$id.tsx',
    name: 'template details',
    kind: 'form',
    prepare: async () => ({ templateId: await victimTemplate() }),
    path: TEMPLATE,
    body: () => ({ intent: 'details', name: `Forged ${next()}`, description: '', category: 'Legal' }),
    effect: templateEffect,
  },
  {
    file: 'app.templates.$id.tsx',
    name: 'add a field',
    kind: 'form',
    prepare: async () => ({ templateId: await victimTemplate() }),
    path: TEMPLATE,
    body: () => ({ intent: 'add-field', name: `forged${next()}`, label: 'Forged', type: 'text' }),
    effect: templateEffect,
  },
  {
    file: 'app.templates.$id.tsx',
    name: 'edit a field in place',
    kind: 'form',
    prepare: async () => {
      const templateId = await victimTemplate()
      return { templateId, fieldId: await fieldOf(templateId, 1) }
    },
    path: TEMPLATE,
    body: (p) => ({
      intent: 'edit-field',
      fieldId: p.fieldId,
      name: 'second',
      label: 'Forged',
      type: 'text',
    }),
    effect: templateEffect,
  },
  {
    file: 'app.templates.$id.tsx',
    name: 'move a field',
    kind: 'form',
    prepare: async () => {
      const templateId = await victimTemplate()
      return { templateId, fieldId: await fieldOf(templateId, 1) }
    },
    path: TEMPLATE,
    body: (p) => ({ intent: 'move-field', fieldId: p.fieldId, direction: 'up' }),
    effect: templateEffect,
  },
  {
    file: 'app.templates.$id.tsx',
    name: 'delete a field',
    kind: 'form',
    prepare: async () => {
      const templateId = await victimTemplate()
      return { templateId, fieldId: await fieldOf(templateId, 0) }
    },
    path: TEMPLATE,
    body: (p) => ({ intent: 'delete-field', fieldId: p.fieldId }),
    effect: templateEffect,
  },
  {
    file: 'app.templates.$id.tsx',
    name: 'the template body',
    kind: 'form',
    prepare: async () => ({ templateId: await victimTemplate() }),
    path: TEMPLATE,
    body: () => ({ intent: 'body', bodyKind: 'text', text: `Forged {{first}} ${next()}` }),
    effect: templateEffect,
  },
  {
    file: 'app.templates.$id.tsx',
    name: 'save a template (a version)',
    kind: 'form',
    prepare: async () => ({ templateId: await victimTemplate(true) }),
    path: TEMPLATE,
    body: () => ({ intent: 'save' }),
    effect: templateEffect,
  },
  {
    file: 'app.templates.$id.tsx',
    name: 'discard unsaved changes',
    kind: 'form',
    prepare: async () => {
      const templateId = await victimTemplate(true)
      await post(as.victim, `/app/templates/${templateId}`, { intent: 'save' })
      await post(as.victim, `/app/templates/${templateId}`, {
        intent: 'details',
        name: 'Changed since',
        description: '',
        category: 'Legal',
      })
      return { templateId }
    },
    path: TEMPLATE,
    body: () => ({ intent: 'revert' }),
    effect: templateEffect,
  },
  {
    file: 'app.templates.$id.tsx',
    name: 'delete a template',
    kind: 'form',
    prepare: async () => ({ templateId: await victimTemplate() }),
    path: TEMPLATE,
    body: () => ({ intent: 'delete-template' }),
    effect: templateEffect,
  },
  {
    file: 'app.chats.$id.delete.tsx',
    name: 'delete a conversation',
    kind: 'form',
    prepare: async () => ({
      sessionId: (await api(as.victim, 'POST', '/api/chat', { message: 'A spare conversation' })).sessionId,
    }),
    path: (p) => `/app/chats/${p.sessionId}/delete`,
    body: () => ({}),
  },
  {
    file: 'app.api-tokens.tsx',
    name: 'create a token',
    kind: 'form',
    path: () => '/app/api-tokens',
    body: () => ({ intent: 'create', name: `Forged ${next()}` }),
  },
  {
    file: 'app.api-tokens.tsx',
    name: 'revoke a token',
    kind: 'form',
    prepare: async () => {
      await post(as.victim, '/app/api-tokens', { intent: 'create', name: `Spare ${next()}` })
      return { tokenId: (await tokenIds())[0] ?? '' }
    },
    path: () => '/app/api-tokens',
    body: (p) => ({ intent: 'revoke', tokenId: p.tokenId }),
  },
  {
    // Each profile form joins here with its own row; a form the page does not know is 400.
    file: 'profile.tsx',
    name: 'a profile form the page does not know',
    kind: 'form',
    mutates: false,
    path: () => '/profile',
    body: () => ({ intent: 'no-such-form' }),
  },
  // The Security tab, as an account of its own: changing the password last, as it ends the
  // account's other sessions and gives this one a new token the raw requests do not keep.
  {
    file: 'profile.tsx',
    name: 'sign out another session',
    kind: 'form',
    as: 'account',
    prepare: () => probe(true),
    path: () => '/profile?tab=security',
    body: (p) => ({ intent: 'end-session', sessionId: p.sessionId }),
    effect: probeStatus,
  },
  {
    file: 'profile.tsx',
    name: 'sign out all other sessions',
    kind: 'form',
    as: 'account',
    prepare: () => probe(),
    path: () => '/profile?tab=security',
    body: () => ({ intent: 'end-other-sessions' }),
    effect: probeStatus,
  },
  {
    file: 'profile.tsx',
    name: 'change the password',
    kind: 'form',
    as: 'account',
    prepare: () => probe(),
    path: () => '/profile?tab=security',
    body: () => ({
      intent: 'change-password',
      currentPassword: PASSWORD,
      newPassword: 'forged-new-password',
      confirmPassword: 'forged-new-password',
    }),
    effect: probeStatus,
  },
  {
    file: 'profile.tsx',
    name: 'profile: a new name, and a new e-mail (a link to it, a notice to the old one)',
    kind: 'form',
    path: () => '/profile',
    body: () => ({
      intent: 'profile',
      displayName: `Forged ${next()}`,
      email: uniqueEmail('forged-move'),
      currentPassword: PASSWORD,
    }),
    effect: () => profileState(as.victim),
  },
  {
    file: 'profile.tsx',
    name: 'cancel-email-change',
    kind: 'form',
    as: 'stranger',
    prepare: async () => {
      await post(as.stranger, '/profile', {
        intent: 'profile',
        displayName: 'Stranger',
        email: uniqueEmail('stranger-move'),
        currentPassword: PASSWORD,
      })
      return {}
    },
    path: () => '/profile',
    body: () => ({ intent: 'cancel-email-change' }),
    effect: () => profileState(as.stranger),
  },
  {
    // Sent properly right after the change it resends, it is the 429 of the one-a-minute
    // limit; tests/integration/account-profile.test.ts sends it properly.
    file: 'profile.tsx',
    name: 'resend-email-change (a pending change of the victim’s)',
    kind: 'form',
    mutates: false,
    path: () => '/profile',
    body: () => ({ intent: 'resend-email-change' }),
    effect: () => profileState(as.victim),
  },
  {
    file: 'profile.tsx',
    name: 'resend-verification',
    kind: 'form',
    prepare: async () => ({ email: await accountEmail(as.victim) }),
    path: () => '/profile',
    body: () => ({ intent: 'resend-verification' }),
    effect: verificationMails,
  },
  // The document
  {
    file: 'app.documents.$id.edit.tsx',
    name: 'edit the text',
    kind: 'form',
    prepare: async () => ({ content: await content(), version: String(await version()) }),
    path: () => `/app/documents/${doc}/edit`,
    body: (p) => ({ content: `${p.content}\n\nFORGED ${next()}`, version: p.version }),
  },
  {
    file: 'app.documents.$id.ai-edit.tsx',
    name: 'apply an AI edit',
    kind: 'form',
    prepare: aiTarget,
    path: () => `/app/documents/${doc}/ai-edit`,
    body: (p) => ({ intent: 'apply', instruction: aiInstruction(p), version: p.version }),
  },
  {
    file: 'app.documents.$id.ai-edit.tsx',
    name: 'undo an AI edit',
    kind: 'form',
    prepare: async () => {
      const p = await aiTarget()
      await post(as.victim, `/app/documents/${doc}/ai-edit`, {
        intent: 'apply',
        instruction: aiInstruction(p),
        version: p.version,
      })
      return { version: String(await version()) }
    },
    path: () => `/app/documents/${doc}/ai-edit`,
    body: (p) => ({ intent: 'undo', version: p.version }),
  },
  {
    file: 'app.documents.$id.clauses.tsx',
    name: 'add a clause',
    kind: 'form',
    path: () => `/app/documents/${doc}/clauses`,
    body: () => ({ clauseId: 'commercial-force-majeure' }),
  },
  {
    file: 'app.clauses.$clauseId.tsx',
    name: 'add a clause from the clause library',
    kind: 'form',
    path: () => `/app/clauses/commercial-force-majeure?into=${doc}`,
    body: () => ({ intent: 'add-to-document', documentId: doc, 'ph:FM NOTICE DAYS': '7' }),
  },
  {
    file: 'app.documents.$id.execution.tsx',
    name: 'record the date of execution',
    kind: 'form',
    // No date recorded, so recording today's is a change.
    prepare: async () => {
      await post(as.victim, `/app/documents/${doc}/execution`, {
        intent: 'clear',
        version: String(await version()),
      })
      return { version: String(await version()) }
    },
    path: () => `/app/documents/${doc}/execution`,
    body: (p) => ({ executedOn: istToday(), version: p.version }),
  },
  {
    file: 'app.documents.$id.execution.tsx',
    name: 'record the registration',
    kind: 'form',
    // No registration recorded, so recording today's is a change.
    prepare: async () => {
      await post(as.victim, `/app/documents/${doc}/execution`, {
        intent: 'clear-registration',
        version: String(await version()),
      })
      return { version: String(await version()) }
    },
    path: () => `/app/documents/${doc}/execution`,
    body: (p) => ({ intent: 'register', registeredOn: istToday(), version: p.version }),
  },
  {
    file: 'app.documents.$id.save-clause.tsx',
    name: 'save a passage as my clause',
    kind: 'form',
    path: () => `/app/documents/${doc}/save-clause`,
    body: () => personalClauseForm(crypto.randomUUID()),
    effect: myClauses,
  },
  {
    file: 'app.clauses.$clauseId.tsx',
    name: 'edit my clause',
    kind: 'form',
    prepare: async () => {
      const clauseId = crypto.randomUUID()
      await post(as.victim, `/app/documents/${doc}/save-clause`, personalClauseForm(clauseId))
      return { clauseId }
    },
    path: (p) => `/app/clauses/${p.clauseId}`,
    body: () => ({ ...personalClauseForm(''), intent: 'edit-clause', title: `Forged ${next()}` }),
    effect: myClauseTitles,
  },
  {
    file: 'app.clauses.$clauseId.tsx',
    name: 'delete my clause',
    kind: 'form',
    prepare: async () => {
      const clauseId = crypto.randomUUID()
      await post(as.victim, `/app/documents/${doc}/save-clause`, personalClauseForm(clauseId))
      return { clauseId }
    },
    path: (p) => `/app/clauses/${p.clauseId}`,
    body: () => ({ intent: 'delete-clause' }),
    effect: myClauses,
  },
  {
    file: 'document.$id.tsx',
    name: 'add-collaborator',
    kind: 'form',
    path: () => `/document/${doc}`,
    body: () => ({ intent: 'add-collaborator', email: uniqueEmail('forged'), name: 'Forged', role: 'admin' }),
  },
  {
    file: 'document.$id.tsx',
    name: 'change-role',
    kind: 'form',
    prepare: spare,
    path: () => `/document/${doc}`,
    body: (p) => ({ intent: 'change-role', collaboratorId: p.collaboratorId, role: 'admin' }),
  },
  {
    file: 'document.$id.tsx',
    name: 'remove-collaborator',
    kind: 'form',
    prepare: spare,
    path: () => `/document/${doc}`,
    body: (p) => ({ intent: 'remove-collaborator', collaboratorId: p.collaboratorId }),
  },
  {
    file: 'document.$id.tsx',
    name: 'confirm-invitation',
    kind: 'form',
    // A pending invitation whose address an account has verified since: what the victim may confirm.
    prepare: async () => ({
      collaboratorId: await confirmableInvitation(
        (method, path, json) => api(as.victim, method, path, json),
        doc,
      ),
    }),
    path: () => `/document/${doc}`,
    body: (p) => ({ intent: 'confirm-invitation', collaboratorId: p.collaboratorId }),
  },
  {
    file: 'document.$id.tsx',
    name: 'comment',
    kind: 'form',
    path: () => `/document/${doc}`,
    body: () => ({ intent: 'comment', content: `Forged ${next()}` }),
  },
  {
    file: 'document.$id.tsx',
    name: 'comment (a reply)',
    kind: 'form',
    prepare: comment,
    path: () => `/document/${doc}`,
    body: (p) => ({ intent: 'comment', content: 'Forged reply', parentId: p.commentId }),
  },
  {
    file: 'document.$id.tsx',
    name: 'resolve',
    kind: 'form',
    prepare: comment,
    path: () => `/document/${doc}`,
    body: (p) => ({ intent: 'resolve', commentId: p.commentId }),
  },
  {
    file: 'document.$id.tsx',
    name: 'reopen',
    kind: 'form',
    prepare: async () => {
      const made = await comment()
      await api(as.victim, 'PATCH', `/api/documents/${doc}/comments/${made.commentId}`, { resolved: true })
      return made
    },
    path: () => `/document/${doc}`,
    body: (p) => ({ intent: 'reopen', commentId: p.commentId }),
  },
  {
    file: 'document.$id.tsx',
    name: 'share',
    kind: 'form',
    path: () => `/document/${doc}`,
    body: () => ({ intent: 'share' }),
  },
  // The account
  {
    file: 'logout.tsx',
    name: 'sign out',
    kind: 'form',
    as: 'spare',
    path: () => '/logout',
    body: () => ({}),
  },
  {
    file: 'auth.tsx',
    name: 'create an account (as the victim, signed out)',
    kind: 'form',
    as: 'anonymous',
    path: () => '/auth',
    // A new address each time: one failed sign-in each, far from the throttle.
    body: (p) => {
      p.email = uniqueEmail('forged-signup')
      return { intent: 'create-account', email: p.email, password: PASSWORD, confirmPassword: PASSWORD }
    },
    effect: async (p, response) =>
      response
        ? { session: await sessionStatus(response), account: await canSignIn(p.email ?? '') }
        : { session: 401, account: false },
  },
  {
    file: 'auth.tsx',
    name: 'sign in (login CSRF: the victim signed in as the attacker)',
    kind: 'form',
    as: 'anonymous',
    prepare: async () => {
      const email = uniqueEmail('attacker')
      await new HttpClient().authenticate(email, 'create-account')
      return { email }
    },
    path: () => '/auth',
    body: (p) => ({ intent: 'sign-in', email: p.email, password: PASSWORD }),
    effect: async (_p, response) => (response ? await sessionStatus(response) : 401),
  },
  {
    // A link of the stranger's own: a forged click must not follow it for the victim's browser.
    file: 'verify-email.$token.tsx',
    name: 'follow an e-mail link (the signed-out victim)',
    kind: 'form',
    as: 'anonymous',
    prepare: mailedLink,
    path: (p) => p.link ?? '',
    body: () => ({}),
    effect: async (p) => (await as.anonymous.send('GET', p.link ?? '')).status,
  },
  {
    file: 'auth.tsx',
    name: 'ask for a password reset link (signed out)',
    kind: 'form',
    as: 'anonymous',
    prepare: async () => {
      const email = uniqueEmail('csrf-forgot')
      await new HttpClient().authenticate(email, 'create-account')
      return { email }
    },
    path: () => '/auth',
    body: (p) => ({ intent: 'forgot-password', email: p.email }),
    // The mail is written after the answer: a redirect (the request went through) waits for it.
    // Reset mails only: the account's sign-up verification mail may be written meanwhile.
    effect: async (p, response) => {
      const resets = () => mailsTo(p.email ?? '').filter((mail) => /^Reset/.test(mail.subject)).length
      const before = resets()
      if (response?.status === 302)
        await waitForMail(p.email ?? '', /^Reset/, { count: before + 1 }).catch(() => {})
      return resets()
    },
  },
  {
    file: 'auth_.reset.tsx',
    name: 'set a new password through a reset link (signed out)',
    kind: 'form',
    as: 'anonymous',
    prepare: resetLink,
    path: (p) => p.link ?? '',
    body: (p) => ({ token: p.token, password: 'forged-new-secret', confirmPassword: 'forged-new-secret' }),
    // A used link answers 410: the one proper request uses it, no forgery may.
    effect: async (p) => {
      const page = await new HttpClient().send('GET', p.link ?? '')
      await page.arrayBuffer()
      return page.status
    },
  },
  {
    // Each probe has its own subject: a message kept is a mail to the support address with it.
    file: 'contact.tsx',
    name: 'send a message through the contact form (signed out)',
    kind: 'form',
    as: 'anonymous',
    prepare: async () => ({ subject: `CSRF probe ${crypto.randomUUID()}` }),
    path: () => '/contact',
    body: (p) => ({
      intent: 'contact',
      firstName: 'Forged',
      lastName: 'Sender',
      email: uniqueEmail('forged-contact'),
      subject: p.subject,
      message: `Forged message ${next()}`,
    }),
    effect: async (p, response) => {
      const subject = new RegExp(`${p.subject}$`)
      if (response?.status === 302) await waitForMail(SUPPORT_EMAIL, subject).catch(() => {})
      return mailsTo(SUPPORT_EMAIL).filter((mail) => subject.test(mail.subject)).length
    },
  },
  {
    file: 'invitations.$code.tsx',
    name: 'accept an invitation (a stranger holding the link)',
    kind: 'form',
    as: 'stranger',
    prepare: pendingLink,
    path: (p) => p.link ?? '',
    body: () => ({}),
  },
  // Payments (the buyer: a trial account of its own, so the API's rows below see their own changes)
  {
    file: 'subscription.tsx',
    name: 'subscribe (a payment link, without JavaScript)',
    kind: 'form',
    as: 'buyer',
    path: () => '/subscription',
    body: () => ({ intent: 'subscribe', placeOfSupply: 'Kerala' }),
    effect: () => planStatus(as.buyer),
  },
  {
    file: 'subscription.tsx',
    name: 'cancel the subscription',
    kind: 'form',
    path: () => '/subscription',
    body: () => ({ intent: 'cancel' }),
    effect: () => planStatus(as.victim),
  },
  {
    file: 'payments.test-checkout.$order.tsx',
    name: 'pay on the test checkout page',
    kind: 'form',
    as: 'buyer',
    prepare: buyerPaymentLink,
    path: (p) => p.checkout ?? '',
    body: () => ({ intent: 'pay' }),
    effect: (p) => checkoutState(p.checkout ?? ''),
  },
  {
    file: 'payments.test-checkout.$order.tsx',
    name: 'fail the payment on the test checkout page',
    kind: 'form',
    as: 'buyer',
    prepare: buyerPaymentLink,
    path: (p) => p.checkout ?? '',
    body: () => ({ intent: 'fail' }),
    effect: (p) => checkoutState(p.checkout ?? ''),
  },
  {
    file: 'payments.test-checkout.$order.tsx',
    name: 'cancel on the test checkout page (changes nothing)',
    kind: 'form',
    as: 'buyer',
    mutates: false,
    prepare: buyerPaymentLink,
    path: (p) => p.checkout ?? '',
    body: () => ({ intent: 'cancel' }),
    effect: (p) => checkoutState(p.checkout ?? ''),
  },
  // The JSON API, authenticated by the session cookie
  {
    file: 'api.chat.ts',
    name: 'POST /api/chat',
    kind: 'json',
    path: () => '/api/chat',
    body: () => ({ sessionId: chat, message: `Forged ${next()}` }),
  },
  {
    file: 'api.chat-sessions.$id.ts',
    name: 'PATCH /api/chat-sessions/:id (rename)',
    kind: 'json',
    method: 'PATCH',
    path: () => `/api/chat-sessions/${chat}`,
    body: () => ({ title: `Forged ${next()}` }),
  },
  {
    file: 'api.chat-sessions.$id.ts',
    name: 'DELETE /api/chat-sessions/:id',
    kind: 'json',
    method: 'DELETE',
    prepare: async () => ({
      sessionId: (await api(as.victim, 'POST', '/api/chat', { message: 'A spare conversation' })).sessionId,
    }),
    path: (p) => `/api/chat-sessions/${p.sessionId}`,
  },
  {
    file: 'api.chat-sessions._index.ts',
    name: 'POST /api/chat-sessions (405)',
    kind: 'json',
    mutates: false,
    path: () => '/api/chat-sessions',
    body: () => ({ title: 'Forged' }),
  },
  {
    file: 'api.generate-agreement.ts',
    name: 'POST /api/generate-agreement',
    kind: 'json',
    path: () => '/api/generate-agreement',
    body: () => ({
      templateType: 'custom',
      userInput: 'Ramesh Kumar will pay 5000 rupees to Suresh by 31/03/2027',
    }),
  },
  {
    file: 'api.edit-agreement.ts',
    name: 'POST /api/edit-agreement',
    kind: 'json',
    prepare: aiTarget,
    path: () => '/api/edit-agreement',
    body: (p) => ({ agreementId: doc, editRequest: aiInstruction(p), currentContent: p.content }),
  },
  {
    file: 'api.explain-legal-terms.ts',
    name: 'POST /api/explain-legal-terms (a read)',
    kind: 'json',
    mutates: false,
    path: () => '/api/explain-legal-terms',
    body: () => ({ text: 'indemnity and arbitration' }),
  },
  {
    file: 'api.documents.$id.comments._index.ts',
    name: 'POST /api/documents/:id/comments',
    kind: 'json',
    path: () => `/api/documents/${doc}/comments`,
    body: () => ({ content: `Forged ${next()}` }),
  },
  {
    file: 'api.documents.$id.comments.$commentId.ts',
    name: 'PATCH /api/documents/:id/comments/:commentId',
    kind: 'json',
    method: 'PATCH',
    prepare: comment,
    path: (p) => `/api/documents/${doc}/comments/${p.commentId}`,
    body: () => ({ resolved: true }),
  },
  {
    file: 'api.documents.$id.collaborators._index.ts',
    name: 'POST /api/documents/:id/collaborators',
    kind: 'json',
    path: () => `/api/documents/${doc}/collaborators`,
    body: () => ({ email: uniqueEmail('forged'), name: 'Forged', role: 'admin' }),
  },
  {
    file: 'api.documents.$id.collaborators.$collaboratorId.ts',
    name: 'PATCH /api/documents/:id/collaborators/:id',
    kind: 'json',
    method: 'PATCH',
    prepare: spare,
    path: (p) => `/api/documents/${doc}/collaborators/${p.collaboratorId}`,
    body: () => ({ role: 'admin' }),
  },
  {
    file: 'api.documents.$id.collaborators.$collaboratorId.ts',
    name: 'DELETE /api/documents/:id/collaborators/:id',
    kind: 'json',
    method: 'DELETE',
    prepare: spare,
    path: (p) => `/api/documents/${doc}/collaborators/${p.collaboratorId}`,
  },
  {
    file: 'api.agreements.$id.ts',
    name: 'POST /api/agreements/:id (405)',
    kind: 'json',
    mutates: false,
    path: () => `/api/agreements/${doc}`,
    body: () => ({ title: 'Forged' }),
  },
  {
    file: 'api.templates.ts',
    name: 'POST /api/templates (405)',
    kind: 'json',
    mutates: false,
    path: () => '/api/templates',
    body: () => ({}),
  },
  {
    file: 'api.user-agreements.ts',
    name: 'POST /api/user-agreements (405)',
    kind: 'json',
    mutates: false,
    path: () => '/api/user-agreements',
    body: () => ({}),
  },
  {
    file: 'api.user-stats.ts',
    name: 'POST /api/user-stats (405)',
    kind: 'json',
    mutates: false,
    path: () => '/api/user-stats',
    body: () => ({}),
  },
  {
    file: 'api.subscriptions._index.ts',
    name: 'POST /api/subscriptions (an order for checkout)',
    kind: 'json',
    as: 'stranger',
    path: () => '/api/subscriptions',
    body: () => ({ planId: 'professional' }),
    // A trial account's status turns "created" once an order exists.
    effect: async () =>
      (await api(as.stranger, 'GET', '/api/subscriptions/status')).subscription?.status ?? 'none',
  },
  {
    file: 'api.subscriptions.status.ts',
    name: 'POST /api/subscriptions/status (405)',
    kind: 'json',
    mutates: false,
    path: () => '/api/subscriptions/status',
    body: () => ({}),
  },
  {
    // Sent properly it activates a period only with a payment the gateway signed: the
    // integration suite (tests/integration/payments) is its control.
    file: 'api.payments.verify.ts',
    name: 'POST /api/payments/verify (a made-up result)',
    kind: 'json',
    mutates: false,
    path: () => '/api/payments/verify',
    body: () => ({
      razorpay_payment_id: 'pay_00000000000000',
      razorpay_order_id: 'order_00000000000000',
      razorpay_signature: 'a'.repeat(64),
    }),
  },
  {
    // Exempt from the Origin check by path: without the gateway's signature every variant is 400.
    file: 'api.payments.webhook.ts',
    name: 'POST /api/payments/webhook (unsigned)',
    kind: 'json',
    mutates: false,
    path: () => '/api/payments/webhook',
    body: () => ({ event: 'payment.captured', payload: {} }),
  },
  {
    file: 'api.$.ts',
    name: 'POST /api/<anything> (404)',
    kind: 'json',
    mutates: false,
    path: () => '/api/anything-else',
    body: () => ({}),
  },
]

/**
 * @typedef {object} Variant
 * @property {string} name
 * @property {Record<string, string>} headers  besides the cookies
 * @property {'valid' | 'none' | 'wrong' | 'other'} [token]  the form's CSRF field
 * @property {string} [type]  the JSON API's body type
 * @property {boolean} [bearer]
 * @property {boolean} [postOnly]  only where a cross-site page could send it at all
 */
/** @type {Variant[]} */
const FORM_VARIANTS = [
  { name: 'a foreign Origin (with the valid token)', headers: { origin: FOREIGN }, token: 'valid' },
  { name: 'Origin: null (a sandboxed frame)', headers: { origin: 'null' }, token: 'valid' },
  { name: 'a foreign Referer, no Origin', headers: { referer: `${FOREIGN}/prize` }, token: 'valid' },
  { name: 'neither Origin nor Referer', headers: {}, token: 'valid' },
  { name: 'same origin, no token', headers: { origin: BASE_URL }, token: 'none' },
  { name: 'same origin, a wrong token', headers: { origin: BASE_URL }, token: 'wrong' },
  { name: 'same origin, another session’s token', headers: { origin: BASE_URL }, token: 'other' },
]
const JSON_TYPE = 'application/json'
/** @type {Variant[]} */
const JSON_VARIANTS = [
  { name: 'a foreign Origin', headers: { origin: FOREIGN }, type: JSON_TYPE },
  { name: 'Origin: null', headers: { origin: 'null' }, type: JSON_TYPE },
  { name: 'a foreign Referer, no Origin', headers: { referer: `${FOREIGN}/prize` }, type: JSON_TYPE },
  { name: 'neither Origin nor Referer', headers: {}, type: JSON_TYPE },
  { name: 'a foreign Origin, text/plain', headers: { origin: FOREIGN }, type: 'text/plain', postOnly: true },
  {
    name: 'a foreign Origin, x-www-form-urlencoded',
    headers: { origin: FOREIGN },
    type: 'application/x-www-form-urlencoded',
    postOnly: true,
  },
  {
    name: 'a foreign Origin, multipart',
    headers: { origin: FOREIGN },
    type: 'multipart/form-data',
    postOnly: true,
  },
  { name: 'no Origin, text/plain', headers: {}, type: 'text/plain', postOnly: true },
  {
    name: 'same origin, text/plain (the body-type check alone)',
    headers: { origin: BASE_URL },
    type: 'text/plain',
    postOnly: true,
  },
  {
    name: 'same origin, x-www-form-urlencoded (the body-type check alone)',
    headers: { origin: BASE_URL },
    type: 'application/x-www-form-urlencoded',
    postOnly: true,
  },
  {
    name: 'a bearer token from a foreign Origin',
    headers: { origin: FOREIGN },
    type: JSON_TYPE,
    bearer: true,
  },
]

/**
 * Sends one request as raw as a browser's: exactly these headers and the actor's cookies.
 * @param {HttpClient} client @param {Row} row @param {Prepared} p @param {Variant} variant
 */
async function send(client, row, p, variant) {
  const method = row.method ?? 'POST'
  /** @type {Record<string, string>} */
  const headers = { ...variant.headers }
  if (client.cookies.size > 0) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  if (variant.bearer) headers.authorization = `Bearer ${bearer}`
  const fields = /** @type {Record<string, string>} */ (row.body?.(p) ?? {})
  /** @type {BodyInit | undefined} */
  let body
  if (row.kind === 'json') {
    const text = JSON.stringify(fields)
    if (variant.type === 'multipart/form-data') {
      body = new FormData()
      body.set(text, '')
    } else if (row.body || method === 'POST') {
      headers['content-type'] = variant.type ?? JSON_TYPE
      // A form posting text/plain or urlencoded can still shape its body as JSON.
      body = text
    }
  } else {
    const token = {
      valid: client.csrf,
      none: undefined,
      wrong: crypto.randomBytes(32).toString('base64url'),
      other: other.csrf,
    }[variant.token ?? 'valid']
    const all = token === undefined ? fields : { csrf: token, ...fields }
    if (row.kind === 'multipart') {
      const form = new FormData()
      for (const [k, v] of Object.entries(all)) form.set(k, v)
      form.set(
        'attachment',
        new File(['Ramesh Kumar will pay 5000 rupees by 31/03/2027.'], 'terms.txt', { type: 'text/plain' }),
      )
      body = form
    } else {
      headers['content-type'] = 'application/x-www-form-urlencoded'
      body = new URLSearchParams(all).toString()
    }
  }
  const response = await fetch(`${BASE_URL}${row.path(p)}`, { method, headers, body, redirect: 'manual' })
  // Read once here; an effect reads only the headers.
  const text = await response.text()
  return { response, text }
}

before(async () => {
  as.victim = await new HttpClient().withSession(proAccount('csrf-victim'))
  as.spare = await new HttpClient().withSession(proAccount('csrf-victim'))
  other = await new HttpClient().withSession(proAccount('csrf-other'))
  as.stranger = await new HttpClient().authenticate(uniqueEmail('csrf-stranger'), 'create-account')
  as.buyer = await new HttpClient().authenticate(uniqueEmail('csrf-buyer'), 'create-account')
  as.account = await new HttpClient().authenticate(ACCOUNT, 'create-account')
  as.anonymous = new HttpClient()
  await as.anonymous.loadCsrf()
  doc = (
    await api(as.victim, 'POST', '/api/generate-agreement', {
      templateType: 'custom',
      userInput: 'Ramesh Kumar will pay 5000 rupees to Suresh Patil by 31/03/2027',
    })
  ).agreement.id
  chat = (await api(as.victim, 'POST', '/api/chat', { message: 'The conversation forgeries aim at' }))
    .sessionId
  // A token is shown once, on the answer to the form that made it.
  const made = await as.victim.send('POST', '/app/api-tokens', {
    form: { intent: 'create', name: 'Bearer for the matrix' },
  })
  bearer = /nd_[A-Za-z0-9_-]{20,}/.exec(await made.text())?.[0] ?? ''
  assert.ok(bearer, 'the bearer token was read')
})

after(() => {
  fs.mkdirSync(RESULTS_DIR, { recursive: true })
  fs.writeFileSync(path.join(RESULTS_DIR, 'csrf-matrix.json'), JSON.stringify(counts, null, 2))
  console.log(
    `csrf matrix: ${counts.forged} forged requests, ${counts.changedState} changed state; answers ${JSON.stringify(counts.refusedWith)}`,
  )
})

test('every route file with an action has rows, and every collaboration intent is forged', () => {
  const routes = fs
    .readdirSync('app/routes')
    .filter((f) =>
      /\bexport\s+(async\s+)?(function|const)\s+action\b/.test(
        fs.readFileSync(path.join('app/routes', f), 'utf8'),
      ),
    )
    .sort()
  assert.deepEqual(
    [...new Set(ROWS.map((r) => r.file))].sort(),
    routes,
    'a route with an action is not in the CSRF matrix (or a row names a route that has none)',
  )
  const types = fs.readFileSync('app/features/collaboration/contract.ts', 'utf8')
  // The quoted names in the array literal, however it is laid out.
  const list = /COLLABORATION_INTENTS = \[([^\]]*)\]/.exec(types)?.[1] ?? ''
  const intents = [...list.matchAll(/'([^']+)'/g)].map((m) => m[1])
  assert.ok(intents.length > 0, 'COLLABORATION_INTENTS was read')
  const forged = new Set(
    ROWS.filter((r) => r.file === 'document.$id.tsx').map((r) => /** @type {any} */ (r.body?.({}))?.intent),
  )
  assert.deepEqual(
    intents.filter((/** @type {string} */ i) => !forged.has(i)),
    [],
    'a collaboration intent is not forged',
  )
})

describe('forged requests change nothing; the same request sent properly does', () => {
  for (const row of ROWS) {
    test(`${row.file}: ${row.name}`, async () => {
      const actor = row.as ?? 'victim'
      const client = as[actor]
      const p = row.prepare ? await row.prepare() : {}
      const variants =
        row.kind === 'json'
          ? JSON_VARIANTS.filter((v) => !v.postOnly || (row.method ?? 'POST') === 'POST')
          : FORM_VARIANTS
      /** @type {string[]} */
      const wrong = []
      // Nothing else touches this actor's state, so the snapshot after one variant is the
      // snapshot before the next: half the probe requests, the same comparisons.
      let state = await snapshot(actor)
      for (const variant of variants) {
        const before = { ...state, effect: row.effect ? await row.effect(p, null) : null }
        const { response, text } = await send(client, row, p, variant)
        state = await snapshot(actor)
        const after = { ...state, effect: row.effect ? await row.effect(p, response) : null }
        counts.forged++
        counts.refusedWith[response.status] = (counts.refusedWith[response.status] ?? 0) + 1
        const changed = JSON.stringify(before) !== JSON.stringify(after)
        if (changed) {
          counts.changedState++
          wrong.push(
            `${variant.name}: changed state (${response.status}) ${JSON.stringify(before)} → ${JSON.stringify(after)}`,
          )
        }
        if (response.status < 400 || response.status >= 500)
          wrong.push(`${variant.name}: answered ${response.status} ${text.slice(0, 120)}`)
      }
      // The control: sent properly, the same request does what it is for.
      if (row.mutates !== false) {
        const proper =
          row.kind === 'json'
            ? { name: 'proper', headers: { origin: BASE_URL }, type: JSON_TYPE }
            : { name: 'proper', headers: { origin: BASE_URL }, token: /** @type {const} */ ('valid') }
        const before = { ...state, effect: row.effect ? await row.effect(p, null) : null }
        const { response, text } = await send(client, row, p, proper)
        const after = {
          ...(await snapshot(actor)),
          effect: row.effect ? await row.effect(p, response) : null,
        }
        assert.ok(response.status < 400, `sent properly it answers ${response.status}: ${text.slice(0, 200)}`)
        assert.notDeepEqual(
          after,
          before,
          'sent properly, the request changes state: the probe sees what a forgery would change',
        )
      }
      assert.deepEqual(wrong, [], `${row.file}: ${row.name}\n${wrong.join('\n')}`)
    })
  }
})
