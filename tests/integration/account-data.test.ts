import yauzl from 'yauzl'
import { describe, expect, it } from 'vitest'
import { createOfflineProvider } from '#domain/ai/index.ts'
import { createApiToken } from '#app/features/api-tokens/tokens.server.ts'
import { sendChatMessage } from '#app/features/chat/chat.server.ts'
import { inspectAttachment, storeAttachment } from '#app/features/chat/attachments.server.ts'
import { generateAgreement } from '#app/features/chat/generation.server.ts'
import { action as sharedAction } from '#app/routes/document.$id.tsx'
import { loader as dataLoader } from '#app/routes/profile_.data.$format.tsx'
import { action as appAction } from '#app/routes/app._index.tsx'
import { action as builderAction } from '#app/routes/app.templates.$id.tsx'
import { useTestDatabase } from '#tests/support/db.ts'
import { browser, settle } from '#tests/support/requests.ts'
import { actingAs } from '#tests/support/actor.ts'
import {
  account,
  RENTAL_DETAILS,
  routeArgs,
  verifiedAccount,
  type Account,
} from '#tests/support/collaboration.ts'
import { grantProfessional } from '#tests/support/subscription.ts'

// "Download my data" (issue 16, part 8): the caller's data and only theirs, seeded through
// the real commands for two people who work on each other's documents; no secret in it.

const db = useTestDatabase()

const post = (who: Account, id: string, fields: Record<string, string>) =>
  settle(() => sharedAction(routeArgs(who.b.post(`/document/${id}`, fields), { id })))
const download = (who: Account, format: string) =>
  settle(() => dataLoader(routeArgs(who.b.get(`/profile/data/${format}`), { format })))

async function documentOf(who: Account, landlordName: string) {
  await grantProfessional(db(), who.email)
  const outcome = await generateAgreement(db(), createOfflineProvider(), {
    owner: actingAs(who.userId),
    templateId: 'rental-agreement',
    details: { ...RENTAL_DETAILS, landlordName },
  })
  if (!outcome.ok) throw new Error(outcome.message)
  return outcome.agreementId
}

const commentIds = async (authorId: string) =>
  (
    await db().query<{ id: string }>(
      'SELECT comment_id::text AS id FROM agreement_comments WHERE author_id = $1 ORDER BY created_at',
      [authorId],
    )
  ).map((r) => r.id)

/** Asha and Ravi each own a document, invite each other as editor, and comment on both. */
async function twoPeople() {
  const asha = await verifiedAccount(db(), 'asha@example.in')
  const ravi = await verifiedAccount(db(), 'ravi@example.in')
  const ashaDoc = await documentOf(asha, 'Asha Landlady')
  const raviDoc = await documentOf(ravi, 'Ravi Secretlandlord')
  const invite = (who: Account, id: string, email: string, name: string) =>
    post(who, id, { intent: 'add-collaborator', email, name, role: 'editor' })
  expect((await invite(asha, ashaDoc, 'ravi@example.in', 'Ravi')).status).toBe(302)
  expect((await invite(asha, ashaDoc, 'kate@example.in', 'Kate Pending')).status).toBe(302)
  expect((await invite(ravi, raviDoc, 'asha@example.in', 'Asha')).status).toBe(302)

  expect((await post(ravi, raviDoc, { intent: 'comment', content: 'RAVI ON HIS OWN DOCUMENT' })).status).toBe(
    302,
  )
  const [raviThread] = await commentIds(ravi.userId)
  expect(
    (await post(asha, raviDoc, { intent: 'comment', content: 'Asha replies', parentId: raviThread! })).status,
  ).toBe(302)
  expect((await post(asha, ashaDoc, { intent: 'comment', content: 'Asha on her own' })).status).toBe(302)
  expect((await post(ravi, ashaDoc, { intent: 'comment', content: 'RAVI ON ASHA’S DOCUMENT' })).status).toBe(
    302,
  )

  const chat = await sendChatMessage(db(), createOfflineProvider(), {
    by: actingAs(asha.userId),
    text: 'What stamp duty applies to a leave and licence in Pune?',
  })
  const inspected = await inspectAttachment(
    new File([new TextEncoder().encode('Notes for the lease: parking included.')], 'lease notes.txt', {
      type: 'text/plain',
    }),
  )
  if (!inspected.ok) throw new Error(inspected.description)
  const attachment = await storeAttachment(db(), asha.userId, inspected.attachment)
  await sendChatMessage(db(), createOfflineProvider(), {
    by: actingAs(asha.userId),
    sessionId: chat.sessionId,
    text: 'Here are my notes',
    attachment,
  })
  await sendChatMessage(db(), createOfflineProvider(), {
    by: actingAs(ravi.userId),
    text: 'RAVI ASKS THE ASSISTANT SOMETHING',
  })
  const ashaToken = await createApiToken(db(), asha.userId, 'My script')
  const raviToken = await createApiToken(db(), ravi.userId, 'Ravi tool')
  return {
    asha,
    ravi,
    ashaDoc,
    raviDoc,
    chat,
    ashaToken,
    raviToken,
    attachmentId: attachment.ref.attachmentId,
  }
}

/** Every secret the database holds for anyone: none may be in a download. */
async function secrets() {
  const rows = await db().query<{ value: string }>(
    `SELECT token_hash AS value FROM sessions
     UNION ALL SELECT token_hash FROM api_tokens
     UNION ALL SELECT password_hash FROM users`,
  )
  return rows.map((r) => r.value)
}

/** Every key of a JSON value, at any depth. */
const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)])
      : []

function zipEntries(bytes: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error)
      const files = new Map<string, string>()
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError)
          const chunks: Buffer[] = []
          stream.on('data', (chunk: Buffer) => chunks.push(chunk))
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'))
            zip.readEntry()
          })
        })
      })
      zip.on('end', () => resolve(files))
      zip.readEntry()
    })
  })
}

describe('Download my data', () => {
  it('the JSON holds exactly the caller’s data: their documents, comments, invitations, chats, tokens and plan', async () => {
    const seeded = await twoPeople()
    const { asha, ashaDoc, raviDoc } = seeded
    const response = await download(asha, 'json')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="nyayadraft-data-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    const raw = await response.text()
    const data = JSON.parse(raw)

    expect(data.profile).toMatchObject({ id: asha.userId, email: 'asha@example.in' })
    expect(data.sessions).toHaveLength(1)
    expect(data.sessions[0]).toEqual({
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      expiresAt: expect.any(String),
      ip: '127.0.0.1',
      userAgent: '',
    })
    // Her one document, with its text and its version; none of Ravi's.
    expect(data.documents.map((d: { id: string }) => d.id)).toEqual([ashaDoc])
    expect(data.documents[0].content).toContain('ASHA LANDLADY')
    expect(data.documents[0].versions).toEqual([
      expect.objectContaining({ version: 1, change: 'AgreementGenerated', by: 'you' }),
    ])
    expect(raw).not.toContain('RAVI SECRETLANDLORD')
    // Her comments on both documents; her reply names Ravi's comment by id, never its words.
    expect(
      data.commentsMade.map((c: { documentId: string; content: string; inReplyTo?: unknown }) => [
        c.documentId,
        c.content,
        Boolean(c.inReplyTo),
      ]),
    ).toEqual([
      [raviDoc, 'Asha replies', true],
      [ashaDoc, 'Asha on her own', false],
    ])
    expect(data.commentsMade[0].inReplyTo).toEqual({ commentId: expect.any(String), yours: false })
    expect(raw).not.toContain('RAVI ON HIS OWN DOCUMENT')
    expect(raw).not.toContain('RAVI ON ASHA')
    expect(data.collaboratorsAdded.map((c: { email: string; now: string }) => [c.email, c.now])).toEqual([
      ['ravi@example.in', 'joined'],
      ['kate@example.in', 'pending'],
    ])
    expect(data.documentsSharedWithYou).toEqual([
      expect.objectContaining({ documentId: raviDoc, role: 'editor' }),
    ])
    // Her conversation (with the file she sent), not Ravi's.
    expect(data.conversations).toHaveLength(1)
    expect(data.conversations[0].messages[0]).toMatchObject({
      role: 'user',
      content: 'What stamp duty applies to a leave and licence in Pune?',
    })
    expect(JSON.stringify(data.conversations)).toContain(seeded.attachmentId)
    expect(data.attachments).toEqual([
      expect.objectContaining({ id: seeded.attachmentId, name: 'lease notes.txt', kind: 'txt' }),
    ])
    expect(raw).not.toContain('RAVI ASKS THE ASSISTANT')
    // Tokens by name and prefix; the plan's events.
    expect(data.apiTokens).toEqual([
      expect.objectContaining({ name: 'My script', prefix: seeded.ashaToken.record.prefix, revokedAt: null }),
    ])
    expect(raw).not.toContain('Ravi tool')
    expect(data.subscriptionEvents.map((e: { type: string }) => e.type)).toEqual(
      expect.arrayContaining(['SubscriptionActivated', 'DocumentAllowanceUsed']),
    )
    expect(data.paymentOrders).toEqual([])
    expect(data.invoices).toEqual([])

    // No secret of anyone's: hashes, raw tokens, the session cookie.
    for (const secret of [
      ...(await secrets()),
      seeded.ashaToken.token,
      seeded.raviToken.token,
      asha.b.jar.get('session') ?? '(no session cookie)',
    ])
      expect(raw).not.toContain(secret)
    expect(keysOf(data).filter((k) => /password|hash$|secret|^token$/i.test(k))).toEqual([])
  })

  it('the ZIP holds the JSON, each owned document as TXT under a safe name, and the attached files', async () => {
    const { asha, ashaDoc, attachmentId } = await twoPeople()
    const response = await download(asha, 'zip')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/zip')
    expect(response.headers.get('content-disposition')).toMatch(/filename="nyayadraft-data-[\d-]+\.zip"/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const files = await zipEntries(Buffer.from(await response.arrayBuffer()))
    expect([...files.keys()]).toEqual([
      'your-data.json',
      `documents/Leave_and_Licence_Agreement_${ashaDoc.slice(0, 8)}.txt`,
      `attachments/${attachmentId.slice(0, 8)}_lease_notes.txt`,
    ])
    const [stored] = await db().query<{ content: string }>(
      'SELECT content FROM agreements WHERE agreement_id = $1',
      [ashaDoc],
    )
    expect(files.get(`documents/Leave_and_Licence_Agreement_${ashaDoc.slice(0, 8)}.txt`)).toBe(
      stored!.content.endsWith('\n') ? stored!.content : `${stored!.content}\n`,
    )
    expect(files.get(`attachments/${attachmentId.slice(0, 8)}_lease_notes.txt`)).toBe(
      'Notes for the lease: parking included.',
    )
    expect(JSON.parse(files.get('your-data.json')!).documents[0].id).toBe(ashaDoc)
    for (const body of files.values()) expect(body).not.toContain('RAVI SECRETLANDLORD')
  })

  it('holds the caller’s own templates with every saved version, a deleted one marked, none of anyone else’s', async () => {
    const asha = await account(db(), 'asha@example.in')
    const ravi = await account(db(), 'ravi@example.in')
    const template = async (who: Account, name: string, then: string[]) => {
      const made = await settle(() =>
        appAction(routeArgs(who.b.post('/app?index&view=templates', { intent: 'new-template' }))),
      )
      const id = /\/app\/templates\/([0-9a-f-]{36})$/.exec(made.headers.get('location') ?? '')![1]!
      const act = async (fields: Record<string, string>) => {
        const response = await settle(() =>
          builderAction(routeArgs(who.b.post(`/app/templates/${id}`, fields), { id })),
        )
        expect(response.status).toBe(302)
      }
      await act({ intent: 'details', name, description: '', category: 'Personal' })
      await act({ intent: 'add-field', name: 'tenant', label: 'Tenant', type: 'text', required: 'on' })
      await act({ intent: 'body', bodyKind: 'text', text: 'Let to {{tenant}}.' })
      for (const intent of then) await act({ intent })
      return id
    }
    const kept = await template(asha, 'Asha room licence', ['save', 'save'])
    const gone = await template(asha, 'Asha old form', ['save', 'delete-template'])
    await template(ravi, 'Ravi private form', ['save'])

    const data = JSON.parse(await (await download(asha, 'json')).text())
    expect(
      data.customTemplates.map((t: { id: string; deleted: boolean; savedVersions: unknown[] }) => [
        t.id,
        t.deleted,
        t.savedVersions.length,
      ]),
    ).toEqual([
      [kept, false, 2],
      [gone, true, 1],
    ])
    expect(data.customTemplates[0].draft.name).toBe('Asha room licence')
    expect(data.customTemplates[1].savedVersions[0].definition.name).toBe('Asha old form')
    expect(JSON.stringify(data)).not.toContain('Ravi private form')
  })

  it('someone signed out is sent to sign in; another format is not found', async () => {
    const anonymous = await browser()
    const signedOut = await settle(() =>
      dataLoader(routeArgs(anonymous.get('/profile/data/json'), { format: 'json' })),
    )
    expect(signedOut.status).toBe(302)
    expect(signedOut.headers.get('location')).toMatch(/^\/auth/)
    const asha = await account(db(), 'asha@example.in')
    expect((await download(asha, 'csv')).status).toBe(404)
    const prefetch = await settle(() =>
      dataLoader(
        routeArgs(
          new Request('http://localhost/profile/data/json', {
            headers: { cookie: asha.b.jar.header(), 'sec-purpose': 'prefetch' },
          }),
          { format: 'json' },
        ),
      ),
    )
    expect(prefetch.status).toBe(204)
  })
})
