import type { TemplateId } from '#domain/catalogue/index.ts'
import { capitalise } from '../extract/index.ts'
import { nameList, phrase, sentenceCase } from './helpers.ts'
import type { TemplateRule } from './types.ts'

/** Family templates: wills, family settlements, powers of attorney and gifts. */
export const FAMILY_RULES = {
  'will-testament': {
    signals: [
      [
        /\b(?:my|a|last|make\s+a|write\s+a|draft\s+a|draft\s+my)\s+will\b(?!\s+(?:be|pay|have|not|get|give|sign|provide|take|rent|start|join|supply|build|develop|manage|act|share|receive|make|need|do|go|come|also))|\btestament\b|\bwa?siyat\w*|\bvasiyat\w*/i,
        7,
      ],
      [
        /\bafter my (?:death|demise|lifetime)\b|\bwhen i (?:die|pass away)\b|\bbequeath\w*|\bexecutor\b|\binherit\w*/i,
        5,
      ],
      [/\bbeneficiar\w*/i, 2],
      [/^\s*(?:a\s+|the\s+)?will\s+(?:for|of)\b|\bwill\s+for\s+(?:my|his|her)\b/i, 5],
    ],
    parties: [
      {
        field: 'testatorName',
        words: 'testator|testatrix',
        self: /\bmy\s+(?:last\s+)?(?:will|wasiyat|vasiyat)\b|\b(?:make|write|draft|prepare)\s+(?:a|my)\s+will\b|\bafter\s+my\s+(?:death|demise)\b/i,
      },
      { field: 'executorName', words: 'executor|executrix' },
    ],
    defaultSelf: 'testatorName',
    objects: [
      [
        /\b(?:appoint(?:ing)?|make|making|name|naming)\s+(?=(?:my\s+\w+\s+)?[A-Z][^.]*\bas\s+(?:the\s+|my\s+)?executor)/i,
        'executorName',
      ],
    ],
    preps: { for: 'testatorName' },
    extract: ({ text, assigned }) => {
      const bequest = phrase(
        text,
        /\b(?:leave|leaving|give|giving|bequeath\w*|goes?\s+to|pass(?:es)?\s+to|divide|dividing)\s+(?=(?:everything|all|my|the|it|half|equal)\b)/i,
        /\b(?:and (?:make|appoint|name)|executor|as executor)\b/i,
        240,
      )
      const executor = assigned.get('executorName')
      return {
        beneficiaries: bequest && !(executor && bequest === executor) ? capitalise(bequest) : undefined,
        assets: sentenceCase(
          phrase(
            text,
            /\b(?:my\s+)?(?:assets|properties)\s+(?:are|include|consist of|:)\s*/i,
            undefined,
            240,
          ),
        ),
      }
    },
  },
  'family-settlement': {
    signals: [
      [/\bfamily settlement\b|\bfamily arrangement\b|\bpartition deed\b|\bbatwaa?ra\b/i, 8],
      [
        /\bdivid\w*\s+(?:the\s+)?(?:family\s+|ancestral\s+|our\s+|my\s+(?:late\s+)?(?:father|mother|parents)'?s?\s+)?(?:property|properties|estate|assets|land|house)\b|\bpartition\b|\bancestral\b/i,
        5,
      ],
      [/\bsiblings\b|\bfamily members\b|\bheirs\b/i, 2],
    ],
    address: { field: 'propertyDetails' },
    extract: ({ text }) => ({
      familyMembers: nameList(
        text,
        /\b(?:between|among|amongst|family members(?:\s+are|:)?|members(?:\s+are|:)?)\s+/i,
      ),
      distribution: sentenceCase(
        phrase(
          text,
          /\b(?:distribution(?:\s+is|:)?|such that|where|so that)\s+(?=[A-Za-z])/i,
          undefined,
          240,
        ),
      ),
    }),
  },
  'power-of-attorney': {
    signals: [
      [/\bpower of attorney\b|\bpoa\b|\bgpa\b|\bmukhtar\s?nama\b/i, 12],
      [
        /\b(?:authori[sz]e|authori[sz]ing|act on my behalf|on my behalf|in my absence|while i am (?:abroad|away|outside india)|nri)\b/i,
        4,
      ],
      [/\battorney\b/i, 3],
    ],
    parties: [
      {
        field: 'principalName',
        words: 'principal|donor',
        self: /\b(?:i|we)\s+(?:want to\s+|wish to\s+|need to\s+|would like to\s+)?(?:give|grant|appoint|authori[sz]e|make|execute)\b|\bon\s+my\s+behalf\b|\bmy\s+(?:power of attorney|poa)\b/i,
      },
      { field: 'attorneyName', words: 'attorney|agent|attorney[\\s-]holder|power holder' },
    ],
    defaultSelf: 'principalName',
    objects: [
      [/\b(?:authori[sz]e|authori[sz]ing|appoint|appointing|nominate|nominating)\s+/i, 'attorneyName'],
    ],
    preps: { to: 'other', with: 'other' },
    fallbackPreps: { to: 'attorneyName' },
    durations: [
      {
        field: 'duration',
        cues: /\b(?:for|valid|period|duration|till|until)\b/i,
        as: 'text',
        fallback: true,
      },
    ],
    extract: ({ text }) => ({
      powers: sentenceCase(
        phrase(
          text,
          /\bto\s+(?=(?:sell|manage|rent|let|lease|collect|sign|operate|represent|appear|deal|handle|register|execute|pay|file|look after|take care|maintain|buy|purchase|receive|attend)\b)/i,
          /\b(?:for \d|for (?:a|one|two|three|five|six) (?:year|month)|while|till|until|during)\b/i,
          200,
        ),
      ),
    }),
  },
  'gift-deed': {
    signals: [
      [/\bgift deed\b|\bdeed of gift\b|\bdaan\s?patra\b|\bhiba\b/i, 8],
      [/\bgift\w*/i, 5],
      [
        /\bwithout (?:any\s+)?(?:consideration|payment|money)\b|\bout of (?:love|affection)\b|\bfree of cost\b/i,
        3,
      ],
    ],
    parties: [
      {
        field: 'donorName',
        words: 'donor',
        self: /\bgift\w*\s+(?:my|our)\b|\b(?:i|we)\s+(?:want to\s+|wish to\s+|am\s+|are\s+)?gift\w*\b/i,
      },
      { field: 'doneeName', words: 'donee|recipient' },
    ],
    defaultSelf: 'donorName',
    preps: { to: 'other', from: 'other' },
    fallbackPreps: { to: 'doneeName', from: 'donorName' },
    between: ['donorName', 'doneeName'],
    money: [{ field: 'propertyValue', cues: /\b(?:worth|valu\w*|market value|price)\b/i, fallback: true }],
    address: { field: 'propertyDescription' },
    extract: ({ text }) => {
      const immovable =
        /\b(?:flat|house|apartment|plot|land|property|villa|bungalow|shop|office|building|home|ghar|makaan)\b/i.test(
          text,
        )
      const movable =
        /\b(?:jewell?ery|gold|car|vehicle|shares|cash|money|funds|fixed deposits?|fds?|paintings?|ornaments|silver)\b/i.test(
          text,
        )
      const movableThing =
        movable && !immovable
          ? phrase(
              text,
              /\bgift(?:ing)?\s+(?:my|our|his|her)\s+/i,
              /\b(?:to|worth|valued|of)\b|₹|\brs\b/i,
              80,
            )
          : undefined
      return {
        propertyType:
          immovable && !movable
            ? 'Immovable Property'
            : movable && !immovable
              ? 'Movable Property'
              : undefined,
        propertyDescription: movableThing ? capitalise(movableThing) : undefined,
      }
    },
  },
} satisfies Partial<Record<TemplateId, TemplateRule>>
