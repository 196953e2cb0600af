import { json } from '@remix-run/node'
import { csrfProblem } from '#app/platform/csrf.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { readForm } from '#app/platform/form-body.server.ts'
import { refuse } from '#app/platform/form-contract.server.ts'
import { requireUser } from '#app/platform/session.server.ts'
import { billingHistoryOf } from '#app/features/billing/billing-history.server.ts'
import { subscriptionStatus } from '#app/features/subscription/subscription.server.ts'
import { validUntilText } from '#app/features/subscription/valid-until.ts'
import { PROFILE_INTENTS } from './intents.server.ts'
import { sessionsOf } from './sessions.server.ts'
import { overviewOf } from './overview.server.ts'
import { documentUsageOf } from './subscription-tab.server.ts'
import { profileTabData } from './profile-tab.server.ts'
import { profileTabOf } from './tabs.ts'

/** /profile: the dashboard's chosen tab (?tab=), with only what that tab shows. */
export async function profilePage(request: Request) {
  const user = await requireUser(request)
  const tab = profileTabOf(new URL(request.url))
  const db = await getDb()
  const status = await subscriptionStatus(db, user.id)
  const plan = status.subscription
  return json({
    tab,
    user,
    plan: plan
      ? { status: plan.status, validUntil: plan.currentEnd ? validUntilText(plan.currentEnd) : null }
      : null,
    billing: tab === 'subscription' ? await billingHistoryOf(db, user.id) : [],
    sessions: tab === 'security' ? await sessionsOf(db, request, user.id) : [],
    overview: tab === 'overview' ? await overviewOf(db, user.id) : null,
    documents: tab === 'subscription' ? await documentUsageOf(db, user.id) : null,
    profile: tab === 'profile' ? await profileTabData(db, user) : null,
  })
}

/** A profile form, answered by the handler its `intent` names (intents.server.ts). */
export async function profileAction(request: Request, context?: unknown) {
  const user = await requireUser(request)
  const form = await readForm(request)
  const intent = String(form.get('intent') ?? '')
  const forged = await csrfProblem(request, form)
  if (forged) return refuse(intent, { formError: forged }, 403)
  const handler = Object.hasOwn(PROFILE_INTENTS, intent) ? PROFILE_INTENTS[intent] : undefined
  if (!handler) return refuse(intent, { formError: 'This form is not one the profile page knows.' }, 400)
  return handler({ request, context, form, user })
}
