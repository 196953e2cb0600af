import { describe, expect, it } from 'vitest'
import {
  addCalendarMonths,
  canCreateDocument,
  initialSubscriptionState,
  type SubscriptionEvent,
  subscriptionDecider,
} from '#domain/subscription/index.ts'
import { deciderSpec } from '#tests/support/given.ts'

const given = deciderSpec(subscriptionDecider)
const A = '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c01'
const B = '5f0c7a4e-1d1b-4b7e-9a31-0c5a0f6b8c02'
const now = new Date('2026-11-22T10:00:00.000Z')
const activated = (start: string, end: string): SubscriptionEvent => ({
  type: 'SubscriptionActivated',
  data: { plan: 'professional', periodStart: start, periodEnd: end, source: 'operator' },
})

describe('document allowance', () => {
  it('gives back a spent trial allowance whose document was not stored, so the trial is usable again', () => {
    const spent = [{ type: 'DocumentAllowanceUsed', data: { agreementId: A, allowance: 'trial' } } as const]
    given(spent)
      .when({
        type: 'ReleaseDocumentAllowance',
        data: { agreementId: A, allowance: 'trial', reason: 'connection reset' },
      })
      .then([
        {
          type: 'DocumentAllowanceReleased',
          data: { agreementId: A, allowance: 'trial', reason: 'connection reset' },
        },
      ])
    given(spent)
      .when({
        type: 'ReleaseDocumentAllowance',
        data: { agreementId: A, allowance: 'trial', reason: 'connection reset' },
      })
      .thenState((released) => {
        expect(released).toMatchObject({ trialDocumentsUsed: 0, documentsUsed: 0 })
        expect(canCreateDocument(released, now)).toBe(true)
      })
  })

  it('refuses to release an allowance that was never used', () => {
    given([])
      .when({ type: 'ReleaseDocumentAllowance', data: { agreementId: A, allowance: 'trial', reason: 'x' } })
      .thenThrows({ code: 'subscription.nothing_to_release' })
  })

  it('gives a new user one trial document', () => {
    given([])
      .when({ type: 'UseDocumentAllowance', data: { agreementId: A, now } })
      .then([{ type: 'DocumentAllowanceUsed', data: { agreementId: A, allowance: 'trial' } }])
  })

  it('refuses a second document on the trial', () => {
    given([{ type: 'DocumentAllowanceUsed', data: { agreementId: A, allowance: 'trial' } }])
      .when({ type: 'UseDocumentAllowance', data: { agreementId: B, now } })
      .thenThrows({ code: 'subscription.limit_reached', message: 'Document limit reached' })
  })

  it('is unlimited while Professional is active, then falls back to what the trial left', () => {
    const paid = [
      { type: 'DocumentAllowanceUsed', data: { agreementId: A, allowance: 'trial' } } as const,
      activated('2026-11-01T00:00:00.000Z', '2027-02-01T00:00:00.000Z'),
    ]
    given(paid)
      .when({ type: 'UseDocumentAllowance', data: { agreementId: B, now } })
      .then([{ type: 'DocumentAllowanceUsed', data: { agreementId: B, allowance: 'professional' } }])
    given(paid)
      .when({
        type: 'UseDocumentAllowance',
        data: { agreementId: B, now: new Date('2027-02-01T00:00:00.000Z') },
      })
      .thenThrows({ code: 'subscription.limit_reached' })
  })
})

describe('activation and expiry', () => {
  it('runs for three calendar months: allowed a second before the end, refused a second after', () => {
    const activate = {
      type: 'ActivateSubscription',
      data: { now, source: 'payment', reference: 'order_1' },
    } as const
    given([])
      .when(activate)
      .then([
        {
          type: 'SubscriptionActivated',
          data: {
            plan: 'professional',
            periodStart: '2026-11-22T10:00:00.000Z',
            periodEnd: '2027-02-22T10:00:00.000Z',
            source: 'payment',
            reference: 'order_1',
          },
        },
      ])
    given([{ type: 'DocumentAllowanceUsed', data: { agreementId: A, allowance: 'trial' } }])
      .when(activate)
      .thenState((state) => {
        expect(canCreateDocument(state, new Date('2027-02-22T09:59:59.000Z'))).toBe(true)
        expect(canCreateDocument(state, new Date('2027-02-22T10:00:01.000Z'))).toBe(false)
      })
  })

  it.each([
    ['2027-01-31T08:00:00.000Z', 1, '2027-02-28T08:00:00.000Z'],
    ['2027-11-30T08:00:00.000Z', 3, '2028-02-29T08:00:00.000Z'],
    ['2028-02-29T08:00:00.000Z', 3, '2028-05-29T08:00:00.000Z'],
    ['2026-11-30T23:30:00.000Z', 3, '2027-02-28T23:30:00.000Z'],
  ])('month ends clamp: %s + %i months = %s', (from, months, expected) => {
    expect(addCalendarMonths(new Date(from), months).toISOString()).toBe(expected)
  })

  it('renewing early extends from the current end, losing no paid day', () => {
    given([activated('2026-11-01T00:00:00.000Z', '2027-02-01T00:00:00.000Z')])
      .when({ type: 'ActivateSubscription', data: { now, source: 'payment' } })
      .thenMatches([
        {
          type: 'SubscriptionActivated',
          data: { periodStart: '2027-02-01T00:00:00.000Z', periodEnd: '2027-05-01T00:00:00.000Z' },
        },
      ])
  })

  it('cancelling keeps access to the end of the paid period', () => {
    const events = [activated('2026-11-01T00:00:00.000Z', '2027-02-01T00:00:00.000Z')]
    given(events)
      .when({ type: 'CancelSubscription', data: { now } })
      .then([{ type: 'SubscriptionCancelled', data: { accessUntil: '2027-02-01T00:00:00.000Z' } }])
    given(events)
      .when({ type: 'CancelSubscription', data: { now } })
      .thenState((cancelled) => expect(canCreateDocument(cancelled, now)).toBe(true))
    given([])
      .when({ type: 'CancelSubscription', data: { now } })
      .thenThrows({ code: 'subscription.not_active' })
  })

  it('ignores events it does not know', () => {
    given([{ type: 'SomethingLater', data: {} } as unknown as SubscriptionEvent]).thenState((state) =>
      expect(state).toEqual(initialSubscriptionState()),
    )
  })
})
