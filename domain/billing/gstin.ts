import { PLACES_OF_SUPPLY, type PlaceOfSupply } from './places-of-supply.ts'

// A GSTIN: two digits of state code, the holder's PAN (5 letters, 4 digits, a letter), the
// registration's number in that state, `Z`, and a check character (mod-36 Luhn, as GSTN's
// validators compute it, e.g. srikanthlogic/gstin-validator and india_compliance).

const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/
const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** The check character the first 14 characters call for. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0
  for (let i = 0; i < 14; i++) {
    const product = CHARS.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return CHARS[(36 - (sum % 36)) % 36]!
}

export type GstinCheck = { ok: true; gstin: string; state: PlaceOfSupply } | { ok: false; problem: string }

/** A GSTIN as typed (spaces and case forgiven), checked, with the state its first two digits name. */
export function checkGstin(text: string): GstinCheck {
  const gstin = text.replace(/\s+/g, '').toUpperCase()
  if (!SHAPE.test(gstin)) {
    return { ok: false, problem: 'must be 15 characters: state code, PAN, entity number, Z, check character' }
  }
  if (gstinCheckCharacter(gstin) !== gstin[14]) {
    return { ok: false, problem: 'its check character (the 15th) does not match the first 14' }
  }
  const state = PLACES_OF_SUPPLY.find((p) => p.code === gstin.slice(0, 2))
  if (!state)
    return { ok: false, problem: `state code ${gstin.slice(0, 2)} is not a state or union territory` }
  return { ok: true, gstin, state }
}
