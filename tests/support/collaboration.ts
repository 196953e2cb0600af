import type { Db } from '#db/types.ts'
import { createOfflineProvider } from '#domain/ai/index.ts'
import { generateAgreement } from '#app/features/chat/generation.server.ts'
import { action as authAction } from '#app/routes/auth.tsx'
import { verifyEmail } from './accounts.ts'
import { browser, CONTEXT, settle } from './requests.ts'
import { grantProfessional } from './subscription.ts'
import { actingAs } from './actor.ts'

// Accounts and documents for the collaboration tests: a browser signed in through /auth,
// and a rental agreement drafted by the offline engine for an owner.

export type Browser = Awaited<ReturnType<typeof browser>>
export type Account = { b: Browser; userId: string; email: string }

export const RENTAL_DETAILS = {
  landlordName: 'Priya Sharma',
  tenantName: 'Ravi Kumar',
  propertyAddress: 'Flat 12, Shanti Apartments, Baner, Pune 411045',
  monthlyRent: '25,000',
  securityDeposit: '1 lakh',
  leasePeriod: '11',
}

export const routeArgs = (request: Request, params: Record<string, string> = {}) => ({
  request,
  context: { ...CONTEXT },
  params,
})

/** A new account, signed in: its browser (cookie jar and CSRF token) and user id. */
export async function account(db: Db, email: string): Promise<Account> {
  const b = await browser()
  const request = b.post('/auth', {
    intent: 'create-account',
    email,
    password: 'secret1',
    confirmPassword: 'secret1',
  })
  b.jar.absorb(await settle(() => authAction(routeArgs(request))))
  const [user] = await db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE email = $1', [email])
  if (!user) throw new Error(`sign-up of ${email} failed`)
  return { b, userId: user.id, email }
}

/**
 * A new account that has verified its address through the mailed link, as the person who
 * owns the mailbox would: an invitation to it then gives it the role at once.
 */
export async function verifiedAccount(db: Db, email: string): Promise<Account> {
  const signedUp = await account(db, email)
  await verifyEmail(email)
  return signedUp
}

/** A Professional (or trial) owner with one rental agreement. */
export async function ownerWithDocument(
  db: Db,
  email: string,
  professional = true,
): Promise<Account & { agreementId: string }> {
  const owner = await account(db, email)
  if (professional) await grantProfessional(db, email)
  const outcome = await generateAgreement(db, createOfflineProvider(), {
    owner: actingAs(owner.userId),
    templateId: 'rental-agreement',
    details: RENTAL_DETAILS,
  })
  if (!outcome.ok) throw new Error(outcome.message)
  return { ...owner, agreementId: outcome.agreementId }
}
