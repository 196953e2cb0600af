// @ts-check
// The XSS corpus in Chromium (issue 13, part 2). Every payload of xss-corpus.js is written
// into every text sink a user can fill and that is shown back — chat messages and titles,
// attachment names, a custom agreement's description, a hand edit after adding a clause,
// AI edit instructions, comments and replies, collaborator names, e-mail addresses and the
// display names made from them, API token names, search boxes and reflected parameters,
// error pages — and then every page showing them is loaded in Chromium, the HTML export
// too (opened as a file, where no CSP applies). Writing goes through the server's own
// forms and API (HttpClient), reading through the browser.
//
// A page fails when a payload ran (__xss called, a dialog), when its markup went live (a
// /xss-beacon/ request, an event-handler attribute or javascript: URL in the DOM) or when a
// markup payload stands verbatim in the HTML source. A CSP violation counts as a failure
// too, reported apart: encoding alone must stop every payload; the nonce CSP is the second
// wall, not the first. With JavaScript off nothing can run, so that pass checks the rest:
// beacons, live markup in the DOM and the HTML source.
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, test } from 'node:test'
import { pathToFileURL } from 'node:url'
import { HttpClient } from './http.js'
import { BASE_URL, JAVASCRIPT, MODE, RESULTS_DIR, launchBrowser, proAccount, RENTAL } from './support.js'
import { ALL, INIT_SCRIPT, MARKUP, PAYLOADS, SHORT, injectedMarkup, isBeacon } from './xss-corpus.js'

/** @typedef {import('playwright-core').BrowserContext} BrowserContext */
/** @typedef {import('playwright-core').Page} Page */
/** @typedef {{ context: BrowserContext, at: (label: string) => void, tab: Page | null }} Reporting */

/** @type {import('playwright-core').Browser} */
let browser
/** Everything a page load found, by page. @type {{ page: string, what: string }[]} */
const executed = []
/** @type {{ page: string, what: string }[]} */
const cspViolations = []
let pageLoads = 0
/** Page loads whose HTML carries a payload (as text): the sink was really shown. */
let pagesShowingPayloads = 0

/** Payload texts joined while they fit in `limit` characters. @param {number} limit */
function fitting(limit, separator = ' ') {
  let text = ''
  for (const p of PAYLOADS) {
    const next = text ? `${text}${separator}${p.text}` : p.text
    if (next.length <= limit) text = next
  }
  return text
}

/** @param {HttpClient} client @param {string} method @param {string} path @param {unknown} [json] */
async function api(client, method, path, json) {
  const response = await client.send(method, path, json === undefined ? {} : { json })
  const body = /** @type {any} */ (await response.json())
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(body)}`)
  return body
}

/** A form post that must succeed (a redirect or a 200). @param {HttpClient} client @param {string} path @param {Record<string, string>} form */
async function post(client, path, form) {
  const response = await client.send('POST', path, { form })
  if (response.status >= 400)
    throw new Error(`POST ${path} ${JSON.stringify(form).slice(0, 120)} answered ${response.status}`)
  return response
}

/** Where the payloads were written: ids the pages are reached by. */
const planted = {
  doc: '',
  customDoc: '',
  chat: '',
  attachmentChat: '',
  aiChange: '',
  lastVersion: 0,
  invitationPath: '',
  /** The toast of the attachment upload, which names the file: carried into the browser. */
  toastCookie: '',
  /** @type {HttpClient[]} */
  writers: [],
}
/** @type {HttpClient} */
let owner

const version = async (id = planted.doc) =>
  /** @type {number} */ ((await api(owner, 'GET', `/api/agreements/${id}`)).agreement.version)

/** A multipart chat message with a file, as the workspace form sends it. @param {HttpClient} client @param {string} fileName */
async function sendAttachment(client, fileName) {
  const body = new FormData()
  body.set('csrf', client.csrf)
  body.set('intent', 'send')
  body.set('message', `The attached terms ${PAYLOADS[0]?.text}`)
  body.set(
    'attachment',
    new File(['Ramesh Kumar will pay 5000 rupees by 31/03/2027.'], fileName, { type: 'text/plain' }),
  )
  const headers = { origin: BASE_URL, cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }
  const response = await fetch(`${BASE_URL}/app`, { method: 'POST', body, headers, redirect: 'manual' })
  assert.equal(response.status, 302, `the attachment ${fileName} was accepted`)
  const toast = response.headers.getSetCookie().find((c) => /^(__Host-)?toast=/.test(c))
  return { location: response.headers.get('location') ?? '', toast: toast?.split(';')[0] ?? '' }
}

/**
 * Writes the corpus into every sink, through the same forms and API the product offers.
 */
async function plant() {
  owner = await new HttpClient().withSession(proAccount('xss-owner'))

  // A rental agreement with payloads in its parties' details, and a custom agreement whose
  // description (recital and obligations) carries them.
  planted.doc = (
    await api(owner, 'POST', '/api/generate-agreement', {
      templateType: 'rental-agreement',
      userInput: 'A rental agreement',
      details: {
        ...RENTAL,
        landlordName: `Priya ${PAYLOADS[1]?.text}`,
        propertyAddress: `Flat 12, ${PAYLOADS[6]?.text}, Baner, Pune 411045`,
      },
    })
  ).agreement.id
  planted.customDoc = (
    await api(owner, 'POST', '/api/generate-agreement', {
      templateType: 'custom',
      userInput: `Boundary wall ${fitting(1500)}: Ramesh Kumar will pay half the cost of the wall ${PAYLOADS[0]?.text} by 31/03/2027`,
    })
  ).agreement.id

  // A clause from the library, then a hand edit (its placeholders "filled in") with the corpus.
  await post(owner, `/app/documents/${planted.doc}/clauses`, { clauseId: 'commercial-force-majeure' })
  const { agreement } = await api(owner, 'GET', `/api/agreements/${planted.doc}`)
  await post(owner, `/app/documents/${planted.doc}/edit`, {
    content: `${agreement.content}\n\n${ALL}\n\nAI TARGET`,
    version: String(agreement.version),
  })
  // An AI edit whose instruction (shown in the history) and result carry a payload.
  const instruction = `replace "AI TARGET" with "${PAYLOADS[1]?.text} ${PAYLOADS[10]?.text}"`
  const edited = await post(owner, `/app/documents/${planted.doc}/ai-edit`, {
    intent: 'apply',
    instruction,
    version: String(await version()),
  })
  planted.aiChange =
    new URL(edited.headers.get('location') ?? '', BASE_URL).searchParams.get('ai_change') ?? ''
  assert.ok(planted.aiChange, 'the AI edit was applied')
  // An instruction the engine refuses is not recorded; its page keeps it (see the form test).

  // Chat: one message per payload, then the conversation renamed to a payload.
  const first = await post(owner, '/app', { intent: 'send', message: PAYLOADS[0]?.text ?? '' })
  planted.chat = new URL(first.headers.get('location') ?? '', BASE_URL).searchParams.get('session') ?? ''
  for (const p of PAYLOADS.slice(1))
    await post(owner, '/app', { intent: 'send', sessionId: planted.chat, message: p.text })
  await post(owner, '/app', { intent: 'rename', sessionId: planted.chat, title: fitting(100) })
  // An attachment whose file name is a payload. (A name with ';' or '=' is finding 5's
  // class, refused elsewhere; these carry neither.)
  const upload = await sendAttachment(owner, '"><svg><script>__xss(29)</script></svg>.txt')
  planted.attachmentChat = new URL(upload.location, BASE_URL).searchParams.get('session') ?? ''
  planted.toastCookie = upload.toast

  // API token names (at most 60 characters, 20 tokens).
  for (const p of PAYLOADS.filter((x) => x.text.length <= 60).slice(0, 15)) {
    await post(owner, '/app/api-tokens', { intent: 'create', name: p.text })
  }

  // Accounts whose e-mail address (and so display name) is a payload, on the team. Their
  // addresses are not verified, so each joins by accepting its invitation's link.
  for (const [i, p] of SHORT.entries()) {
    const email = `${p.text}.${crypto.randomBytes(3).toString('hex')}@e2e.test`
    const writer = await new HttpClient().authenticate(email, 'create-account')
    const role = i === 0 ? 'admin' : 'editor'
    const { collaborator } = await api(owner, 'POST', `/api/documents/${planted.doc}/collaborators`, {
      email,
      name: p.text,
      role,
    })
    const accepted = await writer.send('POST', new URL(collaborator.invitationUrl).pathname, { form: {} })
    assert.equal(accepted.status, 302, `${email} accepted the invitation`)
    planted.writers.push(writer)
  }
  // Pending invitations named with payloads; one made by a payload-named admin, whose name
  // its link's page shows.
  for (const p of PAYLOADS.slice(0, 8)) {
    await post(owner, `/document/${planted.doc}`, {
      intent: 'add-collaborator',
      email: `invitee-${p.id}-${crypto.randomBytes(3).toString('hex')}@e2e.test`,
      name: p.text,
      role: 'viewer',
    })
  }
  const admin = /** @type {HttpClient} */ (planted.writers[0])
  const invited = await api(admin, 'POST', `/api/documents/${planted.doc}/collaborators`, {
    email: `pending-${crypto.randomBytes(3).toString('hex')}@e2e.test`,
    name: fitting(200),
    role: 'editor',
  })
  planted.invitationPath = new URL(invited.collaborator.invitationUrl).pathname

  // Comments: one per payload by the owner, replies by the payload-named accounts.
  /** @type {string} */
  let thread = ''
  for (const p of PAYLOADS) {
    const made = await api(owner, 'POST', `/api/documents/${planted.doc}/comments`, { content: p.text })
    thread ||= made.comment.id
  }
  for (const writer of planted.writers) {
    await post(writer, `/document/${planted.doc}`, { intent: 'comment', content: ALL, parentId: thread })
  }
  planted.lastVersion = await version()
}

/**
 * A context whose pages report what ran: __xss calls, dialogs, CSP violations and
 * requests for /xss-beacon/ (markup made live, which needs no script).
 * @param {HttpClient | null} client whose cookies the browser takes
 */
async function reportingContext(client) {
  const context = await browser.newContext({
    javaScriptEnabled: JAVASCRIPT,
    viewport: { width: 1280, height: 800 },
    locale: 'en-IN',
  })
  context.setDefaultTimeout(20_000)
  context.setDefaultNavigationTimeout(30_000)
  let current = ''
  if (JAVASCRIPT) {
    await context.exposeFunction('__xssReport', (/** @type {string} */ id, /** @type {string} */ at) =>
      executed.push({ page: current, what: `__xss(${id}) ran at ${at}` }),
    )
    await context.exposeFunction('__cspReport', (/** @type {string} */ what) =>
      cspViolations.push({ page: current, what }),
    )
    await context.addInitScript(INIT_SCRIPT)
  }
  context.on('request', (request) => {
    if (isBeacon(request.url())) executed.push({ page: current, what: `request for ${request.url()}` })
  })
  context.on('page', (page) => {
    page.on('dialog', (dialog) => {
      executed.push({ page: current, what: `a ${dialog.type()} dialog: ${dialog.message()}` })
      // Leaving is let through, so that a payload's beforeunload cannot hold the tab on its page.
      void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss())
    })
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text()))
        cspViolations.push({ page: current, what: message.text().slice(0, 200) })
    })
  })
  if (client) {
    await context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, url: BASE_URL })))
  }
  /** @param {string} label */
  const at = (label) => {
    current = label
  }
  /** @type {Reporting} */
  const reporting = { context, at, tab: null }
  return reporting
}

/** Markup payloads standing verbatim in a page's source (case-blind: a template may upper-case a name). @param {string} html */
function verbatimMarkup(html) {
  const source = html.toLowerCase()
  return MARKUP.filter((p) => source.includes(p.text.toLowerCase())).map(
    (p) => `payload ${p.id} (${p.kind}) verbatim in the HTML`,
  )
}

/**
 * Loads one page and judges it. A page that is an error answer (a 404) is judged the same.
 * The context's one tab goes from page to page (each load is a new document, judged on its
 * own): a new tab per page cost a renderer process each, seconds on a loaded machine.
 * @param {Reporting} reporting
 * @param {string} url a path on the app, or a file: URL
 */
async function visit(reporting, url) {
  reporting.at(url.length > 140 ? `${url.slice(0, 140)}…` : url)
  reporting.tab ??= await reporting.context.newPage()
  const page = reporting.tab
  const response = await page.goto(url.startsWith('file:') ? url : `${BASE_URL}${url}`, {
    waitUntil: 'load',
  })
  pageLoads++
  // With JavaScript, the page is judged once React has hydrated it (and, for the dialog,
  // loaded its lazy chunk): a client render of the same data is judged too.
  if (JAVASCRIPT && !url.startsWith('file:') && response?.ok()) {
    await page.waitForFunction(() => /** @type {any} */ (window).__remixRouter?.state.initialized === true)
    if (/document=[0-9a-f-]{36}/.test(url)) await page.getByTestId('document-dialog').first().waitFor()
  }
  const html = (await response?.text()) ?? ''
  if (/__xss/i.test(html)) pagesShowingPayloads++
  const problems = [...verbatimMarkup(html)]
  problems.push(...(await page.evaluate(injectedMarkup)))
  // A frame on the page is itself a payload's doing (the app has none); its DOM is judged too.
  for (const frame of page.frames().slice(1)) {
    problems.push(`a frame at ${frame.url()}`, ...(await frame.evaluate(injectedMarkup).catch(() => [])))
  }
  for (const problem of problems) executed.push({ page: url, what: problem })
  return { page, status: response?.status() ?? 0, html }
}

/** Query text that carries the corpus (a URL is bounded: the shorter payloads). */
const QUERY = encodeURIComponent(fitting(600))

before(async () => {
  browser = await launchBrowser()
  await plant()
})

after(async () => {
  await browser?.close()
  fs.mkdirSync(RESULTS_DIR, { recursive: true })
  const summary = {
    mode: MODE,
    payloads: PAYLOADS.length,
    pageLoads,
    pagesShowingPayloads,
    executed,
    cspViolations,
  }
  fs.writeFileSync(
    path.join(RESULTS_DIR, `xss-${JAVASCRIPT ? 'js-on' : 'js-off'}.json`),
    JSON.stringify(summary, null, 2),
  )
  console.log(
    `xss corpus [${MODE}]: ${PAYLOADS.length} payloads, ${pageLoads} page loads (${pagesShowingPayloads} showing payloads), ${executed.length} executions or live markup, ${cspViolations.length} CSP violations`,
  )
})

/** @param {string} label */
function expectClean(label) {
  assert.deepEqual(executed, [], `${label}: a payload ran or its markup went live`)
  assert.deepEqual(cspViolations, [], `${label}: the CSP blocked a payload that encoding should have stopped`)
}

test(`the detectors catch a payload that does run: a canary page of live markup [${MODE}]`, async () => {
  // Unescaped on purpose, outside the app: proves the checks below can fail.
  const file = path.join(RESULTS_DIR, `xss-canary-${JAVASCRIPT ? 'on' : 'off'}.html`)
  fs.mkdirSync(RESULTS_DIR, { recursive: true })
  fs.writeFileSync(
    file,
    `<!doctype html><body>${PAYLOADS.slice(0, 4)
      .map((p) => p.text)
      .join('')}</body>`,
  )
  const view = await reportingContext(null)
  try {
    await visit(view, pathToFileURL(file).href)
    const caught = executed.splice(0).map((e) => e.what)
    assert.ok(
      caught.some((what) => /xss-beacon\/3/.test(what)),
      `the beacon request is seen: ${caught.join('; ')}`,
    )
    assert.ok(
      caught.some((what) => /verbatim/.test(what)),
      'markup verbatim in the source is seen',
    )
    assert.ok(
      caught.some((what) => /onerror/.test(what)),
      'a live event-handler attribute is seen',
    )
    if (JAVASCRIPT)
      assert.ok(
        caught.some((what) => /__xss\(1\) ran/.test(what)),
        'a script that ran is seen',
      )
    if (JAVASCRIPT) {
      // On the app's own page, the nonce CSP blocks an injected handler: seen, and kept apart.
      const page = await view.context.newPage()
      await page.goto(`${BASE_URL}/`)
      const blocked = page.waitForEvent('console', {
        predicate: (m) => /Content Security Policy/.test(m.text()),
      })
      await page.evaluate(() =>
        document.body.insertAdjacentHTML('beforeend', '<img src=x onerror=__xss(99)>'),
      )
      await blocked
      await page.close()
      assert.ok(cspViolations.splice(0).length > 0, 'a CSP violation is seen')
      executed.splice(0)
    }
  } finally {
    await view.context.close()
  }
  pageLoads = 0
  pagesShowingPayloads = 0
})

test(`every page that shows what the owner and the team wrote runs none of it [${MODE}]`, async () => {
  const ownerView = await reportingContext(owner)
  const doc = `/app/documents/${planted.doc}`
  try {
    // The toast naming the uploaded file, on the page the upload led to.
    const [name, value] = planted.toastCookie.split('=')
    if (name && value) await ownerView.context.addCookies([{ name, value, url: BASE_URL }])
    for (const url of [
      `/app?session=${planted.attachmentChat}`,
      '/app',
      '/app?tab=chats',
      `/app?tab=chats&session=${planted.chat}`,
      `/app?tab=chats&session=${planted.chat}&rename=1`,
      `/app?tab=chats&q=${QUERY}&view=${QUERY}`,
      `/app?session=${planted.chat}&document=${planted.doc}&dtab=collaborate`,
      `/app?document=${planted.customDoc}&dtab=document`,
      doc,
      `${doc}?tab=document&ai_change=${planted.aiChange}`,
      `${doc}?tab=document&edit=1`,
      `${doc}?tab=analytics`,
      `${doc}?tab=legal-terms&language=english&text=${QUERY}`,
      `${doc}?tab=legal-terms&language=${QUERY}&text=${QUERY}`,
      `${doc}?tab=export`,
      `${doc}?tab=collaborate`,
      `${doc}?tab=clauses&clause_view=search&clause_q=${QUERY}`,
      `/app?view=clauses&show=search&search=${QUERY}`,
      `/app?view=clauses&search=${QUERY}&category=${QUERY}&risk=${QUERY}`,
      `/app/clauses/commercial-force-majeure?into=${planted.doc}`,
      `${doc}?tab=${QUERY}`,
      `${doc}/edit`,
      `${doc}/ai-edit`,
      `${doc}/history`,
      `${doc}/history?version=${planted.lastVersion}`,
      `${doc}/history?from=1&to=${planted.lastVersion}`,
      `${doc}/history?version=${QUERY}&page=${QUERY}`,
      `/document/${planted.doc}`,
      `/document/${planted.doc}?view=print`,
      `/app/documents/${planted.customDoc}`,
      '/app/api-tokens',
      '/profile',
    ]) {
      await visit(ownerView, url)
    }
  } finally {
    await ownerView.context.close()
  }
  // The payload-named accounts: their own header, profile and the document as the team sees it.
  for (const writer of planted.writers.slice(0, 2)) {
    const writerView = await reportingContext(writer)
    try {
      for (const url of [
        '/app',
        '/profile',
        `/document/${planted.doc}`,
        `${doc}?tab=collaborate`,
        `${doc}/history`,
      ]) {
        await visit(writerView, url)
      }
    } finally {
      await writerView.context.close()
    }
  }
  expectClean('pages of the owner and the team')
})

test(`error pages, sign-in and invitation links reflect parameters as text [${MODE}]`, async () => {
  const anonymous = await reportingContext(null)
  const signedIn = await reportingContext(owner)
  try {
    const payloadPath = encodeURIComponent(fitting(300, '/'))
    for (const url of [
      `/auth?tab=${QUERY}&redirectTo=${QUERY}`,
      `/auth?tab=signup&redirectTo=%2Fapp%3Fq%3D${QUERY}`,
      `/xss/${payloadPath}`,
      planted.invitationPath,
    ]) {
      await visit(anonymous, url)
    }
    for (const url of [
      `/app/documents/${payloadPath}`,
      `/document/${payloadPath}`,
      `/app/documents/${planted.doc}/export/${payloadPath}`,
      `/app/documents/${payloadPath}/history`,
      `/app/${payloadPath}?q=${QUERY}`,
      `/app?session=${payloadPath}&document=${payloadPath}`,
      planted.invitationPath,
    ]) {
      await visit(signedIn, url)
    }
  } finally {
    await anonymous.context.close()
    await signedIn.context.close()
  }
  expectClean('error and reflected pages')
})

test(`forms give back what was typed as text: a refused AI instruction, a token name [${MODE}]`, async () => {
  const view = await reportingContext(owner)
  const page = await view.context.newPage()
  const instruction = fitting(1000)
  const tokenName = '<img src=x onerror=__xss(30)>'
  try {
    // The offline engine refuses an instruction it cannot read: 422, the instruction kept.
    view.at('AI edit refused')
    await page.goto(`${BASE_URL}/app/documents/${planted.doc}/ai-edit`)
    await page.getByLabel('Edit request', { exact: true }).fill(instruction)
    const [refused] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/ai-edit'),
      ),
      page.getByRole('button', { name: 'Apply AI Edit', exact: true }).click(),
    ])
    assert.equal(refused.status(), 422, 'the instruction was refused')
    await page.waitForLoadState('load')
    assert.equal(
      await page.getByLabel('Edit request', { exact: true }).inputValue(),
      instruction,
      'the instruction is kept',
    )
    pageLoads++
    for (const problem of await page.evaluate(injectedMarkup))
      executed.push({ page: 'AI edit refused', what: problem })

    // A token is shown once, by name, on the answer to the form.
    view.at('API token made')
    await page.goto(`${BASE_URL}/app/api-tokens`)
    await page.getByLabel('Token name', { exact: true }).fill(tokenName)
    await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/app/api-tokens',
      ),
      page.getByRole('button', { name: 'Create token', exact: true }).click(),
    ])
    await page.getByRole('status').getByText(tokenName, { exact: false }).first().waitFor()
    pageLoads++
    for (const problem of await page.evaluate(injectedMarkup))
      executed.push({ page: 'API token made', what: problem })
  } finally {
    await view.context.close()
  }
  expectClean('forms that keep typed text')
})

test(`the HTML export, opened as a file where no CSP applies, runs nothing [${MODE}]`, async () => {
  const files = []
  for (const id of [planted.doc, planted.customDoc]) {
    const response = await owner.send('GET', `/app/documents/${id}/export/html`)
    assert.equal(response.status, 200)
    assert.match(response.headers.get('content-disposition') ?? '', /^attachment;/)
    const file = path.join(RESULTS_DIR, `xss-export-${JAVASCRIPT ? 'on' : 'off'}-${id}.html`)
    fs.mkdirSync(RESULTS_DIR, { recursive: true })
    fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()))
    files.push(file)
  }
  const view = await reportingContext(null)
  try {
    for (const file of files) {
      const { html } = await visit(view, pathToFileURL(file).href)
      assert.match(html, /onerror=__xss\(2\)|onerror=__XSS\(2\)/i, 'the export carries the payloads, as text')
    }
  } finally {
    await view.context.close()
  }
  expectClean('the HTML export')
})

test(`the other downloads are never read as a page: type, nosniff and attachment [${MODE}]`, async () => {
  const expected = {
    [`/app/documents/${planted.doc}/export/txt`]: /^text\/plain/,
    [`/app/documents/${planted.doc}/export/docx`]: /^application\/vnd\.openxmlformats/,
    [`/app/documents/${planted.doc}/export/pdf`]: /^application\/pdf/,
    [`/app/documents/${planted.doc}/audit/json`]: /^application\/json/,
    [`/app/documents/${planted.doc}/audit/csv`]: /^text\/csv/,
  }
  for (const [url, type] of Object.entries(expected)) {
    const response = await owner.send('GET', url)
    assert.equal(response.status, 200, url)
    assert.match(response.headers.get('content-type') ?? '', type, url)
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff', url)
    assert.match(response.headers.get('content-disposition') ?? '', /^attachment;/, url)
    await response.arrayBuffer()
  }
})
