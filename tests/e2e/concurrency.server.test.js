// @ts-check
// The concurrency suite against the running server (run.js runs this file once: on PGlite,
// and on Postgres with DATABASE_URL, as CI does). For every command family, 20 requests on
// one document sent at the same moment over HTTP, each with the session cookie and the
// CSRF token: never a 5xx, every addition is recorded, a real conflict is a 409, and the
// document's audit trail verifies its hash chain and agrees with its history read model.
// Each burst's wall time is printed as a diagnostic (measured, not asserted).
import assert from 'node:assert/strict'
import { before, describe, test } from 'node:test'
import { HttpClient } from './http.js'
import { proAccount, uniqueEmail, RENTAL } from './support.js'

const BURST = 20

/** @type {HttpClient} */
let owner

/** @param {string} method @param {string} path @param {unknown} [json] */
async function api(method, path, json) {
  const response = await owner.send(method, path, json === undefined ? {} : { json })
  const body = /** @type {any} */ (await response.json())
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(body)}`)
  return body
}

const newDocument = async () =>
  /** @type {string} */ (
    (
      await api('POST', '/api/generate-agreement', {
        templateType: 'rental-agreement',
        userInput: 'A rental agreement',
        details: RENTAL,
      })
    ).agreement.id
  )
/** @param {string} id */
const version = async (id) =>
  /** @type {number} */ ((await api('GET', `/api/agreements/${id}`)).agreement.version)

/**
 * Sends every request at once; fails on any 5xx (with what the server said) and reports the
 * burst's wall time.
 * @param {import('node:test').TestContext} t
 * @param {string} what
 * @param {(i: number) => Promise<Response>} send
 */
async function burst(t, what, send) {
  const started = performance.now()
  const responses = await Promise.all(Array.from({ length: BURST }, (_, i) => send(i)))
  const ms = Math.round(performance.now() - started)
  const statuses = responses.map((r) => r.status)
  const failed = await Promise.all(
    responses
      .filter((r) => r.status >= 500)
      .map(async (r) => `${r.status} ${(await r.text()).slice(0, 200)}`),
  )
  assert.deepEqual(failed, [], `${what}: answers of 500 or more`)
  t.diagnostic(`${BURST} ${what} answered in ${ms} ms: ${summary(statuses)}`)
  return statuses
}

/** @param {number[]} statuses */
const summary = (statuses) =>
  Object.entries(
    statuses.reduce((n, s) => ({ ...n, [s]: (n[s] ?? 0) + 1 }), /** @type {Record<number, number>} */ ({})),
  )
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ')
/** @param {number} status */
const all = (status) => Array.from({ length: BURST }, () => status)
/** @param {number} winner @param {number} losers */
const oneAnd = (winner, losers) => [winner, ...Array.from({ length: BURST - 1 }, () => losers)].sort()

/** The document's audit trail: its chain verified in full and its history read model in step with the log. @param {string} id */
async function expectVerified(id) {
  const response = await owner.send('GET', `/app/documents/${id}/audit/json`)
  assert.equal(response.status, 200)
  const trail = /** @type {any} */ (await response.json())
  assert.equal(trail.chain.verified, true, 'the hash chain verifies')
  assert.equal(trail.chain.eventsVerified, await version(id), 'every event of the stream is verified')
  assert.equal(trail.readModelDiffers, null, 'the history read model matches the log')
}

/** @param {string} id @param {Record<string, string>} fields */
const collaborationForm = (id, fields) => owner.send('POST', `/document/${id}`, { form: fields })

before(async () => {
  owner = await new HttpClient().withSession(proAccount('concurrency-owner'))
})

describe(`bursts of ${BURST} simultaneous requests on one document`, () => {
  test('comments by form and through the API: all recorded', async (t) => {
    const id = await newDocument()
    const start = await version(id)
    assert.deepEqual(
      await burst(t, 'comment forms', (i) =>
        collaborationForm(id, { intent: 'comment', content: `Form comment ${i + 1}` }),
      ),
      all(302),
    )
    assert.deepEqual(
      await burst(t, 'API comments', (i) =>
        owner.send('POST', `/api/documents/${id}/comments`, { json: { content: `API comment ${i + 1}` } }),
      ),
      all(201),
    )
    assert.equal(await version(id), start + 2 * BURST)
    assert.equal((await api('GET', `/api/documents/${id}/comments?limit=100`)).total, 2 * BURST)
    await expectVerified(id)
  })

  test('replies, then resolving and reopening twenty threads', async (t) => {
    const id = await newDocument()
    await burst(t, 'threads', (i) => collaborationForm(id, { intent: 'comment', content: `Thread ${i + 1}` }))
    const threads = /** @type {{ id: string }[]} */ (
      (await api('GET', `/api/documents/${id}/comments?limit=100`)).comments
    ).map((c) => c.id)
    assert.equal(threads.length, BURST)
    const start = await version(id)
    assert.deepEqual(
      await burst(t, 'replies to one thread', (i) =>
        collaborationForm(id, { intent: 'comment', content: `Reply ${i + 1}`, parentId: threads[0] ?? '' }),
      ),
      all(302),
    )
    assert.deepEqual(
      await burst(t, 'resolves', (i) =>
        collaborationForm(id, { intent: 'resolve', commentId: threads[i] ?? '' }),
      ),
      all(302),
    )
    assert.deepEqual(
      await burst(t, 'reopens', (i) =>
        collaborationForm(id, { intent: 'reopen', commentId: threads[i] ?? '' }),
      ),
      all(302),
    )
    assert.equal(await version(id), start + 3 * BURST)
    await expectVerified(id)
  })

  test('collaborator invitations and shares: all recorded', async (t) => {
    const id = await newDocument()
    const start = await version(id)
    const invited = await burst(t, 'invitations', (i) =>
      collaborationForm(id, {
        intent: 'add-collaborator',
        email: uniqueEmail(`invitee${i}`),
        name: `Invitee ${i + 1}`,
      }),
    )
    assert.deepEqual(invited, all(302))
    assert.deepEqual(await burst(t, 'shares', () => collaborationForm(id, { intent: 'share' })), all(302))
    assert.equal(await version(id), start + 2 * BURST)
    assert.equal((await api('GET', `/api/documents/${id}/collaborators`)).collaborators.length, BURST)
    await expectVerified(id)
  })

  test('exports and clause additions: every download given and recorded, every clause added', async (t) => {
    const id = await newDocument()
    const start = await version(id)
    assert.deepEqual(
      await burst(t, 'exports', () => owner.send('GET', `/app/documents/${id}/export/txt`)),
      all(200),
    )
    assert.deepEqual(
      await burst(t, 'clause additions', () =>
        owner.send('POST', `/app/documents/${id}/clauses`, { form: { clauseId: 'commercial-arbitration' } }),
      ),
      all(302),
    )
    assert.equal(await version(id), start + 2 * BURST)
    await expectVerified(id)
  })

  test('edits and AI edits at one version: exactly one of each is saved, the rest are 409', async (t) => {
    const id = await newDocument()
    const at = String(await version(id))
    const edits = await burst(t, 'edits at one version', (i) =>
      owner.send('POST', `/app/documents/${id}/edit`, {
        form: { content: `Text by writer ${i + 1}`, version: at },
      }),
    )
    assert.deepEqual(edits.sort(), oneAnd(302, 409))
    const id2 = await newDocument()
    const at2 = String(await version(id2))
    const aiEdits = await burst(t, 'AI edits at one version', (i) =>
      owner.send('POST', `/app/documents/${id2}/ai-edit`, {
        form: { intent: 'apply', instruction: `change the rent to ${30_000 + i}`, version: at2 },
      }),
    )
    assert.deepEqual(aiEdits.sort(), oneAnd(302, 409))
    assert.equal(await version(id), Number(at) + 1)
    assert.equal(await version(id2), Number(at2) + 1)
    await expectVerified(id)
    await expectVerified(id2)
  })

  test('chat messages on one conversation: every message and every reply recorded', async (t) => {
    const { sessionId } = await api('POST', '/api/chat', { message: 'What is an indemnity?' })
    const sent = await burst(t, 'chat messages', (i) =>
      owner.send('POST', '/app', {
        form: { intent: 'send', sessionId, message: `Question ${i + 1}: what is a lock-in period?` },
      }),
    )
    assert.deepEqual(sent, all(302))
    const { messages } = await api('GET', `/api/chat-sessions/${sessionId}`)
    assert.equal(messages.length, 2 * (BURST + 1))
  })
})
