import type { ChatState } from '../conversation.ts'
import { describeFormalities } from '../formalities.ts'
import { isQuestion } from '../intents.ts'
import { CAPABILITIES, explainTopic, outOfScopeReply, templateList, unknownTermReply } from '../replies.ts'
import { pendingQuestion } from './pending.ts'
import type { Outcome, Turn } from './types.ts'

/** Answers a question asked in the middle of a form, then asks the pending question again. */
export function sideQuestion(
  state: Exclude<ChatState, { step: 'idle' | 'choose' }>,
  turn: Turn,
): Outcome | undefined {
  const { intent, text } = turn
  const question = isQuestion(text)
  const templateId = state.step === 'collect' || state.step === 'confirm' ? state.templateId : undefined
  let answer: string | undefined
  if (intent.kind === 'formalities' && question) {
    const about = intent.templateId ?? templateId
    answer = about
      ? describeFormalities(
          about,
          intent.aspects,
          about === templateId && 'details' in state
            ? { details: state.details, ...(state.place ? { place: state.place } : {}) }
            : {},
        )
      : describeFormalitiesForCustom()
  } else if (intent.kind === 'explain-term')
    answer = explainTopic(intent.topic) ?? unknownTermReply(intent.topic)
  else if (intent.kind === 'out-of-scope' && question) answer = outOfScopeReply(intent.reason)
  else if (intent.kind === 'list-templates') answer = templateList()
  else if (intent.kind === 'help') answer = CAPABILITIES
  else if (intent.kind === 'greeting') answer = 'Hello again!'
  else if (intent.kind === 'thanks') answer = 'You are welcome.'
  else if (intent.kind === 'other' && question && NEEDS_WORDS.test(text)) {
    // "Is police verification needed?" while drafting: the current document's formalities and steps.
    answer = templateId
      ? describeFormalities(
          templateId,
          [],
          'details' in state
            ? { details: state.details, ...(state.place ? { place: state.place } : {}) }
            : {},
        )
      : describeFormalitiesForCustom()
  }
  if (answer === undefined) return undefined
  return { reply: `${answer}\n\nBack to where we were — ${pendingQuestion(state)}`, state }
}

export const NEEDS_WORDS = /\b(?:need(?:ed|s)?|required?|necessary|mandatory|compulsory|must|have\s+to)\b/i

function describeFormalitiesForCustom(): string {
  return [
    'For a custom agreement:',
    "- Stamp duty: payable as an agreement (Article 5, Schedule I, Indian Stamp Act, 1899, at your State's rate) — or under the article for what the arrangement really is (a lease, sale, gift or loan).",
    '- Registration: not needed unless it creates, transfers or ends an interest in land or a building worth ₹100 or more (Registration Act, 1908, s.17).',
    '- Witnesses: two are customary.',
    '- Notarisation: not required.',
    '- E-signature: allowed (Aadhaar eSign or a digital signature certificate).',
  ].join('\n')
}
