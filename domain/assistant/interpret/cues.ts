import { type CalendarDate, formatDate } from '#domain/shared/dates.ts'
import { formatRupees } from '#domain/shared/money.ts'
import {
  type AmountMention,
  type DurationMention,
  type Span,
  describeDuration,
  findAmounts,
  findDates,
  findDurations,
  findPercents,
  formatMoney,
  inMonths,
  inYears,
} from '../extract/index.ts'
import { type Collector, label } from './collector.ts'
import type { DateRule, TemplateRule } from '../rules/types.ts'

/** Amounts, dates, durations and percentages, each tied to a field by the cue words next to it. */

const CONNECTOR = /(?:[.;\n]|,\s|\band\b|\bwith\b|\bplus\b|\bbut\b|\balso\b)/gi

function windowBefore(text: string, index: number, floor: number): string {
  const start = Math.max(floor, index - 50)
  const slice = text.slice(start, index)
  let cut = 0
  for (const m of slice.matchAll(CONNECTOR)) cut = m.index + m[0].length
  return slice.slice(cut)
}

function windowAfter(text: string, end: number, ceiling: number): string {
  const slice = text.slice(end, Math.min(ceiling, end + 35))
  const m = /(?:[.;\n]|,\s|\band\b|\bwith\b|\bplus\b|\bbut\b)/i.exec(slice)
  return m ? slice.slice(0, m.index) : slice
}

function cueScore(text: string, span: Span, all: readonly Span[], cues: RegExp): number {
  const previous = all.filter((s) => s.end <= span.index).at(-1)
  const next = all.find((s) => s.index >= span.end)
  const before = windowBefore(text, span.index, previous?.end ?? 0)
  const after = windowAfter(text, span.end, next?.index ?? text.length)
  if (cues.test(before)) return 3
  if (cues.test(after)) return 2
  return 0
}

interface Candidate<M extends Span> {
  readonly mention: M
  readonly field: string
  readonly score: number
}

/** Gives each mention at most one field, best cue first; `fallback` fields then take a lone leftover. */
function match<M extends Span>(
  mentions: readonly M[],
  rules: ReadonlyArray<{ field: string; cues: RegExp; fallback?: boolean }>,
  text: string,
  c: Collector,
  bonus: (mention: M, field: string) => number,
  accept: (mention: M, field: string) => boolean,
): void {
  const candidates: Candidate<M>[] = []
  for (const mention of mentions) {
    for (const rule of rules) {
      if (c.has(rule.field)) continue
      const score = cueScore(text, mention, mentions, rule.cues) + bonus(mention, rule.field)
      if (score > 0) candidates.push({ mention, field: rule.field, score })
    }
  }
  candidates.sort((a, b) => b.score - a.score || a.mention.index - b.mention.index)
  const taken = new Set<M>()
  for (const { mention, field } of candidates) {
    if (taken.has(mention) || c.has(field)) continue
    if (accept(mention, field)) taken.add(mention)
  }
  const left = mentions.filter((m) => !taken.has(m))
  const open = rules.filter((r) => r.fallback && !c.has(r.field))
  const only = left[0]
  if (left.length === 1 && only && open.length > 0) {
    for (const rule of open) if (accept(only, rule.field)) break
  } else if (rules.length === 1 && left.length > 1 && open.length === 1) {
    // One field and several candidates with no cue: leave it to the user.
  }
}

/** Whether the cue word stands right beside the amount ("rent 40,000", "rent of Rs 40,000", "40,000 rent"). */
function namedBy(text: string, m: AmountMention, cues: RegExp): boolean {
  const before = text.slice(Math.max(0, m.index - 24), m.index)
  const after = text.slice(m.end, m.end + 16)
  const word = cues.source
  return (
    new RegExp(`${word}(?:\\s+(?:of|is|at|amount|rs\\.?|inr))*[\\s:₹-]*$`, 'i').test(before) ||
    new RegExp(`^\\s*(?:as\\s+)?${word}`, 'i').test(after)
  )
}

/** "annual rent 18 lakh", "yearly rent of ₹4,80,000": the period is in the words before the sum. */
function saysYearly(text: string, m: AmountMention): boolean {
  return /\b(?:annual|yearly|per\s+annum)\b[^.\d]{0,24}$/i.test(
    text.slice(Math.max(0, m.index - 40), m.index),
  )
}

export function assignAmounts(rule: TemplateRule, text: string, c: Collector): void {
  const rules = rule.money ?? []
  if (rules.length === 0) return
  const mentions = findAmounts(text)
  const byField = new Map(rules.map((r) => [r.field, r]))
  match<AmountMention>(
    mentions,
    rules,
    text,
    c,
    (m, field) => {
      const r = byField.get(field)
      if (r?.period === 'month' && m.period === 'month') return 1
      if (r?.period === 'year' && m.period === 'year') return 1
      // A sum "per month" for a yearly field (a lease's annual rent) is that field, counted × 12.
      if (r?.period === 'year' && m.period === 'month') return 1
      return 0
    },
    (m, field) => {
      const r = byField.get(field)
      if (r?.bareIsMonthlyOrYearly && m.period === undefined && !saysYearly(text, m)) {
        // "rent 40,000" is most often a month's rent: never drafted as the year's without asking.
        // Only a sum the cue word itself names is meant; another (a deposit) is not the rent.
        if (!namedBy(text, m, r.cues)) return false
        c.notes.push(
          `${label(c, field)}: the request gives ${formatRupees(m.paise)} without saying whether it is a month's or a year's (${formatRupees(m.paise)} a month would be ${formatRupees(m.paise * 12)} a year), so it is left for you to confirm.`,
        )
        return true
      }
      if (r?.period === 'year' && m.period === 'month') {
        const yearly = m.paise * 12
        return c.set(
          field,
          formatRupees(yearly),
          `${label(c, field)}: ${formatRupees(m.paise)} a month × 12 = ${formatRupees(yearly)} a year.`,
        )
      }
      if (r?.period === 'month' && m.period === 'year') {
        const monthly = Math.round(m.paise / 12)
        return c.set(
          field,
          formatRupees(monthly),
          `${label(c, field)}: ${formatRupees(m.paise)} a year ÷ 12 = ${formatRupees(monthly)} a month.`,
        )
      }
      if (r?.period === 'keep')
        return c.set(field, formatMoney(m.paise, m.period === 'once' ? undefined : m.period))
      return c.set(field, formatRupees(m.paise))
    },
  )
}

export function assignDates(
  rule: TemplateRule,
  text: string,
  c: Collector,
  today: CalendarDate | undefined,
): void {
  const dateFields = c.template.fields.filter((f) => f.format === 'date')
  if (dateFields.length === 0) return
  const rules: readonly DateRule[] = rule.dates ?? dateFields.map((f) => ({ field: f.name, cues: /$^/ }))
  const mentions = findDates(text, today)
  const single = rules.length === 1 ? rules.map((r) => ({ ...r, fallback: true })) : rules
  // A date the words give to something else ("the balance by …") does not go to a rule that says so.
  const elsewhere = (m: Span, field: string): boolean =>
    rules.find((r) => r.field === field)?.notAfter?.test(text.slice(Math.max(0, m.index - 60), m.index)) ??
    false
  match(
    mentions,
    single,
    text,
    c,
    () => 0,
    (m, field) => !elsewhere(m, field) && c.set(field, formatDate(m.date)),
  )
}

const NOISE_AFTER =
  /^\s*(?:'s?\s+|of\s+)?(?:rent|deposit|salary|notice|advance|fee|interest|emi|lock[\s-]?in|probation|old|experience)/i
const NOISE_BEFORE =
  /(?:deposit|notice|advance|probation|lock[\s-]?in|experience|aged?|old)\s+(?:period\s+)?(?:of|equal to|worth|for)?\s*$/i

export function assignDurations(rule: TemplateRule, text: string, c: Collector): void {
  const rules = rule.durations ?? []
  if (rules.length === 0) return
  const byField = new Map(rules.map((r) => [r.field, r]))
  const mentions = findDurations(text).filter((d) => {
    const after = text.slice(d.end, d.end + 20)
    const before = text.slice(Math.max(0, d.index - 25), d.index)
    const ownCue = rules.some((r) => /notice/.test(r.cues.source) && /notice/i.test(after + before))
    return ownCue || (!NOISE_AFTER.test(after) && !NOISE_BEFORE.test(before))
  })
  match<DurationMention>(
    mentions,
    rules,
    text,
    c,
    () => 0,
    (m, field) => {
      const r = byField.get(field)
      if (!r) return false
      if (r.as === 'months') {
        const months = inMonths(m)
        if (months === undefined || !Number.isInteger(months)) return false
        return c.set(
          field,
          String(months),
          m.unit === 'year' ? `${label(c, field)}: ${describeDuration(m)} = ${months} months.` : undefined,
        )
      }
      if (r.as === 'years') {
        const years = inYears(m)
        if (years === undefined) return false
        return c.set(
          field,
          String(years),
          m.unit === 'month' ? `${label(c, field)}: ${describeDuration(m)} = ${years} years.` : undefined,
        )
      }
      const tail = /^\s+((?:after|from|following|post|of)\s+(?:the\s+)?[a-z][^.,;\n]{2,60})/i.exec(
        text.slice(m.end),
      )
      return c.set(field, tail ? `${describeDuration(m)} ${tail[1]?.trim()}` : describeDuration(m))
    },
  )
}

export function assignPercents(rule: TemplateRule, text: string, c: Collector): void {
  const rules = rule.percents ?? []
  if (rules.length === 0) return
  match(
    findPercents(text),
    rules,
    text,
    c,
    () => 0,
    (m, field) => c.set(field, String(m.value)),
  )
}
