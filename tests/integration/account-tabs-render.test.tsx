import { describe, expect, it } from 'vitest'
import { ProfilePage, type ProfilePageData } from '#app/features/account/profile-page.tsx'
import { loader as profileLoader } from '#app/routes/profile.tsx'
import { call, client } from '#tests/support/api.ts'
import { account, RENTAL_DETAILS, routeArgs, type Account } from '#tests/support/collaboration.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { settle } from '#tests/support/requests.ts'
import { grantProfessional } from '#tests/support/subscription.ts'
import { renderInRouter } from '#tests/support/render.tsx'

// The Overview and Subscription tabs as a user receives them (server-rendered, so the same
// without JavaScript): computed figures with their basis, and the plan's documents used.

const db = useTestDatabase()

async function tab(a: Account, path: string) {
  const response = await settle(() => profileLoader(routeArgs(a.b.get(path))) as Promise<Response>)
  const data = (await response.json()) as ProfilePageData
  return {
    data,
    html: await renderInRouter(<ProfilePage data={data} actionData={undefined} />, `http://localhost${path}`),
  }
}

const generate = (a: Account) =>
  call(
    client(undefined, a.b.jar.header()).request('POST', '/api/generate-agreement', {
      templateType: 'rental-agreement',
      userInput: 'A rental agreement',
      details: RENTAL_DETAILS,
    }),
  )

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')

describe('the Overview tab', () => {
  it('shows each figure with what it counts, the basis of the time saved, and links the activity', async () => {
    const asha = await account(db(), 'asha@example.in')
    const empty = text((await tab(asha, '/profile')).html)
    expect(empty).toContain('Nothing recorded yet.')
    expect(empty).toContain('Manage API tokens')
    expect((await generate(asha)).status).toBe(201)

    const { data, html } = await tab(asha, '/profile')
    const id = data.overview!.activity[0]!.href
    expect(id).toMatch(/^\/app\/documents\/[0-9a-f-]{36}$/)
    const page = text(html)
    for (const shown of [
      'Documents generated 1',
      'Time saved about 45 minutes An estimate at 45 minutes per drafted document, not a measurement.',
      'AI interactions 0 0 AI edits applied, 0 explanations of legal terms, 0 chat replies from the assistant.',
      'Plan Trial The free trial: one document, as a preview.',
      'API calls 0',
      `Storage used ${data.overview!.stats.storageUsed}`,
      'Collaborators 0',
      'Last active just now',
    ]) {
      expect(page).toContain(shown)
    }
    expect(html).toContain(`href="${id}"`)
    expect(page).toContain('Generated “Leave and Licence Agreement”')
    expect(page).not.toMatch(/[+-]\d+%|accuracy/i)
    expect(html).toContain('href="/app/api-tokens"')
  })
})

describe('the Subscription tab', () => {
  it('shows the trial’s one document, then Professional’s status, valid-until date and unlimited documents', async () => {
    const asha = await account(db(), 'asha@example.in')
    let view = await tab(asha, '/profile?tab=subscription')
    expect(view.data.documents).toEqual({ used: 0, limit: 1, text: '0 of 1 free-trial document' })
    expect(text(view.html)).toContain('Plan Free trial')
    expect(view.html).toContain('data-status="none"')
    expect((await generate(asha)).status).toBe(201)
    view = await tab(asha, '/profile?tab=subscription')
    expect(text(view.html)).toContain('Documents used 1 of 1 free-trial document')

    await grantProfessional(db(), asha.email)
    expect((await generate(asha)).status).toBe(201)
    view = await tab(asha, '/profile?tab=subscription')
    expect(view.data.documents).toEqual({
      used: 2,
      limit: -1,
      text: '2 documents — unlimited on Professional',
    })
    const validUntil = view.data.plan!.validUntil!
    expect(validUntil).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}$/)
    const page = text(view.html)
    expect(page).toContain('Plan Professional, ₹299 per 3 months')
    expect(page).toContain(`Valid until ${validUntil}`)
    expect(view.html).toContain('data-status="active"')
    expect(view.html).toContain('bg-green-100')
    expect(view.html).toContain('href="/subscription"')
    expect(page).toContain('Billing history')
  })
})
