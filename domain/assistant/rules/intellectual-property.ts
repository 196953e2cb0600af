import type { TemplateId } from '#domain/catalogue/index.ts'
import { phrase, quoted } from './helpers.ts'
import type { TemplateRule } from './types.ts'

/** Intellectual-property templates: trademark and patent licences, copyright assignment. */
export const IP_RULES = {
  'trademark-license': {
    signals: [
      [/\btrade\s?mark\s+licen[cs]\w*|\bbrand licen[cs]\w*/i, 8],
      [/\btrade\s?marks?\b|\bbrand name\b|\blogo\b|\bbrand\b/i, 3],
      [/\blicen[cs]\w*/i, 2],
    ],
    parties: [
      {
        field: 'licensor',
        words: 'licensor|owner|proprietor',
        self: /\b(?:my|our)\s+(?:brand|trade\s?mark|logo|mark)\b|\blicen[cs]\w*\s+(?:my|our)\b/i,
      },
      {
        field: 'licensee',
        words: 'licensee',
        self: /\b(?:use|using)\s+(?:their|the|a|his|her)\s+(?:brand|trade\s?mark)\b|\blicen[cs]e\s+from\b/i,
      },
    ],
    preps: { to: 'other', from: 'other', with: 'other' },
    fallbackPreps: { to: 'licensee', from: 'licensor' },
    between: ['licensor', 'licensee'],
    money: [
      {
        field: 'licenseFee',
        cues: /\b(?:fee|royalty|for|licen[cs]e|pay\w*)\b/i,
        period: 'keep',
        fallback: true,
      },
    ],
    extract: ({ text }) => {
      const named = quoted(text)
      const brand =
        named ??
        phrase(
          text,
          /\b(?:brand(?:\s+name)?|trade\s?mark|mark|logo)(?:\s+(?:is|called|named))?\s+(?=[A-Z])/,
          /\b(?:to|for|from|in|at|with|and)\b|[,(]/,
          60,
        )
      return { trademark: brand ? (named ? `"${named}"` : brand) : undefined }
    },
  },
  'copyright-assignment': {
    signals: [
      [
        /\bcopyright assignment\b|\bassignment of copyright\b|\bassign(?:ing)?\s+(?:the\s+|my\s+|all\s+)?copyright\b/i,
        8,
      ],
      [/\bcopyright\w*/i, 4],
      [
        /\b(?:novel|book|song|lyrics|music|artwork|illustrations?|photographs?|script|screenplay|manuscript|poems?|articles?|logo design|paintings?)\b/i,
        2,
      ],
      [/\bassign\w*/i, 2],
    ],
    parties: [
      {
        field: 'assignor',
        words: 'assignor|author|writer|creator|artist',
        self: /\b(?:my|our)\s+(?:novel|book|song|lyrics|music|artwork|illustrations?|photographs?|script|screenplay|manuscript|poems?|articles?|paintings?|work)\b|\bassign\w*\s+(?:my|our)\b|\bi\s+(?:wrote|created|composed|designed|photographed|illustrated|painted)\b/i,
      },
      {
        field: 'assignee',
        words: 'assignee|publisher|producer',
        self: /\b(?:we|i)\s+(?:commissioned|want to (?:buy|acquire) the (?:copyright|rights))\b/i,
      },
    ],
    preps: { to: 'other', from: 'other', with: 'other' },
    fallbackPreps: { to: 'assignee', from: 'assignor' },
    between: ['assignor', 'assignee'],
    money: [
      {
        field: 'consideration',
        cues: /\b(?:for|consideration|fee|price|pay\w*|amount|royalty)\b/i,
        fallback: true,
      },
    ],
    extract: ({ text }) => {
      const title = quoted(text)
      const kind =
        /\b(novel|book|song|lyrics|music|album|artwork|illustrations?|photographs?|script|screenplay|manuscript|poems?|articles?|paintings?|logo|software|code)\b/i.exec(
          text,
        )?.[1]
      if (title) return { work: `The ${kind ? `${kind.toLowerCase()} ` : 'work '}"${title}"` }
      const named = kind
        ? phrase(
            text,
            new RegExp(String.raw`\b${kind}\s+(?:titled\s+|called\s+|named\s+)?(?=[A-Z])`),
            /\b(?:to|for|from|at|with|and)\b|[,(]/,
            80,
          )
        : undefined
      return { work: named && kind ? `The ${kind.toLowerCase()} "${named}"` : undefined }
    },
  },
  'patent-license': {
    signals: [
      [/\bpatent licen[cs]\w*/i, 8],
      [/\bpatent\w*/i, 5],
      [/\broyalty\b|\blicen[cs]\w*/i, 1],
    ],
    parties: [
      {
        field: 'patentOwner',
        words: 'patent owner|patentee|licensor|owner',
        self: /\b(?:my|our)\s+patent\b|\b(?:we|i)\s+(?:own|hold)\s+(?:a\s+|the\s+)?patent\b/i,
      },
      { field: 'licensee', words: 'licensee' },
    ],
    preps: { to: 'other', from: 'other', with: 'other' },
    fallbackPreps: { to: 'licensee', from: 'patentOwner' },
    between: ['patentOwner', 'licensee'],
    percents: [{ field: 'royaltyRate', cues: /\broyalt\w*|\bof (?:net )?sales\b|\brate\b/i, fallback: true }],
    extract: ({ text }) => {
      const number = /\b(?:indian\s+)?patent\s+(?:no\.?|number)\s*:?\s*([\w/-]*\d[\w/-]*)/i.exec(text)
      const title = quoted(text)
      const parts = [
        number ? `Indian Patent No. ${number[1]}` : undefined,
        title ? `"${title}"` : undefined,
      ].filter(Boolean)
      return { patentDetails: parts.length > 0 ? parts.join(', ') : undefined }
    },
  },
} satisfies Partial<Record<TemplateId, TemplateRule>>
