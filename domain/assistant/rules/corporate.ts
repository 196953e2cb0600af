import type { TemplateId } from '#domain/catalogue/index.ts'
import { findNames, findRatio } from '../extract/index.ts'
import { afterName, holdings, nameList, phrase, quoted, selectFrom, sentenceCase } from './helpers.ts'
import type { TemplateRule } from './types.ts'

/** Corporate templates: shareholders, board resolutions, incorporation, M&A, joint ventures, LLPs. */
export const CORPORATE_RULES = {
  'shareholders-agreement': {
    signals: [
      [/\bshareholders?'?\s+agreement\b|\bsha\b/i, 7],
      [/\bshareholders?\b|\bshareholding\b|\bequity split\b|\bcap table\b/i, 3],
      [/\btag[\s-]along\b|\bdrag[\s-]along\b|\brofr\b|\breserved matters\b|\bvoting rights\b/i, 3],
    ],
    parties: [{ field: 'companyName', words: 'company', organisation: true }],
    preps: { for: 'companyName', of: 'companyName', in: 'companyName' },
    money: [{ field: 'shareCapital', cues: /\b(?:share capital|paid[\s-]up|capital)\b/i, fallback: true }],
    extract: ({ text }) => ({
      shareholders: holdings(text) ?? nameList(text, /\bshareholders?\s+(?:are|will be|:|being)?\s*/i),
      votingRights: sentenceCase(
        phrase(text, /\bvoting(?:\s+rights)?(?:\s+(?:is|are|will be|:))?\s*/i, /\b(?:and the|with)\b/i, 120),
      ),
    }),
  },
  'board-resolution': {
    signals: [
      [
        /\bboard resolution\b|\bresolution of the board\b|\bboard of directors'? (?:resolution|meeting)\b/i,
        8,
      ],
      [/\bresolution\b/i, 3],
      [/\bboard meeting\b|\bdirectors?\b/i, 2],
    ],
    parties: [{ field: 'companyName', words: 'company', organisation: true }],
    preps: { for: 'companyName', of: 'companyName', by: 'companyName' },
    dates: [{ field: 'meetingDate', cues: /\b(?:meeting|held|dated|on)\b/i }],
    extract: ({ text }) => ({
      resolutionType: selectFrom(text, [
        [/\b(?:appoint\w*|induct\w*)\b/i, 'Appointment'],
        [/\b(?:remov\w*|resignation of|ceas\w*)\b/i, 'Removal'],
        [
          /\b(?:borrow\w*|loan|bank account|open(?:ing)? (?:an? )?(?:current )?account|invest\w*|allot\w*|issue of shares|approve (?:the )?(?:accounts|financial statements)|financial)\b/i,
          'Financial',
        ],
        [/\bpolicy\b/i, 'Policy'],
      ]),
      details: sentenceCase(
        phrase(
          text,
          /\b(?:to|for)\s+(?=(?:appoint|remov|open|clos|borrow|approv|authori[sz]|allot|issu|accept|chang|shift|invest|adopt|avail|sign|execut|grant|declar|increas|transfer|purchas|sell|lease|take)\w*\b)/i,
          /\b(?:at (?:the|a|our) (?:board )?meeting|meeting|held|dated)\b|\s(?:for|of)\s+(?=[A-Z][\w\s]*\b(?:Pvt|Private|Ltd|Limited|LLP)\b)|\son\s+\d|,/i,
          200,
        ) ??
          phrase(
            text,
            /\bresolution\s+(?:approving|authori[sz]ing|regarding|about|on)\s+/i,
            /\b(?:at (?:the|a|our) (?:board )?meeting|meeting|held|dated)\b|,/i,
            200,
          ),
      ),
    }),
  },
  'incorporation-agreement': {
    signals: [
      [
        /\bincorporation agreement\b|\bfounders'?\s+agreement\b|\bco-?founders?'?\s+agreement\b|\bpre[\s-]incorporation\b/i,
        8,
      ],
      [
        /\bincorporat\w*|\b(?:register|start|form|set up|setting up|starting|forming|registering)\s+(?:a|our|my)\s+(?:new\s+)?(?:private limited\s+|pvt\.? ltd\.?\s+)?company\b/i,
        4,
      ],
      [/\bco-?founders?\b|\bfounders?\b/i, 3],
      [/\bauthori[sz]ed capital\b/i, 3],
    ],
    money: [
      {
        field: 'authorizedCapital',
        cues: /\b(?:authori[sz]ed(?: share)? capital|capital)\b/i,
        fallback: true,
      },
    ],
    extract: ({ text }) => ({
      proposedName:
        quoted(text) ??
        afterName(text, /\b(?:called|named|name(?:d)? as|name will be|proposed name(?: is|:)?)\s+/i) ??
        findNames(text).find((n) => /\b(?:pvt|private|ltd|limited)\b/i.test(n.name))?.name,
      businessType: selectFrom(text, [
        [/\b(?:private limited|pvt\.?\s*ltd\.?|private company)\b/i, 'Private Limited'],
        [/\bpublic limited\b|\bpublic company\b/i, 'Public Limited'],
        [/\bllp\b|\blimited liability partnership\b/i, 'LLP'],
        [/\bpartnership firm\b/i, 'Partnership'],
      ]),
      directors:
        nameList(
          text,
          /\b(?:directors?|founders?|co-?founders?|promoters?)(?:\s*[,:]\s*|\s+)(?:are|will be|being|namely)?\s*/i,
        ) ?? holdings(text),
    }),
  },
  'merger-acquisition': {
    signals: [
      [/\bmerger\b|\bacquisition\b|\bshare purchase agreement\b|\bspa\b|\btakeover\b/i, 6],
      [
        /\bacquir\w*|\bbuy(?:ing)?\s+(?:out\s+|over\s+)?(?:a|the|their|100%\s+of(?:\s+the)?)\s+(?:company|business|startup|shares of)\b/i,
        4,
      ],
      [/\bclosing date\b|\btarget company\b|\bdeal value\b|\btransaction value\b/i, 2],
    ],
    parties: [
      {
        field: 'acquirerCompany',
        words: 'acquirer|buyer|purchaser',
        self: /\b(?:we|our company|i)\s+(?:are\s+|is\s+|am\s+)?(?:want(?:ing)?\s+to\s+|plan(?:ning)?\s+to\s+)?acquir\w*/i,
        organisation: true,
      },
      { field: 'targetCompany', words: 'target(?: company)?|seller', organisation: true },
    ],
    objects: [
      [
        /\bacquir(?:e|es|ing|ed)\s+(?:of\s+)?(?:100%\s+(?:of\s+)?)?(?:the\s+shares\s+of\s+)?/i,
        'targetCompany',
      ],
      [/\bacquisition\s+of\s+/i, 'targetCompany'],
    ],
    subjects: [
      [
        /^\s*(?:wants?\s+to|is|will|plans?\s+to|proposes?\s+to|intends?\s+to|has agreed to|to|is going to)?\s*(?:acquir|buy|tak(?:e|ing) over)/i,
        'acquirerCompany',
      ],
    ],
    preps: { by: 'acquirerCompany' },
    money: [
      {
        field: 'transactionValue',
        cues: /\b(?:for|value|valuation|price|consideration|deal|worth)\b/i,
        fallback: true,
      },
    ],
    dates: [{ field: 'closingDate', cues: /\b(?:clos\w*|complet\w*|by)\b/i }],
  },
  'joint-venture': {
    signals: [
      [/\bjoint venture\b|\bjv\b/i, 8],
      [/\bventure\b|\bcollaborat\w*|\bjointly\b/i, 1],
    ],
    between: ['party1', 'party2'],
    pairCue: /\b(?:for|of|with)\s+/i,
    preps: { with: 'party2' },
    defaultSelf: 'party1',
    extract: ({ text }) => ({
      ventureScope: sentenceCase(
        phrase(
          text,
          /\b(?:joint venture|jv|venture)\b[^.;]*?\b(?:to|for)\s+(?=[a-z])/i,
          /\b(?:with each|each party|and each|with (?:a|an) (?:capital|investment))\b|₹|\brs\b/i,
          160,
        ),
      ),
    }),
  },
  'llp-agreement': {
    signals: [
      [
        /\bllp agreement\b|\blimited liability partnership\b|\b(?:form|start|register|set up|incorporate|forming|starting|registering)\s+(?:an|a|our|new)\s+llp\b/i,
        8,
      ],
      [/\bllp\b/i, 1],
      [/\bdesignated partners?\b/i, 4],
    ],
    address: { field: 'registeredOffice' },
    extract: ({ text }) => ({
      llpName: findNames(text).find((n) => /\bLLP$/i.test(n.name))?.name ?? quoted(text),
      partners: nameList(text, /\b(?:partners?|between)\s+(?:are|will be|:|being|namely)?\s*/i),
      profitSharing:
        findRatio(text)?.text ?? (/\b(?:equally|equal shares?)\b/i.test(text) ? 'Equal shares' : undefined),
      businessDescription: sentenceCase(
        phrase(
          text,
          /\b(?:[Ff]or|to do|doing|business of|in the business of)\s+(?=[a-z])/,
          /\b(?:with|from|in|at|between)\b|₹|\d/i,
          120,
        ),
      ),
    }),
  },
} satisfies Partial<Record<TemplateId, TemplateRule>>
