import {
  type Template,
  type TemplateField,
  type TemplateId,
  getTemplate,
  listCategories,
  listTemplates,
  templatesByCategory,
} from '#domain/catalogue/index.ts'
import { GLOSSARY, findTerms, getTerm } from '#domain/glossary/index.ts'
import type { OutOfScopeReason } from './intents.ts'
import { namedTemplate, rankTemplates } from './interpret.ts'

/**
 * The assistant's fixed texts and the replies built from reference data (templates,
 * glossary). Every reply is plain text: line breaks and "- " bullets, no HTML or Markdown
 * markup beyond that.
 */

export const CAPABILITIES = [
  'I can help you with:',
  `- Drafting any of our ${listTemplates().length} templates — describe it in your own words (for example "rent my flat in Pune to Ravi for 11 months at 25,000 a month") and I will ask for anything missing, one question at a time, or take all the details in one message.`,
  '- A custom agreement when no template fits: tell me who the parties are and what each has agreed to do.',
  '- Formalities: stamp duty, registration, witnesses, notarisation and e-signature for a document.',
  '- Legal terms: ask "what is indemnity?" or "what does leave and licence mean?".',
  'I work offline, so I cannot advise on a particular dispute, research case law, or review and summarise documents.',
].join('\n')

export const WELCOME = `Hello! I am your AI Legal Assistant, specialised in Indian legal compliance.\n\n${CAPABILITIES}`

export function outOfScopeReply(reason: OutOfScopeReason): string {
  switch (reason) {
    case 'legal-advice':
      return [
        'I cannot advise on a specific dispute or tell you what to do in your situation — that needs a lawyer who can look at your facts and documents. If you cannot afford one, your District Legal Services Authority offers free legal aid to those eligible under the Legal Services Authorities Act, 1987.',
        '',
        'What I can do: draft an agreement, explain the formalities for a document, or explain a legal term.',
      ].join('\n')
    case 'case-law':
      return [
        'I work offline without a database of judgments, so I cannot research, cite or summarise case law. A lawyer or a legal research service can help with that.',
        '',
        'What I can do: draft an agreement, explain the formalities for a document, or explain a legal term.',
      ].join('\n')
    case 'needs-model':
      return [
        'That needs the online AI model, which is not available in this offline assistant: I cannot translate, summarise, review or write free-form text.',
        '',
        'What I can do: draft an agreement, explain the formalities for a document, or explain a legal term.',
      ].join('\n')
  }
}

export const FALLBACK = [
  'Sorry, I did not understand that. I work offline, so I can only help with drafting agreements, their formalities and legal terms.',
  'Try: "I need a rental agreement", "do I need to register a gift deed?", "what is indemnity?", or "show templates".',
].join('\n')

export function templateList(): string {
  const lines = [`I have ${listTemplates().length} templates in ${listCategories().length} categories:`]
  for (const category of listCategories()) {
    lines.push(
      `- ${category.name}: ${templatesByCategory(category.id)
        .map((t) => t.name)
        .join(', ')}`,
    )
  }
  lines.push(
    '',
    'Tell me which one you need, or describe your arrangement and I will draft a custom agreement.',
  )
  return lines.join('\n')
}

/** "Monthly Rent (₹)" → "Monthly Rent". */
export function fieldLabel(field: TemplateField): string {
  return field.label.replace(/\s*\((?:₹|%[^)]*|months|years)\)\s*$/, '')
}

/** The example from a placeholder ("e.g. Asha Rao" → "Asha Rao"). */
function example(field: TemplateField): string {
  return field.placeholder.replace(/^e\.g\.\s*/i, '').replace(/\s*\([^)]*\)\s*$/, '')
}

/** "a Rental Agreement", "an Offer Letter". */
export function withArticle(name: string): string {
  return `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`
}

/** The question for one field, with its placeholder as a hint. */
export function fieldQuestion(template: Template, field: TemplateField): string {
  const label = fieldLabel(field)
  if (field.type === 'select') return `${label}: choose one of ${(field.options ?? []).join(', ')}.`
  const hint =
    field.format === 'date'
      ? 'in DD/MM/YYYY, e.g. 01/04/2027'
      : field.format === 'months'
        ? `number of months, e.g. ${example(field)}`
        : field.format === 'years'
          ? `number of years, e.g. ${example(field)}`
          : field.format === 'percent'
            ? `a percentage, e.g. ${example(field)}`
            : `e.g. ${example(field)}`
  const optional = field.required ? '' : ' (optional — reply "skip" to leave it out)'
  return `${field.label}?${optional} (${hint})`
}

export function incompleteQuestion(field: TemplateField, value: string): string {
  return `${fieldLabel(field)}: I have "${value}". Please send the full ${fieldLabel(field).toLowerCase()} (with the flat, house or plot number and PIN code), or reply "keep" to use it as it is.`
}

/** The fields a template needs, required ones marked. */
export function fieldList(template: Template): string {
  return template.fields.map((f) => `- ${f.label}${f.required ? ' *' : ' (optional)'}`).join('\n')
}

export function summaryLines(template: Template, details: Readonly<Record<string, string>>): string[] {
  return template.fields
    .filter((f) => details[f.name] !== undefined && details[f.name] !== '')
    .map((f) => `- ${f.label}: ${details[f.name] ?? ''}`)
}

/** Explains a glossary term, or a template named instead; null when neither is known. */
export function explainTopic(topic: string): string | null {
  const named = namedTemplate(topic)
  if (named) return describeTemplate(named)
  const found = findTerms(topic)
  const first = found[0]
  // The term must be most of what was asked: "contractual" inside "quasi-contractual estoppel" is not it.
  const asked = topic
    .replace(/^(?:an?|the)\s+/i, '')
    .replace(/[?.!]+$/, '')
    .trim()
  if (first && first.matched.length * 2 >= asked.length) {
    const entry = first.entry
    const related = entry.relatedTerms.map((id) => getTerm(id).term)
    const lines = [
      `${entry.term}: ${entry.explanation}`,
      '',
      `In Indian law: ${entry.indianLawContext}`,
      '',
      `Example: ${entry.example}`,
    ]
    if (related.length > 0) lines.push('', `Related terms: ${related.join(', ')}.`)
    const second = found[1]
    if (second && second.entry.id !== entry.id && second.matched.length > 3) {
      lines.push('', `${second.entry.term}: ${second.entry.explanation}`)
    }
    return lines.join('\n')
  }
  const templateId = bestTemplate(topic)
  return templateId ? describeTemplate(templateId) : null
}

function describeTemplate(templateId: TemplateId): string {
  const template = getTemplate(templateId)
  return `${template.name}: ${template.description}\n\nSay "draft ${withArticle(template.name.toLowerCase())}" to start one; I will ask for: ${template.fields.map((f) => fieldLabel(f)).join(', ')}.`
}

function bestTemplate(topic: string): TemplateId | undefined {
  const top = rankTemplates(topic)[0]
  return top && top.score >= 6 ? top.templateId : undefined
}

export function unknownTermReply(topic: string): string {
  return `"${topic}" is not in my offline glossary of ${GLOSSARY.length} legal terms. Try a term such as indemnity, arbitration, stamp duty, leave and licence, force majeure or power of attorney — or ask a lawyer for terms outside everyday contract law.`
}
