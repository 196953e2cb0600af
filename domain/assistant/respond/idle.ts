import { type TemplateId, getTemplate } from '#domain/catalogue/index.ts'
import type { ChatState } from '../conversation.ts'
import { describeFormalities } from '../formalities.ts'
import { isQuestion } from '../intents.ts'
import { interpretRequest } from '../interpret.ts'
import { extractDetails } from '../interpret/extraction.ts'
import { namedTemplate } from '../interpret/rank.ts'
import {
  CAPABILITIES,
  FALLBACK,
  WELCOME,
  explainTopic,
  outOfScopeReply,
  templateList,
  unknownTermReply,
} from '../replies.ts'
import { startCustom } from './custom.ts'
import { startCollect } from './form.ts'
import { NEEDS_WORDS } from './side-questions.ts'
import type { Choose, Outcome, Turn } from './types.ts'

const NOTHING_PENDING =
  'There is nothing waiting for your answer. Tell me which agreement you need, or ask about formalities or a legal term.'

export function onIdle(state: Extract<ChatState, { step: 'idle' }>, turn: Turn): Outcome {
  const { intent, text } = turn
  const idle: ChatState = state
  switch (intent.kind) {
    case 'greeting':
      return { reply: WELCOME, state: idle }
    case 'thanks':
      return { reply: 'You are welcome! Is there anything else I can draft or explain?', state: idle }
    case 'help':
      return { reply: CAPABILITIES, state: idle }
    case 'list-templates':
      return { reply: templateList(), state: idle }
    case 'affirm':
      // "create the agreement" with nothing in progress is a request, not an answer.
      if (/\b(?:agreement|contract|deed|letter|document)\b/i.test(text))
        return startFromDescription(text, turn, undefined)
      return { reply: NOTHING_PENDING, state: idle }
    case 'deny':
    case 'skip':
    case 'keep':
      return { reply: NOTHING_PENDING, state: idle }
    case 'formalities': {
      const templateId = intent.templateId ?? state.topic
      if (!templateId) {
        return {
          reply:
            'Which document do you mean? For example: "do I need to register a rental agreement?", "is stamp duty payable on a will?" or "can a gift deed be e-signed?".',
          state: idle,
        }
      }
      const known =
        templateId === state.topic
          ? {
              ...(state.details ? { details: state.details } : {}),
              ...(state.place ? { place: state.place } : {}),
            }
          : {}
      const next: ChatState = templateId === state.topic ? state : { step: 'idle', topic: templateId }
      const formalities = describeFormalities(templateId, intent.aspects, known)
      return { reply: intent.note ? `${intent.note}\n\n${formalities}` : formalities, state: next }
    }
    case 'explain-term':
      return { reply: explainTopic(intent.topic) ?? unknownTermReply(intent.topic), state: idle }
    case 'out-of-scope':
      return { reply: outOfScopeReply(intent.reason), state: idle }
    case 'custom':
      return startCustom(text, turn)
    case 'other':
      // "Is police verification needed?" after a document: its formalities and other steps.
      if (state.topic && isQuestion(text) && NEEDS_WORDS.test(text)) {
        const known = {
          ...(state.details ? { details: state.details } : {}),
          ...(state.place ? { place: state.place } : {}),
        }
        return { reply: describeFormalities(state.topic, [], known), state: idle }
      }
      return startFromDescription(text, turn, undefined)
    case 'draft':
    case 'empty':
    case 'cancel':
      return startFromDescription(text, turn, intent.kind === 'draft' ? intent.templateId : undefined)
  }
}

function startFromDescription(text: string, turn: Turn, mentioned: TemplateId | undefined): Outcome {
  const interpretation = interpretRequest(text, { today: turn.today })
  if (interpretation.kind === 'template') {
    const named = namedTemplate(text)
    if (!named && interpretation.confidence < 0.3 && interpretation.alternatives.length > 0) {
      const candidates = [interpretation.templateId, ...interpretation.alternatives].slice(0, 4)
      return offerChoice(
        'Your description could fit more than one document:',
        candidates,
        'Reply with the number or the name of the one you want.',
        text,
      )
    }
    return startCollect(
      interpretation.templateId,
      extractDetails(interpretation.templateId, text, { today: turn.today }),
      interpretation.instrumentNote,
    )
  }
  // A thing the named template cannot take ("rent my car"): a custom agreement, and the reason.
  if (interpretation.instrumentNote) return startCustom(text, turn)
  if (mentioned) return startCollect(mentioned, extractDetails(mentioned, text, { today: turn.today }))
  const bare =
    interpretation.parties.length === 0 &&
    interpretation.obligations.length === 0 &&
    text.split(/\s+/).length <= 6
  if (bare && /\b(?:agreement|contract|deed|document|letter)\b/i.test(text))
    return { reply: WHICH_DOCUMENT, state: { step: 'idle' } }
  const wantsDocument = turn.intent.kind === 'draft' || interpretation.obligations.length > 0
  if (wantsDocument) return startCustom(text, turn)
  if (interpretation.alternatives.length > 0) {
    return offerChoice(
      'I am not sure which document you need. Did you mean one of these?',
      interpretation.alternatives.slice(0, 3),
      'Reply with the number, or describe the arrangement in more detail.',
      text,
    )
  }
  return { reply: FALLBACK, state: { step: 'idle' } }
}

/** The templates the description may mean, numbered, with a custom agreement last. */
function offerChoice(
  heading: string,
  candidates: TemplateId[],
  closing: string,
  description: string,
): Outcome {
  return {
    reply: [
      heading,
      ...candidates.map((id, i) => `${i + 1}. ${getTemplate(id).name} — ${getTemplate(id).description}`),
      `${candidates.length + 1}. A custom agreement`,
      '',
      closing,
    ].join('\n'),
    state: { step: 'choose', candidates, description },
  }
}

const WHICH_DOCUMENT = [
  'Which agreement do you need? For example: a rental agreement, an employment contract, a sale agreement, a loan agreement, a partnership deed, a will, or a non-disclosure agreement.',
  'You can also describe the arrangement in your own words, say "custom agreement" if no template fits, or ask me to "show templates".',
].join('\n')

// ───────────────────────────────── choosing a template ─────────────────────────────────

export function onChoose(state: Choose, turn: Turn): Outcome {
  const text = turn.text.trim().toLowerCase()
  const number = /^\s*(\d)\s*\.?\s*$/.exec(text)?.[1]
  let chosen: TemplateId | 'custom' | undefined
  if (number)
    chosen = Number(number) === state.candidates.length + 1 ? 'custom' : state.candidates[Number(number) - 1]
  else if (/\bcustom\b|\bnone\b|\bother\b/.test(text)) chosen = 'custom'
  else {
    const named = namedTemplate(turn.text)
    chosen =
      named ??
      state.candidates.find((id) =>
        text.includes(getTemplate(id).name.toLowerCase().split(/\s+/)[0] ?? '\u0000'),
      )
  }
  if (chosen === 'custom') return startCustom(state.description, turn)
  if (chosen) return startCollect(chosen, extractDetails(chosen, state.description, { today: turn.today }))
  return onIdle({ step: 'idle' }, turn)
}
