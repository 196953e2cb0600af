import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { agreementFor } from '#events/projections/agreements.ts'
import { action as authAction, loader as authLoader } from '#app/routes/auth.tsx'
import { action as addClause } from '#app/routes/app.documents.$id.clauses.tsx'
import { action as aiEditRoute } from '#app/routes/app.documents.$id.ai-edit.tsx'
import { action as editRoute } from '#app/routes/app.documents.$id.edit.tsx'
import { action as sharedAction } from '#app/routes/document.$id.tsx'
import { useTestDatabase } from '#tests/support/db.ts'
import { browser, CONTEXT, ORIGIN, settle } from '#tests/support/requests.ts'
import { ownerWithDocument, routeArgs, type Account } from '#tests/support/collaboration.ts'
import { expectSameSiteLocation, HOSTILE_TARGETS } from '#tests/support/redirect-targets.ts'

// Every form that redirects to a target it was sent (sign-in's `redirectTo`, the document
// and collaboration forms' `returnTo`) answers the hostile corpus with a redirect to a path
// of this site — its own fallback — and never a 500 (hardening issue, finding 6).

// Every test uses the one owner and document made here, so the database is not emptied between tests.
const db = useTestDatabase({ emptyAfterEach: false })
let owner: Account & { agreementId: string }
beforeAll(async () => {
  owner = await ownerWithDocument(db(), 'owner@example.in')
})

const PASSWORD = 'secret1'

/**
 * A redirect to a path of this site: the expected one, for a refused target. A target
 * holding a NUL never gets that far: the whole form is a 400 and nothing is done (ADR 0017).
 */
function expectRedirect(response: Response, expected: string, target = '') {
  if (target.includes('\u0000')) {
    expect(response.status).toBe(400)
    expect(response.headers.get('location')).toBeNull()
    return
  }
  expect(response.status).toBe(302)
  const location = response.headers.get('location')
  expectSameSiteLocation(location, ORIGIN)
  expect(location).toBe(expected)
}

describe('sign-in', () => {
  beforeEach(() => db().query('DELETE FROM login_throttle'))

  it.each(HOSTILE_TARGETS)('signs in to /app, not to %j', async (redirectTo) => {
    const b = await browser()
    const response = await settle(() =>
      authAction({
        request: b.post('/auth', { intent: 'sign-in', email: owner.email, password: PASSWORD, redirectTo }),
        context: { ...CONTEXT },
        params: {},
      }),
    )
    expectRedirect(response, '/app', redirectTo)
  })

  it('keeps a target of this site, normalised', async () => {
    for (const [redirectTo, expected] of [
      ['/profile', '/profile'],
      [
        `/app/documents/${owner.agreementId}?tab=collaborate`,
        `/app/documents/${owner.agreementId}?tab=collaborate`,
      ],
      ['/app/documents/../../profile', '/profile'],
    ]) {
      const b = await browser()
      const response = await settle(() =>
        authAction({
          request: b.post('/auth', {
            intent: 'sign-in',
            email: owner.email,
            password: PASSWORD,
            redirectTo: redirectTo!,
          }),
          context: { ...CONTEXT },
          params: {},
        }),
      )
      expectRedirect(response, expected!)
    }
  })

  it('does not put a hostile target into the sign-in form', async () => {
    for (const redirectTo of HOSTILE_TARGETS) {
      const b = await browser()
      const response = await settle(() =>
        authLoader({
          request: b.get(`/auth?${new URLSearchParams({ redirectTo })}`),
          context: { ...CONTEXT },
          params: {},
        }),
      )
      expect(response.status).toBe(200)
      expect(((await response.json()) as { redirectTo: string }).redirectTo).toBe('')
    }
  })
})

describe('the document forms', () => {
  const id = () => owner.agreementId
  const documentPage = () => `/app/documents/${id()}`

  it.each(HOSTILE_TARGETS)('adding a clause returns to the document, not to %j', async (returnTo) => {
    const response = await settle(() =>
      addClause(
        routeArgs(
          owner.b.post(`${documentPage()}/clauses`, { clauseId: 'commercial-force-majeure', returnTo }),
          { id: id() },
        ),
      ),
    )
    expectRedirect(response, `${documentPage()}?tab=document&edit=1`, returnTo)
  })

  it.each(HOSTILE_TARGETS)('undoing an AI edit returns to the document, not to %j', async (returnTo) => {
    // Version 1 is not an AI edit: refused, back to where the form came from.
    const response = await settle(() =>
      aiEditRoute(
        routeArgs(owner.b.post(`${documentPage()}/ai-edit`, { intent: 'undo', version: '1', returnTo }), {
          id: id(),
        }),
      ),
    )
    expectRedirect(response, documentPage(), returnTo)
  })

  it.each(HOSTILE_TARGETS)('saving the text returns to the document, not to %j', async (returnTo) => {
    const { content, version } = (await agreementFor(db(), owner.userId, id()))!
    const response = await settle(() =>
      editRoute(
        routeArgs(owner.b.post(`${documentPage()}/edit`, { content, version: String(version), returnTo }), {
          id: id(),
        }),
      ),
    )
    expectRedirect(response, documentPage(), returnTo)
  })

  it.each(HOSTILE_TARGETS)('a comment returns to the shared page, not to %j', async (returnTo) => {
    const response = await settle(() =>
      sharedAction(
        routeArgs(owner.b.post(`/document/${id()}`, { intent: 'comment', content: 'Noted.', returnTo }), {
          id: id(),
        }),
      ),
    )
    expectRedirect(response, `/document/${id()}`, returnTo)
  })

  it('keeps the page the form came from, normalised, and nothing outside /app', async () => {
    const add = (returnTo: string) =>
      settle(() =>
        addClause(
          routeArgs(
            owner.b.post(`${documentPage()}/clauses`, { clauseId: 'commercial-arbitration', returnTo }),
            { id: id() },
          ),
        ),
      )
    expectRedirect(
      await add(`/app?tab=chats&document=${id()}`),
      `/app?tab=chats&document=${id()}&dtab=document&edit=1`,
    )
    expectRedirect(
      await add(`/app/documents/x/../${id()}?tab=clauses`),
      `${documentPage()}?tab=document&edit=1`,
    )
    expectRedirect(await add('/profile'), `${documentPage()}?tab=document&edit=1`)
    const comment = (returnTo: string) =>
      settle(() =>
        sharedAction(
          routeArgs(owner.b.post(`/document/${id()}`, { intent: 'comment', content: 'Seen.', returnTo }), {
            id: id(),
          }),
        ),
      )
    expectRedirect(await comment(`${documentPage()}?tab=collaborate`), `${documentPage()}?tab=collaborate`)
    expectRedirect(await comment(`/document/${id()}#comments`), `/document/${id()}#comments`)
    expectRedirect(await comment('/document/another'), `/document/${id()}`)
  })
})
