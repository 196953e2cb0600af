import { type Doc, shorten } from '../text.ts'
import { type Finding, type Rule, always, isTemplate } from './rule.ts'

// Reference §2.0 "Validity of contracts" (ICA s.27) and §2.2 employment contract:
// a non-compete is valid only during the employment or term; a restraint after it ends is
// void (Niranjan Shankar Golikari 1967; Percept D'Mark v Zaheer Khan 2006). A non-solicit
// or a confidentiality covenant is not a restraint of trade and is left alone. Exceptions:
// the sale of goodwill (s.27 exception) and partners (Partnership Act ss.11, 36, 54).

// Cheap first pass: most sentences mention neither competition nor a business.
const HINT =
  /compet|similar|rival|engage|interested|concerned|employ|join|work\s+(?:for|with)|consult|serve|associat/i
const RESTRAINS =
  /\b(?:shall|will|must|may)\s+not\b|\b(?:agrees?|undertakes?|covenants?)\s+not\s+to\b|\bis\s+(?:prohibited|restrained|barred)\s+from\b|\brefrain\s+from\b|\bshall\s+neither\b|\bnot\s+(?:be\s+)?(?:permitted|allowed|entitled)\s+to\b/i
// The competing activity itself, not a mere mention of competitors ("shall not disclose to a competitor" is confidentiality).
const COMPETES =
  /\bcompet(?:e|es|ing)\b|\bcompetitive\s+(?:business|activit)|\bin\s+competition\s+with\b|\bsimilar\s+(?:business|trade|line\s+of\s+business)\b|\b(?:business|trade)\s+similar\s+to\b|\brival\s+(?:business|firm|company)\b|\b(?:engage|be\s+engaged|be\s+interested|be\s+concerned)\s+(?:directly\s+or\s+indirectly\s+)?in\s+any\s+(?:business|trade|employment)\b|\b(?:join|be\s+employed|employment|engagement|appointment|job|position|work|serve|consult|be\s+associated|be\s+engaged|render\s+services|provide\s+services|be\s+connected)\b(?:(?!disclos|divulg|reveal|solicit|communicat)[^.;]){0,100}?\b(?:a|any|the|its|their)\s+(?:[\w-]+\s+){0,3}?(?:competitors?|rivals?)\b/i
// A bar on working for anyone at all ("shall not take up employment with any other person",
// "must not work for anyone else", "not cook in any other household") restrains as much.
const ANY_OTHER_WORK =
  /\b(?:work|cook|clean|drive|teach|serve|join|be\s+employed|take\s+up\s+(?:a\s+|any\s+)?(?:job|work|employment|service)|accept\s+(?:a\s+|any\s+)?(?:job|employment|engagement)|employment|engagement)\b(?:(?!disclos|divulg|reveal|communicat|shar|solicit|use\b|transfer|assign)[^.;]){0,40}?\b(?:anyone|anybody|any\s*one|any\s*body|elsewhere|(?:any|an)\s*other\s+(?:person|employer|household|house|home|family|individual|company|firm|entity|organi[sz]ation|business|party)|another\s+(?:person|employer|household|house|home|family|company|firm|party))\b/i
const ENDED =
  '(?:termination|cessation|expiry|expiration|end|leaving|relieving|relief|resignation|separation|exit|retirement|quitting|departure)'
// "From the Relieving Date", "after the Last Working Day", "from the date on which he leaves".
const EXIT_DATE =
  '(?:Relieving|Separation|Exit|Termination|Cessation|Leaving|Resignation)\\s+Date|Last\\s+Working\\s+Day|notice\\s+period'
const AFTER = new RegExp(
  [
    `\\b(?:after|following|upon|on|from|post|subsequent\\s+to)[- ]\\s*(?:the\\s+)?(?:date\\s+of\\s+)?(?:his\\s+|her\\s+|its\\s+|their\\s+)?${ENDED}\\b`,
    `\\b(?:after|following|from|beyond|post|subsequent\\s+to)\\s+(?:the\\s+|his\\s+|her\\s+)?(?:${EXIT_DATE})\\b`,
    `\\b(?:months?|years?)\\s+(?:of|from)\\s+(?:the\\s+)?(?:date\\s+of\\s+)?(?:his\\s+|her\\s+|its\\s+|their\\s+)?${ENDED}\\b`,
    '\\bafter\\s+(?:it|the\\s+employment|employment|the\\s+term|this\\s+agreement|the\\s+engagement)\\s+(?:ends|has\\s+ended|terminates|expires|ceases)\\b',
    '\\bpost[- ](?:employment|termination|term|separation|exit)\\b',
    '\\bthereafter\\b',
    '\\b(?:after|from|following)\\s+(?:the\\s+date\\s+on\\s+which\\s+)?(?:he|she|it|they|the\\s+\\w+)\\s+(?:leaves|left|ceases|ceased|has\\s+ceased|resigns|quits|is\\s+relieved|has\\s+left)\\b',
  ].join('|'),
  'gi',
)
// Garden leave and the notice period are part of the employment: "during the notice period following resignation".
const IN_TERM = /\b(?:notice\s+period|garden\s+leave)\s*,?\s*$/i
// A non-solicit ("shall not solicit any employee to join a competitor") restrains poaching, not competing.
const NON_SOLICIT =
  /\b(?:solicit|entice|induce|poach|encourage)\w*[^.;]*?\b(?:join|leave|work\s+for)\b[^,.;]*/gi

/**
 * Whether a sentence bars a party from competing or from working for anyone else (a non-
 * solicit or confidentiality is not such a bar): the analyser's reading, shared with the
 * screen of AI edits and template bodies (domain/ai/void-clauses.ts) so that both agree.
 */
export function restrainsCompetition(text: string): boolean {
  if (!RESTRAINS.test(text)) return false
  const restraint = text.replace(NON_SOLICIT, ' ')
  return ANY_OTHER_WORK.test(restraint) || (HINT.test(text) && COMPETES.test(restraint))
}

/** Whether the words tie the restraint to a time after the relationship has ended. */
export function postTerm(text: string): boolean {
  AFTER.lastIndex = 0
  for (const match of text.matchAll(AFTER)) {
    const index = match.index ?? 0
    if (!IN_TERM.test(text.slice(Math.max(0, index - 40), index))) return true
  }
  return false
}

// A defined period that runs after the relationship ends: "Restricted Period" means 12 months after termination.
const DEFINED_PERIOD = /["“]([A-Z][\w -]{2,40}Period)["”]\s+means\s+([^;\n]*)/g

function postTermPeriods(doc: Doc): string[] {
  const names: string[] = []
  for (const match of doc.text.matchAll(DEFINED_PERIOD)) {
    if (match[1] && postTerm(match[2] ?? '')) names.push(match[1])
  }
  return names
}

const EXCEPTED =
  /\bgoodwill\b|\boutgoing\s+partner\b|\bretiring\s+partner\b|\bdissolution\b|\bceases?\s+to\s+be\s+a\s+partner\b/i

export const postEmploymentNonCompete: Rule = {
  id: 'post-employment-non-compete',
  title: 'No restraint of trade after the relationship ends',
  kind: 'compliance',
  basis:
    'Indian Contract Act, 1872 s.27; Niranjan Shankar Golikari (1967); Percept D’Mark v Zaheer Khan (2006)',
  applies: always,
  check(doc) {
    const periods = postTermPeriods(doc)
    const findings: Finding[] = []
    for (const sentence of doc.sentences) {
      const text = sentence.text
      if (!restrainsCompetition(text)) continue
      if (!postTerm(text) && !periods.some((name) => text.includes(name))) continue
      const excepted = EXCEPTED.test(text) || isTemplate(doc, 'merger-acquisition')
      findings.push(
        excepted
          ? {
              code: 'goodwill-exception',
              severity: 'low',
              message:
                'A restraint continues after the relationship ends. It is saved only as a sale of goodwill or a partner’s restraint, and only within reasonable local limits and time.',
              fix: 'Confine the restraint to the business sold (or the firm), a named territory and a reasonable period.',
              basis:
                'Indian Contract Act, 1872 s.27 exception (sale of goodwill); Indian Partnership Act, 1932 ss.11, 36, 54',
              excerpt: shorten(text),
              line: sentence.line,
            }
          : {
              code: 'void-restraint',
              severity: 'high',
              message:
                'A non-compete that operates after the employment or agreement ends is void as a restraint of trade and cannot be enforced.',
              fix: 'Limit the non-compete to the period of employment or the term; after it ends rely on confidentiality and a non-solicitation covenant.',
              excerpt: shorten(text),
              line: sentence.line,
            },
      )
    }
    return findings
  },
}
