import { describe, expect, it } from 'vitest'
import { draftAgreement, renderPlainText } from '#domain/drafting/index.ts'
import { SAMPLE_DETAILS } from './drafting.samples.ts'

const definition = (text: string) => /"Confidentiality Period" means ([^\n]*)/.exec(text)?.[1] ?? ''

// A confidentiality period with no start cannot be enforced: it runs from each disclosure
// (mutual NDA) or from the end of the employment, unless the user named its start.
describe('the confidentiality period has a start', () => {
  it.each([
    [
      'mutual-nda',
      '3 years',
      /3 years from the date on which each item of Confidential Information is disclosed/,
    ],
    ['mutual-nda', '2 years after the discussions end', /^2 years after the discussions end;/],
    ['nda-employment', '3 years', /the period of employment and 3 years after the employment ends/],
    [
      'nda-employment',
      '2 years after the employment ends',
      /employment and 2 years after the employment ends;/,
    ],
  ] as const)('%s given "%s"', (id, duration, expected) => {
    const text = renderPlainText(draftAgreement(id, { ...SAMPLE_DETAILS[id], duration }))
    expect(definition(text)).toMatch(expected)
  })

  it('the mutual NDA applies the period to each item from its disclosure', () => {
    const text = renderPlainText(
      draftAgreement('mutual-nda', { ...SAMPLE_DETAILS['mutual-nda'], duration: '3 years' }),
    )
    expect(text).toContain('which runs from the date on which that item is disclosed')
  })
})

describe('who may see the information', () => {
  const nda = (party1: string, party2: string) =>
    renderPlainText(draftAgreement('mutual-nda', { ...SAMPLE_DETAILS['mutual-nda'], party1, party2 }))

  it('names the partners of an LLP and the directors of a company', () => {
    expect(nda('Cyberdyne Analytics Pvt Ltd', 'Deccan Health Services LLP')).toContain(
      'except to its directors, partners, officers, employees and professional advisers',
    )
  })

  it('gives two individuals only their advisers', () => {
    expect(nda('Ravi Kumar', 'Sunita Devi')).toContain("except to the Recipient's professional advisers")
  })
})
