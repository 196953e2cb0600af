import type { TemplateId } from '#domain/catalogue/index.ts'
import { formatDateLong } from '#domain/shared/dates.ts'
import { capitalise, findDates } from '../extract/index.ts'
import { phrase, quoted, sentenceCase } from './helpers.ts'
import type { TemplateRule } from './types.ts'

/** Technology templates: software licences, web development and data processing. */
export const TECHNOLOGY_RULES = {
  'software-license': {
    signals: [
      [
        /\bsoftware licen[cs]\w*|\beula\b|\bsaas\s+(?:agreement|licen[cs]e|subscription)\b|\bend[\s-]user licen[cs]e\b/i,
        8,
      ],
      [/\bsoftware\b|\bsaas\b|\bplatform\b|\berp\b|\bcrm\b/i, 3],
      [/\blicen[cs]\w*|\bsubscription\b/i, 2],
    ],
    parties: [
      {
        field: 'licensor',
        words: 'licensor|vendor|owner',
        self: /\b(?:our|my)\s+(?:[\w-]+\s+){0,3}?(?:software|app|platform|product|saas|tool|erp|crm)\b|\blicen[cs]\w*\s+(?:our|my)\b/i,
      },
      {
        field: 'licensee',
        words: 'licensee|customer|client|user',
        self: /\blicen[cs]e\s+(?:from|to use)\b|\b(?:buy|use|using|subscribe to)\s+(?:their|a)\s+(?:software|platform)\b/i,
      },
    ],
    preps: { to: 'other', from: 'other', with: 'other' },
    fallbackPreps: { to: 'licensee', from: 'licensor' },
    between: ['licensor', 'licensee'],
    money: [
      {
        field: 'licenseFee',
        cues: /\b(?:fee|licen[cs]e|for|subscription|pay\w*|price|cost)\b/i,
        period: 'keep',
        fallback: true,
      },
    ],
    extract: ({ text }) => {
      const named = quoted(text)
      const described = phrase(
        text,
        /\b(?:our|my|their|the)\s+(?=[^.]{0,60}?\b(?:software|app|application|platform|system|tool|erp|crm)\b)/i,
        /\b(?:to|for|at|with|from|on)\b|,|₹/i,
        80,
      )
      return {
        softwareDescription: described
          ? capitalise(named && !described.includes(named) ? `${described} "${named}"` : described)
          : named
            ? `"${named}"`
            : undefined,
      }
    },
  },
  'web-development': {
    signals: [
      [
        /\bweb(?:site)?\s+development\b|\bwebsites?\b|\bweb\s?site\b|\be-?commerce\s+(?:site|store|website|portal)\b|\bweb app\b|\b(?:mobile\s+)?app development\b/i,
        7,
      ],
      [
        /\b(?:build|design|develop|make|create)\w*\s+(?:a\s+|an\s+|our\s+|my\s+)?(?:new\s+)?(?:[\w-]+\s+)?(?:app|portal|online store|landing page|web)\b/i,
        4,
      ],
      [/\bdeveloper\b|\bfreelancer\b|\bmilestones?\b/i, 1],
    ],
    parties: [
      {
        field: 'developer',
        words: 'developer|agency|designer|freelancer|studio',
        self: /\bi(?:\s+am|'m)\s+(?:a\s+)?(?:web\s+)?(?:developer|freelancer|designer)\b|\bmy\s+(?:agency|studio|firm)\s+(?:will\s+)?(?:build|develop|design)\b|\b(?:i|we)\s+(?:will\s+|am\s+|are\s+)?(?:build|develop|design|make|creat)\w*\s+(?:a\s+|an\s+|the\s+)?(?:[\w-]+\s+)?(?:website|app|site|portal|store)\s+for\b/i,
      },
      {
        field: 'client',
        words: 'client|customer',
        self: /\b(?:website|app|portal|site|store)\s+for\s+(?:my|our|me|us)\b|\b(?:my|our)\s+(?:bakery|shop|business|company|restaurant|startup|clinic|store|brand|ngo|school|boutique|salon|firm)\b|\bi\s+(?:want|need)\s+(?:a|an)\s+(?:[\w-]+\s+)?(?:website|app)\b|\bhir\w*\s+(?:a\s+)?(?:developer|agency|freelancer)\b/i,
      },
    ],
    preps: { for: 'client', with: 'other', by: 'developer', from: 'developer' },
    // "Rohan Kulkarni will develop a mobile app for me": the one who builds it.
    subjects: [
      [
        /^\s*(?:will|shall|is\s+going\s+to|(?:has\s+)?agreed\s+to)\s+(?:build|design|develop|make|create)\b/i,
        'developer',
      ],
    ],
    objects: [
      [/\bhir(?:e|ing)\s+/i, 'developer'],
      [
        /\b(?:my|our)\s+(?:bakery|shop|business|company|restaurant|startup|clinic|store|brand|firm|ngo|school|boutique|salon|hotel|cafe|café)\s*,?\s*(?:called\s+|named\s+)?/i,
        'client',
      ],
    ],
    between: ['developer', 'client'],
    money: [
      {
        field: 'cost',
        cues: /\b(?:cost|budget|fee|fees|price|for|pay\w*|charge\w*|quote|amount)\b/i,
        fallback: true,
      },
    ],
    durations: [
      {
        field: 'timeline',
        cues: /\b(?:in|within|timeline|deliver\w*|complet\w*|over|by|weeks?|months?)\b/i,
        as: 'text',
        fallback: true,
      },
    ],
    extract: ({ text }) => {
      let best: string | undefined
      for (const match of text.matchAll(
        /\b((?:[\w-]+\s+){0,4}?(?:website|web\s?site|app|application|portal|online store|web app|landing page)\b(?:\s+with\s+[^.;]+?(?=,|\s+(?:for|by|in|within|at|₹|rs\b)|[.;]|$))?)/gi,
      )) {
        // "Rao will design a website": the scope starts after the verb, not at the person doing it.
        const words = (match[1] ?? '')
          .trim()
          .replace(/^.*\b(?:will|shall|to)\s+(?:build|design|develop|make|create)\s+/i, '')
          .split(/\s+/)
        while (
          words.length > 1 &&
          /^(?:build|building|design|designing|develop|developing|make|making|create|creating|a|an|the|new|our|my|for|to|want|need|needs|i|we|is|a|need)$/i.test(
            words[0] ?? '',
          )
        )
          words.shift()
        const scope = words.join(' ')
        if (words.length >= 2 && (!best || scope.length > best.length)) best = scope
      }
      return { projectScope: best ? capitalise(best) : undefined, timeline: deliveryBy(text) }
    },
  },
  'data-processing': {
    signals: [
      [/\bdata processing agreement\b|\bdpa\b|\bdata processor\b|\bdpdp\b/i, 8],
      [
        /\bpersonal data\b|\bcustomer data\b|\bprocess(?:ing)?\s+(?:our\s+|the\s+|customer\s+|user\s+)?data\b|\bdata fiduciary\b|\bdata protection\b/i,
        5,
      ],
      [/\bdata\b|\bcloud\b|\bhosting\b/i, 1],
    ],
    parties: [
      {
        field: 'dataController',
        words: 'data fiduciary|controller|fiduciary',
        self: /\b(?:our|my)\s+(?:customers?|users?|patients?|employees?|students?)'?\s+(?:personal\s+)?data\b|\bwe\s+(?:share|give|send|outsource|transfer)\b/i,
        organisation: false,
      },
      {
        field: 'dataProcessor',
        words: 'data processor|processor|vendor',
        self: /\bwe\s+(?:process|host|store|handle)\s+(?:the\s+)?(?:personal\s+)?data\s+for\b/i,
      },
    ],
    preps: { to: 'other', with: 'other', for: 'other', by: 'dataProcessor' },
    fallbackPreps: { to: 'dataProcessor', with: 'dataProcessor', for: 'dataController' },
    between: ['dataController', 'dataProcessor'],
    extract: ({ text }) => ({
      dataTypes: sentenceCase(
        phrase(
          text,
          /\b(?:data\s+(?:like|such as|including|namely|:)|(?:share|sharing|send|sending|give|giving|transfer|transferring)\s+(?:our\s+|the\s+)?(?=(?:customer|user|patient|employee|student|personal)s?'?\s)|(?:categories|types)\s+of\s+(?:personal\s+)?data(?:\s+(?:are|include|:))?|personal data\s*(?:\(|:)|process(?:es|ing)?\s+(?:our\s+)?(?=customer|user|patient|employee))\s*/i,
          /\b(?:for|to|so that|in order|with|by)\b(?!\s+(?:customers|users))/i,
          200,
        ),
      ),
      processingPurpose: sentenceCase(
        phrase(
          text,
          /\b(?:for\s+(?:the\s+)?purposes?\s+of|purpose(?:\s+is|:)|in order to|so that (?:they|it) can|to\s+(?=(?:send|host|process|store|run|manage|deliver|provide|analy[sz]e|market|handle|verify)\b)|for\s+(?=(?:hosting|sending|processing|storing|running|managing|analy[sz]ing|marketing|delivering|providing|payroll|handling|verifying)\b))\s*/i,
          /\b(?:such as|like|including|namely)\b/i,
          200,
        ),
      ),
    }),
  },
} satisfies Partial<Record<TemplateId, TemplateRule>>

/** "delivered by 15 January 2027": the timeline is the date the work is due, when no period is given. */
function deliveryBy(text: string): string | undefined {
  const due = findDates(text).find((m) =>
    /\b(?:by|before)\s+(?:the\s+)?$/i.test(text.slice(Math.max(0, m.index - 20), m.index)),
  )
  return due ? `the period from the date of this Agreement to ${formatDateLong(due.date)}` : undefined
}
