import { type Template, findTemplate } from '#domain/catalogue/index.ts'
import { type Agreement, type ReviewFlag, renderPlainText } from '#domain/drafting/index.ts'
import { type EditContext, type OpOutcome, type OpSuccess, cityOf, nounOf } from './edit-context.ts'
import { addClause, removeClause } from './edit-clauses.ts'
import { changeField, resolveField } from './edit-fields.ts'
import { changePeriod, topicOf } from './edit-periods.ts'
import { type Intent, parseInstruction, splitInstruction } from './instruction.ts'
import { mapStrings, withSections } from './merge.ts'
import { renumber } from './sections.ts'
import { parseTextDocument, renderTextDocument, rolesInText } from './text-document.ts'
import {
  type AiFailure,
  type EditChange,
  type EditOutcome,
  type EditRequest,
  type EditableDocument,
  failure,
} from './types.ts'
import { screenInstruction } from './void-clauses.ts'

/**
 * The offline edit engine: the edits it understands, applied to the structured agreement
 * (or to plain text in the engine's numbered layout). Several instructions joined by "and"
 * or ";" are applied in order, all or nothing.
 */

// Spec 001 §5 texts.
export const EDIT_REQUEST_REQUIRED = 'Edit Request Required'
export const DESCRIBE_CHANGES = "Please describe what changes you'd like to make"
export const NO_AGREEMENT = 'No agreement available'
export const NO_CONTENT = 'No document content available to edit'

export function documentText(document: EditableDocument): string {
  return document.kind === 'agreement' ? renderPlainText(document.agreement) : document.text
}

/** The catalogue template an agreement was drafted from; null for a custom agreement. */
function templateOf(a: Agreement): Template | null {
  return findTemplate(a.templateId) ?? null
}

function agreementContext(a: Agreement): EditContext {
  const template = templateOf(a)
  return {
    sections: a.sections,
    roles: a.parties.map((p) => p.role),
    names: a.parties.map((p) => p.name),
    city: cityOf(a.preamble),
    templateId: template?.id ?? null,
    categoryId: template?.categoryId ?? null,
    noun: nounOf(a.sections.flatMap((s) => s.clauses.map((c) => c.text))),
    details: template ? a.details : null,
    layout: a.layout,
  }
}

/** Entries of the "standard terms" flag that the user has now settled leave it. */
function settle(flags: readonly ReviewFlag[], settles: RegExp | undefined): ReviewFlag[] {
  if (!settles) return [...flags]
  return flags.flatMap((flag) => {
    if (flag.id !== 'standard-terms') return [flag]
    const colon = flag.message.indexOf(': ')
    if (colon === -1) return [flag]
    const terms = flag.message
      .slice(colon + 2)
      .replace(/\.$/, '')
      .split('; ')
    const left = terms.filter((t) => !settles.test(t))
    return left.length === 0
      ? []
      : [{ ...flag, message: `${flag.message.slice(0, colon + 2)}${left.join('; ')}.` }]
  })
}

function applyToAgreement(a: Agreement, op: OpSuccess): Agreement {
  const dropped = new Set(op.dropFlags ?? [])
  const flags = settle(
    a.reviewFlags.filter((f) => !dropped.has(f.id)),
    op.settles,
  )
  const added = (op.addFlags ?? []).filter((f) => !flags.some((g) => g.id === f.id))
  const rewrite = op.rewrite
  return withSections(a, op.sections, {
    reviewFlags: [...flags, ...added],
    ...(rewrite
      ? {
          summary: rewrite(a.summary),
          keyTerms: a.keyTerms.map((k) => ({ ...k, definition: rewrite(k.definition) })),
        }
      : {}),
  })
}

interface Step {
  readonly document: EditableDocument
  readonly change: EditChange
  readonly summary: string
  readonly unfilled: readonly string[]
}

function exampleField(a: Agreement): string {
  const fields = templateOf(a)?.fields ?? []
  const field = fields.find((f) => f.format === 'money') ?? fields[0]
  return field
    ? `change the ${field.label.replace(/\s*\([^)]*\)/g, '').toLowerCase()} to …`
    : 'change the rent to ₹30,000'
}

export function notAvailableOffline(document: EditableDocument): AiFailure {
  if (document.kind === 'text') {
    return failure(
      'not_available_offline',
      'The offline drafting engine cannot make that change. On this document it can change a period ("make the notice period 60 days"), add a clause from the clause library ("add the force majeure clause"), remove a clause ("delete clause 4.5") or replace exact words (replace "old words" with "new words"). You can also edit the text yourself with Edit.',
      {
        suggestions: [
          'make the notice period 60 days',
          'add the force majeure clause',
          'delete clause 4.5',
          'replace "old words" with "new words"',
        ],
      },
    )
  }
  const a = document.agreement
  const clause = a.sections[1]?.clauses[a.sections[1].clauses.length - 1]?.number ?? '2.1'
  const suggestions = [
    exampleField(a),
    'make the notice period 60 days',
    'add the force majeure clause',
    `delete clause ${clause}`,
  ]
  return failure(
    'not_available_offline',
    `The offline drafting engine cannot make that change. It can change a detail the agreement was drafted from ("${suggestions[0]}"), change a period ("${suggestions[1]}"), add a clause from the clause library ("${suggestions[2]}") or remove a clause ("${suggestions[3]}"). You can also edit the text yourself with Edit.`,
    { suggestions },
  )
}

function countOf(text: string, needle: string): number {
  return needle === '' ? 0 : text.split(needle).length - 1
}

function replaceWords(document: EditableDocument, from: string, to: string): Step | AiFailure {
  const swap = (t: string) => t.split(from).join(to)
  if (document.kind === 'text') {
    // Names are printed in capitals in the parties and signatures: those follow too.
    const upper = from !== from.toUpperCase() ? from.toUpperCase() : null
    const n = countOf(document.text, from) + (upper ? countOf(document.text, upper) : 0)
    if (n === 0)
      return failure(
        'invalid_request',
        `"${from}" does not appear in this document (the match is exact, including capitals).`,
      )
    const text = upper ? swap(document.text).split(upper).join(to.toUpperCase()) : swap(document.text)
    return {
      document: { kind: 'text', text },
      change: { kind: 'text_replaced', from, to, count: n },
      summary: `Replaced "${from}" with "${to}" (${n} time${n === 1 ? '' : 's'}).`,
      unfilled: [],
    }
  }
  const a = document.agreement
  const body = {
    preamble: a.preamble,
    recitals: a.recitals,
    sections: a.sections,
    schedules: a.schedules,
    summary: a.summary,
    keyTerms: a.keyTerms,
  }
  const n = countOf(JSON.stringify(body), JSON.stringify(from).slice(1, -1))
  if (n === 0) {
    const inParties = a.parties.some((p) => p.name.includes(from))
    return failure(
      'invalid_request',
      inParties
        ? `"${from}" is a party's name: change it as a detail instead, for example "change the ${a.parties[0]?.role.toLowerCase() ?? 'party'}'s name to …", so the signatures follow.`
        : `"${from}" does not appear in the clauses of this document (the match is exact, including capitals).`,
    )
  }
  const replaced = mapStrings(body, swap)
  const agreement = withSections({ ...a, ...replaced }, replaced.sections)
  return {
    document: { kind: 'agreement', agreement },
    change: { kind: 'text_replaced', from, to, count: n },
    summary: `Replaced "${from}" with "${to}" (${n} time${n === 1 ? '' : 's'}).`,
    unfilled: [],
  }
}

function fromOp(
  document: EditableDocument,
  op: OpOutcome,
  text?: ReturnType<typeof parseTextDocument>,
): Step | AiFailure {
  if (!op.ok) return op
  if (document.kind === 'agreement') {
    return {
      document: { kind: 'agreement', agreement: applyToAgreement(document.agreement, op) },
      change: op.change,
      summary: op.summary,
      unfilled: op.unfilled ?? [],
    }
  }
  if (!text) return notAvailableOffline(document)
  return {
    document: { kind: 'text', text: renderTextDocument(text, renumber(op.sections)) },
    change: op.change,
    summary: op.summary,
    unfilled: op.unfilled ?? [],
  }
}

function step(document: EditableDocument, intent: Intent): Step | AiFailure {
  if (intent.kind === 'unknown') return notAvailableOffline(document)
  if (intent.kind === 'replace') return replaceWords(document, intent.from, intent.to)

  const text = document.kind === 'text' ? parseTextDocument(document.text) : undefined
  if (document.kind === 'text' && !text) {
    return failure(
      'not_available_offline',
      'This document is not in the numbered-clause layout the offline engine edits, so it can only replace exact words here (replace "old words" with "new words"). You can also edit the text yourself with Edit.',
      { suggestions: ['replace "old words" with "new words"'] },
    )
  }
  const ctx: EditContext =
    document.kind === 'agreement'
      ? agreementContext(document.agreement)
      : (() => {
          const head = (text?.head ?? []).join('\n')
          return {
            sections: text?.sections ?? [],
            roles: rolesInText(head),
            names: [],
            city: cityOf(head),
            templateId: null,
            categoryId: null,
            noun: nounOf([document.text]),
            details: null,
            layout: null,
          }
        })()

  if (intent.kind === 'remove') return fromOp(document, removeClause(ctx, intent.target), text)
  if (intent.kind === 'add') return fromOp(document, addClause(ctx, intent.name), text)

  // "set": a detail of the agreement first, then a period in a clause.
  const template = document.kind === 'agreement' ? templateOf(document.agreement) : null
  if (document.kind === 'agreement' && template) {
    const match = resolveField(template, intent.ref)
    if (match && 'ambiguous' in match) {
      return failure(
        'invalid_request',
        `"${intent.ref}" could mean ${match.ambiguous.map((f) => f.label).join(' or ')}. Say which one.`,
      )
    }
    const topic = topicOf(intent.ref, intent.value)
    if (match && !(topic === 'payment' && /\b(?:paid|payable|due)\b/i.test(intent.value))) {
      const edited = changeField(document.agreement, match.field, intent.value)
      if (!edited.ok) return edited
      return {
        document: { kind: 'agreement', agreement: edited.agreement },
        change: edited.change,
        summary: edited.summary,
        unfilled: [],
      }
    }
  }
  const topic = topicOf(intent.ref, intent.value)
  if (!topic) {
    if (document.kind === 'text') {
      return failure(
        'not_available_offline',
        `The offline engine cannot find "${intent.ref}" as a period in this document, and a document saved as text has no details to redraft from. To change a name or an amount, replace the exact words — for example, replace "old words" with "new words".`,
        { suggestions: ['replace "old words" with "new words"'] },
      )
    }
    return notAvailableOffline(document)
  }
  return fromOp(document, changePeriod(ctx, topic, intent.value, intent.clauseNumber, intent.ref), text)
}

function isEmpty(document: EditableDocument): boolean {
  return document.kind === 'agreement'
    ? document.agreement.sections.length === 0
    : document.text.trim() === ''
}

export function editOffline(request: EditRequest): (EditOutcome & { readonly ok: true }) | AiFailure {
  const instruction = request.instruction.trim()
  if (instruction === '')
    return failure('invalid_request', DESCRIBE_CHANGES, { title: EDIT_REQUEST_REQUIRED })
  if (isEmpty(request.document)) return failure('invalid_request', NO_CONTENT, { title: NO_AGREEMENT })
  const doc = request.document
  const template = doc.kind === 'agreement' ? templateOf(doc.agreement) : null
  const refused = screenInstruction(
    instruction,
    template ? { templateId: template.id, categoryId: template.categoryId } : { text: documentText(doc) },
  )
  if (refused) return refused

  let document = doc
  const changes: EditChange[] = []
  const summaries: string[] = []
  const unfilled: string[] = []
  for (const part of splitInstruction(instruction)) {
    const done = step(document, parseInstruction(part))
    if ('ok' in done) return done
    document = done.document
    changes.push(done.change)
    summaries.push(done.summary)
    unfilled.push(...done.unfilled)
  }
  return {
    ok: true,
    document,
    content: documentText(document),
    summary: summaries.join(' '),
    changes,
    unfilledPlaceholders: unfilled,
  }
}
