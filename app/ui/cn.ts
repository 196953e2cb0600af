import { twMerge, type ClassNameValue } from 'tailwind-merge'

/**
 * Joins class lists (falsy parts dropped) and lets a later Tailwind class replace an
 * earlier one of the same kind, so a caller's `py-1.5` replaces the kit's `py-2`
 * instead of both landing in the markup and the stylesheet's order deciding.
 */
export function cn(...classes: ClassNameValue[]): string {
  return twMerge(...classes)
}
