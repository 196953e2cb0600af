// @ts-check
// Redirect targets over HTTP against the running server (run.js runs this file once): the
// audit's payloads, and a few more of the class, sent to sign-in as `redirectTo` and to the
// document forms as `returnTo`. Every answer is a redirect to a path of this site — never
// another host, never a header a browser reads as one, never a 500 (hardening issue, 6).
import assert from 'node:assert/strict'
import { before, describe, test } from 'node:test'
import { HttpClient } from './http.js'
import { BASE_URL, PASSWORD, proAccount, uniqueEmail } from './support.js'

const TARGETS = [
  '/\t/evil.example', // the audit's redirectTo=/%09/evil.example, as a form sends it
  '/%09/evil.example',
  '/app/..//evil.example',
  '/app/../..//evil.example',
  '/\n/evil.example',
  '/app\r\nSet-Cookie: x=1',
  '//evil.example',
  '/\\evil.example',
  '/%2F%2Fevil.example',
  'https://evil.example/app',
  'javascript:alert(1)',
  `/app?${'a'.repeat(5000)}`,
]

/** @param {Response} response @param {string} expected */
function assertSameSite(response, expected) {
  assert.equal(response.status, 302)
  const location = response.headers.get('location') ?? ''
  assert.match(location, /^\/(?![/\\])/)
  assert.doesNotMatch(location, /[\p{Cc}\\]/u)
  assert.equal(new URL(location, BASE_URL).origin, new URL(BASE_URL).origin)
  assert.equal(location, expected)
}

/** @type {HttpClient} */
let owner
let doc = ''
const email = uniqueEmail('redirects')

before(async () => {
  await new HttpClient().authenticate(email, 'create-account')
  owner = await new HttpClient().withSession(proAccount('redirect-targets'))
  const response = await owner.send('POST', '/api/generate-agreement', {
    json: {
      templateType: 'rental-agreement',
      userInput: 'A rental agreement',
      details: {
        landlordName: 'Priya Sharma',
        tenantName: 'Ravi Kumar',
        propertyAddress: 'Flat 12, Baner, Pune 411045',
        monthlyRent: '25000',
        securityDeposit: '1 lakh',
        leasePeriod: '11',
      },
    },
  })
  assert.equal(response.status, 201)
  doc = /** @type {any} */ (await response.json()).agreement.id
})

describe('redirect targets', () => {
  for (const target of TARGETS) {
    const name = JSON.stringify(target.length > 40 ? `${target.slice(0, 40)}…` : target)
    test(`sign-in with redirectTo=${name} goes to /app`, async () => {
      const visitor = new HttpClient()
      await visitor.loadCsrf()
      const response = await visitor.send('POST', '/auth', {
        form: { intent: 'sign-in', email, password: PASSWORD, redirectTo: target },
      })
      assertSameSite(response, '/app')
    })

    test(`the document forms with returnTo=${name} go back to the document`, async () => {
      await owner.loadCsrf()
      const clause = await owner.send('POST', `/app/documents/${doc}/clauses`, {
        form: { clauseId: 'commercial-force-majeure', returnTo: target },
      })
      assertSameSite(clause, `/app/documents/${doc}?tab=document&edit=1`)
      const comment = await owner.send('POST', `/document/${doc}`, {
        form: { intent: 'comment', content: 'Noted.', returnTo: target },
      })
      assertSameSite(comment, `/document/${doc}`)
    })
  }
})
