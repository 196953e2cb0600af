import type { DurationMention, DurationUnit } from './spans.ts'

const DURATION =
  /\b(\d+(?:\.\d+)?)\s*(?:-\s*)?(days?|weeks?|wks?|months?|mths?|mos?|mahine|mahina|mahino|years?|yrs?|saal)\b|\b(?:for|of|within|in|over)\s+(?:a|an|one)\s+(year|month|week)\b/gi

function unitOf(word: string): DurationUnit {
  const w = word.toLowerCase()
  if (w.startsWith('d')) return 'day'
  if (w.startsWith('w')) return 'week'
  if (w.startsWith('y') || w === 'saal') return 'year'
  return 'month'
}

export function findDurations(text: string): DurationMention[] {
  const found: DurationMention[] = []
  for (const match of text.matchAll(DURATION)) {
    const [whole, value, unit, article] = match
    if (value && unit) {
      const before = text.slice(Math.max(0, match.index - 2), match.index)
      if (/\d[/.,-]$/.test(before)) continue
      found.push({
        index: match.index,
        end: match.index + whole.length,
        text: whole,
        value: Number(value),
        unit: unitOf(unit),
      })
    } else if (article) {
      const start = match.index + whole.toLowerCase().lastIndexOf(article.toLowerCase()) - 2
      found.push({
        index: match.index,
        end: match.index + whole.length,
        text: text.slice(start, match.index + whole.length).trim(),
        value: 1,
        unit: unitOf(article),
      })
    }
  }
  return found
}

/** A duration in months (years × 12), or undefined for days and weeks. */
export function inMonths(d: { value: number; unit: DurationUnit }): number | undefined {
  if (d.unit === 'month') return d.value
  if (d.unit === 'year') return d.value * 12
  return undefined
}

/** A duration in years (months ÷ 12, to two decimals), or undefined for days and weeks. */
export function inYears(d: { value: number; unit: DurationUnit }): number | undefined {
  if (d.unit === 'year') return d.value
  if (d.unit === 'month') return Math.round((d.value / 12) * 100) / 100
  return undefined
}

/** "11 months", "1 year", "30 days". */
export function describeDuration(d: { value: number; unit: DurationUnit }): string {
  return `${d.value} ${d.unit}${d.value === 1 ? '' : 's'}`
}
