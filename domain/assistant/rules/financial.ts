import type { TemplateId } from '#domain/catalogue/index.ts'
import { interestOf, repaymentByPeriodicSum } from './loan-terms.ts'
import { phrase, sentenceCase } from './helpers.ts'
import type { TemplateRule } from './types.ts'

/** Financial templates: loans, investment and guarantees. */
export const FINANCIAL_RULES = {
  'loan-agreement': {
    signals: [
      [/\bloan agreement\b|\bloan deed\b/i, 7],
      [
        /\b(?:loan|lend|lending|lent|borrow\w*|owe[sd]?|udhaa?r|karz\w*|qarz\w*|emi|repay\w*|instal+ments?)\b/i,
        3,
      ],
      [/\binterest\b/i, 1],
      // Lending and repaying together is a loan, even without the word ("lending my cousin 2.5 lakh, he will repay …").
      [
        /^(?=[\s\S]*\b(?:lend\w*|lent|borrow\w*|owe[sd]?|udhaa?r)\b)(?=[\s\S]*\b(?:repa\w*|pay\w*\s+(?:it\s+|me\s+|us\s+|him\s+|her\s+)?back|lauta\w*)\b)/i,
        2,
      ],
    ],
    parties: [
      {
        field: 'lenderName',
        words: 'lender|creditor',
        self: /\b(?:i|we)\s+(?:am\s+|are\s+|will\s+|want to\s+|have\s+)?(?:lend\w*|lent|giving\s+(?:a\s+)?loan|give\s+(?:a\s+)?loan|giving\s+money)\b|\budhaa?r\s+(?:de|diya|dena)/i,
      },
      {
        field: 'borrowerName',
        words: 'borrower|debtor',
        self: /\b(?:i|we)\s+(?:am\s+|are\s+|will\s+|want to\s+|have\s+|need to\s+)?(?:borrow\w*|tak\w*\s+(?:a\s+)?loan|took\s+(?:a\s+)?loan)\b|\budhaa?r\s+(?:le|liya|lena)|\bloan\s+from\b|\b(?:i|we)\s+owe\b|\b(?:lending|lend|giving|give|lent)\s+(?:me|us)\b/i,
      },
    ],
    preps: { to: 'other', from: 'other', with: 'other' },
    fallbackPreps: { to: 'borrowerName', from: 'lenderName' },
    between: ['lenderName', 'borrowerName'],
    // "lending my cousin Rakesh Sharma 2.5 lakh": the person lent to, before the sum.
    objects: [
      [/\b(?:lend(?:ing|s)?|lent)\s+(?=(?:(?:my|our)\s+(?:[a-z]+\s+){1,2})?[A-Z][a-z])/, 'borrowerName'],
      // "I owe my friend Sameer Das 40,000": the one owed lent it.
      [/\bowe[sd]?\s+(?=(?:(?:my|our)\s+(?:[a-z]+\s+){1,2})?[A-Z][a-z])/, 'lenderName'],
    ],
    subjects: [
      [
        /^\s*(?:is|will\s+be|has|had|wants\s+to|will)?\s*(?:lending|giving|lends|lend|lent|given|gives|give)\b/i,
        'lenderName',
      ],
      [
        /^\s*(?:is|will\s+be|wants\s+to|will|has)?\s*(?:borrowing|borrow|borrowed|taking|took|take)\b/i,
        'borrowerName',
      ],
      // Hinglish: "bhai Sunil Verma ko 3 lakh udhaar de raha hoon" — the one given to.
      [/^\s*ko\b/i, 'borrowerName'],
      // "Farhan Ali needs 75k; I will lend it": in a loan, the one who needs the money borrows it.
      [
        /^\s*(?:needs|need|wants|requires|is\s+in\s+need\s+of|(?:has\s+)?asked\s+(?:me\s+|us\s+)?for)\s+(?:a\s+loan\s+of\s+|(?:some\s+)?money\b|₹|rs\.?\s*\d|inr\s*\d|\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|fifty|twenty|thirty|forty|sixty|seventy|eighty|ninety)\b)/i,
        'borrowerName',
      ],
    ],
    money: [
      {
        field: 'loanAmount',
        // "Farhan Ali needs 75k": what the borrower needs is the sum lent.
        cues: /\b(?:loan|lend\w*|lent|borrow\w*|owe[sd]?|amount|principal|sum|udhaa?r|needs?|requires?|asked\s+(?:me\s+|us\s+)?for)\b/i,
        fallback: true,
      },
    ],
    percents: [
      { field: 'interestRate', cues: /\binterest\b|\brate\b|\bp\.?a\.?\b|\bper annum\b/i, fallback: true },
    ],
    extract: ({ text }) => ({
      interestRate: interestOf(text),
      repaymentSchedule:
        repaymentByPeriodicSum(text) ??
        sentenceCase(
          phrase(
            text,
            /\brepa(?:y|id|ying|yment|yable)(?:\s+(?:the\s+)?(?:loan|amount|money|sum|it))?(?:\s+(?:schedule|will be|is|:))?\s+(?=in|within|over|by|through|after|on|via|as|monthly|quarterly|\d|equal)/i,
            /\b(?:with interest|at \d|and (?:the )?interest)\b/i,
            140,
          ),
        ),
    }),
  },
  'investment-agreement': {
    signals: [
      [
        /\binvestment agreement\b|\bsubscription agreement\b|\bterm sheet\b|\bseed (?:round|funding)\b|\bangel invest\w*/i,
        7,
      ],
      [/\binvest\w*|\bfunding\b/i, 3],
      [/\bequity\b|\bstake\b|\bvaluation\b|\bpre[\s-]money\b/i, 2],
    ],
    parties: [
      {
        field: 'investor',
        words: 'investor|angel|fund',
        self: /\b(?:i|we)\s+(?:am\s+|are\s+|will\s+|want to\s+|plan to\s+)?invest\w*\b/i,
      },
      {
        field: 'company',
        words: 'company|startup|investee',
        self: /\b(?:rais\w*)\s+(?:funds|funding|money|capital|investment|a round|seed|an? angel)\b|\b(?:my|our)\s+(?:company|startup)\b/i,
        organisation: true,
      },
    ],
    preps: { in: 'company', from: 'investor', by: 'investor', with: 'other' },
    subjects: [
      [/^\s*(?:wants?\s+to|will|is\s+going\s+to|plans?\s+to|has agreed to|is)?\s*invest/i, 'investor'],
    ],
    objects: [[/\b(?:our|my)\s+(?:company|startup)\s*,?\s*(?:called\s+|named\s+)?/i, 'company']],
    fallbackPreps: { from: 'investor' },
    between: ['investor', 'company'],
    money: [
      {
        field: 'investmentAmount',
        cues: /\b(?:invest\w*|funding|amount|raise\w*|for|of)\b/i,
        fallback: true,
      },
    ],
    percents: [
      {
        field: 'equityPercentage',
        cues: /\b(?:equity|stake|shares?|for|ownership|holding)\b/i,
        fallback: true,
      },
    ],
  },
  'guarantee-agreement': {
    signals: [
      [
        /\bguarantee (?:agreement|deed)\b|\bdeed of guarantee\b|\bpersonal guarantee\b|\bcorporate guarantee\b/i,
        8,
      ],
      [/\bguarant\w*|\bsurety\b/i, 5],
    ],
    parties: [
      {
        field: 'guarantor',
        words: 'guarantor|surety',
        self: /\b(?:i|we)\s+(?:am\s+|are\s+|will\s+|want to\s+)?(?:stand\w*|giv\w*|provid\w*|be|act\w*)\s+(?:as\s+)?(?:a\s+)?(?:guarantee|guarantor|surety)\b|\bi(?:\s+am|'m)\s+(?:the\s+)?guarantor\b|\b(?:i|we)\b[^.]{0,40}?\bguarantee\s+(?:the\s+)?(?:repayment|payment|performance|loan|debt|dues)\b/i,
      },
      { field: 'beneficiary', words: 'beneficiary|creditor|lender', organisation: false },
    ],
    preps: { to: 'beneficiary', of: 'beneficiary' },
    objects: [
      [/\bin\s+favou?r\s+of\s+/i, 'beneficiary'],
      [/\b(?:given|granted|advanced|extended|sanctioned|lent|provided)\s+by\s+/i, 'beneficiary'],
    ],
    money: [
      { field: 'guaranteeAmount', cues: /\b(?:guarant\w*|up to|upto|amount|loan|of|for)\b/i, fallback: true },
    ],
    extract: ({ text }) => ({
      purpose: sentenceCase(
        phrase(
          text,
          /\bguarantee\s+(?=(?:the\s+)?(?:repayment|payment|performance|dues|obligations)\b)/i,
          undefined,
          200,
        ) ??
          phrase(
            text,
            /\bguarant\w*\s+(?:(?:of\s+)?(?:up\s?to\s+)?(?:₹|rs\.?\s*)?[\d,.]+\s*(?:lakhs?|crores?|thousand|k)?\s+)?for\s+(?=(?:the|my|his|her|their|a|an)\b)/i,
            /\b(?:to|in favou?r of|up to|upto)\b(?!\s+(?:be|pay|repay))/i,
            160,
          ),
      ),
    }),
  },
} satisfies Partial<Record<TemplateId, TemplateRule>>
