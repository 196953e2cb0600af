import { registeredLine, registrationDeadlineLine } from '#domain/execution/index.ts'
import { isCalendarDate } from '#domain/shared/calendar-date.ts'

/** Where the document's Analytics tab records the date of execution. */
export const EXECUTION_DATE_ANCHOR = 'execution-date'

// The State's own Act may apply (Maharashtra, Karnataka …): the checklist names it.
const STAMPING =
  "Stamp duty payable before or at execution under the State's stamp law (Indian Stamp Act, 1899, s.17, or the State's own Act)"

/**
 * A row of "Registration or stamping": for a document that must be registered, the four
 * months of s.23 counted from the date of execution recorded (or a link to record it),
 * worked out for `now`, so the days left are never stale; once registered, when and under
 * what number instead, the countdown over.
 */
export function executionRow(
  d: {
    id: string
    title: string
    stampDuty: boolean
    registration: string
    executedOn: string | null
    registeredOn: string | null
    registrationNumber: string | null
  },
  now: Date,
) {
  const analytics = `/app/documents/${d.id}?tab=analytics`
  const compulsory = d.registration === 'compulsory'
  const executedOn = d.executedOn && isCalendarDate(d.executedOn) ? d.executedOn : null
  const registeredOn = d.registeredOn && isCalendarDate(d.registeredOn) ? d.registeredOn : null
  const registration = registeredOn
    ? registeredLine(registeredOn, d.registrationNumber)
    : !compulsory
      ? null
      : executedOn
        ? `${registrationDeadlineLine(executedOn, now)} — Registration Act, 1908, s.23`
        : 'Registration compulsory within 4 months of execution (Registration Act, 1908, s.23); execution date not recorded — record it'
  const toRecord = compulsory && !executedOn && !registeredOn
  return {
    id: d.id,
    title: d.title,
    detail: [registration, d.stampDuty ? STAMPING : null].filter(Boolean).join('; '),
    // The Analytics tab holds the execution checklist and the date of execution.
    href: toRecord ? `${analytics}#${EXECUTION_DATE_ANCHOR}` : analytics,
    action: toRecord ? 'Record the execution date' : 'See the checklist',
  }
}
