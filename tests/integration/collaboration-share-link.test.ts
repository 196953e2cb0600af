import { describe, expect, it, vi } from 'vitest'
import { loader as sharedLoader } from '#app/routes/document.$id.tsx'
import { loader as documentLoader } from '#app/routes/app.documents.$id._index.tsx'
import type { SharedDocumentPage } from '#app/features/collaboration/contract.ts'
import type { DocumentPage } from '#app/features/documents/contract.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { settle } from '#tests/support/requests.ts'
import { ownerWithDocument, routeArgs } from '#tests/support/collaboration.ts'

// With APP_ORIGIN set, the share link is built from it, whatever Host (or X-Forwarded-Host)
// the request came with: a link handed to a colleague must not point at another site.
vi.hoisted(() => {
  process.env.APP_ORIGIN = 'https://nyaya.example/'
})

const db = useTestDatabase()

describe('APP_ORIGIN', () => {
  it('the shared page and the Collaborate tab hand out APP_ORIGIN + /document/<id>, not the Host header', async () => {
    const owner = await ownerWithDocument(db(), 'owner@example.in')
    const id = owner.agreementId
    const headers = { cookie: owner.b.jar.header(), 'x-forwarded-host': 'evil.example' }
    const shared = (await (
      await settle(() =>
        sharedLoader(routeArgs(new Request(`http://evil.example:8080/document/${id}`, { headers }), { id })),
      )
    ).json()) as SharedDocumentPage
    expect(shared.shareUrl).toBe(`https://nyaya.example/document/${id}`)
    expect(shared.collaboration!.shareUrl).toBe(`https://nyaya.example/document/${id}`)
    const tab = (await (
      await settle(() =>
        documentLoader(
          routeArgs(
            new Request(`http://evil.example:8080/app/documents/${id}?tab=collaborate`, { headers }),
            { id },
          ),
        ),
      )
    ).json()) as DocumentPage
    expect(tab.collaboration!.shareUrl).toBe(`https://nyaya.example/document/${id}`)
  })
})
