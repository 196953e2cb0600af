// The body language of a user's own template: `{{field}}` puts a field's answer in,
// `{{#if field}} … {{/if}}` keeps a section only when the field is answered (a checkbox
// ticked), sections may nest, and `\{{` writes two literal braces. An answer is inserted
// as plain text and never read as language, so an answer cannot add a placeholder.

export type BodyNode =
  | { kind: 'text'; text: string }
  | { kind: 'field'; name: string }
  | { kind: 'if'; name: string; children: BodyNode[] }

export type BodyParse = { ok: true; nodes: BodyNode[] } | { ok: false; error: string }

const TAG = /\\\{\{|\{\{\s*(#if\s+)?([^{}]*?)\s*\}\}/g
const NAME = /^[A-Za-z][A-Za-z0-9_]*$/

/** Parses a body into text, placeholders and sections, or says what is wrong and where. */
export function parseBody(source: string): BodyParse {
  const root: BodyNode[] = []
  const stack: { name: string; children: BodyNode[]; line: number }[] = []
  const here = () => stack.at(-1)?.children ?? root
  const lineAt = (index: number) => source.slice(0, index).split('\n').length
  let last = 0
  let text = ''
  const flush = () => {
    if (text !== '') here().push({ kind: 'text', text })
    text = ''
  }
  for (const match of source.matchAll(TAG)) {
    text += source.slice(last, match.index)
    last = match.index + match[0].length
    if (match[0] === '\\{{') {
      text += '{{'
      continue
    }
    flush()
    const isIf = !!match[1]
    const word = (match[2] ?? '').trim()
    const line = lineAt(match.index)
    if (isIf) {
      if (!NAME.test(word)) return { ok: false, error: `Line ${line}: "{{#if …}}" needs a field name.` }
      const section = { name: word, children: [] as BodyNode[], line }
      here().push({ kind: 'if', name: word, children: section.children })
      stack.push(section)
    } else if (word === '/if') {
      if (!stack.pop()) return { ok: false, error: `Line ${line}: "{{/if}}" closes no section.` }
    } else if (NAME.test(word)) {
      here().push({ kind: 'field', name: word })
    } else {
      return {
        ok: false,
        error: `Line ${line}: "${match[0].slice(0, 40)}" is not a placeholder. Write {{fieldName}}, {{#if fieldName}} or {{/if}}; write \\{{ for literal braces.`,
      }
    }
  }
  text += source.slice(last)
  flush()
  const open = stack.at(-1)
  if (open) return { ok: false, error: `Line ${open.line}: "{{#if ${open.name}}}" has no "{{/if}}".` }
  return { ok: true, nodes: root }
}

/** Every field name the body uses, placeholders and sections alike, in order, once each. */
export function namesIn(nodes: readonly BodyNode[]): string[] {
  const names = new Set<string>()
  const walk = (list: readonly BodyNode[]) => {
    for (const node of list) {
      if (node.kind === 'field') names.add(node.name)
      if (node.kind === 'if') {
        names.add(node.name)
        walk(node.children)
      }
    }
  }
  walk(nodes)
  return [...names]
}

/**
 * The text with each placeholder replaced by `valueOf(name)` and each section kept when
 * `isAnswered(name)`. Blank lines left by dropped sections collapse to one.
 */
export function renderBody(
  nodes: readonly BodyNode[],
  valueOf: (name: string) => string,
  isAnswered: (name: string) => boolean,
): string {
  const walk = (list: readonly BodyNode[]): string =>
    list
      .map((node) =>
        node.kind === 'text'
          ? node.text
          : node.kind === 'field'
            ? valueOf(node.name)
            : isAnswered(node.name)
              ? walk(node.children)
              : '',
      )
      .join('')
  return walk(nodes)
    .replace(/\n[ \t]*\n(?:[ \t]*\n)+/g, '\n\n')
    .trim()
}
