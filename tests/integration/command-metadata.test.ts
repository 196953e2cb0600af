import { describe, expect, it } from 'vitest'
import { agreementStreamId } from '#domain/agreement/index.ts'
import { REQUEST_ID_HEADER } from '../../server/request-id.js'
import { action as sharedAction } from '#app/routes/document.$id.tsx'
import { loader as historyLoader } from '#app/routes/app.documents.$id.history.tsx'
import { loader as auditLoader } from '#app/routes/app.documents.$id.audit.$format.tsx'
import { testDatabaseKind, useTestDatabase } from '#tests/support/db.ts'
import { settle } from '#tests/support/requests.ts'
import { ownerWithDocument, routeArgs } from '#tests/support/collaboration.ts'

// Every event a request records carries who, which request, from where and with what
// (and the form's command id): for an operator's investigation, never for the audit trail.

const db = useTestDatabase()

const USER_AGENT = 'Mozilla/5.0 (metadata test)'

describe(`the metadata of a recorded command (${testDatabaseKind})`, () => {
  it('names the actor, the request, the address, the user agent and the command id; the audit files do not', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const id = owner.agreementId
    const formKey = crypto.randomUUID()
    const request = owner.b.post(
      `/document/${id}`,
      { intent: 'comment', content: 'Clause 4 needs a cap', formKey },
      { 'user-agent': USER_AGENT, [REQUEST_ID_HEADER]: 'request-42' },
    )
    expect((await settle(() => sharedAction(routeArgs(request, { id })))).status).toBe(302)

    const [event] = await db().query<{ metadata: Record<string, unknown> }>(
      `SELECT metadata FROM events WHERE stream_id = $1 AND type = 'CommentAdded'`,
      [agreementStreamId(id)],
    )
    expect(event!.metadata).toEqual({
      actorId: owner.userId,
      // The name and e-mail at the time, so a later rename does not rewrite the history.
      actorName: 'owner',
      actorEmail: 'owner@example.in',
      requestId: 'request-42',
      ip: '127.0.0.1',
      userAgent: USER_AGENT,
      commandId: expect.stringMatching(/^[0-9a-f]{64}$/),
    })

    const pages = [
      await settle(() => historyLoader(routeArgs(owner.b.get(`/app/documents/${id}/history`), { id }))),
      ...(await Promise.all(
        ['json', 'csv'].map((format) =>
          settle(() =>
            auditLoader(routeArgs(owner.b.get(`/app/documents/${id}/audit/${format}`), { id, format })),
          ),
        ),
      )),
    ]
    for (const page of pages) {
      const text = await page.text()
      expect(text).toContain('Clause 4 needs a cap'.slice(0, 10))
      expect(text).not.toContain(USER_AGENT)
      expect(text).not.toContain('127.0.0.1')
      expect(text).not.toContain('request-42')
    }
  })
})
