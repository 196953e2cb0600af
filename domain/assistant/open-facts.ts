import { type TemplateField, type TemplateId, getTemplate } from '#domain/catalogue/index.ts'
import {
  InvalidDetailsError,
  PLACEHOLDER_PREFIX,
  PendingValueError,
  draftAgreement,
} from '#domain/drafting/index.ts'

/**
 * A plain request drafted on a template although it leaves facts open: each missing field
 * becomes its `[TO BE CONFIRMED: …]` placeholder (drafting flags it), except the facts a
 * draft cannot be made without — those a clause must compute with (found by drafting) and
 * choices that change which clauses apply (a select field). Those are asked for instead.
 */

export interface OpenFacts {
  /** The details with a placeholder in each open field. */
  readonly details: Record<string, string | number>
  /** The fields left open, drafted as placeholders. */
  readonly open: readonly TemplateField[]
  /** The fields a draft needs before it can be made. */
  readonly needed: readonly TemplateField[]
}

// Stand-ins used only to find the next field a trial draft needs; never stored or shown.
const TRIAL: Readonly<Record<TemplateField['format'], string>> = {
  plain: 'trial',
  money: '100000',
  date: '01/01/2030',
  percent: '10',
  months: '12',
  years: '1',
}

export function placeholderFor(field: TemplateField): string {
  return `${PLACEHOLDER_PREFIX}${field.label.replace(/[[\]]/g, '')}]`
}

export function openFacts(
  templateId: TemplateId,
  read: Readonly<Record<string, string | number>>,
): OpenFacts {
  const template = getTemplate(templateId)
  const details: Record<string, string | number> = { ...read }
  const open: TemplateField[] = []
  const needed: TemplateField[] = []
  for (const field of template.fields) {
    if (!field.required || String(details[field.name] ?? '').trim() !== '') continue
    if (field.type === 'select') needed.push(field)
    else {
      details[field.name] = placeholderFor(field)
      open.push(field)
    }
  }
  const trial: Record<string, string | number> = { ...details }
  for (const field of needed) trial[field.name] = field.options?.[0] ?? TRIAL.plain
  for (let attempt = 0; attempt <= template.fields.length; attempt++) {
    try {
      draftAgreement(templateId, trial)
      break
    } catch (error) {
      if (error instanceof InvalidDetailsError) break
      if (!(error instanceof PendingValueError)) throw error
      const field = template.fields.find((f) => f.name === error.field)
      if (!field || needed.includes(field)) throw error
      needed.push(field)
      trial[field.name] = TRIAL[field.format]
    }
  }
  const stillOpen = open.filter((f) => !needed.includes(f))
  for (const field of needed) delete details[field.name]
  return { details, open: stillOpen, needed: template.fields.filter((f) => needed.includes(f)) }
}
