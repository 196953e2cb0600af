import { DISPUTES_AND_BOILERPLATE } from '#domain/glossary/terms/disputes-and-boilerplate.ts'
import { FORMATION_AND_REMEDIES } from '#domain/glossary/terms/formation-and-remedies.ts'
import { IP_WORK_AND_COMPANIES } from '#domain/glossary/terms/ip-work-and-companies.ts'
import { PROPERTY_AND_SECURITY } from '#domain/glossary/terms/property-and-security.ts'
import { BENGALI } from '#domain/glossary/translations/bengali.ts'
import { GUJARATI } from '#domain/glossary/translations/gujarati.ts'
import { HINDI } from '#domain/glossary/translations/hindi.ts'
import { KANNADA } from '#domain/glossary/translations/kannada.ts'
import { MARATHI } from '#domain/glossary/translations/marathi.ts'
import { TAMIL } from '#domain/glossary/translations/tamil.ts'
import { TELUGU } from '#domain/glossary/translations/telugu.ts'
import {
  LANGUAGES,
  type GlossaryTerm,
  type Language,
  type TermId,
  type TranslatedLanguage,
  type TranslationTable,
} from '#domain/glossary/types.ts'

export const GLOSSARY: readonly GlossaryTerm[] = [
  ...FORMATION_AND_REMEDIES,
  ...DISPUTES_AND_BOILERPLATE,
  ...PROPERTY_AND_SECURITY,
  ...IP_WORK_AND_COMPANIES,
]

const BY_ID = new Map<TermId, GlossaryTerm>(GLOSSARY.map((entry) => [entry.id, entry]))

export function getTerm(id: TermId): GlossaryTerm {
  const entry = BY_ID.get(id)
  // Every TermId has an entry (a unit test holds the data to it), so this is a programming error.
  if (!entry) throw new Error(`Glossary term "${id}" has no entry`)
  return entry
}

export const TRANSLATIONS: Readonly<Record<TranslatedLanguage, TranslationTable>> = {
  hindi: HINDI,
  tamil: TAMIL,
  bengali: BENGALI,
  marathi: MARATHI,
  gujarati: GUJARATI,
  kannada: KANNADA,
  telugu: TELUGU,
}

/**
 * Whether a language's translations have been reviewed by a legal translator. None has yet:
 * the Hindi term names come from the reference glossary, but the Hindi explanations and all of
 * the other six languages were drafted for this product. Flip a language to true after review;
 * the flag travels with every translated term so the interface can say so.
 */
export const TRANSLATION_REVIEWED: Readonly<Record<TranslatedLanguage, boolean>> = {
  hindi: false,
  tamil: false,
  bengali: false,
  marathi: false,
  gujarati: false,
  kannada: false,
  telugu: false,
}

/** Display names for the summary and the interface. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  english: 'English',
  hindi: 'Hindi',
  tamil: 'Tamil',
  bengali: 'Bengali',
  marathi: 'Marathi',
  gujarati: 'Gujarati',
  kannada: 'Kannada',
  telugu: 'Telugu',
}

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value)
}
