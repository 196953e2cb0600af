import type { TemplateId } from '#domain/catalogue/index.ts'
import { nameAt, phraseAfter } from '../extract/index.ts'
import { afterName, phrase, selectFrom, sentenceCase } from './helpers.ts'
import type { TemplateRule } from './types.ts'

const SALARY_CUES =
  /\b(?:salary|ctc|pay(?:ing)?|package|compensation|remuneration|stipend|wages?|per annum|lakh per annum|earn\w*|offer(?:ing|ed)?)\b/i
const POSITION_STOP =
  /\b(?:at|in|with|for|from|on|starting|joining|join|effective|salary|ctc|and|who|which|by|under|reporting|to|of\s+(?:rs|₹))\b|[,;(₹]|\d/i
const START_CUES = /\b(?:start\w*|join\w*|from|commenc\w*|w\.?e\.?f\.?|effective|beginning|begin)\b/i

function position(text: string): string | undefined {
  const span = phraseAfter(
    text,
    /\b(?:as\s+(?:(?:an|a|the|our|my)\b)?|for\s+the\s+(?:post|position|role)\s+of|(?:post|position|role|designation)(?:\s+(?:of|is|will be|:))?)\s*/i,
    POSITION_STOP,
    60,
  )
  if (!span) return undefined
  const value = span.text.replace(/^(?:a|an|the|our|my)\s+/i, '').trim()
  if (
    !value ||
    /^(?:soon|well|per|a|an|the|security|deposit|tenant|landlord|employee|employer|executor|guarantor|attorney|partner|director|distributor|franchisee|licensee|licensor)\b/i.test(
      value,
    )
  )
    return undefined
  if (value.split(/\s+/).length > 6) return undefined
  return value.replace(/(^|\s)(\p{Ll})/gu, (_m, s: string, c: string) => s + c.toUpperCase())
}

function employer(text: string): string | undefined {
  return (
    afterName(
      text,
      /\b(?:our|my)\s+(?:company|firm|startup|organi[sz]ation|employer)(?:\s+(?:is|called|named))?,?\s+/i,
    ) ??
    (() => {
      const match = /\b(?:at|with|join(?:ing)?|by)\s+(?=[A-Z])/.exec(
        text.replace(/\bjoin(?:ing)? as\b/gi, 'xxxx xx'),
      )
      if (!match) return undefined
      const found = nameAt(text, match.index + match[0].length)
      return found &&
        /\b(?:pvt|private|ltd|limited|llp|inc|technologies|solutions|industries|enterprises|services|systems|labs|bank|group|corporation|company|co\.?)\b/i.test(
          found.name,
        )
        ? found.name
        : undefined
    })()
  )
}

/** Employment templates: contracts, offer, termination and probation letters, employee NDAs. */
export const EMPLOYMENT_RULES = {
  'employment-contract': {
    signals: [
      [
        /\bemployment (?:contract|agreement)\b|\bappointment (?:contract|agreement)\b|\bcontract of employment\b/i,
        6,
      ],
      [/\b(?:hire|hiring|hired|employ|employing|recruit\w*|onboard\w*|naukri)\b/i, 3],
      [
        /\b(?:hire|hiring|hired|employ|employing|appoint|appointing|recruit\w*)\s+[A-Za-z][\w.]*(?:\s+[A-Za-z][\w.]*){0,3}\s+as\s+(?:a\s+|an\s+|our\s+|the\s+)?(?!consult|advis|freelanc|contractor|distributor|dealer|franchisee|executor|attorney|agent|partner|director|guarantor)[a-z]/i,
        3,
      ],
      [/\b(?:employee|employer|staff|designation|position|role|ctc|salary|lakh per annum)\b/i, 2],
      [/\b(?:start date|starting|joining)\b/i, 1],
    ],
    parties: [
      {
        field: 'employerName',
        words: 'employer|company',
        self: /\b(?:hire|hiring|employ\w*|recruit\w*|appoint\w*|onboard\w*)\b|\b(?:our|my)\s+(?:company|firm|startup|organi[sz]ation|team)\b/i,
      },
      {
        field: 'employeeName',
        words: 'employee|candidate|staff member',
        self: /\b(?:i|i'm)\s+(?:am\s+)?(?:joining|being hired|hired|employed|appointed)\b|\bmy\s+(?:new\s+)?(?:employer|job|boss)\b/i,
      },
    ],
    objects: [
      [
        /\b(?:hire|hiring|hired|employ|employing|appoint|appointing|recruit|recruiting|onboard|onboarding|take on)\s+/i,
        'employeeName',
      ],
    ],
    preps: { for: 'employeeName' },
    money: [{ field: 'salary', cues: SALARY_CUES, period: 'year', fallback: true }],
    dates: [{ field: 'startDate', cues: START_CUES }],
    city: 'location',
    extract: ({ text }) => ({ position: position(text), employerName: employer(text) }),
  },
  'offer-letter': {
    signals: [
      [/\boffer letter\b|\bletter of offer\b|\boffer of employment\b|\bjob offer\b/i, 7],
      [/\boffer(?:ing)?\s+(?:a\s+|the\s+|him\s+|her\s+)?(?:job|position|role|post)\b/i, 5],
      [/\bcandidate\b/i, 3],
      [/\bjoining date\b/i, 2],
    ],
    parties: [{ field: 'candidateName', words: 'candidate|employee|selected candidate' }],
    objects: [
      [
        /\b(?:hire|hiring|hired|offer(?:ing)?(?:\s+(?:a|the)\s+(?:job|position|role|post))?\s+to|appoint(?:ing)?|select(?:ed)?)\s+/i,
        'candidateName',
      ],
    ],
    preps: { for: 'candidateName', to: 'candidateName' },
    money: [{ field: 'salary', cues: SALARY_CUES, period: 'year', fallback: true }],
    dates: [{ field: 'joiningDate', cues: START_CUES }],
    extract: ({ text }) => ({ position: position(text) }),
  },
  'termination-letter': {
    signals: [
      [/\btermination letter\b|\bletter of termination\b/i, 7],
      [
        /\b(?:terminat\w*|fire|firing|fired|dismiss\w*|sack\w*|let go|laid off|lay off|layoff|relieving)\b/i,
        4,
      ],
      [/\blast working day\b|\bnotice period\b/i, 3],
      [/\b(?:misconduct|redundan\w*|resign\w*|performance issues?|underperform\w*)\b/i, 2],
    ],
    parties: [{ field: 'employeeName', words: 'employee|staff member' }],
    objects: [
      [
        /\b(?:terminat(?:e|ing)|fire|firing|dismiss(?:ing)?|sack(?:ing)?|let go of|relieve|relieving|lay(?:ing)? off)\s+(?:the\s+services\s+of\s+)?(?:our\s+|my\s+)?(?:employee\s+)?/i,
        'employeeName',
      ],
    ],
    preps: { for: 'employeeName' },
    dates: [
      {
        field: 'lastWorkingDay',
        cues: /\b(?:last (?:working )?day|lwd|relie\w*|effective|w\.?e\.?f\.?|on|from)\b/i,
      },
    ],
    durations: [{ field: 'noticePeriod', cues: /\bnotice\b/i, as: 'text' }],
    extract: ({ text }) => ({
      terminationReason: selectFrom(text, [
        [/\bperformance\b|\bunderperform\w*|\bnot performing\b|\btargets?\b/i, 'Performance'],
        [
          /\bmisconduct\b|\btheft\b|\bfraud\b|\bharass\w*|\bindisciplin\w*|\babsconding\b|\bmisbehav\w*|\bviolat\w*/i,
          'Misconduct',
        ],
        [
          /\bredundan\w*|\blay(?:ing)?[\s-]?offs?\b|\blaid off\b|\brestructur\w*|\bdownsiz\w*|\bcost[\s-]cutting\b|\bposition (?:is )?(?:eliminated|abolished)\b/i,
          'Redundancy',
        ],
        [/\bresign\w*/i, 'Resignation'],
      ]),
      noticePeriod: /\b(?:one|1)\s+month'?s?\s+notice\b/i.test(text) ? '1 month' : undefined,
    }),
  },
  'probation-letter': {
    signals: [
      [/\bprobation (?:confirmation|letter)\b|\bconfirmation letter\b|\bletter of confirmation\b/i, 7],
      [/\bprobation\w*/i, 4],
      [/\bconfirm\w*\s+(?:(?:his|her|their|the)\s+)?(?:employment|services|job|appointment)\b/i, 3],
      [/\b(?:revised salary|increment|hike)\b/i, 1],
    ],
    parties: [{ field: 'employeeName', words: 'employee' }],
    objects: [
      [
        /\bconfirm(?:ing|ed|ation)?\s+(?:of\s+)?(?:the\s+)?(?:(?:probation|employment|services|appointment)\s+of\s+)?(?:our\s+)?(?:employee\s+)?/i,
        'employeeName',
      ],
    ],
    preps: { for: 'employeeName' },
    money: [
      {
        field: 'newSalary',
        cues: /\b(?:revised|new|increased|hike|increment|raise|raised|revis\w*)\b|\bsalary\b/i,
        period: 'year',
      },
    ],
    dates: [{ field: 'confirmationDate', cues: /\b(?:confirm\w*|effective|w\.?e\.?f\.?|from|on)\b/i }],
    extract: ({ text }) => ({
      performance: sentenceCase(
        phrase(
          text,
          /\b(?:performance(?:\s+(?:has been|was|is|rated|rating|:))?|rated|because (?:he|she|they) (?:has|have))\s+/i,
          /\b(?:and (?:his|her) (?:salary|ctc)|salary|ctc|with effect)\b|₹/i,
          160,
        ),
      ),
    }),
  },
  'nda-employment': {
    signals: [
      [
        /\b(?:employee|staff|employment)\s+(?:nda|non[\s-]?disclosure|confidentiality)\b|\b(?:nda|non[\s-]?disclosure(?: agreement)?|confidentiality (?:agreement|undertaking))\s+(?:for|with)\s+(?:my\s+|our\s+|an\s+|a\s+|the\s+)?(?:new\s+)?(?:employee|staff|team|hire|intern)s?\b/i,
        7,
      ],
      [/\bnda\b|\bnon[\s-]?disclosure\b|\bconfidentiality (?:agreement|undertaking)\b/i, 3],
      [/\b(?:employee|staff|intern|new hire)\b/i, 2],
    ],
    parties: [
      { field: 'employeeName', words: 'employee|intern|staff member' },
      { field: 'companyName', words: 'company|employer', organisation: true },
    ],
    preps: { for: 'employeeName', with: 'employeeName' },
    durations: [
      {
        field: 'duration',
        cues: /\b(?:for|duration|period|lasts?|valid|till|until|after|years?)\b/i,
        as: 'text',
        fallback: true,
      },
    ],
    extract: ({ text }) => ({
      companyName:
        afterName(
          text,
          /\b(?:our|my)\s+(?:company|firm|startup|organi[sz]ation)(?:\s+(?:is|called|named))?,?\s+/i,
        ) ?? afterName(text, /\b(?:at|of|joining)\s+(?=[A-Z])/),
      confidentialInfo: sentenceCase(
        phrase(
          text,
          /\b(?:covering|to protect|protecting|about|regarding|relating to|confidential information (?:is|includes|like|such as|:)|information (?:like|such as|about|on))\s+/i,
          /\b(?:for \d|for (?:a|one|two|three|five) (?:year|month)|with|till|until)\b/i,
          200,
        ),
      ),
    }),
  },
} satisfies Partial<Record<TemplateId, TemplateRule>>
