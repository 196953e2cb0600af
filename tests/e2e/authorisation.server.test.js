// @ts-check
// The authorisation matrix, against the running server (run.js runs this file once, on
// PGlite, or on Postgres with DATABASE_URL). One row per document route and API endpoint,
// one column per principal; every cell is requested and judged:
//
//   allow      the answer differs from a missing document's, is not a 4xx, and a change
//              the row makes is recorded (the stream's version moves);
//   forbidden  403: the user has a role, but not this permission; nothing is recorded;
//   deny       exactly the answer the same request gets for an id that does not exist
//              (status, Location and body, with ids and nonces masked), no byte of the
//              document, nothing recorded. For a signed-out visitor that is the sign-in
//              redirect (pages) or 401 (API), as for a missing id.
//
// Then the id swaps: another document's id in the path, in a body field, and another
// document's comment or collaborator id in a form or an API path.
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { before, describe, test } from 'node:test'
import { HttpClient } from './http.js'
import { linkIn, waitForMail } from './mail.js'
import { confirmableInvitation, verifyAddress } from './verify.js'
import { BASE_URL, PASSWORD, SUPPORT_EMAIL, istToday, proAccount, uniqueEmail } from './support.js'

/** @typedef {'allow' | 'forbidden' | 'deny'} Verdict */
/** @typedef {'anonymous' | 'stranger' | 'viewer' | 'editor' | 'admin' | 'owner'} Principal */
/** @typedef {{ method: string, path: string, form?: Record<string, string>, json?: unknown }} Call */
/** @typedef {Record<string, string>} Prepared */
/**
 * @typedef {object} Row
 * @property {string} route
 * @property {Record<Principal, Verdict>} expect
 * @property {boolean} [records]  an allowed request appends an event
 * @property {() => Promise<Prepared>} [prepare]  run by the owner before each cell
 * @property {(id: string, p: Prepared) => Call} call
 */

const PRINCIPALS = /** @type {const} */ (['anonymous', 'stranger', 'viewer', 'editor', 'admin', 'owner'])
const A = 'allow'
const F = 'forbidden'
const D = 'deny'
/** @param {Verdict[]} cells @returns {Record<Principal, Verdict>} */
const columns = (cells) =>
  /** @type {Record<Principal, Verdict>} */ (Object.fromEntries(PRINCIPALS.map((p, i) => [p, cells[i]])))
//                         anonymous stranger viewer editor admin owner
const VIEW = columns([D, D, A, A, A, A])
const COMMENT = columns([D, D, A, A, A, A])
const EDIT = columns([D, D, F, A, A, A])
const MANAGE = columns([D, D, F, F, A, A])

const SECRET = 'Zorawar Matrixsingh'
const RENTAL = {
  landlordName: 'Priya Sharma',
  tenantName: SECRET,
  propertyAddress: 'Flat 12, Shanti Apartments, Baner, Pune 411045',
  monthlyRent: '25000',
  securityDeposit: '1 lakh',
  leasePeriod: '11',
}

/** @type {Record<Principal, HttpClient>} */
const as = /** @type {never} */ ({})
/** @type {HttpClient} */
let other
let doc = ''
let otherDoc = ''
let counter = 0
const next = () => ++counter

/** @param {HttpClient} client @param {string} method @param {string} path @param {unknown} [json] */
async function api(client, method, path, json) {
  const response = await client.send(method, path, json === undefined ? {} : { json })
  const body = /** @type {any} */ (await response.json())
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(body)}`)
  return body
}

/** @param {HttpClient} owner */
async function generate(owner) {
  const body = await api(owner, 'POST', '/api/generate-agreement', {
    templateType: 'rental-agreement',
    userInput: 'A rental agreement',
    details: RENTAL,
  })
  return /** @type {string} */ (body.agreement.id)
}

/** The document's stream version (every event raises it), read by its owner. */
const version = async (id = doc, client = as.owner) =>
  /** @type {number} */ ((await api(client, 'GET', `/api/agreements/${id}`)).agreement.version)
const content = async () =>
  /** @type {string} */ ((await api(as.owner, 'GET', `/api/agreements/${doc}`)).agreement.content)
const spare = async () => ({
  collaboratorId: (
    await api(as.owner, 'POST', `/api/documents/${doc}/collaborators`, {
      email: uniqueEmail('spare'),
      name: 'Spare',
    })
  ).collaborator.id,
})
/** A pending invitation whose address an account has verified since: what a manager may confirm. */
const confirmable = async () => ({
  collaboratorId: await confirmableInvitation((method, path, json) => api(as.owner, method, path, json), doc),
})
const comment = async () => ({
  commentId: (
    await api(as.owner, 'POST', `/api/documents/${doc}/comments`, { content: `Prepared ${next()}` })
  ).comment.id,
})

/**
 * A line the owner adds for an AI edit to change — the offline engine replaces exact words
 * in a document saved as text: the line, the text and its version.
 */
async function target() {
  const line = `AI TARGET ${next()}`
  const response = await as.owner.send('POST', `/app/documents/${doc}/edit`, {
    form: { content: `${await content()}\n\n${line}`, version: String(await version()) },
  })
  assert.equal(response.status, 302, 'the owner’s edit adding an AI target')
  return { line, content: await content(), version: String(await version()) }
}
/** @param {Prepared} p */
const aiInstruction = (p) => `replace "${p.line}" with "${p.line?.replace('TARGET', 'DONE')}"`

/** An AI edit by the owner, so Undo has something to undo: the version it made. */
async function aiEdited() {
  const p = await target()
  const response = await as.owner.send('POST', `/app/documents/${doc}/ai-edit`, {
    form: { intent: 'apply', instruction: aiInstruction(p), version: p.version },
  })
  assert.equal(response.status, 302, 'the owner’s AI edit for Undo')
  return { version: String(await version()) }
}

/** A valid "Save as my clause" form, with a new clause id each time. */
const personalClauseForm = () => ({
  intent: 'save-clause',
  clauseId: crypto.randomUUID(),
  title: `Matrix clause ${next()}`,
  category: 'Property',
  risk: 'Medium',
  tags: 'matrix, notice',
  passage: `The [LICENSEE] gives notice to ${SECRET}.`,
})

/** No date of execution recorded (the owner clears one), so recording today's changes it: the version to post. */
async function undated() {
  const cleared = await as.owner.send('POST', `/app/documents/${doc}/execution`, {
    form: { intent: 'clear', version: String(await version()) },
  })
  assert.equal(cleared.status, 302, 'the owner’s clearing of the execution date')
  return { version: String(await version()) }
}

/** No registration recorded (the owner clears it), so recording today's changes it: the version to post. */
async function unregistered() {
  const cleared = await as.owner.send('POST', `/app/documents/${doc}/execution`, {
    form: { intent: 'clear-registration', version: String(await version()) },
  })
  assert.equal(cleared.status, 302, 'the owner’s clearing of the registration')
  return { version: String(await version()) }
}

/** @param {string} path */
const get = (path) => ({ method: 'GET', path })
/** @param {string} path @param {Record<string, string>} form */
const form = (path, form) => ({ method: 'POST', path, form })

/** @type {Row[]} */
const MATRIX = [
  // Reading
  { route: 'GET /app/documents/:id', expect: VIEW, call: (id) => get(`/app/documents/${id}`) },
  {
    route: 'GET /app/documents/:id?tab=collaborate',
    expect: VIEW,
    call: (id) => get(`/app/documents/${id}?tab=collaborate`),
  },
  { route: 'GET /app?document=:id (the dialog)', expect: VIEW, call: (id) => get(`/app?document=${id}`) },
  { route: 'GET /document/:id', expect: VIEW, call: (id) => get(`/document/${id}`) },
  { route: 'GET /document/:id?view=print', expect: VIEW, call: (id) => get(`/document/${id}?view=print`) },
  { route: 'GET /app/documents/:id/edit', expect: VIEW, call: (id) => get(`/app/documents/${id}/edit`) },
  {
    route: 'GET /app/documents/:id/ai-edit',
    expect: VIEW,
    call: (id) => get(`/app/documents/${id}/ai-edit`),
  },
  {
    route: 'GET /app/documents/:id/clauses',
    expect: VIEW,
    call: (id) => get(`/app/documents/${id}/clauses`),
  },
  {
    route: 'GET /app/documents/:id/export/txt',
    expect: VIEW,
    records: true,
    call: (id) => get(`/app/documents/${id}/export/txt`),
  },
  {
    route: 'GET /app/documents/:id/history',
    expect: VIEW,
    call: (id) => get(`/app/documents/${id}/history`),
  },
  {
    route: 'GET /app/documents/:id/history?version=1',
    expect: VIEW,
    call: (id) => get(`/app/documents/${id}/history?version=1`),
  },
  {
    route: 'GET /app/documents/:id/audit/json',
    expect: VIEW,
    call: (id) => get(`/app/documents/${id}/audit/json`),
  },
  {
    route: 'GET /app/documents/:id/audit/csv',
    expect: VIEW,
    call: (id) => get(`/app/documents/${id}/audit/csv`),
  },
  {
    route: 'GET /app/documents/:id/audit/pdf',
    expect: VIEW,
    call: (id) => get(`/app/documents/${id}/audit/pdf`),
  },
  { route: 'GET /api/agreements/:id', expect: VIEW, call: (id) => get(`/api/agreements/${id}`) },
  {
    route: 'GET /api/documents/:id/collaborators',
    expect: VIEW,
    call: (id) => get(`/api/documents/${id}/collaborators`),
  },
  {
    route: 'GET /api/documents/:id/comments',
    expect: VIEW,
    call: (id) => get(`/api/documents/${id}/comments`),
  },
  // Changing the text
  {
    route: 'POST /app/documents/:id/edit',
    expect: EDIT,
    records: true,
    prepare: async () => ({ content: await content(), version: String(await version()) }),
    call: (id, p) =>
      form(`/app/documents/${id}/edit`, {
        content: `${p.content}\n\nMATRIX EDIT ${next()}`,
        version: p.version ?? '',
      }),
  },
  {
    route: 'POST /app/documents/:id/ai-edit (apply)',
    expect: EDIT,
    records: true,
    prepare: target,
    call: (id, p) =>
      form(`/app/documents/${id}/ai-edit`, {
        intent: 'apply',
        instruction: aiInstruction(p),
        version: p.version ?? '',
      }),
  },
  {
    route: 'POST /app/documents/:id/ai-edit (undo)',
    expect: EDIT,
    records: true,
    prepare: aiEdited,
    call: (id, p) => form(`/app/documents/${id}/ai-edit`, { intent: 'undo', version: p.version ?? '' }),
  },
  {
    route: 'POST /app/documents/:id/clauses',
    expect: EDIT,
    records: true,
    call: (id) => form(`/app/documents/${id}/clauses`, { clauseId: 'commercial-force-majeure' }),
  },
  {
    route: 'GET /app/clauses/:clause?into=:id (pick the document)',
    expect: EDIT,
    call: (id) => get(`/app/clauses/commercial-force-majeure?into=${id}`),
  },
  {
    // In the dialog over the library a document the user may not add to is not picked: a
    // viewer's is answered as a missing one (the page says 403), so nothing tells them apart.
    route: 'GET /app?view=clauses&clause=:clause&into=:id (pick the document in the dialog)',
    expect: columns([D, D, D, A, A, A]),
    call: (id) => get(`/app?view=clauses&clause=commercial-force-majeure&into=${id}`),
  },
  {
    route: 'POST /app/clauses/:clause {documentId}',
    expect: EDIT,
    records: true,
    call: (id) =>
      form(`/app/clauses/commercial-force-majeure?into=${id}`, {
        documentId: id,
        'ph:FM NOTICE DAYS': '7',
      }),
  },
  {
    route: 'GET /app/documents/:id/execution',
    expect: VIEW,
    call: (id) => get(`/app/documents/${id}/execution`),
  },
  {
    route: 'POST /app/documents/:id/execution (record the date of execution)',
    expect: EDIT,
    records: true,
    prepare: undated,
    call: (id, p) =>
      form(`/app/documents/${id}/execution`, { executedOn: istToday(), version: p.version ?? '' }),
  },
  {
    route: 'POST /app/documents/:id/execution (record the registration)',
    expect: EDIT,
    records: true,
    prepare: unregistered,
    call: (id, p) =>
      form(`/app/documents/${id}/execution`, {
        intent: 'register',
        registeredOn: istToday(),
        registrationNumber: 'PUN-1/2026',
        version: p.version ?? '',
      }),
  },
  {
    route: 'GET /app/documents/:id/save-clause',
    expect: EDIT,
    call: (id) => get(`/app/documents/${id}/save-clause?passage=1`),
  },
  {
    // Saved to the user's own clauses: the document itself does not change.
    route: 'POST /app/documents/:id/save-clause',
    expect: EDIT,
    call: (id) => form(`/app/documents/${id}/save-clause`, personalClauseForm()),
  },
  {
    route: 'POST /api/edit-agreement {agreementId}',
    expect: EDIT,
    records: true,
    prepare: target,
    call: (id, p) => ({
      method: 'POST',
      path: '/api/edit-agreement',
      json: { agreementId: id, editRequest: aiInstruction(p), currentContent: p.content },
    }),
  },
  // The team
  {
    route: 'POST /document/:id add-collaborator',
    expect: MANAGE,
    records: true,
    call: (id) =>
      form(`/document/${id}`, {
        intent: 'add-collaborator',
        email: uniqueEmail('added'),
        name: 'Added',
        role: 'viewer',
      }),
  },
  {
    route: 'POST /document/:id change-role',
    expect: MANAGE,
    records: true,
    prepare: spare,
    call: (id, p) =>
      form(`/document/${id}`, {
        intent: 'change-role',
        collaboratorId: p.collaboratorId ?? '',
        role: 'editor',
      }),
  },
  {
    route: 'POST /document/:id remove-collaborator',
    expect: MANAGE,
    records: true,
    prepare: spare,
    call: (id, p) =>
      form(`/document/${id}`, { intent: 'remove-collaborator', collaboratorId: p.collaboratorId ?? '' }),
  },
  {
    route: 'POST /document/:id confirm-invitation',
    expect: MANAGE,
    records: true,
    prepare: confirmable,
    call: (id, p) =>
      form(`/document/${id}`, { intent: 'confirm-invitation', collaboratorId: p.collaboratorId ?? '' }),
  },
  {
    route: 'POST /api/documents/:id/collaborators',
    expect: MANAGE,
    records: true,
    call: (id) => ({
      method: 'POST',
      path: `/api/documents/${id}/collaborators`,
      json: { email: uniqueEmail('api-added'), name: 'Added' },
    }),
  },
  {
    route: 'PATCH /api/documents/:id/collaborators/:collaboratorId',
    expect: MANAGE,
    records: true,
    prepare: spare,
    call: (id, p) => ({
      method: 'PATCH',
      path: `/api/documents/${id}/collaborators/${p.collaboratorId}`,
      json: { role: 'admin' },
    }),
  },
  {
    route: 'DELETE /api/documents/:id/collaborators/:collaboratorId',
    expect: MANAGE,
    records: true,
    prepare: spare,
    call: (id, p) => ({ method: 'DELETE', path: `/api/documents/${id}/collaborators/${p.collaboratorId}` }),
  },
  // Comments and sharing
  {
    route: 'POST /document/:id comment',
    expect: COMMENT,
    records: true,
    call: (id) => form(`/document/${id}`, { intent: 'comment', content: `Matrix comment ${next()}` }),
  },
  {
    route: 'POST /document/:id comment (reply, parentId)',
    expect: COMMENT,
    records: true,
    prepare: comment,
    call: (id, p) =>
      form(`/document/${id}`, { intent: 'comment', content: 'A reply', parentId: p.commentId ?? '' }),
  },
  {
    route: 'POST /document/:id resolve',
    expect: COMMENT,
    records: true,
    prepare: comment,
    call: (id, p) => form(`/document/${id}`, { intent: 'resolve', commentId: p.commentId ?? '' }),
  },
  {
    route: 'POST /document/:id reopen',
    expect: COMMENT,
    records: true,
    prepare: async () => {
      const made = await comment()
      await api(as.owner, 'PATCH', `/api/documents/${doc}/comments/${made.commentId}`, { resolved: true })
      return made
    },
    call: (id, p) => form(`/document/${id}`, { intent: 'reopen', commentId: p.commentId ?? '' }),
  },
  {
    route: 'POST /document/:id share',
    expect: VIEW,
    records: true,
    call: (id) => form(`/document/${id}`, { intent: 'share' }),
  },
  {
    route: 'POST /api/documents/:id/comments',
    expect: COMMENT,
    records: true,
    call: (id) => ({
      method: 'POST',
      path: `/api/documents/${id}/comments`,
      json: { content: `API comment ${next()}` },
    }),
  },
  {
    route: 'PATCH /api/documents/:id/comments/:commentId',
    expect: COMMENT,
    records: true,
    prepare: comment,
    call: (id, p) => ({
      method: 'PATCH',
      path: `/api/documents/${id}/comments/${p.commentId}`,
      json: { resolved: true },
    }),
  },
]

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi

/** What a response says, with what differs between any two requests (ids, nonces) masked. @param {Response} response */
async function answerOf(response) {
  const body = (await response.text()).replace(UUID, '<id>').replace(/nonce="[^"]*"/g, 'nonce=""')
  return {
    status: response.status,
    location: (response.headers.get('location') ?? '').replace(UUID, '<id>'),
    type: response.headers.get('content-type') ?? '',
    body,
  }
}

/** @param {HttpClient} client @param {Call} call */
const send = (client, call) =>
  client.send(call.method, call.path, {
    ...(call.form ? { form: call.form } : {}),
    ...(call.json !== undefined ? { json: call.json } : {}),
  })

/**
 * Runs one cell: the request, then the same request for a missing document, and judges it.
 * @param {HttpClient} client @param {(id: string) => Call} call
 */
async function judge(client, call) {
  const before = await version()
  const answer = await answerOf(await send(client, call(doc)))
  const after = await version()
  const missing = await answerOf(await send(client, call(crypto.randomUUID())))
  const same =
    answer.status === missing.status &&
    answer.location === missing.location &&
    answer.type === missing.type &&
    answer.body === missing.body
  /** @type {Verdict | string} */
  const verdict = same
    ? 'deny'
    : answer.status === 403
      ? 'forbidden'
      : answer.status < 400
        ? 'allow'
        : `answered ${answer.status}: ${answer.body.slice(0, 200)}`
  return { verdict, recorded: after > before, answer }
}

before(async () => {
  as.owner = await new HttpClient().withSession(proAccount('matrix-owner'))
  other = await new HttpClient().withSession(proAccount('matrix-other'))
  doc = await generate(as.owner)
  otherDoc = await generate(other)
  as.anonymous = new HttpClient()
  await as.anonymous.loadCsrf()
  // Accounts first, their addresses verified: an invitation to such an address is access at
  // once; one to an address no account has verified is pending until its link is accepted.
  for (const principal of /** @type {const} */ (['stranger', 'viewer', 'editor', 'admin'])) {
    const email = uniqueEmail(`matrix-${principal}`)
    as[principal] = await new HttpClient().authenticate(email, 'create-account')
    if (principal === 'stranger') continue
    await verifyAddress(as[principal], email)
    await api(as.owner, 'POST', `/api/documents/${doc}/collaborators`, {
      email,
      name: principal,
      role: principal,
    })
  }
})

describe('the authorisation matrix', () => {
  for (const row of MATRIX) {
    test(row.route, async () => {
      /** @type {string[]} */
      const wrong = []
      for (const principal of PRINCIPALS) {
        const prepared = row.prepare ? await row.prepare() : {}
        const { verdict, recorded, answer } = await judge(as[principal], (id) => row.call(id, prepared))
        const expected = row.expect[principal]
        if (verdict !== expected) wrong.push(`${principal}: expected ${expected}, got ${verdict}`)
        else if (recorded !== (expected === 'allow' && row.records === true))
          wrong.push(`${principal}: ${recorded ? 'recorded an event' : 'recorded nothing'}`)
        if (expected === 'deny' && answer.body.includes(SECRET))
          wrong.push(`${principal}: the refusal carries the document's text`)
      }
      assert.deepEqual(wrong, [], `${row.route}\n${wrong.join('\n')}`)
    })
  }
})

describe('id swaps', () => {
  /**
   * The request is answered exactly as for a missing document, and neither document changes.
   * @param {HttpClient} client @param {(id: string) => Call} call
   */
  async function expectNotFound(client, call) {
    const versions = [await version(), await version(otherDoc, other)]
    const answer = await answerOf(await send(client, call(doc)))
    const missing = await answerOf(await send(client, call(crypto.randomUUID())))
    assert.deepEqual(answer, missing)
    assert.ok(answer.status === 404, `a 404, not ${answer.status}`)
    assert.ok(!answer.body.includes(SECRET))
    assert.deepEqual([await version(), await version(otherDoc, other)], versions, 'nothing was recorded')
  }

  test('another document’s id in the path: a collaborator of one document is a stranger to the other', async () => {
    for (const path of [
      `/app/documents/${otherDoc}`,
      `/document/${otherDoc}`,
      `/app/documents/${otherDoc}/edit`,
      `/app/documents/${otherDoc}/history`,
      `/app/documents/${otherDoc}/audit/csv`,
      `/api/agreements/${otherDoc}`,
      `/api/documents/${otherDoc}/comments`,
    ]) {
      const answer = await answerOf(await as.editor.send('GET', path))
      const missing = await answerOf(await as.editor.send('GET', path.replace(otherDoc, crypto.randomUUID())))
      assert.deepEqual(answer, missing, path)
      assert.equal(answer.status, 404, path)
    }
    const before = await version(otherDoc, other)
    const posted = await as.owner.send('POST', `/document/${otherDoc}`, {
      form: { intent: 'comment', content: 'into the other document' },
    })
    assert.equal(posted.status, 404)
    assert.equal(await version(otherDoc, other), before)
  })

  test('another document’s id in a body field (POST /api/edit-agreement)', async () => {
    const currentContent = /** @type {string} */ (
      (await api(other, 'GET', `/api/agreements/${otherDoc}`)).agreement.content
    )
    const versions = await version(otherDoc, other)
    const swapped = await answerOf(
      await send(as.owner, {
        method: 'POST',
        path: '/api/edit-agreement',
        json: { agreementId: otherDoc, editRequest: 'replace "Pune" with "Mumbai"', currentContent },
      }),
    )
    const missing = await answerOf(
      await send(as.owner, {
        method: 'POST',
        path: '/api/edit-agreement',
        json: {
          agreementId: crypto.randomUUID(),
          editRequest: 'replace "Pune" with "Mumbai"',
          currentContent,
        },
      }),
    )
    assert.deepEqual(swapped, missing)
    assert.equal(swapped.status, 404)
    assert.equal(await version(otherDoc, other), versions)
  })

  test('another document’s id in a body field (POST /app/clauses/:clause)', async () => {
    await expectNotFound(as.owner, (id) =>
      form(`/app/clauses/commercial-force-majeure`, { documentId: id === doc ? otherDoc : id }),
    )
  })

  test('another user’s personal clause: its page, adding it and deleting it are a missing clause’s 404', async () => {
    const mine = personalClauseForm()
    const saved = await as.owner.send('POST', `/app/documents/${doc}/save-clause`, { form: mine })
    assert.equal(saved.status, 302)
    const listed = async () =>
      (await (await as.owner.send('GET', '/app?view=clauses&show=mine')).text()).includes(mine.clauseId)
    assert.ok(await listed(), 'listed under the owner’s My clauses')
    /** @param {HttpClient} client @param {(clauseId: string) => Call} call */
    const sameAsMissing = async (client, call) => {
      const answer = await answerOf(await send(client, call(mine.clauseId)))
      const missing = await answerOf(await send(client, call(crypto.randomUUID())))
      assert.deepEqual({ ...answer, body: answer.body.replaceAll(mine.clauseId, '') }, missing)
      assert.equal(answer.status, 404)
      assert.ok(!answer.body.includes(SECRET) && !answer.body.includes(mine.title))
    }
    const before = await version(otherDoc, other)
    for (const client of [other, as.editor, as.admin]) {
      await sameAsMissing(client, (clauseId) => get(`/app/clauses/${clauseId}`))
      await sameAsMissing(client, (clauseId) => get(`/app/clauses/${clauseId}?into=${otherDoc}`))
      await sameAsMissing(client, (clauseId) => form(`/app/clauses/${clauseId}`, { intent: 'delete-clause' }))
      await sameAsMissing(client, (clauseId) => get(`/app/clauses/${clauseId}?edit=1`))
      await sameAsMissing(client, (clauseId) =>
        form(`/app/clauses/${clauseId}`, {
          intent: 'edit-clause',
          title: 'Taken',
          category: 'Property',
          risk: 'Low',
          passage: 'Taken.',
        }),
      )
    }
    await sameAsMissing(other, (clauseId) =>
      form(`/app/clauses/${clauseId}`, { intent: 'add-to-document', documentId: otherDoc }),
    )
    // As a dialog over the library tab it opens nothing, exactly as a missing clause.
    for (const client of [other, as.editor]) {
      const dialog = (/** @type {string} */ clauseId) => get(`/app?view=clauses&show=mine&clause=${clauseId}`)
      const answer = await answerOf(await send(client, dialog(mine.clauseId)))
      const missing = await answerOf(await send(client, dialog(crypto.randomUUID())))
      assert.deepEqual(answer, missing)
      assert.equal(answer.status, 200)
      assert.ok(!answer.body.includes(SECRET) && !answer.body.includes(mine.title))
    }
    const ownDialog = await as.owner.send('GET', `/app?view=clauses&show=mine&clause=${mine.clauseId}`)
    assert.ok((await ownDialog.text()).includes(mine.title), 'the owner’s dialog shows it')
    assert.equal(await version(otherDoc, other), before, 'nothing was added to the other document')
    assert.ok(
      !(await (await other.send('GET', '/app?view=clauses&show=mine')).text()).includes(mine.clauseId),
    )
    assert.ok(await listed(), 'still the owner’s')
  })

  test('another document’s comment id: reply, resolve and reopen, by form and by the API', async () => {
    const foreign = (await api(other, 'POST', `/api/documents/${otherDoc}/comments`, { content: 'Theirs' }))
      .comment.id
    await expectNotFound(as.owner, (id) =>
      form(`/document/${id}`, { intent: 'comment', content: 'Mine', parentId: foreign }),
    )
    await expectNotFound(as.owner, (id) => form(`/document/${id}`, { intent: 'resolve', commentId: foreign }))
    await expectNotFound(as.admin, (id) => form(`/document/${id}`, { intent: 'reopen', commentId: foreign }))
    await expectNotFound(as.viewer, (id) => ({
      method: 'POST',
      path: `/api/documents/${id}/comments`,
      json: { content: 'Mine', parentId: foreign },
    }))
    await expectNotFound(as.owner, (id) => ({
      method: 'PATCH',
      path: `/api/documents/${id}/comments/${foreign}`,
      json: { resolved: true },
    }))
    const theirs = await api(other, 'GET', `/api/documents/${otherDoc}/comments`)
    assert.deepEqual(
      theirs.comments.map((/** @type {any} */ c) => [c.content, c.resolved, c.replies.length]),
      [['Theirs', false, 0]],
    )
  })

  test('another document’s collaborator id: change role and remove, by form and by the API', async () => {
    const foreign = (
      await api(other, 'POST', `/api/documents/${otherDoc}/collaborators`, {
        email: uniqueEmail('theirs'),
        name: 'Theirs',
      })
    ).collaborator.id
    await expectNotFound(as.owner, (id) =>
      form(`/document/${id}`, { intent: 'change-role', collaboratorId: foreign, role: 'admin' }),
    )
    await expectNotFound(as.admin, (id) =>
      form(`/document/${id}`, { intent: 'remove-collaborator', collaboratorId: foreign }),
    )
    await expectNotFound(as.owner, (id) => ({
      method: 'PATCH',
      path: `/api/documents/${id}/collaborators/${foreign}`,
      json: { role: 'admin' },
    }))
    await expectNotFound(as.owner, (id) => ({
      method: 'DELETE',
      path: `/api/documents/${id}/collaborators/${foreign}`,
    }))
    const theirs = await api(other, 'GET', `/api/documents/${otherDoc}/collaborators`)
    assert.deepEqual(
      theirs.collaborators.map((/** @type {any} */ c) => [c.id, c.role]),
      [[foreign, 'viewer']],
    )
  })
})

describe('a user’s own templates (GET and POST /app/templates/:id)', () => {
  /** @param {HttpClient} client @param {string} path */
  const dataOf = async (client, path) =>
    answerOf(
      await client.send(
        'GET',
        `${path}${path.includes('?') ? '&' : '?'}_data=${encodeURIComponent('routes/app.templates.$id')}`,
      ),
    )
  /** The owner's view of the template, without the per-page form key. @param {string} id */
  const state = async (id) =>
    (await dataOf(as.owner, `/app/templates/${id}`)).body.replace(/"formKey":"[^"]*"/, '')

  test('anyone but the owner gets exactly a missing template’s answer, reading or changing it, and nothing changes', async () => {
    const created = await as.owner.send('POST', '/app?index&view=templates', {
      form: { intent: 'new-template' },
    })
    const id = /\/app\/templates\/([0-9a-f-]{36})/.exec(created.headers.get('location') ?? '')?.[1] ?? ''
    assert.ok(id, 'the owner’s template was created')
    const at = `/app/templates/${id}`
    assert.equal(
      (
        await as.owner.send('POST', at, {
          form: { intent: 'details', name: SECRET, description: '', category: 'Legal' },
        })
      ).status,
      302,
    )
    assert.equal(
      (
        await as.owner.send('POST', at, {
          form: { intent: 'add-field', name: 'who', label: 'Who', type: 'text' },
        })
      ).status,
      302,
    )
    assert.equal(
      (await as.owner.send('POST', at, { form: { intent: 'body', bodyKind: 'text', text: 'For {{who}}' } }))
        .status,
      302,
    )
    assert.equal((await as.owner.send('POST', at, { form: { intent: 'save' } })).status, 302)
    const owned = await as.owner.send('GET', `${at}?mode=preview&version=1`)
    assert.equal(owned.status, 200)
    assert.ok((await owned.text()).includes(SECRET), 'the owner reads it')
    /** @type {Call[]} */
    const calls = [
      get(at),
      get(`${at}?mode=preview`),
      get(`${at}?version=1`),
      ...[
        'details',
        'add-field',
        'edit-field',
        'move-field',
        'delete-field',
        'body',
        'save',
        'revert',
        'delete-template',
      ].map((intent) =>
        form(at, {
          intent,
          name: 'x',
          label: 'X',
          type: 'text',
          category: 'Legal',
          bodyKind: 'text',
          text: 'x',
        }),
      ),
    ]
    const before = await state(id)
    for (const principal of /** @type {const} */ (['anonymous', 'stranger', 'viewer'])) {
      for (const call of calls) {
        const answer = await answerOf(await send(as[principal], call))
        const missing = await answerOf(
          await send(as[principal], { ...call, path: call.path.replace(id, crypto.randomUUID()) }),
        )
        assert.deepEqual(
          answer,
          missing,
          `${principal}: ${call.method} ${call.path} ${call.form?.intent ?? ''}`,
        )
        assert.ok(!answer.body.includes(SECRET), `${principal}: no byte of the template`)
        if (principal !== 'anonymous')
          assert.equal(answer.status, 404, `${principal}: ${call.method} ${call.form?.intent ?? call.path}`)
      }
      const list = await as[principal].send(
        'GET',
        `/app?view=templates&_data=${encodeURIComponent('routes/app._index')}`,
      )
      assert.ok(!(await list.text()).includes(SECRET), `${principal}: not in their list`)
    }
    assert.equal(await state(id), before, 'nothing was recorded')
  })

  test('using a template: only its owner starts a chat on it or reads it in GET /api/templates; a deleted one is as missing as a random id', async () => {
    const created = await as.owner.send('POST', '/app?index&view=templates', {
      form: { intent: 'new-template' },
    })
    const id = /\/app\/templates\/([0-9a-f-]{36})/.exec(created.headers.get('location') ?? '')?.[1] ?? ''
    const at = `/app/templates/${id}`
    for (const step of [
      { intent: 'details', name: `${SECRET} use`, description: '', category: 'Personal' },
      { intent: 'add-field', name: 'who', label: 'Who', type: 'text', required: 'on' },
      { intent: 'body', bodyKind: 'text', text: 'For {{who}}' },
      { intent: 'save' },
    ])
      assert.equal((await as.owner.send('POST', at, { form: step })).status, 302, step.intent)
    /** @param {string} templateId */
    const pick = (templateId) =>
      form('/app', { intent: 'pick-custom-template', customTemplateId: templateId })
    const listed = await api(as.owner, 'GET', '/api/templates')
    assert.ok(
      listed.customTemplates.some((/** @type {any} */ t) => t.id === id && t.name === `${SECRET} use`),
      'the owner’s API lists it',
    )
    assert.ok(listed.templates.length > 0, 'with the built-in catalogue')
    for (const principal of /** @type {const} */ (['anonymous', 'stranger', 'viewer'])) {
      const answer = await answerOf(await send(as[principal], pick(id)))
      const missing = await answerOf(await send(as[principal], pick(crypto.randomUUID())))
      assert.deepEqual(answer, missing, `${principal}: picking it is picking a missing template`)
      assert.ok(!answer.body.includes(SECRET), `${principal}: no byte of the template`)
      if (principal !== 'anonymous') {
        assert.equal(answer.status, 404, `${principal}: pick`)
        const theirs = await (await as[principal].send('GET', '/api/templates')).text()
        assert.ok(!theirs.includes(SECRET) && !theirs.includes(id), `${principal}: not in their API list`)
        const sidebar = await (await as[principal].send('GET', '/app')).text()
        assert.ok(!sidebar.includes(SECRET), `${principal}: not in their sidebar`)
      } else {
        assert.equal(
          (await as.anonymous.send('GET', '/api/templates')).status,
          401,
          'the API needs a sign-in',
        )
      }
    }
    const own = await as.owner.send('POST', '/app', {
      form: { intent: 'pick-custom-template', customTemplateId: id },
    })
    assert.equal(own.status, 302, 'the owner starts its chat')
    assert.match(own.headers.get('location') ?? '', /^\/app\?session=[0-9a-f-]{36}/)
    assert.equal((await as.owner.send('POST', at, { form: { intent: 'delete-template' } })).status, 302)
    const deleted = await answerOf(await send(as.owner, pick(id)))
    assert.deepEqual(
      deleted,
      await answerOf(await send(as.owner, pick(crypto.randomUUID()))),
      'deleted: as missing',
    )
    assert.equal(deleted.status, 404)
    assert.ok(
      !(await api(as.owner, 'GET', '/api/templates')).customTemplates.some(
        (/** @type {any} */ t) => t.id === id,
      ),
      'deleted: not listed',
    )
  })
})

describe('the invitation link (GET and POST /invitations/:code)', () => {
  /** A new pending invitation's link path, as the owner reads it from the API. */
  const pendingLink = async () => {
    const { collaborator } = await api(as.owner, 'POST', `/api/documents/${doc}/collaborators`, {
      email: uniqueEmail('link'),
      name: 'Linked',
      role: 'admin',
    })
    return /** @type {string} */ (new URL(collaborator.invitationUrl).pathname)
  }

  test('only managers read links; signing up grants nothing; the link is accepted once, by whoever holds it', async () => {
    for (const principal of /** @type {const} */ (['viewer', 'editor'])) {
      const listed = await (await as[principal].send('GET', `/api/documents/${doc}/collaborators`)).text()
      assert.ok(!listed.includes('/invitations/'), `${principal} reads no invitation link`)
    }
    const link = await pendingLink()
    // Anonymous: asked to sign in, with nothing of the document.
    const anonymous = await as.anonymous.send('GET', link)
    assert.equal(anonymous.status, 200)
    const page = await anonymous.text()
    assert.ok(
      !page.includes(SECRET) && !page.includes('Leave and Licence'),
      'nothing of the document before signing in',
    )
    // A forged mac, another document's ids: the same 404 as a missing invitation.
    const forged = link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
    for (const bad of [
      forged,
      link.replace(doc, otherDoc),
      `/invitations/${crypto.randomUUID()}.${crypto.randomUUID()}.${'x'.repeat(43)}`,
    ]) {
      assert.equal((await as.stranger.send('GET', bad)).status, 404, bad)
      const before = await version()
      assert.equal((await as.stranger.send('POST', bad, { form: {} })).status, 404, bad)
      assert.equal(await version(), before, 'a forged link records nothing')
    }
    // Team members already hold a role: refused, nothing recorded.
    for (const principal of /** @type {const} */ (['viewer', 'editor', 'admin', 'owner'])) {
      const before = await version()
      const refused = await as[principal].send('POST', link, { form: {} })
      assert.ok(refused.status === 409 || refused.status === 400, `${principal}: ${refused.status}`)
      assert.equal(await version(), before)
    }
    // A stranger with the link accepts it: admin on the very next request, once.
    const taker = await new HttpClient().authenticate(uniqueEmail('taker'), 'create-account')
    const before = await version()
    const accepted = await taker.send('POST', link, { form: {} })
    assert.equal(accepted.status, 302)
    assert.equal(await version(), before + 1)
    assert.equal((await taker.send('GET', `/api/agreements/${doc}`)).status, 200)
    const second = await as.stranger.send('POST', link, { form: {} })
    assert.equal(second.status, 409, 'used: a second account is refused')
    assert.equal((await as.stranger.send('GET', `/api/agreements/${doc}`)).status, 404)
  })
})

describe('the payment pages (/subscription, its callback, the test checkout page)', () => {
  const ORDER = /\b(plink|order|pay)_[A-Za-z0-9]{14}\b/g
  /** @param {Response} response */
  const masked = async (response) => {
    const answer = await answerOf(response)
    return {
      ...answer,
      location: answer.location.replace(ORDER, '<order>'),
      body: answer.body.replace(ORDER, '<order>'),
    }
  }

  test('signed out: every page asks to sign in and comes back', async () => {
    for (const path of [
      '/subscription',
      '/subscription?confirm=cancel',
      '/subscription/callback?razorpay_payment_id=pay_x&razorpay_signature=00',
      '/payments/test-checkout/plink_AAAAAAAAAAAAAA',
    ]) {
      const response = await as.anonymous.send('GET', path)
      assert.equal(response.status, 302, path)
      assert.equal(response.headers.get('location'), `/auth?${new URLSearchParams({ redirectTo: path })}`)
    }
    for (const [path, form] of /** @type {const} */ ([
      ['/subscription', { intent: 'subscribe', placeOfSupply: 'Goa' }],
      ['/subscription', { intent: 'cancel' }],
      ['/payments/test-checkout/plink_AAAAAAAAAAAAAA', { intent: 'pay' }],
    ])) {
      const response = await as.anonymous.send('POST', path, { form })
      assert.equal(response.status, 302, path)
      assert.match(response.headers.get('location') ?? '', /^\/auth\?/)
    }
  })

  test('the test checkout page is its owner’s: anyone else gets a missing order’s 404, and paying it records nothing', async () => {
    const buyer = await new HttpClient().authenticate(uniqueEmail('matrix-buyer'), 'create-account')
    const made = await buyer.send('POST', '/subscription', {
      form: { intent: 'subscribe', placeOfSupply: 'Goa' },
    })
    assert.equal(made.status, 302)
    const path = made.headers.get('location') ?? ''
    assert.match(path, /^\/payments\/test-checkout\/plink_[A-Za-z0-9]{14}$/)
    const missing = path.replace(/plink_\w+$/, 'plink_AAAAAAAAAAAAAA')
    const page = async () => (await (await buyer.send('GET', path)).text()).match(/data-paid="(\w+)"/)?.[1]
    assert.equal(await page(), 'false', 'the owner reads the page')
    for (const principal of /** @type {const} */ (['stranger', 'owner'])) {
      const client = as[principal]
      assert.deepEqual(
        await masked(await client.send('GET', path)),
        await masked(await client.send('GET', missing)),
      )
      for (const intent of ['pay', 'fail', 'cancel']) {
        const answer = await masked(await client.send('POST', path, { form: { intent } }))
        assert.equal(answer.status, 404, `${principal} ${intent}`)
        assert.deepEqual(answer, await masked(await client.send('POST', missing, { form: { intent } })))
      }
    }
    assert.equal(await page(), 'false', 'nobody else paid or failed it')
    const paid = await buyer.send('POST', path, { form: { intent: 'pay' } })
    assert.equal(paid.status, 302)
    assert.match(paid.headers.get('location') ?? '', /\/subscription\/callback\?razorpay_payment_id=pay_/)
    // The owner's signed callback, followed by someone else: not their order, nothing recorded.
    const callback = new URL(paid.headers.get('location') ?? '')
    const stolen = await as.stranger.send('GET', `${callback.pathname}${callback.search}`)
    assert.equal(stolen.status, 400)
    const mine = await buyer.send('GET', `${callback.pathname}${callback.search}`)
    assert.equal(mine.status, 302)
    assert.equal(mine.headers.get('location'), '/subscription')

    // Its tax invoice: the owner downloads it; for anyone else it is a missing number's 404.
    const plan = await (await buyer.send('GET', '/subscription')).text()
    const invoice = /href="(\/subscription\/invoices\/ND-[^"]+)"/.exec(plan)?.[1] ?? ''
    assert.match(
      invoice,
      /^\/subscription\/invoices\/ND-\d{4}-\d{2}-\d{5}$/,
      'the plan page links the invoice',
    )
    const pdf = await buyer.send('GET', invoice)
    assert.equal(pdf.status, 200)
    assert.match(pdf.headers.get('content-type') ?? '', /application\/pdf/)
    assert.equal(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
      '%PDF-',
    )
    const missingInvoice = invoice.replace(/\d{5}$/, '99999')
    for (const principal of /** @type {const} */ (['stranger', 'owner'])) {
      const theirs = await answerOf(await as[principal].send('GET', invoice))
      const none = await answerOf(await as[principal].send('GET', missingInvoice))
      assert.deepEqual(theirs, none, `${principal}: someone else's invoice is a missing one`)
      assert.equal(theirs.status, 404)
    }
  })
})

describe('the account’s payment routes (no document: the caller’s own subscription)', () => {
  test('anonymous callers get 401; one account cannot verify another’s order; the webhook takes only a signature', async () => {
    for (const [method, path, json] of /** @type {const} */ ([
      ['GET', '/api/subscriptions/status', undefined],
      ['POST', '/api/subscriptions', { planId: 'professional' }],
      [
        'POST',
        '/api/payments/verify',
        { razorpay_payment_id: 'pay_x', razorpay_order_id: 'order_x', razorpay_signature: 'a'.repeat(64) },
      ],
    ])) {
      const answer = await as.anonymous.send(method, path, json === undefined ? {} : { json })
      assert.equal(answer.status, 401, `${method} ${path}`)
    }
    // The owner's order, "paid" with a made-up result, presented by a stranger: 400, nothing recorded.
    const order = await api(as.owner, 'POST', '/api/subscriptions', { planId: 'professional' })
    assert.equal(order.amount, 29_900)
    const stolen = await as.stranger.send('POST', '/api/payments/verify', {
      json: {
        razorpay_payment_id: 'pay_00000000000000',
        razorpay_order_id: order.orderId,
        razorpay_signature: 'a'.repeat(64),
      },
    })
    assert.equal(stolen.status, 400)
    const status = await api(as.stranger, 'GET', '/api/subscriptions/status')
    assert.equal(status.subscription, null)
    for (const principal of PRINCIPALS) {
      const unsigned = await as[principal].send('POST', '/api/payments/webhook', {
        json: {
          event: 'payment.captured',
          payload: {
            payment: {
              entity: {
                id: 'pay_x',
                order_id: order.orderId,
                amount: 29_900,
                currency: 'INR',
                status: 'captured',
              },
            },
          },
        },
      })
      assert.equal(unsigned.status, 400, `${principal}: an unsigned webhook`)
    }
  })
})

describe('tax invoices (GET /subscription/invoices/:number)', () => {
  const NUMBERS = ['ND-2026-27-00001', 'ND-2026-27-99999', 'ND-2026-27-1', 'not-an-invoice']

  test('signed out, the sign-in redirect; signed in, the one 404 for any number that is not one’s own', async () => {
    for (const principal of /** @type {const} */ (['anonymous', 'stranger', 'owner'])) {
      const answers = []
      for (const number of NUMBERS) {
        const answer = await answerOf(await as[principal].send('GET', `/subscription/invoices/${number}`))
        answers.push({ ...answer, location: answer.location.replace(/invoices%2F[^&]*/, 'invoices%2F<n>') })
      }
      for (const answer of answers) assert.deepEqual(answer, answers[0], `${principal}: every number alike`)
      if (principal === 'anonymous') {
        assert.equal(answers[0]?.status, 302)
        assert.match(answers[0]?.location ?? '', /^\/auth\?redirectTo=/)
      } else {
        assert.equal(answers[0]?.status, 404, principal)
        assert.ok(!answers[0]?.type.includes('pdf'), `${principal}: no PDF`)
      }
    }
  })
})

describe('the account’s statistics (GET /api/user-stats and /profile)', () => {
  test('signed out, 401 and the sign-in redirect; signed in, only one’s own — another’s e-mail is a 403', async () => {
    const anonymous = await as.anonymous.send('GET', '/api/user-stats')
    assert.equal(anonymous.status, 401)
    const page = await answerOf(await as.anonymous.send('GET', '/profile'))
    assert.equal(page.status, 302)
    assert.match(page.location, /^\/auth\?redirectTo=/)

    const ownerEmail = proAccount('matrix-owner')
    const mine = await api(as.owner, 'GET', `/api/user-stats?userEmail=${encodeURIComponent(ownerEmail)}`)
    assert.ok(mine.stats.documentsGenerated >= 1, 'the owner’s own documents are counted')
    for (const query of [`?userEmail=${encodeURIComponent(ownerEmail)}`, '']) {
      const answer = await answerOf(await as.stranger.send('GET', `/api/user-stats${query}`))
      if (query) {
        assert.equal(answer.status, 403, 'another account’s e-mail')
        assert.deepEqual(JSON.parse(answer.body), { error: 'You can see only your own statistics' })
      } else {
        assert.equal(answer.status, 200)
        const { stats, recentActivity } = JSON.parse(answer.body)
        assert.equal(stats.documentsGenerated, 0, 'the stranger’s own, not the owner’s')
        assert.equal(stats.collaborators, 0)
        assert.deepEqual(recentActivity, [])
      }
      assert.ok(!answer.body.includes(ownerEmail) && !answer.body.includes(SECRET), 'nothing of the owner')
    }
    const strangerPage = await answerOf(await as.stranger.send('GET', '/profile'))
    assert.equal(strangerPage.status, 200)
    assert.ok(!strangerPage.body.includes(ownerEmail) && !strangerPage.body.includes(SECRET))
  })
})

describe('the profile forms and the e-mail link (POST /profile, GET and POST /verify-email/:token)', () => {
  /** The Profile tab of a client: its address (the header's) and the change waiting, if any. @param {HttpClient} client */
  const profileOf = async (client) => {
    // React marks where text and a value meet (<!-- -->): read the words without it.
    const html = (await (await client.send('GET', '/profile?tab=profile')).text()).replaceAll('<!-- -->', '')
    return {
      email: /data-testid="signed-in-email"[^>]*>([^<]+)</.exec(html)?.[1] ?? '',
      pending: /Waiting for you to confirm ([^<]+)</.exec(html)?.[1] ?? null,
    }
  }

  test('signed out, the Profile tab and each of its forms ask to sign in and change nothing', async () => {
    const page = await as.anonymous.send('GET', '/profile?tab=profile')
    assert.equal(page.status, 302)
    assert.equal(
      page.headers.get('location'),
      `/auth?${new URLSearchParams({ redirectTo: '/profile?tab=profile' })}`,
    )
    for (const intent of ['profile', 'resend-email-change', 'cancel-email-change', 'resend-verification']) {
      const response = await as.anonymous.send('POST', '/profile', {
        form: { intent, displayName: 'Anonymous', email: uniqueEmail('anonymous'), currentPassword: 'x' },
      })
      assert.equal(response.status, 302, intent)
      assert.match(response.headers.get('location') ?? '', /^\/auth\?/, intent)
    }
  })

  test('a link works for whoever holds it, on the account it was sent for only; another user’s forms never reach it', async () => {
    const ownerEmail = uniqueEmail('matrix-mover')
    const newEmail = uniqueEmail('matrix-moved')
    const owner = await new HttpClient().authenticate(ownerEmail, 'create-account')
    const stranger = await new HttpClient().authenticate(uniqueEmail('matrix-holder'), 'create-account')
    const asked = await owner.send('POST', '/profile', {
      form: { intent: 'profile', displayName: 'Mover', email: newEmail, currentPassword: PASSWORD },
    })
    assert.equal(asked.status, 302)
    const link = linkIn(await waitForMail(newEmail, /Confirm your new e-mail/), '/verify-email/')

    // Another user's cancel is about their own account: the owner's change still waits.
    const cancel = await stranger.send('POST', '/profile', { form: { intent: 'cancel-email-change' } })
    assert.equal(cancel.status, 409)
    assert.equal((await profileOf(owner)).pending, newEmail)

    // Opening it: the same page for anyone; a made-up token is the same 404 for anyone.
    const pages = []
    for (const client of [as.anonymous, stranger, owner]) {
      const opened = await client.send('GET', link)
      assert.equal(opened.status, 200)
      const body = (await opened.text())
        .replace(/nonce="[^"]*"/g, '')
        .replace(/"csrf":"[^"]*"|name="csrf" value="[^"]*"/g, '')
      pages.push(body.includes(newEmail) && body.includes('Confirm new e-mail'))
      const madeUp = await client.send('GET', `/verify-email/${crypto.randomBytes(32).toString('base64url')}`)
      assert.equal(madeUp.status, 404)
      await madeUp.arrayBuffer()
    }
    assert.deepEqual(pages, [true, true, true], 'every holder sees what the link does')

    // Followed by a stranger: it changes the owner's address, never the stranger's.
    const strangerBefore = (await profileOf(stranger)).email
    const followed = await stranger.send('POST', link, { form: {} })
    assert.equal(followed.status, 302)
    assert.equal(followed.headers.get('location'), '/app')
    assert.deepEqual(await profileOf(owner), { email: newEmail, pending: null })
    assert.equal((await profileOf(stranger)).email, strangerBefore)
    const again = await owner.send('POST', link, { form: {} })
    assert.equal(again.status, 410)
  })
})

describe('the password reset link (GET and POST /auth/reset)', () => {
  test('whoever holds the link uses it once, signed out or as the account; another account is refused; a made-up link is 404 for all', async () => {
    const email = uniqueEmail('matrix-resetee')
    const account = await new HttpClient().authenticate(email, 'create-account')
    const asked = await as.anonymous.send('POST', '/auth', { form: { intent: 'forgot-password', email } })
    assert.equal(asked.status, 302, 'the link was asked for')
    const link = linkIn(await waitForMail(email, /^Reset your NyayaDraft password$/), '/auth/reset')
    const token = new URL(link, BASE_URL).searchParams.get('token') ?? ''
    /** @param {string} password */
    const form = (password, t = token) => ({ token: t, password, confirmPassword: password })
    const madeUp = 'A'.repeat(43)
    const signedIn = async (/** @type {HttpClient} */ client) => {
      const probe = await client.send('GET', '/api/user-agreements?limit=1')
      await probe.arrayBuffer()
      return probe.status === 200
    }

    // Reading the link uses nothing: the form for anyone signed out and for the account, 403
    // for someone signed in as another account; the address only to those who may use it.
    for (const [principal, client, status] of /** @type {const} */ ([
      ['anonymous', as.anonymous, 200],
      ['the account', account, 200],
      ['stranger', as.stranger, 403],
      ['owner (of a document, not of this account)', as.owner, 403],
    ])) {
      const page = await client.send('GET', link)
      const html = await page.text()
      assert.equal(page.status, status, principal)
      assert.equal(
        html.includes(email),
        status === 200,
        `${principal}: the address is shown only with the form`,
      )
      const missing = await answerOf(await client.send('GET', `/auth/reset?token=${madeUp}`))
      assert.equal(missing.status, 404, `${principal}: a made-up link`)
      const posted = await client.send('POST', '/auth/reset', { form: form('made-up-secret', madeUp) })
      await posted.arrayBuffer()
      assert.equal(posted.status, 404, `${principal}: posting a made-up link`)
    }

    // Another account posting it: refused, the account's password and session untouched.
    const stolen = await as.stranger.send('POST', link, { form: form('stolen-new-secret') })
    await stolen.arrayBuffer()
    assert.equal(stolen.status, 403)
    assert.ok(await signedIn(account), 'the account is still signed in')

    // Whoever holds it signed out: used, and every session of the account ends.
    const used = await as.anonymous.send('POST', link, { form: form('matrix-new-secret') })
    await used.arrayBuffer()
    assert.equal(used.status, 302)
    assert.equal(used.headers.get('location'), '/auth?tab=signin')
    assert.equal(await signedIn(account), false, 'the account’s session ended with the reset')
    for (const client of [as.anonymous, as.stranger]) {
      const again = await client.send('POST', link, { form: form('second-new-secret') })
      await again.arrayBuffer()
      assert.equal(again.status, 410, 'a used link')
    }
  })
})
describe('your data (GET /profile/data/json and /profile/data/zip)', () => {
  test('signed out, the sign-in redirect; signed in, one’s own data only — never the owner’s document to anyone else', async () => {
    for (const format of ['json', 'zip']) {
      const anonymous = await as.anonymous.send('GET', `/profile/data/${format}`)
      assert.equal(anonymous.status, 302)
      assert.match(anonymous.headers.get('location') ?? '', /^\/auth\?redirectTo=/)
    }
    /** @param {Principal} principal */
    const dataOf = async (principal) => {
      const response = await as[principal].send('GET', '/profile/data/json')
      assert.equal(response.status, 200, principal)
      assert.equal(response.headers.get('cache-control'), 'no-store')
      assert.match(
        response.headers.get('content-disposition') ?? '',
        /^attachment; filename="nyayadraft-data-/,
      )
      const raw = await response.text()
      // The text as drafted may set the name in capitals.
      return { raw, data: JSON.parse(raw), lower: raw.toLowerCase() }
    }
    const owner = await dataOf('owner')
    const ownerData = owner.data
    assert.ok(
      ownerData.documents.some((/** @type {{ id: string }} */ d) => d.id === doc),
      'the owner’s document',
    )
    assert.ok(owner.lower.includes(SECRET.toLowerCase()), 'with its text')
    for (const principal of /** @type {const} */ (['stranger', 'viewer', 'editor', 'admin'])) {
      const { data } = await dataOf(principal)
      assert.notEqual(data.profile.id, ownerData.profile.id, `${principal}: their own profile`)
      assert.ok(!data.documents.some((/** @type {{ id: string }} */ d) => d.id === doc), principal)
      // A passage an editor saved as their own clause is theirs (their copy): the rest holds none of it.
      const rest = JSON.stringify({ ...data, personalClauses: [] }).toLowerCase()
      assert.ok(!rest.includes(SECRET.toLowerCase()), `${principal}: nothing of the owner’s text`)
    }
    const zip = await as.owner.send('GET', '/profile/data/zip')
    assert.equal(zip.status, 200)
    assert.equal(zip.headers.get('content-type'), 'application/zip')
    assert.equal(
      Buffer.from(await zip.arrayBuffer())
        .subarray(0, 4)
        .toString('hex'),
      '504b0304',
    )
    assert.equal((await as.owner.send('GET', '/profile/data/csv')).status, 404)
  })
})
describe('the public pages (GET /, /about, /privacy-policy, /terms-of-service, /security)', () => {
  test('everyone reads them; each sees only their own header, never anyone’s document', async () => {
    const ownerEmail = proAccount('matrix-owner')
    for (const path of ['/', '/about', '/privacy-policy', '/terms-of-service', '/security']) {
      for (const principal of PRINCIPALS) {
        const response = await as[principal].send('GET', path)
        assert.equal(response.status, 200, `${principal} ${path}`)
        const page = await response.text()
        assert.ok(!page.includes(SECRET), `${principal} ${path}: nothing of the owner’s document`)
        assert.equal(
          page.includes(ownerEmail),
          principal === 'owner',
          `${principal} ${path}: the owner’s address`,
        )
        // Signed out the page may be revalidated; signed in, no cache keeps it.
        assert.equal(
          response.headers.get('cache-control'),
          principal === 'anonymous' ? 'private, no-cache' : 'private, no-store',
          `${principal} ${path}`,
        )
      }
    }
  })
})

describe('the public pages (GET and POST /contact, GET /robots.txt and /sitemap.xml)', () => {
  test('anyone reads them and sends a message; the thank-you page shows only its reference, to anyone', async () => {
    /** @type {Record<string, string>} */
    const crawlerFiles = {}
    for (const principal of /** @type {const} */ (['anonymous', 'stranger', 'owner'])) {
      const page = await as[principal].send('GET', '/contact')
      assert.equal(page.status, 200, principal)
      assert.match(await page.text(), /name="website"/, `${principal}: the form`)
      for (const path of ['/robots.txt', '/sitemap.xml']) {
        const file = await as[principal].send('GET', path)
        assert.equal(file.status, 200, `${principal} ${path}`)
        const body = await file.text()
        // They say nothing of who asks: every principal gets the same bytes.
        crawlerFiles[path] ??= body
        assert.equal(body, crawlerFiles[path], `${principal} ${path}`)
      }
    }
    assert.match(crawlerFiles['/robots.txt'] ?? '', /^Disallow: \/app$/m)
    assert.match(crawlerFiles['/sitemap.xml'] ?? '', new RegExp(`<loc>${BASE_URL}/contact</loc>`))

    // Signed out and signed in alike, a message is kept and acknowledged with its reference.
    /** @type {string[]} */
    const references = []
    for (const principal of /** @type {const} */ (['anonymous', 'owner'])) {
      const words = `Matrix message ${crypto.randomUUID()}`
      const sent = await as[principal].send('POST', '/contact', {
        form: {
          intent: 'contact',
          firstName: 'Matrix',
          lastName: principal,
          email: uniqueEmail('matrix-contact'),
          subject: words,
          message: words,
        },
      })
      await sent.arrayBuffer()
      assert.equal(sent.status, 302, principal)
      const location = sent.headers.get('location') ?? ''
      assert.match(location, /^\/contact\?reference=C-\d{4}-\d{6,}$/, principal)
      references.push(location)
      await waitForMail(SUPPORT_EMAIL, new RegExp(`${words}$`))
      // Whoever opens the thank-you link sees the reference and nothing of the message.
      for (const reader of /** @type {const} */ (['anonymous', 'stranger'])) {
        const html = await (await as[reader].send('GET', location)).text()
        assert.ok(html.includes(location.split('=')[1] ?? '-'), `${reader}: the reference`)
        assert.ok(!html.includes(words), `${reader}: nothing of the message`)
      }
    }
    assert.notEqual(references[0], references[1], 'each message has its own reference')
  })
})
