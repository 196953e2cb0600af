import { describe, expect, it } from 'vitest'
import { TEMPLATE_IDS } from '#domain/catalogue/index.ts'
import { draftAgreement, renderPlainText } from '#domain/drafting/index.ts'
import { SAMPLE_DETAILS } from './drafting.samples.ts'

const text = (id: (typeof TEMPLATE_IDS)[number]) => renderPlainText(draftAgreement(id, SAMPLE_DETAILS[id]))
const sentences = (t: string) => t.split(/(?<=[.;])\s+/)

describe('the Code on Wages is stated as it is', () => {
  // The Code defines "wages" and caps exclusions; it does not require basic pay of half of CTC.
  it.each(TEMPLATE_IDS)('%s does not say the Code requires basic pay of one half', (id) => {
    const claims = sentences(text(id)).filter((s) =>
      /basic pay[^.;]*one half[^.;]*Code on Wages[^.;]*requires/i.test(s),
    )
    expect(claims).toEqual([])
  })

  it.each(['offer-letter', 'probation-letter'] as const)('%s refers wages to the Code’s definition', (id) => {
    expect(text(id)).toContain(
      'wages for statutory purposes will be computed as the Code on Wages, 2019 defines them',
    )
  })
})

describe('the offer letter and the later appointment letter', () => {
  const offer = text('offer-letter')
  it('lets a later document prevail only once the candidate signs it', () => {
    const prevailing = sentences(offer).filter((s) => /prevail/.test(s))
    expect(prevailing.length).toBeGreaterThanOrEqual(2)
    for (const s of prevailing) expect(s).toMatch(/\bsign/)
    expect(offer).not.toMatch(/the appointment letter prevails\./)
  })
})
