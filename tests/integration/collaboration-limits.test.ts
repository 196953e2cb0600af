import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { agreementStreamId } from '#domain/agreement/index.ts'
import { commentLimitReached, MAX_COMMENTS_PER_DOCUMENT } from '#domain/collaboration/index.ts'
import { appendToStream } from '#events/append.server.ts'
import { readStream } from '#events/read.server.ts'
import { action as sharedAction, loader as sharedLoader } from '#app/routes/document.$id.tsx'
import type { SharedDocumentPage } from '#app/features/collaboration/contract.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { settle } from '#tests/support/requests.ts'
import { call, client } from '#tests/support/api.ts'
import { ownerWithDocument, routeArgs, type Account } from '#tests/support/collaboration.ts'

// How much one document's comments can cost: a cap on the comments it holds, with a clear
// 4xx, and pages of threads wherever they are listed (the panel and the JSON API).

const db = useTestDatabase()

const post = (who: Account, id: string, fields: Record<string, string>) =>
  settle(() => sharedAction(routeArgs(who.b.post(`/document/${id}`, fields), { id })))
const sharedPage = async (who: Account, id: string, search = '') =>
  (await (
    await settle(() => sharedLoader(routeArgs(who.b.get(`/document/${id}${search}`), { id })))
  ).json()) as SharedDocumentPage
const api = (who: Account, method: string, path: string, body?: unknown) =>
  call(client(undefined, who.b.jar.header()).request(method, path, body))

/** `count` comments by the owner, appended as one write (as if posted one by one), the last newest. */
async function commentsBy(owner: Account & { agreementId: string }, count: number) {
  const stream = agreementStreamId(owner.agreementId)
  const version = (await readStream(db(), stream)).length
  const start = Date.parse('2026-11-22T04:30:00.000Z')
  await appendToStream(
    db(),
    stream,
    version,
    Array.from({ length: count }, (_, i) => ({
      type: 'CommentAdded',
      data: {
        commentId: crypto.randomUUID(),
        authorId: owner.userId,
        authorName: 'owner',
        content: `Comment ${i + 1}`,
        addedAt: new Date(start + i * 1000).toISOString(),
      },
    })),
  )
}

describe('the cap on comments', () => {
  it(`a document takes ${MAX_COMMENTS_PER_DOCUMENT.toLocaleString('en-IN')} comments and replies; the next is a 409 with the reason, the text kept`, async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const id = owner.agreementId
    await commentsBy(owner, MAX_COMMENTS_PER_DOCUMENT - 1)
    expect((await post(owner, id, { intent: 'comment', content: 'The last one' })).status).toBe(302)

    const refused = await post(owner, id, { intent: 'comment', content: 'One too many' })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({
      intent: 'comment',
      fieldErrors: {},
      formError: commentLimitReached,
      values: { content: 'One too many' },
    })
    const reply = await api(owner, 'POST', `/api/documents/${id}/comments`, {
      content: 'A reply too many',
      parentId: (await sharedPage(owner, id)).collaboration!.comments[0]!.id,
    })
    expect(reply.status).toBe(409)
    expect(await reply.json()).toEqual({ error: commentLimitReached, success: false })
    expect(
      (await readStream(db(), agreementStreamId(id))).filter((e) => e.type.startsWith('Comment')),
    ).toHaveLength(MAX_COMMENTS_PER_DOCUMENT)
  })
})

describe('threads are listed a page at a time', () => {
  it('the panel shows the newest 50 threads (oldest of them first) with the totals, and a link to show 50 earlier', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const id = owner.agreementId
    await commentsBy(owner, 120)
    expect(
      (
        await post(owner, id, {
          intent: 'resolve',
          commentId: (await sharedPage(owner, id)).collaboration!.comments[0]!.id,
        })
      ).status,
    ).toBe(302)

    const first = (await sharedPage(owner, id)).collaboration!
    expect(first.comments.map((c) => c.content)).toEqual(
      Array.from({ length: 50 }, (_, i) => `Comment ${71 + i}`),
    )
    expect(first).toMatchObject({ threadCount: 120, openCount: 119, earlierThreads: 70, threadsShown: 50 })

    const more = (await sharedPage(owner, id, '?comments=100')).collaboration!
    expect(more.comments).toHaveLength(100)
    expect(more.comments[0]!.content).toBe('Comment 21')
    expect(more.earlierThreads).toBe(20)
    const all = (await sharedPage(owner, id, '?comments=150')).collaboration!
    expect(all.comments).toHaveLength(120)
    expect(all.earlierThreads).toBe(0)
    // Anything else asked for is the first page.
    for (const search of ['?comments=abc', '?comments=-5', '?comments=99999999999']) {
      expect(
        (await sharedPage(owner, id, search)).collaboration!.comments.length,
        search,
      ).toBeLessThanOrEqual(MAX_COMMENTS_PER_DOCUMENT)
    }
    expect((await sharedPage(owner, id, '?comments=abc')).collaboration!.comments).toHaveLength(50)
  })

  it('GET /api/documents/:id/comments: 50 threads by default, `limit` and `offset` for the rest, with the total', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const id = owner.agreementId
    await commentsBy(owner, 60)
    type Page = {
      comments: { content: string }[]
      total: number
      offset: number
      limit: number
      nextOffset: number | null
    }
    const page = async (search: string) => {
      const response = await api(owner, 'GET', `/api/documents/${id}/comments${search}`)
      return { status: response.status, body: (await response.json()) as Page }
    }
    const first = await page('')
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ success: true, total: 60, offset: 0, limit: 50, nextOffset: 50 })
    expect(first.body.comments.map((c) => c.content)).toEqual(
      Array.from({ length: 50 }, (_, i) => `Comment ${i + 1}`),
    )
    const rest = await page('?offset=50')
    expect(rest.body.comments.map((c) => c.content)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Comment ${51 + i}`),
    )
    expect(rest.body.nextOffset).toBeNull()
    expect((await page('?limit=5&offset=10')).body.comments.map((c) => c.content)).toEqual([
      'Comment 11',
      'Comment 12',
      'Comment 13',
      'Comment 14',
      'Comment 15',
    ])
    for (const search of ['?limit=0', '?limit=101', '?limit=abc', '?offset=-1', '?offset=1.5']) {
      const refused = await page(search)
      expect([search, refused.status]).toEqual([search, 400])
      expect(refused.body).toMatchObject({
        success: false,
        error: expect.stringMatching(/^(limit|offset) must be/),
      })
    }
  })
})
