import type { TemplateId } from '#domain/catalogue/index.ts'
import { capitalise, phraseAfter } from '../extract/index.ts'
import { phrase, sentenceCase } from './helpers.ts'
import type { TemplateRule } from './types.ts'

/** Templates for services and supplies: service, vendor and consultancy agreements. */
export const SERVICES_RULES = {
  'service-agreement': {
    signals: [
      [/\bservices? agreement\b|\bmaster services\b|\bmsa\b|\bservice contract\b/i, 7],
      [/\bservices?\b/i, 2],
      [
        /\b(?:agency|marketing|seo|social media|cleaning|housekeeping|security guards?|maintenance|accounting|bookkeeping|it support|catering|transport|manpower|event management|photography|payroll)\b/i,
        2,
      ],
      [/\bretainer\b|\bservice fee\b|\bmonthly fee\b/i, 2],
    ],
    parties: [
      {
        field: 'serviceProvider',
        words: 'service provider|provider|agency|vendor|contractor',
        self: /\b(?:i|we)\s+(?:will\s+|am\s+|are\s+)?(?:provide|provid\w*|offer\w*|render\w*|do|handle)\b|\bmy\s+(?:agency|firm|company)\s+(?:provides|offers|will)\b|\bi\s+am\s+a\s+(?:freelancer|service provider|contractor)\b/i,
      },
      {
        field: 'client',
        words: 'client|customer',
        self: /\b(?:hire|hiring|engag\w*|outsourc\w*)\b|\bfor\s+(?:my|our)\s+(?:company|business|shop|restaurant|office|firm|startup|hotel|clinic|school|society)\b/i,
      },
    ],
    preps: { to: 'other', for: 'other', from: 'other', with: 'other', by: 'serviceProvider' },
    fallbackPreps: { to: 'client', for: 'client', from: 'serviceProvider', by: 'serviceProvider' },
    between: ['serviceProvider', 'client'],
    objects: [[/\b(?:hire|hiring|engage|engaging)\s+/i, 'serviceProvider']],
    money: [
      {
        field: 'serviceFee',
        cues: /\b(?:fee|fees|charge\w*|for|pay\w*|retainer|cost|price|rate)\b/i,
        period: 'keep',
        fallback: true,
      },
    ],
    durations: [
      {
        field: 'timeline',
        cues: /\b(?:for|term|period|timeline|within|over|duration|contract)\b/i,
        as: 'text',
        fallback: true,
      },
    ],
    extract: ({ text }) => {
      let description: string | undefined
      for (const match of text.matchAll(/\bservices?\b/gi)) {
        const before = text
          .slice(Math.max(0, match.index - 80), match.index)
          .split(/\s+/)
          .filter(Boolean)
        const words: string[] = []
        for (let i = before.length - 1; i >= 0 && words.length < 6; i -= 1) {
          const word = before[i] ?? ''
          if (
            /^(?:provide|providing|provides|offer|offering|offers|for|of|the|my|our|a|an|his|her|their|to|will|agreement|with|get|hire|need|want|do|does|render|rendering|renders|i|we|is|are|am|these|this|that|some|all|services?|contract|your|llp|ltd\.?|limited|pvt\.?|handle|handles|handling)$/i.test(
              word,
            ) ||
            /[:;.]$/.test(word) ||
            /^[A-Z]/.test(word)
          )
            break
          words.unshift(word)
        }
        if (words.length > 0) {
          description = `${capitalise(words.join(' ').replace(/,$/, ''))} services`
          break
        }
      }
      return { serviceDescription: description }
    },
  },
  'vendor-agreement': {
    signals: [
      [
        /\bvendor (?:agreement|contract)\b|\bsupply agreement\b|\bpurchase agreement\b|\bsupplier agreement\b|\bsupply contract\b/i,
        7,
      ],
      [
        /\b(?:vendor|supplier|supply|supplies|supplying|procure\w*|raw materials?|goods|purchase orders?)\b/i,
        3,
      ],
    ],
    parties: [
      {
        field: 'vendorName',
        words: 'vendor|supplier|seller|manufacturer',
        self: /\b(?:i|we)\s+(?:will\s+|am\s+|are\s+)?(?:supply|supplying|sell|selling|manufactur\w*)\b|\bour\s+(?:products|goods)\b/i,
      },
      {
        field: 'buyerName',
        words: 'buyer|purchaser|customer',
        self: /\b(?:i|we)\s+(?:will\s+|want to\s+|need to\s+|are\s+)?(?:buy|buying|purchas\w*|procur\w*|source|sourcing)\b|\bsupplier\s+for\s+(?:my|our)\b|\bfor\s+(?:my|our)\s+(?:factory|shop|restaurant|business|company|store|hotel)\b|\bto\s+(?:us|me)\b|\bour\s+(?:supplier|vendor)\b|\b(?:supplier|vendor)\s+(?:agreement|contract)\s+with\b/i,
      },
    ],
    preps: { to: 'other', from: 'other', with: 'other' },
    fallbackPreps: { to: 'buyerName', from: 'vendorName' },
    between: ['vendorName', 'buyerName'],
    extract: ({ text }) => {
      const credit = /\b(\d+)\s*days?\s*(?:credit|payment terms?)\b/i.exec(text)
      const payment = phraseAfter(
        text,
        /\bpayment(?:s)?(?:\s+terms?)?(?:\s+(?:is|are|will be|:))?\s*(?=within|in|after|on|against|by|advance|\d|net)/i,
        /\b(?:and (?:the )?(?:supply|delivery)|with)\b/i,
        120,
      )
      return {
        products: sentenceCase(
          phrase(
            text,
            /\bsuppl(?:y|ying|ies)(?:\s+of)?\s+/i,
            /\b(?:to|from|for|at|by|every|each|on|with|payment|monthly|weekly)\b|₹|\brs\b/i,
            120,
          ),
        ),
        paymentTerms: credit
          ? `${credit[1]} days credit`
          : payment
            ? capitalise(`payment ${payment.text}`)
            : undefined,
      }
    },
  },
  'consultancy-agreement': {
    signals: [
      [/\bconsultan(?:cy|t)\s+agreement\b|\bconsulting agreement\b|\bretainership\b/i, 7],
      [/\bconsultan\w*|\badvis[oe]r\w*|\bconsulting\b|\bfreelanc\w*/i, 4],
      [/\bas\s+(?:a|an|our|the)?\s*(?:consultant|adviser|advisor|freelancer|independent contractor)\b/i, 3],
    ],
    parties: [
      {
        field: 'consultantName',
        words: 'consultant|adviser|advisor',
        self: /\bi\s+(?:am|will be)\s+(?:a\s+|the\s+)?(?:consultant|adviser|advisor|freelancer)\b|\b(?:i|we)\s+(?:will\s+)?(?:advise|consult)\b/i,
      },
      {
        field: 'clientName',
        words: 'client|company',
        self: /\b(?:hire|hiring|engag\w*|retain\w*)\b|\bour\s+(?:company|firm|startup)\b/i,
      },
    ],
    objects: [
      [/\b(?:hire|hiring|engage|engaging|retain|retaining|appoint|appointing)\s+/i, 'consultantName'],
    ],
    preps: { to: 'other', for: 'other', with: 'other', by: 'clientName' },
    fallbackPreps: { for: 'clientName', to: 'clientName' },
    between: ['consultantName', 'clientName'],
    money: [
      {
        field: 'consultancyFee',
        cues: /\b(?:fee|fees|retainer|pay\w*|charge\w*|for|rate)\b/i,
        period: 'month',
        fallback: true,
      },
    ],
    durations: [
      { field: 'term', cues: /\b(?:for|term|period|duration|engagement)\b/i, as: 'text', fallback: true },
    ],
    extract: ({ text }) => ({
      services: sentenceCase(
        phrase(
          text,
          /\b(?:consultant\s+(?:for|on)|advi(?:ce|se|sing)\s+(?:on|about)|consult(?:ancy|ing)?\s+(?:on|for)|to\s+(?=advise|help|guide|prepare|review))\s*/i,
          /\b(?:for \d|for (?:a|one|two|three|six) (?:year|month)|at|₹|rs\b|per month|monthly)\b/i,
          160,
        ),
      ),
    }),
  },
} satisfies Partial<Record<TemplateId, TemplateRule>>
