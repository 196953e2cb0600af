import type { TemplateId } from '#domain/catalogue/index.ts'
import { findNames, findRatio } from '../extract/index.ts'
import { afterName, phrase, quoted, sentenceCase } from './helpers.ts'
import type { TemplateRule } from './types.ts'

/** Business templates between firms: partnership, distribution, franchise, mutual NDA. */
export const BUSINESS_RULES = {
  'partnership-agreement': {
    signals: [
      [/\bpartnership (?:deed|agreement)\b|\bpartnership firm\b/i, 7],
      [/\bpartnership\b|\bpartners?\b|\bfirm\b/i, 3],
      [/\bprofit[\s-]?sharing\b|\bprofits?\b|\bcapital contribution\b/i, 2],
      [/\bstart(?:ing)?\s+a\s+business\s+(?:together|with)\b|\bbusiness together\b/i, 3],
    ],
    between: ['partner1', 'partner2'],
    pairCue: /\b(?:for|of|with)\s+/i,
    preps: { with: 'partner2' },
    defaultSelf: 'partner1',
    parties: [
      { field: 'partner1', words: 'first partner|partner 1|partner one' },
      { field: 'partner2', words: 'second partner|partner 2|partner two' },
    ],
    extract: ({ text }) => {
      const each =
        /\beach\s+(?:of\s+us\s+|partner\s+)?(?:investing|contributing|putting in|bringing(?: in)?|will (?:invest|contribute|put in|bring))\s+((?:₹|rs\.?\s*)?\d[\d,.]*\s*(?:lakhs?|crores?|thousand|k)?)/i.exec(
          text,
        )
      return {
        businessName:
          quoted(text) ??
          afterName(
            text,
            /\b(?:firm|business|company)\s+(?:called|named|name(?:d)? as|name will be|:)\s*/i,
          ) ??
          findNames(text).find((n) => /^M\/s/i.test(n.name))?.name,
        profitSharing:
          findRatio(text)?.text ??
          (/\b(?:equally|equal(?:ly)? shares?|share profits equally)\b/i.test(text)
            ? 'Equal shares'
            : undefined),
        capitalContribution: each ? `${each[1]} each` : undefined,
      }
    },
  },
  'distribution-agreement': {
    signals: [
      [/\bdistribution agreement\b|\bdistributorship\b|\bdealership\b/i, 7],
      [/\bdistribut\w*|\bdealer\b|\bstockist\b|\bc&f\b/i, 4],
      [/\bterritory\b|\bexclusive(?:ly)?\b/i, 1],
    ],
    parties: [
      {
        field: 'manufacturer',
        words: 'manufacturer|principal|company',
        self: /\bappoint\w*\b|\bour\s+(?:products|brand|goods)\b|\bwe\s+(?:manufacture|make|produce)\b/i,
      },
      {
        field: 'distributor',
        words: 'distributor|dealer|stockist',
        self: /\b(?:i|we)\s+(?:want to\s+|will\s+)?(?:become|be)\s+(?:a\s+|the\s+)?(?:distributor|dealer)\b|\bdistributorship\s+(?:of|for|from)\b/i,
      },
    ],
    objects: [[/\bappoint(?:ing)?\s+/i, 'distributor']],
    preps: { to: 'other', from: 'other', with: 'other' },
    fallbackPreps: { to: 'distributor', from: 'manufacturer' },
    between: ['manufacturer', 'distributor'],
    territory: 'territory',
    extract: ({ text }) => ({
      products: sentenceCase(
        phrase(
          text,
          /\b(?:distribut\w*|sell\w*|products?(?:\s+(?:are|is|:))?|for\s+our)\s+(?:our\s+|their\s+|the\s+)?(?=[a-z"'A-Z])/i,
          /\b(?:in|across|for|to|throughout|within|as|on)\b|,/i,
          120,
        ),
      ),
    }),
  },
  'franchise-agreement': {
    signals: [
      [/\bfranchis\w*/i, 7],
      [/\broyalty\b|\boutlet\b/i, 1],
    ],
    parties: [
      {
        field: 'franchisor',
        words: 'franchisor',
        self: /\b(?:my|our)\s+(?:brand|cafe|café|restaurant|chain|outlet|store|business|bakery)\b|\bgiv(?:e|ing)\s+(?:a\s+)?franchise\b/i,
      },
      {
        field: 'franchisee',
        words: 'franchisee',
        self: /\b(?:take|taking|buy|buying|get|getting|want)\s+(?:a\s+|the\s+)?franchise\b|\bfranchise\s+(?:of|from)\b|\bto\s+me\b/i,
      },
    ],
    preps: { to: 'other', from: 'other', with: 'other' },
    fallbackPreps: { to: 'franchisee', from: 'franchisor' },
    objects: [[/\bfranchise\s+(?:of|from)\s+/i, 'franchisor']],
    between: ['franchisor', 'franchisee'],
    money: [
      {
        field: 'franchiseFee',
        cues: /\b(?:franchise fee|fee|one[\s-]time|upfront|initial|for)\b/i,
        fallback: true,
      },
    ],
    territory: 'territory',
  },
  'mutual-nda': {
    signals: [
      [
        /\bmutual\s+(?:nda|non[\s-]?disclosure|confidentiality)\b|\btwo[\s-]way\s+(?:nda|confidentiality)\b/i,
        8,
      ],
      [/\bmutual(?:ly)?\b|\bboth\s+ways\b/i, 3],
      [/\bnda\b|\bnon[\s-]?disclosure\b|\bconfidentiality agreement\b/i, 3],
      [
        /\b(?:both (?:sides|parties|companies)|each other|exchange (?:of )?(?:information|data)|discussions?|evaluat\w*|potential (?:deal|partnership|collaboration|acquisition)|explore|exploring|between)\b/i,
        2,
      ],
    ],
    between: ['party1', 'party2'],
    pairCue: /\b(?:for|of|with)\s+/i,
    preps: { with: 'party2' },
    defaultSelf: 'party1',
    durations: [
      {
        field: 'duration',
        cues: /\b(?:for|duration|period|lasts?|valid|till|until|years?)\b/i,
        as: 'text',
        fallback: true,
      },
    ],
    extract: ({ text }) => ({
      purpose: sentenceCase(
        phrase(
          text,
          /\b(?:to (?=discuss|evaluate|explore|share|assess)|for (?=discussing|evaluating|exploring|a potential|the potential|possible|a possible)|purpose(?: is|:)?|regarding|about)\s*/i,
          /\b(?:for \d|for (?:a|one|two|three|five) (?:year|month)|valid|lasting)\b/i,
          160,
        ),
      ),
    }),
  },
} satisfies Partial<Record<TemplateId, TemplateRule>>
