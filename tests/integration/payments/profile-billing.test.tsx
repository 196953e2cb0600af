import { describe, expect, it } from 'vitest'
import { loader as profileLoader } from '#app/routes/profile.tsx'
import { ProfilePage } from '#app/features/account/profile-page.tsx'
import { createTestGateway } from '#app/providers/test-gateway.server.ts'
import { useTestDatabase } from '#tests/support/db.ts'
import { call, signedIn } from '#tests/support/api.ts'
import { CONTEXT, settle } from '#tests/support/requests.ts'
import { renderInRouter } from '#tests/support/render.tsx'

const database = useTestDatabase()

const profileOf = async (cookieClient: Awaited<ReturnType<typeof signedIn>>) => {
  const request = cookieClient.request('GET', '/profile?tab=subscription')
  const response = await settle(async () =>
    profileLoader({ request, context: { ...CONTEXT }, params: {} } as never),
  )
  return response.json() as Promise<Parameters<typeof ProfilePage>[0]['data']>
}

describe('the profile’s plan and billing list', () => {
  it('shows the trial before a purchase, then Active with the paid order and its invoice', async () => {
    const asha = await signedIn('asha@example.in')
    const before = await profileOf(asha)
    expect(before.plan).toBeNull()
    expect(before.billing).toEqual([])
    expect(
      await renderInRouter(
        <ProfilePage data={before} actionData={undefined} />,
        'http://localhost/profile?tab=subscription',
      ),
    ).toContain('No purchases yet.')

    const order = (await (
      await call(asha.request('POST', '/api/subscriptions', { planId: 'professional', placeOfSupply: 'Goa' }))
    ).json()) as { orderId: string }
    const paid = await createTestGateway({ db: database() }).payOnTestCheckout(order.orderId)
    if (paid.kind !== 'order') throw new Error('expected a checkout result')
    expect((await call(asha.request('POST', '/api/payments/verify', paid.fields))).status).toBe(200)

    const after = await profileOf(asha)
    expect(after.plan?.status).toBe('active')
    expect(after.billing).toHaveLength(1)
    expect(after.billing[0]).toMatchObject({ orderId: order.orderId, status: 'paid' })
    const number = after.billing[0]?.invoice?.number ?? ''
    expect(number).toMatch(/^ND\/\d{4}-\d{2}\/00001$/)
    const html = await renderInRouter(
      <ProfilePage data={after} actionData={undefined} />,
      'http://localhost/profile?tab=subscription',
    )
    expect(html).toContain('data-status="active"')
    expect(html).toContain(`href="${after.billing[0]?.invoice?.path}"`)
    expect(html).toContain(number)
  })
})
