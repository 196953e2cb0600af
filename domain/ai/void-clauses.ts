import type { CategoryId } from '#domain/catalogue/index.ts'
import { postTerm, restrainsCompetition } from '#domain/analysis/rules/restraint.ts'
import { type AiFailure, failure } from './types.ts'

/**
 * Edits that would put a void clause into the document are refused before any engine or
 * model sees them, with the reason and the provision (shared/reference/indian-law.md §2.0,
 * §2.2, §2.6). Checked for every provider, so a model is never asked to draft them.
 */

export interface DocumentContext {
  readonly templateId?: string | null
  readonly categoryId?: CategoryId | null
  /** Plain text of the document, for documents without a template. */
  readonly text?: string
}

export const CONTRACT_ACT_S27 = 'Indian Contract Act, 1872, section 27'
export const PATENTS_ACT_S140 = 'Patents Act, 1970, section 140'
export const ARBITRATION_ACT_S12_5 =
  'Arbitration and Conciliation Act, 1996, section 12(5) and Seventh Schedule'

// One party alone picks the arbitrator: "the sole arbitrator shall be appointed by the Company",
// "the Managing Director or his nominee shall be the arbitrator", "arbitrator of my choice".
const ONE_SIDED_ARBITRATOR =
  /\barbitrat\w*\b.{0,60}\b(?:appointed|nominated|chosen|selected|named|decided|picked)\s+(?:solely\s+|only\s+|exclusively\s+)?by\s+(?:the\s+)?(?!mutual|both|agreement|the\s+parties|parties|consent|(?:high\s+)?court)\w+|\b(?:managing\s+director|md|ceo|chairman|director|owner|landlord|lender|employer|company|first\s+party|I|me|we|us)\b.{0,40}\b(?:(?:shall|will|to)\s+(?:be|act\s+as|appoint|nominate|choose|pick)|or\s+(?:his|her|its)\s+nominee)\b.{0,30}\b(?:sole\s+)?arbitrat\w*|\barbitrat\w*\s+of\s+(?:my|our|the\s+company's|its|his|her)\s+(?:choice|choosing)|\b(?:panel|list)\s+of\s+arbitrators\b.{0,60}\b(?:maintained|prepared|curated|chosen)\s+by\b/i

// Restraints the law itself allows: sale of goodwill (s.27 exception 1) and partners
// (Partnership Act ss.11, 36, 54). These documents are not screened for non-competes.
const RESTRAINT_ALLOWED = new Set(['merger-acquisition', 'partnership-agreement', 'llp-agreement'])

const RESTRAINT_ALLOWED_TEXT =
  /\bgoodwill\b|\bpartnership deed\b|\bIndian Partnership Act\b|\bLimited Liability Partnership Act\b/i

const NON_COMPETE =
  /\bnon[\s-]?compet\w*|\bnot\s+(?:to\s+)?compete\b|\bno[\s-]compet\w*|\b(?:not|never|cannot|can't)\s+(?:to\s+)?(?:join|work\s+(?:for|with)|be\s+employed\s+by|start|set\s+up|open)\s+(?:a\s+|any\s+)?(?:rival|compet\w*|similar\s+business)|\brestrain\w*\b.{0,40}\b(?:trade|profession|business|compet\w*)/i
// "must not work for anyone else … after leaving", "should not cook for any other house once she
// leaves": a bar on any other work, void under s.27 only when it reaches past the engagement.
const ANY_OTHER_WORK =
  /\b(?:not|never|cannot|can't|no)\s+(?:to\s+)?(?:work|cook|clean|drive|teach|serve|be\s+employed|take\s+up\s+(?:a\s+|any\s+)?(?:job|work)|join)\b.{0,30}\b(?:anyone|anybody|any\s*(?:one|body|other)|another|others?|elsewhere|(?:any|some)\s*where\s+else)\b/i
const AFTER =
  /\b(?:after|post|following|upon|on|once)\b.{0,30}\b(?:employ\w*|terminat\w*|leav\w*|exit\w*|resign\w*|expir\w*|end\w*|cessation|separation|relie\w*)|\bpost[\s-](?:employment|termination|term|exit)\b|\bfor\s+(?:a\s+period\s+of\s+)?(?:\d+|one|two|three|four|five|six|twelve|eighteen|twenty-four)\s+(?:months?|years?)\b|\bthereafter\b|\banywhere in india\b/i
const DURING_ONLY =
  /\b(?:during|while|throughout|for\s+the\s+term\s+of|in\s+the\s+course\s+of)\b.{0,30}\b(?:employ\w*|term|engagement|agreement|contract|service)|\bin[\s-]term\b/i

const NO_CHALLENGE =
  /\bno[\s-]?challenge\b|\b(?:not|never|cannot|can't|waives?(?:\s+the\s+right)?)\s+(?:to\s+)?(?:challenge|contest|dispute|question|oppose|attack)\b.{0,40}\b(?:validity|patent|invalid)|\bexclusive\s+grant[\s-]?back\b|\bgrant[\s-]?back\b.{0,30}\bexclusive/i

// "with a non-compete", "I want a non-compete": a request asking for one, as well as an edit.
const ADDING =
  /\b(?:add|insert|include|put|make|require|prevent|stop|prohibit|restrict|bar|ban|forbid|should|must|shall|cannot|can't|not|never|no|with|want|wants|need|needs)\b/i

const REMOVING = /^\s*(?:please\s+)?(?:remove|delete|drop|strike|omit|take\s+out|get\s+rid\s+of)\b/i
// "Replace the non-compete with a non-solicitation clause": only what comes in is screened.
const REPLACING = /^\s*(?:please\s+)?(?:replace|substitute|swap)\b.*?\bwith\b(.*)$/is

function isPatentContext(context: DocumentContext, instruction: string): boolean {
  return (
    context.templateId === 'patent-license' ||
    /\bpatent/i.test(instruction) ||
    /\bpatent/i.test(context.text ?? '')
  )
}

function isEmploymentContext(context: DocumentContext): boolean {
  if (context.categoryId) return context.categoryId === 'employment'
  return /\b(?:employee|employer|employment)\b/i.test(context.text ?? '')
}

const JOINT_APPOINTMENT =
  /\b(?:mutual\w*|jointly|together|both\s+parties|by\s+agreement|(?:high\s+)?court|section\s+11)\b/i

export const ONE_SIDED_ARBITRATOR_REASON =
  'An arbitrator appointed by one party alone cannot be provided for: under section 12(5) and the Seventh Schedule of the Arbitration and Conciliation Act, 1996, a person with an interest in the dispute can neither act nor appoint the sole arbitrator (TRF Ltd v Energo Engineering Projects, 2017; Perkins Eastman Architects v HSCC (India), 2019), and unilateral appointment clauses offend equal treatment of the parties (Central Organisation for Railway Electrification v ECI-SPIC-SMO-MCML (JV), 2024). The agreement provides for an arbitrator appointed by both parties together, or by the court under section 11.'

/** A refusal for an instruction that would add a void clause, or null when it is fine. */
export function screenInstruction(instruction: string, context: DocumentContext): AiFailure | null {
  const replacing = REPLACING.exec(instruction)
  if (replacing) return screenInstruction(`add ${replacing[1] ?? ''}`, context)
  if (REMOVING.test(instruction)) return null
  if (ONE_SIDED_ARBITRATOR.test(instruction) && !JOINT_APPOINTMENT.test(instruction))
    return failure('refused', ONE_SIDED_ARBITRATOR_REASON, { statute: ARBITRATION_ACT_S12_5 })
  if (!ADDING.test(instruction)) return null
  if (NO_CHALLENGE.test(instruction) && isPatentContext(context, instruction)) {
    const grantBack = /grant[\s-]?back/i.test(instruction)
    return failure(
      'refused',
      grantBack
        ? 'An exclusive grant-back of improvements cannot be added to a patent licence: section 140 of the Patents Act, 1970 makes such a condition void. The licence can take a non-exclusive licence back of improvements instead.'
        : "A no-challenge clause cannot be added to a patent licence: section 140 of the Patents Act, 1970 makes void any condition that stops the licensee from challenging the patent's validity.",
      { statute: PATENTS_ACT_S140 },
    )
  }
  const allowed =
    RESTRAINT_ALLOWED.has(context.templateId ?? '') ||
    (!context.templateId && RESTRAINT_ALLOWED_TEXT.test(context.text ?? ''))
  const anyOtherWorkAfter = ANY_OTHER_WORK.test(instruction) && AFTER.test(instruction)
  // A clause as drafted ("shall not carry on any competing business … for two years after
  // termination"), read as the analyser reads it, besides an instruction's own words.
  const draftedAfter = restrainsCompetition(instruction) && postTerm(instruction)
  if ((NON_COMPETE.test(instruction) || anyOtherWorkAfter || draftedAfter) && !allowed) {
    const after = draftedAfter || AFTER.test(instruction)
    const duringOnly = !after && DURING_ONLY.test(instruction)
    if (duringOnly) return null
    const employment = isEmploymentContext(context)
    return failure(
      'refused',
      employment
        ? "A non-compete that applies after the employment ends cannot be added: section 27 of the Indian Contract Act, 1872 makes such a restraint void (Percept D'Mark v Zaheer Khan, 2006). The employee can be barred from competing work during the employment, and confidential information, staff and clients stay protected through the confidentiality and non-solicitation clauses."
        : 'A non-compete that applies after this agreement ends cannot be added: section 27 of the Indian Contract Act, 1872 makes a restraint of trade void, except on the sale of goodwill and between partners. A restriction during the term, confidentiality and non-solicitation can be used instead.',
      { statute: CONTRACT_ACT_S27 },
    )
  }
  return null
}
