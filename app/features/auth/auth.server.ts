import { AsyncLocalStorage } from 'node:async_hooks'
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import {
  MESSAGES,
  parseRegistration,
  parseSignIn,
  type CredentialErrors,
} from '#domain/accounts/credentials.ts'
import { lockoutSeconds, waitMessage } from '#domain/accounts/throttle.ts'
import { claimAttempt, clearAttempts } from './login-throttle.server.ts'
import { createUser, EmailTakenError, verifyCredentials, type StoredUser } from './users.server.ts'

/** Why a sign-in or registration was refused, with the HTTP status to answer. */
export class AuthFailure extends Error {
  readonly status: 400 | 401 | 409 | 429
  readonly errors: CredentialErrors

  constructor(status: 400 | 401 | 409 | 429, errors: CredentialErrors) {
    super(errors.form ?? Object.values(errors)[0] ?? 'Authentication failed')
    this.status = status
    this.errors = errors
  }
}

// remix-auth hands the strategy a copy of the Request, so the client's address (known
// only to server.js) reaches the throttle through the async context instead.
const requestContext = new AsyncLocalStorage<{ address: string }>()

const authenticator = new Authenticator<StoredUser>()

authenticator.use(
  new FormStrategy<StoredUser>(async ({ form }) => {
    const parsed = parseSignIn(Object.fromEntries(form))
    if (!parsed.ok) throw new AuthFailure(400, parsed.errors)
    const { email, password } = parsed.value
    const address = requestContext.getStore()?.address ?? 'unknown'
    // Taken before the password is hashed, so a burst cannot check more than the policy allows.
    const claim = await claimAttempt(email, address)
    if (!claim.ok) throw new AuthFailure(429, { form: waitMessage(claim.wait) })
    const user = await verifyCredentials(email, password)
    if (!user) {
      // The claim already counted this failure and set the wait it imposes.
      const lockout = lockoutSeconds(claim.attempt)
      // The same words for an unknown e-mail and a wrong password.
      if (lockout > 0) throw new AuthFailure(429, { form: waitMessage(lockout) })
      throw new AuthFailure(401, { form: MESSAGES.badCredentials })
    }
    await clearAttempts(email, address)
    return user
  }),
  'sign-in',
)

authenticator.use(
  new FormStrategy<StoredUser>(async ({ form }) => {
    const parsed = parseRegistration(Object.fromEntries(form))
    if (!parsed.ok) throw new AuthFailure(400, parsed.errors)
    try {
      return await createUser(parsed.value.email, parsed.value.password)
    } catch (error) {
      if (error instanceof EmailTakenError) throw new AuthFailure(409, { email: MESSAGES.emailTaken })
      throw error
    }
  }),
  'create-account',
)

export function authenticate(
  strategy: 'sign-in' | 'create-account',
  request: Request,
  address: string,
): Promise<StoredUser> {
  return requestContext.run({ address }, () => authenticator.authenticate(strategy, request))
}
