import crypto from 'node:crypto'
import type { Db } from '#db/types.ts'
import { createOfflineProvider } from '#domain/ai/index.ts'
import { agreementStreamId, type AgreementCommand } from '#domain/agreement/index.ts'
import { runAgreementCommand } from '#app/features/documents/commands.server.ts'
import { generateAgreement } from '#app/features/chat/generation.server.ts'
import { loader as historyLoader } from '#app/routes/app.documents.$id.history.tsx'
import { loader as auditLoader } from '#app/routes/app.documents.$id.audit.$format.tsx'
import type { HistoryPage } from '#app/features/history/contract.ts'
import { signedIn } from './accounts.ts'
import { CONTEXT, settle } from './requests.ts'
import { grantProfessional } from './subscription.ts'
import { actingAs } from './actor.ts'

// The history tests' fixtures: accounts with names, a document that has lived a little,
// and the history page and audit downloads called as a browser would call them.

export type Browser = Awaited<ReturnType<typeof signedIn>>
export const DETAILS = {
  landlordName: 'Anil Mehta',
  tenantName: 'Vikram Shah',
  propertyAddress: 'Flat 402, Sea Breeze CHS, Linking Road, Bandra West, Mumbai 400050',
  monthlyRent: '25,000',
  securityDeposit: '₹75,000',
  leasePeriod: '11',
}
export const INSTRUCTION = 'Raise the monthly rent to ₹30,000 <script>alert(1)</script>'
const args = (request: Request, params: Record<string, string> = {}) => ({
  request,
  context: { ...CONTEXT },
  params,
})

export function historyFixtures(db: () => Db) {
  const userId = async (email: string) =>
    (await db().query<{ id: string }>('SELECT id::text AS id FROM users WHERE email = $1', [email]))[0]!.id

  async function account(email: string, name: string, professional = true) {
    const b = await signedIn(email)
    if (professional) await grantProfessional(db(), email)
    await db().query('UPDATE users SET display_name = $2 WHERE email = $1', [email, name])
    return { b, id: await userId(email), email, name }
  }

  async function generate(ownerId: string) {
    const outcome = await generateAgreement(db(), createOfflineProvider(), {
      owner: actingAs(ownerId),
      templateId: 'rental-agreement',
      details: DETAILS,
    })
    if (!outcome.ok) throw new Error(outcome.message)
    return outcome.agreementId
  }

  const run = (agreementId: string, actorId: string, command: AgreementCommand) =>
    runAgreementCommand(db(), actingAs(actorId), agreementId, command)
  const contentOf = async (agreementId: string) =>
    (
      await db().query<{ content: string }>('SELECT content FROM agreements WHERE agreement_id = $1', [
        agreementId,
      ])
    )[0]!.content

  const history = (b: Browser, id: string, query = '') =>
    settle(() => historyLoader(args(b.get(`/app/documents/${id}/history${query}`), { id })))
  const page = async (b: Browser, id: string, query = '') => {
    const response = await history(b, id, query)
    return { status: response.status, body: (await response.json()) as HistoryPage }
  }
  const download = (b: Browser, id: string, format: string) =>
    settle(() => auditLoader(args(b.get(`/app/documents/${id}/audit/${format}`), { id, format })))

  /**
   * A document that has lived a little: generated, edited by hand, AI-edited, a clause
   * added, exported, shared, a collaborator invited and promoted, who comments; the owner
   * replies, resolves, and the collaborator reopens. Twelve events.
   */
  async function livedIn(ownerName = 'Asha Rao', ownerEmail = 'asha@example.in') {
    const owner = await account(ownerEmail, ownerName)
    const agreementId = await generate(owner.id)
    const actor = { id: owner.id, email: owner.email, name: owner.name }
    const now = () => new Date()
    const generated = await contentOf(agreementId)
    await run(agreementId, owner.id, {
      type: 'EditAgreement',
      data: { content: generated.replace('₹25,000', '₹27,500'), actorId: owner.id, now: now() },
    })
    const edited = await contentOf(agreementId)
    await run(agreementId, owner.id, {
      type: 'ApplyAiEdit',
      data: {
        content: edited.replace('₹27,500', '₹30,000'),
        structure: null,
        instruction: INSTRUCTION,
        provider: 'offline',
        model: null,
        changeSummary: 'Rent changed from ₹27,500 to ₹30,000',
        actorId: owner.id,
        now: now(),
      },
    })
    await run(agreementId, owner.id, {
      type: 'AddClause',
      data: {
        clauseId: 'force-majeure',
        clauseTitle: 'Force Majeure',
        text: 'FORCE MAJEURE. Neither party is liable for delay caused by events beyond its control.',
        actorId: owner.id,
        now: now(),
      },
    })
    await run(agreementId, owner.id, {
      type: 'ExportAgreement',
      data: { format: 'pdf', actorId: owner.id, now: now() },
    })
    await run(agreementId, owner.id, { type: 'ShareAgreement', data: { method: 'link', actor, now: now() } })
    const raviEmail = ownerEmail === 'asha@example.in' ? 'ravi@example.in' : `ravi.${ownerEmail}`
    const ravi = await account(raviEmail, 'Ravi Kumar', false)
    const collaboratorId = crypto.randomUUID()
    await run(agreementId, owner.id, {
      type: 'AddCollaborator',
      data: {
        collaboratorId,
        email: raviEmail.replace(/^r/, 'R'),
        name: 'Ravi',
        role: 'viewer',
        ownerEmail: owner.email,
        inviteeUserId: ravi.id,
        actor,
        now: now(),
      },
    })
    await run(agreementId, owner.id, {
      type: 'ChangeCollaboratorRole',
      data: { collaboratorId, role: 'editor', actor, now: now() },
    })
    const commentId = crypto.randomUUID()
    const raviActor = { id: ravi.id, email: ravi.email, name: ravi.name }
    await run(agreementId, ravi.id, {
      type: 'AddComment',
      data: { commentId, content: 'Is the deposit refundable within 30 days?', actor: raviActor, now: now() },
    })
    await run(agreementId, owner.id, {
      type: 'AddComment',
      data: {
        commentId: crypto.randomUUID(),
        parentId: commentId,
        content: 'Yes, clause 5.',
        actor,
        now: now(),
      },
    })
    await run(agreementId, owner.id, { type: 'ResolveComment', data: { commentId, actor, now: now() } })
    await run(agreementId, ravi.id, {
      type: 'ReopenComment',
      data: { commentId, actor: raviActor, now: now() },
    })
    return { owner, ravi, agreementId, collaboratorId, actor, commentId }
  }

  const storedHashes = (agreementId: string) =>
    db().query<{ stream_version: number; hash: string }>(
      'SELECT stream_version, hash FROM events WHERE stream_id = $1 ORDER BY stream_version',
      [agreementStreamId(agreementId)],
    )

  return { account, generate, run, contentOf, history, page, download, livedIn, storedHashes }
}
