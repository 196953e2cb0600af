import type { Db } from '#db/types.ts'
import { may, type DocumentRole } from '#domain/collaboration/index.ts'
import { registrationDeadlineLine } from '#domain/execution/index.ts'
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
  const checklist = checklistOf(agreement.structure) ?? (await generatedChecklist(db, agreement.id))
  const executedOn = await executionDateOf(db, agreement.id)
  // Whenever the document may be registered, s.23's four months run from the execution date.
  const deadline =
    executedOn && checklist?.registration.status !== 'not-required'
      ? registrationDeadlineLine(executedOn, now)
      : null
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
      deadline,
      canRecord: may(role, 'edit') && agreement.access === 'full',
      version: agreement.version,
      earliest: istDateOf(agreement.createdAt),
      today: istDateOf(now),
    },
  }
}

/** The date of execution recorded for the document ("YYYY-MM-DD"), kept by the portfolio read model. */
async function executionDateOf(db: Db, agreementId: string): Promise<string | null> {
  const [row] = await db.query<{ executed_on: string | null }>(
    // As text: a driver would turn a date into a local midnight.
    `SELECT to_char(executed_on, 'YYYY-MM-DD') AS executed_on FROM agreement_portfolio WHERE agreement_id = $1`,
    [agreementId],
  )
  return row?.executed_on && isCalendarDate(row.executed_on) ? row.executed_on : null
}

function checklistOf(structure: Record<string, unknown> | null): ExecutionChecklist | null {
  const checklist = structure?.['checklist']
  return checklist && typeof checklist === 'object' ? (checklist as ExecutionChecklist) : null
}

async function generatedChecklist(db: Db, agreementId: string): Promise<ExecutionChecklist | null> {
  const [first] = await readStream(db, agreementStreamId(agreementId), { maxCount: 1 })
  if (first?.type !== 'AgreementGenerated') return null
  const data = first.data as {
    structure: Record<string, unknown> | null
    checklist?: Record<string, unknown>
  }
  // A custom template's own text has no drafted structure: its checklist is on the event.
  return checklistOf(data.structure) ?? checklistOf({ checklist: data.checklist })
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
