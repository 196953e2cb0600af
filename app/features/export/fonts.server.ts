import fs from 'node:fs'
import { createRequire } from 'node:module'

/**
 * The font embedded in every PDF: Noto Sans Devanagari (SIL Open Font Licence), from the
 * npm package `@expo-google-fonts/noto-sans-devanagari`, which ships Google Fonts' full
 * TTF files — not the per-script subsets most font packages ship — so one file holds
 * Latin, the rupee sign ₹ (U+20B9), typographic punctuation and Devanagari with its
 * shaping tables. The package is used for its files only; its Expo code is never loaded.
 */
const FILES = {
  regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
} as const

export type FontWeight = keyof typeof FILES

// Resolved from this module, which runs from app/ under tests and from build/ in production:
// both find the project's node_modules.
const require = createRequire(import.meta.url)
const cache = new Map<FontWeight, Buffer>()

/** The TTF bytes, read once per process. */
export function fontBytes(weight: FontWeight): Buffer {
  let bytes = cache.get(weight)
  if (!bytes) {
    bytes = fs.readFileSync(require.resolve(FILES[weight]))
    cache.set(weight, bytes)
  }
  return bytes
}
