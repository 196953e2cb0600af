// @ts-check
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
}

/** @typedef {keyof typeof FILES} FontWeight */

// Resolved from this module, which runs from server/ in the server, its build and the
// export workers alike: all find the project's node_modules.
const require = createRequire(import.meta.url)
/** @type {Map<FontWeight, Buffer>} */
const cache = new Map()

/**
 * The TTF bytes, read once per process (or worker).
 * @param {FontWeight} weight
 * @returns {Buffer}
 */
export function fontBytes(weight) {
  let bytes = cache.get(weight)
  if (!bytes) {
    bytes = fs.readFileSync(require.resolve(FILES[weight]))
    cache.set(weight, bytes)
  }
  return bytes
}
