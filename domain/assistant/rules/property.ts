import type { TemplateId } from '#domain/catalogue/index.ts'
import { capitalise } from '../extract/index.ts'
import { phrase } from './helpers.ts'
import type { TemplateRule } from './types.ts'

const PROPERTY_NOUN = String.raw`(?:\d\s*bhk\s+)?(?:flat|apartment|house|home|room|property|premises|villa|bungalow|ghar|makaan|makan|shop|office|office space|showroom|warehouse|godown|plot|land|pg)`
const MY_PROPERTY = new RegExp(String.raw`\b(?:my|our)\s+(?:[\w-]+\s+){0,2}?${PROPERTY_NOUN}\b`, 'i')
const I_WANT = String.raw`(?:i|we)(?:\s+am|\s+are|'m|'re)?(?:\s+(?:want(?:ing)?|wish(?:ing)?|plan(?:ning)?|going|need|would like|have decided|decided)\s+to)?`

const TENANT_SELF =
  /\bkiraye?\s+(?:pe|par)\s+(?:le|li|liya|lena|lunga|lungi|le\s+(?:raha|rahi|rahe))\b|\b(?:rent(?:ing)?|take|taking|took|taken)\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,3}?(?:on rent\s+|on lease\s+)?from\b|\bi(?:\s+am|'m)\s+(?:a\s+|the\s+)?(?:tenant|lessee|licensee)\b|\bmy\s+(?:landlord|lessor|owner)\b|\bi\s+(?:am\s+)?(?:moving|shifting)\s+into\b/i
// Hinglish: "mera ghar … kiraye pe de raha hoon" lets; "kiraye pe le raha hoon" takes.
const MERA_PROPERTY = String.raw`\b(?:mera|meri|hamara|hamari|apna|apni)\s+(?:[\w-]+\s+){0,2}?${PROPERTY_NOUN}\b`
const KIRAYE_PE = String.raw`\bkiraye?\s+(?:pe|par)\s+`
const LETS_HINGLISH = String.raw`${KIRAYE_PE}(?:de|di|diya|dena|dunga|dungi|de\s+(?:raha|rahi|rahe))\b`
const LANDLORD_SELF = new RegExp(
  String.raw`${MY_PROPERTY.source}|${MERA_PROPERTY}|${LETS_HINGLISH}|\b(?:rent(?:ing)?|let(?:ting)?|lease|leasing|give|giving)\s+(?:it\s+|this\s+)?out\b|\bgive\s+(?:it\s+)?on\s+(?:rent|lease)\b|\bi(?:\s+am|'m)\s+(?:the\s+)?(?:landlord|owner|lessor|licensor)\b|\bmy\s+(?:tenant|lessee|licensee)\b`,
  'i',
)

/** Property templates: rent, sale, lease, development and mortgage. */
export const PROPERTY_RULES = {
  'rental-agreement': {
    signals: [
      [
        /\brent(?:al)? agreement\b|\brent deed\b|\bleave (?:and|&) licen[cs]e\b|\bkiraya\s?nama\b|\bkirayanama\b/i,
        6,
      ],
      [/\b(?:tenants?|kirayedar|kirayadar|licensee|paying guest)\b/i, 3],
      [/\b(?:landlord|makan\s?malik|house\s?owner)\b/i, 3],
      [
        /\brent(?:ing)?\s+(?:out\s+)?(?:my|our|a|the|his|her)\b|\bon rent\b|\bfor rent\b|\bkiraye?\s+(?:pe|par)\b|\bkiraya\b/i,
        3,
      ],
      [/\b(?:flat|apartment|house|room|bhk|ghar|makaan|makan|pg|villa|bungalow|home)\b/i, 1],
      [/\bmonthly rent\b|\brent of\b|\brent is\b|\brent per month\b|\bper month\b|\ba month\b/i, 2],
      [/\b11 months?\b/i, 2],
      [/\brent\b/i, 2],
      [/\b(?:security\s+)?deposit\b/i, 1],
    ],
    parties: [
      {
        field: 'landlordName',
        words: 'landlord|owner|licensor|makan\\s?malik|house\\s?owner',
        self: LANDLORD_SELF,
      },
      { field: 'tenantName', words: 'tenant|licensee|kirayedar|kirayadar|paying guest', self: TENANT_SELF },
    ],
    preps: { to: 'other', from: 'other', with: 'other' },
    fallbackPreps: { to: 'tenantName', from: 'landlordName' },
    between: ['landlordName', 'tenantName'],
    // "Rohit Khanna ko … kiraye pe de raha hoon": the one it is let to.
    subjects: [[new RegExp(String.raw`^\s*ko\b(?=[^.]*${LETS_HINGLISH})`, 'i'), 'tenantName']],
    money: [
      {
        field: 'monthlyRent',
        cues: /\b(?:rent|kiraye?|licen[cs]e fee|rental)\b/i,
        period: 'month',
        fallback: true,
      },
      { field: 'securityDeposit', cues: /\b(?:deposit|advance|security)\b/i },
    ],
    durations: [
      {
        field: 'leasePeriod',
        cues: /\b(?:for|period|term|lease|licen[cs]e|agreement|duration|tenure)\b/i,
        as: 'months',
        fallback: true,
      },
    ],
    address: { field: 'propertyAddress' },
    extract: ({ text }) => ({
      securityDeposit: /\b(?:no|without|nil|zero)\s+(?:security\s+)?deposit\b/i.test(text) ? '0' : undefined,
    }),
  },
  'property-sale': {
    signals: [
      [
        /\bsale agreement\b|\bagreement (?:to|for) sale\b|\bagreement to sell\b|\bsell(?:ing)?\s+(?:my|our|a|the|his|her)\s+(?:[\w-]+\s+)?(?:flat|house|plot|land|property|apartment|villa|bungalow|shop|office)\b/i,
        6,
      ],
      [/\b(?:sell|selling|sold|bech\w*|buy(?:ing)?|purchas(?:e|ing)|kharid\w*)\b/i, 2],
      [/\b(?:buyer|purchaser|seller|vendee)\b/i, 3],
      [/\b(?:flat|house|plot|land|property|apartment|villa|bungalow)\b/i, 1],
      [/\bsale (?:price|consideration)\b|\bregistry\b|\btoken amount\b|\bearnest money\b|\bbayana\b/i, 2],
    ],
    parties: [
      {
        field: 'sellerName',
        words: 'seller|vendor|owner',
        self: new RegExp(
          String.raw`\b${I_WANT}\s+sell\w*\b|\bsell(?:ing)?\s+(?:my|our)\b|\bi(?:\s+am|'m)\s+(?:the\s+)?seller\b|\bbech(?:na|ne|\s+raha)`,
          'i',
        ),
      },
      {
        field: 'buyerName',
        words: 'buyer|purchaser|vendee',
        self: new RegExp(
          String.raw`\b${I_WANT}\s+(?:buy|purchas)\w*\b|\bi(?:\s+am|'m)\s+(?:the\s+)?(?:buyer|purchaser)\b|\bkharid`,
          'i',
        ),
      },
    ],
    preps: { to: 'other', from: 'other', with: 'other' },
    fallbackPreps: { to: 'buyerName', from: 'sellerName' },
    between: ['sellerName', 'buyerName'],
    money: [
      {
        field: 'salePrice',
        cues: /\b(?:price|for|consideration|worth|at|amount|deal|sell|sale|value)\b/i,
        fallback: true,
      },
    ],
    dates: [{ field: 'registrationDate', cues: /\b(?:regist\w*|registry|sale deed|execut\w*|on|by)\b/i }],
    address: { field: 'propertyDetails' },
  },
  'sale-deed': {
    signals: [
      [/\bsale deed\b|\bdeed of (?:absolute )?sale\b|\bconveyance(?: deed)?\b|\bbaina\s?nama\b/i, 7],
      [/\b(?:sell|selling|sold|bech\w*|buy(?:ing)?|purchas(?:e|ing)|kharid\w*)\b/i, 2],
      [/\b(?:buyer|purchaser|seller|vendee)\b/i, 2],
      [/\b(?:flat|house|plot|land|property|apartment|villa|bungalow)\b/i, 1],
    ],
    parties: [
      {
        field: 'sellerName',
        words: 'seller|vendor|owner',
        self: new RegExp(
          String.raw`\b${I_WANT}\s+sell\w*\b|\bsell(?:ing)?\s+(?:my|our)\b|\bi(?:\s+am|'m)\s+(?:the\s+)?seller\b|\bbech(?:na|ne|\s+raha)`,
          'i',
        ),
      },
      {
        field: 'buyerName',
        words: 'buyer|purchaser|vendee',
        self: new RegExp(
          String.raw`\b${I_WANT}\s+(?:buy|purchas)\w*\b|\bi(?:\s+am|'m)\s+(?:the\s+)?(?:buyer|purchaser)\b|\bkharid`,
          'i',
        ),
      },
    ],
    preps: { to: 'other', from: 'other', with: 'other' },
    fallbackPreps: { to: 'buyerName', from: 'sellerName' },
    between: ['sellerName', 'buyerName'],
    money: [
      {
        field: 'salePrice',
        cues: /\b(?:price|for|consideration|worth|at|amount|deal|sell|sale|value)\b/i,
        fallback: true,
      },
    ],
    address: { field: 'propertyDetails' },
  },
  'lease-deed': {
    signals: [
      [/\blease deed\b|\blease agreement\b|\bregistered lease\b|\bcommercial lease\b/i, 6],
      [/\blessee\b|\blessor\b/i, 4],
      // "lease", "leased", "leasing" ("lease\w*" would miss "leasing").
      [/\bleas(?:e|ed|ing)\b/i, 2],
      [/\b(?:shop|showroom|warehouse|godown|office space|commercial|factory|industrial)\b/i, 2],
      [
        /\b(?:rent|let|leas)\w*\s+(?:out\s+)?(?:my|our|the|a|his|her)\s+(?:[\w-]+\s+)?(?:shop|showroom|warehouse|godown|office|factory|office space)\b/i,
        4,
      ],
      [/\bannual rent\b|\byearly rent\b|\brent per (?:year|annum)\b|\bper annum\b|\ba year\b/i, 3],
      [/\b(?:[2-9]|[1-9]\d)\s*(?:years?|yrs?)\b/i, 1],
      [/\bescalation\b|\block[\s-]in\b/i, 2],
    ],
    parties: [
      { field: 'lessorName', words: 'lessor|landlord|owner', self: LANDLORD_SELF },
      { field: 'lesseeName', words: 'lessee|tenant', self: TENANT_SELF },
    ],
    preps: { to: 'other', from: 'other', with: 'other' },
    fallbackPreps: { to: 'lesseeName', from: 'lessorName' },
    between: ['lessorName', 'lesseeName'],
    money: [
      {
        field: 'annualRent',
        cues: /\b(?:rent|rental|lease rent)\b/i,
        period: 'year',
        fallback: true,
        bareIsMonthlyOrYearly: true,
      },
    ],
    durations: [
      {
        field: 'leasePeriod',
        cues: /\b(?:for|period|term|lease|tenure|duration)\b/i,
        as: 'years',
        fallback: true,
      },
    ],
    address: { field: 'propertyDescription' },
  },
  'property-development': {
    signals: [
      [/\bjoint development\b|\bjda\b|\bdevelopment agreement\b/i, 6],
      [/\b(?:developer|builder|promoter)\b/i, 3],
      [
        /\b(?:develop|construct|build)\w*\s+(?:\w+\s+){0,3}(?:on\s+)?(?:my|our|the|his|her)\s+(?:land|plot)\b|\bapartments\b|\brera\b|\barea[\s-]shar\w*/i,
        3,
      ],
      [/\b(?:land|plot|survey no)\b/i, 1],
    ],
    parties: [
      {
        field: 'landOwner',
        words: 'land\\s?owner|owner',
        self: /\b(?:my|our)\s+(?:\w+\s+)?(?:land|plot|property)\b/i,
      },
      {
        field: 'developer',
        words: 'developer|builder|promoter',
        self: /\bwe\s+are\s+(?:a\s+|the\s+)?(?:developers?|builders?)\b|\bour\s+(?:construction|real estate|development)\s+(?:company|firm)\b/i,
      },
    ],
    preps: { to: 'other', with: 'other', from: 'other', by: 'developer' },
    fallbackPreps: { to: 'developer', from: 'landOwner' },
    between: ['landOwner', 'developer'],
    durations: [
      {
        field: 'completionTime',
        cues: /\b(?:in|within|complet\w*|deliver\w*|construct\w*|build|time)\b/i,
        as: 'months',
        fallback: true,
      },
    ],
    extract: ({ text }) => {
      const land = phrase(
        text,
        /\b(?:survey\s+no\.?|land\s+(?:at|in|situated at)|plot\s+(?:at|in|no\.?))\s*/i,
        /\b(?:with|to|for|in \d|within|and the developer)\b/i,
        120,
      )
      const project = phrase(
        text,
        /\b(?:to build|to construct|to develop|for building|for constructing|for developing|project of|for a project of)\s+/i,
        /\b(?:in|within|with|by|and share)\b(?!\s+apartments)/i,
        120,
      )
      const survey = /\bsurvey\s+no\.?/i.exec(text)
      const parts = [survey && land && !/^survey/i.test(land) ? `Survey No. ${land}` : land, project].filter(
        Boolean,
      )
      return { projectDetails: parts.length > 0 ? capitalise(parts.join(' – ')) : undefined }
    },
  },
  'mortgage-agreement': {
    signals: [
      [/\bmortgag\w*|\bgirvi\b|\bgirwi\b/i, 6],
      [
        /\b(?:against|security of|secured (?:by|against)|collateral)\b[^.]{0,40}\b(?:flat|house|property|land|plot|apartment)\b/i,
        3,
      ],
      [/\b(?:loan|borrow|lend)\w*/i, 1],
    ],
    parties: [
      {
        field: 'borrowerName',
        words: 'borrower|mortgagor',
        self: /\bmortgag\w*\s+(?:my|our)\b|\bagainst\s+(?:my|our)\b|\b(?:i|we)\s+(?:am\s+|are\s+)?(?:taking|want to take|need|took|am getting|getting)\s+(?:a\s+)?loan\b|\b(?:i|we)\s+(?:want to\s+|need to\s+)?borrow\w*/i,
      },
      {
        field: 'lenderName',
        words: 'lender|mortgagee|financier',
        self: /\b(?:i|we)\s+(?:am\s+|are\s+|will\s+)?(?:lend\w*|lent|giving\s+(?:a\s+)?loan|give\s+(?:a\s+)?loan)\b/i,
      },
    ],
    preps: { to: 'other', from: 'other', with: 'other' },
    fallbackPreps: { to: 'lenderName', from: 'lenderName' },
    between: ['borrowerName', 'lenderName'],
    money: [
      {
        field: 'loanAmount',
        cues: /\b(?:loan|lend\w*|borrow\w*|amount|principal|sum|for)\b/i,
        fallback: true,
      },
    ],
    percents: [
      { field: 'interestRate', cues: /\binterest\b|\brate\b|\bp\.?a\.?\b|\bper annum\b/i, fallback: true },
    ],
    durations: [
      {
        field: 'repaymentPeriod',
        cues: /\b(?:repa\w*|for|over|within|tenure|period|term)\b/i,
        as: 'years',
        fallback: true,
      },
    ],
  },
} satisfies Partial<Record<TemplateId, TemplateRule>>
