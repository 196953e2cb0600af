import { describe, expect, it } from 'vitest'
import { analyse, edit, fresh, insertBefore, removeClause, ruleCodes } from './analysis.fixtures.ts'

// Each rule: a fresh draft passes it, and the defect edited into the draft's text is flagged.

describe('governing law', () => {
  const { text } = fresh('service-agreement')

  it('passes a fresh draft', () => {
    expect(ruleCodes(analyse('service-agreement', text), 'governing-law')).toEqual([])
  })

  it('flags a document with the governing-law clause deleted', () => {
    const result = analyse('service-agreement', removeClause(text, 'Governing Law'))
    expect(ruleCodes(result, 'governing-law')).toEqual(['governing-law:missing'])
    expect(result.issues.find((i) => i.ruleId === 'governing-law')?.severity).toBe('medium')
  })

  it('flags a foreign governing law', () => {
    const foreign = edit(text, (t) =>
      t.replace(
        'construed in accordance with the laws of India',
        'construed in accordance with the laws of England',
      ),
    )
    expect(ruleCodes(analyse('service-agreement', foreign), 'governing-law')).toEqual([
      'governing-law:foreign',
    ])
  })

  it('does not apply to a board resolution', () => {
    const result = analyse('board-resolution', fresh('board-resolution').text)
    expect(result.rules.find((r) => r.ruleId === 'governing-law')?.status).toBe('not-applicable')
  })
})

describe('dispute resolution', () => {
  const { text } = fresh('vendor-agreement')

  it('passes a fresh draft', () => {
    expect(ruleCodes(analyse('vendor-agreement', text), 'dispute-resolution')).toEqual([])
  })

  it('flags a document with neither arbitration nor courts', () => {
    const bare = removeClause(removeClause(text, 'Dispute Resolution'), 'Jurisdiction')
    expect(ruleCodes(analyse('vendor-agreement', bare), 'dispute-resolution')).toEqual([
      'dispute-resolution:missing',
    ])
  })
})

describe('unilateral appointment of the arbitrator (CORE v ECI-SPIC; s.12(5))', () => {
  const { text } = fresh('rental-agreement')
  const mutual = 'appointed by the mutual agreement of the Parties'

  it('passes the fresh draft, which forbids unilateral appointment in terms', () => {
    expect(text).toContain('no Party shall have the right to appoint the arbitrator unilaterally')
    expect(ruleCodes(analyse('rental-agreement', text), 'unilateral-arbitrator')).toEqual([])
  })

  it('flags a sole arbitrator appointed by one party (passive form)', () => {
    const result = analyse(
      'rental-agreement',
      edit(text, (t) => t.replace(mutual, 'appointed by the Licensor')),
    )
    const issue = result.issues.find((i) => i.ruleId === 'unilateral-arbitrator')
    expect(issue?.severity).toBe('high')
    expect(issue?.basis).toMatch(/CORE v ECI-SPIC/)
    expect(issue?.excerpt).toMatch(/appointed by the Licensor/)
    expect(issue?.line).toBeGreaterThan(0)
  })

  it('flags "the Company shall appoint the sole arbitrator" and an arbitrator who is the employer\'s nominee', () => {
    const active = insertBefore(
      text,
      /^IN WITNESS WHEREOF/m,
      'The Licensor shall have the sole right to appoint the sole arbitrator.',
    )
    expect(ruleCodes(analyse('rental-agreement', active), 'unilateral-arbitrator')).toEqual([
      'unilateral-arbitrator:unilateral',
    ])
    const nominee = insertBefore(
      text,
      /^IN WITNESS WHEREOF/m,
      'The arbitrator shall be a nominee of the Licensor.',
    )
    expect(ruleCodes(analyse('rental-agreement', nominee), 'unilateral-arbitrator')).toEqual([
      'unilateral-arbitrator:unilateral',
    ])
  })

  it('flags a panel curated by one party, as medium', () => {
    const panel = insertBefore(
      text,
      /^IN WITNESS WHEREOF/m,
      'The arbitrator shall be chosen from a panel of arbitrators maintained by the Licensor.',
    )
    const result = analyse('rental-agreement', panel)
    expect(result.issues.find((i) => i.ruleId === 'unilateral-arbitrator')?.severity).toBe('medium')
  })

  it('does not flag a three-member tribunal or an institution', () => {
    const three = insertBefore(
      text,
      /^IN WITNESS WHEREOF/m,
      'Each Party shall appoint one arbitrator and the two arbitrators so appointed shall appoint the presiding arbitrator.',
    )
    expect(ruleCodes(analyse('rental-agreement', three), 'unilateral-arbitrator')).toEqual([])
    const institution = edit(text, (t) =>
      t.replace(mutual, 'appointed by the Mumbai Centre for International Arbitration'),
    )
    expect(ruleCodes(analyse('rental-agreement', institution), 'unilateral-arbitrator')).toEqual([])
  })
})

describe('arbitration seat (BGS SGS Soma)', () => {
  const { text } = fresh('franchise-agreement')

  it('passes a fresh draft and flags an arbitration without a seat', () => {
    expect(ruleCodes(analyse('franchise-agreement', text), 'arbitration-seat')).toEqual([])
    const seatless = edit(text, (t) =>
      t.replace(/the seat of the arbitration shall be [^,]+, India, and /, ''),
    )
    expect(ruleCodes(analyse('franchise-agreement', seatless), 'arbitration-seat')).toEqual([
      'arbitration-seat:missing',
    ])
  })
})

describe('arbitrability of probate (Vidya Drolia)', () => {
  const { text } = fresh('will-testament')

  it('passes the fresh will, which keeps disputes with the probate court', () => {
    expect(ruleCodes(analyse('will-testament', text), 'arbitrability')).toEqual([])
  })

  it('flags a will that sends disputes to arbitration', () => {
    const arbitrated = insertBefore(
      text,
      /^IN WITNESS WHEREOF/m,
      'Any dispute about this Will shall be referred to arbitration under the Arbitration and Conciliation Act, 1996.',
    )
    expect(ruleCodes(analyse('will-testament', arbitrated), 'arbitrability')).toEqual([
      'arbitrability:probate',
    ])
  })
})

describe('post-employment non-compete (ICA s.27)', () => {
  const { text } = fresh('employment-contract')
  const restraint =
    'The Employee shall not, for 12 (twelve) months after the termination of employment, engage in any business that competes with the Employer.'

  it('passes the fresh draft: in-term exclusivity and a post-employment non-solicit are lawful', () => {
    expect(text).toMatch(/During the employment, the Employee shall not[^.]*competes/)
    expect(text).toMatch(/for 12 \(twelve\) months after it ends, the Employee shall not solicit/)
    expect(ruleCodes(analyse('employment-contract', text), 'post-employment-non-compete')).toEqual([])
  })

  it('flags a non-compete that runs after termination', () => {
    const result = analyse(
      'employment-contract',
      insertBefore(text, /^\d+\.\d+ Data Protection/m, `4.9 Non-compete. ${restraint}`),
    )
    const issue = result.issues.find((i) => i.ruleId === 'post-employment-non-compete')
    expect(issue?.severity).toBe('high')
    expect(issue?.basis).toMatch(/s\.27/)
    expect(issue?.excerpt).toContain('after the termination of employment')
  })

  it('flags a restraint tied to a defined post-termination period', () => {
    const defined = insertBefore(
      text,
      /^\d+\.\d+ Data Protection/m,
      '4.9 Restraint. "Restricted Period" means the period of 12 months following the termination of employment. During the Restricted Period the Employee shall not join any competitor of the Employer.',
    )
    expect(ruleCodes(analyse('employment-contract', defined), 'post-employment-non-compete')).toEqual([
      'post-employment-non-compete:void-restraint',
    ])
  })

  it('leaves confidentiality and non-solicitation after termination alone', () => {
    const lawful = insertBefore(
      text,
      /^\d+\.\d+ Data Protection/m,
      '4.9 Continuing Duties. After the termination of employment the Employee shall not disclose Confidential Information to any competitor of the Employer, and for 12 months thereafter shall not solicit its customers.',
    )
    expect(ruleCodes(analyse('employment-contract', lawful), 'post-employment-non-compete')).toEqual([])
  })

  it('flags a distributor restrained after the agreement ends, and treats a seller of goodwill as the s.27 exception', () => {
    const distribution = fresh('distribution-agreement').text
    const after = insertBefore(
      distribution,
      /^IN WITNESS WHEREOF/m,
      'For two years after the expiry of this Agreement the Distributor shall not sell any product that competes with the Products.',
    )
    expect(ruleCodes(analyse('distribution-agreement', after), 'post-employment-non-compete')).toEqual([
      'post-employment-non-compete:void-restraint',
    ])
    const spa = fresh('merger-acquisition').text
    expect(ruleCodes(analyse('merger-acquisition', spa), 'post-employment-non-compete')).toEqual([])
    const sellers = insertBefore(
      spa,
      /^IN WITNESS WHEREOF/m,
      'For three years after the termination of this Agreement, each Seller shall not carry on a business similar to that of the Company, the goodwill of which is sold.',
    )
    const result = analyse('merger-acquisition', sellers)
    expect(result.issues.find((i) => i.ruleId === 'post-employment-non-compete')?.severity).toBe('low')
  })
})

describe('registration of leases and other instruments (Registration Act s.17)', () => {
  const bengaluru = { propertyAddress: 'No. 12, 4th Cross, Indiranagar, Bengaluru 560038' }

  it('an 11-month licence outside Maharashtra needs no registration; made 24 months by hand, it is flagged', () => {
    const short = fresh('rental-agreement', bengaluru).text
    expect(ruleCodes(analyse('rental-agreement', short), 'registration')).toEqual([])
    const long = edit(short, (t) =>
      t.replace('the period of 11 (eleven) months', 'the period of 24 (twenty-four) months'),
    )
    const result = analyse('rental-agreement', long)
    expect(ruleCodes(result, 'registration')).toEqual(['registration:not-required-by-text'])
    expect(result.issues.find((i) => i.ruleId === 'registration')?.message).toMatch(/24 months/)
  })

  it('a term written only in words is read, whatever the number (seventeen, twenty-five)', () => {
    const short = fresh('rental-agreement', bengaluru).text
    for (const [words, months] of [
      ['seventeen', 17],
      ['twenty-five', 25],
    ] as const) {
      const long = edit(short, (t) =>
        t.replace('the period of 11 (eleven) months', `the period of ${words} months`),
      )
      const result = analyse('rental-agreement', long)
      expect(ruleCodes(result, 'registration')).toEqual(['registration:not-required-by-text'])
      expect(result.issues.find((i) => i.ruleId === 'registration')?.message).toMatch(
        new RegExp(`${months} months`),
      )
    }
  })

  it('a licence drafted for 24 months carries the registration clause and passes', () => {
    const long = fresh('rental-agreement', { ...bengaluru, leasePeriod: '24' }).text
    expect(ruleCodes(analyse('rental-agreement', long), 'registration')).toEqual([])
  })

  it('a Mumbai licence must be registered (MRCA s.55): deleting the clause is flagged, deleting every mention is high', () => {
    const { text } = fresh('rental-agreement')
    expect(ruleCodes(analyse('rental-agreement', text), 'registration')).toEqual([])
    const withoutClause = removeClause(text, 'Registration')
    const medium = analyse('rental-agreement', withoutClause)
    expect(medium.issues.find((i) => i.ruleId === 'registration')?.severity).toBe('medium')
    expect(medium.issues.find((i) => i.ruleId === 'registration')?.basis).toMatch(
      /Maharashtra Rent Control Act, 1999 s\.55/,
    )
    const silent = edit(withoutClause, (t) => t.replace(/^.*registration.*$/gim, ''))
    expect(
      analyse('rental-agreement', silent).issues.find((i) => i.ruleId === 'registration')?.severity,
    ).toBe('high')
  })

  it('a sale agreement without the registered sale deed is flagged', () => {
    const { text } = fresh('property-sale')
    expect(ruleCodes(analyse('property-sale', text), 'registration')).toEqual([])
    const silent = edit(text, (t) => t.replace(/^.*[Rr]egist.*$/gm, ''))
    expect(ruleCodes(analyse('property-sale', silent), 'registration')).toEqual(['registration:missing'])
  })
})

describe('stamp duty (Stamp Act ss.17, 35)', () => {
  it('flags an agreement that says nothing of stamp duty; a will is exempt', () => {
    const { text } = fresh('service-agreement')
    expect(ruleCodes(analyse('service-agreement', text), 'stamp-duty')).toEqual([])
    const unstamped = edit(text, (t) => t.replace(/^.*[Ss]tamp.*$/gm, ''))
    expect(ruleCodes(analyse('service-agreement', unstamped), 'stamp-duty')).toEqual(['stamp-duty:missing'])
    const will = analyse('will-testament', fresh('will-testament').text)
    expect(will.rules.find((r) => r.ruleId === 'stamp-duty')?.status).toBe('not-applicable')
  })
})

describe('attestation by two witnesses (ISA s.63; TPA ss.59, 123)', () => {
  const { text } = fresh('will-testament')

  it('passes the fresh will', () => {
    expect(ruleCodes(analyse('will-testament', text), 'attestation')).toEqual([])
  })

  it('flags a will with one witness or none', () => {
    const one = edit(text, (t) => t.replace(/\n2\. Signature: _+\n {3}Name: _+\n {3}Address: _+\n/, '\n'))
    const result = analyse('will-testament', one)
    expect(ruleCodes(result, 'attestation')).toEqual(['attestation:witnesses'])
    expect(result.issues.find((i) => i.ruleId === 'attestation')?.severity).toBe('high')
    expect(result.issues.find((i) => i.ruleId === 'attestation')?.basis).toMatch(
      /Indian Succession Act, 1925 s\.63/,
    )
    const none = edit(text, (t) => t.replace(/WITNESSES:[\s\S]*?(?=SCHEDULE)/, ''))
    expect(ruleCodes(analyse('will-testament', none), 'attestation')).toEqual(['attestation:witnesses'])
  })

  it('flags a will without an attestation clause, and one that does not keep beneficiaries off the witness list', () => {
    const unattested = edit(text, (t) =>
      t
        .replace(/ATTESTATION\n\n[^\n]*\n/, '')
        .replace(', in the presence of the witnesses named below, both being present at the same time', ''),
    )
    expect(ruleCodes(analyse('will-testament', unattested), 'attestation')).toContain(
      'attestation:no-attestation',
    )
    const careless = edit(unattested, (t) => t.replace(/^\d+\.\d+ Attesting Witnesses\..*$/m, ''))
    expect(ruleCodes(analyse('will-testament', careless), 'attestation')).toContain(
      'attestation:witness-beneficiary',
    )
  })

  it('flags a gift deed and a mortgage deed left with one witness', () => {
    for (const id of ['gift-deed', 'mortgage-agreement'] as const) {
      const deed = fresh(id).text
      expect(ruleCodes(analyse(id, deed), 'attestation')).toEqual([])
      const one = edit(deed, (t) => t.replace(/\n2\. Signature: _+\n {3}Name: _+\n {3}Address: _+\n/, '\n'))
      expect(ruleCodes(analyse(id, one), 'attestation')).toEqual(['attestation:witnesses'])
    }
  })
})

describe('electronic execution excluded for wills and powers of attorney (IT Act First Schedule)', () => {
  it('passes the fresh will and power of attorney, and flags e-signature clauses', () => {
    const will = fresh('will-testament').text
    expect(ruleCodes(analyse('will-testament', will), 'electronic-execution')).toEqual([])
    const eWill = insertBefore(
      will,
      /^IN WITNESS WHEREOF/m,
      'This Will may be signed by the Testator by an electronic signature.',
    )
    const result = analyse('will-testament', eWill)
    expect(result.issues.find((i) => i.ruleId === 'electronic-execution')?.severity).toBe('high')
    const poa = fresh('power-of-attorney').text
    expect(ruleCodes(analyse('power-of-attorney', poa), 'electronic-execution')).toEqual([])
    const ePoa = insertBefore(
      poa,
      /^IN WITNESS WHEREOF/m,
      'This Power of Attorney may be executed by Aadhaar-based eSign.',
    )
    expect(
      analyse('power-of-attorney', ePoa).issues.find((i) => i.ruleId === 'electronic-execution')?.severity,
    ).toBe('medium')
  })
})

describe('copyright assignment particulars (Copyright Act s.19)', () => {
  const { text } = fresh('copyright-assignment')

  it('passes the fresh deed', () => {
    expect(ruleCodes(analyse('copyright-assignment', text), 'copyright-assignment-particulars')).toEqual([])
  })

  it('flags a deed without duration and territory, citing the five-year and India defaults', () => {
    const result = analyse(
      'copyright-assignment',
      edit(text, (t) => t.replace(/^ +\(c\) duration:.*\n/m, '')),
    )
    expect(ruleCodes(result, 'copyright-assignment-particulars').sort()).toEqual([
      'copyright-assignment-particulars:duration',
      'copyright-assignment-particulars:territory',
    ])
    const duration = result.issues.find((i) => i.id.startsWith('copyright-assignment-particulars:duration'))
    expect(duration?.severity).toBe('high')
    expect(duration?.basis).toMatch(/s\.19\(5\)/)
    expect(
      result.issues.find((i) => i.id.startsWith('copyright-assignment-particulars:territory'))?.basis,
    ).toMatch(/s\.19\(6\)/)
  })

  it('flags a deed whose rights, consideration and lapse clause were deleted', () => {
    const stripped = edit(text, (t) =>
      t
        .replace(/^ +\(a\) rights assigned:.*\n/m, '')
        .replace(/^ +\(d\) consideration:.*\n/m, '')
        .replace(/^ +\(e\) section 19\(4\).*\n/m, '')
        .replace(
          /In consideration of the Consideration, the Assignor assigns to the Assignee, absolutely and with full title guarantee, all copyright and other intellectual property rights, present and future,/,
          'The Assignor assigns to the Assignee copyright',
        )
        .replace(/^ +\(b\) "Consideration" means.*\n/m, ''),
    )
    const found = ruleCodes(analyse('copyright-assignment', stripped), 'copyright-assignment-particulars')
    expect(found).toEqual(
      expect.arrayContaining([
        'copyright-assignment-particulars:rights',
        'copyright-assignment-particulars:lapse',
      ]),
    )
  })

  it('flags a deed whose operative assignment was deleted', () => {
    const hollow = removeClause(text, 'Assignment of Intellectual Property')
    expect(ruleCodes(analyse('copyright-assignment', hollow), 'copyright-assignment-particulars')).toEqual([
      'copyright-assignment-particulars:no-assignment',
    ])
  })

  it('checks an assignment clause inside another agreement, at medium severity', () => {
    const web = fresh('web-development').text
    expect(ruleCodes(analyse('web-development', web), 'copyright-assignment-particulars')).toEqual([])
    const result = analyse(
      'web-development',
      edit(web, (t) => t.replace(/^ +\(c\) duration:.*\n/m, '')),
    )
    const issue = result.issues.find((i) => i.id.startsWith('copyright-assignment-particulars:duration'))
    expect(issue?.severity).toBe('medium')
    expect(issue?.excerpt).toMatch(/Assignment of Intellectual Property/)
  })
})

describe('patent licence restrictive conditions (Patents Act s.140)', () => {
  const { text } = fresh('patent-license')
  const add = (sentence: string) => insertBefore(text, /^IN WITNESS WHEREOF/m, sentence)

  it('passes the fresh licence (non-exclusive grant-back, right to challenge preserved)', () => {
    expect(ruleCodes(analyse('patent-license', text), 'patent-licence-restrictive-conditions')).toEqual([])
  })

  it('flags a no-challenge clause, an exclusive grant-back and a tie-in', () => {
    expect(
      ruleCodes(
        analyse(
          'patent-license',
          add('The Licensee shall not challenge the validity of the Licensed Patent.'),
        ),
        'patent-licence-restrictive-conditions',
      ),
    ).toEqual(['patent-licence-restrictive-conditions:no-challenge'])
    expect(
      ruleCodes(
        analyse(
          'patent-license',
          add('The Licensee grants the Licensor an exclusive licence of all improvements.'),
        ),
        'patent-licence-restrictive-conditions',
      ),
    ).toEqual(['patent-licence-restrictive-conditions:exclusive-grant-back'])
    expect(
      ruleCodes(
        analyse('patent-license', add('The Licensee shall assign all improvements to the Licensor.')),
        'patent-licence-restrictive-conditions',
      ),
    ).toEqual(['patent-licence-restrictive-conditions:exclusive-grant-back'])
    expect(
      ruleCodes(
        analyse(
          'patent-license',
          add('The Licensee shall purchase all raw materials exclusively from the Licensor.'),
        ),
        'patent-licence-restrictive-conditions',
      ),
    ).toEqual(['patent-licence-restrictive-conditions:tie-in'])
  })

  it("leaves a trade mark licence's no-challenge covenant alone (s.140 is about patents)", () => {
    const tm = fresh('trademark-license').text
    expect(tm).toMatch(/shall not, during the Term, challenge the validity of the Trade Mark/)
    expect(ruleCodes(analyse('trademark-license', tm), 'patent-licence-restrictive-conditions')).toEqual([])
  })
})

describe('DPDP Act s.8 duties in a data processing agreement', () => {
  const { text } = fresh('data-processing')
  const duties = (t: string) => ruleCodes(analyse('data-processing', t), 'dpdp-processor-duties')

  it("the fresh draft carries security, breach notice, erasure, children's data and the rest", () => {
    expect(duties(text)).toEqual([])
    expect(duties(removeClause(text, "Children's Data"))).toEqual(['dpdp-processor-duties:children'])
  })

  it('flags deleted security safeguards, breach intimation and erasure as high', () => {
    const insecure = edit(removeClause(text, 'Security Measures'), (t) =>
      t.replace(/SCHEDULE I — SECURITY MEASURES[\s\S]*$/, ''),
    )
    expect(duties(insecure)).toContain('dpdp-processor-duties:security')
    expect(duties(removeClause(text, 'Breach Notification'))).toContain('dpdp-processor-duties:breach')
    expect(duties(removeClause(text, 'Retention, Return and Deletion'))).toContain(
      'dpdp-processor-duties:erasure',
    )
    const result = analyse('data-processing', removeClause(text, 'Breach Notification'))
    expect(result.issues.find((i) => i.id.startsWith('dpdp-processor-duties:breach'))?.severity).toBe('high')
  })

  it('flags a breach window longer than 72 hours, and sub-processors left unaddressed', () => {
    const slow = edit(text, (t) =>
      t
        .replace('within 6 (six) hours', 'within 96 (ninety-six) hours')
        .replace('within 48 (forty-eight) hours', 'within 120 hours'),
    )
    expect(duties(slow)).toContain('dpdp-processor-duties:breach-window')
    const subs = edit(text, (t) => t.replace(/^.*Sub-processor.*$/gim, ''))
    expect(duties(subs)).toContain('dpdp-processor-duties:sub-processors')
  })
})

describe('final settlement within two working days (Code on Wages)', () => {
  it('passes the fresh contract and termination letter, flags 30 days and a missing clause', () => {
    for (const id of ['employment-contract', 'termination-letter'] as const) {
      const { text } = fresh(id)
      expect(ruleCodes(analyse(id, text), 'final-settlement')).toEqual([])
      const late = edit(text, (t) => t.replace('within 2 (two) working days', 'within 45 (forty-five) days'))
      expect(ruleCodes(analyse(id, late), 'final-settlement')).toEqual(['final-settlement:late'])
    }
    const missing = removeClause(fresh('employment-contract').text, 'Full and Final Settlement')
    expect(ruleCodes(analyse('employment-contract', missing), 'final-settlement')).toEqual([
      'final-settlement:missing',
    ])
  })
})

describe('placeholders and drafting notes', () => {
  const { text } = fresh('rental-agreement')

  it("counts the draft's marked placeholders but not the blanks for signatures and the date of execution", () => {
    const result = analyse('rental-agreement', text)
    const issue = result.issues.find((i) => i.id.startsWith('placeholders:unfilled'))
    expect(issue?.severity).toBe('medium')
    expect(issue?.basis).toMatch(/s\.29/)
    expect(result.completeness.placeholders).toBe(new Set(text.match(/\[TO BE CONFIRMED: [^\]]+\]/g)).size)
  })

  it('finds [..], {{..}} and ____ blanks edited into the body, and none once every blank is filled', () => {
    const filled = edit(text, (t) => t.replace(/\[TO BE CONFIRMED: [^\]]+\]/g, 'filled in'))
    expect(ruleCodes(analyse('rental-agreement', filled), 'placeholders')).toEqual([])
    for (const blank of ['[Tenant address]', '{{tenant_address}}', '₹________']) {
      const withBlank = edit(filled, (t) =>
        t.replace('at reasonable hours', `at reasonable hours (contact ${blank})`),
      )
      const result = analyse('rental-agreement', withBlank)
      expect(ruleCodes(result, 'placeholders'), blank).toEqual(['placeholders:unfilled'])
      expect(result.completeness.placeholders).toBe(1)
    }
  })

  it('flags a drafting note left in the text', () => {
    const noted = edit(text, (t) =>
      t.replace(
        'within a reasonable time of notice.',
        'within a reasonable time of notice [verify state rent law].',
      ),
    )
    expect(ruleCodes(analyse('rental-agreement', noted), 'placeholders')).toContain(
      'placeholders:editorial-note',
    )
  })
})

describe('parties', () => {
  const { text } = fresh('service-agreement')

  it('passes a draft naming both parties', () => {
    expect(ruleCodes(analyse('service-agreement', text), 'parties')).toEqual([])
  })

  it('flags a party name replaced by a placeholder or a blank, and a text naming no party', () => {
    const placeholder = edit(text, (t) => t.replace(/^2\. [^,]+,/m, '2. [CLIENT NAME],'))
    expect(ruleCodes(analyse('service-agreement', placeholder), 'parties')).toEqual(['parties:placeholder'])
    const blank = edit(text, (t) => t.replace(/^2\. [^,]+,/m, '2. ______________,'))
    const result = analyse('service-agreement', blank)
    expect(ruleCodes(result, 'parties')).toEqual(['parties:blank'])
    expect(result.issues.find((i) => i.ruleId === 'parties')?.severity).toBe('high')
    const anonymous = analyse(
      'service-agreement',
      'The provider will provide services and the client will pay for them.',
    )
    expect(ruleCodes(anonymous, 'parties')).toEqual(['parties:none'])
  })
})

describe('robustness to hand edits', () => {
  it('finds a clause whose number was deleted, by its heading', () => {
    const { text } = fresh('rental-agreement')
    const unnumbered = edit(text, (t) => t.replace(/^\d+\.\d+ (Police Verification\.)/m, '$1'))
    expect(analyse('rental-agreement', unnumbered).completeness.missing).toEqual([])
  })

  it('gives every issue a distinct id, even two findings on one line', () => {
    const { text } = fresh('employment-contract')
    const twice = insertBefore(
      text,
      /^\d+\.\d+ Data Protection/m,
      '4.9 Restraints. After the termination of employment the Employee shall not compete with the Employer. After the termination of employment the Employee shall not join any competitor.',
    )
    const result = analyse('employment-contract', twice)
    const ids = result.issues.map((i) => i.id)
    expect(ruleCodes(result, 'post-employment-non-compete')).toHaveLength(2)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
