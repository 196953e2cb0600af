import type { Clause } from '#domain/drafting/index.ts'
import { PLACEHOLDER_PATTERN } from '#domain/drafting/index.ts'
import {
  type Duration,
  type DurationSpan,
  DOCUMENT_ORDINAL_DAY,
  describeDuration,
  durationReplacement,
  findDocumentDurations,
  formatDuration,
  formatOrdinal,
  inMonths,
  parseDuration,
  parseOrdinal,
} from './durations.ts'
import type { EditContext, OpOutcome } from './edit-context.ts'
import { type Located, describeClause, findByNumber, replaceClause } from './sections.ts'
import { type PeriodTopic, failure } from './types.ts'

/**
 * Changing a period in the clause that carries it: the notice period, the lock-in, the
 * probation, or the day by which payment falls due. Only the words that state the period
 * change; the rest of the clause is kept as it is.
 */

export function topicOf(ref: string, value: string): PeriodTopic | null {
  const text = `${ref} ${value}`.toLowerCase()
  if (/\bnotice\b/.test(ref.toLowerCase())) return 'notice'
  if (/\block[\s-]?in\b/.test(text)) return 'lock-in'
  if (/\bprobation/.test(ref.toLowerCase())) return 'probation'
  if (/\b(?:pay|payment|paid|payable|due|due date|pay ?day)\b/.test(text)) return 'payment'
  if (/\bnotice\b/.test(text)) return 'notice'
  return null
}

const HEADINGS: Record<PeriodTopic, RegExp> = {
  notice: /\bnotice period\b|^notice$/i,
  'lock-in': /\block[\s-]?in\b/i,
  probation: /\bprobation/i,
  payment:
    /licen[cs]e fee|\brent\b|\bfees?\b|payment|compensation|remuneration|salary|invoic|consideration|royalt|price|repayment/i,
}
const NOT_PAYMENT = /security deposit|abatement|prepayment|escalation|statutory/i
const NOTICE_FALLBACK = /lock[\s-]?in|termination|term and renewal|\bterm\b|duration/i
// Cure periods, probation and periods a statute fixes ("as section 141 … provides") are not the notice period.
const NOT_NOTICE_SENTENCE =
  /probation|breach|fails?\b|default|misconduct|remed|unpaid|arrears|without notice|transfer|\bsection \d/i

interface Slot {
  readonly at: Located
  readonly field: 'text' | number | 'tail'
  readonly index: number
  readonly end: number
  readonly old: string
  readonly replacement: string
}

function candidates(
  ctx: EditContext,
  topic: PeriodTopic,
  clauseNumber: string | undefined,
  probation: boolean,
): Located[] {
  if (clauseNumber) {
    const at = findByNumber(ctx.sections, clauseNumber)
    return at && at.clauseIndex !== null ? [at] : []
  }
  const found = (test: (c: Clause) => boolean): Located[] =>
    ctx.sections.flatMap((section, sectionIndex) =>
      section.clauses.flatMap((clause, clauseIndex) =>
        test(clause) ? [{ sectionIndex, clauseIndex, number: clause.number, heading: clause.heading }] : [],
      ),
    )
  if (topic === 'notice' && probation) return found((c) => HEADINGS.probation.test(c.heading))
  const direct = found(
    (c) => HEADINGS[topic].test(c.heading) && !(topic === 'payment' && NOT_PAYMENT.test(c.heading)),
  )
  if (direct.length > 0 || topic !== 'notice') return direct
  return found((c) => NOTICE_FALLBACK.test(c.heading) && !/breach|misconduct|cause|default/i.test(c.heading))
}

function sentences(text: string): { index: number; text: string }[] {
  const out: { index: number; text: string }[] = []
  const re = /[^.;]+(?:[.;]|$)/g
  for (const m of text.matchAll(re)) if (m[0].trim() !== '') out.push({ index: m.index, text: m[0] })
  return out
}

function slotsIn(
  text: string,
  topic: PeriodTopic,
  probation: boolean,
  duration: Duration | null,
): Omit<Slot, 'at' | 'field'>[] {
  const slots: Omit<Slot, 'at' | 'field'>[] = []
  if (!duration) return slots
  const slot = (offset: number, span: DurationSpan) => ({
    index: offset + span.index,
    end: offset + span.end,
    old: span.text,
    replacement: durationReplacement(duration, span.possessive),
  })
  for (const s of sentences(text)) {
    const spans = findDocumentDurations(s.text)
    if (topic === 'notice') {
      if (probation ? !/probation/i.test(s.text) : NOT_NOTICE_SENTENCE.test(s.text)) continue
      for (const span of spans) {
        const after = s.text.slice(span.end)
        const before = s.text.slice(0, span.index)
        if (
          /^\s*(?:prior\s+)?(?:written\s+)?notice/i.test(after) ||
          /notice period (?:will be|is|of|shall be)\s*$/i.test(before)
        )
          slots.push(slot(s.index, span))
      }
    } else if (topic === 'probation') {
      const lead = /probation(?:ary period)?\s+(?:for|of)\s+/i.exec(s.text)
      const span = lead ? spans.find((sp) => sp.index >= lead.index) : undefined
      if (span) slots.push(slot(s.index, span))
    } else if (topic === 'lock-in' && slots.length === 0) {
      const span = spans.find((sp) => !/^\s*(?:prior\s+)?(?:written\s+)?notice/i.test(s.text.slice(sp.end)))
      if (span) slots.push(slot(s.index, span))
    }
  }
  return slots
}

function payWithin(text: string, days: number): Omit<Slot, 'at' | 'field'>[] {
  return sentences(text).flatMap((s) => {
    if (!/\b(?:pay|paid|payable|invoice|due)\b/i.test(s.text)) return []
    return findDocumentDurations(s.text)
      .filter((span) => /\bwithin\s+$/i.test(s.text.slice(0, span.index)) && /day/.test(span.text))
      .map((span) => ({
        index: s.index + span.index,
        end: s.index + span.end,
        old: span.text,
        replacement: durationReplacement({ value: days, unit: 'day' }, span.possessive),
      }))
  })
}

function apply(text: string, slots: readonly Omit<Slot, 'at' | 'field'>[]): string {
  let out = text
  for (const slot of [...slots].sort((a, b) => b.index - a.index))
    out = out.slice(0, slot.index) + slot.replacement + out.slice(slot.end)
  return out
}

/** "There is no lock-in period." becomes a lock-in of the given length. */
function introduceLockIn(text: string, duration: Duration, noun: string): string | null {
  if (!/There is no lock-in period\./i.test(text)) return null
  const term = /Licence Period/.test(text) ? 'the Licence Period' : `the term of this ${noun}`
  return text
    .replace(
      /There is no lock-in period\./i,
      `The first ${formatDuration(duration)} of ${term} are a lock-in period, during which neither Party may terminate this ${noun} except for a material breach by the other Party.`,
    )
    .replace(/at any time during the Licence Period/i, 'at any time after the lock-in period')
}

function fillLockInPlaceholder(text: string, duration: Duration): string | null {
  let filled = false
  const out = text.replace(PLACEHOLDER_PATTERN, (whole) => {
    if (!/lock-in/i.test(whole)) return whole
    filled = true
    return formatDuration(duration)
  })
  return filled ? out : null
}

const SETTLES: Record<PeriodTopic, RegExp> = {
  notice: /notice/i,
  'lock-in': /lock-in/i,
  probation: /probation/i,
  payment: /paid|payment|payable/i,
}

type PaymentMode = 'ordinal' | 'within' | 'either'

function paymentMode(value: string, duration: Duration | null): { mode: PaymentMode; day: number } | null {
  const ordinal = parseOrdinal(value)
  if (ordinal !== null) return { mode: 'ordinal', day: ordinal }
  if (duration?.unit !== 'day') return null
  return { mode: /\bwithin\b/i.test(value) ? 'within' : 'either', day: duration.value }
}

const NAMES: Record<PeriodTopic, string> = {
  notice: 'notice period',
  'lock-in': 'lock-in period',
  probation: 'probation period',
  payment: 'payment day',
}

export function changePeriod(
  ctx: EditContext,
  topic: PeriodTopic,
  value: string,
  clauseNumber?: string,
  qualifier = '',
): OpOutcome {
  const probation = topic === 'notice' && /probation/i.test(qualifier)
  const name = probation ? 'notice period during probation' : NAMES[topic]
  const duration = parseDuration(value)
  const payment = topic === 'payment' ? paymentMode(value, duration) : null
  if (topic === 'payment' ? payment === null : duration === null) {
    const example =
      topic === 'payment'
        ? 'make the rent payable by the 10th'
        : `make the ${NAMES[topic].replace(' period', '')} 60 days`
    return failure('invalid_request', `Say the new ${name} — for example, "${example}".`)
  }
  if (payment?.mode === 'ordinal' && (payment.day < 1 || payment.day > 28)) {
    return failure(
      'invalid_request',
      'Choose a day of the month from 1 to 28, so that it falls in every month.',
    )
  }
  if (topic === 'lock-in' && duration && ctx.details?.['leasePeriod']?.number !== undefined) {
    const months = inMonths(duration)
    const term = ctx.details['leasePeriod'].number
    const termMonths = ctx.templateId === 'lease-deed' ? term * 12 : term
    if (months !== null && months >= termMonths) {
      return failure('invalid_request', `The lock-in must be shorter than the term of ${termMonths} months.`)
    }
  }

  const places = candidates(ctx, topic, clauseNumber, probation)
  if (topic === 'lock-in' && duration) {
    for (const at of places) {
      const clause = ctx.sections[at.sectionIndex]?.clauses[at.clauseIndex ?? -1]
      if (!clause || at.clauseIndex === null) continue
      const rewritten =
        introduceLockIn(clause.text, duration, ctx.noun) ?? fillLockInPlaceholder(clause.text, duration)
      if (rewritten === null) continue
      return {
        ok: true,
        sections: replaceClause(ctx.sections, at.sectionIndex, at.clauseIndex, {
          ...clause,
          text: rewritten,
        }),
        change: {
          kind: 'period',
          topic,
          clause: `${at.number} ${at.heading}`,
          from: /no lock-in/i.test(clause.text) ? 'no lock-in' : 'to be confirmed',
          to: describeDuration(duration),
        },
        summary: `Set the lock-in period in ${describeClause(at.number, at.heading)} to ${describeDuration(duration)}.`,
        dropFlags: ['lock-in'],
        settles: SETTLES[topic],
      }
    }
  }

  const slots: Slot[] = []
  for (const at of places) {
    const clause = ctx.sections[at.sectionIndex]?.clauses[at.clauseIndex ?? -1]
    if (!clause) continue
    const parts: { field: Slot['field']; text: string }[] = [
      { field: 'text', text: clause.text },
      ...(clause.items ?? []).map((text, i) => ({ field: i, text })),
      ...(clause.tail === undefined ? [] : [{ field: 'tail' as const, text: clause.tail }]),
    ]
    for (const part of parts) {
      let found: Omit<Slot, 'at' | 'field'>[]
      if (payment) {
        found =
          payment.mode === 'ordinal'
            ? ordinalSlots(part.text, payment.day)
            : payWithin(part.text, payment.day)
        if (found.length === 0 && payment.mode === 'either' && payment.day <= 28)
          found = ordinalSlots(part.text, payment.day)
      } else {
        found = slotsIn(part.text, topic, probation, duration)
      }
      slots.push(...found.map((s) => ({ ...s, at, field: part.field })))
    }
  }
  if (slots.length === 0) {
    return failure(
      'not_available_offline',
      `The offline engine could not find the ${name} in this document. Name the clause that carries it — for example, "change the ${name} in clause 5.1 to ${topic === 'payment' ? 'the 10th' : '60 days'}".`,
    )
  }
  const touched = new Map(slots.map((s) => [s.at.number, describeClause(s.at.number, s.at.heading)]))
  if (touched.size > 1) {
    return failure(
      'invalid_request',
      `The ${name} appears in ${[...touched.values()].join(' and ')}. Say which clause to change — for example, "change the ${name} in clause ${slots[0]?.at.number ?? '5.1'} to ${value}".`,
    )
  }
  const first = slots[0] as Slot
  const at = first.at
  if (slots.every((s) => s.old === s.replacement)) {
    return failure(
      'invalid_request',
      `The ${name} in ${describeClause(at.number, at.heading)} is already ${first.old.replace(/(?:'s|')$/, '')}.`,
    )
  }
  const clause = ctx.sections[at.sectionIndex]?.clauses[at.clauseIndex ?? -1] as Clause
  const only = (field: Slot['field']) => slots.filter((s) => s.field === field)
  const updated: Clause = {
    ...clause,
    text: apply(clause.text, only('text')),
    ...(clause.items ? { items: clause.items.map((item, i) => apply(item, only(i))) } : {}),
    ...(clause.tail === undefined ? {} : { tail: apply(clause.tail, only('tail')) }),
  }
  // "1 (one) month's" reads "1 (one) month" in a sentence about it.
  const phrase = (p: string) =>
    topic === 'payment' && !/day/.test(p) ? `the ${p} day` : p.replace(/(?:'s|')$/, '')
  const from = phrase(first.old)
  const to = phrase(first.replacement)
  const rewrite =
    topic === 'notice' && duration && !probation ? (text: string) => rewriteNotice(text, duration) : undefined
  return {
    ok: true,
    sections: replaceClause(ctx.sections, at.sectionIndex, at.clauseIndex ?? 0, updated),
    change: { kind: 'period', topic, clause: `${at.number} ${at.heading}`, from, to },
    summary: `Changed the ${name} in ${describeClause(at.number, at.heading)} from ${from} to ${to}.`,
    settles: SETTLES[topic],
    ...(rewrite ? { rewrite } : {}),
  }
}

function ordinalSlots(text: string, day: number): Omit<Slot, 'at' | 'field'>[] {
  return [...text.matchAll(DOCUMENT_ORDINAL_DAY)].map((m) => ({
    index: m.index,
    end: m.index + m[0].length,
    old: m[0],
    replacement: formatOrdinal(day),
  }))
}

/** The summary's "one month's notice" follows the clause (when it names one notice period). */
function rewriteNotice(text: string, duration: Duration): string {
  const spans = findDocumentDurations(text).filter((span) =>
    /^\s*(?:prior\s+)?(?:written\s+)?notice/i.test(text.slice(span.end)),
  )
  if (spans.length !== 1) return text
  return apply(
    text,
    spans.map((span) => ({
      index: span.index,
      end: span.end,
      old: span.text,
      replacement: durationReplacement(duration, span.possessive),
    })),
  )
}
