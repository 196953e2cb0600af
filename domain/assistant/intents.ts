import type { TemplateId } from '#domain/catalogue/index.ts'
import { type Formality, formalitiesAsked } from './formalities.ts'
import { chooseInstrument, namedTemplate, rankTemplates } from './interpret.ts'
import { type InstrumentChoice, movableInPremisesTemplate } from './interpret/instrument.ts'
import { normaliseText } from './extract/index.ts'

/**
 * What a chat message asks for, read from the message alone; the responder decides what
 * it means given the conversation so far (an "ok" confirms a summary, "skip" leaves out an
 * optional field, a question mid-form is answered and the form resumes).
 */

export type OutOfScopeReason = 'legal-advice' | 'case-law' | 'needs-model'

export type Intent =
  | { readonly kind: 'empty' }
  | { readonly kind: 'cancel' }
  | { readonly kind: 'affirm' }
  | { readonly kind: 'deny' }
  | { readonly kind: 'skip' }
  | { readonly kind: 'keep' }
  | { readonly kind: 'greeting' }
  | { readonly kind: 'thanks' }
  | { readonly kind: 'help' }
  | { readonly kind: 'list-templates' }
  | {
      readonly kind: 'formalities'
      readonly templateId?: TemplateId
      readonly aspects: readonly Formality[]
      /** Set when the document asked about is not the one the law uses for it ("a sale deed for a car"). */
      readonly note?: string
    }
  | { readonly kind: 'explain-term'; readonly topic: string }
  | { readonly kind: 'out-of-scope'; readonly reason: OutOfScopeReason }
  | { readonly kind: 'custom' }
  | { readonly kind: 'draft'; readonly templateId?: TemplateId }
  | { readonly kind: 'other' }

export type IntentKind = Intent['kind']

const CANCEL =
  /^(?:(?:please|let'?s|lets|can\s+we|i\s+want\s+to|i'?d\s+like\s+to|ok(?:ay)?|no)[\s,]+)?(?:cancel|stop|abort|quit|exit|reset|restart|start\s+over|start\s+again|begin\s+again|new\s+chat|never\s?mind|forget\s+(?:it|this|that)|scrap\s+(?:it|this|that)|clear(?:\s+(?:it|this|all))?|band\s+karo|rehne\s+do)\b(?:\s+(?:it|this|that|please|all|everything|the\s+\w+|now))*[\s.!]*$/i
const AFFIRM_STRONG = new Set([
  'y',
  'yes',
  'yeah',
  'yea',
  'yep',
  'yup',
  'sure',
  'ok',
  'okay',
  'k',
  'fine',
  'correct',
  'right',
  'confirm',
  'confirmed',
  'proceed',
  'go',
  'perfect',
  'done',
  'haan',
  'han',
  'ha',
  'ji',
  'theek',
  'thik',
  'chalo',
  'bilkul',
  'sahi',
  'generate',
  'create',
  'draft',
  'make',
  'lgtm',
  'alright',
  'absolutely',
  'good',
  'great',
])
const AFFIRM_FILLER = new Set([
  'ahead',
  'do',
  'it',
  'looks',
  'all',
  'thats',
  'that',
  'is',
  'hai',
  'please',
  'pls',
  'thanks',
  'thank',
  'you',
  'now',
  'the',
  'agreement',
  'document',
  'deed',
  'letter',
  'contract',
  'everything',
  'sounds',
  'details',
  'are',
  'so',
  'very',
  'much',
  'then',
])

/** "yes", "ok, generate it please", "haan ji", "looks good, go ahead" — nothing but assent. */
function isAffirm(text: string): boolean {
  const words = text
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z\s-]/g, ' ')
    .split(/[\s-]+/)
    .filter(Boolean)
  return (
    words.length > 0 &&
    words.length <= 10 &&
    words.every((w) => AFFIRM_STRONG.has(w) || AFFIRM_FILLER.has(w)) &&
    words.some((w) => AFFIRM_STRONG.has(w))
  )
}
const DENY =
  /^(?:n|no|nope|nah|not\s+yet|wait|hold\s+on|nahi|nahin|na|incorrect|wrong|that'?s\s+wrong|not\s+(?:right|correct))\b/i
const SKIP =
  /^(?:skip(?:\s+(?:it|this))?|pass|leave\s+(?:it\s+)?(?:blank|empty|out)|not\s+applicable|n\/?a|none|no\s+change|unchanged|same\s+as\s+before)[\s.!]*$/i
const KEEP =
  /^(?:keep(?:\s+(?:it|that|this))?(?:\s+as\s+(?:it\s+is|is))?|that'?s\s+(?:enough|fine)|it'?s\s+fine|as\s+it\s+is|ok\s+as\s+is|use\s+(?:it|that)(?:\s+as\s+it\s+is)?)[\s.!]*$/i
const GREETING =
  /^(?:hi+|hello+|hey+|hiya|namaste|namaskar|vanakkam|good\s+(?:morning|afternoon|evening|day)|greetings)(?:\s+(?:there|sir|madam|team|assistant|bot))?[\s!.,]*$/i
const THANKS =
  /^(?:thanks?(?:\s+(?:a\s+lot|so\s+much|you(?:\s+so\s+much)?))?|thank\s+you(?:\s+so\s+much)?|thx|ty|dhanyavaa?d|shukriya|great,?\s+thanks?)[\s!.,]*$/i
const HELP =
  /^(?:help|\?|menu|options|what\s+can\s+you\s+do|what\s+do\s+you\s+do|how\s+does\s+this\s+work|how\s+(?:do|can)\s+i\s+use\s+(?:this|you)|who\s+are\s+you|what\s+are\s+you|how\s+can\s+you\s+help(?:\s+me)?)[\s?!.]*$/i
const LIST =
  /\b(?:list|show|which|what|all)\b[^?]{0,30}\btemplates?\b|\bwhat\s+(?:documents|agreements|contracts)\s+(?:can|do)\s+you\b|\btemplates?\s+(?:do\s+you\s+have|available)\b/i

const ADVICE =
  /\b(?:sue|suing|lawsuit|file\s+(?:a\s+)?(?:case|complaint|fir|suit|petition)|fir\b|police\s+complaint|legal\s+notice|court\s+case|go\s+to\s+court|take\s+(?:him|her|them|my\s+\w+)\s+to\s+court|evict\w*|not\s+(?:returning|paying|vacating)|(?:has|have|had)(?:n't|\s+not)\s+(?:paid|returned|vacated|delivered|refunded)|not\s+paid|what\s+should\s+i\s+do|what\s+can\s+i\s+do\s+(?:about|if|when)|refus\w*\s+to\s+(?:pay|return|vacate|leave)|cheated|harass\w*|divorce|custody|alimony|maintenance\s+case|bail\b|arrest\w*|consumer\s+(?:court|forum|complaint)|cheque\s+bounce|bounced\s+cheque|defamation|dispute\s+with|what\s+are\s+my\s+rights|my\s+rights|am\s+i\s+liable|how\s+(?:do|can)\s+i\s+recover|win\s+(?:the|my)\s+case|chances\s+of\s+winning|legal\s+advice|advise\s+me|should\s+i\s+sign|is\s+it\s+legal\s+(?:for|to)|can\s+(?:he|she|they|my\s+\w+)\s+(?:legally|throw|kick|force|stop))\b/i
const CASE_LAW =
  /\b(?:case[\s-]laws?|judg(?:e)?ments?|precedents?|citations?|rulings?|landmark\s+cases?|(?:supreme|high)\s+court\s+(?:held|said|ruled|decided|judgment)|scc\b|air\s+\d{4}|cite\s+(?:a\s+)?cases?)\b/i
const NEEDS_MODEL =
  /\b(?:translate|translation\s+of|summari[sz]e|summary\s+of\s+(?:my|this|the)|review\s+(?:my|this|the|attached)\s+(?:contract|agreement|document|deed|file)|check\s+(?:my|this|the|attached)\s+(?:contract|agreement|document)|analy[sz]e\s+(?:my|this|the)|proofread|rewrite|paraphrase|write\s+(?:a|an|me\s+a)?\s*(?:poem|story|essay|email|e-mail|song|joke|blog|tweet)|tell\s+me\s+a\s+joke|weather|news|stock\s+price|cricket|recipe|movie)\b/i

const DEFINITION =
  /^(?:(?:please\s+)?(?:what(?:'s|\s+is|\s+are|\s+does)|define|meaning\s+of|explain(?:\s+the\s+term)?|what\s+do\s+you\s+mean\s+by|what\s+is\s+meant\s+by|tell\s+me\s+about|can\s+you\s+explain)\s+(?:an?\s+|the\s+)?)(.+?)(?:\s+mean(?:s)?)?\s*\??$/i
const DEFINITION_HINGLISH =
  /^(?:(.+?)\s+(?:kya\s+(?:hai|hota\s+hai|hoti\s+hai)|ka\s+matlab(?:\s+kya\s+hai)?|matlab|meaning))\s*\??$/i
const QUALIFIER =
  /\b(?:for|on|in|of\s+(?:my|a|an|the|this)|needed|required|payable|necessary|mandatory|compulsory|do\s+i|should|must|how\s+much|how\s+many|can\s+i|is\s+it)\b/i

const FORMALITY_WORDS =
  /\bformalit\w*|\bexecut(?:e|ion)\b|\bmake\s+it\s+(?:legal|valid)\b|\blegally\s+valid\b|\bvalid\s+in\s+court\b/i
const QUESTION =
  /\?\s*$|^(?:what|how|why|when|where|which|who|explain|define|tell\s+me|meaning|kya)\b|^(?:do|does|did|is|are|can|could|should|must|will|would|shall)\s+(?:i|we|you|it|he|she|they|this|that|these|there|the|a|an|my|our|stamp|registration|witness\w*|notar\w*|e-?sign\w*)\b/i
const DRAFT_VERB =
  /\b(?:draft|create|make|prepare|generate|write|need|want|require|start|begin|get|build|like|looking\s+for|bana\w*|banwa\w*|chahiye)\b/i
const DOCUMENT_NOUN =
  /\b(?:agreement|contract|deed|letter|nda|will|resolution|document|mou|license|licence|lease|poa|power\s+of\s+attorney|testament|settlement|kiraya\s?nama|template)\b/i
const CUSTOM = /\bcustom\s+(?:agreement|contract|document|deed)\b/i

/** Whether the message reads as a question rather than an answer. */
export function isQuestion(text: string): boolean {
  return QUESTION.test(text.trim())
}

/** A template the message names or clearly describes, with the sale instrument the law allows. */
export function instrumentMentioned(text: string): InstrumentChoice | undefined {
  const named = namedTemplate(text)
  const top = rankTemplates(text)[0]
  const found = named ?? (top && top.score >= 5 ? top.templateId : undefined)
  // "Rent my car": the premises template named does not fit, and no template does.
  if (!found || movableInPremisesTemplate(text, found)) return undefined
  return chooseInstrument(text, found)
}

export function templateMentioned(text: string): TemplateId | undefined {
  return instrumentMentioned(text)?.templateId
}

function definitionTopic(text: string): string | undefined {
  const trimmed = text.trim()
  const match = DEFINITION.exec(trimmed) ?? DEFINITION_HINGLISH.exec(trimmed)
  const topic = match?.[1]?.trim().replace(/^["'“]|["'”]$/g, '')
  if (!topic) return undefined
  if (topic.split(/\s+/).length > 6 || QUALIFIER.test(topic)) return undefined
  if (/^(?:you|this|that|it|up|new|going\s+on|the\s+(?:process|procedure))$/i.test(topic)) return undefined
  return topic
}

export function detectIntent(message: string): Intent {
  const text = normaliseText(message).trim()
  if (text === '') return { kind: 'empty' }
  if (CANCEL.test(text)) return { kind: 'cancel' }
  if (SKIP.test(text)) return { kind: 'skip' }
  if (KEEP.test(text)) return { kind: 'keep' }
  if (isAffirm(text)) return { kind: 'affirm' }
  if (DENY.test(text) && text.split(/\s+/).length <= 4) return { kind: 'deny' }
  if (GREETING.test(text)) return { kind: 'greeting' }
  if (THANKS.test(text)) return { kind: 'thanks' }
  if (HELP.test(text)) return { kind: 'help' }
  if (CASE_LAW.test(text)) return { kind: 'out-of-scope', reason: 'case-law' }
  if (ADVICE.test(text) && !/\bpolice\s+verification\b/i.test(text))
    return { kind: 'out-of-scope', reason: 'legal-advice' }
  if (NEEDS_MODEL.test(text)) return { kind: 'out-of-scope', reason: 'needs-model' }
  if (LIST.test(text) && !DRAFT_VERB.test(text.replace(/\b(?:which|what|show|list)\b/gi, '')))
    return { kind: 'list-templates' }

  const topic = definitionTopic(text)
  const aspects = formalitiesAsked(text)
  if (topic && !templateMentioned(topic)) return { kind: 'explain-term', topic }
  if (aspects.length > 0 || (FORMALITY_WORDS.test(text) && isQuestion(text))) {
    const asksAboutDocument =
      isQuestion(text) ||
      /\b(?:need|required|payable|necessary|mandatory|compulsory|how\s+much|how\s+many)\b/i.test(text)
    if (asksAboutDocument && !/\b(?:draft|create|prepare|generate|write)\b/i.test(text)) {
      const choice = instrumentMentioned(text)
      if (!choice) return { kind: 'formalities', aspects }
      return {
        kind: 'formalities',
        templateId: choice.templateId,
        aspects,
        ...(choice.note ? { note: choice.note } : {}),
      }
    }
  }
  if (topic) return { kind: 'explain-term', topic }
  if (CUSTOM.test(text)) return { kind: 'custom' }
  const templateId = templateMentioned(text)
  // A question about a document that asks for nothing to be drafted: its formalities and steps.
  if (isQuestion(text) && !DRAFT_VERB.test(text)) {
    const [top, second] = rankTemplates(text)
    const about =
      templateId ??
      (top && top.score >= 3 && top.score >= (second?.score ?? 0) + 2 ? top.templateId : undefined)
    if (about) return { kind: 'formalities', templateId: about, aspects }
  }
  if (templateId) return { kind: 'draft', templateId }
  if (DRAFT_VERB.test(text) && DOCUMENT_NOUN.test(text)) return { kind: 'draft' }
  return { kind: 'other' }
}
