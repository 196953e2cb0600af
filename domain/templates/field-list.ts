import type { TemplateField } from './definition.ts'

export type Direction = 'up' | 'down'

/** Whether the field can move that way: the first cannot go up, the last cannot go down. */
export function canMove(fields: readonly TemplateField[], fieldId: string, direction: Direction): boolean {
  const index = fields.findIndex((f) => f.id === fieldId)
  if (index === -1) return false
  return direction === 'up' ? index > 0 : index < fields.length - 1
}

/** The list with the field swapped with its neighbour; unchanged when it cannot move. */
export function moveField(
  fields: readonly TemplateField[],
  fieldId: string,
  direction: Direction,
): TemplateField[] {
  const list = [...fields]
  if (!canMove(list, fieldId, direction)) return list
  const index = list.findIndex((f) => f.id === fieldId)
  const other = direction === 'up' ? index - 1 : index + 1
  ;[list[index], list[other]] = [list[other]!, list[index]!]
  return list
}

/** The fields whose condition depends on the named field. */
export const dependentsOf = (fields: readonly TemplateField[], name: string) =>
  fields.filter((f) => f.condition?.field === name)

/**
 * The list without the field. A field shown only on the deleted field's answer could never
 * be shown again, so its condition goes too and it is always shown (the caller says so).
 */
export function deleteField(fields: readonly TemplateField[], fieldId: string): TemplateField[] {
  const gone = fields.find((f) => f.id === fieldId)
  if (!gone) return [...fields]
  return fields
    .filter((f) => f.id !== fieldId)
    .map((f) => (f.condition?.field === gone.name ? { ...f, condition: null } : f))
}
