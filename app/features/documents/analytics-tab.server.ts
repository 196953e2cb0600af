import { storedChecklist } from '#domain/drafting/index.ts'
import type { Db } from '#db/types.ts'
import { may, type DocumentRole } from '#domain/collaboration/index.ts'
import { registeredLine, registrationDeadlineLine } from '#domain/execution/index.ts'
import { formatCalendarDate, isCalendarDate, istDateOf } from '#domain/shared/calendar-date.ts'
import type { AnalysisResult } from '#domain/analysis/index.ts'
import { agreementStreamId } from '#domain/agreement/index.ts'
import type { ExecutionChecklist } from '#domain/drafting/types.ts'
import { readStream } from '#events/read.server.ts'
import type { AgreementView } from '#events/projections/agreements.ts'
import type { AnalyticsTabView } from '#app/features/documents/analytics-tab.tsx'

/**
 * The Analytics tab: the analysis of the text as it is now, and the execution checklist
 * the drafting engine wrote for it. A hand edit drops the drafted structure, so the
 * checklist then comes from the generation event — stamping and registration depend on
 * the kind of instrument, which an edit does not change.
 */
export async function analyticsTabData(
  db: Db,
  agreement: AgreementView,
  analysis: AnalysisResult,
  { role, now }: { role: DocumentRole; now: Date },
): Promise<AnalyticsTabView> {
  const checklist =
    storedChecklist({ structure: agreement.structure }) ?? (await generatedChecklist(db, agreement.id))
  const { executedOn, registeredOn, registrationNumber } = await executionRecordOf(db, agreement.id)
  const registrable = checklist?.registration.status !== 'not-required'
  // Whenever the document may be registered, s.23's four months run from the execution date,
  // until it is registered: then when and under what number instead.
  const registered = registrable && registeredOn ? registeredLine(registeredOn, registrationNumber) : null
  const deadline =
    registered ?? (executedOn && registrable ? registrationDeadlineLine(executedOn, now) : null)
  const canRecord = may(role, 'edit') && agreement.access === 'full'
  return {
    analysis:
      analysis.status === 'empty'
        ? { status: 'empty', message: analysis.message }
        : {
            status: 'analysed',
            scores: { ...analysis.scores },
            issues: analysis.issues.map((i) => ({
              id: i.id,
              severity: i.severity,
              message: i.message,
              basis: i.basis,
              fix: i.fix,
              line: i.line ?? null,
            })),
            recommendations: analysis.recommendations.map((r) => ({
              id: r.id,
              text: r.text,
              basis: r.basis ?? null,
            })),
            rules: analysis.rules
              .filter((r) => r.status !== 'not-applicable')
              .map((r) => ({ title: r.title, basis: r.basis, passed: r.status === 'passed' })),
            completeness: {
              expected: analysis.completeness.expected,
              present: analysis.completeness.present,
              missing: [...analysis.completeness.missing],
            },
          },
    checklist: checklist ? checklistView(checklist, deadline) : null,
    execution: {
      executedOn,
      executedOnText: executedOn ? formatCalendarDate(executedOn) : null,
      // Once registered, the registration's own section says so.
      deadline: registered ? null : deadline,
      canRecord,
      version: agreement.version,
      earliest: istDateOf(agreement.createdAt),
      today: istDateOf(now),
    },
    registration: registrable
      ? {
          registeredOn,
          registrationNumber,
          registered,
          canRecord,
          version: agreement.version,
          earliest: executedOn ?? istDateOf(agreement.createdAt),
          today: istDateOf(now),
        }
      : null,
  }
}

/**
 * The dates of execution and registration recorded for the document ("YYYY-MM-DD") and the
 * registration number, kept by the portfolio read model.
 */
async function executionRecordOf(db: Db, agreementId: string) {
  const [row] = await db.query<{
    executed_on: string | null
    registered_on: string | null
    registration_number: string | null
  }>(
    // As text: a driver would turn a date into a local midnight.
    `SELECT to_char(executed_on, 'YYYY-MM-DD') AS executed_on, to_char(registered_on, 'YYYY-MM-DD') AS registered_on,
            registration_number
       FROM agreement_portfolio WHERE agreement_id = $1`,
    [agreementId],
  )
  const day = (value: string | null | undefined) => (value && isCalendarDate(value) ? value : null)
  const registeredOn = day(row?.registered_on)
  return {
    executedOn: day(row?.executed_on),
    registeredOn,
    registrationNumber: registeredOn ? (row?.registration_number ?? null) : null,
  }
}

async function generatedChecklist(db: Db, agreementId: string): Promise<ExecutionChecklist | null> {
  const [first] = await readStream(db, agreementStreamId(agreementId), { maxCount: 1 })
  if (first?.type !== 'AgreementGenerated') return null
  const data = first.data as {
    structure: Record<string, unknown> | null
    checklist?: Record<string, unknown>
  }
  // A custom template's own text has no drafted structure: its checklist is on the event.
  return storedChecklist(data)
}

const REGISTRATION: Record<ExecutionChecklist['registration']['status'], string> = {
  compulsory: 'Registration compulsory',
  optional: 'Registration optional',
  'not-required': 'Registration not required',
}

function checklistView(
  c: ExecutionChecklist,
  deadline: string | null,
): NonNullable<AnalyticsTabView['checklist']> {
  return [
    {
      label: c.stampDuty.required ? 'Stamp duty payable' : 'No stamp duty',
      detail: [c.stampDuty.article, c.stampDuty.note].filter(Boolean).join(' — '),
    },
    {
      label: REGISTRATION[c.registration.status],
      detail: [c.registration.basis, c.registration.timeLimit, deadline ? `${deadline}.` : null]
        .filter(Boolean)
        .join(' '),
    },
    {
      label:
        c.witnesses.count === 0
          ? 'No witnesses needed'
          : `${c.witnesses.count} ${c.witnesses.count === 1 ? 'witness' : 'witnesses'}${c.witnesses.mandatory ? ' (required)' : ' (advised)'}`,
      detail: c.witnesses.note,
    },
    {
      label: c.notarisation.required ? 'Notarisation required' : 'Notarisation optional',
      detail: c.notarisation.note,
    },
    {
      label: c.eSignature.permitted ? 'E-signature permitted' : 'Sign on paper (no e-signature)',
      detail: c.eSignature.basis,
    },
    ...c.otherSteps.map((step) => ({ label: 'Also', detail: step })),
  ]
}
