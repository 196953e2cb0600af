// @ts-check
// The input fuzzer, against the running server (run.js runs this file once, on PGlite, or
// on Postgres with DATABASE_URL). Every form action, API endpoint and page of app/routes
// is sent malformed requests — no body, an empty one, JSON to a form, a form to the JSON
// API, broken multipart, bodies over the limit, NUL and lone surrogates in every field,
// overlong fields, other methods, odd encodings, a bad Host, a Content-Length larger than
// the body — over raw sockets, so that nothing is repaired on the way. It counts 5xx
// answers, stack traces, hangs and API errors that are not JSON (target: 0 each), and
// checks the classes with a designed answer (a NUL is a 400, a body over the limit 413…).
// Deterministic: FUZZ_SEED=<n> replays a run; the report is test-results/fuzz-report.json.
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { before, test } from 'node:test'
import { bodyRuleFor } from '../../server/request-limits.js'
import { seeded } from './fuzz-bodies.js'
import { casesFor } from './fuzz-cases.js'
import { HttpClient } from './http.js'
import { linkIn, waitForMail } from './mail.js'
import { rawRequest } from './raw-http.js'
import { BASE_URL, PASSWORD, istToday, proAccount, RESULTS_DIR, uniqueEmail, RENTAL } from './support.js'

/** @typedef {import('./fuzz-cases.js').Endpoint} Endpoint */
/** @typedef {import('./fuzz-cases.js').Case} Case */
/** @typedef {import('./fuzz-cases.js').Ctx} Ctx */
/** @typedef {import('./fuzz-cases.js').Ids} Ids */

const SEED = Number(process.env.FUZZ_SEED ?? 20261207)
// One request at a time, so a failure replays in the same order; requests racing on one
// document are the concurrency suite's subject, not this one's.
const CONCURRENCY = 1
const ROUTES_DIR = path.resolve('app/routes')

/** @type {Ctx} */
const ctx = /** @type {never} */ ({ ids: {} })
/** @type {HttpClient} */
let owner

/** @param {HttpClient} client @param {string} method @param {string} path @param {unknown} [json] */
async function api(client, method, path, json) {
  const response = await client.send(method, path, json === undefined ? {} : { json })
  const body = /** @type {any} */ (await response.json())
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(body)}`)
  return body
}

/** Refreshes ids.version, so an edit reaches the database instead of a version conflict. @param {Ctx} c */
const currentVersion = async (c) => {
  c.ids.version = String((await api(owner, 'GET', `/api/agreements/${c.ids.doc}`)).agreement.version)
}

/**
 * @param {'form' | 'json' | 'page'} kind @param {string} method @param {(ids: Ids) => string} where
 * @param {Partial<Endpoint>} [more] @returns {Endpoint}
 */
function endpoint(kind, method, where, more = {}) {
  const sample = where({
    doc: ':id',
    chat: ':id',
    chatDoomedApi: ':id',
    chatDoomedForm: ':id',
    personalClause: ':clauseId',
    personalClauseDoomed: ':clauseId',
    template: ':id',
    collaborator: ':collaboratorId',
    collaboratorDoomed: ':collaboratorId',
    comment: ':commentId',
    invitation: ':code',
    testOrder: ':order',
    emailLink: ':token',
    resetToken: ':token',
  })
  return {
    kind,
    method,
    path: where,
    name: `${method} ${sample}${more.name ? ` ${more.name}` : ''}`,
    maxBytes: bodyRuleFor(sample.split('?')[0] ?? '/').maxBytes,
    ...more,
  }
}
/** @param {(ids: Ids) => string} where @param {string[]} [query] */
const page = (where, query) => endpoint('page', 'GET', where, query ? { query } : {})
/** @param {(ids: Ids) => string} where @param {(ids: Ids) => Record<string, string>} fields @param {Partial<Endpoint>} [more] */
const form = (where, fields, more = {}) => endpoint('form', 'POST', where, { fields, ...more })
/** @param {string} method @param {(ids: Ids) => string} where @param {(ids: Ids) => Record<string, unknown>} json @param {Partial<Endpoint>} [more] */
const json = (method, where, json, more = {}) => endpoint('json', method, where, { json, ...more })

/**
 * Every file of app/routes and what the fuzzer sends it. A route file with no entry here
 * fails the first test, so a new route cannot be left out.
 * @type {Record<string, Endpoint[]>}
 */
const ROUTES = {
  '$.tsx': [page(() => '/no-such-page/at/all', ['q'])],
  '_index.tsx': [page(() => '/')],
  'about.tsx': [page(() => '/about')],
  'privacy-policy.tsx': [page(() => '/privacy-policy')],
  'terms-of-service.tsx': [page(() => '/terms-of-service')],
  'security.tsx': [page(() => '/security')],
  'api.$.ts': [
    page(() => '/api/no-such-endpoint'),
    json(
      'POST',
      () => '/api/no-such-endpoint',
      () => ({ a: 'b' }),
      { reads: false },
    ),
  ],
  // Routes whose action only answers 405 still get the bodies: the 405 must come before any reading.
  'api.agreements.$id.ts': [
    page((i) => `/api/agreements/${i.doc}`),
    json(
      'POST',
      (i) => `/api/agreements/${i.doc}`,
      () => ({ title: 'x' }),
      { reads: false },
    ),
  ],
  'api.chat-sessions.$id.ts': [
    page((i) => `/api/chat-sessions/${i.chat}`),
    json(
      'PATCH',
      (i) => `/api/chat-sessions/${i.chat}`,
      () => ({ title: 'Renamed by the fuzzer' }),
    ),
    json(
      'DELETE',
      (i) => `/api/chat-sessions/${i.chatDoomedApi}`,
      () => ({}),
      { reads: false },
    ),
  ],
  'api.chat-sessions._index.ts': [
    page(() => '/api/chat-sessions', ['limit']),
    json(
      'POST',
      () => '/api/chat-sessions',
      () => ({ title: 'x' }),
      { reads: false },
    ),
  ],
  'api.chat.ts': [
    json(
      'POST',
      () => '/api/chat',
      (i) => ({ message: 'What is stamp duty on a lease?', sessionId: i.chat }),
    ),
  ],
  'api.documents.$id.collaborators.$collaboratorId.ts': [
    json(
      'PATCH',
      (i) => `/api/documents/${i.doc}/collaborators/${i.collaborator}`,
      () => ({ role: 'editor' }),
    ),
    json(
      'DELETE',
      (i) => `/api/documents/${i.doc}/collaborators/${i.collaboratorDoomed}`,
      () => ({}),
      { reads: false },
    ),
  ],
  'api.documents.$id.collaborators._index.ts': [
    page((i) => `/api/documents/${i.doc}/collaborators`),
    json(
      'POST',
      (i) => `/api/documents/${i.doc}/collaborators`,
      () => ({ email: uniqueEmail('fuzz-api'), name: 'Fuzz Collaborator', role: 'viewer' }),
    ),
  ],
  'api.documents.$id.comments.$commentId.ts': [
    json(
      'PATCH',
      (i) => `/api/documents/${i.doc}/comments/${i.comment}`,
      () => ({ resolved: true }),
    ),
  ],
  'api.documents.$id.comments._index.ts': [
    page((i) => `/api/documents/${i.doc}/comments`, ['limit', 'offset']),
    json(
      'POST',
      (i) => `/api/documents/${i.doc}/comments`,
      (i) => ({ content: 'A comment from the fuzzer', parentId: i.comment }),
    ),
  ],
  'api.edit-agreement.ts': [
    json(
      'POST',
      () => '/api/edit-agreement',
      (i) => ({ agreementId: i.doc, editRequest: 'replace "Pune" with "Mumbai"', currentContent: 'Pune' }),
    ),
  ],
  'api.explain-legal-terms.ts': [
    json(
      'POST',
      () => '/api/explain-legal-terms',
      () => ({ text: 'The lessee shall indemnify the lessor.', language: 'hindi', includeTranslation: true }),
    ),
  ],
  'api.generate-agreement.ts': [
    json(
      'POST',
      () => '/api/generate-agreement',
      () => ({ templateType: 'rental-agreement', userInput: 'A rental agreement', details: RENTAL }),
    ),
  ],
  'api.templates.ts': [
    page(() => '/api/templates', ['kind']),
    json(
      'POST',
      () => '/api/templates',
      () => ({ name: 'x' }),
      { reads: false },
    ),
  ],
  'api.user-agreements.ts': [
    page(() => '/api/user-agreements', ['limit', 'offset']),
    json(
      'POST',
      () => '/api/user-agreements',
      () => ({ title: 'x' }),
      { reads: false },
    ),
  ],
  'api.user-stats.ts': [
    page(() => '/api/user-stats', ['userEmail']),
    json(
      'POST',
      () => '/api/user-stats',
      () => ({}),
      { reads: false },
    ),
  ],
  'api.subscriptions._index.ts': [
    json(
      'POST',
      () => '/api/subscriptions',
      () => ({ planId: 'professional', placeOfSupply: 'Goa' }),
    ),
  ],
  'api.subscriptions.status.ts': [
    page(() => '/api/subscriptions/status'),
    json(
      'POST',
      () => '/api/subscriptions/status',
      () => ({}),
      { reads: false },
    ),
  ],
  'api.payments.verify.ts': [
    json(
      'POST',
      () => '/api/payments/verify',
      (i) => ({
        razorpay_payment_id: 'pay_00000000000000',
        razorpay_order_id: i.testOrder,
        razorpay_signature: 'a'.repeat(64),
      }),
    ),
  ],
  // Unsigned, as a fuzzer's must be: every body is refused before it is parsed.
  'api.payments.webhook.ts': [
    json(
      'POST',
      () => '/api/payments/webhook',
      () => ({ event: 'payment.captured', payload: {} }),
    ),
  ],
  'subscription_.invoices.$number.tsx': [page(() => '/subscription/invoices/ND-2026-27-00001')],
  'app._index.tsx': [
    page(() => '/app', ['q', 'session', 'document', 'tab', 'view', 'dtab', 'text', 'language']),
    // The clause library tab, and one of the user's own clauses opened as a dialog over it.
    page(() => '/app?view=clauses', ['clause', 'show', 'search', 'category', 'risk']),
    page((i) => `/app?view=clauses&show=mine&clause=${i.personalClause}`, ['into']),
    form(
      () => '/app',
      (i) => ({
        intent: 'send',
        sessionId: i.chat,
        message: 'I need a rental agreement for my flat in Pune',
      }),
      { name: 'send', files: true },
    ),
    form(
      () => '/app',
      (i) => ({ intent: 'rename', sessionId: i.chat, title: 'Renamed' }),
      { name: 'rename' },
    ),
    form(
      () => '/app',
      (i) => ({ intent: 'pick-custom-template', customTemplateId: i.template }),
      { name: 'pick-custom-template' },
    ),
  ],
  'app.api-tokens.tsx': [
    page(() => '/app/api-tokens'),
    form(
      () => '/app/api-tokens',
      () => ({ intent: 'create', name: 'Fuzz token' }),
      { name: 'create' },
    ),
    form(
      () => '/app/api-tokens',
      () => ({ intent: 'revoke', tokenId: '00000000-0000-4000-8000-000000000000' }),
      { name: 'revoke' },
    ),
  ],
  'app.chats.$id.delete.tsx': [
    page((i) => `/app/chats/${i.chat}/delete`),
    form(
      (i) => `/app/chats/${i.chatDoomedForm}/delete`,
      () => ({}),
    ),
  ],
  'app.documents.$id._index.tsx': [
    page(
      (i) => `/app/documents/${i.doc}`,
      ['tab', 'edit', 'ai', 'ai_change', 'language', 'text', 'clause_q'],
    ),
  ],
  'app.documents.$id.ai-edit.tsx': [
    page((i) => `/app/documents/${i.doc}/ai-edit`),
    form(
      (i) => `/app/documents/${i.doc}/ai-edit`,
      (i) => ({
        intent: 'apply',
        instruction: 'replace "Pune" with "Mumbai"',
        version: i.version ?? '1',
        returnTo: `/app/documents/${i.doc}`,
      }),
      { prepare: currentVersion },
    ),
  ],
  'app.documents.$id.audit.$format.tsx': [
    page((i) => `/app/documents/${i.doc}/audit/csv`),
    page((i) => `/app/documents/${i.doc}/audit/xml`),
  ],
  'app.documents.$id.clauses.tsx': [
    page((i) => `/app/documents/${i.doc}/clauses`, ['q', 'clause_q']),
    form(
      (i) => `/app/documents/${i.doc}/clauses`,
      (i) => ({ clauseId: 'commercial-force-majeure', returnTo: `/app/documents/${i.doc}` }),
    ),
  ],
  'app.documents.$id.execution.tsx': [
    page((i) => `/app/documents/${i.doc}/execution`),
    form(
      (i) => `/app/documents/${i.doc}/execution`,
      (i) => ({ executedOn: istToday(), version: i.version ?? '1', returnTo: `/app/documents/${i.doc}` }),
      { prepare: currentVersion },
    ),
    form(
      (i) => `/app/documents/${i.doc}/execution`,
      (i) => ({
        intent: 'register',
        registeredOn: istToday(),
        registrationNumber: 'PUN-1/2026',
        version: i.version ?? '1',
        returnTo: `/app/documents/${i.doc}`,
      }),
      { prepare: currentVersion },
    ),
  ],
  'app.documents.$id.save-clause.tsx': [
    page((i) => `/app/documents/${i.doc}/save-clause`, ['passage']),
    form(
      (i) => `/app/documents/${i.doc}/save-clause`,
      () => ({
        intent: 'save-clause',
        clauseId: crypto.randomUUID(),
        title: 'Saved by the fuzzer',
        category: 'Property',
        risk: 'Low',
        tags: 'fuzz, notice',
        description: '',
        passage: 'The [LICENSEE] shall give notice.',
      }),
    ),
  ],
  'app.clauses.$clauseId.tsx': [
    page(() => `/app/clauses/commercial-force-majeure`, ['into']),
    page((i) => `/app/clauses/${i.personalClause}`, ['into', 'edit']),
    form(
      (i) => `/app/clauses/${i.personalClause}`,
      () => ({
        intent: 'edit-clause',
        title: 'Edited by the fuzzer',
        category: 'Property',
        risk: 'Low',
        tags: 'fuzz',
        description: '',
        passage: 'The [LICENSEE] shall give notice.',
      }),
    ),
    form(
      (i) => `/app/clauses/${i.personalClauseDoomed}`,
      () => ({ intent: 'delete-clause' }),
    ),
    form(
      (i) => `/app/clauses/commercial-force-majeure?into=${i.doc}`,
      (i) => ({ intent: 'add-to-document', documentId: i.doc, 'ph:FM NOTICE DAYS': '7' }),
    ),
  ],
  'app.templates.$id.tsx': [
    page((i) => `/app/templates/${i.template}`, ['mode', 'version', 'check', 'a.name', 'edit']),
    form(
      (i) => `/app/templates/${i.template}`,
      () => ({
        intent: 'add-field',
        name: 'name',
        label: 'Name',
        type: 'text',
        required: 'on',
        pattern: '[A-Z]+',
      }),
    ),
    form(
      (i) => `/app/templates/${i.template}`,
      () => ({ intent: 'body', bodyKind: 'text', text: 'Hello {{name}} {{#if name}}x{{/if}}' }),
    ),
    form(
      (i) => `/app/templates/${i.template}`,
      () => ({
        intent: 'edit-field',
        fieldId: '00000000-0000-4000-8000-000000000000',
        name: 'name',
        label: 'Name',
        type: 'text',
      }),
    ),
    form(
      (i) => `/app/templates/${i.template}`,
      () => ({ intent: 'save' }),
    ),
  ],
  'app.documents.$id.edit.tsx': [
    page((i) => `/app/documents/${i.doc}/edit`),
    form(
      (i) => `/app/documents/${i.doc}/edit`,
      (i) => ({
        content: 'Agreement text saved by the fuzzer.',
        version: i.version ?? '1',
        returnTo: `/app/documents/${i.doc}`,
      }),
      { prepare: currentVersion },
    ),
  ],
  'app.documents.$id.export.$format.tsx': [
    page((i) => `/app/documents/${i.doc}/export/txt`),
    page((i) => `/app/documents/${i.doc}/export/exe`),
  ],
  'app.documents.$id.history.tsx': [
    page((i) => `/app/documents/${i.doc}/history`, ['version', 'from', 'to', 'page', 'pick', 'recompute']),
  ],
  'auth.tsx': [
    page(() => '/auth', ['tab', 'redirectTo']),
    form(
      () => '/auth',
      () => ({
        intent: 'sign-in',
        email: uniqueEmail('fuzz-signin'),
        password: 'not-the-password',
        redirectTo: '/app',
      }),
      { as: 'anonymous', name: 'sign-in' },
    ),
    form(
      () => '/auth',
      () => ({
        intent: 'create-account',
        email: uniqueEmail('fuzz-signup'),
        password: 'secret-123',
        confirmPassword: 'secret-123',
      }),
      { as: 'anonymous', name: 'create-account' },
    ),
    form(
      () => '/auth',
      () => ({ intent: 'forgot-password', email: uniqueEmail('fuzz-forgot') }),
      { as: 'anonymous', name: 'forgot-password' },
    ),
  ],
  // The control uses the link once; every later case meets a used link (410) or bad input.
  'auth_.reset.tsx': [
    page((i) => `/auth/reset?token=${i.resetToken}`, ['token']),
    form(
      () => '/auth/reset',
      (i) => ({
        token: i.resetToken ?? '',
        password: 'fuzzed-new-secret',
        confirmPassword: 'fuzzed-new-secret',
      }),
      { as: 'anonymous' },
    ),
  ],
  'bench.bare.tsx': [page(() => '/bench/bare')],
  'contact.tsx': [
    page(() => '/contact', ['reference']),
    // The honeypot is filled, and stays filled in every case (keep): every other field is
    // read and checked and nothing is kept, so the suites' few real messages (all from
    // 127.0.0.1) stay under the per-client limit. A fuzzed honeypot made real sends.
    form(
      () => '/contact',
      () => ({
        intent: 'contact',
        firstName: 'Fuzz',
        lastName: 'Tester',
        email: uniqueEmail('fuzz-contact'),
        phone: '+91 98765 43210',
        subject: 'From the fuzzer',
        message: 'A message from the fuzzer',
        website: 'filled by a program',
      }),
      { as: 'anonymous', keep: ['website'] },
    ),
  ],
  'robots[.]txt.ts': [page(() => '/robots.txt')],
  'sitemap[.]xml.ts': [page(() => '/sitemap.xml')],
  'invitations.$code.tsx': [
    page((i) => `/invitations/${i.invitation}`),
    form(
      (i) => `/invitations/${i.invitation}`,
      () => ({}),
      { as: 'spare' },
    ),
  ],
  'document.$id.tsx': [
    page((i) => `/document/${i.doc}`, ['view']),
    form(
      (i) => `/document/${i.doc}`,
      () => ({ intent: 'comment', content: 'A comment from the fuzzer' }),
      { name: 'comment' },
    ),
    form(
      (i) => `/document/${i.doc}`,
      (i) => ({ intent: 'comment', content: 'A reply', parentId: i.comment }),
      { name: 'reply' },
    ),
    form(
      (i) => `/document/${i.doc}`,
      () => ({
        intent: 'add-collaborator',
        email: uniqueEmail('fuzz-form'),
        name: 'Fuzz Form',
        role: 'viewer',
      }),
      { name: 'add-collaborator' },
    ),
    form(
      (i) => `/document/${i.doc}`,
      (i) => ({ intent: 'change-role', collaboratorId: i.collaborator, role: 'editor' }),
      { name: 'change-role' },
    ),
    form(
      (i) => `/document/${i.doc}`,
      (i) => ({ intent: 'resolve', commentId: i.comment }),
      { name: 'resolve' },
    ),
  ],
  // A second session of the owner's signs out, so the owner's own stays for every other case.
  'logout.tsx': [
    endpoint('page', 'GET', () => '/logout', { as: 'spare' }),
    form(
      () => '/logout',
      () => ({}),
      { as: 'spare' },
    ),
  ],
  'profile.tsx': [
    page(() => '/profile'),
    page(() => '/profile?tab=security'),
    page(() => '/profile?tab=profile'),
    form(
      () => '/profile',
      () => ({ intent: 'no-such-form' }),
      { name: 'an unknown form' },
    ),
    // A wrong current password: no case can change the owner's password (and end the spare session).
    form(
      () => '/profile?tab=security',
      () => ({
        intent: 'change-password',
        currentPassword: 'not-the-password',
        newPassword: 'fuzz-new-password',
        confirmPassword: 'fuzz-new-password',
      }),
      { name: 'change-password' },
    ),
    form(
      () => '/profile?tab=security',
      () => ({ intent: 'end-session', sessionId: '00000000-0000-4000-8000-000000000000' }),
      { name: 'end-session' },
    ),
    // Ends the spare session of the owner's account: its cases (logout, invitations) come
    // earlier in ROUTES, and the owner's own session stays.
    form(
      () => '/profile?tab=security',
      () => ({ intent: 'end-other-sessions' }),
      { name: 'end-other-sessions' },
    ),
    // The owner's name and a move to a new address (a link and a notice, never confirmed).
    form(
      () => '/profile',
      () => ({
        intent: 'profile',
        displayName: 'Fuzz Owner',
        email: 'fuzz-moved@example.com',
        currentPassword: PASSWORD,
      }),
      { name: 'profile' },
    ),
    form(
      () => '/profile',
      () => ({ intent: 'resend-email-change' }),
      { name: 'resend-email-change' },
    ),
    form(
      () => '/profile',
      () => ({ intent: 'cancel-email-change' }),
      { name: 'cancel-email-change' },
    ),
    form(
      () => '/profile?tab=profile',
      () => ({ intent: 'resend-verification', returnTo: '/app' }),
      { name: 'resend-verification' },
    ),
  ],
  // The owner's own verification link (mailed in before()); following it verifies the owner.
  'verify-email.$token.tsx': [
    page((i) => `/verify-email/${i.emailLink}`),
    form(
      (i) => `/verify-email/${i.emailLink}`,
      () => ({}),
    ),
  ],
  // The fuzz owner's own data (the ZIP is the same data again, compressed), and a format there is not.
  'profile_.data.$format.tsx': [page(() => '/profile/data/json'), page(() => '/profile/data/exe')],
  // The owner is Professional: a purchase is refused (409) before any gateway is called.
  'subscription.tsx': [
    page(() => '/subscription', ['confirm']),
    form(
      () => '/subscription',
      () => ({ intent: 'subscribe', placeOfSupply: 'Goa' }),
      { name: 'subscribe' },
    ),
    form(
      () => '/subscription',
      () => ({ intent: 'cancel' }),
      { name: 'cancel' },
    ),
  ],
  'subscription_.callback.tsx': [
    page(
      () => '/subscription/callback',
      [
        'razorpay_payment_id',
        'razorpay_payment_link_id',
        'razorpay_payment_link_reference_id',
        'razorpay_payment_link_status',
        'razorpay_signature',
      ],
    ),
  ],
  // An order of the owner's on the test gateway; Cancel leaves it (and the owner) as it is.
  'payments.test-checkout.$order.tsx': [
    page((i) => `/payments/test-checkout/${i.testOrder}`),
    form(
      (i) => `/payments/test-checkout/${i.testOrder}`,
      () => ({ intent: 'cancel' }),
      { name: 'cancel' },
    ),
  ],
}

/** @param {HttpClient} client */
const cookieOf = (client) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ')

before(async () => {
  owner = await new HttpClient().withSession(proAccount('fuzz'))
  const spare = await new HttpClient().withSession(proAccount('fuzz'))
  const anonymous = new HttpClient()
  await anonymous.loadCsrf()
  const url = new URL(BASE_URL)
  ctx.host = url.host
  ctx.origin = url.origin
  ctx.principals = {
    user: { cookie: cookieOf(owner), csrf: owner.csrf },
    spare: { cookie: cookieOf(spare), csrf: spare.csrf },
    anonymous: { cookie: cookieOf(anonymous), csrf: anonymous.csrf },
  }
  const generated = await api(owner, 'POST', '/api/generate-agreement', {
    templateType: 'rental-agreement',
    userInput: 'A rental agreement',
    details: RENTAL,
  })
  ctx.ids.doc = generated.agreement.id
  // Personal clauses: one to read, one for the delete form.
  for (const name of ['personalClause', 'personalClauseDoomed']) {
    const clauseId = crypto.randomUUID()
    const saved = await owner.send('POST', `/app/documents/${ctx.ids.doc}/save-clause`, {
      form: {
        intent: 'save-clause',
        clauseId,
        title: `Fuzz ${name}`,
        category: 'Property',
        risk: 'Low',
        tags: 'fuzz',
        passage: 'The [LICENSEE] pays on time.',
      },
    })
    if (saved.status !== 302) throw new Error(`saving a personal clause answered ${saved.status}`)
    ctx.ids[name] = clauseId
  }
  for (const name of ['chat', 'chatDoomedApi', 'chatDoomedForm'])
    ctx.ids[name] = (await api(owner, 'POST', '/api/chat', { message: `Hello (${name})` })).sessionId
  for (const name of ['collaborator', 'collaboratorDoomed']) {
    const { collaborator } = await api(owner, 'POST', `/api/documents/${ctx.ids.doc}/collaborators`, {
      email: uniqueEmail(`fuzz-${name}`),
      name,
    })
    ctx.ids[name] = collaborator.id
    // A pending invitation's single-use link, for /invitations/:code.
    if (name === 'collaborator')
      ctx.ids.invitation = new URL(collaborator.invitationUrl).pathname.split('/').pop() ?? ''
  }
  ctx.ids.comment = (
    await api(owner, 'POST', `/api/documents/${ctx.ids.doc}/comments`, {
      content: 'The comment the fuzzer replies to',
    })
  ).comment.id
  ctx.ids.testOrder = (await api(owner, 'POST', '/api/subscriptions', { planId: 'professional' })).orderId
  // One of the owner's own templates, for the Template Builder.
  const created = await owner.send('POST', '/app?index&view=templates', { form: { intent: 'new-template' } })
  ctx.ids.template =
    /\/app\/templates\/([0-9a-f-]{36})/.exec(created.headers.get('location') ?? '')?.[1] ?? ''
  assert.ok(ctx.ids.template, 'the owner’s template was created')
  // A verification link of the owner's, for /verify-email/:token.
  const ownerEmail = /data-testid="signed-in-email"[^>]*>([^<]+)</.exec(
    await (await owner.send('GET', '/profile?tab=profile')).text(),
  )?.[1]
  const resent = await owner.send('POST', '/profile', { form: { intent: 'resend-verification' } })
  assert.equal(resent.status, 302, 'the owner’s verification link was sent')
  ctx.ids.emailLink =
    linkIn(await waitForMail(ownerEmail ?? '', /^Verify your e-mail/), '/verify-email/')
      .split('/')
      .pop() ?? ''
  // A reset link of an account of its own, from the mail the server wrote.
  const resetee = uniqueEmail('fuzz-resetee')
  await new HttpClient().authenticate(resetee, 'create-account')
  const asked = await anonymous.send('POST', '/auth', { form: { intent: 'forgot-password', email: resetee } })
  assert.equal(asked.status, 302, 'the reset link was asked for')
  const link = linkIn(await waitForMail(resetee, /^Reset your NyayaDraft password$/), '/auth/reset')
  ctx.ids.resetToken = new URL(link, BASE_URL).searchParams.get('token') ?? ''
  await currentVersion(ctx)
})

/** A line of a stack trace (V8's "    at fn (/path/file.js:1:2)"), or a server path. */
const STACK =
  /\n\s*at (?:[^\n]*? \()?(?:file:\/\/|\/|node:)[^\s)]*:\d+:\d+\)?|node_modules\/|\/build\/index\.js/

/**
 * @typedef {object} Outcome
 * @property {string} endpoint
 * @property {string} category
 * @property {string} label
 * @property {string} request  the request line
 * @property {number} status
 * @property {string} location
 * @property {'answered' | 'closed' | 'hang'} outcome
 * @property {number} ms
 * @property {string[]} problems
 * @property {string} excerpt
 */

/** @param {Endpoint} e @param {Case} c @returns {Promise<Outcome>} */
async function runCase(e, c) {
  let spec
  try {
    spec = await c.build(ctx)
  } catch (error) {
    // Building reads the owner's document (its version): failing that is a finding too.
    const message = error instanceof Error ? error.message : String(error)
    return {
      endpoint: e.name,
      category: c.category,
      label: c.label,
      request: '',
      status: 0,
      location: '',
      outcome: /** @type {const} */ ('closed'),
      ms: 0,
      problems: ['could not prepare the request'],
      excerpt: message,
    }
  }
  const headers =
    spec.noLength || spec.body.length === 0
      ? spec.headers
      : [...spec.headers, /** @type {[string, string]} */ (['Content-Length', String(spec.body.length)])]
  const head = [
    `${spec.method} ${spec.target} HTTP/1.1`,
    ...headers.map(([name, value]) => `${name}: ${value}`),
  ].join('\r\n')
  const url = new URL(BASE_URL)
  const answer = await rawRequest(
    { host: url.hostname, port: Number(url.port) },
    { head, body: spec.body, stallAfter: spec.stallAfter, boundMs: c.boundMs },
  )
  /** @type {string[]} */
  const problems = []
  if (answer.outcome === 'hang') problems.push('hang')
  if (answer.outcome === 'closed' && !c.acceptClosed) problems.push('closed without an answer')
  if (answer.status >= 500) problems.push('5xx')
  if (STACK.test(answer.body)) problems.push('stack trace')
  const apiPath = /^\/api(\/|$)/i.test(spec.target)
  if (
    apiPath &&
    answer.status >= 400 &&
    spec.method !== 'HEAD' &&
    !/json/.test(answer.headers['content-type'] ?? '')
  )
    problems.push('API error not JSON')
  if (c.expect && answer.outcome === 'answered' && !c.expect.includes(answer.status))
    problems.push(`expected ${c.expect.join(' or ')}`)
  return {
    endpoint: e.name,
    category: c.category,
    label: c.label,
    request: `${spec.method} ${spec.target.length > 120 ? `${spec.target.slice(0, 120)}…` : spec.target}`,
    status: answer.status,
    location: answer.headers.location ?? '',
    outcome: answer.outcome,
    ms: answer.ms,
    problems,
    excerpt: problems.length > 0 ? answer.body.slice(0, 300) : '',
  }
}

/** Runs the cases `limit` at a time, in order. @param {Array<[Endpoint, Case]>} work @param {number} limit */
async function pool(work, limit) {
  /** @type {Outcome[]} */
  const results = new Array(work.length)
  let next = 0
  const worker = async () => {
    while (next < work.length) {
      const at = next++
      const [e, c] = /** @type {[Endpoint, Case]} */ (work[at])
      results[at] = await runCase(e, c)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, work.length) }, worker))
  return results
}

/**
 * What refused input must leave unchanged: the owner's document, comments, team, chats
 * and library; what went wrong instead, if the owner can no longer read them.
 */
async function snapshot() {
  try {
    return await readState()
  } catch (error) {
    return { unreadable: error instanceof Error ? error.message : String(error) }
  }
}

async function readState() {
  const [agreement, comments, collaborators, sessions, library] = await Promise.all([
    api(owner, 'GET', `/api/agreements/${ctx.ids.doc}`),
    api(owner, 'GET', `/api/documents/${ctx.ids.doc}/comments?limit=100`),
    api(owner, 'GET', `/api/documents/${ctx.ids.doc}/collaborators`),
    api(owner, 'GET', '/api/chat-sessions?limit=200'),
    api(owner, 'GET', '/api/user-agreements?limit=200'),
  ])
  return {
    version: agreement.agreement.version,
    comments: JSON.stringify(comments.comments),
    collaborators: JSON.stringify(collaborators.collaborators),
    sessions: JSON.stringify(sessions),
    library: JSON.stringify(library),
  }
}

const REFUSED_TEXT = new Set(['NUL in a field', 'lone surrogate', 'NUL in the query', 'NUL in the path'])
const STALLING = new Set(['Content-Length larger than the body', 'declared body over the limit'])

/** @type {Outcome[]} */
let outcomes = []
/** @type {{ before: unknown, after: unknown }} */
let refusedTextChanges = { before: null, after: null }

test('every file of app/routes has fuzz entries, and every action a form or JSON one', () => {
  const files = fs.readdirSync(ROUTES_DIR).filter((f) => /\.(tsx?|jsx?)$/.test(f))
  assert.deepEqual(
    files.filter((f) => !(f in ROUTES)),
    [],
    'route files the fuzzer does not know: add them to ROUTES',
  )
  assert.deepEqual(
    Object.keys(ROUTES).filter((f) => !files.includes(f)),
    [],
    'ROUTES names files that do not exist',
  )
  const actions = files.filter((f) =>
    /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(
      fs.readFileSync(path.join(ROUTES_DIR, f), 'utf8'),
    ),
  )
  assert.deepEqual(
    actions.filter((f) => !ROUTES[f]?.some((e) => e.kind !== 'page')),
    [],
    'routes with an action but no form or JSON entry',
  )
})

test(`the fuzzer: every endpoint × malformed requests (seed ${SEED})`, { timeout: 500_000 }, async (t) => {
  const rng = seeded(SEED)
  /** @type {Array<[Endpoint, Case]>} */
  const all = Object.values(ROUTES).flatMap((endpoints) =>
    endpoints.flatMap((e) => casesFor(e, rng).map((c) => /** @type {[Endpoint, Case]} */ ([e, c]))),
  )
  const stalling = all.filter(([, c]) => STALLING.has(c.category))
  const refused = all.filter(([, c]) => REFUSED_TEXT.has(c.category))
  // Another method last: a DELETE in place of a PATCH removes the conversation or the
  // collaborator the other endpoints' cases write to.
  const rest = all
    .filter(([, c]) => !STALLING.has(c.category) && !REFUSED_TEXT.has(c.category))
    .sort(([, a], [, b]) => Number(a.category === 'another method') - Number(b.category === 'another method'))
  const started = Date.now()
  // Refused text first and alone, so that what it leaves unchanged is measured cleanly.
  const before = await snapshot()
  const refusedResults = await pool(refused, CONCURRENCY)
  refusedTextChanges = { before, after: await snapshot() }
  // Stalled bodies only wait, so they all start at once and run beside the rest.
  const stalled = pool(stalling, stalling.length)
  const restResults = await pool(rest, CONCURRENCY)
  outcomes = [...(await stalled), ...refusedResults, ...restResults]

  const count = (/** @type {string} */ problem) => outcomes.filter((o) => o.problems.includes(problem)).length
  const summary = {
    seed: SEED,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    requests: outcomes.length,
    '5xx': count('5xx'),
    stackTraces: count('stack trace'),
    hangs: count('hang'),
    closedWithoutAnswer: count('closed without an answer'),
    notPrepared: count('could not prepare the request'),
    apiErrorsNotJson: count('API error not JSON'),
    unexpectedStatus: outcomes.filter((o) => o.problems.some((p) => p.startsWith('expected'))).length,
  }
  /** @type {Record<string, Record<string, number>>} */
  const byCategory = {}
  for (const o of outcomes) {
    const row = (byCategory[o.category] ??= {})
    const key = o.outcome === 'answered' ? String(o.status) : o.outcome
    row[key] = (row[key] ?? 0) + 1
  }
  const failures = outcomes.filter((o) => o.problems.length > 0)
  fs.mkdirSync(RESULTS_DIR, { recursive: true })
  // Every answer, in the order sent: with FUZZ_SEED, what a failure needs to be replayed.
  fs.writeFileSync(
    path.join(RESULTS_DIR, 'fuzz-report.json'),
    `${JSON.stringify({ summary, byCategory, failures, outcomes }, null, 1)}\n`,
  )
  t.diagnostic(`fuzz summary: ${JSON.stringify(summary)}`)
  for (const f of failures.slice(0, 40))
    t.diagnostic(
      `${f.problems.join(', ')} · ${f.endpoint} · ${f.category}: ${f.label} · ${f.request} → ${f.outcome} ${f.status}`,
    )

  const worst = (/** @type {string} */ problem) =>
    failures
      .filter((f) => f.problems.some((p) => p.startsWith(problem)))
      .slice(0, 10)
      .map(
        (f) =>
          `${f.endpoint} · ${f.category}: ${f.label} → ${f.outcome} ${f.status} ${f.excerpt.slice(0, 120)}`,
      )
  assert.deepEqual(worst('5xx'), [], `${summary['5xx']} answers were 5xx (seed ${SEED})`)
  assert.deepEqual(worst('stack trace'), [], `${summary.stackTraces} answers carried a stack trace`)
  assert.deepEqual(
    worst('hang'),
    [],
    `${summary.hangs} requests were neither answered nor closed within the bound`,
  )
  assert.deepEqual(worst('closed without'), [], 'connections closed without an answer')
  assert.deepEqual(
    worst('could not prepare'),
    [],
    'requests that could not be prepared (the owner lost access to the document)',
  )
  assert.deepEqual(worst('API error'), [], 'API errors that are not JSON')
  assert.deepEqual(
    worst('expected'),
    [],
    `${summary.unexpectedStatus} answers were not the status their class is answered with`,
  )
})

test('refused text (NUL, lone surrogates) records nothing: the document, comments, team, chats and library are unchanged', () => {
  assert.ok(refusedTextChanges.before, 'the fuzzer ran')
  assert.deepEqual(refusedTextChanges.after, refusedTextChanges.before)
})
