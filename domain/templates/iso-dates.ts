import { isValidDate } from '#domain/shared/dates.ts'

/** A real calendar date written YYYY-MM-DD, as a date input sends it. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  return !!match && isValidDate(Number(match[1]), Number(match[2]), Number(match[3]))
}

/** YYYY-MM-DD as Indian documents write dates: DD/MM/YYYY. */
export const indianDate = (iso: string) => iso.split('-').reverse().join('/')
