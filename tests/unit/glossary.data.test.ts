import { describe, expect, it } from 'vitest'
import { explainTerms } from '#domain/glossary/explain.ts'
import { GLOSSARY, TRANSLATION_REVIEWED, TRANSLATIONS } from '#domain/glossary/glossary.ts'
import { compilePattern } from '#domain/glossary/matching.ts'
import { STATUTES } from '#domain/glossary/statutes.ts'
import { COMPLEXITIES, LANGUAGES, TERM_IDS, type TranslatedLanguage } from '#domain/glossary/types.ts'

const TRANSLATED = LANGUAGES.filter((language): language is TranslatedLanguage => language !== 'english')

// Each language must be written in its own script (not left in English by mistake).
const SCRIPT: Record<TranslatedLanguage, RegExp> = {
  hindi: /[\u0900-\u097F]/,
  marathi: /[\u0900-\u097F]/,
  bengali: /[\u0980-\u09FF]/,
  gujarati: /[\u0A80-\u0AFF]/,
  tamil: /[\u0B80-\u0BFF]/,
  telugu: /[\u0C00-\u0C7F]/,
  kannada: /[\u0C80-\u0CFF]/,
}

describe('glossary data', () => {
  it('holds at least the 72 reference terms, one entry per id, in the id list’s order', () => {
    expect(GLOSSARY.length).toBeGreaterThanOrEqual(72)
    expect(GLOSSARY.map((entry) => entry.id)).toEqual([...TERM_IDS])
  })

  it('has unique term names', () => {
    const names = GLOSSARY.map((entry) => entry.term.toLowerCase())
    expect(new Set(names).size).toBe(names.length)
  })

  it.each(GLOSSARY.map((entry) => [entry.id, entry] as const))(
    '%s has every field filled in',
    (_id, entry) => {
      expect(entry.term.trim()).not.toBe('')
      expect(COMPLEXITIES).toContain(entry.complexity)
      expect(entry.explanation.trim().length).toBeGreaterThan(20)
      expect(entry.indianLawContext.trim().length).toBeGreaterThan(10)
      expect(entry.example.trim().length).toBeGreaterThan(20)
      expect(entry.patterns.length).toBeGreaterThan(0)
      expect(entry.relatedTerms.length).toBeGreaterThan(0)
    },
  )

  it('uses all three complexity levels', () => {
    expect(new Set(GLOSSARY.map((entry) => entry.complexity))).toEqual(new Set(COMPLEXITIES))
  })

  it('relates each term only to other glossary terms, without repeats', () => {
    const ids = new Set<string>(TERM_IDS)
    for (const entry of GLOSSARY) {
      for (const related of entry.relatedTerms) {
        expect(ids.has(related), `${entry.id} → ${related}`).toBe(true)
        expect(related, `${entry.id} relates to itself`).not.toBe(entry.id)
      }
      expect(new Set(entry.relatedTerms).size).toBe(entry.relatedTerms.length)
    }
  })

  it('cites only Acts from the reference', () => {
    for (const entry of GLOSSARY) for (const statute of entry.statutes) expect(STATUTES).toContain(statute)
  })

  it('compiles every pattern', () => {
    for (const entry of GLOSSARY)
      for (const pattern of entry.patterns) expect(() => compilePattern(pattern)).not.toThrow()
  })

  it.each(GLOSSARY.map((entry) => [entry.id, entry] as const))(
    '%s is recognised in its own name and in its own example',
    (id, entry) => {
      expect(explainTerms(entry.term, 'english').terms.map((term) => term.id)).toContain(id)
      expect(explainTerms(entry.example, 'english').terms.map((term) => term.id)).toContain(id)
    },
  )
})

describe('glossary translations', () => {
  it.each(TRANSLATED)('%s has every term, with a name and an explanation in its own script', (language) => {
    const table = TRANSLATIONS[language]
    expect(Object.keys(table).sort()).toEqual([...TERM_IDS].sort())
    for (const entry of GLOSSARY) {
      const localised = table[entry.id]
      expect(localised.term.trim(), `${language}/${entry.id} term`).not.toBe('')
      expect(localised.explanation.trim().length, `${language}/${entry.id} explanation`).toBeGreaterThan(10)
      expect(SCRIPT[language].test(localised.term), `${language}/${entry.id} term script`).toBe(true)
      expect(SCRIPT[language].test(localised.explanation), `${language}/${entry.id} explanation script`).toBe(
        true,
      )
      expect(localised.explanation).not.toBe(entry.explanation)
    }
  })

  it.each(TRANSLATED)('%s gives each term its own name and explanation', (language) => {
    const table = Object.values(TRANSLATIONS[language])
    expect(new Set(table.map((localised) => localised.term)).size).toBe(table.length)
    expect(new Set(table.map((localised) => localised.explanation)).size).toBe(table.length)
  })

  it('marks every language as not yet reviewed, so the interface says so', () => {
    expect(Object.keys(TRANSLATION_REVIEWED).sort()).toEqual([...TRANSLATED].sort())
    for (const language of TRANSLATED) expect(TRANSLATION_REVIEWED[language]).toBe(false)
  })

  it('uses the reference glossary’s Hindi names', () => {
    expect(TRANSLATIONS.hindi.consideration.term).toBe('प्रतिफल')
    expect(TRANSLATIONS.hindi['stamp-duty'].term).toBe('स्टाम्प शुल्क / मुद्रांक शुल्क')
    expect(TRANSLATIONS.hindi.affidavit.term).toBe('शपथपत्र')
    // Low-confidence names are transliterated and show the English term.
    expect(TRANSLATIONS.hindi.escrow.term).toContain('Escrow')
    expect(TRANSLATIONS.hindi['non-solicitation'].term).toContain('Non-solicitation')
  })
})
