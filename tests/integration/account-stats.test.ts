import { describe, expect, it } from 'vitest'
import { storageText } from '#domain/accounts/stats.ts'
import { subscriptionOf } from '#events/projections/subscriptions.ts'
import { createApiToken } from '#app/features/api-tokens/tokens.server.ts'
import { OWN_STATS_ONLY } from '#app/features/account/stats-api.server.ts'
import type { ProfilePageData } from '#app/features/account/profile-page.tsx'
import { validUntilText } from '#app/features/subscription/valid-until.ts'
import { loader as profileLoader } from '#app/routes/profile.tsx'
import { action as appAction } from '#app/routes/app._index.tsx'
import { loader as documentLoader } from '#app/routes/app.documents.$id._index.tsx'
import { call, client, RENTAL_TURNS, type Requester } from '#tests/support/api.ts'
import {
  account,
  RENTAL_DETAILS,
  routeArgs,
  verifiedAccount,
  type Account,
} from '#tests/support/collaboration.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { settle } from '#tests/support/requests.ts'
import { grantProfessional } from '#tests/support/subscription.ts'

// The profile's statistics (issue 16, part 2) against what was done through the real
// routes: every figure is asserted exactly, from the loader and from GET /api/user-stats.

const db = useTestDatabase()

const NOTES = new TextEncoder().encode('Notes for the lease: the tenant keeps one dog.\n')
const bytes = (text: string) => Buffer.byteLength(text, 'utf8')

type StatsBody = { stats: Record<string, unknown>; recentActivity: unknown[]; error?: string }

async function json<T = StatsBody>(response: Response, status = 200): Promise<T> {
  const body = (await response.json()) as T
  expect(response.status, JSON.stringify(body)).toBe(status)
  return body
}

const cookieClient = (a: Account) => client(undefined, a.b.jar.header())

async function overviewOf(a: Account) {
  const response = await settle(() => profileLoader(routeArgs(a.b.get('/profile'))) as Promise<Response>)
  return ((await response.json()) as ProfilePageData).overview!
}

/** Asha's month: two documents (one by token, one by chat), an AI edit, two explanations, a file, a team. */
async function seedAsha() {
  const asha = await account(db(), 'asha@example.in')
  const ravi = await verifiedAccount(db(), 'ravi@example.in')
  await grantProfessional(db(), asha.email)
  const cookie = cookieClient(asha)
  const { token } = await createApiToken(db(), asha.userId, 'Script')
  const bearer = client(token)

  // Token call 1: a document generated through the API.
  const generated = await json<{ agreement: { id: string; content: string } }>(
    await call(
      bearer.request('POST', '/api/generate-agreement', {
        templateType: 'rental-agreement',
        userInput: 'A rental agreement',
        details: RENTAL_DETAILS,
      }),
    ),
    201,
  )
  const first = generated.agreement
  // Three chat turns, the third generating the second document.
  let sessionId: string | undefined
  let second = ''
  for (const message of RENTAL_TURNS) {
    const turn = await json<{ sessionId: string; agreement?: { id: string } }>(
      await call(cookie.request('POST', '/api/chat', { sessionId, message })),
    )
    sessionId = turn.sessionId
    second = turn.agreement?.id ?? second
  }
  expect(second).not.toBe('')
  // A fourth turn, in a new conversation through the workspace form, with a file.
  const sent = await settle(() =>
    appAction(
      routeArgs(
        asha.b.upload(
          '/app',
          { intent: 'send', sessionId: '', message: 'Please read my notes' },
          {
            field: 'attachment',
            name: 'notes.txt',
            bytes: NOTES,
            type: 'text/plain',
          },
        ),
      ),
    ),
  )
  expect(sent.status).toBe(302)
  // An AI edit of the first document.
  const edit = await json<{ editedContent: string }>(
    await call(
      cookie.request('POST', '/api/edit-agreement', {
        agreementId: first.id,
        editRequest: 'change the rent to 30000',
        currentContent: first.content,
      }),
    ),
  )
  // Token call 2: an explanation through the API; then one on the document's Legal Terms tab.
  await json(
    await call(
      bearer.request('POST', '/api/explain-legal-terms', {
        text: 'The Licensee shall indemnify the Licensor.',
        language: 'hindi',
      }),
    ),
  )
  const tab = await settle(() =>
    documentLoader(
      routeArgs(asha.b.get(`/app/documents/${first.id}?tab=legal-terms&language=english&text=`), {
        id: first.id,
      }) as never,
    ),
  )
  expect(tab.status).toBe(200)
  // The team: Ravi on both documents (one person), and an invitation nobody has taken up.
  for (const id of [first.id, second]) {
    await json(
      await call(
        cookie.request('POST', `/api/documents/${id}/collaborators`, { email: ravi.email, name: 'Ravi' }),
      ),
      201,
    )
  }
  await json(
    await call(
      cookie.request('POST', `/api/documents/${first.id}/collaborators`, {
        email: 'nobody-yet@example.in',
        name: 'Meera',
      }),
    ),
    201,
  )
  const secondText = (
    await json<{ agreement: { content: string } }>(
      await call(cookie.request('GET', `/api/agreements/${second}`)),
    )
  ).agreement.content
  return {
    asha,
    ravi,
    bearer,
    first: first.id,
    second,
    storageBytes: bytes(first.content) + bytes(edit.editedContent) + bytes(secondText) + NOTES.length,
  }
}

const statsCall = (c: Requester, query = '') => call(c.request('GET', `/api/user-stats${query}`))

describe('the profile’s statistics, from what was recorded', () => {
  it('counts exactly what was done, the same in the loader and in GET /api/user-stats', async () => {
    const started = Date.now()
    const { asha, bearer, first, second, storageBytes } = await seedAsha()

    const { stats, activity, lastActive } = await overviewOf(asha)
    const plan = await subscriptionOf(db(), asha.userId)
    expect(stats).toEqual({
      documentsGenerated: 2,
      // 1 AI edit + 2 explanations + 4 chat replies.
      aiInteractions: 7,
      aiInteractionsBreakdown: { aiEdits: 1, explanations: 2, chatReplies: 4 },
      timesSaved: 'about 1.5 hours',
      timeSavedBasis: 'at 45 minutes per drafted document',
      lastActive: expect.any(String),
      plan: 'Active',
      validUntil: validUntilText(plan.currentEnd!),
      apiCalls: 2,
      storageUsed: storageText(storageBytes),
      storageBytes,
      collaborators: 1,
      pendingInvitations: 1,
    })
    const last = Date.parse(stats.lastActive!)
    expect(last).toBeGreaterThanOrEqual(started - 1000)
    expect(last).toBeLessThanOrEqual(Date.now())
    expect(lastActive?.when).toBe('just now')

    // The latest of her own actions first, each linked to where it happened.
    expect(activity.slice(0, 6).map((a) => [a.text, a.href])).toEqual([
      ['Invited “Meera” to “Leave and Licence Agreement” as Viewer', `/app/documents/${first}`],
      ['Added “Ravi” to “Leave and Licence Agreement” as Viewer', `/app/documents/${second}`],
      ['Added “Ravi” to “Leave and Licence Agreement” as Viewer', `/app/documents/${first}`],
      ['AI-edited “Leave and Licence Agreement”: “change the rent to 30000”', `/app/documents/${first}`],
      [
        'Wrote to the assistant: “Please read my notes [Attached file: notes.txt]”',
        expect.stringMatching(/^\/app\?tab=chats&session=[0-9a-f-]{36}$/),
      ],
      ['Generated “Leave and Licence Agreement”', `/app/documents/${second}`],
    ])
    expect(activity).toHaveLength(10)

    // The API gives the same figures; a cookie call is no API-token call.
    const byCookie = await json(await statsCall(cookieClient(asha)))
    expect(byCookie.stats).toEqual(stats)
    expect(byCookie.recentActivity).toEqual(
      activity.map(({ type, text, href, at }) => ({ type, text, href, at })),
    )
    // A token call is counted as it is authenticated: this one sees itself.
    const byToken = await json(await statsCall(bearer, '?userEmail=ASHA@example.in'))
    expect(byToken.stats).toMatchObject({ ...stats, apiCalls: 3, lastActive: expect.any(String) })
  })

  it('never answers for another account: a stranger’s e-mail is a 403, and their own stats hold nothing of hers', async () => {
    const { asha, ravi } = await seedAsha()
    const asRavi = cookieClient(ravi)
    for (const email of [asha.email, 'ASHA@example.in', 'nobody@example.in']) {
      const refused = await statsCall(asRavi, `?userEmail=${encodeURIComponent(email)}`)
      const body = await json(refused, 403)
      expect(body).toEqual({ error: OWN_STATS_ONLY })
    }
    const own = await json(await statsCall(asRavi, `?userEmail=${encodeURIComponent(ravi.email)}`))
    expect(own).toEqual({
      stats: {
        documentsGenerated: 0,
        aiInteractions: 0,
        aiInteractionsBreakdown: { aiEdits: 0, explanations: 0, chatReplies: 0 },
        timesSaved: '0 hours',
        timeSavedBasis: 'at 45 minutes per drafted document',
        lastActive: null,
        plan: 'Trial',
        validUntil: null,
        apiCalls: 0,
        storageUsed: '0 KB',
        storageBytes: 0,
        collaborators: 0,
        pendingInvitations: 0,
      },
      recentActivity: [],
    })
    expect(JSON.stringify(own)).not.toContain('asha')
    expect((await overviewOf(ravi)).stats).toEqual(own.stats)
  })

  it('is the caller’s only: anonymous is 401, a bad token 401, and nothing but GET', async () => {
    const anonymous = await statsCall(client())
    expect(anonymous.status).toBe(401)
    const badToken = await statsCall(client(`nd_${'x'.repeat(43)}`))
    expect(badToken.status).toBe(401)
    const asha = await account(db(), 'asha@example.in')
    const posted = await call(cookieClient(asha).request('POST', '/api/user-stats', {}))
    expect(posted.status).toBe(405)
    expect(posted.headers.get('allow')).toBe('GET')
  })

  it('changes as the user acts: a document generated on the trial counts at once', async () => {
    const asha = await account(db(), 'asha@example.in')
    const before = (await overviewOf(asha)).stats
    expect(before).toMatchObject({ documentsGenerated: 0, timesSaved: '0 hours', storageUsed: '0 KB' })
    const generated = await json<{ agreement: { id: string; content: string } }>(
      await call(
        cookieClient(asha).request('POST', '/api/generate-agreement', {
          templateType: 'rental-agreement',
          userInput: 'A rental agreement',
          details: RENTAL_DETAILS,
        }),
      ),
      201,
    )
    const after = await overviewOf(asha)
    expect(after.stats).toMatchObject({
      documentsGenerated: 1,
      timesSaved: 'about 45 minutes',
      plan: 'Trial',
      storageBytes: bytes(generated.agreement.content),
      apiCalls: 0,
    })
    expect(after.activity.map((a) => a.text)).toEqual(['Generated “Leave and Licence Agreement”'])
  })
})
